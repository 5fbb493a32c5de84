package roundentry

import (
	"slices"
	"strconv"
	"testing"

	"tabletop/cmd/cmdutil/cmdtest"
)

// TestNameList: new players' names are trimmed, none may be empty.
func TestNameList(t *testing.T) {
	if got, err := NameList(" Ann, Ben ,Cy"); err != nil || !slices.Equal(got, []string{"Ann", "Ben", "Cy"}) {
		t.Errorf("got %q, %v", got, err)
	}
	for s, id := range map[string]string{"": "cli.arg.no-player-named", "Ann,,Cy": "cli.arg.name-empty", " ,Ben": "cli.arg.name-empty"} {
		if _, err := NameList(s); cmdtest.MessageID(err) != id {
			t.Errorf("%q: %v, want %s", s, err, id)
		}
	}
}

// TestHandsByPlayer: NAME=VALUES pairs are read into seats, case aside;
// a player missing, given twice or unknown is refused.
func TestHandsByPlayer(t *testing.T) {
	players := []string{"Ann", "Ben"}
	atoi := func(s string) ([]int, error) { n, err := strconv.Atoi(s); return []int{n}, err }
	got, err := HandsByPlayer([][2]string{{"ben", "4"}, {"Ann", "9"}}, players, "score", atoi)
	if err != nil || len(got) != 2 || got[0][0] != 9 || got[1][0] != 4 {
		t.Fatalf("got %v, %v", got, err)
	}
	for _, c := range []struct {
		pairs [][2]string
		id    string
	}{
		{[][2]string{{"Ann", "1"}}, "cli.arg.player-missing-score"},
		{[][2]string{{"Ann", "1"}, {"ann", "2"}}, "cli.arg.given-twice"},
	} {
		if _, err := HandsByPlayer(c.pairs, players, "score", atoi); cmdtest.MessageID(err) != c.id {
			t.Errorf("%v: %v, want %s", c.pairs, err, c.id)
		}
	}
	if _, err := HandsByPlayer([][2]string{{"Zed", "1"}}, players, "hand", atoi); err == nil {
		t.Error("an unknown player is taken")
	}
	if names, err := NamesOf([][2]string{{"Ann", "1"}, {"Ben", ""}}, "hand"); err != nil || !slices.Equal(names, players) {
		t.Errorf("NamesOf: %q, %v", names, err)
	}
	if seats, err := SeatsOf(players, "Ben, ann", "--out"); err != nil || !slices.Equal(seats, []int{1, 0}) {
		t.Errorf("SeatsOf: %v, %v", seats, err)
	}
}
