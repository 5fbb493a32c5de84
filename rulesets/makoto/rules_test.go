package makoto

import (
	"fmt"
	"slices"
	"testing"

	"tabletop/engine"
)

func TestRuleSetup(t *testing.T) {
	// makoto.setup: deck composition, hand size, Curtain, Oracle deck and
	// the cards set aside, for every player count.
	cases := []struct {
		players, maxV, hand, curtain, aside, oracle int
		swords                                      bool
	}{
		{2, 13, 15, 7, 15, 13, false},
		{3, 13, 15, 7, 0, 13, false},
		{4, 13, 14, 9, 0, 13, true},
		{5, 16, 14, 10, 0, 16, true},
		{6, 16, 12, 8, 0, 16, true},
	}
	for _, c := range cases {
		t.Run(fmt.Sprintf("makoto.setup/%dp", c.players), func(t *testing.T) {
			s, err := NewState(engine.Config{Players: c.players, Seed: 5})
			if err != nil {
				t.Fatal(err)
			}
			for p := range c.players {
				if got := s.handSize(p); got != c.hand {
					t.Errorf("seat %d holds %d cards, want %d", p+1, got, c.hand)
				}
			}
			if got := s.curtain.Len(); got != c.curtain {
				t.Errorf("Curtain %d, want %d", got, c.curtain)
			}
			if got := s.aside.Len(); got != c.aside {
				t.Errorf("set aside %d, want %d", got, c.aside)
			}
			if int(s.nOracle) != c.oracle {
				t.Errorf("Oracle deck %d, want %d", s.nOracle, c.oracle)
			}
			su := s.Setup()
			if su.MaxValue != c.maxV || su.Swords != c.swords {
				t.Errorf("set-up %+v", su)
			}
			// Every card of the game is somewhere and values stay in range.
			if err := s.CheckInvariants(); err != nil {
				t.Fatal(err)
			}
			for p := range c.players {
				for _, card := range s.Curtain() {
					if card.Value() > c.maxV || card.Sword() && !c.swords {
						t.Errorf("card %s is not in this game", card)
					}
				}
				known, _ := s.Hand(p)
				for _, card := range known {
					if card.Value() > c.maxV || card.Sword() && !c.swords {
						t.Errorf("card %s is not in this game", card)
					}
				}
			}
		})
	}
	if _, err := NewState(engine.Config{Players: 7}); err == nil {
		t.Error("makoto.setup: 7 players accepted")
	}
	if _, err := NewState(engine.Config{Players: 4, Start: 4}); err == nil {
		t.Error("makoto.setup: dealer seat 5 of 4 accepted")
	}
}

func TestRuleCards(t *testing.T) {
	// makoto.cards: 4 Ronin + 1 Oracle (plain) and 1 Sword per value.
	su, _ := SetupFor(4)
	if su.TotalCards() != 65+13 {
		t.Errorf("makoto.cards: 4 players have %d cards, want 78", su.TotalCards())
	}
	s := table(t, deal{players: 4, hands: [][]Card{cards(t, "3 3 3 9s"), cards(t, "4"), cards(t, "5"), cards(t, "6")}})
	reject(t, s, "play 14", "makoto.setup")     // no 14 with 4 players
	reject(t, s, "play 3 3 3 3", "makoto.turn") // only three 3s in hand
	s2 := table(t, deal{players: 3, hands: [][]Card{cards(t, "3 3"), cards(t, "4"), cards(t, "5")}})
	reject(t, s2, "play 3s", "makoto.setup") // no swords with 3 players
}

func TestRuleSetupFirst(t *testing.T) {
	// makoto.setup.first: the player left of the dealer (Config.Start) leads.
	for start := range 4 {
		s, _ := NewState(engine.Config{Players: 4, Start: start, Seed: 1})
		if got := s.CurrentPlayer(); got != (start+1)%4 {
			t.Errorf("makoto.setup.first: dealer %d, first player %d", start, got)
		}
		if s.Dealer() != start {
			t.Errorf("dealer %d, want %d", s.Dealer(), start)
		}
	}
}

