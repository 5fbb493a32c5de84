package host

import (
	"cmp"
	"embed"
	"errors"
	"os"
	"slices"
	"sync"
	"time"

	"tabletop/engine"
	"tabletop/engine/atomicfile"
	"tabletop/engine/fileio"
	"tabletop/engine/i18n"
	"tabletop/engine/mcts"
	"tabletop/engine/story"
	"tabletop/scorepad"
)

// The host's own words (its errors) in every language:
// locales/messages.LANG.yaml, English the source.
//
//go:embed locales/*.yaml
var localeFiles embed.FS

func init() { i18n.RegisterMessageFiles("host", localeFiles) }

// Seat is one seat of a game: a person (Bot "") or a bot.
type Seat struct {
	Name string
	Bot  string
}

// Config sets up a game: new, or resumed from a saved log.
type Config struct {
	Game    engine.Ruleset
	Seats   []Seat
	Options engine.Options
	Seed    uint64
	// Start is the seat that starts (Mojo) or deals first (Makoto).
	Start int
	// Log is the file the game is written to after every move ("": none
	// until it is saved).
	Log string
	// Pad is the score pad every finished round is written to ("":
	// none). A new game's pad is created when missing; a resumed game's
	// pad (the one its log records, Recorded) must already be a pad of
	// the game.
	Pad string
	// Resume, when set, is a saved game (read from ResumeFile) whose
	// moves are made again first.
	Resume     *engine.GameLog
	ResumeFile string
	// Face is the command that plays the game ("play", "serve"): a saved
	// game goes on with "SELF FACE --resume LOG", Self being how the user
	// runs this program ("": "tabletop").
	Face, Self string
}

// Recorded is the pad the saved game in file, l, records, as a path from
// the current folder ("": none).
func Recorded(file string, l *engine.GameLog) string { return fileio.FromFile(file, l.Pad) }

// Game is a game in progress and its files. The face that drives it makes
// every move through it (Play, Ask and PlayChosen, OfferAnytime), which
// records it: the log written, synced, and then the pad, before the face
// shows the move to anyone. It is safe for use by one goroutine that moves and
// another that saves (a signal's handler).
type Game struct {
	cfg   Config
	names []string

	mu      sync.Mutex
	s       engine.State
	log     *engine.GameLog
	story   *story.Recorder
	pad     *Pad
	rounds  []scorepad.Round // every finished round, for the pad
	resumer *engine.Resumer
	// fallback is the save the log went to when its own file could not
	// be written ("": none; saveElsewhere).
	fallback string
	version  int
	enc      logEncoder // the log as YAML, each move's lines encoded once
}

// Event is a move as every face that watches is told it.
type Event struct {
	// Seat made Move (its notation), which did Effects; Secrets are the
	// cards only one seat saw.
	Seat    int
	Move    string
	Effects []engine.Effect
	Secrets []story.Secret
	// Round, when positive, is the round (Mojo) or game (Makoto) the
	// move finished, and After the game then.
	Round int
	After engine.State
	// Replayed is set for a move of a resumed game made again.
	Replayed bool
}

// ErrOver is wrapped by New's refusal of a saved game that is over:
// there is nothing to resume.
var ErrOver = errors.New("the saved game is over")

// ErrSameFile is wrapped by New's refusal of one file named as both the
// game's log and its pad.
var ErrSameFile = errors.New("the log and the pad are one file")

// ReplayError is New's refusal of a saved game whose moves cannot be made
// again (engine.Replay's error, which it wraps and tells).
type ReplayError struct{ Err error }

func (e *ReplayError) Error() string { return e.Err.Error() }

// Unwrap returns the replay's error.
func (e *ReplayError) Unwrap() error { return e.Err }

