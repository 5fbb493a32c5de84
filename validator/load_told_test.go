package validator

import (
	"regexp"
	"strings"
	"testing"

	"tabletop/engine"
	"tabletop/engine/i18n"
)

// A bad position is told in the person's language: the file and line
// stay, and so does the key a message starts with; the words are not the
// English and every placeholder is filled.
func TestLoadErrorsTold(t *testing.T) {
	cases := []struct{ name, yaml string }{
		{"unknown key", "game: mojo\nplayers: 4\ndiscard: 8\ncolour: red\n"},
		{"unknown key, typo", "game: mojo\nplayers: 4\ndiscrad: 8\n"},
		{"duplicate key", "game: mojo\nplayers: 4\ndiscard: 8\ndiscard: 9\n"},
		{"key of the other game", "game: mojo\nplayers: 4\ndiscard: 8\ntrick: \"3 3\"\n"},
		{"no game", "players: 4\n"},
		{"too many players", "game: mojo\nplayers: 9\ndiscard: 8\n"},
		{"duplicate name", "game: mojo\nplayers:\n  - Ann\n  - ann\ndiscard: 8\n"},
		{"unknown mover", "game: mojo\nplayers: [Ann, Ben]\nmover: Zed\ndiscard: 8\n"},
		{"seat out of range", "game: mojo\nplayers: 4\nmover: 5\ndiscard: 8\n"},
		{"no discard", "game: mojo\nplayers: 4\n"},
		{"not a Mojo card", "game: mojo\nplayers: 4\ndiscard: 8\nhand: [8, 13]\n"},
		{"five 0s", "game: mojo\nplayers: 4\ndiscard: 0\nhand: [0, 0, 0, 0]\n"},
		{"hand sizes", "game: mojo\nplayers: 3\ndiscard: 8\nhand: [8, 8, 7]\nhand_sizes: [5, 8, 8]\n"},
		{"per player", "game: mojo\nplayers: [Ann, Ben, Cy]\ndiscard: 8\nhand: [8]\nface_down: [1, 2]\n"},
		{"total over", "game: mojo\nplayers: [Ann, Ben, Cy]\ndiscard: 8\nhand: [8]\ntotals: {Ann: 60}\n"},
		{"options clash", "game: mojo\nplayers: 3\ndiscard: [8, 3]\nvariant: two-piles\noptions: {variant: one-pile}\n"},
		{"history notation", "game: makoto\nplayers: [Ann, Ben, Cy, Dee]\nhistory:\n  - \"Ann: play 3 3\"\n  - \"Ben: plya 5 5\"\n"},
		{"history starts with a pass", "game: makoto\nplayers: [Ann, Ben, Cy, Dee]\nhistory:\n  - \"Ann: pass\"\n"},
		{"history cannot follow", "game: makoto\nplayers: [Ann, Ben, Cy, Dee]\nhistory:\n  - \"Ann: play 3 3\"\n  - \"Ben: play 2 2\"\n"},
		{"makoto card not in play", "game: makoto\nplayers: 4\ntrick: \"3 3\"\nhand: [15, 1]\n"},
		{"makoto sword without swords", "game: makoto\nplayers: 3\ntrick: \"3 3\"\nhand: [5s, 1]\n"},
		{"makoto copies", "game: makoto\nplayers: 4\ntrick: \"3 3\"\nhand: [3, 3, 3, 3, 3]\n"},
		{"makoto out mover", "game: makoto\nplayers: [Ann, Ben, Cy]\nout: [Ann]\nmover: Ann\ntrick: \"3 3\"\n"},
	}
	where := regexp.MustCompile(`^pos\.yaml:\d+: ([a-z_]+: )?`)
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse("pos.yaml", []byte(tc.yaml))
			if err == nil {
				t.Fatal("no error")
			}
			en := err.Error()
			prefix := strings.TrimSuffix(where.FindString(en), "position: ") // a word, told too
			if prefix == "" {
				t.Fatalf("%q names no file and line", en)
			}
			for _, lang := range []string{"pl", "fr", "ru"} {
				got := i18n.ErrorIn(lang, err)
				switch {
				case got == en:
					t.Errorf("%s: still the English %q", lang, got)
				case !strings.HasPrefix(strings.ReplaceAll(got, i18n.NBSP+":", ":"), prefix): // French: "pos.yaml:4\u00a0: "
					t.Errorf("%s: %q lost %q", lang, got, prefix)
				case strings.Contains(got, "<no value>") || strings.Contains(got, ".error.") || strings.Contains(got, "\n"):
					t.Errorf("%s: %q", lang, got)
				}
			}
		})
	}
}

// A journal line that is refused on resuming is told, and is bad input
// (not a verdict): the refusal is not what the error wraps.
func TestRestoreRefusalTold(t *testing.T) {
	rs, err := engine.Lookup("mojo")
	if err != nil {
		t.Fatal(err)
	}
	s, err := NewSession(rs, []string{"Ann", "Ben", "Cy"}, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	_, err = s.Restore([]string{"top 8", "Ben: play 5"})
	if err == nil {
		t.Fatal("no error")
	}
	if _, ok := engine.AsRuleError(err); ok {
		t.Error("the error wraps the rule error: it would be a verdict")
	}
	want := `"Ben: play 5" is refused: engine.turn-order: it is Ann's turn, not Ben's`
	if err.Error() != want {
		t.Errorf("English %q, want %q", err, want)
	}
	if got, want := i18n.ErrorIn("fr", err), "«\u00a0Ben: play 5\u00a0» est refusé\u00a0: engine.turn-order\u00a0: c'est le tour d'Ann, pas de Ben"; got != want {
		t.Errorf("fr %q, want %q", got, want)
	}
}
