package e2e

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tabletop/engine"
	"tabletop/internal/testdepth"
)

// TestPlayMakotoSeriesLid: a whole series with bots asks nobody about the
// lid (makoto.lid): there is no "lid keep", the lid is used at most once a
// game from game 2, always under its holder's name (replay checks that),
// and the log replays: one series (the lid taken in it), four with -long.
func TestPlayMakotoSeriesLid(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	used := 0
	seeds := []string{"1", "2", "3", "4"}[:testdepth.Sweep(1, 4)]
	for _, seed := range seeds {
		log := "series-" + seed + ".yaml"
		r := run(t, dir, "play", "makoto", "--players", "bot:greedy,bot:random,bot:greedy,bot:random", "--series",
			"--seed", seed, "--log", log, "--quiet")
		if r.code != 0 {
			t.Fatalf("play: exit %d\n%s%s", r.code, r.stdout, r.stderr)
		}
		l, err := engine.LoadLog(filepath.Join(dir, log))
		if err != nil {
			t.Fatal(err)
		}
		lids := 0
		for _, m := range l.Moves {
			switch {
			case strings.HasPrefix(m.Text, "lid take "):
				lids++
			case strings.HasPrefix(m.Text, "lid"):
				t.Errorf("seed %s: %s", seed, m)
			}
		}
		if len(l.Rounds) != 4 || lids > len(l.Rounds)-1 {
			t.Errorf("seed %s: %d games, the lid used %d times in %d moves", seed, len(l.Rounds), lids, len(l.Moves))
		}
		used += lids
		if r := run(t, dir, "replay", log); r.code != 0 {
			t.Fatalf("replay %s: exit %d\n%s%s", log, r.code, r.stdout, r.stderr)
		}
	}
	if used == 0 {
		t.Errorf("the lid was never used in %d series", len(seeds))
	}
}

// TestReplayLidOutOfTurn: a hand-written log in which the lid holder takes
// a Curtain card out of turn replays; under a name that does not hold the
// lid it is refused with the rule.
func TestReplayLidOutOfTurn(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	r := run(t, dir, "play", "makoto", "--players", "bot:greedy,bot:greedy,bot:greedy,bot:greedy", "--series",
		"--seed", "5", "--log", "g.yaml", "--quiet")
	if r.code != 0 {
		t.Fatalf("play: exit %d\n%s", r.code, r.stderr)
	}
	l, err := engine.LoadLog(filepath.Join(dir, "g.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	// Replay to the start of game 2, find the lid holder and the turn
	// player, and let the holder take a Curtain card out of turn.
	s, err := engine.NewFromLog("g.yaml", l)
	if err != nil {
		t.Fatal(err)
	}
	type lidded interface {
		LidHolder() int
		Game() (int, int)
	}
	i := 0
	for ; i < len(l.Moves) && s.(lidded).LidHolder() < 0; i++ {
		m, err := s.ParseMove(l.Moves[i].Text)
		if err != nil || s.Apply(m) != nil {
			t.Skipf("move %d is out of turn already; the bots used the lid at once", i+1)
		}
	}
	h := s.(lidded).LidHolder()
	if h < 0 || h == s.CurrentPlayer() {
		t.Skip("no out-of-turn moment at the start of game 2 in this series")
	}
	view := s.View(-1).String()
	line := view[strings.Index(view, "Curtain ("):]
	card := strings.Fields(line[strings.Index(line, ":")+1:])[0]
	head := l.Moves[:i:i]
	write := func(name, player string) string {
		lg := *l
		lg.Moves = append(head, engine.LoggedMove{Player: player, Text: "lid take " + card})
		lg.Rounds, lg.Totals, lg.Winners = s.Rounds(), nil, nil // the games the head finishes
		lg.Deals, lg.Cards = nil, nil                           // a log made by hand records no cards
		data, err := lg.Marshal()
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
		return name
	}
	if r := run(t, dir, "replay", write("ok.yaml", l.Players[h])); r.code != 0 {
		t.Fatalf("holder out of turn: exit %d\n%s%s", r.code, r.stdout, r.stderr)
	}
	other := l.Players[(h+1)%len(l.Players)]
	if (h+1)%len(l.Players) == s.CurrentPlayer() {
		other = l.Players[(h+2)%len(l.Players)]
	}
	r = run(t, dir, "replay", write("bad.yaml", other))
	if r.code != 1 || !strings.Contains(r.stderr, "makoto.lid") {
		t.Fatalf("non-holder: exit %d, stderr %q; want exit 1 citing makoto.lid", r.code, r.stderr)
	}
}
