package review

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"tabletop/cmd/cmdutil"
	"tabletop/cmd/cmdutil/cmdtest"
	"tabletop/cmd/internal/reviewtext"
	"tabletop/engine"
	"tabletop/engine/i18n"
	"tabletop/engine/review"
	_ "tabletop/rulesets/makoto" // the games of the logs and journals
	_ "tabletop/rulesets/mojo"
	"tabletop/scorepad"
)

// TestNewCmdReviewArgs reads command lines into Options without
// reviewing a game: runF captures what the command would run with.
func TestNewCmdReviewArgs(t *testing.T) {
	for _, c := range []struct {
		name string
		args []string
		want *Options // nil: the usage error id
		id   string
	}{
		{"file", []string{"game.yaml"}, &Options{File: "game.yaml", Seed: 1, Budget: review.DefaultBudget}, ""},
		{"every flag", []string{"--seat", "Ann", "--open", "--seed", "7", "--budget", "20", "--json", "game.yaml"},
			&Options{File: "game.yaml", Seat: "Ann", Open: true, Seed: 7, Budget: 20, JSON: true}, ""},
		{"after --", []string{"--", "-game.yaml"}, &Options{File: "-game.yaml", Seed: 1, Budget: review.DefaultBudget}, ""},
		{"nothing", nil, nil, "cli.arg.review-one"},
		{"two files", []string{"a.yaml", "b.yaml"}, nil, "cli.arg.review-one"},
		{"budget 0", []string{"--budget", "0", "game.yaml"}, nil, "cli.arg.review-budget"},
	} {
		t.Run(c.name, func(t *testing.T) {
			var got *Options
			cmd := NewCmdReview(cmdtest.Factory(), func(o *Options) error { got = o; return nil })
			var out bytes.Buffer
			err := cmdtest.Run(cmd, &out, c.args...)
			if c.want == nil {
				cmdtest.WantUsage(t, c.args, err, got != nil, c.id)
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got == nil {
				t.Fatal("runF not called")
			}
			if got.File != c.want.File || got.Seat != c.want.Seat || got.Open != c.want.Open || got.Seed != c.want.Seed || got.Budget != c.want.Budget || got.JSON != c.want.JSON {
				t.Fatalf("%q: got %+v, want %+v", c.args, got, c.want)
			}
			if got.IO.Out != &out || got.Tr == nil || got.TrN == nil || got.Style == nil {
				t.Fatal("the options do not carry the application's streams, messages and styles")
			}
		})
	}
}

// partialLog writes to path a game of random bots between Ann, Ben and
// Cy cut after moves moves (an unfinished log).
func partialLog(t *testing.T, path, game string, seed uint64, moves int) {
	t.Helper()
	cmdtest.PlayedLog(t, path, game, []string{"Ann", "Ben", "Cy"}, seed, moves)
}

// The first lines of the table transcripts in testdata/table, as table
// --journal keeps them: a round of Mojo (Ann starts) and a game of Makoto
// (Ann deals) where Cy's play on line 3 closes Ben's Curtain decision
// (the transcript's "Ben: done" left out, as a person may).
var journals = map[string]struct {
	start string
	lines []string
}{
	"mojo":   {"Ann", []string{"top 9", "Ann: play 11", "Ben: play 4", "Cy: play 4 3", "Ann: play 1", "Ben: play 12"}},
	"makoto": {"Ann", []string{"curtain 2 3 4 6 8 9 11", "Ben: play 6 7 8 9", "Cy: play 7 8 9 10", "Cy: discard 1", "Ann: play 9 10 11 12"}},
}

// journal writes the table journal of game's first lines in path, with
// the line changes (old → new) made.
func journal(t *testing.T, path, game string, changes ...string) {
	t.Helper()
	j := journals[game]
	lines := slices.Clone(j.lines)
	for i := range lines {
		lines[i] = strings.NewReplacer(changes...).Replace(lines[i])
	}
	if err := scorepad.SaveJournal(path, &scorepad.Journal{Version: scorepad.JournalVersion, Game: game, Players: []string{"Ann", "Ben", "Cy"},
		Start: j.start, Lines: lines}); err != nil {
		t.Fatal(err)
	}
}

// run reviews file with o's flags in lang and returns stdout and the
// error.
func run(t *testing.T, lang string, o Options) (string, error) {
	t.Helper()
	var out, errOut bytes.Buffer
	o.IO = cmdutil.IOStreams{In: strings.NewReader(""), Out: &out, ErrOut: &errOut, Lang: lang}
	o.Tr, o.TrN, o.Style = cmdtest.Tr, cmdtest.TrN, func(io.Writer) cmdutil.Style { return cmdutil.Style{} }
	if o.Seed == 0 {
		o.Seed = 1
	}
	if o.Budget == 0 {
		o.Budget = 8 // cheap: the words are tested, not the judging
	}
	err := Run(&o)
	if errOut.Len() != 0 {
		t.Errorf("stderr off a terminal: %q", errOut.String())
	}
	return out.String(), err
}

// jsonLines reads review --json: the decisions, each with every key, then
// the summary, last.
func jsonLines(t *testing.T, out string) ([]map[string]any, map[string]any) {
	t.Helper()
	var ds []map[string]any
	var sum map[string]any
	sc := bufio.NewScanner(strings.NewReader(out))
	for sc.Scan() {
		if sum != nil {
			t.Fatalf("a line after the summary: %s", sc.Text())
		}
		var obj map[string]any
		if err := json.Unmarshal(sc.Bytes(), &obj); err != nil {
			t.Fatalf("%v: %s", err, sc.Text())
		}
		if s, ok := obj["summary"].(map[string]any); ok {
			sum = s
			continue
		}
		for _, k := range []string{"move", "player", "played", "best", "loss", "points", "mark", "open"} {
			if _, ok := obj[k]; !ok {
				t.Errorf("a decision without %q: %s", k, sc.Text())
			}
		}
		ds = append(ds, obj)
	}
	if sum == nil {
		t.Fatalf("no summary last:\n%s", out)
	}
	for _, k := range []string{"file", "game", "players", "seed", "budget", "open", "public", "moves", "judged"} {
		if _, ok := sum[k]; !ok {
			t.Errorf("the summary has no %q: %v", k, sum)
		}
	}
	return ds, sum
}

// A log of each game and a journal of each game reviewed in --json: a
// line per judged decision, numbered as in the file and named as in it,
// then the summary; a journal's decisions are public, each move line's
// number its own, a log's every move.
func TestRunJSON(t *testing.T) {
	dir := t.TempDir()
	for _, game := range []string{"mojo", "makoto"} {
		logFile, journalFile := filepath.Join(dir, game+"-log.yaml"), filepath.Join(dir, game+"-journal.yaml")
		partialLog(t, logFile, game, 3, 8)
		journal(t, journalFile, game)
		for _, c := range []struct {
			file         string
			open, public bool
			moves        int
			seat         string
		}{
			{file: logFile, moves: 8},
			{file: logFile, open: true, moves: 8},
			{file: logFile, moves: 8, seat: "ben"},
			{file: journalFile, public: true},
		} {
			out, err := run(t, "en", Options{File: c.file, Open: c.open, Seat: c.seat, JSON: true})
			if err != nil {
				t.Fatalf("%s: %v", c.file, err)
			}
			ds, sum := jsonLines(t, out)
			if sum["open"] != c.open || sum["public"] != c.public || sum["game"] != game || sum["judged"] != float64(len(ds)) || sum["budget"] != float64(8) {
				t.Errorf("%s: summary %v", c.file, sum)
			}
			if c.moves > 0 && sum["moves"] != float64(c.moves) {
				t.Errorf("%s: %v moves, want %d", c.file, sum["moves"], c.moves)
			}
			if players, _ := sum["players"].([]any); len(players) != 3 {
				t.Errorf("%s: players %v", c.file, sum["players"])
			}
			last := 0.0
			for _, d := range ds {
				if d["open"] != c.open || d["move"].(float64) < last || (c.seat != "" && d["player"] != "Ben") {
					t.Errorf("%s: %v", c.file, d)
				}
				last = d["move"].(float64)
				if !strings.Contains("Ann Ben Cy", d["player"].(string)) {
					t.Errorf("%s: player %v is not a name of the file", c.file, d["player"])
				}
			}
			if n := len(journals[game].lines); c.public && (len(ds) == 0 || last > float64(n) || ds[0]["move"].(float64) < 2) {
				t.Errorf("%s: decisions %v are not numbered by the journal's move lines 2 to %d", c.file, ds, n)
			}
		}
	}
}

// The text in every language: the header (file, game, players, seed,
// budget), "every card known" under --open, a journal's note first, the
// table of players, and the chart; no message ID, no template, no Go
// name.
func TestRunText(t *testing.T) {
	dir := t.TempDir()
	logFile, journalFile := filepath.Join(dir, "log.yaml"), filepath.Join(dir, "journal.yaml")
	partialLog(t, logFile, "makoto", 5, 6)
	journal(t, journalFile, "mojo")
	for _, lang := range i18n.Languages() {
		out, err := run(t, lang, Options{File: logFile, Open: true})
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(out, "\n")
		if !strings.HasPrefix(lines[0], logFile) || !strings.Contains(lines[0], "Makoto") || !strings.Contains(lines[0], "Ann") ||
			!strings.HasSuffix(lines[0], cmdtest.Tr(lang, "review.open", nil)) {
			t.Errorf("%s: header %q", lang, lines[0])
		}
		for _, want := range []string{cmdtest.Tr(lang, "review.accuracy", nil), cmdtest.Tr(lang, "review.blunders", nil), cmdtest.Tr(lang, "review.chart", nil), "A Ann"} {
			if !strings.Contains(out, want) {
				t.Errorf("%s: lacks %q:\n%s", lang, want, out)
			}
		}
		for _, bad := range []string{"review.", "{{", "<no value>", "Decision", "Mark(", "%!"} {
			if strings.Contains(out, bad) {
				t.Errorf("%s: %q in:\n%s", lang, bad, out)
			}
		}
		out, err = run(t, lang, Options{File: journalFile})
		if err != nil {
			t.Fatal(err)
		}
		if first, _, _ := strings.Cut(out, "\n"); first != cmdtest.Tr(lang, "review.public", i18n.Args{"File": journalFile}) {
			t.Errorf("%s: the first line of a journal's review is %q", lang, first)
		}
	}
}

// Bad input: a missing file, a score pad, a log that does not replay
// (replay's error and exit code: 1 for a move, 2 for the set-up), an
// unknown --seat (naming the players), --open on a journal, a journal
// changed so that a line is refused (at its line).
func TestRunBadInput(t *testing.T) {
	cmdtest.RegisterWords()
	dir := t.TempDir()
	at := func(name string) string { return filepath.Join(dir, name) }
	good, journalFile, changedFile := at("good.yaml"), at("journal.yaml"), at("changed.yaml")
	partialLog(t, good, "mojo", 3, 4)
	journal(t, journalFile, "mojo")
	journal(t, changedFile, "mojo", "Ben: play 4", "Ben: play 13")
	illegal, setup, pad := at("illegal.yaml"), at("setup.yaml"), at("pad.yaml")
	for file, text := range map[string]string{
		illegal: "version: 1\ngame: mojo\nplayers: [a, b]\nseed: 1\nmoves:\n  - \"a: play 13\"\n",
		setup:   "version: 1\ngame: mojo\nplayers: [a]\nseed: 1\nmoves: []\n",
		pad:     "version: 1\ngame: mojo\nplayers: [Ann, Ben]\nrounds: []\n",
	} {
		if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	replayErr := func(file string) error {
		l, err := engine.LoadLog(file)
		if err != nil {
			return err
		}
		_, err = engine.Replay(file, l)
		return cmdutil.LogVerdict(err)
	}
	for _, c := range []struct {
		name string
		o    Options
		exit int
		want string // in the error ("": replay's own)
	}{
		{"missing", Options{File: filepath.Join(dir, "none.yaml")}, cmdutil.ExitUsage, "none.yaml"},
		{"a pad", Options{File: pad}, cmdutil.ExitUsage, "score pad"},
		{"an illegal move", Options{File: illegal}, cmdutil.ExitVerdict, ""},
		{"a bad set-up", Options{File: setup}, cmdutil.ExitUsage, ""},
		{"unknown seat", Options{File: good, Seat: "Zed"}, cmdutil.ExitUsage, "Ann, Ben, Cy"},
		{"open journal", Options{File: journalFile, Open: true}, cmdutil.ExitUsage, journalFile},
		{"changed journal", Options{File: changedFile}, cmdutil.ExitUsage, "changed.yaml:"},
	} {
		t.Run(c.name, func(t *testing.T) {
			out, err := run(t, "en", c.o)
			if cmdutil.ExitCode(err) != c.exit || out != "" {
				t.Fatalf("exit %d (%v), output %q; want exit %d and none", cmdutil.ExitCode(err), err, out, c.exit)
			}
			want := c.want
			if want == "" {
				want = i18n.ErrorIn("en", replayErr(c.o.File))
				if cmdutil.ExitCode(replayErr(c.o.File)) != c.exit {
					t.Fatalf("replay exits %d", cmdutil.ExitCode(replayErr(c.o.File)))
				}
			}
			if got := i18n.ErrorIn("en", err); !strings.Contains(got, want) {
				t.Errorf("%q lacks %q", got, want)
			}
		})
	}
}

// A journal's decisions are its move lines, each numbered by its line
// (from 1), public, its player the line's; a move that closed the player
// to move's open decision (the Makoto Curtain's "done") gives that
// decision first, on the same line; a line that starts a round gives
// none.
func TestJournalPoints(t *testing.T) {
	dir := t.TempDir()
	type point struct {
		n    int
		seat int
		move string
	}
	for game, want := range map[string][]point{
		"mojo":   {{2, 0, "play 11"}, {3, 1, "play 4"}, {4, 2, "play 4 3"}, {5, 0, "play 1"}, {6, 1, "play 12"}},
		"makoto": {{2, 1, "play 6 7 8 9"}, {3, 1, "done"}, {3, 2, "play 7 8 9 10"}, {4, 2, "discard 1"}, {5, 0, "play 9 10 11 12"}},
	} {
		file := filepath.Join(dir, game+".yaml")
		journal(t, file, game)
		j, err := scorepad.LoadJournal(file)
		if err != nil {
			t.Fatal(err)
		}
		points, err := journalPoints(file, j)
		if err != nil {
			t.Fatal(err)
		}
		var got []point
		for _, p := range points {
			if !p.Public || p.Anytime || p.Before.CurrentPlayer() != p.Seat {
				t.Errorf("%s: line %d: public %v, out of turn %v, %d to move for seat %d", game, p.Number, p.Public, p.Anytime, p.Before.CurrentPlayer(), p.Seat)
			}
			got = append(got, point{p.Number, p.Seat, p.Before.MoveString(p.Move)})
			if pos := reviewtext.Position("en", p.Before, p.Seat); pos == "" || strings.Contains(pos, "\n") {
				t.Errorf("%s: line %d: the position %q is not one line", game, p.Number, pos)
			}
		}
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("%s: %v, want %v", game, got, want)
		}
	}
}

// The text of judged decisions made by hand (the judging aside): the
// players' table counts the marks, the marked decisions are listed in
// review's words (reviewtext), the unmarked are not, and the chart draws
// every player's chances from an even start, in whole percent.
func TestPrintMarked(t *testing.T) {
	file := filepath.Join(t.TempDir(), "log.yaml")
	partialLog(t, file, "mojo", 3, 4)
	o := &Options{File: file, Seed: 1, Budget: 8, Tr: cmdtest.Tr, TrN: cmdtest.TrN}
	g, err := o.load()
	if err != nil {
		t.Fatal(err)
	}
	marks := []review.Mark{review.Mistake, review.None, review.Blunder, review.None}
	var ds []review.Decision
	for i, p := range g.points {
		txt := p.Before.MoveString(p.Move)
		loss := map[review.Mark]float64{review.Mistake: 9.44, review.Blunder: 20}[marks[i]]
		ds = append(ds, review.Decision{Point: p, Played: txt, Best: "play 12", Loss: loss, Points: 1.5, Mark: marks[i], Chances: []float64{60.4, 30, 9.6}})
	}
	for _, lang := range i18n.Languages() {
		var out bytes.Buffer
		o.Style = func(io.Writer) cmdutil.Style { return cmdutil.Style{} }
		if err := o.print(&out, lang, g, ds); err != nil {
			t.Fatal(err)
		}
		text := out.String()
		words := reviewtext.Words{Lang: lang, Tr: cmdtest.Tr, TrN: cmdtest.TrN}
		for i, d := range ds {
			if listed := strings.Contains(text, words.Decision(d, g.players)); listed != (marks[i] != review.None) {
				t.Errorf("%s: decision %d (%s) listed: %v\n%s", lang, d.Number, d.Mark, listed, text)
			}
		}
		for _, want := range []string{cmdtest.Tr(lang, "review.marked", nil), "A Ann (60)", "B Ben (30)", "C Cy (10)"} {
			if !strings.Contains(text, want) {
				t.Errorf("%s: lacks %q:\n%s", lang, want, text)
			}
		}
		if strings.Contains(text, cmdtest.Tr(lang, "review.none-marked", nil)) {
			t.Errorf("%s: says nothing is marked:\n%s", lang, text)
		}
		// A player none of whose decisions was judged has no accuracy.
		out.Reset()
		notCy := slices.DeleteFunc(slices.Clone(ds), func(d review.Decision) bool { return d.Seat == 2 })
		if err := o.print(&out, lang, g, notCy); err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(out.String(), "\n") {
			if strings.Contains(line, "│ Cy ") && (!strings.Contains(line, "│ –  ") || strings.Contains(line, "%")) {
				t.Errorf("%s: Cy judged on no decision: %q", lang, line)
			}
		}
	}
}
