// Package rules is the rules command: a game's rule catalogue by rule ID,
// with its options and their defaults, as text, JSON or the Markdown
// reference kept as rulesets/GAME/RULES.md. Its words are in cmd's
// catalogue (cmd/locales).
package rules

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/urfave/cli/v2"

	"tabletop/cmd/cmdutil"
	"tabletop/engine"
	"tabletop/engine/i18n"
	"tabletop/engine/typo"
)

// NewCmdRules builds the rules command from f. When runF is not nil the
// command, once its flags and arguments are read into Options, calls runF
// instead of printing the rules (the tests of its flags).
func NewCmdRules(f *cmdutil.Factory, runF func(*Options) error) *cli.Command {
	return f.Command(&cli.Command{
		Name:      "rules",
		Usage:     "list a game's rules by ID, with its options and their defaults",
		ArgsUsage: "GAME [RULE-ID...]",
		Description: `Prints the rule catalogue: every rule with its stable ID (the IDs verdicts
cite), an explanation, and the rule options with their values, defaults and
the values in force (change them with --option KEY=VALUE). With a RULE-ID,
prints that rule alone with the options that change it; a prefix such as
mojo.turn prints every rule under it. --markdown prints the same as a
Markdown reference (the repository keeps it as rulesets/GAME/RULES.md, and
RULES.pl.md, RULES.fr.md, RULES.ru.md in the other languages).

Text and Markdown come in the language of --lang (en, pl, fr, ru), else
of the locale (LC_ALL, LC_MESSAGES, LANG), else English; --json is the
same in every language (the English catalogue). --languages (or --lang
with no value) lists the languages.

Examples:
   tabletop rules mojo
   tabletop rules mojo mojo.turn.equal
   tabletop rules makoto kensei follow     (the game's name may be left out)
   tabletop rules makoto makoto.curtain --option rewards=50,40,30
   tabletop rules mojo --json
   tabletop rules mojo --markdown --output rulesets/mojo/RULES.md
   tabletop rules mojo mojo.turn.equal --lang pl
   tabletop rules --languages`,
		Flags: []cli.Flag{cmdutil.OptionFlag(), cmdutil.VariantFlag(), cmdutil.JSONFlag(), markdownFlag(), outputFlag(), languagesFlag()},
		Action: func(c *cli.Context) error {
			ios := f.Streams(c)
			if c.Bool("languages") {
				o := &Options{Languages: true, JSON: c.Bool("json"), IO: ios, Tr: f.Tr, TrN: f.TrN, Style: f.Style}
				if runF != nil {
					return runF(o)
				}
				return Run(o)
			}
			o, err := newOptions(f, c)
			if err != nil {
				return err
			}
			if runF != nil {
				return runF(o)
			}
			// The whole reference is long (rules mojo is some 150 lines):
			// paged on a terminal.
			return f.Pager(ios, func(ios cmdutil.IOStreams) error { o.IO = ios; return Run(o) })
		},
	})
}

// Report is the --json document: the game, its rules and its options.
type Report struct {
	Game    string        `json:"game"`
	Title   string        `json:"title"`
	Players [2]int        `json:"players"`
	Rules   []engine.Rule `json:"rules"`
	Options []OptionState `json:"options"`
}

// OptionState is an option with the value in force.
type OptionState struct {
	engine.OptionSpec
	Value string `json:"value"`
}

// Options is everything rules needs, read from its arguments and flags.
type Options struct {
	Game    engine.Ruleset
	Options engine.Options
	// ID is the rule, or the prefix of the rules, to show ("": every rule);
	// several are separated by spaces.
	ID   string
	JSON bool
	// Markdown prints the reference in Markdown; Output writes it to a file.
	Markdown bool
	Output   string
	// Languages lists the languages instead of rules.
	Languages bool
	// IO, Tr and TrN are the streams and the message lookups the command
	// runs with (from the factory).
	IO  cmdutil.IOStreams
	Tr  func(lang, id string, data i18n.Args) string
	TrN func(lang, id string, n int, data i18n.Args) string
	// Style returns the style for writing to w (colours on a terminal).
	Style func(w io.Writer) cmdutil.Style
}

