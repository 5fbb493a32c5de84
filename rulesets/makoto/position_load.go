package makoto

import (
	"fmt"
	"slices"
	"strings"

	"tabletop/engine"
	"tabletop/engine/i18n"
	"tabletop/engine/position"
)

// positionKeys are the keys of a Makoto position description (as_set only
// to refuse it by name: the rules no longer have it).
var positionKeys = []string{"hand", "holds", "hand_sizes", "totals", "trick", "as_set", "trick_owner", "trick_cards",
	"passed", "history", "curtain", "out", "rewards_left", "score_piles", "oracle_deck", "oracle_discard", "lid",
	"dealer", "series_game"}

// PositionKeys lists the keys of a Makoto position (position.Loader).
func (*Ruleset) PositionKeys() []string { return slices.Clone(positionKeys) }

// LoadPosition reads a position description into a Position, one part of
// the table at a time, and checks it by building it (position.Loader).
// Every error is an *position.FieldError naming its key.
func (*Ruleset) LoadPosition(d *position.Desc) (*position.Loaded, error) {
	su, err := SetupFor(len(d.Names))
	if err != nil {
		return nil, position.NewFieldError("players", -1, "makoto.error.pos-players", i18n.Args{"Lo": MinPlayers, "Count": MaxPlayers, "N": len(d.Names)})
	}
	l := &posLoader{d: d, su: su, p: Position{Players: len(d.Names), Options: d.Options, Mover: d.Mover}}
	steps := []func() error{l.mover, l.open, l.out, l.trick, l.copies, l.handSizes, l.seats, l.totals}
	for _, step := range steps {
		if err := step(); err != nil {
			return nil, err
		}
	}
	if d.Named {
		l.p.Names = d.Names
	}
	if _, err := NewPosition(l.p); err != nil {
		return nil, l.repoint(err)
	}
	p := l.p
	// The lid holder's "lid take C", even out of turn, is judged on the
	// same state (State.AnytimeSeat).
	build := func() (engine.State, error) { return NewPosition(p) }
	return &position.Loaded{Mover: p.Mover, Build: build}, nil
}

// fieldAlts are the keys a part of the position may have come from when
// its own key was not given (the trick from its history, hand sizes from
// who is out or the mover's cards).
var fieldAlts = map[string][]string{
	"trick_owner": {"history"},
	"passed":      {"history"},
	"trick":       {"history"},
	"mover":       {"out"},
	"hand_sizes":  {"out", "hand", "holds"},
}

// repoint moves an error about a part that was not given to the key it
// came from.
func (l *posLoader) repoint(err error) error {
	fe, ok := position.AsFieldError(err)
	if !ok || fe.Line != 0 || l.given(fe.Field) {
		return err
	}
	for _, k := range fieldAlts[fe.Field] {
		if l.given(k) {
			return &position.FieldError{Field: k, Seat: fe.Seat, Msg: fe.Msg, Err: fe.Err}
		}
	}
	return err
}

func (l *posLoader) given(key string) bool {
	if key == "mover" {
		return l.d.MoverGiven
	}
	return l.d.Field(key) != nil
}

// posLoader reads one description; known collects every card named, with
// its line, so that "more copies than the game holds" can point at the
// card that is one too many.
type posLoader struct {
	d     *position.Desc
	su    Setup
	p     Position
	known []Card
	lines []int
}

// cards reads the cards of key's node n, each checked against the set-up.
func (l *posLoader) cards(key string, n *position.Node) ([]Card, error) {
	its, err := position.Items(n, key)
	if err != nil {
		return nil, err
	}
	out := make([]Card, 0, len(its))
	for _, it := range its {
		at := &position.Node{Line: it.Line}
		c, err := ParseCard(it.Text)
		if err != nil {
			return nil, position.NewFieldError(key, -1, "makoto.error.card-rule", i18n.Args{"Err": err}).At(at)
		}
		if err := l.su.CheckCards([]Card{c}); err != nil {
			return nil, &position.FieldError{Field: key, Seat: -1, Line: it.Line, Err: positionCard(err, l.su)}
		}
		out = append(out, c)
		l.known = append(l.known, c)
		l.lines = append(l.lines, it.Line)
	}
	return out, nil
}

