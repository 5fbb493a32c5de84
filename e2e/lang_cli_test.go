package e2e

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

var languages = []string{"en", "pl", "fr", "ru"}

// runLocale runs the binary with the locale variables set as given
// ("LANG=pl_PL.UTF-8"), every other one unset.
func runLocale(t *testing.T, locale []string, args ...string) result {
	t.Helper()
	return runEnv(t, "", "", locale, args...)
}

// One rule, and a legal and an illegal move per game, told in each
// language (testdata/golden/lang/NAME.LANG.txt).
func TestGoldenInEveryLanguage(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name string
		code int
		args []string
	}{
		{"rules-mojo-turn-equal", 0, []string{"rules", "mojo", "mojo.turn.equal"}},
		{"rules-makoto-curtain-take", 0, []string{"rules", "makoto", "makoto.curtain.take"}},
		{"validate-mojo-legal", 0, []string{"validate", "testdata/positions/mojo-rulebook-chain.yaml", "play 8 8 7"}},
		{"validate-mojo-illegal", 1, []string{"validate", "testdata/positions/mojo-rulebook-chain.yaml", "play 8 8 7 7"}},
		{"validate-makoto-legal", 0, []string{"validate", "testdata/positions/makoto-curtain-3.yaml", "play 13 13 13 take 1 1 1"}},
		{"validate-makoto-illegal", 1, []string{"validate", "testdata/positions/makoto-curtain-3.yaml", "play 4"}},
		{"score-mojo", 0, []string{"score", "mojo", "--hand", "Ann=9,1", "--hand", "Ben=0,4", "--hand", "Cy=10,11,3", "--mojo", "Cy"}},
		{"score-mojo-zero", 0, []string{"score", "mojo", "--hand", "Ann=9,1", "--hand", "Ben=0,4", "--hand", "Cy=10,11,3", "--mojo", "Ben"}},
		{"score-makoto", 0, []string{"score", "makoto", "--captured", "Ann=2,2,5,13", "--captured", "Ben=10,7", "--captured", "Cy=5", "--out", "Ben,Ann", "--curtain", "2,5,11"}},
		{"score-makoto-nobody-out", 0, []string{"score", "makoto", "--captured", "Ann=2,2,5,13", "--captured", "Ben=10,7", "--captured", "Cy=5", "--curtain", "2,5,11"}},
	}
	for _, tc := range cases {
		for _, lang := range languages {
			t.Run(tc.name+"/"+lang, func(t *testing.T) {
				args := append([]string(nil), tc.args...)
				for i, a := range args {
					if strings.HasPrefix(a, "testdata/") {
						args[i] = fromRoot(a)
					}
				}
				r := run(t, "", append(args, "--lang", lang)...)
				if r.code != tc.code || r.stderr != "" {
					t.Fatalf("exit %d (want %d), stderr %q", r.code, tc.code, r.stderr)
				}
				golden(t, filepath.Join("lang", tc.name+"."+lang+".txt"), r.stdout)
			})
		}
	}
	// English with --lang en is what it was before there were languages.
	want, err := os.ReadFile(testdataPath("golden", "rules-mojo-turn-equal.txt"))
	if err != nil {
		t.Fatal(err)
	}
	if r := run(t, "", "rules", "mojo", "mojo.turn.equal", "--lang", "en"); r.stdout != string(want) {
		t.Errorf("--lang en differs from the English golden:\n%s", r.stdout)
	}
}

