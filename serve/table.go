package serve

import (
	"errors"
	"slices"
	"sync"
	"time"

	gossh "golang.org/x/crypto/ssh"

	"tabletop/engine"
	"tabletop/engine/i18n"
	"tabletop/engine/story"
	gamehost "tabletop/host"
)

// Seat is one seat of a table: a person who joins over SSH, or a bot.
type Seat struct {
	// Name is the seat's name, as in the log.
	Name string `json:"name"`
	// Bot is the bot that plays the seat ("": a person).
	Bot string `json:"bot,omitempty"`
	// User is the SSH user that joins the seat, made from the name
	// (Handle) when the table opens.
	User string `json:"user,omitempty"`
	// Key, when set, is the public key the seat joins with (no code).
	Key gossh.PublicKey `json:"-"`
	// Code is the seat's code, made when the table opens (none for a bot
	// or a seat with a key). It stays valid until the table ends.
	Code string `json:"code,omitempty"`
}

// TableConfig is a table to open: its game, seats and rules, and what the
// host keeps of it.
type TableConfig struct {
	// The game and its files, as host.Config has them; a resumed game's
	// moves are made again before anyone joins.
	Game       engine.Ruleset
	Seats      []Seat
	Options    engine.Options
	Seed       uint64
	Start      int
	Log, Pad   string
	Resume     *engine.GameLog
	ResumeFile string
	// Host, when set, is the game already set up with the host from the
	// fields above (serve's command line checks the files before the
	// server starts); else the table sets it up.
	Host *gamehost.Game
	// NoUsers leaves the seats without SSH users: they are joined from the
	// lobby with their codes only.
	NoUsers bool
	// BotAfter, when positive, lets the greedy bot play for a person whose
	// seat has had no connection for that long, until they are back.
	BotAfter time.Duration

	// opener is who opened the table in the lobby (none: the host).
	opener opener
}

// historyLen is how many moves a session sees again when it joins.
const historyLen = 40

// standInBot plays for an absent person (TableConfig.BotAfter).
const standInBot = "greedy"

// Table is one game hosted by a server: its state, owned by the table's
// goroutine (run), which makes every move through engine.Play and tells
// every session what its seat may see.
type Table struct {
	srv   *Server
	cfg   TableConfig
	rs    engine.Ruleset
	names []string
	watch string // the spectators' code (srv.mu)
	num   int    // the table's number on the host's console
	inbox chan any
	done  chan struct{}

	mu      sync.Mutex // guards result, ended and idleEnd
	result  Result
	ended   bool
	idleEnd time.Time // when a lobby table with no person seated ends (noteIdle)

	// Owned by run.
	g        *gamehost.Game // the game and its files
	s        engine.State   // g's state
	agents   []engine.Agent
	standIns []engine.Agent
	sessions []*session
	present  []int
	absent   []time.Time
	history  []*record
	offered  bool // bots were offered their moves out of turn since the last move
	lastMove time.Time
	saveErr  error
	// fileState is what the host was last told of the files ("": all
	// written; noteErr).
	fileState string
	stopping  bool
	idled     bool // ended for want of a seated person (endIfIdle)
	overAt    time.Time
	buf       []engine.Move
}

// Result is how a table ended.
type Result struct {
	// State is the game at its end (or where it stopped).
	State engine.State
	// Moves counts the moves made.
	Moves int
	// Over reports whether the game was played to its end.
	Over bool
	// Saved is the file the game was written to when it stopped before
	// its end ("": not written).
	Saved string
	// Err is what stopped the table, if anything went wrong.
	Err error
}

// record is one move as sessions are told it.
type record struct {
	seat    int
	move    string
	effects []engine.Effect
	secrets []story.Secret
	standIn bool
	// round, when positive, is the round (Mojo) or game (Makoto) the move
	// finished; after is the state then (for its printout).
	round int
	after engine.State
}

// person is the agent of a person's seat: never asked (the table waits for
// the person's line instead), it only lets a Resumer tell people's seats
// from bots'.
type person struct{ name string }

