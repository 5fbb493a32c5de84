// Package story holds what digital play needs beyond the rules: a fresh
// seed, the secrets a move shows to one player only, the last round as the
// cards shown at its end, a line or two for a prompt, the colours of cards,
// and the game as a story for logs and step-by-step replay (Recorder,
// Steps).
package story

import (
	"crypto/rand"
	"encoding/binary"
	"fmt"
	"slices"
	"strings"
	"time"

	"tabletop/engine"
	"tabletop/engine/fileio"
	"tabletop/engine/i18n"
	"tabletop/engine/scoring"
)

// This file holds what digital play needs beyond the rules: a fresh seed,
// the secrets a move shows to one player only, the last round as the cards
// shown at its end, and the game as a story for logs and step-by-step
// replay.

// FreshSeed draws a new seed, all 64 bits, from the system's random
// source (the clock when that fails). It is not shortened: a seed small
// enough to scan would let a player recover the hidden cards from the ones
// she sees (issue 28.1).
func FreshSeed() uint64 {
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		return uint64(time.Now().UnixNano())
	}
	return binary.LittleEndian.Uint64(b[:])
}

// Secret is a card the last move gave one seat face down, seen by that
// seat only (a draw).
type Secret struct {
	Seat int
	// Card is the card as the ruleset writes it ("3", "9s").
	Card string
	// From says where it came from ("the Oracle deck", "the draw pile").
	From i18n.Phrase
}

// Article returns card with "a" or "an" in front, as it is read aloud ("a
// 3", "an 8", "an 11").
func Article(card string) string {
	digits := strings.TrimRightFunc(card, func(r rune) bool { return r < '0' || r > '9' })
	if strings.HasPrefix(digits, "8") || digits == "11" || digits == "18" {
		return "an " + card
	}
	return "a " + card
}

// SecretTeller is implemented by a state whose moves can give a seat a
// card only that seat sees (Makoto's Oracle draw, Mojo's draw).
type SecretTeller interface {
	// LastSecrets returns the cards the last Apply gave face down.
	LastSecrets() []Secret
}

// SecretsOf returns what the last move of s showed to single seats (nil
// when s cannot tell).
func SecretsOf(s engine.State) []Secret {
	if t, ok := s.(SecretTeller); ok {
		return t.LastSecrets()
	}
	return nil
}

// RoundReporter is implemented by a state that can give its last finished
// round (Mojo) or game (Makoto) as the cards shown at its end, entered as
// at the table, so that it is scored and printed as 'tabletop score' does.
type RoundReporter interface {
	// LastRoundEntry returns the last finished round; false when no round
	// is finished or its cards are not all known.
	LastRoundEntry() (scoring.Entry, bool)
}

// LoggedEvent is one line of a log's story: a deal, a move with what it
// did, a card drawn (with who alone saw it).
type LoggedEvent = string

// ApplyLogged plays one logged move on s, players being the seat names:
// the current player's move with Apply, a move out of turn with
// ApplyAnytime when s is an engine.AnytimeMover. It returns the seat that
// moved.
func ApplyLogged(s engine.State, players []string, lm engine.LoggedMove) (int, error) {
	if s.IsTerminal() {
		return -1, engine.ErrGameOver
	}
	seat := slices.Index(players, lm.Player)
	if seat < 0 {
		return -1, i18n.NewError("engine.error.unknown-name", i18n.Args{"Name": i18n.Quoted(lm.Player)})
	}
	cur := s.CurrentPlayer()
	am, anytime := s.(engine.AnytimeMover)
	if cur != seat && !anytime {
		return -1, engine.Refuse(engine.RuleNotYourTurn, "engine.refuse.not-your-turn", i18n.Args{"Cur": i18n.Player(players[cur]), "Seat": i18n.Player(lm.Player)})
	}
	m, err := s.ParseMove(lm.Text)
	if err != nil {
		return -1, err
	}
	if cur != seat {
		err = am.ApplyAnytime(seat, m)
		if re, ok := engine.AsRuleError(err); ok && re.Rule == engine.RuleNotYourTurn {
			err = engine.Refuse(engine.RuleNotYourTurn, "engine.refuse.not-your-turn", i18n.Args{"Cur": i18n.Player(players[cur]), "Seat": i18n.Player(lm.Player)})
		}
	} else {
		err = s.Apply(m)
	}
	if err != nil {
		return -1, err
	}
	return seat, nil
}

