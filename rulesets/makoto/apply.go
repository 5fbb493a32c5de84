package makoto

import (
	"tabletop/engine"
	"tabletop/engine/i18n"
)

// Apply plays m for the current player. An illegal move returns a
// *engine.RuleError naming the deciding rule and changes nothing.
//
// Besides the moves LegalMoves lists, Apply accepts the one-line compound
// forms of CLI.md: a play with its Curtain action ("play 13 13 13 take 1 1
// 1", "play 3 3 3 discard 1", "play 3 3 3 done") and "pass oracle discard
// C". A compound is checked as a whole: if its second half is illegal,
// nothing is applied.
func (s *State) Apply(m engine.Move) error {
	switch m.Kind {
	case KindPlay:
		return s.applyPlay(m)
	case KindPass:
		if err := s.checkPass(); err != nil {
			return err
		}
		s.eff.reset()
		s.doPass(false)
		return nil
	case KindPassOracle:
		return s.applyPassOracle(m)
	case KindCurtain:
		if err := s.checkPhase(phaseCurtain, "makoto.curtain", "makoto.refuse.curtain-when"); err != nil {
			return err
		}
		if err := s.checkCurtain(m); err != nil {
			return err
		}
		s.eff.reset()
		s.doCurtain(m)
		return nil
	case KindOracle:
		if err := s.checkPhase(phaseOracle, "makoto.oracle", "makoto.refuse.oracle-when"); err != nil {
			return err
		}
		if err := s.checkOracleDiscard(m); err != nil {
			return err
		}
		s.eff.reset()
		s.doOracleDiscard(m)
		return nil
	case KindLidTake:
		return s.applyLid(int(s.cur), m)
	}
	return engine.Refuse(engine.RuleNotation, "makoto.refuse.move-kind", i18n.Args{"Kind": int(m.Kind)})
}

// checkPhase returns the error for a move made in the wrong sub-decision.
// rule and reason describe the move's own phase missing (when it is the
// play phase now).
func (s *State) checkPhase(want uint8, rule, reason string) error {
	if s.phase == want {
		return nil
	}
	switch s.phase {
	case phaseCurtain:
		return engine.Refuse("makoto.curtain", "makoto.refuse.use-curtain", nil)
	case phaseOracle:
		return engine.Refuse("makoto.oracle", "makoto.refuse.discard-now", nil)
	}
	return engine.Refuse(rule, reason, nil)
}

// checkCode checks that c is a card of this game (makoto.setup).
func (s *State) checkCode(c uint8) error {
	su := &s.p.setup
	switch {
	case c == 0 || c > 2*MaxValue:
		return engine.Refuse("makoto.cards", "makoto.refuse.card-code", i18n.Args{"Code": int(c)})
	case Card(c).Value() > su.MaxValue:
		return engine.Refuse("makoto.setup", "makoto.refuse.not-in-play", i18n.Args{"Card": Card(c).String(), "With": engine.WithPlayers(su.Players), "Max": su.MaxValue})
	case Card(c).Sword() && !su.Swords:
		return engine.Refuse("makoto.setup", "makoto.refuse.no-swords", i18n.Args{"Card": Card(c).String(), "With": engine.WithPlayers(su.Players)})
	}
	return nil
}

// checkHas checks that p's hand holds the cards counted in need; cards it
// does not know may come from its unknown part, as long as the game has
// that many copies.
func (s *State) checkHas(p int, need *[2*MaxValue + 1]uint8, codes []uint8) error {
	short := 0
	for i, c := range codes {
		if slicesIndex(codes[:i], c) {
			continue // counted at its first occurrence
		}
		have := s.hands[p].Count(c)
		if int(need[c]) <= have {
			continue
		}
		d := int(need[c]) - have
		if s.unknown[p] == 0 {
			if have == 0 {
				return engine.Refuse("makoto.turn", "makoto.refuse.not-in-hand", i18n.Args{"Who": s.seatStr(int8(p)), "Card": Card(c).String()})
			}
			return engine.Refuse("makoto.turn", "makoto.refuse.only-in-hand", i18n.Args{"Who": s.seatStr(int8(p)), "Have": have, "Card": Card(c).String(), "Need": need[c]})
		}
		if k, cp := s.knownCopies(c), s.p.setup.Copies(Card(c)); k+d > cp {
			return engine.Refuse("makoto.cards", "makoto.refuse.copies-known", i18n.Args{"Copies": cp, "Card": Card(c).String(), "Known": k})
		}
		short += d
	}
	if short > int(s.unknown[p]) {
		return engine.Refuse("makoto.turn", "makoto.refuse.unknown-short", i18n.Args{"Who": s.seatStr(int8(p)), "Count": int(s.unknown[p]), "Short": short})
	}
	return nil
}

