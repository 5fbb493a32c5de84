package e2e

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestSimCheckLevels: every check level plays the same games (the checks
// change nothing but what is looked at), --deep is --check deep, and bad
// values are refused with exit 2 naming the flag.
func TestSimCheckLevels(t *testing.T) {
	t.Parallel()
	base := []string{"sim", "mojo", "--players", "3", "--games", "40", "--seed", "7", "--json", "--workers", "1"}
	var first string
	for _, extra := range [][]string{{"--check", "none"}, {"--check", "cheap"}, {}, {"--check", "deep"}, {"--deep"}} {
		r := run(t, "", append(base, extra...)...)
		if r.code != 0 {
			t.Fatalf("%v: exit %d: %s", extra, r.code, r.stderr)
		}
		var rep struct {
			Violations int `json:"invariant_violations"`
		}
		if err := json.Unmarshal([]byte(r.stdout), &rep); err != nil || rep.Violations != 0 {
			t.Fatalf("%v: %v %s", extra, err, r.stdout)
		}
		b := untimed(t, r.stdout)
		if first == "" {
			first = b
		} else if b != first {
			t.Fatalf("%v plays different games or counts differently:\n%s\n%s", extra, b, first)
		}
	}
	dir := t.TempDir()
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--check", "full"}, "--check: want none, cheap or deep"},
		{[]string{"--check", "none", "--deep"}, "--deep is --check deep"},
		{[]string{"--csv", filepath.Join(dir, "missing", "x.csv")}, "--csv"},
	} {
		r := run(t, "", append(base, tc.args...)...)
		if r.code != 2 || !strings.Contains(r.stderr, tc.want) || strings.Count(strings.TrimSpace(r.stderr), "\n") != 0 {
			t.Fatalf("%v: exit %d, stderr %q, want %q", tc.args, r.code, r.stderr, tc.want)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "missing")); err == nil {
		t.Fatal("a refused --csv made a folder")
	}
}
