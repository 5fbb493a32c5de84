package cmd

import (
	"strings"
	"text/template"

	"tabletop/cmd/cmdutil"
	"tabletop/engine"
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

// anyGame keeps every game (cmdutil.Games).
func anyGame(engine.Ruleset) bool { return true }

// titlesOf lists the titles of games.
func titlesOf(games []engine.Ruleset) cmdutil.Titles {
	var out cmdutil.Titles
	for _, rs := range games {
		out = append(out, rs.Title())
	}
	return out
}

// withGameTitles fills in text's {{.Games}}: the titles of every
// registered game, listed as lang does ("Mojo and Makoto").
func withGameTitles(lang, text string) string {
	var b strings.Builder
	data := map[string]string{"Games": titlesOf(cmdutil.Games(anyGame)).In(lang)}
	if err := template.Must(template.New("").Parse(text)).Execute(&b, data); err != nil {
		panic(err) // a map of strings: Execute fails only on a bad template
	}
	return b.String()
}
