package serve

import (
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"

	"tabletop/engine/i18n"
	"tabletop/screens"
)

// lobbyAt is the lobby's screen of a server without tables, in lang, on
// a terminal of 80×24.
func lobbyAt(lang string) *lobbyScreen {
	srv := &Server{cfg: Config{Now: time.Now}, lim: newLimiter(time.Now)}
	ls := newLobbyScreen(srv, opener{addr: "192.0.2.1", conn: "c1"}, lang, false)
	ls.start(80, 24)
	return ls
}

// typeLine types text into ls and presses Enter; it returns the command
// the Enter gave.
func typeLine(ls *lobbyScreen, text string) tea.Cmd {
	if text != "" {
		ls.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(text)})
	}
	_, cmd := ls.Update(tea.KeyMsg{Type: tea.KeyEnter})
	return cmd
}

// quits reports whether cmd ends the program.
func quits(cmd tea.Cmd) bool {
	if cmd == nil {
		return false
	}
	_, ok := cmd().(tea.QuitMsg)
	return ok
}

// TestLobbyScreenFits: the lobby's screen has exactly its rows, none wider
// than it, at every size and in every language, with the line being
// typed and the keys' help; the help lists only the lobby's keys, all of
// them at 80×24, and always Ctrl-C.
func TestLobbyScreenFits(t *testing.T) {
	for _, lang := range i18n.Languages() {
		for _, size := range [][2]int{{80, 24}, {50, 15}, {40, 12}, {20, 8}, {132, 50}} {
			ls := lobbyAt(lang)
			typeLine(ls, "help")
			typeLine(ls, "wat")
			ls.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("l")})
			ls.Update(tea.KeyMsg{Type: tea.KeyTab}) // lang: Tab offers the languages
			ls.Update(tea.WindowSizeMsg{Width: size[0], Height: size[1]})
			v := ls.View()
			rows := strings.Split(v, "\n")
			if len(rows) != size[1] {
				t.Errorf("%s %dx%d: %d rows:\n%s", lang, size[0], size[1], len(rows), v)
			}
			for _, r := range rows {
				if w := ansi.StringWidth(r); w > size[0] {
					t.Errorf("%s %dx%d: a row %d wide: %q", lang, size[0], size[1], w, r)
				}
			}
			if size[0] < 50 {
				continue
			}
			prompt := say(lang, "serve.word.lobby-prompt", nil) + " lang "
			if !strings.Contains(v, prompt) || !strings.Contains(v, say(lang, keyLeaveLobby, nil)) {
				t.Errorf("%s %dx%d: no %q or no Ctrl-C in:\n%s", lang, size[0], size[1], prompt, v)
			}
			keys, _ := lobbyKeys()
			for _, k := range keys {
				if size[0] >= 80 && !strings.Contains(v, say(lang, k, nil)) {
					t.Errorf("%s %dx%d: the help lacks %q:\n%s", lang, size[0], size[1], say(lang, k, nil), v)
				}
			}
			for _, k := range []string{screens.KeyPlay, screens.KeyChoose, screens.KeyHint, screens.KeyUndo, screens.KeyRecallCtrl} {
				if strings.Contains(v, say(lang, k, nil)) {
					t.Errorf("%s %dx%d: the help lists %q, which does nothing here:\n%s", lang, size[0], size[1], say(lang, k, nil), v)
				}
			}
		}
	}
}

// TestLobbyScreenAnswers: a line typed is shown after the prompt with the
// lobby's answer below it, as the lines protocol answers it: the help, an
// unknown word, a language, a code no table has (and, after five, the
// wait), all in one line each.
func TestLobbyScreenAnswers(t *testing.T) {
	ls := lobbyAt("en")
	if v := ls.View(); !strings.Contains(v, "Welcome to the lobby of tabletop.") || !strings.Contains(v, "lobby> _") {
		t.Fatalf("the lobby opens with:\n%s", v)
	}
	for _, tc := range []struct{ line, want string }{
		{"help", "new GAME PLAYERS"},
		{"wat now", "wat: not a word of the lobby (type help)."},
		{"join nope99", "No open table has a seat with that code."},
		{"join", "new GAME PLAYERS"},
		{"lang", "lang CODE switches the language: en, pl, fr, ru."},
	} {
		if cmd := typeLine(ls, tc.line); quits(cmd) {
			t.Fatalf("%q ended the lobby", tc.line)
		}
		ls.Update(tea.WindowSizeMsg{Width: 200, Height: 24}) // a line each
		v := ls.View()
		if !strings.Contains(v, "lobby> "+tc.line+"\n"+tc.want) {
			t.Errorf("%q: no answer %q below it:\n%s", tc.line, tc.want, v)
		}
	}
	for range 3 {
		typeLine(ls, "join nope99")
	}
	typeLine(ls, "join nope99")
	if v := ls.View(); !strings.Contains(v, "lobby> join nope99\nNo open table has a seat with that code. Too many wrong codes from your address: try again in ") {
		t.Errorf("the fifth wrong code:\n%s", v)
	}
	typeLine(ls, "join nope99")
	if v := ls.View(); !strings.Contains(v, "lobby> join nope99\nToo many wrong codes from your address: try again in ") {
		t.Errorf("a code while the address waits:\n%s", v)
	}
	typeLine(ls, "lang pl")
	if v := ls.View(); !strings.Contains(v, "Język: polski.") || !strings.Contains(v, "poczekalnia> _") {
		t.Errorf("lang pl:\n%s", v)
	}
}

