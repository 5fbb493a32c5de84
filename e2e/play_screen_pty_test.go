//go:build unix

package e2e

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"

	"tabletop/internal/ptytest"
)

// These tests run play on a real terminal at 80×24 and at 50×15: the
// hot seat (issue 27.3) and play's screen (issue 27's "Small and resized
// terminals", the hint's one meaning).

// sizes are the terminals every test here runs on.
var sizes = []struct{ cols, rows int }{{80, 24}, {50, 15}}

// onTerminalSized starts the binary with args in dir on a cols×rows
// terminal, in English and without colour.
func onTerminalSized(t *testing.T, dir string, cols, rows int, args ...string) *ptytest.Term {
	t.Helper()
	cmd := exec.Command(binary, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "NO_COLOR=1", "ACCESSIBLE=", "LC_ALL=", "LC_MESSAGES=", "LANG=C", "LANGUAGE=")
	return ptytest.Start(t, cmd, cols, rows)
}

// onEachSize runs f at every size of sizes, in parallel.
func onEachSize(t *testing.T, f func(t *testing.T, cols, rows int)) {
	t.Parallel()
	for _, size := range sizes {
		t.Run(fmt.Sprintf("%dx%d", size.cols, size.rows), func(t *testing.T) {
			t.Parallel()
			f(t, size.cols, size.rows)
		})
	}
}

// annAgainstBots starts Ann's game of Mojo against two bots (seed 5: she
// holds 7 7 8 9 10 10 11 11 on a 9) at cols×rows and waits for her move.
func annAgainstBots(t *testing.T, cols, rows int) (*ptytest.Term, string) {
	t.Helper()
	term := onTerminalSized(t, t.TempDir(), cols, rows, "play", "mojo", "--players", "Ann,bot:greedy,bot:greedy", "--seed", "5")
	return term, term.WaitFor("Your move, Ann")
}

// mainScreen is what a program wrote outside the terminal's alternate
// screen: what stays on the screen and in its scrollback once it is left.
func mainScreen(raw string) string {
	var b strings.Builder
	for {
		i := strings.Index(raw, "\x1b[?1049h")
		if i < 0 {
			b.WriteString(raw)
			return b.String()
		}
		b.WriteString(raw[:i])
		j := strings.Index(raw[i:], "\x1b[?1049l")
		if j < 0 {
			return b.String()
		}
		raw = raw[i+j:]
	}
}

// Seed 5: Ann holds 7 7 8 9 10 10 11 11 on a 9 and plays 7 first.
const annHand, annAfter = "7 7 8 9 10 10 11 11", "7 8 9 10 10 11 11"

// Hot seat: a hand-over before every person's hand, the first included;
// after it nothing of the last person's hand is on the screen or in what
// stays in the scrollback; the seed is shown only once the game is saved.
func TestPlayHotSeatOnTerminal(t *testing.T) {
	onEachSize(t, func(t *testing.T, cols, rows int) {
		term := onTerminalSized(t, t.TempDir(), cols, rows, "play", "mojo", "--players", "Ann,Ben,bot:greedy", "--seed", "5", "--log", "g.yaml")
		screen := term.WaitFor("Pass the screen to Ann")
		if strings.Contains(screen, annHand) || strings.Contains(term.Output(), annHand) {
			t.Errorf("Ann's hand shown before the hand-over:\n%s", term.Output())
		}
		term.Type(ptytest.Enter)
		term.WaitFor("Ann: 8 cards [" + annHand + "]")
		term.Type(ptytest.Enter) // the move under the cursor: play 7
		screen = term.WaitFor("Pass the screen to Ben")
		if !strings.Contains(screen, "Ann: play 7") {
			t.Errorf("Ann's move is not on the screen at the hand-over:\n%s", screen)
		}
		kept := mainScreen(term.Output())
		for _, hand := range []string{annHand, annAfter} {
			if strings.Contains(screen, hand) || strings.Contains(kept, hand) {
				t.Errorf("Ann's hand %q is on the screen or in its scrollback at the hand-over:\nscreen:\n%s\nkept:\n%q", hand, screen, kept)
			}
		}
		// Scrolling back at the hand-over finds no hand either.
		term.Type("\x1b[5~", "\x1b[5~")
		screen = term.WaitUntil("the moves scrolled back", func(s string) bool { return strings.Contains(s, "Mojo: Ann, Ben") })
		for _, hand := range []string{annHand, annAfter} {
			if strings.Contains(screen, hand) {
				t.Errorf("Ann's hand %q scrolled back to at the hand-over:\n%s", hand, screen)
			}
		}
		term.Type(ptytest.Enter)
		term.WaitFor("Your move, Ben")
		if out := term.Output(); strings.Contains(out, "seed 5") || strings.Contains(out, "--seed 5") {
			t.Errorf("the seed is shown before the end:\n%q", out)
		}
		term.Type(ptytest.CtrlC)
		if code := term.Wait(); code != 130 {
			t.Errorf("exit %d, want 130", code)
		}
		if s := strings.Join(strings.Fields(term.Screen()), " "); !strings.Contains(s, "play this deal again with --seed 5") {
			t.Errorf("the seed is not shown once the game is saved:\n%s", term.Screen())
		}
	})
}

