package e2e

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// tableGame is a transcript from testdata/table: a whole game as the table
// mode's lines, with the totals the digital game reached.
type tableGame struct {
	game    string
	players string
	args    []string
	lines   []string
	totals  map[string]int
}

func loadTableGame(t *testing.T, file string) tableGame {
	t.Helper()
	data, err := os.ReadFile(testdataPath("table", file))
	if err != nil {
		t.Fatal(err)
	}
	g := tableGame{totals: map[string]int{}}
	for _, l := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		switch {
		case strings.HasPrefix(l, "# totals: "):
			for _, kv := range strings.Fields(strings.TrimPrefix(l, "# totals: ")) {
				k, v, _ := strings.Cut(kv, "=")
				g.totals[k], _ = strconv.Atoi(v)
			}
		case strings.HasPrefix(l, "# "):
			// "# GAME between A, B, C (bots), seed N; options: k=v,k=v"
			head, opts, _ := strings.Cut(strings.TrimPrefix(l, "# "), "; options: ")
			game, rest, _ := strings.Cut(head, " between ")
			names, _, _ := strings.Cut(rest, " (bots)")
			g.game, g.players = game, strings.ReplaceAll(names, ", ", ",")
			for _, kv := range strings.Fields(opts) {
				if kv != "" {
					g.args = append(g.args, "--option", kv)
				}
			}
		default:
			g.lines = append(g.lines, l)
		}
	}
	return g
}

// tableLine is one --json answer of the table mode.
type tableLine struct {
	Line   int    `json:"line"`
	Input  string `json:"input"`
	OK     bool   `json:"ok"`
	Rule   string `json:"rule"`
	Reason string `json:"reason"`
	Status struct {
		Round      int            `json:"round"`
		WaitingFor string         `json:"waiting_for"`
		ToMove     *string        `json:"to_move"`
		Cards      map[string]int `json:"cards"`
		Totals     map[string]int `json:"totals"`
		Over       bool           `json:"over"`
	} `json:"status"`
	Raw string `json:"-"`
}

func parseTableLines(t *testing.T, out string) []tableLine {
	t.Helper()
	var got []tableLine
	for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
		var tl tableLine
		if err := json.Unmarshal([]byte(l), &tl); err != nil {
			t.Fatalf("not a JSON line: %q: %v", l, err)
		}
		var raw map[string]json.RawMessage
		json.Unmarshal([]byte(l), &raw)
		tl.Raw = string(raw["status"])
		got = append(got, tl)
	}
	return got
}

