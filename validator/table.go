package validator

import (
	"encoding/json"
	"slices"
	"strings"

	"tabletop/engine"
	"tabletop/engine/capability"
	"tabletop/engine/echo"
	"tabletop/engine/i18n"
	"tabletop/engine/mcts"
	"tabletop/engine/tableplay"
)

// Rule IDs of the table mode's own refusals: lines that are not part of
// the protocol, and an undo with nothing to take back. Every rules
// refusal names a rule of the game instead.
const (
	RuleTableLine = "table.line"
	RuleTableUndo = "table.undo"
)

// Session follows a physical game line by line (the table mode): the
// validator grown from one declared move to a stream of them. It knows no
// game: the ruleset's tableplay.Table holds the round in play, every move
// goes through engine.Play, and the accepted lines are the whole record
// (undo and resume fold them over a new table).
type Session struct {
	rs      engine.Ruleset
	cfg     engine.Config
	players []string
	table   tableplay.Table
	lines   []string
}

// Answer is the verdict on one input line.
type Answer struct {
	Input   string
	Ignored bool // empty or a comment
	OK      bool
	// Refusal is the rule error that refused the line (nil when accepted):
	// the one place of a refusal's rule and reason.
	Refusal *engine.RuleError
	// Effects are what an accepted line did, each with its rule.
	Effects []engine.Effect
	// Hints lists, for "?", what the player to move may declare.
	Hints []string
	// Advice is, for "?", the search's ranking of the player to move's
	// moves, best first, worked out from what the table has shown.
	Advice []Advice
	// Scored is true when the line scored a round (or took one back).
	Scored bool
	// Query is true for a line that only asks (status, ?, ? CARDS): it
	// changes nothing and never enters the journal.
	Query bool
	// Made are the moves an accepted move line made, in order: the move
	// declared, after the player to move's open decision it closed (the
	// Makoto Curtain's "done"), if any.
	Made []Made
}

// Made is one move a line made on the table: its seat, the move, whether
// it was made out of turn (engine.AnytimeMover), and the table's state
// before it (for a review of the game).
type Made struct {
	Seat    int
	Move    engine.Move
	Anytime bool
	Before  engine.State
}

// NewSession starts following a game of rs between players (names in
// seating order), with rule options and the seat that starts (Mojo) or
// deals first (Makoto).
func NewSession(rs engine.Ruleset, players []string, opts engine.Options, start int) (*Session, error) {
	if err := Followable(rs); err != nil {
		return nil, err
	}
	tb := rs.(tableplay.Tabler)
	cfg := engine.Config{Players: len(players), Options: opts, Start: start, Names: slices.Clone(players)}
	t, err := tb.NewTable(cfg)
	if err != nil {
		return nil, err
	}
	return &Session{rs: rs, cfg: cfg, players: cfg.Names, table: t}, nil
}

// Followable refuses a game that cannot be followed at the table (one
// without the capability Table: no tableplay.Tabler), as NewSession does;
// a command asks before it takes a journal's lock.
func Followable(rs engine.Ruleset) error {
	if !capability.Has(rs, capability.Table) {
		return i18n.NewError("validator.error.no-table", i18n.Args{"Title": rs.Title()})
	}
	return nil
}

// Rule is the rule that refused the line, or for an accepted line the
// last rule it applied ("" when it did nothing).
func (a Answer) Rule() string {
	if a.Refusal != nil {
		return a.Refusal.Rule
	}
	if len(a.Effects) > 0 {
		return a.Effects[len(a.Effects)-1].Rule
	}
	return ""
}

// Reason is the refusal's reason, or for an accepted line the text of its
// last effect.
func (a Answer) Reason() i18n.Phrase {
	if a.Refusal != nil {
		return a.Refusal.Reason
	}
	if len(a.Effects) > 0 {
		return a.Effects[len(a.Effects)-1].Text
	}
	return i18n.Phrase{}
}

