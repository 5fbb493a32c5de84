// Package capability lists what a game offers beyond engine.Ruleset and
// engine.State: every optional interface the commands look for, grouped
// into capabilities (table mode, scoring, positions, ...). A game declares
// nothing: the interfaces it implements are its declaration. They are
// found by a type assertion on its ruleset, on a state it deals (New with
// its fewest players, the default options and seed 0: deterministic and
// cheap) and on its bots (NewBot of each of its names, seed 1).
//
// A game has a capability when it implements every interface the
// capability needs (Of, Has); one that implements some of a capability's
// interfaces but not all it needs has it in part, which Check reports and
// enginetest.Conformance fails on. Nothing is checked when a game
// registers: a wrong game fails its tests, never the binary's start.
//
// The package sits above engine and the packages beside it that define
// optional interfaces (engine/hints, story, scoring, position, tableplay,
// sim, mcts, review), which import engine, so the list can name them all.
package capability

import (
	"reflect"
	"strings"

	"tabletop/engine"
	"tabletop/engine/hints"
	"tabletop/engine/mcts"
	"tabletop/engine/position"
	"tabletop/engine/review"
	"tabletop/engine/scoring"
	"tabletop/engine/sim"
	"tabletop/engine/story"
	"tabletop/engine/tableplay"
)

// Name names a capability.
type Name string

// The capabilities, in the order of All.
const (
	Translations Name = "Translations"
	Positions    Name = "Positions"
	Table        Name = "Table"
	Scoring      Name = "Scoring"
	Stats        Name = "Stats"
	Records      Name = "Records"
	Search       Name = "Search"
	Anytime      Name = "Anytime"
	Reuse        Name = "Reuse"
	Headlines    Name = "Headlines"
	Secrets      Name = "Secrets"
	ScoreBounds  Name = "ScoreBounds"
	Hints        Name = "Hints"
	Colours      Name = "Colours"
	RoundWord    Name = "RoundWord"
	RoundTitle   Name = "RoundTitle"
	OptionSample Name = "OptionSamples"
	PartedView   Name = "PartedView"
	Review       Name = "Review"
	Reseed       Name = "Reseed"
	AnytimeBots  Name = "AnytimeBots"
	Ranking      Name = "Ranking"
	Fallible     Name = "Fallible"
)

// Side is what implements an interface: the ruleset, its states or its
// bots.
type Side uint8

// The sides.
const (
	RulesetSide Side = iota
	StateSide
	BotSide
)

// String is the side as an error names it: "ruleset", "state", "bots".
func (s Side) String() string {
	return [...]string{"ruleset", "state", "bots"}[s]
}

// Interface is one optional interface of a capability.
type Interface struct {
	// Name is the interface with its package: "tableplay.Tabler".
	Name string
	// Side says what implements it; on the bots' side, one bot of the
	// game is enough.
	Side Side
	// Optional: a game with the capability may lack it; a game that
	// implements it has the capability's other interfaces.
	Optional bool
	is       func(any) bool
}

// A Capability is what a game offers through a few optional interfaces.
type Capability struct {
	Name Name
	// Gives is what the capability is for, in English, for the authors of
	// games (engine/ADDING_A_GAME.md).
	Gives      string
	Interfaces []Interface
}

// List is a list of capabilities.
type List []Capability

// String names the capabilities, joined by commas ("none" for none).
func (l List) String() string {
	if len(l) == 0 {
		return "none"
	}
	names := make([]string, len(l))
	for i, c := range l {
		names[i] = string(c.Name)
	}
	return strings.Join(names, ", ")
}

// needs is interface T on side, which the capability needs.
func needs[T any](side Side) Interface {
	return Interface{Name: reflect.TypeFor[T]().String(), Side: side, is: func(v any) bool { _, ok := v.(T); return ok }}
}

// may is interface T on side, optional.
func may[T any](side Side) Interface {
	i := needs[T](side)
	i.Optional = true
	return i
}

const (
	rs = RulesetSide
	st = StateSide
	bt = BotSide
)

