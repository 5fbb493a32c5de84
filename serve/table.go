package serve

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	gossh "golang.org/x/crypto/ssh"

	"tabletop/engine"
	"tabletop/engine/fileio"
	"tabletop/engine/i18n"
	"tabletop/engine/scoring"
	"tabletop/engine/story"
	"tabletop/scorepad"
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
	Game    engine.Ruleset
	Seats   []Seat
	Options engine.Options
	Seed    uint64
	// Start is the seat that starts (Mojo) or deals first (Makoto).
	Start int
	// Log is the file the game is written to after every move, as play
	// writes it ("": none).
	Log string
	// Pad is a score pad every finished round is written to, created when
	// missing ("": none).
	Pad string
	// Resume, when set, is a saved game (read from ResumeFile) whose moves
	// are made again before anyone joins.
	Resume     *engine.GameLog
	ResumeFile string
	// NoUsers leaves the seats without SSH users: they are joined from the
	// lobby with their codes only.
	NoUsers bool
	// BotAfter, when positive, lets the greedy bot play for a person whose
	// seat has had no connection for that long, until they are back.
	BotAfter time.Duration
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
	watch string // the spectators' code
	inbox chan any
	done  chan struct{}

	mu     sync.Mutex // guards result and ended
	result Result
	ended  bool

	// Owned by run.
	s        engine.State
	agents   []engine.Agent
	resumer  *engine.Resumer
	standIns []engine.Agent
	glog     *engine.GameLog
	story    *story.Recorder
	sessions []*session
	present  []int
	absent   []time.Time
	history  []*record
	entries  []scoring.Entry // every finished round, for the pad
	padBase  int             // the pad's rounds before this game's
	version  int             // moves made
	offered  bool            // bots were offered their moves out of turn since the last move
	lastMove time.Time
	saveErr  error
	logFile  asyncFile
	stopping bool
	overAt   time.Time
	buf      []engine.Move
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
	s, err := rs.New(engine.Config{Players: len(names), Options: cfg.Options, Seed: cfg.Seed, Start: cfg.Start, Names: names})
	if err != nil {
		return nil, err
	}
	t := &Table{srv: srv, cfg: cfg, rs: rs, names: names, inbox: make(chan any, 64), done: make(chan struct{}),
		s: s, present: make([]int, len(names)), absent: make([]time.Time, len(names)), buf: make([]engine.Move, 0, 256)}
	t.cfg.Seats = slices.Clone(cfg.Seats)
	t.logFile.path = cfg.Log
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
			if stand, err = rs.NewBot(standInBot, engine.DeriveSeed(cfg.Seed^standInSeed, uint64(i)+1)); err != nil {
				return nil, err
			}
		}
		t.standIns = append(t.standIns, stand)
	}
	t.watch = newCode()
	t.glog = engine.NewLog(s, names)
	for _, st := range t.cfg.Seats {
		if st.Bot != "" {
			if t.glog.Bots == nil {
				t.glog.Bots = map[string]string{}
			}
			t.glog.Bots[st.Name] = st.Bot
		}
	}
	t.story = story.New(s, names)
	if cfg.Log != "" {
		if err := fileio.CheckWritable(cfg.Log); err != nil {
			return nil, err
		}
	}
	if err := t.openPad(); err != nil {
		return nil, err
	}
	if cfg.Resume != nil {
		if err := t.replay(); err != nil {
			return nil, err
		}
	}
	return t, nil
}

// standInSeed mixes the game's seed into the stand-in bots' seeds.
const standInSeed = 0x5eed0b07

// replay makes the resumed game's moves again, as play --resume does:
// bots are asked (their random sources keep in step) but the logged move
// is made.
func (t *Table) replay() error {
	done, err := engine.Replay(t.cfg.ResumeFile, t.cfg.Resume)
	if err != nil {
		return err
	}
	if done.IsTerminal() {
		return i18n.NewError("serve.error.resume-over", i18n.Args{"File": t.cfg.ResumeFile})
	}
	t.resumer = engine.NewResumer(t.cfg.Resume)
	t.agents = t.resumer.Wrap(t.agents)
	for t.resumer.Replaying() && !t.s.IsTerminal() {
		if _, _, err := t.step(t.srv.now()); err != nil {
			return err
		}
	}
	return t.syncPad()
}

