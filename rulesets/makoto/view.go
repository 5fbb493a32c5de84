package makoto

import (
	"fmt"
	"strings"

	"tabletop/engine"
	"tabletop/engine/i18n"
)

// View describes the table as seat sees it (-1: everything): the trick to
// beat and who played it, the Curtain, hand sizes (seat's own hand), score
// piles with their points, rewards left, the lid, the series and totals,
// one line each: the messages "makoto.word.view-*".
func (s *State) View(seat int) i18n.Phrase { return engine.JoinView(s.ViewParts(seat)) }

// ViewParts are the lines of View, ranked for a small screen: the trick,
// seat's own line (the player to move's for seat -1) and the other seats'
// counts stay longest.
func (s *State) ViewParts(seat int) []engine.ViewPart {
	var lines []engine.ViewPart
	line := func(id string, args i18n.Args) {
		lines = append(lines, engine.ViewPart{Text: i18n.Message(id, args)})
	}
	cards := func(n int) i18n.Phrase {
		return i18n.Message("makoto.word.cards", i18n.Args{"Count": n})
	}
	g, games := s.Game()
	line("makoto.word.view-head", i18n.Args{"Count": int(s.n), "Game": g, "Games": games, "Dealer": s.seatStr(s.dealer)})
	switch s.phase {
	case phaseOver:
		line("makoto.word.view-over", nil)
	case phaseCurtain:
		line("makoto.word.view-turn-curtain", i18n.Args{"Who": s.seatStr(s.cur), "Rank": int(s.played.Rank)})
	case phaseOracle:
		line("makoto.word.view-turn-oracle", i18n.Args{"Who": s.seatStr(s.cur)})
	default:
		line("makoto.word.view-turn", i18n.Args{"Who": s.seatStr(s.cur)})
	}
	if s.top.Kind == ComboNone {
		lines = append(lines, engine.ViewPart{Rank: engine.ViewTop, Text: i18n.Message("makoto.word.view-no-trick", nil)})
	} else {
		trick := []i18n.Phrase{{ID: "makoto.word.view-trick", Args: i18n.Args{"Trick": s.top.Phrase(), "Cards": codesString(s.topCards[:s.topN]),
			"Who": s.seatStr(s.owner), "InTrick": cards(s.trick.Len() + int(s.trickUnknown))}}}
		var passed []string
		for p := range int(s.n) {
			if s.passed&(1<<p) != 0 {
				passed = append(passed, s.seatStr(int8(p)).String())
			}
		}
		if len(passed) > 0 {
			trick = append(trick, i18n.Message("makoto.word.view-passed", i18n.Args{"Who": i18n.Player(strings.Join(passed, ", "))}))
		}
		lines = append(lines, engine.ViewPart{Rank: engine.ViewTop, Text: i18n.Joined(trick, "")})
	}
	line("makoto.word.view-curtain", i18n.Args{"N": s.curtain.Len(), "Cards": multisetString(&s.curtain, 0)})
	line("makoto.word.view-oracle", i18n.Args{"Cards": cards(int(s.nOracle)), "Discards": multisetString(&s.oracleDisc, int(s.oracleDiscUnk))})
	var left []string
	for k := int(s.nOut); k < s.p.nRewards; k++ {
		left = append(left, fmt.Sprint(s.p.rewards[k]))
	}
	var rewards any = strings.Join(left, " ")
	if len(left) == 0 {
		rewards = i18n.Message("makoto.word.view-none", nil)
	}
	line("makoto.word.view-rewards", i18n.Args{"Rewards": rewards})
	if s.lidHolder >= 0 {
		line("makoto.word.view-lid", i18n.Args{"Who": s.seatStr(s.lidHolder)})
	}
	for p := range int(s.n) {
		seen := []i18n.Phrase{i18n.Joined([]i18n.Phrase{i18n.Plain(s.seatStr(int8(p)).String()), cards(s.handSize(p))}, ": ")}
		if seat < 0 || seat == p {
			seen = append(seen, i18n.Plain(" ["+multisetString(&s.hands[p], int(s.unknown[p]))+"]"))
		}
		if s.isOut(p) {
			seen = append(seen, i18n.Message("makoto.word.view-out", nil))
			for k := range int(s.nOut) {
				if int(s.outOrder[k]) == p {
					seen = append(seen, i18n.Message("makoto.word.view-reward", i18n.Args{"N": s.reward(k)}))
				}
			}
		}
		seen = append(seen, i18n.Message("makoto.word.view-pile", i18n.Args{"Cards": cards(s.piles[p].Len() + int(s.pileUnknown[p])),
			"Points": i18n.Message("makoto.word.points", i18n.Args{"Count": s.points(&s.piles[p])}), "Total": s.totals[p]}))
		rank := engine.ViewCount
		if p == seat || seat < 0 && p == int(s.cur) {
			rank = engine.ViewHand
		}
		lines = append(lines, engine.ViewPart{Rank: rank, Text: i18n.Joined(seen, "")})
	}
	return lines
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
