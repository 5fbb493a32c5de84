package table

import (
	"bytes"
	"io"
	"path/filepath"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"

	"tabletop/cmd/cmdutil"
	"tabletop/cmd/cmdutil/cmdtest"
	"tabletop/engine/echo"
	"tabletop/scorepad"
	"tabletop/validator"
)

// screenFor starts a table screen for game between Ann, Ben and Cy, its
// journal in a temporary folder, in lang, coloured or not.
func screenFor(t *testing.T, game, lang string, colour bool) *screenModel {
	t.Helper()
	o := testOptions(t, game, lang)
	o.Screen = true
	r, err := newSession(o, &bytes.Buffer{})
	if err != nil {
		t.Fatal(err)
	}
	r.st = cmdutil.Style{On: colour}
	var greeting bytes.Buffer
	r.greetLine(&greeting)
	return newScreenModel(r, strings.TrimSpace(greeting.String()))
}

// testOptions are the options of a new table of Ann, Ben and Cy playing
// game, its journal in a temporary folder, in lang with the commands'
// words, no colours, no signals caught.
func testOptions(t testing.TB, game, lang string) *Options {
	return &Options{
		Journal: &scorepad.Journal{Game: game, Players: []string{"Ann", "Ben", "Cy"}, Start: "Ann"},
		Path:    filepath.Join(t.TempDir(), "j.yaml"),
		Lang:    lang,
		Tr:      cmdtest.Tr,
		TrN:     cmdtest.TrN,
		Style:   func(io.Writer) cmdutil.Style { return cmdutil.Style{} },
		Self:    "tabletop",
	}
}

// typeKeys sends text as typed runes, and the named keys, and runs the
// commands they give as the program would (one after the other).
func (m *screenModel) typeKeys(t *testing.T, keys ...any) {
	t.Helper()
	for _, k := range keys {
		switch k := k.(type) {
		case string:
			for _, r := range k {
				m.send(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}})
			}
		case tea.KeyType:
			m.send(tea.KeyMsg{Type: k})
		}
	}
}

// send updates the screen with msg and with what the commands it gives
// answer, but tea.Quit.
func (m *screenModel) send(msg tea.Msg) {
	_, cmd := m.Update(msg)
	for cmd != nil {
		next := cmd()
		if _, quit := next.(tea.QuitMsg); quit || next == nil {
			return
		}
		_, cmd = m.Update(next)
	}
}

// lines types each line and presses Enter.
func (m *screenModel) lines(t *testing.T, lines ...string) {
	t.Helper()
	for _, l := range lines {
		m.typeKeys(t, l, tea.KeyEnter)
	}
}

func (m *screenModel) journal(t *testing.T) []string {
	t.Helper()
	j, err := scorepad.LoadJournal(m.r.o.Path)
	if err != nil {
		t.Fatal(err)
	}
	return j.Lines
}

// checkFits fails unless the view has exactly the screen's rows, none
// wider than it.
func checkFits(t *testing.T, m *screenModel) string {
	t.Helper()
	v := m.View()
	rows := strings.Split(v, "\n")
	if len(rows) != m.height {
		t.Fatalf("%d rows on a screen of %d:\n%s", len(rows), m.height, v)
	}
	for i, r := range rows {
		if w := ansi.StringWidth(r); w > m.width {
			t.Fatalf("row %d is %d wide on a screen of %d: %q", i+1, w, m.width, r)
		}
	}
	return ansi.Strip(v)
}

