package e2e

import (
	"path/filepath"
	"strings"
	"testing"
)

// The seat named as the person (the default seat "You") takes the
// second person in every language, and English says "an 8" (issue 27
// "Words": "You draws a card", "You dobiera kartę", "does not hold a 8");
// the log keeps the seat's name as it is, in English, byte for byte.
func TestPersonWords(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		lang, game, players, input string
		seed                       string
		want                       []string // on stdout or stderr
		not                        []string
	}{
		{"en", "mojo", "You,bot:greedy", "play 8\nplay 10\n", "3",
			[]string{"You do not hold an 8", "10 is higher than 1: you draw a card from the draw pile", "You drew a 10 from the draw pile."},
			[]string{"You does", "You draws", "a 8"}},
		{"pl", "mojo", "You,bot:greedy", "play 8\nplay 10\n", "3",
			[]string{"Nie masz karty 8", "10 jest wyższa niż 1: dobierasz kartę ze stosu kart do dobierania"},
			[]string{"You nie ma", "You dobiera"}},
		{"fr", "mojo", "You,bot:greedy", "play 8\nplay 10\n", "3",
			[]string{"Vous n'avez pas de 8", "10 est supérieur à 1\u00a0: vous piochez une carte"},
			[]string{"You n'a", "You pioche"}},
		{"ru", "mojo", "You,bot:greedy", "play 8\nplay 10\n", "3",
			[]string{"У вас нет карты 8", "10 выше 1: вы берёте карту из основной стопки"},
			[]string{"игрока You", "You берёт"}},
		{"en", "mojo", "Ann,bot:greedy", "play 8\nplay 10\n", "3",
			[]string{"Ann does not hold an 8", "10 is higher than 1: Ann draws a card from the draw pile"},
			[]string{"a 8", "you draw"}},
		// A Polish seat named with the Polish word for the person.
		{"pl", "mojo", "Ty,bot:greedy", "play 10\n", "3",
			[]string{"10 jest wyższa niż 1: dobierasz kartę ze stosu kart do dobierania"},
			[]string{"Ty dobiera"}},
		{"en", "makoto", "You,bot:greedy,bot:greedy", "pass\n", "5", []string{"· You pass\n"}, []string{"You passes"}},
		{"pl", "makoto", "You,bot:greedy,bot:greedy", "pass\n", "5", []string{"· Pasujesz\n"}, []string{"You pasuje"}},
		{"fr", "makoto", "You,bot:greedy,bot:greedy", "pass\n", "5", []string{"· Vous passez\n"}, []string{"You passe"}},
		{"ru", "makoto", "You,bot:greedy,bot:greedy", "pass\n", "5", []string{"· Вы пасуете\n"}, []string{"You пасует"}},
	} {
		t.Run(c.lang+" "+c.game+" "+c.players, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			r := runInput(t, dir, c.input, "play", c.game, "--players", c.players, "--seed", c.seed, "--lang", c.lang, "--log", "g.yaml")
			checkTexts(t, r.stdout+r.stderr, c.want, c.not)
			if !strings.HasPrefix(c.players, "You,") {
				return
			}
			// The log is English and names the seat as it is.
			log := readFile(t, filepath.Join(dir, "g.yaml"))
			want := "You passes"
			if c.game == "mojo" {
				want = "10 is higher than 1: You draws a card from the draw pile"
			}
			if !strings.Contains(log, want) || strings.Contains(log, "you draw") || strings.Contains(log, "You pass\n") {
				t.Errorf("the log lacks %q or speaks to the person:\n%s", want, log)
			}
			// Its replay speaks to the person again.
			drew := map[string]string{
				"en": "You drew a 10 from the draw pile (only you saw it)",
				"pl": "Dobierasz kartę 10 ze stosu kart do dobierania (znasz ją tylko ty)",
				"fr": "Vous avez pioché la carte 10 dans la pioche (vous seul l'avez vue)",
				"ru": "Вы взяли карту 10 из основной стопки (её видели только вы)",
			}[c.lang]
			if c.game == "mojo" && strings.Contains(c.input, "play 10") {
				if r := runInput(t, dir, "\n\n", "replay", "--show", "g.yaml", "--lang", c.lang); !strings.Contains(r.stdout, drew) {
					t.Errorf("replay --show lacks %q:\n%s", drew, r.stdout)
				}
			}
		})
	}
}

// validate speaks to the person's seat in its text, while --json keeps
// the seat's name as it is, in English, with the catalogue's article.
func TestPersonWordsValidate(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	pos := strings.ReplaceAll(readFile(t, testdataPath("positions", "mojo-rulebook-chain.yaml")), "Adam", "You")
	writeFile(t, filepath.Join(dir, "pos.yaml"), pos)
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"play 11"}, "You do not hold an 11."},
		{[]string{"play 12", "--lang", "pl"}, "Nie masz karty 12."},
		{[]string{"play 12", "--lang", "ru"}, "У вас нет карты 12."},
		{[]string{"play 11", "--json"}, `"reason": "You does not hold an 11."`},
	} {
		r := run(t, dir, append([]string{"validate", "pos.yaml"}, c.args...)...)
		if !strings.Contains(r.stdout, c.want) {
			t.Errorf("%v: no %q in:\n%s%s", c.args, c.want, r.stdout, r.stderr)
		}
	}
}
