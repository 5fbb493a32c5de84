package cmd

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tabletop/cmd/replay"
	"tabletop/cmd/rules"
	"tabletop/engine"
)

// These tests run the commands' run functions in-process, over options
// and buffers; the end-to-end tests in e2e/ run the binary.

// testStreams are in-memory streams: stdin from in, stdout and stderr
// captured.
func testStreams(in string) (ioStreams, *bytes.Buffer, *bytes.Buffer) {
	var out, errOut bytes.Buffer
	return ioStreams{In: strings.NewReader(in), Out: &out, ErrOut: &errOut}, &out, &errOut
}

func mustGame(t *testing.T, name string) engine.Ruleset {
	t.Helper()
	rs, err := engine.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	return rs
}

func mustSeats(t *testing.T, rs engine.Ruleset, list string) []seat {
	t.Helper()
	seats, err := parseSeats(rs, list)
	if err != nil {
		t.Fatal(err)
	}
	return seats
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

func TestRunPlay(t *testing.T) {
	mojo := mustGame(t, "mojo")
	bots := mustSeats(t, mojo, "bot:greedy,bot:random,bot:random")
	tests := []struct {
		name   string
		opts   playOptions
		in     string
		golden string // compare stdout with this golden file
		want   string // else stdout contains this
		code   int
	}{
		{name: "bots, text", opts: playOptions{Game: mojo, Seats: bots, Seed: 7}, golden: "play-mojo-bots-seed7.txt"},
		{name: "bots, JSON", opts: playOptions{Game: mojo, Seats: bots, Seed: 7, JSON: true}, golden: "play-mojo-bots-seed7.json"},
		{name: "quiet", opts: playOptions{Game: mojo, Seats: bots, Seed: 7, Quiet: true}, want: "Final standings"},
		{name: "a person whose input ends", opts: playOptions{Game: mojo, Seats: mustSeats(t, mojo, "Ann,bot:random"), Seed: 1}, in: "", want: "Mojo: Ann, Random", code: ExitUsage},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			o := tc.opts
			o.Options = mustOptions(t, o.Game, nil)
			ios, out, _ := testStreams(tc.in)
			err := runPlay(&o, ios)
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

func TestRunPlayWritesTheLog(t *testing.T) {
	mojo := mustGame(t, "mojo")
	logPath := filepath.Join(t.TempDir(), "game.yaml")
	o := playOptions{Game: mojo, Seats: mustSeats(t, mojo, "bot:greedy,bot:random"), Options: mustOptions(t, mojo, nil), Seed: 3, Log: logPath, JSON: true}
	ios, out, _ := testStreams("")
	if err := runPlay(&o, ios); err != nil {
		t.Fatal(err)
	}
	var sum playSummary
	if err := json.Unmarshal(out.Bytes(), &sum); err != nil || sum.Log != logPath || !sum.Over {
		t.Fatalf("summary %+v (%v)", sum, err)
	}
	ios, out, _ = testStreams("")
	if err := runReplay(&replay.Options{File: logPath}, ios); err != nil {
		t.Fatalf("replaying the log: %v", err)
	}
	if !strings.Contains(out.String(), "all legal") {
		t.Fatalf("replay says:\n%s", out)
	}
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
	if code := exitOf(err); code != ExitVerdict {
		t.Fatalf("exit %d (%v), want %d: an illegal move is a rules verdict", code, err, ExitVerdict)
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
		{name: "unknown rule", opts: rules.Options{Game: mojo, ID: "mojo.nonsense"}, code: ExitUsage},
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
		return ExitOK
	}
	return ExitCode(err)
}

// TestSeats: bots get readable names, numbered when several are of one
// kind; --start takes a seat number, a name or the only bot of a kind.
func TestSeats(t *testing.T) {
	mojo, _ := engine.Lookup("mojo")
	for _, c := range []struct{ list, want string }{
		{"Ann,bot:greedy,bot:random", "Ann,Greedy,Random"},
		{"bot:random,Ann,bot:random,bot:greedy", "Random 1,Ann,Random 2,Greedy"},
		{"Random,bot:random", "Random,Random bot"},
		{"bot:Greedy,bot:greedy", "Greedy 1,Greedy 2"},
	} {
		got := strings.Join(names(mustSeats(t, mojo, c.list)), ",")
		if got != c.want {
			t.Errorf("%s: names %s, want %s", c.list, got, c.want)
		}
	}
	seats := mustSeats(t, mojo, "Ann,bot:greedy,bot:random,bot:random")
	for _, c := range []struct {
		arg  string
		want int
		err  string
	}{
		{"1", 0, ""}, {"4", 3, ""}, {"ann", 0, ""}, {"Random 2", 3, ""}, {"bot:greedy", 1, ""},
		{"5", -1, "numbered 1 to 4"}, {"0", -1, "numbered 1 to 4"}, {"bot:random", -1, "several seats"}, {"Zed", -1, `unknown player "Zed"`},
	} {
		got, err := seatIndex(seats, c.arg)
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("seatIndex(%q): %v, want an error with %q", c.arg, err, c.err)
			}
			continue
		}
		if err != nil || got != c.want {
			t.Errorf("seatIndex(%q) = %d, %v; want %d", c.arg, got, err, c.want)
		}
	}
}

// TestCheckMoveHint: a person's refused move names, beside the rule that
// refuses it, the rule they most likely had in mind (the game's hint).
func TestCheckMoveHint(t *testing.T) {
	mojo, _ := engine.Lookup("mojo")
	for seed := uint64(1); seed < 200; seed++ {
		s, err := mojo.New(engine.Config{Players: 3, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		legal := s.LegalMoves(nil)
		for v := 0; v <= 12; v++ {
			text := fmt.Sprintf("play %d %d", v, v)
			m, msg := checkMove("", s, legal, text)
			if msg == "" || !strings.HasPrefix(msg, "illegal") {
				continue
			}
			if err := s.Clone().Apply(m); err == nil {
				continue
			}
			if strings.Contains(msg, "see also mojo.turn.equal: ") {
				return
			}
		}
	}
	t.Fatal("no refused pair in 200 deals named mojo.turn.equal")
}
