package serve_test

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"tabletop/engine"
	"tabletop/internal/testdepth"
	"tabletop/scorepad"
	. "tabletop/serve"
)

// playAll plays every person's seat of tab with a line-mode client and
// waits for the game's end.
func playAll(t *testing.T, addr string, tab *Table, lidP int) []*player {
	t.Helper()
	var players []*player
	for i, st := range tab.Seats() {
		if st.Bot != "" {
			continue
		}
		c := dial(t, addr, dialConfig(st.User, st.Code), nil, 0, 0)
		p := newPlayer(c, tab, i, uint64(100+i))
		p.lidP = lidP
		players = append(players, p)
	}
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
				t.Logf("%s received, at the end:\n%s", p.names[p.seat], txt[max(0, len(txt)-5000):])
			}
			t.Fatalf("%s: %v", players[i].names[players[i].seat], err)
		}
	}
	<-tab.Done()
	return players
}

// checkGame checks a game played to its end: every person followed every
// move, the log replays to the same game, and the pad has its rounds.
func checkGame(t *testing.T, tab *Table, players []*player, log, pad string) engine.State {
	t.Helper()
	res := tab.Result()
	if !res.Over || res.Err != nil {
		t.Fatalf("result %+v", res)
	}
	for _, p := range players {
		if p.moves != res.Moves || !p.shadow.Equal(res.State) {
			t.Errorf("%s followed %d of %d moves", p.names[p.seat], p.moves, res.Moves)
		}
	}
	l, err := engine.LoadLog(log)
	if err != nil {
		t.Fatal(err)
	}
	end, err := engine.Replay(log, l)
	if err != nil {
		t.Fatal(err)
	}
	if !end.Equal(res.State) || len(l.Moves) != res.Moves {
		t.Errorf("the log replays to another game")
	}
	if pad != "" {
		p, err := scorepad.Load(pad)
		if err != nil {
			t.Fatal(err)
		}
		if len(p.Rounds) != len(res.State.Rounds()) || !slices.Equal(p.Totals(), res.State.Totals()) {
			t.Errorf("pad: %d rounds, totals %v; the game: %d rounds, totals %v", len(p.Rounds), p.Totals(), len(res.State.Rounds()), res.State.Totals())
		}
	}
	return res.State
}

// Whole games of Mojo, with every option, played by people in line mode
// and a bot: the log replays, the pad has every round.
func TestMojoEveryOption(t *testing.T) {
	t.Parallel() // own server, own folder; CPU-bound whole games
	cases := []struct {
		seats []string
		opts  engine.Options
	}{
		{[]string{"Ann", "Ben", "bot:greedy"}, nil},
		{[]string{"Ann", "Ben"}, engine.Options{"direction-zero": "ccw"}},
		{[]string{"Ann", "bot:random", "Ben", "bot:greedy"}, engine.Options{"deal-next": "continue"}},
		{[]string{"Ann", "Ben", "bot:greedy"}, engine.Options{"variant": "two-piles"}},
		{[]string{"Ann", "Ben", "Cy"}, engine.Options{"variant": "two-piles", "refill": "draw-pile", "direction-zero": "ccw", "deal-next": "continue"}},
	}
	for i, tc := range cases {
		t.Run(fmt.Sprint(tc.opts), func(t *testing.T) {
			t.Parallel()
			srv, addr := startServer(t, Config{})
			dir := t.TempDir()
			log, pad := filepath.Join(dir, "game.yaml"), filepath.Join(dir, "pad.yaml")
			tab := open(t, srv, "mojo", uint64(10+i), tc.seats, tc.opts, func(c *TableConfig) { c.Log, c.Pad = log, pad })
			players := playAll(t, addr, tab, 0)
			checkGame(t, tab, players, log, pad)
		})
	}
}

// Makoto series: the lid holder takes the lid out of turn, from their own
// session, whenever it is offered (and sometimes not): the log records it
// under their name and replays.
func TestMakotoSeriesWithTheLid(t *testing.T) {
	t.Parallel() // own server, own folder; CPU-bound whole games
	cases := []struct {
		seats []string
		opts  engine.Options
		long  bool // only with -long
	}{
		{[]string{"Ann", "Ben", "bot:greedy"}, engine.Options{"series": "on"}, false},
		// Four games of four seats: ten times the others' time (the table
		// rewrites its log after every move, and the log grows with the
		// series).
		{[]string{"Ann", "Ben", "Cy", "bot:random"}, engine.Options{"series": "on", "lid-tie": "none"}, true},
		// Two seats: a series of four games, with other rewards and
		// points (the rulesets' tests cover those options on every table).
		{[]string{"Ann", "Ben"}, engine.Options{"series": "on", "rewards": "30,10", "points": "5:5,10:10"}, true},
		{[]string{"Ann", "bot:greedy", "Ben"}, nil, false},
	}
	for i, tc := range cases {
		if tc.long && !testdepth.Long() {
			continue
		}
		t.Run(fmt.Sprint(tc.opts), func(t *testing.T) {
			t.Parallel()
			srv, addr := startServer(t, Config{})
			dir := t.TempDir()
			log, pad := filepath.Join(dir, "game.yaml"), filepath.Join(dir, "pad.yaml")
			tab := open(t, srv, "makoto", uint64(20+i), tc.seats, tc.opts, func(c *TableConfig) { c.Log, c.Pad = log, pad })
			players := playAll(t, addr, tab, 2)
			checkGame(t, tab, players, log, pad)
			if tc.opts["series"] == "on" {
				lids := 0
				for _, p := range players {
					lids += strings.Count(p.c.text(), "At any moment you may play: lid take")
				}
				if lids == 0 {
					t.Errorf("no one was offered the lid out of turn")
				}
			}
		})
	}
}
