package validator

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tabletop/engine"
	"tabletop/engine/fileio"
)

// FuzzLoadPosition feeds arbitrary bytes to the position loader and, when
// a file loads, judges a few moves on it: nothing may panic, every error is
// bad input on one line, and every verdict names a rule.
func FuzzLoadPosition(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("..", "testdata", "positions", "*.yaml"))
	for _, p := range files {
		if data, err := os.ReadFile(p); err == nil {
			f.Add(data)
		}
	}
	for _, s := range []string{
		"game: mojo\nplayers: 2\ndiscard: 0\n",
		"game: mojo\nplayers: [a, b]\nvariant: two-piles\ndiscard: [1, 2]\ndraw_pile: 0\nhand_sizes: [30, 46]\n",
		"game: makoto\nplayers: 2\nhistory: [\"1: play 3 4 5\"]\n",
		"game: makoto\nplayers: 6\nout: [1, 2, 3, 4]\nmover: 5\nlid: 6\ncurtain: [16s]\n",
		"game: mojo\nplayers: &a 3\ndiscard: *a\n",
		"game: makoto\nplayers: 4\nhand_sizes: {1: 0}\nout: [1]\nmover: 2\n",
		"game: makoto\nplayers: 3\nmover: 2\ntrick: \"2 3 4 5 6\"\ncurtain: [1, 7]\nholds: [3, 4, 5, 6, 7]\n",
		"game: mojo\nplayers: 3\ndiscard: 5\nholds: [5, 5]\nhand_sizes: {1: 2}\n",
	} {
		f.Add([]byte(s))
	}
	moves := map[string][]string{
		// "play 8 8 7 on 2" on one pile crashed the hint (issue 19, D1).
		"mojo":   {"play 8 8 7", "play 0", "play 12 on 2 draw 1", "reveal 5", "play 3 3 3 3", "play 8 8 7 on 2", "play 1 1 on 2 draw 1"},
		"makoto": {"play 3 3", "pass", "pass oracle discard 1", "play 13 13 13 take 1 1 1", "lid take 7", "play 9 9 9 9s as set done"},
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		tab, err := Parse("fuzz.yaml", data)
		if err != nil {
			var ie *fileio.InputError
			if !errors.As(err, &ie) {
				t.Fatalf("error %v is %T, want *fileio.InputError", err, err)
			}
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("error %q spans lines", err)
			}
			return
		}
		for _, m := range moves[tab.Game] {
			v, err := tab.Validate(m)
			if err != nil {
				var ie *fileio.InputError
				var pe *engine.ParseError
				if !errors.As(err, &ie) && !errors.As(err, &pe) {
					t.Fatalf("%q: error %v is %T", m, err, err)
				}
				continue
			}
			if v.Rule == "" || v.Reason.String() == "" {
				t.Fatalf("%q: verdict without a rule or reason: %+v", m, v)
			}
		}
	})
}
