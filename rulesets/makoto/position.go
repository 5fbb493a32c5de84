package makoto

import (
	"slices"

	"tabletop/engine"
	"tabletop/engine/i18n"
	"tabletop/engine/position"
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

	Hand      []Card // the mover's whole hand; nil: unknown (HandSize cards)
	Holds     []Card // cards known to be in the mover's hand, which may hold more (with Hand nil)
	HandSize  int    // size of the mover's unknown hand; 0: from HandSizes or what is left
	HandSizes []int  // cards in every seat's hand (optional; -1 or nil: unknown, 0 when out)

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
// Errors are bad input, not rule verdicts: each is an *position.FieldError
// naming the part of the position (its description key) and seat. A
// position is one game: when it ends the state is over (a series continues
// from a new position).
//
// The position is built as a table is laid out, one part at a time: the
// seats, who is out, the open cards, the trick, the Oracle, the hands (those
// of unknown size share what is left), then the lid.
func NewPosition(pos Position) (*State, error) {
	b, err := newBuilder(pos)
	if err != nil {
		return nil, err
	}
	for _, step := range []func() error{b.setOut, b.setOpenCards, b.setTrick, b.setOracle, b.setHands, b.shareRest, b.setLid} {
		if err := step(); err != nil {
			return nil, err
		}
	}
	if err := b.s.CheckInvariants(); err != nil {
		return nil, position.NewFieldError("", -1, "makoto.error.inconsistent", i18n.Args{"Err": err})
	}
	return b.s, nil
}

// builder lays out a Position on an empty table, one part per method.
type builder struct {
	pos     Position
	s       *State
	su      Setup
	n       int
	unknown []int // seats whose hand size is not known
}

// newBuilder seats the players: the mover, the dealer, the game of the
// series and the totals before it.
func newBuilder(pos Position) (*builder, error) {
	n := pos.Players
	if n < MinPlayers || n > MaxPlayers {
		return nil, position.NewFieldError("players", -1, "makoto.error.pos-players", i18n.Args{"Lo": MinPlayers, "Count": MaxPlayers, "N": n})
	}
	if err := seatOK("mover", pos.Mover, n); err != nil {
		return nil, err
	}
	dealer := (pos.Mover + n - 1) % n
	if pos.Dealer != nil {
		if err := seatOK("dealer", *pos.Dealer, n); err != nil {
			return nil, err
		}
		dealer = *pos.Dealer
	}
	p, err := newParams(engine.Config{Players: n, Options: pos.Options, Start: dealer, Names: pos.Names})
	if err != nil {
		return nil, &position.FieldError{Field: "options", Seat: -1, Err: err}
	}
	s := &State{p: p, partial: true}
	s.n = uint8(n)
	s.rng = engine.NewRNG(0)
	s.dealer = int8(dealer)
	s.lidHolder = noSeat
	s.owner = noSeat
	game := max(pos.Game, 1)
	if game > p.games {
		return nil, position.NewFieldError("series_game", -1, "makoto.error.series-game", i18n.Args{"Game": game, "Count": p.games, "Option": OptionSeries})
	}
	s.game, s.firstGame = uint8(game-1), uint8(game-1)
	if pos.Totals != nil {
		if len(pos.Totals) != n {
			return nil, position.NewFieldError("totals", -1, "makoto.error.values-players", i18n.Args{"Count": len(pos.Totals), "ForPlayers": engine.ForPlayers(n)})
		}
		for i, t := range pos.Totals {
			s.carry[i], s.totals[i] = int32(t), int32(t)
		}
	}
	return &builder{pos: pos, s: s, su: p.setup, n: n}, nil
}

// seatOK checks that seat p of field is one of the n seats.
func seatOK(field string, p, n int) error {
	if p < 0 || p >= n {
		return position.NewFieldError(field, -1, "makoto.error.no-seat", i18n.Args{"Seat": p + 1, "Count": n})
	}
	return nil
}

// setOut marks the seats that went out, in order.
func (b *builder) setOut() error {
	s := b.s
	for _, q := range b.pos.Out {
		if err := seatOK("out", q, b.n); err != nil {
			return err
		}
		if s.isOut(q) {
			return position.NewFieldError("out", q, "makoto.error.seat-twice", i18n.Args{"Seat": q + 1})
		}
		s.outMask |= 1 << q
		s.outOrder[s.nOut] = int8(q)
		s.nOut++
	}
	if s.isOut(b.pos.Mover) {
		return position.NewFieldError("mover", b.pos.Mover, "makoto.error.mover-out", i18n.Args{"Seat": b.pos.Mover + 1})
	}
	if int(s.nOut) >= b.n {
		return position.NewFieldError("out", -1, "makoto.error.all-out", nil)
	}
	s.lastTurn = int(s.nOut) == b.n-1
	return nil
}

// setOpenCards checks every known card against the game's copies and lays
// out the Curtain, the Oracle discards and the score piles.
func (b *builder) setOpenCards() error {
	pos, s := &b.pos, b.s
	groups := [][]Card{pos.Hand, pos.Holds, pos.Curtain, pos.Trick, pos.TrickCards, pos.OracleDiscard}
	groups = append(groups, pos.Piles...)
	if err := b.su.CheckCards(groups...); err != nil {
		return &position.FieldError{Seat: -1, Err: positionCard(err, b.su)}
	}
	addAll(&s.curtain, pos.Curtain)
	addAll(&s.oracleDisc, pos.OracleDiscard)
	if len(pos.Piles) > b.n {
		return position.NewFieldError("score_piles", -1, "makoto.error.score-piles", i18n.Args{"Count": len(pos.Piles), "ForPlayers": engine.ForPlayers(b.n)})
	}
	for q, pile := range pos.Piles {
		addAll(&s.piles[q], pile)
	}
	return nil
}

func addAll(m *engine.Multiset, cards []Card) {
	for _, c := range cards {
		m.Add(uint8(c), 1)
	}
}

// setTrick lays out the combination to beat, its owner, the trick's
// earlier cards and who passed since.
func (b *builder) setTrick() error {
	pos, s, n := &b.pos, b.s, b.n
	if len(pos.Trick) == 0 {
		if len(pos.TrickCards) > 0 || len(pos.Passed) > 0 || pos.Owner != nil {
			return position.NewFieldError("trick", -1, "makoto.error.no-trick", nil)
		}
		return nil
	}
	if len(pos.Trick) > engine.MaxMoveCards {
		return position.NewFieldError("trick", -1, "makoto.error.cards-no-combo", i18n.Args{"Count": len(pos.Trick)})
	}
	combo, err := Classify(pos.Trick, n)
	if err != nil {
		return position.NewFieldError("trick", -1, "makoto.error.not-combo", i18n.Args{"Cards": cardsText(pos.Trick), "Why": err, "Err": err}) // Err: wraps the refusal
	}
	s.top = combo
	m := PlayMove(pos.Trick)
	s.topCards, s.topN = m.Cards, m.N
	addAll(&s.trick, pos.Trick)
	addAll(&s.trick, pos.TrickCards)
	owner := noSeat
	if pos.Owner != nil {
		if err := seatOK("trick_owner", *pos.Owner, n); err != nil {
			return err
		}
		owner = *pos.Owner
	} else {
		owner = (pos.Mover + n - 1) % n
		for i := 1; i < n; i++ {
			if q := (pos.Mover + n - i) % n; !s.isOut(q) {
				owner = q
				break
			}
		}
	}
	if owner == pos.Mover {
		return position.NewFieldError("trick_owner", owner, "makoto.error.mover-owner", nil)
	}
	s.owner = int8(owner)
	for _, q := range pos.Passed {
		if err := seatOK("passed", q, n); err != nil {
			return err
		}
		if q == owner || q == pos.Mover {
			return position.NewFieldError("passed", q, "makoto.error.cannot-have-passed", i18n.Args{"Seat": q + 1})
		}
		s.passed |= 1 << q
	}
	return nil
}

// setOracle counts the Oracle deck (by default the Oracle's cards less its
// discards).
func (b *builder) setOracle() error {
	pos := &b.pos
	oracle := b.su.MaxValue - len(pos.OracleDiscard)
	if pos.OracleDeck != nil {
		oracle = *pos.OracleDeck
	}
	if oracle < 0 || oracle+len(pos.OracleDiscard) > len(b.s.oracle) || oracle+len(pos.OracleDiscard) > b.su.MaxValue {
		return position.NewFieldError("oracle_deck", -1, "makoto.error.oracle-count", i18n.Args{"Count": oracle,
			"Discards": i18n.Message("makoto.word.n-discards", i18n.Args{"Count": len(pos.OracleDiscard)}),
			"Oracle":   i18n.Message("makoto.word.oracle-has", i18n.Args{"Count": b.su.MaxValue})})
	}
	b.s.nOracle = uint8(oracle)
	return nil
}

// setHands gives every hand of known size its cards: the mover's hand or
// the cards known in it, and a number of unknown cards. Hands of unknown
// size wait for shareRest.
func (b *builder) setHands() error {
	pos, s := &b.pos, b.s
	if pos.HandSizes != nil && len(pos.HandSizes) != b.n {
		return position.NewFieldError("hand_sizes", -1, "makoto.error.values-players", i18n.Args{"Count": len(pos.HandSizes), "ForPlayers": engine.ForPlayers(b.n)})
	}
	for q := range b.n {
		size := -1
		if pos.HandSizes != nil {
			size = pos.HandSizes[q]
		}
		if size < 0 && s.isOut(q) {
			size = 0
		}
		if q == pos.Mover {
			switch {
			case pos.Hand != nil:
				addAll(&s.hands[q], pos.Hand)
				continue
			case pos.HandSize > 0 && pos.Holds == nil:
				size = pos.HandSize
			case pos.Holds != nil:
				addAll(&s.hands[q], pos.Holds)
				if size >= 0 && size < len(pos.Holds) {
					return position.NewFieldError("hand_sizes", q, "makoto.error.fewer-than-known", i18n.Args{"Seat": q + 1, "Count": size, "Known": len(pos.Holds)})
				}
				if size >= 0 {
					size -= len(pos.Holds)
				}
			}
		}
		if size < 0 {
			b.unknown = append(b.unknown, q)
			continue
		}
		if size > 255 {
			return position.NewFieldError("hand_sizes", q, "makoto.error.hand-of", i18n.Args{"Seat": q + 1, "Count": size})
		}
		s.unknown[q] = uint8(size)
	}
	return nil
}

// shareRest counts the cards the position places; the hands of unknown size
// share what is left (each at most the deal's number of cards, the mover
// with cards known in hand at least one more than those), and the rest are
// unseen (set aside or unknown). Then every hand must fit whether its
// player is out.
func (b *builder) shareRest() error {
	pos, s, su := &b.pos, b.s, b.su
	placed := s.curtain.Len() + s.trick.Len() + s.oracleDisc.Len() + int(s.nOracle)
	for q := range b.n {
		placed += s.handSize(q) + s.piles[q].Len()
	}
	rest := su.TotalCards() - placed
	if len(b.unknown) > 0 && rest > 0 {
		share := min(su.Hand, rest/len(b.unknown))
		for _, q := range b.unknown {
			k := share
			if q == pos.Mover {
				k = max(1, share-s.hands[q].Len())
			}
			s.unknown[q] = uint8(k)
			placed += k
		}
		rest = su.TotalCards() - placed
	}
	if rest < 0 {
		return position.NewFieldError(b.countField(), -1, "makoto.error.too-many-cards", i18n.Args{"Count": placed, "Total": su.TotalCards()})
	}
	if rest > 255 {
		return position.NewFieldError("hand_sizes", -1, "makoto.error.unaccounted", i18n.Args{"Count": rest})
	}
	s.asideUnknown = uint8(rest)
	outHolding := 0
	for q := range b.n {
		if s.isOut(q) && s.handSize(q) > 0 {
			// A holder who went out may have used the lid since: one card,
			// and nobody holds the lid now (makoto.lid, lid-after-out).
			outHolding++
			if s.handSize(q) != 1 || outHolding > 1 || pos.LidHolder != nil || !s.p.lidOut {
				return position.NewFieldError("hand_sizes", q, "makoto.error.out-holds", i18n.Args{"Seat": q + 1, "Count": s.handSize(q)})
			}
		}
		if !s.isOut(q) && s.handSize(q) == 0 {
			return position.NewFieldError("hand_sizes", q, "makoto.error.no-cards-not-out", i18n.Args{"Seat": q + 1})
		}
	}
	return nil
}

// countField names the part of the position a card count is about: the
// first count given, else the position as a whole.
func (b *builder) countField() string {
	switch {
	case b.pos.HandSizes != nil:
		return "hand_sizes"
	case b.pos.Piles != nil:
		return "score_piles"
	case b.pos.OracleDeck != nil:
		return "oracle_deck"
	}
	return ""
}

// setLid gives the box lid to its holder (who may use it at any moment,
// even out of turn) and the turn to the mover.
func (b *builder) setLid() error {
	pos, s := &b.pos, b.s
	s.curtainVer = 1
	if pos.LidHolder != nil {
		if err := seatOK("lid", *pos.LidHolder, b.n); err != nil {
			return err
		}
		s.lidHolder = int8(*pos.LidHolder)
	}
	s.turn, s.cur, s.phase = int8(pos.Mover), int8(pos.Mover), phasePlay
	s.dealerOf[s.game] = s.dealer
	s.lidOf[s.game] = s.lidHolder
	return nil
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
	} else if s.hands[s.turn].Len() > 0 {
		pos.Holds = toCards(&s.hands[s.turn])
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
