package mojo

import (
	"testing"

	"tabletop/engine"
)

// BenchmarkGame4Random plays one complete 4-player game with uniform
// random choices per op (set-up included).
func BenchmarkGame4Random(b *testing.B) {
	buf := make([]engine.Move, 0, 256)
	rng := engine.NewRNG(1)
	turns := 0
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		s, _ := NewState(engine.Config{Players: 4, Seed: uint64(i)})
		for !s.IsTerminal() {
			buf = s.LegalMoves(buf)
			if err := s.Apply(buf[rng.Intn(len(buf))]); err != nil {
				b.Fatal(err)
			}
			turns++
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(turns)/float64(b.N), "turns/game")
}

// midGame returns positions from random 4-player games, with a legal move
// each.
func midGame(b *testing.B, opts engine.Options) ([]*State, []engine.Move) {
	var states []*State
	var moves []engine.Move
	rng := engine.NewRNG(9)
	for g := range 20 {
		s, _ := NewState(engine.Config{Players: 4, Seed: uint64(g), Options: opts})
		for !s.IsTerminal() {
			legal := s.LegalMoves(nil)
			m := legal[rng.Intn(len(legal))]
			states = append(states, s.Clone().(*State))
			moves = append(moves, m)
			if err := s.Apply(m); err != nil {
				b.Fatal(err)
			}
		}
	}
	return states, moves
}

func BenchmarkLegalMoves(b *testing.B) {
	states, _ := midGame(b, nil)
	buf := make([]engine.Move, 0, 256)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		buf = states[i%len(states)].LegalMoves(buf)
	}
}

func BenchmarkLegalMovesTwoPiles(b *testing.B) {
	states, _ := midGame(b, engine.Options{OptionVariant: VariantTwoPiles})
	buf := make([]engine.Move, 0, 256)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		buf = states[i%len(states)].LegalMoves(buf)
	}
}

// BenchmarkApply is one turn's Apply, including the CloneInto that resets
// the scratch state (see BenchmarkClone for that part alone).
func BenchmarkApply(b *testing.B) {
	states, moves := midGame(b, nil)
	scratch := states[0].Clone().(*State)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		k := i % len(states)
		states[k].CloneInto(scratch)
		if err := scratch.Apply(moves[k]); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkTurn is LegalMoves plus Apply of a random move, in running
// games (per turn).
func BenchmarkTurn(b *testing.B) {
	buf := make([]engine.Move, 0, 256)
	rng := engine.NewRNG(1)
	seed := uint64(0)
	s, _ := NewState(engine.Config{Players: 4})
	b.ReportAllocs()
	for b.Loop() {
		if s.IsTerminal() {
			b.StopTimer()
			seed++
			s, _ = NewState(engine.Config{Players: 4, Seed: seed})
			b.StartTimer()
		}
		buf = s.LegalMoves(buf)
		if err := s.Apply(buf[rng.Intn(len(buf))]); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkClone(b *testing.B) {
	states, _ := midGame(b, nil)
	scratch := states[0].Clone().(*State)
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		states[i%len(states)].CloneInto(scratch)
	}
}
