package makoto

import (
	"errors"
	"testing"

	"tabletop/engine"
)

// deal describes a fully known table for a test: hands by seat, the
// Curtain, who leads, who is already out (in order) and the Oracle deck
// (top last; nil: 1..MaxValue, so the top is the highest value). Every
// other card is set aside, known.
type deal struct {
	players int
	opts    engine.Options
	hands   [][]Card
	curtain []Card
	lead    int
	out     []int
	oracle  []Card
	lid     int // seat + 1 holding the lid; 0 = nobody
}

func cards(t testing.TB, s string) []Card {
	t.Helper()
	cs, err := ParseCards(s)
	if err != nil {
		t.Fatal(err)
	}
	return cs
}

// table builds the State of d, checks its invariants and returns it.
func table(t testing.TB, d deal) *State {
	t.Helper()
	p, err := newParams(engine.Config{Players: d.players, Options: d.opts, Start: (d.lead + d.players - 1) % d.players})
	if err != nil {
		t.Fatal(err)
	}
	su := p.setup
	s := &State{p: p}
	s.n = uint8(d.players)
	s.rng = engine.NewRNG(99)
	s.dealer = int8(p.cfg.Start)
	s.lidHolder = int8(d.lid - 1)
	s.owner = noSeat
	var left [2*MaxValue + 1]int
	for c := 1; c <= 2*MaxValue; c++ {
		left[c] = su.Copies(Card(c))
	}
	use := func(c Card) {
		left[c]--
		if left[c] < 0 {
			t.Fatalf("test table uses more copies of %s than the game has", c)
		}
	}
	oracle := d.oracle
	if oracle == nil {
		for v := 1; v <= su.MaxValue; v++ {
			oracle = append(oracle, Card(v))
		}
	}
	for i, c := range oracle {
		use(c)
		s.oracle[i] = uint8(c)
	}
	s.nOracle = uint8(len(oracle))
	for q, h := range d.hands {
		for _, c := range h {
			use(c)
			s.hands[q].Add(uint8(c), 1)
		}
	}
	for _, c := range d.curtain {
		use(c)
		s.curtain.Add(uint8(c), 1)
	}
	for c := 1; c <= 2*MaxValue; c++ {
		s.aside.Add(uint8(c), left[c])
	}
	// Oracle cards beyond the deck go to the Oracle discard pile so that
	// deck + discards keep the Oracle's size.
	for k := len(oracle); k < su.MaxValue; k++ {
		t.Fatalf("test table: give all %d Oracle cards", su.MaxValue)
	}
	for _, q := range d.out {
		s.outMask |= 1 << q
		s.outOrder[s.nOut] = int8(q)
		s.nOut++
	}
	s.curtainVer = 1
	s.dealerOf[0], s.lidOf[0] = s.dealer, s.lidHolder
	s.startTurn(d.lead)
	if err := s.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
	return s
}

// do parses and applies a move for whoever is to move, failing the test
// if it is rejected, and checks the invariants.
func do(t testing.TB, s *State, move string) []engine.Effect {
	t.Helper()
	m, err := s.ParseMove(move)
	if err != nil {
		t.Fatalf("%q: %v", move, err)
	}
	if err := s.Apply(m); err != nil {
		t.Fatalf("%q rejected: %v\n%s", move, err, s.View(-1).String())
	}
	if err := s.CheckInvariants(); err != nil {
		t.Fatalf("after %q: %v", move, err)
	}
	return s.Effects()
}

// doAt is do for seat, in turn or not (ApplyAnytime).
func doAt(t testing.TB, s *State, seat int, move string) []engine.Effect {
	t.Helper()
	m, err := s.ParseMove(move)
	if err != nil {
		t.Fatalf("%q: %v", move, err)
	}
	if err := s.ApplyAnytime(seat, m); err != nil {
		t.Fatalf("seat %d: %q rejected: %v\n%s", seat+1, move, err, s.View(-1).String())
	}
	if err := s.CheckInvariants(); err != nil {
		t.Fatalf("after %q: %v", move, err)
	}
	return s.Effects()
}

// reject checks that move is illegal by rule and leaves s unchanged.
func reject(t testing.TB, s *State, move, rule string) {
	t.Helper()
	rejectAt(t, s, -1, move, rule)
}

// rejectAt is reject for seat, in turn or not (ApplyAnytime); seat -1 is
// the current player (Apply).
func rejectAt(t testing.TB, s *State, seat int, move, rule string) {
	t.Helper()
	m, err := s.ParseMove(move)
	if err != nil {
		t.Fatalf("%q: %v", move, err)
	}
	before := s.Clone()
	if seat < 0 {
		err = s.Apply(m)
	} else {
		err = s.ApplyAnytime(seat, m)
	}
	re, ok := engine.AsRuleError(err)
	switch {
	case err == nil:
		t.Fatalf("%q accepted, want a %s violation", move, rule)
	case !ok:
		t.Fatalf("%q: %v is not a *engine.RuleError", move, err)
	case re.Rule != rule:
		t.Fatalf("%q: rule %s (%s), want %s", move, re.Rule, re.Reason, rule)
	case re.Reason == "":
		t.Fatalf("%q: no reason given", move)
	}
	if !s.Equal(before) {
		t.Fatalf("%q was rejected but changed the state", move)
	}
}

// hasEffect reports whether some effect has the rule and contains text.
func hasEffect(effs []engine.Effect, rule, text string) bool {
	for _, e := range effs {
		if e.Rule == rule && contains(e.Text.String(), text) {
			return true
		}
	}
	return false
}

func contains(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return true
		}
	}
	return false
}

func handOf(s *State, seat int) string {
	known, unk := s.Hand(seat)
	out := ""
	for i, c := range known {
		if i > 0 {
			out += " "
		}
		out += c.String()
	}
	for range unk {
		out += " ?"
	}
	return out
}

func isParseError(err error) bool {
	var pe *engine.ParseError
	return errors.As(err, &pe)
}
