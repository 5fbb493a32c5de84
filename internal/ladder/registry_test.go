package ladder_test

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"tabletop/engine"
	"tabletop/engine/scoring"
	"tabletop/engine/tableplay"
	"tabletop/internal/ladder"
)

// The registry speaks for the games: help, completion and the usage lines
// name Ladder, registered here and nowhere else, beside Mojo and Makoto,
// and offer it only to the commands whose capability it has
// (engine/capability). Nothing outside package ladder names it.

// output returns what tabletop prints with args, which must succeed.
func output(t *testing.T, args ...string) string {
	t.Helper()
	r := run("", "", args...)
	if r.code != 0 {
		t.Fatalf("%q: exit %d\n%s", args, r.code, r.err)
	}
	return r.out
}

// complete returns the completion candidates after words, one a line.
func complete(t *testing.T, words ...string) string {
	t.Helper()
	return output(t, append(words, "--generate-bash-completion")...)
}

// helpOf returns the help of command (a path such as "pad new").
func helpOf(t *testing.T, command ...string) string {
	t.Helper()
	return output(t, append(command, "--help")...)
}

// refuses checks that each command line (words split at spaces) is bad
// input (exit 2) with exactly the line given on stderr.
func refuses(t *testing.T, want map[string]string) {
	t.Helper()
	for args, line := range want {
		if r := run("", "", strings.Fields(args)...); r.code != 2 || r.err != line {
			t.Errorf("%s: exit %d, want %q\n%s", args, r.code, line, r.err)
		}
	}
}

// gameCommands are the commands whose first argument is any game, as
// their usage says.
var gameCommands = []string{"play", "rules", "serve", "sim"}

// Ladder, which has neither table mode nor scoring, is in the app's help
// and offered to every command that takes any game, in every language;
// 'table', 'score' and 'pad new' neither list nor offer it.
func TestRegistryNamesLadder(t *testing.T) {
	for lang, want := range map[string]string{"en": "the card games Mojo, Makoto and Ladder\n", "fr": "les jeux de cartes Mojo, Makoto et Ladder\n",
		"pl": "do gier karcianych Mojo, Makoto i Ladder\n", "ru": "для карточных игр Mojo, Makoto и Ladder\n"} {
		if got := helpOf(t, "--lang", lang); !strings.Contains(got, want) {
			t.Errorf("--help --lang %s does not say %q:\n%s", lang, want, got)
		}
	}
	for _, c := range gameCommands {
		if got := complete(t, c); got != "ladder\nmakoto\nmojo\n" {
			t.Errorf("%s offers %q", c, got)
		}
		if got := helpOf(t, c); !strings.Contains(got, "tabletop "+c+" [command options] GAME") {
			t.Errorf("%s's usage takes no GAME:\n%s", c, got)
		}
	}
	for _, c := range [][]string{{"table"}, {"score"}, {"pad", "new"}} {
		if got := complete(t, c...); got != "makoto\nmojo\n" {
			t.Errorf("%s offers %q", c, got)
		}
		if got := helpOf(t, c...); !strings.Contains(got, " [command options] mojo|makoto\n") && !strings.Contains(got, " [command options] mojo|makoto --players") {
			t.Errorf("%s's usage does not list mojo|makoto alone:\n%s", c, got)
		}
	}
	// A flag's values come from the games the command takes.
	if got := complete(t, "play", "--option"); !strings.HasPrefix(got, "hand=5\nhand=7\n") {
		t.Errorf("play --option offers no hand=5:\n%s", got)
	}
	if got := complete(t, "table", "--option"); strings.Contains(got, "hand=") || !strings.Contains(got, "variant=two-piles\n") {
		t.Errorf("table --option offers Ladder's hand, or not Mojo's variant:\n%s", got)
	}
	refuses(t, map[string]string{
		"pad new":                               "tabletop: pad new: name a game (mojo or makoto)\n",
		"table --players Ann,Ben":               "tabletop: table: name a game (makoto or mojo)\n",
		"play --players Ann,Ben":                "tabletop: play: name a game (ladder, makoto or mojo)\n",
		"table mojo --players Ann,Ben --series": "tabletop: --series is for games played in series (Makoto)\n",
	})
	noGamePad(t, "the pad does not say which game (game: mojo or game: makoto)")
}