// refusal is the refused answer as a rule error ("RULE: reason"), told in
// the person's language.
func (a Answer) refusal() error {
	if a.Refusal != nil {
		return a.Refusal
	}
	return &engine.RuleError{}
}

// LineTooLong is the answer to input line number n, longer than max bytes,
// of which start is the beginning: refused, nothing read from it, the game
// unchanged (issue 19, D11: it ended the session).
func LineTooLong(n, max int, start string) Answer {
	return refuse(Answer{Input: start}, engine.Refuse(RuleTableLine, "validator.refuse.too-long", i18n.Args{"Line": n, "MiB": max >> 20}))
}

// Lines returns the accepted lines, oldest first: with the set-up, all a
// journal needs to continue the game.
func (s *Session) Lines() []string { return slices.Clone(s.lines) }

// Table returns the followed game (read only).
func (s *Session) Table() tableplay.Table { return s.table }

// Restore replays accepted lines, as read from a journal, over the new
// session. A line that is refused now means the journal was changed.
//
// The refusal is told in the error, not wrapped: a journal that no longer
// replays is bad input (exit 2), not a verdict on a move.
func (s *Session) Restore(lines []string) (int, error) {
	for i, l := range lines {
		if _, err := s.RestoreLine(l); err != nil {
			return i, err
		}
	}
	return len(lines), nil
}

// RestoreLine makes one line of a journal again, as Restore does: its
// answer, or the error saying that the table refuses it now.
func (s *Session) RestoreLine(line string) (Answer, error) {
	a := s.Handle(line)
	if !a.OK && !a.Ignored {
		return a, i18n.NewError("validator.error.journal-refused", i18n.Args{"Line": i18n.Quoted(echo.Cut(line)), "Why": a.refusal()})
	}
	return a, nil
}

// noBreakSpaces reads the no-break spaces of French typography (U+00A0,
// U+202F) as plain spaces: a line copied from French text ("Ann\u00a0: play
// 3") is the line typed with spaces, "Ann: play 3" (issue 30).
var noBreakSpaces = strings.NewReplacer("\u00a0:", ":", "\u202f:", ":", "\u00a0", " ", "\u202f", " ")

// Handle reads one line of the table protocol and applies it if it is
// accepted; a refused line changes nothing.
func (s *Session) Handle(line string) Answer {
	text := strings.TrimSpace(noBreakSpaces.Replace(line))
	a := Answer{Input: text}
	if text == "" || strings.HasPrefix(text, "#") {
		a.Ignored = true
		return a
	}
	if !engine.Printable(strings.ReplaceAll(text, "\t", " ")) {
		// A control character (a terminal's escape sequence) is never
		// accepted, nor journaled (issue 19, D4).
		return refuse(a, engine.Refuse(RuleTableLine, "validator.refuse.unprintable", nil))
	}
	word, rest, _ := strings.Cut(text, " ")
	switch lw := strings.ToLower(word); {
	case lw == "undo" && rest == "":
		return s.undo(a)
	case lw == "status" && rest == "":
		a.Query = true
		return s.accept(a, nil)
	case lw == "?" && rest == "":
		a.Query = true
		a.Hints = s.hints()
		a.Advice = s.advise()
		return s.accept(a, nil)
	case lw == "?":
		a.Query = true
		return s.toldHint(a, strings.Fields(rest))
	case lw == s.table.StartWord():
		t := s.table.Clone()
		eff, err := t.Start(strings.Fields(rest))
		if err != nil {
			return refuse(a, err)
		}
		return s.commit(a, t, eff)
	}
	name, what, ok := strings.Cut(text, ":")
	if !ok {
		return s.nameless(a, text)
	}
	seat, err := s.seat(strings.TrimSpace(name))
	if err != nil {
		return refuse(a, err)
	}
	what = strings.TrimSpace(what)
	if w, cards, _ := strings.Cut(what, " "); strings.EqualFold(w, "shows") || strings.EqualFold(what, "shows") {
		t := s.table.Clone()
		eff, err := t.Shows(seat, strings.Fields(cards))
		if err != nil {
			return refuse(a, err)
		}
		return s.commit(a, t, eff)
	}
	return s.move(a, seat, what)
}

