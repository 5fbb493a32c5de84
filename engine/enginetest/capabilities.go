package enginetest

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"tabletop/engine"
	"tabletop/engine/capability"
	"tabletop/engine/i18n"
	"tabletop/engine/mcts"
	"tabletop/engine/position"
	"tabletop/engine/review"
	"tabletop/engine/scoring"
	"tabletop/engine/sim"
	"tabletop/engine/story"
	"tabletop/engine/tableplay"
)

// promises is what each capability promises beyond its interfaces, as
// Conformance checks it, by capability. Records, Anytime and ScoreBounds
// are checked by the games at engine.CheckDeep (the log's deal and card
// records replayed, moves out of turn tried, every round's scores within
// bounds); OptionSamples by the catalogue (free-form options need it);
// the others only by their interfaces.
var promises = map[capability.Name]func(*testing.T, engine.Ruleset){
	capability.Translations: checkTranslations,
	capability.Positions:    checkPositions,
	capability.Table:        checkTable,
	capability.Scoring:      checkScoring,
	capability.Stats:        checkStats,
	capability.Search:       checkSearch,
	capability.Reuse:        checkReuse,
	capability.Headlines:    checkHeadlines,
	capability.Review:       checkReview,
}

// checkCapabilities checks that rs has no capability in part (the
// "capabilities" check, capability.Check) and deals states of one type
// (the capabilities of one are those of all), and what each capability it
// has promises, each in a subtest named by the capability in lower case.
func checkCapabilities(t *testing.T, rs engine.Ruleset) {
	parallel(t, "capabilities", func(t *testing.T) {
		for _, err := range capability.Check(rs) {
			t.Error(err)
		}
		if types := stateTypes(rs); len(types) > 1 {
			t.Errorf("New deals states of the types %v: the capabilities are looked for on one", types)
		}
	})
	for _, c := range capability.Of(rs) {
		if check, ok := promises[c.Name]; ok {
			parallel(t, strings.ToLower(string(c.Name)), func(t *testing.T) { check(t, rs) })
		}
	}
}

// stateTypes returns the types of the states rs deals for the games
// Conformance plays, sorted.
func stateTypes(rs engine.Ruleset) []string {
	var types []string
	for _, cfg := range gameConfigs(rs) {
		if s, err := rs.New(cfg); err == nil && !slices.Contains(types, fmt.Sprintf("%T", s)) {
			types = append(types, fmt.Sprintf("%T", s))
		}
	}
	slices.Sort(types)
	return types
}

// HasCapabilities checks that rs has exactly the capabilities want, named
// as capability.List's String names them ("Positions, Reseed,
// AnytimeBots"). A game declares nothing, so a method renamed or a
// signature changed would lose a capability without a word; the test
// that pins the list says so. Nothing else reads want.
func HasCapabilities(t *testing.T, rs engine.Ruleset, want string) {
	t.Helper()
	if got := capability.Of(rs).String(); got != want {
		t.Errorf("%s has the capabilities\n%s\nwant\n%s", rs.Name(), got, want)
	}
}

// told reports a text told in lang that lacks a placeholder's value or
// says nothing.
func told(lang, what, s string) error {
	if strings.Contains(s, "<no value>") || strings.TrimSpace(s) == "" {
		return fmt.Errorf("%s in %s: %q", what, lang, s)
	}
	return nil
}

// checkTranslations: a translation changes words only, and every view of
// a game reads in every language (English: the view itself).
func checkTranslations(t *testing.T, rs engine.Ruleset) {
	lr := rs.(interface {
		engine.Ruleset
		engine.LocalizedRuleset
	})
	for _, err := range CheckLocalizedKeepsIDs(lr) {
		t.Error(err)
	}
	for i, s := range sampleStates(t, rs, engine.Config{Players: rs.MaxPlayers(), Seed: 5}, 3) {
		for seat := -1; seat < s.NumPlayers(); seat++ {
			for _, lang := range i18n.Languages() {
				if err := told(lang, fmt.Sprintf("state %d, view of seat %d", i, seat), s.View(seat).In(lang)); err != nil {
					t.Error(err)
				}
			}
		}
	}
}

// positionKey is a key of a position file; the validator's own keys are
// no game's.
var (
	positionKey    = regexp.MustCompile(`^[a-z][a-z0-9_]*$`)
	validatorsKeys = []string{"game", "players", "mover", "options"}
)

