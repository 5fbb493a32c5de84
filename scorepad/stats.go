package scorepad

import (
	"slices"

	"tabletop/engine"
	"tabletop/engine/i18n"
	"tabletop/engine/scoring"
)

// Stats are an evening's statistics over one or many pads of one game
// ('tabletop pad stats'): per player, games and wins, rounds and points,
// the best and worst round, what the game counts beside the scores (Mojo:
// the Mojo card taken and its +10, scoring.PadCounter) and the parts of the
// scores it counts (Makoto: rewards and Curtain bonuses).
type Stats struct {
	// Game is the game of every pad counted.
	Game string
	// Pads is how many pads were counted, Finished how many of them are
	// over (only those have winners), Rounds the rounds (Mojo) or games
	// (Makoto) in all of them.
	Pads, Finished, Rounds int
	// LowWins is true when the lowest total wins (Mojo): the best round is
	// then the lowest score.
	LowWins bool
	// Counts are what the game counts beside the scores
	// (scoring.PadCounter; none for a game that counts nothing); each
	// player's Counts follow their order.
	Counts scoring.PadCounts
	// Parts are the labels of the score parts counted, in order ("rewards",
	// "Curtain bonuses"); each player's PartStats follow this order.
	Parts []PartLabel
	// Players are every player met, in the order first met; the same name
	// in different pads (ignoring case) is one player.
	Players []PlayerStats
}

// PartLabel names a part of the scores (scoring.ScorePart).
type PartLabel struct {
	Key   string
	Label i18n.Phrase
}

// PlayerStats are one player's statistics.
type PlayerStats struct {
	Name string
	// Games is the pads the player is in; Wins the finished ones the
	// player won (a shared win counts for each).
	Games, Wins int
	// Rounds is the rounds the player scored in, Points their sum.
	Rounds, Points int
	// Best and Worst are the player's best and worst round score (by the
	// game's direction, LowWins); meaningful when Rounds > 0.
	Best, Worst int
	// Counts are the player's counts, in the order of Stats.Counts.
	Counts []int
	// Parts are the score parts, in the order of Stats.Parts, over the
	// rounds entered with cards.
	Parts []PartStats
}

// Average is the player's mean round score (0 without rounds).
func (s PlayerStats) Average() float64 {
	if s.Rounds == 0 {
		return 0
	}
	return float64(s.Points) / float64(s.Rounds)
}

// PartStats counts one part of the scores for a player: in how many
// rounds it gave points, and how many in all.
type PartStats struct {
	Count, Points int
}

// ComputeStats works out the statistics of pads, which must all be of one
// game (the caller groups them: StatsByGame).
func ComputeStats(pads []*Pad) Stats {
	var st Stats
	if len(pads) == 0 {
		return st
	}
	st.Game = pads[0].Game
	st.LowWins = slices.Equal(pads[0].rules().PadLeaders([]int{0, 1}), []int{0})
	counter, counts := pads[0].ruleset().(scoring.PadCounter)
	if counts {
		st.Counts = counter.PadCounts()
	}
	index := map[string]int{}
	player := func(name string) int {
		key := engine.NameKey(name)
		i, ok := index[key]
		if !ok {
			i = len(st.Players)
			index[key] = i
			st.Players = append(st.Players, PlayerStats{Name: name, Counts: make([]int, len(st.Counts.Counts))})
		}
		return i
	}
	partIndex := map[string]int{}
	for _, p := range pads {
		st.Pads++
		stand := p.Standings()
		if stand.Over {
			st.Finished++
		}
		st.Rounds += len(p.Rounds)
		idx := make([]int, len(p.Players))
		for i, name := range p.Players {
			idx[i] = player(name)
		}
		seats := make([]*PlayerStats, len(p.Players))
		for i := range seats {
			seats[i] = &st.Players[idx[i]]
		}
		for i := range seats {
			s := seats[i]
			s.Games++
			if slices.Contains(stand.Winners, i) {
				s.Wins++
			}
		}
		for k := range p.Rounds {
			r := &p.Rounds[k]
			for i, sc := range r.Scores {
				seats[i].addScore(sc, st.LowWins)
			}
			if counts {
				st.count(counter.CountRound(r.Entry, r.Scores), seats)
			}
			if r.TotalsOnly() {
				continue
			}
			res, err := p.Score(r)
			if err != nil {
				continue // a loaded pad scores; nothing to count otherwise
			}
			st.countParts(res.Parts, seats, partIndex)
		}
	}
	for i := range st.Players {
		for len(st.Players[i].Parts) < len(st.Parts) {
			st.Players[i].Parts = append(st.Players[i].Parts, PartStats{})
		}
	}
	return st
}

// addScore counts a round the player scored sc in; lowWins: the lowest
// score is the best.
func (s *PlayerStats) addScore(sc int, lowWins bool) {
	if s.Rounds == 0 {
		s.Best, s.Worst = sc, sc
	} else if lowWins {
		s.Best, s.Worst = min(s.Best, sc), max(s.Worst, sc)
	} else {
		s.Best, s.Worst = max(s.Best, sc), min(s.Worst, sc)
	}
	s.Rounds++
	s.Points += sc
}

// count adds a round's counts (scoring.PadCounter.CountRound: the seats
// each count counts) to the players at seats.
func (st *Stats) count(counted [][]int, seats []*PlayerStats) {
	for j, list := range counted {
		for _, seat := range list {
			if seat >= 0 && seat < len(seats) && j < len(st.Counts.Counts) {
				seats[seat].Counts[j]++
			}
		}
	}
}

// countParts adds the parts of a round's scores to the players at seats;
// partIndex finds a part's place in st.Parts by its key.
func (st *Stats) countParts(parts []scoring.ScorePart, seats []*PlayerStats, partIndex map[string]int) {
	for _, part := range parts {
		j, ok := partIndex[part.Key]
		if !ok {
			j = len(st.Parts)
			partIndex[part.Key] = j
			st.Parts = append(st.Parts, PartLabel{Key: part.Key, Label: part.Label})
		}
		for i, pts := range part.Points {
			if i >= len(seats) {
				break
			}
			s := seats[i]
			for len(s.Parts) <= j {
				s.Parts = append(s.Parts, PartStats{})
			}
			if pts != 0 {
				s.Parts[j].Count++
				s.Parts[j].Points += pts
			}
		}
	}
}

// StatsByGame groups pads by game, in the order each game is first met,
// and works out each group's statistics.
func StatsByGame(pads []*Pad) []Stats {
	var order []string
	groups := map[string][]*Pad{}
	for _, p := range pads {
		if _, ok := groups[p.Game]; !ok {
			order = append(order, p.Game)
		}
		groups[p.Game] = append(groups[p.Game], p)
	}
	out := make([]Stats, 0, len(order))
	for _, g := range order {
		out = append(out, ComputeStats(groups[g]))
	}
	return out
}
