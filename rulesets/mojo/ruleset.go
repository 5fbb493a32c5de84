// Package mojo is the rules engine of Mojo (Antoni Guillen, The Flying
// Games): an engine.Ruleset registered as "mojo". Import it for its side
// effect:
//
//	import _ "tabletop/rulesets/mojo"
//
// A game is a *State (a value struct, cloned by copying). Moves are whole
// turns: "play 8 8 7" (a chain of cards, with "on P draw Q" in the
// two-pile variant) or "reveal 7" in Mojo Time. Positions known only in
// part, as a physical table shows them, are built with NewPosition.
package mojo

import (
	"tabletop/engine"
	"tabletop/engine/i18n"
	"tabletop/engine/mcts"
)

func init() { engine.Register(Ruleset{}) }

// Ruleset is the Mojo ruleset. The zero value is ready to use.
type Ruleset struct{}

// Name returns "mojo".
func (Ruleset) Name() string { return "mojo" }

// Title returns "Mojo".
func (Ruleset) Title() string { return "Mojo" }

// MinPlayers returns 2 (mojo.players).
func (Ruleset) MinPlayers() int { return MinPlayers }

// MaxPlayers returns 8 (mojo.players).
func (Ruleset) MaxPlayers() int { return MaxPlayers }

// Option keys and values.
const (
	OptionVariant       = "variant"
	OptionDirectionZero = "direction-zero"
	OptionDealNext      = "deal-next"
	OptionRefill        = "refill"

	VariantOnePile  = "one-pile"
	VariantTwoPiles = "two-piles"
	DirCW           = "cw"
	DirCCW          = "ccw"
	DealReshuffle   = "reshuffle-all"
	DealContinue    = "continue"
	RefillOther     = "other-pile"
	RefillDraw      = "draw-pile"
)

var optionSpecs = []engine.OptionSpec{
	{Key: OptionVariant, Values: []string{VariantOnePile, VariantTwoPiles}, Default: VariantOnePile,
		Rule: "mojo.two-piles.setup",
		Help: "one discard pile, or the variant with two discard piles (choose a pile each turn; draw from the draw pile or the other pile)"},
	{Key: OptionDirectionZero, Values: []string{DirCW, DirCCW}, Default: DirCW,
		Rule: "mojo.direction",
		Help: "which way play passes while the Mojo card shows 0 (cw = seat order); the +10 face passes the other way"},
	{Key: OptionDealNext, Values: []string{DealReshuffle, DealContinue}, Default: DealReshuffle,
		Rule: "mojo.deal-next",
		Help: "next round: gather and reshuffle all 78 cards (Polish, Russian), or discard the players' cards and deal from the current draw pile (French)"},
	{Key: OptionRefill, Values: []string{RefillOther, RefillDraw}, Default: RefillOther,
		Rule: "mojo.two-piles.refill", When: OptionVariant + "=" + VariantTwoPiles,
		Help: "two-pile variant: an emptied discard pile restarts with the other pile's top card (Polish, French; the draw pile when the other pile has one card) or with the draw pile's top card (Russian)"},
}

// Options lists the option keys (a fresh copy).
func (Ruleset) Options() []engine.OptionSpec {
	out := make([]engine.OptionSpec, len(optionSpecs))
	copy(out, optionSpecs)
	return out
}

// opts is the resolved options as flags.
type opts struct {
	twoPiles     bool
	zeroCCW      bool
	dealContinue bool
	refillDraw   bool
}

// defaultOptions is the resolved default option set, shared read-only by
// games set up without options (State.Config hands out copies).
var defaultOptions, _ = engine.Resolve(optionSpecs, nil)

func parseOptions(o engine.Options) (engine.Options, opts, error) {
	if len(o) == 0 {
		return defaultOptions, opts{}, nil
	}
	full, err := engine.Resolve(optionSpecs, o)
	if err != nil {
		return nil, opts{}, err
	}
	return full, opts{
		twoPiles:     full[OptionVariant] == VariantTwoPiles,
		zeroCCW:      full[OptionDirectionZero] == DirCCW,
		dealContinue: full[OptionDealNext] == DealContinue,
		refillDraw:   full[OptionRefill] == RefillDraw,
	}, nil
}

// New sets up a game: the Mojo card on 0, a full shuffle with cfg.Seed, 8
// cards each, the discard pile(s) turned up, and cfg.Start to move.
func (Ruleset) New(cfg engine.Config) (engine.State, error) { return NewState(cfg) }

// NewState is New with the concrete type.
func NewState(cfg engine.Config) (*State, error) {
	if cfg.Players < MinPlayers || cfg.Players > MaxPlayers {
		return nil, i18n.NewError("mojo.error.new-players", i18n.Args{"Count": cfg.Players, "Min": MinPlayers, "Max": MaxPlayers})
	}
	if cfg.Start < 0 || cfg.Start >= cfg.Players {
		return nil, i18n.NewError("mojo.error.new-start", i18n.Args{"Seat": cfg.Start + 1, "Count": cfg.Players})
	}
	full, o, err := parseOptions(cfg.Options)
	if err != nil {
		return nil, i18n.At("mojo", err)
	}
	cfg.Options = full
	s := &State{cfg: cfg}
	s.opt = o
	s.np = uint8(cfg.Players)
	s.rng = engine.NewRNG(cfg.Seed)
	s.face = FaceZero
	s.startRound(int8(cfg.Start), true)
	return s, nil
}

// Bots lists the bot names.
func (Ruleset) Bots() []string { return []string{"random", "greedy", "mcts"} }

// NewBot returns a seeded bot: "random" (uniform over legal moves),
// "greedy" (a one-turn heuristic, see Greedy) or "mcts" (a search, see
// NewMCTS; "mcts:N" searches N iterations a move).
func (Ruleset) NewBot(name string, seed uint64) (engine.Agent, error) {
	return mcts.StandardBot("mojo", name, seed, DefaultMCTSIterations,
		func(seed uint64) engine.Agent { return NewGreedy(seed) },
		func(n int, seed uint64) engine.Agent { return NewMCTS(n, seed) })
}
