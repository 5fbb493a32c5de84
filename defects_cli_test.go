package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Issue 19: the defects a second attack found, each as the attack
// reproduced it.

// D1: a move naming the second discard pile without the two-pile variant
// is a verdict (mojo.two-piles.setup), not a crash; in play the person is
// asked again and the game goes on to be saved.
func TestMoveOnAPileNotInPlay(t *testing.T) {
	pos := filepath.Join("testdata", "positions", "mojo-rulebook-chain.yaml")
	for _, move := range []string{"play 8 8 7 on 2", "play 8 8 on 2", "play 8 on 2", "play 8 8 9 on 2 draw 1"} {
		r := run(t, ".", "validate", pos, move)
		if r.code != 1 || !strings.Contains(r.stdout, "[mojo.two-piles.setup]") || r.stderr != "" {
			t.Errorf("validate %q: exit %d\n%s%s", move, r.code, r.stdout, r.stderr)
		}
	}
	dir := t.TempDir()
	r := runInput(t, dir, "play 1 1 on 2\nplay 2 2 on 2 draw 1\nquit\n", "play", "mojo", "--players", "Ann,bot:random", "--seed", "3", "--log", "g.yaml")
	if strings.Contains(r.stderr, "panic") || strings.Count(r.stderr, "illegal (mojo.two-piles.setup)") != 2 ||
		strings.Count(r.stderr, "Your move, Ann") != 3 {
		t.Fatalf("exit %d\nstdout %s\nstderr %s", r.code, r.stdout, r.stderr)
	}
	if _, err := os.Stat(filepath.Join(dir, "g.yaml")); err != nil {
		t.Fatalf("the game was not saved: %v", err)
	}
	mustRun(t, dir, "replay", "g.yaml")
}
