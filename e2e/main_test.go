package e2e

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"testing"

	"tabletop/cmd"
	"tabletop/internal/locktest"
	"tabletop/internal/signaltest"
	_ "tabletop/internal/testtmp" // the tests' temporary files, and the runs', in memory
	"tabletop/internal/testwait"
)

// These tests run tabletop as a user or a script would, on the arguments,
// input and environment a person would give the binary: through cmd.Main
// in worker processes (workers_test.go: forty times cheaper than a
// process per run, and each worker's folder and environment its own, so
// that the tests run in parallel), and as a process of its own where the
// process is the point (signals, kills, a terminal, a file limit, two
// processes at once, the umask, the shell's completion).

var (
	// binary is tabletop as a program: this test binary, which is tabletop
	// itself when asTabletop is set in its environment (TestMain calls
	// cmd.Main as main.go does), so that no build waits before the tests.
	binary string
	update = flag.Bool("update", false, "rewrite golden files under testdata/golden")
)

// asTabletop, set in the environment of the processes the tests start
// (every one inherits it), makes this test binary run as tabletop.
const asTabletop = "TABLETOP_TEST_BINARY_IS_TABLETOP"

func TestMain(m *testing.M) {
	switch {
	case os.Getenv(asWorker) == "1":
		os.Exit(serveRuns())
	case os.Getenv(asTabletop) == "1":
		// tabletop, with the arguments and streams it was given, as main.go runs it
		os.Exit(cmd.Main(os.Args, os.Stdin, os.Stdout, os.Stderr))
	}
	// The tests wait on the workers and on the processes they start more
	// than they compute: unless -parallel is given, 8 run at once.
	testwait.Parallel(8)
	// A run started in the background ignores Ctrl-C: the processes the
	// tests stop with a signal must not inherit that.
	signaltest.Unignore()
	root, err := findModuleRoot()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	moduleRoot = root
	// The tests start many short runs, each with a small heap: the
	// collector runs a quarter as often, here and in every run started
	// (GOGC), which saves a tenth of the tests' CPU.
	debug.SetGCPercent(400)
	os.Setenv("GOGC", "400")
	// No config file of the tester's: every run sees the built-in defaults
	// (config_cli_test.go gives its own, to the binary: a process reads its
	// config once).
	os.Setenv("TABLETOP_CONFIG", "")
	// Locks in a folder of the tests' own, not the tester's cache folder
	// (locks_cli_test.go gives the binary the default one of a home of its
	// own).
	cleanup := locktest.Use()
	os.Setenv(asTabletop, "1")
	self, err := os.Executable()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	binary = self
	var code int
	if testing.CoverMode() != "" {
		// A test binary measuring coverage writes its counters as it exits,
		// also as tabletop, which a file limit or a check of stderr would
		// notice: tabletop is built apart.
		code = withBuiltBinary(m, self)
	} else {
		code = withWorkers(m, self)
	}
	cleanup()
	os.Exit(code)
}

// withBuiltBinary builds tabletop into a temporary folder and runs the
// tests with it.
func withBuiltBinary(m *testing.M, self string) int {
	dir, err := os.MkdirTemp("", "tabletop-e2e-")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	defer os.RemoveAll(dir)
	binary = filepath.Join(dir, "tabletop")
	build := exec.Command("go", "build", "-o", binary, ".")
	build.Dir = moduleRoot
	if out, err := build.CombinedOutput(); err != nil {
		fmt.Fprintf(os.Stderr, "build: %v\n%s", err, out)
		return 1
	}
	return withWorkers(m, self)
}

type result struct {
	stdout, stderr string
	code           int
}

// run runs tabletop with args in dir (or a temp dir), stdin empty.
func run(t *testing.T, dir string, args ...string) result {
	t.Helper()
	return runInput(t, dir, "", args...)
}

func runInput(t *testing.T, dir, stdin string, args ...string) result {
	t.Helper()
	// English whatever the tester's locale (lang_cli_test.go tests the others).
	return runEnv(t, dir, stdin, []string{"LANG=C"}, args...)
}

