package serve

import (
	"path/filepath"
	"sync"
	"testing"

	"tabletop/engine"
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
	for _, err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	<-tab.Done()
	return players
}

func TestLineModeMojoToTheEnd(t *testing.T) {
	srv, addr := startServer(t, Config{})
	log := filepath.Join(t.TempDir(), "game.yaml")
	tab := open(t, srv, "mojo", 7, []string{"Ann", "Ben", "bot:greedy"}, nil, func(c *TableConfig) { c.Log = log })
	players := playAll(t, addr, tab, 0)
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
}

func TestShowTranscript(t *testing.T) {
	srv, addr := startServer(t, Config{})
	tab := open(t, srv, "mojo", 7, []string{"Ann", "Ben", "bot:greedy"}, nil, nil)
	players := playAll(t, addr, tab, 0)
	txt := players[0].c.text()
	t.Log(txt[len(txt)-2500:])
}
