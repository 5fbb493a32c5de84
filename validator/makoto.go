package validator

import (
	"fmt"
	"slices"
	"strings"

	"gopkg.in/yaml.v3"

	"tabletop/engine"
	"tabletop/rulesets/makoto"
)

// makotoHints place makoto.NewPosition's messages at a key.
var makotoHints = []hint{
	{"makoto is for", []string{"players"}},
	{"but no trick to beat", []string{"trick_cards", "passed", "trick_owner"}},
	{"cannot have the turn", []string{"mover", "out"}},
	{"mover:", []string{"mover"}},
	{"dealer", []string{"dealer"}},
	{"the series has", []string{"series_game", "options"}},
	{"totals", []string{"totals"}},
	{"out:", []string{"out"}},
	{"must still be in", []string{"out"}},
	{"piles:", []string{"score_piles"}},
	{"is out but holds", []string{"hand_sizes", "out"}},
	{"holds no cards", []string{"hand_sizes", "out", "hand"}},
	{"hand", []string{"hand_sizes", "hand"}},
	{"cannot have played the trick", []string{"trick_owner", "history", "mover"}},
	{"owner", []string{"trick_owner", "history"}},
	{"passed", []string{"passed", "history"}},
	{"trick", []string{"trick", "history"}},
	{"Oracle", []string{"oracle_deck", "oracle_discard"}},
	{"the position holds", []string{"hand_sizes", "score_piles", "oracle_deck"}},
	{"unaccounted", []string{"hand_sizes"}},
	{"lid", []string{"lid"}},
}

