package capability_test

import (
	"errors"
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"tabletop/engine"
	"tabletop/engine/capability"
	"tabletop/engine/enginetest"
	"tabletop/engine/scoring"
	"tabletop/engine/tableplay"
)

// tabling is Nim with table mode: the capability Table in full.
type tabling struct{ enginetest.Nim }

func (tabling) NewTable(engine.Config) (tableplay.Table, error) { return nil, nil }

// counting is Nim with a pad's counts and no RoundScorer: part of the
// capability Scoring.
type counting struct{ enginetest.Nim }

func (counting) PadCounts() scoring.PadCounts            { return scoring.PadCounts{} }
func (counting) CountRound(scoring.Entry, []int) [][]int { return nil }

// schema is Nim with a record schema and states that record no cards:
// part of the capability Records.
type schema struct{ enginetest.Nim }

func (schema) DealKeys() []string  { return []string{"pile"} }
func (schema) CardKinds() []string { return []string{"stone"} }

// resetting is Nim whose states can be reset but not summarized: part of
// the capability Reuse, found on a state.
type resetting struct{ enginetest.Nim }

type resettingState struct{ *enginetest.NimState }

func (resettingState) Reset(uint64) {}

func (r resetting) New(cfg engine.Config) (engine.State, error) {
	s, err := r.Nim.New(cfg)
	if err != nil {
		return nil, err
	}
	return resettingState{s.(*enginetest.NimState)}, nil
}

// broken is Nim that deals no game and makes no bot.
type broken struct{ enginetest.Nim }

func (broken) New(engine.Config) (engine.State, error)     { return nil, errors.New("no stones") }
func (broken) NewBot(string, uint64) (engine.Agent, error) { return nil, errors.New("no hands") }

// Of lists what a game implements in full, on its ruleset, its state and
// its bots (the random bot reseeds and is offered moves out of turn);
// Check reports each capability implemented in part, naming what is there
// and what is missing.
func TestOfAndCheck(t *testing.T) {
	for _, c := range []struct {
		name string
		rs   engine.Ruleset
		of   string
		errs []string
	}{
		{"nim", enginetest.Nim{}, "Reseed, AnytimeBots", nil},
		{"nim with a table", tabling{}, "Table, Reseed, AnytimeBots", nil},
		{"nim with counts", counting{}, "Reseed, AnytimeBots", []string{
			"nim implements part of the capability Scoring ('tabletop score' and the score pad score a round from the cards shown): " +
				"its ruleset implements scoring.PadCounter, but its ruleset does not implement scoring.RoundScorer"}},
		{"nim with a record schema", schema{}, "Reseed, AnytimeBots", []string{
			"nim implements part of the capability Records (logs record every deal and every card turned up): " +
				"its ruleset implements engine.RecordSchema, but its state does not implement engine.CardRecorder"}},
		{"nim reset", resetting{}, "Reseed, AnytimeBots", []string{
			"nim implements part of the capability Reuse (the simulator deals a new game into a used state and reads its results without allocating): " +
				"its state implements engine.Resetter, but its state does not implement engine.GameSummarizer"}},
		{"nim broken", broken{}, "none", []string{
			"nim deals no state to look at (New with 2 players): no stones",
			"nim makes no bots to look at: bot random: no hands"}},
	} {
		if got := capability.Of(c.rs).String(); got != c.of {
			t.Errorf("%s: Of %q, want %q", c.name, got, c.of)
		}
		var got []string
		for _, err := range capability.Check(c.rs) {
			got = append(got, err.Error())
		}
		if !slices.Equal(got, c.errs) {
			t.Errorf("%s: Check\n%s\nwant\n%s", c.name, strings.Join(got, "\n"), strings.Join(c.errs, "\n"))
		}
	}
}

// dealless is Nim with a table that panics when asked for a game.
type dealless struct{ tabling }

func (dealless) New(engine.Config) (engine.State, error) { panic("a game dealt") }

// Has finds one capability; a capability of the ruleset alone is found
// without dealing a state or making a bot.
func TestHas(t *testing.T) {
	for _, c := range []struct {
		rs   engine.Ruleset
		name capability.Name
		want bool
	}{
		{tabling{}, capability.Table, true},
		{dealless{}, capability.Table, true},
		{enginetest.Nim{}, capability.Table, false},
		{enginetest.Nim{}, capability.Reseed, true},
		{broken{}, capability.Reseed, false},
		{schema{}, capability.Records, false},
		{tabling{}, "Telepathy", false},
	} {
		if got := capability.Has(c.rs, c.name); got != c.want {
			t.Errorf("%T has %s: %v, want %v", c.rs, c.name, got, c.want)
		}
	}
}

// notOptional are the engine's exported interfaces that are no optional
// interface of a game: what every game implements, and what an optional
// interface returns (NewStats, NewTable).
var notOptional = []string{"engine.State", "engine.Ruleset", "engine.Agent", "engine.StatsRecorder", "tableplay.Table"}

// Every interface the engine and the packages beside it define is in the
// list, once, or is no optional interface; every capability needs one of
// them.
func TestEveryInterfaceListed(t *testing.T) {
	listed := map[string]int{}
	names := map[capability.Name]bool{}
	for _, c := range capability.All() {
		needs := false
		for _, i := range c.Interfaces {
			listed[i.Name]++
			needs = needs || !i.Optional
		}
		if names[c.Name] || !needs || c.Gives == "" {
			t.Errorf("capability %s: named once, it needs an interface and says what it gives", c.Name)
		}
		names[c.Name] = true
	}
	for _, dir := range []string{"..", "../hints", "../story", "../scoring", "../position", "../tableplay", "../sim", "../mcts", "../review"} {
		for _, name := range interfaces(t, dir) {
			if slices.Contains(notOptional, name) {
				continue
			}
			if listed[name] != 1 {
				t.Errorf("%s is listed %d times", name, listed[name])
			}
			delete(listed, name)
		}
	}
	for name := range listed {
		t.Errorf("%s is listed but no package defines it", name)
	}
}

// interfaces returns the exported interfaces the Go files of dir define,
// named with their package.
func interfaces(t *testing.T, dir string) []string {
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil || len(files) == 0 {
		t.Fatalf("%s: %v", dir, err)
	}
	var out []string
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		file, err := parser.ParseFile(token.NewFileSet(), f, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range file.Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok || g.Tok != token.TYPE {
				continue
			}
			for _, s := range g.Specs {
				ts := s.(*ast.TypeSpec)
				if _, ok := ts.Type.(*ast.InterfaceType); ok && ts.Name.IsExported() {
					out = append(out, file.Name.Name+"."+ts.Name.Name)
				}
			}
		}
	}
	return out
}
