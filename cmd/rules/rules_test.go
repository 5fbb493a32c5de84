package rules

import (
	"bytes"
	"errors"
	"io"
	"testing"

	"tabletop/cmd/cmdutil"
	"tabletop/cmd/cmdutil/cmdtest"
	"tabletop/engine"
	"tabletop/engine/i18n"
	_ "tabletop/rulesets/makoto" // the games the command lines name
	_ "tabletop/rulesets/mojo"
)

// TestNewCmdRulesArgs reads command lines into Options without printing
// a rule: runF captures what the command would run with.
func TestNewCmdRulesArgs(t *testing.T) {
	for _, c := range []struct {
		name string
		args []string
		want *Options // Game is compared by name; nil: a usage error
		game string
	}{
		{"every rule", []string{"mojo"}, &Options{}, "mojo"},
		{"one rule", []string{"mojo", "mojo.turn.equal"}, &Options{ID: "mojo.turn.equal"}, "mojo"},
		{"rules joined", []string{"makoto", "kensei", "follow"}, &Options{ID: "kensei follow"}, "makoto"},
		{"bare rule ID", []string{"mojo.turn.equal"}, &Options{ID: "mojo.turn.equal"}, "mojo"},
		{"bare rule IDs", []string{"makoto.kensei", "makoto.lid"}, &Options{ID: "makoto.kensei makoto.lid"}, "makoto"},
		{"json first", []string{"--json", "mojo"}, &Options{JSON: true}, "mojo"},
		{"markdown to a file", []string{"--markdown", "--output", "R.md", "makoto"}, &Options{Markdown: true, Output: "R.md"}, "makoto"},
		{"languages", []string{"--languages"}, &Options{Languages: true}, ""},
		{"languages json", []string{"--languages", "--json"}, &Options{Languages: true, JSON: true}, ""},
		{"unknown game", []string{"nope"}, nil, ""},
		{"unknown game of a rule ID", []string{"nope.turn"}, nil, ""},
		{"no game", nil, nil, ""},
		{"bad option (flags first, as the application puts them)", []string{"--option", "nope=1", "mojo"}, nil, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			var got *Options
			cmd := NewCmdRules(cmdtest.Factory(), func(o *Options) error { got = o; return nil })
			var out bytes.Buffer
			err := cmdtest.Run(cmd, &out, c.args...)
			if c.want == nil {
				if cmdutil.ExitCode(err) != cmdutil.ExitUsage || err == nil || got != nil {
					t.Fatalf("%q: err %v (exit %d), ran with %+v; want a usage error", c.args, err, cmdutil.ExitCode(err), got)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got == nil {
				t.Fatal("runF not called")
			}
			game := ""
			if got.Game != nil {
				game = got.Game.Name()
			}
			if game != c.game || got.ID != c.want.ID || got.JSON != c.want.JSON || got.Markdown != c.want.Markdown ||
				got.Output != c.want.Output || got.Languages != c.want.Languages {
				t.Fatalf("%q: game %q %+v, want %q %+v", c.args, game, *got, c.game, *c.want)
			}
			if got.IO.Out != &out || got.Tr == nil || got.TrN == nil || got.Style == nil {
				t.Fatal("the options do not carry the application's streams, messages and style")
			}
			if c.game != "" && got.Options == nil {
				t.Fatal("no options in force")
			}
		})
	}
}

// TestRunOptionValue: an option given is the value in force in the report;
// a rule no option changes lists none.
func TestRunOptionValue(t *testing.T) {
	rs, err := engine.Lookup("makoto")
	if err != nil {
		t.Fatal(err)
	}
	opts, err := engine.Resolve(rs.Options(), engine.Options{"rewards": "50,40,30"})
	if err != nil {
		t.Fatal(err)
	}
	f := cmdtest.Factory()
	var out bytes.Buffer
	o := &Options{Game: rs, Options: opts, ID: "makoto.rewards", JSON: true, IO: cmdutil.IOStreams{Out: &out}, Tr: f.Tr, TrN: f.TrN, Style: f.Style}
	if err := Run(o); err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(out.Bytes(), []byte(`"value": "50,40,30"`)) {
		t.Fatalf("the option in force is missing:\n%s", out.String())
	}
	o.ID, o.JSON = "makoto.nope", false
	err = Run(o)
	var ie *i18n.Error
	if cmdutil.ExitCode(err) != cmdutil.ExitUsage || !errors.As(err, &ie) || ie.Msg.ID != "cli.arg.no-rule" {
		t.Fatalf("unknown rule: %v, want the usage error cli.arg.no-rule", err)
	}
}

// TestRunGoldens prints rules with the commands' words as the end-to-end
// goldens have them, and refuses an unknown rule with a usage error.
func TestRunGoldens(t *testing.T) {
	mojo := cmdtest.MustGame(t, "mojo")
	tests := []struct {
		name   string
		opts   Options
		golden string
		want   string
		code   int
	}{
		{name: "one rule", opts: Options{Game: mojo, ID: "mojo.turn.equal"}, golden: "rules-mojo-turn-equal.txt"},
		{name: "a variant's rule", opts: Options{Game: mojo, ID: "mojo.two-piles", Options: engine.Options{"variant": "two-piles"}}, golden: "rules-mojo-two-piles.txt"},
		{name: "every rule", opts: Options{Game: mojo}, want: "mojo.score.mojo"},
		{name: "JSON", opts: Options{Game: mojo, ID: "mojo.turn", JSON: true}, want: `"id": "mojo.turn.equal"`},
		{name: "unknown rule", opts: Options{Game: mojo, ID: "mojo.nonsense"}, code: cmdutil.ExitUsage},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			o := tc.opts
			o.Options = cmdtest.MustOptions(t, o.Game, o.Options)
			ios, out, _ := cmdtest.Streams("")
			o.IO, o.Tr, o.TrN, o.Style = ios, cmdtest.Tr, cmdtest.TrN, func(io.Writer) cmdutil.Style { return cmdutil.Style{} }
			err := Run(&o)
			cmdtest.CheckRun(t, err, out.String(), tc.code, tc.golden, tc.want)
		})
	}
}