// makoto maps a Makoto position file onto makoto.Position.
func (l *loader) makoto(f *file, t *Table) error {
	np := len(l.names)
	su, err := makoto.SetupFor(np)
	if err != nil {
		return l.errAt(f.node("players"), "players: %v", err)
	}
	p := makoto.Position{Players: np, Options: t.Options, Mover: t.Mover}
	var pl placed
	var all []makoto.Card
	cardsAt := func(key string, n *yaml.Node) ([]makoto.Card, error) {
		its, err := l.items(n, key)
		if err != nil {
			return nil, err
		}
		return l.makotoCards(its, key, su, &pl, &all)
	}

	if n := f.node("hand"); n != nil {
		if p.Hand, err = cardsAt("hand", n); err != nil {
			return err
		}
		if p.Hand == nil {
			return l.errAt(n, "hand: empty; a player with no cards is out (out:) and does not move [makoto.out]")
		}
	}
	if n := f.node("curtain"); n != nil {
		if p.Curtain, err = cardsAt("curtain", n); err != nil {
			return err
		}
	}
	if n := f.node("oracle_discard"); n != nil {
		if p.OracleDiscard, err = cardsAt("oracle_discard", n); err != nil {
			return err
		}
	}
	if n := f.node("oracle_deck"); n != nil {
		v, err := l.intVal(n, "oracle_deck", 0, su.MaxValue)
		if err != nil {
			return err
		}
		p.OracleDeck = &v
	}
	if n := f.node("score_piles"); n != nil {
		nodes, err := l.perPlayer(n, "score_piles")
		if err != nil {
			return err
		}
		p.Piles = make([][]makoto.Card, np)
		for i, c := range nodes {
			if c == nil {
				continue
			}
			if p.Piles[i], err = cardsAt("score_piles", c); err != nil {
				return err
			}
		}
	}

	// Who is out, and the rewards left.
	if n := f.node("out"); n != nil {
		if p.Out, err = l.seats(n, "out"); err != nil {
			return err
		}
	}
	if n := f.node("rewards_left"); n != nil {
		if err := l.checkRewardsLeft(n, t, len(p.Out)); err != nil {
			return err
		}
	}

	// The trick: either its history or its top combination.
	moverGiven := f.node("mover") != nil
	if n := f.node("history"); n != nil {
		for _, k := range []string{"trick", "trick_owner", "trick_cards", "passed", "as_set"} {
			if m := f.node(k); m != nil {
				return l.errAt(m, "%s: give either the trick's history or trick/trick_owner/trick_cards/passed, not both", k)
			}
		}
		last, err := l.history(n, &p, su, &pl, &all)
		if err != nil {
			return err
		}
		if !moverGiven && last >= 0 {
			p.Mover = nextIn(last, np, p.Out)
			t.Mover = p.Mover
		}
	} else {
		if n := f.node("trick"); n != nil {
			if p.Trick, err = cardsAt("trick", n); err != nil {
				return err
			}
			if len(p.Trick) > 0 {
				if _, err := makoto.Classify(p.Trick, np); err != nil {
					return l.errAt(n, "trick: %s is not a combination: %v", cardsText(p.Trick), err)
				}
			}
		}
		if n := f.node("as_set"); n != nil {
			return l.errAt(n, "as_set: not a key any more: a four of a kind that may be a Kensei always is one [makoto.kensei]")
		}
		if n := f.node("trick_owner"); n != nil {
			o, err := l.seat(n, "trick_owner")
			if err != nil {
				return err
			}
			p.Owner = &o
		}
		if n := f.node("trick_cards"); n != nil {
			if p.TrickCards, err = cardsAt("trick_cards", n); err != nil {
				return err
			}
		}
		if n := f.node("passed"); n != nil {
			if p.Passed, err = l.seats(n, "passed"); err != nil {
				return err
			}
		}
	}
	if err := l.checkMakotoCopies(su, all, &pl); err != nil {
		return err
	}

	// Hand sizes.
	if n := f.node("hand_sizes"); n != nil {
		sizes, nodes, err := l.perPlayerInts(n, "hand_sizes", 0, su.MainDeckSize()+su.MaxValue)
		if err != nil {
			return err
		}
		p.HandSizes = sizes
		for i, c := range nodes {
			switch {
			case c != nil:
				if i == p.Mover && p.Hand != nil && p.HandSizes[i] != len(p.Hand) {
					return l.errAt(c, "hand_sizes: %s holds %d cards, but hand lists %d", t.describe(i), p.HandSizes[i], len(p.Hand))
				}
			case slices.Contains(p.Out, i):
				p.HandSizes[i] = 0
			case i == p.Mover && p.Hand != nil:
				p.HandSizes[i] = len(p.Hand)
			default:
				p.HandSizes[i] = su.Hand
			}
		}
	}

	// The lid, the dealer and the series.
	if n := f.node("lid"); n != nil {
		h, err := l.seat(n, "lid")
		if err != nil {
			return err
		}
		p.LidHolder = &h
	}
	if n := f.node("dealer"); n != nil {
		d, err := l.seat(n, "dealer")
		if err != nil {
			return err
		}
		p.Dealer = &d
	}
	if n := f.node("series_game"); n != nil {
		if p.Game, err = l.intVal(n, "series_game", 1, makoto.MaxPlayers); err != nil {
			return err
		}
	}
	if n := f.node("totals"); n != nil {
		if p.Totals, _, err = l.perPlayerInts(n, "totals", 0, 100000); err != nil {
			return err
		}
	}
	if t.named {
		p.Names = t.Names
	}
	if _, err := makoto.NewPosition(p); err != nil {
		return l.buildErr(f, err, makotoHints)
	}
	t.build = func(bool) (engine.State, error) { return makoto.NewPosition(p) }
	return nil
}

