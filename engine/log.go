package engine

import (
	"fmt"
	"slices"
	"strings"

	"gopkg.in/yaml.v3"

	"tabletop/engine/echo"
	"tabletop/engine/fileio"
	"tabletop/engine/i18n"
)

// LogVersion is the schema version written into game logs.
const LogVersion = 1

// GameLog is a whole game as YAML: what set it up (game, players, options,
// seed, starting seat) and every move in notation, with the round results
// for a reader and for replay to check. The state is rebuilt by folding
// the moves over a new game (Replay).
type GameLog struct {
	Version int      `yaml:"version"`
	Game    string   `yaml:"game"`
	Players []string `yaml:"players,flow"`
	Options Options  `yaml:"options"`
	Seed    uint64   `yaml:"seed"`
	Start   int      `yaml:"start"`
	// Pad is the score pad the game's rounds are written to, as a path
	// from the log's folder with forward slashes (absent: none), so that
	// a resumed game goes on writing it (engine/LOG.md).
	Pad     string        `yaml:"pad,omitempty"`
	Moves   []LoggedMove  `yaml:"moves"`
	Rounds  []RoundResult `yaml:"rounds,omitempty"`
	Totals  []int         `yaml:"totals,omitempty,flow"`
	Winners []string      `yaml:"winners,omitempty,flow"`
	// Bots names the bot of every seat a bot plays (seat name -> bot), so
	// that a saved game goes on with the same seats.
	Bots map[string]string `yaml:"bots,omitempty"`
	// Deals are the cards of every deal as data, and Cards every card a
	// move turned up (draws, reshuffles...), for programs following the
	// game and for replay to check (engine/LOG.md); absent in logs
	// written before them.
	Deals []DealRecord `yaml:"deals,omitempty"`
	Cards []CardRecord `yaml:"cards,omitempty"`
	// Events is the game told for a reader (see story.Recorder): deals,
	// moves with what they did, cards drawn. Replay does not need it.
	Events []string `yaml:"events,omitempty"`

	lines logLines      // where the parts were read from (ParseLog)
	rec   *cardRecorder // follows the game for Deals and Cards (NewLog)
}

// LoggedMove is one move of a log: who made it and what, in notation. In
// YAML it is the string "NAME: MOVE".
type LoggedMove struct {
	Player string
	Text   string
	Line   int // line in the file it was read from; 0 when not read
}

// String prints "NAME: MOVE".
func (m LoggedMove) String() string { return m.Player + ": " + m.Text }

// MarshalYAML writes the move as one string.
func (m LoggedMove) MarshalYAML() (any, error) { return m.String(), nil }

// UnmarshalYAML reads "NAME: MOVE" and remembers the line.
func (m *LoggedMove) UnmarshalYAML(n *yaml.Node) error {
	// Written by hand without quotes, "- Ann: play 8" is a one-pair map.
	if n.Kind == yaml.MappingNode && len(n.Content) == 2 && n.Content[0].Kind == yaml.ScalarNode && n.Content[1].Kind == yaml.ScalarNode {
		*m = LoggedMove{Player: strings.TrimSpace(n.Content[0].Value), Text: strings.TrimSpace(n.Content[1].Value), Line: n.Line}
		if m.Player == "" || m.Text == "" {
			return fileio.NewInputError("", n.Line, "engine.error.log-move-form", nil)
		}
		return nil
	}
	if n.Kind != yaml.ScalarNode {
		return fileio.NewInputError("", n.Line, "engine.error.log-move-string", nil)
	}
	// Names may hold a colon ("bot:random"); move notation never does.
	i := strings.LastIndex(n.Value, ":")
	if i < 0 {
		return fileio.NewInputError("", n.Line, "engine.error.log-move-text", i18n.Args{"Move": i18n.Quoted(n.Value)})
	}
	p, t := n.Value[:i], n.Value[i+1:]
	if strings.TrimSpace(p) == "" || strings.TrimSpace(t) == "" {
		return fileio.NewInputError("", n.Line, "engine.error.log-move-text", i18n.Args{"Move": i18n.Quoted(n.Value)})
	}
	*m = LoggedMove{Player: strings.TrimSpace(p), Text: strings.TrimSpace(t), Line: n.Line}
	return nil
}