// The language comes from --lang wherever it stands, else from LC_ALL,
// LC_MESSAGES or LANG in that order, else English.
func TestLanguageChoice(t *testing.T) {
	t.Parallel()
	rule := []string{"rules", "mojo", "mojo.turn.equal"}
	titles := map[string]string{"en": "Equal card", "pl": "Taka sama karta", "fr": "Carte égale", "ru": "Равная карта"}
	for _, tc := range []struct {
		name   string
		locale []string
		args   []string
		want   string
	}{
		{"no locale", nil, rule, "en"},
		{"LANG", []string{"LANG=pl_PL.UTF-8"}, rule, "pl"},
		{"LANG without encoding", []string{"LANG=fr_FR"}, rule, "fr"},
		{"LC_MESSAGES over LANG", []string{"LANG=pl_PL.UTF-8", "LC_MESSAGES=ru_RU.UTF-8"}, rule, "ru"},
		{"LC_ALL over both", []string{"LANG=pl_PL.UTF-8", "LC_MESSAGES=ru_RU.UTF-8", "LC_ALL=fr_FR.UTF-8"}, rule, "fr"},
		{"C is English", []string{"LC_ALL=C", "LANG=pl_PL.UTF-8"}, rule, "en"},
		{"POSIX is English", []string{"LANG=POSIX"}, rule, "en"},
		{"unknown locale is English", []string{"LANG=de_DE.UTF-8"}, rule, "en"},
		{"--lang over the locale", []string{"LC_ALL=pl_PL.UTF-8"}, append(append([]string(nil), rule...), "--lang", "ru"), "ru"},
		{"--lang=VALUE", nil, append(append([]string(nil), rule...), "--lang=fr"), "fr"},
		{"--lang before the command", []string{"LANG=ru_RU.UTF-8"}, append([]string{"--lang", "pl"}, rule...), "pl"},
		{"--lang as a tag", nil, append(append([]string(nil), rule...), "--lang", "pl-PL"), "pl"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := runLocale(t, tc.locale, tc.args...)
			if r.code != 0 || !strings.HasPrefix(r.stdout, "mojo.turn.equal  "+titles[tc.want]+"\n") {
				t.Errorf("exit %d, want the %s text:\n%s%s", r.code, tc.want, r.stdout, r.stderr)
			}
		})
	}
	expectBadInput(t, run(t, "", "rules", "mojo", "--lang", "de"), `--lang: unknown language "de" (one of en, pl, fr, ru)`)
	expectBadInput(t, run(t, "", "--lang", "xx", "rules", "mojo"), `unknown language "xx"`)
}

// 'rules --languages', and 'rules --lang' with no value, list the
// languages and mark the one in use.
func TestListLanguages(t *testing.T) {
	t.Parallel()
	for _, args := range [][]string{{"rules", "--languages"}, {"rules", "--lang"}, {"rules", "--lang", "--languages"}} {
		r := runLocale(t, []string{"LANG=ru_RU.UTF-8"}, args...)
		if r.code != 0 || r.stderr != "" {
			t.Fatalf("%v: exit %d: %s", args, r.code, r.stderr)
		}
		for _, want := range []string{"  en  English\n", "  pl  polski\n", "  fr  français\n", "  ru  русский  (выбран)\n"} {
			if !strings.Contains(r.stdout, want) {
				t.Errorf("%v: no %q in\n%s", args, want, r.stdout)
			}
		}
	}
	r := run(t, "", "rules", "--languages", "--json")
	if r.code != 0 || !strings.Contains(r.stdout, `"code": "ru"`) || !strings.Contains(r.stdout, `"name": "русский"`) {
		t.Errorf("--languages --json: exit %d\n%s", r.code, r.stdout)
	}
}