// At a shared screen the card a person drew is shown to them alone: on a
// page of their own after their move, gone at the hand-over to the next.
func TestPlayHotSeatDrawSeenAlone(t *testing.T) {
	onEachSize(t, func(t *testing.T, cols, rows int) {
		term := onTerminalSized(t, t.TempDir(), cols, rows, "play", "mojo", "--players", "Ann,Ben,bot:greedy", "--seed", "5")
		term.WaitFor("Pass the screen to Ann")
		term.Type(ptytest.Enter)
		term.WaitFor("Your move, Ann")
		term.Line("play 10") // 10 on a 9: Ann draws a 4
		screen := term.WaitFor("Ann, you drew a 4")
		if strings.Contains(screen, "Pass the screen to Ben") {
			t.Errorf("the hand-over with Ann's card on the screen:\n%s", screen)
		}
		term.Type(ptytest.Enter)
		screen = term.WaitFor("Pass the screen to Ben")
		if strings.Contains(screen, "drew a 4") || strings.Contains(screen, "[") {
			t.Errorf("the hand-over to Ben shows Ann's card or a hand:\n%s", screen)
		}
		term.Type("\x1b[5~", "\x1b[5~")
		screen = term.WaitUntil("the moves scrolled back", func(s string) bool { return strings.Contains(s, "Mojo: Ann, Ben") })
		if strings.Contains(screen, "drew a 4") || strings.Contains(term.Screen(), "drew a 4") {
			t.Errorf("Ann's card is left for Ben to see:\n%s", screen)
		}
		term.Type(ptytest.CtrlC)
		term.Wait()
	})
}

// The hot seat with --accessible, whose prompts stay on the screen: a
// hand-over before Ann's hand too, and the screen and the scrollback
// (ESC[3J) cleared before the next one, so that nothing after holds her
// hand.
func TestPlayHotSeatAccessibleClears(t *testing.T) {
	onEachSize(t, func(t *testing.T, cols, rows int) {
		term := onTerminalSized(t, t.TempDir(), cols, rows, "play", "mojo", "--players", "Ann,Ben,bot:greedy", "--seed", "5", "--accessible")
		term.WaitFor("Pass the screen to Ann")
		if strings.Contains(term.Output(), annHand) {
			t.Errorf("Ann's hand shown before the hand-over:\n%q", term.Output())
		}
		term.Type(ptytest.Enter)
		term.WaitFor("Enter a number")
		term.Line("1") // play 7
		screen := term.WaitFor("Pass the screen to Ben")
		out := term.Output()
		i := strings.LastIndex(out, "\x1b[3J")
		if i < 0 {
			t.Fatalf("the scrollback is not cleared before the hand-over:\n%q", out)
		}
		for _, hand := range []string{annHand, annAfter} {
			if strings.Contains(out[i:], hand) || strings.Contains(screen, hand) {
				t.Errorf("Ann's hand %q after the clear:\n%q", hand, out[i:])
			}
		}
		term.Signal(syscall.SIGTERM)
		term.Wait()
	})
}

// cursorLine is the move under the list's cursor.
var cursorLine = regexp.MustCompile(`(?m)^▸ (.*)$`)

// cursorOn is the move under the cursor on screen s: its notation.
func cursorOn(s string) string {
	if m := cursorLine.FindStringSubmatch(s); m != nil {
		move, _, _ := strings.Cut(m[1], " — ")
		return strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(move), "…"))
	}
	return ""
}

