package serve_test

import (
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"tabletop/engine"
	. "tabletop/serve"
)

// runPlayers plays the players at once and fails on the first error.
func runPlayers(t *testing.T, players ...*player) {
	t.Helper()
	var wg sync.WaitGroup
	errs := make([]error, len(players))
	for i, p := range players {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[i] = p.play()
		}()
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			for _, p := range players {
				txt := p.c.text()
				t.Logf("%s received, at the end:\n%s", p.names[p.seat], txt[max(0, len(txt)-3000):])
			}
			t.Fatalf("%s: %v", players[i].names[players[i].seat], err)
		}
	}
}

// A dropped connection keeps the seat: the others see it wait, and its
// person joins again with the same code, sees the moves so far and plays
// on to the end. A newer connection to a seat replaces an older one.
func TestReconnectResumesTheSeat(t *testing.T) {
	t.Parallel() // its own server, its log in its own folder
	srv, addr := startServer(t, Config{})
	log := filepath.Join(t.TempDir(), "game.yaml")
	tab := open(t, srv, "mojo", 4, []string{"Ann", "Ben"}, nil, func(c *TableConfig) { c.Log = log })
	ann, ben := tab.Seats()[0], tab.Seats()[1]
	ca := dial(t, addr, dialConfig(ann.User, ann.Code), nil, 0, 0)
	cb := dial(t, addr, dialConfig(ben.User, ben.Code), nil, 0, 0)
	pa, pb := newPlayer(ca, tab, 0, 1), newPlayer(cb, tab, 1, 2)
	pa.quitAfter = 12
	go pb.play()
	runPlayers(t, pa)
	// Ann's prompt is there, unanswered: she drops.
	ca.close()
	cb.waitFor(0, "Ann left the table; the seat waits for them.")

	again := dial(t, addr, dialConfig(ann.User, ann.Code), nil, 0, 0)
	again.waitFor(0, "The moves so far:")
	// A second connection takes the seat over from the first.
	third := dial(t, addr, dialConfig(ann.User, ann.Code), nil, 0, 0)
	again.waitFor(0, "This seat was joined again from another connection: this one closes.")
	again.waitEOF()
	pa.c, pa.done, pa.quitAfter = third, 0, 0
	pa.skip = min(pa.moves, 40)
	pa.moves -= pa.skip
	runPlayers(t, pa)
	<-tab.Done()
	res := tab.Result()
	if !res.Over || !pa.shadow.Equal(res.State) {
		t.Fatalf("the game did not end as Ann saw it: %+v", res)
	}
	if _, err := engine.Replay(log, mustLoad(t, log)); err != nil {
		t.Fatal(err)
	}
}

func mustLoad(t *testing.T, file string) *engine.GameLog {
	t.Helper()
	l, err := engine.LoadLog(file)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

// A stopped table saves its game; the table opened again from the log has
// new codes, shows the moves so far, and plays on to the end.
func TestResumeAfterARestart(t *testing.T) {
	t.Parallel() // its own server, its log in its own folder
	srv, addr := startServer(t, Config{})
	dir := t.TempDir()
	log, pad := filepath.Join(dir, "game.yaml"), filepath.Join(dir, "pad.yaml")
	tab := open(t, srv, "makoto", 6, []string{"Ann", "bot:greedy", "Ben"}, engine.Options{"series": "on"},
		func(c *TableConfig) { c.Log, c.Pad = log, pad })
	old := tab.Seats()
	var players []*player
	for _, i := range []int{0, 2} {
		c := dial(t, addr, dialConfig(old[i].User, old[i].Code), nil, 0, 0)
		players = append(players, newPlayer(c, tab, i, uint64(i)))
	}
	// Ann stops answering after 40 moves; then the host stops the table.
	players[0].quitAfter = 40
	benDone := make(chan error, 1)
	go func() { benDone <- players[1].play() }()
	runPlayers(t, players[0])
	srv.Stop()
	if err := <-benDone; err != nil {
		t.Fatal(err)
	}
	res := tab.Result()
	if res.Saved != log || res.Over {
		t.Fatalf("stopped: %+v", res)
	}
	for _, p := range players {
		p.c.waitFor(0, "The host stopped the table; the game is saved and can go on later.")
		p.c.waitEOF()
	}

	l := mustLoad(t, log)
	saved := len(l.Moves)
	srv2, addr2 := startServer(t, Config{})
	rs, _ := engine.Lookup(l.Game)
	cfg := TableConfig{Game: rs, Options: l.Options, Seed: l.Seed, Start: l.Start, Log: log, Pad: pad, Resume: l, ResumeFile: log}
	for _, name := range l.Players {
		cfg.Seats = append(cfg.Seats, Seat{Name: name, Bot: l.Bots[name]})
	}
	tab2, err := srv2.Open(cfg)
	if err != nil {
		t.Fatal(err)
	}
	for i, st := range tab2.Seats() {
		if st.Bot == "" && st.Code == old[i].Code {
			t.Errorf("%s kept the code of the first table", st.Name)
		}
	}
	shadow, err := engine.Replay(log, l)
	if err != nil {
		t.Fatal(err)
	}
	players = nil
	for _, i := range []int{0, 2} {
		st := tab2.Seats()[i]
		c := dial(t, addr2, dialConfig(st.User, st.Code), nil, 0, 0)
		p := newPlayer(c, tab2, i, uint64(10+i))
		p.shadow, p.skip = shadow.Clone(), min(saved, 40)
		players = append(players, p)
	}
	// Both are at the table before anyone moves: each is shown the same
	// moves so far.
	for _, p := range players {
		p.c.waitFor(0, "you are "+p.names[p.seat])
	}
	runPlayers(t, players...)
	<-tab2.Done()
	checkGame(t, tab2, nil, log, pad)
	if got := len(mustLoad(t, log).Moves); got <= saved {
		t.Errorf("the log has %d moves, no more than the %d saved", got, saved)
	}
}

// --bot-after: the greedy bot plays for a person who is away, and the
// others are told so.
func TestBotPlaysForAnAbsentSeat(t *testing.T) {
	srv, addr := startServer(t, Config{})
	log := filepath.Join(t.TempDir(), "game.yaml")
	tab := open(t, srv, "mojo", 8, []string{"Ann", "Ben", "bot:random"}, nil,
		func(c *TableConfig) { c.Log, c.BotAfter = log, 50*time.Millisecond })
	ben := tab.Seats()[1]
	p := newPlayer(dial(t, addr, dialConfig(ben.User, ben.Code), nil, 0, 0), tab, 1, 3)
	runPlayers(t, p)
	<-tab.Done()
	checkGame(t, tab, []*player{p}, log, "")
	if !strings.Contains(p.c.text(), "Ann (greedy plays while they are away): ") {
		t.Error("Ben was not told that the bot played for Ann")
	}
	annMoves := 0
	for _, m := range mustLoad(t, log).Moves {
		if m.Player == "Ann" {
			annMoves++
		}
	}
	if annMoves == 0 {
		t.Error("no move of Ann's in the log")
	}
}