// Machine output does not depend on the language: --json is byte for
// byte the same in every language, whether chosen by flag or locale.
func TestJSONSameInEveryLanguage(t *testing.T) {
	t.Parallel()
	pos := func(name string) string { return testdataPath("positions", name) }
	for _, args := range [][]string{
		{"rules", "mojo", "--json"},
		{"rules", "makoto", "--json", "--option", "series=on"},
		{"rules", "mojo", "mojo.turn", "--json"},
		{"validate", pos("mojo-rulebook-chain.yaml"), "play 8 8 7", "--json"},
		{"validate", pos("mojo-rulebook-chain.yaml"), "play 8 8 7 7", "--json"},
		{"validate", pos("makoto-curtain-3.yaml"), "play 13 13 13 take 1 1 1", "--json"},
		{"validate", pos("makoto-curtain-3.yaml"), "play 4", "--json"},
		{"score", "mojo", "--hand", "Łucja=9,1", "--hand", "Жанна=0,4", "--hand", "Zoë=10,11,3", "--mojo", "Zoë", "--json"},
		{"score", "makoto", "--captured", "Ann=2,2,5,13", "--captured", "Ben=10,7", "--captured", "Cy=5", "--out", "Ben,Ann", "--curtain", "2,5,11", "--json"},
		{"play", "makoto", "--players", "bot:greedy,bot:random,bot:random", "--seed", "7", "--json"},
		{"play", "mojo", "--players", "bot:greedy,bot:random,bot:random", "--seed", "7", "--json"},
	} {
		en := run(t, "", append(args, "--lang", "en")...)
		if en.stdout == "" {
			t.Fatalf("%v: no output: %s", args, en.stderr)
		}
		for _, lang := range languages[1:] {
			for _, r := range []result{
				run(t, "", append(args, "--lang", lang)...),
				runLocale(t, []string{"LANG=" + lang}, args...),
			} {
				if r.stdout != en.stdout || r.code != en.code {
					t.Errorf("%v in %s: exit %d, output differs from English:\n%s", args, lang, r.code, firstDifference(r.stdout, en.stdout))
				}
			}
		}
	}
}

// Players' own names, in any script, pass through every language as
// written, in text and JSON.
func TestNonASCIINamesInEveryLanguage(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	pos := filepath.Join(dir, "pos.yaml")
	if err := os.WriteFile(pos, []byte("game: mojo\nplayers: [Łucja, Жанна, Zoë, Émile]\nmover: Łucja\ndiscard: 8\nhand: [8, 8, 7, 7, 4, 3, 0]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	want := map[string]string{
		"en": "LEGAL for Łucja: play 8 8 7  [mojo.turn.lower]\n",
		"pl": "DOZWOLONE dla gracza Łucja: play 8 8 7  [mojo.turn.lower]\n",
		"fr": "PERMIS pour Łucja\u00a0: play 8 8 7  [mojo.turn.lower]\n",
		"ru": "РАЗРЕШЕНО для игрока Łucja: play 8 8 7  [mojo.turn.lower]\n",
	}
	for _, lang := range languages {
		r := run(t, dir, "validate", pos, "play 8 8 7", "--lang", lang)
		if r.code != 0 || !strings.HasPrefix(r.stdout, want[lang]) || !strings.Contains(r.stdout, "Жанна") {
			t.Errorf("%s: exit %d\n%s%s", lang, r.code, r.stdout, r.stderr)
		}
		r = run(t, dir, "validate", pos, "play 8 8 7", "--lang", lang, "--json")
		if !strings.Contains(r.stdout, `"player": "Łucja"`) {
			t.Errorf("%s --json: %s", lang, r.stdout)
		}
	}
}

// The header counts players with the language's plural rules.
func TestRulesHeaderPlural(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ game, lang, want string }{
		{"mojo", "en", "Mojo (2 to 8 players)\n"},
		{"mojo", "pl", "Mojo (od 2 do 8 graczy)\n"},
		{"makoto", "fr", "Makoto (de 2 à 6 joueurs)\n"},
		{"makoto", "ru", "Makoto (от 2 до 6 игроков)\n"},
	} {
		if r := run(t, "", "rules", tc.game, "--lang", tc.lang); !strings.HasPrefix(r.stdout, tc.want) {
			t.Errorf("rules %s --lang %s: want %q first, got\n%s", tc.game, tc.lang, tc.want, r.stdout)
		}
	}
}

