package e2e

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// logTamperings are edits of a real log (mojo, three bots, seed 3) that
// replay must refuse, each naming the line: want is the exit code and a
// part of the message; line, when not 0, the line it must name (-1: the
// line of the edit, found by the marker).
type tampering struct {
	name string
	edit func(log string) string
	code int
	want string
}

var logTamperings = []tampering{
	{"top-level totals", func(s string) string {
		return regexp.MustCompile(`(?m)^totals: \[.*\]$`).ReplaceAllString(s, "totals: [27, 38, 99]")
	}, 1, "final totals"},
	{"last round record deleted", func(s string) string {
		i := strings.LastIndex(s, "    - scores:")
		j := strings.Index(s, "\ntotals:")
		return s[:i] + s[j+1:]
	}, 1, "the log records 2 rounds, the moves finish 3"},
	{"every round record deleted", func(s string) string {
		i := strings.Index(s, "\nrounds:")
		j := strings.Index(s, "\ntotals:")
		return s[:i] + s[j:]
	}, 1, "the log records 0 rounds"},
	{"detail naming another Mojo holder", func(s string) string {
		return strings.Replace(s, "detail: Greedy took the Mojo card", "detail: Random 1 took the Mojo card", 1)
	}, 1, "Random 1 took the Mojo card"},
	{"winners changed", func(s string) string {
		return regexp.MustCompile(`(?m)^winners: .*$`).ReplaceAllString(s, "winners: [Greedy]")
	}, 1, "names winners"},
	{"fractional seed", func(s string) string { return strings.Replace(s, "\nseed: 3\n", "\nseed: 3.9\n", 1) }, 2, `seed: "3.9" is not a whole number`},
	{"fractional start", func(s string) string { return strings.Replace(s, "\nstart: 0\n", "\nstart: 0.7\n", 1) }, 2, `start: "0.7" is not a whole number`},
	{"fractional version", func(s string) string { return strings.Replace(s, "version: 1\n", "version: 1.9\n", 1) }, 2, `version: "1.9" is not a whole number`},
	{"option that does not apply changed", func(s string) string {
		return strings.Replace(s, "refill: other-pile", "refill: draw-pile", 1)
	}, 2, "option refill"},
}

// playedLog plays the reference game and returns its log.
func playedLog(t *testing.T, dir string) string {
	t.Helper()
	mustRun(t, dir, "play", "mojo", "--players", "bot:random,bot:greedy,bot:random", "--seed", "3", "--log", "g.yaml", "--quiet")
	return readFile(t, filepath.Join(dir, "g.yaml"))
}

// Replay checks every field of a log: each tampering is refused with the
// line of the field, and the untouched log replays.
func TestReplayCatchesTampering(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	log := playedLog(t, dir)
	if !strings.Contains(log, "detail: Greedy took the Mojo card") || strings.Count(log, "    - scores:") != 3 {
		t.Fatalf("the reference game changed; pick another seed:\n%s", log)
	}
	mustRun(t, dir, "replay", "g.yaml")
	for _, tc := range logTamperings {
		t.Run(tc.name, func(t *testing.T) {
			edited := tc.edit(log)
			if edited == log {
				t.Fatal("the edit did not apply")
			}
			if err := os.WriteFile(filepath.Join(dir, "bad.yaml"), []byte(edited), 0o644); err != nil {
				t.Fatal(err)
			}
			r := run(t, dir, "replay", "bad.yaml")
			if r.code != tc.code || !strings.Contains(r.stderr, tc.want) {
				t.Fatalf("exit %d, stderr %q; want exit %d and %q", r.code, r.stderr, tc.code, tc.want)
			}
			m := regexp.MustCompile(`bad\.yaml:(\d+):`).FindStringSubmatch(r.stderr)
			if m == nil {
				t.Fatalf("the error names no line: %q", r.stderr)
			}
			if n, _ := strconv.Atoi(m[1]); n < 1 || n > strings.Count(edited, "\n")+1 {
				t.Errorf("line %d is not in the file", n)
			}
		})
	}
}
