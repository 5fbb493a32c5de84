package ladder_test

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tabletop/cmd"
	"tabletop/internal/locktest"
)

// The commands that apply to a game without scoring, table mode or
// translated rules (rules, play with bots and with a person, replay of the
// log play writes, sim, validate on a position file) run on Ladder, a game
// registered here and nowhere else, through the application's Main in
// process; the commands that do not apply refuse it as bad input. Nothing
// outside package ladder knows the game.
//
// The tests live in the game's own package so that registering a third
// game changes no output of the other packages' tests (the list of games
// in a message, completion), which share their test binary's registry.

func TestMain(m *testing.M) {
	registerLadder()
	// The built-in defaults, English, no colour, whoever runs the tests.
	os.Setenv("TABLETOP_CONFIG", "")
	os.Setenv("NO_COLOR", "1")
	for _, k := range []string{"LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE", "TABLETOP_LANG", "TABLETOP_PLAYERS", "ACCESSIBLE"} {
		os.Unsetenv(k)
	}
	locktest.Main(m) // a lock folder of the tests' own
}

type result struct {
	out, err string
	code     int
}

// run runs tabletop with args and stdin in process; "DIR" in an argument
// is dir.
func run(dir, stdin string, args ...string) result {
	full := []string{"tabletop"}
	for _, a := range args {
		full = append(full, strings.ReplaceAll(a, "DIR", dir))
	}
	var out, errOut bytes.Buffer
	code := cmd.Main(full, strings.NewReader(stdin), &out, &errOut)
	return result{out.String(), errOut.String(), code}
}

// position is a Ladder position: Ann to move on a 5, holding 4 9 9.
const position = "game: ladder\nplayers: [Ann, Ben, Cy]\nmover: Ann\ntop: 5\nhand: [4, 9, 9]\ndraw: 3\n"

