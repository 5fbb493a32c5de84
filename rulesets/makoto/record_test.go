package makoto

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

// follower follows a Makoto game from its log alone, as engine/LOG.md
// describes the records: the deals set the table, the moves name the cards
// played and discarded, and the card records say the rest (Oracle draws
// and reshuffles, Curtain and lid takes, tricks won). Cards are kept as
// written ("9", "9s").
type follower struct {
	hands   [][]string
	piles   [][]string
	curtain []string
	oracle  []string // top first
	discard []string // the Oracle discard pile
	trick   []string
	aside   []string
	oracled int // the seat whose last move was "pass oracle" (its discard goes onto the Oracle pile), or -1
}

func (f *follower) deal(t *testing.T, d engine.DealRecord) {
	t.Helper()
	f.hands = nil
	for _, h := range d.Hands {
		f.hands = append(f.hands, slices.Clone(h))
	}
	f.piles = make([][]string, len(d.Hands))
	f.curtain, f.oracle, f.discard, f.trick, f.aside = nil, nil, nil, nil, nil
	f.oracled = -1
	for _, z := range d.Zones {
		switch z.Key {
		case "curtain":
			f.curtain = slices.Clone(z.Piles[0])
		case "oracle_deck":
			f.oracle = slices.Clone(z.Piles[0])
		case "set_aside":
			f.aside = slices.Clone(z.Piles[0])
		default:
			t.Fatalf("deal place %q", z.Key)
		}
	}
}

func take(t *testing.T, from []string, c string) []string {
	t.Helper()
	i := slices.Index(from, c)
	if i < 0 {
		t.Fatalf("card %s not in %v", c, from)
	}
	return slices.Delete(from, i, i+1)
}

// ascending sorts cards as engine/LOG.md says a trick, a take and a hand
// are written: by value, a plain card before the Sword card of its value.
func ascending(t *testing.T, cards []string) []string {
	t.Helper()
	key := func(c string) int {
		v, err := strconv.Atoi(strings.TrimSuffix(c, "s"))
		if err != nil {
			t.Fatalf("card %q", c)
		}
		if strings.HasSuffix(c, "s") {
			return 2*v + 1
		}
		return 2 * v
	}
	out := slices.Clone(cards)
	slices.SortStableFunc(out, func(a, b string) int { return key(a) - key(b) })
	return out
}

func sameCards(a, b []string) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}

// move plays one logged move (the two-move forms the tool writes) and its
// card records.
func (f *follower) move(t *testing.T, seat int, text string, recs []engine.CardRecord) {
	t.Helper()
	w := strings.Fields(text)
	switch {
	case w[0] == "play":
		for _, c := range w[1:] {
			f.hands[seat] = take(t, f.hands[seat], c)
			f.trick = append(f.trick, c)
		}
	case w[0] == "discard" && f.oracled == seat:
		f.hands[seat] = take(t, f.hands[seat], w[1])
		f.discard = append(f.discard, w[1])
		f.oracled = -1
	case w[0] == "discard":
		f.hands[seat] = take(t, f.hands[seat], w[1])
		f.curtain = append(f.curtain, w[1])
	case text == "pass oracle":
		// The next "discard" of this seat (the box lid may be used before
		// it) goes onto the Oracle discard pile.
		f.oracled = seat
	case w[0] == "take", w[0] == "lid", text == "pass", text == "done":
		// The cards taken come with the record.
	default:
		t.Fatalf("move %q", text)
	}
	for _, r := range recs {
		who := seat
		if r.Who != "" {
			who = slices.Index(names, r.Who)
		}
		switch r.What {
		case "reshuffle":
			if len(f.oracle) != 0 || !sameCards(f.discard, r.Cards) {
				t.Fatalf("reshuffle of %v (deck %v) into %v", f.discard, f.oracle, r.Cards)
			}
			f.oracle, f.discard = slices.Clone(r.Cards), nil
		case "draw":
			if f.oracle[0] != r.Cards[0] {
				t.Fatalf("draw %s, the top of the Oracle deck is %s", r.Cards[0], f.oracle[0])
			}
			f.oracle = f.oracle[1:]
			f.hands[who] = append(f.hands[who], r.Cards[0])
		case "take", "lid":
			if r.What == "take" && !slices.Equal(r.Cards, ascending(t, w[1:])) || r.What == "lid" && r.Cards[0] != w[2] {
				t.Fatalf("%s record %v for move %q", r.What, r.Cards, text)
			}
			for _, c := range r.Cards {
				f.curtain = take(t, f.curtain, c)
				f.hands[who] = append(f.hands[who], c)
			}
		case "trick":
			// Every card played to it, ascending (not in the order played).
			if !slices.Equal(ascending(t, f.trick), r.Cards) {
				t.Fatalf("trick %v won, the follower's trick is %v", r.Cards, f.trick)
			}
			f.piles[who] = append(f.piles[who], f.trick...)
			f.trick = nil
		default:
			t.Fatalf("record %q", r.What)
		}
	}
}

