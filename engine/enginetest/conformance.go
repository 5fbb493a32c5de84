package enginetest

import (
	"errors"
	"fmt"
	"maps"
	"regexp"
	"slices"
	"strings"
	"testing"

	"tabletop/engine"
	"tabletop/engine/i18n"
	"tabletop/engine/sim"
)

// Conformance checks rs against what the engine and the commands ask of
// every game, and against every capability it has (engine/capability:
// the optional interfaces it implements), in one place. A ruleset's tests
// call it once:
//
//	func TestConformance(t *testing.T) { enginetest.Conformance(t, Ruleset{}) }
//
// It must be called from the tests of the ruleset's own package (the
// message check reads the package's Go files), with rs registered.
//
// What every game is checked for:
//   - catalogue: a lower-case name under which rs is registered, rule IDs
//     unique and prefixed by the name, every rule and option explained,
//     every option's default among its values, rules naming known options,
//     free-form options sampled (engine.OptionSampler);
//   - capabilities: no capability implemented in part, such as a state
//     that records cards (engine.CardRecorder) in a game without a record
//     schema (engine.RecordSchema) (capability.Check), and states of one
//     type whatever the players and options (the capabilities are looked
//     for on one);
//   - setup: every player count deals a game that passes its invariants,
//     the same seed deals the same game, Config hands out a copy with every
//     option resolved, and bad player counts, seats and options are errors;
//   - bots: "random" and "greedy" are two, every bot is made and chooses
//     a legal move, the same for the same seed;
//   - games: for every player count and every combination of options
//     (OptionCombos), random games with every invariant checked
//     after every move at engine.CheckDeep (clones, notation round trips,
//     moves out of turn, the log saved, read back and replayed), the same
//     game for the same seed, effects citing rules of the catalogue, and
//     illegal moves refused with a rule, the state unchanged;
//   - notation: text that is no move is an *engine.ParseError;
//   - messages: when rs registered a message catalogue under its name,
//     CheckMessages and every effect and refusal told in every
//     language.
//
// And for each capability rs has, what it promises (see promises).
func Conformance(t *testing.T, rs engine.Ruleset) {
	t.Helper()
	parallel(t, "catalogue", func(t *testing.T) { checkCatalogue(t, rs) })
	parallel(t, "setup", func(t *testing.T) { checkSetup(t, rs) })
	parallel(t, "bots", func(t *testing.T) { checkBots(t, rs) })
	parallel(t, "games", func(t *testing.T) { checkGames(t, rs) })
	parallel(t, "notation", func(t *testing.T) {
		s, _ := rs.New(engine.Config{Players: rs.MinPlayers()})
		for _, in := range []string{"", "   ", "xyzzy", "\x00", "play play play"} {
			_, err := s.ParseMove(in)
			if pe := (*engine.ParseError)(nil); !errors.As(err, &pe) {
				t.Errorf("%q: %v, want an *engine.ParseError", in, err)
			}
		}
	})
	if i18n.MessageCatalog(rs.Name()) != nil {
		parallel(t, "messages", func(t *testing.T) { checkMessages(t, rs) })
	}
	checkCapabilities(t, rs)
}

// parallel runs check as a subtest of t in parallel with t's others.
func parallel(t *testing.T, name string, check func(t *testing.T)) {
	t.Run(name, func(t *testing.T) {
		t.Parallel()
		check(t)
	})
}

var (
	nameRE = regexp.MustCompile(`^[a-z][a-z0-9-]*$`)
	keyRE  = regexp.MustCompile(`^[a-z]+(-[a-z]+)*$`)
)

