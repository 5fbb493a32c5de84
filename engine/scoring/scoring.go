// Package scoring holds what a ruleset offers for scoring a round played
// at a real table ('tabletop score', the score pad): the fields a person
// enters and the Entry they make, the RoundScore a RoundScorer gives, and
// what a score pad keeps of a game (PadRules, PadDealer, PadStarter,
// PadCounter).
package scoring

// This file holds what a ruleset offers for scoring a round played at a
// real table: what a person enters (as data, so that the command line, the
// forms and the score pad are built from it without knowing the game) and
// how the entry is scored.

import (
	"tabletop/engine"
	"tabletop/engine/i18n"
)

// FieldKind is the shape of one thing entered for a round.
type FieldKind int

const (
	// FieldPerPlayer is a list of cards for every player (--hand Ann=9,1,
	// repeated per player).
	FieldPerPlayer FieldKind = iota
	// FieldPlayer is one player (--mojo Ann).
	FieldPlayer
	// FieldPlayers is players in order (--out Ben,Ann).
	FieldPlayers
	// FieldCards is a list of cards (--curtain 2,5,11).
	FieldCards
)

// RoundField is one thing a person enters for a round at the table.
type RoundField struct {
	// Name is the flag's name and the field's key in an Entry.
	Name string
	// Key is the field's key in a score pad file ("": Name).
	Key string
	// Kind is the field's shape.
	Kind FieldKind
	// Usage is the flag's help, with its placeholder in back quotes.
	Usage i18n.Phrase
	// Ask is the form's question. For FieldPerPlayer it is about one
	// player, named by its placeholder {{.Name}} (AskAbout).
	Ask i18n.Phrase
	// Required, for a FieldPlayer field, is what to say when a round
	// entered with cards lacks it ("say who took the Mojo card (--mojo
	// NAME)"); zero: the field is optional. A FieldPlayer field may also
	// be given with a round's scores alone.
	Required i18n.Phrase
	// Note, for a FieldPlayers field, says who it names in a round's note
	// on a pad's sheet ("out Ann, Ben"), the names its placeholder
	// {{.Names}} (NoteOf); zero: no note.
	Note i18n.Phrase
}

// NoteOf is the note of a FieldPlayers field naming names (already
// joined: "Ann, Ben").
func (f RoundField) NoteOf(names string) i18n.Phrase {
	return withArg(f.Note, "Names", names)
}

// AskAbout is the form's question of a FieldPerPlayer field about the
// player name.
func (f RoundField) AskAbout(name string) i18n.Phrase { return withArg(f.Ask, "Name", name) }

// withArg is p with one more placeholder.
func withArg(p i18n.Phrase, key string, value any) i18n.Phrase {
	args := make(i18n.Args, len(p.Args)+1)
	for k, v := range p.Args {
		args[k] = v
	}
	args[key] = value
	return i18n.Message(p.ID, args)
}

// PadKey is the field's key in a score pad file.
func (f RoundField) PadKey() string {
	if f.Key != "" {
		return f.Key
	}
	return f.Name
}

// Entry is a round as entered, by field name. Only given fields are
// present.
type Entry struct {
	// Cards are the cards of FieldPerPlayer fields (one list per seat) and
	// of FieldCards fields (one list), each card as the ruleset writes it.
	Cards map[string][][]string
	// Seats are the seats of FieldPlayer (one) and FieldPlayers fields.
	Seats map[string][]int
}

// SetCards sets a card field: one list per seat, or one list.
func (e *Entry) SetCards(name string, cards ...[]string) {
	if e.Cards == nil {
		e.Cards = map[string][][]string{}
	}
	e.Cards[name] = cards
}

// SetSeats sets a FieldPlayer or FieldPlayers field.
func (e *Entry) SetSeats(name string, seats ...int) {
	if e.Seats == nil {
		e.Seats = map[string][]int{}
	}
	e.Seats[name] = append([]int{}, seats...)
}

// Clone returns a deep copy of e.
func (e Entry) Clone() Entry {
	var c Entry
	for k, v := range e.Cards {
		lists := make([][]string, len(v))
		for i, l := range v {
			lists[i] = append([]string{}, l...)
		}
		c.SetCards(k, lists...)
	}
	for k, v := range e.Seats {
		c.SetSeats(k, v...)
	}
	return c
}

// Given reports whether the field was entered.
func (e Entry) Given(name string) bool {
	_, c := e.Cards[name]
	_, s := e.Seats[name]
	return c || s
}

// PerPlayer returns a FieldPerPlayer field (nil when not given).
func (e Entry) PerPlayer(name string) [][]string { return e.Cards[name] }

// CardList returns a FieldCards field (nil when not given).
func (e Entry) CardList(name string) []string {
	if cs := e.Cards[name]; len(cs) > 0 {
		return cs[0]
	}
	return nil
}