// slicesIndex reports whether c occurs in cs.
func slicesIndex(cs []uint8, c uint8) bool {
	for _, x := range cs {
		if x == c {
			return true
		}
	}
	return false
}

// knownCopies counts the known copies of card c anywhere.
func (s *State) knownCopies(c uint8) int {
	k := s.curtain.Count(c) + s.trick.Count(c) + s.oracleDisc.Count(c) + s.aside.Count(c)
	for p := range int(s.n) {
		k += s.hands[p].Count(c) + s.piles[p].Count(c)
	}
	for _, o := range s.oracle[:s.nOracle] {
		if o == c {
			k++
		}
	}
	return k
}

// takeFromHand removes card c from p's hand, from the unknown part if it
// was not known (the card is revealed).
func (s *State) takeFromHand(p int, c uint8) {
	if !s.hands[p].Remove(c, 1) {
		s.unknown[p]--
	}
}

// --- play -----------------------------------------------------------------

func (s *State) checkPlay(m engine.Move) (Combo, string, error) {
	if err := s.checkPhase(phasePlay, "makoto.turn", ""); err != nil {
		return Combo{}, "", err
	}
	if m.N == 0 || int(m.N) > engine.MaxMoveCards {
		return Combo{}, "", engine.Refuse("makoto.combo.single", "makoto.refuse.empty-play", nil)
	}
	var (
		need  [2*MaxValue + 1]uint8
		vals  [MaxValue + 1]uint8
		lo    = MaxValue + 1
		hi    = 0
		sword bool
	)
	for _, c := range m.Cards[:m.N] {
		if err := s.checkCode(c); err != nil {
			return Combo{}, "", err
		}
		need[c]++
		v := Card(c).Value()
		vals[v]++
		lo, hi = min(lo, v), max(hi, v)
		sword = sword || Card(c).Sword()
	}
	p := int(s.cur)
	if err := s.checkHas(p, &need, m.Cards[:m.N]); err != nil {
		return Combo{}, "", err
	}
	combo, err := classifyCounts(&vals, int(m.N), lo, hi, sword, int(s.n))
	if err != nil {
		return Combo{}, "", err
	}
	rule, err := Beats(combo, s.top)
	if err != nil {
		return Combo{}, "", err
	}
	return combo, rule, nil
}

func (s *State) applyPlay(m engine.Move) error {
	combo, _, err := s.checkPlay(m)
	if err != nil {
		return err
	}
	act := Act(m)
	if act == ActPending {
		s.eff.reset()
		s.doPlay(m, combo, false)
		return nil
	}
	// A compound: play, then the named Curtain action, all or nothing.
	saved := s.core
	p := int(s.cur)
	s.eff.reset()
	s.doPlay(m, combo, true)
	if s.isOut(p) {
		if act == ActDone {
			return nil
		}
		s.core = saved
		return engine.Refuse("makoto.out", "makoto.refuse.out-no-curtain", nil)
	}
	cm := m
	cm.Kind, cm.N = KindCurtain, 0
	if err := s.checkCurtain(cm); err != nil {
		s.core = saved
		return err
	}
	s.doCurtain(cm)
	return nil
}