func (p person) Name() string { return p.name }
func (p person) Choose(_ engine.State, legal []engine.Move) engine.Move {
	return legal[0]
}
func (p person) TryChoose(engine.State, []engine.Move) (engine.Move, error) {
	return engine.Move{}, errPerson
}

var errPerson = errors.New("a person's move is not chosen by an agent")

// newTable sets up cfg's game, replaying the resumed moves.
func newTable(srv *Server, cfg TableConfig) (*Table, error) {
	rs := cfg.Game
	names := make([]string, len(cfg.Seats))
	for i, st := range cfg.Seats {
		names[i] = st.Name
	}
	if err := engine.CheckNames(names); err != nil {
		return nil, err
	}
	seats := make([]gamehost.Seat, len(cfg.Seats))
	for i, st := range cfg.Seats {
		seats[i] = gamehost.Seat{Name: st.Name, Bot: st.Bot}
	}
	g := cfg.Host
	if g == nil {
		if cfg.Log != "" {
			if err := gamehost.CheckLog(cfg.Log); err != nil {
				return nil, err
			}
		}
		var err error
		g, err = gamehost.New(gamehost.Config{Game: rs, Seats: seats, Options: cfg.Options, Seed: cfg.Seed, Start: cfg.Start,
			Log: cfg.Log, Pad: cfg.Pad, Resume: cfg.Resume, ResumeFile: cfg.ResumeFile, Face: "serve"})
		if err != nil {
			return nil, err
		}
	}
	t := &Table{srv: srv, cfg: cfg, rs: rs, names: names, inbox: make(chan any, 64), done: make(chan struct{}),
		g: g, s: g.State(), present: make([]int, len(names)), absent: make([]time.Time, len(names)), buf: make([]engine.Move, 0, 256)}
	t.cfg.Seats = slices.Clone(cfg.Seats)
	users := handles(names)
	now := srv.now()
	for i := range t.cfg.Seats {
		st := &t.cfg.Seats[i]
		t.absent[i] = now
		if st.Bot != "" {
			st.User, st.Code, st.Key = "", "", nil
			a, err := rs.NewBot(st.Bot, engine.DeriveSeed(cfg.Seed, uint64(i)+1))
			if err != nil {
				return nil, err
			}
			t.agents = append(t.agents, a)
			t.standIns = append(t.standIns, nil)
			continue
		}
		if st.User == "" && !cfg.NoUsers {
			st.User = users[i]
		}
		if st.Key == nil {
			st.Code = newCode()
		}
		t.agents = append(t.agents, person{st.Name})
		var stand engine.Agent
		if cfg.BotAfter > 0 {
			var err error
			if stand, err = rs.NewBot(standInBot, engine.DeriveSeed(cfg.Seed^standInSeed, uint64(i)+1)); err != nil {
				return nil, err
			}
		}
		t.standIns = append(t.standIns, stand)
	}
	t.watch = newCode()
	t.agents = g.Wrap(t.agents)
	for g.Replaying() && !t.s.IsTerminal() {
		if _, _, err := t.step(t.srv.now()); err != nil {
			return nil, err
		}
	}
	if t.saveErr != nil {
		return nil, t.saveErr
	}
	t.noteIdle()
	return t, nil
}

// standInSeed mixes the game's seed into the stand-in bots' seeds.
const standInSeed = 0x5eed0b07

// replaying reports whether resumed moves remain to be made.
func (t *Table) replaying() bool { return t.g.Replaying() }

// Seats returns the table's seats with their users and codes (the host
// may give a seat a new code: Console).
func (t *Table) Seats() []Seat {
	t.srv.mu.Lock()
	defer t.srv.mu.Unlock()
	return slices.Clone(t.cfg.Seats)
}

// Config is the table's set-up, its seats with their users and codes.
func (t *Table) Config() TableConfig {
	t.srv.mu.Lock()
	defer t.srv.mu.Unlock()
	c := t.cfg
	c.Seats = slices.Clone(t.cfg.Seats)
	return c
}

