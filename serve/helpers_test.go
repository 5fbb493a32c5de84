package serve_test

import (
	"bytes"
	"errors"
	"io"
	"net"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"
	"github.com/hinshun/vt10x"
	gossh "golang.org/x/crypto/ssh"

	"tabletop/engine"
	"tabletop/engine/i18n"
	"tabletop/engine/story"
	"tabletop/internal/testwait"
	. "tabletop/serve"
)

// poll is how often a waiting client looks again (another may have taken
// the news of more bytes).
const poll = 20 * time.Millisecond

// testTimeout bounds every wait of a test client.
var testTimeout = testwait.Timeout()

// holds is a Config.After that fires at once and keeps the waits it was
// asked for: a test sees a code held for its turn, and for how long,
// without waiting for it.
type holds struct {
	mu    sync.Mutex
	waits []time.Duration
}

func (h *holds) after(d time.Duration) <-chan time.Time {
	h.mu.Lock()
	h.waits = append(h.waits, d)
	h.mu.Unlock()
	c := make(chan time.Time, 1)
	c <- time.Time{}
	return c
}

// heldOnce fails unless exactly one code was held, for more than 0 and
// at most most.
func (h *holds) heldOnce(t *testing.T, most time.Duration) {
	t.Helper()
	h.mu.Lock()
	defer h.mu.Unlock()
	if len(h.waits) != 1 || h.waits[0] <= 0 || h.waits[0] > most {
		t.Errorf("codes held for %v, want once for at most %v", h.waits, most)
	}
}

// startServer runs a server on a loopback port with a host key in a
// temporary folder, and stops it when the test ends.
func startServer(t testing.TB, cfg Config) (*Server, string) {
	t.Helper()
	if cfg.HostKey == nil {
		key, _, err := LoadHostKey(filepath.Join(t.TempDir(), HostKeyName))
		if err != nil {
			t.Fatal(err)
		}
		cfg.HostKey = key
	}
	if cfg.EndGrace == 0 {
		cfg.EndGrace = 5 * time.Second
	}
	srv, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go srv.Serve(l)
	t.Cleanup(func() { srv.Close() })
	return srv, l.Addr().String()
}

