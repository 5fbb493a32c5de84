package e2e

import (
	"path/filepath"
	"strings"
	"testing"
)

// TestFlowWords: issue 30's "In every language" slips about how the
// output tells the flow of a game, read from the commands' real output,
// one row per command and language: sim makoto counts games and series,
// not rounds; an effect of a seat's move names the mover in the third
// person (the person at the screen alone reads the second person); one
// winner is a winner; a sentence names a game by its title.
func TestFlowWords(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	// A finished game for replay --show: Greedy wins it alone.
	if r := run(t, dir, "play", "mojo", "--players", "bot:greedy,bot:random,bot:random", "--seed", "7", "--log", "g.yaml"); r.code != 0 {
		t.Fatalf("play: exit %d: %s", r.code, r.stderr)
	}
	pos := filepath.Join(moduleRoot, "testdata", "positions", "mojo-rulebook-chain.yaml")
	sim := func(game string, more ...string) []string {
		return append([]string{"sim", game, "--games", "20", "--players", "3"}, more...)
	}
	bots := []string{"play", "mojo", "--players", "bot:greedy,bot:random", "--seed", "1", "--verbose"}
	for _, c := range []struct {
		item  string
		args  []string
		lang  string
		input string
		want  []string
		not   []string
	}{
		// 1. Makoto's games are games (a series' games with --series); Mojo keeps its rounds.
		{"1", sim("makoto"), "en", "", []string{"moves: ", " a game, "}, []string{"rounds", "round"}},
		{"1", sim("makoto"), "pl", "", []string{" na partię, "}, []string{"rundy:", "na rundę"}},
		{"1", sim("makoto"), "fr", "", []string{" par partie, "}, []string{"manche"}},
		{"1", sim("makoto"), "ru", "", []string{" за партию, "}, []string{"раунд", "за игру"}},
		{"1", sim("makoto", "--series"), "en", "", []string{"20 series", " a series, ", "games: ", "moves a game"}, []string{"rounds", "20 games"}},
		{"1", sim("makoto", "--series"), "pl", "", []string{"20 serii", " na serię, ", "partie: ", "ruchu na partię"}, []string{"rundy:", "na rundę"}},
		{"1", sim("makoto", "--series"), "fr", "", []string{"20 séries", " par série, ", "parties\u00a0: ", "coups par partie"}, []string{"manche"}},
		{"1", sim("makoto", "--series"), "ru", "", []string{"20 серий", " за серию, ", "партии: ", "хода за партию"}, []string{"раунд"}},
		{"1", sim("mojo"), "en", "", []string{"rounds: ", "moves a round"}, []string{"a series"}},
		{"1", sim("mojo"), "pl", "", []string{"rundy: ", "ruchu na rundę"}, []string{"na serię", "partie:"}},
		{"1", sim("mojo"), "ru", "", []string{"раунды: ", "хода за раунд"}, []string{"за серию", "партии:"}},
		// 2. A bot's equal card: the bot plays again, in the third person.
		{"2", bots, "en", "", []string{"the 8 matches the top card: Greedy plays again"}, []string{": play again"}},
		{"2", bots, "pl", "", []string{"8 jest taka sama jak karta z wierzchu: Greedy gra dalej"}, []string{"zagraj jeszcze raz"}},
		{"2", bots, "fr", "", []string{"le 8 est égal à la carte du dessus\u00a0: Greedy rejoue"}, []string{"rejouez"}},
		{"2", bots, "ru", "", []string{"8 равна верхней карте: Greedy ходит ещё раз"}, []string{"ходите ещё раз"}},
		// The mover's own move list: Ann in the third person, the person ("You") in the second.
		{"2", []string{"play", "mojo", "--players", "Ann,bot:greedy", "--seed", "1"}, "pl", "?\n", []string{"play 8 0 — 8 jest taka sama jak karta z wierzchu: Ann gra dalej"}, []string{"zagraj jeszcze raz"}},
		{"2", []string{"play", "mojo", "--players", "Ann,bot:greedy", "--seed", "1"}, "en", "?\n", []string{"play 8 0 — the 8 matches the top card: Ann plays again"}, []string{": play again"}},
		{"2", []string{"play", "mojo", "--players", "You,bot:greedy", "--seed", "1"}, "fr", "?\n", []string{"play 8 0 — le 8 est égal à la carte du dessus\u00a0: vous rejouez"}, []string{"dessus\u00a0: rejouez", "You rejoue"}},
		{"2", []string{"validate", pos, "play 8 8 7"}, "en", "", []string{"match the top card one after another: Adam plays again each time"}, []string{": play again"}},
		{"2", []string{"validate", pos, "play 8 8 7"}, "pl", "", []string{"po kolei pasują do karty z wierzchu: Adam za każdym razem gra dalej"}, []string{"zagraj jeszcze raz"}},
		{"2", []string{"validate", pos, "play 8 8 7"}, "fr", "", []string{"l'une après l'autre\u00a0: Adam rejoue à chaque fois"}, []string{"rejouez"}},
		{"2", []string{"replay", "g.yaml", "--show"}, "ru", "", []string{"Greedy ходит ещё раз"}, []string{"ходите ещё раз"}},
		// 6. One winner is a winner.
		{"6", []string{"replay", "g.yaml", "--show"}, "en", "", []string{"game over; winner: Greedy"}, []string{"winners: Greedy"}},
		{"6", []string{"replay", "g.yaml", "--show"}, "pl", "", []string{"koniec gry; wygrywa Greedy"}, []string{"wygrywa: Greedy"}},
		{"6", []string{"replay", "g.yaml", "--show"}, "fr", "", []string{"partie finie\u00a0; gagnant\u00a0: Greedy"}, []string{"gagnants"}},
		{"6", []string{"replay", "g.yaml", "--show"}, "ru", "", []string{"игра окончена; победитель: Greedy"}, []string{"победители"}},
		// 7. The game's title in prose.
		{"7", []string{"play", "mojo", "--players", "Ann"}, "en", "", []string{"Mojo is for 2 to 8 players"}, []string{"mojo is for"}},
		{"7", []string{"play", "makoto", "--players", "Ann"}, "pl", "", []string{"w Makoto gra od 2 do 6 graczy"}, []string{"w makoto"}},
		{"7", []string{"play", "mojo", "--players", "Ann"}, "fr", "", []string{"Mojo se joue de 2 à 8 joueurs"}, []string{"mojo se joue"}},
		{"7", []string{"play", "mojo", "--players", "Ann"}, "ru", "", []string{"в Mojo играют от 2 до 8 игроков"}, []string{"в mojo"}},
		{"7", []string{"rules", "mojo", "foo"}, "pl", "", []string{"Mojo nie ma", "'tabletop rules mojo'"}, []string{": mojo nie ma"}},
		{"7", []string{"sim", "mojo", "--bots", "foo"}, "ru", "", []string{"для Mojo"}, []string{"для mojo"}},
		{"7", []string{"sim", "mojo", "--series"}, "fr", "", []string{"Mojo n'a pas de série"}, []string{"mojo n'a"}},
		{"7", []string{"play", "mojo", "--players", "Ann,bot:mcts:0"}, "en", "", []string{"Mojo bot"}, []string{"mojo bot"}},
	} {
		t.Run(c.item+" "+c.lang+" "+strings.Join(c.args[:2], " "), func(t *testing.T) {
			t.Parallel()
			r := runInput(t, dir, c.input, append(c.args, "--lang", c.lang)...)
			out := r.stdout + r.stderr
			for _, w := range c.want {
				if !strings.Contains(out, w) {
					t.Errorf("%v --lang %s: no %q in:\n%s", c.args, c.lang, w, out)
				}
			}
			for _, w := range c.not {
				if strings.Contains(out, w) {
					t.Errorf("%v --lang %s: %q in:\n%s", c.args, c.lang, w, out)
				}
			}
		})
	}
}