// The table mode speaks the chosen language: its own words, the verdicts'
// reasons and the effects (testdata/golden/lang/table-GAME.pl.txt), while
// its --json lines are the same bytes in every language.
func TestTableInPolish(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, game, players, file string
		lines                     int
		extra                     []string
	}{
		{"table-mojo", "mojo", "Ann,Ben,Cy", "mojo-3.txt", 20, []string{"Zed: pass", "top 99", "Ann: play 3 3", "?", "undo", "status"}},
		{"table-makoto", "makoto", "Ann,Ben,Cy,Dan", "makoto-4.txt", 14, []string{"Ann: play 1", "Ben: pass", "Zed: pass", "undo", "status"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := loadTableGame(t, tc.file)
			input := strings.Join(append(append([]string(nil), g.lines[:tc.lines]...), tc.extra...), "\n") + "\n"
			var jsonOut []string
			for _, lang := range languages {
				dir := t.TempDir()
				r := runInput(t, dir, input, "table", tc.game, "--players", tc.players, "--lang", lang, "--json")
				if r.code != 0 {
					t.Fatalf("%s --json: exit %d: %s", lang, r.code, r.stderr)
				}
				jsonOut = append(jsonOut, r.stdout)
				if r.stdout != jsonOut[0] {
					t.Errorf("--json in %s differs from English", lang)
				}
			}
			r := runInput(t, t.TempDir(), input, "table", tc.game, "--players", tc.players, "--lang", "pl")
			if r.code != 0 {
				t.Fatalf("exit %d: %s", r.code, r.stderr)
			}
			golden(t, filepath.Join("lang", tc.name+".pl.txt"), r.stderr+r.stdout)
		})
	}
}

// The score pad's sheet, status line and statistics told in each language
// (testdata/golden/lang/pad-*.LANG.txt), and its JSON the same bytes in
// every language.
func TestPadInEveryLanguage(t *testing.T) {
	t.Parallel()
	dir := testdataPath("pad")
	cases := []struct {
		name string
		args []string
	}{
		{"pad-show-mojo", []string{"pad", "show", "cli-mojo-night.yaml"}},
		{"pad-show-makoto", []string{"pad", "show", "makoto-series.yaml"}},
		{"pad-chart-mojo", []string{"pad", "show", "--chart", "cli-mojo-night.yaml"}},
		{"pad-stats", []string{"pad", "stats", "cli-mojo-night.yaml", "mojo-over.yaml", "makoto-series.yaml", "makoto-swords.yaml"}},
	}
	for _, tc := range cases {
		var jsonOut string
		for _, lang := range languages {
			t.Run(tc.name+"/"+lang, func(t *testing.T) {
				r := run(t, dir, append(tc.args, "--lang", lang)...)
				if r.code != 0 || r.stderr != "" {
					t.Fatalf("exit %d, stderr %q", r.code, r.stderr)
				}
				golden(t, filepath.Join("lang", tc.name+"."+lang+".txt"), r.stdout)
				j := run(t, dir, append(tc.args, "--lang", lang, "--json")...)
				if lang == "en" {
					jsonOut = j.stdout
				} else if j.stdout != jsonOut {
					t.Errorf("--json in %s differs from English:\n%s", lang, firstDifference(j.stdout, jsonOut))
				}
			})
		}
	}
	// A new pad, a round added and taken back, told in Polish; the pad
	// file is the same bytes as one kept in English.
	files := map[string]string{}
	var out strings.Builder
	for _, lang := range []string{"en", "pl"} {
		tmp := t.TempDir()
		for _, args := range [][]string{
			{"pad", "new", "mojo", "--players", "Ann,Ben,Cy", "--file", "p.yaml"},
			{"pad", "add", "p.yaml", "--hand", "Ann=9,1", "--hand", "Ben=0,4", "--hand", "Cy=10,11,3", "--mojo", "Cy"},
			{"pad", "add", "p.yaml", "--score", "Ann=3", "--score", "Ben=0", "--score", "Cy=12"},
			{"pad", "undo", "p.yaml"},
		} {
			r := run(t, tmp, append(args, "--lang", lang)...)
			if r.code != 0 {
				t.Fatalf("%v in %s: exit %d: %s", args, lang, r.code, r.stderr)
			}
			if lang == "pl" {
				out.WriteString(r.stdout)
			}
		}
		data, err := os.ReadFile(filepath.Join(tmp, "p.yaml"))
		if err != nil {
			t.Fatal(err)
		}
		files[lang] = string(data)
	}
	if files["pl"] != files["en"] {
		t.Errorf("a pad kept in Polish differs from one kept in English:\n%s", firstDifference(files["pl"], files["en"]))
	}
	golden(t, filepath.Join("lang", "pad-session.pl.txt"), out.String())
}

