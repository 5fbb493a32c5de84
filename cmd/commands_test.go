package cmd

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tabletop/cmd/cmdutil"
	"tabletop/cmd/replay"
	"tabletop/cmd/rules"
	"tabletop/engine"
)

// These tests run the commands' run functions in-process, over options
// and buffers; the end-to-end tests in e2e/ run the binary.

// testStreams are in-memory streams: stdin from in, stdout and stderr
// captured.
func testStreams(in string) (cmdutil.IOStreams, *bytes.Buffer, *bytes.Buffer) {
	var out, errOut bytes.Buffer
	return cmdutil.IOStreams{In: strings.NewReader(in), Out: &out, ErrOut: &errOut}, &out, &errOut
}

func mustGame(t *testing.T, name string) engine.Ruleset {
	t.Helper()
	rs, err := engine.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	return rs
}

func mustOptions(t *testing.T, rs engine.Ruleset, opts engine.Options) engine.Options {
	t.Helper()
	o, err := engine.Resolve(rs.Options(), opts)
	if err != nil {
		t.Fatal(err)
	}
	return o
}

// readGolden reads a golden file of the end-to-end tests.
func readGolden(t *testing.T, name string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "testdata", "golden", name))
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

func TestRunReplayRefusesAnIllegalMove(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "bad.yaml")
	log := "version: 1\ngame: mojo\nplayers: [a, b]\nseed: 1\nmoves:\n  - \"a: play 13\"\n"
	if err := os.WriteFile(path, []byte(log), 0o644); err != nil {
		t.Fatal(err)
	}
	ios, _, _ := testStreams("")
	err := runReplay(&replay.Options{File: path}, ios)
	if code := exitOf(err); code != cmdutil.ExitVerdict {
		t.Fatalf("exit %d (%v), want %d: an illegal move is a rules verdict", code, err, cmdutil.ExitVerdict)
	}
}

func TestRunRules(t *testing.T) {
	mojo := mustGame(t, "mojo")
	tests := []struct {
		name   string
		opts   rules.Options
		golden string
		want   string
		code   int
	}{
		{name: "one rule", opts: rules.Options{Game: mojo, ID: "mojo.turn.equal"}, golden: "rules-mojo-turn-equal.txt"},
		{name: "a variant's rule", opts: rules.Options{Game: mojo, ID: "mojo.two-piles", Options: engine.Options{"variant": "two-piles"}}, golden: "rules-mojo-two-piles.txt"},
		{name: "every rule", opts: rules.Options{Game: mojo}, want: "mojo.score.mojo"},
		{name: "JSON", opts: rules.Options{Game: mojo, ID: "mojo.turn", JSON: true}, want: `"id": "mojo.turn.equal"`},
		{name: "unknown rule", opts: rules.Options{Game: mojo, ID: "mojo.nonsense"}, code: cmdutil.ExitUsage},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			o := tc.opts
			o.Options = mustOptions(t, o.Game, o.Options)
			ios, out, _ := testStreams("")
			o.IO, o.Tr, o.TrN, o.Style = ios, tr, trN, styleFor
			err := rules.Run(&o)
			if code := exitOf(err); code != tc.code {
				t.Fatalf("exit %d (%v), want %d", code, err, tc.code)
			}
			if tc.golden != "" && out.String() != readGolden(t, tc.golden) {
				t.Fatalf("output differs from %s:\n%s", tc.golden, out)
			}
			if !strings.Contains(out.String(), tc.want) {
				t.Fatalf("output lacks %q:\n%s", tc.want, out)
			}
		})
	}
}

// exitOf is the exit code Main gives for err.
func exitOf(err error) int {
	if err == nil {
		return cmdutil.ExitOK
	}
	return cmdutil.ExitCode(err)
}