// doPlay applies a checked play. The Curtain decision follows when some
// Curtain action is possible (always when force is set), unless the play
// used the last card (makoto.out).
func (s *State) doPlay(m engine.Move, combo Combo, force bool) {
	p := int(s.cur)
	lead := s.top.Kind == ComboNone
	for _, c := range m.Cards[:m.N] {
		s.takeFromHand(p, c)
		s.trick.Add(c, 1)
	}
	s.top, s.owner, s.passed, s.played = combo, int8(p), 0, combo
	s.topCards, s.topN = m.Cards, m.N
	var flags uint8
	if lead {
		flags = 1
	}
	s.addEff(effPlay, p, uint8(combo.Kind), combo.Count, int16(combo.Rank)|int16(flags)<<8)
	if s.handSize(p) == 0 {
		s.goOut(p)
		s.endTurn(p)
		return
	}
	if force || s.curtainPossible(p) {
		s.phase = phaseCurtain
		if !force {
			s.addEff(effCurtainChoice, p, combo.Rank, combo.Count, 0)
		}
		return
	}
	s.endTurn(p)
}

// curtainPossible reports whether p could discard into or take from the
// Curtain after this turn's play.
func (s *State) curtainPossible(p int) bool {
	lo := int(s.played.Rank)
	if lo <= 1 {
		return false
	}
	if s.unknown[p] > 0 {
		return true
	}
	for v := 1; v < lo; v++ {
		if s.hands[p].Count(uint8(v))+s.hands[p].Count(uint8(v+MaxValue))+
			s.curtain.Count(uint8(v))+s.curtain.Count(uint8(v+MaxValue)) > 0 {
			return true
		}
	}
	return false
}

// --- Curtain --------------------------------------------------------------

func (s *State) checkCurtain(m engine.Move) error {
	p := int(s.cur)
	lo := int(s.played.Rank)
	switch Act(m) {
	case ActDone:
		return nil
	case ActDiscard:
		c := m.Arg[1]
		if err := s.checkCode(c); err != nil {
			return err
		}
		if Card(c).Value() >= lo {
			return engine.Refuse("makoto.curtain.discard", "makoto.refuse.put-not-lower", i18n.Args{"Low": lo, "Card": Card(c).String()})
		}
		var need [2*MaxValue + 1]uint8
		need[c] = 1
		return s.checkHas(p, &need, m.Arg[1:2])
	case ActTake:
		v, pc, sc := int(m.Arg[1]), int(m.Arg[2]), int(m.Arg[3])
		if v < 1 || v > MaxValue {
			return engine.Refuse("makoto.cards", "makoto.refuse.not-value", i18n.Args{"Value": v})
		}
		if err := s.checkCode(uint8(v)); err != nil {
			return err
		}
		switch {
		case s.curtain.Len() == 0:
			return engine.Refuse("makoto.curtain.take", "makoto.refuse.curtain-empty", nil)
		case pc+sc == 0:
			return engine.Refuse("makoto.curtain.take", "makoto.refuse.take-none", nil)
		case pc+sc > int(s.played.Count):
			return engine.Refuse("makoto.curtain.take", "makoto.refuse.take-too-many", i18n.Args{"Count": int(s.played.Count), "Max": s.played.Count, "Got": pc + sc})
		case v >= lo:
			return engine.Refuse("makoto.curtain.take", "makoto.refuse.take-not-lower", i18n.Args{"Low": lo, "Value": v})
		case s.curtain.Count(uint8(v)) < pc:
			return engine.Refuse("makoto.curtain.take", "makoto.refuse.take-plain", i18n.Args{"Have": s.curtain.Count(uint8(v)), "Value": v, "Got": pc})
		case s.curtain.Count(uint8(v+MaxValue)) < sc:
			return engine.Refuse("makoto.curtain.take", "makoto.refuse.take-sword", i18n.Args{"Value": v})
		}
		return nil
	case ActMixed:
		return engine.Refuse("makoto.curtain.take", "makoto.refuse.take-same", i18n.Args{"A": m.Arg[1], "B": m.Arg[2]})
	}
	return engine.Refuse("makoto.curtain", "makoto.refuse.curtain-action", nil)
}