// Seat returns a FieldPlayer field, or -1 when not given.
func (e Entry) Seat(name string) int {
	if s := e.Seats[name]; len(s) > 0 {
		return s[0]
	}
	return -1
}

// SeatList returns a FieldPlayers field (nil when not given).
func (e Entry) SeatList(name string) []int { return e.Seats[name] }

// EntryError is an entry that cannot be scored: bad cards, a player
// missing, a field that does not fit the rules. Field names the field ("":
// the round as a whole, OptionsField: the rule options) and Seat the
// player within a FieldPerPlayer field (-1: the whole field), so that a
// pad names the line. Msg is the whole message, with player names.
// NewEntryError builds one.
type EntryError struct {
	Field string
	Seat  int
	Msg   i18n.Phrase
}

// OptionsField is the EntryError field for a fault in the rule options.
const OptionsField = "options"

func (e *EntryError) Error() string { return e.Msg.String() }

// Tell returns the complaint.
func (e *EntryError) Tell() i18n.Phrase { return e.Msg }

// NewEntryError is an *EntryError of field and seat saying message id of
// a registered catalogue with args.
func NewEntryError(field string, seat int, id string, args i18n.Args) *EntryError {
	return &EntryError{Field: field, Seat: seat, Msg: i18n.Message(id, args)}
}

// RoundScore is a scored round: every seat's score and the ruleset's
// account of it.
type RoundScore struct {
	Scores []int
	// Report is the account as one JSON document ('tabletop score --json').
	Report any
	// Header and Rows are the account as a table, one row per player: each
	// cell a phrase (i18n.Plain for a name or a number).
	Header []i18n.Phrase
	Rows   [][]i18n.Phrase
	// Notes are sentences under the table, each about one player.
	Notes []ScoreNote
	// Rules are the rule IDs that gave the scores.
	Rules string
	// Leaders are the seats with the highest score of the round when that
	// names who leads (Makoto: the highest total wins a game, a tie
	// shares), LeadRule the rule that says so; nil when it names no one
	// (Mojo: the lowest total wins the game, not a round). 'tabletop
	// score' names them under the table.
	Leaders  []int
	LeadRule string
	// Parts are the parts of the scores worth counting over an evening
	// ('pad stats': Makoto's rewards and Curtain bonuses), if any.
	Parts []ScorePart
}

// ScorePart is one part of a round's scores, per seat: a reward, a bonus.
type ScorePart struct {
	// Key names the part in JSON ("reward").
	Key string
	// Label names it for people, in the plural ("rewards").
	Label i18n.Phrase
	// Points are each seat's points from this part (0: none).
	Points []int
}

// ScoreNote is a sentence about one player: Who (shown in bold) then Text.
type ScoreNote struct {
	Who  string
	Text i18n.Phrase
}

// RoundScorer is implemented by a ruleset whose rounds can be scored from
// the cards shown at the table ('tabletop score', the score pad).
type RoundScorer interface {
	// RoundFields lists what is entered for a round, in order.
	RoundFields() []RoundField
	// ParseCards reads cards as typed ("9,1"), each written back the
	// ruleset's way. Errors are one plain sentence.
	ParseCards(s string) ([]string, error)
	// ScoreRound scores a round entered with cards for players (names in
	// seating order) under opts. Errors are *EntryError.
	ScoreRound(players []string, opts engine.Options, e Entry) (RoundScore, error)
	// CheckScores checks scores entered without cards (not negative: the
	// caller checks that) against what a round can give; e holds the
	// fields given with them. Errors are *EntryError.
	CheckScores(players []string, scores []int, e Entry) error
	// EntryHelp explains the entry on the command line.
	EntryHelp() EntryHelp
}

// ScoreLimiter is implemented by a RoundScorer whose highest round score
// depends on the player count and the options (Makoto's rewards and
// points): scores typed without cards are refused above it. (A ruleset
// with a fixed bound checks it in CheckScores.) It is the same bound as
// the state's ScoreBounds.
type ScoreLimiter interface {
	// MaxRoundScore is the most one player can score in a round.
	MaxRoundScore(players int, opts engine.Options) int
}

// EntryHelp is how a ruleset explains the entry of a round on the command
// line.
type EntryHelp struct {
	// Usage and Description are the help of 'tabletop score GAME'.
	Usage, Description i18n.Phrase
	// Score says what 'tabletop score GAME' needs, after "give ".
	Score i18n.Phrase
	// Pad says the same for 'tabletop pad add', before " or scores".
	Pad i18n.Phrase
}