func TestRuleSetupCurtain(t *testing.T) {
	// makoto.setup.curtain: the Curtain is open to every seat.
	s, _ := NewState(engine.Config{Players: 3, Seed: 2})
	want := multisetString(&s.curtain, 0)
	for seat := -1; seat < 3; seat++ {
		if v := s.View(seat).String(); !contains(v, "Curtain (7): "+want) {
			t.Errorf("makoto.setup.curtain: seat %d does not see the Curtain %s:\n%s", seat, want, v)
		}
	}
	// Hands stay hidden from other seats.
	v := s.View(0).String()
	if contains(v, "seat 2: 15 cards [") || !contains(v, "seat 1: 15 cards [") {
		t.Errorf("View(0) shows the wrong hands:\n%s", v)
	}
}

func TestRuleLead(t *testing.T) {
	// makoto.lead: the leader plays any combination and may not pass.
	s := table(t, deal{players: 3, hands: [][]Card{cards(t, "2 3 4 7 7 9"), cards(t, "5"), cards(t, "6")}})
	reject(t, s, "pass", "makoto.lead")
	reject(t, s, "pass oracle", "makoto.lead")
	for _, m := range []string{"play 2", "play 7 7", "play 2 3 4", "play 9"} {
		c := s.Clone().(*State)
		do(t, c, m)
	}
	var buf []engine.Move
	for _, m := range s.LegalMoves(buf) {
		if m.Kind == KindPass || m.Kind == KindPassOracle {
			t.Errorf("makoto.lead: the leader is offered %q", s.MoveString(m))
		}
	}
}

func TestRuleFollow(t *testing.T) {
	// makoto.follow, with the rulebook's two examples (4 players).
	cases := []struct {
		name, trick, hand string
		legal, illegal    []string
	}{
		{"makoto.follow/example1-pair", "2 2", "3 3 4 4 2 2 2 2s 5 6 7",
			[]string{"play 3 3", "play 4 4", "play 2 2 2 2s", "pass"},
			[]string{"play 3 3 3", "play 5", "play 5 6 7", "play 2 2"}},
		{"makoto.follow/example2-run", "2 3 4 5", "3 4 5 6 1 1 1 1s 7",
			[]string{"play 3 4 5 6", "play 4 5 6 7", "play 1 1 1 1s", "pass"},
			[]string{"play 3 4 5", "play 3 4 5 6 7", "play 1 1 1", "play 6"}},
		{"makoto.follow/single", "9", "8 9 10 10",
			[]string{"play 10", "pass"},
			[]string{"play 8", "play 9", "play 10 10"}},
		{"makoto.follow/run-lower", "4 5 6", "3 4 5 6 7",
			[]string{"play 5 6 7"},
			[]string{"play 3 4 5", "play 4 5 6"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s, err := NewPosition(Position{Players: 4, Mover: 1, Trick: cards(t, c.trick), Hand: cards(t, c.hand)})
			if err != nil {
				t.Fatal(err)
			}
			for _, m := range c.legal {
				do(t, s.Clone().(*State), m)
			}
			for _, m := range c.illegal {
				m2, _ := s.ParseMove(m)
				err := s.Clone().Apply(m2)
				re, ok := engine.AsRuleError(err)
				if !ok || (re.Rule != "makoto.follow" && re.Rule != "makoto.turn") {
					t.Errorf("%q on %q: %v, want a makoto.follow violation", m, c.trick, err)
				}
			}
		})
	}
	s, _ := NewPosition(Position{Players: 4, Mover: 1, Trick: cards(t, "2 2"), Hand: cards(t, "3 3 5 5 5")})
	reject(t, s, "play 5 5 5", "makoto.follow")
}