func (s *State) doCurtain(m engine.Move) {
	p := int(s.cur)
	switch Act(m) {
	case ActDone:
		s.addEff(effCurtainNone, p, 0, 0, 0)
	case ActDiscard:
		c := m.Arg[1]
		s.takeFromHand(p, c)
		s.curtain.Add(c, 1)
		s.curtainVer++
		s.addEff(effCurtainPut, p, c, 0, 0)
		if s.handSize(p) == 0 {
			s.goOut(p)
		}
	case ActTake:
		v, pc, sc := m.Arg[1], int(m.Arg[2]), int(m.Arg[3])
		s.curtain.Remove(v, pc)
		s.curtain.Remove(v+MaxValue, sc)
		s.hands[p].Add(v, pc)
		s.hands[p].Add(v+MaxValue, sc)
		s.curtainVer++
		s.addEff(effCurtainTake, p, v, uint8(pc+sc), int16(sc))
	}
	s.endTurn(p)
}

// --- passing and the Oracle -------------------------------------------------

func (s *State) checkPass() error {
	if err := s.checkPhase(phasePlay, "makoto.turn", ""); err != nil {
		return err
	}
	if s.top.Kind == ComboNone {
		return engine.Refuse("makoto.lead", "makoto.refuse.lead-no-pass", i18n.Args{"Who": s.seatStr(int8(s.cur))})
	}
	return nil
}

func (s *State) doPass(oracle bool) {
	p := int(s.cur)
	s.passed |= 1 << p
	if !oracle {
		s.addEff(effPass, p, 0, 0, 0)
		s.endTurn(p)
		return
	}
	s.addEff(effPass, p, 1, 0, 0)
	if s.nOracle == 0 {
		s.reshuffleOracle()
	}
	s.nOracle--
	c := s.oracle[s.nOracle]
	s.oracle[s.nOracle] = 0
	if c == 0 {
		s.unknown[p]++
	} else {
		s.hands[p].Add(c, 1)
	}
	s.drawn = c
	s.addEff(effDraw, p, c, 0, 0)
	s.phase = phaseOracle
}

func (s *State) applyPassOracle(m engine.Move) error {
	if err := s.checkPass(); err != nil {
		return err
	}
	if s.nOracle == 0 && s.oracleDisc.Len()+int(s.oracleDiscUnk) == 0 {
		return engine.Refuse("makoto.oracle", "makoto.refuse.oracle-empty", nil)
	}
	if m.N == 0 {
		s.eff.reset()
		s.doPass(true)
		return nil
	}
	saved := s.core
	s.eff.reset()
	s.doPass(true)
	om := engine.Move{Kind: KindOracle, N: 1}
	om.Cards[0] = m.Cards[0]
	if err := s.checkOracleDiscard(om); err != nil {
		s.core = saved
		return err
	}
	s.doOracleDiscard(om)
	return nil
}

func (s *State) checkOracleDiscard(m engine.Move) error {
	if m.N != 1 {
		return engine.Refuse("makoto.oracle", "makoto.refuse.discard-one", nil)
	}
	c := m.Cards[0]
	if err := s.checkCode(c); err != nil {
		return err
	}
	var need [2*MaxValue + 1]uint8
	need[c] = 1
	return s.checkHas(int(s.cur), &need, m.Cards[:1])
}

func (s *State) doOracleDiscard(m engine.Move) {
	p := int(s.cur)
	c := m.Cards[0]
	s.takeFromHand(p, c)
	s.oracleDisc.Add(c, 1)
	s.addEff(effOracleDiscard, p, c, s.drawn, 0)
	s.endTurn(p)
}

// --- the lid ----------------------------------------------------------------

// The lid (makoto.lid) has no phase of its own: its holder may give it back
// for a Curtain card at any moment until the game ends, even after going
// out (unless lid-after-out=refuse). On the holder's own turn "lid take C"
// is one of their legal moves and the turn goes on; at other moments it is
// made through ApplyAnytime. A holder who is out stays out: the card goes
// into their hand, where it scores nothing (makoto.score), and leaves the
// Curtain, so it no longer counts for the first player out's Curtain bonus
// (makoto.score.curtain-bonus); they take no turn and the game ends as it
// would have.

var _ engine.AnytimeMover = (*State)(nil)

