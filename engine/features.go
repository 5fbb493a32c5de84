package engine

import (
	"fmt"
	"strings"
	"sync"
)

// Features declares what a game offers beyond the Ruleset and State
// interfaces, in one place (Ruleset.Features). Each feature is a small set
// of the optional interfaces below, which the commands find by a type
// assertion; the declaration is checked against them when the ruleset
// registers (the ruleset's interfaces: Register panics on a mismatch) and on
// real games by enginetest.Conformance (the states' interfaces, and what
// every feature promises). A game without a feature still plays: rules,
// play, sim and replay need none.
type Features struct {
	// Translations: the rule catalogue and option help in every language
	// (LocalizedRuleset); a state's view and headline are phrases told in any language.
	Translations bool
	// Positions: 'tabletop validate' judges a move on a position file
	// (position.Loader; optionally OptionShorthander and Bookkeeper, and
	// states that are HandKnowers and PendingDeciders).
	Positions bool
	// Table: 'tabletop table' follows a physical game (tableplay.Tabler;
	// optionally states that are tableplay.DecisionClosers, Declarers and
	// HandTellers).
	Table bool
	// Scoring: 'tabletop score' and the score pad score a round from the
	// cards shown (scoring.RoundScorer; optionally ScoreLimiter, PadRules,
	// PadDealer and PadStarter, and states that are story.RoundReporters).
	Scoring bool
	// Stats: sim counts statistics for rules questions (StatsRuleset).
	Stats bool
	// Records: logs record every deal and every card turned up
	// (RecordSchema; states that are CardRecorders).
	Records bool
	// Search: a state can be dealt afresh for one seat (Determinizer), as
	// the mcts bot and the hints need.
	Search bool
	// Anytime: some moves may be made out of turn (states that are
	// AnytimeMovers; optionally AnytimeOwners and AnytimeLabelers).
	Anytime bool
	// Reuse: the simulator deals a new game into a used state and reads
	// its results without allocating (states that are Resetters and
	// GameSummarizers).
	Reuse bool
	// Headlines: a line or two for a prompt with little room (states that
	// are story.Headliners).
	Headlines bool
	// Secrets: a move may give one seat a card only it sees (states that
	// are story.SecretTellers).
	Secrets bool
	// ScoreBounds: a round's scores have known bounds, checked after
	// every simulated game (states that are ScoreBounders).
	ScoreBounds bool
	// Hints: a refused move may be explained by a nearer rule (states
	// that are hints.Hinters).
	Hints bool
	// Colours: cards have colours on a terminal (story.CardColourer).
	Colours bool
}

// feature is one feature of Features and the interfaces that make it.
type feature struct {
	name string
	has  func(Features) bool
	// need are implemented exactly when the feature is declared; may
	// only when it is.
	need, may []part
}

// part is one optional interface: its name, and whether a ruleset (rs) or
// a state (st) implements it; one of the two is set.
type part struct {
	name string
	rs   func(Ruleset) bool
	st   func(State) bool
}

// A Capability is one optional interface of a feature: a feature declared
// needs each of its required capabilities, and a capability implemented
// needs its feature declared. The engine's own are listed below; a
// package that defines a feature's interfaces outside engine adds them
// with Provide.
type Capability struct {
	p        part
	optional bool
}

// RulesetCapability is interface T, implemented by a Ruleset, under name;
// optional: a game with the feature may lack it.
func RulesetCapability[T any](name string, optional bool) Capability {
	return Capability{ofRuleset[T](name), optional}
}

// StateCapability is interface T, implemented by a State, under name;
// optional: a game with the feature may lack it.
func StateCapability[T any](name string, optional bool) Capability {
	return Capability{ofState[T](name), optional}
}

// Provide adds caps to the feature named (a field name of Features). The
// package that defines the interfaces calls it from an init function, so
// that every ruleset implementing them (and so importing it) is checked
// against them when it registers. It panics on an unknown feature.
func Provide(feature string, caps ...Capability) {
	featuresMu.Lock()
	defer featuresMu.Unlock()
	for i := range features {
		if features[i].name != feature {
			continue
		}
		for _, c := range caps {
			if c.optional {
				features[i].may = append(features[i].may, c.p)
			} else {
				features[i].need = append(features[i].need, c.p)
			}
		}
		return
	}
	panic("engine: Provide: no feature " + feature)
}

