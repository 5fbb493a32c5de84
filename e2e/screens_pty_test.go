//go:build unix

package e2e

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"tabletop/internal/ptytest"
	"tabletop/internal/testwait"
)

// These tests run the real binary on a pseudo-terminal and type into its
// screens as a person would: a piped test cannot see raw mode, keys, or
// what a signal does to a form.

// onTerminal starts the binary with args in dir on an 80×24 terminal, in
// English and without colour unless env says otherwise.
func onTerminal(t *testing.T, dir string, env []string, args ...string) *ptytest.Term {
	t.Helper()
	cmd := exec.Command(binary, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "NO_COLOR=1", "ACCESSIBLE=", "LC_ALL=", "LC_MESSAGES=", "LANG=C", "LANGUAGE=")
	cmd.Env = append(cmd.Env, env...)
	return ptytest.Start(t, cmd, 80, 24)
}

// play's screen speaks the person's language (the table above the moves
// too), takes a move with the arrow keys and Enter, and every way of
// leaving saves the game so far: quit exits 0, Ctrl-C 130, SIGTERM 143,
// SIGHUP (a closed terminal) 129.
func TestPlayScreenOnTerminal(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name     string
		env      []string
		lang     []string
		yourMove string
		words    []string // the table's, in this language
		leave    func(*ptytest.Term)
		code     int
		said     string
	}{
		{"en, quit", nil, nil, "Your move, Ann", []string{"discard pile: 1 on top", "> Ann: 8 cards ["},
			func(term *ptytest.Term) { term.Line("quit") }, 0, "you quit: the game so far is saved in g.yaml"},
		{"pl from LANG, Ctrl-C", []string{"LANG=pl_PL.UTF-8"}, nil, "Twój ruch, Ann", []string{"stos kart odrzuconych: na wierzchu 1", "> Ann: 8 kart ["},
			func(term *ptytest.Term) { term.Type(ptytest.CtrlC) }, 130, "przerwano: "},
		{"fr, SIGTERM", nil, []string{"--lang", "fr"}, "À vous de jouer, Ann", []string{"défausse\u00a0: 1 sur le dessus", "> Ann\u00a0: 8 cartes ["},
			func(term *ptytest.Term) { term.Signal(syscall.SIGTERM) }, 143, "interrompu\u00a0: "},
		{"ru, SIGHUP", nil, []string{"--lang", "ru"}, "Ваш ход, Ann", []string{"стопка сброса: сверху 1", "> Ann: 8 карт ["},
			func(term *ptytest.Term) { term.Signal(syscall.SIGHUP) }, 129, "прервано: "},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			args := append([]string{"play", "mojo", "--players", "Ann,bot:greedy", "--seed", "3", "--log", "g.yaml"}, c.lang...)
			term := onTerminal(t, dir, c.env, args...)
			screen := term.WaitFor(c.yourMove)
			for _, w := range c.words {
				if !strings.Contains(screen, w) {
					t.Errorf("the screen lacks %q:\n%s", w, screen)
				}
			}
			if c.lang != nil || c.env != nil {
				for _, en := range []string{"discard pile", "cards [", "Your move", "Enter play"} {
					if strings.Contains(screen, en) {
						t.Errorf("English %q on the screen:\n%s", en, screen)
					}
				}
			}
			// Ann holds 2 3 5 10 10 11 11 12 on a 1: ↓ picks the second
			// move, play 3 (a screen in cooked mode would not see the key).
			const hand = "[2 3 5 10 10 11 11 12]"
			term.Type(ptytest.Down)
			term.WaitUntil("the second move highlighted", func(s string) bool { return strings.Contains(s, "▸ play 3") })
			term.Type(ptytest.Enter)
			// Her next prompt: the same screen with her new hand.
			term.WaitUntil("Ann's next prompt", func(s string) bool {
				return strings.Contains(s, c.yourMove) && !strings.Contains(s, hand) && strings.Contains(s, c.words[1])
			})
			c.leave(term)
			if code := term.Wait(); code != c.code {
				t.Errorf("exit %d, want %d; screen:\n%s", code, c.code, term.Screen())
			}
			// The line is wrapped at 80 columns.
			if s := strings.ReplaceAll(term.Screen(), "\n", ""); !strings.Contains(s, c.said) || !strings.Contains(s, "play --resume g.yaml") {
				t.Errorf("no word of the save (%q):\n%s", c.said, s)
			}
			log := readFile(t, filepath.Join(dir, "g.yaml"))
			if !strings.Contains(log, "Ann: play 3") {
				t.Errorf("the saved game lacks Ann's move:\n%s", log)
			}
		})
	}
}

// focused waits until the form's field titled title has the focus (huh
// marks it with ┃): keys typed before go to the field before it.
func focused(term *ptytest.Term, title string) {
	term.WaitFor("┃ " + title)
}

