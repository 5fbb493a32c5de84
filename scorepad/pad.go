// Package scorepad keeps the evening's score sheet: a YAML file a person can
// read and hand-edit, holding the game, the rule options in force, the
// players and every round (Mojo) or game of a series (Makoto) with the cards
// entered and the scores they gave.
//
// Loading is strict: every recorded round is scored again with the
// rulesets' own scoring functions and anything inconsistent is refused with
// file:line. Saving is atomic, keeps the previous version as FILE.bak and
// holds a lock, so two processes adding at once never lose a round.
package scorepad

import (
	"maps"
	"slices"
	"strings"

	"tabletop/engine"
	"tabletop/engine/i18n"
	"tabletop/engine/scoring"
)

// Version is the schema version written into pads.
const Version = 1

// Pad is a score sheet.
type Pad struct {
	Version int
	Game    string
	// Options are the rule options in force, every key present.
	Options engine.Options
	// Players are the names in seating order.
	Players []string
	// Dealer is the seat that dealt the first game (Makoto only).
	Dealer int
	// Rounds are the rounds (Mojo) or games of the series (Makoto), oldest
	// first, each scored.
	Rounds []Round

	recorded []int // the totals as read from a file, checked by Check
	// fixes, when set (Repair), collects the scores and totals Check
	// corrects instead of refusing them.
	fixes *[]Fix
	// comments are those written by hand outside the rounds, kept on
	// save.
	comments comments
	lines    padLines
}

// Round is one round of Mojo or one game of a Makoto series: the cards
// entered and the scores they give.
type Round struct {
	// Entry is the round as entered: the cards and the players named with
	// them, by the fields of the game's scoring.RoundScorer. A round
	// entered as scores only has no cards, but may name players (Mojo's
	// holder).
	Entry scoring.Entry

	// Dealer is the seat that dealt this round, and Marks the seats that
	// hold the game's marks in it (scoring.PadMark: Makoto's box lid), by
	// the mark's key (-1 or absent: nobody), for a game dealt in turn
	// (Dealer -1 otherwise). Both follow from the earlier rounds; Check
	// sets them.
	Dealer int
	Marks  map[string]int

	// Scores is each seat's score for this round or game.
	Scores []int

	lines    roundLines
	comments comments // written by hand in the file, kept on save
}

// TotalsOnly reports whether the round was entered as scores without cards.
func (r *Round) TotalsOnly() bool { return len(r.Entry.Cards) == 0 }

// Mark returns the seat that holds mark key in the round, -1 for nobody.
func (r *Round) Mark(key string) int {
	if s, ok := r.Marks[key]; ok {
		return s
	}
	return -1
}

// setMark records that seat holds mark key in the round (-1: nobody).
func (r *Round) setMark(key string, seat int) {
	if r.Marks == nil {
		r.Marks = map[string]int{}
	}
	r.Marks[key] = seat
}

// padLines are the lines things were read from (0: not read from a file).
type padLines struct {
	version, game, options, players, dealer, rounds, totals int
	player, total                                           []int
}

// roundLines are the lines a round's parts were read from: fields by name,
// and for a field with every player's cards the line of each player.
type roundLines struct {
	round, dealer, scores int
	score                 []int
	field, mark           map[string]int
	seat                  map[string][]int
}

// New starts an empty pad for game with the players in seating order and
// the options (checked and completed with the defaults). dealer is the seat
// that deals the first Makoto game (ignored for Mojo).
func New(game string, players []string, opts engine.Options, dealer int) (*Pad, error) {
	p := &Pad{Version: Version, Game: strings.ToLower(game), Players: slices.Clone(players), Dealer: dealer}
	rs, err := engine.Lookup(p.Game)
	if _, ok := rs.(scoring.RoundScorer); err != nil || !ok {
		return nil, i18n.NewError("scorepad.error.new-unknown-game", i18n.Args{"Game": i18n.Quoted(game), "Games": strings.Join(PadGames(), " or ")})
	}
	if p.Options, err = engine.Resolve(rs.Options(), opts); err != nil {
		return nil, i18n.At(p.Game, err)
	}
	if !p.Dealt() {
		p.Dealer = 0
	}
	if err := p.checkHeader(rs); err != nil {
		return nil, err
	}
	return p, nil
}