// TestTableScreenLines: lines typed with Enter are answered as the piped
// mode answers them and the table at the top follows; a line without a
// name is the player to move's and the journal has it in full; a refused
// line says so and changes nothing; ? answers with the hint.
func TestTableScreenLines(t *testing.T) {
	m := screenFor(t, "mojo", "en", false)
	v := checkFits(t, m)
	for _, want := range []string{"Mojo · Round 1: waiting for top C ...", "Following Mojo for Ann, Ben, Cy", "> ", "Enter declare"} {
		if !strings.Contains(v, want) {
			t.Errorf("the first screen lacks %q:\n%s", want, v)
		}
	}
	m.lines(t, "top 8", "play 8 3", "Ben: play 9 9 9")
	v = checkFits(t, m)
	for _, want := range []string{
		"Mojo · Round 1: Ben to move", "Discard pile: 3", "Cards in hand: Ann 6, Ben 8, Cy 8", "Totals: Ann 0, Ben 0, Cy 0",
		"ok: Ann: play 8 3", "refused: Ben: play 9 9 9", "[mojo.turn.chain-only-equal]", "→ nothing changed", "Ben> ",
	} {
		if !strings.Contains(v, want) {
			t.Errorf("the screen lacks %q:\n%s", want, v)
		}
	}
	if got := strings.Join(m.journal(t), "|"); got != "top 8|Ann: play 8 3" {
		t.Errorf("journal %q", got)
	}
	m.lines(t, "?")
	if v := checkFits(t, m); !strings.Contains(v, "Ben> ?") || !strings.Contains(v, "Hint, best first") {
		t.Errorf("? gives no hint:\n%s", v)
	}
	m.typeKeys(t, "1 2 4 5 6 7 9 10", tea.KeyF1)
	if v := checkFits(t, m); !strings.Contains(v, "Ben> ? 1 2 4 5 6 7 9 10") || !strings.Contains(v, "Hint for the cards stated") {
		t.Errorf("F1 with cards gives no hint for them:\n%s", v)
	}
	m.typeKeys(t, tea.KeyCtrlZ)
	if v := checkFits(t, m); !strings.Contains(v, "took back: Ann: play 8 3") || !strings.Contains(v, "Round 1: Ann to move") {
		t.Errorf("Ctrl-Z does not undo:\n%s", v)
	}
	if got := strings.Join(m.journal(t), "|"); got != "top 8" {
		t.Errorf("journal after undo %q", got)
	}
	if m.left {
		t.Fatal("the screen left by itself")
	}
}

// TestTableScreenCompletion: Tab completes names, the protocol's words and
// the moves the player to move may declare, and offers the choices left.
func TestTableScreenCompletion(t *testing.T) {
	for _, c := range []struct {
		game    string
		before  []string
		typed   string
		want    string
		offered string // part of what is offered, "" for nothing
	}{
		{"mojo", nil, "t", "top ", ""},
		{"makoto", nil, "c", "curtain ", ""},
		{"makoto", nil, "C", "Cy: ", ""},
		{"mojo", nil, "B", "Ben: ", ""},
		{"mojo", nil, "un", "undo", ""},
		{"mojo", []string{"top 8"}, "pl", "play ", "play 0 · play 1"},
		{"mojo", []string{"top 8"}, "play 8 8 ", "play 8 8 ", "play 8 8 0"},
		{"mojo", []string{"top 8"}, "Ann: play 8 8 7", "Ann: play 8 8 7", ""},
		{"mojo", []string{"top 8"}, "xyz", "xyz", ""},
		{"makoto", []string{"curtain 13 11 2 1 1 9 4", "play 3 3 3 take 2"}, "pass o", "pass oracle", ""},
		{"makoto", []string{"curtain 13 11 2 1 1 9 4", "play 3 3 3"}, "ta", "take ", "take 1"},
	} {
		t.Run(c.game+"/"+c.typed, func(t *testing.T) {
			m := screenFor(t, c.game, "en", false)
			m.lines(t, c.before...)
			m.typeKeys(t, c.typed, tea.KeyTab)
			if got := m.input.Value(); got != c.want {
				t.Errorf("%q Tab gives %q, want %q", c.typed, got, c.want)
			}
			v := checkFits(t, m)
			if c.offered != "" && !strings.Contains(v, "Tab: ") || !strings.Contains(v, c.offered) {
				t.Errorf("%q Tab offers nothing like %q:\n%s", c.typed, c.offered, v)
			}
			if c.offered == "" && strings.Contains(v, "Tab: ") {
				t.Errorf("%q Tab offers choices:\n%s", c.typed, v)
			}
		})
	}
}

// TestTableScreenRecall: ↑ recalls the earlier lines, refused ones too,
// newest first; ↓ goes back down to the line being written.
func TestTableScreenRecall(t *testing.T) {
	m := screenFor(t, "mojo", "en", false)
	m.lines(t, "top 8", "play 9 9 9", "play 8 3")
	m.typeKeys(t, "Ben: pl")
	for _, c := range []struct {
		key  tea.KeyType
		want string
	}{
		{tea.KeyUp, "play 8 3"}, {tea.KeyUp, "play 9 9 9"}, {tea.KeyUp, "top 8"}, {tea.KeyUp, "top 8"},
		{tea.KeyDown, "play 9 9 9"}, {tea.KeyDown, "play 8 3"}, {tea.KeyDown, "Ben: pl"}, {tea.KeyDown, "Ben: pl"},
	} {
		m.typeKeys(t, c.key)
		if got := m.input.Value(); got != c.want {
			t.Fatalf("after %v: %q, want %q", c.key, got, c.want)
		}
	}
}

