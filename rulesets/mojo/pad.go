package mojo

import (
	"errors"
	"strconv"
	"strings"

	"tabletop/engine"
	"tabletop/engine/i18n"
	"tabletop/engine/scoring"
)

// The fields of a Mojo round entered at the table: every card each player
// scores, and who took the Mojo card.
const (
	FieldHand = "hand"
	FieldMojo = "mojo"
)

// RoundFields lists what is entered for a Mojo round (scoring.RoundScorer).
func (Ruleset) RoundFields() []scoring.RoundField {
	return []scoring.RoundField{
		{Name: FieldHand, Key: "hands", Kind: scoring.FieldPerPlayer,
			Usage: i18n.Message("mojo.word.help-hand", nil),
			Ask:   i18n.Message("mojo.word.ask-hands", nil)},
		{Name: FieldMojo, Kind: scoring.FieldPlayer,
			Usage: i18n.Message("mojo.word.help-mojo", nil),
			Ask:   i18n.Message("mojo.word.ask-mojo", nil), Required: i18n.Message("mojo.error.required-mojo", nil)},
	}
}

// ParseCards reads "9,1" (commas or spaces) into card values. The values
// are checked against the deck when the round is scored.
func (Ruleset) ParseCards(s string) ([]string, error) {
	fields := strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ' ' || r == '\t' })
	out := make([]string, 0, len(fields))
	for _, f := range fields {
		v, err := strconv.Atoi(f)
		if err != nil {
			return nil, i18n.NewError("mojo.notation.entry-card", i18n.Args{"Word": i18n.Quoted(f)})
		}
		out = append(out, strconv.Itoa(v))
	}
	return out, nil
}

// EntryHelp explains 'tabletop score mojo' and a Mojo round on the
// command line.
func (Ruleset) EntryHelp() scoring.EntryHelp {
	return scoring.EntryHelp{
		Usage:       i18n.Message("mojo.word.help-score-usage", nil),
		Description: i18n.Message("mojo.word.help-score-description", nil),
		Score:       i18n.Message("mojo.word.give-score", nil),
		Pad:         i18n.Message("mojo.word.give-pad", nil),
	}
}

// scoreReport is 'score mojo --json' (CLI.md).
type scoreReport struct {
	Game     string         `json:"game"`
	Players  []playerReport `json:"players"`
	MojoFace string         `json:"mojo_face"`
}

type playerReport struct {
	Name    string `json:"name"`
	Points  int    `json:"points"`
	Score   int    `json:"score"`
	Mojo    bool   `json:"mojo,omitempty"`
	Cards   []int  `json:"cards"`
	Counted []int  `json:"counted"`
}

// EntryHands reads the hand field of an entry into card values.
func EntryHands(e scoring.Entry) ([][]int, error) {
	in := e.PerPlayer(FieldHand)
	if in == nil {
		return nil, nil
	}
	hands := make([][]int, len(in))
	for i, h := range in {
		hands[i] = make([]int, 0, len(h))
		for _, c := range h {
			v, err := strconv.Atoi(c)
			if err != nil {
				return nil, scoring.NewEntryError(FieldHand, i, "mojo.error.entry-not-card", i18n.Args{"Card": i18n.Quoted(c)})
			}
			hands[i] = append(hands[i], v)
		}
	}
	return hands, nil
}