// replaying reports whether resumed moves remain to be made.
func (t *Table) replaying() bool { return t.resumer != nil && t.resumer.Replaying() }

// Seats returns the table's seats with their users and codes.
func (t *Table) Seats() []Seat { return slices.Clone(t.cfg.Seats) }

// Config is the table's set-up, its seats with their users and codes.
func (t *Table) Config() TableConfig {
	c := t.cfg
	c.Seats = slices.Clone(t.cfg.Seats)
	return c
}

// WatchCode is the code spectators join with (user WatchUser).
func (t *Table) WatchCode() string { return t.watch }

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
		moved, wake, err := t.step(now)
		if err != nil {
			t.fail(err)
			return
		}
		if moved {
			t.drain()
			continue
		}
		t.wait(wake)
	}
	t.abandon()
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
	t.buf = t.s.LegalMoves(t.buf[:0])
	if len(t.buf) == 0 {
		return false, time.Time{}, fmt.Errorf("%s has no legal move in a game that is not over", t.names[cur])
	}
	var m engine.Move
	choose := func() {
		if fa, ok := agent.(engine.FallibleAgent); ok {
			m, err = fa.TryChoose(t.s, t.buf)
		} else {
			m = agent.Choose(t.s, t.buf)
		}
	}
	if replaying {
		choose()
	} else {
		// A search, at a lower priority than the sessions' (aside).
		t.srv.botSlots <- struct{}{}
		aside(choose)
		<-t.srv.botSlots
	}
	if err != nil {
		return false, time.Time{}, err
	}
	if err := engine.Play(t.s, cur, m); err != nil {
		return false, time.Time{}, i18n.NewError("serve.error.chose", i18n.Args{"Agent": agent.Name(), "Move": strconv.Quote(t.s.MoveString(m)), "Err": err})
	}
	t.observe(cur, m, standIn)
	return true, time.Time{}, nil
}

// offerAnytime offers every seat whose agent may move out of turn (a bot,
// or any seat while resumed moves remain) the moves it may make now, in
// seat order, as engine.Run does, and makes the first one chosen.
func (t *Table) offerAnytime() (bool, error) {
	am, ok := t.s.(engine.AnytimeMover)
	if !ok {
		return false, nil
	}
	for seat := range t.s.NumPlayers() {
		aa, ok := t.agents[seat].(engine.AnytimeAgent)
		if !ok {
			continue
		}
		t.buf = am.AnytimeMoves(seat, t.buf[:0])
		if len(t.buf) == 0 {
			continue
		}
		m, yes := aa.ChooseAnytime(t.s, seat, t.buf)
		if !yes {
			continue
		}
		if err := engine.Play(t.s, seat, m); err != nil {
			return false, i18n.NewError("serve.error.chose-out-of-turn", i18n.Args{"Agent": t.agents[seat].Name(), "Move": strconv.Quote(t.s.MoveString(m)), "Err": err})
		}
		t.observe(seat, m, false)
		return true, nil
	}
	return false, nil
}

// observe records the move seat just made on t.s: in the log, the story,
// the history and the pad, and tells every session.
func (t *Table) observe(seat int, m engine.Move, standIn bool) {
	s := t.s
	t.glog.Record(seat, m, s)
	t.story.Record(seat, m, s)
	t.version++
	t.offered = false
	t.lastMove = t.srv.now()
	rec := &record{seat: seat, move: s.MoveString(m), effects: slices.Clone(s.Effects()),
		secrets: slices.Clone(story.SecretsOf(s)), standIn: standIn}
	if n := len(s.Rounds()); n > len(t.entries) {
		rec.round, rec.after = n, s.Clone()
		if rr, ok := s.(story.RoundReporter); ok {
			e, _ := rr.LastRoundEntry()
			t.entries = append(t.entries, e)
		}
		if !t.replaying() {
			t.noteErr(t.syncPad())
		}
	}
	t.history = append(t.history, rec)
	if len(t.history) > historyLen {
		t.history = slices.Delete(t.history, 0, len(t.history)-historyLen)
	}
	if t.cfg.Log != "" && !t.replaying() {
		t.noteErr(t.logFile.err())
		t.glog.Events = t.story.Lines()
		data, err := t.glog.Marshal()
		if err != nil {
			t.noteErr(err)
		} else {
			t.logFile.put(data)
		}
	}
	for _, ss := range t.sessions {
		ss.push(t.recordLines(rec, ss), t.snapshot(ss), false)
	}
}

