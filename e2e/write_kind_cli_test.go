package e2e

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// D7 (issue 19): no option that writes a file replaces one of tabletop's
// files of another kind (a score pad, a table journal, a game log), with
// --force or without; the file is named for what it is and keeps its
// bytes. Replacing a file of the same kind goes on as before, and one file
// given two roles is refused.
func TestWriteOptionsNeverReplaceAnotherKind(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	mustRun(t, dir, "pad", "new", "mojo", "--players", "Ann,Ben", "--file", "night.yaml")
	mustRun(t, dir, "pad", "add", "night.yaml", "--score", "Ann=3", "--score", "Ben=4")
	runInput(t, dir, "top 5\n", "table", "mojo", "--players", "Ann,Ben", "--journal", "j.yaml")
	mustRun(t, dir, "play", "mojo", "--players", "bot:random,bot:random", "--seed", "3", "--log", "g.yaml")
	files := []string{"night.yaml", "night.yaml.bak", "j.yaml", "g.yaml"}
	before := map[string]string{}
	for _, f := range files {
		before[f] = readFile(t, filepath.Join(dir, f))
	}
	play := []string{"play", "mojo", "--players", "bot:random,bot:random", "--seed", "4", "--log"}
	sim := []string{"sim", "mojo", "--players", "2", "--games", "2", "--csv"}
	table := []string{"table", "mojo", "--players", "Ann,Ben", "--journal"}
	for _, c := range []struct {
		args []string
		want string
	}{
		{append(play, "night.yaml"), "night.yaml: this is a score pad"},
		{append(play, "j.yaml"), "j.yaml: this is a table journal"},
		{append(sim, "night.yaml"), "night.yaml: this is a score pad"},
		{append(sim, "g.yaml"), "g.yaml: this is a game log"},
		{[]string{"rules", "mojo", "--output", "night.yaml"}, "night.yaml: this is a score pad"},
		{[]string{"rules", "mojo", "--output", "j.yaml"}, "j.yaml: this is a table journal"},
		{append(table, "night.yaml"), "night.yaml: this is a score pad"},
		{append(table, "night.yaml", "--force"), "night.yaml: this is a score pad"},
		{append(table, "g.yaml", "--force"), "g.yaml: this is a game log"},
		{[]string{"pad", "new", "mojo", "--players", "Ann,Ben", "--file", "j.yaml", "--force"}, "j.yaml: this is a table journal"},
		{[]string{"pad", "new", "mojo", "--players", "Ann,Ben", "--file", "g.yaml", "--force"}, "g.yaml: this is a game log"},
		{[]string{"play", "--resume", "g.yaml", "--log", "night.yaml"}, "night.yaml: this is a score pad"},
		{append(table, "x.yaml", "--pad", "x.yaml"), "--pad and --journal name the same file x.yaml"},
		{append(table, "./x.yaml", "--pad", filepath.Join(dir, "x.yaml")), "--pad and --journal name the same file"},
	} {
		t.Run(strings.Join(c.args, " "), func(t *testing.T) {
			r := run(t, dir, c.args...)
			if r.code != 2 || !strings.Contains(r.stderr, c.want) || strings.Count(r.stderr, "\n") != 1 {
				t.Fatalf("exit %d, stderr %q; want exit 2 and one line with %q", r.code, r.stderr, c.want)
			}
			for _, f := range files {
				if got := readFile(t, filepath.Join(dir, f)); got != before[f] {
					t.Fatalf("%s changed:\n%s", f, got)
				}
			}
			if _, err := os.Stat(filepath.Join(dir, "x.yaml")); err == nil {
				t.Fatal("x.yaml was written")
			}
		})
	}

	// The same kind is replaced as before.
	mustRun(t, dir, "rules", "mojo", "--output", "RULES.md")
	mustRun(t, dir, "rules", "mojo", "--output", "RULES.md", "--markdown")
	mustRun(t, dir, "rules", "mojo", "--output", "rules.json", "--json")
	mustRun(t, dir, "rules", "mojo", "--output", "rules.json", "--json")
	mustRun(t, dir, append(sim, "out.csv")...)
	mustRun(t, dir, append(sim, "out.csv")...)
	mustRun(t, dir, append(play, "g.yaml")...)
	if r := runInput(t, dir, "top 6\n", append(table, "j.yaml", "--force")...); r.code != 0 {
		t.Fatalf("table --force over a journal: exit %d: %s", r.code, r.stderr)
	}
	if !strings.Contains(readFile(t, filepath.Join(dir, "j.yaml")), "top 6") {
		t.Fatal("the journal was not replaced")
	}
	mustRun(t, dir, "pad", "new", "mojo", "--players", "Ann,Ben", "--file", "night.yaml", "--force")
}
