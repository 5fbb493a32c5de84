package makoto

// The flow of a game: the deal, turns, tricks, going out, the end of a
// game and of a series. These helpers mutate the state; Apply calls them
// only after a move has been checked.

// deal sets up the current game of the series: shuffle, deal the hands,
// lay out the Curtain, set the rest aside (two players), shuffle the
// Oracle deck, and start the turn of the player left of the dealer
// (makoto.setup, makoto.setup.curtain, makoto.setup.first).
func (s *State) deal() {
	su := s.p.setup
	s.n = uint8(su.Players)
	for p := range s.hands {
		s.hands[p].Clear()
		s.piles[p].Clear()
		s.unknown[p], s.pileUnknown[p] = 0, 0
	}
	s.curtain.Clear()
	s.trick.Clear()
	s.oracleDisc.Clear()
	s.aside.Clear()
	s.trickUnknown, s.oracleDiscUnk, s.asideUnknown = 0, 0, 0
	s.top, s.topN, s.owner, s.passed = Combo{}, 0, noSeat, 0
	s.outMask, s.nOut, s.lastTurn = 0, 0, false
	s.outOrder = [MaxPlayers]int8{}

	var deck [5 * MaxValue]uint8
	n := 0
	for v := 1; v <= su.MaxValue; v++ {
		for range 4 {
			deck[n] = uint8(v)
			n++
		}
		if su.Swords {
			deck[n] = uint8(v + MaxValue)
			n++
		}
	}
	s.rng.ShuffleBytes(deck[:n])
	i := 0
	for k := 1; k <= int(s.n); k++ {
		p := (int(s.dealer) + k) % int(s.n)
		for range su.Hand {
			s.hands[p].Add(deck[i], 1)
			i++
		}
	}
	for range su.Curtain {
		s.curtain.Add(deck[i], 1)
		i++
	}
	for ; i < n; i++ {
		s.aside.Add(deck[i], 1)
	}
	for v := 1; v <= su.MaxValue; v++ {
		s.oracle[v-1] = uint8(v)
	}
	s.nOracle = uint8(su.MaxValue)
	s.rng.ShuffleBytes(s.oracle[:s.nOracle])
	s.curtainVer++
	s.dealerOf[s.game] = s.dealer
	s.lidOf[s.game] = s.lidHolder
	s.startTurn(s.nextIn(int(s.dealer)))
}

// startTurn begins p's turn.
func (s *State) startTurn(p int) {
	s.turn, s.cur, s.phase = int8(p), int8(p), phasePlay
	s.played, s.drawn = Combo{}, 0
}

// goOut marks p out and gives the highest reward left, except to the last
// player (makoto.out, makoto.last-player).
func (s *State) goOut(p int) {
	s.outMask |= 1 << p
	if s.lastTurn {
		s.addEff(effOutLast, p, 0, 0, 0)
		return
	}
	k := int(s.nOut)
	s.outOrder[k] = int8(p)
	s.nOut++
	s.addEff(effOut, p, uint8(k), 0, int16(s.reward(k)))
}

// reward returns the reward of the k-th player out (0-based).
func (s *State) reward(k int) int {
	if k < s.p.nRewards {
		return int(s.p.rewards[k])
	}
	return 0
}

// endTurn finishes p's turn: the game ends after the last player's extra
// turn; one player left starts that turn; a trick everyone passed goes to
// its owner; otherwise the next player still in moves.
func (s *State) endTurn(p int) {
	if s.lastTurn {
		if s.trick.Len()+int(s.trickUnknown) > 0 && s.owner >= 0 {
			s.winTrick(false)
		}
		s.endGame()
		return
	}
	if s.inCount() == 1 {
		last := s.nextIn(p)
		if !s.isOut(p) {
			last = p
		}
		s.lastTurn = true
		s.addEff(effLastTurn, last, 0, 0, 0)
		s.startTurn(last)
		return
	}
	if s.owner >= 0 {
		others := uint8(0)
		for q := range int(s.n) {
			if q != int(s.owner) && !s.isOut(q) {
				others |= 1 << q
			}
		}
		if s.passed&others == others {
			s.winTrick(true)
			return
		}
	}
	s.startTurn(s.nextIn(p))
}