// movedFrom waits until the list's cursor is on another move than at.
func movedFrom(term *ptytest.Term, at string) string {
	return term.WaitUntil("the cursor moved from "+at, func(s string) bool {
		c := cursorOn(s)
		return c != at && c != ""
	})
}

// play's screen fits the terminal: the person's hand, whose move it is,
// the list and the key help on it, no row past its height; Down to the
// end of the list shows no empty rows under it; a resize lays the screen
// out again, once, for the new size; none of it stays on the main screen.
func TestPlayScreenFitsTerminal(t *testing.T) {
	onEachSize(t, func(t *testing.T, cols, rows int) {
		term, screen := annAgainstBots(t, cols, rows)
		fits(t, screen, rows)
		// Down to the last move.
		for range 20 {
			at := cursorOn(screen)
			term.Type(ptytest.Down)
			if strings.Contains(screen, "move 8 of 8") || at == "play 9 11" && !strings.Contains(screen, " of 8") {
				break
			}
			screen = movedFrom(term, at)
		}
		if i := strings.Index(screen, "▸ "); i < 0 || regexp.MustCompile(`(?m)^\s*$`).MatchString(screen[i:]) {
			t.Errorf("empty rows under the last move:\n%s", screen)
		}
		// A resize to 80×24 (from 50×15) or 50×15: one screen, for the new size.
		cols, rows = 130-cols, 39-rows
		term.Resize(cols, rows)
		screen = term.WaitUntil("the screen laid out again", func(s string) bool {
			lines := strings.Split(s, "\n")
			return len(lines) >= rows && strings.Contains(lines[rows-1], "Ctrl-C leave") && len(lines[0]) > 0 &&
				(rows < 24) == strings.Contains(s, " of 8")
		})
		fits(t, screen, rows)
		if n := strings.Count(screen, "Your move, Ann"); n != 1 {
			t.Errorf("the screen drawn %d times:\n%s", n, screen)
		}
		if kept := mainScreen(term.Output()); strings.Contains(kept, "Your move") {
			t.Errorf("the screen is on the main screen (its scrollback):\n%q", kept)
		}
		term.Type(ptytest.CtrlC)
		term.Wait()
	})
}

// fits checks that the screen shows Ann's hand, whose move it is and the
// key help in its rows, from its top row on.
func fits(t *testing.T, screen string, rows int) {
	t.Helper()
	lines := strings.Split(strings.TrimRight(screen, "\n"), "\n")
	if lines[0] == "" {
		t.Errorf("the screen does not start at the top (an empty row above it):\n%s", screen)
	}
	for _, want := range []string{"> Ann: 8 cards [" + annHand + "]", "Your move, Ann", "Ctrl-C leave"} {
		if !strings.Contains(screen, want) {
			t.Errorf("the screen lacks %q:\n%s", want, screen)
		}
	}
	if len(lines) > rows {
		t.Errorf("the screen does not fit %d rows:\n%s", rows, screen)
	}
}

// Every one of Makoto's 33 moves for a leader can be reached and read in
// full: one row each in the list, and the whole of what the move under
// the cursor does under it (issue 27: "Makoto's options are cut
// mid-sentence at 80×24").
func TestPlayScreenMakotoMovesWhole(t *testing.T) {
	t.Parallel()
	args := []string{"play", "makoto", "--players", "Ann,bot:greedy,bot:greedy", "--seed", "1", "--start", "Greedy 2"}
	// What each move does, as the typed prompt lists it.
	r := runInput(t, t.TempDir(), "?\nquit\n", args...)
	labels := map[string]string{}
	for _, l := range strings.Split(r.stderr, "\n") {
		if move, _, ok := strings.Cut(strings.TrimSpace(l), " — "); ok && strings.HasPrefix(l, "  play") {
			labels[move] = strings.Join(strings.Fields(l), " ")
		}
	}
	if len(labels) < 30 {
		t.Fatalf("%d moves listed, want a leader's many:\n%s", len(labels), r.stderr)
	}
	for _, size := range sizes {
		t.Run(fmt.Sprintf("%dx%d", size.cols, size.rows), func(t *testing.T) {
			t.Parallel()
			term := onTerminalSized(t, t.TempDir(), size.cols, size.rows, args...)
			screen := term.WaitFor("Your move, Ann")
			seen := map[string]bool{}
			for range len(labels) {
				at := cursorOn(screen)
				if labels[at] == "" {
					t.Fatalf("the move %q under the cursor is not one of Ann's:\n%s", at, screen)
				}
				seen[at] = true
				// What it does is told whole once the cursor is on it.
				screen = term.WaitUntil(labels[at]+" shown whole", func(s string) bool {
					return cursorOn(s) == at && strings.Contains(strings.Join(strings.Fields(s), " "), labels[at])
				})
				if n := len(strings.Split(strings.TrimRight(screen, "\n"), "\n")); n > size.rows {
					t.Errorf("%d rows on a screen of %d:\n%s", n, size.rows, screen)
				}
				if len(seen) == len(labels) {
					break
				}
				term.Type(ptytest.Down)
				screen = movedFrom(term, at)
			}
			if len(seen) != len(labels) {
				t.Errorf("%d of %d moves reached", len(seen), len(labels))
			}
			term.Type(ptytest.CtrlC)
			term.Wait()
		})
	}
}

