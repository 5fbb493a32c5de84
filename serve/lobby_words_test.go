package serve_test

import (
	"strings"
	"testing"

	cmdserve "tabletop/cmd/serve"
	"tabletop/engine/i18n"
	. "tabletop/serve"
)

// The lobby's Russian words a native player stumbled on (issue 30): the
// spectators' code under a new table's seats names them in the
// nominative ("зрители: join …", not "зрителей"), and a word the lobby
// does not know is "no such command", not "no such word"; the code
// prompt of a spectator (a message rendered, as the server tells it)
// keeps its genitive ("Код для зрителей:").
func TestLobbyRussianWords(t *testing.T) {
	t.Parallel()
	_, addr := startServer(t, Config{NewTable: cmdserve.NewTable(0)})
	c := dial(t, addr, dialConfig("lobby", ""), lobbyEnv("ru_RU.UTF-8"), 0, 0)
	c.waitFor(0, "лобби>")
	c.send("dance")
	at := c.waitFor(0, "dance: в лобби нет такой команды (наберите help).")
	c.send("new mojo Ann,Ben")
	end := c.waitFor(at, "Код действует, пока стол открыт.")
	text := c.text()[at:end]
	if !strings.Contains(text, "\n  зрители: join ") || strings.Contains(text, "зрителей: join") {
		t.Errorf("the spectators' code is not named \"зрители\":\n%s", text)
	}
	if strings.Contains(c.text(), "нет такого слова") {
		t.Errorf("\"нет такого слова\" came back:\n%s", c.text())
	}
	// The code prompt of a spectator keeps its genitive.
	if got := i18n.Say("ru", "serve.word.code-prompt", i18n.Args{"Name": i18n.Say("ru", "serve.word.spectators", nil)}); got != "Код для зрителей:" {
		t.Errorf("the spectators' code prompt: %q", got)
	}
}