// noteErr tells the host, once, that the log or the pad could not be
// written; the game goes on.
func (t *Table) noteErr(err error) {
	if err == nil || t.saveErr != nil {
		return
	}
	t.saveErr = err
	t.srv.hostf("serve.word.host-not-saved", i18n.Args{"Err": err})
}

// save writes the log to path, after the writes under way.
func (t *Table) save(path string) error {
	t.logFile.wait()
	t.glog.Events = t.story.Lines()
	data, err := t.glog.Marshal()
	if err == nil {
		err = fileio.WriteFileAtomic(path, data, 0o644)
	}
	return err
}

// openPad makes sure the pad exists for this game and notes how many of
// its rounds came before this game (a resumed game's rounds already in it
// are this game's).
func (t *Table) openPad() error {
	path := t.cfg.Pad
	if path == "" {
		return nil
	}
	p, err := scorepad.Load(path)
	if errors.Is(err, fs.ErrNotExist) {
		p, err = scorepad.New(t.rs.Name(), t.names, t.cfg.Options, t.cfg.Start)
		if err != nil {
			return err
		}
		if err := scorepad.Create(path, p, false); err != nil {
			return err
		}
	} else if err != nil {
		return err
	}
	if p.Game != t.rs.Name() || strings.Join(p.Players, ",") != strings.Join(t.names, ",") {
		return i18n.NewError("serve.error.pad-other-game", i18n.Args{"File": path, "Game": p.Game, "Players": strings.Join(p.Players, ", "),
			"Want": t.rs.Name(), "WantPlayers": strings.Join(t.names, ", ")})
	}
	want, err := engine.Resolve(t.rs.Options(), t.cfg.Options)
	if err != nil {
		return err
	}
	if p.Options.String() != want.String() {
		return i18n.NewError("serve.error.pad-other-options", i18n.Args{"File": path, "Options": p.Options.String(), "Want": want.String()})
	}
	t.padBase = len(p.Rounds)
	if l := t.cfg.Resume; l != nil {
		// The pad's last rounds that are the resumed game's first ones
		// (all of them, or one fewer after a stop between the log's write
		// and the pad's) are this game's.
		for j := min(len(l.Rounds), len(p.Rounds)); j > 0; j-- {
			if sameScores(p, len(p.Rounds)-j, l.Rounds[:j]) {
				t.padBase = len(p.Rounds) - j
				break
			}
		}
	}
	return nil
}

// sameScores reports whether the pad's rounds from k on score as rounds.
func sameScores(p *scorepad.Pad, k int, rounds []engine.RoundResult) bool {
	for i, r := range rounds {
		got, err := p.Score(&p.Rounds[k+i])
		if err != nil || !slices.Equal(got.Scores, r.Scores) {
			return false
		}
	}
	return true
}

// syncPad makes the pad hold its earlier rounds and every round of this
// game so far.
func (t *Table) syncPad() error {
	if t.cfg.Pad == "" {
		return nil
	}
	_, err := scorepad.Update(t.cfg.Pad, func(p *scorepad.Pad) error {
		if len(p.Rounds) < t.padBase {
			return i18n.NewError("serve.error.pad-fewer-rounds", i18n.Args{"File": t.cfg.Pad, "Count": len(p.Rounds), "Then": t.padBase})
		}
		p.Rounds = p.Rounds[:t.padBase]
		for _, e := range t.entries {
			if _, err := p.Add(scorepad.RoundOf(e)); err != nil {
				return err
			}
		}
		return nil
	})
	return err
}

