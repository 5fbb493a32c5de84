package serve_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"

	. "tabletop/serve"
)

// The keys a terminal sends.
const (
	keyEnter = "\r"
	keyCtrlU = "\x15"
	keyCtrlW = "\x17"
	keyF1    = "\x1bOP"
	keyDown  = "\x1b[B"
)

// kitSizes are the terminals every screen test runs on.
var kitSizes = [][2]int{{80, 24}, {50, 15}}

// waitScreen waits until ok holds for the screen, and returns it.
func (c *client) waitScreen(what string, ok func(screen string) bool) string {
	c.t.Helper()
	deadline := time.After(testTimeout)
	for {
		sc := c.screen()
		if ok(sc) {
			return sc
		}
		select {
		case <-c.more:
		case <-time.After(poll):
		case <-deadline:
			c.t.Fatalf("no %s after %v; screen:\n%s", what, testTimeout, sc)
		}
	}
}

// waitText waits until the screen shows want.
func (c *client) waitText(want string) string {
	c.t.Helper()
	return c.waitScreen(want, func(sc string) bool { return strings.Contains(sc, want) })
}

// typeKeys types keys, failing the test when they cannot be sent.
func (c *client) typeKeys(keys ...string) {
	c.t.Helper()
	for _, k := range keys {
		if err := c.keys(k); err != nil {
			c.t.Fatalf("type %q: %v", k, err)
		}
	}
}

// rowWith is the screen's row holding text ("" when none).
func rowWith(screen, text string) string {
	for _, r := range strings.Split(screen, "\n") {
		if strings.Contains(r, text) {
			return r
		}
	}
	return ""
}

// joinAnn opens a Mojo table of Ann and seats and joins it as Ann on a
// terminal of size, in lang.
func joinAnn(t *testing.T, size [2]int, lang string, seats ...string) *client {
	t.Helper()
	// The table stays after its game, for a look back through its events.
	srv, addr := startServer(t, Config{EndGrace: time.Hour})
	tab := open(t, srv, "mojo", 5, append([]string{"Ann"}, seats...), nil, nil)
	ann := tab.Seats()[0]
	env := map[string]string{"LANG": lang}
	return dial(t, addr, dialConfig(ann.User, ann.Code), env, size[0], size[1])
}

// TestScreenSmallKeepsTheTable: at 80×24 and at 50×15 the seat's screen
// shows the seat's hand, the top card and the others' counts beside the
// moves to choose from (at 50×15 they were all left out).
func TestScreenSmallKeepsTheTable(t *testing.T) {
	for _, size := range kitSizes {
		c := joinAnn(t, size, "en_US.UTF-8", "bot:greedy")
		sc := c.waitText("Your move, Ann")
		for _, want := range []string{"> Ann: 8 cards [", "discard pile:", "Greedy bot: 8 cards", "▸ play", "Ctrl-C leave"} {
			if !strings.Contains(sc, want) {
				t.Errorf("%dx%d: the screen lacks %q:\n%s", size[0], size[1], want, sc)
			}
		}
	}
}

// TestScreenHintOneMeaning: F1 asks for the hint at any time; ? is typed
// on the line like any text and asked with Enter (it used to act at once,
// and the Enter after it played a move); the hint puts the cursor on its
// best move (it stayed on the first listed), which Enter on the empty line
// plays.
func TestScreenHintOneMeaning(t *testing.T) {
	for _, size := range kitSizes {
		c := joinAnn(t, size, "en_US.UTF-8", "Ben")
		first := c.waitText("Your move, Ann")
		hints := func() int { return strings.Count(ansi.Strip(c.text()), "hint, best first") }
		c.typeKeys(keyF1)
		c.waitScreen("the hint of F1", func(string) bool { return hints() == 1 })
		c.typeKeys("?")
		c.waitScreen("? on the input line", func(sc string) bool { return strings.Contains(sc, "\n> ?") })
		if hints() != 1 {
			t.Fatalf("%dx%d: ? acted before Enter", size[0], size[1])
		}
		c.typeKeys(keyEnter)
		c.waitScreen("the hint of ?", func(string) bool { return hints() == 2 })
		sc := c.waitText("hint, best first: ")
		best := strings.TrimSpace(strings.SplitN(strings.SplitN(rowWith(sc, "hint, best first: "), "hint, best first: ", 2)[1], " · ", 2)[0])
		firstListed := strings.TrimPrefix(strings.TrimSpace(rowWith(first, "▸ ")), "▸ ")
		if strings.HasPrefix(firstListed, best+" ") || firstListed == best {
			t.Fatalf("%dx%d: the best move %q is the first listed: the test cannot tell", size[0], size[1], best)
		}
		c.waitScreen("the cursor on "+best, func(sc string) bool {
			row := strings.TrimSpace(rowWith(sc, "▸ "))
			return strings.HasPrefix(row, "▸ "+best+" ") || row == "▸ "+best
		})
		c.typeKeys(keyEnter)
		// The move made is the best: its last card is on top.
		words := strings.Fields(best)
		c.waitText("discard pile: " + words[len(words)-1] + " on top")
	}
}

