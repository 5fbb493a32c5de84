package makoto

import (
	"fmt"
	"slices"

	"tabletop/engine"
)

// Position is what a physical table shows at the moment a move is
// declared: everything played is open, hands are hidden. The validator and
// the live table mode build a State from it with NewPosition and apply the
// declared move with the same engine as digital play.
//
// Seats are 0-based. Optional seats are pointers (nil: the default).
// Cards not placed anywhere (other hands, the Oracle deck, earlier score
// piles, the cards set aside with two players, earlier plays of the trick
// not listed) are unknown; only their number is derived.
type Position struct {
	Players int            // 2..6
	Options engine.Options // rule options; missing keys take the default
	Mover   int            // seat whose turn it is
	Dealer  *int           // dealer of this game; default: the seat before the mover
	Game    int            // game of the series, 1-based; 0 means 1
	Totals  []int          // series totals before this game, by seat (optional)

	Trick      []Card // the combination to beat; empty: the mover leads
	Owner      *int   // who played Trick; default: the nearest seat still in to the mover's right
	TrickCards []Card // other cards already played in this trick (optional)
	Passed     []int  // seats that passed since Trick was played

	Curtain []Card // the Curtain, face up

	Hand      []Card // the mover's hand; nil: unknown (HandSize cards)
	HandSize  int    // size of the mover's unknown hand; 0: from HandSizes or the set-up
	HandSizes []int  // cards in every seat's hand (optional; default: the set-up's hand size, 0 when out)

	Out   []int    // seats that went out, in order; each took the next reward
	Piles [][]Card // known score piles by seat (optional)

	OracleDeck    *int   // cards in the Oracle deck; default: the Oracle size minus the discards
	OracleDiscard []Card // the Oracle discard pile, face up

	LidHolder *int // seat holding the box lid (nil: nobody); may use it out of turn

	Names []string // optional seat names for texts (engine.Config.Names)
}

