package engine

import (
	"errors"
	"fmt"
	"strings"
	"tabletop/engine/i18n"
	"testing"
)

// jokerNim is nim in which every seat may once, out of turn, play its
// joker: take one stone, as long as more than one is left.
type jokerRules struct{ nimRules }

func (jokerRules) Name() string { return "jokernim" }
func (r jokerRules) New(cfg Config) (State, error) {
	s, err := r.nimRules.New(cfg)
	if err != nil {
		return nil, err
	}
	return &jokerNim{nim: *s.(*nim)}, nil
}

const kindJoker = 9

type jokerNim struct {
	nim
	used [4]bool
}

func (s *jokerNim) Ruleset() Ruleset    { return jokerRules{} }
func (s *jokerNim) Clone() State        { c := *s; return &c }
func (s *jokerNim) CloneInto(dst State) { *dst.(*jokerNim) = *s }
func (s *jokerNim) Equal(o State) bool {
	t, ok := o.(*jokerNim)
	return ok && s.nim.Equal(&t.nim) && s.used == t.used
}
func (s *jokerNim) MoveString(m Move) string {
	if m.Kind == kindJoker {
		return "joker"
	}
	return s.nim.MoveString(m)
}
func (s *jokerNim) ParseMove(t string) (Move, error) {
	if strings.TrimSpace(t) == "joker" {
		return Move{Kind: kindJoker}, nil
	}
	return s.nim.ParseMove(t)
}
func (s *jokerNim) AnytimeMoves(seat int, buf []Move) []Move {
	if s.IsTerminal() || seat == s.turn || s.used[seat] || s.left <= 1 {
		return buf
	}
	return append(buf, Move{Kind: kindJoker})
}
func (s *jokerNim) ApplyAnytime(seat int, m Move) error {
	switch {
	case s.IsTerminal():
		return ErrGameOver
	case m.Kind != kindJoker:
		return &RuleError{Rule: RuleNotYourTurn, Reason: i18n.Plain("only a joker out of turn")}
	case seat == s.turn || s.used[seat] || s.left <= 1:
		return &RuleError{Rule: "nim.joker", Reason: i18n.Plain(fmt.Sprintf("no joker for seat %d now", seat+1))}
	}
	s.used[seat] = true
	s.left--
	s.last = 1
	return nil
}

func init() { Register(jokerRules{}) }

// jokerAgent plays its joker whenever offered, and takes one stone in turn.
type jokerAgent struct{ offers int }

func (*jokerAgent) Name() string                  { return "joker" }
func (*jokerAgent) Choose(_ State, l []Move) Move { return l[0] }
func (a *jokerAgent) ChooseAnytime(_ State, _ int, moves []Move) (Move, bool) {
	a.offers++
	return moves[0], true
}

func TestRunOffersAnytime(t *testing.T) {
	s, _ := jokerRules{}.New(Config{Players: 3, Seed: 1, Options: Options{"stones": "10"}})
	start := s.CurrentPlayer()
	agents := []Agent{&jokerAgent{}, NewRandomAgent(1), &jokerAgent{}}
	var seats []int
	var jokers []int
	err := Run(s, agents, func(seat int, m Move, after State) error {
		seats = append(seats, seat)
		if m.Kind == kindJoker {
			jokers = append(jokers, seat)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	// Before the first move both joker seats that are not to move play
	// theirs, in seat order; the random agent never is asked in turn order.
	want := []int{}
	for _, p := range []int{0, 2} {
		if p != start {
			want = append(want, p)
		}
	}
	if len(jokers) < len(want) || jokers[0] != want[0] || (len(want) > 1 && jokers[1] != want[1]) {
		t.Errorf("jokers by seats %v (first moves %v), start %d", jokers, seats[:min(4, len(seats))], start)
	}
	for i, p := range jokers {
		for _, q := range jokers[:i] {
			if p == q && p != 1 {
				t.Errorf("seat %d played two jokers", p)
			}
		}
	}
	// The harness checks it all deeply, the log replay included.
	for seed := range uint64(50) {
		if _, err := CheckGame(jokerRules{}, Config{Players: 3, Seed: seed}, []Agent{&jokerAgent{}, NewRandomAgent(seed), NewRandomAgent(seed + 1)}, CheckDeep, 0); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
	}
}

func TestReplayAnytime(t *testing.T) {
	s, _ := jokerRules{}.New(Config{Players: 2, Seed: 3})
	cur := s.CurrentPlayer()
	names := []string{"a", "b"}
	other := names[1-cur]
	log := func(moves ...string) *GameLog {
		l := NewLog(s, names)
		for _, m := range moves {
			p, t, _ := strings.Cut(m, ": ")
			l.Moves = append(l.Moves, LoggedMove{Player: p, Text: t})
		}
		return l
	}
	if _, err := Replay("g", log(other+": joker", names[cur]+": take 2")); err != nil {
		t.Fatalf("a joker out of turn: %v", err)
	}
	for _, c := range []struct {
		moves []string
		rule  string
		text  string
	}{
		{[]string{other + ": joker", other + ": joker"}, "nim.joker", "no joker"},
		{[]string{other + ": take 1"}, RuleNotYourTurn, "it is " + names[cur] + "'s turn, not " + other + "'s"},
	} {
		_, err := Replay("g", log(c.moves...))
		var re *ReplayError
		r, ok := AsRuleError(err)
		if !errors.As(err, &re) || !ok || r.Rule != c.rule || !strings.Contains(r.Reason.String(), c.text) {
			t.Errorf("%v: %v, want %s %q", c.moves, err, c.rule, c.text)
		}
	}
}