func TestRuleKensei(t *testing.T) {
	// makoto.kensei: exactly four of a value; a Sword needed with 4-6
	// players, not with 2-3. A four that qualifies is always a Kensei (there
	// is no "as set"); four without a Sword with 4-6 players is a set of
	// four, which follows sets of four.
	s4 := table(t, deal{players: 4, hands: [][]Card{cards(t, "7 7 7 7 8 8 8 8s"), cards(t, "1"), cards(t, "1"), cards(t, "1")}})
	c := s4.Clone().(*State)
	do(t, c, "play 7 7 7 7")
	if c.top.Kind != ComboSet {
		t.Errorf("makoto.kensei: 7 7 7 7 without a sword with 4 players is a %s", c.top)
	}
	c = s4.Clone().(*State)
	do(t, c, "play 8 8 8 8s")
	if c.top.Kind != ComboKensei {
		t.Errorf("makoto.kensei: 8 8 8 8s is a %s", c.top)
	}
	for _, m := range s4.LegalMoves(nil) {
		if m.Kind == KindPlay && m.N == 4 && Card(m.Cards[0]).Value() == 8 {
			if got := FormatMove(m); got != "play 8 8 8 8s" {
				t.Errorf("makoto.kensei: legal move %q", got)
			}
		}
	}
	s3 := table(t, deal{players: 3, hands: [][]Card{cards(t, "7 7 7 7 9"), cards(t, "1"), cards(t, "1")}})
	c = s3.Clone().(*State)
	do(t, c, "play 7 7 7 7")
	if c.top.Kind != ComboKensei {
		t.Errorf("makoto.kensei: 7 7 7 7 with 3 players is a %s", c.top)
	}
	if _, err := s3.ParseMove("play 7 7 7 7 as set"); err == nil {
		t.Error("makoto.kensei: play 7 7 7 7 as set reads as a move")
	} else if _, ok := err.(*engine.ParseError); !ok {
		t.Errorf("makoto.kensei: as set gives %T, want a notation error", err)
	}
}

func TestRuleKenseiNoSet(t *testing.T) {
	// makoto.kensei: a lower Kensei never beats a higher one, whatever the
	// notation (a bot once played "6 6 6 6s as set" and "1 1 1 1s" beat it).
	high, err := NewPosition(Position{Players: 4, Mover: 1, Trick: cards(t, "6 6 6 6s"), Hand: cards(t, "1 1 1 1s 7 7 7 7s 9 9 9 9")})
	if err != nil {
		t.Fatal(err)
	}
	if high.top.Kind != ComboKensei {
		t.Fatalf("6 6 6 6s on the table is a %s", high.top)
	}
	reject(t, high.Clone().(*State), "play 1 1 1 1s", "makoto.kensei.anytime")
	reject(t, high.Clone().(*State), "play 9 9 9 9", "makoto.kensei.anytime") // a set of four, not a Kensei
	do(t, high.Clone().(*State), "play 7 7 7 7s")
	for _, m := range high.LegalMoves(nil) {
		if str := FormatMove(m); m.Kind == KindPlay && str != "play 7 7 7 7s" {
			t.Errorf("makoto.kensei: legal on a Kensei of 6s: %q", str)
		}
	}
	for _, str := range []string{"play 6 6 6 6s as set", "play 1 1 1 1s as set", "play 9 9 9 9 as set done"} {
		if _, err := high.ParseMove(str); err == nil {
			t.Errorf("%q reads as a move", str)
		} else if _, ok := err.(*engine.ParseError); !ok {
			t.Errorf("%q: %T, want a notation error", str, err)
		}
	}
	// Four without a Sword (4-6 players) is a set of four and follows sets
	// of four; a qualifying four on it is a Kensei.
	set4, err := NewPosition(Position{Players: 4, Mover: 1, Trick: cards(t, "5 5 5 5"), Hand: cards(t, "3 3 3 3 7 7 7 7 9 9 9 9s")})
	if err != nil {
		t.Fatal(err)
	}
	if set4.top != (Combo{ComboSet, 4, 5}) {
		t.Fatalf("5 5 5 5 with 4 players is a %s", set4.top)
	}
	c := set4.Clone().(*State)
	do(t, c, "play 7 7 7 7")
	if c.top != (Combo{ComboSet, 4, 7}) {
		t.Errorf("7 7 7 7 on 5 5 5 5 is a %s", c.top)
	}
	reject(t, set4.Clone().(*State), "play 3 3 3 3", "makoto.follow")
	c = set4.Clone().(*State)
	do(t, c, "play 9 9 9 9s")
	if c.top != (Combo{ComboKensei, 4, 9}) {
		t.Errorf("9 9 9 9s on 5 5 5 5 is a %s", c.top)
	}
}

