package scoring

import (
	"slices"
	"testing"
)

func TestEntry(t *testing.T) {
	var e Entry
	if e.Given("hand") || e.Seat("mojo") != -1 || e.PerPlayer("hand") != nil || e.CardList("curtain") != nil || e.SeatList("out") != nil {
		t.Fatal("an empty entry has something in it")
	}
	e.SetCards("hand", []string{"9", "1"}, []string{})
	e.SetCards("curtain", []string{"2"})
	e.SetSeats("mojo", 2)
	e.SetSeats("out")
	tests := []struct {
		name string
		ok   bool
	}{
		{"per player", slices.Equal(e.PerPlayer("hand")[0], []string{"9", "1"}) && len(e.PerPlayer("hand")) == 2},
		{"card list", slices.Equal(e.CardList("curtain"), []string{"2"})},
		{"one seat", e.Seat("mojo") == 2},
		{"an empty list is given", e.Given("out") && e.SeatList("out") != nil && len(e.SeatList("out")) == 0},
		{"not given", !e.Given("captured")},
	}
	for _, tc := range tests {
		if !tc.ok {
			t.Errorf("%s: wrong in %+v", tc.name, e)
		}
	}
	c := e.Clone()
	c.PerPlayer("hand")[0][0] = "12"
	c.SetSeats("mojo", 0)
	if e.PerPlayer("hand")[0][0] != "9" || e.Seat("mojo") != 2 {
		t.Error("changing a clone changed the entry")
	}
}

func TestRoundFieldPadKey(t *testing.T) {
	if (RoundField{Name: "hand", Key: "hands"}).PadKey() != "hands" || (RoundField{Name: "out"}).PadKey() != "out" {
		t.Error("PadKey is the Key, else the Name")
	}
}