// runEnv runs tabletop in dir (or a temp dir) with stdin, colour and forms
// off, every locale variable unset except those env sets: through
// cmd.Main in a worker, or the binary when env sets TABLETOP_CONFIG (a
// process reads its config file once).
func runEnv(t *testing.T, dir, stdin string, env []string, args ...string) result {
	t.Helper()
	if dir == "" {
		dir = t.TempDir()
	}
	dir, err := filepath.Abs(dir) // the worker's folder is not this process's
	if err != nil {
		t.Fatal(err)
	}
	for _, kv := range env {
		if strings.HasPrefix(kv, "TABLETOP_CONFIG=") {
			return runBinary(t, dir, stdin, env, args...)
		}
	}
	return runMain(t, mainRun{Dir: dir, Env: append(slices.Clone(runEnvironment), env...), Stdin: stdin, Args: args})
}

// runEnvironment is the environment of every run, before the run's own
// variables: colour and forms off, no locale, none of the tester's
// TABLETOP_* defaults.
var runEnvironment = []string{"NO_COLOR=1", "ACCESSIBLE=", "LC_ALL=", "LC_MESSAGES=", "LANG=", "LANGUAGE=",
	"TABLETOP_LANG=", "TABLETOP_PLAYERS=", "TABLETOP_PADS="}

// runBinary executes the binary in dir with stdin and runEnvironment,
// then env.
func runBinary(t *testing.T, dir, stdin string, env []string, args ...string) result {
	t.Helper()
	c := exec.Command(binary, args...)
	c.Dir = dir
	c.Stdin = strings.NewReader(stdin)
	c.Env = append(append(os.Environ(), runEnvironment...), env...)
	var out, errb bytes.Buffer
	c.Stdout, c.Stderr = &out, &errb
	err := c.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatalf("run %v: %v", args, err)
	}
	return result{out.String(), errb.String(), code}
}

// mustRunBinary runs the binary in dir and fails the test unless it exits
// 0, for a test about the process (the time it takes, the umask it
// inherits).
func mustRunBinary(t *testing.T, dir string, args ...string) string {
	t.Helper()
	r := runBinary(t, dir, "", []string{"LANG=C"}, args...)
	if r.code != 0 {
		t.Fatalf("tabletop %s: exit %d\nstdout: %s\nstderr: %s", strings.Join(args, " "), r.code, r.stdout, r.stderr)
	}
	return r.stdout
}

// expectBadInput asserts a bad-input run: exit 2, exactly one line on
// stderr containing want, nothing on stdout.
func expectBadInput(t *testing.T, r result, want string) {
	t.Helper()
	if r.code != 2 {
		t.Fatalf("exit %d, want 2; stderr: %s", r.code, r.stderr)
	}
	if strings.Count(r.stderr, "\n") != 1 || !strings.HasSuffix(r.stderr, "\n") || !strings.Contains(r.stderr, want) {
		t.Fatalf("stderr %q: want one line containing %q", r.stderr, want)
	}
	if r.stdout != "" {
		t.Fatalf("stdout %q on bad input, want nothing", r.stdout)
	}
}

// mustRun runs tabletop and fails the test unless it exits 0.
func mustRun(t *testing.T, dir string, args ...string) string {
	t.Helper()
	r := run(t, dir, args...)
	if r.code != 0 {
		t.Fatalf("tabletop %s: exit %d\nstdout: %s\nstderr: %s", strings.Join(args, " "), r.code, r.stdout, r.stderr)
	}
	return r.stdout
}

// checkGolden compares got with testdata/<name>; -update rewrites it.
func checkGolden(t *testing.T, name, got string) {
	t.Helper()
	compareGolden(t, testdataPath(name), got)
}

// golden compares got with testdata/golden/<name>; -update rewrites it.
func golden(t *testing.T, name, got string) {
	t.Helper()
	compareGolden(t, testdataPath("golden", name), got)
}

func compareGolden(t *testing.T, path, got string) {
	t.Helper()
	if *update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if string(want) != got {
		t.Fatalf("%s differs from the golden file (go test -update rewrites it)\n--- got\n%s\n--- want\n%s", path, got, want)
	}
}

