package makoto

import (
	"testing"

	"tabletop/engine"
)

// midGame returns a 4-player state after n random moves.
func midGame(tb testing.TB, seed uint64, n int) *State {
	tb.Helper()
	s, err := NewState(engine.Config{Players: 4, Seed: seed})
	if err != nil {
		tb.Fatal(err)
	}
	r := engine.NewRNG(seed)
	buf := make([]engine.Move, 0, 1024)
	for range n {
		if s.IsTerminal() {
			break
		}
		buf = s.LegalMoves(buf[:0])
		if err := s.Apply(buf[r.Intn(len(buf))]); err != nil {
			tb.Fatal(err)
		}
	}
	return s
}

// TestHotPathAllocations: LegalMoves, Apply, CloneInto, AnytimeMoves and
// ApplyAnytime allocate nothing, over whole random games and series, every
// phase and the lid out of turn included.
func TestHotPathAllocations(t *testing.T) {
	for _, opts := range []engine.Options{nil, {OptionSeries: "on"}} {
		for players := MinPlayers; players <= MaxPlayers; players++ {
			s, _ := NewState(engine.Config{Players: players, Seed: 77, Options: opts})
			dst := s.Clone()
			buf := make([]engine.Move, 0, 4096)
			anytime := make([]engine.Move, 0, 64)
			r := engine.NewRNG(5)
			allocs := testing.AllocsPerRun(1, func() {
				for !s.IsTerminal() {
					for seat := range players {
						anytime = s.AnytimeMoves(seat, anytime[:0])
						if len(anytime) > 0 && r.Intn(4) == 0 {
							if err := s.ApplyAnytime(seat, anytime[r.Intn(len(anytime))]); err != nil {
								panic(err)
							}
						}
					}
					buf = s.LegalMoves(buf[:0])
					s.CloneInto(dst)
					if err := s.Apply(buf[r.Intn(len(buf))]); err != nil {
						panic(err)
					}
				}
			})
			if allocs != 0 {
				t.Errorf("%d players %v: %v allocations in a whole game", players, opts, allocs)
			}
		}
	}
	// Rejected moves allocate only their error.
	s := midGame(t, 1, 10)
	bad := engine.Move{Kind: KindPlay, N: 1, Cards: [engine.MaxMoveCards]uint8{14}}
	if a := testing.AllocsPerRun(10, func() { _ = s.Apply(bad) }); a > 3 {
		t.Errorf("a rejected move allocates %v times", a)
	}
}

func BenchmarkGame4Random(b *testing.B) {
	buf := make([]engine.Move, 0, 1024)
	r := engine.NewRNG(1)
	moves := 0
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		s, _ := NewState(engine.Config{Players: 4, Seed: uint64(i)})
		for !s.IsTerminal() {
			buf = s.LegalMoves(buf[:0])
			if err := s.Apply(buf[r.Intn(len(buf))]); err != nil {
				b.Fatal(err)
			}
			moves++
		}
	}
	b.ReportMetric(float64(moves)/float64(b.N), "moves/game")
}

func BenchmarkLegalMoves(b *testing.B) {
	states := make([]*State, 64)
	for i := range states {
		states[i] = midGame(b, uint64(i), i%40)
	}
	buf := make([]engine.Move, 0, 4096)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		buf = states[i%len(states)].LegalMoves(buf[:0])
	}
}

func BenchmarkApply(b *testing.B) {
	states := make([]*State, 64)
	moves := make([]engine.Move, 64)
	buf := make([]engine.Move, 0, 4096)
	for i := range states {
		states[i] = midGame(b, uint64(i), i%40)
		buf = states[i].LegalMoves(buf[:0])
		moves[i] = buf[len(buf)/2]
	}
	var s State
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		k := i % len(states)
		s = *states[k]
		if err := s.Apply(moves[k]); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkClone(b *testing.B) {
	s := midGame(b, 3, 20)
	dst := s.Clone()
	b.ReportAllocs()
	for b.Loop() {
		s.CloneInto(dst)
	}
}

func BenchmarkCheckInvariants(b *testing.B) {
	s := midGame(b, 3, 20)
	b.ReportAllocs()
	for b.Loop() {
		if err := s.CheckInvariants(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSim4 is what `tabletop sim` does per game: random bots and the
// cheap invariant check after every move.
func BenchmarkSim4(b *testing.B) {
	b.ReportAllocs()
	agents := []engine.Agent{engine.NewRandomAgent(1), engine.NewRandomAgent(2), engine.NewRandomAgent(3), engine.NewRandomAgent(4)}
	for i := 0; b.Loop(); i++ {
		if _, err := engine.CheckGame(theRuleset, engine.Config{Players: 4, Seed: uint64(i)}, agents, engine.CheckCheap, 0); err != nil {
			b.Fatal(err)
		}
	}
}
