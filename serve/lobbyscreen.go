package serve

import (
	"fmt"
	"io"
	"sync"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/ssh"

	"tabletop/engine"
	"tabletop/engine/i18n"
	"tabletop/screens"
)

// lobbyScreen is the lobby on a terminal: a bubbletea program, made of the
// screen kit's parts, with the lobby's answers in a pane (help, a table
// opened with its codes, a wrong code, a wait...), one input line (a
// shell line's keys, ↑/↓ through this connection's lines, Tab through the
// lobby's words and games) and the keys that work. It ends when the person
// leaves (Ctrl-C, Ctrl-D on an empty line, quit), joins a table (join) or
// the server stops; the lobby runs it again, with its pane and its
// history, when they come back from the table.
type lobbyScreen struct {
	srv    *Server
	who    opener // the connection
	lang   string
	colour bool
	width  int
	height int
	pane   screens.Pane
	input  screens.Input
	lines  int // lines typed

	act    lobbyAct // why the program ended
	closed bool     // the server stopped
	done   chan struct{}
	once   sync.Once
}

// closedMsg tells the lobby's program that the server stopped.
type closedMsg struct{}

func newLobbyScreen(srv *Server, who opener, lang string, colour bool) *lobbyScreen {
	ls := &lobbyScreen{srv: srv, who: who, lang: lang, colour: colour}
	ls.pane.Max = maxEvents
	ls.pane.Indent = "    "
	ls.input.Style = screens.Style{Colour: colour}
	ls.input.Candidates = lobbyCandidates
	ls.pane.Answer(say(lang, "serve.word.lobby-welcome", nil))
	return ls
}

// lobbyCandidates are the lines Tab completes to in the lobby: its words,
// "new" with each game, "lang" with each language.
func lobbyCandidates() []string {
	out := []string{"help", "join "}
	for _, l := range i18n.Languages() {
		out = append(out, "lang "+l)
	}
	for _, g := range engine.Names() {
		out = append(out, "new "+g+" ")
	}
	return append(out, "quit")
}

// start readies the screen for a run of its program on a terminal of
// width×height: the program reads until done is closed.
func (ls *lobbyScreen) start(width, height int) {
	ls.resize(width, height)
	ls.act, ls.done, ls.once = lobbyAct{}, make(chan struct{}), sync.Once{}
}

// end stops the program's reading (once or more).
func (ls *lobbyScreen) end() { ls.once.Do(func() { close(ls.done) }) }

func (ls *lobbyScreen) resize(w, h int) { ls.width, ls.height = fitSize(w, h) }

func (ls *lobbyScreen) Init() tea.Cmd { return nil }

func (ls *lobbyScreen) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		ls.resize(msg.Width, msg.Height)
	case closedMsg:
		ls.closed = true
		return ls, ls.quit(lobbyAct{kind: lobbyLeave})
	case tea.KeyMsg:
		return ls, ls.key(msg)
	}
	return ls, nil
}

// quit ends the program for act.
func (ls *lobbyScreen) quit(act lobbyAct) tea.Cmd {
	ls.act = act
	ls.end()
	return tea.Quit
}

func (ls *lobbyScreen) key(k tea.KeyMsg) tea.Cmd {
	switch k.Type {
	case tea.KeyCtrlC:
		return ls.quit(lobbyAct{kind: lobbyLeave})
	case tea.KeyCtrlD:
		if ls.input.Value() == "" {
			return ls.quit(lobbyAct{kind: lobbyLeave})
		}
	case tea.KeyPgUp, tea.KeyPgDown:
		ls.pane.Key(k, ls.width, ls.paneRows())
	default:
		// The line's keys, as on a seat's screen, over no moves.
		if line, entered := screens.LineKey(k, &ls.input, &screens.List{}); entered {
			return ls.enter(line)
		}
	}
	return nil
}