// TestScreenShellKeys: Ctrl-U and Ctrl-W edit the line (they did nothing:
// "play 7play 9 9" was sent).
func TestScreenShellKeys(t *testing.T) {
	for _, size := range kitSizes {
		c := joinAnn(t, size, "en_US.UTF-8", "bot:greedy")
		c.waitText("Your move, Ann")
		c.typeKeys("play 7", keyCtrlU, "lang xx 99", keyCtrlW, keyCtrlW, "pl")
		c.waitScreen("the line edited", func(sc string) bool { return strings.Contains(sc, "\n> lang pl") })
		c.typeKeys(keyEnter)
		sc := c.waitText("Język: polski.")
		if !strings.Contains(sc, "Ctrl-C wyjście") {
			t.Errorf("%dx%d: the Polish footer lacks Ctrl-C:\n%s", size[0], size[1], sc)
		}
	}
}

// TestScreenFooterFits: at 80 columns the footer lists the keys that work,
// Ctrl-C among them, in every language (it was cut at "· P…"); a
// spectator's lists no move keys.
func TestScreenFooterFits(t *testing.T) {
	leave := map[string]string{"en_US.UTF-8": "Ctrl-C leave", "pl_PL.UTF-8": "Ctrl-C wyjście", "fr_FR.UTF-8": "Ctrl-C quitter la table", "ru_RU.UTF-8": "Ctrl-C уйти"}
	srv, addr := startServer(t, Config{})
	tab := open(t, srv, "mojo", 5, []string{"Ann", "Ben"}, nil, nil)
	ann := tab.Seats()[0]
	for lang, want := range leave {
		for _, size := range kitSizes {
			c := dial(t, addr, dialConfig(ann.User, ann.Code), map[string]string{"LANG": lang}, size[0], size[1])
			sc := c.waitText("▸ play")
			c.waitText(want)
			if footer := rowWith(sc, want); strings.Contains(footer, "…") {
				t.Errorf("%s %dx%d: the footer is cut:\n%s", lang, size[0], size[1], sc)
			}
			c.close()
		}
	}
	for _, size := range kitSizes {
		w := dial(t, addr, dialConfig("watch", tab.WatchCode()), map[string]string{"LANG": "en_US.UTF-8"}, size[0], size[1])
		sc := w.waitText("Ctrl-C leave")
		for _, not := range []string{"Enter play", "↑↓ choose", "F1 hint", "Tab complete"} {
			if strings.Contains(sc, not) {
				t.Errorf("%dx%d: a spectator's footer lists %q:\n%s", size[0], size[1], not, sc)
			}
		}
	}
}

// TestScreenRoundTableFits: the Polish rounds' printouts on a seat's
// screen keep their borders whole at 80 and at 50 columns (their rows
// were wider than the screen and wrapped, breaking the borders): every row
// of a table, scrolled back through with PgUp, ends with its border.
func TestScreenRoundTableFits(t *testing.T) {
	t.Parallel() // its own servers: the game and the scrolling back run beside the other tests
	for _, size := range kitSizes {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			t.Parallel() // each size its own server: they wait on the screens together
			roundTableFits(t, size)
		})
	}
}

// scrollRows is the least height the events are scrolled back at.
const scrollRows = 48