func TestHelpHasExamples(t *testing.T) {
	t.Parallel()
	for _, c := range []string{"play", "sim", "replay", "rules", "completion"} {
		r := run(t, "", c, "--help")
		if r.code != 0 || !strings.Contains(r.stdout, "Examples:") {
			t.Errorf("%s --help: exit %d, output lacks examples:\n%s", c, r.code, r.stdout)
		}
	}
	if r := run(t, "", "--help"); r.code != 0 || !strings.Contains(r.stdout, "Examples:") {
		t.Errorf("--help: exit %d\n%s", r.code, r.stdout)
	}
}

func TestCompletionScripts(t *testing.T) {
	t.Parallel()
	for _, sh := range []string{"bash", "zsh", "fish"} {
		if r := run(t, "", "completion", sh); r.code != 0 || !strings.Contains(r.stdout, "tabletop") {
			t.Errorf("completion %s: exit %d", sh, r.code)
		}
	}
	expectBadInput(t, run(t, "", "completion", "tcsh"), "name a shell")
	r := run(t, "", "--generate-bash-completion")
	for _, c := range []string{"play", "sim", "replay", "rules"} {
		if !strings.Contains(r.stdout, c) {
			t.Errorf("bash completion lacks %q: %q", c, r.stdout)
		}
	}
}

// TestCompletions: what the completion scripts are offered after a command
// line: games, bots, rule IDs, option keys with their values, flags.
func TestCompletions(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		line      []string
		want, not []string
	}{
		{[]string{"play"}, []string{"mojo", "makoto"}, []string{"help"}},
		{[]string{"pad", "new"}, []string{"mojo", "makoto"}, nil},
		{[]string{"score"}, []string{"mojo", "makoto"}, nil},
		{[]string{"rules", "makoto"}, []string{"makoto.kensei", "makoto.curtain.take"}, []string{"mojo.turn.equal"}},
		{[]string{"play", "mojo", "--option"}, []string{"variant=two-piles", "deal-next=continue"}, []string{"rewards="}},
		{[]string{"sim", "--players", "4", "makoto", "-o"}, []string{"rewards=", "lid=off"}, []string{"variant=two-piles"}},
		{[]string{"play", "mojo", "--players"}, []string{"bot:greedy", "bot:random"}, nil},
		{[]string{"sim", "makoto", "--bots"}, []string{"greedy", "random"}, nil},
		{[]string{"sim", "mojo", "--check"}, []string{"none", "cheap", "deep"}, nil},
		{[]string{"play", "mojo", "--variant"}, []string{"two-piles"}, nil},
		{[]string{"score", "makoto", "--"}, []string{"--captured", "--out", "--curtain"}, []string{"--hand"}},
		{[]string{"completion"}, []string{"bash", "zsh", "fish"}, nil},
	} {
		t.Run(strings.Join(c.line, " "), func(t *testing.T) {
			r := run(t, "", append(c.line, "--generate-bash-completion")...)
			got := strings.Fields(r.stdout)
			if r.code != 0 {
				t.Fatalf("exit %d: %s", r.code, r.stderr)
			}
			for _, w := range c.want {
				if !slices.Contains(got, w) {
					t.Errorf("lacks %q: %v", w, got)
				}
			}
			for _, w := range c.not {
				if slices.Contains(got, w) {
					t.Errorf("offers %q: %v", w, got)
				}
			}
		})
	}
}

