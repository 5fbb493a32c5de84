package cmd

import (
	"fmt"
	"slices"
	"strings"

	"github.com/urfave/cli/v2"

	"tabletop/cmd/completion"
	"tabletop/cmd/internal/seating"
	"tabletop/engine"
	"tabletop/engine/fileio"
	"tabletop/scorepad"
)

// Shell completion. The scripts of 'tabletop completion' run the command
// line typed so far with --generate-bash-completion; urfave/cli then calls
// the command's BashComplete, which prints the candidates one a line:
// subcommands, game names, rule IDs (rules GAME), flags, and the values of
// flags that name something the tool knows (--option KEY=VALUE, --variant,
// --players bot:NAME, --bots, review --seat: the players of its file).

// completeFlag is the flag the completion scripts add.
const completeFlag = "--generate-bash-completion"

// completionArgsKey holds, in App.Metadata, the words typed so far (the
// flags reordered for parsing lose the information of which came last).
const completionArgsKey = "completion-words"

// completing reports whether args ask for completions, and returns the
// arguments to run: the words reordered like any command line, with the
// completion flag kept last where urfave/cli looks for it.
func completing(app *cli.App, args []string) ([]string, bool) {
	if len(args) < 2 || args[len(args)-1] != completeFlag {
		return args, false
	}
	words := args[1 : len(args)-1]
	if app.Metadata == nil {
		app.Metadata = map[string]any{}
	}
	app.Metadata[completionArgsKey] = words
	// A flag being typed, or waiting for its value, is left out of the
	// run: it would swallow the next word or stop the parse.
	run := args[:len(args)-1]
	if n := len(run); n > 1 && strings.HasPrefix(run[n-1], "-") {
		run = run[:n-1]
	}
	reordered, err := reorderArgs(app, run)
	if err != nil {
		reordered = run
	}
	return append(reordered, completeFlag), true
}

// bashComplete prints the candidates for the next word of the command line
// (or for the flag being typed).
func bashComplete(c *cli.Context) {
	words, _ := c.App.Metadata[completionArgsKey].([]string)
	for _, s := range completions(c, words) {
		fmt.Fprintln(c.App.Writer, s)
	}
}

// completions lists the candidates for the word after words, in the
// context of c's command.
func completions(c *cli.Context, words []string) []string {
	cmd := c.Command
	var flags []cli.Flag
	var subs []*cli.Command
	if cmd == nil || cmd.Name == "" || cmd.Name == c.App.Name {
		cmd = nil
		flags, subs = c.App.Flags, c.App.Commands
	} else {
		flags, subs = cmd.Flags, cmd.Subcommands
	}
	last := ""
	if len(words) > 0 {
		last = words[len(words)-1]
	}
	game := completionGame(c, cmd)
	if f := flagNamed(flags, strings.TrimLeft(last, "-")); f != nil && strings.HasPrefix(last, "-") && !strings.Contains(last, "=") {
		if takesValue(flags, last) {
			if f.Names()[0] == "seat" {
				return filePlayers(c.Args().First())
			}
			return flagValues(f.Names()[0], game, cmd)
		}
	}
	if strings.HasPrefix(last, "-") {
		return flagNames(flags)
	}
	var out []string
	if len(subs) > 0 && c.NArg() == 0 {
		for _, s := range subs {
			if !s.Hidden && (cmd == nil || s.Name != "help") {
				out = append(out, s.Name)
			}
		}
		if len(out) > 0 {
			return out
		}
	}
	if cmd == nil {
		return nil
	}
	switch {
	case cmd.Name == "completion" && c.NArg() == 0:
		return slices.Clone(completion.Shells)
	case takesGame(cmd) && c.NArg() == 0:
		return takenGames(cmd)
	case cmd.Name == "rules" && game != nil:
		for _, r := range game.Rules() {
			out = append(out, r.ID)
		}
		return out
	}
	return nil
}

// filePlayers lists the players of the game log or table journal at path
// (review --seat), none when it is neither.
func filePlayers(path string) []string {
	data, err := fileio.ReadLimited(path)
	if err != nil || path == "" {
		return nil
	}
	if fileio.FileKind(data) == fileio.KindJournal {
		if j, err := scorepad.LoadJournal(path); err == nil {
			return j.Players
		}
		return nil
	}
	if l, err := engine.ParseLog(path, data); err == nil {
		return l.Players
	}
	return nil
}

// takenGames lists, by name, the games the command's first argument may
// name (nil for a command that takes none): every registered game for a
// usage that starts with GAME, else the games the usage lists
// (mojo|makoto), which come from the registry and the games' capabilities
// (listed).
func takenGames(cmd *cli.Command) []string {
	first, _, _ := strings.Cut(strings.TrimLeft(cmd.ArgsUsage, "["), " ")
	switch first {
	case "":
		return nil
	case "GAME":
		return engine.Names()
	}
	games := strings.Split(first, "|")
	for _, g := range games {
		if _, err := engine.Lookup(g); err != nil {
			return nil
		}
	}
	slices.Sort(games)
	return games
}

// takesGame reports whether the command's first argument is a game.
func takesGame(cmd *cli.Command) bool { return takenGames(cmd) != nil }

// completionGame is the game the command line names: the first argument
// of a command that takes a game, or the command itself (score mojo).
func completionGame(c *cli.Context, cmd *cli.Command) engine.Ruleset {
	if cmd == nil {
		return nil
	}
	if rs, err := engine.Lookup(cmd.Name); err == nil {
		return rs
	}
	if takesGame(cmd) {
		if rs, err := engine.Lookup(c.Args().First()); err == nil {
			return rs
		}
	}
	return nil
}

// flagNames lists the flags as typed (--name), long names only.
func flagNames(flags []cli.Flag) []string {
	var out []string
	for _, f := range flags {
		if vf, ok := f.(cli.VisibleFlag); ok && !vf.IsVisible() {
			continue
		}
		for _, n := range f.Names() {
			if len(n) > 1 {
				out = append(out, "--"+n)
			}
		}
	}
	return out
}

// flagValues lists the values the flag named name takes, for game (nil:
// every game cmd takes, or every game for a command that takes none).
func flagValues(name string, game engine.Ruleset, cmd *cli.Command) []string {
	games := []engine.Ruleset{game}
	if game == nil {
		games = nil
		names := engine.Names()
		if cmd != nil && takesGame(cmd) {
			names = takenGames(cmd)
		}
		for _, n := range names {
			if rs, err := engine.Lookup(n); err == nil {
				games = append(games, rs)
			}
		}
	}
	if name == "check" {
		return []string{"none", "cheap", "deep"} // sim's check levels
	}
	var out []string
	seen := map[string]bool{}
	add := func(s string) {
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	for _, rs := range games {
		switch name {
		case "option":
			for _, o := range rs.Options() {
				if len(o.Values) == 0 {
					add(o.Key + "=")
				}
				for _, v := range o.Values {
					add(o.Key + "=" + v)
				}
			}
		case "variant":
			for _, o := range rs.Options() {
				if o.Key == "variant" {
					for _, v := range o.Values {
						add(v)
					}
				}
			}
		case "players":
			for _, b := range rs.Bots() {
				add(seating.BotPrefix + b)
			}
		case "bots":
			for _, b := range rs.Bots() {
				add(b)
			}
		}
	}
	return out
}