// TestTableFollowsWholeGames pipes whole games (several player counts,
// both Mojo variants, a Makoto game and a series) through `tabletop table
// --json`, with refused lines mixed in: each refused line names its rule
// and leaves the status as it was, every game line is accepted, and the
// pad ends with the game's totals.
func TestTableFollowsWholeGames(t *testing.T) {
	t.Parallel()
	files, _ := filepath.Glob(testdataPath("table", "*.txt"))
	if len(files) == 0 {
		t.Fatal("no transcripts under testdata/table")
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			g := loadTableGame(t, filepath.Base(f))
			first := strings.Split(g.players, ",")[0]
			var input []string
			bad := map[int]string{} // input index -> the rule expected
			for i, l := range g.lines {
				input = append(input, l)
				if i%9 == 4 {
					bad[len(input)] = "table.line"
					input = append(input, "Zed: pass")
					bad[len(input)] = "" // a move without cards: notation, or not now
					input = append(input, first+": play")
				}
			}
			dir := t.TempDir()
			args := append([]string{"table", g.game, "--players", g.players, "--pad", "night.yaml", "--json"}, g.args...)
			r := runInput(t, dir, strings.Join(input, "\n")+"\n", args...)
			if r.code != 0 {
				t.Fatalf("exit %d: %s", r.code, r.stderr)
			}
			got := parseTableLines(t, r.stdout)
			if len(got) != len(input) {
				t.Fatalf("%d answers for %d lines", len(got), len(input))
			}
			for i, a := range got {
				if a.Line != i+1 || a.Input != input[i] {
					t.Fatalf("answer %d is for line %d %q, want %q", i+1, a.Line, a.Input, input[i])
				}
				if rule, isBad := bad[i]; isBad {
					if a.OK || a.Rule == "" || (rule != "" && a.Rule != rule) {
						t.Fatalf("line %d %q: ok=%v rule %s, want refused by %s", i+1, a.Input, a.OK, a.Rule, rule)
					}
					if a.Raw != got[i-1].Raw {
						t.Fatalf("line %d %q changed the status:\n%s\n%s", i+1, a.Input, got[i-1].Raw, a.Raw)
					}
					continue
				}
				if !a.OK {
					t.Fatalf("line %d %q refused: %s: %s", i+1, a.Input, a.Rule, a.Reason)
				}
				if a.Status.WaitingFor == "move" && (a.Status.ToMove == nil || *a.Status.ToMove == "") {
					t.Fatalf("line %d: waiting for a move but nobody is to move", i+1)
				}
			}
			last := got[len(got)-1].Status
			if !last.Over || last.WaitingFor != "over" {
				t.Fatalf("the game is not over at the end: %+v", last)
			}
			doc, _ := showJSON(t, dir, "night.yaml")
			for _, p := range doc.Players {
				if p.Total != g.totals[p.Name] || last.Totals[p.Name] != g.totals[p.Name] {
					t.Fatalf("%s: pad total %d, status %d, the game's %d", p.Name, p.Total, last.Totals[p.Name], g.totals[p.Name])
				}
			}
			if !doc.Over {
				t.Fatal("the pad does not say the game is over")
			}
		})
	}
}

// TestTableResumeAfterKill kills the table mode after a random number of
// lines, resumes it from its journal with the rest, and expects the same
// pad as a run without the kill.
func TestTableResumeAfterKill(t *testing.T) {
	t.Parallel()
	g := loadTableGame(t, "mojo-3.txt")
	base := t.TempDir()
	args := append([]string{"table", g.game, "--players", g.players, "--pad", "night.yaml", "--json"}, g.args...)
	if r := runInput(t, base, strings.Join(g.lines, "\n")+"\n", args...); r.code != 0 {
		t.Fatalf("exit %d: %s", r.code, r.stderr)
	}
	want := readFile(t, filepath.Join(base, "night.yaml"))
	for _, k := range []int{1, 7, len(g.lines) / 2, len(g.lines) - 2} {
		t.Run(fmt.Sprint(k), func(t *testing.T) {
			dir := t.TempDir()
			cmd := exec.Command(binary, args...)
			cmd.Dir = dir
			cmd.Env = append(os.Environ(), "NO_COLOR=1")
			stdin, _ := cmd.StdinPipe()
			stdout, _ := cmd.StdoutPipe()
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			out := bufio.NewReader(stdout)
			for i := range k {
				io.WriteString(stdin, g.lines[i]+"\n")
				if _, err := out.ReadString('\n'); err != nil { // the line was handled
					t.Fatal(err)
				}
			}
			cmd.Process.Kill()
			cmd.Wait()
			r := runInput(t, dir, strings.Join(g.lines[k:], "\n")+"\n", "table", "--resume", "table-journal.yaml", "--json")
			if r.code != 0 {
				t.Fatalf("resume: exit %d: %s", r.code, r.stderr)
			}
			if got := readFile(t, filepath.Join(dir, "night.yaml")); got != want {
				t.Fatalf("pad after kill at line %d and resume:\n%s\nwant:\n%s", k, got, want)
			}
		})
	}
}

