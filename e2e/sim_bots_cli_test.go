package e2e

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestSimMixedBots: sim with an mcts seat among greedy ones reports every
// seat's and every bot's win rate with a 95% interval around it, and gives
// the same results on one worker as on two.
func TestSimMixedBots(t *testing.T) {
	t.Parallel()
	for _, game := range []string{"mojo", "makoto"} {
		t.Run(game, func(t *testing.T) {
			args := []string{"sim", game, "--players", "3", "--games", "6", "--bots", "mcts:30,greedy", "--seed", "3", "--json"}
			a, b := run(t, "", args...), run(t, "", append(args, "--workers", "1")...)
			if a.code != 0 || b.code != 0 {
				t.Fatalf("exit %d/%d: %s%s", a.code, b.code, a.stderr, b.stderr)
			}
			if ma, mb := untimed(t, a.stdout), untimed(t, b.stdout); ma != mb {
				t.Fatalf("one and two workers differ apart from timing:\n%s\n%s", ma, mb)
			}
			var rep struct {
				Bots     []string `json:"bots"`
				Wins     []int    `json:"wins"`
				WinRates []struct {
					Seat    int
					Bot     string
					WinRate float64 `json:"win_rate"`
					Low     float64 `json:"ci95_low"`
					High    float64 `json:"ci95_high"`
				} `json:"win_rates"`
				ByBot []struct {
					Bot     string  `json:"bot"`
					Seats   int     `json:"seats"`
					Wins    int     `json:"wins"`
					Trials  int     `json:"trials"`
					WinRate float64 `json:"win_rate"`
					Low     float64 `json:"ci95_low"`
					High    float64 `json:"ci95_high"`
				} `json:"by_bot"`
			}
			if err := json.Unmarshal([]byte(a.stdout), &rep); err != nil {
				t.Fatal(err)
			}
			if strings.Join(rep.Bots, ",") != "mcts:30,greedy,mcts:30" || len(rep.WinRates) != 3 || len(rep.ByBot) != 2 {
				t.Fatalf("report %+v", rep)
			}
			m := rep.ByBot[0]
			if m.Bot != "mcts:30" || m.Seats != 2 || m.Trials != 12 || m.Wins != rep.Wins[0]+rep.Wins[2] ||
				m.Low > m.WinRate || m.WinRate > m.High || m.Low < 0 || m.High > 1 {
				t.Errorf("mcts record %+v", m)
			}
			for i, r := range rep.WinRates {
				if r.Seat != i+1 || r.Bot != rep.Bots[i] || r.Low > r.WinRate || r.WinRate > r.High {
					t.Errorf("seat record %+v", r)
				}
			}
			human := run(t, "", args[:len(args)-1]...)
			if !strings.Contains(human.stdout, "95% CI") || !strings.Contains(human.stdout, "By bot") {
				t.Errorf("human output without intervals:\n%s", human.stdout)
			}
		})
	}
}
