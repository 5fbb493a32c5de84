package rules

import (
	"bytes"
	"errors"
	"io"
	"testing"

	"github.com/urfave/cli/v2"

	"tabletop/cmd/cmdutil"
	"tabletop/engine"
	"tabletop/engine/i18n"
	_ "tabletop/rulesets/makoto" // the games the command lines name
	_ "tabletop/rulesets/mojo"
)

// testFactory is a factory with no help machinery: the command as built,
// the application's streams, message IDs for texts, no colours, the game
// named by the first argument and --option read without --variant.
func testFactory() *cmdutil.Factory {
	return &cmdutil.Factory{
		Command: func(c *cli.Command) *cli.Command { return c },
		Streams: func(c *cli.Context) cmdutil.IOStreams {
			return cmdutil.IOStreams{In: c.App.Reader, Out: c.App.Writer, ErrOut: c.App.ErrWriter}
		},
		Tr:    func(_, id string, _ map[string]any) string { return id },
		TrN:   func(_, id string, _ int, _ map[string]any) string { return id },
		Style: func(io.Writer) cmdutil.Style { return cmdutil.Style{} },
		GameArg: func(c *cli.Context) (engine.Ruleset, error) {
			rs, err := engine.Lookup(c.Args().First())
			if err != nil {
				return nil, cmdutil.UsageError(err)
			}
			return rs, nil
		},
		RuleOptions: func(c *cli.Context, rs engine.Ruleset) (engine.Options, error) {
			opts := engine.Options{}
			for _, kv := range c.StringSlice("option") {
				k, v, err := engine.ParseOption(kv)
				if err != nil {
					return nil, cmdutil.UsageError(err)
				}
				opts[k] = v
			}
			return engine.Resolve(rs.Options(), opts)
		},
		Pager: func(ios cmdutil.IOStreams, fn func(cmdutil.IOStreams) error) error { return fn(ios) },
	}
}

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
			cmd := NewCmdRules(testFactory(), func(o *Options) error { got = o; return nil })
			var out bytes.Buffer
			app := &cli.App{Name: "tabletop", Commands: []*cli.Command{cmd}, Writer: &out, ErrWriter: &out,
				ExitErrHandler: func(*cli.Context, error) {}}
			err := app.Run(append([]string{"tabletop", "rules"}, c.args...))
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
	f := testFactory()
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
