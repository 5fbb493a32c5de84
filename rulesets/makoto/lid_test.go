package makoto

import (
	"errors"
	"fmt"
	"regexp"
	"slices"
	"testing"

	"tabletop/engine"
	"tabletop/engine/enginetest"
)

func TestRuleLidAnyMoment(t *testing.T) {
	// makoto.lid: the holder may give the lid back for any one Curtain card
	// at any moment, even out of turn; there is no lid question and no
	// "lid keep". On the holder's own turn it is a legal move that does not
	// end the turn.
	d := deal{players: 3, lid: 2, curtain: cards(t, "7 9"), hands: [][]Card{cards(t, "3 4 8 12"), cards(t, "5 6 13"), cards(t, "10 11 2")}}
	s := table(t, d)
	if s.Phase() != "play" || s.CurrentPlayer() != 0 {
		t.Fatalf("makoto.lid: phase %s, to move %d: a lid question", s.Phase(), s.CurrentPlayer())
	}
	var buf []engine.Move
	if got := s.AnytimeMoves(1, buf); len(got) != 2 || FormatMove(got[0]) != "lid take 7" || FormatMove(got[1]) != "lid take 9" {
		t.Errorf("makoto.lid: the holder's moves out of turn: %v", got)
	}
	for _, p := range []int{0, 2} {
		if got := s.AnytimeMoves(p, buf); len(got) != 0 {
			t.Errorf("makoto.lid: seat %d, not the holder, may move out of turn: %v", p+1, got)
		}
	}
	for _, m := range s.LegalMoves(nil) {
		if m.Kind == KindLidTake {
			t.Errorf("makoto.lid: seat 1, not the holder, has %q", FormatMove(m))
		}
	}
	rejectAt(t, s, 0, "lid take 7", "makoto.lid")       // the turn player does not hold it
	rejectAt(t, s, 2, "lid take 7", "makoto.lid")       // a non-holder out of turn
	rejectAt(t, s, 1, "lid take 8", "makoto.lid")       // not in the Curtain
	rejectAt(t, s, 1, "play 5", engine.RuleNotYourTurn) // only the lid out of turn
	rejectAt(t, s, 2, "pass", engine.RuleNotYourTurn)
	do(t, s, "play 8") // a Curtain decision follows (3 and 4 are lower; 7 too)
	// Out of turn, in the middle of seat 1's turn (before its Curtain decision).
	effs := doAt(t, s, 1, "lid take 7")
	if !hasEffect(effs, "makoto.lid", "takes 7") || s.LidHolder() != -1 || handOf(s, 1) != "5 6 7 13" ||
		s.CurrentPlayer() != 0 || s.Phase() != "curtain" {
		t.Fatalf("lid take: %v, holder %d, hand %s, to move %d, phase %s", effs, s.LidHolder(), handOf(s, 1), s.CurrentPlayer(), s.Phase())
	}
	reject(t, s, "take 7", "makoto.curtain.take") // the 7 is gone
	// The lid is given back: no more lid moves.
	rejectAt(t, s, 1, "lid take 9", "makoto.lid")
	if got := s.AnytimeMoves(1, buf); len(got) != 0 {
		t.Errorf("lid moves after the lid was given back: %v", got)
	}

	// On the holder's own turn: one of their legal moves, the turn goes on.
	s = table(t, deal{players: 3, lid: 1, curtain: cards(t, "7 9"), hands: [][]Card{cards(t, "3 4 8 12"), cards(t, "5 6 13"), cards(t, "10 11 2")}})
	var lid []string
	for _, m := range s.LegalMoves(nil) {
		if m.Kind == KindLidTake {
			lid = append(lid, FormatMove(m))
		}
	}
	if len(lid) != 2 {
		t.Errorf("the holder's lid moves on their turn: %v", lid)
	}
	if got := s.AnytimeMoves(0, buf); len(got) != 0 {
		t.Errorf("the holder's own turn: out-of-turn moves %v", got)
	}
	do(t, s, "lid take 9")
	if s.CurrentPlayer() != 0 || s.Phase() != "play" || handOf(s, 0) != "3 4 8 9 12" {
		t.Fatalf("after lid take on the turn: to move %d, phase %s, hand %s", s.CurrentPlayer(), s.Phase(), handOf(s, 0))
	}
	do(t, s, "play 12")
}

