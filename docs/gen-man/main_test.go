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
			for _, name := range []string{"tabletop-play", "tabletop-pad-new", "tabletop-score-makoto", "tabletop-serve"} {
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