// winTrick gives the trick to its owner (makoto.trick.win) and, if next,
// starts the next trick, led by the owner or, if out, the next player
// still in to the left (makoto.out.lead).
func (s *State) winTrick(next bool) {
	w := int(s.owner)
	s.piles[w].AddAll(&s.trick)
	s.pileUnknown[w] += s.trickUnknown
	s.addEff(effTrickWon, w, uint8(s.trick.Len()+int(s.trickUnknown)), 0, int16(s.points(&s.trick)))
	s.trick.Clear()
	s.trickUnknown = 0
	s.top, s.topN, s.owner, s.passed = Combo{}, 0, noSeat, 0
	if !next {
		return
	}
	lead := w
	if s.isOut(w) {
		lead = s.nextIn(w)
		s.addEff(effOutLead, lead, uint8(w), 0, 0)
	}
	s.startTurn(lead)
}

// endGame scores the game (makoto.score, makoto.score.curtain-bonus),
// adds it to the series, and deals the next game or ends the series.
func (s *State) endGame() {
	g := int(s.game)
	n := int(s.n)
	for p := range n {
		s.scores[g][p] = int16(s.points(&s.piles[p]))
		s.rewardsOf[g][p], s.bonusOf[g][p] = 0, 0
	}
	for k := range int(s.nOut) {
		p := s.outOrder[k]
		r := int16(s.reward(k))
		s.rewardsOf[g][p] = r
		s.scores[g][p] += r
	}
	if s.nOut > 0 {
		b := int16(s.points(&s.curtain))
		s.bonusOf[g][s.outOrder[0]] = b
		s.scores[g][s.outOrder[0]] += b
	}
	for p := range n {
		s.totals[p] += int32(s.scores[g][p])
	}
	s.gamesDone++
	s.keepEnd()
	s.addEff(effGameEnd, 0, uint8(g), 0, 0)
	if g+1 >= s.p.games || s.partial {
		s.phase, s.cur = phaseOver, noSeat
		if s.p.games > 1 && g+1 >= s.p.games {
			s.addEff(effSeriesEnd, 0, uint8(s.p.games), 0, 0)
		}
		return
	}
	// The next game of the series: the deal passes left and the lowest
	// scorer gets the lid (makoto.series.length, makoto.lid).
	s.game++
	s.dealer = int8(NextDealer(int(s.dealer), n))
	s.lidHolder = noSeat
	if s.p.lid {
		s.lidHolder = int8(s.lowestScorer(g))
	}
	s.addEff(effNewGame, int(s.dealer), s.game, 0, 0)
	if s.lidHolder >= 0 {
		s.addEff(effLidGiven, int(s.lidHolder), 0, 0, 0)
	}
	s.deal()
}

// lowestScorer returns who gets the lid after game g: the lowest scorer,
// a tie settled by the lid-tie option (the new dealer is already set). The
// rule itself is SeriesLidHolder's.
func (s *State) lowestScorer(g int) int {
	var prev [MaxPlayers]int
	for p := range int(s.n) {
		prev[p] = int(s.scores[g][p])
	}
	return SeriesLidHolder(prev[:s.n], int(s.dealer), s.p.lidTie)
}

// reshuffleOracle rebuilds an empty Oracle deck from its discard pile
// (makoto.oracle.reshuffle).
func (s *State) reshuffleOracle() {
	k := 0
	if s.partial {
		// At a physical table the new deck's order is hidden, so a card
		// drawn from it is known only to the player who draws it.
		k = s.oracleDisc.Len() + int(s.oracleDiscUnk)
		clear(s.oracle[:k])
		s.oracleDisc.Clear()
		s.oracleDiscUnk = 0
		s.nOracle = uint8(k)
		s.addEff(effReshuffle, 0, uint8(k), 0, 0)
		return
	}
	for c := 1; c <= 2*MaxValue; c++ {
		for range s.oracleDisc.Count(uint8(c)) {
			s.oracle[k] = uint8(c)
			k++
		}
	}
	for range s.oracleDiscUnk {
		s.oracle[k] = 0
		k++
	}
	s.oracleDisc.Clear()
	s.oracleDiscUnk = 0
	s.nOracle = uint8(k)
	s.rng.ShuffleBytes(s.oracle[:k])
	s.addEff(effReshuffle, 0, uint8(k), 0, 0)
}