// nameless reads a line without a name as the player to move's move: the
// answer's Input, and the journal, get the name. When that player has a
// decision open (the Makoto Curtain after a play), a line that is not that
// decision is the next player's, as it would be with their name. A move
// made at any moment (the Makoto lid) needs its player's name.
func (s *Session) nameless(a Answer, text string) Answer {
	if s.table.Refusal() != nil {
		if w, _, _ := strings.Cut(text, " "); strings.EqualFold(w, "shows") && s.table.Waiting() == tableplay.WaitShows {
			return refuse(a, engine.Refuse(RuleTableLine, "validator.refuse.name-shows", nil))
		}
		return refuse(a, engine.Refuse(RuleTableLine, "validator.refuse.line", i18n.Args{"Start": s.table.StartWord()}))
	}
	st := s.table.State()
	m, err := st.ParseMove(text)
	if err != nil {
		return refuse(a, engine.NotationRefusal(err))
	}
	if ao, ok := st.(engine.AnytimeOwner); ok {
		if seat, ok := ao.AnytimeSeat(m); ok {
			return refuse(a, engine.Refuse(RuleTableLine, "validator.refuse.name-anytime", i18n.Args{"Move": text, "Line": s.players[seat] + ": " + text}))
		}
	}
	seat := st.CurrentPlayer()
	if dc, ok := st.(tableplay.DecisionCloser); ok {
		if done, open := dc.CloseDecision(); open && m.Kind != done.Kind {
			next := st.Clone()
			if engine.Play(next, seat, done) == nil && !next.IsTerminal() {
				seat = next.CurrentPlayer()
			}
		}
	}
	a.Input = s.players[seat] + ": " + text
	return s.move(a, seat, text)
}

// toldHint answers "? CARDS": the player to move states their own cards,
// and the hint ranks the moves of exactly that hand. The cards are checked
// against what the table has shown (tableplay.HandTeller) and kept nowhere:
// neither the table nor the lines change.
func (s *Session) toldHint(a Answer, cards []string) Answer {
	if r := s.table.Refusal(); r != nil {
		return refuse(a, r)
	}
	st := s.table.State()
	ht, ok := st.(tableplay.HandTeller)
	if !ok {
		return refuse(a, engine.Refuse(RuleTableLine, "validator.refuse.hint-no-hand", i18n.Args{"Title": s.rs.Title()}))
	}
	told, err := ht.TellHand(st.CurrentPlayer(), cards)
	if err != nil {
		return refuse(a, err)
	}
	for _, m := range told.LegalMoves(nil) {
		if txt := told.MoveString(m); !slices.Contains(a.Hints, txt) {
			a.Hints = append(a.Hints, txt)
		}
	}
	a.Advice = mcts.Advise(told, engine.DeriveSeed(adviceSeed, uint64(len(s.lines))), maxAdvice)
	return s.accept(a, nil)
}

