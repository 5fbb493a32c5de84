package scorepad

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tabletop/engine"
	"tabletop/engine/fileio"
)

// FuzzLoadJournal: no journal makes loading it panic; a refusal is one
// line naming the file; an accepted journal has a count of earlier pad
// rounds that is not negative, names that follow the rule for names, a
// pad path that can be printed and is not the journal itself, and
// fingerprints of rounds it wrote that are fingerprints (issue 19: D3,
// D4, D14; issue 28.16, 28.20).
func FuzzLoadJournal(f *testing.F) {
	base := "journal: 1\ngame: mojo\nplayers: [Ann, Ben, Cy]\noptions:\n    variant: one-pile\nstart: Ann\npad: night.yaml\nlines:\n    - top 5\n"
	f.Add([]byte(base))
	for _, edit := range []string{"pad_rounds: -1\n", "pad_rounds: -.inf\n", "pad_rounds: 1.5\n", "pad_rounds: 010\n", "pad_rounds: 0x10\n",
		"pad_rounds: 99999999999999999999\n", strings.Repeat("k: 1\n", 2)} {
		f.Add([]byte(base + edit))
	}
	f.Add([]byte(strings.Replace(base, "players: [Ann,", `players: ["\e]0;OWNED\a\e[2JAnn",`, 1)))
	f.Add([]byte(strings.Replace(base, "pad: night.yaml", `pad: "night\e[2J.yaml"`, 1)))
	f.Add([]byte(strings.Replace(base, "journal: 1", "journal: 01", 1)))
	f.Add([]byte(strings.Replace(base, "journal: 1", "journal: !!float 1", 1)))
	v2 := strings.Replace(base, "journal: 1", "journal: 2", 1)
	for _, edit := range []string{"pad_written: [0123456789ab]\n", "pad_written: [zzzz, \"\\x1b[2J\"]\n", "pad_written: [0123456789AB]\n",
		"pad_written: [\"\"]\n", "pad_written: [0123456789ab0]\n", "pad_rounds: !!float 1\n"} {
		f.Add([]byte(v2 + edit))
	}
	f.Add([]byte(strings.Replace(v2, "pad: night.yaml", "pad: j.yaml", 1)))
	f.Add([]byte(strings.Replace(v2, "pad: night.yaml", "pad: ./sub/../j.yaml", 1)))
	dir := f.TempDir()
	f.Fuzz(func(t *testing.T, data []byte) {
		path := filepath.Join(dir, "j.yaml")
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		j, err := LoadJournal(path)
		if err != nil {
			var ie *fileio.InputError
			if !errors.As(err, &ie) || strings.Contains(err.Error(), "\n") || !strings.HasPrefix(err.Error(), path) {
				t.Fatalf("error %T %q", err, err)
			}
			return
		}
		if j.PadRounds < 0 || engine.CheckNames(j.Players) != nil || !engine.Printable(j.Pad) || j.Pad != "" && fileio.SameFile(j.Pad, path) {
			t.Fatalf("accepted: pad rounds %d, players %q, pad %q", j.PadRounds, j.Players, j.Pad)
		}
		for _, d := range j.PadWritten {
			if !isDigest(d) {
				t.Fatalf("accepted: pad_written %q", j.PadWritten)
			}
		}
	})
}
