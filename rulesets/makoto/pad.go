package makoto

import (
	"errors"
	"slices"
	"strconv"
	"strings"

	"tabletop/engine"
	"tabletop/engine/i18n"
	"tabletop/engine/scoring"
)

// The fields of a Makoto game entered at the table: each player's score
// pile, who went out in which order, and the cards left in the Curtain.
const (
	FieldCaptured = "captured"
	FieldOut      = "out"
	FieldCurtain  = "curtain"
)

// RoundFields lists what is entered for a Makoto game (scoring.RoundScorer).
func (*Ruleset) RoundFields() []scoring.RoundField {
	return []scoring.RoundField{
		{Name: FieldCaptured, Kind: scoring.FieldPerPlayer,
			Usage: i18n.Message("makoto.word.help-captured", nil),
			Ask:   i18n.Message("makoto.word.ask-captured", nil)},
		{Name: FieldOut, Kind: scoring.FieldPlayers,
			Usage: i18n.Message("makoto.word.help-out", nil),
			Ask:   i18n.Message("makoto.word.ask-out", nil),
			Note:  i18n.Message("makoto.word.pad-out-note", nil)},
		{Name: FieldCurtain, Kind: scoring.FieldCards,
			Usage: i18n.Message("makoto.word.help-curtain", nil),
			Ask:   i18n.Message("makoto.word.ask-curtain", nil)},
	}
}

// ParseCards reads "2,2,9s" (commas or spaces) into cards written the
// Makoto way.
func (*Ruleset) ParseCards(s string) ([]string, error) {
	cs, err := ParseCards(s)
	if err != nil {
		return nil, err
	}
	return cardStrings(cs), nil
}

// EntryHelp explains 'tabletop score makoto' and a Makoto game on the
// command line.
func (*Ruleset) EntryHelp() scoring.EntryHelp {
	return scoring.EntryHelp{
		Usage:       i18n.Message("makoto.word.help-score-usage", nil),
		Description: i18n.Message("makoto.word.help-score-description", nil),
		Score:       i18n.Message("makoto.word.give-score", nil),
		Pad:         i18n.Message("makoto.word.give-pad", nil),
	}
}

// scoreReport is 'score makoto --json' (CLI.md).
type scoreReport struct {
	Game    string         `json:"game"`
	Players []playerReport `json:"players"`
	// Leaders names who has the highest total of this game, in seat
	// order: more than one on a tie (makoto.winner).
	Leaders []string `json:"leaders"`
}

type playerReport struct {
	Name     string   `json:"name"`
	Reward   int      `json:"reward"`
	Cards    int      `json:"cards"`
	Bonus    int      `json:"bonus"`
	Total    int      `json:"total"`
	Out      int      `json:"out,omitempty"` // 1 = went out first; 0 = last or not at all
	Captured []string `json:"captured"`
	Counted  []string `json:"counted"`
}

// EntryCards reads an entry's score piles and Curtain into cards.
func EntryCards(e scoring.Entry) (captured [][]Card, curtain []Card, err error) {
	for i, pile := range e.PerPlayer(FieldCaptured) {
		cs, err := parseAll(pile)
		if err != nil {
			return nil, nil, &scoring.EntryError{Field: FieldCaptured, Seat: i, Msg: i18n.ErrorPhrase(err)}
		}
		captured = append(captured, cs)
	}
	if curtain, err = parseAll(e.CardList(FieldCurtain)); err != nil {
		return nil, nil, &scoring.EntryError{Field: FieldCurtain, Seat: -1, Msg: i18n.ErrorPhrase(err)}
	}
	return captured, curtain, nil
}

