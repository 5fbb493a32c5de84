package mojo

import (
	"slices"
	"strconv"
	"strings"

	"tabletop/engine"
	"tabletop/engine/i18n"
	"tabletop/engine/position"
)

// positionKeys are the keys of a Mojo position description ("variant" is
// the shorthand of the option).
var positionKeys = []string{"hand", "holds", "hand_sizes", "totals", "variant", "discard", "discard_piles", "discard_sizes",
	"draw_pile", "face_down", "mover_face_down", "revealed", "mojo_face", "round"}

// PositionKeys lists the keys of a Mojo position (position.Loader).
func (Ruleset) PositionKeys() []string { return slices.Clone(positionKeys) }

// PositionOptionKeys names the option a Mojo position may give as a key of
// its own: variant (position.OptionShorthander).
func (Ruleset) PositionOptionKeys() []string { return []string{OptionVariant} }

// LoadPosition reads a position description into a Position, one part of
// the table at a time, and checks it by building it (position.Loader).
// Every error is an *position.FieldError naming its key.
func (Ruleset) LoadPosition(d *position.Desc) (*position.Loaded, error) {
	l := &posLoader{d: d, p: Position{Players: len(d.Names), Options: d.Options, Mover: d.Mover}}
	l.piles = 1
	if d.Options[OptionVariant] == VariantTwoPiles {
		l.piles = 2
	}
	steps := []func() error{l.discardPiles, l.discardTops, l.discardSizes, l.mover, l.faceDown, l.revealed, l.copies,
		l.handSizes, l.drawPile, l.face, l.totals}
	for _, step := range steps {
		if err := step(); err != nil {
			return nil, err
		}
	}
	if d.Named {
		l.p.Names = d.Names
	}
	if _, err := NewPosition(l.p); err != nil {
		return nil, err
	}
	p := l.p
	build := func() (engine.State, error) { return NewPosition(p) }
	return &position.Loaded{Mover: p.Mover, Build: build}, nil
}

// posLoader reads one description; known collects every card named, with
// its line, so that "more copies than the deck holds" can point at the
// card that is one too many.
type posLoader struct {
	d     *position.Desc
	p     Position
	piles int
	down  []int
	known []int
	lines []int
}

// cards reads Mojo card values.
func (l *posLoader) cards(key string, n *position.Node, count bool) ([]int, error) {
	its, err := position.Items(n, key)
	if err != nil {
		return nil, err
	}
	out := make([]int, 0, len(its))
	for _, it := range its {
		v, err := strconv.Atoi(it.Text)
		if err != nil || !ValidValue(v) {
			return nil, position.NewFieldError(key, -1, "mojo.error.not-a-card-text", i18n.Args{"Value": i18n.Quoted(it.Text), "Max": MaxValue}).At(&position.Node{Line: it.Line})
		}
		out = append(out, v)
		if count {
			l.known = append(l.known, v)
			l.lines = append(l.lines, it.Line)
		}
	}
	return out, nil
}

// copies finds the first card that exceeds the deck's copies (mojo.deck).
func (l *posLoader) copies() error {
	if CheckCards([][]int{l.known}) == nil {
		return nil
	}
	for i := range l.known {
		if err := CheckCards([][]int{l.known[:i+1]}); err != nil {
			return &position.FieldError{Seat: -1, Line: l.lines[i], Err: err}
		}
	}
	return nil
}

func (l *posLoader) pilesText() i18n.Phrase {
	if l.piles == 2 {
		return i18n.Message("mojo.word.piles-two", nil)
	}
	return i18n.Message("mojo.word.piles-one", nil)
}

// discardPiles reads the known contents of the discard piles.
func (l *posLoader) discardPiles() error {
	n := l.d.Field("discard_piles")
	if n == nil {
		return nil
	}
	if n.Kind != position.ListNode || len(n.Items) != l.piles {
		if l.piles == 2 {
			return position.NewFieldError("discard_piles", -1, "mojo.error.want-piles-two", nil).At(n)
		}
		return position.NewFieldError("discard_piles", -1, "mojo.error.want-piles-one", nil).At(n)
	}
	for i, c := range n.Items {
		vals, err := l.cards("discard_piles", c, true)
		if err != nil {
			return err
		}
		if len(vals) == 0 {
			return position.NewFieldError("discard_piles", -1, "mojo.error.pile-empty-top", i18n.Args{"Pile": i + 1}).At(c)
		}
		l.p.Piles = append(l.p.Piles, vals)
	}
	return nil
}

