package e2e

import (
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// The slips a native reader of French found in the real output (issue 30,
// its French paragraph): each row runs a command in French and names the
// text that must no longer appear and the text that must. Output is read
// with its runs of plain spaces and line ends as one space (help and rules
// wrap their text), the no-break spaces kept.
func TestFrenchSlipsFixed(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	for _, game := range []string{"mojo", "makoto"} {
		mustRun(t, dir, "play", game, "--players", "bot:greedy,bot:random,bot:random", "--seed", "7", "--log", game+".yaml", "--quiet")
	}
	pad := "version: 1\ngame: mojo\nplayers: [Ann, Ben]\nrounds:\n  - scores: {Ann: 400, Ben: 3}\ntotals: {Ann: 400, Ben: 3}\n"
	if err := os.WriteFile(filepath.Join(dir, "broken.yaml"), []byte(pad), 0o644); err != nil {
		t.Fatal(err)
	}
	// The first round of a table game, up to the cards shown at its end.
	g := loadTableGame(t, "mojo-3.txt")
	shows := 0
	for i, l := range g.lines {
		if strings.Contains(l, ": shows ") {
			shows = i
			break
		}
	}
	if shows == 0 {
		t.Fatal("mojo-3.txt shows no cards")
	}
	roundOver := strings.Join(g.lines[:shows], "\n") + "\nstatus\n"
	const nb = "\u00a0"
	for _, tc := range []struct {
		name       string
		args       []string
		stdin      string
		not, want  []string
		stderrOnly bool
	}{
		{"help notation bare", []string{"play", "--help"}, "",
			[]string{"NOM" + nb + ": lid take C"}, []string{"NOM: lid take C"}, false},
		{"help quotes", []string{"--help"}, "",
			[]string{"'tabletop rules --languages'"}, []string{"«" + nb + "tabletop rules --languages" + nb + "»"}, false},
		{"table help", []string{"table", "--help"}, "",
			[]string{`"play 13 13 13 take 1 1 1"`, "gardées nulle part", "nom est au joueur", "tenir le tour", "sans calcul."},
			[]string{"«" + nb + "play 13 13 13 take 1 1 1" + nb + "»", "et conservées nulle part", "nom est attribuée au joueur dont c'est le tour",
				"suivre le tour de jeu", "sans calcul de tête."}, false},
		{"sim help", []string{"sim", "--help"}, "",
			[]string{"Le mode simulé", `"stats"`, `"counters"`}, []string{"Le mode simulation" + nb + ":", "«" + nb + "stats" + nb + "»"}, false},
		{"pad fix help", []string{"pad", "fix", "--help"}, "",
			[]string{"'pad fix'"}, []string{"«" + nb + "pad fix" + nb + "» recompte"}, false},
		{"score help", []string{"score", "--help"}, "",
			[]string{"'tabletop pad'"}, []string{"«" + nb + "tabletop pad" + nb + "»"}, false},
		{"score makoto help", []string{"score", "makoto", "--help"}, "",
			[]string{`"9s"`}, []string{"«" + nb + "9s" + nb + "» pour une carte Épée"}, false},
		{"serve help", []string{"serve", "--help"}, "",
			[]string{`"watch" avec`, `"join CODE"`}, []string{"«" + nb + "watch" + nb + "» avec", "«" + nb + "join CODE" + nb + "»"}, false},
		{"quoted defaults", []string{"table", "--help"}, "",
			[]string{`(par défaut` + nb + `: "table-journal.yaml")`}, []string{"(par défaut" + nb + ": «" + nb + "table-journal.yaml" + nb + "»)"}, false},
		{"round over at the table", append([]string{"table", g.game, "--players", g.players, "--journal", "j.yaml", "--force"}, g.args...), roundOver,
			[]string{"Manche 1 est finie"}, []string{"La manche 1 est finie" + nb + ": chacun montre ses cartes"}, false},
		{"input ended", []string{"play", "mojo", "--players", "Ann,bot:greedy", "--seed", "3"}, "",
			[]string{"avant la partie"}, []string{"l'entrée s'est terminée avant la fin de la partie"}, true},
		{"holder scores 0", []string{"score", "mojo", "--hand", "Ann=9,1", "--hand", "Ben=0,4", "--hand", "Cy=10,11,3", "--mojo", "Ben"}, "",
			[]string{nb + ": marque 0"}, []string{"(ou à égalité)" + nb + ": il marque 0"}, false},
		{"makoto out and over", []string{"replay", "makoto.yaml", "--show"}, "",
			[]string{"a terminé", "Fini."}, []string{", sorti (récompense 50)", "Partie terminée."}, false},
		{"language in use", []string{"rules", "--languages"}, "",
			[]string{"(en cours)"}, []string{"français (actuelle)"}, false},
		{"legal move", []string{"validate", fromRoot("testdata/positions/mojo-rulebook-chain.yaml"), "play 8 8 7"}, "",
			[]string{"AUTORISÉ"}, []string{"PERMIS pour Adam" + nb + ":"}, false},
		{"deck counts", []string{"rules", "mojo", "mojo.deck"}, "",
			[]string{"chacune"}, []string{"vert 2-4 (5 de chaque)"}, false},
		{"command's colon", []string{"score", "mojo", "--bogus"}, "",
			[]string{"score mojo: "}, []string{"tabletop: score mojo" + nb + ": option inconnue --bogus"}, true},
		{"file and line's colon", []string{"pad", "show", "broken.yaml"}, "",
			[]string{"broken.yaml:5: "}, []string{"broken.yaml:5" + nb + ": le score d'Ann"}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := runEnv(t, dir, tc.stdin, nil, append(tc.args, "--lang", "fr")...)
			out := r.stdout + r.stderr
			if tc.stderrOnly {
				out = r.stderr
			}
			checkTexts(t, plainRuns.ReplaceAllString(out, " "), tc.want, tc.not)
		})
	}
}