var names = []string{"Ann", "Ben", "Cy", "Dee", "Eve", "Fay"}

// same checks the follower's table against the engine's.
func (f *follower) same(t *testing.T, s *State) {
	t.Helper()
	for p := range int(s.n) {
		if !sameCards(f.hands[p], multisetText(&s.hands[p])) {
			t.Fatalf("seat %d holds %v, the follower has %v", p+1, multisetText(&s.hands[p]), f.hands[p])
		}
		if !sameCards(f.piles[p], multisetText(&s.piles[p])) {
			t.Fatalf("seat %d's score pile %v, the follower has %v", p+1, multisetText(&s.piles[p]), f.piles[p])
		}
	}
	for _, c := range []struct {
		what      string
		got, want []string
	}{
		{"Curtain", f.curtain, multisetText(&s.curtain)},
		{"Oracle discard pile", f.discard, multisetText(&s.oracleDisc)},
		{"trick", f.trick, multisetText(&s.trick)},
		{"set aside", f.aside, multisetText(&s.aside)},
	} {
		if !sameCards(c.got, c.want) {
			t.Fatalf("%s %v, the follower has %v", c.what, c.want, c.got)
		}
	}
	if want := oracleTopFirst(s.oracle[:s.nOracle]); !slices.Equal(f.oracle, want) {
		t.Fatalf("Oracle deck %v, the follower has %v", want, f.oracle)
	}
}

// TestLogRecordsFollowTheGame: over seeded games and series of every
// player count and every combination of options, written as a log and
// read back, a follower that knows only the log's deals, moves and card
// records (engine/LOG.md) has the engine's table after every move: every
// hand and score pile, the Curtain, the Oracle deck in order and its
// discard pile, the trick, the cards set aside. The log replays with its
// records checked.
func TestLogRecordsFollowTheGame(t *testing.T) {
	// Every option combination is followed, each at one player count in
	// turn, so that every player count follows a fifth of them, with its
	// own seed. -long follows every combination at every player count with
	// three seeds (fifteen times the cost, the same paths again).
	seeds := testdepth.Sweep[uint64](1, 3)
	seen := map[string]int{}
	for players := MinPlayers; players <= MaxPlayers; players++ {
		for oi, o := range enginetest.OptionCombos(theRuleset) {
			if !testdepth.Long() && oi%(MaxPlayers-MinPlayers+1) != players-MinPlayers {
				continue
			}
			for seed := range seeds {
				cfg := engine.Config{Players: players, Options: o, Seed: seed*100 + uint64(oi), Start: int(seed) % players}
				t.Run(fmt.Sprintf("p%d/%s/seed%d", players, o, cfg.Seed), func(t *testing.T) {
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
						f.move(t, seat, lm.Text, recs[:k])
						recs = recs[k:]
						if len(deals) > 0 && deals[0].Move == i+1 {
							f.deal(t, deals[0])
							deals = deals[1:]
						}
						if !s.IsTerminal() {
							f.same(t, s.(*State))
						}
					}
					if len(deals)+len(recs) > 0 {
						t.Fatalf("records left after the last move: %d deals, %d cards", len(deals), len(recs))
					}
				})
			}
		}
	}
	for _, what := range []string{"draw", "reshuffle", "take", "lid", "trick", "deal"} {
		if seen[what] == 0 {
			t.Errorf("no game had a %q record (records seen: %v)", what, seen)
		}
	}
}

// loggedGame plays a game of random and greedy bots with a log, writes
// the log as YAML, reads it back and replays it (records checked); seen
// counts the kinds of records met.
func loggedGame(t *testing.T, cfg engine.Config, seen map[string]int) *engine.GameLog {
	t.Helper()
	cfg.Names = names[:cfg.Players]
	s, err := NewState(cfg)
	if err != nil {
		t.Fatal(err)
	}
	agents := make([]engine.Agent, cfg.Players)
	for i := range agents {
		agents[i], _ = theRuleset.NewBot([]string{"random", "greedy"}[i%2], cfg.Seed+uint64(i))
	}
	log := enginetest.PlayLogged(t, s, cfg.Names, agents)
	back, r := enginetest.Replayed(t, log)
	if !r.Equal(s) {
		t.Fatal("replay gives a different state")
	}
	for _, c := range back.Cards {
		seen[c.What]++
	}
	seen["deal"] += len(back.Deals)
	return back
}
