package e2e

import (
	"path/filepath"
	"strings"
	"testing"
)

// Values that slipped through (issue 28.20): a config file's escape
// sequence printed raw by tabletop config, a journal's fingerprints of the
// rounds it wrote that are no fingerprints, a pad's version marked as
// another kind of value. Run with the binary.

// tabletop config shows every value with its control characters escaped,
// from the file as from the variables; --json escapes them as JSON does.
func TestConfigShowsNoEscapes(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	cfg := filepath.Join(dir, "config.yaml")
	writeFile(t, cfg, "players: \"\\e[2JAnn,Ben\"\npads: \"pads\\e]0;OWNED\\a\"\n")
	for _, c := range []struct {
		env  []string
		args []string
		want string
	}{
		{nil, []string{"config"}, `\x1b[2JAnn,Ben`},
		{nil, []string{"config"}, `pads\x1b]0;OWNED\a`},
		{[]string{"TABLETOP_PLAYERS=" + evil + "Cy,Dee"}, []string{"config"}, `\x1b]0;OWNED\a\x1b[2JCy,Dee`},
		{nil, []string{"config", "--json"}, `\u001b[2JAnn,Ben`},
	} {
		r := runEnv(t, dir, "", append([]string{"TABLETOP_CONFIG=" + cfg}, c.env...), c.args...)
		if r.code != 0 || !strings.Contains(r.stdout, c.want) {
			t.Errorf("%v %v: exit %d, want %s in:\n%s%s", c.env, c.args, r.code, c.want, r.stdout, r.stderr)
		}
		noEscapes(t, strings.Join(c.args, " "), r.stdout+r.stderr)
	}
}

// A journal's pad_written holds the fingerprints of the rounds the table
// wrote (12 hexadecimal digits each): anything else is refused at its
// line, exit 2, by the resume.
func TestJournalPadWrittenChecked(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	g := loadTableGame(t, "mojo-3.txt")
	end := firstRound(t, g)
	r := runInput(t, dir, strings.Join(g.lines[:end+1], "\n")+"\n", tableArgs(g, "--pad", "night.yaml", "--journal", "j.yaml")...)
	if r.code != 0 {
		t.Fatalf("table: exit %d: %s", r.code, r.stderr)
	}
	journal := readFile(t, filepath.Join(dir, "j.yaml"))
	i := strings.Index(journal, "pad_written: [")
	if i < 0 {
		t.Fatalf("no pad_written in\n%s", journal)
	}
	line := itoa(strings.Count(journal[:i], "\n") + 1)
	digest := journal[i+len("pad_written: [") : i+len("pad_written: [")+12]
	for _, c := range []struct{ written, want string }{
		{`zzzz`, `"zzzz"`},
		{digest + `, "\x1b[2J"`, `"\x1b[2J"`},
		{strings.ToUpper(digest), `"` + strings.ToUpper(digest) + `"`},
		{digest + "0", `"` + digest + `0"`},
		{`""`, `""`},
	} {
		edited := journal[:i] + "pad_written: [" + c.written + "]" + journal[strings.Index(journal[i:], "\n")+i:]
		writeFile(t, filepath.Join(dir, "j.yaml"), edited)
		r := run(t, dir, "table", "--resume", "j.yaml")
		expectBadInput(t, r, "j.yaml:"+line+": pad_written: "+c.want+" is not the fingerprint of a round")
		noEscapes(t, c.written, r.stderr)
	}
	writeFile(t, filepath.Join(dir, "j.yaml"), journal)
	if r := run(t, dir, "table", "--resume", "j.yaml"); r.code != 0 {
		t.Fatalf("the journal as written: exit %d: %s", r.code, r.stderr)
	}
}

// A pad's version, and any whole number of a pad or a journal, is a whole
// number: the same digits marked as another kind of value (!!float,
// !!str) are refused at their line, exit 2.
func TestWholeNumbersMarkedOtherwiseRefused(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	mustRun(t, dir, "pad", "new", "mojo", "--players", "Ann,Ben", "--file", "night.yaml")
	mustRun(t, dir, "pad", "add", "night.yaml", "--score", "Ann=10", "--score", "Ben=4")
	pad := readFile(t, filepath.Join(dir, "night.yaml"))
	mustRun(t, dir, "table", "mojo", "--players", "Ann,Ben", "--journal", "j.yaml")
	journal := readFile(t, filepath.Join(dir, "j.yaml"))
	for _, c := range []struct {
		file, text, old, new, want string
	}{
		{"night.yaml", pad, "version: 1", "version: !!float 1", `version: "1" is marked "!!float", not a whole number`},
		{"night.yaml", pad, "version: 1", "version: !!str 1", `version: "1" is marked "!!str", not a whole number`},
		{"night.yaml", pad, "Ann: 10", "Ann: !!float 10", `Ann: "10" is marked "!!float", not a whole number`},
		{"j.yaml", journal, "journal: 2", "journal: !!float 2", `journal: "2" is marked "!!float", not a whole number`},
	} {
		if !strings.Contains(c.text, c.old) {
			t.Fatalf("no %q in %s:\n%s", c.old, c.file, c.text)
		}
		writeFile(t, filepath.Join(dir, c.file), strings.Replace(c.text, c.old, c.new, 1))
		var r result
		if c.file == "j.yaml" {
			r = run(t, dir, "table", "--resume", "j.yaml")
		} else {
			r = run(t, dir, "pad", "show", "night.yaml")
		}
		line := itoa(strings.Count(c.text[:strings.Index(c.text, c.old)], "\n") + 1)
		expectBadInput(t, r, c.file+":"+line+": ")
		expectBadInput(t, r, c.want)
		writeFile(t, filepath.Join(dir, c.file), c.text)
	}
}