func TestRuleKenseiAnytime(t *testing.T) {
	// makoto.kensei.anytime, the rulebook's example (4 players): 2-6 run,
	// 4-8 run, Kensei 1-1-1-1s, Kensei 9-9-9-9s; nobody beats it, the trick
	// goes to the last Kensei.
	s := table(t, deal{players: 4, hands: [][]Card{
		cards(t, "2 3 4 5 6 12"),
		cards(t, "4 5 6 7 8 12"),
		cards(t, "1 1 1 1s 12 13 3 3 3 3s"),
		cards(t, "9 9 9 9s 12 13"),
	}})
	effs := do(t, s, "play 2 3 4 5 6")
	if !hasEffect(effs, "makoto.lead", "leads") {
		t.Errorf("effects %v", effs)
	}
	do(t, s, "play 4 5 6 7 8")
	effs = do(t, s, "play 1 1 1 1s")
	if !hasEffect(effs, "makoto.kensei.anytime", "Kensei of 1s") {
		t.Errorf("effects %v", effs)
	}
	do(t, s, "play 9 9 9 9s")
	// Now only a higher Kensei: not a run, not a set, not a lower Kensei.
	reject(t, s, "play 12", "makoto.kensei.anytime") // seat 1
	do(t, s, "pass")
	do(t, s, "pass")
	reject(t, s, "play 3 3 3 3s", "makoto.kensei.anytime") // seat 3: lower Kensei
	effs = do(t, s, "pass")
	if !hasEffect(effs, "makoto.trick.win", "seat 4 wins the trick (18 cards") {
		t.Errorf("makoto.kensei.anytime: effects %v", effs)
	}
	if s.piles[3].Len() != 18 || s.CurrentPlayer() != 3 {
		t.Errorf("pile %d, to move %d", s.piles[3].Len(), s.CurrentPlayer())
	}
}

func TestRulePass(t *testing.T) {
	// makoto.pass: a pass does not drop the player from the trick.
	s := table(t, deal{players: 3, hands: [][]Card{cards(t, "3 9 13"), cards(t, "5 12 13"), cards(t, "4 8 13")}})
	do(t, s, "play 3")
	effs := do(t, s, "pass") // seat 2 passes
	if !hasEffect(effs, "makoto.pass", "seat 2 passes") {
		t.Errorf("effects %v", effs)
	}
	do(t, s, "play 4") // seat 3
	do(t, s, "pass")   // seat 1 passes
	do(t, s, "play 5") // seat 2 plays again after passing
	if s.owner != 1 {
		t.Errorf("makoto.pass: seat 2 could not play after passing")
	}
}

func TestRuleOracle(t *testing.T) {
	// makoto.oracle: draw the top Oracle card, then keep it by discarding
	// another card or discard it; the hand size stays the same.
	d := deal{players: 3, hands: [][]Card{cards(t, "3 9"), cards(t, "5 12"), cards(t, "4 8")}}
	s := table(t, d)
	do(t, s, "play 3")
	reject(t, s, "discard 5", "makoto.curtain") // a Curtain discard needs a play of one's own
	effs := do(t, s, "pass oracle")             // seat 2 draws the top: 13
	// The effect does not tell the table which card was drawn; the hand does.
	if !hasEffect(effs, "makoto.oracle", "draws a card") || hasEffect(effs, "makoto.oracle", "13") ||
		!contains(handOf(s, 1), "13") || s.Phase() != "oracle" || s.handSize(1) != 3 {
		t.Fatalf("makoto.oracle: effects %v, phase %s, hand %s", effs, s.Phase(), handOf(s, 1))
	}
	reject(t, s, "play 5", "makoto.oracle")
	reject(t, s, "discard 7", "makoto.turn")
	keep := s.Clone().(*State)
	effs = do(t, keep, "discard 5")
	if handOf(keep, 1) != "12 13" || !hasEffect(effs, "makoto.oracle", "keeps the Oracle card") || keep.oracleDisc.Count(5) != 1 {
		t.Errorf("makoto.oracle keep: hand %s, effects %v", handOf(keep, 1), effs)
	}
	drop := s.Clone().(*State)
	effs = do(t, drop, "discard 13")
	if handOf(drop, 1) != "5 12" || !hasEffect(drop.Effects(), "makoto.oracle", "discards the drawn 13") {
		t.Errorf("makoto.oracle drop: hand %s, effects %v", handOf(drop, 1), effs)
	}
	// The one-line compound form does both at once.
	c := table(t, d)
	do(t, c, "play 3")
	do(t, c, "pass oracle discard 5")
	if handOf(c, 1) != "12 13" || c.CurrentPlayer() != 2 {
		t.Errorf("pass oracle discard 5: hand %s", handOf(c, 1))
	}
	c = table(t, d)
	do(t, c, "play 3")
	reject(t, c, "pass oracle discard 7", "makoto.turn")
}

