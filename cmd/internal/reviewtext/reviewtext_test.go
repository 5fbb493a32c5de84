package reviewtext

import (
	"strings"
	"testing"

	"tabletop/cmd/cmdutil/cmdtest"
	"tabletop/engine"
	"tabletop/engine/i18n"
	"tabletop/engine/review"
	_ "tabletop/rulesets/makoto" // the games of the positions
	_ "tabletop/rulesets/mojo"
)

// words are the commands' words in lang, as the application says them.
func words(lang string) Words { return Words{Lang: lang, Tr: cmdtest.Tr, TrN: cmdtest.TrN} }

// effect is an effect of the best move, as a hint says it.
var effect = engine.Effect{Rule: "mojo.turn.higher", Text: i18n.Message("mojo.effect.higher", i18n.Args{"Last": "9", "Top": "8", "Who": i18n.Player("Ann")})}

// A judgement in every language, by mark: the best move says only so;
// the others their mark (none for an unmarked loss), the chance lost with
// one decimal in the language's form, the points, and the best move with
// what it does, or that the best was no move out of turn.
func TestJudgement(t *testing.T) {
	d := func(loss, points float64, mark review.Mark, best string) review.Decision {
		return review.Decision{Played: "play 3", Best: best, Loss: loss, Points: points, Mark: mark, BestEffects: []engine.Effect{effect}}
	}
	none := d(16.25, 3, review.Blunder, "")
	none.BestNone, none.BestEffects = true, nil
	for _, c := range []struct {
		name string
		d    review.Decision
		want map[string]string
	}{
		{"best", d(0, 0, review.None, "play 3"), map[string]string{"en": "the best move", "pl": "najlepszy ruch", "fr": "le meilleur coup", "ru": "лучший ход"}},
		{"unmarked", d(1.04, 0.5, review.None, "play 9"), map[string]string{
			"en": "1.0 percentage points less chance to win, costs 0.5 points on average; best: play 9 — ",
			"pl": "szansa na wygraną mniejsza o 1,0 punktu procentowego, kosztuje średnio 0,5 punktu; najlepiej: play 9 — ",
			"fr": "1,0 point de pourcentage de chances de gagner en moins, coûte en moyenne 0,5 point\u00a0; le mieux\u00a0: play 9 — ",
			"ru": "шанс на победу ниже на 1,0 процентного пункта, в среднем стоит 0,5 очка; лучше: play 9 — ",
		}},
		{"mistake", d(9.44, -1.2, review.Mistake, "play 9"), map[string]string{
			"en": "mistake, 9.4 percentage points less chance to win, gains 1.2 points on average; best: play 9 — ",
			"pl": "błąd, szansa na wygraną mniejsza o 9,4 punktu procentowego, daje średnio 1,2 punktu; najlepiej: play 9 — ",
			"fr": "erreur, 9,4 points de pourcentage de chances de gagner en moins, rapporte en moyenne 1,2 point\u00a0; le mieux\u00a0: play 9 — ",
			"ru": "ошибка, шанс на победу ниже на 9,4 процентного пункта, в среднем приносит 1,2 очка; лучше: play 9 — ",
		}},
		{"inaccuracy, no points", d(4, 0.04, review.Inaccuracy, "play 9"), map[string]string{
			"en": "inaccuracy, 4.0 percentage points less chance to win, costs no points on average; best: play 9 — ",
			"fr": "imprécision, 4,0 points de pourcentage de chances de gagner en moins, ne coûte aucun point en moyenne\u00a0; le mieux\u00a0: play 9 — ",
		}},
		{"blunder, no move out of turn", none, map[string]string{
			"en": "blunder, 16.3 percentage points less chance to win, costs 3.0 points on average; best: no move out of turn",
			"pl": "poważny błąd, szansa na wygraną mniejsza o 16,3 punktu procentowego, kosztuje średnio 3,0 punktu; najlepiej: nie robić ruchu poza kolejnością",
			"fr": "gaffe, 16,3 points de pourcentage de chances de gagner en moins, coûte en moyenne 3,0 points\u00a0; le mieux\u00a0: ne jouer aucun coup hors tour",
			"ru": "грубая ошибка, шанс на победу ниже на 16,3 процентного пункта, в среднем стоит 3,0 очка; лучше: не делать хода вне очереди",
		}},
	} {
		for lang, want := range c.want {
			got := words(lang).Judgement(c.d)
			if strings.HasSuffix(want, " — ") {
				want += effect.Text.In(lang) // the best move's effect, as the game says it
			}
			if got != want {
				t.Errorf("%s, %s:\n got %q\nwant %q", c.name, lang, got, want)
			}
		}
	}
}

// The decimal counts take the form of a number with one decimal in every
// language: French the singular below 2, the others one form.
func TestDecimalForms(t *testing.T) {
	for _, c := range []struct {
		x    float64
		lang string
		want string
	}{
		{1.96, "fr", "2,0 points"}, {1.94, "fr", "1,9 point"}, {0.5, "fr", "0,5 point"},
		{1, "en", "1.0 percentage points"}, {2.5, "pl", "2,5 punktu"}, {21, "ru", "21,0 процентного пункта"}, {5, "pl", "5,0 punktu"},
	} {
		if got := words(c.lang).Loss(c.x); !strings.Contains(got, c.want) {
			t.Errorf("%v in %s: %q lacks %q", c.x, c.lang, got, c.want)
		}
	}
}

// mojoState is a Mojo deal of three players, seed 3.
func mojoState(t *testing.T) engine.State {
	t.Helper()
	rs, err := engine.Lookup("mojo")
	if err != nil {
		t.Fatal(err)
	}
	s, err := rs.New(engine.Config{Players: 3, Seed: 3, Names: []string{"Ann", "Ben", "Cy"}})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// A marked decision in two lines: its number, its player and the
// position in one line (the game's headline, its lines joined), then what
// was played and its judgement.
func TestDecision(t *testing.T) {
	s := mojoState(t)
	d := review.Decision{Point: review.Point{Number: 12, Seat: 1, Before: s}, Played: "play 3", Best: "play 9", Loss: 9.44, Points: 1.2, Mark: review.Mistake}
	for _, lang := range i18n.Languages() {
		got := words(lang).Decision(d, []string{"Ann", "Ben", "Cy"})
		lines := strings.Split(got, "\n")
		if len(lines) != 2 {
			t.Fatalf("%s: %d lines, want 2:\n%s", lang, len(lines), got)
		}
		pos := Position(lang, s, 1)
		if pos == "" || strings.Contains(pos, "\n") {
			t.Fatalf("%s: the position %q is not one line", lang, pos)
		}
		if want := "12. Ben" + i18n.Sep(lang, ": ") + pos; lines[0] != want {
			t.Errorf("%s: %q, want %q", lang, lines[0], want)
		}
		if !strings.Contains(lines[1], "play 3") || !strings.Contains(lines[1], words(lang).Judgement(d)) {
			t.Errorf("%s: %q lacks the move played and its judgement", lang, lines[1])
		}
	}
	if en := Position("en", s, 1); !strings.Contains(en, "on top. Your hand: [") {
		t.Errorf("the position joins the headline's lines: %q", en)
	}
}
