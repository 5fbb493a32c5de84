package e2e

import (
	"path/filepath"
	"strings"
	"testing"
)

// Errors of position files and game logs are told in the chosen language:
// the file:line stays, the exit code does not change, the message is one
// line, and English is what it always was.
func TestPositionAndLogErrorsTold(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	log := playedLog(t, dir)
	lines := strings.Split(log, "\n")
	moveLine := func(edit func(l string) string) string {
		out := append([]string(nil), lines...)
		for i, l := range out {
			if strings.HasPrefix(l, "    - 'Greedy: ") {
				out[i] = edit(l)
				break
			}
		}
		return strings.Join(out, "\n")
	}
	files := map[string]string{
		"unknown-key.yaml": "game: mojo\nplayers: 4\ndiscard: 8\nhand: [8, 8, 7]\ncolour: red\n",
		"no-card.yaml":     "game: mojo\nplayers: 4\ndiscard: 8\nhand: [8, 13, 7]\n",
		"five.yaml":        "game: mojo\nplayers: 4\ndiscard: 0\nhand: [0, 0, 0, 0, 7]\n",
		"history.yaml":     "game: makoto\nplayers: [Ann, Ben, Cy, Dee]\nhistory:\n  - \"Ann: play 3 3\"\n  - \"Ben: plya 5 5\"\nhand: [3, 3, 3, 6, 1]\n",
		"malformed.yaml":   moveLine(func(string) string { return "    - 'Greedy play 2 11'" }),
		"tampered.yaml":    moveLine(func(string) string { return "    - 'Greedy: play 3 3 3 3 3'" }),
	}
	for name, text := range files {
		writeFile(t, filepath.Join(dir, name), text)
	}
	validate := func(f string) []string { return []string{"validate", f, "play 8"} }
	replay := func(f string) []string { return []string{"replay", f} }
	for _, tc := range []struct {
		name string
		args []string
		code int
		// where is the file:line the message starts with; en a part of
		// the English, and told a part of the message in each language.
		where string
		en    string
		told  map[string]string
	}{
		{"unknown key", validate("unknown-key.yaml"), 2, "unknown-key.yaml:5: ", `unknown key "colour" (a Mojo position has game,`,
			map[string]string{"pl": "nieznany klucz „colour” (pozycja gry Mojo ma klucze game,", "fr": "clé inconnue «\u00a0colour\u00a0» (une position de Mojo a les clés", "ru": "неизвестный ключ «colour»"}},
		{"card the game lacks", validate("no-card.yaml"), 2, "no-card.yaml:4: ", `hand: "13" is not a Mojo card (values are 0 to 12) [mojo.deck]`,
			map[string]string{"pl": "hand: „13” nie jest kartą gry Mojo (wartości od 0 do 12) [mojo.deck]", "fr": "hand: «\u00a013\u00a0» n'est pas une carte de Mojo", "ru": "hand: «13» — не карта игры Mojo"}},
		{"five copies", validate("five.yaml"), 2, "five.yaml:4: ", "5 cards of value 0, but the deck holds only 4 [mojo.deck]",
			map[string]string{"pl": "5 kart o wartości 0, a talia ma ich tylko 4 [mojo.deck]", "fr": "5 cartes de valeur 0, mais le paquet n'en contient que 4", "ru": "5 карт номиналом 0, а в колоде их всего 4"}},
		{"bad notation in history", validate("history.yaml"), 2, "history.yaml:5: ", `history: cannot read move "plya 5 5": unknown move "plya"`,
			map[string]string{"pl": "history: nie można odczytać ruchu „plya 5 5”: nieznany ruch „plya”", "fr": "history: impossible de lire le coup «\u00a0plya 5 5\u00a0»\u00a0: coup inconnu «\u00a0plya\u00a0»", "ru": "history: не удаётся прочитать ход «plya 5 5»"}},
		{"malformed log move", replay("malformed.yaml"), 2, "malformed.yaml:13: ", `move "Greedy play 2 11": want "PLAYER: MOVE"`,
			map[string]string{"pl": "ruch „Greedy play 2 11”: oczekiwano „GRACZ: RUCH”", "fr": "coup «\u00a0Greedy play 2 11\u00a0»\u00a0: «\u00a0JOUEUR: COUP\u00a0» attendu", "ru": "ход «Greedy play 2 11»: ожидается «ИГРОК: ХОД»"}},
		{"tampered log move", replay("tampered.yaml"), 1, "tampered.yaml:13: ", `move 2 "Greedy: play 3 3 3 3 3": `,
			map[string]string{"pl": "ruch 2 „Greedy: play 3 3 3 3 3”: ", "fr": "coup 2 «\u00a0Greedy: play 3 3 3 3 3\u00a0»\u00a0: ", "ru": "ход 2 «Greedy: play 3 3 3 3 3»: "}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			check := func(lang, want string) string {
				t.Helper()
				args := tc.args
				if lang != "" {
					args = append([]string{"--lang", lang}, tc.args...)
				}
				r := runEnv(t, dir, "", nil, args...)
				msg := strings.TrimSuffix(r.stderr, "\n")
				switch {
				case r.code != tc.code:
					t.Errorf("%s: exit %d, want %d; stderr: %s", lang, r.code, tc.code, r.stderr)
				case strings.Count(r.stderr, "\n") != 1:
					t.Errorf("%s: %q is not one line", lang, r.stderr)
				case !strings.HasPrefix(strings.Replace(msg, "\u00a0:", ":", 1), "tabletop: "+tc.where): // French: "FILE:LINE\u00a0: "
					t.Errorf("%s: %q does not start with the file and line %q", lang, msg, tc.where)
				case !strings.Contains(msg, want):
					t.Errorf("%s: %q, want it to hold %q", lang, msg, want)
				case strings.Contains(msg, "<no value>"):
					t.Errorf("%s: %q lacks a placeholder", lang, msg)
				}
				return msg
			}
			en := check("", tc.en)
			for lang, want := range tc.told {
				if got := check(lang, want); got == en {
					t.Errorf("%s: still the English %q", lang, got)
				}
			}
		})
	}
}

// A table journal whose line is refused on resuming is told in the chosen
// language: bad input (exit 2), the journal's line named, one line.
func TestTableJournalRefusalTold(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	writeFile(t, filepath.Join(dir, "j.yaml"), "journal: 1\ngame: mojo\nplayers: [Ann, Ben, Cy]\nstart: Ann\nlines:\n    - top 8\n    - \"Ben: play 5\"\n")
	for lang, want := range map[string]string{
		"en": `tabletop: j.yaml:7: "Ben: play 5" is refused: engine.turn-order: it is Ann's turn, not Ben's` + "\n",
		"pl": "tabletop: j.yaml:7: „Ben: play 5” zostało odrzucone: engine.turn-order: teraz kolej gracza Ann, nie Ben\n",
		"fr": "tabletop: j.yaml:7\u00a0: «\u00a0Ben: play 5\u00a0» est refusé\u00a0: engine.turn-order\u00a0: c'est le tour d'Ann, pas de Ben\n",
	} {
		r := runEnv(t, dir, "", nil, "--lang", lang, "table", "--resume", "j.yaml")
		if r.code != 2 || r.stderr != want {
			t.Errorf("%s: exit %d, stderr %q; want 2, %q", lang, r.code, r.stderr, want)
		}
	}
}
