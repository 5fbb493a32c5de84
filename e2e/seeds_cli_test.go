package e2e

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
)

// Every --seed path takes any uint64 (issue 28.1: fresh seeds use all 64
// bits): a game played with a seed above 2^53 or near 2^64 says it exactly
// in --json and its log, and the log cut short resumes into the same game
// and replays alike.
func TestPlayBigSeedResumes(t *testing.T) {
	t.Parallel()
	for _, seed := range []uint64{1<<53 + 1, 1<<64 - 1, 18446744073709551557} {
		t.Run(fmt.Sprint(seed), func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			r := run(t, dir, "play", "mojo", "--players", "bot:greedy,bot:random,bot:random", "--seed", fmt.Sprint(seed), "--json", "--log", "full.yaml")
			if r.code != 0 {
				t.Fatalf("play: exit %d: %s", r.code, r.stderr)
			}
			var s struct {
				Seed uint64 `json:"seed"`
			}
			if err := json.Unmarshal([]byte(r.stdout), &s); err != nil {
				t.Fatal(err)
			}
			if s.Seed != seed || !strings.Contains(r.stdout, fmt.Sprintf(`"seed": %d`, seed)) && !strings.Contains(r.stdout, fmt.Sprintf(`"seed":%d`, seed)) {
				t.Errorf("--json says seed %d, want %d", s.Seed, seed)
			}
			full := readFile(t, filepath.Join(dir, "full.yaml"))
			if !strings.Contains(full, fmt.Sprintf("\nseed: %d\n", seed)) {
				t.Fatalf("the log does not record seed %d:\n%s", seed, full[:min(len(full), 400)])
			}
			cutGame(t, filepath.Join(dir, "full.yaml"), filepath.Join(dir, "game.yaml"), 10)
			if r := run(t, dir, "play", "--resume", "game.yaml", "--quiet"); r.code != 0 {
				t.Fatalf("play --resume: exit %d: %s", r.code, r.stderr)
			}
			if got := readFile(t, filepath.Join(dir, "game.yaml")); got != full {
				t.Errorf("the resumed game differs from the whole one")
			}
			a, b := run(t, dir, "replay", "full.yaml"), run(t, dir, "replay", "game.yaml")
			if a.code != 0 || a.stdout != strings.ReplaceAll(b.stdout, "game.yaml", "full.yaml") {
				t.Errorf("the two logs replay differently (exit %d: %s)", a.code, a.stderr)
			}
		})
	}
}
