package mojo

import (
	"maps"
	"slices"

	"tabletop/engine"
	"tabletop/engine/i18n"
)

// Move kinds (engine.Move.Kind).
const (
	KindPlay   uint8 = 1 // Cards[:N] the chain, Arg[0] pile, Arg[1] draw source
	KindReveal uint8 = 2 // Cards[0] the value turned face up
)

// Draw sources (engine.Move.Arg[1]) of a play: the draw pile, or discard
// pile 1 or 2 (two-pile variant, mojo.two-piles.draw).
const (
	DrawDeck  uint8 = 0
	DrawPile1 uint8 = 1
	DrawPile2 uint8 = 2
)

// Phases.
const (
	phasePlay      uint8 = iota // a player is to move
	phaseOver                   // the game ended (mojo.game-end)
	phaseRoundOver              // a position ended with its round; the tool deals no next round
)

// histCap rounds are kept in the state itself; later ones (very rare) in a
// copy-on-write slice.
const histCap = 24

// roundRec is one scored round.
type roundRec struct {
	scores [MaxPlayers]int8
	holder int8
	face   Face
}

// core is every comparable field of a position.
type core struct {
	opt        opts
	np         uint8
	phase      uint8
	cur        int8
	face       Face
	partial    bool // built by NewPosition: no further round is dealt
	hiddenDeck bool // the draw pile's order is not known: draws yield Unknown
	round      uint16
	rng        engine.RNG
	hand       [MaxPlayers]cards
	down       [MaxPlayers]cards // face down in Mojo Time
	shown      [MaxPlayers]cards // turned up in Mojo Time
	deck       [DeckSize]uint8   // draw pile; the top is deck[deckN-1]
	deckN      uint8
	pile       [2][DeckSize]uint8 // discard piles, bottom first
	pileN      [2]uint8
	base       [MaxPlayers]int16 // totals before the first recorded round
	totals     [MaxPlayers]int16
	nRounds    uint16
	hist       [histCap]roundRec
}

// State is one game of Mojo. It is a value: Clone and CloneInto copy it
// without allocating, and the hot path (LegalMoves, Apply) allocates
// nothing.
type State struct {
	core
	cfg  engine.Config
	more []roundRec // rounds beyond histCap; never mutated in place
	last record
	// end holds every seat's scoring cards at the end of the last scored
	// round (endValid: there is one).
	end      [MaxPlayers]cards
	endValid bool
}

var _ engine.State = (*State)(nil)

// Ruleset returns the Mojo ruleset.
func (s *State) Ruleset() engine.Ruleset { return Ruleset{} }

// Config returns the set-up (options complete, defaults filled in).
func (s *State) Config() engine.Config {
	c := s.cfg
	c.Options = maps.Clone(c.Options)
	return c
}

// NumPlayers returns the number of seats.
func (s *State) NumPlayers() int { return int(s.np) }

// CurrentPlayer returns the seat to move, or -1 when the game (or the
// position's round) is over.
func (s *State) CurrentPlayer() int {
	if s.phase != phasePlay {
		return -1
	}
	return int(s.cur)
}

// IsTerminal reports whether no more moves can be made: the game is over,
// or a position built by NewPosition finished its round.
func (s *State) IsTerminal() bool { return s.phase != phasePlay }

// Clone returns an independent copy.
func (s *State) Clone() engine.State {
	c := *s
	return &c
}

// CloneInto copies s into dst, a *State; it does not allocate.
func (s *State) CloneInto(dst engine.State) { *dst.(*State) = *s }

// Equal reports whether o is the same position, hidden cards and RNG
// included.
func (s *State) Equal(o engine.State) bool {
	t, ok := o.(*State)
	return ok && s.core == t.core && slices.Equal(s.more, t.more)
}

// HandKnown reports whether every card in seat's hand (and face-down
// cards) is known.
func (s *State) HandKnown(seat int) bool { return s.hand[seat].known() && s.down[seat].known() }

// MoverHandKnown reports whether every card of the player to move is known
// (position.HandKnower), so that playing a card checks that it is held. When
// it is false, only what the table shows was checked.
func (s *State) MoverHandKnown() bool { return s.phase != phasePlay || s.HandKnown(int(s.cur)) }

// Partial reports whether the state was built from a position
// (NewPosition) rather than dealt by New.
func (s *State) Partial() bool { return s.partial }

