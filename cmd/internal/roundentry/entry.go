// Package roundentry is the round a person enters at the table, for
// 'tabletop score' and 'tabletop pad add' and 'pad edit': its ruleset
// describes it as data (scoring.RoundScorer), and this package builds the
// flags, the form and the entry from that description, and reads the
// players' NAME=VALUES flags. Its words are in cmd's catalogue
// (cmd/locales).
package roundentry

import (
	"github.com/urfave/cli/v2"

	"tabletop/cmd/cmdutil"
	"tabletop/engine"
	"tabletop/engine/capability"
	"tabletop/engine/i18n"
	"tabletop/engine/scoring"
	"tabletop/scorepad"
)

// Scorers returns the registered games that score rounds from cards, by
// name.
func Scorers() []engine.Ruleset {
	var out []engine.Ruleset
	for _, name := range engine.Names() {
		if rs, err := engine.Lookup(name); err == nil && capability.Has(rs, capability.Scoring) {
			out = append(out, rs)
		}
	}
	return out
}

// ScorerOf returns rs's scoring.RoundScorer.
func ScorerOf(rs engine.Ruleset) (scoring.RoundScorer, error) {
	sc, ok := rs.(scoring.RoundScorer)
	if !ok {
		return nil, cmdutil.UsageError(cmdutil.CLIError("arg.no-card-scoring", i18n.Args{"Game": rs.Title()}))
	}
	return sc, nil
}

// fieldFlag is the flag of one field, without its help: the ruleset's
// words, which WithGameHelp gives it in the run's language.
func fieldFlag(game string, f scoring.RoundField) cli.Flag {
	if f.Kind == scoring.FieldPerPlayer {
		return &cli.StringSliceFlag{Name: f.Name, Category: game}
	}
	return &cli.StringFlag{Name: f.Name, Category: game}
}

// WithGameHelp gives c, a command f.Command finished, the help its games
// rss supply, in the factory's language: its field flags' help and, when
// help is not nil, its usage and description. No key of cmd's catalogue
// holds a game's words, so they are set after f.Command.
func WithGameHelp(f *cmdutil.Factory, c *cli.Command, help *scoring.EntryHelp, rss ...engine.Ruleset) *cli.Command {
	if help != nil {
		c.Usage, c.Description = help.Usage.In(f.Lang), help.Description.In(f.Lang)
	}
	usage := map[string]i18n.Phrase{}
	for _, rs := range rss {
		sc, err := ScorerOf(rs)
		if err != nil {
			continue
		}
		for _, fd := range sc.RoundFields() {
			if _, ok := usage[fd.Name]; !ok {
				usage[fd.Name] = fd.Usage
			}
		}
	}
	for _, fl := range c.Flags {
		p, ok := usage[fl.Names()[0]]
		if !ok {
			continue
		}
		switch x := f.PlainFlag(fl).(type) {
		case *cli.StringFlag:
			x.Usage = p.In(f.Lang)
		case *cli.StringSliceFlag:
			x.Usage = p.In(f.Lang)
		}
	}
	return c
}

// Flags are the flags of every field of rss, each name once.
func Flags(rss ...engine.Ruleset) []cli.Flag {
	var flags []cli.Flag
	seen := map[string]bool{}
	for _, rs := range rss {
		sc, err := ScorerOf(rs)
		if err != nil {
			continue
		}
		for _, f := range sc.RoundFields() {
			if !seen[f.Name] {
				seen[f.Name] = true
				flags = append(flags, fieldFlag(rs.Title(), f))
			}
		}
	}
	return flags
}

// AllFields are the fields of every game, each name once, with the game
// that has them.
func AllFields() []scoring.RoundField {
	var out []scoring.RoundField
	seen := map[string]bool{}
	for _, rs := range Scorers() {
		sc, _ := ScorerOf(rs)
		for _, f := range sc.RoundFields() {
			if !seen[f.Name] {
				seen[f.Name] = true
				out = append(out, f)
			}
		}
	}
	return out
}

// PlayersField is the field that lists every player's cards: it names the
// players of 'tabletop score'.
func PlayersField(sc scoring.RoundScorer) scoring.RoundField {
	for _, f := range sc.RoundFields() {
		if f.Kind == scoring.FieldPerPlayer {
			return f
		}
	}
	return scoring.RoundField{}
}

// FormNeeded are the fields whose absence asks with a form: those naming
// players' cards or one player.
func FormNeeded(sc scoring.RoundScorer) []string {
	var out []string
	for _, f := range sc.RoundFields() {
		if f.Kind == scoring.FieldPerPlayer || f.Kind == scoring.FieldPlayer {
			out = append(out, f.Name)
		}
	}
	return out
}

// FromFlags reads the round's fields from the flags for players; a field
// naming players in order that is not given is asked for with form on a
// terminal.
func FromFlags(c *cli.Context, form func() cmdutil.Form, sc scoring.RoundScorer, players []string) (scoring.Entry, error) {
	var e scoring.Entry
	for _, f := range sc.RoundFields() {
		switch f.Kind {
		case scoring.FieldPerPlayer:
			pairs, err := PairValues(c, f.Name)
			if err != nil {
				return e, err
			}
			cards, err := HandsByPlayer(pairs, players, f.Name, sc.ParseCards)
			if err != nil {
				return e, err
			}
			e.SetCards(f.Name, cards...)
		case scoring.FieldPlayer:
			name := c.String(f.Name)
			if name == "" {
				if !f.Required.IsZero() {
					return e, cmdutil.UsageError(i18n.At("--"+f.Name, &i18n.Error{Msg: f.Required}))
				}
				continue
			}
			seat, err := scorepad.SeatOf(players, name)
			if err != nil {
				return e, cmdutil.UsageError(i18n.At("--"+f.Name, err))
			}
			e.SetSeats(f.Name, seat)
		case scoring.FieldPlayers:
			v := c.String(f.Name)
			if !c.IsSet(f.Name) && cmdutil.IsTerminal(c.App.Reader) {
				// Not given: ask rather than score as if nobody went out.
				asked, err := AskPlayersField(form(), f, players)
				if err != nil {
					return e, err
				}
				v = asked
			}
			seats, err := SeatsOf(players, v, "--"+f.Name)
			if err != nil {
				return e, err
			}
			e.SetSeats(f.Name, seats...)
		case scoring.FieldCards:
			cards, err := sc.ParseCards(c.String(f.Name))
			if err != nil {
				return e, cmdutil.UsageError(i18n.At("--"+f.Name, err))
			}
			e.SetCards(f.Name, cards)
		}
	}
	return e, nil
}
