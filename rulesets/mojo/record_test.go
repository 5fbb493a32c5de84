package mojo

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"tabletop/engine"
	"tabletop/engine/enginetest"
	"tabletop/engine/story"
	"tabletop/internal/testdepth"
)

// follower follows a Mojo game from its log alone, as engine/LOG.md
// describes the records: the deals set the table, the moves put cards
// down, and the card records say every card that comes up. It knows no
// rule beyond what LOG.md says.
type follower struct {
	held    [][]int // every seat's hand
	down    [][]int // every seat's face-down cards (Mojo Time)
	shown   [][]int // every seat's face-down cards turned up
	draw    []int   // the draw pile, top first
	discard [][]int // the discard piles, bottom first
}

func atoiAll(t *testing.T, cards []string) []int {
	t.Helper()
	out := make([]int, len(cards))
	for i, c := range cards {
		v, err := strconv.Atoi(c)
		if err != nil {
			t.Fatalf("card %q", c)
		}
		out[i] = v
	}
	return out
}

func (f *follower) deal(t *testing.T, d engine.DealRecord) {
	t.Helper()
	f.held = nil
	for _, h := range d.Hands {
		f.held = append(f.held, atoiAll(t, h))
	}
	f.down, f.shown = make([][]int, len(d.Hands)), make([][]int, len(d.Hands))
	f.draw, f.discard = nil, nil
	for _, z := range d.Zones {
		switch z.Key {
		case "draw_pile":
			f.draw = atoiAll(t, z.Piles[0])
		case "discard_piles":
			for _, p := range z.Piles {
				f.discard = append(f.discard, atoiAll(t, p))
			}
		default:
			t.Fatalf("deal place %q", z.Key)
		}
	}
}

func remove(t *testing.T, cards []int, v int) []int {
	t.Helper()
	i := slices.Index(cards, v)
	if i < 0 {
		t.Fatalf("card %d not held in %v", v, cards)
	}
	return slices.Delete(cards, i, i+1)
}

func sortedCopy(v []int) []int {
	c := slices.Clone(v)
	slices.Sort(c)
	return c
}

// move plays one logged move and its card records.
func (f *follower) move(t *testing.T, seat int, text string, recs []engine.CardRecord) {
	t.Helper()
	w := strings.Fields(text)
	if w[0] == "play" {
		pile := 1
		var cards []int
		for i := 1; i < len(w); i++ {
			if w[i] == "on" {
				pile, _ = strconv.Atoi(w[i+1])
				i++
				continue
			}
			if w[i] == "draw" {
				i++
				continue
			}
			v, _ := strconv.Atoi(w[i])
			cards = append(cards, v)
		}
		for _, c := range cards {
			f.held[seat] = remove(t, f.held[seat], c)
			f.discard[pile-1] = append(f.discard[pile-1], c)
		}
	}
	for _, r := range recs {
		card := func() int { return atoiAll(t, r.Cards)[0] }
		switch r.What {
		case "reveal":
			f.down[seat] = remove(t, f.down[seat], card())
			f.shown[seat] = append(f.shown[seat], card())
		case "take":
			p := f.discard[r.Pile-1]
			if top := p[len(p)-1]; top != card() {
				t.Fatalf("take %d, the top of pile %d is %d", card(), r.Pile, top)
			}
			f.discard[r.Pile-1] = p[:len(p)-1]
			f.held[seat] = append(f.held[seat], card())
		case "refill":
			var c int
			if r.From > 0 {
				p := f.discard[r.From-1]
				c, f.discard[r.From-1] = p[len(p)-1], p[:len(p)-1]
			} else {
				c, f.draw = f.draw[0], f.draw[1:]
			}
			if c != card() {
				t.Fatalf("refill %d, the follower turns up %d", card(), c)
			}
			f.discard[r.Pile-1] = append(f.discard[r.Pile-1], c)
		case "reshuffle":
			p := f.discard[r.Pile-1]
			if len(f.draw) != 0 || !slices.Equal(sortedCopy(p[:len(p)-1]), sortedCopy(atoiAll(t, r.Cards))) {
				t.Fatalf("reshuffle of %v (draw pile %v) into %v", p, f.draw, r.Cards)
			}
			f.draw = atoiAll(t, r.Cards)
			f.discard[r.Pile-1] = p[len(p)-1:]
		case "draw":
			if f.draw[0] != card() {
				t.Fatalf("draw %d, the top of the draw pile is %d", card(), f.draw[0])
			}
			f.draw = f.draw[1:]
			f.held[seat] = append(f.held[seat], card())
		default:
			t.Fatalf("record %q", r.What)
		}
	}
	// Mojo Time: a player who ends a turn with 3 cards or fewer (2 with
	// two players) lays them face down; with none the round is over.
	most := 3
	if len(f.held) == 2 {
		most = 2
	}
	if n := len(f.held[seat]); w[0] == "play" && n > 0 && n <= most {
		f.down[seat], f.held[seat] = f.held[seat], nil
	}
}

