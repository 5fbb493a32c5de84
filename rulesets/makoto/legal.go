package makoto

import (
	"math/bits"

	"tabletop/engine"
)

// LegalMoves appends the current player's legal moves to buf. In the play
// phase these are passes and plays without a Curtain action (the Curtain
// decision is a separate move when one is possible); compound one-line
// forms are accepted by Apply but not listed. With a partly unknown hand
// only plays from the known cards are listed. When the current player
// holds the lid, "lid take C" for each Curtain card comes last: it does
// not end the turn (makoto.lid).
func (s *State) LegalMoves(buf []engine.Move) []engine.Move {
	switch s.phase {
	case phasePlay:
		buf = s.legalPlays(buf)
	case phaseCurtain:
		buf = s.legalCurtain(buf)
	case phaseOracle:
		buf = s.legalOracle(buf)
	default:
		return buf
	}
	return s.appendLidTakes(int(s.cur), buf)
}

func (s *State) oracleAvailable() bool {
	return s.nOracle > 0 || s.oracleDisc.Len()+int(s.oracleDiscUnk) > 0
}

// handCounts fills plain and Sword counts by value (values in play only)
// and returns the values that make a Kensei: three plain cards and the
// Sword card or, without Swords in the game (2-3 players), four plain.
func (s *State) handCounts(p int, pc, sc *[MaxValue + 2]uint8) (kensei uint32) {
	h := &s.hands[p]
	swords, maxV := s.p.setup.Swords, s.p.setup.MaxValue
	need := uint8(4)
	if swords {
		need = 3
	}
	for v := 1; v <= maxV; v++ {
		a, b := uint8(h.Count(uint8(v))), uint8(h.Count(uint8(v+MaxValue)))
		pc[v], sc[v] = a, b
		if a >= need && (b > 0 || !swords) {
			kensei |= 1 << v
		}
	}
	return kensei
}

func (s *State) legalPlays(buf []engine.Move) []engine.Move {
	p := int(s.cur)
	var pc, sc [MaxValue + 2]uint8
	kensei := s.handCounts(p, &pc, &sc)
	swords := s.p.setup.Swords
	top := s.top
	lead := top.Kind == ComboNone
	if !lead {
		buf = append(buf, engine.Move{Kind: KindPass})
		if s.oracleAvailable() {
			buf = append(buf, engine.Move{Kind: KindPassOracle})
		}
	}
	maxV := s.p.setup.MaxValue
	// Singles.
	if lead || top.Kind == ComboSingle {
		for v := int(top.Rank) + 1; v <= maxV; v++ {
			if pc[v] > 0 {
				buf = append(buf, single(uint8(v)))
			}
			if sc[v] > 0 {
				buf = append(buf, single(uint8(v+MaxValue)))
			}
		}
	}
	// Sets (a qualifying four of a kind is always a Kensei: listed below).
	if lead || top.Kind == ComboSet {
		for v := int(top.Rank) + 1; v <= maxV; v++ {
			total := int(pc[v] + sc[v])
			kmin, kmax := 2, total
			if !lead {
				kmin, kmax = int(top.Count), min(total, int(top.Count))
			}
			for k := kmin; k <= kmax; k++ {
				for w := 0; w <= int(sc[v]) && w <= k; w++ {
					if k-w > int(pc[v]) {
						continue
					}
					if k == 4 && (w > 0 || !swords) {
						continue
					}
					buf = append(buf, setMove(uint8(v), k-w, w))
				}
			}
		}
	}
	// Runs.
	if lead || top.Kind == ComboRun {
		for a := int(top.Rank) + 1; a+2 <= maxV; a++ {
			// Extend the run from a card by card; values held both plain
			// and as a Sword card multiply the variants.
			run := engine.Move{Kind: KindPlay}
			both := 0
			for l := 1; a+l-1 <= maxV; l++ {
				v := a + l - 1
				if pc[v]+sc[v] == 0 {
					break
				}
				c := uint8(v)
				if pc[v] == 0 {
					c += MaxValue
				} else if sc[v] > 0 {
					both++
				}
				run.Cards[l-1], run.N = c, uint8(l)
				if l < 3 || (!lead && l != int(top.Count)) {
					continue
				}
				if both == 0 {
					buf = append(buf, run)
				} else {
					buf = appendRuns(buf, a, l, &pc, &sc)
				}
			}
		}
	}
	// Kensei, on anything; on a Kensei only a higher one.
	from := 1
	if top.Kind == ComboKensei {
		from = int(top.Rank) + 1
	}
	for km := kensei >> from; km != 0; km &= km - 1 {
		v := from + bits.TrailingZeros32(km)
		if sc[v] > 0 {
			buf = append(buf, setMove(uint8(v), 3, 1))
		} else {
			buf = append(buf, setMove(uint8(v), 4, 0))
		}
	}
	return buf
}

