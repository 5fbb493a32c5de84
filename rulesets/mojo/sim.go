package mojo

import (
	"tabletop/engine"
	"tabletop/engine/sim"
)

// What the simulator reuses (engine.Resetter, sim.Reseeder,
// engine.GameSummarizer) and counts (engine.StatsRuleset).
var (
	_ engine.Resetter       = (*State)(nil)
	_ engine.GameSummarizer = (*State)(nil)
	_ sim.Reseeder          = (*Greedy)(nil)
	_ engine.StatsRuleset   = Ruleset{}
)

// Reset deals a new game in place, as NewGame would with the same
// configuration and seed; it does not allocate.
func (s *State) Reset(seed uint64) {
	cfg, o, np := s.cfg, s.opt, s.np
	cfg.Seed = seed
	*s = State{cfg: cfg}
	s.opt, s.np = o, np
	s.rng = engine.NewRNG(seed)
	s.face = FaceZero
	s.startRound(int8(cfg.Start), true)
}

// RoundCount returns the number of scored rounds.
func (s *State) RoundCount() int { return int(s.nRounds) }

// AppendWinners appends Winners() to buf.
func (s *State) AppendWinners(buf []int) []int {
	if s.phase != phaseOver {
		return buf
	}
	start := len(buf)
	for i := range int(s.np) {
		t := s.totals[i]
		switch {
		case len(buf) == start || t < s.totals[buf[start]]:
			buf = append(buf[:start], i)
		case t == s.totals[buf[start]]:
			buf = append(buf, i)
		}
	}
	return buf
}

// RoundScoreRange returns the lowest and highest score of any seat in any
// scored round.
func (s *State) RoundScoreRange() (lo, hi int) {
	for i := range int(s.nRounds) {
		r := s.roundAt(i)
		for p := range int(s.np) {
			sc := int(r.scores[p])
			if (i == 0 && p == 0) || sc < lo {
				lo = sc
			}
			if (i == 0 && p == 0) || sc > hi {
				hi = sc
			}
		}
	}
	return lo, hi
}

// Reseed restarts the greedy bot with seed.
func (g *Greedy) Reseed(seed uint64) { g.rng.Seed(seed) }

// Counters of a simulation (sim --json's counters, sim --csv's columns).
const (
	statTurns      = iota // moves (plays and reveals)
	statRounds            // scored rounds
	statPlus10            // rounds in which the holder took the +10 face
	statReshuffles        // draw piles rebuilt from a discard pile mid-round (mojo.reshuffle)
	statEndHand           // rounds ended by playing the last card of a hand
	statEndReveal         // rounds ended by turning up the last face-down card
	nStats
)

var statNames = [nStats]string{"turns", "rounds", "plus10_rounds", "reshuffles", "rounds_ended_by_empty_hand", "rounds_ended_by_last_reveal"}

// NewStats returns the simulator's recorder for Mojo (engine.StatsRuleset).
func (Ruleset) NewStats(engine.Config) engine.StatsRecorder { return stats{} }

type stats struct{}

func (stats) Counters() []string { return statNames[:] }

func (stats) Move(es engine.State, c []int64) {
	s := es.(*State)
	r := &s.last
	c[statTurns]++
	if r.flags&fReshuffled != 0 {
		c[statReshuffles]++
	}
	if r.flags&fRoundEnd != 0 && r.flags&fUnscored == 0 {
		if r.move.Kind == KindReveal {
			c[statEndReveal]++
		} else {
			c[statEndHand]++
		}
	}
}

func (stats) End(es engine.State, c []int64) {
	s := es.(*State)
	c[statRounds] += int64(s.nRounds)
	for i := range int(s.nRounds) {
		if s.roundAt(i).face == FacePlus10 {
			c[statPlus10]++
		}
	}
}

func (stats) Summary(c []int64, games int) map[string]float64 {
	rounds := float64(max(c[statRounds], 1))
	return map[string]float64{
		"rounds_per_game":             float64(c[statRounds]) / float64(max(games, 1)),
		"turns_per_round":             float64(c[statTurns]) / rounds,
		"holder_takes_plus_10":        float64(c[statPlus10]) / rounds,
		"reshuffles_per_round":        float64(c[statReshuffles]) / rounds,
		"rounds_ended_by_empty_hand":  float64(c[statEndHand]) / rounds,
		"rounds_ended_by_last_reveal": float64(c[statEndReveal]) / rounds,
	}
}

// StatLabel names a statistic of Summary in lang, from the catalogue's
// "mojo.stat.KEY" (engine.StatsRuleset).
func (Ruleset) StatLabel(key, lang string) (string, bool) {
	return engine.StatLabelFrom("mojo", key, lang)
}
