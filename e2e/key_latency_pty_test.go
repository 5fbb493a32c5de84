//go:build unix

package e2e

import (
	"fmt"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"tabletop/internal/ptytest"
)

// A key's way from the terminal to the frame that shows it (issue 27.6:
// within two frames, p99 ≤ 33 ms), on a real pseudo-terminal: the binary
// runs on it, keys are typed one at a time, each as soon as the last one
// showed, and each is timed from its write to the moment the emulator's
// screen shows its effect (a character on the input line, or one taken
// off it). The figures are the benchmark's metrics key-p50-ms and
// key-p99-ms; no test asserts a time.
//
//	go test -run '^$' -bench KeyToFrame -benchtime 1x ./e2e
//	TABLETOP_BENCH_BUSY=2 go test -run '^$' -bench KeyToFrame -benchtime 1x ./e2e   # two busy loops beside it
//
// TABLETOP_BENCH_KEYS sets how many keys are typed on each screen (400).

func BenchmarkKeyToFrame(b *testing.B) {
	busyLoops(b)
	for _, face := range []struct {
		name, prompt, ready string
		args                []string
	}{
		{"play", "> ", "Your move, Ann",
			[]string{"play", "makoto", "--players", "Ann,bot:greedy,bot:greedy,bot:greedy,bot:greedy", "--seed", "7"}},
		{"table", "> ", "Following Makoto",
			[]string{"table", "makoto", "--players", "Ann,Ben,Cy,Dee,Eve"}},
	} {
		for _, size := range sizes {
			b.Run(fmt.Sprintf("%s/%dx%d", face.name, size.cols, size.rows), func(b *testing.B) {
				for b.Loop() {
					cmd := exec.Command(binary, face.args...)
					cmd.Dir = b.TempDir()
					cmd.Env = append(os.Environ(), "NO_COLOR=1", "ACCESSIBLE=", "LC_ALL=", "LC_MESSAGES=", "LANG=C", "LANGUAGE=")
					term := ptytest.Start(b, cmd, size.cols, size.rows)
					term.WaitFor(face.ready)
					term.WaitUntil("an empty input line", inputShows(face.prompt, ""))
					lat := typeTimed(b, term, face.prompt, benchKeyCount())
					b.ReportMetric(percentile(lat, 50), "key-p50-ms")
					b.ReportMetric(percentile(lat, 99), "key-p99-ms")
					b.ReportMetric(percentile(lat, 100), "key-max-ms")
					term.Type(ptytest.CtrlC)
					term.Wait()
				}
			})
		}
	}
}

// busyLoops starts TABLETOP_BENCH_BUSY busy loops beside the benchmark,
// as other work on the machine, until it ends.
func busyLoops(b *testing.B) {
	n, _ := strconv.Atoi(os.Getenv("TABLETOP_BENCH_BUSY"))
	for range n {
		busy := exec.Command("sh", "-c", "while :; do :; done")
		if err := busy.Start(); err != nil {
			b.Fatal(err)
		}
		b.Cleanup(func() { _ = busy.Process.Kill(); _ = busy.Wait() })
	}
}

// benchKeyCount is TABLETOP_BENCH_KEYS, 400 by default.
func benchKeyCount() int {
	if n, err := strconv.Atoi(os.Getenv("TABLETOP_BENCH_KEYS")); err == nil && n > 0 {
		return n
	}
	return 400
}

// typeTimed types n keys, "a" to "f" and then as many Backspaces, over and
// over, each once the last one's effect is on the screen: the input line,
// the last row that starts with prompt, shows what was typed. It returns
// each key's time from its write to the screen showing it, in ms.
func typeTimed(b *testing.B, term *ptytest.Term, prompt string, n int) []float64 {
	const word = "abcdef"
	lat := make([]float64, 0, n)
	typed := ""
	for i := range n {
		key := ptytest.Backspace
		if i%(2*len(word)) < len(word) {
			key = word[len(typed) : len(typed)+1]
			typed += key
		} else {
			typed = typed[:len(typed)-1]
		}
		start := time.Now()
		term.Type(key)
		term.WaitUntil(fmt.Sprintf("%q on the input line", typed), inputShows(prompt, typed))
		lat = append(lat, float64(time.Since(start).Microseconds())/1000)
	}
	return lat
}

// inputShows holds when the screen's last row starting with prompt is
// prompt and typed, then the cursor (drawn "_" without colour, a blank
// with it, which the screen's rows lose with their trailing blanks).
func inputShows(prompt, typed string) func(string) bool {
	prompt = strings.TrimRight(prompt, " ")
	want := strings.TrimRight(prompt+" "+typed, " ")
	return func(screen string) bool {
		rows := strings.Split(screen, "\n")
		for i := len(rows) - 1; i >= 0; i-- {
			if strings.HasPrefix(rows[i], prompt) {
				return strings.TrimRight(strings.TrimSuffix(rows[i], "_"), " ") == want
			}
		}
		return false
	}
}

// percentile is the p-th percentile of xs (nearest rank).
func percentile(xs []float64, p float64) float64 {
	s := slices.Clone(xs)
	slices.Sort(s)
	i := int(float64(len(s))*p/100+0.5) - 1
	return s[max(0, min(i, len(s)-1))]
}