func TestBadInput(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"unknown game", []string{"play", "chess"}, `unknown game "chess"`},
		{"no game", []string{"sim"}, "name a game"},
		{"unknown bot", []string{"play", "mojo", "--players", "Ann,bot:clever"}, `unknown bot "clever"`},
		{"too many players", []string{"play", "mojo", "--players", "a,b,c,d,e,f,g,h,i"}, "2 to 8 players, got 9"},
		{"too few players", []string{"sim", "mojo", "--players", "1"}, "2 to 8 players, got 1"},
		{"makoto players", []string{"sim", "makoto", "--players", "7"}, "2 to 6 players, got 7"},
		{"duplicate name", []string{"play", "mojo", "--players", "Ann,Ann"}, `"Ann" is listed twice`},
		{"unknown option", []string{"sim", "mojo", "--option", "colour=red"}, `unknown option "colour"`},
		{"bad option value", []string{"sim", "mojo", "--variant", "three-piles"}, `unknown value "three-piles"`},
		{"unknown sim bot", []string{"sim", "mojo", "--bots", "genius"}, `unknown bot "genius"`},
		{"unknown flag", []string{"sim", "mojo", "--colour"}, "tabletop: sim: unknown flag --colour (see tabletop sim --help)"},
		{"unknown flag, typo", []string{"score", "mojo", "--mojoo", "Ann"}, "tabletop: score mojo: unknown flag --mojoo; did you mean --mojo?"},
		{"unknown top flag", []string{"--bogus"}, "tabletop: unknown flag --bogus (see tabletop --help)"},
		{"bad flag value", []string{"sim", "mojo", "--seed", "x"}, `tabletop: sim: --seed: "x" is not a whole number in decimal digits`},
		{"repeated flag", []string{"score", "mojo", "--hand", "Ann=1", "--hand", "Ben=2", "--mojo", "Ann", "--mojo", "Ben"}, `tabletop: score mojo: --mojo is given twice ("Ann", then "Ben"); it takes one value`},
		{"repeated flag with =", []string{"play", "mojo", "--players=a,b", "-p", "c,d"}, `tabletop: play: --players is given twice ("a,b", then "c,d")`},
		{"unknown command", []string{"dance"}, `unknown command "dance"`},
		{"missing log", []string{"replay", "nope.yaml"}, "nope.yaml"},
		{"unknown rule", []string{"rules", "mojo", "mojo.nonsense"}, `no rule "mojo.nonsense"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { expectBadInput(t, run(t, "", tt.args...), tt.want) })
	}
}

func TestMalformedLogs(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	files := map[string]string{
		"truncated.yaml": "version: 1\ngame: mojo\nplayers: [a, b\n",
		"unknown.yaml":   "version: 1\ngame: mojo\nplayers: [a, b]\nsneaky: 1\n",
		"nogame.yaml":    "version: 1\ngame: chess\nplayers: [a, b]\n",
		"player.yaml":    "version: 1\ngame: mojo\nplayers: [a, b]\nmoves:\n  - \"zed: play 3\"\n",
	}
	want := map[string]string{
		"truncated.yaml": "truncated.yaml:",
		"unknown.yaml":   "unknown.yaml:4:",
		"nogame.yaml":    `unknown game "chess"`,
		"player.yaml":    `player.yaml:5: unknown player "zed"`,
	}
	for name, body := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		t.Run(name, func(t *testing.T) { expectBadInput(t, run(t, dir, "replay", name), want[name]) })
	}
}

func TestPlayLogReplay(t *testing.T) {
	t.Parallel()
	for _, game := range []struct{ name, players string }{
		{"mojo", "bot:greedy,bot:random,bot:random,bot:greedy"},
		{"makoto", "bot:greedy,bot:random,bot:random"},
	} {
		t.Run(game.name, func(t *testing.T) {
			dir := t.TempDir()
			r := run(t, dir, "play", game.name, "--players", game.players, "--seed", "7", "--log", "game.yaml")
			if r.code != 0 {
				t.Fatalf("play: exit %d\n%s%s", r.code, r.stdout, r.stderr)
			}
			if !strings.Contains(r.stdout, "Final standings") {
				t.Fatalf("play output lacks the standings:\n%s", r.stdout)
			}
			r = run(t, dir, "replay", "game.yaml", "--json")
			var rep struct {
				Legal   bool     `json:"legal"`
				Over    bool     `json:"over"`
				Moves   int      `json:"moves"`
				Winners []string `json:"winners"`
			}
			if r.code != 0 || json.Unmarshal([]byte(r.stdout), &rep) != nil || !rep.Legal || !rep.Over || len(rep.Winners) == 0 {
				t.Fatalf("replay: exit %d %+v\n%s%s", r.code, rep, r.stdout, r.stderr)
			}

			// Same seed, same game: the log is byte for byte the same.
			first, _ := os.ReadFile(filepath.Join(dir, "game.yaml"))
			run(t, dir, "play", game.name, "--players", game.players, "--seed", "7", "--log", "again.yaml", "--quiet")
			second, _ := os.ReadFile(filepath.Join(dir, "again.yaml"))
			if !bytes.Equal(first, second) {
				t.Fatal("the same seed gave a different log")
			}

			// Tamper with one move: replay must name it and exit 1.
			tampered, line := tamper(t, first)
			if err := os.WriteFile(filepath.Join(dir, "bad.yaml"), tampered, 0o644); err != nil {
				t.Fatal(err)
			}
			r = run(t, dir, "replay", "bad.yaml")
			if r.code != 1 || !strings.Contains(r.stderr, fmt.Sprintf("bad.yaml:%d:", line)) {
				t.Fatalf("tampered replay: exit %d, stderr %q; want exit 1 naming line %d", r.code, r.stderr, line)
			}
		})
	}
}

// tamper replaces the second move of a log with a move that cannot be legal
// (a bare pass or a card that is not there) and returns its line.
func tamper(t *testing.T, log []byte) ([]byte, int) {
	t.Helper()
	lines := strings.Split(string(log), "\n")
	seen := 0
	for i, l := range lines {
		if strings.HasPrefix(l, "    - ") && strings.Contains(l, ": ") {
			seen++
			if seen == 2 {
				name := strings.Trim(strings.TrimPrefix(l[:strings.LastIndex(l, ":")], "    - "), `'"`)
				lines[i] = fmt.Sprintf("    - %q", name+": play 1 2 4 7 9")
				return []byte(strings.Join(lines, "\n")), i + 1
			}
		}
	}
	t.Fatalf("no moves in log:\n%s", log)
	return nil, 0
}

