package mojo

import (
	"slices"

	"tabletop/engine"
	"tabletop/engine/i18n"
	"tabletop/engine/position"
)

// Position is a table as people see it when a move is declared: what is
// face up, how many cards everyone holds, and optionally the mover's hand.
// Cards not named are of unknown value, and the draw pile's order is never
// known. Slices indexed by seat have Players entries (or are nil). Seats
// are 0-based.
type Position struct {
	// Players is the number of seats, 2 to 8 (mojo.players).
	Players int
	// Options are rule options by key, as for New (variant, ...).
	Options engine.Options
	// Mover is the seat to move.
	Mover int
	// Tops is the top card of each discard pile: one value, or two with
	// the two-pile variant. It may be nil when Piles is given.
	Tops []int
	// Piles optionally gives the known contents of each discard pile,
	// bottom first (the last is the top). If Tops is also given, each top
	// must equal the pile's last card.
	Piles [][]int
	// PileSizes optionally gives the number of cards in each discard pile,
	// at least as many as are named; the cards under the named ones are of
	// unknown value. See DrawPile for the default.
	PileSizes []int
	// Hand is the mover's whole hand. nil means unknown: the mover then
	// holds HandSizes[Mover] cards of unknown value.
	Hand []int
	// Holds, with Hand nil, names cards known to be in the mover's hand,
	// which may hold more: HandSizes[Mover] cards in all when given, else
	// at least one more than those (so emptying the hand is never assumed).
	Holds []int
	// HandSizes is the number of cards in each seat's hand. nil (or an
	// entry of -1) means 8, 0 for a seat with face-down cards; the mover's
	// entry is ignored when Hand is given.
	HandSizes []int
	// FaceDown is the number of face-down cards in front of each seat
	// (mojo.time); nil means none. A seat with face-down cards holds no
	// cards in hand.
	FaceDown []int
	// MoverFaceDown optionally names values of the mover's face-down cards
	// (at most FaceDown[Mover]); the rest are unknown.
	MoverFaceDown []int
	// Revealed lists the cards each seat has turned face up in Mojo Time.
	Revealed [][]int
	// DrawPile is the number of cards in the draw pile. nil means every
	// card not placed elsewhere. When DrawPile is given but PileSizes is
	// not, the cards not placed elsewhere lie, unknown, under discard
	// pile 1's named cards.
	DrawPile *int
	// Face is the visible face of the Mojo card (it sets the direction).
	Face Face
	// Round is the round number if known (0: shown as round 1).
	Round int
	// Totals are the running totals before this round; nil means 0 each.
	Totals []int
	// Seed seeds the state's random generator.
	Seed uint64
	// Names optionally names the seats in texts (engine.Config.Names).
	Names []string
}

// NewPosition builds a state from a partially known position. Errors are
// bad input, each an *position.FieldError naming the part of the position
// (its description key) and seat; a card the game lacks or more copies than
// the deck holds wraps a *CardError (mojo.deck). The state plays moves like
// a dealt game, checking what the table can check; with an unknown hand a
// played card only has to be possible. A draw from the draw pile yields a
// card of unknown value, and the state stops (IsTerminal) when the round
// ends; the round is scored only if every player's cards are known.
//
// The position is built as a table is laid out, one part at a time: the
// seats, the discard piles, the cards in front of each player, the draw
// pile, then the totals.
func NewPosition(p Position) (*State, error) {
	b, err := newBuilder(p)
	if err != nil {
		return nil, err
	}
	for _, step := range []func() error{b.setDiscard, b.checkKnown, b.setSeats, b.setPiles, b.setTotals} {
		if err := step(); err != nil {
			return nil, err
		}
	}
	if err := b.s.CheckInvariants(); err != nil {
		return nil, position.NewFieldError("", -1, "mojo.error.position", i18n.Args{"Err": err})
	}
	return b.s, nil
}

// builder lays out a Position on an empty table, one part per method.
type builder struct {
	p         Position
	s         *State
	piles     int
	variant   string
	pileCards [][]int
	total     int // cards placed in front of the players
}

