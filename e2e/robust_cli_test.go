package e2e

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Whatever a command accepts, the next command reads: names are checked on
// the way in by one rule (engine.CheckName) in pad, score and play.
func TestNamesRefusedOnTheWayIn(t *testing.T) {
	t.Parallel()
	long := strings.Repeat("x", 40000)
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"control character in pad new", []string{"pad", "new", "mojo", "--players", "A\x01B,Ben,Cy", "--file", "p.yaml"}, "printable"},
		{"empty name in pad new", []string{"pad", "new", "mojo", "--players", " ,Ben,Cy", "--file", "p.yaml"}, "name 1 of 3 is empty"},
		{"trailing comma in pad new", []string{"pad", "new", "mojo", "--players", "Ann,Ben,", "--file", "p.yaml"}, "name 3 of 3 is empty"},
		{"40,000-character name", []string{"pad", "new", "mojo", "--players", "Ann," + long + ",Cy", "--file", "p.yaml"}, "longer than 32 characters"},
		{"newline in play", []string{"play", "mojo", "--players", "A\nB,bot:random"}, "printable"},
		{"long name in play", []string{"play", "mojo", "--players", long + ",bot:random"}, "longer than"},
		{"control character in score", []string{"score", "mojo", "--hand", "A\x01B=1", "--hand", "Ben=2", "--mojo", "Ben"}, "printable"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			expectBadInput(t, runInput(t, dir, "", tc.args...), tc.want)
			if _, err := os.Stat(filepath.Join(dir, "p.yaml")); err == nil {
				t.Errorf("a refused command wrote a pad")
			}
		})
	}
}

// Numbers are bounded to what the game can produce and read in decimal; a
// flag without its value takes nothing else; "-" is no command.
func TestNumbersAndFlags(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	mustRun(t, dir, "pad", "new", "makoto", "--players", "Ann,Ben,Cy", "--file", "k.yaml")
	before := readFile(t, filepath.Join(dir, "k.yaml"))
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"Makoto score that overflows", []string{"pad", "add", "k.yaml", "--score", "Ann=9223372036854775807", "--score", "Ben=0", "--score", "Cy=0"}, "more than a game can give (at most 225)"},
		{"Makoto score past the bound", []string{"pad", "add", "k.yaml", "--score", "Ann=226", "--score", "Ben=0", "--score", "Cy=0"}, "at most 225"},
		{"huge points option", []string{"score", "makoto", "--captured", "Ann=2", "--captured", "Ben=", "--out", "Ann", "--option", "points=2:9223372036854775807"}, "points 0 to 1000"},
		{"huge reward option", []string{"pad", "new", "makoto", "--players", "Ann,Ben", "--option", "rewards=5000000000", "--file", "r.yaml"}, "from 0 to 1000"},
		{"leading zeros are decimal", []string{"sim", "--players", "010", "mojo", "--games", "1"}, "got 10"},
		{"hex is refused", []string{"sim", "mojo", "--players", "0x3", "--games", "1"}, `"0x3" is not a whole number`},
		{"missing value", []string{"sim", "mojo", "--games"}, "--games needs a value"},
		{"missing value before the game", []string{"sim", "--games"}, "--games needs a value"},
		{"a dash alone", []string{"-"}, `unknown command "-"`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { expectBadInput(t, run(t, dir, tc.args...), tc.want) })
	}
	if readFile(t, filepath.Join(dir, "k.yaml")) != before {
		t.Errorf("a refused add changed the pad")
	}
	mustRun(t, dir, "pad", "add", "k.yaml", "--score", "Ann=225", "--score", "Ben=0", "--score", "Cy=0")
	if out := mustRun(t, dir, "sim", "mojo", "--players", "03", "--games", "01", "--json"); !strings.Contains(out, `"players": 3`) {
		t.Errorf("--players 03 is not 3:\n%s", out)
	}
}

// A log that cannot be written is refused before the first move, naming
// the log (not a temporary file).
func TestPlayLogCheckedFirst(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	for _, args := range [][]string{
		{"play", "mojo", "--players", "bot:random,bot:random", "--log", "/no/such/dir/g.yaml"},
		{"play", "mojo", "--players", "bot:random,bot:random", "--log", "/no/such/dir/g.yaml", "--json"},
	} {
		r := run(t, dir, args...)
		expectBadInput(t, r, "--log: /no/such/dir/g.yaml: cannot write")
		if strings.Contains(r.stderr, ".tmp-") {
			t.Errorf("the error names a temporary file: %s", r.stderr)
		}
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 0 {
		t.Errorf("left behind: %v", entries)
	}
}
