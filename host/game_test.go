package host

import (
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"tabletop/engine"
	_ "tabletop/rulesets/makoto"
	_ "tabletop/rulesets/mojo"
	"tabletop/scorepad"
)

// A save's name says the game and the time, never the seed (which would
// let a reader deal the game again and see every hidden card), and a name
// taken gets -2, -3 ...
func TestSaveNames(t *testing.T) {
	t.Chdir(t.TempDir())
	now := time.Date(2026, 11, 28, 23, 5, 0, 0, time.UTC)
	for i, want := range []string{"mojo-20261128-2305.yaml", "mojo-20261128-2305-2.yaml", "mojo-20261128-2305-3.yaml"} {
		got, err := SaveName("mojo", now)
		if got != want || err != nil {
			t.Fatalf("save %d: %s (%v), want %s", i+1, got, err, want)
		}
	}
	// Games saved at once (a lobby's, on Ctrl-C) each take their own name.
	names := make(chan string, 8)
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			name, err := SaveName("makoto", now)
			if err != nil {
				t.Error(err)
			}
			names <- name
		})
	}
	wg.Wait()
	close(names)
	seen := map[string]bool{}
	for name := range names {
		if seen[name] {
			t.Errorf("two saves named %s", name)
		}
		seen[name] = true
	}
	for _, seed := range []uint64{987654321987, 4267966512, 31337} {
		g := newGame(t, "makoto", Config{Seed: seed})
		playMoves(t, g, 3)
		path, err := g.Abandon()
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(path, strconv.FormatUint(seed, 10)) || !strings.HasPrefix(path, "makoto-") {
			t.Errorf("seed %d: saved as %s", seed, path)
		}
		if l, err := engine.LoadLog(path); err != nil || l.Seed != seed || len(l.Moves) != 3 {
			t.Errorf("seed %d: the save %s: %v", seed, path, err)
		}
	}
}

