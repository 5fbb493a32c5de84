package fileio

import (
	"strings"
	"testing"
)

type kindsInner struct {
	Name  string `yaml:"name"`
	Cards []int  `yaml:"cards"`
}

type kindsDoc struct {
	Version int          `yaml:"version"`
	Seed    uint64       `yaml:"seed"`
	Items   []kindsInner `yaml:"items"`
}

// TestDecodeYAMLPlainWords: yaml.v3's messages name Go types and fields;
// DecodeYAML's never do, and name the line (and the key where it can).
func TestDecodeYAMLPlainWords(t *testing.T) {
	for _, c := range []struct{ name, data, want string }{
		{"typo at the top", "version: 1\nsede: 4\n", `f.yaml:2: unknown key "sede" (did you mean "seed"?)`},
		{"typo inside", "version: 1\nitems:\n  - name: a\n    crads: [1]\n", `f.yaml:4: unknown key "crads" (did you mean "cards"?)`},
		{"no near key", "version: 1\ncolour: red\n", `f.yaml:2: unknown key "colour" (known keys: version, seed, items)`},
		{"text for a number", "version: x\n", `f.yaml:1: version: want a whole number, not "x"`},
		{"list for a number", "version: 1\nseed: [1]\n", "f.yaml:2: seed: want a whole number, 0 or more, not a list"},
		{"map for a list", "items:\n  - name: a\n    cards: {a: 1}\n", "f.yaml:3: cards: want a list, not a mapping (KEY: VALUE lines)"},
	} {
		t.Run(c.name, func(t *testing.T) {
			var d kindsDoc
			err := DecodeYAML("f.yaml", []byte(c.data), &d)
			if err == nil || err.Error() != c.want {
				t.Fatalf("error %v, want %q", err, c.want)
			}
			for _, bad := range []string{"engine.", "kindsDoc", "field ", "unmarshal", "!!"} {
				if strings.Contains(err.Error(), bad) {
					t.Errorf("error %q shows Go internals (%q)", err, bad)
				}
			}
		})
	}
}

func TestFileKind(t *testing.T) {
	for _, c := range []struct{ data, want string }{
		{"version: 1\ngame: mojo\nplayers: [a, b]\nseed: 1\nmoves: []\n", KindLog},
		{"version: 1\ngame: mojo\nplayers: [a, b]\nrounds: []\ntotals: {}\n", KindPad},
		{"version: 1\ngame: makoto\nplayers: [a, b]\ngames: []\n", KindPad},
		{"journal: 1\ngame: mojo\nplayers: [a, b]\nlines: []\n", KindJournal},
		{"game: mojo\nplayers: 4\ndiscard: 8\n", KindPosition},
		{"- 1\n- 2\n", ""},
		{"a: [\n", ""},
	} {
		if got := FileKind([]byte(c.data)); got != c.want {
			t.Errorf("FileKind(%q) = %q, want %q", c.data, got, c.want)
		}
	}
	if err := CheckKind("p.yaml", []byte("version: 1\ngame: mojo\nrounds: []\n"), KindLog); err == nil ||
		err.Error() != "p.yaml: this is a score pad, not a game log (see it with: tabletop pad show p.yaml)" {
		t.Errorf("CheckKind: %v", err)
	}
	if err := CheckKind("g.yaml", []byte("version: 1\ngame: mojo\nmoves: []\n"), KindLog); err != nil {
		t.Errorf("CheckKind on a log: %v", err)
	}
}