// history reads the trick so far, one entry per turn since its lead:
// "Ann: play 3 3" or "Ben: pass" (the notation of game logs). Each play
// must beat the one before it (the ruleset's makoto.Beats decides). It
// fills the position's trick, owner, earlier trick cards and passes, and
// returns the seat of the last entry (-1 for an empty history).
func (l *loader) history(n *yaml.Node, p *makoto.Position, su makoto.Setup, pl *placed, all *[]makoto.Card) (int, error) {
	n = deref(n)
	if n.Kind != yaml.SequenceNode {
		return 0, l.errAt(n, "history: want a list of turns such as - \"Ann: play 3 3\" and - \"Ben: pass\"")
	}
	var (
		top    makoto.Combo
		cards  []makoto.Card
		owner  = -1
		passed []int
		last   = -1
	)
	for _, e := range n.Content {
		who, text, line, err := l.historyEntry(e)
		if err != nil {
			return 0, err
		}
		at := &yaml.Node{Line: line}
		seat, err := l.seatText(who, at, "history")
		if err != nil {
			return 0, err
		}
		m, err := makoto.ParseMoveIn(text, p.Players, false)
		if err != nil {
			return 0, l.errAt(at, "history: %v", err)
		}
		last = seat
		switch m.Kind {
		case makoto.KindPass, makoto.KindPassOracle:
			if owner < 0 {
				return 0, l.errAt(at, "history: %s passes, but a trick starts with a play; list the trick from its lead [makoto.lead]", l.names[seat])
			}
			if seat == owner {
				return 0, l.errAt(at, "history: %s passes on their own play; everyone else passed, so the trick was already won [makoto.trick.win]", l.names[seat])
			}
			if !slices.Contains(passed, seat) {
				passed = append(passed, seat)
			}
		case makoto.KindPlay:
			its := make([]item, m.N)
			for i, c := range m.Cards[:m.N] {
				its[i] = item{makoto.Card(c).String(), line}
			}
			played, err := l.makotoCards(its, "history", su, pl, all)
			if err != nil {
				return 0, err
			}
			combo, err := makoto.Classify(played, p.Players)
			if err != nil {
				return 0, l.errAt(at, "history: %s's %s is not a combination: %v", l.names[seat], cardsText(played), err)
			}
			if _, err := makoto.Beats(combo, top); err != nil {
				return 0, l.errAt(at, "history: %s's %s cannot follow %s: %v", l.names[seat], cardsText(played), cardsText(cards), err)
			}
			p.TrickCards = append(p.TrickCards, cards...)
			top, cards, owner, passed = combo, played, seat, nil
		default:
			return 0, l.errAt(at, "history: %q: the history lists plays and passes only", text)
		}
	}
	if owner >= 0 {
		p.Trick, p.Owner, p.Passed = cards, &owner, passed
	}
	return last, nil
}

// historyEntry reads "NAME: MOVE" written as a string or as a one-key map.
func (l *loader) historyEntry(e *yaml.Node) (who, text string, line int, err error) {
	e = deref(e)
	switch {
	case e != nil && e.Kind == yaml.ScalarNode:
		w, t, ok := strings.Cut(e.Value, ":")
		if ok {
			return strings.TrimSpace(w), strings.TrimSpace(t), e.Line, nil
		}
	case e != nil && e.Kind == yaml.MappingNode && len(e.Content) == 2:
		k, v := deref(e.Content[0]), deref(e.Content[1])
		if k != nil && v != nil && k.Kind == yaml.ScalarNode && v.Kind == yaml.ScalarNode {
			return strings.TrimSpace(k.Value), strings.TrimSpace(v.Value), e.Line, nil
		}
	}
	return "", "", 0, l.errAt(e, "history: want one turn per entry as \"PLAYER: MOVE\", such as \"Ann: play 3 3\" or \"Ben: pass\"")
}

// checkRewardsLeft checks rewards_left against the rewards option and the
// number of players out (makoto.rewards).
func (l *loader) checkRewardsLeft(n *yaml.Node, t *Table, out int) error {
	its, err := l.items(n, "rewards_left")
	if err != nil {
		return err
	}
	sc, err := makoto.ParseScoring(t.Options[makoto.OptionPoints], t.Options[makoto.OptionRewards])
	if err != nil {
		return l.errAt(n, "rewards_left: %v", err)
	}
	want := sc.Rewards[min(out, len(sc.Rewards)):]
	got := make([]string, len(its))
	for i, it := range its {
		got[i] = it.text
	}
	if strings.Join(got, ",") != joinInts(want) {
		return l.errAt(n, "rewards_left: [%s], but with %d player(s) out (out:) and rewards %s the rewards left are [%s] [makoto.rewards]",
			strings.Join(got, ", "), out, t.Options[makoto.OptionRewards], strings.ReplaceAll(joinInts(want), ",", ", "))
	}
	return nil
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

func cardsText(cs []makoto.Card) string {
	s := make([]string, len(cs))
	for i, c := range cs {
		s[i] = c.String()
	}
	return strings.Join(s, "-")
}

func joinInts(v []int) string {
	s := make([]string, len(v))
	for i, x := range v {
		s[i] = fmt.Sprint(x)
	}
	return strings.Join(s, ",")
}
