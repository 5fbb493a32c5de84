package scorepad

import (
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"
)

// TestStatsAgainstTotals builds random Mojo pads (seeded) with players
// who differ in case between pads, and checks pad stats against the sums
// worked out here from the rounds as added.
func TestStatsAgainstTotals(t *testing.T) {
	rng := rand.New(rand.NewPCG(12, 8))
	names := []string{"Ann", "Ben", "Cy", "Dee"}
	type want struct{ games, wins, rounds, points, best, worst, taken, plus int }
	exp := map[string]*want{}
	var pads []*Pad
	for range 6 {
		n := 2 + rng.IntN(3)
		players := make([]string, n)
		for i := range players {
			players[i] = names[i]
			if rng.IntN(2) == 0 {
				players[i] = strings.ToUpper(names[i])
			}
		}
		p, err := New(Mojo, players, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		totals := make([]int, n)
		for k := 0; k < 12; k++ {
			scores := make([]int, n)
			holder, lowest := rng.IntN(n), 1<<30
			for i := range scores {
				scores[i] = rng.IntN(15)
				if i != holder {
					lowest = min(lowest, scores[i])
				}
			}
			// mojo.score.mojo: the holder scores 0 when lowest or tied,
			// else points plus 10.
			if scores[holder] <= lowest {
				scores[holder] = 0
			} else {
				scores[holder] += 10
			}
			if _, err := p.Add(NewTotalsRound(scores, holder)); err != nil {
				continue // a game already over, or scores no round gives
			}
			r := p.Rounds[len(p.Rounds)-1]
			for i, s := range r.Scores {
				w := exp[names[i]]
				if w == nil {
					w = &want{best: 1 << 30, worst: -1}
					exp[names[i]] = w
				}
				w.rounds++
				w.points += s
				w.best, w.worst = min(w.best, s), max(w.worst, s)
				totals[i] += s
			}
			exp[names[holder]].taken++
			// The holder scores 0 when lowest, else points plus 10
			// (mojo.score.mojo).
			if r.Scores[holder] != 0 {
				exp[names[holder]].plus++
			}
		}
		over, lowest := false, 1<<30
		for _, tot := range totals {
			over = over || tot >= 50
			lowest = min(lowest, tot)
		}
		for i := range players {
			w := exp[names[i]]
			if w == nil {
				w = &want{best: 1 << 30, worst: -1}
				exp[names[i]] = w
			}
			w.games++
			if over && totals[i] == lowest {
				w.wins++
			}
		}
		pads = append(pads, p)
	}
	st := ComputeStats(pads)
	wins, plus := 0, 0
	for _, w := range exp {
		wins, plus = wins+w.wins, plus+w.plus
	}
	if wins == 0 || plus == 0 || st.Finished == 0 {
		t.Fatalf("no finished pad or no +10 (wins %d, +10 %d): the test proves nothing", wins, plus)
	}
	if st.Pads != 6 || !st.LowWins || st.Game != Mojo {
		t.Fatalf("stats header %+v", st)
	}
	if len(st.Players) != len(exp) {
		t.Fatalf("%d players, want %d: %+v", len(st.Players), len(exp), st.Players)
	}
	for _, ps := range st.Players {
		w := exp[ps.Name]
		if w == nil {
			w = exp[strings.ToUpper(ps.Name[:1])+strings.ToLower(ps.Name[1:])]
		}
		if w == nil {
			t.Fatalf("unexpected player %q", ps.Name)
		}
		got := want{ps.Games, ps.Wins, ps.Rounds, ps.Points, ps.Best, ps.Worst, ps.Counts[0], ps.Counts[1]}
		if w.rounds == 0 {
			got.best, got.worst = w.best, w.worst
		}
		if got != *w {
			t.Errorf("%s: got %+v, want %+v", ps.Name, got, *w)
		}
	}
}

// TestStatsMakoto counts the rewards and Curtain bonuses of the golden
// series: game 1 is entered with cards, game 2 as scores only.
func TestStatsMakoto(t *testing.T) {
	p, err := Load(filepath.Join(goldenDir, "makoto-series.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	st := ComputeStats([]*Pad{p})
	if st.LowWins || len(st.Parts) != 2 || st.Parts[0].Key != "reward" || st.Parts[1].Key != "curtain_bonus" {
		t.Fatalf("stats %+v", st)
	}
	res, err := p.Score(&p.Rounds[0])
	if err != nil {
		t.Fatal(err)
	}
	for i, ps := range st.Players {
		if ps.Rounds != 2 || ps.Points != p.Totals()[i] || ps.Games != 1 || ps.Wins != 0 {
			t.Errorf("%s: %+v", ps.Name, ps)
		}
		for j, part := range res.Parts {
			want := PartStats{Points: part.Points[i]}
			if part.Points[i] != 0 {
				want.Count = 1
			}
			if ps.Parts[j] != want {
				t.Errorf("%s's %s: %+v, want %+v", ps.Name, part.Label, ps.Parts[j], want)
			}
		}
	}
	// Ben went out first: the highest reward (makoto.rewards).
	if st.Players[1].Parts[0] != (PartStats{Count: 1, Points: 50}) {
		t.Errorf("Ben's rewards %+v", st.Players[1].Parts[0])
	}
}

// TestStatsNamesNFC: "Zoë" written with a precomposed ë in one pad and
// with e and a combining diaeresis in another is one player, shown as
// the first pad writes it; the pads keep the names as written.
func TestStatsNamesNFC(t *testing.T) {
	nfc, nfd := "Zo\u00eb", "Zoe\u0308"
	var pads []*Pad
	for _, name := range []string{nfc, nfd} {
		p, err := New(Mojo, []string{name, "Ben"}, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := p.Add(NewTotalsRound([]int{3, 0}, 1)); err != nil {
			t.Fatal(err)
		}
		if p.Players[0] != name {
			t.Errorf("the pad keeps %q as %q", name, p.Players[0])
		}
		if seat, err := p.Seat("ZOË"); seat != 0 || err != nil {
			t.Errorf("Seat(ZOË) in a pad of %q = %d, %v", name, seat, err)
		}
		pads = append(pads, p)
	}
	st := ComputeStats(pads)
	if len(st.Players) != 2 || st.Players[0].Name != nfc || st.Players[0].Games != 2 || st.Players[0].Points != 6 {
		t.Errorf("stats players = %+v, want Zoë once with 2 pads and 6 points", st.Players)
	}
}
