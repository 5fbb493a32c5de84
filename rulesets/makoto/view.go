package makoto

import (
	"fmt"
	"strings"

	"tabletop/engine"
)

// View describes the table as seat sees it (-1: everything): the trick to
// beat and who played it, the Curtain, hand sizes (seat's own hand), score
// piles with their points, rewards left, the lid, the series and totals.
func (s *State) View(seat int) string {
	var b strings.Builder
	g, games := s.Game()
	fmt.Fprintf(&b, "Makoto, %d players: game %d of %d, dealer %s\n", s.n, g, games, s.seatStr(s.dealer))
	switch s.phase {
	case phaseOver:
		b.WriteString("Over.\n")
	case phaseCurtain:
		fmt.Fprintf(&b, "Turn: %s played and may now use the Curtain (cards below %d).\n", s.seatStr(s.cur), s.played.Rank)
	case phaseOracle:
		fmt.Fprintf(&b, "Turn: %s drew from the Oracle and discards one card.\n", s.seatStr(s.cur))
	default:
		fmt.Fprintf(&b, "Turn: %s to play.\n", s.seatStr(s.cur))
	}
	if s.top.Kind == ComboNone {
		b.WriteString("Trick: none; the turn player leads.\n")
	} else {
		fmt.Fprintf(&b, "Trick to beat: %s (%s) by %s; %s in the trick", s.top,
			codesString(s.topCards[:s.topN]), s.seatStr(s.owner), engine.Count(s.trick.Len()+int(s.trickUnknown), "card"))
		var passed []string
		for p := range int(s.n) {
			if s.passed&(1<<p) != 0 {
				passed = append(passed, s.seatStr(int8(p)))
			}
		}
		if len(passed) > 0 {
			fmt.Fprintf(&b, "; passed since: %s", strings.Join(passed, ", "))
		}
		b.WriteByte('\n')
	}
	fmt.Fprintf(&b, "Curtain (%d): %s\n", s.curtain.Len(), multisetString(&s.curtain, 0))
	fmt.Fprintf(&b, "Oracle deck: %s; Oracle discards: %s\n", engine.Count(int(s.nOracle), "card"), multisetString(&s.oracleDisc, int(s.oracleDiscUnk)))
	b.WriteString("Rewards left:")
	left := false
	for k := int(s.nOut); k < s.p.nRewards; k++ {
		fmt.Fprintf(&b, " %d", s.p.rewards[k])
		left = true
	}
	if !left {
		b.WriteString(" none")
	}
	b.WriteByte('\n')
	if s.lidHolder >= 0 {
		fmt.Fprintf(&b, "Box lid: %s (lid take C gives it back for a Curtain card, at any moment)\n", s.seatStr(s.lidHolder))
	}
	for p := range int(s.n) {
		fmt.Fprintf(&b, "%s: %s", s.seatStr(int8(p)), engine.Count(s.handSize(p), "card"))
		if seat < 0 || seat == p {
			fmt.Fprintf(&b, " [%s]", multisetString(&s.hands[p], int(s.unknown[p])))
		}
		if s.isOut(p) {
			b.WriteString(", out")
			for k := range int(s.nOut) {
				if int(s.outOrder[k]) == p {
					fmt.Fprintf(&b, " (reward %d)", s.reward(k))
				}
			}
		}
		fmt.Fprintf(&b, "; score pile %s, %s; series total %d\n",
			engine.Count(s.piles[p].Len()+int(s.pileUnknown[p]), "card"), engine.Count(s.points(&s.piles[p]), "point"), s.totals[p])
	}
	return b.String()
}

func codesString(cs []uint8) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = codeString(c)
	}
	return strings.Join(parts, " ")
}

// multisetString lists the cards by value (plain before Sword), then the
// unknown ones as "?".
func multisetString(m *engine.Multiset, unknown int) string {
	var parts []string
	for v := 1; v <= MaxValue; v++ {
		for range m.Count(uint8(v)) {
			parts = append(parts, Card(v).String())
		}
		for range m.Count(uint8(v + MaxValue)) {
			parts = append(parts, Card(v+MaxValue).String())
		}
	}
	for range unknown {
		parts = append(parts, "?")
	}
	if len(parts) == 0 {
		return "-"
	}
	return strings.Join(parts, " ")
}