// Face returns the visible face of the Mojo card.
func (s *State) Face() Face { return s.face }

// Round returns the number of the round being played (1-based).
func (s *State) Round() int { return int(s.round) }

// Clockwise reports whether play passes in seat order (mojo.direction).
func (s *State) Clockwise() bool { return s.dir() == 1 }

// Top returns the top card of discard pile p (0-based) and false when the
// pile is empty. The value is Unknown when the table has not said.
func (s *State) Top(p int) (int, bool) {
	if p < 0 || p > 1 || s.pileN[p] == 0 {
		return 0, false
	}
	return int(s.pile[p][s.pileN[p]-1]), true
}

// Piles returns the number of discard piles in play (1 or 2).
func (s *State) Piles() int {
	if s.opt.twoPiles {
		return 2
	}
	return 1
}

// HandSize returns the number of cards in seat's hand.
func (s *State) HandSize(seat int) int { return int(s.hand[seat].size) }

// Hand returns the known values in seat's hand, ascending, and the number
// of cards of unknown value.
func (s *State) Hand(seat int) (known []int, unknown int) {
	return s.hand[seat].list(), int(s.hand[seat].n[Unknown])
}

// FaceDown returns the number of seat's face-down cards (mojo.time).
func (s *State) FaceDown(seat int) int { return int(s.down[seat].size) }

// Revealed returns the values seat has turned face up (mojo.time.reveal).
func (s *State) Revealed(seat int) []int { return s.shown[seat].list() }

// DrawPileSize returns the number of cards in the draw pile.
func (s *State) DrawPileSize() int { return int(s.deckN) }

// dir is +1 (seat order) or -1 (mojo.direction).
func (s *State) dir() int8 {
	if (s.face == FacePlus10) != s.opt.zeroCCW {
		return -1
	}
	return 1
}

// threshold is the hand size at or below which Mojo Time starts
// (mojo.time, mojo.two-player).
func (s *State) threshold() uint8 {
	if s.np == 2 {
		return 2
	}
	return 3
}

// next is the seat after seat in the direction of play (without a
// division: a step of one wraps at most once).
func (s *State) next(seat int8) int8 {
	n := seat + s.dir()
	switch {
	case n < 0:
		n += int8(s.np)
	case n >= int8(s.np):
		n = 0
	}
	return n
}

func (s *State) top(p uint8) uint8 { return s.pile[p][s.pileN[p]-1] }

func (s *State) push(p uint8, c uint8) {
	s.pile[p][s.pileN[p]] = c
	s.pileN[p]++
}

func (s *State) pop(p uint8) uint8 {
	s.pileN[p]--
	return s.pile[p][s.pileN[p]]
}

// Totals returns every seat's running total.
func (s *State) Totals() []int {
	out := make([]int, s.np)
	for i := range out {
		out[i] = int(s.totals[i])
	}
	return out
}

// Winners returns the seats with the lowest total once the game is over
// (mojo.game-end), else nil.
func (s *State) Winners() []int {
	if s.phase != phaseOver {
		return nil
	}
	return Leaders(s.Totals())
}

func (s *State) roundAt(i int) *roundRec {
	if i < histCap {
		return &s.hist[i]
	}
	return &s.more[i-histCap]
}

// Rounds returns every scored round, oldest first.
func (s *State) Rounds() []engine.RoundResult {
	out := make([]engine.RoundResult, s.nRounds)
	var tot [MaxPlayers]int
	for i := range tot {
		tot[i] = int(s.base[i])
	}
	for i := range out {
		r := s.roundAt(i)
		sc := make([]int, s.np)
		tt := make([]int, s.np)
		for p := range sc {
			sc[p] = int(r.scores[p])
			tot[p] += sc[p]
			tt[p] = tot[p]
		}
		out[i] = engine.RoundResult{Scores: sc, Totals: tt,
			Detail: i18n.Message("mojo.word.detail-mojo", i18n.Args{"Who": s.cfg.Who(int(r.holder)), "Face": r.face.String()})}
	}
	return out
}

func (s *State) addRound(r roundRec) {
	if s.nRounds < histCap {
		s.hist[s.nRounds] = r
	} else {
		// Copy on write: clones may share the old slice.
		s.more = append(slices.Clip(s.more), r)
	}
	s.nRounds++
}