// TestLobbyScreenLeaves: Ctrl-C, Ctrl-D on an empty line and quit end the
// lobby's program, to leave; Ctrl-D on a line that holds text does not;
// the server stopping ends it too, said so.
func TestLobbyScreenLeaves(t *testing.T) {
	for _, tc := range []struct {
		name string
		do   func(ls *lobbyScreen) tea.Cmd
	}{
		{"Ctrl-C", func(ls *lobbyScreen) tea.Cmd {
			ls.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("help")})
			_, cmd := ls.Update(tea.KeyMsg{Type: tea.KeyCtrlC})
			return cmd
		}},
		{"Ctrl-D", func(ls *lobbyScreen) tea.Cmd { _, cmd := ls.Update(tea.KeyMsg{Type: tea.KeyCtrlD}); return cmd }},
		{"quit", func(ls *lobbyScreen) tea.Cmd { return typeLine(ls, "quit") }},
		{"closed", func(ls *lobbyScreen) tea.Cmd { _, cmd := ls.Update(closedMsg{}); return cmd }},
	} {
		ls := lobbyAt("en")
		if cmd := tc.do(ls); !quits(cmd) || ls.act.kind != lobbyLeave {
			t.Errorf("%s: the lobby goes on (%+v)", tc.name, ls.act)
		}
		select {
		case <-ls.done:
		default:
			t.Errorf("%s: the program still reads", tc.name)
		}
		if ls.closed != (tc.name == "closed") {
			t.Errorf("%s: closed %v", tc.name, ls.closed)
		}
	}
	ls := lobbyAt("en")
	ls.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("he")})
	if _, cmd := ls.Update(tea.KeyMsg{Type: tea.KeyCtrlD}); quits(cmd) {
		t.Error("Ctrl-D on a line with text left the lobby")
	}
}

// TestLobbyScreenLine: the input line has a shell line's keys, ↑ recalls
// the lines typed before (kept when the person comes back from a table),
// and Tab cycles through the lobby's words and games.
func TestLobbyScreenLine(t *testing.T) {
	ls := lobbyAt("en")
	key := func(k tea.KeyType) { ls.Update(tea.KeyMsg{Type: k}) }
	text := func(s string) { ls.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(s)}) }
	text("join ab cd")
	key(tea.KeyCtrlW)
	if got := ls.input.Value(); got != "join ab " {
		t.Errorf("Ctrl-W leaves %q", got)
	}
	key(tea.KeyCtrlA)
	key(tea.KeyCtrlK)
	text("help")
	key(tea.KeyCtrlE)
	text(" x")
	key(tea.KeyLeft)
	key(tea.KeyLeft)
	key(tea.KeyCtrlU)
	if got := ls.input.Value(); got != "x" {
		t.Errorf("Ctrl-A, Ctrl-K, Ctrl-E, ←, Ctrl-U leave %q", got)
	}
	key(tea.KeyCtrlE)
	key(tea.KeyCtrlU)
	typeLine(ls, "help")
	typeLine(ls, "join nope99")
	ls.back("en", true)
	if v := ls.View(); !strings.Contains(v, "You are back in the lobby (type help).") {
		t.Errorf("back from a table:\n%s", v)
	}
	key(tea.KeyUp)
	if got := ls.input.Value(); got != "join nope99" {
		t.Errorf("↑ recalls %q", got)
	}
	key(tea.KeyUp)
	if got := ls.input.Value(); got != "help" {
		t.Errorf("↑↑ recalls %q", got)
	}
	key(tea.KeyDown)
	key(tea.KeyDown)
	if got := ls.input.Value(); got != "" {
		t.Errorf("↓↓ gives %q", got)
	}
	text("n")
	var seen []string
	for range 3 {
		key(tea.KeyTab)
		seen = append(seen, ls.input.Value())
	}
	if want := []string{"new m", "new makoto ", "new mojo "}; strings.Join(seen, "|") != strings.Join(want, "|") {
		t.Errorf("n and Tab thrice: %q, want %q", seen, want)
	}
	if v := ls.View(); !strings.Contains(v, "Tab: new makoto · new mojo") {
		t.Errorf("Tab offers nothing:\n%s", v)
	}
	text("Ann,Ben")
	if got := ls.input.Value(); got != "new mojo Ann,Ben" {
		t.Errorf("a game and its players: %q", got)
	}
	key(tea.KeyCtrlU)
	text("l")
	key(tea.KeyTab)
	key(tea.KeyTab)
	if got := ls.input.Value(); got != "lang en" {
		t.Errorf("l and Tab twice: %q", got)
	}
}

// TestLobbyScreenScrolls: PgUp shows the answers before those on the
// screen, PgDn the newest again, and a line typed brings them back too.
func TestLobbyScreenScrolls(t *testing.T) {
	ls := lobbyAt("en")
	ls.Update(tea.WindowSizeMsg{Width: 50, Height: 15})
	for range 4 {
		typeLine(ls, "help")
	}
	typeLine(ls, "lang")
	newest := ls.View()
	ls.Update(tea.KeyMsg{Type: tea.KeyPgUp})
	if v := ls.View(); v == newest || strings.Contains(v, "lang CODE switches the language: en") {
		t.Errorf("PgUp shows the newest still:\n%s", v)
	}
	ls.Update(tea.KeyMsg{Type: tea.KeyPgDown})
	if v := ls.View(); v != newest {
		t.Errorf("PgDn after PgUp:\n%s\nwant:\n%s", v, newest)
	}
	ls.Update(tea.KeyMsg{Type: tea.KeyPgUp})
	typeLine(ls, "wat")
	if v := ls.View(); !strings.Contains(v, "wat: not a word of the lobby") {
		t.Errorf("a line typed after PgUp:\n%s", v)
	}
}
