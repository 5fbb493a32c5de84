package play

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tabletop/cmd/cmdutil"
	"tabletop/cmd/cmdutil/cmdtest"
	"tabletop/cmd/internal/seating"
	"tabletop/cmd/replay"
	"tabletop/engine"
	_ "tabletop/rulesets/makoto" // the games played
	_ "tabletop/rulesets/mojo"
)

// These tests run play in-process, over options and buffers, with the
// commands' words; the end-to-end tests in e2e/ run the binary.

func init() { cmdtest.RegisterWords() }

// withWords gives o the commands' words, no colours and the program's
// name, as the application's factory does (what o has already stays).
func withWords(o *Options) *Options {
	if o.Tr == nil {
		o.Tr, o.TrN = cmdtest.Tr, cmdtest.TrN
	}
	if o.Style == nil {
		o.Style = func(io.Writer) cmdutil.Style { return cmdutil.Style{} }
	}
	if o.Self == nil {
		o.Self = func() string { return "tabletop" }
	}
	return o
}

// testOptions are the options of a game with nothing set but the words.
func testOptions() *Options { return withWords(&Options{}) }

// runPlay plays o over ios (Run).
func runPlay(o *Options, ios cmdutil.IOStreams) error {
	o.IO = ios
	return Run(withWords(o))
}

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

func mustSeats(t *testing.T, rs engine.Ruleset, list string) []seating.Seat {
	t.Helper()
	seats, err := seating.ParseSeats(rs, list)
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

// goldenPath is a golden file of the end-to-end tests.
func goldenPath(name string) string { return filepath.Join("..", "..", "testdata", "golden", name) }

// readGolden reads a golden file of the end-to-end tests.
func readGolden(t *testing.T, name string) string {
	t.Helper()
	data, err := os.ReadFile(goldenPath(name))
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// exitOf is the exit code of a run that returned err.
func exitOf(err error) int {
	if err == nil {
		return cmdutil.ExitOK
	}
	return cmdutil.ExitCode(err)
}

// runReplay replays o over ios with the commands' words (replay.Run).
func runReplay(o *replay.Options, ios cmdutil.IOStreams) error {
	o.IO, o.Tr, o.TrN, o.Style = ios, cmdtest.Tr, cmdtest.TrN, withWords(&Options{}).Style
	return replay.Run(o)
}

// lineReader hands out one line per Read, as a terminal does; huh's
// accessible prompts each read through their own buffer.
type lineReader struct{ lines []string }

func (r *lineReader) Read(p []byte) (int, error) {
	if len(r.lines) == 0 {
		return 0, io.EOF
	}
	n := copy(p, r.lines[0]+"\n")
	r.lines = r.lines[1:]
	return n, nil
}

// resumeFromFile is the game saved in file, to go on with (as play
// --resume reads it).
func resumeFromFile(file string) (*Options, error) {
	setup, err := seating.FromLog(file)
	if err != nil {
		return nil, err
	}
	return &Options{Setup: *setup}, nil
}