func parseAll(ss []string) ([]Card, error) {
	out := make([]Card, 0, len(ss))
	for _, s := range ss {
		c, err := ParseCard(s)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}

// ScoreRound scores a game from the score piles, the order of going out
// and the Curtain (makoto.score, makoto.rewards,
// makoto.score.curtain-bonus), checking the cards against the set-up
// (makoto.setup) and the order (makoto.last-player).
func (*Ruleset) ScoreRound(players []string, opts engine.Options, e scoring.Entry) (scoring.RoundScore, error) {
	n := len(players)
	captured, curtain, err := EntryCards(e)
	if err != nil {
		return scoring.RoundScore{}, err
	}
	if len(captured) != n {
		return scoring.RoundScore{}, scoring.NewEntryError(FieldCaptured, -1, "makoto.error.all-captured", i18n.Args{"Count": n})
	}
	setup, err := SetupFor(n)
	if err != nil {
		return scoring.RoundScore{}, &scoring.EntryError{Field: "", Seat: -1, Msg: i18n.ErrorPhrase(err)}
	}
	if err := setup.CheckCards(append(slices.Clone(captured), curtain)...); err != nil {
		var ce *CardError
		if errors.As(err, &ce) && ce.Group < n {
			return scoring.RoundScore{}, scoring.NewEntryError(FieldCaptured, ce.Group, "makoto.error.player-captured", i18n.Args{"Name": i18n.Player(players[ce.Group]), "Err": err})
		}
		return scoring.RoundScore{}, scoring.NewEntryError(FieldCurtain, -1, "makoto.error.curtain", i18n.Args{"Err": err})
	}
	out := e.SeatList(FieldOut)
	if err := checkOut(players, out); err != nil {
		return scoring.RoundScore{}, err
	}
	sc, err := ParseScoring(opts[OptionPoints], opts[OptionRewards])
	if err != nil {
		return scoring.RoundScore{}, &scoring.EntryError{Field: scoring.OptionsField, Seat: -1, Msg: i18n.ErrorPhrase(err)}
	}
	res := sc.Score(captured, out, curtain)
	rep := scoreReport{Game: "makoto"}
	rs := scoring.RoundScore{Scores: make([]int, n), Report: &rep, Rules: "makoto.score, makoto.rewards, makoto.score.curtain-bonus",
		Header: []i18n.Phrase{{ID: "makoto.word.score-player"}, {ID: "makoto.word.score-out"}, {ID: "makoto.word.score-reward"},
			{ID: "makoto.word.score-scoring"}, {ID: "makoto.word.score-cards"}, {ID: "makoto.word.score-bonus"}, {ID: "makoto.word.score-total"}},
		Parts: []scoring.ScorePart{{Key: "reward", Label: i18n.Message("makoto.word.part-rewards", nil), Points: make([]int, n)},
			{Key: "curtain_bonus", Label: i18n.Message("makoto.word.part-bonuses", nil), Points: make([]int, n)}}}
	for i, name := range players {
		rs.Scores[i] = res[i].Total
		rs.Parts[0].Points[i], rs.Parts[1].Points[i] = res[i].Reward, res[i].Bonus
		var scoring []Card
		for _, c := range captured[i] {
			if sc.Points[c.Value()] > 0 {
				scoring = append(scoring, c)
			}
		}
		p := playerReport{Name: name, Reward: res[i].Reward, Cards: res[i].Cards, Bonus: res[i].Bonus, Total: res[i].Total,
			Captured: cardStrings(captured[i]), Counted: cardStrings(scoring), Out: slices.Index(out, i) + 1}
		rep.Players = append(rep.Players, p)
		place := i18n.Plain("-")
		if p.Out > 0 {
			place = i18n.Message(ordinalID(p.Out), i18n.Args{"Count": p.Out})
		}
		rs.Rows = append(rs.Rows, []i18n.Phrase{i18n.Plain(name), place, i18n.Plain(strconv.Itoa(p.Reward)), i18n.Plain(strings.Join(p.Counted, " ")),
			i18n.Plain(strconv.Itoa(p.Cards)), i18n.Plain(strconv.Itoa(p.Bonus)), i18n.Plain(strconv.Itoa(p.Total))})
	}
	if len(out) == 0 {
		rs.Notes = append(rs.Notes, scoring.ScoreNote{Text: i18n.Message("makoto.word.score-note-nobody-out", nil)})
	}
	rs.Leaders, rs.LeadRule = Winners(rs.Scores), "makoto.winner"
	for _, p := range rs.Leaders {
		rep.Leaders = append(rep.Leaders, players[p])
	}
	return rs, nil
}

// checkOut checks the order of going out: each seat once, and at most all
// but one player (makoto.last-player: the last one left takes no reward).
func checkOut(players []string, out []int) error {
	n := len(players)
	bad := func(msg string, args i18n.Args) error {
		return scoring.NewEntryError(FieldOut, -1, msg, args)
	}
	if len(out) > n-1 {
		return bad("makoto.error.too-many-out", i18n.Args{"Count": len(out), "With": engine.WithPlayers(n), "Most": n - 1})
	}
	for i, s := range out {
		if s < 0 || s >= n {
			return bad("makoto.error.out-not-player", i18n.Args{"Seat": s + 1})
		}
		if slices.Contains(out[:i], s) {
			return bad("makoto.error.out-twice", i18n.Args{"Name": i18n.Player(players[s])})
		}
	}
	return nil
}

// CheckScores accepts any scores that are not negative: a Makoto game's
// highest score depends on the options (MaxRoundScore bounds it).
func (*Ruleset) CheckScores([]string, []int, scoring.Entry) error { return nil }

// MaxRoundScore is the most one player can score in a game under opts: the
// highest reward plus the points of every card in play that scores (the
// Curtain bonus counts cards from the same deck) (makoto.score,
// makoto.rewards, makoto.score.curtain-bonus).
func (*Ruleset) MaxRoundScore(players int, opts engine.Options) int {
	sc, err := ParseScoring(opts[OptionPoints], opts[OptionRewards])
	if err != nil {
		sc = DefaultScoring()
	}
	setup, err := SetupFor(players)
	if err != nil {
		setup = setups[MaxPlayers]
	}
	return MaxGameScore(setup, sc)
}

func cardStrings(cs []Card) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.String()
	}
	return out
}

