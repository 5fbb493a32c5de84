package e2e

import (
	"strings"
	"testing"
)

// The Polish slips a native player found in the commands' real output
// (issue 30, "Polish"): each row runs a command in Polish and reads what it
// shows; the old text must be gone and the new one there.
func TestPolishWords(t *testing.T) {
	t.Parallel()
	// The first round of testdata/table/mojo-2.txt up to Ann's Mojo Time.
	const mojoTime = "top 11\nAnn: play 11 11 12\nBen: play 4\nAnn: play 1\nBen: play 10\nAnn: play 10 8\nBen: play 11\nAnn: play 6\nBen: play 2\n"
	for _, c := range []struct {
		name   string
		before []string // a command run first, in the same folder
		args   []string
		stdin  string
		want   []string
		not    []string
	}{
		{name: "serve help: an unfinished game", args: []string{"serve", "--help"},
			want: []string{"Ctrl-C zapisuje\n   niedokończoną grę"}, not: []string{"nieskończon"}},
		{name: "table: a round ended with more cards", args: []string{"table", "mojo", "--players", "Ann,Ben"},
			stdin: mojoTime + "Ann: reveal 5\nBen: play 9\nAnn: reveal 5\nAnn: shows 5 5\nBen: shows 0 3 5\n",
			want:  []string{"Ben kończy rundę z 6 kartami w ręce, a nie z 3"}, not: []string{"rundę z: "}},
		{name: "table: the cards a player says they hold", args: []string{"table", "mojo", "--players", "Ann,Ben"},
			stdin: "top 11\n? 1 2\n", want: []string{"Ann ma 8 kart w ręce, a nie 2"}, not: []string{"Ann ma: "}},
		{name: "table: the face-down cards a player says they hold", args: []string{"table", "mojo", "--players", "Ann,Ben"},
			stdin: mojoTime + "? 1 2 3\n", want: []string{"Ann ma 2 zakryte karty, a nie 3"}, not: []string{"Ann ma: "}},
		{name: "replay: Mojo Time's face-down cards",
			before: []string{"play", "mojo", "--players", "bot:greedy,bot:greedy", "--seed", "3", "--log", "g.yaml"},
			args:   []string{"replay", "--show", "g.yaml"},
			want:   []string{"Greedy 1: Efekt MOJO, 1 zakryta [", "Efekt MOJO, 2 zakryte ["}, not: []string{"zakrytych 1", "zakrytych 2"}},
		{name: "rules: no such rule", args: []string{"rules", "mojo", "mojo.nope"},
			want: []string{"nie ma zasady"}, not: []string{"reguły"}},
		{name: "sim: Mojo's games", args: []string{"sim", "mojo", "--players", "3", "--games", "20", "--seed", "1"},
			want: []string{" na grę, od ", "  rundy na grę: "}, not: []string{"na partię"}},
		// Makoto's game is a partia: Mojo's word does not reach it.
		{name: "sim: Makoto's games", args: []string{"sim", "makoto", "--players", "3", "--games", "5", "--seed", "1"},
			want: []string{" na partię, od "}, not: []string{"na grę"}},
		{name: "table help: the turn order", args: []string{"table", "--help"},
			want: []string{"pilnuj kolejności ruchów"}, not: []string{"pilnuj kolejki"}},
		{name: "help: one engine", args: []string{"--help"},
			want: []string{"Każdy tryb korzysta z tego samego silnika zasad."}, not: []string{"pyta ten sam silnik"}},
		{name: "play: the saved game", args: []string{"play", "mojo", "--players", "Ann,Ben", "--seed", "1", "--log", "g.yaml"},
			stdin: "quit\n", want: []string{"(aby kontynuować: tabletop play --resume g.yaml)"}, not: []string{"(dalej:"}},
		{name: "play: the Mojo card's holder has no more points than anyone",
			args: []string{"play", "mojo", "--players", "bot:greedy,bot:greedy", "--seed", "1", "-v"},
			want: []string{"Nikt nie ma mniej punktów niż Greedy 2, więc Greedy 2 dostaje 0, a karta MOJO wraca stroną „0”"},
			not:  []string{"niż ktokolwiek"}},
		{name: "score: an unknown game", args: []string{"score", "go"},
			want: []string{"score: nieznana gra "}, not: []string{"nieznane "}},
		{name: "pad show: the winner's total", args: []string{"pad", "show", testdataPath("pad", "mojo-over.yaml")},
			want: []string{"4 (wygrywa)"}, not: []string{"(wygrana)"}},
		{name: "rules: Makoto's single", args: []string{"rules", "makoto"},
			want: []string{"Każda pojedyncza karta jest kombinacją."}, not: []string{"Każda jedna karta"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			if c.before != nil {
				if r := run(t, dir, c.before...); r.code != 0 {
					t.Fatalf("tabletop %s: exit %d: %s", strings.Join(c.before, " "), r.code, r.stderr)
				}
			}
			r := runInput(t, dir, c.stdin, append(c.args, "--lang", "pl")...)
			checkTexts(t, r.stdout+r.stderr, c.want, c.not)
		})
	}
}

// checkTexts fails the test unless out holds every text of want and none
// of not.
func checkTexts(t *testing.T, out string, want, not []string) {
	t.Helper()
	for _, w := range want {
		if !strings.Contains(out, w) {
			t.Errorf("no %q in:\n%s", w, out)
		}
	}
	for _, w := range not {
		if strings.Contains(out, w) {
			t.Errorf("%q in:\n%s", w, out)
		}
	}
}