func TestSimDeterministicJSON(t *testing.T) {
	t.Parallel()
	for _, game := range []string{"mojo", "makoto"} {
		t.Run(game, func(t *testing.T) {
			// One worker and two give the same report apart from timing,
			// statistics and the per-game CSV included.
			dir := t.TempDir()
			csv1, csv2 := filepath.Join(dir, "1.csv"), filepath.Join(dir, "2.csv")
			args := []string{"sim", game, "--players", "4", "--games", "1000", "--seed", "1", "--json"}
			a := run(t, "", append(args, "--workers", "2", "--csv", csv2)...)
			b := run(t, "", append(args, "--workers", "1", "--csv", csv1)...)
			if a.code != 0 || b.code != 0 {
				t.Fatalf("exit %d/%d: %s%s", a.code, b.code, a.stderr, b.stderr)
			}
			ma, mb := untimed(t, a.stdout), untimed(t, b.stdout)
			if ma != mb {
				t.Fatalf("1 and 2 workers differ apart from timing:\n%s\n%s", ma, mb)
			}
			c1, err1 := os.ReadFile(csv1)
			c2, err2 := os.ReadFile(csv2)
			if err1 != nil || err2 != nil || !bytes.Equal(c1, c2) {
				t.Fatalf("CSV files differ between 1 and 2 workers (%v, %v)", err1, err2)
			}
			if lines := strings.Count(string(c1), "\n"); lines != 1001 {
				t.Fatalf("CSV has %d lines, want a header and 1000 games", lines)
			}
			// The first column and sim_game, the last, are the game's number.
			rows := strings.Split(strings.TrimSpace(string(c1)), "\n")
			head := strings.Split(rows[0], ",")
			if head[0] != "game" || head[len(head)-1] != "sim_game" {
				t.Fatalf("CSV header %v", head)
			}
			for i, r := range rows[1:] {
				f := strings.Split(r, ",")
				if n := strconv.Itoa(i); f[0] != n || f[len(f)-1] != n || len(f) != len(head) {
					t.Fatalf("CSV row %d: %v", i+1, f)
				}
			}
			var stats struct {
				Stats map[string]float64 `json:"stats"`
			}
			if err := json.Unmarshal([]byte(a.stdout), &stats); err != nil {
				t.Fatal(err)
			}
			want := map[string]string{"mojo": "turns_per_round", "makoto": "tricks_per_game"}[game]
			if stats.Stats[want] <= 0 {
				t.Fatalf("stats lack %s: %v", want, stats.Stats)
			}
			var rep struct {
				Game       string  `json:"game"`
				Games      int     `json:"games"`
				Violations int     `json:"invariant_violations"`
				Wins       []int   `json:"wins"`
				Moves      int     `json:"moves"`
				Rate       float64 `json:"games_per_sec"`
				Seed       uint64  `json:"seed"`
			}
			if err := json.Unmarshal([]byte(a.stdout), &rep); err != nil {
				t.Fatal(err)
			}
			if rep.Game != game || rep.Games != 1000 || rep.Violations != 0 || len(rep.Wins) != 4 || rep.Moves == 0 || rep.Rate <= 0 || rep.Seed != 1 {
				t.Fatalf("report %+v", rep)
			}
		})
	}
}

