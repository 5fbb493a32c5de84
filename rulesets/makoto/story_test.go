package makoto

import (
	"strings"
	"testing"

	"tabletop/engine"
)

// The Oracle draw is a secret of the drawer (makoto.oracle), and the
// headline says what to beat and what to do.
func TestOracleSecretAndHeadline(t *testing.T) {
	s, err := (&Ruleset{}).New(engine.Config{Players: 3, Seed: 4, Start: 1})
	if err != nil {
		t.Fatal(err)
	}
	if h := s.(*State).Headline(s.CurrentPlayer()).String(); !strings.HasPrefix(h, "Trick: none; you lead.\nYour hand: ") {
		t.Errorf("leader's headline %q", h)
	}
	var buf []engine.Move
	buf = s.LegalMoves(buf)
	if err := s.Apply(buf[0]); err != nil { // a lead
		t.Fatal(err)
	}
	for s.(*State).phase == phaseCurtain {
		if h := s.(*State).Headline(s.CurrentPlayer()).String(); !strings.HasPrefix(h, "You played a ") {
			t.Errorf("Curtain headline %q", h)
		}
		buf = s.LegalMoves(buf[:0])
		if err := s.Apply(buf[len(buf)-1]); err != nil {
			t.Fatal(err)
		}
	}
	seat := s.CurrentPlayer()
	if h := s.(*State).Headline(seat).String(); !strings.HasPrefix(h, "Trick to beat: ") {
		t.Errorf("follower's headline %q", h)
	}
	m, err := s.ParseMove("pass oracle")
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Apply(m); err != nil {
		t.Fatal(err)
	}
	sec := s.(engine.SecretTeller).LastSecrets()
	if len(sec) != 1 || sec[0].Seat != seat || sec[0].From.String() != "the Oracle deck" {
		t.Fatalf("secrets %+v", sec)
	}
	if !strings.Contains(s.(*State).Headline(seat).String(), "Discard one card onto the Oracle pile.") {
		t.Errorf("Oracle headline %q", s.(*State).Headline(seat).String())
	}
	// The drawn card is in the drawer's hand.
	c, err := ParseCard(sec[0].Card)
	if err != nil {
		t.Fatal(err)
	}
	if s.(*State).hands[seat].Count(uint8(c)) == 0 {
		t.Errorf("the drawn %s is not in the hand", sec[0].Card)
	}
	// Discarding tells no secret.
	buf = s.LegalMoves(buf[:0])
	if err := s.Apply(buf[0]); err != nil {
		t.Fatal(err)
	}
	if sec := s.(engine.SecretTeller).LastSecrets(); len(sec) != 0 {
		t.Errorf("a discard told %+v", sec)
	}
}
