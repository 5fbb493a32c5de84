// Package hints holds the hint a game gives for a refused move: the rule a
// player most likely had in mind, beside the rule that refuses it.
package hints

import (
	"tabletop/engine"
	"tabletop/engine/i18n"
)

// Hint is the rule a player most likely had in mind when a move was
// refused, beside the rule that formally refuses it: a four of a kind
// thought to be a Kensei, a pair thought to go down together. Rule is the
// RULES.md ID, Text one plain sentence, which does not cite Rule again:
// the line that shows a hint names its rule ("See also mojo.turn.equal:").
type Hint struct {
	Rule string      `json:"rule"`
	Text i18n.Phrase `json:"text"`
}

// New builds a hint of rule from message msg of a registered
// catalogue and its placeholders.
func New(rule, msg string, args i18n.Args) Hint {
	return Hint{Rule: rule, Text: i18n.Message(msg, args)}
}

// Hinter is implemented by a State whose game knows the rules people argue
// about. Hint is called on the state the move was refused on, with the
// refusal; it reports false when no rule is nearer than the refusal's own.
// The explanation belongs to the game: validators and prompts only print
// it.
type Hinter interface {
	Hint(m engine.Move, refusal *engine.RuleError) (Hint, bool)
}

// For returns the hint s gives for the refusal of m, if any.
func For(s engine.State, m engine.Move, refusal *engine.RuleError) (Hint, bool) {
	h, ok := s.(Hinter)
	if !ok || refusal == nil {
		return Hint{}, false
	}
	hint, ok := h.Hint(m, refusal)
	if !ok || hint.Rule == "" || hint.Rule == refusal.Rule {
		return Hint{}, false
	}
	return hint, true
}