func TestRuleOracleReshuffle(t *testing.T) {
	// makoto.oracle.reshuffle: an empty Oracle deck is rebuilt from the
	// shuffled discards, black-backed cards included.
	s := table(t, deal{players: 3, hands: [][]Card{cards(t, "3 9"), cards(t, "5 12"), cards(t, "4 8")}})
	s.oracleDisc.AddAll(func() *engine.Multiset {
		var m engine.Multiset
		for _, c := range s.oracle[:s.nOracle] {
			m.Add(c, 1)
		}
		return &m
	}())
	s.nOracle = 0
	do(t, s, "play 3")
	effs := do(t, s, "pass oracle")
	if !hasEffect(effs, "makoto.oracle.reshuffle", "13 cards") || s.nOracle != 12 || s.oracleDisc.Len() != 0 {
		t.Errorf("makoto.oracle.reshuffle: effects %v, deck %d", effs, s.nOracle)
	}
	do(t, s, "discard 5") // a black-backed card joins the Oracle pile
	if s.oracleDisc.Count(5) != 1 {
		t.Error("the discard is not on the Oracle pile")
	}
	// Nothing to draw at all: the Oracle cannot be consulted.
	s2 := table(t, deal{players: 3, hands: [][]Card{cards(t, "3 9"), cards(t, "5 12"), cards(t, "4 8")}})
	s2.aside.AddAll(func() *engine.Multiset {
		var m engine.Multiset
		for _, c := range s2.oracle[:s2.nOracle] {
			m.Add(c, 1)
		}
		return &m
	}())
	s2.nOracle = 0
	s2.partial = true
	do(t, s2, "play 3")
	reject(t, s2, "pass oracle", "makoto.oracle")
}

func TestRuleCurtainKeepsExample(t *testing.T) {
	// makoto.curtain.keeps, the rulebook's example: Curtain 13,11,2,1,1.
	// A leads 3-3-3 and takes the 2; B plays 6-6-6 and puts a 1 in; C plays
	// 13-13-13 and takes the three 1s, holding four 1s.
	d := deal{players: 3, curtain: cards(t, "13 11 2 1 1"), hands: [][]Card{
		cards(t, "3 3 3 8 9"), cards(t, "6 6 6 1 9"), cards(t, "13 13 13 1 10")}}
	for _, compound := range []bool{false, true} {
		t.Run(fmt.Sprintf("makoto.curtain.keeps/compound=%v", compound), func(t *testing.T) {
			s := table(t, d)
			if compound {
				do(t, s, "play 3 3 3 take 2")
				do(t, s, "play 6 6 6 discard 1")
				do(t, s, "play 13 13 13 take 1 1 1")
			} else {
				do(t, s, "play 3 3 3")
				if s.Phase() != "curtain" {
					t.Fatalf("no Curtain decision after the play")
				}
				do(t, s, "take 2")
				do(t, s, "play 6 6 6")
				do(t, s, "discard 1")
				do(t, s, "play 13 13 13")
				do(t, s, "take 1 1 1")
			}
			if got := handOf(s, 2); got != "1 1 1 1 10" {
				t.Errorf("C holds %s, want four 1s and the 10", got)
			}
			if got := multisetString(&s.curtain, 0); got != "11 13" {
				t.Errorf("Curtain %s, want 11 13", got)
			}
			if got := handOf(s, 0); got != "2 8 9" {
				t.Errorf("A holds %s", got)
			}
			// The Curtain survives the end of the trick.
			do(t, s, "pass")
			do(t, s, "pass")
			if s.owner != noSeat || multisetString(&s.curtain, 0) != "11 13" {
				t.Errorf("after the trick: owner %d, Curtain %s", s.owner, multisetString(&s.curtain, 0))
			}
		})
	}
}

