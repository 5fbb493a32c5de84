package engine

import (
	"fmt"
	"strconv"
	"strings"
	"tabletop/engine/i18n"
)

// nim is a tiny game used to test the engine without a real ruleset:
// players take 1 to 3 stones in turn; whoever takes the last stone wins.
type nimRules struct{}

func (nimRules) Name() string    { return "nim" }
func (nimRules) Title() string   { return "Nim" }
func (nimRules) MinPlayers() int { return 2 }
func (nimRules) MaxPlayers() int { return 4 }
func (nimRules) Rules() []Rule   { return []Rule{{ID: "nim.take", Title: "take", Text: "take 1 to 3"}} }
func (nimRules) Bots() []string  { return []string{"random"} }
func (nimRules) Options() []OptionSpec {
	return []OptionSpec{{Key: "stones", Values: []string{"10", "21"}, Default: "21", Rule: "nim.take"}}
}
func (nimRules) NewBot(name string, seed uint64) (Agent, error) {
	if name != "random" {
		return nil, fmt.Errorf("unknown bot %q", name)
	}
	return NewRandomAgent(seed), nil
}
func (r nimRules) New(cfg Config) (State, error) {
	opts, err := Resolve(r.Options(), cfg.Options)
	if err != nil {
		return nil, err
	}
	if cfg.Players < 2 || cfg.Players > 4 {
		return nil, fmt.Errorf("players %d", cfg.Players)
	}
	cfg.Options = opts
	n, _ := strconv.Atoi(opts["stones"])
	// The seed decides who starts, so that it matters.
	rng := NewRNG(cfg.Seed)
	return &nim{cfg: cfg, left: n, turn: rng.Intn(cfg.Players), winner: -1}, nil
}

type nim struct {
	cfg    Config
	left   int
	turn   int
	winner int
	last   int
}

func (s *nim) Ruleset() Ruleset    { return nimRules{} }
func (s *nim) Config() Config      { return s.cfg }
func (s *nim) NumPlayers() int     { return s.cfg.Players }
func (s *nim) IsTerminal() bool    { return s.winner >= 0 }
func (s *nim) Clone() State        { c := *s; return &c }
func (s *nim) CloneInto(dst State) { *dst.(*nim) = *s }
func (s *nim) Equal(o State) bool {
	t, ok := o.(*nim)
	return ok && s.left == t.left && s.turn == t.turn && s.winner == t.winner && s.last == t.last
}
func (s *nim) CurrentPlayer() int {
	if s.IsTerminal() {
		return -1
	}
	return s.turn
}
func (s *nim) LegalMoves(buf []Move) []Move {
	if s.IsTerminal() {
		return buf[:0]
	}
	for k := 1; k <= 3 && k <= s.left; k++ {
		buf = append(buf, Move{Kind: uint8(k)})
	}
	return buf
}
func (s *nim) Apply(m Move) error {
	if s.IsTerminal() {
		return ErrGameOver
	}
	k := int(m.Kind)
	if k < 1 || k > 3 || k > s.left {
		return &RuleError{Rule: "nim.take", Reason: i18n.Plain(fmt.Sprintf("you may take 1 to 3 stones, and no more than are left (%d)", s.left))}
	}
	s.left -= k
	s.last = k
	if s.left == 0 {
		s.winner = s.turn
		return nil
	}
	s.turn = (s.turn + 1) % s.cfg.Players
	return nil
}
func (s *nim) MoveString(m Move) string { return "take " + strconv.Itoa(int(m.Kind)) }
func (s *nim) ParseMove(t string) (Move, error) {
	n, err := strconv.Atoi(strings.TrimPrefix(strings.TrimSpace(t), "take "))
	if err != nil || n < 0 || n > 255 {
		return Move{}, &ParseError{Input: t, Reason: i18n.Plain("want take N")}
	}
	return Move{Kind: uint8(n)}, nil
}
func (s *nim) Effects() []Effect {
	return []Effect{{Rule: "nim.take", Text: i18n.Plain(fmt.Sprintf("took %d", s.last))}}
}
func (s *nim) Rounds() []RoundResult {
	if !s.IsTerminal() {
		return nil
	}
	t := s.Totals()
	return []RoundResult{{Scores: t, Totals: t}}
}
func (s *nim) Totals() []int {
	t := make([]int, s.cfg.Players)
	if s.winner >= 0 {
		t[s.winner] = 1
	}
	return t
}
func (s *nim) Winners() []int {
	if s.winner < 0 {
		return nil
	}
	return []int{s.winner}
}
func (s *nim) View(int) i18n.Phrase { return i18n.Plain(fmt.Sprintf("%d stones left", s.left)) }
func (s *nim) CheckInvariants() error {
	if s.left < 0 {
		return fmt.Errorf("negative stones")
	}
	return nil
}

func init() { Register(nimRules{}) }