// newGame is a game of three bots' seats with cfg's files.
func newGame(t *testing.T, game string, cfg Config) *Game {
	t.Helper()
	rs, err := engine.Lookup(game)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Game = rs
	cfg.Seats = []Seat{{Name: "Ann"}, {Name: "Ben"}, {Name: "Cy"}}
	g, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// playMoves makes n moves (the first legal one each time) and records
// them; 0: until a round ends.
func playMoves(t *testing.T, g *Game, n int) error {
	t.Helper()
	s := g.State()
	for i := 0; n == 0 || i < n; i++ {
		seat := s.CurrentPlayer()
		m := s.LegalMoves(nil)[0]
		mv, err := g.Play(seat, m)
		if err != nil {
			t.Fatal(err)
		}
		if mv.FileErr != nil || n == 0 && mv.Round > 0 {
			return mv.FileErr
		}
	}
	return nil
}

// Record writes the log, synced, before it returns (before any face shows
// the move), and then the pad; the log records the pad from its folder.
// A pad that cannot be written leaves the log written.
func TestRecordWritesTheLogThenThePad(t *testing.T) {
	t.Chdir(t.TempDir())
	log, pad := "game.yaml", filepath.Join("pads", "pad.yaml")
	os.Mkdir("pads", 0o755)
	g := newGame(t, "mojo", Config{Seed: 3, Log: log, Pad: pad})
	if err := playMoves(t, g, 1); err != nil {
		t.Fatal(err)
	}
	l, err := engine.LoadLog(log)
	if err != nil || len(l.Moves) != 1 || l.Pad != "pads/pad.yaml" {
		t.Fatalf("after one move the log holds %v (pad %q): %v", l, l.Pad, err)
	}
	if Recorded(log, l) != pad {
		t.Errorf("the pad recorded resolves to %s, want %s", Recorded(log, l), pad)
	}
	if err := playMoves(t, g, 0); err != nil {
		t.Fatal(err)
	}
	p, err := scorepad.Load(pad)
	if err != nil || len(p.Rounds) != 1 {
		t.Fatalf("after the first round the pad holds %v: %v", p, err)
	}

	// The pad's file gone (a folder in its place): the next round's log
	// is written, the pad's failure told.
	os.Remove(pad)
	os.Mkdir(pad, 0o755)
	if err := playMoves(t, g, 0); err == nil {
		t.Fatal("a pad that could not be written was not told")
	}
	l, err = engine.LoadLog(log)
	if err != nil || len(l.Moves) != g.Moves() || len(l.Rounds) != 2 {
		t.Fatalf("the log after the second round: %d moves of %d, %d rounds: %v", len(l.Moves), g.Moves(), len(l.Rounds), err)
	}
}

// A resumed game's pad is the one its log records: it must be a pad of the
// game; its rounds so far are the game's, and a round missing (a stop
// between the log's write and the pad's) is written once the resumed
// moves are made again.
func TestResumeReopensThePad(t *testing.T) {
	dir := t.TempDir()
	log, pad := filepath.Join(dir, "game.yaml"), filepath.Join(dir, "pad.yaml")
	g := newGame(t, "mojo", Config{Seed: 5, Log: log, Pad: pad})
	playMoves(t, g, 0)
	playMoves(t, g, 2)
	// The stop between the log's write and the pad's: the pad lacks the
	// round.
	scorepad.Update(pad, func(p *scorepad.Pad) error { p.Rounds = p.Rounds[:0]; return nil })
	l, err := engine.LoadLog(log)
	if err != nil {
		t.Fatal(err)
	}
	cfg := Config{Seed: l.Seed, Log: log, Pad: Recorded(log, l), Resume: l, ResumeFile: log, Face: "play"}
	g2 := newGame(t, "mojo", cfg)
	s := g2.State()
	agents := g2.Wrap([]engine.Agent{bot(t, 1), bot(t, 2), bot(t, 3)})
	for g2.Replaying() {
		seat := s.CurrentPlayer()
		m, _, err := g2.Ask(agents[seat], nil)
		if err != nil {
			t.Fatal(err)
		}
		mv, err := g2.PlayChosen(agents[seat], m)
		if err != nil || mv.FileErr != nil {
			t.Fatal(err, mv.FileErr)
		}
	}
	if p, err := scorepad.Load(pad); err != nil || len(p.Rounds) != 1 {
		t.Fatalf("the resumed game's pad: %v, %v", p, err)
	}

	// A pad of another game is refused.
	os.WriteFile(pad, nil, 0o644)
	other, _ := scorepad.New("mojo", []string{"Ann", "Ben", "Dee"}, nil, 0)
	os.Remove(pad)
	scorepad.Create(pad, other, false)
	rs, _ := engine.Lookup("mojo")
	cfg.Game, cfg.Seats = rs, []Seat{{Name: "Ann"}, {Name: "Ben"}, {Name: "Cy"}}
	if _, err := New(cfg); err == nil || !strings.Contains(err.Error(), "the pad is for Mojo with Ann, Ben, Dee") {
		t.Errorf("another game's pad: %v", err)
	}
}

func bot(t *testing.T, seed uint64) engine.Agent {
	rs, _ := engine.Lookup("mojo")
	b, err := rs.NewBot("random", seed)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// MovesOf gives every move a seat made in the whole game, those of the
// saved game a resume made again included, oldest first, and nothing for
// a seat the game lacks (a spectator's -1).
func TestMovesOfSpansTheResume(t *testing.T) {
	dir := t.TempDir()
	log := filepath.Join(dir, "game.yaml")
	g := newGame(t, "mojo", Config{Seed: 9, Log: log})
	playMoves(t, g, 7)
	l, err := engine.LoadLog(log)
	if err != nil {
		t.Fatal(err)
	}
	g2 := newGame(t, "mojo", Config{Seed: l.Seed, Log: log, Resume: l, ResumeFile: log, Face: "play"})
	s := g2.State()
	agents := g2.Wrap([]engine.Agent{bot(t, 1), bot(t, 2), bot(t, 3)})
	for g2.Replaying() {
		m, _, err := g2.Ask(agents[s.CurrentPlayer()], nil)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := g2.PlayChosen(agents[s.CurrentPlayer()], m); err != nil {
			t.Fatal(err)
		}
	}
	playMoves(t, g2, 5)
	final, err := engine.LoadLog(log)
	if err != nil {
		t.Fatal(err)
	}
	if len(final.Moves) != 12 {
		t.Fatalf("the log holds %d moves, want 12", len(final.Moves))
	}
	for seat, name := range []string{"Ann", "Ben", "Cy"} {
		var want []string
		for _, lm := range final.Moves {
			if lm.Player == name {
				want = append(want, lm.Text)
			}
		}
		if got := g2.MovesOf(seat); strings.Join(got, "|") != strings.Join(want, "|") || len(want) == 0 {
			t.Errorf("%s's moves %q, want %q", name, got, want)
		}
	}
	if got := g2.MovesOf(-1); got != nil {
		t.Errorf("a spectator's moves: %q", got)
	}
}

// A log that cannot be written (its folder gone) goes to a save in the
// current folder, told every move as a *SavedElsewhere naming it; the
// save holds every move and records the pad, which is still written;
// once the log can be written again the save elsewhere is removed; a
// stop saves to the log, else elsewhere.
func TestALogThatCannotBeWrittenIsSavedElsewhere(t *testing.T) {
	t.Chdir(t.TempDir())
	os.Mkdir("logs", 0o755)
	g := newGame(t, "mojo", Config{Seed: 3, Log: "logs/game.yaml", Pad: "pad.yaml"})
	if err := playMoves(t, g, 2); err != nil {
		t.Fatal(err)
	}
	os.RemoveAll("logs")
	var saved string
	for range 2 {
		var se *SavedElsewhere
		if err := playMoves(t, g, 1); !errors.As(err, &se) || saved != "" && se.Saved != saved || se.Log != "logs/game.yaml" {
			t.Fatalf("a log that cannot be written: %v", err)
		}
		saved = se.Saved
	}
	if l, err := engine.LoadLog(saved); err != nil || len(l.Moves) != 4 || l.Pad != "pad.yaml" {
		t.Fatalf("the save elsewhere %s: %v", saved, err)
	}
	for len(g.Rounds()) == 0 {
		var se *SavedElsewhere
		if err := playMoves(t, g, 1); !errors.As(err, &se) || se.Saved != saved {
			t.Fatalf("a log that cannot be written: %v", err)
		}
	}
	if p, err := scorepad.Load("pad.yaml"); err != nil || len(p.Rounds) != 1 {
		t.Fatalf("the pad after the round: %v", err)
	}
	if path, err := g.Abandon(); path != saved || err != nil {
		t.Fatalf("stopped: saved in %s (%v), want %s", path, err, saved)
	}
	os.Mkdir("logs", 0o755)
	if err := playMoves(t, g, 1); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(saved); err == nil {
		t.Error("the save elsewhere stayed once the log was written again")
	}
	if path, err := g.Abandon(); path != "logs/game.yaml" || err != nil {
		t.Fatalf("stopped: saved in %s (%v)", path, err)
	}
}
