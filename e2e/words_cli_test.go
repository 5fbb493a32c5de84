package e2e

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestPlainWordsGolden: the messages a new player met with Go internals,
// doubled prefixes or the wrong kind of file, as they read now. Each is one
// line on stderr with exit 2; the golden file holds them all.
func TestPlainWordsGolden(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	files := map[string]string{
		"typo.yaml":    "game: mojo\nplayers: 4\ndiscrad: 8\n",
		"pad.yaml":     "version: 1\ngame: mojo\nplayers: [Ann, Ben]\nrounds: []\n",
		"game.yaml":    "version: 1\ngame: mojo\nplayers: [Ann, Ben]\nseed: 1\nstart: 0\nmoves: []\n",
		"sede.yaml":    "version: 1\ngame: mojo\nplayers: [Ann, Ben]\nsede: 1\nmoves: []\n",
		"start.yaml":   "version: 1\ngame: mojo\nplayers: [Ann, Ben]\nseed: 1\nstart: [1]\nmoves: []\n",
		"journal.yaml": "journal: 1\ngame: mojo\nplayers: [Ann, Ben]\nlines: []\n",
		"padkey.yaml":  "version: 1\ngame: mojo\nplayers: [Ann, Ben]\nrouns: []\n",
	}
	for name, body := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	var b strings.Builder
	for _, args := range [][]string{
		{"validate", "typo.yaml", "play 8"},
		{"validate", "game.yaml", "play 8"},
		{"replay", "pad.yaml"},
		{"replay", "journal.yaml"},
		{"replay", "typo.yaml"},
		{"replay", "sede.yaml"},
		{"replay", "start.yaml"},
		{"pad", "show", "game.yaml"},
		{"pad", "show", "padkey.yaml"},
		{"--bogus"},
		{"play", "mojo", "--bogus"},
		{"pad", "show", "--jsn", "pad.yaml"},
		{"score", "mojo", "--hand", "Ann=1", "--hand", "Ben=2", "--mojo", "Ann", "--mojo", "Ben"},
		{"play", "mojo", "--players", "Ann,bot:random", "--start", "3"},
		{"pad", "new", "makoto", "--players", "Ann,Ben,Cy", "--dealer", "4", "--file", "new.yaml"},
		{"rules", "makoto", "kensi"},
	} {
		r := run(t, dir, args...)
		if r.code != 2 || r.stdout != "" || strings.Count(r.stderr, "\n") != 1 {
			t.Errorf("%v: exit %d, stdout %q, stderr %q: want exit 2 and one line on stderr", args, r.code, r.stdout, r.stderr)
		}
		for _, bad := range []string{"tabletop: tabletop:", "not found in type", "unmarshal", "!!", "flag provided"} {
			if strings.Contains(r.stderr, bad) {
				t.Errorf("%v: %q shows %q", args, r.stderr, bad)
			}
		}
		fmt.Fprintf(&b, "$ tabletop %s\n%s", strings.Join(args, " "), r.stderr)
	}
	golden(t, "plain-words.txt", b.String())
}
