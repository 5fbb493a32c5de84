package e2e

import (
	"os"
	"path/filepath"
	"testing"
)

// Errors about files, pads, scoring and arguments are told in Polish
// (issue 14): exit 2, one line, the file and line kept, the English gone.
func TestFileAndPadErrorsInPolish(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.yaml")
	if err := os.WriteFile(bad, []byte("version: 1\ngame: mojo\nplayers: [Ann, Ben\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	mustRun(t, dir, "pad", "new", "mojo", "--players", "Ann,Ben", "--file", "pad.yaml")
	for _, tc := range []struct {
		name string
		args []string
		want string
	}{
		{"missing pad", []string{"pad", "show", "missing.yaml"},
			"tabletop: missing.yaml: nie można odczytać: nie ma takiego pliku ani katalogu\n"},
		{"malformed YAML", []string{"pad", "show", bad},
			"tabletop: " + bad + ":2: błąd składni YAML: did not find expected ',' or ']'\n"},
		{"five copies of a Mojo card", []string{"score", "mojo", "--hand", "Ann=1,1,1,1,1", "--hand", "Ben=2", "--mojo", "Ann"},
			"tabletop: karty gracza Ann: 5 kart o wartości 1, a talia ma ich tylko 4 [mojo.deck]\n"},
		{"unknown player in pad add", []string{"pad", "add", "pad.yaml", "--hand", "Ann=1", "--hand", "Ben=2", "--mojo", "Zed"},
			"tabletop: --mojo: nieznany gracz „Zed” (gracze: Ann, Ben)\n"},
		{"too few players in play", []string{"play", "mojo", "--players", "Ann"},
			"tabletop: --players: w Mojo gra od 2 do 8 graczy, podano 1\n"},
		{"too many players in sim", []string{"sim", "mojo", "--players", "9"},
			"tabletop: --players: w Mojo gra od 2 do 8 graczy, podano 9\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := runEnv(t, dir, "", []string{"LANG=pl_PL.UTF-8"}, tc.args...)
			expectBadInput(t, r, "")
			if r.stderr != tc.want {
				t.Errorf("stderr %q, want %q", r.stderr, tc.want)
			}
			// --lang en gives today's English: the same exit code, one line.
			en := runEnv(t, dir, "", []string{"LANG=pl_PL.UTF-8"}, append(tc.args, "--lang", "en")...)
			expectBadInput(t, en, "")
			if en.stderr == r.stderr {
				t.Errorf("English and Polish are the same: %q", en.stderr)
			}
		})
	}
}

// A pad's several problems are listed one a line in Polish, each with its
// file:line, and the hint to run 'pad fix' too.
func TestPadProblemsInPolish(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	pad := "version: 1\ngame: mojo\nplayers: [Ann, Ben]\nrounds:\n  - hands: {Ann: [1], Ben: [2]}\n    mojo: Ann\n    scores: {Ann: 5, Ben: 2}\ntotals: {Ann: 9, Ben: 3}\n"
	if err := os.WriteFile(filepath.Join(dir, "m.yaml"), []byte(pad), 0o644); err != nil {
		t.Fatal(err)
	}
	r := runEnv(t, dir, "", []string{"LANG=pl_PL.UTF-8"}, "pad", "show", "m.yaml")
	want := "tabletop: m.yaml:7: wynik gracza Ann jest zapisany jako 5, ale karty dają 0 [mojo.score.colour-max, mojo.score.mojo]\n" +
		"tabletop: m.yaml:8: suma gracza Ann jest zapisana jako 9, ale rundy dają razem 0\n" +
		"tabletop: m.yaml:8: suma gracza Ben jest zapisana jako 3, ale rundy dają razem 2\n" +
		"tabletop: aby poprawić je na podstawie kart, uruchom: tabletop pad fix m.yaml\n"
	if r.code != 2 || r.stderr != want || r.stdout != "" {
		t.Errorf("exit %d, stderr %q, stdout %q; want exit 2 and %q", r.code, r.stderr, r.stdout, want)
	}
}