// newOptions reads rules' arguments and flags.
// A bare rule ID names its game: "rules mojo.turn.equal" is "rules mojo
// mojo.turn.equal".
func newOptions(f *cmdutil.Factory, c *cli.Context) (*Options, error) {
	ids := c.Args().Tail()
	rs, err := ruleIDGame(c.Args().First())
	if err == nil {
		ids = c.Args().Slice()
	} else if rs, err = f.GameArg(c); err != nil {
		return nil, err
	}
	opts, err := f.RuleOptions(c, rs)
	if err != nil {
		return nil, err
	}
	return &Options{Game: rs, Options: opts, ID: strings.Join(ids, " "), JSON: c.Bool("json"),
		Markdown: c.Bool("markdown"), Output: c.String("output"),
		IO: f.Streams(c), Tr: f.Tr, TrN: f.TrN, Style: f.Style}, nil
}

// ruleIDGame returns the game a rule ID such as "mojo.turn.equal" names
// before its first dot, when arg is one and not a game's name.
func ruleIDGame(arg string) (engine.Ruleset, error) {
	game, rest, ok := strings.Cut(arg, ".")
	if !ok || rest == "" {
		return nil, errNotRuleID
	}
	return engine.Lookup(game)
}

var errNotRuleID = errors.New("not a rule ID")

// Run prints the rules of o on o.IO.Out.
func Run(o *Options) error {
	ios := o.IO
	if o.Languages {
		return printLanguages(o, o.JSON)
	}
	rs, opts := o.Game, o.Options
	rules := rs.Rules()
	specs := rs.Options()
	if !o.JSON {
		// Words in the reader's language; JSON stays the English catalogue.
		rules, specs = engine.RulesIn(rs, ios.Lang), engine.OptionsIn(rs, ios.Lang)
	}
	if id := o.ID; id != "" {
		rules = selectRules(rules, id)
		if len(rules) == 0 {
			return cmdutil.UsageError(cmdutil.CLIError("arg.no-rule", i18n.Args{"Game": rs.Title(), "Rule": missingRule(rs.Rules(), rs.Name(), id)}))
		}
		specs = optionsFor(specs, rules)
	}
	rep := Report{Game: rs.Name(), Title: rs.Title(), Players: [2]int{rs.MinPlayers(), rs.MaxPlayers()}, Rules: rules}
	for _, s := range specs {
		rep.Options = append(rep.Options, OptionState{OptionSpec: s, Value: opts[s.Key]})
	}
	return writeOutput(o, rep, o.ID != "")
}

// selectRules returns the rules ids names, separated by spaces, in order
// and each once; nil if one of them names none (see selectRule).
func selectRules(rules []engine.Rule, ids string) []engine.Rule {
	game := ""
	if len(rules) > 0 {
		game, _, _ = strings.Cut(rules[0].ID, ".")
	}
	var picked []engine.Rule
	for _, id := range strings.Fields(ids) {
		sel := selectRule(rules, game, id)
		if len(sel) == 0 {
			return nil
		}
		for _, r := range sel {
			if !slices.ContainsFunc(picked, func(p engine.Rule) bool { return p.ID == r.ID }) {
				picked = append(picked, r)
			}
		}
	}
	return picked
}

// missingRule names the first of ids that names no rule, with a likely
// correction: `"kensi" (did you mean makoto.kensei?)`.
func missingRule(rules []engine.Rule, game, ids string) words {
	for _, id := range strings.Fields(ids) {
		if len(selectRule(rules, game, id)) == 0 {
			return ruleSuggestion(rules, game, id)
		}
	}
	return words{i18n.Message("cli.arg.rule-list", i18n.Args{"Rule": i18n.Quoted(ids), "Game": game})}
}

