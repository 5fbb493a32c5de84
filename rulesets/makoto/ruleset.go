package makoto

import (
	"slices"
	"strconv"
	"strings"
	"sync"

	"tabletop/engine"
	"tabletop/engine/i18n"
	"tabletop/engine/mcts"
)

// Option keys besides OptionPoints and OptionRewards (score.go).
const (
	OptionSeries = "series"  // off | on: one game or a whole series
	OptionLid    = "lid"     // on | off: the box lid in a series
	OptionLidTie = "lid-tie" // who gets the lid when several scored fewest
	// OptionLidAfterOut is whether a holder who is already out may still
	// use the lid until the game ends.
	OptionLidAfterOut = "lid-after-out"
)

// Values of OptionLidTie.
const (
	LidTieDealerLeft = "dealer-left" // the tied player seated first to the new dealer's left
	LidTieNone       = "none"        // nobody gets the lid on a tie
)

// Values of OptionLidAfterOut.
const (
	LidAfterOutAllow  = "allow"  // the holder may use the lid until the game ends, out or not
	LidAfterOutRefuse = "refuse" // a holder who is out can no longer use it
)

// Ruleset is Makoto as an engine.Ruleset. It is registered as "makoto".
type Ruleset struct{}

var theRuleset = &Ruleset{}

func init() { engine.Register(theRuleset) }

// Name returns "makoto".
func (*Ruleset) Name() string { return "makoto" }

// Title returns the display name.
func (*Ruleset) Title() string { return "Makoto" }

// MinPlayers returns 2.
func (*Ruleset) MinPlayers() int { return MinPlayers }

// MaxPlayers returns 6.
func (*Ruleset) MaxPlayers() int { return MaxPlayers }

// Options lists every rule option of Makoto.
func (*Ruleset) Options() []engine.OptionSpec {
	return []engine.OptionSpec{
		{Key: OptionRewards, Default: DefaultRewards, Rule: "makoto.rewards",
			Help: "reward card values, highest first, comma-separated (up to five); players going out take them in order"},
		{Key: OptionPoints, Default: DefaultPoints, Rule: "makoto.score",
			Help: "points per captured card as VALUE:POINTS pairs; values not listed score nothing"},
		{Key: OptionSeries, Values: []string{"off", "on"}, Default: "off", Rule: "makoto.series.length",
			Help: "on: play a whole series (one game per player, four with two players) and sum the totals"},
		{Key: OptionLid, Values: []string{"on", "off"}, Default: "on", Rule: "makoto.lid", When: OptionSeries + "=on",
			Help: "in a series, the lowest scorer of the previous game gets the box lid, which buys one Curtain card"},
		{Key: OptionLidTie, Values: []string{LidTieDealerLeft, LidTieNone}, Default: LidTieDealerLeft, Rule: "makoto.lid", When: OptionSeries + "=on," + OptionLid + "=on",
			Help: "tie for fewest points: dealer-left gives the lid to the tied player seated first to the new dealer's left; none gives no lid"},
		{Key: OptionLidAfterOut, Values: []string{LidAfterOutAllow, LidAfterOutRefuse}, Default: LidAfterOutAllow, Rule: "makoto.lid", When: OptionSeries + "=on," + OptionLid + "=on",
			Help: "allow: a holder who is already out may still use the lid until the game ends; refuse: going out ends the holder's use of the lid"},
	}
}

// params is what a game's options fix, shared read-only by clones.
type params struct {
	cfg      engine.Config
	setup    Setup
	scoring  Scoring
	points   [MaxValue + 1]int16
	rewards  [5]int16
	nRewards int
	series   bool
	lid      bool
	lidTie   string
	lidOut   bool // a holder who is out may still use the lid (OptionLidAfterOut)
	games    int  // games in this series (1 without a series)
}

// paramsCache holds the parsed options per (players, first dealer,
// options), so that starting many games does not parse them again.
var paramsCache sync.Map // string -> *params

func paramsKey(cfg engine.Config) string {
	key := strconv.Itoa(cfg.Players) + "/" + strconv.Itoa(cfg.Start)
	if len(cfg.Options) > 0 {
		key += "/" + cfg.Options.String()
	}
	if len(cfg.Names) > 0 {
		key += "/" + strings.Join(cfg.Names, "\x00")
	}
	return key
}

// cachedParams returns the shared params of cfg (its Seed is not part of
// them; the State keeps the seed).
func cachedParams(cfg engine.Config) (*params, error) {
	key := paramsKey(cfg)
	if p, ok := paramsCache.Load(key); ok {
		return p.(*params), nil
	}
	cfg.Seed = 0
	p, err := newParams(cfg)
	if err != nil {
		return nil, err
	}
	paramsCache.Store(key, p)
	return p, nil
}

func newParams(cfg engine.Config) (*params, error) {
	rs := theRuleset
	setup, err := SetupFor(cfg.Players)
	if err != nil {
		return nil, err
	}
	opts, err := engine.Resolve(rs.Options(), cfg.Options)
	if err != nil {
		return nil, err
	}
	sc, err := ParseScoring(opts[OptionPoints], opts[OptionRewards])
	if err != nil {
		return nil, err
	}
	if cfg.Start < 0 || cfg.Start >= cfg.Players {
		return nil, i18n.NewError("makoto.error.first-dealer", i18n.Args{"Seat": cfg.Start + 1, "Count": cfg.Players})
	}
	cfg.Options = opts
	cfg.Names = slices.Clone(cfg.Names)
	p := &params{cfg: cfg, setup: setup, scoring: sc, series: opts[OptionSeries] == "on",
		lid: opts[OptionLid] == "on", lidTie: opts[OptionLidTie], lidOut: opts[OptionLidAfterOut] == LidAfterOutAllow, games: 1}
	for v, pts := range sc.Points {
		p.points[v] = int16(pts)
	}
	for i, r := range sc.Rewards {
		p.rewards[i] = int16(r)
	}
	p.nRewards = len(sc.Rewards)
	if p.series {
		p.games = SeriesLength(cfg.Players)
	}
	return p, nil
}

// New sets up a game (or a series) with cfg.Start as the first dealer.
func (rs *Ruleset) New(cfg engine.Config) (engine.State, error) { return NewState(cfg) }

// NewState is New with the concrete type.
func NewState(cfg engine.Config) (*State, error) {
	p, err := cachedParams(cfg)
	if err != nil {
		return nil, err
	}
	s := &State{p: p}
	s.seed = cfg.Seed
	s.rng = engine.NewRNG(cfg.Seed)
	s.lidHolder = -1
	s.dealer = int8(cfg.Start)
	s.deal()
	return s, nil
}

// Bots lists the bot names.
func (*Ruleset) Bots() []string { return []string{"random", "greedy", "mcts"} }

// NewBot returns a seeded bot: "random", "greedy" (see Greedy) or "mcts"
// (a search, see NewMCTS; "mcts:N" searches N iterations a move).
func (*Ruleset) NewBot(name string, seed uint64) (engine.Agent, error) {
	return mcts.StandardBot("makoto", name, seed, DefaultMCTSIterations,
		func(seed uint64) engine.Agent { return NewGreedy(seed) },
		func(n int, seed uint64) engine.Agent { return NewMCTS(n, seed) })
}