// play told in Polish: the round headings, the scoring table, the final
// standings with the plural of the moves (testdata/golden/lang/play-*.pl.txt).
func TestPlayInPolish(t *testing.T) {
	t.Parallel()
	for _, game := range []string{"mojo", "makoto"} {
		t.Run(game, func(t *testing.T) {
			r := run(t, "", "play", game, "--players", "bot:greedy,bot:random,bot:random", "--seed", "7", "--lang", "pl")
			if r.code != 0 {
				t.Fatalf("exit %d: %s", r.code, r.stderr)
			}
			golden(t, filepath.Join("lang", "play-"+game+".pl.txt"), r.stdout)
		})
	}
}

// replay and replay --show told in each language
// (testdata/golden/lang/replay-mojo.LANG.txt); --json the same bytes.
func TestReplayInEveryLanguage(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	if r := run(t, dir, "play", "mojo", "--players", "bot:greedy,bot:random,bot:random", "--seed", "7", "--log", "g.yaml"); r.code != 0 {
		t.Fatalf("play: exit %d: %s", r.code, r.stderr)
	}
	en := run(t, dir, "replay", "g.yaml", "--json")
	for _, lang := range languages {
		t.Run(lang, func(t *testing.T) {
			r := run(t, dir, "replay", "g.yaml", "--lang", lang)
			show := run(t, dir, "replay", "g.yaml", "--show", "--lang", lang)
			if r.code != 0 || show.code != 0 {
				t.Fatalf("exit %d / %d: %s%s", r.code, show.code, r.stderr, show.stderr)
			}
			golden(t, filepath.Join("lang", "replay-mojo."+lang+".txt"), r.stdout+"\n"+show.stdout)
			if j := run(t, dir, "replay", "g.yaml", "--json", "--lang", lang); j.stdout != en.stdout {
				t.Errorf("--json in %s differs from English", lang)
			}
		})
	}
}

// The common usage errors told in the locale's language, still one line
// and exit 2.
func TestUsageErrorsInPolish(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"play", "mojo", "--bogus"}, "tabletop: play: nieznana flaga --bogus (zobacz tabletop play --help)\n"},
		{[]string{"score", "mojo", "--mojoo", "x"}, "tabletop: score mojo: nieznana flaga --mojoo; czy chodziło o --mojo? (zobacz tabletop score mojo --help)\n"},
		{[]string{"score", "foo"}, "tabletop: score: nieznana gra „foo”; wybierz jedną z: makoto, mojo\n"},
		{[]string{"bogus"}, "tabletop: nieznane polecenie „bogus” (zobacz tabletop --help)\n"},
	} {
		r := runLocale(t, []string{"LANG=pl_PL.UTF-8"}, tc.args...)
		if r.code != 2 || r.stderr != tc.want {
			t.Errorf("%v: exit %d, stderr %q; want exit 2, %q", tc.args, r.code, r.stderr, tc.want)
		}
	}
}