// plainRuns are runs of plain spaces and line ends, which wrapping puts
// anywhere.
var plainRuns = regexp.MustCompile(`[ \n]+`)

// Notation is written as it is typed, with plain spaces, in every French
// help: "NOM: lid take C", never "NOM\u00a0: lid take C" (a no-break space
// typed or pasted at the table is read as a space all the same:
// TestTableReadsNoBreakSpaces).
func TestFrenchHelpNotationBare(t *testing.T) {
	t.Parallel()
	notation := regexp.MustCompile(`\b(?:NOM|JOUEUR|Ann|Ben|Cy|Dan)\x{a0}: *(?:lid|play|pass|shows|take|done|discard|COUP)\b|\b(?:lid|play|take|top|shows|curtain|discard)\x{a0}\w`)
	for _, args := range [][]string{{"--help"}, {"play", "--help"}, {"table", "--help"}, {"serve", "--help"}, {"validate", "--help"},
		{"replay", "--help"}, {"score", "makoto", "--help"}, {"pad", "add", "--help"}, {"pad", "edit", "--help"}} {
		r := run(t, "", append(args, "--lang", "fr")...)
		if r.code != 0 {
			t.Fatalf("%q: exit %d: %s", args, r.code, r.stderr)
		}
		for _, line := range strings.Split(r.stdout, "\n") {
			if m := notation.FindString(line); m != "" {
				t.Errorf("%q: notation with a no-break space %q: %s", args, m, strings.TrimSpace(line))
			}
		}
	}
}

// French help quotes in « »: no straight quotes ("…", '…') in any
// command's help, but in the example command lines (what a shell reads)
// and the JSON it quotes.
func TestFrenchHelpQuotes(t *testing.T) {
	t.Parallel()
	straight := regexp.MustCompile(`"|(?:^|[\s(])'[^']*'`)
	for _, args := range [][]string{{"--help"}, {"completion", "--help"}, {"config", "--help"}, {"pad", "--help"}, {"pad", "new", "--help"},
		{"pad", "add", "--help"}, {"pad", "show", "--help"}, {"pad", "undo", "--help"}, {"pad", "edit", "--help"}, {"pad", "fix", "--help"},
		{"pad", "stats", "--help"}, {"play", "--help"}, {"replay", "--help"}, {"rules", "--help"}, {"score", "--help"}, {"score", "mojo", "--help"},
		{"score", "makoto", "--help"}, {"serve", "--help"}, {"sim", "--help"}, {"table", "--help"}, {"validate", "--help"}} {
		r := run(t, "", append(args, "--lang", "fr")...)
		if r.code != 0 {
			t.Fatalf("%q: exit %d: %s", args, r.code, r.stderr)
		}
		for _, line := range strings.Split(r.stdout, "\n") {
			l := strings.TrimSpace(line)
			if strings.HasPrefix(l, "tabletop ") || strings.HasPrefix(l, "echo ") || strings.Contains(l, `("watch": true)`) {
				continue
			}
			if m := straight.FindString(l); m != "" {
				t.Errorf("%q: straight quotes %q: %s", args, m, l)
			}
		}
	}
}