// TestTableScreenLeaving: quit and Ctrl-D on an empty line leave with 0,
// Ctrl-C with 130, a signal with its own code; Ctrl-D on a line being
// written does not leave.
func TestTableScreenLeaving(t *testing.T) {
	for _, c := range []struct {
		name string
		do   func(m *screenModel)
		code int
		left bool
	}{
		{"quit", func(m *screenModel) { m.lines(t, "quit") }, exitQuit, true},
		{"Ctrl-D", func(m *screenModel) { m.typeKeys(t, tea.KeyCtrlD) }, exitQuit, true},
		{"Ctrl-D on a line", func(m *screenModel) { m.typeKeys(t, "top", tea.KeyCtrlD) }, 0, false},
		{"Ctrl-C", func(m *screenModel) { m.typeKeys(t, "top 8", tea.KeyCtrlC) }, exitInterrupt, true},
		{"SIGTERM", func(m *screenModel) { m.send(leaveMsg{code: 143}) }, 143, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			m := screenFor(t, "mojo", "en", false)
			m.lines(t, "top 8")
			c.do(m)
			if m.left != c.left || m.exit != c.code {
				t.Fatalf("left %v with %d, want %v with %d", m.left, m.exit, c.left, c.code)
			}
			if got := strings.Join(m.journal(t), "|"); got != "top 8" {
				t.Errorf("journal %q", got)
			}
		})
	}
}

// TestTableScreenSizes: the screen fills the terminal exactly at 80×24,
// after a resize to a small and a large one, and with a long game's text
// wrapped; the table gives way to the answers on a tiny terminal.
func TestTableScreenSizes(t *testing.T) {
	m := screenFor(t, "makoto", "en", true)
	m.lines(t, "curtain 13 11 2 1 1 9 4", "play 3 3 3 take 2", "Cy: play 5 5")
	for _, size := range [][2]int{{80, 24}, {40, 12}, {20, 6}, {132, 50}, {80, 24}} {
		m.send(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
		v := checkFits(t, m)
		if !strings.Contains(v, "Cy> ") {
			t.Errorf("%dx%d: no input line:\n%s", size[0], size[1], v)
		}
		if size[1] >= 12 && !strings.Contains(v, "refused: Cy: play 5 5") {
			t.Errorf("%dx%d: the last answer is not shown:\n%s", size[0], size[1], v)
		}
	}
}

// TestTableScreenWords: the screen speaks the chosen language, and uses
// no colour when NO_COLOR asks for none.
func TestTableScreenWords(t *testing.T) {
	for _, c := range []struct{ lang, want string }{
		{"en", "Ctrl-Z undo"}, {"pl", "Ctrl-Z cofnij"}, {"fr", "Ctrl-Z annuler"}, {"ru", "Ctrl-Z отменить"},
	} {
		m := screenFor(t, "mojo", c.lang, false)
		m.lines(t, "top 8")
		v := m.View()
		if !strings.Contains(v, c.want) || !strings.Contains(v, cmdtest.Tr(c.lang, "table.ok", nil)) {
			t.Errorf("%s: the screen lacks %q:\n%s", c.lang, c.want, v)
		}
		if strings.Contains(v, "\x1b[") {
			t.Errorf("%s: colour without a colour style", c.lang)
		}
	}
	if m := screenFor(t, "mojo", "en", true); !strings.Contains(m.View(), "\x1b[") {
		t.Error("no colour with a colour style")
	}
}

// runMojoTable follows a new Mojo table of Ann, Ben and Cy reading in,
// at the plain prompt (--accessible) or piped.
func runMojoTable(t *testing.T, prompt bool, in string) (o *Options, out, errOut *bytes.Buffer, err error) {
	t.Helper()
	o = testOptions(t, "mojo", "")
	o.Prompt, o.Access = prompt, prompt
	out, errOut = new(bytes.Buffer), new(bytes.Buffer)
	err = runWith(o, strings.NewReader(in), out, errOut)
	return o, out, errOut, err
}

// TestTablePrompt: the plain prompt (--accessible) reads lines as the
// piped mode does, ? included, names the player to move in each prompt,
// and quit leaves with the journal kept.
func TestTablePrompt(t *testing.T) {
	o, out, errOut, err := runMojoTable(t, true, "top 8\n?\nplay 8 3\nquit\nBen: play 2\n")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"ok: top 8", "Hint, best first", "ok: Ann: play 8 3"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("stdout lacks %q:\n%s", want, out.String())
		}
	}
	if strings.Contains(out.String(), "engine.notation") || strings.Contains(out.String(), "Ben: play 2") {
		t.Errorf("? refused or a line after quit read:\n%s", out.String())
	}
	for _, want := range []string{"> Ann> Ann> Ben> ", "continue with tabletop table --resume " + o.Path} {
		if !strings.Contains(errOut.String(), want) {
			t.Errorf("stderr lacks %q:\n%s", want, errOut.String())
		}
	}
	j, err := scorepad.LoadJournal(o.Path)
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(j.Lines, "|"); got != "top 8|Ann: play 8 3" {
		t.Errorf("journal %q", got)
	}
}