// replay --show of a Makoto game told in Polish: the game views between
// the moves (testdata/golden/lang/replay-makoto.pl.txt).
func TestReplayShowMakotoInPolish(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	if r := run(t, dir, "play", "makoto", "--players", "bot:greedy,bot:random,bot:random", "--seed", "7", "--log", "g.yaml"); r.code != 0 {
		t.Fatalf("play: exit %d: %s", r.code, r.stderr)
	}
	show := run(t, dir, "replay", "g.yaml", "--show", "--lang", "pl")
	if show.code != 0 {
		t.Fatalf("exit %d: %s", show.code, show.stderr)
	}
	golden(t, filepath.Join("lang", "replay-makoto.pl.txt"), show.stdout)
}

// sim told in Polish: the headings, the table's columns, the statistics'
// names (testdata/golden/lang/sim-GAME.pl.txt, the speed line's numbers
// masked); --json the same as in English but for the timing.
func TestSimInPolish(t *testing.T) {
	t.Parallel()
	timing := regexp.MustCompile(`[0-9][0-9\x{a0}]* gier/s, [0-9]+ (wątek|wątki|wątków) \([0-9,]+ s\)`)
	for _, game := range []string{"mojo", "makoto"} {
		t.Run(game, func(t *testing.T) {
			args := []string{"sim", game, "--players", "4", "--games", "300", "--seed", "1", "--bots", "greedy,random", "--workers", "2"}
			r := run(t, "", append(args, "--lang", "pl")...)
			if r.code != 0 {
				t.Fatalf("exit %d: %s", r.code, r.stderr)
			}
			golden(t, filepath.Join("lang", "sim-"+game+".pl.txt"), timing.ReplaceAllString(r.stdout, "N gier/s, W (T s)"))
			en := run(t, "", append(args, "--json")...)
			pl := run(t, "", append(args, "--json", "--lang", "pl")...)
			if untimed(t, en.stdout) != untimed(t, pl.stdout) {
				t.Errorf("--json in Polish differs from English")
			}
		})
	}
}

// play shows a person the game view in their language before their move.
func TestPlayViewInPolish(t *testing.T) {
	t.Parallel()
	for game, want := range map[string]string{"mojo": "stos kart do dobierania:", "makoto": "Talia Wyroczni:"} {
		r := runInput(t, "", "", "play", game, "--players", "Ann,bot:random,bot:random", "--seed", "3", "--lang", "pl")
		if !strings.Contains(r.stdout, want) || strings.Contains(r.stdout, "draw pile:") || strings.Contains(r.stdout, "Oracle deck:") {
			t.Errorf("%s: the view is not in Polish:\n%s", game, r.stdout)
		}
	}
}

// Move notation that cannot be read is told in the chosen language where
// people read it: validate's error line, table mode's refusal and play's
// complaint; English stays as it was.
func TestNotationErrorsInPolish(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		file, move, want string
	}{
		{"mojo-cli-example.yaml", "play 8 14", "tabletop: nie można odczytać ruchu „play 8 14”: „14” to nie karta gry Mojo (wartości od 0 do 12)\n"},
		{"mojo-cli-example.yaml", "play 8 on 3", "tabletop: nie można odczytać ruchu „play 8 on 3”: „on” przyjmuje stos odrzuconych 1 albo 2, nie „3”\n"},
		{"makoto-cli-example.yaml", "play 3 99", "tabletop: nie można odczytać ruchu „play 3 99”: „99” to nie karta Makoto (wartości od 1 do 16)\n"},
		{"makoto-cli-example.yaml", "jump", "tabletop: nie można odczytać ruchu „jump”: nieznany ruch „jump”; napisz play KARTY, pass, pass oracle, discard C, take C ..., done albo lid take C\n"},
	} {
		path := testdataPath("positions", tc.file)
		r := runLocale(t, []string{"LANG=pl_PL.UTF-8"}, "validate", path, tc.move)
		if r.code != 2 || r.stderr != tc.want {
			t.Errorf("validate %q: exit %d, stderr %q; want exit 2, %q", tc.move, r.code, r.stderr, tc.want)
		}
		en := runLocale(t, nil, "validate", path, tc.move)
		if en.code != 2 || !strings.HasPrefix(en.stderr, "tabletop: cannot read move ") {
			t.Errorf("validate %q in English: exit %d, stderr %q", tc.move, en.code, en.stderr)
		}
	}
	r := runInput(t, t.TempDir(), "top 5\nAnn: play 8 14\n", "table", "mojo", "--players", "Ann,Ben,Cy", "--lang", "pl")
	if want := "· nie można odczytać ruchu „play 8 14”: „14” to nie karta gry Mojo (wartości od 0 do 12) [engine.notation]"; !strings.Contains(r.stdout, want) {
		t.Errorf("table: no Polish refusal %q in:\n%s", want, r.stdout)
	}
	r = runInput(t, t.TempDir(), "play 99\n", "play", "mojo", "--players", "Ann,bot:random", "--seed", "3", "--lang", "pl")
	if want := "nie można odczytać ruchu „play 99”: „99” to nie karta gry Mojo (wartości od 0 do 12)"; !strings.Contains(r.stdout+r.stderr, want) {
		t.Errorf("play: no Polish complaint %q in:\n%s%s", want, r.stdout, r.stderr)
	}
}