// untimed re-marshals a JSON report without its timing fields.
func untimed(t *testing.T, s string) string {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal([]byte(s), &m); err != nil {
		t.Fatalf("%v: %s", err, s)
	}
	for _, k := range []string{"elapsed_sec", "games_per_sec", "workers"} {
		delete(m, k)
	}
	out, _ := json.Marshal(m)
	return string(out)
}

func TestHumanSeatReadsNotation(t *testing.T) {
	t.Parallel()
	// A person at seat 1 whose input is a stream of "?" and bad lines and
	// then ends: the game stops with exit 2, saying the input ended, after
	// listing the legal moves and explaining a bad one.
	r := runInput(t, "", "?\nplay 99\n", "play", "mojo", "--players", "Ann,bot:random", "--seed", "3")
	if r.code != 2 || !strings.Contains(r.stderr, "legal moves:") || !strings.Contains(r.stderr, "input ended") {
		t.Fatalf("exit %d\nstdout %s\nstderr %s", r.code, r.stdout, r.stderr)
	}
}

// rulesDigest is the team's rules digest, outside this repository.
const rulesDigest = "../shared/spec/RULES.md"

var ruleRow = regexp.MustCompile(`(?m)^\| ((?:mojo|makoto)\.[a-z0-9.-]+) \|`)

func TestRulesCatalogue(t *testing.T) {
	t.Parallel()
	for _, game := range []string{"mojo", "makoto"} {
		r := run(t, "", "rules", game, "--json")
		var rep struct {
			Rules []struct {
				ID   string `json:"id"`
				Text string `json:"text"`
			} `json:"rules"`
			Options []struct {
				Key, Default, Value string
			} `json:"options"`
		}
		if r.code != 0 || json.Unmarshal([]byte(r.stdout), &rep) != nil || len(rep.Rules) < 10 || len(rep.Options) == 0 {
			t.Fatalf("rules %s: exit %d\n%s", game, r.code, r.stdout)
		}
		ids := map[string]bool{}
		for _, rule := range rep.Rules {
			ids[rule.ID] = true
			if rule.Text == "" {
				t.Errorf("%s has no explanation", rule.ID)
			}
		}
		// The cross-check against the team's rules digest runs only where
		// the digest lies beside the repository (CI, the team's machines).
		t.Run(game+"/digest", func(t *testing.T) {
			spec, err := os.ReadFile(fromRoot(rulesDigest))
			if errors.Is(err, os.ErrNotExist) {
				t.Skipf("cross-check of the %s catalogue against the rules digest skipped: %s is not beside this repository", game, rulesDigest)
			}
			if err != nil {
				t.Fatal(err)
			}
			// Every rule ID of the game in the digest's tables is in the catalogue.
			for _, m := range ruleRow.FindAllStringSubmatch(string(spec), -1) {
				if strings.HasPrefix(m[1], game+".") && !ids[m[1]] {
					t.Errorf("%s names %s, the catalogue lacks it", rulesDigest, m[1])
				}
			}
		})
	}
	r := run(t, "", "rules", "mojo", "mojo.turn.equal")
	if r.code != 0 || !strings.Contains(r.stdout, "mojo.turn.equal") {
		t.Fatalf("one rule: exit %d\n%s", r.code, r.stdout)
	}
}