func TestRuleCurtainDiscard(t *testing.T) {
	// makoto.curtain.discard: exactly one card, lower than the lowest played.
	d := deal{players: 3, curtain: cards(t, "12"), hands: [][]Card{cards(t, "5 6 7 3 4 9"), cards(t, "1"), cards(t, "1")}}
	s := table(t, d)
	do(t, s, "play 5 6 7")
	reject(t, s, "discard 9", "makoto.curtain.discard")
	reject(t, s, "discard 2", "makoto.turn") // not in hand
	do(t, s, "discard 4")
	if s.curtain.Count(4) != 1 || s.handSize(0) != 2 {
		t.Errorf("makoto.curtain.discard: Curtain %s", multisetString(&s.curtain, 0))
	}
	s = table(t, d)
	reject(t, s, "play 5 6 7 discard 9", "makoto.curtain.discard")
	reject(t, s, "discard 3", "makoto.curtain") // no play yet
}

func TestRuleCurtainTake(t *testing.T) {
	// makoto.curtain.take: at most as many as played, one value, lower than
	// the lowest played; nothing from an empty Curtain.
	d := deal{players: 4, curtain: cards(t, "2 2 2 3 3 3s 9"), hands: [][]Card{cards(t, "5 5 12"), cards(t, "1"), cards(t, "1"), cards(t, "1")}}
	s := table(t, d)
	do(t, s, "play 5 5")
	reject(t, s, "take 2 2 2", "makoto.curtain.take") // 3 cards for a play of 2
	reject(t, s, "take 2 3", "makoto.curtain.take")   // two values
	reject(t, s, "take 9", "makoto.curtain.take")     // not lower than 5
	reject(t, s, "take 3s 3s", "makoto.curtain.take") // one Sword 3 only
	ok := s.Clone().(*State)
	do(t, ok, "take 3 3s")
	if handOf(ok, 0) != "3 3s 12" {
		t.Errorf("makoto.curtain.take: hand %s", handOf(ok, 0))
	}
	do(t, s.Clone().(*State), "take 2")
	do(t, s.Clone().(*State), "done")
	// Empty Curtain: the decision is not offered; naming a take fails.
	e := table(t, deal{players: 4, hands: [][]Card{cards(t, "12 13 13"), cards(t, "1"), cards(t, "1"), cards(t, "1")}})
	reject(t, e, "play 12 take 2", "makoto.curtain.take")
	do(t, e, "play 12")
	if e.Phase() != "play" || e.CurrentPlayer() != 1 {
		t.Errorf("makoto.curtain: a Curtain decision with nothing possible (phase %s)", e.Phase())
	}
}

func TestRuleTrickWin(t *testing.T) {
	// makoto.trick.win: when all others still in have passed since the
	// last play, its player takes the trick and leads.
	s := table(t, deal{players: 4, hands: [][]Card{cards(t, "2 9"), cards(t, "5 8"), cards(t, "10 13"), cards(t, "3 4")}})
	do(t, s, "play 2")
	do(t, s, "play 5")
	do(t, s, "play 10")
	do(t, s, "pass")
	do(t, s, "pass")
	effs := do(t, s, "pass")
	if !hasEffect(effs, "makoto.trick.win", "seat 3 wins the trick (3 cards, 35 points)") {
		t.Errorf("makoto.trick.win: %v", effs)
	}
	if s.CurrentPlayer() != 2 || s.top.Kind != ComboNone || s.points(&s.piles[2]) != 35 {
		t.Errorf("after the trick: to move %d, top %s", s.CurrentPlayer(), s.top)
	}
}

func TestRuleOut(t *testing.T) {
	// makoto.out: playing the last card puts you out at once (no Curtain);
	// putting the last card into the Curtain puts you out too.
	d := deal{players: 4, curtain: cards(t, "1"), hands: [][]Card{cards(t, "7 7"), cards(t, "12 12 11"), cards(t, "2 3"), cards(t, "4 5")}}
	s := table(t, d)
	reject(t, s, "play 7 7 take 1", "makoto.out")
	effs := do(t, s, "play 7 7")
	if !hasEffect(effs, "makoto.out", "reward of 50") || !s.Out(0) || s.Phase() != "play" || s.CurrentPlayer() != 1 {
		t.Fatalf("makoto.out: effects %v, phase %s", effs, s.Phase())
	}
	effs = do(t, s, "play 12 12 discard 11")
	if !hasEffect(effs, "makoto.out", "reward of 40") || !s.Out(1) {
		t.Errorf("makoto.out via the Curtain: %v", effs)
	}
	// Custom rewards (makoto.rewards).
	d.opts = engine.Options{OptionRewards: "30,5"}
	s = table(t, d)
	effs = do(t, s, "play 7 7")
	if !hasEffect(effs, "makoto.out", "reward of 30") {
		t.Errorf("makoto.rewards: %v", effs)
	}
}