// move applies a declared move through engine.Play on a copy of the table.
func (s *Session) move(a Answer, seat int, text string) Answer {
	if r := s.table.Refusal(); r != nil {
		return refuse(a, r)
	}
	t := s.table.Clone()
	st := t.State()
	m, err := st.ParseMove(text)
	if err != nil {
		return refuse(a, engine.NotationRefusal(err))
	}
	var eff []engine.Effect
	if cur := st.CurrentPlayer(); seat != cur {
		// A move out of turn (the Makoto lid) is tried as it is; otherwise
		// an open decision of the player to move is closed first, as the
		// protocol says (Makoto: a play's Curtain decision ends as "done").
		try := t.Clone()
		if err := engine.Play(try.State(), seat, m); err == nil {
			a.Made = []Made{{Seat: seat, Move: m, Anytime: true, Before: st}}
			return s.commit(a, try, append(try.State().Effects(), try.Settle()...))
		}
		if dc, ok := st.(tableplay.DecisionCloser); ok {
			if done, ok := dc.CloseDecision(); ok {
				before := st.Clone()
				if err := engine.Play(st, cur, done); err != nil {
					return refuse(a, err)
				}
				a.Made = append(a.Made, Made{Seat: cur, Move: done, Before: before})
				eff = append(eff, st.Effects()...)
			}
		}
	}
	before := st.Clone()
	if err := engine.Play(st, seat, m); err != nil {
		return refuse(a, err)
	}
	a.Made = append(a.Made, Made{Seat: seat, Move: m, Before: before})
	eff = append(eff, st.Effects()...)
	return s.commit(a, t, append(eff, t.Settle()...))
}

// seat finds a player by name: exactly, else ignoring case.
func (s *Session) seat(name string) (int, error) {
	if i := slices.Index(s.players, name); i >= 0 {
		return i, nil
	}
	found := -1
	for i, p := range s.players {
		if engine.SameName(p, name) {
			found = i
		}
	}
	if found < 0 {
		return 0, engine.Refuse(RuleTableLine, "validator.refuse.not-at-table", i18n.Args{"Name": i18n.Quoted(echo.Cut(name)), "Players": strings.Join(s.players, ", ")})
	}
	return found, nil
}

func (s *Session) undo(a Answer) Answer {
	if len(s.lines) == 0 {
		return refuse(a, engine.Refuse(RuleTableUndo, "validator.refuse.undo", nil))
	}
	last := s.lines[len(s.lines)-1]
	fresh, err := NewSession(s.rs, s.players, s.cfg.Options, s.cfg.Start)
	if err == nil {
		_, err = fresh.Restore(s.lines[:len(s.lines)-1])
	}
	if err != nil {
		return refuse(a, i18n.NewError("validator.error.undo", i18n.Args{"Err": err}))
	}
	scored := len(fresh.table.Rounds()) != len(s.table.Rounds())
	s.table, s.lines = fresh.table, fresh.lines
	a.Scored = scored
	return s.accept(a, []engine.Effect{engine.NewEffect(RuleTableUndo, "validator.effect.undo", i18n.Args{"Line": last})})
}

func (s *Session) commit(a Answer, t tableplay.Table, eff []engine.Effect) Answer {
	scored := len(t.Rounds()) != len(s.table.Rounds())
	s.table = t
	s.lines = append(s.lines, a.Input)
	a.Scored = scored
	return s.accept(a, eff)
}

func (s *Session) accept(a Answer, eff []engine.Effect) Answer {
	a.OK, a.Effects = true, eff
	return a
}

func refuse(a Answer, err error) Answer {
	a.OK, a.Made = false, nil
	if re, ok := engine.AsRuleError(err); ok {
		a.Refusal = re
	} else {
		a.Refusal = engine.Refuse(RuleTableLine, "validator.error.line", i18n.Args{"Err": err})
	}
	return a
}

// Declarable lists what the player to move may declare, as "?" does, without
// the hint's search (for a form's suggestions).
func (s *Session) Declarable() []string { return s.hints() }

// hints lists what the player to move may declare, as far as the table
// can tell (with hands unknown: every move the cards not yet seen allow).
func (s *Session) hints() []string {
	if r := s.table.Refusal(); r != nil {
		switch s.table.Waiting() {
		case tableplay.WaitShows:
			return []string{"NAME: shows C C ..."}
		case s.table.StartWord():
			return []string{s.table.StartWord() + " C ..."}
		}
		return nil
	}
	st := s.table.State()
	var moves []engine.Move
	if d, ok := st.(tableplay.Declarer); ok {
		moves = d.Declarable()
	} else {
		moves = st.LegalMoves(nil)
	}
	out := make([]string, 0, len(moves))
	for _, m := range moves {
		if txt := st.MoveString(m); !slices.Contains(out, txt) {
			out = append(out, txt)
		}
	}
	return out
}

