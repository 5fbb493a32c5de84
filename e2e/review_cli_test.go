package e2e

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// reviewBudget keeps the reviews of these tests cheap: their words are
// tested here, the judging in engine/review.
const reviewBudget = "8"

// reviewFiles plays a game of each game between bots with --log and
// follows a few lines of each at a table with --journal, in dir.
func reviewFiles(t *testing.T, dir string) {
	t.Helper()
	mustRun(t, dir, "play", "mojo", "--players", "bot:greedy,bot:random,bot:random", "--seed", "3", "--log", "mojo.yaml", "--quiet")
	mustRun(t, dir, "play", "makoto", "--players", "bot:greedy,bot:random,bot:random", "--seed", "3", "--log", "makoto.yaml", "--quiet")
	for _, j := range []struct{ game, lines string }{
		{"mojo", "top 9\nAnn: play 11\nBen: play 4\nCy: play 4 3\nAnn: play 1\n"},
		{"makoto", "curtain 2 3 4 6 8 9 11\nBen: play 6 7 8 9\nCy: play 7 8 9 10\nCy: discard 1\nAnn: play 9 10 11 12\n"},
	} {
		if r := runInput(t, dir, j.lines, "table", j.game, "--players", "Ann,Ben,Cy", "--journal", j.game+"-table.yaml"); r.code != 0 {
			t.Fatalf("table %s: exit %d: %s", j.game, r.code, r.stderr)
		}
	}
}

// review --json of logs and journals of both games, from the real
// binary: compact JSON Lines, a line per judged decision with every key,
// then the summary last; a journal's is public.
func TestReviewJSONLines(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	reviewFiles(t, dir)
	for _, file := range []string{"mojo.yaml", "makoto.yaml", "mojo-table.yaml", "makoto-table.yaml"} {
		out := mustRun(t, dir, "review", file, "--budget", reviewBudget, "--json", "--lang", "ru")
		sc := bufio.NewScanner(strings.NewReader(out))
		var lines []map[string]any
		for sc.Scan() {
			if strings.Contains(sc.Text(), "\n") || strings.HasPrefix(sc.Text(), " ") {
				t.Fatalf("%s: not one compact object a line: %q", file, sc.Text())
			}
			var obj map[string]any
			if err := json.Unmarshal(sc.Bytes(), &obj); err != nil {
				t.Fatalf("%s: %v: %s", file, err, sc.Text())
			}
			lines = append(lines, obj)
		}
		if len(lines) < 2 {
			t.Fatalf("%s: %d lines:\n%s", file, len(lines), out)
		}
		sum, ok := lines[len(lines)-1]["summary"].(map[string]any)
		if !ok || sum["public"] != strings.HasSuffix(file, "-table.yaml") || sum["judged"] != float64(len(lines)-1) || sum["file"] != file {
			t.Fatalf("%s: the last line is not the summary: %v", file, lines[len(lines)-1])
		}
		for _, d := range lines[:len(lines)-1] {
			for _, k := range []string{"move", "player", "played", "best", "loss", "points", "mark", "open"} {
				if _, ok := d[k]; !ok {
					t.Errorf("%s: no %q in %v", file, k, d)
				}
			}
			if !slices.Contains([]string{"none", "inaccuracy", "mistake", "blunder"}, d["mark"].(string)) || d["loss"].(float64) < 0 {
				t.Errorf("%s: %v", file, d)
			}
		}
	}
}

// The text of a review, against goldens in English and Polish (the lead
// regenerates them with -update once the judging is tuned), and the
// same review byte for byte on one core and on two.
func TestReviewText(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	reviewFiles(t, dir)
	for _, c := range []struct {
		golden string
		args   []string
	}{
		{"review/mojo.en.txt", []string{"review", "mojo.yaml", "--budget", reviewBudget}},
		{"review/mojo.pl.txt", []string{"review", "mojo.yaml", "--budget", reviewBudget, "--lang", "pl"}},
		{"review/makoto-table.en.txt", []string{"review", "makoto-table.yaml", "--budget", reviewBudget}},
	} {
		golden(t, c.golden, mustRun(t, dir, c.args...))
	}
	var outs []string
	for _, procs := range []string{"GOMAXPROCS=1", "GOMAXPROCS=2"} {
		r := runBinary(t, dir, "", []string{"LANG=C", procs}, "review", "mojo.yaml", "--budget", reviewBudget, "--seed", "5")
		if r.code != 0 {
			t.Fatalf("%s: exit %d: %s", procs, r.code, r.stderr)
		}
		if r.stderr != "" {
			t.Errorf("%s: a bar off a terminal: %q", procs, r.stderr)
		}
		outs = append(outs, r.stdout)
	}
	if outs[0] != outs[1] {
		t.Errorf("one core and two review differently:\n%s\n---\n%s", outs[0], outs[1])
	}
}

// The first line of a journal's review says, in every language, that it
// records no hands; --open is refused on a journal, an unknown --seat
// names the players, a log that does not replay is refused with replay's
// own line and exit code.
func TestReviewRefusals(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	reviewFiles(t, dir)
	for lang, want := range map[string]string{"en": "records no hands", "pl": "nie zapisuje rąk", "fr": "n'enregistre aucune main", "ru": "не записаны карты на руках"} {
		out := mustRun(t, dir, "review", "mojo-table.yaml", "--budget", reviewBudget, "--lang", lang)
		if first, _, _ := strings.Cut(out, "\n"); !strings.Contains(first, want) || !strings.HasPrefix(first, "mojo-table.yaml") {
			t.Errorf("%s: first line %q", lang, first)
		}
	}
	expectBadInput(t, run(t, dir, "review", "--open", "mojo-table.yaml"), "--open is for game logs")
	expectBadInput(t, run(t, dir, "review", "--seat", "Zed", "mojo.yaml"), `--seat: unknown player "Zed" (players: Greedy, Random 1, Random 2)`)
	expectBadInput(t, run(t, dir, "review", "nowhere.yaml"), "nowhere.yaml")
	expectBadInput(t, run(t, dir, "review"), "review: give exactly one game log or table journal")
	log, err := os.ReadFile(filepath.Join(dir, "mojo.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	bad, _ := tamper(t, log)
	if err := os.WriteFile(filepath.Join(dir, "bad.yaml"), bad, 0o644); err != nil {
		t.Fatal(err)
	}
	replay, review := run(t, dir, "replay", "bad.yaml"), run(t, dir, "review", "bad.yaml")
	if replay.code == 0 || review.code != replay.code || review.stderr != replay.stderr || review.stdout != "" {
		t.Errorf("review of a log that does not replay: exit %d %q, replay's: exit %d %q", review.code, review.stderr, replay.code, replay.stderr)
	}
}

// replay --show --review shows the judgements beside the moves, review's
// words; --review needs --show; review --seat completes the file's
// players.
func TestReplayShowReview(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	reviewFiles(t, dir)
	out := mustRun(t, dir, "replay", "--show", "--review", "--budget", reviewBudget, "mojo.yaml")
	if !strings.Contains(out, "\n  » ") || !strings.Contains(out, "1. Greedy: ") {
		t.Errorf("no judgement beside the moves:\n%s", out)
	}
	expectBadInput(t, run(t, dir, "replay", "--review", "mojo.yaml"), "--review goes with --show")
	r := run(t, dir, "review", "mojo.yaml", "--seat", "--generate-bash-completion")
	if got := strings.Split(strings.TrimSpace(r.stdout), "\n"); !slices.Equal(got, []string{"Greedy", "Random 1", "Random 2"}) {
		t.Errorf("--seat completes %q", got)
	}
}
