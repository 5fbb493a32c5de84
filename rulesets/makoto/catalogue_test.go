package makoto

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tabletop/engine"
)

// ruleIDs are the Makoto rule IDs of RULES.md, in its order.
var ruleIDs = []string{
	"makoto.cards", "makoto.rewards", "makoto.setup", "makoto.setup.curtain", "makoto.setup.first",
	"makoto.turn", "makoto.combo.single", "makoto.combo.set", "makoto.combo.run", "makoto.kensei",
	"makoto.lead", "makoto.follow", "makoto.kensei.anytime", "makoto.pass", "makoto.oracle",
	"makoto.oracle.reshuffle", "makoto.curtain", "makoto.curtain.discard", "makoto.curtain.take",
	"makoto.curtain.keeps", "makoto.trick.win", "makoto.out", "makoto.out.lead", "makoto.last-player",
	"makoto.score", "makoto.score.curtain-bonus", "makoto.winner", "makoto.series.length", "makoto.lid",
}

// TestCatalogue: the catalogue holds the rule IDs of RULES.md in its
// order, each explained at some length, and every one is cited by a test
// (what every catalogue needs is checked by TestConformance).
func TestCatalogue(t *testing.T) {
	rules := theRuleset.Rules()
	ids := make([]string, len(rules))
	for i, r := range rules {
		ids[i] = r.ID
		if len(r.Text) < 20 {
			t.Errorf("%s: text too short", r.ID)
		}
	}
	if strings.Join(ids, " ") != strings.Join(ruleIDs, " ") {
		t.Errorf("catalogue IDs\n%v\nwant\n%v", ids, ruleIDs)
	}
	// Every rule ID is cited by at least one test of this package.
	var src strings.Builder
	files, _ := filepath.Glob("*_test.go")
	for _, f := range files {
		if f == "catalogue_test.go" {
			continue
		}
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		src.Write(data)
	}
	for _, id := range ruleIDs {
		if !strings.Contains(src.String(), `"`+id) && !strings.Contains(src.String(), id+`:`) && !strings.Contains(src.String(), id+`/`) && !strings.Contains(src.String(), `// `+id) {
			t.Errorf("no test cites %s", id)
		}
	}
}

func TestOptions(t *testing.T) {
	for _, bad := range []engine.Options{{OptionRewards: "10,20"}, {OptionPoints: "2=20"}, {OptionSeries: "maybe"}, {"colour": "red"}} {
		if _, err := NewState(engine.Config{Players: 4, Options: bad}); err == nil {
			t.Errorf("options %v accepted", bad)
		}
	}
	s, err := NewState(engine.Config{Players: 4, Seed: 9, Options: engine.Options{OptionRewards: "60,30"}})
	if err != nil {
		t.Fatal(err)
	}
	cfg := s.Config()
	if cfg.Seed != 9 || cfg.Options[OptionRewards] != "60,30" || cfg.Options[OptionSeries] != "off" {
		t.Errorf("config %+v", cfg)
	}
}

// TestEffectsCiteRules: the effects of random games cite every rule a
// move can apply and ask nothing (that every effect cites a catalogue rule
// and says something is checked by TestConformance).
func TestEffectsCiteRules(t *testing.T) {
	seen := map[string]bool{}
	for players := MinPlayers; players <= MaxPlayers; players++ {
		s, _ := NewState(engine.Config{Players: players, Seed: 4, Options: engine.Options{OptionSeries: "on"}})
		agents := make([]engine.Agent, players)
		for i := range agents {
			agents[i] = engine.NewRandomAgent(uint64(i))
		}
		err := engine.Run(s, agents, func(_ int, _ engine.Move, after engine.State) error {
			for _, e := range after.Effects() {
				if strings.Contains(e.Text.String(), "?") {
					t.Errorf("effect %+v", e)
				}
				seen[e.Rule] = true
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	for _, id := range []string{"makoto.lead", "makoto.follow", "makoto.pass", "makoto.oracle", "makoto.curtain.take",
		"makoto.curtain.discard", "makoto.trick.win", "makoto.out", "makoto.last-player", "makoto.score",
		"makoto.series.length", "makoto.lid"} {
		if !seen[id] {
			t.Errorf("no effect cites %s", id)
		}
	}
}

// TestInvariantsCatchCorruption: CheckInvariants notices a card created or
// lost and inconsistent seats.
func TestInvariantsCatchCorruption(t *testing.T) {
	corrupt := map[string]func(s *State){
		"card lost":       func(s *State) { s.hands[0].Remove(firstCode(&s.hands[0]), 1) },
		"card created":    func(s *State) { s.curtain.Add(1, 1) },
		"card moved type": func(s *State) { c := firstCode(&s.hands[1]); s.hands[1].Remove(c, 1); s.hands[1].Add(c%13+1, 1) },
		"bad phase":       func(s *State) { s.phase = 9 },
		"mover out":       func(s *State) { s.outMask |= 1 << s.cur },
		"totals":          func(s *State) { s.totals[0]++ },
		"oracle lost":     func(s *State) { s.nOracle-- },
		"phantom owner":   func(s *State) { s.owner = 5 },
	}
	for name, f := range corrupt {
		s := midGame(t, 8, 12)
		if err := s.CheckInvariants(); err != nil {
			t.Fatal(err)
		}
		f(s)
		if s.CheckInvariants() == nil {
			t.Errorf("%s: not detected", name)
		}
	}
}

func firstCode(m *engine.Multiset) uint8 {
	for c := uint8(1); c <= 2*MaxValue; c++ {
		if m.Count(c) > 0 {
			return c
		}
	}
	return 0
}

// TestNames: Config.Names name the seats in views, effects and results.
func TestNames(t *testing.T) {
	names := []string{"Ann", "Ben", "Cy"}
	s, err := NewState(engine.Config{Players: 3, Seed: 1, Names: names})
	if err != nil {
		t.Fatal(err)
	}
	if v := s.View(-1).String(); !contains(v, "dealer Ann") || !contains(v, "Turn: Ben to play") || !contains(v, "Cy: 15 cards") {
		t.Errorf("view without names:\n%s", v)
	}
	agents := []engine.Agent{NewGreedy(1), NewGreedy(2), NewGreedy(3)}
	sawName := false
	if err := engine.Run(s, agents, func(_ int, _ engine.Move, after engine.State) error {
		for _, e := range after.Effects() {
			sawName = sawName || contains(e.Text.String(), "Ben ")
			if contains(e.Text.String(), "seat ") {
				t.Errorf("effect without the name: %s", e.Text)
			}
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	if !sawName || !contains(s.Rounds()[0].Detail.String(), "dealer Ann") {
		t.Errorf("names missing (detail %q)", s.Rounds()[0].Detail)
	}
	// Names do not change the game.
	u, _ := NewState(engine.Config{Players: 3, Seed: 1})
	if u.core.hands != func() [MaxPlayers]engine.Multiset {
		v, _ := NewState(engine.Config{Players: 3, Seed: 1, Names: names})
		return v.hands
	}() {
		t.Error("names change the deal")
	}
}