// TestTablePromptTooLong: a line longer than maxTableLine at the plain
// prompt is refused with its line number and the session goes on, as
// piped input does (the prompt's own reader ended the session there).
func TestTablePromptTooLong(t *testing.T) {
	long := "play " + strings.Repeat("9", maxTableLine)
	for _, prompt := range []bool{false, true} {
		o, out, _, err := runMojoTable(t, prompt, "top 8\n"+long+"\nplay 8 3\n")
		if err != nil {
			t.Fatalf("prompt %v: %v", prompt, err)
		}
		refusal := validator.LineTooLong(2, maxTableLine, echo.Cut(long[:4*echo.MaxEcho]))
		for _, want := range []string{"ok: top 8", refusal.Input, "ok: Ann: play 8 3"} {
			if !strings.Contains(out.String(), want) {
				t.Errorf("prompt %v: stdout lacks %q:\n%.2000s", prompt, want, out.String())
			}
		}
		j, err := scorepad.LoadJournal(o.Path)
		if err != nil {
			t.Fatal(err)
		}
		if got := strings.Join(j.Lines, "|"); got != "top 8|Ann: play 8 3" {
			t.Errorf("prompt %v: journal %q", prompt, got)
		}
	}
}

// TestTableScreenScroll: an answer taller than the room for answers shows
// from its start; PgUp goes back to earlier answers and PgDn forward.
func TestTableScreenScroll(t *testing.T) {
	m := screenFor(t, "mojo", "en", false)
	m.send(tea.WindowSizeMsg{Width: 80, Height: 14})
	m.lines(t, "top 8", "play 8 3", "play 2", "?")
	v := checkFits(t, m)
	if !strings.Contains(v, "Cy> ?") || strings.Contains(v, "Following Mojo") {
		t.Fatalf("the newest answer is not shown from its start:\n%s", v)
	}
	for range 10 {
		m.typeKeys(t, tea.KeyPgUp)
	}
	if v := checkFits(t, m); !strings.Contains(v, "Following Mojo") {
		t.Fatalf("PgUp does not reach the first answer:\n%s", v)
	}
	for range 10 {
		m.typeKeys(t, tea.KeyPgDown)
	}
	if v := checkFits(t, m); !strings.Contains(v, "Hint, best first") {
		t.Fatalf("PgDn does not come back to the newest answer:\n%s", v)
	}
}

// TestTableScreenAnswersOffTheLoop: Enter hands the line to a command, run
// off the update loop: the journal is written when the command runs, not
// in Update; a line typed meanwhile waits its turn.
func TestTableScreenAnswersOffTheLoop(t *testing.T) {
	m := screenFor(t, "mojo", "en", false)
	for _, r := range "top 8" {
		m.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}})
	}
	_, cmd := m.Update(tea.KeyMsg{Type: tea.KeyEnter})
	if cmd == nil {
		t.Fatal("Enter gives no command")
	}
	if got := m.journal(t); len(got) != 0 {
		t.Fatalf("the journal was written in Update: %q", got)
	}
	for _, r := range "play 8 3" {
		m.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}})
	}
	if _, queued := m.Update(tea.KeyMsg{Type: tea.KeyEnter}); queued != nil {
		t.Fatal("a line typed while one is answered does not wait")
	}
	next := cmd()
	_, cmd = m.Update(next)
	if got := strings.Join(m.journal(t), "|"); got != "top 8" {
		t.Fatalf("journal %q after the first answer", got)
	}
	if cmd == nil {
		t.Fatal("the line waiting is not answered next")
	}
	m.Update(cmd())
	if got := strings.Join(m.journal(t), "|"); got != "top 8|Ann: play 8 3" {
		t.Fatalf("journal %q", got)
	}
}