// newBuilder seats the players and sets the options, the mover and the
// Mojo card's face.
func newBuilder(p Position) (*builder, error) {
	np := p.Players
	if np < MinPlayers || np > MaxPlayers {
		return nil, position.NewFieldError("players", -1, "mojo.error.players", i18n.Args{"N": np, "Lo": MinPlayers, "Count": MaxPlayers})
	}
	full, o, err := parseOptions(p.Options)
	if err != nil {
		return nil, &position.FieldError{Field: "options", Seat: -1, Err: err}
	}
	if p.Mover < 0 || p.Mover >= np {
		return nil, position.NewFieldError("mover", -1, "mojo.error.no-seat", i18n.Args{"Seat": p.Mover + 1, "Count": np})
	}
	if p.Face > FacePlus10 {
		return nil, position.NewFieldError("mojo_face", -1, "mojo.error.face", nil)
	}
	for _, f := range []struct {
		name string
		n    int
	}{{"hand_sizes", len(p.HandSizes)}, {"face_down", len(p.FaceDown)}, {"revealed", len(p.Revealed)}, {"totals", len(p.Totals)}} {
		if f.n != 0 && f.n != np {
			return nil, position.NewFieldError(f.name, -1, "mojo.error.entries", i18n.Args{"Count": f.n, "ForPlayers": engine.ForPlayers(np)})
		}
	}
	s := &State{cfg: engine.Config{Players: np, Options: full, Seed: p.Seed, Start: p.Mover, Names: p.Names}}
	s.opt = o
	s.np = uint8(np)
	s.rng = engine.NewRNG(p.Seed)
	s.partial, s.hiddenDeck = true, true
	s.face = p.Face
	s.round = uint16(max(p.Round, 1))
	s.cur = int8(p.Mover)
	s.phase = phasePlay
	b := &builder{p: p, s: s, piles: 1, variant: full[OptionVariant]}
	if o.twoPiles {
		b.piles = 2
	}
	return b, nil
}

// setDiscard takes the known cards of each discard pile: their contents
// (bottom first) or their top cards.
func (b *builder) setDiscard() error {
	p, piles := &b.p, b.piles
	b.pileCards = make([][]int, piles)
	switch {
	case p.Piles != nil:
		if len(p.Piles) != piles {
			return position.NewFieldError("discard_piles", -1, "mojo.error.piles-given", i18n.Args{"Count": len(p.Piles), "Variant": b.variant, "Piles": piles})
		}
		for i, pc := range p.Piles {
			if len(pc) == 0 {
				return position.NewFieldError("discard_piles", -1, "mojo.error.pile-empty", i18n.Args{"Pile": i + 1})
			}
			b.pileCards[i] = pc
		}
		if p.Tops == nil {
			return nil
		}
		if len(p.Tops) != piles {
			return position.NewFieldError("discard", -1, "mojo.error.tops-given", i18n.Args{"Count": len(p.Tops), "Variant": b.variant, "Piles": i18n.Message("mojo.word.n-piles", i18n.Args{"Count": piles})})
		}
		for i, t := range p.Tops {
			if last := b.pileCards[i][len(b.pileCards[i])-1]; t != last {
				return position.NewFieldError("discard", -1, "mojo.error.top-last", i18n.Args{"Pile": i + 1, "Top": t, "Last": last})
			}
		}
	case len(p.Tops) != piles:
		return position.NewFieldError("discard", -1, "mojo.error.tops-given", i18n.Args{"Count": len(p.Tops), "Variant": b.variant, "Piles": i18n.Message("mojo.word.n-piles", i18n.Args{"Count": piles})})
	default:
		for i, t := range p.Tops {
			b.pileCards[i] = []int{t}
		}
	}
	return nil
}

// checkKnown checks every named card against the deck (mojo.deck).
func (b *builder) checkKnown() error {
	p := &b.p
	known := slices.Clone(b.pileCards)
	known = append(known, p.Hand, p.Holds, p.MoverFaceDown)
	known = append(known, p.Revealed...)
	if err := CheckCards(known); err != nil {
		return &position.FieldError{Seat: -1, Err: err}
	}
	return nil
}

// setSeats gives every seat its hand, face-down and turned-up cards.
func (b *builder) setSeats() error {
	for i := range b.p.Players {
		if err := b.setSeat(i); err != nil {
			return err
		}
	}
	return nil
}

// handSize is seat i's hand size: the mover's whole hand, else the size
// given, else none for a player in Mojo Time and 8 otherwise (the mover
// with cards known in hand: at least one more than those).
func (b *builder) handSize(i, down int) int {
	p := &b.p
	size := -1
	if p.HandSizes != nil {
		size = p.HandSizes[i]
	}
	switch {
	case i == p.Mover && p.Hand != nil:
		return len(p.Hand)
	case size >= 0:
		return size
	case down > 0:
		return 0
	case i == p.Mover && p.Holds != nil:
		return max(HandSize, len(p.Holds)+1)
	}
	return HandSize
}