// roundTableFits plays Ann's game to its end on a screen of size and
// scrolls back through its events, checking the borders of every table.
func roundTableFits(t *testing.T, size [2]int) {
	c := joinAnn(t, size, "pl_PL.UTF-8", "bot:greedy", "bot:random")
	// Enter once a screen that asks for Ann's move: typed again on the
	// same screen (a loaded machine draws the next one late), it is
	// refused, and enough refusals push the game's first event out of
	// the events kept, where scrolling back never finds it.
	typedOn := ""
	sc := c.waitScreen("the game's end", func(sc string) bool {
		if strings.Contains(sc, "Twój ruch, Ann") && sc != typedOn {
			c.typeKeys(keyEnter)
			typedOn = sc
		}
		return strings.Contains(sc, "Gra skończona.")
	})
	if size[1] < scrollRows {
		// The rows of the events depend on the width alone: scrolled back
		// at the same width on a taller screen, every row is seen in a
		// fraction of the pages (a page waits for the screen's next frame).
		c.resize(size[0], scrollRows)
		sc = c.waitScreen("the taller screen", func(sc string) bool {
			return strings.Count(sc, "\n") >= scrollRows-1 && strings.Contains(sc, "Gra skończona.")
		})
	}
	rounds := 0
	for range 400 {
		checkBorders(t, sc, size[0])
		if strings.Contains(sc, "Karty") {
			rounds++
		}
		if strings.Contains(sc, "grasz jako Ann") {
			break // the first event
		}
		c.typeKeys("\x1b[5~") // PgUp
		before := sc
		sc = c.waitScreen("the events scrolled back", func(sc string) bool { return sc != before })
	}
	if rounds == 0 {
		t.Errorf("%d columns: no round's printout was shown", size[0])
	}
}

// checkBorders fails when a row of a table on screen does not end with
// its border.
func checkBorders(t *testing.T, screen string, width int) {
	t.Helper()
	ends := map[string]string{"┌": "┐", "│": "│", "├": "┤", "└": "┘"}
	for _, r := range strings.Split(screen, "\n") {
		r = strings.TrimRight(r, " ")
		for start, end := range ends {
			if strings.HasPrefix(r, start) && !strings.HasSuffix(r, end) {
				t.Errorf("a broken border at %d columns: %q", width, r)
			}
		}
	}
}

// TestScreenHistoryFromTheLog: Ctrl-P (and ↑ on a line being typed)
// recalls the seat's moves in the log, after joining again too.
func TestScreenHistoryFromTheLog(t *testing.T) {
	for _, size := range kitSizes {
		srv, addr := startServer(t, Config{})
		tab := open(t, srv, "mojo", 5, []string{"Ann", "Ben"}, nil, nil)
		ann := tab.Seats()[0]
		c := dial(t, addr, dialConfig(ann.User, ann.Code), map[string]string{"LANG": "en_US.UTF-8"}, size[0], size[1])
		sc := c.waitText("Your move, Ann")
		move := strings.Fields(strings.SplitN(strings.TrimPrefix(strings.TrimSpace(rowWith(sc, "▸ ")), "▸ "), " — ", 2)[0])
		c.typeKeys(keyEnter)
		c.waitText("Ben is to move")
		c.close()
		c = dial(t, addr, dialConfig(ann.User, ann.Code), map[string]string{"LANG": "en_US.UTF-8"}, size[0], size[1])
		c.waitText("Ben is to move")
		c.typeKeys("\x10") // Ctrl-P
		c.waitScreen("the move recalled", func(sc string) bool {
			return strings.Contains(sc, "\n> "+strings.Join(move, " ")+" ") || strings.Contains(sc, "\n> "+strings.Join(move, " ")+"\n")
		})
	}
}

// TestScreenEnterPlaysTheCursor: Enter on the empty line plays the move
// under the cursor, also one below what a small screen's list shows at
// first.
func TestScreenEnterPlaysTheCursor(t *testing.T) {
	for _, size := range kitSizes {
		c := joinAnn(t, size, "en_US.UTF-8", "Ben")
		sc := c.waitText("Your move, Ann")
		for range 5 {
			before := rowWith(sc, "▸ ")
			c.typeKeys(keyDown)
			sc = c.waitScreen("the cursor a row down", func(sc string) bool { return rowWith(sc, "▸ ") != before })
		}
		move := strings.Fields(strings.SplitN(strings.TrimPrefix(strings.TrimSpace(rowWith(sc, "▸ ")), "▸ "), " — ", 2)[0])
		c.typeKeys(keyEnter)
		c.waitText("discard pile: " + move[len(move)-1] + " on top")
	}
}
