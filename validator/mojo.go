package validator

import (
	"strings"

	"gopkg.in/yaml.v3"

	"tabletop/engine"
	"tabletop/rulesets/mojo"
)

// mojoHints place mojo.NewPosition's messages at a key.
var mojoHints = []hint{
	{"cards: hands", []string{"draw_pile", "discard_sizes", "hand_sizes", "face_down", "hand"}},
	{"players", []string{"players"}},
	{"options", []string{"options", "variant"}},
	{"face:", []string{"mojo_face"}},
	{"turned-up", []string{"revealed", "face_down"}},
	{"face-down values", []string{"mover_face_down"}},
	{"Mojo Time has no hand", []string{"hand_sizes", "face_down"}},
	{"mover:", []string{"hand_sizes", "face_down", "mover"}},
	{"discard sizes", []string{"discard_sizes"}},
	{"size", []string{"discard_sizes"}},
	{"discard", []string{"discard", "discard_piles"}},
	{"draw pile", []string{"draw_pile"}},
	{"totals", []string{"totals"}},
	{"seat", []string{"hand_sizes", "face_down"}},
}

// mojo maps a Mojo position file onto mojo.Position.
func (l *loader) mojo(f *file, t *Table) error {
	np := len(l.names)
	p := mojo.Position{Players: np, Options: t.Options, Mover: t.Mover}
	var pl placed
	var all []int
	twoPiles := t.Options[mojo.OptVariant] == mojo.VariantTwoPiles
	piles := 1
	if twoPiles {
		piles = 2
	}

	// Discard piles: the pile contents first (they are counted first).
	if n := deref(f.node("discard_piles")); n != nil {
		if n.Kind != yaml.SequenceNode || len(n.Content) != piles {
			return l.errAt(n, "discard_piles: want %d list(s) of cards, bottom first (the last card is the top)%s", piles, twoPilesNote(twoPiles))
		}
		for i, c := range n.Content {
			its, err := l.items(c, "discard_piles")
			if err != nil {
				return err
			}
			if len(its) == 0 {
				return l.errAt(c, "discard_piles: pile %d is empty; a discard pile always has a top card", i+1)
			}
			vals, err := l.mojoCards(its, "discard_piles", &pl, &all)
			if err != nil {
				return err
			}
			p.Piles = append(p.Piles, vals)
		}
	}
	if n := deref(f.node("discard")); n != nil {
		its, err := l.items(n, "discard")
		if err != nil {
			return err
		}
		if len(its) != piles {
			return l.errAt(n, "discard: %d top card(s) given; %s", len(its), pilesText(twoPiles))
		}
		var tmp placed
		var none []int
		tops, err := l.mojoCards(its, "discard", &tmp, &none)
		if err != nil {
			return err
		}
		if p.Piles != nil {
			for i, top := range tops {
				if last := p.Piles[i][len(p.Piles[i])-1]; last != top {
					return l.errAt(n, "discard: pile %d's top is %d, but discard_piles ends that pile with %d", i+1, top, last)
				}
			}
		} else {
			all = append(all, tops...)
			pl.lines = append(pl.lines, tmp.lines...)
		}
		p.Tops = tops
	}
	if p.Tops == nil && p.Piles == nil {
		return engine.InputErrorf(l.file, 0, "discard: missing; give the top card of the discard pile (%s)", pilesText(twoPiles))
	}
	if n := deref(f.node("discard_sizes")); n != nil {
		its, err := l.items(n, "discard_sizes")
		if err != nil {
			return err
		}
		if len(its) != piles {
			return l.errAt(n, "discard_sizes: %d size(s) given; %s", len(its), pilesText(twoPiles))
		}
		for _, it := range its {
			v, err := l.intVal(&yaml.Node{Kind: yaml.ScalarNode, Value: it.text, Line: it.line}, "discard_sizes", 1, mojo.DeckSize)
			if err != nil {
				return err
			}
			p.PileSizes = append(p.PileSizes, v)
		}
	}

	// The mover's hand and face-down cards.
	if n := f.node("hand"); n != nil {
		its, err := l.items(n, "hand")
		if err != nil {
			return err
		}
		hand, err := l.mojoCards(its, "hand", &pl, &all)
		if err != nil {
			return err
		}
		if hand == nil {
			hand = []int{}
		}
		p.Hand = hand
	}
	down := make([]int, np)
	if n := f.node("face_down"); n != nil {
		var err error
		if down, _, err = l.perPlayerInts(n, "face_down", 0, mojo.HandSize+mojo.DeckSize); err != nil {
			return err
		}
		p.FaceDown = down
	}
	if n := f.node("mover_face_down"); n != nil {
		its, err := l.items(n, "mover_face_down")
		if err != nil {
			return err
		}
		if p.MoverFaceDown, err = l.mojoCards(its, "mover_face_down", &pl, &all); err != nil {
			return err
		}
		if len(p.MoverFaceDown) > down[t.Mover] {
			return l.errAt(n, "mover_face_down: %d values named, but %s has %d cards face down (face_down)", len(p.MoverFaceDown), t.describe(t.Mover), down[t.Mover])
		}
	}
	if n := f.node("revealed"); n != nil {
		nodes, err := l.perPlayer(n, "revealed")
		if err != nil {
			return err
		}
		p.Revealed = make([][]int, np)
		for i, c := range nodes {
			if c == nil {
				continue
			}
			its, err := l.items(c, "revealed")
			if err != nil {
				return err
			}
			if p.Revealed[i], err = l.mojoCards(its, "revealed", &pl, &all); err != nil {
				return err
			}
			if len(p.Revealed[i]) > 0 && down[i] == 0 {
				return l.errAt(c, "revealed: %s has turned cards up but has none face down (face_down), so the round would be over [mojo.round-end]", t.describe(i))
			}
		}
	}
	if err := l.checkMojoCopies(all, &pl); err != nil {
		return err
	}

	// Hand sizes of everyone.
	if n := f.node("hand_sizes"); n != nil {
		sizes, nodes, err := l.perPlayerInts(n, "hand_sizes", 0, mojo.DeckSize)
		if err != nil {
			return err
		}
		p.HandSizes = sizes
		for i, c := range nodes {
			switch {
			case c != nil:
				if i == t.Mover && p.Hand != nil && p.HandSizes[i] != len(p.Hand) {
					return l.errAt(c, "hand_sizes: %s holds %d cards, but hand lists %d", t.describe(i), p.HandSizes[i], len(p.Hand))
				}
				if p.HandSizes[i] > 0 && down[i] > 0 {
					return l.errAt(c, "hand_sizes: %s has cards face down, so holds none in hand [mojo.time]", t.describe(i))
				}
			case i == t.Mover && p.Hand != nil:
				p.HandSizes[i] = len(p.Hand)
			case down[i] > 0:
				p.HandSizes[i] = 0
			default:
				p.HandSizes[i] = mojo.HandSize
			}
		}
	}
	if n := f.node("draw_pile"); n != nil {
		v, err := l.intVal(n, "draw_pile", 0, mojo.DeckSize)
		if err != nil {
			return err
		}
		p.DrawPile = &v
	}
	if n := f.node("mojo_face"); n != nil {
		s, err := l.scalar(n, "mojo_face")
		if err != nil {
			return err
		}
		switch strings.TrimSpace(s) {
		case "0":
			p.Face = mojo.FaceZero
		case "+10", "10":
			p.Face = mojo.FacePlus10
		default:
			return l.errAt(n, "mojo_face: the Mojo card shows \"0\" or \"+10\", not %q [mojo.mojo-card]", s)
		}
	}
	if n := f.node("round"); n != nil {
		v, err := l.intVal(n, "round", 1, 1000)
		if err != nil {
			return err
		}
		p.Round = v
	}
	if n := f.node("totals"); n != nil {
		nodes, err := l.perPlayer(n, "totals")
		if err != nil {
			return err
		}
		p.Totals = make([]int, np)
		for i, c := range nodes {
			if c == nil {
				continue
			}
			// Its own message: a total of 50 or more means the game is over.
			if p.Totals[i], err = l.intVal(c, "totals", 0, mojo.GameEndTotal-1); err != nil {
				return l.errAt(c, "totals: %s: a running total is 0 to %d while the game goes on [mojo.game-end]", t.describe(i), mojo.GameEndTotal-1)
			}
		}
	}
	if t.named {
		p.Names = t.Names
	}
	if _, err := mojo.NewPosition(p); err != nil {
		return l.buildErr(f, err, mojoHints)
	}
	t.build = func(bool) (engine.State, error) { return mojo.NewPosition(p) }
	return nil
}

func pilesText(two bool) string {
	if two {
		return "the two-pile variant has two discard piles: discard: [8, 3]"
	}
	return "one discard pile: discard: 8 (options: {variant: two-piles} for two)"
}

func twoPilesNote(two bool) string {
	if two {
		return ""
	}
	return " (one pile without the two-pile variant)"
}
