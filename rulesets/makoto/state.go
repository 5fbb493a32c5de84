package makoto

import (
	"maps"
	"slices"

	"tabletop/engine"
)

// Phases of a turn. A turn is split into sub-decisions of the same player
// so that legal-move lists stay small: a play may be followed by a Curtain
// decision, a pass with the Oracle by the discard decision. The lid has no
// phase: its holder may use it at any moment (ApplyAnytime).
const (
	phasePlay    uint8 = iota // the turn player plays or passes
	phaseCurtain              // after a play: discard, take or done
	phaseOracle               // after "pass oracle": discard one card
	phaseOver                 // the game (or series) is over
)

var phaseNames = [...]string{"play", "curtain", "oracle", "over"}

// maxGames is the longest series (6 players).
const maxGames = MaxPlayers

// noSeat marks "nobody" in seat fields.
const noSeat = -1

// core is the whole position as a comparable value: Clone is a copy and
// Equal is ==. Card zones are multisets of card codes plus, for positions
// known only in part, counts of cards whose identity is unknown.
type core struct {
	rng  engine.RNG
	seed uint64 // the game's seed (Config().Seed)

	phase  uint8
	n      uint8 // players
	cur    int8  // who decides now
	turn   int8  // whose turn it is (always cur: kept for Turn)
	dealer int8
	game   uint8 // 0-based game of the series

	hands       [MaxPlayers]engine.Multiset
	unknown     [MaxPlayers]uint8 // cards of unknown identity in each hand
	piles       [MaxPlayers]engine.Multiset
	pileUnknown [MaxPlayers]uint8

	curtain      engine.Multiset
	trick        engine.Multiset // every card played in the current trick
	trickUnknown uint8
	top          Combo // the combination to beat; Kind ComboNone: the turn player leads
	topCards     [engine.MaxMoveCards]uint8
	topN         uint8
	owner        int8  // who played top
	passed       uint8 // seats that passed since the last play
	outMask      uint8
	outOrder     [MaxPlayers]int8 // rewarded players, in the order they went out
	nOut         uint8
	lastTurn     bool  // the last player is taking their one more turn
	played       Combo // this turn's play, for the Curtain decision
	drawn        uint8 // this turn's Oracle draw (0: unknown)

	oracle        [MaxValue]uint8 // the Oracle deck, top last; 0 = unknown card
	nOracle       uint8
	oracleDisc    engine.Multiset
	oracleDiscUnk uint8
	aside         engine.Multiset // two players: the left-over cards
	asideUnknown  uint8

	lidHolder  int8
	curtainVer uint32 // bumped whenever the Curtain changes (bots watch it for the lid)

	firstGame uint8             // game index this state started at (positions)
	gamesDone uint8             // games finished in this state
	carry     [MaxPlayers]int32 // totals from before firstGame (positions)
	scores    [maxGames][MaxPlayers]int16
	rewardsOf [maxGames][MaxPlayers]int16
	bonusOf   [maxGames][MaxPlayers]int16
	dealerOf  [maxGames]int8
	lidOf     [maxGames]int8
	totals    [MaxPlayers]int32
}

// State is a Makoto game, or a whole series when the series option is on.
// It implements engine.State; the hot path allocates nothing.
type State struct {
	p *params
	core
	eff effects
	// end is the table at the end of the last finished game.
	end ended
	// partial is set for positions built by NewPosition with unknown cards.
	partial bool
}

var _ engine.State = (*State)(nil)

// Ruleset returns the Makoto ruleset.
func (s *State) Ruleset() engine.Ruleset { return theRuleset }

// Config returns the set-up (options complete, defaults filled in).
func (s *State) Config() engine.Config {
	cfg := s.p.cfg
	cfg.Seed = s.seed
	cfg.Options = maps.Clone(cfg.Options)
	cfg.Names = slices.Clone(cfg.Names)
	return cfg
}

// Setup returns the set-up row in force.
func (s *State) Setup() Setup { return s.p.setup }

// NumPlayers returns the number of seats.
func (s *State) NumPlayers() int { return int(s.n) }

// CurrentPlayer returns the seat to decide, or -1 when it is over.
func (s *State) CurrentPlayer() int {
	if s.phase == phaseOver {
		return -1
	}
	return int(s.cur)
}

