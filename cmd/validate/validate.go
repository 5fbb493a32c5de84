// Package validate is the validate command: it settles a dispute, whether
// a declared move is legal on a described table and by which rule. Its
// words are in cmd's catalogue (cmd/locales).
package validate

import (
	"fmt"
	"io"
	"strings"

	"github.com/urfave/cli/v2"

	"tabletop/cmd/cmdutil"
	"tabletop/engine"
	"tabletop/engine/hints"
	"tabletop/engine/i18n"
	"tabletop/validator"
)

// Options is everything validate needs: the position file and the
// declared move, read from the command line.
type Options struct {
	File string
	Move string
	JSON bool
	// IO and Tr are the streams and the message lookup the command runs
	// with (from the factory).
	IO cmdutil.IOStreams
	Tr func(lang, id string, data i18n.Args) string
	// Style is the style of the output (colours on a terminal).
	Style cmdutil.Style
}

// NewCmdValidate builds the validate command from f. When runF is not
// nil the command, once its flags and arguments are read into Options,
// calls runF instead of judging the move (the tests of its flags).
func NewCmdValidate(f *cmdutil.Factory, runF func(*Options) error) *cli.Command {
	return f.Command(&cli.Command{
		Name:      "validate",
		Usage:     "settle a dispute: is a declared move legal on the described table, and by which rule",
		ArgsUsage: "POSITION.yaml \"MOVE\"",
		Description: `Reads a position file (what the table shows when the move is declared),
applies the declared move with the game's rules engine and prints the
verdict: legal or illegal, the rule ID that decides it, one plain sentence
of reason, and what the move does. Without the mover's hand in the file,
only what the table shows is checked, and the reason says so.

Exit status: 0 legal, 1 illegal, 2 bad input (the file or the move cannot
be read; the message names the file and line).

Move notation: Mojo "play 8 8 7", "play 8 8 9 on 2 draw 1", "reveal 7";
Makoto "play 3 3 3", "play 13 13 13 take 1 1 1", "play 6 6 6 discard 1",
"pass", "pass oracle", "lid take 7" ("9s" is a Sword card).

Examples:
   tabletop validate testdata/positions/mojo-rulebook-chain.yaml "play 8 8 7"
   tabletop validate testdata/positions/makoto-curtain-3.yaml "play 13 13 13 take 1 1 1" --json
   tabletop rules mojo mojo.turn.chain-only-equal`,
		Flags: []cli.Flag{cmdutil.JSONFlag()},
		Action: func(c *cli.Context) error {
			args := c.Args().Slice()
			if len(args) > 1 && args[1] == "--" {
				// The end of options between the file and the move (flags
				// are read until the first argument, so it stays one).
				args = append(args[:1:1], args[2:]...)
			}
			if len(args) < 2 {
				return cmdutil.UsageError(cmdutil.CLIError("arg.validate-args", nil))
			}
			ios := f.Streams(c)
			o := &Options{File: args[0], Move: strings.Join(args[1:], " "), JSON: c.Bool("json"),
				IO: ios, Tr: f.Tr, Style: f.Style(ios.Out)}
			if runF != nil {
				return runF(o)
			}
			return Run(o)
		},
	})
}

// Report is the --json document (CLI.md): legal, rule (the rule that
// decides), the refusal of an illegal move ({"rule", "reason"}) and
// effects_detail, the effects each with its rule. reason and effects
// (texts) are deprecated, kept for one release: reason is refusal.reason
// for an illegal move (a sentence of the effects for a legal one),
// effects the texts of effects_detail.
type Report struct {
	Legal bool   `json:"legal"`
	Rule  string `json:"rule"`
	// Deprecated: refusal.reason.
	Reason i18n.Phrase `json:"reason"`
	// Refusal is why an illegal move is refused (absent for a legal one).
	Refusal *engine.RuleError `json:"refusal,omitempty"`
	// Deprecated: the texts of effects_detail.
	Effects       []string        `json:"effects"`
	Game          string          `json:"game"`
	Move          string          `json:"move"`
	Player        string          `json:"player"`
	Checked       string          `json:"checked"`
	Next          string          `json:"next,omitempty"`
	EffectsDetail []engine.Effect `json:"effects_detail"`
	// Hint is, for an illegal move, the rule the player most likely had in
	// mind when it is not the one that refuses the move.
	Hint *hints.Hint `json:"hint,omitempty"`
}

