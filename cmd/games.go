package cmd

import (
	"strings"
	"text/template"

	"tabletop/cmd/cmdutil"
	"tabletop/engine"
	"tabletop/engine/capability"
	"tabletop/engine/i18n"
	"tabletop/host/gamewords"
	"tabletop/rulesets/makoto"
	"tabletop/rulesets/mojo"
)

// shippedGames are the games tabletop ships, in the order usage lines and
// messages list them (the order they came to tabletop: engine.ListFirst).
// Each registers itself with the engine; what it offers the commands is
// the optional interfaces it implements (engine/capability). A new game is
// its package under rulesets/ and one line here, its import (import _ for
// its init's engine.Register): it is listed after these, by name, as a
// test's game is. Help, usage lines, completion and the messages that name
// the games take them from the registry, never by hand.
var shippedGames = []engine.Ruleset{mojo.Ruleset{}, &makoto.Ruleset{}}

func init() {
	var names []string
	for _, rs := range shippedGames {
		names = append(names, rs.Name())
	}
	engine.ListFirst(names...)
}

// listed returns the registered games that keep, in the order listings
// name them (engine.Listed: shipped games first in their order, then the
// others by name).
func listed(keep func(engine.Ruleset) bool) []engine.Ruleset { return cmdutil.Games(keep) }

// listedGames are the names of the games listed keeps: the games a usage
// line lists ("mojo|makoto").
func listedGames(keep func(engine.Ruleset) bool) []string {
	var out []string
	for _, rs := range listed(keep) {
		out = append(out, rs.Name())
	}
	return out
}

// anyGame keeps every game (listedGames).
func anyGame(engine.Ruleset) bool { return true }

// having keeps the games with capability c (listedGames): the games of
// 'table' have capability.Table, those of 'score' and 'pad new'
// capability.Scoring.
func having(c capability.Name) func(engine.Ruleset) bool {
	return func(rs engine.Ruleset) bool { return capability.Has(rs, c) }
}

// scoresRounds keeps the games whose rounds are scored from the cards: the
// games of 'score' and of a pad.
var scoresRounds = having(capability.Scoring)

// titleList is games' titles, listed as each language does ("Mojo and
// Makoto").
type titleList []string

// titlesOf lists the titles of games.
func titlesOf(games []engine.Ruleset) titleList {
	var out titleList
	for _, rs := range games {
		out = append(out, rs.Title())
	}
	return out
}

// In lists the titles in lang.
func (l titleList) In(lang string) string { return gamewords.JoinNames(lang, l) }

// Phrase is the list as a message's argument, told in the message's
// language.
func (l titleList) Phrase() i18n.Phrase { return i18n.TextOf(l) }

// withGameTitles fills in text's {{.Games}}: the titles of every
// registered game, listed as lang does ("Mojo and Makoto").
func withGameTitles(lang, text string) string {
	var b strings.Builder
	data := map[string]string{"Games": titlesOf(listed(anyGame)).In(lang)}
	if err := template.Must(template.New("").Parse(text)).Execute(&b, data); err != nil {
		panic(err) // a map of strings: Execute fails only on a bad template
	}
	return b.String()
}

// nameAGame is the usage error of command run without its game: it lists
// games, the games the command takes (at least one).
func nameAGame(command string, games []string) error {
	return usageError(cliError("arg.name-game", i18n.Args{"Command": command,
		"Rest": strings.Join(games[:len(games)-1], ", "), "Last": games[len(games)-1]}))
}