// ScoreRound scores a round from every player's cards and the Mojo holder
// (mojo.score.colour-max, mojo.score.mojo), checking the cards against the
// deck (mojo.deck).
func (Ruleset) ScoreRound(players []string, _ engine.Options, e scoring.Entry) (scoring.RoundScore, error) {
	n := len(players)
	hands, err := EntryHands(e)
	if err != nil {
		return scoring.RoundScore{}, err
	}
	if len(hands) != n {
		return scoring.RoundScore{}, scoring.NewEntryError(FieldHand, -1, "mojo.error.all-hands", i18n.Args{"Count": n})
	}
	holder := e.Seat(FieldMojo)
	if holder < 0 || holder >= n {
		return scoring.RoundScore{}, scoring.NewEntryError("", -1, "mojo.error.no-holder", nil)
	}
	if err := CheckCards(hands); err != nil {
		var ce *CardError
		if errors.As(err, &ce) {
			return scoring.RoundScore{}, scoring.NewEntryError(FieldHand, ce.Hand, "mojo.error.player-cards", i18n.Args{"Name": i18n.Player(players[ce.Hand]), "Err": err})
		}
		return scoring.RoundScore{}, &scoring.EntryError{Field: FieldHand, Seat: -1, Msg: i18n.ErrorPhrase(err)}
	}
	if err := checkEmptyHands(players, hands, holder); err != nil {
		return scoring.RoundScore{}, err
	}
	points := make([]int, n)
	for i, h := range hands {
		points[i] = Points(h)
	}
	scores, face := RoundScores(points, holder)
	rep := scoreReport{Game: "mojo", MojoFace: face.String()}
	rs := scoring.RoundScore{Scores: scores, Report: &rep, Rules: "mojo.score.colour-max, mojo.score.mojo",
		Header: []i18n.Phrase{{ID: "mojo.word.score-player"}, {ID: "mojo.word.score-cards"}, {ID: "mojo.word.score-counted"},
			{ID: "mojo.word.score-points"}, {ID: "mojo.word.score-mojo"}, {ID: "mojo.word.score-score"}}}
	for i, name := range players {
		p := playerReport{Name: name, Points: points[i], Score: scores[i], Mojo: i == holder, Cards: hands[i], Counted: Counted(hands[i])}
		if p.Counted == nil {
			p.Counted = []int{}
		}
		rep.Players = append(rep.Players, p)
		var mojoCell i18n.Phrase
		if p.Mojo {
			mojoCell = i18n.Message("mojo.word.score-mojo-face", i18n.Args{"Face": rep.MojoFace})
		}
		rs.Rows = append(rs.Rows, []i18n.Phrase{i18n.Plain(name), i18n.Plain(spacedInts(p.Cards)), colourCards(p.Counted),
			i18n.Plain(strconv.Itoa(p.Points)), mojoCell, i18n.Plain(strconv.Itoa(p.Score))})
	}
	if face == FaceZero {
		rs.Notes = []scoring.ScoreNote{{Who: players[holder], Text: i18n.Message("mojo.word.score-note-zero", nil)}}
	} else {
		rs.Notes = []scoring.ScoreNote{{Who: players[holder],
			Text: i18n.Message("mojo.word.score-note-penalty", i18n.Args{"Count": points[holder], "Score": scores[holder]})}}
	}
	return rs, nil
}

// checkEmptyHands refuses a round no game can end with (mojo.round-end):
// only the player who ended the round can hold no card, by playing their
// last one, and that player took the Mojo card. It is about the whole
// round, not one field: a form checking cards as they are typed passes it.
func checkEmptyHands(players []string, hands [][]int, holder int) error {
	var empty []string
	first := -1
	for i, h := range hands {
		if len(h) == 0 {
			empty = append(empty, players[i])
			if first < 0 {
				first = i
			}
		}
	}
	switch {
	case len(empty) > 1:
		return scoring.NewEntryError("", -1, "mojo.error.empty-hands", i18n.Args{"Names": i18n.Player(strings.Join(empty, ", "))})
	case len(empty) == 1 && first != holder:
		return scoring.NewEntryError("", -1, "mojo.error.empty-not-holder", i18n.Args{"Name": i18n.Player(players[first]), "Holder": i18n.Player(players[holder])})
	}
	return nil
}

// CheckScores checks scores entered without cards (mojo.score.mojo); the
// Mojo holder may be given with them.
func (Ruleset) CheckScores(players []string, scores []int, e scoring.Entry) error {
	if err := CheckRoundScores(scores, e.Seat(FieldMojo)); err != nil {
		var se *ScoreError
		if errors.As(err, &se) {
			return &scoring.EntryError{Field: "scores", Seat: se.Seat, Msg: se.About(players[se.Seat])}
		}
		return err
	}
	return nil
}

// spacedInts writes values separated by spaces.
func spacedInts(vs []int) string {
	parts := make([]string, len(vs))
	for i, v := range vs {
		parts[i] = strconv.Itoa(v)
	}
	return strings.Join(parts, " ")
}

// colourCardIDs are the messages of a counted card with its colour, by
// colour.
var colourCardIDs = [NumColours]string{"mojo.word.card-blue", "mojo.word.card-green", "mojo.word.card-yellow", "mojo.word.card-orange", "mojo.word.card-red"}