// WatchCode is the code spectators join with (user WatchUser).
func (t *Table) WatchCode() string {
	t.srv.mu.Lock()
	defer t.srv.mu.Unlock()
	return t.watch
}

// Names are the seats' names.
func (t *Table) Names() []string { return slices.Clone(t.names) }

// Done is closed when the table has ended: its game is over and every
// session has left (or the server's EndGrace has passed), or the server
// stopped it.
func (t *Table) Done() <-chan struct{} { return t.done }

// Result is how the table ended; valid once Done is closed.
func (t *Table) Result() Result {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.result
}

// Messages to the table's goroutine.
type (
	attachMsg struct{ s *session }
	detachMsg struct{ s *session }
	inputMsg  struct {
		s    *session
		text string
	}
	stopMsg struct{}
)

// send hands m to the table's goroutine; false when the table has ended.
func (t *Table) send(m any) bool {
	select {
	case t.inbox <- m:
		return true
	case <-t.done:
		return false
	}
}

// run is the table's goroutine: it makes the bots' moves, hears people's
// lines and tells everyone what happened, until the game is over and every
// session has left, or the server stops it.
func (t *Table) run() {
	defer t.closeAll()
	for !t.stopping {
		now := t.srv.now()
		if t.s.IsTerminal() {
			if t.overAt.IsZero() {
				t.gameOver(now)
			}
			if len(t.sessions) == 0 || now.Sub(t.overAt) >= t.srv.cfg.EndGrace {
				return
			}
			t.wait(t.overAt.Add(t.srv.cfg.EndGrace))
			continue
		}
		if t.endIfIdle(now) {
			break
		}
		moved, wake, err := t.step(now)
		if err != nil {
			t.fail(err)
			return
		}
		if moved {
			t.drain()
			continue
		}
		if at := t.idleAt(); !at.IsZero() && (wake.IsZero() || at.Before(wake)) {
			wake = at
		}
		t.wait(wake)
	}
	t.abandon()
	if t.idled {
		t.idleEnded(t.Result())
	}
}

// drain handles the messages waiting, without waiting for more.
func (t *Table) drain() {
	for {
		select {
		case m := <-t.inbox:
			t.handle(m)
		default:
			return
		}
	}
}

// wait handles one message, or returns at wake (zero: no deadline).
func (t *Table) wait(wake time.Time) {
	var timer <-chan time.Time
	if !wake.IsZero() {
		tm := time.NewTimer(max(wake.Sub(t.srv.now()), 0))
		defer tm.Stop()
		timer = tm.C
	}
	select {
	case m := <-t.inbox:
		t.handle(m)
		t.drain()
	case <-timer:
	}
}

func (t *Table) handle(m any) {
	switch m := m.(type) {
	case attachMsg:
		t.attach(m.s)
	case detachMsg:
		t.detach(m.s)
	case inputMsg:
		t.input(m.s, m.text)
	case hintMsg:
		t.hinted(m)
	case idleMsg:
		m.ends <- t.endIfIdle(t.srv.now())
	case stopMsg:
		t.stopping = true
	}
}