// checkHeader checks the players, the dealer and the options.
func (p *Pad) checkHeader(rs engine.Ruleset) error {
	n := len(p.Players)
	if n < rs.MinPlayers() || n > rs.MaxPlayers() {
		return p.errAt(p.lines.players, "scorepad.error.players", i18n.Args{"Game": rs.Title(), "Min": rs.MinPlayers(), "Count": rs.MaxPlayers(), "N": n})
	}
	for i, name := range p.Players {
		if err := CheckName(name); err != nil {
			return errSay(p.playerLine(i), err)
		}
		for j := range i {
			if engine.SameName(p.Players[j], name) {
				return p.errAt(p.playerLine(i), "scorepad.error.player-twice", i18n.Args{"Name": i18n.Quoted(name)})
			}
		}
	}
	if p.Dealer < 0 || p.Dealer >= n {
		return p.errAt(p.lines.dealer, "scorepad.error.first-dealer", nil)
	}
	if err := p.rules().PadCheck(p.Options); err != nil {
		return errSay(p.lines.options, err)
	}
	return nil
}

// PadGames returns the games a pad can keep: those whose rounds their
// ruleset scores from the cards (scoring.RoundScorer), sorted.
func PadGames() []string { return padGames(engine.Names()) }

// padGames keeps, of the games names, those a pad can keep.
func padGames(names []string) []string {
	var out []string
	for _, name := range names {
		rs, _ := engine.Lookup(name)
		if _, ok := rs.(scoring.RoundScorer); ok {
			out = append(out, name)
		}
	}
	return out
}

// gameLines are the arguments of the message of a pad that names no game:
// the line "game: NAME" of every game a pad can keep, in the order
// listings name the games (engine.Listed), the last apart.
func gameLines() i18n.Args {
	var lines []string
	for _, g := range padGames(engine.Listed()) {
		lines = append(lines, "game: "+g)
	}
	if len(lines) == 0 {
		return nil
	}
	return i18n.Args{"Rest": strings.Join(lines[:len(lines)-1], ", "), "Last": lines[len(lines)-1]}
}

// CheckName checks that a player name can be written in the pad and on the
// command line: the one rule for names, engine.CheckName.
func CheckName(name string) error { return engine.CheckName(name) }

// Seat returns the seat of the player called name (exact match first, then
// ignoring case), or an error naming the players.
func (p *Pad) Seat(name string) (int, error) {
	return SeatOf(p.Players, name)
}

// SeatOf returns the index of name in players (exact match first, then
// the same player ignoring case and Unicode normal form: engine.SameName),
// or an error naming the players.
func SeatOf(players []string, name string) (int, error) {
	name = strings.TrimSpace(name)
	if i := slices.Index(players, name); i >= 0 {
		return i, nil
	}
	for i, pl := range players {
		if engine.SameName(pl, name) {
			return i, nil
		}
	}
	return -1, i18n.NewError("scorepad.error.unknown-player", i18n.Args{"Name": i18n.Quoted(name), "Players": strings.Join(players, ", ")})
}

func (p *Pad) playerLine(i int) int {
	if i < len(p.lines.player) {
		return p.lines.player[i]
	}
	return p.lines.players
}

// Clone returns a deep copy of the pad (line numbers dropped).
func (p *Pad) Clone() *Pad {
	q := &Pad{Version: p.Version, Game: p.Game, Options: engine.Options{}, Players: slices.Clone(p.Players), Dealer: p.Dealer}
	for k, v := range p.Options {
		q.Options[k] = v
	}
	q.comments = p.comments
	for _, r := range p.Rounds {
		c := r.clone()
		c.comments = r.comments
		q.Rounds = append(q.Rounds, c)
	}
	return q
}

func (r Round) clone() Round {
	c := r
	c.lines = roundLines{}
	c.comments = nil
	c.Entry = r.Entry.Clone()
	c.Marks = maps.Clone(r.Marks)
	c.Scores = slices.Clone(r.Scores)
	return c
}