// play's complaint when a person's input ends before the game, in Polish.
func TestPlayInputEndedInPolish(t *testing.T) {
	t.Parallel()
	r := runInput(t, t.TempDir(), "", "play", "mojo", "--players", "Ann,bot:random", "--seed", "3", "--lang", "pl")
	if want := "tabletop: play: wejście skończyło się przed końcem gry\n"; r.code != 2 || !strings.HasSuffix(r.stderr, want) {
		t.Errorf("exit %d, stderr %q; want exit 2 and %q", r.code, r.stderr, want)
	}
}

// --help in every language (testdata/golden/lang/help-*.LANG.txt), chosen
// by --lang or by the locale; English is what it always was.
func TestHelpInEveryLanguage(t *testing.T) {
	t.Parallel()
	locales := map[string]string{"en": "LANG=C", "pl": "LANG=pl_PL.UTF-8", "fr": "LC_ALL=fr_FR.UTF-8", "ru": "LANG=ru_RU.UTF-8"}
	for _, tc := range []struct {
		name string
		args []string
	}{
		{"help-app", []string{"--help"}},
		{"help-pad-add", []string{"pad", "add", "--help"}},
	} {
		for _, lang := range languages {
			t.Run(tc.name+"/"+lang, func(t *testing.T) {
				r := run(t, "", append([]string{"--lang", lang}, tc.args...)...)
				if r.code != 0 || r.stderr != "" {
					t.Fatalf("exit %d, stderr %q", r.code, r.stderr)
				}
				golden(t, filepath.Join("lang", tc.name+"."+lang+".txt"), r.stdout)
				if l := runLocale(t, []string{locales[lang]}, tc.args...); l.stdout != r.stdout {
					t.Errorf("%s: differs from --lang %s:\n%s", locales[lang], lang, l.stdout)
				}
			})
		}
	}
	// A language that does not exist: the help is English, and a command
	// is refused.
	en := run(t, "", "--help")
	if r := run(t, "", "--lang", "xx", "--help"); r.code != 0 || r.stdout != en.stdout {
		t.Errorf("--lang xx --help: exit %d\n%s", r.code, r.stdout)
	}
	expectBadInput(t, run(t, "", "--lang", "xx", "rules", "mojo"), `--lang: unknown language "xx"`)
	// The bash completion script is the same in every language.
	bash := run(t, "", "completion", "bash")
	for _, lang := range languages {
		if r := run(t, "", "completion", "bash", "--lang", lang); r.stdout != bash.stdout {
			t.Errorf("completion bash --lang %s differs", lang)
		}
	}
}
