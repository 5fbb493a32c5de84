package serve

import (
	"errors"
	"fmt"
	"io"
	stdlog "log"
	"net"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/ssh"
	"github.com/charmbracelet/wish"
	bm "github.com/charmbracelet/wish/bubbletea"
	"github.com/charmbracelet/wish/logging"
	rm "github.com/charmbracelet/wish/recover"
	"github.com/muesli/termenv"
	gossh "golang.org/x/crypto/ssh"

	"tabletop/engine/i18n"
)

// Config is how a server runs.
type Config struct {
	// Lang is the language of sessions that send no locale, and of the
	// host's messages.
	Lang string
	// HostKey is the server's private host key (LoadHostKey).
	HostKey gossh.Signer
	// Host, when set, receives the host's messages: who joined or left,
	// codes refused, the game's end. They tell no card.
	Host io.Writer
	// Idle closes a connection that has sent nothing for that long
	// (default 20 minutes); the seat waits for its person.
	Idle time.Duration
	// MaxConns and MaxConnsPerAddr cap the connections open at once, in
	// all and from one address (defaults 256 and 16). At a cap a new
	// connection closes the oldest one that has not logged in (from its
	// own address at that address's cap), so that connections that only
	// wait cannot keep anyone out; it is refused when all have logged in.
	MaxConns, MaxConnsPerAddr int
	// LoginTime is how long a connection has to log in (default 15 s).
	LoginTime time.Duration
	// MaxEnv and MaxEnvBytes cap the environment variables a session
	// keeps: how many, and their bytes in all, names and values (defaults
	// 64 and 8 KiB). A variable beyond them is refused and not kept.
	MaxEnv, MaxEnvBytes int
	// MaxTables caps the tables open at once (default 64).
	MaxTables int
	// TableIdle ends a table opened in the lobby where no person has been
	// seated for that long: no one sat since it opened, or all left
	// (default 10 minutes). Its game is saved as when the host stops it.
	TableIdle time.Duration
	// LobbyTables and LobbyTablesPerAddr cap the tables open at once
	// that one lobby connection, and one address, opened (defaults 4 and
	// 16).
	LobbyTables, LobbyTablesPerAddr int
	// BotPause is the least time between a move and a bot's move while
	// someone watches, so that people can follow (0: none).
	BotPause time.Duration
	// EndGrace is how long a finished table stays open for the sessions
	// still on it (default 10 minutes).
	EndGrace time.Duration
	// Log, when set, receives wish's log of the connections: a line as
	// each session starts and as it ends (who, from where, the terminal
	// and how long), and the stack of a session that panicked (that
	// session ends, the server goes on; without Log that goes to Host).
	Log io.Writer
	// NewTable, when set, opens a lobby: an SSH user that is no seat's
	// (nor WatchUser) joins it without a code, may open a table there
	// ("new" followed by the words NewTable reads: the game, the players,
	// options) and joins any seat or the spectators with their code.
	NewTable func(words []string) (TableConfig, error)
	// CodeTries is how many wrong codes one address may type before each
	// further code waits (default 5); CodeBudget, how many wrong codes a
	// minute all addresses may type before no address has free tries
	// (default 60); CodeAlarm, after how many wrong codes for one seat the
	// host is told, and again after as many more (default 10). See
	// limiter.
	CodeTries, CodeBudget, CodeAlarm int
	// Now is the clock (default time.Now).
	Now func() time.Time
	// After is the clock's timer (default time.After): a code typed before
	// its turn is held until the channel it returns delivers.
	After func(time.Duration) <-chan time.Time
}

// The defaults of Config.
const (
	DefaultIdle            = 20 * time.Minute
	DefaultMaxConns        = 256
	DefaultMaxConnsPerAddr = 16
	DefaultLoginTime       = 15 * time.Second
	DefaultMaxEnv          = 64
	DefaultMaxEnvBytes     = 8 << 10
	DefaultMaxTables       = 64
	DefaultEndGrace        = 10 * time.Minute
	// writeTime is how long a write to a connection may wait for it.
	writeTime = time.Minute
	// maxAuthTries caps the logins tried on one connection.
	maxAuthTries = 6
)

