package play

import "tabletop/host/gamewords"

// yourMove is the prompt's title for the person named name, in lang
// (gamewords.YourMove).
func yourMove(lang, name string) string { return gamewords.YourMove(lang, name) }

// aCard is a card drawn as lang says it where a card is told alone
// (gamewords.ACard): "an 8", "a 3" in English.
func aCard(lang, card string) string { return gamewords.ACard(lang, card) }
