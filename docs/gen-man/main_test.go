package main

import (
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/urfave/cli/v2"

	"tabletop/cmd"
	_ "tabletop/internal/testdepth" // every test binary accepts -long
	_ "tabletop/internal/testtmp"   // its temporary files in memory
)

// The generator writes a page for the application and for every command
// and subcommand of the tree the binary runs, each naming the command and
// listing every one of its flags.
func TestManPagesForEveryCommand(t *testing.T) {
	for _, lang := range []string{"en", "pl"} {
		t.Run(lang, func(t *testing.T) {
			dir := t.TempDir()
			written, err := write(dir, lang)
			if err != nil {
				t.Fatal(err)
			}
			app := cmd.NewAppIn(lang, strings.NewReader(""), io.Discard, io.Discard)
			want := map[string][]cli.Flag{"tabletop": app.VisibleFlags()}
			var walk func(path []string, cmds []*cli.Command)
			walk = func(path []string, cmds []*cli.Command) {
				for _, c := range cmds {
					if c.Hidden || (c.Name == "help" && len(path) > 1) {
						continue
					}
					p := append(slices.Clone(path), c.Name)
					want[strings.Join(p, "-")] = c.VisibleFlags()
					walk(p, c.Subcommands)
				}
			}
			walk([]string{"tabletop"}, app.Commands)
			for _, name := range []string{"tabletop-play", "tabletop-pad-new", "tabletop-score-makoto", "tabletop-serve", "tabletop-review"} {
				if want[name] == nil {
					t.Errorf("the command tree has no %s", name)
				}
			}
			if len(written) != len(want) {
				t.Errorf("%d pages written, want %d (one per command): %v", len(written), len(want), written)
			}
			for name, flags := range want {
				data, err := os.ReadFile(filepath.Join(dir, name+".1"))
				if err != nil {
					t.Errorf("no page for %s: %v", name, err)
					continue
				}
				page := string(data)
				if !strings.Contains(page, ".TH "+name+" 1") || !strings.Contains(page, ".SH NAME\n"+name+" ") {
					t.Errorf("%s.1 does not name %s:\n%.300s", name, name, page)
				}
				for _, f := range flags {
					if flag := "\\fB" + strings.Join(dashed(f.Names()), ", ") + "\\fP"; !strings.Contains(page, flag) {
						t.Errorf("%s.1 does not describe --%s", name, f.Names()[0])
					}
				}
			}
		})
	}
}

// An unknown language is refused before anything is written.
func TestManPagesUnknownLanguage(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "man")
	if _, err := write(dir, "xx"); err == nil || !strings.Contains(err.Error(), `"xx"`) {
		t.Errorf("write in xx: %v", err)
	}
	if _, err := os.Stat(dir); !os.IsNotExist(err) {
		t.Errorf("%s made for an unknown language: %v", dir, err)
	}
}

// dashed writes flag names as the page does: --long, -s.
func dashed(names []string) []string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = "--" + n
		if len(n) == 1 {
			out[i] = "-" + n
		}
	}
	return out
}

// TestManPagesKeepExamplesLineByLine: a description's indented lines (its
// examples) stay lines of their own on the page, not words run together
// into the paragraph before them.
func TestManPagesKeepExamplesLineByLine(t *testing.T) {
	dir := t.TempDir()
	if _, err := write(dir, "en"); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(filepath.Join(dir, "tabletop-score-makoto.1"))
	if err != nil {
		t.Fatal(err)
	}
	page := string(data)
	for _, example := range []string{
		"--out Ben,Ann --curtain 2,5,11\n",
		"tabletop score makoto --captured Ann=2 --captured Ben= --out Ann --option rewards=60,30\n",
	} {
		at := strings.Index(page, example)
		if at < 0 {
			t.Fatalf("the page has no line ending with %q", example)
		}
		// man runs the lines of a paragraph together; a block between .EX
		// and .EE keeps them as they are.
		if strings.LastIndex(page[:at], "\n.EX\n") <= strings.LastIndex(page[:at], "\n.EE\n") {
			t.Errorf("%q is not in a block kept line by line (.EX … .EE)", strings.TrimSpace(example))
		}
	}
}

func TestPreformatted(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"Plays a game.", "Plays a game."},
		{"Examples:\n   a b\n   c d\nMore.", "Examples:\n\n       a b\n       c d\n\nMore."},
		{"Text.\n\n   a\n\nMore.", "Text.\n\n       a\n\nMore."},
	} {
		if got := preformatted(tc.in); got != tc.want {
			t.Errorf("preformatted(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
