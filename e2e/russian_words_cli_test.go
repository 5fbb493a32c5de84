package e2e

import (
	"strings"
	"testing"
)

// The Russian slips a native player found in the commands' output (issue
// 30, "Russian"), one row per item: the command line (after runs that
// prepare its folder), its input, the text that must not come back and
// the text that stands in its place. The lobby's two items are
// serve/lobby_words_test.go's.
func TestRussianWords(t *testing.T) {
	t.Parallel()
	chain := testdataPath("positions", "mojo-rulebook-chain.yaml")
	botGame := []string{"play", "mojo", "--players", "bot:greedy,bot:greedy", "--seed", "1", "--log", "g.yaml", "--lang", "ru"}
	for _, c := range []struct {
		name  string
		prep  [][]string
		args  []string
		input string
		not   []string
		want  []string
	}{
		{"score pad, not notebook", nil, []string{"serve", "--help", "--lang", "ru"}, "",
			[]string{"блокнот"}, []string{"в лист подсчёта --pad", "(запись игры помнит лист подсчёта)", "тот же лист\n   подсчёта"}},
		{"the Mojo card in pad edit's help", nil, []string{"pad", "edit", "--help", "--lang", "ru"}, "",
			[]string{"через карту Mojo"}, []string{"через карту моджо"}},
		{"the Mojo holder who is not lowest", nil, []string{"score", "mojo", "--hand", "Ann=9,1", "--hand", "Ben=0,4", "--hand", "Cy=10,11,3", "--mojo", "Cy", "--lang", "ru"}, "",
			[]string{"но очков не меньше всех"}, []string{"Cy забирает карту моджо, но у него не меньше всех очков: 24 +10 = 34"}},
		{"input ended before the game did", nil, []string{"play", "mojo", "--players", "Ann,bot:greedy", "--seed", "3", "--lang", "ru"}, "\n",
			[]string{"раньше игры"}, []string{"play: ввод закончился до конца игры"}},
		{"equal cards one after another", nil, []string{"validate", chain, "play 8 8 7", "--lang", "ru"}, "",
			[]string{"ходите ещё раз"}, []string{"2 карты номиналом 8 одна за другой равны верхней карте: каждый раз нужно сыграть ещё одну карту"}},
		{"Mojo Time in the view", [][]string{botGame}, []string{"replay", "--show", "g.yaml", "--lang", "ru"}, strings.Repeat("\n", 400),
			[]string{"время моджо, лицом вниз"}, []string{"Greedy 1: время моджо: 2 лицом вниз [0 6]"}},
		{"the rules' sentences", nil, []string{"rules", "mojo", "--lang", "ru"}, "",
			[]string{"получается две стопки", "Раунд останавливается", "с которой она закончила раунд"},
			[]string{"получаются две стопки сброса", "Раунд заканчивается сразу", "какой она лежала в конце раунда"}},
		{"play's hint", nil, []string{"play", "mojo", "--players", "Ann,bot:greedy", "--seed", "3", "--lang", "ru"}, "?\n",
			[]string{"от лучшего хода:"}, []string{"подсказка, от лучшего хода к худшему: play 10"}},
		{"table's hint", nil, []string{"table", "mojo", "--players", "Ann,Ben", "--lang", "ru"}, "top 5\n?\n? 1 2 3 4 5 6 7 8\n",
			[]string{"от лучшего хода (", "от лучшего:"},
			[]string{"Подсказка, от лучшего хода к худшему (сыграйте первый", "Подсказка для названных карт, от лучшего хода к худшему: play 5 2"}},
		{"won in so many moves", nil, botGame, "",
			[]string{"после 85 ходов"}, []string{"Побеждает Greedy 1 за 85 ходов."}},
		{"at a real table", nil, []string{"--help", "--lang", "ru"}, "",
			[]string{"на настоящем столе"}, []string{"Подсчитайте очки партии за настоящим столом", "вести игру за настоящим столом"}},
		{"table's own help", nil, []string{"table", "--help", "--lang", "ru"}, "",
			[]string{"на настоящем столе"}, []string{"вести игру за настоящим столом"}},
		{"rule options in the rules", nil, []string{"rules", "mojo", "--lang", "ru"}, "",
			[]string{"опци", "Опци"}, []string{"если параметр не задаёт иное", "параметры: direction-zero", "Параметры (задаются через --option КЛЮЧ=ЗНАЧЕНИЕ)"}},
		{"rule options in the help", nil, []string{"play", "--help", "--lang", "ru"}, "",
			[]string{"опци"}, []string{"параметр правил КЛЮЧ=ЗНАЧЕНИЕ"}},
		{"rule options in an error", nil, []string{"play", "mojo", "--players", "Ann,Ben", "--option", "foo=bar", "--lang", "ru"}, "",
			[]string{"опци"}, []string{"неизвестный параметр"}},
		{"the game log in replay", nil, []string{"replay", "a.yaml", "b.yaml", "--lang", "ru"}, "",
			[]string{"запись партии"}, []string{"replay: укажите ровно одну запись игры"}},
		{"the game log in play --resume", [][]string{botGame}, []string{"play", "--resume", "g.yaml", "--seed", "2", "--lang", "ru"}, "",
			[]string{"записи партии"}, []string{"--seed берётся из записи игры"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			for _, p := range c.prep {
				run(t, dir, p...)
			}
			r := runInput(t, dir, c.input, c.args...)
			out := r.stdout + r.stderr
			for _, w := range c.not {
				if strings.Contains(out, w) {
					t.Errorf("%q came back in:\n%s", w, out)
				}
			}
			for _, w := range c.want {
				if !strings.Contains(out, w) {
					t.Errorf("no %q in:\n%s", w, out)
				}
			}
		})
	}
}