func TestRuleLidAfterOut(t *testing.T) {
	// makoto.lid: "during the game, at any moment": a holder who is already
	// out may still use the lid until the game ends (lid-after-out=allow,
	// the default). They stay out; the card scores nothing in their hand
	// and no longer counts for the first player out's Curtain bonus
	// (makoto.score.curtain-bonus). With lid-after-out=refuse going out ends
	// the lid's use. Seat 3 went out first, the holder seat 2 second.
	cases := []struct {
		name    string
		opts    engine.Options
		allowed bool
		bonus   int // seat 3's Curtain bonus at the end
	}{
		{"default", nil, true, 20},
		{"allow", engine.Options{OptionLidAfterOut: LidAfterOutAllow}, true, 20},
		{"refuse", engine.Options{OptionLidAfterOut: LidAfterOutRefuse}, false, 30},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := table(t, deal{players: 4, opts: c.opts, lid: 2, out: []int{2, 1}, curtain: cards(t, "2 7 10"),
				hands: [][]Card{cards(t, "3 12"), nil, nil, cards(t, "5 13")}})
			moves := s.AnytimeMoves(1, nil)
			if c.allowed != (len(moves) == 3) || (!c.allowed && len(moves) != 0) {
				t.Fatalf("the out holder's moves out of turn: %v", moves)
			}
			if c.allowed {
				effs := doAt(t, s, 1, "lid take 10")
				if !hasEffect(effs, "makoto.lid", "already out") || !s.Out(1) || handOf(s, 1) != "10" || s.LidHolder() != -1 || s.CurrentPlayer() != 0 {
					t.Fatalf("lid take after out: %v, out %v, hand %s, lid %d, to move %d", effs, s.Out(1), handOf(s, 1), s.LidHolder(), s.CurrentPlayer())
				}
				// A public position with the out holder's card rebuilds.
				pos := s.Position()
				if _, err := NewPosition(pos); err != nil {
					t.Errorf("position after the lid: %v", err)
				}
				pos.HandSizes[1] = 2
				if _, err := NewPosition(pos); err == nil {
					t.Errorf("an out seat holding two cards was accepted")
				}
			} else {
				rejectAt(t, s, 1, "lid take 10", "makoto.lid")
				m, _ := s.ParseMove("lid take 10")
				if re, _ := engine.AsRuleError(s.Clone().(*State).ApplyAnytime(1, m)); !contains(re.Reason.String(), "lid-after-out=refuse") {
					t.Errorf("refusal %q does not name the option", re.Reason.String())
				}
			}
			// The holder takes no turn; the game ends as it would have.
			do(t, s, "play 12")
			do(t, s, "done")
			if s.CurrentPlayer() != 3 {
				t.Fatalf("after seat 1's play: seat %d to move, want seat 4", s.CurrentPlayer()+1)
			}
			do(t, s, "pass")
			do(t, s, "play 3") // seat 1 out: seat 4 alone takes one more turn
			do(t, s, "play 5")
			do(t, s, "done") // the last turn ends the game
			if !s.IsTerminal() {
				t.Fatalf("game not over:\n%s", s.View(-1).String())
			}
			sc := s.GameScores(0)
			want := []Result{{Reward: 30, Total: 30}, {Reward: 40, Total: 40}, {Reward: 50, Bonus: c.bonus, Total: 50 + c.bonus}, {Cards: 5, Total: 5}}
			if !slices.Equal(sc, want) {
				t.Errorf("scores %+v, want %+v", sc, want)
			}
		})
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
				if m.Kind == KindLidTake {
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
				t.Errorf("lid=off but %d lid moves", offers)
			}
			if lid == "on" && seed == 0 && offers == 0 {
				t.Errorf("lid=on but the lid never used in a whole series")
			}
		}
	}
}

// countingAgent wraps a bot and records every question Run asks it.
type countingAgent struct {
	engine.Agent
	t         *testing.T
	seat      int
	questions int
	lidOnly   int
}

func (a *countingAgent) Choose(s engine.State, legal []engine.Move) engine.Move {
	a.questions++
	st := s.(*State)
	if st.CurrentPlayer() != a.seat || st.Turn() != a.seat {
		a.t.Errorf("seat %d asked during seat %d's turn", a.seat+1, st.Turn()+1)
	}
	other := false
	for _, m := range legal {
		other = other || m.Kind != KindLidTake
	}
	if !other {
		a.lidOnly++
	}
	return a.Agent.Choose(s, legal)
}