// selectRule returns the rule with exactly this ID, or else every rule
// under it as a prefix ("mojo.turn" → mojo.turn.*). The game's name may be
// left out ("kensei" → makoto.kensei, "turn" → mojo.turn.*), and a last
// part alone finds the rules it ends ("equal" → mojo.turn.equal).
func selectRule(rules []engine.Rule, game, id string) []engine.Rule {
	id = strings.Trim(strings.ToLower(strings.TrimSpace(id)), ".")
	if id == "" {
		return nil
	}
	for _, want := range []string{id, game + "." + id} {
		for _, r := range rules {
			if r.ID == want {
				return []engine.Rule{r}
			}
		}
		var out []engine.Rule
		for _, r := range rules {
			if strings.HasPrefix(r.ID, want+".") {
				out = append(out, r)
			}
		}
		if len(out) > 0 {
			return out
		}
	}
	var out []engine.Rule
	for _, r := range rules {
		if strings.HasSuffix(r.ID, "."+id) {
			out = append(out, r)
		}
	}
	return out
}

// ruleSuggestion is " (did you mean ID?)" for a likely typo of a rule ID,
// else a pointer to the list.
func ruleSuggestion(rules []engine.Rule, game, id string) words {
	ids := make([]string, 0, 2*len(rules))
	for _, r := range rules {
		ids = append(ids, r.ID, strings.TrimPrefix(r.ID, game+"."))
	}
	if s := typo.Suggest(strings.ToLower(id), ids); s != "" {
		if !strings.HasPrefix(s, game+".") {
			s = game + "." + s
		}
		return words{i18n.Message("cli.arg.rule-suggest", i18n.Args{"Rule": i18n.Quoted(id), "Suggest": s})}
	}
	return words{i18n.Message("cli.arg.rule-list", i18n.Args{"Rule": i18n.Quoted(id), "Game": game})}
}

// optionsFor keeps the options that change one of the rules.
func optionsFor(specs []engine.OptionSpec, rules []engine.Rule) []engine.OptionSpec {
	var out []engine.OptionSpec
	for _, s := range specs {
		for _, r := range rules {
			if s.Rule == r.ID || slices.Contains(r.Options, s.Key) {
				out = append(out, s)
				break
			}
		}
	}
	return out
}

// printRules prints the report for people, in lang.
func printRules(w io.Writer, o *Options, lang string, rep Report, one bool) error {
	sty, tr := o.Style(w), o.Tr
	if !one {
		fmt.Fprintf(w, "%s\n\n", o.TrN(lang, "rules.header", rep.Players[1], i18n.Args{
			"Title": sty.Bold(rep.Title), "Min": rep.Players[0], "Max": rep.Players[1]}))
	}
	for _, r := range rep.Rules {
		fmt.Fprintf(w, "%s  %s\n", sty.Bold(r.ID), r.Title)
		fmt.Fprintf(w, "%s\n", cmdutil.Indent(cmdutil.WrapText(r.Text, 76), "    "))
		if len(r.Options) > 0 {
			fmt.Fprintf(w, "    %s\n", sty.Dim(tr(lang, "rules.rule-options", i18n.Args{"Keys": strings.Join(r.Options, ", ")})))
		}
		fmt.Fprintln(w)
	}
	if len(rep.Options) == 0 {
		if one {
			fmt.Fprintln(w, tr(lang, "rules.no-option", nil))
		}
		return nil
	}
	fmt.Fprintln(w, sty.Bold(tr(lang, "rules.options", nil))+" "+tr(lang, "rules.options-hint", nil))
	for _, opt := range rep.Options {
		values := strings.Join(opt.Values, " | ")
		if values == "" {
			values = tr(lang, "rules.free-form", nil)
		}
		detail := tr(lang, "rules.option-detail", i18n.Args{"Default": opt.Default, "Values": values, "Rule": opt.Rule})
		fmt.Fprintf(w, "%s = %s  %s\n", sty.Bold(opt.Key), opt.Value, sty.Dim(detail))
		fmt.Fprintf(w, "%s\n", cmdutil.Indent(cmdutil.WrapText(opt.Help, 76), "    "))
	}
	return nil
}

// words is a text of the commands' catalogue given as a placeholder of a
// complaint (a rule ID and what it might have meant): told in the
// person's language, its English in logs.
type words struct{ p i18n.Phrase }

func (w words) Error() string { return w.p.String() }

// Tell returns the words as a phrase.
func (w words) Tell() i18n.Phrase { return w.p }
