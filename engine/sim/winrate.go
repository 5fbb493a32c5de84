package sim

import "math"

// Wilson returns the 95% Wilson score interval of a success rate: wins
// successes out of n trials. With n = 0 it returns 0 and 1.
func Wilson(wins, n int) (lo, hi float64) {
	if n <= 0 {
		return 0, 1
	}
	const z = 1.959963984540054 // the normal quantile of 97.5%
	nf := float64(n)
	p := float64(wins) / nf
	den := 1 + z*z/nf
	centre := (p + z*z/(2*nf)) / den
	half := z * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf)) / den
	return max(centre-half, 0), min(centre+half, 1)
}

// BotRate is one bot's record in a simulation: its seats together won
// Wins of Trials seat-games (games times seats), with a 95% Wilson
// interval. A shared win counts for each winner.
type BotRate struct {
	Bot     string  `json:"bot"`
	Seats   int     `json:"seats"`
	Wins    int     `json:"wins"`
	Trials  int     `json:"trials"`
	WinRate float64 `json:"win_rate"`
	CILow   float64 `json:"ci95_low"`
	CIHigh  float64 `json:"ci95_high"`
}

// ByBot returns every bot's win rate, in order of first seat.
func (r Result) ByBot() []BotRate {
	var out []BotRate
	index := map[string]int{}
	for seat, b := range r.Bots {
		i, ok := index[b]
		if !ok {
			i = len(out)
			index[b] = i
			out = append(out, BotRate{Bot: b})
		}
		out[i].Seats++
		out[i].Trials += r.Games
		if seat < len(r.Wins) {
			out[i].Wins += r.Wins[seat]
		}
	}
	for i := range out {
		b := &out[i]
		if b.Trials > 0 {
			b.WinRate = float64(b.Wins) / float64(b.Trials)
		}
		b.CILow, b.CIHigh = Wilson(b.Wins, b.Trials)
	}
	return out
}