// setSeat gives seat i its cards.
func (b *builder) setSeat(i int) error {
	p, s := &b.p, b.s
	down := 0
	if p.FaceDown != nil {
		down = p.FaceDown[i]
	}
	size := b.handSize(i, down)
	if size < 0 || down < 0 || size > DeckSize || down > DeckSize {
		return position.NewFieldError(b.seatCountField(i), i, "mojo.error.impossible-count", b.who(i, nil))
	}
	if size > 0 && down > 0 {
		return position.NewFieldError(b.seatCountField(i), i, "mojo.error.hand-and-down", b.who(i, i18n.Args{"Count": size, "Down": down}))
	}
	var rev []int
	if p.Revealed != nil {
		rev = p.Revealed[i]
	}
	if len(rev) > 0 && down == 0 {
		return position.NewFieldError("revealed", i, "mojo.error.revealed-none-down", b.who(i, nil))
	}
	if i == p.Mover {
		if err := b.setMoverCards(size, down); err != nil {
			return err
		}
	}
	for s.hand[i].size < uint8(size) {
		s.hand[i].add(Unknown)
	}
	for s.down[i].size < uint8(down) {
		s.down[i].add(Unknown)
	}
	for _, v := range rev {
		s.shown[i].add(uint8(v))
	}
	b.total += size + down + len(rev)
	return nil
}

// who adds to args the player of seat i as a complaint names them (Who):
// by the name the position gives, else by seat number.
func (b *builder) who(i int, args i18n.Args) i18n.Args {
	if args == nil {
		args = i18n.Args{}
	}
	if i < len(b.p.Names) && b.p.Names[i] != "" {
		args["Who"] = i18n.Message("mojo.word.who-name", i18n.Args{"Name": i18n.Player(b.p.Names[i])})
	} else {
		args["Who"] = i18n.Message("mojo.word.who-seat", i18n.Args{"N": i + 1})
	}
	return args
}

// seatCountField is the key a complaint about seat i's number of cards points
// at: the one the position gives for it (hand_sizes, else its face_down
// entry, else the mover's hand or holds), so that file:line is where the
// count was written.
func (b *builder) seatCountField(i int) string {
	p := &b.p
	switch {
	case p.HandSizes != nil:
		return "hand_sizes"
	case p.FaceDown != nil && p.FaceDown[i] != 0:
		return "face_down"
	case i == p.Mover && p.Hand != nil:
		return "hand"
	case i == p.Mover && p.Holds != nil:
		return "holds"
	}
	return "hand_sizes"
}

// setMoverCards gives the mover the cards known in hand and face down.
func (b *builder) setMoverCards(size, down int) error {
	p, s, i := &b.p, b.s, b.p.Mover
	if size == 0 && down == 0 {
		return position.NewFieldError(b.seatCountField(i), i, "mojo.error.mover-no-cards", b.who(i, nil))
	}
	known := p.Hand
	if known == nil {
		known = p.Holds
	}
	if len(known) > size {
		return position.NewFieldError(b.seatCountField(i), i, "mojo.error.holds-named", b.who(i, i18n.Args{"Count": size, "Named": len(known)}))
	}
	for _, v := range known {
		s.hand[i].add(uint8(v))
	}
	if len(p.MoverFaceDown) > down {
		return position.NewFieldError("mover_face_down", -1, "mojo.error.down-named", i18n.Args{"Count": len(p.MoverFaceDown), "Down": faceDown(down)})
	}
	for _, v := range p.MoverFaceDown {
		s.down[i].add(uint8(v))
	}
	return nil
}