// The pad forms on a terminal: pad new asks for the players, pad add for
// a round and pad edit for it again, each written to the pad; Ctrl-C
// cancels a form with 130 and writes nothing.
func TestPadFormsOnTerminal(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	term := onTerminal(t, dir, nil, "pad", "new", "mojo", "--file", "night.yaml")
	term.WaitFor("Players, in seating order")
	term.Line("Ann,Ben,Cy")
	term.WaitFor("Started night.yaml")
	if code := term.Wait(); code != 0 {
		t.Fatalf("pad new: exit %d:\n%s", code, term.Screen())
	}
	if pad := readFile(t, filepath.Join(dir, "night.yaml")); !strings.Contains(pad, "players: [Ann, Ben, Cy]") {
		t.Fatalf("pad new wrote:\n%s", pad)
	}

	// Each answer replaces what the field holds (Ctrl-U), and the Mojo
	// card's holder is picked by filtering (/): the same keys work on a
	// form that opens empty or filled in. Keys go to a field once the form
	// shows it focused (┃), as a person sees it.
	round := func(term *ptytest.Term, ann, ben, cy, mojo string) {
		t.Helper()
		for i, who := range []string{"Ann", "Ben", "Cy"} {
			focused(term, who+"'s cards")
			term.Type(ptytest.CtrlU)
			term.Line([]string{ann, ben, cy}[i])
		}
		focused(term, "Who took the Mojo card?")
		term.Type("/")
		// The name goes into the filter once it is on: read in one burst
		// with the slash (a loaded machine), "/Ben" would be no filter key.
		term.WaitFor("esc set filter")
		term.Type(mojo)
		term.Type(ptytest.Enter)
	}
	term = onTerminal(t, dir, nil, "pad", "add", "night.yaml")
	round(term, "9,1", "0,4", "10,11,3", "Cy")
	term.WaitFor("Round 1 added")
	if code := term.Wait(); code != 0 {
		t.Fatalf("pad add: exit %d:\n%s", code, term.Screen())
	}
	if pad := readFile(t, filepath.Join(dir, "night.yaml")); !strings.Contains(pad, "scores: {Ann: 10, Ben: 4, Cy: 34}") {
		t.Fatalf("pad add by the form wrote:\n%s", pad)
	}

	term = onTerminal(t, dir, nil, "pad", "edit", "night.yaml", "1")
	round(term, "1,1", "2", "5", "Ben")
	term.WaitFor("Round 1 replaced")
	if code := term.Wait(); code != 0 {
		t.Fatalf("pad edit: exit %d:\n%s", code, term.Screen())
	}
	before := readFile(t, filepath.Join(dir, "night.yaml"))
	if !strings.Contains(before, "scores: {Ann: 1, Ben: 12, Cy: 5}") {
		t.Fatalf("pad edit by the form wrote:\n%s", before)
	}

	term = onTerminal(t, dir, nil, "pad", "add", "night.yaml")
	focused(term, "Ann's cards")
	term.Line("7")
	focused(term, "Ben's cards")
	term.Type(ptytest.CtrlC)
	if code := term.Wait(); code != 130 {
		t.Errorf("Ctrl-C in pad add: exit %d, want 130:\n%s", code, term.Screen())
	}
	if !strings.Contains(term.Screen(), "tabletop: cancelled") {
		t.Errorf("Ctrl-C in pad add says nothing:\n%s", term.Screen())
	}
	if after := readFile(t, filepath.Join(dir, "night.yaml")); after != before {
		t.Errorf("a cancelled form changed the pad:\n%s", after)
	}
}

// The score form on a terminal: players, cards, the Mojo card, and the
// round's scores on the screen.
func TestScoreFormOnTerminal(t *testing.T) {
	t.Parallel()
	term := onTerminal(t, t.TempDir(), nil, "score", "mojo")
	term.WaitFor("Players, in seating order")
	term.Line("Ann,Ben")
	focused(term, "Ann's cards")
	term.Line("9,1")
	focused(term, "Ben's cards")
	term.Line("")
	focused(term, "Who took the Mojo card?")
	term.Type(ptytest.Down)
	term.WaitUntil("Ben highlighted", func(s string) bool { return strings.Contains(s, "> Ben") })
	term.Type(ptytest.Enter)
	s := term.WaitFor("Ben took the Mojo card and was lowest")
	if code := term.Wait(); code != 0 {
		t.Fatalf("exit %d:\n%s", code, term.Screen())
	}
	if !strings.Contains(s, "│ Ann    │ 9 1   │") {
		t.Errorf("the scores are not on the screen:\n%s", s)
	}
}