// A line of the table protocol copied from French text, with a no-break
// space (U+00A0) or a narrow one (U+202F) where a space is, is the line
// typed with plain spaces: accepted, answered and journaled the same.
func TestTableReadsNoBreakSpaces(t *testing.T) {
	t.Parallel()
	plain := "top 8\nAnn: play 3\nBen: play 9\n"
	for _, lang := range []string{"en", "fr"} {
		dir := t.TempDir()
		args := []string{"table", "mojo", "--players", "Ann,Ben,Cy", "--lang", lang, "--journal", "j.yaml", "--force"}
		want := runInput(t, dir, plain, args...)
		wantJournal := readFile(t, filepath.Join(dir, "j.yaml"))
		for _, input := range []string{
			"top\u00a08\nAnn\u00a0: play 3\nBen\u202f:\u00a0play\u00a09\n",
			"top 8\nAnn\u00a0:\u00a0play 3\nBen\u00a0: play 9\u00a0\n",
		} {
			got := runInput(t, dir, input, args...)
			if got.code != 0 || got.stdout != want.stdout || got.stderr != want.stderr {
				t.Errorf("%s: %q: exit %d\n%s%s\nwant, as %q:\n%s%s", lang, input, got.code, got.stdout, got.stderr, plain, want.stdout, want.stderr)
			}
			if j := readFile(t, filepath.Join(dir, "j.yaml")); j != wantJournal {
				t.Errorf("%s: %q journaled\n%s\nwant\n%s", lang, input, j, wantJournal)
			}
		}
	}
}

// play reads a move typed with no-break spaces at a person's prompt, the
// "NOM: lid take C" of its help included, as the move typed with spaces.
func TestPlayReadsNoBreakSpaces(t *testing.T) {
	t.Parallel()
	args := []string{"play", "mojo", "--players", "Ann,bot:greedy", "--seed", "3", "--lang", "fr", "--log", "g.yaml"}
	dir := t.TempDir()
	want := runInput(t, dir, "Ann: play 2\nquit\n", args...)
	got := runInput(t, dir, "Ann\u00a0: play\u00a02\nquit\n", args...)
	if got.stdout != want.stdout || got.stderr != want.stderr || got.code != want.code {
		t.Errorf("exit %d:\n%s%s\nwant exit %d:\n%s%s", got.code, got.stdout, got.stderr, want.code, want.stdout, want.stderr)
	}
}

// The lobby and a table of serve in French: a table opened for everyone at
// it ("Table de Mojo ouverte pour Ann, Ben et Greedy"), its spectators'
// code without an article, and the welcome at the table.
func TestServeLobbyInFrench(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	_, port := startLobby(t, dir, "fr_FR.UTF-8", io.Discard, "--bot-pause", "0s")
	in, readUntil := dialLobbyLines(t, port)
	io.WriteString(in, "new mojo Ann,Ben,bot:greedy\n")
	opened := readUntil("\u00a0: join ", 3)
	for _, s := range []string{"Mojo est ouvert pour", "les spectateurs"} {
		if strings.Contains(opened, s) {
			t.Errorf("the lobby still says %q:\n%s", s, opened)
		}
	}
	for _, s := range []string{"Table de Mojo ouverte pour Ann, Ben et Greedy.", "\n  spectateurs\u00a0: join "} {
		if !strings.Contains(opened, s) {
			t.Errorf("no %q in:\n%s", s, opened)
		}
	}
	code := lobbyJoinFr.FindStringSubmatch(opened)
	if code == nil {
		t.Fatalf("no code for Ann in:\n%s", opened)
	}
	io.WriteString(in, "join "+code[1]+"\n")
	welcome := readUntil("vous êtes Ann", 1)
	if !strings.Contains(welcome, "vous êtes Ann, à une table avec Ann, Ben et Greedy (") {
		t.Errorf("welcome:\n%s", welcome)
	}
}

var lobbyJoinFr = regexp.MustCompile(`  Ann\x{a0}: join (\w+)`)
