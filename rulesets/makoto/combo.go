package makoto

import (
	"fmt"

	"tabletop/engine"
	"tabletop/engine/i18n"
)

// ComboKind is the kind of a combination (makoto.combo.*, makoto.kensei).
type ComboKind uint8

// Combination kinds. ComboNone is "no combination": an empty trick.
const (
	ComboNone ComboKind = iota
	ComboSingle
	ComboSet
	ComboRun
	ComboKensei
)

var comboNames = [...]string{"nothing", "single", "set", "run", "Kensei"}

func (k ComboKind) String() string {
	if int(k) < len(comboNames) {
		return comboNames[k]
	}
	return fmt.Sprintf("ComboKind(%d)", uint8(k))
}

// Combo is a classified combination: its kind, how many cards it has and
// its rank — the value for a single, a set or a Kensei, the lowest value
// for a run. Combos compare with ==.
type Combo struct {
	Kind  ComboKind
	Count uint8
	Rank  uint8
}

// Lowest returns the lowest card value of the combination; the Curtain
// rules compare with it (makoto.curtain.discard, makoto.curtain.take).
func (c Combo) Lowest() int { return int(c.Rank) }

// String prints "set of 3 (7)", "run of 4 from 2", "Kensei of 9".
func (c Combo) String() string {
	switch c.Kind {
	case ComboSingle:
		return fmt.Sprintf("single %d", c.Rank)
	case ComboSet:
		return fmt.Sprintf("set of %d %ds", c.Count, c.Rank)
	case ComboRun:
		return fmt.Sprintf("run of %d from %d", c.Count, c.Rank)
	case ComboKensei:
		return fmt.Sprintf("Kensei of %ds", c.Rank)
	}
	return "no combination"
}

// Phrase is String in every language.
func (c Combo) Phrase() i18n.Phrase {
	a := i18n.Args{"N": c.Count, "Rank": c.Rank}
	switch c.Kind {
	case ComboSingle:
		return i18n.Message("makoto.word.single", a)
	case ComboSet:
		return i18n.Message("makoto.word.set", a)
	case ComboRun:
		return i18n.Message("makoto.word.run", i18n.Args{"Count": int(c.Count), "Rank": c.Rank})
	case ComboKensei:
		return i18n.Message("makoto.word.kensei", a)
	}
	return i18n.Message("makoto.word.none", nil)
}

// Phrase names the kind in every language ("set").
func (k ComboKind) Phrase() i18n.Phrase {
	switch k {
	case ComboSingle:
		return i18n.Message("makoto.word.kind-single", nil)
	case ComboSet:
		return i18n.Message("makoto.word.kind-set", nil)
	case ComboRun:
		return i18n.Message("makoto.word.kind-run", nil)
	case ComboKensei:
		return i18n.Message("makoto.word.kind-kensei", nil)
	}
	return i18n.Message("makoto.word.kind-nothing", nil)
}

// SwordsNeeded reports whether a Kensei needs a Sword card with this many
// players (makoto.kensei: yes with 4–6 players, no with 2–3).
func SwordsNeeded(players int) bool { return players >= 4 }

// QualifiesKensei reports whether cards are exactly four cards of one
// value that may form a Kensei with this many players.
func QualifiesKensei(cards []Card, players int) bool {
	if len(cards) != 4 {
		return false
	}
	sword := false
	for _, c := range cards {
		if c.Value() != cards[0].Value() {
			return false
		}
		sword = sword || c.Sword()
	}
	return sword || !SwordsNeeded(players)
}

// Classify names the combination cards form with this many players. A
// qualifying four of a kind is always a Kensei, any other four of a kind
// an ordinary set (makoto.kensei). Cards that form no combination give a
// *engine.RuleError citing the combination rule they break.
func Classify(cards []Card, players int) (Combo, error) {
	var vals [MaxValue + 1]uint8
	lo, hi := MaxValue+1, 0
	sword := false
	for _, c := range cards {
		v := c.Value()
		if v < 1 || v > MaxValue {
			return Combo{}, engine.Refuse("makoto.cards", "makoto.refuse.not-value", i18n.Args{"Value": v})
		}
		vals[v]++
		lo, hi = min(lo, v), max(hi, v)
		sword = sword || c.Sword()
	}
	return classifyCounts(&vals, len(cards), lo, hi, sword, players)
}

// classifyCounts is Classify on value counts; it does not allocate.
func classifyCounts(vals *[MaxValue + 1]uint8, n, lo, hi int, sword bool, players int) (Combo, error) {
	switch {
	case n == 0:
		return Combo{}, engine.Refuse("makoto.combo.single", "makoto.refuse.empty-play", nil)
	case n == 1:
		return Combo{ComboSingle, 1, uint8(lo)}, nil
	case lo == hi:
		if n == 4 && (sword || !SwordsNeeded(players)) {
			return Combo{ComboKensei, 4, uint8(lo)}, nil
		}
		return Combo{ComboSet, uint8(n), uint8(lo)}, nil
	}
	// Different values: only a run is possible.
	if n == 2 {
		return Combo{}, engine.Refuse("makoto.combo.run", "makoto.refuse.two-different", nil)
	}
	for v := lo; v <= hi; v++ {
		switch {
		case vals[v] == 0:
			return Combo{}, engine.Refuse("makoto.combo.run", "makoto.refuse.run-gap", i18n.Args{"Value": v, "Low": lo, "High": hi})
		case vals[v] > 1:
			return Combo{}, engine.Refuse("makoto.combo.run", "makoto.refuse.run-repeat", i18n.Args{"Value": v, "Count": int(vals[v])})
		}
	}
	return Combo{ComboRun, uint8(n), uint8(lo)}, nil
}

// Beats checks whether c may be played on top (ComboNone: c leads). It
// returns the rule that allows the play, or a *engine.RuleError naming the
// rule that forbids it (makoto.follow, makoto.kensei.anytime).
func Beats(c, top Combo) (string, error) {
	switch {
	case top.Kind == ComboNone:
		if c.Kind == ComboKensei {
			return "makoto.kensei", nil
		}
		return "makoto.lead", nil
	case c.Kind == ComboKensei && top.Kind == ComboKensei:
		if c.Rank <= top.Rank {
			return "", engine.Refuse("makoto.kensei.anytime", "makoto.refuse.kensei-lower", i18n.Args{"Rank": c.Rank, "Top": top.Rank})
		}
		return "makoto.kensei.anytime", nil
	case c.Kind == ComboKensei:
		return "makoto.kensei.anytime", nil
	case top.Kind == ComboKensei:
		return "", engine.Refuse("makoto.kensei.anytime", "makoto.refuse.after-kensei", i18n.Args{"Combo": c.Phrase()})
	case c.Kind != top.Kind:
		return "", engine.Refuse("makoto.follow", "makoto.refuse.kind", i18n.Args{"Top": top.Phrase(), "Kind": top.Kind.Phrase(), "Count": int(top.Count), "Combo": c.Phrase()})
	case c.Count != top.Count:
		return "", engine.Refuse("makoto.follow", "makoto.refuse.count", i18n.Args{"Top": top.Phrase(), "Count": int(top.Count), "Got": c.Count})
	case c.Rank <= top.Rank:
		if c.Kind == ComboRun {
			return "", engine.Refuse("makoto.follow", "makoto.refuse.run-lower", i18n.Args{"Rank": c.Rank, "Top": top.Rank})
		}
		return "", engine.Refuse("makoto.follow", "makoto.refuse.lower", i18n.Args{"Rank": c.Rank, "Top": top.Rank})
	}
	return "makoto.follow", nil
}