// Step is one move of a logged game, as Steps shows it.
type Step struct {
	// Index is the move's number, from 1.
	Index int
	Seat  int
	Move  engine.LoggedMove
	// Effects are what the move did; Secrets what it showed one seat only.
	Effects []engine.Effect
	Secrets []Secret
	// RoundEnded is set when the move finished a round (or a Makoto game).
	RoundEnded bool
	// After is the state after the move (the caller's to keep: a clone).
	After engine.State
}

// Steps folds the log's moves over a new game like engine.Replay, calling each
// with the table before the first move (index 0: Seat -1, no move) and
// after every move. A move that cannot be played is a *engine.ReplayError;
// an error from each stops the fold and is returned as it is.
func Steps(file string, l *engine.GameLog, each func(Step) error) (engine.State, error) {
	rs, err := engine.Lookup(l.Game)
	if err != nil {
		return nil, &fileio.InputError{File: file, Err: err}
	}
	// As engine.NewFromLog, with the players' names for the texts.
	s, err := rs.New(engine.Config{Players: len(l.Players), Options: l.Options, Seed: l.Seed, Start: l.Start, Names: l.Players})
	if err != nil {
		return nil, &fileio.InputError{File: file, Err: err}
	}
	if err := each(Step{Seat: -1, After: s.Clone()}); err != nil {
		return nil, err
	}
	for i, lm := range l.Moves {
		rounds := len(s.Rounds())
		seat, err := ApplyLogged(s, l.Players, lm)
		if err != nil {
			return nil, &engine.ReplayError{File: file, Index: i + 1, Line: lm.Line, Move: lm.String(), Err: err}
		}
		st := Step{Index: i + 1, Seat: seat, Move: lm, Effects: s.Effects(), Secrets: SecretsOf(s),
			RoundEnded: len(s.Rounds()) > rounds, After: s.Clone()}
		if err := each(st); err != nil {
			return nil, err
		}
	}
	return s, nil
}

// Recorder keeps a game's story for its log: the deal of every round as a
// spectator sees it, every move with what it did, and the cards drawn
// face down with who alone saw them. It is a record for people to read;
// replay never needs it.
type Recorder struct {
	names  []string
	rounds int
	lines  []LoggedEvent
}

// New starts the story of s, whose seats are called names, with the first
// deal.
func New(s engine.State, names []string) *Recorder {
	st := &Recorder{names: slices.Clone(names)}
	st.deal(s, 1)
	return st
}

func (st *Recorder) deal(s engine.State, round int) {
	st.lines = append(st.lines, fmt.Sprintf("deal %d: %s", round, oneLineView(s.View(-1).String())))
}

// oneLineView folds a view onto one line.
func oneLineView(v string) string {
	var parts []string
	for _, l := range strings.Split(v, "\n") {
		if l = strings.TrimSpace(l); l != "" {
			parts = append(parts, l)
		}
	}
	return strings.Join(parts, "; ")
}

// Record adds the move that seat just made on s (after it) and what it
// did; a move that finished a round that is followed by another adds the
// new deal.
func (st *Recorder) Record(seat int, m engine.Move, s engine.State) {
	st.lines = append(st.lines, st.names[seat]+": "+s.MoveString(m))
	for _, e := range s.Effects() {
		st.lines = append(st.lines, "  "+e.Text.String()+" ["+e.Rule+"]")
	}
	for _, sec := range SecretsOf(s) {
		st.lines = append(st.lines, fmt.Sprintf("  (seen only by %s) %s draws %s from %s", st.names[sec.Seat], st.names[sec.Seat], Article(sec.Card), sec.From.String()))
	}
	if n := len(s.Rounds()); n > st.rounds {
		st.rounds = n
		if !s.IsTerminal() {
			st.deal(s, n+1)
		}
	}
}

// Lines returns the story so far.
func (st *Recorder) Lines() []LoggedEvent { return slices.Clone(st.lines) }

// Outcome returns what m would do if the current player of s made it now,
// as the effects the state reports, without changing s (nil when m is not
// legal). Only what the table would see is told: a card drawn is not named.
func Outcome(s engine.State, m engine.Move) []engine.Effect {
	c := s.Clone()
	if err := c.Apply(m); err != nil {
		return nil
	}
	return c.Effects()
}

// Headliner is implemented by a state that can say in a line or two what
// matters most to seat about to move (Makoto: the trick to beat and the
// hand), for a prompt that has little room.
type Headliner interface {
	Headline(seat int) i18n.Phrase
}

// CardColourer is implemented by a ruleset whose cards have colours (Mojo:
// blue, green, yellow, orange, red by value).
type CardColourer interface {
	// CardColour returns the colour of card as written ("" when it has
	// none or is not a card).
	CardColour(card string) string
}
