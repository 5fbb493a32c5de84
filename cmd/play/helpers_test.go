package play

import (
	"io"
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

func mustSeats(t *testing.T, rs engine.Ruleset, list string) []seating.Seat {
	t.Helper()
	seats, err := seating.ParseSeats(rs, list)
	if err != nil {
		t.Fatal(err)
	}
	return seats
}

// runReplay replays o over ios with the commands' words (replay.Run).
func runReplay(o *replay.Options, ios cmdutil.IOStreams) error {
	o.IO, o.Tr, o.TrN, o.Style = ios, cmdtest.Tr, cmdtest.TrN, withWords(&Options{}).Style
	return replay.Run(o)
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