// copies finds the first card that exceeds the game's copies.
func (l *posLoader) copies() error {
	if l.su.CheckCards(l.known) == nil {
		return nil
	}
	for i := range l.known {
		if err := l.su.CheckCards(l.known[:i+1]); err != nil {
			return &position.FieldError{Seat: -1, Line: l.lines[i], Err: positionCard(err, l.su)}
		}
	}
	return nil
}

// mover reads the mover's cards: the whole hand (hand:) or cards known to
// be in it (holds:).
func (l *posLoader) mover() error {
	d := l.d
	var err error
	if n := d.Field("hand"); n != nil {
		if m := d.Field("holds"); m != nil {
			return position.NewFieldError("holds", -1, "makoto.error.hand-or-holds", nil).At(m)
		}
		if l.p.Hand, err = l.cards("hand", n); err != nil {
			return err
		}
		if l.p.Hand == nil {
			return position.NewFieldError("hand", -1, "makoto.error.hand-empty", nil).At(n)
		}
	}
	if n := d.Field("holds"); n != nil {
		if l.p.Holds, err = l.cards("holds", n); err != nil {
			return err
		}
	}
	return nil
}

// open reads the open cards: the Curtain, the Oracle and the score piles.
func (l *posLoader) open() error {
	d := l.d
	var err error
	if n := d.Field("curtain"); n != nil {
		if l.p.Curtain, err = l.cards("curtain", n); err != nil {
			return err
		}
	}
	if n := d.Field("oracle_discard"); n != nil {
		if l.p.OracleDiscard, err = l.cards("oracle_discard", n); err != nil {
			return err
		}
	}
	if n := d.Field("oracle_deck"); n != nil {
		v, err := position.Int(n, "oracle_deck", 0, l.su.MaxValue)
		if err != nil {
			return err
		}
		l.p.OracleDeck = &v
	}
	if n := d.Field("score_piles"); n != nil {
		nodes, err := d.PerPlayer(n, "score_piles")
		if err != nil {
			return err
		}
		l.p.Piles = make([][]Card, len(d.Names))
		for i, c := range nodes {
			if c == nil {
				continue
			}
			if l.p.Piles[i], err = l.cards("score_piles", c); err != nil {
				return err
			}
		}
	}
	return nil
}

// out reads who is out, and checks the rewards left (makoto.rewards).
func (l *posLoader) out() error {
	d := l.d
	if n := d.Field("out"); n != nil {
		var err error
		if l.p.Out, err = d.Seats(n, "out"); err != nil {
			return err
		}
	}
	n := d.Field("rewards_left")
	if n == nil {
		return nil
	}
	its, err := position.Items(n, "rewards_left")
	if err != nil {
		return err
	}
	sc, err := ParseScoring(d.Options[OptionPoints], d.Options[OptionRewards])
	if err != nil {
		return (&position.FieldError{Field: "rewards_left", Seat: -1, Err: err}).At(n)
	}
	out := len(l.p.Out)
	want := sc.Rewards[min(out, len(sc.Rewards)):]
	got := make([]string, len(its))
	for i, it := range its {
		got[i] = it.Text
	}
	if strings.Join(got, ",") != joinInts(want, ",") {
		return position.NewFieldError("rewards_left", -1, "makoto.error.rewards-left",
			i18n.Args{"Got": strings.Join(got, ", "), "Count": out, "Rewards": d.Options[OptionRewards], "Want": joinInts(want, ", ")}).At(n)

	}
	return nil
}

