package mojo

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"tabletop/engine"
	"tabletop/engine/i18n"
)

// The fields of a Mojo round entered at the table: every card each player
// scores, and who took the Mojo card.
const (
	FieldHand = "hand"
	FieldMojo = "mojo"
)

// RoundFields lists what is entered for a Mojo round (engine.RoundScorer).
func (Ruleset) RoundFields() []engine.RoundField {
	return []engine.RoundField{
		{Name: FieldHand, Key: "hands", Kind: engine.FieldPerPlayer,
			Usage: "Mojo: `NAME=V,V,...` every card a player scores, hand plus face-down (repeat per player; empty hand: NAME=)",
			Ask:   "'s cards (hand and face-down, e.g. 9,1; empty if none)", AskMsg: "mojo.word.ask-hands"},
		{Name: FieldMojo, Kind: engine.FieldPlayer,
			Usage: "Mojo: `NAME` of the player who took the Mojo card",
			Ask:   "Who took the Mojo card?", AskMsg: "mojo.word.ask-mojo", Required: "say who took the Mojo card (--mojo NAME)",
			RequiredMsg: "mojo.error.required-mojo"},
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
			return nil, i18n.Told("mojo.notation.entry-card", i18n.Args{"Word": strconv.Quote(f)})
		}
		out = append(out, strconv.Itoa(v))
	}
	return out, nil
}

// EntryHelp explains 'tabletop score mojo' and a Mojo round on the
// command line.
func (Ruleset) EntryHelp() engine.EntryHelp {
	return engine.EntryHelp{
		Usage: "score a Mojo round: the highest card of each colour, and the Mojo card",
		Score: "every player's cards with --hand NAME=V,V,... and --mojo NAME",
		Pad:   "every player's cards (--hand NAME=V,V,... and --mojo NAME)",
		Description: `Each player scores the highest value they hold of each colour
(mojo.score.colour-max). The player who took the Mojo card scores 0 when
lowest or tied for lowest, else their points plus 10 (mojo.score.mojo).

Examples:
   tabletop score mojo --hand Ann=9,1 --hand Ben=0,4 --hand Cy=10,11,3 --mojo Cy
   tabletop score mojo --hand Ann= --hand Ben=12,12,7 --mojo Ann --json`,
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
func EntryHands(e engine.Entry) ([][]int, error) {
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
				return nil, engine.EntryErrorTold(FieldHand, i, "mojo.error.entry-not-card", i18n.Args{"Card": strconv.Quote(c)})
			}
			hands[i] = append(hands[i], v)
		}
	}
	return hands, nil
}

// ScoreRound scores a round from every player's cards and the Mojo holder
// (mojo.score.colour-max, mojo.score.mojo), checking the cards against the
// deck (mojo.deck).
func (Ruleset) ScoreRound(players []string, _ engine.Options, e engine.Entry) (engine.RoundScore, error) {
	n := len(players)
	hands, err := EntryHands(e)
	if err != nil {
		return engine.RoundScore{}, err
	}
	if len(hands) != n {
		return engine.RoundScore{}, engine.EntryErrorTold(FieldHand, -1, "mojo.error.all-hands", i18n.Args{"Count": n})
	}
	holder := e.Seat(FieldMojo)
	if holder < 0 || holder >= n {
		return engine.RoundScore{}, engine.EntryErrorTold("", -1, "mojo.error.no-holder", nil)
	}
	if err := CheckCards(hands); err != nil {
		var ce *CardError
		if errors.As(err, &ce) {
			return engine.RoundScore{}, engine.EntryErrorTold(FieldHand, ce.Hand, "mojo.error.player-cards", i18n.Args{"Name": players[ce.Hand], "Err": err})
		}
		return engine.RoundScore{}, &engine.EntryError{Field: FieldHand, Seat: -1, Msg: err.Error()}
	}
	if err := checkEmptyHands(players, hands, holder); err != nil {
		return engine.RoundScore{}, err
	}
	points := make([]int, n)
	for i, h := range hands {
		points[i] = Points(h)
	}
	scores, face := RoundScores(points, holder)
	rep := scoreReport{Game: "mojo", MojoFace: face.String()}
	rs := engine.RoundScore{Scores: scores, Report: &rep, Rules: "mojo.score.colour-max, mojo.score.mojo",
		Header: []string{"Player", "Cards", "Counted", "Points", "Mojo", "Score"},
		HeaderTold: []i18n.Phrase{{ID: "mojo.word.score-player"}, {ID: "mojo.word.score-cards"}, {ID: "mojo.word.score-counted"},
			{ID: "mojo.word.score-points"}, {ID: "mojo.word.score-mojo"}, {ID: "mojo.word.score-score"}}}
	for i, name := range players {
		p := playerReport{Name: name, Points: points[i], Score: scores[i], Mojo: i == holder, Cards: hands[i], Counted: Counted(hands[i])}
		if p.Counted == nil {
			p.Counted = []int{}
		}
		rep.Players = append(rep.Players, p)
		mojoCell, told := "", make([]i18n.Phrase, 6)
		told[2] = colourCardsTold(p.Counted)
		if p.Mojo {
			mojoCell = "Mojo " + rep.MojoFace
			told[4] = i18n.Phrase{ID: "mojo.word.score-mojo-face", Args: i18n.Args{"Face": rep.MojoFace}}
		}
		rs.RowsTold = append(rs.RowsTold, told)
		rs.Rows = append(rs.Rows, []string{name, spacedInts(p.Cards), colourCards(p.Counted), strconv.Itoa(p.Points), mojoCell, strconv.Itoa(p.Score)})
	}
	if face == FaceZero {
		rs.Notes = []engine.ScoreNote{{Who: players[holder], Text: " took the Mojo card and was lowest (or tied): scores 0; the card goes back face 0 [mojo.score.mojo]",
			Told: i18n.Phrase{ID: "mojo.word.score-note-zero"}}}
	} else {
		rs.Notes = []engine.ScoreNote{{Who: players[holder], Text: fmt.Sprintf(" took the Mojo card but was not lowest: %d points +10 = %d; the card goes back face +10 [mojo.score.mojo]", points[holder], scores[holder]),
			Told: i18n.Phrase{ID: "mojo.word.score-note-penalty", Args: i18n.Args{"Count": points[holder], "Score": scores[holder]}}}}
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
		return engine.EntryErrorTold("", -1, "mojo.error.empty-hands", i18n.Args{"Names": strings.Join(empty, ", ")})
	case len(empty) == 1 && first != holder:
		return engine.EntryErrorTold("", -1, "mojo.error.empty-not-holder", i18n.Args{"Name": players[first], "Holder": players[holder]})
	}
	return nil
}

