package e2e

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// editLine changes the nth line (from 0) for which match holds; it
// returns the new text and the 1-based number of the changed line (0 when
// no line matched).
func editLine(text string, match func(string) bool, nth int, change func(string) string) (string, int) {
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		if match(l) {
			if nth > 0 {
				nth--
				continue
			}
			lines[i] = change(l)
			return strings.Join(lines, "\n"), i + 1
		}
	}
	return text, 0
}

func has(s string) func(string) bool { return func(l string) bool { return strings.Contains(l, s) } }

// firstCardTo replaces the first card of the line's flow list with
// another value.
func firstCardTo(l string) string {
	i := strings.Index(l, "[") + 1
	j := i + strings.IndexAny(l[i:], ",]")
	other := "1"
	if l[i:j] == "1" {
		other = "2"
	}
	return l[:i] + other + l[j:]
}

// dropLine removes the nth line matching; the line number returned is
// where the next line now is.
func dropLine(text string, match func(string) bool, nth int) (string, int) {
	return editLine(text, match, nth, func(string) string { return "\x00" })
}

// recordTamperings are edits of the deal and card records of a real log
// that replay must refuse, naming the line of the edit: code 1 for a
// record the seed and moves do not give, 2 for one that is not well
// formed.
var recordTamperings = []struct {
	name, game string
	edit       func(string) (string, int)
	code       int
	want       string
}{
	{"a card of a dealt hand changed", "mojo", func(s string) (string, int) {
		return editLine(s, func(l string) bool { return strings.HasPrefix(l, "        - [") }, 0, firstCardTo)
	}, 1, "deal 1, the hand of Random 1"},
	{"the draw pile of the second deal changed", "mojo", func(s string) (string, int) {
		return editLine(s, has("      draw_pile: ["), 1, firstCardTo)
	}, 1, "deal 2, draw_pile: card 1 of the list is"},
	{"a deal dropped", "mojo", func(s string) (string, int) {
		i := strings.Index(s, "\ndeals:\n")
		j := i + len("\ndeals:\n") + strings.Index(s[i+len("\ndeals:\n"):], "\n    - move: ")
		k := strings.Index(s, "\ncards:\n")
		if i < 0 || j < i || k < j {
			return s, 0
		}
		return s[:j] + s[k:], strings.Count(s[:i+1], "\n") + 1
	}, 1, "the log records 1 deal; the seed and moves deal one more, after move"},
	{"a card drawn changed", "mojo", func(s string) (string, int) {
		return editLine(s, has("what: draw,"), 2, firstCardTo)
	}, 1, "what: draw"},
	{"a card drawn dropped", "mojo", func(s string) (string, int) { return dropLine(s, has("what: draw,"), 3) }, 1, "which the log does not record"},
	{"a card record added", "mojo", func(s string) (string, int) {
		text, line := editLine(s, has("what: draw,"), 0, func(l string) string { return l + "\n" + l })
		return text, line + 1
	}, 1, "which the moves do not give"},
	{"an Oracle card drawn changed", "makoto", func(s string) (string, int) {
		return editLine(s, has("what: draw,"), 0, firstCardTo)
	}, 1, "the seed and moves give {move: 2, what: draw, seat: Random, cards: [9]}"},
	{"the Oracle deck changed", "makoto", func(s string) (string, int) {
		return editLine(s, has("oracle_deck: ["), 0, firstCardTo)
	}, 1, "deal 1, oracle_deck: card 1 of the list is 1 in the log, 9 by the seed and moves"},
	{"the Curtain changed", "makoto", func(s string) (string, int) {
		return editLine(s, has("curtain: ["), 0, firstCardTo)
	}, 1, "deal 1, curtain"},
	{"a trick won dropped", "makoto", func(s string) (string, int) { return dropLine(s, has("what: trick,"), 0) }, 1, "what: trick, seat: Greedy"},
	{"cards not a list", "mojo", func(s string) (string, int) {
		return editLine(s, has("what: draw,"), 0, func(l string) string { return regexp.MustCompile(`\[(\d+)\]`).ReplaceAllString(l, "$1") })
	}, 2, "cards: want a list of cards"},
	{"a card that is no card", "mojo", func(s string) (string, int) {
		return editLine(s, has("what: draw,"), 0, func(l string) string { return regexp.MustCompile(`\[\d+\]`).ReplaceAllString(l, "[\"\\e]0;x\\a\"]") })
	}, 2, "want a card as the game writes it"},
	{"an unknown key in a card record", "mojo", func(s string) (string, int) {
		return editLine(s, has("what: draw,"), 0, func(l string) string { return strings.Replace(l, "what:", "colour: red, what:", 1) })
	}, 2, `unknown key "colour"`},
	{"an unknown card record", "mojo", func(s string) (string, int) {
		return editLine(s, has("what: draw,"), 0, func(l string) string { return strings.Replace(l, "what: draw", "what: drew", 1) })
	}, 2, `unknown card record "drew"`},
	{"a seat that is not a player", "mojo", func(s string) (string, int) {
		return editLine(s, has("what: draw,"), 0, func(l string) string { return regexp.MustCompile(`seat: [^,]+`).ReplaceAllString(l, "seat: Nobody") })
	}, 2, `unknown player "Nobody"`},
	{"a move number below 1", "mojo", func(s string) (string, int) {
		return editLine(s, has("what: draw,"), 0, func(l string) string { return regexp.MustCompile(`move: \d+`).ReplaceAllString(l, "move: -1") })
	}, 2, `move: "-1" is not a whole number of at least 1`},
	{"a deal place misspelt", "mojo", func(s string) (string, int) {
		return editLine(s, has("      draw_pile: ["), 0, func(l string) string { return strings.Replace(l, "draw_pile", "drawpile", 1) })
	}, 2, `unknown key "drawpile" (did you mean "draw_pile"?)`},
	{"a hand missing", "makoto", func(s string) (string, int) {
		text, _ := dropLine(s, func(l string) bool { return strings.HasPrefix(l, "        - [") }, 1)
		_, line := editLine(text, has("      hands:"), 0, func(l string) string { return l })
		return text, line
	}, 2, "hands: 1 hand for 2 players"},
}

