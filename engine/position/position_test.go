package position

import (
	"errors"
	"testing"
)

// A field error names its key (and seat); the description finds the line
// of a seat's entry in either per-player form.
func TestFieldErrorAndSeatLine(t *testing.T) {
	d := &Desc{Names: []string{"Ann", "Ben", "Cy"}, Named: true, Fields: map[string]*Node{
		"list": {Kind: ListNode, Line: 3, Items: []*Node{{Kind: ScalarNode, Value: "1", Line: 4}, {Kind: ScalarNode, Value: "2", Line: 5}, {Kind: ScalarNode, Value: "3", Line: 6}}},
		"map":  {Kind: MapNode, Line: 7, Items: []*Node{{Kind: ScalarNode, Value: "Cy", Line: 8}, {Kind: ScalarNode, Value: "4", Line: 8}}},
	}}
	for _, c := range []struct {
		key  string
		seat int
		want int
	}{{"list", 1, 5}, {"list", -1, 3}, {"map", 2, 8}, {"map", 0, 7}, {"absent", 0, 0}} {
		if got := d.SeatLine(c.key, c.seat); got != c.want {
			t.Errorf("SeatLine(%s, %d) = %d, want %d", c.key, c.seat, got, c.want)
		}
	}
	inner := errors.New("too many")
	err := error(&FieldError{Field: "hand_sizes", Seat: 1, Err: inner})
	if err.Error() != "hand_sizes: too many" || !errors.Is(err, inner) {
		t.Errorf("%v does not read or wrap right", err)
	}
	if fe, ok := AsFieldError(err); !ok || fe.Seat != 1 {
		t.Errorf("AsFieldError: %v %v", fe, ok)
	}
	if _, err := d.Seat(&Node{Kind: ScalarNode, Value: "Zed", Line: 9}, "mover"); err == nil || err.(*FieldError).Line != 9 {
		t.Errorf("unknown player: %v", err)
	}
}
