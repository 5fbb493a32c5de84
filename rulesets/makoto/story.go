package makoto

import (
	"tabletop/engine"
	"tabletop/engine/i18n"
	"tabletop/engine/scoring"
	"tabletop/engine/story"
)

// ended is what the table showed at the end of the last finished game:
// the score piles, the players who went out in order, and the Curtain.
type ended struct {
	valid   bool
	piles   [MaxPlayers]engine.Multiset
	curtain engine.Multiset
	out     [MaxPlayers]int8
	nOut    uint8
}

// keepEnd remembers the table at the end of a game, before the next deal.
func (s *State) keepEnd() {
	s.end = ended{valid: true, piles: s.piles, curtain: s.curtain, out: s.outOrder, nOut: s.nOut}
}

var (
	_ story.SecretTeller  = (*State)(nil)
	_ story.RoundReporter = (*State)(nil)
)

// LastSecrets returns the card the last move drew from the Oracle deck,
// which only the drawer sees (makoto.oracle); nil when it drew none or the
// card is not known.
func (s *State) LastSecrets() []story.Secret {
	var out []story.Secret
	for _, r := range s.eff.r[:s.eff.n] {
		if r.code == effDraw && r.a != 0 {
			out = append(out, story.Secret{Seat: int(r.seat), Card: Card(r.a).String(), From: i18n.Message("makoto.word.from-oracle-deck", nil)})
		}
	}
	return out
}

// LastRoundEntry returns the last finished game as it is scored at the
// table: every score pile, who went out in order, and the Curtain.
func (s *State) LastRoundEntry() (scoring.Entry, bool) {
	if !s.end.valid || s.partial {
		return scoring.Entry{}, false
	}
	var e scoring.Entry
	piles := make([][]string, s.n)
	for p := range piles {
		piles[p] = multisetStrings(&s.end.piles[p])
	}
	e.SetCards(FieldCaptured, piles...)
	out := make([]int, s.end.nOut)
	for k := range out {
		out[k] = int(s.end.out[k])
	}
	e.SetSeats(FieldOut, out...)
	e.SetCards(FieldCurtain, multisetStrings(&s.end.curtain))
	return e, true
}

func multisetStrings(m *engine.Multiset) []string {
	codes := m.Cards(nil)
	out := make([]string, len(codes))
	for i, c := range codes {
		out[i] = Card(c).String()
	}
	return out
}

var _ story.Headliner = (*State)(nil)

// Headline says what seat must beat (or that seat leads) and what seat
// holds, in two lines: the messages "makoto.word.head-*".
func (s *State) Headline(seat int) i18n.Phrase {
	lines := []i18n.Phrase{{ID: "makoto.word.head-lead"}}
	switch {
	case s.phase == phaseCurtain:
		lines[0] = i18n.Message("makoto.word.head-curtain", i18n.Args{"Play": s.played.Phrase(), "Rank": int(s.played.Rank)})
	case s.top.Kind != ComboNone:
		lines[0] = i18n.Message("makoto.word.head-trick", i18n.Args{"Trick": s.top.Phrase(), "Cards": codesString(s.topCards[:s.topN]), "Who": s.seatStr(s.owner)})
	}
	if s.phase == phaseOracle {
		lines = append(lines, i18n.Message("makoto.word.head-oracle", nil))
	}
	if seat >= 0 && seat < int(s.n) {
		lines = append(lines, i18n.Message("makoto.word.head-hand", i18n.Args{"Cards": multisetString(&s.hands[seat], int(s.unknown[seat]))}))
	}
	return i18n.Joined(lines, "\n")
}