// NewPosition builds a State for a partly known position. When the mover's
// hand is unknown, a play is checked for everything the table can check:
// the combination, following, the Curtain, and that no card appears more
// often than the game holds it (MoverHandKnown reports which case applies).
// Errors are bad input, not rule verdicts. A position is one game: when it
// ends the state is over (a series continues from a new position).
func NewPosition(pos Position) (*State, error) {
	n := pos.Players
	if n < MinPlayers || n > MaxPlayers {
		return nil, fmt.Errorf("makoto is for %d to %d players, not %d [makoto.setup]", MinPlayers, MaxPlayers, n)
	}
	seatOK := func(what string, p int) error {
		if p < 0 || p >= n {
			return fmt.Errorf("%s: seat %d is not one of the %d seats", what, p+1, n)
		}
		return nil
	}
	if err := seatOK("mover", pos.Mover); err != nil {
		return nil, err
	}
	dealer := (pos.Mover + n - 1) % n
	if pos.Dealer != nil {
		if err := seatOK("dealer", *pos.Dealer); err != nil {
			return nil, err
		}
		dealer = *pos.Dealer
	}
	p, err := newParams(engine.Config{Players: n, Options: pos.Options, Start: dealer, Names: pos.Names})
	if err != nil {
		return nil, err
	}
	su := p.setup
	s := &State{p: p, partial: true}
	s.n = uint8(n)
	s.rng = engine.NewRNG(0)
	s.dealer = int8(dealer)
	s.lidHolder = noSeat
	s.owner = noSeat
	game := max(pos.Game, 1)
	if game > p.games {
		return nil, fmt.Errorf("game %d: the series has %d games (option %s)", game, p.games, OptionSeries)
	}
	s.game, s.firstGame = uint8(game-1), uint8(game-1)
	if pos.Totals != nil {
		if len(pos.Totals) != n {
			return nil, fmt.Errorf("totals: %d values for %d players", len(pos.Totals), n)
		}
		for i, t := range pos.Totals {
			s.carry[i], s.totals[i] = int32(t), int32(t)
		}
	}

	// Who is out.
	for _, q := range pos.Out {
		if err := seatOK("out", q); err != nil {
			return nil, err
		}
		if s.isOut(q) {
			return nil, fmt.Errorf("out: seat %d is listed twice", q+1)
		}
		s.outMask |= 1 << q
		s.outOrder[s.nOut] = int8(q)
		s.nOut++
	}
	if s.isOut(pos.Mover) {
		return nil, fmt.Errorf("seat %d is out and cannot have the turn", pos.Mover+1)
	}
	if int(s.nOut) >= n {
		return nil, fmt.Errorf("out: at least one player must still be in")
	}
	s.lastTurn = int(s.nOut) == n-1

	// Known cards, checked together against the game's copies.
	groups := [][]Card{pos.Hand, pos.Curtain, pos.Trick, pos.TrickCards, pos.OracleDiscard}
	groups = append(groups, pos.Piles...)
	if err := su.CheckCards(groups...); err != nil {
		return nil, err
	}
	addAll := func(m *engine.Multiset, cards []Card) {
		for _, c := range cards {
			m.Add(uint8(c), 1)
		}
	}
	addAll(&s.curtain, pos.Curtain)
	addAll(&s.oracleDisc, pos.OracleDiscard)
	if len(pos.Piles) > n {
		return nil, fmt.Errorf("piles: %d score piles for %d players", len(pos.Piles), n)
	}
	for q, pile := range pos.Piles {
		addAll(&s.piles[q], pile)
	}

	// Hands.
	if pos.HandSizes != nil && len(pos.HandSizes) != n {
		return nil, fmt.Errorf("hand sizes: %d values for %d players", len(pos.HandSizes), n)
	}
	for q := range n {
		size := su.Hand
		if pos.HandSizes != nil {
			size = pos.HandSizes[q]
		} else if s.isOut(q) {
			size = 0
		}
		if q == pos.Mover {
			switch {
			case pos.Hand != nil:
				addAll(&s.hands[q], pos.Hand)
				size = 0
			case pos.HandSize > 0:
				size = pos.HandSize
			}
		}
		if size < 0 || size > 255 {
			return nil, fmt.Errorf("seat %d: a hand of %d cards", q+1, size)
		}
		s.unknown[q] = uint8(size)
		if s.isOut(q) && s.handSize(q) > 0 {
			return nil, fmt.Errorf("seat %d is out but holds %d cards", q+1, s.handSize(q))
		}
		if !s.isOut(q) && s.handSize(q) == 0 {
			return nil, fmt.Errorf("seat %d holds no cards but is not listed as out", q+1)
		}
	}

	// The trick.
	if len(pos.Trick) > 0 {
		if len(pos.Trick) > engine.MaxMoveCards {
			return nil, fmt.Errorf("trick: %d cards is no combination", len(pos.Trick))
		}
		combo, err := Classify(pos.Trick, n)
		if err != nil {
			return nil, fmt.Errorf("trick %v is not a combination: %w", pos.Trick, err)
		}
		s.top = combo
		m := PlayMove(pos.Trick)
		s.topCards, s.topN = m.Cards, m.N
		addAll(&s.trick, pos.Trick)
		addAll(&s.trick, pos.TrickCards)
		owner := noSeat
		if pos.Owner != nil {
			if err := seatOK("owner", *pos.Owner); err != nil {
				return nil, err
			}
			owner = *pos.Owner
		} else {
			for i := 1; i < n; i++ {
				q := (pos.Mover + n - i) % n
				if !s.isOut(q) {
					owner = q
					break
				}
			}
			if owner < 0 {
				owner = (pos.Mover + n - 1) % n
			}
		}
		if owner == pos.Mover {
			return nil, fmt.Errorf("the mover cannot have played the trick to beat: the trick would have been won")
		}
		s.owner = int8(owner)
		for _, q := range pos.Passed {
			if err := seatOK("passed", q); err != nil {
				return nil, err
			}
			if q == owner || q == pos.Mover {
				return nil, fmt.Errorf("passed: seat %d cannot have passed since the trick's last play", q+1)
			}
			s.passed |= 1 << q
		}
	} else if len(pos.TrickCards) > 0 || len(pos.Passed) > 0 || pos.Owner != nil {
		return nil, fmt.Errorf("trick cards, passes or an owner are given but no trick to beat")
	}

	// The Oracle deck and the unseen rest.
	oracle := su.MaxValue - len(pos.OracleDiscard)
	if pos.OracleDeck != nil {
		oracle = *pos.OracleDeck
	}
	if oracle < 0 || oracle+len(pos.OracleDiscard) > len(s.oracle) || oracle+len(pos.OracleDiscard) > su.MaxValue {
		return nil, fmt.Errorf("Oracle deck of %d cards and %d discards: the Oracle has %d cards", oracle, len(pos.OracleDiscard), su.MaxValue)
	}
	s.nOracle = uint8(oracle)
	placed := 0
	for q := range n {
		placed += s.handSize(q) + s.piles[q].Len()
	}
	placed += s.curtain.Len() + s.trick.Len() + s.oracleDisc.Len() + oracle
	rest := su.TotalCards() - placed
	if rest < 0 {
		return nil, fmt.Errorf("the position holds %d cards, but the game has only %d", placed, su.TotalCards())
	}
	if rest > 255 {
		return nil, fmt.Errorf("%d cards unaccounted for", rest)
	}
	s.asideUnknown = uint8(rest)

	// The lid and whose decision it is.
	s.curtainVer = 1
	if pos.LidHolder != nil {
		if err := seatOK("lid holder", *pos.LidHolder); err != nil {
			return nil, err
		}
		s.lidHolder = int8(*pos.LidHolder)
	}
	s.turn, s.cur, s.phase = int8(pos.Mover), int8(pos.Mover), phasePlay
	s.dealerOf[s.game] = s.dealer
	s.lidOf[s.game] = s.lidHolder
	if err := s.CheckInvariants(); err != nil {
		return nil, fmt.Errorf("inconsistent position: %w", err)
	}
	return s, nil
}

