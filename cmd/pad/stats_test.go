package pad

import (
	"testing"

	"tabletop/scorepad"
)

// An average is rounded the same way in the text and in --json: halves up
// (issue 22.11: 245/4 printed 61.2 where --json said 61.3).
func TestAverageTenths(t *testing.T) {
	for _, tt := range []struct{ in, want float64 }{
		{61.25, 61.3}, {61.24, 61.2}, {0.05, 0.1}, {48.333, 48.3}, {0, 0},
	} {
		if got := averageTenths(tt.in); got != tt.want {
			t.Errorf("averageTenths(%v) = %v, want %v", tt.in, got, tt.want)
		}
	}
}

// Makoto's pad statistics name what they count plainly beside the old
// keys: pads (the old games) and series_games (the old rounds).
func TestStatsDocClearKeys(t *testing.T) {
	st := scorepad.Stats{Game: "makoto", Pads: 2, Rounds: 5, Players: []scorepad.PlayerStats{{Name: "Ann", Games: 2, Rounds: 5, Points: 245}}}
	doc := statsDoc([]scorepad.Stats{st})
	g := doc.Games[0]
	if g.SeriesGames == nil || *g.SeriesGames != 5 || g.Rounds != 5 {
		t.Errorf("game: series_games %v rounds %d", g.SeriesGames, g.Rounds)
	}
	p := g.Players[0]
	if p.Pads != 2 || p.Games != 2 || p.SeriesGames == nil || *p.SeriesGames != 5 {
		t.Errorf("player: %+v", p)
	}
	st.Game = "mojo"
	if d := statsDoc([]scorepad.Stats{st}); d.Games[0].SeriesGames != nil || d.Games[0].Players[0].SeriesGames != nil {
		t.Error("a Mojo pad has rounds, not series games")
	}
}