// Advice is one move of the hint for "?" (mcts.Advise).
type Advice = mcts.Advice

// maxAdvice is the most moves a hint ranks.
const maxAdvice = 5

// advise ranks the moves of the player to move with the game's search bot
// from the table as shown (mcts.Advise): every card nobody has seen,
// the player's own included, is sampled afresh in each searched deal, so
// the hint is the same whoever asks and never uses a hand the table does
// not know. The search is seeded from the number of accepted lines, so the
// same game gives the same hint. Nil when no move is to be declared.
func (s *Session) advise() []Advice {
	if s.table.Refusal() != nil {
		return nil
	}
	return mcts.Advise(s.table.State(), engine.DeriveSeed(adviceSeed, uint64(len(s.lines))), maxAdvice)
}

// adviceSeed seeds the hint's search (with the number of accepted lines).
const adviceSeed = 0x7ab1e

// Status is the table at a glance, as --json reports it after every line.
type Status struct {
	Round      int
	WaitingFor string
	ToMove     string // "" unless waiting for a move
	Cards      map[string]int
	Totals     map[string]int
	Over       bool
	Winners    []string
	Fields     map[string]any // the game's own keys
	Lines      []i18n.Phrase  // the game's description for a person
	// Ranks say how long each of Lines stays on a small screen.
	Ranks     []engine.ViewRank `json:"-"`
	Brief     i18n.Phrase       // the table in one line
	RoundWord engine.RoundWord  // what the game calls a round (engine.WordRound, WordGame)
	// RoundTitle is the title of round Round in the game's own words
	// ("Round 2", "Game 2": engine.RoundTitleOf).
	RoundTitle i18n.Phrase
	StartWord  string // the line that starts a round
}

// Status describes the table now.
func (s *Session) Status() Status {
	t := s.table
	ts := t.Status()
	st := Status{Round: t.Round(), WaitingFor: t.Waiting(), Cards: map[string]int{}, Totals: map[string]int{},
		Fields: ts.Fields, Lines: ts.Lines, Ranks: ts.Ranks, Brief: ts.Brief, RoundWord: engine.RoundWordOf(s.rs), StartWord: t.StartWord()}
	st.RoundTitle = engine.RoundTitleOf(s.rs, st.Round)
	st.Over = st.WaitingFor == tableplay.WaitOver
	if st.WaitingFor == tableplay.WaitMove {
		st.ToMove = s.players[t.State().CurrentPlayer()]
	}
	totals := t.Totals()
	for i, p := range s.players {
		st.Cards[p] = ts.Cards[i]
		st.Totals[p] = totals[i]
	}
	for _, w := range t.Winners() {
		st.Winners = append(st.Winners, s.players[w])
	}
	return st
}

// MarshalJSON writes the status keys of the CLI contract (round,
// waiting_for, to_move, cards, totals, over) with the game's own keys.
func (st Status) MarshalJSON() ([]byte, error) {
	out := map[string]any{}
	for k, v := range st.Fields {
		out[k] = v
	}
	out["round"] = st.Round
	out["waiting_for"] = st.WaitingFor
	out["to_move"] = nil
	if st.ToMove != "" {
		out["to_move"] = st.ToMove
	}
	out["cards"] = st.Cards
	out["totals"] = st.Totals
	out["over"] = st.Over
	out["winners"] = append([]string{}, st.Winners...)
	return json.Marshal(out)
}

// Try answers line as Handle would, without applying it.
func (s *Session) Try(line string) Answer {
	c := *s
	c.table = s.table.Clone()
	c.lines = slices.Clone(s.lines)
	return c.Handle(line)
}

// Players returns the player names in seating order.
func (s *Session) Players() []string { return slices.Clone(s.players) }