// New sets up cfg's game: it checks that the log can be written, makes
// or checks the pad, and checks that a resumed game's moves can be made
// again (the face makes them, with the agents Wrap returns). A pad that
// is another game's is refused with an error wrapping ErrOtherPad.
func New(cfg Config) (*Game, error) {
	names := make([]string, len(cfg.Seats))
	for i, st := range cfg.Seats {
		names[i] = st.Name
	}
	rs := cfg.Game
	s, err := rs.New(engine.Config{Players: len(names), Options: cfg.Options, Seed: cfg.Seed, Start: cfg.Start, Names: names})
	if err != nil {
		return nil, err
	}
	g := &Game{cfg: cfg, names: names, s: s}
	g.cfg.Seats = slices.Clone(cfg.Seats)
	g.log = engine.NewLog(s, names)
	for _, st := range cfg.Seats {
		if st.Bot != "" {
			if g.log.Bots == nil {
				g.log.Bots = map[string]string{}
			}
			g.log.Bots[st.Name] = st.Bot
		}
	}
	g.story = story.New(s, names)
	if cfg.Log != "" {
		if cfg.Pad != "" && fileio.SameFile(cfg.Log, cfg.Pad) {
			return nil, i18n.NewError("host.error.pad-is-log", i18n.Args{"File": cfg.Pad, "Err": ErrSameFile})
		}
		if err := CheckLog(cfg.Log); err != nil {
			return nil, err
		}
	}
	if cfg.Resume != nil {
		done, err := engine.Replay(cfg.ResumeFile, cfg.Resume)
		if err != nil {
			return nil, &ReplayError{Err: err}
		}
		if done.IsTerminal() {
			return nil, i18n.NewError("host.error.resume-over", i18n.Args{"Face": cfg.Face, "File": cfg.ResumeFile, "Err": ErrOver})
		}
		g.resumer = engine.NewResumer(cfg.Resume)
	}
	if cfg.Pad != "" {
		g.pad = &Pad{Path: cfg.Pad, Game: rs.Name(), Players: names, Options: g.log.Options}
		if cfg.Log != "" {
			self := cmp.Or(cfg.Self, "tabletop")
			g.pad.Command = self + " " + cfg.Face + " --resume " + cfg.Log
		}
		if cfg.Resume != nil && (cfg.Pad == Recorded(cfg.ResumeFile, cfg.Resume) || fileThere(cfg.Pad)) {
			err = g.pad.Reopen()
		} else {
			err = g.pad.Create(cfg.Start)
		}
		if err != nil {
			return nil, err
		}
	}
	return g, nil
}

// At is the game s after moves moves, with no files, set up with seed:
// for what is worked out from a position alone (Sample, Hint).
func At(s engine.State, seed uint64, moves int) *Game {
	names := s.Config().Names
	g := &Game{cfg: Config{Game: s.Ruleset(), Seed: seed}, names: names, s: s, version: moves}
	g.log = engine.NewLog(s, names)
	g.story = story.New(s, names)
	return g
}

// CheckLog refuses, before the first move, a log file that cannot be
// written, or that is another kind of file (a pad, a journal).
func CheckLog(path string) error {
	if err := fileio.CheckReplace(path, fileio.KindLog); err != nil {
		return err
	}
	return fileio.CheckWritable(path)
}

// State is the game; only the goroutine that moves may use it.
func (g *Game) State() engine.State { return g.s }

// Options are the game's options as in force.
func (g *Game) Options() engine.Options { return g.log.Options }

// Version counts the moves made.
func (g *Game) Version() int { return g.version }

// Moves counts the moves made, as Version, for any goroutine.
func (g *Game) Moves() int {
	g.mu.Lock()
	defer g.mu.Unlock()
	return len(g.log.Moves)
}

// Rounds are the rounds (Mojo) or games (Makoto) finished so far.
func (g *Game) Rounds() []engine.RoundResult { return g.log.Rounds }