// recordLogs plays the reference games and returns their logs by game.
func recordLogs(t *testing.T, dir string) map[string]string {
	t.Helper()
	mustRun(t, dir, "play", "mojo", "--players", "bot:random,bot:greedy,bot:random", "--seed", "3", "--log", "mojo.yaml", "--quiet")
	mustRun(t, dir, "play", "makoto", "--players", "bot:random,bot:greedy", "--seed", "3", "--log", "makoto.yaml", "--quiet")
	return map[string]string{"mojo": readFile(t, filepath.Join(dir, "mojo.yaml")), "makoto": readFile(t, filepath.Join(dir, "makoto.yaml"))}
}

// Replay checks a log's deal and card records against the game the seed
// and moves rebuild: a changed card, hand, Oracle deck or Curtain, a card
// record dropped or added, is exit 1 naming the line; a record that is not
// well formed is exit 2 naming the line.
func TestReplayChecksCardRecords(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	logs := recordLogs(t, dir)
	for game, log := range logs {
		for _, key := range []string{"\ndeals:\n", "\ncards:\n"} {
			if !strings.Contains(log, key) {
				t.Fatalf("the %s log has no %q:\n%s", game, strings.TrimSpace(key), log)
			}
		}
		mustRun(t, dir, "replay", game+".yaml")
	}
	for _, tc := range recordTamperings {
		t.Run(tc.name, func(t *testing.T) {
			edited, line := tc.edit(logs[tc.game])
			edited = strings.ReplaceAll(edited, "\x00\n", "")
			if line == 0 || edited == logs[tc.game] {
				t.Fatal("the edit did not apply")
			}
			if err := os.WriteFile(filepath.Join(dir, "bad.yaml"), []byte(edited), 0o644); err != nil {
				t.Fatal(err)
			}
			r := run(t, dir, "replay", "bad.yaml")
			if r.code != tc.code || !strings.Contains(r.stderr, tc.want) || strings.Count(strings.TrimSpace(r.stderr), "\n") > 0 {
				t.Fatalf("exit %d, stderr %q; want exit %d and one line with %q", r.code, r.stderr, tc.code, tc.want)
			}
			m := regexp.MustCompile(`bad\.yaml:(\d+):`).FindStringSubmatch(r.stderr)
			if m == nil {
				t.Fatalf("the error names no line: %q", r.stderr)
			}
			if n, _ := strconv.Atoi(m[1]); n != line {
				t.Errorf("the error names line %d, the edit is on line %d: %s", n, line, r.stderr)
			}
		})
	}
}

// A log without deal and card records (written before them, or by hand)
// replays from its seed and moves as before.
func TestReplayLogWithoutRecords(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	for game, log := range recordLogs(t, dir) {
		i, j := strings.Index(log, "\ndeals:\n"), strings.Index(log, "\nevents:\n")
		if i < 0 || j < i {
			t.Fatalf("%s: no deals before the events:\n%s", game, log)
		}
		old := log[:i] + log[j:]
		if strings.Contains(old, "\ncards:") {
			t.Fatal("the cards are not between the deals and the events")
		}
		if err := os.WriteFile(filepath.Join(dir, "old.yaml"), []byte(old), 0o644); err != nil {
			t.Fatal(err)
		}
		out := mustRun(t, dir, "replay", "old.yaml")
		if !strings.Contains(out, "all legal") {
			t.Errorf("%s: %s", game, out)
		}
		// Its events alone may be edited: they are commentary.
		edited := strings.Replace(old, "draws a", "draws nothing but a", 1)
		if err := os.WriteFile(filepath.Join(dir, "old.yaml"), []byte(edited), 0o644); err != nil {
			t.Fatal(err)
		}
		mustRun(t, dir, "replay", "old.yaml")
	}
}