// colourCards writes counted cards with their colours ("9 blue, 1 red";
// zero for no card).
func colourCards(vals []int) i18n.Phrase {
	if len(vals) == 0 {
		return i18n.Phrase{}
	}
	parts := make([]i18n.Phrase, len(vals))
	for i, v := range vals {
		parts[i] = i18n.Message(colourCardIDs[ColourOf(v)], i18n.Args{"Value": v})
	}
	return i18n.Message("mojo.word.score-counted-list", i18n.Args{"Cards": parts})
}

var (
	_ scoring.RoundScorer = Ruleset{}
	_ scoring.PadRules    = Ruleset{}
	_ scoring.PadStarter  = Ruleset{}
	_ scoring.PadCounter  = Ruleset{}
)

// PadLength is 0: a game of Mojo ends on a total (mojo.game-end).
func (Ruleset) PadLength(int, engine.Options) int { return 0 }

// PadOver reports whether a total has reached GameEndTotal (mojo.game-end).
func (Ruleset) PadOver(_ int, totals []int, _ engine.Options) bool { return GameOver(totals) }

// PadLeaders returns the seats with the lowest total.
func (Ruleset) PadLeaders(totals []int) []int { return Leaders(totals) }

// PadCheck accepts every option Resolve accepts.
func (Ruleset) PadCheck(engine.Options) error { return nil }

// PadEnd explains mojo.game-end.
func (Ruleset) PadEnd(int, engine.Options) scoring.PadEnd {
	return scoring.PadEnd{
		Rule:      "mojo.game-end",
		Refusal:   i18n.Message("mojo.error.game-over", i18n.Args{"Total": GameEndTotal}),
		WinRule:   "mojo.game-end",
		Why:       i18n.Message("mojo.word.pad-why", i18n.Args{"Total": GameEndTotal}),
		Threshold: GameEndTotal,
	}
}

// NextStart returns the Mojo holder, who starts the next round, and the
// face the card went back with (mojo.next-round, mojo.score.mojo). The
// scores tell the face: the holder scores 0 exactly when it goes back
// face 0.
func (Ruleset) NextStart(e scoring.Entry, scores []int) (int, string) {
	h := e.Seat(FieldMojo)
	if h < 0 || h >= len(scores) {
		return h, ""
	}
	return h, FaceOfScores(scores, h).String()
}

// StartKeys name the Mojo holder and the face the card went back with in
// a pad's --json.
func (Ruleset) StartKeys() (who, with string) { return "mojo", "mojo_face" }

// StartRule says who starts each round (mojo.next-round).
func (Ruleset) StartRule() i18n.Phrase { return i18n.Message("mojo.error.start-rule", nil) }

// StartNote says who starts the next round and what the Mojo card shows
// (mojo.next-round).
func (Ruleset) StartNote(who, face string) i18n.Phrase {
	return i18n.Message("mojo.word.pad-start-note", i18n.Args{"Who": i18n.Player(who), "Face": face})
}

// RoundNote says who took the Mojo card and its face.
func (Ruleset) RoundNote(who, face string) i18n.Phrase {
	return i18n.Message("mojo.word.pad-round-note", i18n.Args{"Who": i18n.Player(who), "Face": face})
}

// PadCounts declares what 'pad stats' counts for each player: how often
// they took the Mojo card, and how often it gave them +10
// (mojo.score.mojo).
func (Ruleset) PadCounts() scoring.PadCounts {
	return scoring.PadCounts{Key: "mojo", Counts: []scoring.PadCount{
		{Key: "taken", Label: i18n.Message("mojo.word.stats-taken", nil)},
		{Key: "plus10", Label: i18n.Message("mojo.word.stats-plus10", nil)}}}
}

// CountRound counts the player who took the Mojo card in a round, and
// again when it gave them +10.
func (Ruleset) CountRound(e scoring.Entry, scores []int) [][]int {
	counted := make([][]int, 2)
	h := e.Seat(FieldMojo)
	if h < 0 || h >= len(scores) {
		return counted
	}
	counted[0] = []int{h}
	if FaceOfScores(scores, h) == FacePlus10 {
		counted[1] = []int{h}
	}
	return counted
}