// Turn returns the seat whose turn it is (the seat to decide), or -1 when
// it is over.
func (s *State) Turn() int {
	if s.phase == phaseOver {
		return -1
	}
	return int(s.turn)
}

// Phase names the current sub-decision: "play", "curtain", "oracle" or
// "over".
func (s *State) Phase() string { return phaseNames[s.phase] }

// IsTerminal reports whether the game (or series) is over.
func (s *State) IsTerminal() bool { return s.phase == phaseOver }

// Clone returns an independent copy.
func (s *State) Clone() engine.State {
	c := *s
	return &c
}

// CloneInto copies s into dst, a *State; it does not allocate.
func (s *State) CloneInto(dst engine.State) { *dst.(*State) = *s }

// Equal reports whether o is the same position, hidden cards and RNG
// included (the effects of the last move are not part of the position).
func (s *State) Equal(o engine.State) bool {
	t, ok := o.(*State)
	if !ok {
		return false
	}
	if s.p != t.p && (s.p.cfg.Players != t.p.cfg.Players || s.p.cfg.Start != t.p.cfg.Start ||
		s.p.cfg.Options.String() != t.p.cfg.Options.String()) {
		return false
	}
	return s.core == t.core && s.partial == t.partial
}

// HandKnown reports whether every card in seat's hand is known. The
// validator uses it to tell whether a play was checked against the hand.
func (s *State) HandKnown(seat int) bool { return s.unknown[seat] == 0 }

// MoverHandKnown reports whether the current player's hand is fully known.
func (s *State) MoverHandKnown() bool {
	return s.phase != phaseOver && s.unknown[s.cur] == 0
}

// Hand returns seat's known cards (ascending) and the number of unknown ones.
func (s *State) Hand(seat int) (known []Card, unknown int) {
	return toCards(&s.hands[seat]), int(s.unknown[seat])
}

// Curtain returns the Curtain's cards, ascending.
func (s *State) Curtain() []Card { return toCards(&s.curtain) }

// Top returns the combination to beat and who played it (ComboNone and -1
// when the turn player leads).
func (s *State) Top() (Combo, []Card, int) {
	cards := make([]Card, s.topN)
	for i := range cards {
		cards[i] = Card(s.topCards[i])
	}
	return s.top, cards, int(s.owner)
}

// LidHolder returns the seat holding the box lid, or -1.
func (s *State) LidHolder() int { return int(s.lidHolder) }

// Dealer returns the dealer of the current game.
func (s *State) Dealer() int { return int(s.dealer) }

// Game returns the current game's number in the series (1-based) and the
// series length (1 without a series).
func (s *State) Game() (int, int) { return int(s.game) + 1, s.p.games }

// Out reports whether seat has gone out of the current game.
func (s *State) Out(seat int) bool { return s.outMask&(1<<seat) != 0 }

func toCards(m *engine.Multiset) []Card {
	var buf [96]uint8
	codes := m.Cards(buf[:0])
	out := make([]Card, 0, len(codes))
	// Ascending by value, plain before sword.
	for v := 1; v <= MaxValue; v++ {
		for range m.Count(uint8(v)) {
			out = append(out, Card(v))
		}
		for range m.Count(uint8(v + MaxValue)) {
			out = append(out, Card(v+MaxValue))
		}
	}
	return out
}

// handSize returns seat's number of cards, known and unknown.
func (s *State) handSize(p int) int { return s.hands[p].Len() + int(s.unknown[p]) }

func (s *State) isOut(p int) bool { return s.outMask&(1<<p) != 0 }

// inCount returns the number of players still in.
func (s *State) inCount() int {
	c := 0
	for p := range int(s.n) {
		if !s.isOut(p) {
			c++
		}
	}
	return c
}

// nextIn returns the next player still in, to the left of p (p excluded),
// or -1.
func (s *State) nextIn(p int) int {
	n := int(s.n)
	for i := 1; i <= n; i++ {
		q := (p + i) % n
		if !s.isOut(q) {
			return q
		}
	}
	return noSeat
}

// points returns the points a multiset scores (makoto.score).
func (s *State) points(m *engine.Multiset) int {
	t := 0
	for v := 1; v <= MaxValue; v++ {
		if pts := s.p.points[v]; pts != 0 {
			t += int(pts) * (m.Count(uint8(v)) + m.Count(uint8(v+MaxValue)))
		}
	}
	return t
}