// MovesOf returns the notation of every move seat made in the whole game,
// a resumed game's earlier moves included, oldest first: what the person
// at that seat typed, for an input line's history.
func (g *Game) MovesOf(seat int) []string {
	g.mu.Lock()
	defer g.mu.Unlock()
	if seat < 0 || seat >= len(g.names) {
		return nil
	}
	var out []string
	for _, lm := range g.log.Moves {
		if lm.Player == g.names[seat] {
			out = append(out, lm.Text)
		}
	}
	return out
}

// Wrap returns agents that make a resumed game's moves first (an
// engine.Resumer); agents themselves for a new game.
func (g *Game) Wrap(agents []engine.Agent) []engine.Agent {
	if g.resumer == nil {
		return agents
	}
	return g.resumer.Wrap(agents)
}

// Replaying reports whether a resumed game's moves remain to be made.
func (g *Game) Replaying() bool { return g.resumer != nil && g.resumer.Replaying() }

// record notes the move seat just made on State: in the log, which is
// written and synced to its file, and then, when the move finished a
// round, in the pad. A resumed game's moves made again write nothing
// until the last, after which the pad is brought up to date. The face
// shows the move after it returns; an error is a file that could not
// be written (the game may go on).
func (g *Game) record(seat int, m engine.Move) (Event, error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	s := g.s
	g.log.Record(seat, m, s)
	g.story.Record(seat, m, s)
	g.version++
	replayed := g.cfg.Resume != nil && len(g.log.Moves) <= len(g.cfg.Resume.Moves)
	ev := Event{Seat: seat, Move: s.MoveString(m), Effects: slices.Clone(s.Effects()),
		Secrets: slices.Clone(story.SecretsOf(s)), Replayed: replayed}
	scored := false
	if n := len(s.Rounds()); n > len(g.rounds) {
		ev.Round, ev.After = n, s.Clone()
		if rr, ok := s.(story.RoundReporter); ok {
			e, _ := rr.LastRoundEntry()
			g.rounds = append(g.rounds, scorepad.RoundOf(e))
			scored = true
		}
	}
	if replayed {
		if len(g.log.Moves) == len(g.cfg.Resume.Moves) {
			_, err := g.pad.Sync(g.rounds)
			return ev, err
		}
		return ev, nil
	}
	// A log that could not be written goes elsewhere (saveElsewhere),
	// told as a *SavedElsewhere; the pad is written only after a log.
	var fileErr error
	if err := g.writeLog(g.cfg.Log); err != nil {
		_, fileErr = g.saveElsewhere(err)
		if _, ok := fileErr.(*SavedElsewhere); !ok {
			return ev, fileErr
		}
	} else {
		g.dropFallback()
	}
	if scored {
		if _, err := g.pad.Sync(g.rounds); err != nil {
			return ev, errors.Join(fileErr, err)
		}
	}
	return ev, fileErr
}

// writeLog writes the log to path ("": nowhere), synced, under the log's
// lock, with the pad's path from the log's folder.
func (g *Game) writeLog(path string) error {
	if path == "" {
		return nil
	}
	g.log.Events = g.story.Lines()
	g.log.Pad = fileio.RelativeTo(path, g.cfg.Pad)
	data, err := g.enc.marshal(g.log)
	if err == nil {
		err = fileio.WriteFileLocked(path, data, atomicfile.Private)
	}
	if err != nil {
		return i18n.At("log", err)
	}
	return nil
}

// Abandon saves a game stopped before its end: to its log, else to a new
// file (SaveName); when that cannot be written, elsewhere (a save named
// as SaveName's in the current folder, else in the system's temporary
// folder). It returns the file written.
func (g *Game) Abandon() (string, error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	path, err := g.cfg.Log, error(nil)
	if path == "" {
		path, err = SaveName(g.cfg.Game.Name(), time.Now())
	}
	if err == nil {
		if err = g.writeLog(path); err == nil {
			g.dropFallback()
			return path, nil
		}
		if g.cfg.Log == "" {
			os.Remove(path)
		}
	}
	if path, err = g.saveElsewhere(err); path != "" {
		return path, nil
	}
	return "", err
}