// discardTops reads the top card of each discard pile.
func (l *posLoader) discardTops() error {
	n := l.d.Field("discard")
	if n == nil {
		if l.p.Piles == nil {
			return position.NewFieldError("discard", -1, "mojo.error.discard-missing", i18n.Args{"Piles": l.pilesText()})
		}
		return nil
	}
	its, err := position.Items(n, "discard")
	if err != nil {
		return err
	}
	if len(its) != l.piles {
		return position.NewFieldError("discard", -1, "mojo.error.tops-count", i18n.Args{"Count": len(its), "Piles": l.pilesText()}).At(n)
	}
	tops, err := l.cards("discard", n, l.p.Piles == nil)
	if err != nil {
		return err
	}
	for i, top := range tops {
		if l.p.Piles == nil {
			break
		}
		if last := l.p.Piles[i][len(l.p.Piles[i])-1]; last != top {
			return position.NewFieldError("discard", -1, "mojo.error.top-mismatch", i18n.Args{"Pile": i + 1, "Top": top, "Last": last}).At(n)
		}
	}
	l.p.Tops = tops
	return nil
}

// discardSizes reads the number of cards in each discard pile.
func (l *posLoader) discardSizes() error {
	n := l.d.Field("discard_sizes")
	if n == nil {
		return nil
	}
	its, err := position.Items(n, "discard_sizes")
	if err != nil {
		return err
	}
	if len(its) != l.piles {
		return position.NewFieldError("discard_sizes", -1, "mojo.error.sizes-count", i18n.Args{"Count": len(its), "Piles": l.pilesText()}).At(n)
	}
	for _, it := range its {
		v, err := position.Int(&position.Node{Kind: position.ScalarNode, Value: it.Text, Line: it.Line}, "discard_sizes", 1, DeckSize)
		if err != nil {
			return err
		}
		l.p.PileSizes = append(l.p.PileSizes, v)
	}
	return nil
}

// mover reads the mover's cards: the whole hand (hand:) or cards known to
// be in it (holds:).
func (l *posLoader) mover() error {
	d := l.d
	if n := d.Field("hand"); n != nil {
		if m := d.Field("holds"); m != nil {
			return position.NewFieldError("holds", -1, "mojo.error.hand-or-holds", nil).At(m)
		}
		hand, err := l.cards("hand", n, true)
		if err != nil {
			return err
		}
		if hand == nil {
			hand = []int{}
		}
		l.p.Hand = hand
	}
	if n := d.Field("holds"); n != nil {
		var err error
		if l.p.Holds, err = l.cards("holds", n, true); err != nil {
			return err
		}
	}
	return nil
}

// faceDown reads the face-down counts and the mover's known face-down cards.
func (l *posLoader) faceDown() error {
	d := l.d
	l.down = make([]int, len(d.Names))
	if n := d.Field("face_down"); n != nil {
		var err error
		if l.down, _, err = d.PerPlayerInts(n, "face_down", 0, HandSize+DeckSize); err != nil {
			return err
		}
		l.p.FaceDown = l.down
	}
	n := d.Field("mover_face_down")
	if n == nil {
		return nil
	}
	var err error
	if l.p.MoverFaceDown, err = l.cards("mover_face_down", n, true); err != nil {
		return err
	}
	if mv := l.p.Mover; len(l.p.MoverFaceDown) > l.down[mv] {
		return position.NewFieldError("mover_face_down", -1, "mojo.error.down-values", i18n.Args{"Count": len(l.p.MoverFaceDown), "Who": i18n.Player(d.Describe(mv)), "Down": faceDown(l.down[mv])}).At(n)
	}
	return nil
}