// Server hosts tables that people join with ssh: only the game runs.
type Server struct {
	cfg Config
	ssh *ssh.Server
	lim *limiter
	// thinkSlots bound the hints' searches running at once, and botSlots
	// the bots', each to one core less than there are, so that a core is
	// always free for the sessions' screens. A hint, which a person waits
	// for, never waits for a bot's search (that runs at a lower priority,
	// aside, and takes longer on a busy machine). Both are shared fairly
	// (slots): hints between the addresses asking, bots between the
	// tables' openers, so that a flood from one slows no other.
	thinkSlots, botSlots *slots
	// lobbyMu makes the lobby's checks of who opened which tables and
	// its opening of a table one step.
	lobbyMu sync.Mutex

	hostMu sync.Mutex

	// running counts the sessions being handled, so that Close lets them
	// say goodbye.
	running sync.WaitGroup

	mu      sync.Mutex
	tables  []*Table
	conns   map[*guardConn]struct{} // the connections open
	perAddr map[string]int          // how many from each address
	connSeq uint64                  // the number of the last connection accepted
	// wrong counts the wrong codes typed for each seat (seatWrong).
	wrong map[seatRef]int
	// numbered counts the tables opened: each one's number (Console).
	numbered int
	// console is true while Console reads the host's commands.
	console atomic.Bool
	closed  bool
	stopped chan struct{} // closed with closed
}