// dealOn deals the next round with deal-next=continue as engine/LOG.md
// says, from the table the last round left: every seat's cards onto
// discard pile 1 in seat order (each seat's hand ascending, then its
// face-down cards ascending, then those turned up ascending); 8 cards to
// each seat, one at a time from the top of the draw pile, seat 1 first,
// the reshuffle records (no pile) giving the new draw pile when it runs
// out; then a card turned up onto each discard pile in turn. It returns
// the deal as a deal record writes it.
func (f *follower) dealOn(t *testing.T, reshuffles []engine.CardRecord) engine.DealRecord {
	t.Helper()
	n := len(f.held)
	for p := range n {
		for _, part := range [][]int{f.held[p], f.down[p], f.shown[p]} {
			f.discard[0] = append(f.discard[0], sortedCopy(part)...)
		}
	}
	next := func() int {
		if len(f.draw) == 0 {
			if len(reshuffles) == 0 {
				t.Fatal("the draw pile ran out while dealing, and no reshuffle record follows")
			}
			var under []int
			for i, p := range f.discard {
				under = append(under, p[:len(p)-1]...)
				f.discard[i] = p[len(p)-1:]
			}
			if got := atoiAll(t, reshuffles[0].Cards); !slices.Equal(sortedCopy(got), sortedCopy(under)) {
				t.Fatalf("reshuffle while dealing into %v, the discard piles under their tops hold %v", got, under)
			}
			f.draw, reshuffles = atoiAll(t, reshuffles[0].Cards), reshuffles[1:]
		}
		c := f.draw[0]
		f.draw = f.draw[1:]
		return c
	}
	hands := make([][]int, n)
	for k := range HandSize * n {
		hands[k%n] = append(hands[k%n], next())
	}
	for i := range f.discard {
		f.discard[i] = append(f.discard[i], next())
	}
	if len(reshuffles) > 0 {
		t.Fatalf("reshuffle records left after the deal: %v", reshuffles)
	}
	d := engine.DealRecord{}
	for _, h := range hands {
		d.Hands = append(d.Hands, intsText(sortedCopy(h)))
	}
	var piles [][]string
	for _, p := range f.discard {
		piles = append(piles, intsText(p))
	}
	d.Zones = []engine.CardZone{{Key: "draw_pile", Piles: [][]string{intsText(f.draw)}}, {Key: "discard_piles", Piles: piles, Nested: true}}
	return d
}

func intsText(v []int) []string {
	out := make([]string, len(v))
	for i, x := range v {
		out[i] = strconv.Itoa(x)
	}
	return out
}

// dealReshuffle reports whether r is a reshuffle while dealing.
func dealReshuffle(r engine.CardRecord) bool { return r.What == "reshuffle" && r.Pile == 0 }

// same checks the follower's table against the engine's.
func (f *follower) same(t *testing.T, s *State) {
	t.Helper()
	for p := range int(s.np) {
		for i, c := range [3]*cards{&s.hand[p], &s.down[p], &s.shown[p]} {
			have := [3][]int{f.held[p], f.down[p], f.shown[p]}[i]
			if got, want := sortedCopy(have), sortedCopy(c.list()); !slices.Equal(got, want) {
				t.Fatalf("seat %d holds %v (hand, face down, turned up: part %d), the follower has %v", p+1, want, i+1, got)
			}
		}
	}
	draw := make([]int, s.deckN)
	for i := range draw {
		draw[i] = int(s.deck[int(s.deckN)-1-i])
	}
	if !slices.Equal(f.draw, draw) {
		t.Fatalf("draw pile %v, the follower has %v", draw, f.draw)
	}
	for p := range s.Piles() {
		pile := make([]int, s.pileN[p])
		for i := range pile {
			pile[i] = int(s.pile[p][i])
		}
		if !slices.Equal(f.discard[p], pile) {
			t.Fatalf("discard pile %d %v, the follower has %v", p+1, pile, f.discard[p])
		}
	}
}