// all is every capability, and so every optional interface.
var all = List{
	{Translations, "the rule catalogue and option help in every language; a state's view and headline are phrases told in any language",
		[]Interface{needs[engine.LocalizedRuleset](rs)}},
	{Positions, "'tabletop validate' judges a move on a position file",
		[]Interface{needs[position.Loader](rs), may[position.OptionShorthander](rs), may[position.Bookkeeper](rs),
			may[position.HandKnower](st), may[position.PendingDecider](st)}},
	{Table, "'tabletop table' follows a physical game",
		[]Interface{needs[tableplay.Tabler](rs), may[tableplay.DecisionCloser](st), may[tableplay.Declarer](st), may[tableplay.HandTeller](st)}},
	{Scoring, "'tabletop score' and the score pad score a round from the cards shown",
		[]Interface{needs[scoring.RoundScorer](rs), may[scoring.ScoreLimiter](rs), may[scoring.PadRules](rs), may[scoring.PadDealer](rs),
			may[scoring.PadStarter](rs), may[scoring.PadCounter](rs), may[story.RoundReporter](st)}},
	{Stats, "sim counts statistics for rules questions",
		[]Interface{needs[engine.StatsRuleset](rs)}},
	{Records, "logs record every deal and every card turned up",
		[]Interface{needs[engine.RecordSchema](rs), needs[engine.CardRecorder](st), may[engine.LaterRecords](rs)}},
	{Search, "a state is dealt afresh for one seat, as the mcts bot and the hints need",
		[]Interface{needs[engine.Determinizer](st)}},
	{Anytime, "some moves may be made out of turn",
		[]Interface{needs[engine.AnytimeMover](st), may[engine.AnytimeOwner](st), may[engine.AnytimeLabeler](st)}},
	{Reuse, "the simulator deals a new game into a used state and reads its results without allocating",
		[]Interface{needs[engine.Resetter](st), needs[engine.GameSummarizer](st)}},
	{Headlines, "a line or two for a prompt with little room",
		[]Interface{needs[story.Headliner](st)}},
	{Secrets, "a move may give one seat a card only it sees",
		[]Interface{needs[story.SecretTeller](st)}},
	{ScoreBounds, "a round's scores have known bounds, checked after every simulated game",
		[]Interface{needs[engine.ScoreBounder](st)}},
	{Hints, "a refused move may be explained by a nearer rule",
		[]Interface{needs[hints.Hinter](st)}},
	{Colours, "cards have colours on a terminal",
		[]Interface{needs[story.CardColourer](rs)}},
	{RoundWord, "the game's rounds are called otherwise (Makoto's are the games of a series)",
		[]Interface{needs[engine.RoundLabeler](rs)}},
	{RoundTitle, "the game titles its rounds in its own words (\"Round 2\", \"Game 2\")",
		[]Interface{needs[engine.RoundTitler](rs)}},
	{OptionSample, "free-form options (no values) give samples for the tests that cover every option",
		[]Interface{needs[engine.OptionSampler](rs)}},
	{PartedView, "a state's view is made of ranked lines, for screens that must leave some out",
		[]Interface{needs[engine.PartedViewer](st)}},
	{Review, "'tabletop review' tells the points a move cost in the game's direction, and its rollouts read the totals without allocating",
		[]Interface{needs[review.Orienter](rs), needs[review.TotalsAppender](st)}},
	{Reseed, "the simulator reuses one bot per seat and worker, reseeded for each game",
		[]Interface{needs[sim.Reseeder](bt)}},
	{AnytimeBots, "a bot is offered the moves its seat may make out of turn (the engine's random bot is one)",
		[]Interface{needs[engine.AnytimeAgent](bt)}},
	{Ranking, "a bot ranks a position's moves, for the hints people ask for",
		[]Interface{needs[mcts.MoveRanker](bt)}},
	{Fallible, "a bot may fail to choose, as a person's agent does (no game's bot does today)",
		[]Interface{needs[engine.FallibleAgent](bt)}},
}

// All returns every capability, and so every optional interface, in a
// fixed order.
func All() List { return append(List(nil), all...) }

// Of lists the capabilities rs has: those whose every needed interface
// it implements, in the order of All. A capability rs has in part is not
// listed (Check reports it).
func Of(rs engine.Ruleset) List {
	g := look(rs)
	var out List
	for _, c := range all {
		if g.has(c) {
			out = append(out, c)
		}
	}
	return out
}

// Has reports whether rs has the capability named: every interface it
// needs. It deals a state or makes the bots only when they implement one.
func Has(rs engine.Ruleset, name Name) bool {
	for _, c := range all {
		if c.Name == name {
			return look(rs).has(c)
		}
	}
	return false
}