// New makes a server; it listens once Serve is called.
func New(cfg Config) (*Server, error) {
	if cfg.HostKey == nil {
		return nil, errors.New("serve: no host key")
	}
	if cfg.Lang == "" {
		cfg.Lang = i18n.English
	}
	if cfg.Idle <= 0 {
		cfg.Idle = DefaultIdle
	}
	cfg.MaxConns = orDefault(cfg.MaxConns, DefaultMaxConns)
	cfg.MaxConnsPerAddr = orDefault(cfg.MaxConnsPerAddr, DefaultMaxConnsPerAddr)
	cfg.LoginTime = orDefault(cfg.LoginTime, DefaultLoginTime)
	cfg.MaxEnv = orDefault(cfg.MaxEnv, DefaultMaxEnv)
	cfg.MaxEnvBytes = orDefault(cfg.MaxEnvBytes, DefaultMaxEnvBytes)
	if cfg.MaxTables <= 0 {
		cfg.MaxTables = DefaultMaxTables
	}
	if cfg.EndGrace <= 0 {
		cfg.EndGrace = DefaultEndGrace
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.After == nil {
		cfg.After = time.After
	}
	cfg.CodeTries = orDefault(cfg.CodeTries, DefaultCodeTries)
	cfg.CodeBudget = orDefault(cfg.CodeBudget, DefaultCodeBudget)
	cfg.CodeAlarm = orDefault(cfg.CodeAlarm, DefaultCodeAlarm)
	srv := &Server{cfg: cfg, lim: newLimiter(cfg.Now, cfg.CodeTries, cfg.CodeBudget), conns: map[*guardConn]struct{}{}, perAddr: map[string]int{}, stopped: make(chan struct{}),
		thinkSlots: newSlots(runtime.GOMAXPROCS(0) - 1), botSlots: newSlots(runtime.GOMAXPROCS(0) - 1)}
	s, err := wish.NewServer(
		func(s *ssh.Server) error { s.AddHostKey(cfg.HostKey); return nil },
		wish.WithVersion("tabletop"),
		wish.WithPasswordAuth(srv.password),
		wish.WithKeyboardInteractiveAuth(srv.keyboard),
		wish.WithPublicKeyAuth(srv.publicKey),
		// As soft-serve: wish's logging outermost, then its recover
		// around the sessions (a panic ends that session, not the
		// server); a screen runs through wish's bubbletea middleware
		// (runScreen).
		wish.WithMiddleware(
			rm.MiddlewareWithLogger(srv.panicLog(), func(next ssh.Handler) ssh.Handler {
				return func(sess ssh.Session) {
					srv.handle(sess)
					next(sess)
				}
			}),
			logging.MiddlewareWithLogger(connLog(cfg.Log)),
		),
	)
	if err != nil {
		return nil, err
	}
	s.SessionRequestCallback = srv.sessionRequest
	s.ConnCallback = srv.accept
	s.PtyCallback = func(ssh.Context, ssh.Pty) bool { return true }
	s.ServerConfigCallback = func(ctx ssh.Context) *gossh.ServerConfig {
		return &gossh.ServerConfig{MaxAuthTries: maxAuthTries,
			// Kept to tell a person logging in with a password why a
			// code was refused (banner).
			PreAuthConnCallback: func(c gossh.ServerPreAuthConn) { ctx.SetValue(preAuthKey, c) }}
	}
	// Only sessions, without forwarding of any kind; no global requests
	// (no port forwarding), no subsystems (no SFTP).
	s.ChannelHandlers = map[string]ssh.ChannelHandler{"session": srv.sessionChannel}
	s.RequestHandlers = map[string]ssh.RequestHandler{}
	s.SubsystemHandlers = map[string]ssh.SubsystemHandler{}
	s.LocalPortForwardingCallback = nil
	s.ReversePortForwardingCallback = nil
	srv.ssh = s
	return srv, nil
}

func (srv *Server) now() time.Time { return srv.cfg.Now() }

// isClosed reports whether the server was stopped.
func (srv *Server) isClosed() bool {
	srv.mu.Lock()
	defer srv.mu.Unlock()
	return srv.closed
}

// connLog is wish's connection log on w (nil: none).
func connLog(w io.Writer) *stdlog.Logger {
	if w == nil {
		w = io.Discard
	}
	return stdlog.New(w, "", stdlog.LstdFlags)
}

// panicLog is where a session's panic is told: the log, else the host.
func (srv *Server) panicLog() *stdlog.Logger {
	if srv.cfg.Log != nil || srv.cfg.Host == nil {
		return connLog(srv.cfg.Log)
	}
	return stdlog.New(hostWriter{srv}, "", 0)
}

// hostWriter writes to the host, between the host's messages.
type hostWriter struct{ srv *Server }

func (h hostWriter) Write(p []byte) (int, error) {
	h.srv.hostMu.Lock()
	defer h.srv.hostMu.Unlock()
	return h.srv.cfg.Host.Write(p)
}

// hostf tells the host message id, in the host's language.
func (srv *Server) hostf(id string, args i18n.Args) {
	if srv.cfg.Host == nil {
		return
	}
	srv.hostMu.Lock()
	defer srv.hostMu.Unlock()
	fmt.Fprintln(srv.cfg.Host, say(srv.cfg.Lang, id, args))
}

// Open opens a table: its seats get their SSH users and codes, and a
// resumed game's moves are made again.
func (srv *Server) Open(cfg TableConfig) (*Table, error) {
	srv.mu.Lock()
	if srv.closed {
		srv.mu.Unlock()
		return nil, errors.New("serve: server closed")
	}
	if len(srv.tables) >= srv.cfg.MaxTables {
		srv.mu.Unlock()
		return nil, i18n.NewError("serve.error.too-many-tables", i18n.Args{"Max": srv.cfg.MaxTables})
	}
	srv.mu.Unlock()
	t, err := newTable(srv, cfg)
	if err != nil {
		return nil, err
	}
	srv.mu.Lock()
	defer srv.mu.Unlock()
	for _, st := range t.cfg.Seats {
		if st.User == "" {
			continue
		}
		if other, _ := srv.seatOf(st.User); other != nil {
			return nil, i18n.NewError("serve.error.user-taken", i18n.Args{"User": st.User})
		}
	}
	srv.numbered++
	t.num = srv.numbered
	srv.tables = append(srv.tables, t)
	go t.run()
	return t, nil
}

// Tables are the tables open now.
func (srv *Server) Tables() []*Table {
	srv.mu.Lock()
	defer srv.mu.Unlock()
	return append([]*Table(nil), srv.tables...)
}

// tableEnded forgets a table whose goroutine ended: its codes are void.
func (srv *Server) tableEnded(t *Table) {
	srv.mu.Lock()
	defer srv.mu.Unlock()
	for i, x := range srv.tables {
		if x == t {
			srv.tables = append(srv.tables[:i], srv.tables[i+1:]...)
			return
		}
	}
}

// seatOf finds the table and seat of an SSH user (mu held).
func (srv *Server) seatOf(user string) (*Table, int) {
	for _, t := range srv.tables {
		for i, st := range t.cfg.Seats {
			if st.User != "" && st.User == user {
				return t, i
			}
		}
	}
	return nil, -1
}

// Serve accepts connections on l until Close.
func (srv *Server) Serve(l net.Listener) error {
	err := srv.ssh.Serve(l)
	if errors.Is(err, ssh.ErrServerClosed) {
		return nil
	}
	return err
}

// Stop stops every table (a game not over with a move made is saved:
// Result.Saved), waits for them and returns them.
func (srv *Server) Stop() []*Table {
	srv.mu.Lock()
	if !srv.closed {
		close(srv.stopped)
	}
	srv.closed = true
	tables := append([]*Table(nil), srv.tables...)
	srv.mu.Unlock()
	for _, t := range tables {
		t.send(stopMsg{})
	}
	for _, t := range tables {
		<-t.done
	}
	return tables
}

// closeWait bounds how long Close waits for sessions to say goodbye.
const closeWait = 2 * time.Second

// Close stops the tables, lets the sessions say why (at most closeWait)
// and closes every connection and listener.
func (srv *Server) Close() error {
	srv.Stop()
	done := make(chan struct{})
	go func() {
		srv.running.Wait()
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(closeWait):
	}
	return srv.ssh.Close()
}

// Who joins: a seat of a table, or a spectator of a table.
type seatRef struct {
	table *Table
	seat  int // -1: a spectator
}

type ctxKey int

const (
	refKey ctxKey = iota
	guardKey
	shellsKey
	preAuthKey
	channelsKey
	windowKey
)

// match finds what user may join with code.
func (srv *Server) match(user, code string) (seatRef, bool) {
	srv.mu.Lock()
	defer srv.mu.Unlock()
	if user == WatchUser {
		for _, t := range srv.tables {
			if sameCode(code, t.watch) {
				return seatRef{t, -1}, true
			}
		}
		return seatRef{}, false
	}
	t, i := srv.seatOf(user)
	if t == nil || !sameCode(code, t.cfg.Seats[i].Code) {
		return seatRef{}, false
	}
	return seatRef{t, i}, true
}

// knownUser reports whether user joins with a code.
func (srv *Server) knownUser(user string) (name string, ok bool) {
	if user == WatchUser {
		return say(srv.cfg.Lang, "serve.word.spectators", nil), true
	}
	srv.mu.Lock()
	defer srv.mu.Unlock()
	t, i := srv.seatOf(user)
	if t == nil || t.cfg.Seats[i].Code == "" {
		return "", false
	}
	return t.names[i], true
}

// tryCode checks a code typed for ctx's user at its address's turn
// (limiter): a code typed before its turn is held until then, at most
// maxHold. A right code lets the connection in; else note says why not
// (the code is wrong, and how long to wait before the next; or how long
// to wait before any is heard), in the host's language: ssh sends none
// before logging in.
func (srv *Server) tryCode(ctx ssh.Context, code string) (ok bool, note string) {
	addr, lang, user := host(ctx.RemoteAddr()), srv.cfg.Lang, ctx.User()
	for {
		turn, wait, booked := srv.lim.book(addr, maxHold)
		if !booked {
			return false, waitLine(lang, wait)
		}
		if !srv.hold(wait) {
			return false, ""
		}
		var ref seatRef
		right, wait, again := srv.lim.check(turn, func() bool {
			var found bool
			ref, found = srv.match(user, code)
			return found
		})
		switch {
		case again:
			continue
		case right:
			srv.admit(ctx, ref)
			return true, ""
		}
		srv.hostf("serve.word.host-bad-code", i18n.Args{"User": cleanLine(user), "Addr": addr})
		srv.seatWrong(user)
		note = say(lang, "serve.word.code-wrong", nil)
		if wait > 0 {
			note += " " + say(lang, "serve.word.code-again", i18n.Args{"Wait": howLong(lang, wait)})
		}
		return false, note
	}
}

// hold waits d, a code's turn, unless the server stops first.
func (srv *Server) hold(d time.Duration) bool {
	if d <= 0 {
		return true
	}
	select {
	case <-srv.cfg.After(d):
		return true
	case <-srv.stopped:
		return false
	}
}

// seatWrong counts a wrong code typed for user's seat (or the
// spectators'), and tells the host at every Config.CodeAlarm of them.
func (srv *Server) seatWrong(user string) {
	srv.mu.Lock()
	ref := seatRef{seat: -1}
	if user != WatchUser {
		t, i := srv.seatOf(user)
		if t == nil {
			srv.mu.Unlock()
			return
		}
		ref = seatRef{t, i}
	}
	if srv.wrong == nil {
		srv.wrong = map[seatRef]int{}
	}
	if len(srv.wrong) > 8*len(srv.tables)+8 {
		// Forget the seats of tables that ended.
		for r := range srv.wrong {
			if r.table != nil && !slices.Contains(srv.tables, r.table) {
				delete(srv.wrong, r)
			}
		}
	}
	srv.wrong[ref]++
	n := srv.wrong[ref]
	name := say(srv.cfg.Lang, "serve.word.spectators", nil)
	if ref.table != nil {
		name = ref.table.names[ref.seat]
	}
	srv.mu.Unlock()
	if n%srv.cfg.CodeAlarm == 0 {
		id := "serve.word.host-code-alarm" // with the console's command
		if !srv.console.Load() {
			id = "serve.word.host-code-alarm-quiet"
		}
		srv.hostf(id, i18n.Args{"Count": n, "Name": i18n.Player(name), "User": user})
	}
}

// admit lets ctx's connection in as ref.
func (srv *Server) admit(ctx ssh.Context, ref seatRef) {
	ctx.SetValue(refKey, ref)
	if g, ok := ctx.Value(guardKey).(*guardConn); ok {
		g.authed.Store(true)
	}
}

// password checks a code typed as a password; a refusal is told in a
// banner, which ssh prints.
func (srv *Server) password(ctx ssh.Context, pw string) bool {
	if srv.toLobby(ctx) {
		return true
	}
	if _, ok := srv.knownUser(ctx.User()); !ok {
		// No code to guess: nothing is counted.
		srv.banner(ctx, srv.noSeatLine(ctx.User()))
		return false
	}
	ok, note := srv.tryCode(ctx, pw)
	if !ok {
		srv.banner(ctx, note)
	}
	return ok
}

// noSeatLine tells a user that joins no seat with a code.
func (srv *Server) noSeatLine(user string) string {
	return say(srv.cfg.Lang, "serve.word.no-seat-user", i18n.Args{"User": cleanLine(user)})
}

// banner sends line to a client logging in (a password's refusal).
func (srv *Server) banner(ctx ssh.Context, line string) {
	if c, ok := ctx.Value(preAuthKey).(gossh.ServerPreAuthConn); ok && line != "" {
		c.SendAuthBanner(line + "\n")
	}
}

// toLobby lets a user that is no seat's (nor WatchUser) into the lobby,
// when there is one.
func (srv *Server) toLobby(ctx ssh.Context) bool {
	if srv.cfg.NewTable == nil {
		return false
	}
	if _, known := srv.knownUser(ctx.User()); known {
		return false
	}
	srv.mu.Lock()
	t, _ := srv.seatOf(ctx.User())
	srv.mu.Unlock()
	if t != nil {
		return false // a seat with a key
	}
	ctx.SetValue(refKey, lobbyRef{})
	if g, ok := ctx.Value(guardKey).(*guardConn); ok {
		g.authed.Store(true)
	}
	return true
}

// keyboard asks for the seat's code by name ("Code for Ann's seat: "). A
// wrong code is asked again with a line that says so, and how long to
// wait before the next is heard; a code typed sooner is held until then.
// An address that must wait longer than maxHold is told for how long, and
// refused: the same code is let in when it comes back after that.
func (srv *Server) keyboard(ctx ssh.Context, ask gossh.KeyboardInteractiveChallenge) bool {
	if srv.toLobby(ctx) {
		return true
	}
	name, ok := srv.knownUser(ctx.User())
	if !ok {
		ask("", srv.noSeatLine(ctx.User()), nil, nil)
		return false
	}
	addr, lang := host(ctx.RemoteAddr()), srv.cfg.Lang
	prompt := say(lang, "serve.word.code-prompt", i18n.Args{"Name": i18n.Player(name)}) + " "
	note := ""
	for {
		if wait := srv.lim.wait(addr); wait > maxHold {
			if note == "" {
				note = waitLine(lang, wait)
			}
			ask("", note, nil, nil)
			return false
		} else if wait > 0 && note == "" {
			note = waitLine(lang, wait)
		}
		answers, err := ask("", note, []string{prompt}, []bool{false})
		if err != nil || len(answers) != 1 {
			return false
		}
		ok, told := srv.tryCode(ctx, answers[0])
		if ok || told == "" {
			return ok
		}
		note = told
	}
}

// publicKey lets a seat with a key in (--authorized-keys).
func (srv *Server) publicKey(ctx ssh.Context, key ssh.PublicKey) bool {
	srv.mu.Lock()
	t, i := srv.seatOf(ctx.User())
	ok := t != nil && t.cfg.Seats[i].Key != nil && ssh.KeysEqual(key, t.cfg.Seats[i].Key)
	srv.mu.Unlock()
	if ok {
		srv.admit(ctx, seatRef{t, i})
	}
	return ok
}

// sessionRequest lets a session run the game only: a shell request, one
// per connection; never a command (exec) or a subsystem (SFTP).
func (srv *Server) sessionRequest(sess ssh.Session, kind string) bool {
	if kind != "shell" {
		return false
	}
	n, _ := sess.Context().Value(shellsKey).(*atomic.Int32)
	return n != nil && n.Add(1) == 1
}

// handle runs one session: it joins its seat (or watches, or the lobby)
// until it leaves, the connection drops or the table ends.
func (srv *Server) handle(sess ssh.Session) {
	ctxRef := sess.Context().Value(refKey)
	env := sess.Environ()
	getenv := func(k string) string {
		for i := len(env) - 1; i >= 0; i-- {
			if v, ok := cutEnv(env[i], k); ok {
				return v
			}
		}
		return ""
	}
	lang := srv.cfg.Lang
	if getenv("LC_ALL")+getenv("LC_MESSAGES")+getenv("LANG") != "" {
		lang = i18n.FromEnv(getenv)
	}
	srv.mu.Lock()
	closed := srv.closed
	if !closed {
		srv.running.Add(1)
		defer srv.running.Done()
	}
	srv.mu.Unlock()
	if !closed {
		switch ref := ctxRef.(type) {
		case seatRef:
			if _, ok := srv.seat(sess, ref, lang, nil); ok {
				return
			}
		case lobbyRef:
			srv.runLobby(sess, lang, newConnInput(sess.Context(), sess))
			return
		}
	}
	fmt.Fprintln(sess, say(lang, "serve.word.table-ended", nil))
	sess.Exit(1)
}

// seat runs sess at ref's seat (or among its spectators), reading in (nil:
// the session itself, which ends with the seat), until it leaves, the
// connection drops or the table ends; it returns the session's language
// then. ok is false when the table had ended.
func (srv *Server) seat(sess ssh.Session, ref seatRef, lang string, in *connInput) (string, bool) {
	isPty, colour := terminal(sess)
	ss := newSession(srv, ref.table, ref.seat, host(sess.RemoteAddr()), lang, isPty, colour)
	if !ref.table.send(attachMsg{ss}) {
		return lang, false
	}
	defer ref.table.send(detachMsg{ss})
	var r io.Reader = sess
	if in != nil {
		// The session reads until it ends: what is typed after that is
		// the lobby's.
		r = in.reader(ss.done)
	}
	if !isPty {
		ss.runLines(struct {
			io.Reader
			io.Writer
		}{r, sess})
	} else {
		ss.runScreen(sess, r)
	}
	ss.close("")
	return ss.language(), true
}

// terminal reports whether sess has a terminal, and whether it shows
// colours.
func terminal(sess ssh.Session) (isPty, colour bool) {
	pty, _, isPty := sess.Pty()
	_, noColour := envSet(sess.Environ(), "NO_COLOR")
	return isPty, isPty && pty.Term != "" && pty.Term != "dumb" && !noColour
}

// runScreen runs the session's screen on its terminal until it ends,
// reading in (runProgram). What wish has no part in, the table's news,
// wakes the program (wakes).
func (ss *session) runScreen(sess ssh.Session, in io.Reader) {
	var sc *screen
	runProgram(sess, func(width, height int) (tea.Model, io.Reader) {
		sc = newScreen(ss, width, height)
		return sc, in
	}, func(p *tea.Program) {
		ss.poke()
		ss.wakes(p)
	})
	if sc.bye != "" {
		fmt.Fprintln(sess, sc.bye)
	}
}

// runProgram runs a screen (the lobby's, a seat's) on sess's terminal
// until it quits, through wish's bubbletea middleware, which tells it
// the terminal's sizes: model makes the screen for the terminal's size
// and says what the program reads; beside runs beside the program.
func runProgram(sess ssh.Session, model func(width, height int) (tea.Model, io.Reader), beside func(*tea.Program)) {
	run := bm.MiddlewareWithProgramHandler(func(s ssh.Session) *tea.Program {
		pty, _, _ := s.Pty()
		m, in := model(pty.Window.Width, pty.Window.Height)
		p := tea.NewProgram(m, tea.WithInput(in), tea.WithOutput(s), tea.WithAltScreen(), tea.WithoutSignalHandler(), tea.WithFPS(maxFPS))
		go beside(p)
		return p
	}, termenv.Ascii)
	run(func(ssh.Session) {})(withWindow(sess))
}

// maxFPS is the most frames a screen draws a second (bubbletea's most): a
// key is drawn at most 8 ms after it is handled.
const maxFPS = 120

// wakes sends p a wakeMsg whenever the table pushed something to the
// session, until the session has ended (and p was told so).
func (ss *session) wakes(p *tea.Program) {
	for {
		select {
		case <-ss.wake:
			p.Send(wakeMsg{})
		case <-ss.done:
			p.Send(wakeMsg{})
			return
		}
	}
}

// cutEnv returns the value of k in the "K=V" entry kv.
func cutEnv(kv, k string) (string, bool) {
	if len(kv) > len(k) && kv[:len(k)] == k && kv[len(k)] == '=' {
		return kv[len(k)+1:], true
	}
	return "", false
}

// envSet reports whether k is set in env.
func envSet(env []string, k string) (string, bool) {
	for _, kv := range env {
		if v, ok := cutEnv(kv, k); ok {
			return v, true
		}
	}
	return "", false
}