// noGamePad checks that a pad naming no game is refused with want, the
// games a pad may name.
func noGamePad(t *testing.T, want string) {
	t.Helper()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "p.yaml"), []byte("version: 1\nplayers: [Ann, Ben]\nrounds: []\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if r := run(dir, "", "pad", "show", "DIR/p.yaml"); r.code != 2 || r.err != "tabletop: "+dir+"/p.yaml:1: "+want+"\n" {
		t.Errorf("a pad with no game: exit %d, want %q\n%s", r.code, want, r.err)
	}
}

// capableEnv, set, makes the test binary the child of
// TestRegistryOffersACapableGame: TestMain registers tabledScored as
// Ladder.
const capableEnv = "TABLETOP_LADDER_CAPABLE"

// tabledScored is Ladder with the capabilities Table and Scoring: enough
// of them to be listed, not to follow or score a game.
type tabledScored struct{ ladder.Ruleset }

var errNoTable = errors.New("no table for this Ladder")

func (tabledScored) NewTable(engine.Config) (tableplay.Table, error) { return nil, errNoTable }
func (tabledScored) RoundFields() []scoring.RoundField               { return nil }
func (tabledScored) ParseCards(string) ([]string, error)             { return nil, errNoTable }
func (tabledScored) EntryHelp() scoring.EntryHelp                    { return scoring.EntryHelp{} }
func (tabledScored) ScoreRound([]string, engine.Options, scoring.Entry) (scoring.RoundScore, error) {
	return scoring.RoundScore{}, errNoTable
}
func (tabledScored) CheckScores([]string, []int, scoring.Entry) error { return errNoTable }

// A game with table mode and scoring, registered as Ladder is, is listed
// by 'table', 'score' and 'pad new' after the shipped games and offered
// by their completion. The test runs in a child process, where Ladder is
// tabledScored.
func TestRegistryOffersACapableGame(t *testing.T) {
	if os.Getenv(capableEnv) == "" {
		cmd := exec.Command(os.Args[0], "-test.run=^TestRegistryOffersACapableGame$", "-test.count=1", "-test.v")
		cmd.Env = append(os.Environ(), capableEnv+"=1")
		if out, err := cmd.CombinedOutput(); err != nil || !strings.Contains(string(out), "--- PASS: TestRegistryOffersACapableGame") {
			t.Errorf("the child failed (%v):\n%s", err, out)
		}
		return
	}
	for _, c := range [][]string{{"table"}, {"score"}, {"pad", "new"}, {"play"}} {
		if got := complete(t, c...); got != "ladder\nmakoto\nmojo\n" {
			t.Errorf("%s offers %q", c, got)
		}
	}
	for _, c := range []struct {
		command []string
		usage   string
	}{
		{[]string{"table"}, "tabletop table [command options] mojo|makoto|ladder --players A,B,C | --resume FILE\n"},
		{[]string{"score"}, "tabletop score [command options] mojo|makoto|ladder\n"},
		{[]string{"pad", "new"}, "tabletop pad new [command options] mojo|makoto|ladder\n"},
	} {
		if got := helpOf(t, c.command...); !strings.Contains(got, c.usage) {
			t.Errorf("%s's usage is not %q:\n%s", c.command, c.usage, got)
		}
	}
	refuses(t, map[string]string{
		"pad new":                 "tabletop: pad new: name a game (mojo, makoto or ladder)\n",
		"table --players Ann,Ben": "tabletop: table: name a game (ladder, makoto or mojo)\n",
	})
	noGamePad(t, "the pad does not say which game (game: mojo, game: makoto or game: ladder)")
	if r := run("", "", "table", "ladder", "--players", "Ann,Ben"); r.code == 0 || !strings.Contains(r.err, errNoTable.Error()) {
		t.Errorf("table ladder: exit %d, want the table's own error\n%s", r.code, r.err)
	}
}
