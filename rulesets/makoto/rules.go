package makoto

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"sync"

	"tabletop/engine"
)

// Option keys besides OptionPoints and OptionRewards (score.go).
const (
	OptionSeries = "series"  // off | on: one game or a whole series
	OptionLid    = "lid"     // on | off: the box lid in a series
	OptionLidTie = "lid-tie" // who gets the lid when several scored fewest
)

// Values of OptionLidTie.
const (
	LidTieDealerLeft = "dealer-left" // the tied player seated first to the new dealer's left
	LidTieNone       = "none"        // nobody gets the lid on a tie
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
	}
}

// Rules lists the rule catalogue in rulebook order, in the project's words.
func (*Ruleset) Rules() []engine.Rule { return slices.Clone(catalogue) }

var catalogue = []engine.Rule{
	{ID: "makoto.cards", Title: "Cards", Text: "The box has Ronin cards 1-16 (four of each), one Sword card of each value and one gold-backed Oracle card of each value. Only Kensei looks at the sword; an Oracle card is an ordinary card of its value once in a hand."},
	{ID: "makoto.rewards", Title: "Reward cards", Text: "Players who empty their hands take reward cards in order, the highest first.", Options: []string{OptionRewards}},
	{ID: "makoto.setup", Title: "Set-up", Text: "The player count fixes the deck (values 1-13 without Swords for 2-3 players, 1-13 with Swords for 4, 1-16 with Swords for 5-6), the hand size (15, 15, 14, 14, 12), the Oracle deck (1-13, or 1-16 for 5-6) and the Curtain size (7, 7, 9, 10, 8). With two players the 15 cards left over are set aside unseen."},
	{ID: "makoto.setup.curtain", Title: "The Curtain", Text: "After the deal the Curtain cards lie face up in the middle for everyone to see."},
	{ID: "makoto.setup.first", Title: "First player", Text: "The player to the dealer's left leads the first trick; turns go clockwise (to the left)."},
	{ID: "makoto.turn", Title: "A turn", Text: "On a turn you either play a combination (and may then use the Curtain) or pass (and may then consult the Oracle)."},
	{ID: "makoto.combo.single", Title: "Single", Text: "Any one card is a combination."},
	{ID: "makoto.combo.set", Title: "Set", Text: "Two or more cards of one value form a set."},
	{ID: "makoto.combo.run", Title: "Run", Text: "Three or more cards of consecutive values, each value once, form a run."},
	{ID: "makoto.kensei", Title: "Kensei", Text: "Exactly four cards of one value are a Kensei; with 4-6 players one of them must be a Sword card. A four that meets this is always a Kensei: it cannot be played as an ordinary set. Four of a kind without a Sword card (4-6 players) is an ordinary set of four."},
	{ID: "makoto.lead", Title: "Leading", Text: "Whoever starts a trick plays any combination and is not allowed to pass."},
	{ID: "makoto.follow", Title: "Following", Text: "A later play must be the same kind with the same number of cards and higher: a higher value for singles and sets, a higher lowest card for runs."},
	{ID: "makoto.kensei.anytime", Title: "Kensei at any time", Text: "A Kensei may be played on any combination; once one is on the trick, only a Kensei of a higher value beats it."},
	{ID: "makoto.pass", Title: "Passing", Text: "Anyone but the leader may pass, able to play or not; a pass does not drop you from the trick."},
	{ID: "makoto.oracle", Title: "The Oracle", Text: "After passing you may draw the top Oracle card, then discard one card onto the Oracle discard pile: the drawn card, or another card from your hand to keep it. Your hand size stays the same."},
	{ID: "makoto.oracle.reshuffle", Title: "Oracle reshuffle", Text: "When the Oracle deck is empty, its discard pile is shuffled into a new Oracle deck (it may now hold black-backed cards)."},
	{ID: "makoto.curtain", Title: "Using the Curtain", Text: "After a play (a Kensei too) you may either put one card into the Curtain or take cards from it, or leave it alone."},
	{ID: "makoto.curtain.discard", Title: "Curtain: put a card in", Text: "Put exactly one card from your hand face up into the Curtain; its value must be below the lowest card you just played."},
	{ID: "makoto.curtain.take", Title: "Curtain: take cards", Text: "Take up to as many Curtain cards as you just played, all of one value and each below the lowest card you just played. An empty Curtain gives nothing."},
	{ID: "makoto.curtain.keeps", Title: "The Curtain stays", Text: "The Curtain is never cleared between tricks and has no size limit."},
	{ID: "makoto.trick.win", Title: "Winning a trick", Text: "Once every other player still in has passed since the last play, the last player to play takes the trick's cards face down as a score pile and leads the next trick."},
	{ID: "makoto.out", Title: "Going out", Text: "A player whose hand is empty at the end of their turn is out, takes the highest reward left and has no more turns. Playing the last card puts you out at once (no Curtain take); putting the last card into the Curtain also puts you out."},
	{ID: "makoto.out.lead", Title: "Winner already out", Text: "If the trick's winner is out, the next player still in to the winner's left leads the next trick."},
	{ID: "makoto.last-player", Title: "The last player", Text: "When the second-to-last player goes out, the last player has one more ordinary turn and wins the trick if they beat it; otherwise it goes to whoever played last. Then the game ends; the last player takes no reward and their remaining cards score nothing."},
	{ID: "makoto.score", Title: "Scoring", Text: "Each player scores their reward plus points for cards in their score pile: by default 20 per 2, 5 per 5 and 10 per 10.", Options: []string{OptionPoints, OptionRewards}},
	{ID: "makoto.score.curtain-bonus", Title: "Curtain bonus", Text: "The first player out also scores the point cards still in the Curtain at the end.", Options: []string{OptionPoints}},
	{ID: "makoto.winner", Title: "Winner", Text: "The highest total wins; tied players share the win."},
	{ID: "makoto.series.length", Title: "A series", Text: "A series has one game per player (four games with two players); the deal passes left each game and totals are summed.", Options: []string{OptionSeries}},
	{ID: "makoto.lid", Title: "The box lid", Text: "From the second game of a series the lowest scorer of the previous game holds the box lid; while they are still in the game they may hand it back at any moment, on their own turn or between any two moves of others, to take one Curtain card of their choice into their hand (lid take C). It is never a separate question: on their turn it is one more choice that does not end the turn; out of turn they simply announce it.", Options: []string{OptionLid, OptionLidTie}},
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
	games    int // games in this series (1 without a series)
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
		return nil, fmt.Errorf("first dealer: seat %d is not one of the %d seats", cfg.Start+1, cfg.Players)
	}
	cfg.Options = opts
	cfg.Names = slices.Clone(cfg.Names)
	p := &params{cfg: cfg, setup: setup, scoring: sc, series: opts[OptionSeries] == "on",
		lid: opts[OptionLid] == "on", lidTie: opts[OptionLidTie], games: 1}
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
	switch name {
	case "random":
		return engine.NewRandomAgent(seed), nil
	case "greedy":
		return NewGreedy(seed), nil
	}
	if n, ok, err := parseMCTS(name); ok {
		if err != nil {
			return nil, err
		}
		return NewMCTS(n, seed), nil
	}
	return nil, fmt.Errorf("makoto has no bot %q (bots: random, greedy, mcts, mcts:N)", name)
}