func TestRuleOutLead(t *testing.T) {
	// makoto.out.lead: a winner who is out hands the lead to the next
	// player still in to the left.
	s := table(t, deal{players: 4, hands: [][]Card{cards(t, "3 9"), cards(t, "13"), cards(t, "4 5"), cards(t, "6 7")}})
	do(t, s, "play 3")
	do(t, s, "play 13") // seat 2 out
	do(t, s, "pass")
	do(t, s, "pass")
	effs := do(t, s, "pass")
	if !hasEffect(effs, "makoto.trick.win", "seat 2 wins") || !hasEffect(effs, "makoto.out.lead", "seat 3 leads") {
		t.Errorf("makoto.out.lead: %v", effs)
	}
	if s.CurrentPlayer() != 2 {
		t.Errorf("seat %d leads, want seat 3", s.CurrentPlayer()+1)
	}
}

func TestRuleLastPlayerExample(t *testing.T) {
	// makoto.last-player, the rulebook's example: two players out (50, 40);
	// Stefan plays 5-5, Patryk 12-12 and puts the 11 into the Curtain (out,
	// 30 points); Stefan plays 13-13, wins the trick and keeps the two 5s'
	// points but takes no reward; the game ends.
	d := deal{players: 4, lead: 2, out: []int{0, 1}, hands: [][]Card{nil, nil, cards(t, "5 5 13 13 7 8"), cards(t, "12 12 11")}}
	s := table(t, d)
	do(t, s, "play 5 5")
	effs := do(t, s, "play 12 12 discard 11")
	if !hasEffect(effs, "makoto.out", "seat 4 is out (no cards left) and takes the reward of 30") ||
		!hasEffect(effs, "makoto.last-player", "seat 3 is the last player") {
		t.Fatalf("effects %v", effs)
	}
	effs = do(t, s, "play 13 13 done")
	if !s.IsTerminal() || !hasEffect(effs, "makoto.trick.win", "seat 3 wins the trick (6 cards, 10 points)") {
		t.Fatalf("makoto.last-player: terminal %v, effects %v", s.IsTerminal(), effs)
	}
	res := s.GameScores(0)
	want := []Result{{Reward: 50, Total: 50}, {Reward: 40, Total: 40}, {Cards: 10, Total: 10}, {Reward: 30, Total: 30}}
	if !slices.Equal(res, want) {
		t.Errorf("scores %+v, want %+v", res, want)
	}
	// Not beaten: the trick goes to whoever played last.
	s = table(t, d)
	do(t, s, "play 5 5")
	do(t, s, "play 12 12 discard 11")
	effs = do(t, s, "pass")
	if !s.IsTerminal() || !hasEffect(effs, "makoto.trick.win", "seat 4 wins the trick (4 cards, 10 points)") {
		t.Errorf("makoto.last-player not beaten: %v", effs)
	}
	if got := s.Totals(); !slices.Equal(got, []int{50, 40, 0, 40}) {
		t.Errorf("totals %v", got)
	}
}

func TestRuleScore(t *testing.T) {
	// makoto.score and makoto.score.curtain-bonus agree with Scoring.Score,
	// for the default and a custom points table, over random games.
	for _, pts := range []string{DefaultPoints, "1:1,13:7"} {
		for seed := range uint64(30) {
			s, _ := NewState(engine.Config{Players: 3 + int(seed%3), Seed: seed, Options: engine.Options{OptionPoints: pts}})
			a := []engine.Agent{engine.NewRandomAgent(seed), NewGreedy(seed), engine.NewRandomAgent(seed + 1), NewGreedy(seed + 2), NewGreedy(seed + 3)}
			if err := engine.Run(s, a[:s.NumPlayers()], nil); err != nil {
				t.Fatal(err)
			}
			sc, _ := ParseScoring(pts, DefaultRewards)
			captured := make([][]Card, s.NumPlayers())
			for p := range captured {
				captured[p] = toCards(&s.piles[p])
			}
			var out []int
			for k := range int(s.nOut) {
				out = append(out, int(s.outOrder[k]))
			}
			want := sc.Score(captured, out, s.Curtain())
			if got := s.GameScores(0); !slices.Equal(got, want) {
				t.Fatalf("makoto.score (%s, seed %d): %+v, want %+v", pts, seed, got, want)
			}
			if len(out) != s.NumPlayers()-1 {
				t.Errorf("%d players rewarded, want all but the last", len(out))
			}
		}
	}
}