// dropFallback removes the save elsewhere once the log is written again:
// it is behind the log.
func (g *Game) dropFallback() {
	if g.fallback != "" {
		os.Remove(g.fallback)
		g.fallback = ""
	}
}

// SavedElsewhere is the game written to another file than its log, which
// could not be written (Err): Saved, a save named as SaveName's. A game
// goes on writing its log first, and elsewhere while the log fails.
type SavedElsewhere struct {
	Log, Saved string
	Err        error
}

func (e *SavedElsewhere) Error() string { return e.Tell().String() }

// Tell says it in a language.
func (e *SavedElsewhere) Tell() i18n.Phrase {
	return i18n.Message("host.error.saved-elsewhere", i18n.Args{"Log": e.Log, "Saved": e.Saved, "Err": e.Err})
}

// Unwrap returns the log's error.
func (e *SavedElsewhere) Unwrap() error { return e.Err }

// saveElsewhere writes the log, which could not be written to its file
// (logErr), to the save it went to before, else to a new save in the
// current folder, else in the system's temporary folder. It returns that
// file, or an error joining logErr and why no save could be written.
func (g *Game) saveElsewhere(logErr error) (string, error) {
	log := g.cfg.Log
	if g.fallback != "" {
		if err := g.writeLog(g.fallback); err == nil {
			return g.fallback, &SavedElsewhere{Log: log, Saved: g.fallback, Err: logErr}
		}
		g.fallback = ""
	}
	errs := []error{logErr}
	for _, dir := range []string{".", os.TempDir()} {
		path, err := SaveNameIn(dir, g.cfg.Game.Name(), time.Now())
		if err == nil {
			if err = g.writeLog(path); err == nil {
				g.fallback = path
				return path, &SavedElsewhere{Log: log, Saved: path, Err: logErr}
			}
			os.Remove(path)
		}
		errs = append(errs, err)
	}
	return "", errors.Join(errs...)
}

// Seeds of the samples and hints (mixed with the game's seed and the move
// number).
const (
	sampleSeed = 0x5a3b1e
	// HintSeed mixes the game's seed into the seeds of hints.
	HintSeed = 0x4a1e7
)

// MaxHint is the most moves a hint ranks.
const MaxHint = 3

// Sample returns a copy of the game in which every card seat cannot see
// is dealt afresh (engine.Determinizer), drawn with a seed of the game's,
// the move number, seat and k. It depends only on what seat may see.
func (g *Game) Sample(seat, k int) engine.State {
	c := g.s.Clone()
	if d, ok := c.(engine.Determinizer); ok {
		rng := engine.NewRNG(engine.DeriveSeed(g.cfg.Seed^sampleSeed, uint64(g.version)<<10|uint64(seat)<<4|uint64(k)))
		d.Determinize(seat, &rng)
	}
	return c
}

// Hint returns a job that ranks seat's moves, best first (Advise), on
// sample k of the game as the seat sees it: the job may run away from the
// goroutine that moves.
func (g *Game) Hint(seat, k int) func() []string {
	sample := g.Sample(seat, k)
	seed := engine.DeriveSeed(g.cfg.Seed^HintSeed, uint64(g.version)<<4|uint64(seat))
	return func() []string { return Advise(sample, seed) }
}

// Advise ranks the moves of the player to move in s with the game's
// search (mcts.Advise), best first, at most MaxHint; none when the game
// has no search bot.
func Advise(s engine.State, seed uint64) []string {
	advice := mcts.Advise(s, seed, MaxHint)
	moves := make([]string, len(advice))
	for i, a := range advice {
		moves[i] = a.Move
	}
	return moves
}

// fileThere reports whether anything (a file, a folder, a broken link) is
// at name.
func fileThere(name string) bool {
	_, err := os.Lstat(name)
	return !errors.Is(err, os.ErrNotExist)
}