// NewLog starts a log for the game s with the given seat names (unique).
func NewLog(s State, names []string) *GameLog {
	cfg := s.Config()
	l := &GameLog{
		Version: LogVersion,
		Game:    s.Ruleset().Name(),
		Players: slices.Clone(names),
		Options: Canonical(s.Ruleset().Options(), cfg.Options),
		Seed:    cfg.Seed,
		Start:   cfg.Start,
	}
	if l.rec = newCardRecorder(s, l.Players); l.rec != nil {
		l.Deals = l.rec.deals
	}
	return l
}

// Record appends a move that seat just made and, when the move finished a
// round or the game, the results. Use it as (part of) Run's observer.
func (l *GameLog) Record(seat int, m Move, after State) {
	l.Moves = append(l.Moves, LoggedMove{Player: l.Players[seat], Text: after.MoveString(m)})
	if l.rec != nil {
		l.rec.record(m, after)
		l.Deals, l.Cards = l.rec.deals, l.rec.cards
	}
	if r := after.Rounds(); len(r) > len(l.Rounds) {
		l.Rounds = append(l.Rounds, r[len(l.Rounds):]...)
	}
	if after.IsTerminal() {
		l.Totals = after.Totals()
		l.Winners = l.Winners[:0]
		for _, w := range after.Winners() {
			l.Winners = append(l.Winners, l.Players[w])
		}
	}
}

// Marshal returns the log as YAML.
func (l *GameLog) Marshal() ([]byte, error) { return yaml.Marshal(l) }

// LoadLog reads and strictly decodes a log file. Errors are *fileio.InputError.
func LoadLog(path string) (*GameLog, error) {
	data, err := fileio.ReadLimited(path)
	if err != nil {
		return nil, err
	}
	return ParseLog(path, data)
}

// ParseLog strictly decodes a log read from file.
func ParseLog(file string, data []byte) (*GameLog, error) {
	if err := fileio.CheckKind(file, data, fileio.KindLog); err != nil {
		return nil, err
	}
	var l GameLog
	if err := fileio.DecodeYAML(file, data, &l); err != nil {
		return nil, err
	}
	var err error
	if l.lines, err = readLogLines(file, data); err != nil {
		return nil, err
	}
	switch {
	case l.Version != LogVersion:
		return nil, fileio.NewInputError(file, l.lines.key("version", 1), "engine.error.log-version", i18n.Args{"Version": l.Version, "Want": LogVersion})
	case l.Game == "":
		return nil, fileio.NewInputError(file, l.lines.key("game", 1), "engine.error.log-no-game", nil)
	case len(l.Players) == 0:
		return nil, fileio.NewInputError(file, l.lines.key("players", 1), "engine.error.log-no-players", nil)
	}
	seen := map[string]bool{}
	for _, p := range l.Players {
		if !Printable(p) { // a name goes to the terminal (issue 19, D4)
			return nil, fileio.NewInputError(file, l.lines.key("players", 0), "engine.error.name.printable", i18n.Args{"Name": i18n.Quoted(echo.Cut(p))})
		}
		if seen[p] {
			return nil, fileio.NewInputError(file, l.lines.key("players", 0), "engine.error.log-player-twice", i18n.Args{"Name": i18n.Quoted(p)})
		}
		seen[p] = true
	}
	for _, m := range l.Moves {
		if !seen[m.Player] {
			return nil, fileio.NewInputError(file, m.Line, "engine.error.unknown-player", i18n.Args{"Name": i18n.Quoted(m.Player), "Players": strings.Join(l.Players, ", ")})
		}
	}
	return &l, nil
}

// ReplayError is the first move of a log that the engine rejects, or a
// recorded result that the moves do not produce.
type ReplayError struct {
	File  string
	Index int // 1-based move number; 0 for a result mismatch
	Line  int
	Move  string
	Err   error
}