// Position returns the public view of s as seen by its current mover: the
// mover's hand (nil if partly unknown), everyone's hand sizes and the open
// cards. NewPosition(s.Position()) rebuilds the same public situation.
func (s *State) Position() Position {
	n := int(s.n)
	pos := Position{Players: n, Options: s.p.cfg.Options, Mover: int(s.turn), Game: int(s.game) + 1}
	d := int(s.dealer)
	pos.Dealer = &d
	pos.Totals = s.Totals()
	if s.top.Kind != ComboNone {
		_, top, owner := s.Top()
		pos.Trick = top
		pos.Owner = &owner
		rest := s.trick
		for _, c := range s.topCards[:s.topN] {
			rest.Remove(c, 1)
		}
		pos.TrickCards = toCards(&rest)
		for q := range n {
			if s.passed&(1<<q) != 0 {
				pos.Passed = append(pos.Passed, q)
			}
		}
	}
	pos.Curtain = toCards(&s.curtain)
	if s.unknown[s.turn] == 0 {
		pos.Hand = toCards(&s.hands[s.turn])
	}
	pos.HandSizes = make([]int, n)
	pos.Piles = make([][]Card, n)
	for q := range n {
		pos.HandSizes[q] = s.handSize(q)
		pos.Piles[q] = toCards(&s.piles[q])
	}
	for k := range int(s.nOut) {
		pos.Out = append(pos.Out, int(s.outOrder[k]))
	}
	// A last player who emptied their hand is out without a reward; such a
	// state is over and has no mover, so it never reaches here unscored.
	o := int(s.nOracle)
	pos.OracleDeck = &o
	pos.OracleDiscard = toCards(&s.oracleDisc)
	if s.lidHolder >= 0 {
		h := int(s.lidHolder)
		pos.LidHolder = &h
	}
	pos.Out = slices.Clip(pos.Out)
	return pos
}