// TestLogRecordsFollowTheGame: over seeded games of every player count and
// every combination of options (deal-next=continue, two piles, both
// refills), written as a log and read back, a follower that knows only the
// log's deals, moves and card records (engine/LOG.md) has the engine's
// table after every move: every hand, the draw pile in order, every
// discard pile. The log replays with its records checked.
func TestLogRecordsFollowTheGame(t *testing.T) {
	// Two seeds, four with -long (the same paths again).
	seeds := testdepth.Sweep[uint64](2, 4)
	seen := map[string]int{}
	for players := MinPlayers; players <= MaxPlayers; players++ {
		for oi, o := range optionSets {
			for seed := range seeds {
				cfg := engine.Config{Players: players, Options: o, Seed: seed*100 + uint64(oi), Start: int(seed) % players}
				t.Run(fmt.Sprintf("p%d/%s/seed%d", players, engine.Options(o), cfg.Seed), func(t *testing.T) {
					back := loggedGame(t, cfg, seen)
					s, err := engine.NewFromLog("log", back)
					if err != nil {
						t.Fatal(err)
					}
					var f follower
					deals, recs := back.Deals, back.Cards
					f.deal(t, deals[0])
					deals = deals[1:]
					f.same(t, s.(*State))
					for i, lm := range back.Moves {
						seat, err := story.ApplyLogged(s, back.Players, lm)
						if err != nil {
							t.Fatal(err)
						}
						k := 0
						for k < len(recs) && recs[k].Move == i+1 {
							k++
						}
						mine := slices.DeleteFunc(slices.Clone(recs[:k]), dealReshuffle)
						f.move(t, seat, lm.Text, mine)
						if len(deals) > 0 && deals[0].Move == i+1 {
							if o[OptionDealNext] == DealContinue {
								// The deal as LOG.md says it is made.
								want := fmt.Sprint(deals[0].Hands, deals[0].Zones)
								d := f.dealOn(t, slices.DeleteFunc(slices.Clone(recs[:k]), func(r engine.CardRecord) bool { return !dealReshuffle(r) }))
								if got := fmt.Sprint(d.Hands, d.Zones); got != want {
									t.Fatalf("after move %d, the deal made as LOG.md says is\n%v\nthe log records\n%v", i+1, got, want)
								}
								if n := k - len(mine); n > 1 {
									t.Fatalf("%d reshuffles while dealing after move %d; LOG.md says at most one", n, i+1)
								}
								seen["deal-reshuffle"] += k - len(mine)
							}
							f.deal(t, deals[0])
							deals = deals[1:]
						} else if len(mine) != k {
							t.Fatalf("a reshuffle while dealing after move %d, which deals nothing", i+1)
						}
						recs = recs[k:]
						f.same(t, s.(*State))
					}
					if len(deals)+len(recs) > 0 {
						t.Fatalf("records left after the last move: %d deals, %d cards", len(deals), len(recs))
					}
				})
			}
		}
	}
	for _, what := range []string{"draw", "take", "refill", "reshuffle", "reveal", "deal"} {
		if seen[what] == 0 {
			t.Errorf("no game had a %q record", what)
		}
	}
	if seen["refill-from"] == 0 || seen["deal-continue"] == 0 || seen["deal-reshuffle"] == 0 {
		t.Errorf("records seen: %v", seen)
	}
}

// loggedGame plays a game of random and greedy bots with a log, writes
// the log as YAML, reads it back and replays it (records checked); seen
// counts the kinds of records met.
func loggedGame(t *testing.T, cfg engine.Config, seen map[string]int) *engine.GameLog {
	t.Helper()
	names := []string{"Ann", "Ben", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal"}[:cfg.Players]
	cfg.Names = names
	s, err := NewState(cfg)
	if err != nil {
		t.Fatal(err)
	}
	agents := make([]engine.Agent, cfg.Players)
	for i := range agents {
		agents[i], _ = Ruleset{}.NewBot([]string{"random", "greedy"}[i%2], cfg.Seed+uint64(i))
	}
	log := enginetest.PlayLogged(t, s, names, agents)
	back, r := enginetest.Replayed(t, log)
	if !r.Equal(s) {
		t.Fatal("replay gives a different state")
	}
	for _, c := range back.Cards {
		seen[c.What]++
		if c.From > 0 {
			seen["refill-from"]++
		}
	}
	seen["deal"] += len(back.Deals)
	if cfg.Options[OptionDealNext] == DealContinue && len(back.Deals) > 1 {
		seen["deal-continue"]++
	}
	return back
}