func (a *countingAgent) ChooseAnytime(s engine.State, seat int, moves []engine.Move) (engine.Move, bool) {
	return a.Agent.(engine.AnytimeAgent).ChooseAnytime(s, seat, moves)
}

func TestRuleLidNoQuestion(t *testing.T) {
	// makoto.lid: over whole series with bots, nobody is ever asked about
	// the lid alone, only the turn player is asked, and the lid is used at
	// most once a game (from game 2), in turn or out of turn.
	var inTurn, outOfTurn, questions int
	for seed := range uint64(20) {
		players := 3 + int(seed%4)
		s, _ := NewState(engine.Config{Players: players, Seed: seed, Options: engine.Options{OptionSeries: "on"}})
		agents := make([]engine.Agent, players)
		counters := make([]*countingAgent, players)
		for i := range agents {
			var bot engine.Agent = NewGreedy(seed*11 + uint64(i))
			if i%2 == 1 {
				bot = engine.NewRandomAgent(seed*13 + uint64(i))
			}
			counters[i] = &countingAgent{Agent: bot, t: t, seat: i}
			agents[i] = counters[i]
		}
		lids := make([]int, s.p.games)
		err := engine.Run(s, agents, func(seat int, m engine.Move, after engine.State) error {
			if m.Kind != KindLidTake {
				return nil
			}
			st := after.(*State)
			g, _ := st.Game()
			lids[g-1]++
			if st.lidOf[g-1] != int8(seat) {
				return fmt.Errorf("game %d: seat %d used the lid of seat %d", g, seat+1, st.lidOf[g-1]+1)
			}
			if seat == st.CurrentPlayer() {
				inTurn++
			} else {
				outOfTurn++
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		for g, n := range lids {
			if n > 1 || (g == 0 && n > 0) {
				t.Errorf("seed %d: the lid used %d times in game %d", seed, n, g+1)
			}
		}
		for _, c := range counters {
			questions += c.questions
			if c.lidOnly > 0 {
				t.Errorf("seed %d: seat %d asked %d times with only lid moves", seed, c.seat+1, c.lidOnly)
			}
		}
	}
	t.Logf("%d questions; the lid used %d times in turn, %d out of turn", questions, inTurn, outOfTurn)
	if outOfTurn == 0 || inTurn == 0 {
		t.Errorf("the lid used %d times in turn and %d out of turn; want both", inTurn, outOfTurn)
	}
}

func TestLidReplay(t *testing.T) {
	// A log with the lid used out of turn replays (engine.Replay through
	// ApplyAnytime); the same move under another name, after the lid was
	// given back, or for a card not in the Curtain does not.
	for seed := range uint64(30) {
		names := []string{"Ann", "Ben", "Cy", "Dee"}
		s, _ := NewState(engine.Config{Players: 4, Seed: seed, Options: engine.Options{OptionSeries: "on"}, Names: names})
		log := engine.NewLog(s, names)
		agents := make([]engine.Agent, 4)
		for i := range agents {
			agents[i] = NewGreedy(seed + uint64(i))
		}
		at := -1
		err := engine.Run(s, agents, func(seat int, m engine.Move, after engine.State) error {
			if m.Kind == KindLidTake && seat != after.CurrentPlayer() && at < 0 {
				at = len(log.Moves)
			}
			log.Record(seat, m, after)
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		if at < 0 {
			continue
		}
		back, err := engine.Replay("log", log)
		if err != nil || !back.Equal(s) {
			t.Fatalf("seed %d: replay: %v", seed, err)
		}
		lm := log.Moves[at]
		holder := slices.Index(names, lm.Player)
		try := func(what string, moves []engine.LoggedMove, rule string) {
			t.Helper()
			l := *log
			l.Moves, l.Rounds, l.Totals, l.Winners = moves, nil, nil, nil
			_, err := engine.Replay("log", &l)
			var re *engine.ReplayError
			r, ok := engine.AsRuleError(err)
			if !errors.As(err, &re) || re.Index != at+1 || !ok || r.Rule != rule {
				t.Errorf("seed %d: %s (%s): %v, want a %s refusal of move %d", seed, what, lm, err, rule, at+1)
			}
		}
		moves := slices.Clone(log.Moves[:at+1])
		moves[at].Player = names[(holder+1)%4]
		if moves[at].Player == log.Moves[at-1].Player {
			moves[at].Player = names[(holder+2)%4]
		}
		// Not the holder (and, if it is their turn, the lid still is not theirs).
		try("not the holder", moves, "makoto.lid")
		moves = slices.Clone(log.Moves[:at+1])
		moves = append(moves, moves[at])
		at++
		try("after the lid is given back", moves, "makoto.lid")
		at--
		// The first at moves, with the round records they finish (replay
		// wants every one).
		var before engine.State
		for k := range len(log.Rounds) + 1 {
			l := *log
			l.Moves, l.Rounds, l.Totals, l.Winners = log.Moves[:at], log.Rounds[:k], nil, nil
			l.Deals, l.Cards = nil, nil // checked without the records of the moves cut
			if before, err = engine.Replay("log", &l); err == nil {
				break
			}
		}
		if err != nil {
			t.Fatal(err)
		}
		missing := Card(1)
		for slices.Contains(before.(*State).Curtain(), missing) {
			missing++
		}
		moves = slices.Clone(log.Moves[:at+1])
		moves[at].Text = "lid take " + missing.String()
		try("a card not in the Curtain", moves, "makoto.lid")
		return
	}
	t.Fatal("no out-of-turn lid move in 30 series")
}

// makoto.lid: a "lid take C" is the lid holder's move, on their turn or
// not, whether or not they may make it now (engine.AnytimeOwner); without a
// holder, and for every other move, it is the current player's.
func TestLidAnytimeSeat(t *testing.T) {
	base := Position{Players: 3, Mover: 0, Hand: cards(t, "4 5"), Curtain: cards(t, "7 8")}
	cases := []struct {
		name   string
		holder *int
		move   string
		seat   int
		ok     bool
	}{
		{name: "holder out of turn", holder: seat(1), move: "lid take 7", seat: 1, ok: true},
		{name: "holder on their turn", holder: seat(0), move: "lid take 8", seat: 0, ok: true},
		{name: "card not in the Curtain", holder: seat(2), move: "lid take 9", seat: 2, ok: true},
		{name: "nobody holds the lid", move: "lid take 7", seat: noSeat},
		{name: "a play", holder: seat(1), move: "play 4", seat: noSeat},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			pos := base
			pos.LidHolder = c.holder
			s, err := NewPosition(pos)
			if err != nil {
				t.Fatal(err)
			}
			m, err := s.ParseMove(c.move)
			if err != nil {
				t.Fatal(err)
			}
			got, ok := s.AnytimeSeat(m)
			if got != c.seat || ok != c.ok {
				t.Errorf("AnytimeSeat(%q) = %d, %v; want %d, %v", c.move, got, ok, c.seat, c.ok)
			}
		})
	}
}

// TestLidLogBeforeOption: a log written before the lid-after-out option
// existed has no such key; it replays to the same game, the option read as
// its default (makoto.lid).
func TestLidLogBeforeOption(t *testing.T) {
	names := []string{"Ann", "Ben", "Cy"}
	s, _ := NewState(engine.Config{Players: 3, Seed: 3, Options: engine.Options{OptionSeries: "on"}, Names: names})
	log := enginetest.PlayLogged(t, s, names, []engine.Agent{NewGreedy(1), NewGreedy(2), NewGreedy(3)})
	data, err := log.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	old := regexp.MustCompile(`(?m)^ *lid-after-out: allow\n`).ReplaceAllString(string(data), "")
	if old == string(data) {
		t.Fatalf("the log records no lid-after-out:\n%s", data)
	}
	back, err := engine.ParseLog("old.yaml", []byte(old))
	if err != nil {
		t.Fatalf("%v\n%s", err, old[:min(len(old), 400)])
	}
	r, err := engine.Replay("old.yaml", back)
	if err != nil {
		t.Fatal(err)
	}
	if !r.Equal(s) || r.Config().Options[OptionLidAfterOut] != LidAfterOutAllow {
		t.Errorf("the old log replays to another game (lid-after-out %q)", r.Config().Options[OptionLidAfterOut])
	}
}