func TestGoldenOutput(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		args []string
	}{
		{"rules-mojo-turn-equal.txt", []string{"rules", "mojo", "mojo.turn.equal"}},
		{"rules-mojo-two-piles.txt", []string{"rules", "mojo", "mojo.two-piles", "--variant", "two-piles"}},
		{"play-mojo-bots-seed7.txt", []string{"play", "mojo", "--players", "bot:greedy,bot:random,bot:random", "--seed", "7"}},
		{"play-mojo-bots-seed7.json", []string{"play", "mojo", "--players", "bot:greedy,bot:random,bot:random", "--seed", "7", "--json"}},
		// Every event, the Oracle draws and the end-of-game breakdown.
		{"play-makoto-bots-seed5-verbose.txt", []string{"play", "makoto", "--players", "bot:greedy,bot:random,bot:random", "--seed", "5", "--verbose"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := run(t, "", tt.args...)
			if r.code != 0 {
				t.Fatalf("exit %d: %s", r.code, r.stderr)
			}
			golden(t, tt.name, r.stdout)
		})
	}
}

// play without --seed deals a new game each time, says its seed on stderr
// and writes it into the log; --seed with that seed repeats the game.
func TestPlayFreshSeed(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	type summary struct {
		Seed   uint64 `json:"seed"`
		Moves  int    `json:"moves"`
		Rounds []struct {
			Scores []int `json:"scores"`
		} `json:"rounds"`
	}
	play := func(log string, args ...string) (summary, string) {
		t.Helper()
		args = append([]string{"play", "mojo", "--players", "bot:greedy,bot:random,bot:random", "--json", "--log", log}, args...)
		r := run(t, dir, args...)
		if r.code != 0 {
			t.Fatalf("play: exit %d: %s", r.code, r.stderr)
		}
		var s summary
		if err := json.Unmarshal([]byte(r.stdout), &s); err != nil {
			t.Fatal(err)
		}
		return s, r.stderr
	}
	a, errA := play("a.yaml")
	b, _ := play("b.yaml")
	if a.Seed == b.Seed {
		t.Fatalf("two games without --seed share seed %d", a.Seed)
	}
	if !strings.Contains(errA, fmt.Sprintf("seed %d (play this deal again with --seed %d)", a.Seed, a.Seed)) {
		t.Errorf("the seed is not said on stderr: %q", errA)
	}
	logA, err := os.ReadFile(filepath.Join(dir, "a.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	logB, _ := os.ReadFile(filepath.Join(dir, "b.yaml"))
	if !strings.Contains(string(logA), fmt.Sprintf("\nseed: %d\n", a.Seed)) {
		t.Errorf("the log does not record seed %d", a.Seed)
	}
	dealA := strings.SplitN(string(logA), "events:", 2)[1]
	dealB := strings.SplitN(string(logB), "events:", 2)[1]
	if strings.SplitN(dealA, "\n", 3)[1] == strings.SplitN(dealB, "\n", 3)[1] {
		t.Errorf("two games without --seed have the same deal")
	}
	again, errAgain := play("again.yaml", "--seed", fmt.Sprint(a.Seed))
	if strings.Contains(errAgain, "play this deal again") {
		t.Errorf("a given seed is announced as new: %q", errAgain)
	}
	if again.Seed != a.Seed || again.Moves != a.Moves || fmt.Sprint(again.Rounds) != fmt.Sprint(a.Rounds) {
		t.Errorf("--seed %d does not repeat the game: %+v vs %+v", a.Seed, again, a)
	}
	logAgain, _ := os.ReadFile(filepath.Join(dir, "again.yaml"))
	if string(logAgain) != string(logA) {
		t.Errorf("--seed %d does not write the same log", a.Seed)
	}
}