// revealed reads the cards turned face up in Mojo Time.
func (l *posLoader) revealed() error {
	d := l.d
	n := d.Field("revealed")
	if n == nil {
		return nil
	}
	nodes, err := d.PerPlayer(n, "revealed")
	if err != nil {
		return err
	}
	l.p.Revealed = make([][]int, len(d.Names))
	for i, c := range nodes {
		if c == nil {
			continue
		}
		if l.p.Revealed[i], err = l.cards("revealed", c, true); err != nil {
			return err
		}
		if len(l.p.Revealed[i]) > 0 && l.down[i] == 0 {
			return position.NewFieldError("revealed", -1, "mojo.error.revealed-over", i18n.Args{"Who": i18n.Player(d.Describe(i))}).At(c)
		}
	}
	return nil
}

// handSizes reads the hand sizes given; the others keep NewPosition's
// default (-1).
func (l *posLoader) handSizes() error {
	d := l.d
	n := d.Field("hand_sizes")
	if n == nil {
		return nil
	}
	sizes, nodes, err := d.PerPlayerInts(n, "hand_sizes", 0, DeckSize)
	if err != nil {
		return err
	}
	for i, c := range nodes {
		switch {
		case c == nil:
			sizes[i] = -1
		case i == l.p.Mover && l.p.Hand != nil && sizes[i] != len(l.p.Hand):
			return position.NewFieldError("hand_sizes", -1, "mojo.error.size-hand", i18n.Args{"Who": i18n.Player(d.Describe(i)), "Count": sizes[i], "Listed": len(l.p.Hand)}).At(c)
		case i == l.p.Mover && l.p.Holds != nil && sizes[i] < len(l.p.Holds):
			return position.NewFieldError("hand_sizes", -1, "mojo.error.size-holds", i18n.Args{"Who": i18n.Player(d.Describe(i)), "Count": sizes[i], "Listed": len(l.p.Holds)}).At(c)
		case sizes[i] > 0 && l.down[i] > 0:
			return position.NewFieldError("hand_sizes", -1, "mojo.error.down-no-hand", i18n.Args{"Who": i18n.Player(d.Describe(i))}).At(c)
		}
	}
	l.p.HandSizes = sizes
	return nil
}

// drawPile reads the number of cards in the draw pile.
func (l *posLoader) drawPile() error {
	if n := l.d.Field("draw_pile"); n != nil {
		v, err := position.Int(n, "draw_pile", 0, DeckSize)
		if err != nil {
			return err
		}
		l.p.DrawPile = &v
	}
	return nil
}

// face reads the Mojo card's face and the round.
func (l *posLoader) face() error {
	if n := l.d.Field("mojo_face"); n != nil {
		s, err := position.Scalar(n, "mojo_face")
		if err != nil {
			return err
		}
		switch strings.TrimSpace(s) {
		case "0":
			l.p.Face = FaceZero
		case "+10", "10":
			l.p.Face = FacePlus10
		default:
			return position.NewFieldError("mojo_face", -1, "mojo.error.face-value", i18n.Args{"Value": i18n.Quoted(s)}).At(n)
		}
	}
	if n := l.d.Field("round"); n != nil {
		v, err := position.Int(n, "round", 1, 1000)
		if err != nil {
			return err
		}
		l.p.Round = v
	}
	return nil
}

// totals reads the running totals before this round.
func (l *posLoader) totals() error {
	d := l.d
	n := d.Field("totals")
	if n == nil {
		return nil
	}
	nodes, err := d.PerPlayer(n, "totals")
	if err != nil {
		return err
	}
	l.p.Totals = make([]int, len(d.Names))
	for i, c := range nodes {
		if c == nil {
			continue
		}
		// Its own message: a total of 50 or more means the game is over.
		if l.p.Totals[i], err = position.Int(c, "totals", 0, GameEndTotal-1); err != nil {
			return position.NewFieldError("totals", -1, "mojo.error.total-range", i18n.Args{"Who": i18n.Player(d.Describe(i)), "Max": GameEndTotal - 1}).At(c)
		}
	}
	return nil
}

// Bookkeeping reports the rules that follow from a move without deciding
// it: scoring a round, the game's end and the next deal (position.Bookkeeper).
func (Ruleset) Bookkeeping(rule string) bool {
	switch rule {
	case "mojo.score.cards", "mojo.score.colour-max", "mojo.score.mojo", "mojo.game-end", "mojo.next-round":
		return true
	}
	return false
}