// enter answers the line typed: it is shown after the prompt, as a
// terminal shows what is typed, with the lobby's answer below.
func (ls *lobbyScreen) enter(line string) tea.Cmd {
	ls.pane.Bottom()
	prompt := ls.prompt()
	if line == "" {
		ls.pane.Add(prompt)
		return nil
	}
	if ls.lines++; ls.lines > maxLobbyLines {
		return ls.quit(lobbyAct{kind: lobbyLeave})
	}
	out, act := ls.srv.lobbyLine(ls.who, &ls.lang, line)
	ls.pane.Add(ls.dim(prompt + " " + line))
	if len(out) > 0 {
		ls.pane.Answer(out...)
	}
	if act.kind != lobbyStay {
		return ls.quit(act)
	}
	return nil
}

// back shows the person back from a table (seated: as lobbyBack says).
func (ls *lobbyScreen) back(lang string, seated bool) {
	ls.lang = lang
	ls.pane.Answer(ls.srv.lobbyBack(lang, seated))
}

func (ls *lobbyScreen) prompt() string { return say(ls.lang, "serve.word.lobby-prompt", nil) }

func (ls *lobbyScreen) dim(s string) string {
	return screens.Style{Colour: ls.colour}.Dim(s)
}

// keyLeaveLobby names Ctrl-C in the lobby's key help: it leaves the
// lobby, not a table.
const keyLeaveLobby = "serve.word.key-leave-lobby"

// lobbyKeys are the keys that work in the lobby, as the help shows them,
// and the order in which they give way: leaving stays to the end.
func lobbyKeys() (keys, drops []string) {
	return []string{screens.KeyComplete, screens.KeyRecall, screens.KeyScroll, keyLeaveLobby},
		[]string{screens.KeyScroll, screens.KeyRecall, screens.KeyComplete}
}

// help is the keys' help in the screen's width.
func (ls *lobbyScreen) help() []string {
	keys, drops := lobbyKeys()
	most := 1
	if ls.height >= 20 {
		most = 2
	}
	return screens.Help(ls.lang, keys, drops, ls.width, most)
}

// paneRows are the rows the answers have: all but the input line, what
// Tab offers and the keys' help.
func (ls *lobbyScreen) paneRows() int {
	rows := ls.height - 1 - len(ls.help())
	if ls.input.OfferedView(ls.lang, ls.width) != "" {
		rows--
	}
	return max(rows, 0)
}

// View draws the answers, what Tab offers, the line being typed and the
// keys that work.
func (ls *lobbyScreen) View() string {
	if ls.act.kind != lobbyStay {
		return ""
	}
	w := ls.width
	lines := ls.pane.View(w, ls.paneRows())
	if offered := ls.input.OfferedView(ls.lang, w); offered != "" {
		lines = append(lines, ls.dim(offered))
	}
	ls.input.Prompt = ls.prompt() + " "
	lines = append(lines, ls.input.View(w))
	for _, h := range ls.help() {
		lines = append(lines, ls.dim(h))
	}
	return frame(lines, w, ls.height)
}

// runLobbyScreen runs the lobby on sess's terminal, reading conn, until
// the person leaves, the connection drops or the server stops; a person
// who joins a table is handed to its screen and comes back to the lobby's,
// with its answers and its history, when they leave it or it ends.
func (srv *Server) runLobbyScreen(sess ssh.Session, lang string, conn *connInput) {
	_, colour := terminal(sess)
	ls := newLobbyScreen(srv, openerOf(sess), lang, colour)
	for {
		var done <-chan struct{}
		runProgram(sess, func(width, height int) (tea.Model, io.Reader) {
			ls.start(width, height)
			done = ls.done
			return ls, conn.reader(done)
		}, func(p *tea.Program) {
			select {
			case <-srv.stopped:
				p.Send(closedMsg{})
			case <-done:
			}
		})
		ls.end()
		switch {
		case ls.closed:
			fmt.Fprintln(sess, say(ls.lang, "serve.word.lobby-closed", nil))
			return
		case ls.act.kind != lobbyJoin:
			return
		}
		lang, seated := srv.seat(sess, ls.act.ref, ls.lang, conn)
		if sess.Context().Err() != nil {
			return
		}
		if srv.isClosed() {
			fmt.Fprintln(sess, say(lang, "serve.word.lobby-closed", nil))
			return
		}
		ls.back(lang, seated)
	}
}