// trick reads the trick: its history, or its top combination, owner,
// earlier cards and passes.
func (l *posLoader) trick() error {
	d := l.d
	if n := d.Field("as_set"); n != nil {
		// Kept as a key so that old positions get this answer rather
		// than "unknown key".
		return position.NewFieldError("as_set", -1, "makoto.error.as-set", nil).At(n)
	}
	if n := d.Field("history"); n != nil {
		for _, k := range []string{"trick", "trick_owner", "trick_cards", "passed"} {
			if m := d.Field(k); m != nil {
				return position.NewFieldError(k, -1, "makoto.error.history-or-trick", nil).At(m)
			}
		}
		last, err := l.history(n)
		if err != nil {
			return err
		}
		if !d.MoverGiven && last >= 0 {
			l.p.Mover = nextIn(last, len(d.Names), l.p.Out)
		}
		return nil
	}
	var err error
	if n := d.Field("trick"); n != nil {
		if l.p.Trick, err = l.cards("trick", n); err != nil {
			return err
		}
		if len(l.p.Trick) > 0 {
			if _, err := Classify(l.p.Trick, l.p.Players); err != nil {
				return position.NewFieldError("trick", -1, "makoto.error.not-combo", i18n.Args{"Cards": cardsText(l.p.Trick), "Why": err}).At(n) // told, not wrapped: bad input
			}
		}
	}
	if n := d.Field("trick_owner"); n != nil {
		o, err := d.Seat(n, "trick_owner")
		if err != nil {
			return err
		}
		l.p.Owner = &o
	}
	if n := d.Field("trick_cards"); n != nil {
		if l.p.TrickCards, err = l.cards("trick_cards", n); err != nil {
			return err
		}
	}
	if n := d.Field("passed"); n != nil {
		if l.p.Passed, err = d.Seats(n, "passed"); err != nil {
			return err
		}
	}
	return nil
}

// handSizes reads the hand sizes given; hands not given are unknown (-1).
func (l *posLoader) handSizes() error {
	n := l.d.Field("hand_sizes")
	if n == nil {
		return nil
	}
	sizes, nodes, err := l.d.PerPlayerInts(n, "hand_sizes", 0, l.su.MainDeckSize()+l.su.MaxValue)
	if err != nil {
		return err
	}
	for i, c := range nodes {
		if c == nil {
			sizes[i] = -1
			continue
		}
		if i == l.p.Mover && l.p.Hand != nil && sizes[i] != len(l.p.Hand) {
			return position.NewFieldError("hand_sizes", -1, "makoto.error.size-hand", i18n.Args{"Who": i18n.Player(l.d.Describe(i)), "Count": sizes[i], "Listed": len(l.p.Hand)}).At(c)
		}
		if i == l.p.Mover && l.p.Holds != nil && sizes[i] < len(l.p.Holds) {
			return position.NewFieldError("hand_sizes", -1, "makoto.error.size-holds", i18n.Args{"Who": i18n.Player(l.d.Describe(i)), "Count": sizes[i], "Listed": len(l.p.Holds)}).At(c)
		}
	}
	l.p.HandSizes = sizes
	return nil
}

// seats reads the lid holder and the dealer.
func (l *posLoader) seats() error {
	d := l.d
	if n := d.Field("lid"); n != nil {
		h, err := d.Seat(n, "lid")
		if err != nil {
			return err
		}
		l.p.LidHolder = &h
	}
	if n := d.Field("dealer"); n != nil {
		dl, err := d.Seat(n, "dealer")
		if err != nil {
			return err
		}
		l.p.Dealer = &dl
	}
	return nil
}

// totals reads the series game and the totals before it.
func (l *posLoader) totals() error {
	d := l.d
	var err error
	if n := d.Field("series_game"); n != nil {
		if l.p.Game, err = position.Int(n, "series_game", 1, MaxPlayers); err != nil {
			return err
		}
	}
	if n := d.Field("totals"); n != nil {
		if l.p.Totals, _, err = d.PerPlayerInts(n, "totals", 0, 100000); err != nil {
			return err
		}
	}
	return nil
}

