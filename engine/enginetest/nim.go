package enginetest

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"tabletop/engine"
	"tabletop/engine/i18n"
)

// Nim is a tiny game for the tests of the engine's packages that need one
// without a real ruleset (the search, the simulator): players take 1 to 3
// stones in turn; whoever takes the last stone wins. The option "stones"
// (10 or 21) sets the pile and the seed decides who starts. It is not
// registered: a test that replays its logs (the deep checks) registers it
// with engine.Register. Its refusals and notation errors are plain errors.
type Nim struct{}

func (Nim) Name() string         { return "nim" }
func (Nim) Title() string        { return "Nim" }
func (Nim) MinPlayers() int      { return 2 }
func (Nim) MaxPlayers() int      { return 4 }
func (Nim) Rules() []engine.Rule { return []engine.Rule{{ID: "nim.take"}} }
func (Nim) Bots() []string       { return []string{"random"} }
func (Nim) Options() []engine.OptionSpec {
	return []engine.OptionSpec{{Key: "stones", Values: []string{"10", "21"}, Default: "21", Rule: "nim.take"}}
}
func (Nim) NewBot(name string, seed uint64) (engine.Agent, error) {
	if name != "random" {
		return nil, fmt.Errorf("unknown bot %q", name)
	}
	return engine.NewRandomAgent(seed), nil
}
func (r Nim) New(cfg engine.Config) (engine.State, error) {
	opts, err := engine.Resolve(r.Options(), cfg.Options)
	if err != nil {
		return nil, err
	}
	if cfg.Players < 2 || cfg.Players > 4 {
		return nil, fmt.Errorf("players %d", cfg.Players)
	}
	cfg.Options = opts
	n, _ := strconv.Atoi(opts["stones"])
	rng := engine.NewRNG(cfg.Seed)
	return &NimState{cfg: cfg, left: n, turn: rng.Intn(cfg.Players), winner: -1}, nil
}

// NimState is a game of Nim.
type NimState struct {
	cfg    engine.Config
	left   int
	turn   int
	winner int
}

// NewNim returns a game of Nim for players with stones on the pile, the
// first seat to move.
func NewNim(players, stones int) *NimState {
	return &NimState{cfg: engine.Config{Players: players}, left: stones, winner: -1}
}

// Stones returns the stones left on the pile.
func (s *NimState) Stones() int { return s.left }

func (s *NimState) Ruleset() engine.Ruleset    { return Nim{} }
func (s *NimState) Config() engine.Config      { return s.cfg }
func (s *NimState) NumPlayers() int            { return s.cfg.Players }
func (s *NimState) IsTerminal() bool           { return s.winner >= 0 }
func (s *NimState) Clone() engine.State        { c := *s; return &c }
func (s *NimState) CloneInto(dst engine.State) { *dst.(*NimState) = *s }
func (s *NimState) Equal(o engine.State) bool {
	t, ok := o.(*NimState)
	return ok && s.left == t.left && s.turn == t.turn && s.winner == t.winner
}
func (s *NimState) CurrentPlayer() int {
	if s.IsTerminal() {
		return -1
	}
	return s.turn
}
func (s *NimState) LegalMoves(buf []engine.Move) []engine.Move {
	if s.IsTerminal() {
		return buf[:0]
	}
	for k := 1; k <= 3 && k <= s.left; k++ {
		buf = append(buf, engine.Move{Kind: uint8(k)})
	}
	return buf
}
func (s *NimState) Apply(m engine.Move) error {
	if s.IsTerminal() {
		return engine.ErrGameOver
	}
	k := int(m.Kind)
	if k < 1 || k > 3 || k > s.left {
		return fmt.Errorf("nim: take 1 to 3 stones, and no more than are left (%d)", s.left)
	}
	s.left -= k
	if s.left == 0 {
		s.winner = s.turn
		return nil
	}
	s.turn = (s.turn + 1) % s.cfg.Players
	return nil
}
func (s *NimState) MoveString(m engine.Move) string { return "take " + strconv.Itoa(int(m.Kind)) }
func (s *NimState) ParseMove(t string) (engine.Move, error) {
	n, err := strconv.Atoi(strings.TrimPrefix(strings.TrimSpace(t), "take "))
	if err != nil || n < 0 || n > 255 {
		return engine.Move{}, fmt.Errorf("nim: %q is not take N", t)
	}
	return engine.Move{Kind: uint8(n)}, nil
}
func (s *NimState) Effects() []engine.Effect { return nil }
func (s *NimState) Rounds() []engine.RoundResult {
	if !s.IsTerminal() {
		return nil
	}
	t := s.Totals()
	return []engine.RoundResult{{Scores: t, Totals: t}}
}
func (s *NimState) Totals() []int {
	t := make([]int, s.cfg.Players)
	if s.winner >= 0 {
		t[s.winner] = 1
	}
	return t
}
func (s *NimState) Winners() []int {
	if s.winner < 0 {
		return nil
	}
	return []int{s.winner}
}
func (s *NimState) View(int) i18n.Phrase {
	return i18n.Plain(fmt.Sprintf("%d stones left", s.left))
}
func (s *NimState) CheckInvariants() error {
	if s.left < 0 {
		return errors.New("negative stones")
	}
	return nil
}