// replay --show on a terminal steps a move at each Enter; q and Enter
// stop it (exit 0), Ctrl-C too (exit 130).
func TestReplayShowOnTerminal(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	mustRun(t, dir, "play", "mojo", "--players", "bot:greedy,bot:random", "--seed", "4", "--log", "g.yaml", "--quiet")
	for _, c := range []struct {
		name string
		stop []string
		code int
	}{
		{"q", []string{"q"}, 0},
		{"Esc", []string{ptytest.Esc}, 0},
		{"Ctrl-C", []string{ptytest.CtrlC}, 130},
	} {
		t.Run(c.name, func(t *testing.T) {
			term := onTerminal(t, dir, nil, "replay", "--show", "g.yaml")
			term.WaitFor("Enter: next move, b: back, q: stop")
			term.Type(ptytest.Enter)
			term.WaitFor("1. Greedy: play 3")
			term.Type(ptytest.Enter)
			term.WaitFor("2. Random: ")
			term.Type(c.stop...)
			if code := term.Wait(); code != c.code {
				t.Errorf("exit %d, want %d:\n%s", code, c.code, term.Screen())
			}
			if strings.Contains(term.Screen(), "3. Greedy") {
				t.Errorf("a third move after stopping:\n%s", term.Screen())
			}
		})
	}
}

// replay --show steps back with b (or ←) and stops with q at once, no
// Enter needed (issue 22.16).
func TestReplayShowStepsBack(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	mustRun(t, dir, "play", "mojo", "--players", "bot:greedy,bot:random", "--seed", "4", "--log", "g.yaml", "--quiet")
	term := onTerminal(t, dir, nil, "replay", "--show", "g.yaml")
	term.WaitFor("b: back")
	term.Type(ptytest.Enter)
	term.WaitFor("1. Greedy: play 3")
	term.Type(" ") // space steps too
	term.WaitFor("2. Random: ")
	term.Type("b")
	term.WaitFor("(back to move 1)")
	term.Type(ptytest.Left)
	term.WaitFor("(back to the deal)")
	term.Type("b")
	term.WaitFor("(already at the start)")
	term.Type(ptytest.Right)
	s := term.WaitUntil("move 1 again", func(s string) bool {
		i := strings.LastIndex(s, "(already at the start)")
		return i >= 0 && strings.Contains(s[i:], "1. Greedy: play 3")
	})
	term.Type("q")
	if code := term.Wait(); code != 0 {
		t.Fatalf("exit %d:\n%s", code, s)
	}
	if out := term.Output(); strings.Count(out, "1. Greedy: play 3") != 3 {
		t.Errorf("move 1 shown %d times, want 3 (forward, back, forward):\n%s", strings.Count(out, "1. Greedy: play 3"), out)
	}
}

// sim interrupted prints the report of the games finished so far, marked
// partial: Ctrl-C on the terminal, once its bar shows (a second into the
// run), exits 130 with the text report. SIGTERM and the --json report are
// cmd/sim's TestRunSimLeavesAtASignal, in-process: a sim run here burns a
// core until its bar shows.
func TestSimInterruptedReportsSoFar(t *testing.T) {
	t.Parallel()
	const games = "100000000"
	term := onTerminal(t, t.TempDir(), nil, "sim", "mojo", "--players", "2", "--games", games, "--seed", "1", "--workers", "1")
	term.WaitFor("games") // the progress bar: the run is under way
	term.Type(ptytest.CtrlC)
	if code := term.Wait(); code != 130 {
		t.Fatalf("exit %d:\n%s", code, term.Screen())
	}
	s := term.Screen()
	for _, want := range []string{"invariant violations: 0", "partial report (interrupted): ", " of " + games + " games played"} {
		if !strings.Contains(s, want) {
			t.Errorf("no %q:\n%s", want, s)
		}
	}
}

// table reading piped lines leaves at SIGTERM with 143 and the journal
// holding every accepted line, and says how to go on.
func TestTableLeavesOnSignal(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	cmd := exec.Command(binary, "table", "mojo", "--players", "Ann,Ben", "--journal", "j.yaml")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "NO_COLOR=1", "LANG=C")
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	var out, errb strings.Builder
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	if _, err := in.Write([]byte("top 5\nAnn: play 7\n")); err != nil {
		t.Fatal(err)
	}
	// The input stays open: table waits for the next line.
	deadline := time.Now().Add(testwait.Timeout())
	for !strings.Contains(readFileQuiet(filepath.Join(dir, "j.yaml")), "Ann: play 7") {
		if time.Now().After(deadline) {
			cmd.Process.Kill()
			t.Fatalf("the journal never held the lines; stderr:\n%s", errb.String())
		}
		time.Sleep(10 * time.Millisecond)
	}
	cmd.Process.Signal(syscall.SIGTERM)
	err = cmd.Wait()
	in.Close()
	if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 143 {
		t.Fatalf("exit %v, want 143; stderr:\n%s", err, errb.String())
	}
	if !strings.Contains(errb.String(), "continue with tabletop table --resume j.yaml") {
		t.Errorf("no word of the journal:\n%s", errb.String())
	}
	j := readFile(t, filepath.Join(dir, "j.yaml"))
	if !strings.Contains(j, "- top 5") || !strings.Contains(j, "- 'Ann: play 7'") {
		t.Errorf("the journal:\n%s", j)
	}
}

func readFileQuiet(path string) string {
	data, _ := os.ReadFile(path)
	return string(data)
}