// checkCatalogue checks the name, the rules and the options.
func checkCatalogue(t *testing.T, rs engine.Ruleset) {
	name := rs.Name()
	if !nameRE.MatchString(name) || rs.Title() == "" {
		t.Errorf("name %q, title %q: a lower-case name and a title are needed", name, rs.Title())
	}
	if got, err := engine.Lookup(name); err != nil || got.Name() != name {
		t.Errorf("%s is not registered (engine.Register): %v", name, err)
	}
	if rs.MinPlayers() < 1 || rs.MaxPlayers() < rs.MinPlayers() {
		t.Errorf("players %d to %d", rs.MinPlayers(), rs.MaxPlayers())
	}
	ids := map[string]bool{}
	rules := rs.Rules()
	if len(rules) == 0 {
		t.Error("no rules")
	}
	for _, r := range rules {
		if !strings.HasPrefix(r.ID, name+".") || ids[r.ID] || r.Title == "" || r.Text == "" {
			t.Errorf("rule %+v: IDs start with %q and are unique, every rule has a title and a text", r, name+".")
		}
		ids[r.ID] = true
	}
	keys := map[string]bool{}
	_, sampler := rs.(engine.OptionSampler)
	for _, o := range rs.Options() {
		switch {
		case !keyRE.MatchString(o.Key) || keys[o.Key]:
			t.Errorf("option %q: keys are unique and lower-case words joined by hyphens", o.Key)
		case !ids[o.Rule] || o.Help == "" || o.Default == "":
			t.Errorf("option %q: it needs a rule of the catalogue (%q), help and a default", o.Key, o.Rule)
		case len(o.Values) > 0 && !slices.Contains(o.Values, o.Default):
			t.Errorf("option %q: default %q is not one of %v", o.Key, o.Default, o.Values)
		case len(o.Values) == 0 && !sampler:
			t.Errorf("option %q takes any value, so the ruleset must give samples (engine.OptionSampler)", o.Key)
		}
		keys[o.Key] = true
	}
	for _, r := range rules {
		for _, k := range r.Options {
			if !keys[k] {
				t.Errorf("rule %s names option %q, which does not exist", r.ID, k)
			}
		}
	}
}

// checkSetup checks New for every player count, and its refusals.
func checkSetup(t *testing.T, rs engine.Ruleset) {
	for n := rs.MinPlayers(); n <= rs.MaxPlayers(); n++ {
		cfg := engine.Config{Players: n, Seed: 7, Start: n - 1}
		s, err := rs.New(cfg)
		if err != nil {
			t.Fatalf("%d players: %v", n, err)
		}
		again, _ := rs.New(cfg)
		if err := s.CheckInvariants(); err != nil || !s.Equal(again) || !s.Equal(s.Clone()) || s.NumPlayers() != n {
			t.Errorf("%d players: invariants %v, the same seed deals the same game %v, a clone is equal %v, %d seats",
				n, err, s.Equal(again), s.Equal(s.Clone()), s.NumPlayers())
		}
		if cp := s.CurrentPlayer(); cp < 0 || cp >= n || s.IsTerminal() {
			t.Errorf("%d players: a new game is over or has seat %d to move", n, cp)
		}
		got := s.Config()
		if got.Players != n || got.Seed != 7 || got.Start != n-1 || len(got.Options) != len(rs.Options()) {
			t.Errorf("%d players: Config %+v: the players, seed, start and every option resolved", n, got)
		}
		for k := range got.Options {
			got.Options[k] = "changed"
		}
		if slices.Contains(slices.Collect(maps.Values(s.Config().Options)), "changed") {
			t.Errorf("%d players: Config shares its options with the caller", n)
		}
	}
	bad := []engine.Config{
		{Players: rs.MinPlayers() - 1}, {Players: rs.MaxPlayers() + 1},
		{Players: rs.MinPlayers(), Start: rs.MinPlayers()},
		{Players: rs.MinPlayers(), Options: engine.Options{"no-such-option": "1"}},
	}
	for _, o := range rs.Options() {
		if len(o.Values) > 0 {
			bad = append(bad, engine.Config{Players: rs.MinPlayers(), Options: engine.Options{o.Key: "no-such-value"}})
		}
	}
	for _, cfg := range bad {
		if _, err := rs.New(cfg); err == nil {
			t.Errorf("New(%+v) is not refused", cfg)
		}
	}
}

// checkBots makes every bot and lets it choose on a few states.
func checkBots(t *testing.T, rs engine.Ruleset) {
	bots := rs.Bots()
	if !slices.Contains(bots, "random") || !slices.Contains(bots, "greedy") {
		t.Errorf("bots %v: every game has \"random\" (sim's default) and \"greedy\" (play's default seats, serve's stand-in for a person who left)", bots)
	}
	if _, err := rs.NewBot("no-such-bot", 1); err == nil {
		t.Error("an unknown bot is made")
	}
	states := sampleStates(t, rs, engine.Config{Players: rs.MinPlayers(), Seed: 3}, 2)
	for _, name := range bots {
		for i, s := range states {
			legal := s.LegalMoves(nil)
			var chosen [2]engine.Move
			for k := range chosen {
				bot, err := rs.NewBot(name, uint64(10+i))
				if err != nil {
					t.Fatalf("bot %s: %v", name, err)
				}
				chosen[k] = bot.Choose(s.Clone(), legal)
			}
			if !slices.Contains(legal, chosen[0]) || chosen[0] != chosen[1] {
				t.Errorf("bot %s, state %d: chose %s and then %s of %d legal moves: a legal move, the same for the same seed",
					name, i, s.MoveString(chosen[0]), s.MoveString(chosen[1]), len(legal))
			}
		}
	}
}