func single(c uint8) engine.Move {
	m := engine.Move{Kind: KindPlay, N: 1}
	m.Cards[0] = c
	return m
}

// setMove is a play of plain plain cards and swords Sword cards of value v.
func setMove(v uint8, plain, swords int) engine.Move {
	m := engine.Move{Kind: KindPlay}
	for range plain {
		m.Cards[m.N] = v
		m.N++
	}
	for range swords {
		m.Cards[m.N] = v + MaxValue
		m.N++
	}
	return m
}

// appendRuns appends every run of length l from a, one per choice of
// plain or Sword card for values held both ways.
func appendRuns(buf []engine.Move, a, l int, pc, sc *[MaxValue + 2]uint8) []engine.Move {
	nb := 0
	for v := a; v < a+l; v++ {
		if pc[v] > 0 && sc[v] > 0 {
			nb++
		}
	}
	for mask := 0; mask < 1<<nb; mask++ {
		m := engine.Move{Kind: KindPlay, N: uint8(l)}
		bi := 0
		for i := range l {
			v := a + i
			c := uint8(v)
			switch {
			case pc[v] > 0 && sc[v] > 0:
				if mask>>bi&1 == 1 {
					c += MaxValue
				}
				bi++
			case pc[v] == 0:
				c += MaxValue
			}
			m.Cards[i] = c
		}
		buf = append(buf, m)
	}
	return buf
}

func (s *State) legalCurtain(buf []engine.Move) []engine.Move {
	p := int(s.cur)
	lo := int(s.played.Rank)
	buf = append(buf, curtainMove(ActDone, 0, 0, 0))
	h := &s.hands[p]
	for v := uint8(1); int(v) < lo; v++ {
		if h.Count(v) > 0 {
			buf = append(buf, curtainMove(ActDiscard, v, 0, 0))
		}
		if h.Count(v+MaxValue) > 0 {
			buf = append(buf, curtainMove(ActDiscard, v+MaxValue, 0, 0))
		}
	}
	for v := 1; v < lo; v++ {
		np, ns := s.curtain.Count(uint8(v)), s.curtain.Count(uint8(v+MaxValue))
		for tp := 0; tp <= np; tp++ {
			for ts := 0; ts <= ns; ts++ {
				if t := tp + ts; t >= 1 && t <= int(s.played.Count) {
					buf = append(buf, curtainMove(ActTake, uint8(v), uint8(tp), uint8(ts)))
				}
			}
		}
	}
	return buf
}

func curtainMove(act, a1, a2, a3 uint8) engine.Move {
	return engine.Move{Kind: KindCurtain, Arg: [4]uint8{act, a1, a2, a3}}
}

func (s *State) legalOracle(buf []engine.Move) []engine.Move {
	h := &s.hands[int(s.cur)]
	maxV := uint8(s.p.setup.MaxValue)
	for v := uint8(1); v <= maxV; v++ {
		if h.Count(v) > 0 {
			buf = append(buf, engine.Move{Kind: KindOracle, N: 1, Cards: [engine.MaxMoveCards]uint8{v}})
		}
		if h.Count(v+MaxValue) > 0 {
			buf = append(buf, engine.Move{Kind: KindOracle, N: 1, Cards: [engine.MaxMoveCards]uint8{v + MaxValue}})
		}
	}
	return buf
}
