package replay

import (
	"regexp"
	"strings"
	"testing"

	"tabletop/engine"
	_ "tabletop/rulesets/makoto" // the games the logs name
	_ "tabletop/rulesets/mojo"
)

// playedLog plays a game of bots and returns its log as YAML.
func playedLog(f testing.TB, game string, players int, seed uint64, opts engine.Options) []byte {
	f.Helper()
	rs, err := engine.Lookup(game)
	if err != nil {
		f.Fatal(err)
	}
	names := make([]string, players)
	agents := make([]engine.Agent, players)
	for i := range names {
		names[i] = "bot:random#" + string(rune('1'+i))
		agents[i] = engine.NewRandomAgent(seed + uint64(i))
	}
	s, err := rs.New(engine.Config{Players: players, Seed: seed, Options: opts, Names: names})
	if err != nil {
		f.Fatal(err)
	}
	log := engine.NewLog(s, names)
	if err := engine.Run(s, agents, func(seat int, m engine.Move, after engine.State) error {
		log.Record(seat, m, after)
		return nil
	}); err != nil {
		f.Fatal(err)
	}
	data, err := log.Marshal()
	if err != nil {
		f.Fatal(err)
	}
	return data
}

// FuzzReplay: no log makes reading or replaying it panic; every refusal
// is one line naming the file; a log that replays, written again, replays
// to the same result. The corpus holds real logs and the tamperings replay
// must catch (issues 11 and 19: the deal and card records).
func FuzzReplay(f *testing.F) {
	for _, seed := range []uint64{3, 8} {
		for _, log := range [][]byte{
			playedLog(f, "mojo", 3, seed, nil),
			playedLog(f, "mojo", 2, seed, engine.Options{"variant": "two-piles"}),
			playedLog(f, "makoto", 3, seed, engine.Options{"series": "on"}),
		} {
			s := string(log)
			f.Add(log)
			for _, edit := range []func(string) string{
				func(s string) string {
					return regexp.MustCompile(`(?m)^totals: \[.*\]$`).ReplaceAllString(s, "totals: [27, 38, 99]")
				},
				func(s string) string {
					if i, j := strings.LastIndex(s, "    - scores:"), strings.Index(s, "\ntotals:"); i >= 0 && j > i {
						return s[:i] + s[j+1:]
					}
					return s
				},
				func(s string) string {
					if i, j := strings.Index(s, "\nrounds:"), strings.Index(s, "\ntotals:"); i >= 0 && j > i {
						return s[:i] + s[j:]
					}
					return s
				},
				func(s string) string { return strings.Replace(s, "took the Mojo card", "took nothing", 1) },
				func(s string) string {
					return regexp.MustCompile(`(?m)^seed: (\d+)$`).ReplaceAllString(s, "seed: $1.9")
				},
				func(s string) string { return strings.Replace(s, "start: 0", "start: 0.7", 1) },
				func(s string) string { return strings.Replace(s, "version: 1", "version: 1.9", 1) },
				// Issue 28.20: the digits of a whole number marked otherwise.
				func(s string) string { return strings.Replace(s, "version: 1", "version: !!float 1", 1) },
				func(s string) string { return strings.Replace(s, "start: 0", "start: !!str 0", 1) },
				func(s string) string { return strings.Replace(s, "refill: other-pile", "refill: draw-pile", 1) },
				func(s string) string { return strings.Replace(s, "lid-tie: dealer-left", "lid-tie: none", 1) },
				// The deal and card records (issue 19): a card changed, a
				// record dropped, doubled or malformed, the keys gone.
				func(s string) string {
					return regexp.MustCompile(`(what: draw, seat: [^,]+, cards: \[)\d+`).ReplaceAllString(s, "${1}7")
				},
				func(s string) string {
					return regexp.MustCompile(`(?m)^    - \{move: \d+, what: draw.*\n`).ReplaceAllString(s, "")
				},
				func(s string) string {
					return regexp.MustCompile(`(?m)^(    - \{move: .*\n)`).ReplaceAllString(s, "$1$1")
				},
				func(s string) string { return strings.Replace(s, "cards: [", "cards: {", 1) },
				func(s string) string { return strings.Replace(s, "    - move: 0\n", "    - move: x\n", 1) },
				func(s string) string { return strings.Replace(s, "    - move: 0\n", "    - {move: 0}\n", 1) },
				func(s string) string {
					return regexp.MustCompile(`(?m)^(        - \[.*\n)`).ReplaceAllString(s, "$1$1")
				},
				func(s string) string { return strings.Replace(s, "discard_piles:\n        - [", "discard_piles: [", 1) },
				func(s string) string { return strings.Replace(s, "oracle_deck: [", "oracle_deck: [[1], ", 1) },
				func(s string) string {
					if i, j := strings.Index(s, "\ndeals:\n"), strings.Index(s, "\nevents:\n"); i >= 0 && j > i {
						return s[:i] + s[j:]
					}
					return s
				},
				func(s string) string { return strings.Replace(s, "\ncards:\n", "\ncards: []\nc:\n", 1) },
				// Issue 19: a name with a terminal's escape sequence (D4), a
				// seed with a leading zero (D14), unknown keys (D5).
				func(s string) string {
					return regexp.MustCompile(`(?m)^players: \[([^,\]]+)`).ReplaceAllString(s, `players: ["\e]0;OWNED\a\e[2J$1"`)
				},
				func(s string) string {
					return regexp.MustCompile(`(?m)^seed: (\d+)$`).ReplaceAllString(s, "seed: 0$1")
				},
				func(s string) string { return s + strings.Repeat("k: 1\n", 3) + "k1: 1\nk2: 2\n" },
			} {
				f.Add([]byte(edit(s)))
			}
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		l, err := engine.ParseLog("fuzz.yaml", data)
		if err == nil {
			_, err = engine.Replay("fuzz.yaml", l)
		}
		if err == nil {
			for _, p := range l.Players {
				if !engine.Printable(p) {
					t.Fatalf("accepted a name that cannot be printed: %q", p)
				}
			}
		}
		if err != nil {
			if msg := err.Error(); !strings.HasPrefix(msg, "fuzz.yaml") {
				t.Fatalf("the error does not name the file: %q", msg)
			}
			return
		}
		again, err := l.Marshal()
		if err != nil {
			t.Fatal(err)
		}
		l2, err := engine.ParseLog("again.yaml", again)
		if err == nil {
			_, err = engine.Replay("again.yaml", l2)
		}
		if err != nil {
			t.Fatalf("an accepted log, written again, does not replay: %v\n%s", err, again)
		}
	})
}
