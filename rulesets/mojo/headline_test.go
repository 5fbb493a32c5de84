package mojo

import (
	"testing"

	"tabletop/engine"
)

// The form's headline in every language: the pile tops, Mojo Time and the
// hand, with English byte for byte what Headline always said.
func TestHeadlineIn(t *testing.T) {
	onePile := pos(t, Position{Players: 3, Tops: []int{6}, Hand: []int{9, 5, 5}})
	twoPiles := pos(t, Position{Players: 4, Options: engine.Options{OptionVariant: VariantTwoPiles}, Tops: []int{8, 3}, PileSizes: []int{3, 1}, Hand: []int{2, 11}})
	mojoTime := pos(t, Position{Players: 3, Tops: []int{6}, HandSizes: []int{0, 8, 8}, FaceDown: []int{2, 0, 0}, MoverFaceDown: []int{7}})
	lastDown := pos(t, Position{Players: 3, Tops: []int{6}, HandSizes: []int{0, 8, 8}, FaceDown: []int{1, 0, 0}})
	for _, c := range []struct {
		name string
		s    *State
		want map[string]string
	}{
		{"one pile", onePile, map[string]string{
			"en": "Discard pile: 6 on top.\nYour hand: [5 5 9]",
			"pl": "Stos kart odrzuconych: na wierzchu 6.\nTwoja ręka: [5 5 9]",
			"fr": "Défausse\u00a0: 6 sur le dessus.\nVotre main\u00a0: [5 5 9]",
			"ru": "Стопка сброса: сверху 6.\nВаши карты: [5 5 9]",
		}},
		{"two piles", twoPiles, map[string]string{
			"en": "Discard pile 1: 8 on top; Discard pile 2: 3 on top.\nYour hand: [2 11]",
			"pl": "Stos kart odrzuconych 1: na wierzchu 8; Stos kart odrzuconych 2: na wierzchu 3.\nTwoja ręka: [2 11]",
			"fr": "Défausse 1\u00a0: 8 sur le dessus\u00a0; Défausse 2\u00a0: 3 sur le dessus.\nVotre main\u00a0: [2 11]",
			"ru": "Стопка сброса 1: сверху 8; Стопка сброса 2: сверху 3.\nВаши карты: [2 11]",
		}},
		{"Mojo Time", mojoTime, map[string]string{
			"en": "Discard pile: 6 on top.\nMojo Time: 2 face down",
			"pl": "Stos kart odrzuconych: na wierzchu 6.\nEfekt MOJO: 2 zakryte",
			"fr": "Défausse\u00a0: 6 sur le dessus.\nMojo Time\u00a0: 2 face cachée",
			"ru": "Стопка сброса: сверху 6.\nВремя моджо: 2 лицом вниз",
		}},
		// Issue 30: Polish counts the face-down cards as it says them,
		// "1 zakryta", "2 zakryte", not "zakrytych 1".
		{"Mojo Time, one card", lastDown, map[string]string{
			"en": "Discard pile: 6 on top.\nMojo Time: 1 face down",
			"pl": "Stos kart odrzuconych: na wierzchu 6.\nEfekt MOJO: 1 zakryta",
		}},
	} {
		for lang, want := range c.want {
			if got := c.s.Headline(0).In(lang); got != want {
				t.Errorf("%s, %s: got\n%s\nwant\n%s", c.name, lang, got, want)
			}
		}
		if got, want := c.s.Headline(0).String(), c.want["en"]; got != want {
			t.Errorf("%s: Headline %q, want %q", c.name, got, want)
		}
	}
}