// history reads the trick so far, one entry per turn since its lead:
// "Ann: play 3 3" or "Ben: pass" (the notation of game logs). Who owns the
// trick and who passed follows from the ruleset's own trick (trickLog).
// It returns the seat of the last entry (-1 for an empty history).
func (l *posLoader) history(n *position.Node) (int, error) {
	if n.Kind != position.ListNode {
		return 0, position.NewFieldError("history", -1, "makoto.error.history-list", nil).At(n)
	}
	var tl trickLog
	last := -1
	for _, e := range n.Items {
		who, text, err := historyEntry(e)
		if err != nil {
			return 0, err
		}
		seat, err := l.d.SeatText(who, e.Line, "history")
		if err != nil {
			return 0, err
		}
		m, err := ParseMoveIn(text, l.p.Players, false)
		if err != nil {
			return 0, (&position.FieldError{Field: "history", Seat: -1, Err: err}).At(e)
		}
		last = seat
		var played []Card
		if m.Kind == KindPlay {
			its := make([]string, m.N)
			for i, c := range m.Cards[:m.N] {
				its[i] = Card(c).String()
			}
			if played, err = l.cards("history", &position.Node{Kind: position.ScalarNode, Value: strings.Join(its, " "), Line: e.Line}); err != nil {
				return 0, err
			}
		}
		if err := tl.add(seat, l.d.Describe(seat), m, played, l.p.Players); err == errNotTrickMove {
			return 0, position.NewFieldError("history", -1, "makoto.error.history-not-trick", i18n.Args{"Move": i18n.Quoted(text), "Why": err}).At(e)
		} else if err != nil {
			return 0, (&position.FieldError{Field: "history", Seat: -1, Err: err}).At(e)
		}
	}
	if tl.started && tl.owner >= 0 {
		owner := tl.owner
		l.p.Trick, l.p.Owner, l.p.Passed, l.p.TrickCards = tl.cards, &owner, tl.passed, tl.earlier
	}
	return last, nil
}

// historyEntry reads "NAME: MOVE" written as one value or as a one-key map.
func historyEntry(e *position.Node) (who, text string, err error) {
	switch {
	case e.Kind == position.ScalarNode:
		w, t, ok := strings.Cut(e.Value, ":")
		if ok {
			return strings.TrimSpace(w), strings.TrimSpace(t), nil
		}
	case e.Kind == position.MapNode && len(e.Items) == 2:
		k, v := e.Items[0], e.Items[1]
		if k.Kind == position.ScalarNode && v.Kind == position.ScalarNode {
			return strings.TrimSpace(k.Value), strings.TrimSpace(v.Value), nil
		}
	}
	return "", "", position.NewFieldError("history", -1, "makoto.error.history-entry", nil).At(e)
}

// nextIn returns the next seat to the left of p that is not out.
func nextIn(p, n int, out []int) int {
	for i := 1; i <= n; i++ {
		q := (p + i) % n
		if !slices.Contains(out, q) {
			return q
		}
	}
	return p
}

func cardsText(cs []Card) string {
	s := make([]string, len(cs))
	for i, c := range cs {
		s[i] = c.String()
	}
	return strings.Join(s, "-")
}

func joinInts(v []int, sep string) string {
	s := make([]string, len(v))
	for i, x := range v {
		s[i] = fmt.Sprint(x)
	}
	return strings.Join(s, sep)
}

// Bookkeeping reports the rules that follow from a move without deciding
// it: scoring, the series and the plain Curtain note (the Curtain left
// alone, or a Curtain decision still to come) (position.Bookkeeper).
func (*Ruleset) Bookkeeping(rule string) bool {
	switch rule {
	case "makoto.curtain", "makoto.score", "makoto.score.curtain-bonus", "makoto.series.length", "makoto.winner":
		return true
	}
	return false
}
