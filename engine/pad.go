package engine

// This file holds what a ruleset offers for scoring a round played at a
// real table: what a person enters (as data, so that the command line, the
// forms and the score pad are built from it without knowing the game) and
// how the entry is scored.

import (
	"slices"

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
	Usage string
	// Ask is the form's question. For FieldPerPlayer it follows the
	// player's name ("'s cards (e.g. 9,1)").
	Ask string
	// AskMsg, when set, is Ask as a message of a registered catalogue, to
	// ask in other languages (AskIn).
	AskMsg string
	// Required, for a FieldPlayer field, is what to say when a round
	// entered with cards lacks it ("say who took the Mojo card (--mojo
	// NAME)"); empty: the field is optional. A FieldPlayer field may also
	// be given with a round's scores alone.
	Required string
	// RequiredMsg, when set, is Required as a message of a registered
	// catalogue, to tell it in other languages.
	RequiredMsg string
}

// AskIn returns the form's question in lang (Ask when the field has no
// message); name is the player a FieldPerPlayer question is about (its
// message has the placeholder {{.Name}}).
func (f RoundField) AskIn(lang, name string) string {
	if f.AskMsg == "" || lang == "" || lang == i18n.English {
		if f.Kind == FieldPerPlayer {
			return name + f.Ask
		}
		return f.Ask
	}
	return i18n.Say(lang, f.AskMsg, i18n.Args{"Name": name})
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
type EntryError struct {
	Field string
	Seat  int
	Msg   string
	// Say, when its Msg is set, is Msg as a catalogue message, to tell
	// it in other languages (In).
	Say i18n.Phrase
}

// OptionsField is the EntryError field for a fault in the rule options.
const OptionsField = "options"

func (e *EntryError) Error() string { return e.Msg }

// In tells the complaint in lang (Msg itself when it has no message).
func (e *EntryError) In(lang string) string {
	if e.Say.ID == "" {
		return e.Msg
	}
	return e.Say.In(lang)
}

// EntryErrorOf is an *EntryError of field and seat saying err (told in
// other languages as err is: i18n.ErrorIn).
func EntryErrorOf(field string, seat int, err error) *EntryError {
	return EntryErrorTold(field, seat, "engine.error.text", i18n.Args{"Text": err})
}

// EntryErrorTold builds an *EntryError of field and seat from message msg
// of a registered catalogue: Msg is the English, Say tells it.
func EntryErrorTold(field string, seat int, msg string, args i18n.Args) *EntryError {
	p := i18n.Phrase{ID: msg, Args: args}
	return &EntryError{Field: field, Seat: seat, Msg: p.In("en"), Say: p}
}

// RoundScore is a scored round: every seat's score and the ruleset's
// account of it.
type RoundScore struct {
	Scores []int
	// Report is the account as one JSON document ('tabletop score --json').
	Report any
	// Header and Rows are the account as a table, one row per player.
	Header []string
	Rows   [][]string
	// HeaderTold, when set, is Header as phrases, to tell it in other
	// languages (HeaderIn); RowsTold likewise holds, per row, a phrase for
	// each cell that has words (a zero Phrase keeps the cell of Rows).
	HeaderTold []i18n.Phrase
	RowsTold   [][]i18n.Phrase
	// Notes are sentences under the table, each about one player.
	Notes []ScoreNote
	// Rules are the rule IDs that gave the scores.
	Rules string
	// Parts are the parts of the scores worth counting over an evening
	// ('pad stats': Makoto's rewards and Curtain bonuses), if any.
	Parts []ScorePart
}

// ScorePart is one part of a round's scores, per seat: a reward, a bonus.
type ScorePart struct {
	// Key names the part in JSON ("reward").
	Key string
	// Label names it for people, in the plural ("rewards").
	Label string
	// LabelTold, when set, is Label as a phrase for other languages.
	LabelTold i18n.Phrase
	// Points are each seat's points from this part (0: none).
	Points []int
}

// ScoreNote is a sentence about one player: Who (shown in bold) then Text.
type ScoreNote struct {
	Who  string
	Text string
	// Told, when set, is Text as a phrase for other languages (In).
	Told i18n.Phrase
}

// In returns the note's text (without Who) in lang.
func (n ScoreNote) In(lang string) string {
	if n.Told.ID == "" || lang == "" || lang == i18n.English {
		return n.Text
	}
	return n.Told.In(lang)
}

// LabelIn returns the part's label in lang.
func (p ScorePart) LabelIn(lang string) string {
	if p.LabelTold.ID == "" || lang == "" || lang == i18n.English {
		return p.Label
	}
	return p.LabelTold.In(lang)
}

// HeaderIn returns the table's heading in lang.
func (rs RoundScore) HeaderIn(lang string) []string {
	if len(rs.HeaderTold) != len(rs.Header) || lang == "" || lang == i18n.English {
		return rs.Header
	}
	out := make([]string, len(rs.Header))
	for i, p := range rs.HeaderTold {
		out[i] = p.In(lang)
	}
	return out
}

// RowsIn returns the table's rows in lang.
func (rs RoundScore) RowsIn(lang string) [][]string {
	if len(rs.RowsTold) == 0 || lang == "" || lang == i18n.English {
		return rs.Rows
	}
	out := make([][]string, len(rs.Rows))
	for i, row := range rs.Rows {
		out[i] = slices.Clone(row)
		if i >= len(rs.RowsTold) {
			continue
		}
		for j, p := range rs.RowsTold[i] {
			if p.ID != "" && j < len(row) {
				out[i][j] = p.In(lang)
			}
		}
	}
	return out
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
	ScoreRound(players []string, opts Options, e Entry) (RoundScore, error)
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
	MaxRoundScore(players int, opts Options) int
}

// EntryHelp is how a ruleset explains the entry of a round on the command
// line.
type EntryHelp struct {
	// Usage and Description are the help of 'tabletop score GAME'.
	Usage, Description string
	// Score says what 'tabletop score GAME' needs, after "give ".
	Score string
	// Pad says the same for 'tabletop pad add', before " or scores".
	Pad string
}

// PadRules is implemented by a ruleset whose games a score pad keeps
// (together with RoundScorer): how long a game runs, who leads, and how
// its end is explained.
type PadRules interface {
	// PadLength is the most rounds a game has under opts (0: no fixed
	// number; it ends on a total).
	PadLength(players int, opts Options) int
	// PadOver reports whether the game is over after rounds rounds with
	// these totals.
	PadOver(rounds int, totals []int, opts Options) bool
	// PadLeaders returns the seats ahead on totals (the winners once the
	// game is over; ties share).
	PadLeaders(totals []int) []int
	// PadCheck checks options that Resolve cannot (free-form values).
	PadCheck(opts Options) error
	// PadEnd explains the end of a game under opts.
	PadEnd(players int, opts Options) PadEnd
}

// PadEnd explains the end of a game in a score pad.
type PadEnd struct {
	// Rule is the rule after which no round comes ("mojo.game-end").
	Rule string
	// Refusal says why no round can be added once the game is over.
	Refusal string
	// RefusalMsg, when its Msg is set, is Refusal as a catalogue message.
	RefusalMsg i18n.Phrase
	// WinRule is the rule that names the winners.
	WinRule string
	// Why follows "Game over": how the game ended and who wins
	// (" (a total reached 50; lowest total wins)").
	Why string
	// Threshold is the total that ends the game, drawn on a chart (0:
	// none).
	Threshold int
}

// PadDealer is implemented by a ruleset whose rounds are dealt in turn
// and may hand one player the box lid (Makoto): a pad records both.
type PadDealer interface {
	// DealerOf returns the seat that deals round k (0-based) when first
	// dealt the first.
	DealerOf(first, k, players int) int
	// LidHolder returns the seat that holds the lid in round k, dealt by
	// dealer, given the previous round's scores (nil for the first); -1:
	// nobody.
	LidHolder(k int, prev []int, dealer int, opts Options) int
	// LidNote says that who holds the lid ("Cy holds the box lid
	// [makoto.lid]").
	LidNote(who string) string
}

// PadStarter is implemented by a ruleset in which a round decides who
// starts the next one (Mojo: whoever took the Mojo card, which goes back
// with a face).
type PadStarter interface {
	// NextStart returns the seat that starts after a round entered as e
	// with these scores (-1: not recorded) and what it starts with ("":
	// not known).
	NextStart(e Entry, scores []int) (seat int, with string)
	// StartRule says who starts each round, in a few words ("the Mojo
	// holder starts each round").
	StartRule() string
	// StartNote says that who starts the next round with with ("Cy starts;
	// the Mojo card shows +10 [mojo.next-round]").
	StartNote(who, with string) string
	// RoundNote says, for a round's line on the sheet, that who decided
	// the next start ("Cy took Mojo (+10)").
	RoundNote(who, with string) string
}