// open opens a table of game with seats ("Ann", "bot:greedy").
func open(t testing.TB, srv *Server, game string, seed uint64, seats []string, opts engine.Options, edit func(*TableConfig)) *Table {
	t.Helper()
	rs, err := engine.Lookup(game)
	if err != nil {
		t.Fatal(err)
	}
	cfg := TableConfig{Game: rs, Seed: seed, Options: opts}
	for _, s := range seats {
		if b, ok := strings.CutPrefix(s, "bot:"); ok {
			cfg.Seats = append(cfg.Seats, Seat{Name: strings.ToUpper(b[:1]) + b[1:] + " bot", Bot: b})
		} else {
			cfg.Seats = append(cfg.Seats, Seat{Name: s})
		}
	}
	if edit != nil {
		edit(&cfg)
	}
	tab, err := srv.Open(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return tab
}

// client is an SSH client in the test: everything the server sends it is
// kept, byte for byte.
type client struct {
	t    testing.TB
	conn *gossh.Client
	sess *gossh.Session
	in   io.WriteCloser

	mu   sync.Mutex
	out  bytes.Buffer
	more chan struct{}
	eof  bool
	// vt is the screen of a session with a terminal.
	vt vt10x.Terminal
}

// dialConfig is a client config logging in as user with code as password.
func dialConfig(user, code string) *gossh.ClientConfig {
	return &gossh.ClientConfig{User: user, Auth: []gossh.AuthMethod{gossh.Password(code)},
		HostKeyCallback: gossh.InsecureIgnoreHostKey(), Timeout: 10 * time.Second}
}

// dial logs in and starts a shell; with a pty of cols×rows when cols > 0.
func dial(t testing.TB, addr string, cfg *gossh.ClientConfig, env map[string]string, cols, rows int) *client {
	t.Helper()
	c, err := tryDial(addr, cfg, env, cols, rows)
	if err != nil {
		t.Fatalf("dial %s as %s: %v", addr, cfg.User, err)
	}
	c.t = t
	t.Cleanup(c.close)
	return c
}

func tryDial(addr string, cfg *gossh.ClientConfig, env map[string]string, cols, rows int) (*client, error) {
	return tryDialWith(addr, cfg, env, cols, rows, nil)
}

// tryDialWith is tryDial with beforeShell (when not nil) run on the
// session just before its shell request.
func tryDialWith(addr string, cfg *gossh.ClientConfig, env map[string]string, cols, rows int, beforeShell func(*gossh.Session) error) (*client, error) {
	conn, err := gossh.Dial("tcp", addr, cfg)
	if err != nil {
		return nil, err
	}
	return startClient(conn, env, cols, rows, beforeShell)
}

// startClient starts a shell on conn, with env and a pty of cols×rows
// when cols > 0, after beforeShell (when not nil).
func startClient(conn *gossh.Client, env map[string]string, cols, rows int, beforeShell func(*gossh.Session) error) (*client, error) {
	sess, err := conn.NewSession()
	if err != nil {
		conn.Close()
		return nil, err
	}
	for k, v := range env {
		if err := sess.Setenv(k, v); err != nil {
			conn.Close()
			return nil, err
		}
	}
	if cols > 0 {
		if err := sess.RequestPty("xterm-256color", rows, cols, gossh.TerminalModes{}); err != nil {
			conn.Close()
			return nil, err
		}
	}
	c := &client{conn: conn, sess: sess, more: make(chan struct{}, 1)}
	if cols > 0 {
		c.vt = vt10x.New(vt10x.WithSize(cols, rows))
	}
	c.in, _ = sess.StdinPipe()
	out, _ := sess.StdoutPipe()
	if beforeShell != nil {
		if err := beforeShell(sess); err != nil {
			conn.Close()
			return nil, err
		}
	}
	if err := sess.Shell(); err != nil {
		conn.Close()
		return nil, err
	}
	go func() {
		buf := make([]byte, 32*1024)
		var pending []byte // the start of a character cut by a read
		for {
			n, err := out.Read(buf)
			c.mu.Lock()
			c.out.Write(buf[:n])
			if c.vt != nil {
				pending = append(pending, buf[:n]...)
				w, _ := c.vt.Write(pending)
				pending = append(pending[:0], pending[w:]...)
			}
			if err != nil {
				c.eof = true
			}
			c.mu.Unlock()
			select {
			case c.more <- struct{}{}:
			default:
			}
			if err != nil {
				return
			}
		}
	}()
	return c, nil
}

func (c *client) close() { c.conn.Close() }

// text is everything received so far.
func (c *client) text() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.out.String()
}

// screen is the text on a terminal session's screen now.
func (c *client) screen() string { return c.vt.String() }

// keys types keys on a terminal session.
func (c *client) keys(k string) error {
	_, err := io.WriteString(c.in, k)
	return err
}

// send types a line.
func (c *client) send(line string) {
	c.t.Helper()
	if _, err := io.WriteString(c.in, line+"\n"); err != nil {
		c.t.Fatalf("send %q: %v", line, err)
	}
}

// waitFor waits until what was received from offset on holds want, and
// returns the offset after it.
func (c *client) waitFor(offset int, want string) int {
	c.t.Helper()
	deadline := time.After(testTimeout)
	for {
		// The text and the end read at once: text read before the last
		// bytes came, and the end after them, would miss what the
		// connection said last (its bye).
		c.mu.Lock()
		text, eof := c.out.String(), c.eof
		c.mu.Unlock()
		if i := strings.Index(text[min(offset, len(text)):], want); i >= 0 {
			return offset + i + len(want)
		}
		if eof {
			c.t.Fatalf("connection ended without %q; received:\n%s", want, text)
		}
		select {
		case <-c.more:
		case <-time.After(poll):
		case <-deadline:
			c.t.Fatalf("no %q after %v; received:\n%s", want, testTimeout, text)
		}
	}
}