// hintLine is the hint's ranking: its best move first.
var hintLine = regexp.MustCompile(`hint, best first: ([^·\n]+?)\s+·`)

// lastBest is the best move of the last hint on screen s ("" none).
func lastBest(s string) string {
	all := hintLine.FindAllStringSubmatch(s, -1)
	if len(all) == 0 {
		return ""
	}
	return all[len(all)-1][1]
}

// The hint has one meaning: "?" then Enter, or F1, shows the ranked
// moves and puts the list's cursor on the best (issue 27: "after a hint
// the cursor stays on the first listed move, not the best"); Enter on the
// empty line then plays it.
func TestPlayScreenHintPutsCursorOnBest(t *testing.T) {
	onEachSize(t, func(t *testing.T, cols, rows int) {
		term, _ := annAgainstBots(t, cols, rows)
		for i, ask := range [][]string{{"?", ptytest.Enter}, {ptytest.F1}} {
			term.Type(ask...)
			// The newest hint is the last on the screen; the cursor was
			// away from the best before it.
			screen := term.WaitUntil("the hint", func(s string) bool { return cursorOn(s) != "" && cursorOn(s) == lastBest(s) })
			if i == 0 {
				// The cursor away from the best before F1.
				best := lastBest(screen)
				term.Type(ptytest.Down)
				if cursorOn(movedFrom(term, best)) == best {
					t.Fatalf("the cursor did not leave %q", best)
				}
			}
		}
		if at := cursorOn(term.Screen()); at == "play 7" {
			t.Logf("the best move is the first listed: the test sees less")
		}
		term.Type(ptytest.CtrlC)
		term.Wait()
	})
}

// Without --players, the person's seat is named with their language's
// word for them ("You", "Ty", "Vous", "Вы"): the screen names it in that
// language and speaks to it in the second person, the log keeps the name.
func TestPlayDefaultSeatInTheLanguage(t *testing.T) {
	for _, c := range []struct{ lang, name, yourMove, drew string }{
		{"en", "You", "Your move", "you draw"},
		{"pl", "Ty", "Twój ruch", "dobierasz"},
		{"fr", "Vous", "À vous de jouer", "vous piochez"},
		{"ru", "Вы", "Ваш ход", "вы берёте"},
	} {
		t.Run(c.lang, func(t *testing.T) {
			onEachSize(t, func(t *testing.T, cols, rows int) {
				dir := t.TempDir()
				term := onTerminalSized(t, dir, cols, rows, "play", "mojo", "--lang", c.lang, "--seed", "5", "--log", "g.yaml")
				screen := term.WaitFor(c.yourMove)
				if !strings.Contains(screen, "> "+c.name) || strings.Contains(screen, "You") && c.lang != "en" {
					t.Errorf("the seat is not named %q:\n%s", c.name, screen)
				}
				term.Type(ptytest.Down, ptytest.Down) // play 10 on the 9: the seat draws
				screen = term.WaitUntil("the second move under the cursor", func(s string) bool { return strings.Contains(s, c.drew) })
				term.Type(ptytest.CtrlC)
				if code := term.Wait(); code != 130 {
					t.Fatalf("exit %d:\n%s", code, screen)
				}
				if l := readFile(t, filepath.Join(dir, "g.yaml")); !strings.Contains(l, "players: ["+c.name+", Greedy, Random]") {
					t.Errorf("the log does not name the seat %q:\n%s", c.name, l)
				}
			})
		})
	}
}
