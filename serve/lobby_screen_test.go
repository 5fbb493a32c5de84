package serve_test

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
)

// More keys a terminal sends.
const (
	keyTab   = "\t"
	keyUp    = "\x1b[A"
	keyCtrlC = "\x03"
)

// resize makes the client's terminal cols×rows, and tells the server.
func (c *client) resize(cols, rows int) {
	c.t.Helper()
	c.mu.Lock()
	c.vt.Resize(cols, rows)
	c.mu.Unlock()
	if err := c.sess.WindowChange(rows, cols); err != nil {
		c.t.Fatal(err)
	}
}

// trimmed is the screen with each row's end trimmed, and its rows.
func trimmed(screen string) (string, []string) {
	rows := strings.Split(strings.TrimRight(screen, "\n"), "\n")
	for i, r := range rows {
		rows[i] = strings.TrimRight(r, " ")
	}
	return strings.Join(rows, "\n"), rows
}

// lobbyInputRow is the row of the lobby's screen being typed on: the last
// one with the prompt, its end trimmed.
func lobbyInputRow(screen, prompt string) string {
	_, rows := trimmed(screen)
	for i := len(rows) - 1; i >= 0; i-- {
		if strings.HasPrefix(rows[i]+" ", prompt) {
			return rows[i]
		}
	}
	return ""
}

// waitInput waits until the lobby's input row reads want (the prompt
// "lobby> " and the line, its end trimmed: the cursor is drawn in reverse
// video).
func (c *client) waitInput(want string) string {
	c.t.Helper()
	return c.waitScreen(fmt.Sprintf("the input line %q", want), func(sc string) bool {
		return lobbyInputRow(sc, "lobby> ") == want
	})
}

var screenCode = regexp.MustCompile(`Ann: join (\w+)`)

// TestLobbyScreenOverSSH: on a terminal of 80×24 or 50×15 the lobby is a
// screen of the kit: Tab cycles through the games, the line takes a
// shell's keys, the answers (the codes of a table opened, a wrong code)
// show above it, a table joined takes the terminal and Ctrl-C there comes
// back to the lobby with its lines to recall; the key help follows a
// resize; Ctrl-C in the lobby leaves. (The lobby used to read its lines
// itself, with no keys but Backspace.)
func TestLobbyScreenOverSSH(t *testing.T) {
	for i, size := range kitSizes {
		other := kitSizes[1-i]
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			t.Parallel()
			_, c := dialLobby(t, "", size[0], size[1])
			c.waitText("Ctrl-C leave the lobby")
			c.waitInput("lobby>")
			c.typeKeys("n", keyTab)
			c.waitInput("lobby> new m")
			c.typeKeys(keyTab)
			c.waitInput("lobby> new makoto")
			c.typeKeys(keyTab)
			c.waitInput("lobby> new mojo")
			c.typeKeys("Ann,Ben", keyEnter)
			sc := c.waitText("the spectators: join ")
			m := screenCode.FindStringSubmatch(sc)
			if m == nil {
				t.Fatalf("no code for Ann on:\n%s", sc)
			}
			c.typeKeys("join nope99", keyEnter)
			c.waitScreen("the answer to a wrong code", func(sc string) bool {
				sc, _ = trimmed(sc)
				return strings.Contains(sc, "lobby> join nope99\nNo open table has a seat with that code.")
			})
			c.typeKeys("join zz yy", keyCtrlW)
			c.waitInput("lobby> join zz")
			c.typeKeys(keyCtrlU)
			c.waitInput("lobby>")
			c.typeKeys("join "+m[1], keyEnter)
			c.waitText("Mojo · Ann")
			c.typeKeys(keyCtrlC)
			c.waitText("You are back in the lobby (type help).")
			c.typeKeys(keyUp)
			c.waitInput("lobby> join " + m[1])
			c.typeKeys(keyUp)
			c.waitInput("lobby> join nope99")
			scroll := func(sc string) bool { return strings.Contains(sc, "PgUp/PgDn scroll") }
			for _, to := range [][2]int{other, size} {
				c.resize(to[0], to[1])
				c.waitScreen(fmt.Sprintf("the help of %dx%d", to[0], to[1]), func(sc string) bool {
					_, rows := trimmed(sc)
					return len(rows) == to[1] && strings.HasSuffix(rows[to[1]-1], "Ctrl-C leave the lobby") &&
						scroll(sc) == (to[0] >= 80) && lobbyInputRow(sc, "lobby> ") == "lobby> join nope99"
				})
			}
			c.typeKeys(keyCtrlC)
			c.waitEOF()
		})
	}
}

// TestLobbyScreenWords: the lobby's screen speaks the session's language,
// its key help whole in the last row at 80×24 and 50×15, in every
// language.
func TestLobbyScreenWords(t *testing.T) {
	leave := map[string]string{"en": "Ctrl-C leave the lobby", "pl": "Ctrl-C wyjście z poczekalni", "fr": "Ctrl-C quitter le salon", "ru": "Ctrl-C выйти из лобби"}
	for _, w := range lobbyWords {
		for _, size := range kitSizes {
			t.Run(fmt.Sprintf("%s %dx%d", w.lang, size[0], size[1]), func(t *testing.T) {
				t.Parallel()
				_, c := dialLobby(t, w.locale, size[0], size[1])
				c.typeKeys("join nope99", keyEnter)
				c.waitScreen("the answer and the help", func(sc string) bool {
					sc, rows := trimmed(sc)
					return strings.Contains(sc, w.prompt+" join nope99\n"+w.noCode[:min(len(w.noCode), 20)]) &&
						strings.HasSuffix(rows[len(rows)-1], leave[w.lang])
				})
			})
		}
	}
}

// TestLobbyScreenStopped: the host stopping the server ends the lobby's
// screen with a line that says so, and the connection, in every language.
func TestLobbyScreenStopped(t *testing.T) {
	for _, w := range lobbyWords {
		t.Run(w.lang, func(t *testing.T) {
			t.Parallel()
			srv, c := dialLobby(t, w.locale, 50, 15)
			c.typeKeys("help", keyEnter)
			c.waitScreen("help answered", func(sc string) bool {
				sc, _ = trimmed(sc)
				return strings.Contains(sc, w.prompt+" help\nnew ")
			})
			srv.Stop()
			c.waitText(w.closed)
			c.waitEOF()
		})
	}
}