// PadRules is implemented by a ruleset whose games a score pad keeps
// (together with RoundScorer): how long a game runs, who leads, and how
// its end is explained.
type PadRules interface {
	// PadLength is the most rounds a game has under opts (0: no fixed
	// number; it ends on a total).
	PadLength(players int, opts engine.Options) int
	// PadOver reports whether the game is over after rounds rounds with
	// these totals.
	PadOver(rounds int, totals []int, opts engine.Options) bool
	// PadLeaders returns the seats ahead on totals (the winners once the
	// game is over; ties share).
	PadLeaders(totals []int) []int
	// PadCheck checks options that Resolve cannot (free-form values).
	PadCheck(opts engine.Options) error
	// PadEnd explains the end of a game under opts.
	PadEnd(players int, opts engine.Options) PadEnd
}

// PadEnd explains the end of a game in a score pad.
type PadEnd struct {
	// Rule is the rule after which no round comes ("mojo.game-end").
	Rule string
	// Refusal says why no round can be added once the game is over: a
	// message of the ruleset's catalogue.
	Refusal i18n.Phrase
	// WinRule is the rule that names the winners.
	WinRule string
	// Why follows "Game over": how the game ended and who wins
	// (" (a total reached 50; lowest total wins)").
	Why i18n.Phrase
	// Threshold is the total that ends the game, drawn on a chart (0:
	// none).
	Threshold int
}

// PadDealer is implemented by a ruleset whose rounds are dealt in turn
// and may give seats a part to play that follows from the earlier rounds
// (Makoto: who holds the box lid): a pad records the dealer and these
// marks with every round.
type PadDealer interface {
	// DealerOf returns the seat that deals round k (0-based) when first
	// dealt the first.
	DealerOf(first, k, players int) int
	// PadDeal declares what a pad records of the deal.
	PadDeal() PadDeal
	// MarkHolder returns the seat that holds mark key in round k, dealt
	// by dealer, given the previous round's scores (nil for the first);
	// -1: nobody.
	MarkHolder(key string, k int, prev []int, dealer int, opts engine.Options) int
}

// PadDeal is what a pad records of the deal of a game dealt in turn.
type PadDeal struct {
	// WrongDealer is the message of the ruleset's catalogue saying that
	// {{.Name}} deals round {{.N}} (a pad recorded another dealer).
	WrongDealer string
	// Marks are the marks a round records beside its dealer, in the order
	// a pad writes them.
	Marks []PadMark
}

// PadMark is a seat a round of a dealt game records beside its dealer, by
// the game's rules (Makoto's box lid).
type PadMark struct {
	// Key names the mark in a pad file and in --json ("lid").
	Key string
	// Note, Short, Wrong and None are messages of the ruleset's
	// catalogue. Note says that {{.Who}} holds the mark for the next
	// round ("Cy holds the box lid [makoto.lid]"), Short the same in a
	// round's note on the sheet ("lid Cy"); Wrong says that {{.Name}}
	// holds it in round {{.N}} (a pad recorded another seat), None that
	// nobody does.
	Note, Short, Wrong, None string
}

// PadStarter is implemented by a ruleset in which a round decides who
// starts the next one (Mojo: whoever took the Mojo card, which goes back
// with a face).
type PadStarter interface {
	// NextStart returns the seat that starts after a round entered as e
	// with these scores (-1: not recorded) and what it starts with ("":
	// not known).
	NextStart(e Entry, scores []int) (seat int, with string)
	// StartKeys name, in a pad's --json, the player who decided a round's
	// next start ("mojo") and what it starts with ("mojo_face").
	StartKeys() (who, with string)
	// StartRule says who starts each round, in a few words ("the Mojo
	// holder starts each round").
	StartRule() i18n.Phrase
	// StartNote says that who starts the next round with with ("Cy starts;
	// the Mojo card shows +10 [mojo.next-round]").
	StartNote(who, with string) i18n.Phrase
	// RoundNote says, for a round's line on the sheet, that who decided
	// the next start ("Cy took Mojo (+10)").
	RoundNote(who, with string) i18n.Phrase
}

// PadCounter is implemented by a ruleset whose pad statistics count, per
// player, what a round records beside its scores (Mojo: who took the Mojo
// card, and when it gave them +10): 'pad stats' shows a column for each
// count and --json an object of them per player.
type PadCounter interface {
	// PadCounts declares the counts.
	PadCounts() PadCounts
	// CountRound returns the seats each count counts in a round entered
	// as e with these scores, one list per count in PadCounts' order.
	CountRound(e Entry, scores []int) [][]int
}

// PadCounts are the counts of a PadCounter.
type PadCounts struct {
	// Key is the key of each player's object of counts in --json
	// ("mojo").
	Key string
	// Counts are the counts, in the order of the columns.
	Counts []PadCount
}

// PadCount is one thing a PadCounter counts.
type PadCount struct {
	// Key names it in --json ("taken").
	Key string
	// Label is its column's heading ("Mojo taken").
	Label i18n.Phrase
}
