package mojo

import "testing"

// TestNextSeat: the seat after each seat, both ways round, for every
// table size (mojo.direction), wrapping at both ends.
func TestNextSeat(t *testing.T) {
	for np := MinPlayers; np <= MaxPlayers; np++ {
		for _, face := range []Face{FaceZero, FacePlus10} {
			s := &State{}
			s.np, s.face = uint8(np), face
			step := 1
			if face == FacePlus10 {
				step = np - 1
			}
			for seat := range np {
				if got, want := s.next(int8(seat)), int8((seat+step)%np); got != want {
					t.Fatalf("%d players, face %v: after seat %d comes %d, want %d", np, face, seat, got, want)
				}
			}
		}
	}
}
