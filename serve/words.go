package serve

import (
	"embed"
	"fmt"
	"strings"

	"tabletop/engine"
	"tabletop/engine/i18n"
)

// Words are the texts of 'tabletop play' that a seat reads: package cmd
// gives them, so that a person at a served table reads what play prints.
// Every method speaks lang ("" is English).
type Words interface {
	// YourMove is the title of a person's prompt: "Your move, Ann".
	YourMove(lang, name string) string
	// Drew tells a card seen only by the seat that drew it: "You drew a 3
	// from the draw pile.", the card in its colour when colour is set.
	Drew(lang string, rs engine.Ruleset, sec engine.Secret, colour bool) string
	// Verdict is the one line that refuses m, which err refused on s (s is
	// unchanged): the rule and its reason, or the notation's error.
	Verdict(lang string, s engine.State, m engine.Move, err error) string
	// LegalMoves heads the list of moves: "legal moves:".
	LegalMoves(lang string) string
	// Hint is a hint's line: "hint, best first: play 8 8 · play 3".
	Hint(lang string, moves []string) string
	// Round is the printout of round (Mojo) or game (Makoto) n, just
	// finished in s, whose seats are names: as play prints it.
	Round(lang string, s engine.State, names []string, n int, colour bool) string
	// Standings are the final standings of s, as play prints them.
	Standings(lang string, s engine.State, names, bots []string, moves int, colour bool) string
	// Colour paints the cards in text in their colours (rs's cards have
	// colours), for a terminal.
	Colour(rs engine.Ruleset, text string) string
}

// The server's own words (a session's screen, the host's messages) in
// every language: locales/messages.LANG.yaml, English the source.
//
//go:embed locales/*.yaml
var localeFiles embed.FS

func init() { i18n.RegisterMessageFiles("serve", localeFiles) }

// say returns the server's message id in lang.
func say(lang, id string, args i18n.Args) string { return i18n.Say(lang, id, args) }

// plainWords are English words without a catalogue, for the server's own
// tests of what does not depend on play's texts.
type plainWords struct{}

func (plainWords) YourMove(_, name string) string { return "Your move, " + name }
func (plainWords) Drew(_ string, _ engine.Ruleset, sec engine.Secret, _ bool) string {
	return fmt.Sprintf("You drew %s from %s.", engine.Article(sec.Card), sec.From)
}
func (plainWords) Verdict(lang string, _ engine.State, _ engine.Move, err error) string {
	return "illegal: " + i18n.ErrorIn(lang, err)
}
func (plainWords) LegalMoves(string) string { return "legal moves:" }
func (plainWords) Hint(_ string, moves []string) string {
	return "hint, best first: " + strings.Join(moves, " · ")
}
func (plainWords) Round(_ string, s engine.State, names []string, n int, _ bool) string {
	r := s.Rounds()[n-1]
	return fmt.Sprintf("Round %d: %v", n, r.Totals)
}
func (plainWords) Standings(_ string, s engine.State, names, _ []string, _ int, _ bool) string {
	return fmt.Sprintf("Final standings: %v", s.Totals())
}
func (plainWords) Colour(_ engine.Ruleset, text string) string { return text }
