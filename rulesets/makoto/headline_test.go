package makoto

import (
	"testing"

	"tabletop/engine"
)

// The form's headline in every language: the lead, the Curtain after a
// play, the trick to beat and the Oracle discard, with English byte for
// byte what Headline always said.
func TestHeadlineIn(t *testing.T) {
	s, err := (&Ruleset{}).New(engine.Config{Players: 3, Seed: 4, Start: 1, Names: []string{"Ann", "Ben", "Cy"}})
	if err != nil {
		t.Fatal(err)
	}
	st := s.(*State)
	apply := func(move string) {
		t.Helper()
		m, err := s.ParseMove(move)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Apply(m); err != nil {
			t.Fatalf("%s: %v", move, err)
		}
	}
	check := func(name string, want map[string]string) {
		t.Helper()
		seat := s.CurrentPlayer()
		for lang, w := range want {
			if got := st.Headline(seat).In(lang); got != w {
				t.Errorf("%s, %s: got\n%s\nwant\n%s", name, lang, got, w)
			}
		}
		if got := st.Headline(seat).String(); got != want["en"] {
			t.Errorf("%s: Headline %q, want %q", name, got, want["en"])
		}
	}
	check("lead", map[string]string{
		"en": "Trick: none; you lead.\nYour hand: 1 2 4 5 7 7 7 8 8 9 10 11 12 12 13",
		"pl": "Runda: brak; zaczynasz.\nTwoja ręka: 1 2 4 5 7 7 7 8 8 9 10 11 12 12 13",
		"fr": "Levée\u00a0: aucune\u00a0; à vous d'entamer la levée.\nVotre main\u00a0: 1 2 4 5 7 7 7 8 8 9 10 11 12 12 13",
		"ru": "Взятка: нет; вы начинаете.\nВаши карты: 1 2 4 5 7 7 7 8 8 9 10 11 12 12 13",
	})
	apply("play 7 7 7")
	check("curtain", map[string]string{
		"en": "You played a set of 3 7s: now put a card below 7 into the Curtain, take cards below 7 from it, or say done.\nYour hand: 1 2 4 5 8 8 9 10 11 12 12 13",
		"pl": "Zagrano: zestaw 3 × 7; teraz połóż do Zasłony kartę niższą niż 7, weź z niej karty niższe niż 7 albo powiedz done.\nTwoja ręka: 1 2 4 5 8 8 9 10 11 12 12 13",
		"fr": "Vous avez joué\u00a0: groupe de 3 × 7\u00a0; posez maintenant une carte inférieure à 7 dans le Rideau, prenez-y des cartes inférieures à 7, ou dites done.\nVotre main\u00a0: 1 2 4 5 8 8 9 10 11 12 12 13",
		"ru": "Вы сыграли: набор 3 × 7; теперь положите в Занавес карту ниже 7, возьмите из него карты ниже 7 или скажите done.\nВаши карты: 1 2 4 5 8 8 9 10 11 12 12 13",
	})
	apply("done")
	check("trick", map[string]string{
		"en": "Trick to beat: set of 3 7s (7 7 7) by Cy.\nYour hand: 1 2 2 3 3 5 6 6 8 9 9 10 10 11 13",
		"pl": "Do przebicia: zestaw 3 × 7 (7 7 7), zagrywa Cy.\nTwoja ręka: 1 2 2 3 3 5 6 6 8 9 9 10 10 11 13",
		"fr": "Levée à battre\u00a0: groupe de 3 × 7 (7 7 7) de Cy.\nVotre main\u00a0: 1 2 2 3 3 5 6 6 8 9 9 10 10 11 13",
		"ru": "Нужно перебить: набор 3 × 7 (7 7 7) игрока Cy.\nВаши карты: 1 2 2 3 3 5 6 6 8 9 9 10 10 11 13",
	})
	apply("pass oracle")
	check("oracle", map[string]string{
		"en": "Trick to beat: set of 3 7s (7 7 7) by Cy.\nDiscard one card onto the Oracle pile.\nYour hand: 1 2 2 3 3 5 6 6 8 9 9 9 10 10 11 13",
		"pl": "Do przebicia: zestaw 3 × 7 (7 7 7), zagrywa Cy.\nOdrzuć jedną kartę na stos kart odrzuconych Wyroczni.\nTwoja ręka: 1 2 2 3 3 5 6 6 8 9 9 9 10 10 11 13",
		"fr": "Levée à battre\u00a0: groupe de 3 × 7 (7 7 7) de Cy.\nDéfaussez une carte sur la défausse de l'Oracle.\nVotre main\u00a0: 1 2 2 3 3 5 6 6 8 9 9 9 10 10 11 13",
		"ru": "Нужно перебить: набор 3 × 7 (7 7 7) игрока Cy.\nСбросьте одну карту в сброс Оракула.\nВаши карты: 1 2 2 3 3 5 6 6 8 9 9 9 10 10 11 13",
	})
}
