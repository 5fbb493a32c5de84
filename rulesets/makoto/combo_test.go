package makoto

import (
	"testing"

	"tabletop/engine"
)

func TestClassify(t *testing.T) {
	cases := []struct {
		name    string
		cards   string
		players int
		want    Combo
		rule    string // non-empty: not a combination, by this rule
	}{
		{"makoto.combo.single", "7", 4, Combo{ComboSingle, 1, 7}, ""},
		{"makoto.combo.single/sword", "7s", 4, Combo{ComboSingle, 1, 7}, ""},
		{"makoto.combo.set/pair", "3 3", 4, Combo{ComboSet, 2, 3}, ""},
		{"makoto.combo.set/six", "9 9 9 9 9 9s", 5, Combo{ComboSet, 6, 9}, ""},
		{"makoto.combo.set/four-no-sword-4p", "5 5 5 5", 4, Combo{ComboSet, 4, 5}, ""},
		{"makoto.combo.set/five-with-sword", "5 5 5 5 5s", 4, Combo{ComboSet, 5, 5}, ""},
		{"makoto.combo.run/three", "2 3 4", 4, Combo{ComboRun, 3, 2}, ""},
		{"makoto.combo.run/unordered", "6 4 5s 7", 4, Combo{ComboRun, 4, 4}, ""},
		{"makoto.combo.run/long", "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16", 5, Combo{ComboRun, 16, 1}, ""},
		{"makoto.combo.run/two-different", "2 3", 4, Combo{}, "makoto.combo.run"},
		{"makoto.combo.run/gap", "2 3 5", 4, Combo{}, "makoto.combo.run"},
		{"makoto.combo.run/repeat", "2 3 3 4", 4, Combo{}, "makoto.combo.run"},
		{"makoto.combo.single/empty", "", 4, Combo{}, "makoto.combo.single"},
		{"makoto.kensei/sword-4p", "9 9 9 9s", 4, Combo{ComboKensei, 4, 9}, ""},
		{"makoto.kensei/sword-6p", "1 1 1 1s", 6, Combo{ComboKensei, 4, 1}, ""},
		{"makoto.kensei/no-sword-2p", "4 4 4 4", 2, Combo{ComboKensei, 4, 4}, ""},
		{"makoto.kensei/no-sword-3p", "4 4 4 4", 3, Combo{ComboKensei, 4, 4}, ""},
		{"makoto.kensei/three-is-set", "9 9 9s", 4, Combo{ComboSet, 3, 9}, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := Classify(cards(t, c.cards), c.players)
			if c.rule != "" {
				re, ok := engine.AsRuleError(err)
				if !ok || re.Rule != c.rule {
					t.Fatalf("Classify(%q) = %v, %v; want a %s violation", c.cards, got, err, c.rule)
				}
				return
			}
			if err != nil || got != c.want {
				t.Fatalf("Classify(%q) = %v, %v; want %v", c.cards, got, err, c.want)
			}
		})
	}
}

func TestBeats(t *testing.T) {
	none := Combo{}
	single := func(v uint8) Combo { return Combo{ComboSingle, 1, v} }
	set := func(n, v uint8) Combo { return Combo{ComboSet, n, v} }
	run := func(n, v uint8) Combo { return Combo{ComboRun, n, v} }
	kensei := func(v uint8) Combo { return Combo{ComboKensei, 4, v} }
	cases := []struct {
		name      string
		play, top Combo
		rule      string // the allowing rule, or the violated one when bad
		bad       bool
	}{
		{"makoto.lead/anything", run(5, 3), none, "makoto.lead", false},
		{"makoto.lead/kensei", kensei(2), none, "makoto.kensei", false},
		{"makoto.follow/single-higher", single(8), single(7), "makoto.follow", false},
		{"makoto.follow/single-equal", single(7), single(7), "makoto.follow", true},
		{"makoto.follow/set-higher", set(2, 3), set(2, 2), "makoto.follow", false},
		{"makoto.follow/set-count", set(3, 3), set(2, 2), "makoto.follow", true},
		{"makoto.follow/set-lower", set(2, 1), set(2, 2), "makoto.follow", true},
		{"makoto.follow/kind", run(3, 5), set(3, 2), "makoto.follow", true},
		{"makoto.follow/single-on-set", single(13), set(2, 2), "makoto.follow", true},
		{"makoto.follow/run-higher", run(4, 3), run(4, 2), "makoto.follow", false},
		{"makoto.follow/run-same-start", run(4, 2), run(4, 2), "makoto.follow", true},
		{"makoto.follow/run-longer", run(5, 3), run(4, 2), "makoto.follow", true},
		{"makoto.follow/four-as-set-on-four", set(4, 6), set(4, 5), "makoto.follow", false},
		{"makoto.kensei.anytime/on-run", kensei(1), run(5, 4), "makoto.kensei.anytime", false},
		{"makoto.kensei.anytime/on-set-of-four", kensei(2), set(4, 12), "makoto.kensei.anytime", false},
		{"makoto.kensei.anytime/higher", kensei(9), kensei(1), "makoto.kensei.anytime", false},
		{"makoto.kensei.anytime/lower", kensei(1), kensei(9), "makoto.kensei.anytime", true},
		{"makoto.kensei.anytime/equal", kensei(9), kensei(9), "makoto.kensei.anytime", true},
		{"makoto.kensei.anytime/set-on-kensei", set(4, 13), kensei(1), "makoto.kensei.anytime", true},
		{"makoto.kensei.anytime/single-on-kensei", single(16), kensei(1), "makoto.kensei.anytime", true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			rule, err := Beats(c.play, c.top)
			if c.bad {
				re, ok := engine.AsRuleError(err)
				if !ok || re.Rule != c.rule {
					t.Fatalf("Beats(%v, %v) = %q, %v; want a %s violation", c.play, c.top, rule, err, c.rule)
				}
				return
			}
			if err != nil || rule != c.rule {
				t.Fatalf("Beats(%v, %v) = %q, %v; want %s", c.play, c.top, rule, err, c.rule)
			}
		})
	}
}

func TestQualifiesKensei(t *testing.T) {
	cases := []struct {
		cards   string
		players int
		want    bool
	}{
		{"9 9 9 9s", 4, true},
		{"9 9 9 9", 4, false},
		{"9 9 9 9", 3, true},
		{"9 9 9", 3, false},
		{"9 9 9 9 9", 3, false},
		{"9 9 9 8s", 4, false},
	}
	for _, c := range cases {
		if got := QualifiesKensei(cards(t, c.cards), c.players); got != c.want {
			t.Errorf("makoto.kensei: QualifiesKensei(%q, %d) = %v", c.cards, c.players, got)
		}
	}
}