// checkPositions: the position keys are unique words that are not the
// validator's, and the options a position may give as keys are options
// and keys.
func checkPositions(t *testing.T, rs engine.Ruleset) {
	pl := rs.(position.Loader)
	keys := pl.PositionKeys()
	if len(keys) == 0 {
		t.Error("no position keys")
	}
	for i, k := range keys {
		if !positionKey.MatchString(k) || slices.Contains(keys[:i], k) || slices.Contains(validatorsKeys, k) {
			t.Errorf("position key %q: keys are unique lower-case words, none of %v", k, validatorsKeys)
		}
	}
	if os, ok := pl.(position.OptionShorthander); ok {
		for _, k := range os.PositionOptionKeys() {
			if !slices.Contains(keys, k) || !slices.ContainsFunc(rs.Options(), func(o engine.OptionSpec) bool { return o.Key == k }) {
				t.Errorf("option %q given as a position key is not a position key and an option", k)
			}
		}
	}
}

// checkTable: a table starts for every player count, waiting for its
// start word, with no state and no move to declare yet.
func checkTable(t *testing.T, rs engine.Ruleset) {
	tb := rs.(tableplay.Tabler)
	for n := rs.MinPlayers(); n <= rs.MaxPlayers(); n++ {
		tab, err := tb.NewTable(engine.Config{Players: n})
		if err != nil {
			t.Fatalf("%d players: %v", n, err)
		}
		if tab.StartWord() == "" || tab.Waiting() != tab.StartWord() || tab.State() != nil || tab.Round() != 1 ||
			tab.Refusal() == nil || len(tab.Totals()) != n || len(tab.Winners()) != 0 || len(tab.Status().Cards) != n {
			t.Errorf("%d players: a new table waits for %q (start word %q), round %d, state %v, refusal %v, totals %v, winners %v",
				n, tab.Waiting(), tab.StartWord(), tab.Round(), tab.State(), tab.Refusal(), tab.Totals(), tab.Winners())
		}
	}
}

// checkScoring: a round is entered in fields, and a finished round of a
// game that reports it (story.RoundReporter) scores as the game scored it.
func checkScoring(t *testing.T, rs engine.Ruleset) {
	sc := rs.(scoring.RoundScorer)
	if len(sc.RoundFields()) == 0 || sc.EntryHelp().Score.IsZero() {
		t.Errorf("round fields %v, entry help %+v", sc.RoundFields(), sc.EntryHelp())
	}
	for _, cfg := range gameConfigs(rs) {
		s, err := rs.New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := s.(story.RoundReporter); !ok {
			return
		}
		names := make([]string, cfg.Players)
		for i := range names {
			names[i] = cfg.SeatName(i)
		}
		scored := 0
		err = engine.Run(s, randomAgents(cfg), func(_ int, _ engine.Move, after engine.State) error {
			rounds := after.Rounds()
			if len(rounds) == scored {
				return nil
			}
			scored = len(rounds)
			e, ok := after.(story.RoundReporter).LastRoundEntry()
			if !ok {
				return nil
			}
			got, err := sc.ScoreRound(names, after.Config().Options, e)
			if err != nil || !slices.Equal(got.Scores, rounds[scored-1].Scores) {
				return fmt.Errorf("round %d scored %v from its entry (%v), the game scored %v", scored, got.Scores, err, rounds[scored-1].Scores)
			}
			return nil
		})
		if err != nil {
			t.Errorf("%d players %v: %v", cfg.Players, cfg.Options, err)
		}
	}
}

// checkStats: the counters are named once each, they add up to the same
// whatever the number of workers, and every statistic sim reports has a
// label in every language (StatLabel).
func checkStats(t *testing.T, rs engine.Ruleset) {
	cfg := engine.Config{Players: rs.MinPlayers(), Seed: 9}
	sr := rs.(engine.StatsRuleset)
	counters := sr.NewStats(cfg).Counters()
	for i, c := range counters {
		if c == "" || slices.Contains(counters[:i], c) {
			t.Errorf("counters %v: each named once", counters)
		}
	}
	var first sim.Result
	for _, workers := range []int{1, 2} {
		res, err := sim.Run(rs, sim.Options{Config: cfg, Games: 6, Workers: workers, Stats: true})
		if err != nil {
			t.Fatal(err)
		}
		if workers == 1 {
			first = res
		} else if fmt.Sprint(res.Counters) != fmt.Sprint(first.Counters) {
			t.Errorf("counters %v with one worker, %v with two", first.Counters, res.Counters)
		}
	}
	for key := range first.Stats {
		for _, lang := range i18n.Languages() {
			if label, ok := sr.StatLabel(key, lang); !ok || label == "" || label == key {
				t.Errorf("statistic %s in %s: label %q (%v), want the game's own words", key, lang, label, ok)
			}
		}
	}
}