// setPiles sizes the discard piles and the draw pile: the cards not placed
// elsewhere (mojo.deck).
func (b *builder) setPiles() error {
	p, s := &b.p, b.s
	sizes := make([]int, b.piles)
	for i := range sizes {
		sizes[i] = len(b.pileCards[i])
	}
	if p.PileSizes != nil {
		if len(p.PileSizes) != b.piles {
			return position.NewFieldError("discard_sizes", -1, "mojo.error.entries-piles", i18n.Args{"Count": len(p.PileSizes), "ForPiles": i18n.Message("mojo.word.for-piles", i18n.Args{"Count": b.piles})})
		}
		for i, n := range p.PileSizes {
			if n < sizes[i] {
				return position.NewFieldError("discard_sizes", -1, "mojo.error.pile-size", i18n.Args{"Pile": i + 1, "Size": n, "Count": sizes[i]})
			}
			sizes[i] = n
		}
	}
	total := b.total
	for _, n := range sizes {
		total += n
	}
	draw := DeckSize - total
	if p.DrawPile != nil {
		draw = *p.DrawPile
		if draw < 0 {
			return position.NewFieldError("draw_pile", -1, "mojo.error.draw-cards", i18n.Args{"Count": draw})
		}
		if p.PileSizes == nil && total+draw <= DeckSize {
			sizes[0] += DeckSize - total - draw
			total = DeckSize - draw
		}
	}
	if total+draw != DeckSize {
		return position.NewFieldError(b.countField(), -1, "mojo.error.deck-count", i18n.Args{"Count": total + draw, "Deck": DeckSize})
	}
	for i := range b.piles {
		for range sizes[i] - len(b.pileCards[i]) {
			s.push(uint8(i), Unknown)
		}
		for _, v := range b.pileCards[i] {
			s.push(uint8(i), uint8(v))
		}
	}
	s.deckN = uint8(draw)
	for i := range draw {
		s.deck[i] = Unknown
	}
	return nil
}

// countField names the part of the position a card count is about: the
// first count given, else the position as a whole.
func (b *builder) countField() string {
	p := &b.p
	switch {
	case p.DrawPile != nil:
		return "draw_pile"
	case p.PileSizes != nil:
		return "discard_sizes"
	case p.HandSizes != nil:
		return "hand_sizes"
	case p.FaceDown != nil:
		return "face_down"
	case p.Hand != nil:
		return "hand"
	case p.Holds != nil:
		return "holds"
	}
	return ""
}

// setTotals sets the running totals before this round.
func (b *builder) setTotals() error {
	for i, t := range b.p.Totals {
		if t < 0 {
			return position.NewFieldError("totals", i, "mojo.error.total-negative", b.who(i, nil))
		}
		if t >= GameEndTotal {
			return position.NewFieldError("totals", i, "mojo.error.total-over", b.who(i, i18n.Args{"Total": t}))
		}
		b.s.base[i], b.s.totals[i] = int16(t), int16(t)
	}
	return nil
}

// Position returns the table of s as its mover sees it, the inverse of
// NewPosition: the discard piles (their cards of known value, from the top
// down, and their sizes), every seat's hand size, face-down and turned-up
// cards, the mover's hand (or the cards known in it) and known face-down
// cards, the draw pile's size, the Mojo card and the totals.
// NewPosition(s.Position()) rebuilds the same situation.
func (s *State) Position() Position {
	np, mv := int(s.np), int(s.cur)
	pos := Position{Players: np, Options: s.cfg.Options, Mover: mv, Face: s.face, Round: int(s.round),
		Seed: s.cfg.Seed, Names: s.cfg.Names}
	for p := range s.Piles() {
		n := int(s.pileN[p])
		k := n
		for k > 0 && s.pile[p][k-1] != Unknown {
			k--
		}
		pile := make([]int, 0, n-k)
		for _, c := range s.pile[p][k:n] {
			pile = append(pile, int(c))
		}
		pos.Piles = append(pos.Piles, pile)
		pos.PileSizes = append(pos.PileSizes, n)
	}
	pos.HandSizes = make([]int, np)
	pos.FaceDown = make([]int, np)
	pos.Revealed = make([][]int, np)
	for i := range np {
		pos.HandSizes[i] = int(s.hand[i].size)
		pos.FaceDown[i] = int(s.down[i].size)
		pos.Revealed[i] = s.shown[i].list()
	}
	if known := s.hand[mv].list(); s.hand[mv].known() {
		pos.Hand = known
	} else if len(known) > 0 {
		pos.Holds = known
	}
	if known := s.down[mv].list(); len(known) > 0 {
		pos.MoverFaceDown = known
	}
	d := int(s.deckN)
	pos.DrawPile = &d
	pos.Totals = s.Totals()
	return pos
}

// faceDown is "N cards face down" told in every language, the second
// count of a message.
func faceDown(n int) i18n.Phrase {
	return i18n.Message("mojo.word.n-face-down", i18n.Args{"Count": n})
}