// CheckScores checks scores entered without cards (mojo.score.mojo); the
// Mojo holder may be given with them.
func (Ruleset) CheckScores(players []string, scores []int, e engine.Entry) error {
	if err := CheckRoundScores(scores, e.Seat(FieldMojo)); err != nil {
		var se *ScoreError
		if errors.As(err, &se) {
			told := se.DescribeTold(players[se.Seat])
			return &engine.EntryError{Field: "scores", Seat: se.Seat, Msg: se.Describe(players[se.Seat]), Say: told}
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

// colourCards writes counted cards with their colours.
func colourCards(vals []int) string {
	parts := make([]string, len(vals))
	for i, v := range vals {
		parts[i] = fmt.Sprintf("%d %s", v, ColourOf(v))
	}
	return strings.Join(parts, ", ")
}

// colourCardIDs are the messages of a counted card with its colour, by
// colour.
var colourCardIDs = [NumColours]string{"mojo.word.card-blue", "mojo.word.card-green", "mojo.word.card-yellow", "mojo.word.card-orange", "mojo.word.card-red"}

// colourCardsTold is colourCards as a phrase for other languages (zero for
// no card).
func colourCardsTold(vals []int) i18n.Phrase {
	if len(vals) == 0 {
		return i18n.Phrase{}
	}
	parts := make([]i18n.Phrase, len(vals))
	for i, v := range vals {
		parts[i] = i18n.Phrase{ID: colourCardIDs[ColourOf(v)], Args: i18n.Args{"Value": v}}
	}
	return i18n.Phrase{ID: "mojo.word.score-counted-list", Args: i18n.Args{"Cards": parts}}
}

var (
	_ engine.RoundScorer = Ruleset{}
	_ engine.PadRules    = Ruleset{}
	_ engine.PadStarter  = Ruleset{}
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
func (Ruleset) PadEnd(int, engine.Options) engine.PadEnd {
	return engine.PadEnd{
		Rule:       "mojo.game-end",
		Refusal:    fmt.Sprintf("the game is over (a total reached %d), so no more rounds can be added", GameEndTotal),
		RefusalMsg: i18n.Phrase{ID: "mojo.error.game-over", Args: i18n.Args{"Total": GameEndTotal}},
		WinRule:    "mojo.game-end",
		Why:        fmt.Sprintf(" (a total reached %d; lowest total wins)", GameEndTotal),
		Threshold:  GameEndTotal,
	}
}

// NextStart returns the Mojo holder, who starts the next round, and the
// face the card went back with (mojo.next-round, mojo.score.mojo). The
// scores tell the face: the holder scores 0 exactly when it goes back
// face 0.
func (Ruleset) NextStart(e engine.Entry, scores []int) (int, string) {
	h := e.Seat(FieldMojo)
	if h < 0 || h >= len(scores) {
		return h, ""
	}
	return h, FaceOfScores(scores, h).String()
}

// StartRule says who starts each round (mojo.next-round).
func (Ruleset) StartRule() string { return "the Mojo holder starts each round" }

// StartRuleTold is StartRule to tell in any language.
func (Ruleset) StartRuleTold() i18n.Phrase { return i18n.Phrase{ID: "mojo.error.start-rule"} }

// StartNote says who starts the next round and what the Mojo card shows
// (mojo.next-round).
func (Ruleset) StartNote(who, face string) string {
	return fmt.Sprintf("%s starts; the Mojo card shows %s [mojo.next-round]", who, face)
}

// RoundNote says who took the Mojo card and its face.
func (Ruleset) RoundNote(who, face string) string { return fmt.Sprintf("%s took Mojo (%s)", who, face) }