// checkSearch: dealing the hidden cards afresh for a seat keeps what that
// seat sees (its view) and the invariants, and the bot that gives people
// hints (mcts.AdviceBot) ranks the legal moves.
func checkSearch(t *testing.T, rs engine.Ruleset) {
	states := sampleStates(t, rs, engine.Config{Players: rs.MaxPlayers(), Seed: 4}, 4)
	bot, err := rs.NewBot(mcts.AdviceBot, 1)
	if err != nil {
		t.Fatalf("no %s bot for hints: %v", mcts.AdviceBot, err)
	}
	if ranker, ok := bot.(mcts.MoveRanker); !ok {
		t.Errorf("the %s bot cannot rank moves for a hint (mcts.MoveRanker)", mcts.AdviceBot)
	} else if ranked := ranker.Rank(states[1].Clone()); len(ranked) == 0 || !slices.Contains(states[1].LegalMoves(nil), ranked[0].Move) {
		t.Errorf("the %s bot ranks %v, not a legal move first", mcts.AdviceBot, ranked)
	}
	for i, s := range states {
		for seat := range s.NumPlayers() {
			c := s.Clone()
			rng := engine.NewRNG(uint64(i*10 + seat))
			c.(engine.Determinizer).Determinize(seat, &rng)
			if err := c.CheckInvariants(); err != nil {
				t.Errorf("state %d dealt afresh for seat %d: %v", i, seat+1, err)
			}
			if c.View(seat).String() != s.View(seat).String() {
				t.Errorf("state %d dealt afresh for seat %d changed what it sees:\n%s\nwas\n%s", i, seat+1, c.View(seat), s.View(seat))
			}
		}
	}
}

// checkReuse: Reset deals the game New deals, and a game's summary is its
// rounds and winners.
func checkReuse(t *testing.T, rs engine.Ruleset) {
	finishedGames(t, rs, func(cfg engine.Config, s engine.State) {
		g := s.(engine.GameSummarizer)
		lo, hi := g.RoundScoreRange()
		var scores []int
		for _, r := range s.Rounds() {
			scores = append(scores, r.Scores...)
		}
		if g.RoundCount() != len(s.Rounds()) || !slices.Equal(g.AppendWinners(nil), s.Winners()) || lo != slices.Min(scores) || hi != slices.Max(scores) {
			t.Errorf("%d players %v: summary %d rounds, winners %v, scores %d to %d; the game has %d, %v, %v",
				cfg.Players, cfg.Options, g.RoundCount(), g.AppendWinners(nil), lo, hi, len(s.Rounds()), s.Winners(), scores)
		}
		next := cfg
		next.Seed++
		want, _ := rs.New(next)
		s.(engine.Resetter).Reset(next.Seed)
		if !s.Equal(want) || s.Config().Seed != next.Seed {
			t.Errorf("%d players %v: Reset(%d) is not the game New deals", cfg.Players, cfg.Options, next.Seed)
		}
	})
}

// checkHeadlines: the player to move has a headline, in every language
// when the game has translations.
func checkHeadlines(t *testing.T, rs engine.Ruleset) {
	for i, s := range sampleStates(t, rs, engine.Config{Players: rs.MinPlayers(), Seed: 6}, 4) {
		seat := s.CurrentPlayer()
		for _, lang := range i18n.Languages() {
			h, ok := s.(story.Headliner)
			var line string
			if ok {
				line = h.Headline(seat).In(lang)
			}
			if err := told(lang, fmt.Sprintf("state %d, headline", i), line); !ok || line == "" || err != nil {
				t.Errorf("state %d: no headline, or %v", i, err)
			}
		}
	}
}

// checkReview: AppendTotals is Totals, and the winners of a finished game
// hold the best total in the game's direction (LowTotalWins).
func checkReview(t *testing.T, rs engine.Ruleset) {
	low := rs.(review.Orienter).LowTotalWins()
	finishedGames(t, rs, func(cfg engine.Config, s engine.State) {
		totals := s.Totals()
		if got := s.(review.TotalsAppender).AppendTotals([]int{-1}); !slices.Equal(got[1:], totals) || got[0] != -1 {
			t.Errorf("%d players %v: AppendTotals gave %v after -1, Totals %v", cfg.Players, cfg.Options, got, totals)
		}
		best := slices.Max(totals)
		if low {
			best = slices.Min(totals)
		}
		for _, w := range s.Winners() {
			if totals[w] != best {
				t.Errorf("%d players %v: winner seat %d has %d, the best total (lowest wins: %v) is %d", cfg.Players, cfg.Options, w+1, totals[w], low, best)
			}
		}
	})
}

// finishedGames plays a game of each of the configurations Conformance
// plays (gameConfigs) to its end with random agents and calls each with
// it.
func finishedGames(t *testing.T, rs engine.Ruleset, each func(cfg engine.Config, s engine.State)) {
	for _, cfg := range gameConfigs(rs) {
		s, err := rs.New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		if err := engine.Run(s, randomAgents(cfg), nil); err != nil {
			t.Fatal(err)
		}
		each(cfg, s)
	}
}