func ofRuleset[T any](name string) part {
	return part{name: name, rs: func(rs Ruleset) bool { _, ok := rs.(T); return ok }}
}

func ofState[T any](name string) part {
	return part{name: name, st: func(s State) bool { _, ok := s.(T); return ok }}
}

// featuresMu guards features, which Provide extends.
var featuresMu sync.Mutex

// features is every feature, in the order of Features' fields.
var features = []feature{
	{name: "Translations", has: func(f Features) bool { return f.Translations },
		need: []part{ofRuleset[LocalizedRuleset]("LocalizedRuleset")}},
	{name: "Positions", has: func(f Features) bool { return f.Positions }}, // position.Loader and the rest
	{name: "Table", has: func(f Features) bool { return f.Table }},         // tableplay.Tabler and the rest
	{name: "Scoring", has: func(f Features) bool { return f.Scoring }},     // scoring.RoundScorer and the rest, story.RoundReporter
	{name: "Stats", has: func(f Features) bool { return f.Stats }, need: []part{ofRuleset[StatsRuleset]("StatsRuleset")}},
	{name: "Records", has: func(f Features) bool { return f.Records },
		need: []part{ofRuleset[RecordSchema]("RecordSchema"), ofState[CardRecorder]("CardRecorder")}},
	{name: "Search", has: func(f Features) bool { return f.Search }, need: []part{ofState[Determinizer]("Determinizer")}},
	{name: "Anytime", has: func(f Features) bool { return f.Anytime },
		need: []part{ofState[AnytimeMover]("AnytimeMover")},
		may:  []part{ofState[AnytimeOwner]("AnytimeOwner"), ofState[AnytimeLabeler]("AnytimeLabeler")}},
	{name: "Reuse", has: func(f Features) bool { return f.Reuse },
		need: []part{ofState[Resetter]("Resetter"), ofState[GameSummarizer]("GameSummarizer")}},
	{name: "Headlines", has: func(f Features) bool { return f.Headlines }}, // story.Headliner
	{name: "Secrets", has: func(f Features) bool { return f.Secrets }},     // story.SecretTeller
	{name: "ScoreBounds", has: func(f Features) bool { return f.ScoreBounds }, need: []part{ofState[ScoreBounder]("ScoreBounder")}},
	{name: "Hints", has: func(f Features) bool { return f.Hints }},     // hints.Hinter
	{name: "Colours", has: func(f Features) bool { return f.Colours }}, // story.CardColourer
}

// String lists the features declared, by name, joined by commas ("none"
// for none).
func (f Features) String() string {
	var names []string
	for _, ft := range features {
		if ft.has(f) {
			names = append(names, ft.name)
		}
	}
	if len(names) == 0 {
		return "none"
	}
	return strings.Join(names, ", ")
}

// CheckFeatures checks rs's declared features against the interfaces rs
// implements and, when s is not nil, those its state s implements: every
// feature declared has its interfaces, and every optional interface
// implemented belongs to a feature declared. Register checks the ruleset
// alone; enginetest.Conformance also checks states. The errors are for
// the ruleset's author, in English.
func CheckFeatures(rs Ruleset, s State) []error {
	featuresMu.Lock()
	defer featuresMu.Unlock()
	var errs []error
	declared := rs.Features()
	for _, ft := range features {
		on := ft.has(declared)
		for i, p := range append(ft.need[:len(ft.need):len(ft.need)], ft.may...) {
			what, impl := "ruleset", false
			switch {
			case p.rs != nil:
				impl = p.rs(rs)
			case s != nil:
				what, impl = "state", p.st(s)
			default:
				continue // a state's interface, and no state to look at
			}
			switch {
			case on && !impl && i < len(ft.need):
				errs = append(errs, fmt.Errorf("%s declares the feature %s but its %s does not implement %s", rs.Name(), ft.name, what, p.name))
			case !on && impl:
				errs = append(errs, fmt.Errorf("%s's %s implements %s but %s does not declare the feature %s", rs.Name(), what, p.name, rs.Name(), ft.name))
			}
		}
	}
	return errs
}
