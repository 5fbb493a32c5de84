package play

import (
	"bytes"
	"flag"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"tabletop/cmd/cmdutil"
	"tabletop/cmd/cmdutil/cmdtest"
	"tabletop/cmd/internal/seating"
	"tabletop/cmd/replay"
	"tabletop/engine"
	"tabletop/engine/enginetest"
	"tabletop/host/gamewords"
	"tabletop/internal/testdepth"
)

var updatePlay = flag.Bool("update-play", false, "rewrite the golden files of the play and replay --show tests")

// checkPlayGolden compares got with testdata/golden/name; -update-play rewrites it.
func checkPlayGolden(t *testing.T, name, got string) {
	t.Helper()
	path := cmdtest.GoldenPath(name)
	if *updatePlay {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if want := cmdtest.ReadGolden(t, name); got != want {
		t.Fatalf("output differs from %s (go test ./cmd -run %s -update-play rewrites it):\n%s", name, t.Name(), got)
	}
}

// answerer is a person at an accessible form: every Read looks at what
// the forms wrote since the last answer and gives one line.
type answerer struct {
	screen *bytes.Buffer
	seen   int
	answer func(screen string) (string, bool)
}

func (a *answerer) Read(p []byte) (int, error) {
	s := a.screen.String()[a.seen:]
	a.seen = a.screen.Len()
	line, ok := a.answer(s)
	if !ok {
		return 0, io.EOF
	}
	return copy(p, line+"\n"), nil
}

var optionLine = regexp.MustCompile(`(?m)^(\d+)\. (.*)$`)

// pick returns the number of the first listed option that starts with
// prefix ("" when none does).
func pick(screen, prefix string) string {
	for _, m := range optionLine.FindAllStringSubmatch(screen, -1) {
		if strings.HasPrefix(m[2], prefix) {
			return m[1]
		}
	}
	return ""
}

func makotoOracleGame(t *testing.T) Options {
	mk := cmdtest.MustGame(t, "makoto")
	return Options{Setup: seating.Setup{Game: mk, Seats: mustSeats(t, mk, "Ann,bot:greedy,bot:greedy"), Options: cmdtest.MustOptions(t, mk, nil), Seed: 4, Start: 1}}
}

// The player who consults the Oracle is told the card (makoto.oracle), in
// pipe mode: the table on stdout, and again at the prompt.
func TestPlayOracleDrawPipe(t *testing.T) {
	o := makotoOracleGame(t)
	ios, out, errOut := cmdtest.Streams("pass oracle\n")
	err := runPlay(&o, ios)
	if cmdutil.ExitCode(err) != cmdutil.ExitUsage || !strings.Contains(err.Error(), "input ended") {
		t.Fatalf("want the input to end before the game: %v", err)
	}
	checkPlayGolden(t, "play-makoto-oracle-draw.txt", out.String())
	if !strings.Contains(errOut.String(), "(? lists legal moves, quit saves and stops): You drew a 9 from the Oracle deck.") {
		t.Errorf("the prompt does not tell the drawn card:\n%s", errOut)
	}
}

// The same with forms (accessible mode): the drawn card heads the next
// form.
func TestPlayOracleDrawForm(t *testing.T) {
	o := makotoOracleGame(t)
	o.Forms, o.Accessible = true, true
	var screen, out bytes.Buffer
	asked := 0
	in := &answerer{screen: &screen, answer: func(s string) (string, bool) {
		asked++
		if asked == 1 {
			n := pick(s, "pass oracle")
			return n, n != ""
		}
		return pick(s, "quit"), asked == 2
	}}
	o.Log = filepath.Join(t.TempDir(), "oracle.yaml")
	err := runPlay(&o, cmdutil.IOStreams{In: in, Out: &out, ErrOut: &screen})
	if err != nil {
		t.Fatalf("quitting is no error: %v\n%s", err, screen.String())
	}
	got := screen.String()
	i := strings.Index(got, "You drew a 9 from the Oracle deck.")
	if i < 0 || !strings.Contains(got[i:], "Your move, Ann") {
		t.Fatalf("the form after the Oracle draw does not tell the card:\n%s", got)
	}
	if !strings.Contains(got, "pass oracle — Ann passes and consults the Oracle; Ann draws a card from the Oracle deck") {
		t.Errorf("the offered moves do not say what they do:\n%s", got)
	}
	if !strings.Contains(got, "Trick to beat: run of 7 from 7") {
		t.Errorf("the trick to beat is not above the form:\n%s", got)
	}
	// The log records the draw for a reader, seen only by Ann.
	l, err := engine.LoadLog(o.Log)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(l.Events, "  (seen only by Ann) Ann draws a 9 from the Oracle deck") {
		t.Errorf("the log's events lack the Oracle draw: %q", l.Events)
	}
	if !strings.HasPrefix(l.Events[0], "deal 1: ") {
		t.Errorf("the log's events do not start with the deal: %q", l.Events[0])
	}
}

// Two people at one screen: before each one's turn the screen is passed
// on, and quit saves the game.
func TestPlayHotSeat(t *testing.T) {
	o, screen, _, err := playHotSeat(t, 4)
	if err != nil {
		t.Fatalf("quitting is no error: %v", err)
	}
	got := screen.String()
	for _, want := range []string{"Pass the screen to Ben, then press Enter", "Pass the screen to Ann, then press Enter",
		"the game so far is saved in " + o.Log} {
		if !strings.Contains(got, want) {
			t.Errorf("missing %q:\n%s", want, got)
		}
	}
	l, err := engine.LoadLog(o.Log)
	if err != nil {
		t.Fatal(err)
	}
	if len(l.Moves) != 4 {
		t.Errorf("the saved game has %d moves, want 4", len(l.Moves))
	}
}

// playHotSeat plays Mojo for Ann and Ben at one screen (seed 2), each
// confirming every pass and drawn card and choosing the first move listed
// (often a higher card, which draws) until quitting after the given number
// of moves; it returns the options (their log), what the screen showed
// (the forms' side), the output and runPlay's error.
func playHotSeat(t *testing.T, quitAfter int) (Options, *bytes.Buffer, *bytes.Buffer, error) {
	t.Helper()
	mojo := cmdtest.MustGame(t, "mojo")
	o := Options{Setup: seating.Setup{Game: mojo, Seats: mustSeats(t, mojo, "Ann,Ben"), Options: cmdtest.MustOptions(t, mojo, nil), Seed: 2}, Forms: true, Accessible: true}
	o.Log = filepath.Join(t.TempDir(), "hot.yaml")
	var screen, out bytes.Buffer
	moves := 0
	in := &answerer{screen: &screen, answer: func(s string) (string, bool) {
		if strings.Contains(s, "Pass the screen to") || strings.Contains(s, "once you have seen it") {
			return "", true
		}
		if moves++; moves > quitAfter {
			return pick(s, "quit"), true
		}
		return "1", true
	}}
	err := runPlay(&o, cmdutil.IOStreams{In: in, Out: &out, ErrOut: &screen})
	return o, &screen, &out, err
}

// playLog plays o to its end or its abandon and returns the log written.
func playLog(t *testing.T, o Options, in string) (*engine.GameLog, error) {
	t.Helper()
	ios, _, _ := cmdtest.Streams(in)
	err := runPlay(&o, ios)
	l, lerr := engine.LoadLog(o.Log)
	if lerr != nil {
		t.Fatalf("%v (play: %v)", lerr, err)
	}
	return l, err
}

func sameGame(t *testing.T, got, want *engine.GameLog) {
	t.Helper()
	if !slices.Equal(got.Moves, want.Moves) {
		t.Fatalf("moves differ:\n got %v\nwant %v", got.Moves, want.Moves)
	}
	if !slices.Equal(got.Totals, want.Totals) || !slices.Equal(got.Winners, want.Winners) || len(got.Rounds) != len(want.Rounds) {
		t.Fatalf("results differ: %v %v, want %v %v", got.Totals, got.Winners, want.Totals, want.Winners)
	}
	if !slices.Equal(got.Events, want.Events) {
		t.Fatalf("events differ")
	}
	records := func(l *engine.GameLog) string {
		data, err := (&engine.GameLog{Deals: l.Deals, Cards: l.Cards}).Marshal()
		if err != nil {
			t.Fatal(err)
		}
		return string(data)
	}
	if g, w := records(got), records(want); g != w || !strings.Contains(w, "\ncards:\n") {
		t.Fatalf("deals and cards differ:\n got %s\nwant %s", g, w)
	}
}

func stripLines(moves []engine.LoggedMove) []engine.LoggedMove {
	out := slices.Clone(moves)
	for i := range out {
		out[i].Line = 0
	}
	return out
}

// A game interrupted at a random move and resumed ends exactly as the
// game played in one go: a person quits after a random number of moves
// and resumes, the bot keeping its random source in step.
func TestPlayQuitAndResume(t *testing.T) {
	mojo := cmdtest.MustGame(t, "mojo")
	seed := uint64(rand.Uint32())
	t.Logf("seed %d", seed)
	dir := t.TempDir()
	// The reference: Ann played by a bot under her own name.
	ref := Options{Setup: seating.Setup{Game: mojo, Seats: []seating.Seat{{Name: "Ann", Bot: "greedy"}, {Name: "bot:random", Bot: "random"}}, Options: cmdtest.MustOptions(t, mojo, nil), Seed: seed, Log: filepath.Join(dir, "ref.yaml")}}
	want, err := playLog(t, ref, "")
	if err != nil {
		t.Fatal(err)
	}
	var annMoves []string
	for _, m := range want.Moves {
		if m.Player == "Ann" {
			annMoves = append(annMoves, m.Text)
		}
	}
	// Ann at the keyboard quits after k of her moves.
	k := rand.IntN(len(annMoves))
	t.Logf("Ann quits after %d of her %d moves", k, len(annMoves))
	o := ref
	o.Seats = []seating.Seat{{Name: "Ann"}, {Name: "bot:random", Bot: "random"}}
	o.Log = filepath.Join(dir, "game.yaml")
	input := strings.Join(annMoves[:k], "\n")
	if k > 0 {
		input += "\n"
	}
	part, err := playLog(t, o, input+"quit\n")
	if err != nil {
		t.Fatalf("quitting is no error: %v", err)
	}
	if !slices.Equal(stripLines(part.Moves), stripLines(want.Moves[:len(part.Moves)])) {
		t.Fatalf("the saved game is not the start of the game")
	}
	// Resumed: the remaining moves of Ann.
	l, err := engine.LoadLog(o.Log)
	if err != nil {
		t.Fatal(err)
	}
	o.Resume = l
	got, err := playLog(t, o, strings.Join(annMoves[k:], "\n")+"\n")
	if err != nil {
		t.Fatal(err)
	}
	got.Moves, want.Moves = stripLines(got.Moves), stripLines(want.Moves)
	sameGame(t, got, want)
}

// Bots alone, the log cut at a random move (as Ctrl-C leaves it): resumed,
// the game ends as it did, Makoto series with the lid played out of turn
// included. A random game of each (another at every run), six with -long.
func TestPlayResumeCutLog(t *testing.T) {
	for _, tc := range []struct{ game, players string }{
		{"mojo", "bot:greedy,bot:random,bot:random"},
		{"makoto", "bot:random,bot:greedy,bot:random"},
	} {
		t.Run(tc.game, func(t *testing.T) {
			rs := cmdtest.MustGame(t, tc.game)
			opts := cmdtest.MustOptions(t, rs, nil)
			if tc.game == "makoto" {
				opts = cmdtest.MustOptions(t, rs, engine.Options{"series": "on"})
			}
			dir := t.TempDir()
			for range testdepth.Sweep(1, 6) {
				seed := uint64(rand.Uint32())
				o := Options{Setup: seating.Setup{Game: rs, Seats: mustSeats(t, rs, tc.players), Options: opts, Seed: seed, Log: filepath.Join(dir, "full.yaml")}, Quiet: true}
				want, err := playLog(t, o, "")
				if err != nil {
					t.Fatal(err)
				}
				k := rand.IntN(len(want.Moves))
				cut := cutLog(t, want, k)
				if err := writeLog(filepath.Join(dir, "cut.yaml"), cut); err != nil {
					t.Fatal(err)
				}
				ro, err := resumeFromFile(filepath.Join(dir, "cut.yaml"))
				if err != nil {
					t.Fatal(err)
				}
				if !slices.Equal(ro.Seats, o.Seats) {
					t.Fatalf("resumed seats %v, want %v", ro.Seats, o.Seats)
				}
				o.Resume, o.ResumeFile, o.Log = ro.Resume, ro.ResumeFile, ro.Log
				got, err := playLog(t, o, "")
				if err != nil {
					t.Fatalf("seed %d cut at %d: %v", seed, k, err)
				}
				got.Moves, want.Moves = stripLines(got.Moves), stripLines(want.Moves)
				sameGame(t, got, want)
			}
		})
	}
}

// The last round's cards, scored as 'tabletop score' scores them, give
// the scores the game gave.
func TestRoundBreakdownMatchesGame(t *testing.T) {
	for _, tc := range []struct {
		game string
		opts engine.Options
	}{
		{"mojo", nil}, {"mojo", engine.Options{"variant": "two-piles"}},
		{"makoto", nil}, {"makoto", engine.Options{"series": "on"}},
	} {
		rs := cmdtest.MustGame(t, tc.game)
		opts := cmdtest.MustOptions(t, rs, tc.opts)
		for n := rs.MinPlayers(); n <= min(rs.MaxPlayers(), 6); n++ {
			players := []string{"A", "B", "C", "D", "E", "F"}[:n]
			for seed := range uint64(8) {
				s, err := rs.New(engine.Config{Players: n, Options: opts, Seed: seed})
				if err != nil {
					t.Fatal(err)
				}
				agents := make([]engine.Agent, n)
				for i := range agents {
					agents[i] = engine.NewRandomAgent(seed*10 + uint64(i))
				}
				rounds := 0
				err = engine.Run(s, agents, func(_ int, _ engine.Move, after engine.State) error {
					r := after.Rounds()
					if len(r) == rounds {
						return nil
					}
					rounds = len(r)
					res, ok := gamewords.RoundBreakdown(rs, after, players, opts)
					if !ok {
						t.Fatalf("%s %v, %d players, seed %d: no breakdown of round %d", tc.game, tc.opts, n, seed, rounds)
					}
					if !slices.Equal(res.Scores, r[rounds-1].Scores) {
						t.Fatalf("%s %v, %d players, seed %d, round %d: breakdown scores %v, the game gave %v", tc.game, tc.opts, n, seed, rounds, res.Scores, r[rounds-1].Scores)
					}
					return nil
				})
				if err != nil {
					t.Fatal(err)
				}
				if rounds == 0 {
					t.Fatalf("%s seed %d: no round finished", tc.game, seed)
				}
			}
		}
	}
}

func TestMoveColours(t *testing.T) {
	mojo := cmdtest.MustGame(t, "mojo")
	on := cmdutil.Style{On: true}
	got := colourCards(mojo, on, "Ann: 3 cards [12 5 0]; discard pile: 8 on top (4 cards); You drew a 9")
	want := "Ann: 3 cards [\x1b[31m12\x1b[0m \x1b[33m5\x1b[0m \x1b[34m0\x1b[0m]; discard pile: \x1b[38;5;208m8\x1b[0m on top (4 cards); You drew a \x1b[38;5;208m9\x1b[0m"
	if got != want {
		t.Errorf("colours:\n got %q\nwant %q", got, want)
	}
	if got := colourCards(mojo, cmdutil.Style{}, "[12 5]"); got != "[12 5]" {
		t.Errorf("plain style coloured: %q", got)
	}
	if got := colourCards(cmdtest.MustGame(t, "makoto"), on, "[12 5]"); got != "[12 5]" {
		t.Errorf("makoto cards coloured: %q", got)
	}
}

// replay --show steps through a game: the table at the start, then every
// move with what it did, the card drawn, the table after it, and the
// breakdown of a finished round (here the first 21 moves of a game, one
// round and a move).
func TestReplayShow(t *testing.T) {
	mojo := cmdtest.MustGame(t, "mojo")
	dir := t.TempDir()
	o := Options{Setup: seating.Setup{Game: mojo, Seats: mustSeats(t, mojo, "bot:greedy,bot:random"), Options: cmdtest.MustOptions(t, mojo, nil), Seed: 3, Log: filepath.Join(dir, "game.yaml")}, Quiet: true}
	l, err := playLog(t, o, "")
	if err != nil {
		t.Fatal(err)
	}
	l = cutLog(t, l, 21)
	if err := writeLog(filepath.Join(dir, "cut.yaml"), l); err != nil {
		t.Fatal(err)
	}
	ios, out, _ := cmdtest.Streams("")
	if err := runReplay(&replay.Options{File: filepath.Join(dir, "cut.yaml"), Show: true}, ios); err != nil {
		t.Fatal(err)
	}
	got := strings.ReplaceAll(out.String(), dir+string(filepath.Separator), "")
	checkPlayGolden(t, "replay-show-mojo-seed3.txt", got)
}

// In accessible mode the end of input (Ctrl-D) stops the game and saves
// it, instead of answering every question with its default.
func TestPlayAccessibleEOF(t *testing.T) {
	mojo := cmdtest.MustGame(t, "mojo")
	dir := t.TempDir()
	o := Options{Setup: seating.Setup{Game: mojo, Seats: mustSeats(t, mojo, "Ann,bot:greedy"), Options: cmdtest.MustOptions(t, mojo, nil), Seed: 2, Log: filepath.Join(dir, "eof.yaml")}, Forms: true, Accessible: true}
	var screen, out bytes.Buffer
	err := runPlay(&o, cmdutil.IOStreams{In: &cmdtest.LineReader{Lines: []string{"1"}}, Out: &out, ErrOut: &screen})
	if err != nil {
		t.Fatalf("quitting is no error: %v", err)
	}
	l, lerr := engine.LoadLog(o.Log)
	if lerr != nil {
		t.Fatal(lerr)
	}
	ann := 0
	for _, m := range l.Moves {
		if m.Player == "Ann" {
			ann++
		}
	}
	if ann != 1 {
		t.Errorf("Ann made %d moves with one answer", ann)
	}
	if !strings.Contains(screen.String(), "the game so far is saved in "+o.Log) {
		t.Errorf("no word of the save:\n%s", screen.String())
	}
}

// cutLog is the game of l stopped after its first k moves, as a saved
// game records it (enginetest.CutLog).
func cutLog(t *testing.T, l *engine.GameLog, k int) *engine.GameLog {
	return enginetest.CutLog(t, l, k)
}

// At a shared screen the card a person drew is shown to them, and they
// confirm it, before the screen is cleared and passed on (issue 22.17).
func TestPlayHotSeatShowsTheDrawnCard(t *testing.T) {
	_, screen, out, err := playHotSeat(t, 16)
	if err != nil {
		t.Fatal(err)
	}
	got := screen.String()
	confirm := strings.Index(got, "press Enter once you have seen it; then pass the screen to")
	if confirm < 0 {
		t.Fatalf("nobody was asked to confirm a drawn card:\n%s", got)
	}
	// The card is named in the confirmation, before the screen is passed.
	before := got[:confirm]
	line := before[strings.LastIndex(before, "\n")+1:]
	if i := strings.LastIndex(before, ", you drew "); i < 0 || !strings.Contains(got[confirm:], "Pass the screen to") {
		t.Errorf("the confirmation does not name the card (%q) or no pass follows it:\n%s", line, got)
	}
	if !strings.Contains(out.String(), ", you drew ") {
		t.Errorf("the drawn card is not on the screen:\n%s", out.String())
	}
}