// step makes one move that needs no person: a resumed move, a bot's move
// (out of turn first), or a stand-in's for an absent person. moved is
// false when the table waits for a person, or until wake (zero: for a
// person's line only).
func (t *Table) step(now time.Time) (moved bool, wake time.Time, err error) {
	if !t.offered {
		if moved, err := t.offerAnytime(); moved || err != nil {
			return moved, time.Time{}, err
		}
		t.offered = true
	}
	cur := t.s.CurrentPlayer()
	agent := t.agents[cur]
	replaying := t.replaying()
	standIn := false
	if !replaying && t.cfg.Seats[cur].Bot == "" {
		if t.cfg.BotAfter <= 0 || t.present[cur] > 0 {
			return false, time.Time{}, nil
		}
		if due := t.absent[cur].Add(t.cfg.BotAfter); now.Before(due) {
			return false, due, nil
		}
		agent, standIn = t.standIns[cur], true
	}
	if !replaying && t.srv.cfg.BotPause > 0 && len(t.sessions) > 0 {
		if due := t.lastMove.Add(t.srv.cfg.BotPause); now.Before(due) {
			return false, due, nil
		}
	}
	var m engine.Move
	if replaying {
		m, t.buf, err = t.g.Ask(agent, t.buf)
	} else {
		// A search, at a lower priority than the sessions' (aside), in
		// its turn among the tables' openers' (botShare).
		share := t.botShare()
		t.srv.botSlots.acquire(share)
		aside(func() { m, t.buf, err = t.g.Ask(agent, t.buf) })
		t.srv.botSlots.release(share)
	}
	if err != nil {
		return false, time.Time{}, err
	}
	mv, err := t.g.PlayChosen(agent, m)
	if err != nil {
		return false, time.Time{}, err
	}
	t.observe(mv, standIn)
	return true, time.Time{}, nil
}

// offerAnytime offers the seats whose agents may move out of turn their
// moves (host.Game.OfferAnytime) and makes the first one chosen.
func (t *Table) offerAnytime() (bool, error) {
	mv, moved, buf, err := t.g.OfferAnytime(t.agents, t.buf)
	t.buf = buf
	if moved {
		t.observe(mv, false)
	}
	return moved, err
}

// observe tells every session a move the host made (and recorded: the
// log written and synced, then the pad).
func (t *Table) observe(mv gamehost.Moved, standIn bool) {
	ev := mv.Event
	t.noteErr(mv.FileErr)
	t.offered = false
	t.lastMove = t.srv.now()
	rec := &record{seat: ev.Seat, move: ev.Move, effects: ev.Effects, secrets: ev.Secrets, standIn: standIn,
		round: ev.Round, after: ev.After}
	t.history = append(t.history, rec)
	if len(t.history) > historyLen {
		t.history = slices.Delete(t.history, 0, len(t.history)-historyLen)
	}
	for _, ss := range t.sessions {
		ss.push(t.recordLines(rec, ss), t.snapshot(ss), false)
	}
}

// noteErr tells the host that the log or the pad could not be written
// (the game goes on), every time that changes: a first failure, the log
// saved elsewhere (gamehost.SavedElsewhere, naming the file), written
// again. While resumed moves are made again, before the table opens, the
// error is kept for newTable to refuse the table.
func (t *Table) noteErr(err error) {
	where := ""
	var se *gamehost.SavedElsewhere
	switch {
	case errors.As(err, &se):
		where = "saved in " + se.Saved
	case err != nil:
		where = err.Error()
	}
	if where == t.fileState {
		return
	}
	t.fileState = where
	if t.g.Version() <= len(t.resumed()) {
		if t.saveErr == nil {
			t.saveErr = err
		}
		return
	}
	if err == nil {
		t.srv.hostf("serve.word.host-saved-again", i18n.Args{"Log": t.cfg.Log})
		return
	}
	t.srv.hostf("serve.word.host-not-saved", i18n.Args{"Err": err})
}

// resumed are the moves of the resumed game (none for a new one).
func (t *Table) resumed() []engine.LoggedMove {
	if t.cfg.Resume == nil {
		return nil
	}
	return t.cfg.Resume.Moves
}

// attach seats a session: a newer connection to a seat replaces the one
// before.
func (t *Table) attach(ss *session) {
	if ss.seat >= 0 {
		// A clone: drop takes old out of t.sessions.
		for _, old := range slices.Clone(t.sessions) {
			if old.seat == ss.seat {
				old.close(say(old.lang, "serve.word.replaced", nil))
				t.drop(old)
			}
		}
		t.present[ss.seat]++
		if t.present[ss.seat] == 1 {
			t.broadcastNote(ss, "serve.word.joined", i18n.Args{"Name": i18n.Player(t.names[ss.seat])})
		}
		t.srv.hostf("serve.word.host-joined", i18n.Args{"Name": i18n.Player(t.names[ss.seat]), "Addr": ss.addr})
	}
	t.sessions = append(t.sessions, ss)
	t.noteIdle()
	ss.push(t.welcome(ss), t.snapshot(ss), true)
}