func (e *ReplayError) Error() string { return e.Tell().String() }

func (e *ReplayError) Unwrap() error { return e.Err }

// Tell returns the error as a phrase: the file and line as they are in
// every language, then the move and what is wrong with it.
func (e *ReplayError) Tell() i18n.Phrase {
	where := e.File + ": "
	if e.Line > 0 {
		where = fmt.Sprintf("%s:%d: ", e.File, e.Line)
	}
	if e.Index == 0 {
		return i18n.Concat(where, e.Err)
	}
	return i18n.Concat(where, i18n.Message("engine.error.log-move", i18n.Args{"Index": e.Index, "Move": i18n.Quoted(e.Move), "Err": e.Err}))
}

// NewFromLog sets up the game a log describes, before any move.
func NewFromLog(file string, l *GameLog) (State, error) {
	rs, err := Lookup(l.Game)
	if err != nil {
		return nil, &fileio.InputError{File: file, Line: l.lines.key("game", 0), Err: err}
	}
	s, err := rs.New(Config{Players: len(l.Players), Options: l.Options, Seed: l.Seed, Start: l.Start, Names: l.Players})
	if err != nil {
		return nil, &fileio.InputError{File: file, Line: l.lines.key("options", 0), Err: err}
	}
	if err := checkLogOptions(file, rs, l); err != nil {
		return nil, err
	}
	if err := checkRecordKeys(file, rs, l); err != nil {
		return nil, err
	}
	return s, nil
}

// Replay folds the log's moves over a new game and returns the state after
// the last one. A move by a player whose turn it is not is played with
// ApplyAnytime when the state is an AnytimeMover. The first move that cannot be read or is illegal, and any
// recorded result that differs from what the moves produce, is a
// *ReplayError (wrapping a *ParseError or a *RuleError). A log with deal
// and card records (Deals, Cards) must record what the game rebuilt from
// the seed and the moves gives, each one; a log without them (older, or
// written by hand) is checked without.
func Replay(file string, l *GameLog) (State, error) {
	s, err := NewFromLog(file, l)
	if err != nil {
		return nil, err
	}
	var rec *cardRecorder
	if l.hasRecords() {
		if rec = newCardRecorder(s, l.Players); rec == nil {
			return nil, fileio.NewInputError(file, l.lines.key("deals", l.lines.key("cards", 0)), "engine.error.record-none", i18n.Args{"Game": TitleOf(l.Game)})
		}
	}
	for i, lm := range l.Moves {
		fail := func(err error) error {
			return &ReplayError{File: file, Index: i + 1, Line: lm.Line, Move: lm.String(), Err: err}
		}
		seat := slices.Index(l.Players, lm.Player)
		if seat < 0 {
			return nil, fail(i18n.NewError("engine.error.log-not-player", i18n.Args{"Name": i18n.Quoted(lm.Player), "Players": strings.Join(l.Players, ", ")}))
		}
		m, err := s.ParseMove(lm.Text)
		if err != nil && !s.IsTerminal() {
			return nil, fail(err)
		}
		if err := Play(s, seat, m); err != nil {
			if re, ok := AsRuleError(err); ok && re.Rule == RuleNotYourTurn {
				err = Refuse(RuleNotYourTurn, "engine.refuse.not-your-turn", i18n.Args{"Cur": i18n.Player(l.Players[s.CurrentPlayer()]), "Seat": i18n.Player(lm.Player)})
			}
			return nil, fail(err)
		}
		if rec != nil {
			rec.record(m, s)
		}
	}
	if line, err := checkResults(s, l); err != nil {
		return nil, &ReplayError{File: file, Line: line, Err: err}
	}
	if rec != nil {
		if line, err := checkRecords(l, rec, s.Ruleset()); err != nil {
			return nil, &ReplayError{File: file, Line: line, Err: err}
		}
	}
	return s, nil
}

// ErrResultMismatch is a recorded result the moves do not produce.
var ErrResultMismatch error = i18n.NewError("engine.error.result-mismatch", nil)
