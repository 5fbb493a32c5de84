package ladder

import (
	"strconv"

	"tabletop/engine"
	"tabletop/engine/i18n"
	"tabletop/engine/position"
)

// PositionKeys are the keys of a Ladder position: the top card, the
// mover's hand, the cards in the draw pile and in every other hand
// (position.Loader, for 'tabletop validate').
func (Ruleset) PositionKeys() []string { return []string{"top", "hand", "draw", "held"} }

// LoadPosition reads a position: top and hand are required; draw (0) and
// held (5) have defaults. The cards nobody sees are dealt from what is
// left of the deck, lowest first.
func (Ruleset) LoadPosition(d *position.Desc) (*position.Loaded, error) {
	s, err := newState(engine.Config{Players: len(d.Names), Options: d.Options, Start: d.Mover, Names: d.Names})
	if err != nil {
		return nil, err
	}
	top, err := position.Int(d.Field("top"), "top", 1, MaxValue)
	if err != nil {
		return nil, err
	}
	var left [MaxValue + 1]int
	for v := range left {
		left[v] = copies
	}
	take := func(key string, it position.Item) (int, error) {
		v, err := strconv.Atoi(it.Text)
		if err != nil || v < 1 || v > MaxValue || left[v] == 0 {
			return 0, position.NewFieldError(key, -1, "ladder.error.card", i18n.Args{"Card": i18n.Quoted(it.Text), "Max": MaxValue}).At(&position.Node{Line: it.Line})
		}
		left[v]--
		return v, nil
	}
	if _, err := take("top", position.Item{Text: strconv.Itoa(top), Line: d.Line("top")}); err != nil {
		return nil, err
	}
	s.t.top, s.t.discard[top] = uint8(top), 1
	items, err := position.Items(d.Field("hand"), "hand")
	if err != nil {
		return nil, err
	}
	if len(items) == 0 {
		return nil, position.NewFieldError("hand", -1, "ladder.error.no-hand", nil)
	}
	for _, it := range items {
		v, err := take("hand", it)
		if err != nil {
			return nil, err
		}
		s.t.hands[d.Mover][v]++
	}
	s.t.held[d.Mover] = uint8(len(items))
	draw, held := 0, 5
	if n := d.Field("draw"); n != nil {
		if draw, err = position.Int(n, "draw", 0, deckSize); err != nil {
			return nil, err
		}
	}
	if n := d.Field("held"); n != nil {
		if held, err = position.Int(n, "held", 1, deckSize); err != nil {
			return nil, err
		}
	}
	// The unseen cards, lowest first: other hands, the draw pile, then the
	// discard pile under the top card.
	deal := func(n int, put func(v uint8)) bool {
		for v := 1; v <= MaxValue && n > 0; v++ {
			for ; left[v] > 0 && n > 0; n-- {
				left[v]--
				put(uint8(v))
			}
		}
		return n == 0
	}
	for seat := range s.cfg.Players {
		if seat != d.Mover && !deal(held, func(v uint8) { s.t.hands[seat][v]++; s.t.held[seat]++ }) {
			return nil, position.NewFieldError("held", -1, "ladder.error.too-many", nil).At(d.Field("held"))
		}
	}
	if !deal(draw, func(v uint8) { s.t.pile[s.t.nPile] = v; s.t.nPile++ }) {
		return nil, position.NewFieldError("draw", -1, "ladder.error.too-many", nil).At(d.Field("draw"))
	}
	deal(deckSize, func(v uint8) { s.t.discard[v]++ })
	return &position.Loaded{Mover: d.Mover, Build: func() (engine.State, error) { return s.Clone(), nil }}, nil
}

// MoverHandKnown reports that a position gives the mover's hand in full
// (position.HandKnower): a verdict judges every move on it.
func (s *State) MoverHandKnown() bool { return true }