// AnytimeMoves appends the moves seat may make now out of turn: "lid take
// C" for every card in the Curtain when seat holds the lid and may use it
// (still in, or out with lid-after-out=allow) and it is not seat's turn
// (then they are among LegalMoves).
func (s *State) AnytimeMoves(seat int, buf []engine.Move) []engine.Move {
	if s.phase == phaseOver || seat == int(s.cur) {
		return buf
	}
	return s.appendLidTakes(seat, buf)
}

// appendLidTakes appends seat's "lid take C" moves, if seat may use the lid.
func (s *State) appendLidTakes(seat int, buf []engine.Move) []engine.Move {
	if seat < 0 || seat != int(s.lidHolder) || (s.isOut(seat) && !s.p.lidOut) || s.curtain.Len() == 0 {
		return buf
	}
	for c := uint8(1); c <= 2*MaxValue; c++ {
		if s.curtain.Count(c) > 0 {
			m := engine.Move{Kind: KindLidTake, N: 1}
			m.Cards[0] = c
			buf = append(buf, m)
		}
	}
	return buf
}

// AnytimeLabel names what seat may do out of turn, for a form's choice
// that leads to the Curtain card: "Ann: give back the lid and take a card
// from the Curtain".
func (s *State) AnytimeLabel(seat int) i18n.Phrase {
	return i18n.Message("makoto.word.lid-choice", i18n.Args{"Who": s.seatStr(int8(seat))})
}

var _ engine.AnytimeOwner = (*State)(nil)

// AnytimeSeat names the lid holder as the seat of a "lid take C", on their
// turn or not, while someone holds the lid (engine.AnytimeOwner); other
// moves are the current player's.
func (s *State) AnytimeSeat(m engine.Move) (int, bool) {
	if m.Kind != KindLidTake || s.lidHolder < 0 {
		return noSeat, false
	}
	return int(s.lidHolder), true
}

// ApplyAnytime plays m for seat out of turn: only the lid holder's "lid
// take C" may be made then. For the seat whose turn it is, it is Apply.
func (s *State) ApplyAnytime(seat int, m engine.Move) error {
	switch {
	case seat == int(s.cur):
		return s.Apply(m)
	case m.Kind != KindLidTake:
		return engine.Refuse(engine.RuleNotYourTurn, "makoto.refuse.not-your-turn", i18n.Args{"Cur": s.seatStr(s.cur), "Seat": s.seatStr(int8(seat))})
	}
	return s.applyLid(seat, m)
}

func b2u(b bool) uint8 {
	if b {
		return 1
	}
	return 0
}

// applyLid checks and plays seat's "lid take C".
func (s *State) applyLid(seat int, m engine.Move) error {
	switch {
	case s.lidHolder < 0:
		return engine.Refuse("makoto.lid", "makoto.refuse.lid-nobody", nil)
	case seat != int(s.lidHolder):
		return engine.Refuse("makoto.lid", "makoto.refuse.lid-other", i18n.Args{"Who": s.seatStr(int8(seat)), "Holder": s.seatStr(s.lidHolder)})
	case s.isOut(seat) && !s.p.lidOut:
		return engine.Refuse("makoto.lid", "makoto.refuse.lid-out", i18n.Args{"Who": s.seatStr(int8(seat)), "Option": OptionLidAfterOut + "=" + LidAfterOutRefuse})
	case m.N != 1:
		return engine.Refuse("makoto.lid", "makoto.refuse.lid-one", nil)
	}
	c := m.Cards[0]
	if err := s.checkCode(c); err != nil {
		return err
	}
	if s.curtain.Count(c) == 0 {
		return engine.Refuse("makoto.lid", "makoto.refuse.lid-none", i18n.Args{"Card": Card(c).String()})
	}
	s.eff.reset()
	s.curtain.Remove(c, 1)
	s.hands[seat].Add(c, 1)
	s.curtainVer++
	s.lidHolder = noSeat
	s.addEff(effLidTake, seat, c, b2u(seat != int(s.cur)), int16(b2u(s.isOut(seat))))
	return nil
}
