package makoto

import (
	"fmt"
	"testing"

	"tabletop/engine"
)

func TestRuleLidOffer(t *testing.T) {
	// makoto.lid: the holder is offered the lid at the start of a turn
	// whenever the Curtain changed since they last declined; taking a card
	// gives the lid back.
	d := deal{players: 3, lid: 2, curtain: cards(t, "7 9"), hands: [][]Card{cards(t, "3 4 8 12"), cards(t, "5 6 13"), cards(t, "10 11 2")}}
	s := table(t, d)
	if s.Phase() != "lid" || s.CurrentPlayer() != 1 || s.Turn() != 0 {
		t.Fatalf("makoto.lid: phase %s, to move %d, turn %d", s.Phase(), s.CurrentPlayer(), s.Turn())
	}
	reject(t, s, "play 3", "makoto.lid")
	reject(t, s, "lid take 8", "makoto.lid") // not in the Curtain
	effs := do(t, s, "lid keep")
	if !hasEffect(effs, "makoto.lid", "keeps the lid") || s.CurrentPlayer() != 0 || s.Phase() != "play" {
		t.Fatalf("after lid keep: %v, to move %d", effs, s.CurrentPlayer())
	}
	reject(t, s, "lid take 7", "makoto.lid") // not offered now
	do(t, s, "play 8")                       // a Curtain decision follows (3 and 4 are lower; 7 too)
	do(t, s, "done")                         // the Curtain is unchanged: no offer before seat 2
	if s.Phase() != "play" || s.CurrentPlayer() != 1 {
		t.Fatalf("offer without a Curtain change: phase %s", s.Phase())
	}
	do(t, s, "play 13")
	do(t, s, "discard 5") // the Curtain changes: offer before seat 3's turn
	if s.Phase() != "lid" || s.CurrentPlayer() != 1 || s.Turn() != 2 {
		t.Fatalf("no offer after a Curtain change: phase %s, to move %d", s.Phase(), s.CurrentPlayer())
	}
	effs = do(t, s, "lid take 7")
	if !hasEffect(effs, "makoto.lid", "takes 7") || s.LidHolder() != -1 || handOf(s, 1) != "6 7" || s.CurrentPlayer() != 2 {
		t.Fatalf("lid take: %v, holder %d, hand %s", effs, s.LidHolder(), handOf(s, 1))
	}
	// The lid is gone: no further offers.
	do(t, s, "pass")
	do(t, s, "pass")
	if s.Phase() == "lid" {
		t.Error("an offer after the lid was given back")
	}
}

func TestRuleLidTies(t *testing.T) {
	// makoto.lid: the previous game's lowest scorer gets the lid; a tie
	// goes to the tied player seated first to the new dealer's left, or to
	// nobody with lid-tie=none.
	cases := []struct {
		tie    string
		scores []int16
		dealer int
		want   int
	}{
		{LidTieDealerLeft, []int16{30, 10, 50, 40}, 0, 1},
		{LidTieDealerLeft, []int16{10, 30, 10, 40}, 1, 2},
		{LidTieDealerLeft, []int16{10, 30, 10, 40}, 2, 0},
		{LidTieDealerLeft, []int16{10, 30, 10, 40}, 0, 2},
		{LidTieNone, []int16{10, 30, 10, 40}, 1, -1},
		{LidTieNone, []int16{30, 10, 50, 40}, 1, 1},
	}
	for i, c := range cases {
		t.Run(fmt.Sprintf("makoto.lid/tie-%d", i), func(t *testing.T) {
			s := table(t, deal{players: 4, opts: engine.Options{OptionLidTie: c.tie}, hands: [][]Card{cards(t, "1"), cards(t, "1"), cards(t, "1"), cards(t, "1")}})
			copy(s.scores[0][:], c.scores)
			s.dealer = int8(c.dealer)
			if got := s.lowestScorer(0); got != c.want {
				t.Errorf("lid to seat %d, want %d", got, c.want)
			}
		})
	}
}

func TestRuleLidSeries(t *testing.T) {
	// makoto.lid over whole series: from game 2 the lid goes to the
	// previous game's lowest scorer; with lid=off nobody gets it.
	for _, lid := range []string{"on", "off"} {
		for seed := range uint64(10) {
			s, _ := NewState(engine.Config{Players: 3 + int(seed%4), Seed: seed, Options: engine.Options{OptionSeries: "on", OptionLid: lid}})
			agents := make([]engine.Agent, s.NumPlayers())
			for i := range agents {
				agents[i] = NewGreedy(seed*7 + uint64(i))
			}
			offers := 0
			err := engine.Run(s, agents, func(_ int, m engine.Move, _ engine.State) error {
				if m.Kind == KindLidKeep || m.Kind == KindLidTake {
					offers++
				}
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
			if s.lidOf[0] != noSeat {
				t.Errorf("a lid in the first game")
			}
			for g := 1; g < s.p.games; g++ {
				want := int8(noSeat)
				if lid == "on" {
					low := s.scores[g-1][0]
					for p := range s.NumPlayers() {
						low = min(low, s.scores[g-1][p])
					}
					for k := 1; k <= s.NumPlayers(); k++ {
						p := (int(s.dealerOf[g]) + k) % s.NumPlayers()
						if s.scores[g-1][p] == low {
							want = int8(p)
							break
						}
					}
				}
				if s.lidOf[g] != want {
					t.Errorf("makoto.lid (lid=%s, seed %d): game %d lid %d, want %d", lid, seed, g+1, s.lidOf[g], want)
				}
			}
			if lid == "off" && offers > 0 {
				t.Errorf("lid=off but %d lid decisions", offers)
			}
			if lid == "on" && seed == 0 && offers == 0 {
				t.Errorf("lid=on but no lid decision in a whole series")
			}
		}
	}
}