// detach unseats a session that ended; the seat waits for its person.
func (t *Table) detach(ss *session) {
	if !t.drop(ss) || ss.seat < 0 {
		return
	}
	if t.present[ss.seat] == 0 {
		t.broadcastNote(nil, "serve.word.left", i18n.Args{"Name": i18n.Player(t.names[ss.seat])})
		t.srv.hostf("serve.word.host-left", i18n.Args{"Name": i18n.Player(t.names[ss.seat])})
	}
}

// drop removes ss from the table's sessions; false when it was not there.
func (t *Table) drop(ss *session) bool {
	i := slices.Index(t.sessions, ss)
	if i < 0 {
		return false
	}
	t.sessions = slices.Delete(t.sessions, i, i+1)
	if ss.seat >= 0 {
		if t.present[ss.seat]--; t.present[ss.seat] == 0 {
			t.absent[ss.seat] = t.srv.now()
		}
		t.noteIdle()
	}
	return true
}

// broadcastNote tells every session but except a line of the server's
// catalogue.
func (t *Table) broadcastNote(except *session, id string, args i18n.Args) {
	for _, ss := range t.sessions {
		if ss != except {
			ss.push([]string{ss.dim("· ") + say(ss.lang, id, args)}, nil, false)
		}
	}
}

// gameOver tells everyone the final standings and notes when it ended.
func (t *Table) gameOver(now time.Time) {
	t.overAt = now
	t.mu.Lock()
	t.result = Result{State: t.s.Clone(), Moves: t.g.Moves(), Over: true}
	t.mu.Unlock()
	for _, ss := range t.sessions {
		ss.push(t.finalLines(ss), t.snapshot(ss), false)
	}
	t.srv.hostf("serve.word.host-over", i18n.Args{"Game": t.rs.Title()})
}

// fail ends the table on an error (a bug in a bot or a resumed log that
// cannot be played on): the game so far is saved.
func (t *Table) fail(err error) {
	t.mu.Lock()
	t.result = Result{State: t.s.Clone(), Moves: t.g.Moves(), Err: err}
	t.mu.Unlock()
	t.abandon()
}

// abandon saves a game stopped before its end (gamehost.Game.Abandon): to
// the log, else to a new file (gamehost.SaveName).
func (t *Table) abandon() {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.result.State == nil {
		t.result = Result{State: t.s.Clone(), Moves: t.g.Moves(), Over: t.s.IsTerminal()}
	}
	if t.result.Over || t.g.Moves() == 0 && t.cfg.Log == "" {
		return
	}
	path, err := t.g.Abandon()
	if err != nil {
		t.result.Err = errors.Join(t.result.Err, err)
		return
	}
	t.result.Saved = path
}

// closeAll ends every session and the table.
func (t *Table) closeAll() {
	stopped := ""
	if !t.s.IsTerminal() {
		t.mu.Lock()
		switch {
		case t.result.Saved != "":
			stopped = "serve.word.stopped"
		case t.result.Moves == 0:
			stopped = "serve.word.stopped-empty"
		default:
			stopped = "serve.word.stopped-unsaved"
		}
		t.mu.Unlock()
	}
	for _, ss := range t.sessions {
		bye := ""
		switch {
		case t.idled:
			bye = say(ss.language(), "serve.word.idle-ended", i18n.Args{"Wait": howLong(ss.language(), t.srv.tableIdle())})
		case stopped != "":
			bye = say(ss.language(), stopped, nil)
		}
		ss.close(bye)
	}
	t.sessions = nil
	t.mu.Lock()
	t.ended = true
	t.mu.Unlock()
	close(t.done)
	t.srv.tableEnded(t)
}