func TestRuleScoreCurtainBonus(t *testing.T) {
	// makoto.score.curtain-bonus: the first player out scores the 2s, 5s
	// and 10s still in the Curtain.
	s := table(t, deal{players: 2, curtain: cards(t, "2 5 10 13"), hands: [][]Card{cards(t, "9"), cards(t, "3 4")}})
	do(t, s, "play 9") // out first
	do(t, s, "pass")   // the last player's turn; the game ends
	res := s.GameScores(0)
	if res[0].Bonus != 35 || res[0].Total != 50+35+0 || res[1].Total != 0 {
		t.Errorf("makoto.score.curtain-bonus: %+v", res)
	}
}

func TestRuleWinner(t *testing.T) {
	// makoto.winner: highest total; ties share.
	if got := Winners([]int{10, 30, 30}); !slices.Equal(got, []int{1, 2}) {
		t.Errorf("makoto.winner: %v", got)
	}
	s := table(t, deal{players: 2, hands: [][]Card{cards(t, "9"), cards(t, "3 4")}})
	if s.Winners() != nil {
		t.Error("winners before the end")
	}
	do(t, s, "play 9")
	reject(t, s, "play 3 4", "makoto.combo.run") // not a combination
	do(t, s, "pass")
	if got := s.Winners(); !slices.Equal(got, []int{0}) {
		t.Errorf("makoto.winner: %v", got)
	}
}

func TestRuleSeries(t *testing.T) {
	// makoto.series.length: as many games as players (four with two), the
	// deal passing left, totals summed; Rounds has one result per game.
	for players := MinPlayers; players <= MaxPlayers; players++ {
		t.Run(fmt.Sprintf("makoto.series.length/%dp", players), func(t *testing.T) {
			s, err := NewState(engine.Config{Players: players, Start: 1, Seed: uint64(players), Options: engine.Options{OptionSeries: "on"}})
			if err != nil {
				t.Fatal(err)
			}
			agents := make([]engine.Agent, players)
			for i := range agents {
				agents[i] = NewGreedy(uint64(i))
			}
			var dealers []int
			dealers = append(dealers, s.Dealer())
			err = engine.Run(s, agents, func(_ int, _ engine.Move, after engine.State) error {
				st := after.(*State)
				if !st.IsTerminal() && st.Dealer() != dealers[len(dealers)-1] {
					dealers = append(dealers, st.Dealer())
					g, _ := st.Game()
					if g != len(dealers) {
						return fmt.Errorf("game %d with %d dealers", g, len(dealers))
					}
					if st.Turn() != (st.Dealer()+1)%players {
						return fmt.Errorf("game %d starts with seat %d, dealer %d", g, st.Turn()+1, st.Dealer()+1)
					}
				}
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
			rounds := s.Rounds()
			if len(rounds) != SeriesLength(players) {
				t.Fatalf("%d games, want %d", len(rounds), SeriesLength(players))
			}
			for i, d := range dealers {
				if d != (1+i)%players {
					t.Errorf("game %d dealt by seat %d, want %d", i+1, d+1, (1+i)%players+1)
				}
			}
			sum := make([]int, players)
			for _, r := range rounds {
				for p := range sum {
					sum[p] += r.Scores[p]
				}
				if !slices.Equal(sum, r.Totals) {
					t.Errorf("running totals %v, want %v", r.Totals, sum)
				}
			}
			if !slices.Equal(sum, s.Totals()) || !slices.Equal(s.Winners(), Winners(sum)) {
				t.Errorf("totals %v winners %v, want %v", s.Totals(), s.Winners(), sum)
			}
		})
	}
	s, _ := NewState(engine.Config{Players: 4, Seed: 3})
	if _, games := s.Game(); games != 1 {
		t.Errorf("without a series, %d games", games)
	}
}
