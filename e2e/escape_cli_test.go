package e2e

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"tabletop/cmd"
	"testing"

	"gopkg.in/yaml.v3"
)

// Issue 19 (D4): a name or any other value read from a file, or a line
// typed at the table, may hold terminal escape sequences (a window title
// set, the screen cleared). None reaches the terminal: what a file holds is
// checked on load (names printable only, as pads always did) or shown
// escaped, on every path that reads a file or echoes input.

// evil is an escape sequence that sets the window title and clears the
// screen.
const evil = "\x1b]0;OWNED\x07\x1b[2J"

// noEscapes fails when out holds a control character other than a line
// break or a tab.
func noEscapes(t *testing.T, what, out string) {
	t.Helper()
	for _, r := range out {
		if (r < 0x20 && r != '\n' && r != '\t') || (r >= 0x7f && r <= 0x9f) {
			t.Errorf("%s: control character %q reached the terminal:\n%q", what, r, out)
			return
		}
	}
}

// eachScalar calls fn with data changed at one scalar at a time (a value
// or a key), evil put before or after it.
func eachScalar(t *testing.T, data []byte, fn func(where string, changed []byte)) {
	t.Helper()
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	var scalars []*yaml.Node
	var walk func(n *yaml.Node)
	walk = func(n *yaml.Node) {
		if n.Kind == yaml.ScalarNode {
			scalars = append(scalars, n)
		}
		for _, c := range n.Content {
			walk(c)
		}
	}
	walk(&doc)
	for i, n := range scalars {
		old, oldStyle, oldTag := n.Value, n.Style, n.Tag
		// Before the value, then after the next one.
		n.Value, n.Style, n.Tag = evil+old, yaml.DoubleQuotedStyle, "!!str"
		if i%2 == 1 {
			n.Value = old + evil
		}
		out, err := yaml.Marshal(&doc)
		if err != nil {
			t.Fatal(err)
		}
		fn(old, out)
		n.Value, n.Style, n.Tag = old, oldStyle, oldTag
	}
}

func TestNoEscapesFromFiles(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	// A game saved after a few moves, with a person's seat.
	runInput(t, dir, "play 2\nquit\n", "play", "mojo", "--players", "Ann,bot:random", "--seed", "3", "--log", "g.yaml")
	// A table journal with its pad, one round in.
	runInput(t, dir, "top 5\n", "table", "mojo", "--players", "Ann,Ben,Cy", "--pad", "s.yaml", "--journal", "j.yaml")
	files := []struct {
		file string
		runs [][]string // commands run on the changed file, named F
	}{
		{"g.yaml", [][]string{{"replay", "F"}, {"replay", "--show", "F"}, {"play", "--resume", "F"}}},
		{"j.yaml", [][]string{{"table", "--resume", "F"}}},
		{"s.yaml", [][]string{{"pad", "show", "F"}, {"pad", "add", "F", "--score", "Ann=1", "--score", "Ben=2", "--score", "Cy=3"}}},
		{testdataPath("positions", "mojo-rulebook-chain.yaml"), [][]string{{"validate", "F", "play 8 8 7"}}},
		{testdataPath("positions", "makoto-curtain-1.yaml"), [][]string{{"validate", "F", "play 3 3 3 take 2"}}},
	}
	for _, f := range files {
		path := f.file
		if !filepath.IsAbs(path) {
			path = filepath.Join(dir, path)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if i := strings.Index(string(data), "\nevents:"); i >= 0 {
			data = data[:i+1] // the prose of a log is never read
		}
		t.Run(filepath.Base(f.file), func(t *testing.T) {
			t.Parallel()
			eachScalar(t, data, func(where string, changed []byte) {
				for _, args := range f.runs {
					work := t.TempDir()
					name := filepath.Join(work, "f.yaml")
					if err := os.WriteFile(name, changed, 0o644); err != nil {
						t.Fatal(err)
					}
					if pad, err := os.ReadFile(filepath.Join(dir, "s.yaml")); err == nil && f.file == "j.yaml" {
						os.WriteFile(filepath.Join(work, "s.yaml"), pad, 0o644)
					}
					args = append([]string(nil), args...)
					for i, a := range args {
						if a == "F" {
							args[i] = name
						}
					}
					// In-process through Main, as the binary runs it: the
					// bytes it would write to the terminal, hundreds of
					// times faster than a process per changed scalar.
					var out, errOut bytes.Buffer
					cmd.Main(append([]string{"tabletop"}, args...), strings.NewReader("quit\n"), &out, &errOut)
					noEscapes(t, strings.Join(args, " ")+" with "+where+" changed", out.String()+errOut.String())
				}
			})
		})
	}
}

// A line typed at the table, refused or accepted, is echoed without its
// control characters; a line holding one is refused and never journaled.
func TestNoEscapesFromTableInput(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	input := "top 5\n" +
		"Ann: play 5 " + evil + "\n" +
		evil + "Ann: play 4\n" +
		"Ann: play\v4\n" +
		"Ann: play 4 " + "\x9b2J\n" +
		"Ann: play 4\n" +
		"undo\n"
	r := runInput(t, dir, input, "table", "mojo", "--players", "Ann,Ben,Cy", "--journal", "j.yaml")
	noEscapes(t, "table", r.stdout+r.stderr)
	if strings.Count(r.stdout, "refused") != 4 {
		t.Errorf("want 4 refused lines:\n%s", r.stdout)
	}
	j := readFile(t, filepath.Join(dir, "j.yaml"))
	if strings.Contains(j, "\\v") || strings.Contains(j, "\\e") || strings.Contains(j, "\\x9B") {
		t.Errorf("a control character was journaled:\n%s", j)
	}
}

// A value typed on the command line that an error repeats (a file name, a
// flag's value) is repeated with its control characters escaped.
func TestNoEscapesFromArguments(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	mustRun(t, dir, "pad", "new", "mojo", "--players", "Ann,Ben,Cy", "--file", "p.yaml")
	for _, args := range [][]string{
		{"pad", "add", "p.yaml", "--score", "Ann=1" + evil},
		{"replay", "no-such" + evil},
		{"validate", "no-such" + evil + ".yaml", "play 8"},
		{"table", "--resume", "no-such" + evil},
		{"play", "mojo", "--players", "Ann,bot:x" + evil},
	} {
		r := run(t, dir, args...)
		if low := strings.ToLower(r.stderr); r.code != 2 || !strings.Contains(low, `\x1b]0;owned\a\x1b[2j`) && !strings.Contains(low, `\x1b]0;owned\x07\x1b[2j`) {
			t.Errorf("%q: exit %d, stderr %q: want the escape sequence shown escaped", args, r.code, r.stderr)
		}
		noEscapes(t, strings.Join(args, " "), r.stdout+r.stderr)
	}
}