// Run judges o's move on o's position and prints the verdict on o.IO.Out.
func Run(o *Options) error {
	table, err := validator.Load(o.File)
	if err != nil {
		return err
	}
	v, err := table.Validate(o.Move)
	if err != nil {
		return err
	}
	rep := Report{Legal: v.Legal, Rule: v.Rule, Reason: v.Reason, Effects: []string{}, Game: table.Game,
		Move: v.Move, Player: v.Player, Checked: "hand and table", Next: v.Next, EffectsDetail: []engine.Effect{}, Hint: v.Hint}
	if !v.HandKnown {
		rep.Checked = "table only"
	}
	if !v.Legal {
		rep.Refusal = &engine.RuleError{Rule: v.Rule, Reason: v.Reason}
	}
	for _, e := range v.Effects {
		rep.Effects = append(rep.Effects, e.Text.String())
		rep.EffectsDetail = append(rep.EffectsDetail, e)
	}
	if o.JSON {
		if err := cmdutil.WriteJSON(o.IO.Out, rep); err != nil {
			return err
		}
	} else if err := printVerdict(o.IO.Out, o.Style, o.Tr, o.IO.Lang, rep); err != nil {
		return err
	}
	if !v.Legal {
		return cmdutil.VerdictError(cmdutil.ErrSilent)
	}
	return nil
}

// printVerdict prints the verdict for people, in lang: the reason and
// effects told from their messages (the English of --json in English), and
// in another language the rule that decides, from the translated
// catalogue.
func printVerdict(w io.Writer, sty cmdutil.Style, tr func(lang, id string, data i18n.Args) string, lang string, rep Report) error {
	data := i18n.Args{"Player": i18n.Player(rep.Player), "Move": rep.Move}
	if rep.Legal {
		fmt.Fprintf(w, "%s %s  [%s]\n", sty.Bold(sty.Green(tr(lang, "verdict.legal-label", data))), tr(lang, "verdict.legal", data), rep.Rule)
	} else {
		fmt.Fprintf(w, "%s %s  [%s]\n", sty.Bold(sty.Red(tr(lang, "verdict.illegal-label", data))), tr(lang, "verdict.illegal", data), rep.Rule)
	}
	fmt.Fprintln(w, rep.Reason.In(lang))
	if r, ok := localRule(rep.Game, rep.Rule, lang); ok {
		fmt.Fprintln(w, cmdutil.WrapText(tr(lang, "verdict.rule", i18n.Args{"Title": r.Title, "Text": r.Text}), 76))
	}
	see := rep.Rule
	if rep.Hint != nil {
		fmt.Fprintf(w, "%s %s\n", sty.Bold(tr(lang, "verdict.see-also", i18n.Args{"Rule": rep.Hint.Rule})), rep.Hint.Text.In(lang))
		see += " " + rep.Hint.Rule
	}
	if len(rep.EffectsDetail) > 0 {
		fmt.Fprintln(w, tr(lang, "verdict.effects", nil))
		for _, e := range rep.EffectsDetail {
			fmt.Fprintf(w, "  - %s  %s\n", e.Text.In(lang), sty.Dim("["+e.Rule+"]"))
		}
	}
	if rep.Next != "" {
		fmt.Fprintln(w, tr(lang, "verdict.next", i18n.Args{"Next": i18n.Player(rep.Next)}))
	}
	_, err := fmt.Fprintln(w, tr(lang, "verdict.see", i18n.Args{"Game": rep.Game, "Rule": see}))
	return err
}

// localRule returns rule id of game in lang, when lang is not English and
// the ruleset has the rule.
func localRule(game, id, lang string) (engine.Rule, bool) {
	if lang == "" || lang == i18n.English {
		return engine.Rule{}, false
	}
	rs, err := engine.Lookup(game)
	if err != nil {
		return engine.Rule{}, false
	}
	for _, r := range engine.RulesIn(rs, lang) {
		if r.ID == id {
			return r, true
		}
	}
	return engine.Rule{}, false
}