// waitEOF waits until the server closes the session.
func (c *client) waitEOF() {
	c.t.Helper()
	// The deadline counts from the last bytes received, not from the
	// start: a spectator of a long game (a four-seat Makoto series on a
	// loaded machine) receives moves for longer than testTimeout, and only
	// testTimeout without anything new means the session is stuck.
	deadline := time.NewTimer(testTimeout)
	defer deadline.Stop()
	for {
		c.mu.Lock()
		eof := c.eof
		c.mu.Unlock()
		if eof {
			return
		}
		select {
		case <-c.more:
			deadline.Reset(testTimeout)
		case <-time.After(poll):
		case <-deadline.C:
			c.t.Fatalf("the session did not end, nor received anything for %v; received:\n%s", testTimeout, c.text())
		}
	}
}

// player plays a seat in line mode: it follows the game on a shadow state
// made from the same seed (it reads every move from the lines it
// receives) and answers every prompt with a move of a random bot on the
// shadow; on Makoto it sometimes takes the lid out of turn when offered.
type player struct {
	c      *client
	seat   int
	names  []string
	shadow engine.State
	bot    engine.Agent
	rng    engine.RNG
	lidP   int // one offered lid move in lidP is taken (0: never)
	hintP  int // one prompt in hintP is answered with "?" first (0: never)
	hinted bool
	lang   string // the session's language ("": English)
	// skip is how many move lines to skip (moves shown again on joining,
	// already on the shadow).
	skip int
	// quitAfter, when positive, ends play once that many moves were sent,
	// leaving the session open.
	quitAfter int
	answers   int
	done      int // offset of the received text read so far
	moves     int // the moves this player's stream told
}

func newPlayer(c *client, tab *Table, seat int, seed uint64) *player {
	cfg := tab.Config()
	rs := cfg.Game
	s, err := rs.New(engine.Config{Players: len(cfg.Seats), Options: cfg.Options, Seed: cfg.Seed, Start: cfg.Start, Names: tab.Names()})
	if err != nil {
		c.t.Fatal(err)
	}
	bot, _ := rs.NewBot("random", seed)
	return &player{c: c, seat: seat, names: tab.Names(), shadow: s, bot: bot, rng: engine.NewRNG(seed)}
}

// promptEnd is how a line-mode prompt ends in lang.
func promptEnd(lang string) string {
	_, end, _ := strings.Cut(i18n.Say(lang, "serve.word.prompt", i18n.Args{"Title": "\x00"}), "\x00")
	return end + " "
}

// anytimeHead is how the line offering moves out of turn starts in lang.
func anytimeHead(lang string) string {
	head, _, _ := strings.Cut(i18n.Say(lang, "serve.word.anytime", i18n.Args{"Moves": "\x00"}), "\x00")
	return head
}

// play runs the player until its session ends. A prompt is answered
// when no move followed it (a move out of turn can come between a prompt
// and its answer: then a new prompt follows).
func (p *player) play() error {
	deadline := time.After(testTimeout)
	pending := false
	for {
		text := p.c.text()
		rest := text[p.done:]
		for {
			i := strings.IndexByte(rest, '\n')
			if i < 0 {
				break
			}
			line := rest[:i]
			p.done += i + 1
			rest = rest[i+1:]
			if strings.HasSuffix(line, promptEnd(p.lang)) {
				pending = true
				continue
			}
			moves := p.moves
			if err := p.line(line); err != nil {
				return err
			}
			if p.moves != moves {
				pending = false
			}
		}
		if strings.HasSuffix(rest, promptEnd(p.lang)) {
			p.done += len(rest)
			pending = true
		}
		if pending {
			if p.quitAfter > 0 && p.answers == p.quitAfter {
				return nil
			}
			pending = false
			if err := p.answer(); err != nil {
				return err
			}
			continue
		}
		p.c.mu.Lock()
		eof := p.c.eof && len(p.c.out.String()) == len(text)
		p.c.mu.Unlock()
		if eof {
			return nil
		}
		select {
		case <-p.c.more:
		case <-time.After(poll):
		case <-deadline:
			return errors.New("player timed out")
		}
	}
}

