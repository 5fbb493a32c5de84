package cmd

import (
	"bytes"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"tabletop/cmd/cmdutil"
	"tabletop/cmd/internal/roundentry"
	"tabletop/engine/i18n"
)

// Every complaint the commands quote ("arg.…", "padfault.…") has its
// English message: in cmd and in the commands' own packages under it.
func TestArgumentMessagesExist(t *testing.T) {
	var files []string
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(path, ".go") {
			files = append(files, path)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	re := regexp.MustCompile(`"((?:arg|padfault)\.[a-z0-9.-]*[a-z0-9])"`)
	n := 0
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range re.FindAllStringSubmatch(string(data), -1) {
			n++
			if !cliText().Has(i18n.English, m[1]) {
				t.Errorf("%s: %s has no English message", f, m[1])
			}
		}
	}
	if n < 40 {
		t.Errorf("only %d complaints found", n)
	}
	// What a game's round needs ("give ...") is the ruleset's to say.
	for _, rs := range roundentry.Scorers() {
		sc, _ := roundentry.ScorerOf(rs)
		help := sc.EntryHelp()
		for _, p := range []i18n.Phrase{help.Score, help.Pad} {
			if cat := i18n.MessageCatalog(strings.Split(p.ID, ".")[0]); cat == nil || !cat.Has(i18n.English, p.ID) {
				t.Errorf("%s: %q has no English message", rs.Name(), p.ID)
			}
		}
	}
}

// Argument checks are told in the language of --lang, exit 2, one line;
// in English they are what they were.
func TestArgumentChecksTold(t *testing.T) {
	dir := t.TempDir()
	pad := filepath.Join(dir, "pad.yaml")
	var out, errOut bytes.Buffer
	if code := Main([]string{"tabletop", "pad", "new", "mojo", "--players", "Ann,Ben", "--file", pad}, nil, &out, &errOut); code != cmdutil.ExitOK {
		t.Fatalf("pad new: %s", errOut.String())
	}
	for _, tc := range []struct {
		args []string
		en   string
	}{
		{[]string{"sim", "mojo", "--players", "9"}, "--players: Mojo is for 2 to 8 players, got 9"},
		{[]string{"sim", "mojo", "--games", "0"}, "--games: want at least 1, got 0"},
		{[]string{"play", "mojo", "--players", "Ann,,Ben"}, "--players: seat 2 has no name"},
		{[]string{"play", "mojo", "--players", "Ann,-Ben"}, `--players: seat 2: player name "-Ben" may not start with -`},
		{[]string{"score", "mojo", "--hand", "Ann=1", "--hand", "Ben=2"}, "--mojo: say who took the Mojo card (--mojo NAME)"},
		{[]string{"score", "mojo", "--mojo", "Ann"}, "score mojo: give every player's cards with --hand NAME=V,V,... and --mojo NAME"},
		{[]string{"pad", "add", pad, "--hand", "Ann=1", "--hand", "Zed=2", "--mojo", "Ann"}, `--hand: unknown player "Zed" (players: Ann, Ben)`},
		{[]string{"pad", "edit", pad, "x"}, `pad edit: "x" is not a round number (1 for the first)`},
		{[]string{"pad", "undo", pad}, pad + ": the pad has no rounds to undo"},
		{[]string{"rules", "mojo", "mojo.turn.equl"}, `rules: Mojo has no rule "mojo.turn.equl" (did you mean mojo.turn.equal?)`},
		{[]string{"completion", "tcsh"}, `completion: name a shell: bash, zsh or fish (got "tcsh")`},
	} {
		var en string
		for _, lang := range []string{"en", "pl", "fr", "ru"} {
			out.Reset()
			errOut.Reset()
			args := append([]string{"tabletop"}, tc.args...)
			code := Main(append(args, "--lang", lang), nil, &out, &errOut)
			got := errOut.String()
			if code != cmdutil.ExitUsage || strings.Count(got, "\n") != 1 || !strings.HasPrefix(got, "tabletop: ") {
				t.Errorf("%v in %s: exit %d, stderr %q", tc.args, lang, code, got)
				continue
			}
			got = strings.TrimSuffix(strings.TrimPrefix(got, "tabletop: "), "\n")
			switch {
			case lang == "en":
				en = got
				if got != tc.en {
					t.Errorf("%v: English %q, want %q", tc.args, got, tc.en)
				}
			case got == en || strings.Contains(got, "<no value>") || strings.Contains(got, "arg."):
				t.Errorf("%v in %s: %q (English %q)", tc.args, lang, got, en)
			}
		}
	}
}