// attach seats a session: a newer connection to a seat replaces the one
// before.
func (t *Table) attach(ss *session) {
	if ss.seat >= 0 {
		for _, old := range t.sessions {
			if old.seat == ss.seat {
				old.close(say(old.lang, "serve.word.replaced", nil))
				t.drop(old)
			}
		}
		t.present[ss.seat]++
		if t.present[ss.seat] == 1 {
			t.broadcastNote(ss, "serve.word.joined", i18n.Args{"Name": t.names[ss.seat]})
		}
		t.srv.hostf("serve.word.host-joined", i18n.Args{"Name": t.names[ss.seat], "Addr": ss.addr})
	}
	t.sessions = append(t.sessions, ss)
	ss.push(t.welcome(ss), t.snapshot(ss), true)
}

// detach unseats a session that ended; the seat waits for its person.
func (t *Table) detach(ss *session) {
	if !t.drop(ss) || ss.seat < 0 {
		return
	}
	if t.present[ss.seat] == 0 {
		t.broadcastNote(nil, "serve.word.left", i18n.Args{"Name": t.names[ss.seat]})
		t.srv.hostf("serve.word.host-left", i18n.Args{"Name": t.names[ss.seat]})
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
	if t.cfg.Log != "" {
		t.noteErr(t.save(t.cfg.Log))
	}
	t.mu.Lock()
	t.result = Result{State: t.s.Clone(), Moves: len(t.glog.Moves), Over: true}
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
	t.result = Result{State: t.s.Clone(), Moves: len(t.glog.Moves), Err: err}
	t.mu.Unlock()
	t.abandon()
}

// abandon saves a game stopped before its end: to the log, else to a new
// file named after the game and the seed.
func (t *Table) abandon() {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.result.State == nil {
		t.result = Result{State: t.s.Clone(), Moves: len(t.glog.Moves), Over: t.s.IsTerminal()}
	}
	if t.result.Over || len(t.glog.Moves) == 0 && t.cfg.Log == "" {
		return
	}
	path := t.cfg.Log
	if path == "" {
		path = freeLogName(t.rs.Name(), t.cfg.Seed)
	}
	if err := t.save(path); err != nil {
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
		if stopped != "" {
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

// freeLogName returns GAME-SEED.yaml, or GAME-SEED-N.yaml when that
// exists, as play names a game it saves.
func freeLogName(game string, seed uint64) string {
	name := fmt.Sprintf("%s-%d.yaml", game, seed)
	for i := 2; ; i++ {
		if _, err := os.Stat(name); errors.Is(err, fs.ErrNotExist) {
			return name
		}
		name = fmt.Sprintf("%s-%d-%d.yaml", game, seed, i)
	}
}

// asyncFile writes the latest data given to a file in the background, so
// that a slow disk never holds a table up: data given while a write is
// under way replaces any not yet written, and is written next.
type asyncFile struct {
	path string
	mu   sync.Mutex
	next []byte
	busy bool
	fail error
	idle chan struct{} // closed when no write is under way
}

// put writes data to the file soon.
func (f *asyncFile) put(data []byte) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.next = data
	if !f.busy {
		f.busy = true
		f.idle = make(chan struct{})
		go f.loop()
	}
}

func (f *asyncFile) loop() {
	f.mu.Lock()
	for f.next != nil {
		data := f.next
		f.next = nil
		f.mu.Unlock()
		err := fileio.WriteFileAtomic(f.path, data, 0o644)
		f.mu.Lock()
		if err != nil && f.fail == nil {
			f.fail = err
		}
	}
	f.busy = false
	close(f.idle)
	f.mu.Unlock()
}

// wait waits until every write given is done.
func (f *asyncFile) wait() {
	f.mu.Lock()
	idle := f.idle
	f.mu.Unlock()
	if idle != nil {
		<-idle
	}
}

// err is the first write that failed.
func (f *asyncFile) err() error {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.fail
}
