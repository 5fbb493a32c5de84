package cmd

import "tabletop/engine/i18n"

// yourMove is the prompt's title for the person named name, in lang:
// "Your move" for a seat named as the person (the default seat "You"),
// else "Your move, Ann".
func yourMove(lang, name string) string {
	if i18n.IsPerson(lang, name) {
		return tr(lang, "play.your-move", nil)
	}
	return tr(lang, "play.your-move-name", map[string]any{"Name": name})
}

// aCard is a card drawn as lang says it where a card is told alone: "an
// 8", "a 3" in English (the catalogue's play.a-card), "8" where the
// sentence names the card itself.
func aCard(lang, card string) string {
	if card == "" {
		return card
	}
	return tr(lang, "play.a-card", map[string]any{"Card": card})
}