// ordinalID is the message of place n in the order of going out, by the
// suffix of the English ordinal (1st, 2nd, 3rd, 4th, 11th, 21st).
func ordinalID(n int) string {
	switch {
	case n%100 >= 11 && n%100 <= 13:
		return "makoto.word.score-place-th"
	case n%10 == 1:
		return "makoto.word.score-place-st"
	case n%10 == 2:
		return "makoto.word.score-place-nd"
	case n%10 == 3:
		return "makoto.word.score-place-rd"
	}
	return "makoto.word.score-place-th"
}

var (
	_ scoring.RoundScorer  = (*Ruleset)(nil)
	_ scoring.PadRules     = (*Ruleset)(nil)
	_ scoring.PadDealer    = (*Ruleset)(nil)
	_ scoring.ScoreLimiter = (*Ruleset)(nil)
)

// PadLength is the series' length, or 1 for a single game
// (makoto.series.length).
func (*Ruleset) PadLength(players int, opts engine.Options) int {
	if opts[OptionSeries] == "off" {
		return 1
	}
	return SeriesLength(players)
}

// PadOver reports whether every game of the series was played.
func (rs *Ruleset) PadOver(rounds int, totals []int, opts engine.Options) bool {
	return rounds >= rs.PadLength(len(totals), opts)
}

// PadLeaders returns the seats with the highest total (makoto.winner).
func (*Ruleset) PadLeaders(totals []int) []int { return Winners(totals) }

// PadCheck checks the points and rewards options (makoto.score,
// makoto.rewards).
func (*Ruleset) PadCheck(opts engine.Options) error {
	_, err := ParseScoring(opts[OptionPoints], opts[OptionRewards])
	return err
}

// PadEnd explains makoto.series.length and makoto.winner.
func (rs *Ruleset) PadEnd(players int, opts engine.Options) scoring.PadEnd {
	n := rs.PadLength(players, opts)
	return scoring.PadEnd{
		Rule:    "makoto.series.length",
		Refusal: i18n.Message("makoto.error.series-over", i18n.Args{"Count": n}),
		WinRule: "makoto.winner",
		Why:     i18n.Message("makoto.word.pad-why", i18n.Args{"Count": n}),
	}
}

// DealerOf returns the dealer of game k: the deal passes left
// (makoto.series.length).
func (*Ruleset) DealerOf(first, k, players int) int { return DealerOf(first, k, players) }

// MarkLid is the box lid as a pad records it (scoring.PadMark): who holds
// it in each game (makoto.lid).
const MarkLid = "lid"

// PadDeal declares the deal of a series as a pad records it: the dealer
// of each game (makoto.series.length) and who holds the box lid
// (makoto.lid).
func (*Ruleset) PadDeal() scoring.PadDeal {
	return scoring.PadDeal{WrongDealer: "makoto.error.pad-dealer",
		Marks: []scoring.PadMark{{Key: MarkLid, Note: "makoto.word.pad-lid-note", Short: "makoto.word.detail-lid",
			Wrong: "makoto.error.pad-lid", None: "makoto.error.pad-no-lid"}}}
}

// MarkHolder returns who holds the box lid in game k: nobody in the first
// game or without the lid option, else the lowest scorer of the previous
// game (makoto.lid, SeriesLidHolder).
func (*Ruleset) MarkHolder(key string, k int, prev []int, dealer int, opts engine.Options) int {
	if key != MarkLid || k == 0 || opts[OptionLid] == "off" {
		return -1
	}
	return SeriesLidHolder(prev, dealer, opts[OptionLidTie])
}