// TestTableUndoTakesBackAScoredRound undoes the line that scored a Mojo
// round: the pad loses the round, and showing the cards again restores it.
func TestTableUndoTakesBackAScoredRound(t *testing.T) {
	t.Parallel()
	g := loadTableGame(t, "mojo-3.txt")
	end := 0
	for i, l := range g.lines {
		if strings.HasPrefix(l, "top ") && i > 0 {
			end = i // the first round's last "shows" is just before
			break
		}
	}
	dir := t.TempDir()
	args := append([]string{"table", g.game, "--players", g.players, "--pad", "night.yaml", "--json"}, g.args...)
	input := append(append([]string{}, g.lines[:end]...), "undo")
	runInput(t, dir, strings.Join(input, "\n")+"\n", args...)
	if doc, _ := showJSON(t, dir, "night.yaml"); doc.Rounds != 0 {
		t.Fatalf("after undo the pad holds %d rounds, want 0", doc.Rounds)
	}
	r := runInput(t, dir, g.lines[end-1]+"\n", "table", "--resume", "table-journal.yaml", "--json")
	if r.code != 0 || !parseTableLines(t, r.stdout)[0].OK {
		t.Fatalf("showing again: %s %s", r.stdout, r.stderr)
	}
	if doc, _ := showJSON(t, dir, "night.yaml"); doc.Rounds != 1 {
		t.Fatalf("after showing again the pad holds %d rounds, want 1", doc.Rounds)
	}
}

// TestTableUsage covers the command's bad input: exit 2 and one line.
func TestTableUsage(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	expectBadInput(t, run(t, dir, "table", "mojo"), "--players")
	expectBadInput(t, run(t, dir, "table", "chess", "--players", "A,B"), "unknown game")
	expectBadInput(t, run(t, dir, "table", "mojo", "--players", "Ann"), "--players")
	expectBadInput(t, run(t, dir, "table", "--resume", "missing.yaml"), "missing.yaml")
	os.WriteFile(filepath.Join(dir, "j.yaml"), []byte("journal: 1\ngame: mojo\nplayers: [Ann, Ben]\nstart: Ann\nlines:\n  - top 5\n  - 'Ben: play 3'\n"), 0o644)
	expectBadInput(t, run(t, dir, "table", "--resume", "j.yaml"), "j.yaml:7")
	runInput(t, dir, "", "table", "mojo", "--players", "Ann,Ben")
	expectBadInput(t, run(t, dir, "table", "mojo", "--players", "Ann,Ben"), "already there")
	expectBadInput(t, run(t, dir, "table", "mojo", "--players", "A:B,Ben", "--journal", "k.yaml"), "may not contain")
	runInput(t, dir, "", "pad", "new", "mojo", "--players", "Ann,Ben", "--file", "night.yaml")
	expectBadInput(t, run(t, dir, "table", "--resume", "night.yaml"), "not a table journal")
}

// TestTableDocExamples runs every example of validator/TABLE.md verbatim,
// in order in one new folder as a reader following them would (issue
// 22.6): a `tabletop table ... <<'EOF'` block and the output block after
// it.
func TestTableDocExamples(t *testing.T) {
	t.Parallel()
	doc := readFile(t, fromRoot("validator/TABLE.md"))
	dir := t.TempDir()
	blocks := strings.Split(doc, "```sh\n")[1:]
	n := 0
	for _, b := range blocks {
		cmdLine, rest, _ := strings.Cut(b, "\n")
		if !strings.HasPrefix(cmdLine, "tabletop table ") || !strings.HasSuffix(cmdLine, " <<'EOF'") {
			continue
		}
		input, rest, _ := strings.Cut(rest, "EOF\n```\n")
		_, rest, _ = strings.Cut(rest, "```text\n")
		want, _, _ := strings.Cut(rest, "```")
		args := shellWords(strings.TrimSuffix(strings.TrimPrefix(cmdLine, "tabletop "), " <<'EOF'"))
		r := runInput(t, dir, input, args...)
		if r.code != 0 {
			t.Fatalf("%s: exit %d: %s", cmdLine, r.code, r.stderr)
		}
		if r.stdout != want {
			t.Errorf("%s: output differs from validator/TABLE.md:\n%s", cmdLine, r.stdout)
		}
		n++
	}
	if n != 4 {
		t.Fatalf("ran %d examples, want 4", n)
	}
}