func TestCommands(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "pos.yaml"), []byte(position), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "bad.yaml"), []byte(strings.Replace(position, "[4, 9, 9]", "[4, 12]", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	// The commands run in parallel, all done when the group returns.
	t.Run("group", func(t *testing.T) {
		for _, c := range []struct {
			name  string
			args  []string
			stdin string
			code  int
			want  []string // in stdout, or in stderr for a refusal
		}{
			{"rules", []string{"rules", "ladder"}, "", 0, []string{"Ladder (2 to 4 players)", "ladder.play  Playing a card", "hand = 5  (default 5; 5 | 7; ladder.setup)"}},
			{"one rule by its ID", []string{"rules", "ladder.end"}, "", 0, []string{"ladder.end  End of the game", "No rule option changes this rule."}},
			{"rules as Markdown", []string{"rules", "ladder", "--markdown"}, "", 0, []string{"# Ladder: rules reference", "### ladder.draw"}},
			{"rules in French", []string{"rules", "ladder", "--lang", "fr"}, "", 0, []string{"ladder.pass  Passing"}},
			{"bots", []string{"play", "ladder", "--players", "bot:greedy,bot:random", "--seed", "3", "--verbose"}, "", 0,
				[]string{"Ladder: Greedy, Random (seed 3, hand=5)", "Greedy: play 2\n  · Greedy plays 2\n", "  · Random cannot play and draws a card\n", "Greedy wins after 29 moves."}},
			{"bots in Polish", []string{"play", "ladder", "--players", "bot:greedy,bot:random", "--seed", "3", "--verbose", "--lang", "pl"}, "", 0,
				[]string{"  · Greedy zagrywa 2\n", "  · Random nie może zagrać i dobiera kartę\n", "Wygrywa Greedy po 29 ruchach."}},
			{"the default seats", []string{"play", "ladder", "--seed", "2", "--quiet", "--option", "hand=7"}, "", 0, []string{"Greedy 1", "Greedy 2", "Random"}},
			{"a person", []string{"play", "ladder", "--players", "Ann,bot:greedy", "--seed", "3", "--log", "DIR/saved.yaml"}, "?\nplay 9\ndraw\nquit\n", 0,
				[]string{"legal moves:\n  play 2 — Ann plays 2\n", "illegal (ladder.play): you hold no 9", "illegal (ladder.draw): you can play a card, so you must", "the game so far is saved"}},
			{"sim", []string{"sim", "ladder", "--players", "4", "--games", "30", "--seed", "1", "--bots", "greedy,random", "--check", "deep"}, "", 0,
				[]string{"ladder: 30 games, 4 players, seed 1, hand=5", "\nstatistics:\n  games ended with everyone passing: 0.", "\n  cards drawn per game: ", "invariant violations: 0"}},
			{"sim's statistics in Polish", []string{"sim", "ladder", "--games", "10", "--seed", "1", "--lang", "pl"}, "", 0,
				[]string{"statystyki:\n  partie zakończone, gdy wszyscy pasują: 0,", "\n  karty dobrane na partię: "}},
			{"a legal move", []string{"validate", "DIR/pos.yaml", "play 4"}, "", 0, []string{"LEGAL for Ann: play 4  [ladder.play]", "Next to decide: Ben"}},
			{"an illegal move", []string{"validate", "DIR/pos.yaml", "play 9"}, "", 1, []string{"ILLEGAL for Ann: play 9  [ladder.play]", "9 is neither the top card 5 nor one higher or one lower."}},
			{"a move that cannot be", []string{"validate", "DIR/pos.yaml", "pass", "--lang", "ru"}, "", 1, []string{"[ladder.pass]", "Вы можете сыграть карту, значит, должны."}},
			{"a bad position", []string{"validate", "DIR/bad.yaml", "draw"}, "", 2, []string{"bad.yaml:5: hand: \"12\" is not a card left in the deck"}},
			{"no score", []string{"score", "ladder"}, "", 2, []string{"\"ladder\""}},
			{"no table", []string{"table", "ladder", "--players", "Ann,Ben", "--journal", "DIR/journal.yaml"}, "", 2, []string{"tabletop: Ladder cannot be followed at the table\n"}},
			{"no pad", []string{"pad", "new", "ladder", "--players", "Ann,Ben", "--file", "DIR/pad.yaml"}, "", 2, []string{"unknown game \"ladder\""}},
		} {
			t.Run(c.name, func(t *testing.T) {
				t.Parallel()
				r := run(dir, c.stdin, c.args...)
				text := r.out
				if c.code == 2 || c.stdin != "" {
					text += r.err
				}
				if r.code != c.code {
					t.Fatalf("exit %d, want %d\n%s%s", r.code, c.code, r.out, r.err)
				}
				for _, w := range c.want {
					if !strings.Contains(text, w) {
						t.Errorf("no %q in\n%s", w, text)
					}
				}
			})
		}
	})
	// A refusal leaves nothing on disk: no journal, no pad.
	for _, f := range []string{"journal.yaml", "pad.yaml"} {
		if _, err := os.Stat(filepath.Join(dir, f)); err == nil {
			t.Errorf("%s left on disk", f)
		}
	}
}

// A game played by bots is logged, and replay checks the log, shows it,
// and names the rule a changed move breaks.
func TestPlayThenReplay(t *testing.T) {
	dir := t.TempDir()
	r := run(dir, "", "play", "ladder", "--players", "bot:greedy,bot:random,bot:random", "--seed", "7", "--log", "DIR/game.yaml", "--json")
	var sum struct {
		Game    string   `json:"game"`
		Moves   int      `json:"moves"`
		Over    bool     `json:"over"`
		Winners []string `json:"winners"`
		Log     string   `json:"log"`
	}
	if err := json.Unmarshal([]byte(r.out), &sum); err != nil || r.code != 0 {
		t.Fatalf("exit %d, %v\n%s%s", r.code, err, r.out, r.err)
	}
	if sum.Game != "ladder" || !sum.Over || sum.Moves == 0 || len(sum.Winners) != 1 || sum.Log == "" {
		t.Fatalf("summary %+v", sum)
	}
	r = run(dir, "", "replay", "DIR/game.yaml")
	if r.code != 0 || !strings.HasPrefix(r.out, "ok ") || !strings.Contains(r.out, "all legal; won by "+sum.Winners[0]) {
		t.Errorf("replay: exit %d\n%s%s", r.code, r.out, r.err)
	}
	r = run(dir, "", "replay", "--show", "DIR/game.yaml")
	if r.code != 0 || !strings.Contains(r.out, "1. Greedy: play 4\n  · Greedy plays 4 [ladder.play]\n") || !strings.Contains(r.out, "[ladder.end]") {
		t.Errorf("replay --show: exit %d\n%s%s", r.code, r.out, r.err)
	}
	data, err := os.ReadFile(filepath.Join(dir, "game.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	changed := strings.Replace(string(data), "Greedy: play 4", "Greedy: draw", 1)
	if err := os.WriteFile(filepath.Join(dir, "changed.yaml"), []byte(changed), 0o644); err != nil {
		t.Fatal(err)
	}
	r = run(dir, "", "replay", "DIR/changed.yaml")
	if r.code != 1 || !strings.Contains(r.out+r.err, "ladder.draw") {
		t.Errorf("a changed move: exit %d\n%s%s", r.code, r.out, r.err)
	}
}
