package makoto

import "tabletop/engine"

// Move kinds (engine.Move.Kind).
//
//	KindPlay        play Cards[:N]; Arg holds an optional Curtain action
//	                (a one-line compound such as "play 13 13 13 take 1 1 1")
//	KindPass        pass
//	KindPassOracle  pass and draw from the Oracle; N=1 makes it a compound
//	                "pass oracle discard C" with Cards[0] the discard
//	KindCurtain     the Curtain decision after a play: Arg as for KindPlay
//	KindOracle      the discard after an Oracle draw: Cards[0]
//	KindLidTake     the lid holder hands the lid back for Curtain card Cards[0],
//	                at any moment, even out of turn (ApplyAnytime)
const (
	KindPlay uint8 = iota + 1
	KindPass
	KindPassOracle
	KindCurtain
	KindOracle
	KindLidTake
)

// Curtain actions, in the low bits of Arg[0] (KindPlay, KindCurtain).
//
//	ActPending  (KindPlay only) no action named: a Curtain decision follows
//	            when one is possible
//	ActDiscard  put card Arg[1] into the Curtain
//	ActTake     take Arg[2] plain and Arg[3] Sword cards of value Arg[1]
//	ActDone     no Curtain action
//	ActMixed    a take naming two values Arg[1] and Arg[2] (always illegal;
//	            kept so that the verdict is a rule, not a syntax error)
const (
	ActPending uint8 = iota
	ActDiscard
	ActTake
	ActDone
	ActMixed
)

const actMask = 0x07

// Act returns a move's Curtain action.
func Act(m engine.Move) uint8 { return m.Arg[0] & actMask }

// cardKey orders cards by value, a plain card before the Sword card.
func cardKey(c uint8) int {
	if c > MaxValue {
		return 2*(int(c)-MaxValue) + 1
	}
	return 2 * int(c)
}

// sortCards sorts codes canonically (insertion sort; no allocation).
func sortCards(cs []uint8) {
	for i := 1; i < len(cs); i++ {
		for j := i; j > 0 && cardKey(cs[j]) < cardKey(cs[j-1]); j-- {
			cs[j], cs[j-1] = cs[j-1], cs[j]
		}
	}
}

// PlayMove builds a play of cards (any order), with the Curtain action
// left to a following decision.
func PlayMove(cards []Card) engine.Move {
	var m engine.Move
	m.Kind = KindPlay
	for _, c := range cards {
		m.AddCard(uint8(c))
	}
	sortCards(m.Cards[:m.N])
	return m
}