// sampleStates returns count states of one random game of cfg, spread
// over it, none over.
func sampleStates(t *testing.T, rs engine.Ruleset, cfg engine.Config, count int) []engine.State {
	t.Helper()
	var all []engine.State
	s, err := rs.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	all = append(all, s.Clone())
	err = engine.Run(s, randomAgents(cfg), func(_ int, _ engine.Move, after engine.State) error {
		if !after.IsTerminal() {
			all = append(all, after.Clone())
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	var out []engine.State
	for i := range count {
		out = append(out, all[i*len(all)/count])
	}
	return out
}

// randomAgents are random bots for every seat of cfg, seeded from its seed.
func randomAgents(cfg engine.Config) []engine.Agent {
	agents := make([]engine.Agent, cfg.Players)
	for i := range agents {
		agents[i] = engine.NewRandomAgent(engine.DeriveSeed(cfg.Seed, uint64(i)))
	}
	return agents
}

// gameConfigs are the games played: every option combination, at player
// counts in turn, and every player count with the defaults.
func gameConfigs(rs engine.Ruleset) []engine.Config {
	var out []engine.Config
	span := rs.MaxPlayers() - rs.MinPlayers() + 1
	for i, o := range OptionCombos(rs) {
		out = append(out, engine.Config{Players: rs.MinPlayers() + i%span, Options: o, Seed: uint64(100 + i)})
	}
	for n := rs.MinPlayers(); n <= rs.MaxPlayers(); n++ {
		out = append(out, engine.Config{Players: n, Seed: uint64(n), Start: n / 2})
	}
	return out
}

// checkGames plays random games with every check, the same game twice for
// the same seed, and tries illegal moves on the way.
func checkGames(t *testing.T, rs engine.Ruleset) {
	ids := map[string]bool{}
	for _, r := range rs.Rules() {
		ids[r.ID] = true
	}
	known := func(rule string) bool {
		return ids[rule] || strings.HasPrefix(rule, "engine.") || strings.HasPrefix(rule, "table.")
	}
	var tell func(rule, id, en string, args i18n.Args) error
	if i18n.MessageCatalog(rs.Name()) != nil {
		// Every message told a few times, with the arguments of its first
		// uses.
		toldTimes := map[string]int{}
		tell = func(rule, id, en string, args i18n.Args) error {
			if toldTimes[id]++; toldTimes[id] > 3 {
				return nil
			}
			return tellEverywhere(rule, id, en, args)
		}
	}
	for _, cfg := range gameConfigs(rs) {
		name := fmt.Sprintf("%d players %v", cfg.Players, cfg.Options)
		if _, err := engine.CheckGame(rs, cfg, randomAgents(cfg), engine.CheckDeep, 0); err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		first, err := playRecorded(rs, cfg, known, tell)
		if err == nil {
			var second []string
			second, err = playRecorded(rs, cfg, nil, nil)
			if err == nil && !slices.Equal(first, second) {
				err = fmt.Errorf("the same seed played another game")
			}
		}
		if err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// playRecorded plays a random game of cfg and returns its moves. On the
// way every effect must cite a known rule and say something, and a move
// legal elsewhere must be legal here or refused with a known rule, the
// state unchanged; a move by a seat not to move is refused. When tell is
// not nil, every effect and refusal is told with it. With known nil, it
// only plays.
func playRecorded(rs engine.Ruleset, cfg engine.Config, known func(string) bool, tell func(rule, id, en string, args i18n.Args) error) ([]string, error) {
	s, err := rs.New(cfg)
	if err != nil {
		return nil, err
	}
	var moves []string
	var other []engine.Move // a move legal at the previous turn
	buf := make([]engine.Move, 0, 64)
	agents := randomAgents(cfg)
	for !s.IsTerminal() && len(moves) < engine.DefaultMaxMoves {
		buf = s.LegalMoves(buf[:0])
		if known != nil {
			if err := tryIllegal(s, other, known, tell); err != nil {
				return nil, fmt.Errorf("after %d moves: %w", len(moves), err)
			}
		}
		seat := s.CurrentPlayer()
		m := agents[seat].Choose(s, buf)
		other = append(other[:0], buf...)
		if err := engine.Play(s, seat, m); err != nil {
			return nil, fmt.Errorf("move %d, %s: a legal move refused: %w", len(moves)+1, s.MoveString(m), err)
		}
		moves = append(moves, s.MoveString(m))
		if known != nil {
			if err := checkEffects(s.Effects(), known, tell); err != nil {
				return nil, fmt.Errorf("move %d, %s: %w", len(moves), moves[len(moves)-1], err)
			}
		}
	}
	return moves, nil
}

// checkEffects checks that every effect cites a known rule and says
// something, and tells it with tell when not nil.
func checkEffects(effects []engine.Effect, known func(string) bool, tell func(rule, id, en string, args i18n.Args) error) error {
	for _, e := range effects {
		if !known(e.Rule) || strings.TrimSpace(e.Text.String()) == "" {
			return fmt.Errorf("effect %+v: it must cite a rule of the catalogue and say something", e)
		}
		if tell != nil {
			if err := tell(e.Rule, e.Text.ID, e.Text.String(), e.Text.Args); err != nil {
				return err
			}
		}
	}
	return nil
}

// tryIllegal applies moves to clones of s: each is legal there, or refused
// with a known rule and the clone left as it was (and its reason told with
// tell, when not nil). A move by the next seat is refused as not its turn.
func tryIllegal(s engine.State, moves []engine.Move, known func(string) bool, tell func(rule, id, en string, args i18n.Args) error) error {
	if len(moves) > 3 { // the first, one in the middle and the last
		moves = []engine.Move{moves[0], moves[len(moves)/2], moves[len(moves)-1]}
	}
	for _, m := range moves {
		c := s.Clone()
		err := engine.Play(c, c.CurrentPlayer(), m)
		if err == nil {
			continue
		}
		re, ok := engine.AsRuleError(err)
		switch {
		case !ok:
			return fmt.Errorf("%s refused without a rule: %v", s.MoveString(m), err)
		case !known(re.Rule) || re.Reason.String() == "":
			return fmt.Errorf("%s refused by %s (%q): not a rule of the catalogue, or no reason", s.MoveString(m), re.Rule, re.Reason)
		case !c.Equal(s):
			return fmt.Errorf("%s refused, but the state changed", s.MoveString(m))
		case tell != nil:
			if err := tell(re.Rule, re.Reason.ID, re.Reason.String(), re.Reason.Args); err != nil {
				return err
			}
		}
	}
	if s.NumPlayers() > 1 && len(moves) > 0 {
		next := (s.CurrentPlayer() + 1) % s.NumPlayers()
		if _, anytime := s.(engine.AnytimeMover); !anytime {
			err := engine.Play(s.Clone(), next, moves[0])
			if re, ok := engine.AsRuleError(err); !ok || re.Rule != engine.RuleNotYourTurn {
				return fmt.Errorf("seat %d moved out of turn: %v", next+1, err)
			}
		}
	}
	return nil
}

// checkMessages checks the ruleset's message catalogue (the games tell
// every effect and refusal in every language). The labels of its
// statistics ("GAME.stat.KEY", engine.StatLabelFrom) are used when sim
// reports the statistic KEY.
func checkMessages(t *testing.T, rs engine.Ruleset) {
	var labels []string
	if _, ok := rs.(engine.StatsRuleset); ok {
		res, err := sim.Run(rs, sim.Options{Config: engine.Config{Players: rs.MinPlayers(), Seed: 9}, Games: 2, Workers: 1, Stats: true})
		if err != nil {
			t.Fatal(err)
		}
		for key := range res.Stats {
			labels = append(labels, rs.Name()+".stat."+key)
		}
	}
	for _, err := range checkMessagesUsing(rs.Name(), labels, ".") {
		t.Error(err)
	}
}

// tellEverywhere tells message id of an effect or a refusal of rule in
// every language: its English must be en, the text the game gave, and no
// language may lack a placeholder's value or give the bare ID. A text
// without a message (id "") is English only.
func tellEverywhere(rule, id, en string, args i18n.Args) error {
	if id == "" {
		return nil
	}
	if got := i18n.Say(i18n.English, id, args); got != en {
		return fmt.Errorf("%s (%s): the English %q is not the text %q", id, rule, got, en)
	}
	for _, lang := range i18n.Languages() {
		if s := i18n.Say(lang, id, args); s == id || told(lang, id, s) != nil {
			return fmt.Errorf("%s (%s) in %s: %q", id, rule, lang, s)
		}
	}
	return nil
}
