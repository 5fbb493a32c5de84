package serve_test

import (
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/charmbracelet/x/ansi"

	"tabletop/engine"
	"tabletop/engine/story"
	"tabletop/host/gamewords"
	"tabletop/internal/testdepth"
	. "tabletop/serve"
)

// A session of the hidden-information test: a seat (or -1, a spectator),
// its language and whether it has a terminal.
type hiddenSession struct {
	seat   int
	lang   string
	locale string
	screen bool
}

// Nobody's hidden cards reach another session in any byte sent: people on
// lines and on terminals, in several languages, and spectators, play whole
// games (asking for hints now and then); then every byte each session
// received is searched for every hand it could not see at any moment of
// the game, and for the cards the other seats drew.
func TestNoHiddenCardReachesAnotherSession(t *testing.T) {
	t.Parallel() // own server, own folder; CPU-bound whole games
	makotoSessions := []hiddenSession{
		{0, "en", "", false}, {1, "fr", "fr_FR.UTF-8", false}, {2, "pl", "pl_PL.UTF-8", true},
		{-1, "en", "", false}, {-1, "ru", "ru_RU.UTF-8", true}}
	cases := []struct {
		game     string
		seats    []string
		opts     engine.Options
		sessions []hiddenSession
		long     bool // only with -long
	}{
		{"mojo", []string{"Ann", "Ben", "Cy", "bot:greedy"}, nil, []hiddenSession{
			{0, "en", "", false}, {1, "pl", "pl_PL.UTF-8", false}, {2, "en", "", true},
			{-1, "fr", "fr_FR.UTF-8", false}, {-1, "en", "", true}}, false},
		{"mojo", []string{"Ann", "Ben", "bot:random"}, engine.Options{"variant": "two-piles"}, []hiddenSession{
			{0, "ru", "ru_RU.UTF-8", true}, {1, "en", "", false}, {-1, "en", "", false}}, false},
		// A series of four games of four seats, a bot's among them: five
		// times the three-game series' time (the table rewrites its log
		// after every move, and the log grows with the series).
		{"makoto", []string{"Ann", "Ben", "Cy", "bot:greedy"}, engine.Options{"series": "on"}, makotoSessions, true},
		{"makoto", []string{"Ann", "Ben", "Cy"}, engine.Options{"series": "on"}, makotoSessions, false},
	}
	for k, tc := range cases {
		if tc.long && !testdepth.Long() {
			continue
		}
		t.Run(tc.game+" "+tc.opts.String(), func(t *testing.T) {
			t.Parallel()
			srv, addr := startServer(t, Config{})
			log := filepath.Join(t.TempDir(), "game.yaml")
			tab := open(t, srv, tc.game, uint64(30+k), tc.seats, tc.opts, func(c *TableConfig) { c.Log = log })
			seats := tab.Seats()
			clients := make([]*client, len(tc.sessions))
			var wg sync.WaitGroup
			errs := make([]error, len(tc.sessions))
			for i, hs := range tc.sessions {
				user, code := WatchUser, tab.WatchCode()
				if hs.seat >= 0 {
					user, code = seats[hs.seat].User, seats[hs.seat].Code
				}
				env := map[string]string{}
				if hs.locale != "" {
					env["LANG"] = hs.locale
				}
				cols := 0
				if hs.screen {
					cols = 100
				}
				c := dial(t, addr, dialConfig(user, code), env, cols, 40)
				clients[i] = c
				wg.Add(1)
				go func() {
					defer wg.Done()
					switch {
					case hs.seat >= 0 && hs.screen:
						errs[i] = driveScreen(c, seats[hs.seat].Name)
					case hs.seat >= 0:
						p := newPlayer(c, tab, hs.seat, uint64(200+i))
						p.lidP, p.hintP, p.lang = 3, 8, hs.lang
						errs[i] = p.play()
					default:
						errs[i] = watch(c)
					}
				}()
			}
			wg.Wait()
			for _, err := range errs {
				if err != nil {
					t.Fatal(err)
				}
			}
			<-tab.Done()
			if res := tab.Result(); !res.Over {
				t.Fatalf("the game did not end: %+v", res)
			}
			l, err := engine.LoadLog(log)
			if err != nil {
				t.Fatal(err)
			}
			for i, hs := range tc.sessions {
				checkHidden(t, log, l, hs, ansi.Strip(clients[i].text()))
			}
		})
	}
}

// watch follows a spectator's session until the game is over, then leaves.
func watch(c *client) error {
	if c.vt != nil {
		return driveScreen(c, "\x00")
	}
	c.waitEOF()
	return nil
}

// bracketed is a list of cards in a view: "[1 3 4 9s]".
var bracketed = regexp.MustCompile(`\[[^\[\]]*\]`)

// checkHidden searches what a session received (text, without escape
// sequences) for the hands it could not see and the cards others drew.
func checkHidden(t *testing.T, file string, l *engine.GameLog, hs hiddenSession, text string) {
	t.Helper()
	own, public, hidden := map[string]bool{}, map[string]bool{}, map[string]bool{}
	ownDrew, otherDrew := map[string]int{}, map[string]bool{}
	n := len(l.Players)
	_, err := story.Steps(file, l, func(st story.Step) error {
		s := st.After
		viewer := hs.seat
		if viewer < 0 {
			viewer = n
		}
		for _, tok := range bracketed.FindAllString(s.View(viewer).In(hs.lang), -1) {
			own[tok] = true
		}
		for _, tok := range bracketed.FindAllString(s.View(n).In(hs.lang), -1) {
			public[tok] = true
		}
		for seat := -1; seat < n; seat++ {
			if seat != hs.seat || seat < 0 {
				for _, tok := range bracketed.FindAllString(s.View(seat).In(hs.lang), -1) {
					hidden[tok] = true
				}
			}
		}
		for _, sec := range st.Secrets {
			drew := gamewords.Drew(hs.lang, s.Ruleset(), sec, false)
			if sec.Seat == hs.seat {
				ownDrew[drew]++
			} else {
				otherDrew[drew] = true
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	who := "spectator"
	if hs.seat >= 0 {
		who = l.Players[hs.seat]
	}
	checked := 0
	for tok := range hidden {
		if own[tok] || public[tok] {
			continue
		}
		checked++
		if strings.Contains(text, tok) {
			t.Errorf("%s (%s) received %s, cards it never saw", who, hs.lang, tok)
		}
	}
	if checked < 10 {
		t.Errorf("%s: only %d hidden hands to look for", who, checked)
	}
	for drew := range otherDrew {
		if ownDrew[drew] == 0 && strings.Contains(text, drew) {
			t.Errorf("%s (%s) received %q, drawn by another seat", who, hs.lang, drew)
		}
	}
	if !hs.screen {
		// Lines are sent once: as many draws told as the seat made.
		for drew, k := range ownDrew {
			if got := strings.Count(text, drew); got != k {
				t.Errorf("%s (%s) was told %q %d times, drew it %d times", who, hs.lang, drew, got, k)
			}
		}
	}
}
