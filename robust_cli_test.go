package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Whatever a command accepts, the next command reads: names are checked on
// the way in by one rule (engine.CheckName) in pad, score and play.
func TestNamesRefusedOnTheWayIn(t *testing.T) {
	long := strings.Repeat("x", 40000)
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"control character in pad new", []string{"pad", "new", "mojo", "--players", "A\x01B,Ben,Cy", "--file", "p.yaml"}, "printable"},
		{"empty name in pad new", []string{"pad", "new", "mojo", "--players", " ,Ben,Cy", "--file", "p.yaml"}, "name 1 of 3 is empty"},
		{"trailing comma in pad new", []string{"pad", "new", "mojo", "--players", "Ann,Ben,", "--file", "p.yaml"}, "name 3 of 3 is empty"},
		{"40,000-character name", []string{"pad", "new", "mojo", "--players", "Ann," + long + ",Cy", "--file", "p.yaml"}, "longer than 32 characters"},
		{"newline in play", []string{"play", "mojo", "--players", "A\nB,bot:random"}, "printable"},
		{"long name in play", []string{"play", "mojo", "--players", long + ",bot:random"}, "longer than"},
		{"control character in score", []string{"score", "mojo", "--hand", "A\x01B=1", "--hand", "Ben=2", "--mojo", "Ben"}, "printable"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			expectBadInput(t, runInput(t, dir, "", tc.args...), tc.want)
			if _, err := os.Stat(filepath.Join(dir, "p.yaml")); err == nil {
				t.Errorf("a refused command wrote a pad")
			}
		})
	}
}