// answer answers a prompt with a move.
func (p *player) answer() error {
	if p.shadow.CurrentPlayer() != p.seat {
		return errors.New(p.names[p.seat] + " was prompted out of turn")
	}
	if p.hintP > 0 && !p.hinted && p.rng.Intn(p.hintP) == 0 {
		// The list and the hint come, then the prompt again.
		p.hinted = true
		p.c.send("?")
		return nil
	}
	p.hinted = false
	p.answers++
	legal := p.shadow.LegalMoves(nil)
	m := p.bot.Choose(p.shadow, legal)
	p.c.send(p.shadow.MoveString(m))
	return nil
}

// line reads one line: a move is made on the shadow.
func (p *player) line(line string) error {
	for i, name := range p.names {
		var text string
		if rest, ok := strings.CutPrefix(line, name+": "); ok {
			text = rest
		} else if rest, ok := strings.CutPrefix(line, name+" ("); ok && strings.Contains(rest, "): ") {
			_, text, _ = strings.Cut(rest, "): ")
		} else {
			continue
		}
		if p.skip > 0 {
			p.skip--
			return nil
		}
		if _, err := story.ApplyLogged(p.shadow, p.names, engine.LoggedMove{Player: name, Text: text}); err != nil {
			return errors.New("seat " + p.names[p.seat] + " cannot follow " + name + ": " + text + ": " + err.Error())
		}
		_ = i
		p.moves++
		return nil
	}
	if moves, ok := strings.CutPrefix(line, anytimeHead(p.lang)); ok && p.lidP > 0 && p.rng.Intn(p.lidP) == 0 {
		p.c.send(strings.Split(moves, " · ")[0])
	}
	if strings.Contains(line, "(mojo.") || strings.Contains(line, "(makoto.") || strings.Contains(line, "(engine.") {
		if p.lidP > 0 {
			return nil
		}
		// With moves out of turn, a move may be overtaken by one.
		return errors.New(p.names[p.seat] + " was refused: " + line)
	}
	return nil
}

// driveScreen plays a seat on a terminal session as a person pressing
// Enter whenever the screen says it is their move (the first move of the
// list is chosen), and leaves with Ctrl-C once the game is over.
func driveScreen(c *client, name string) error {
	deadline := time.After(testTimeout)
	left := false
	for {
		sc := c.screen()
		switch {
		case strings.Contains(sc, "Your move, "+name) || strings.Contains(sc, "Twój ruch, "+name) ||
			strings.Contains(sc, "À vous de jouer, "+name) || strings.Contains(sc, "Ваш ход, "+name):
			if err := c.keys("\r"); err != nil {
				return err
			}
		case !left && strings.Contains(sc, "Ctrl-C"):
			if over := c.textOver(); over {
				left = true
				c.keys("\x03")
			}
		case left && strings.Contains(sc, "lobby>"):
			// A table joined from the lobby leaves to the lobby.
			c.keys("quit\r")
		}
		c.mu.Lock()
		eof := c.eof
		c.mu.Unlock()
		if eof {
			return nil
		}
		select {
		case <-c.more:
		case <-time.After(poll):
		case <-deadline:
			return errors.New(name + ": the screen session timed out; screen:\n" + c.screen())
		}
	}
}

// textOver reports whether the final standings were sent.
func (c *client) textOver() bool {
	t := ansi.Strip(c.text())
	return strings.Contains(t, "Final standings") || strings.Contains(t, "Wyniki końcowe") ||
		strings.Contains(t, "Classement final") || strings.Contains(t, "Итоговые результаты")
}
