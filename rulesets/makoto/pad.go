package makoto

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"tabletop/engine"
	"tabletop/engine/i18n"
)

// The fields of a Makoto game entered at the table: each player's score
// pile, who went out in which order, and the cards left in the Curtain.
const (
	FieldCaptured = "captured"
	FieldOut      = "out"
	FieldCurtain  = "curtain"
)

// RoundFields lists what is entered for a Makoto game (engine.RoundScorer).
func (*Ruleset) RoundFields() []engine.RoundField {
	return []engine.RoundField{
		{Name: FieldCaptured, Kind: engine.FieldPerPlayer,
			Usage: "Makoto: `NAME=V,V,...` every card in a player's score pile, \"9s\" for a Sword card (repeat per player; none: NAME=)",
			Ask:   "'s score pile (e.g. 2,2,5,13; 9s for a Sword card; empty if none)", AskMsg: "makoto.word.ask-captured"},
		{Name: FieldOut, Kind: engine.FieldPlayers,
			Usage: "Makoto: `NAME,NAME,...` the players who went out, in order (the first takes the highest reward)",
			Ask:   "Who went out, in order (comma-separated; leave out the last player)", AskMsg: "makoto.word.ask-out"},
		{Name: FieldCurtain, Kind: engine.FieldCards,
			Usage: "Makoto: `V,V,...` the cards left in the Curtain (the first player out scores its 2s, 5s and 10s)",
			Ask:   "Cards left in the Curtain (e.g. 2,5,11)", AskMsg: "makoto.word.ask-curtain"},
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
func (*Ruleset) EntryHelp() engine.EntryHelp {
	return engine.EntryHelp{
		Usage: "score a Makoto game: rewards, captured 2s, 5s and 10s, the Curtain bonus",
		Score: "every player's score pile with --captured NAME=V,V,... (and --out, --curtain)",
		Pad:   "every player's score pile (--captured NAME=V,V,..., --out, --curtain)",
		Description: `Each player scores their reward card (makoto.rewards) plus 20 per captured 2,
5 per 5 and 10 per 10 (makoto.score); the first player out also scores the
2s, 5s and 10s left in the Curtain (makoto.score.curtain-bonus). Point values
and rewards are the options points and rewards.

Examples:
   tabletop score makoto --captured Ann=2,2,5,13 --captured Ben=10,7 --captured Cy=5 \
                         --out Ben,Ann --curtain 2,5,11
   tabletop score makoto --captured Ann=2 --captured Ben= --out Ann --option rewards=60,30`,
	}
}

// scoreReport is 'score makoto --json' (CLI.md).
type scoreReport struct {
	Game    string         `json:"game"`
	Players []playerReport `json:"players"`
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
func EntryCards(e engine.Entry) (captured [][]Card, curtain []Card, err error) {
	for i, pile := range e.PerPlayer(FieldCaptured) {
		cs, err := parseAll(pile)
		if err != nil {
			return nil, nil, engine.EntryErrorOf(FieldCaptured, i, err)
		}
		captured = append(captured, cs)
	}
	if curtain, err = parseAll(e.CardList(FieldCurtain)); err != nil {
		return nil, nil, engine.EntryErrorOf(FieldCurtain, -1, err)
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
func (*Ruleset) ScoreRound(players []string, opts engine.Options, e engine.Entry) (engine.RoundScore, error) {
	n := len(players)
	captured, curtain, err := EntryCards(e)
	if err != nil {
		return engine.RoundScore{}, err
	}
	if len(captured) != n {
		return engine.RoundScore{}, engine.EntryErrorTold(FieldCaptured, -1, "makoto.error.all-captured", i18n.Args{"Count": n})
	}
	setup, err := SetupFor(n)
	if err != nil {
		return engine.RoundScore{}, engine.EntryErrorOf("", -1, err)
	}
	if err := setup.CheckCards(append(slices.Clone(captured), curtain)...); err != nil {
		var ce *CardError
		if errors.As(err, &ce) && ce.Group < n {
			return engine.RoundScore{}, engine.EntryErrorTold(FieldCaptured, ce.Group, "makoto.error.player-captured", i18n.Args{"Name": players[ce.Group], "Err": err})
		}
		return engine.RoundScore{}, engine.EntryErrorTold(FieldCurtain, -1, "makoto.error.curtain", i18n.Args{"Err": err})
	}
	out := e.SeatList(FieldOut)
	if err := checkOut(players, out); err != nil {
		return engine.RoundScore{}, err
	}
	sc, err := ParseScoring(opts[OptionPoints], opts[OptionRewards])
	if err != nil {
		return engine.RoundScore{}, engine.EntryErrorOf(engine.OptionsField, -1, err)
	}
	res := sc.Score(captured, out, curtain)
	rep := scoreReport{Game: "makoto"}
	rs := engine.RoundScore{Scores: make([]int, n), Report: &rep, Rules: "makoto.score, makoto.rewards, makoto.score.curtain-bonus",
		Header: []string{"Player", "Out", "Reward", "Scoring cards", "Cards", "Curtain bonus", "Total"},
		HeaderTold: []i18n.Phrase{{ID: "makoto.word.score-player"}, {ID: "makoto.word.score-out"}, {ID: "makoto.word.score-reward"},
			{ID: "makoto.word.score-scoring"}, {ID: "makoto.word.score-cards"}, {ID: "makoto.word.score-bonus"}, {ID: "makoto.word.score-total"}},
		Parts: []engine.ScorePart{{Key: "reward", Label: "rewards", LabelTold: i18n.Phrase{ID: "makoto.word.part-rewards"}, Points: make([]int, n)},
			{Key: "curtain_bonus", Label: "Curtain bonuses", LabelTold: i18n.Phrase{ID: "makoto.word.part-bonuses"}, Points: make([]int, n)}}}
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
		place, told := "-", make([]i18n.Phrase, 7)
		if p.Out > 0 {
			place = ordinal(p.Out)
			told[1] = i18n.Phrase{ID: "makoto.word.score-place", Args: i18n.Args{"Count": p.Out}}
		}
		rs.RowsTold = append(rs.RowsTold, told)
		rs.Rows = append(rs.Rows, []string{name, place, strconv.Itoa(p.Reward), strings.Join(p.Counted, " "), strconv.Itoa(p.Cards), strconv.Itoa(p.Bonus), strconv.Itoa(p.Total)})
	}
	if len(out) == 0 {
		rs.Notes = append(rs.Notes, engine.ScoreNote{Text: "Nobody is listed as out, so no reward and no Curtain bonus is scored; " +
			"at the end of a game every player but the last has gone out [makoto.rewards, makoto.last-player]",
			Told: i18n.Phrase{ID: "makoto.word.score-note-nobody-out"}})
	}
	return rs, nil
}

// checkOut checks the order of going out: each seat once, and at most all
// but one player (makoto.last-player: the last one left takes no reward).
func checkOut(players []string, out []int) error {
	n := len(players)
	bad := func(msg string, args i18n.Args) error {
		return engine.EntryErrorTold(FieldOut, -1, msg, args)
	}
	if len(out) > n-1 {
		return bad("makoto.error.too-many-out", i18n.Args{"Count": len(out), "With": engine.WithPlayers(n), "Most": n - 1})
	}
	for i, s := range out {
		if s < 0 || s >= n {
			return bad("makoto.error.out-not-player", i18n.Args{"Seat": s + 1})
		}
		if slices.Contains(out[:i], s) {
			return bad("makoto.error.out-twice", i18n.Args{"Name": players[s]})
		}
	}
	return nil
}

// CheckScores accepts any scores that are not negative: a Makoto game's
// highest score depends on the options (MaxRoundScore bounds it).
func (*Ruleset) CheckScores([]string, []int, engine.Entry) error { return nil }

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

func ordinal(n int) string {
	switch {
	case n%100 >= 11 && n%100 <= 13:
		return fmt.Sprintf("%dth", n)
	case n%10 == 1:
		return fmt.Sprintf("%dst", n)
	case n%10 == 2:
		return fmt.Sprintf("%dnd", n)
	case n%10 == 3:
		return fmt.Sprintf("%drd", n)
	}
	return fmt.Sprintf("%dth", n)
}

var (
	_ engine.RoundScorer  = (*Ruleset)(nil)
	_ engine.PadRules     = (*Ruleset)(nil)
	_ engine.PadDealer    = (*Ruleset)(nil)
	_ engine.ScoreLimiter = (*Ruleset)(nil)
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
func (rs *Ruleset) PadEnd(players int, opts engine.Options) engine.PadEnd {
	n := rs.PadLength(players, opts)
	games := "1 game"
	if n != 1 {
		games = fmt.Sprintf("%d games", n)
	}
	over := i18n.Phrase{ID: "makoto.error.series-over", Args: i18n.Args{"Count": n}}
	return engine.PadEnd{
		Rule:       "makoto.series.length",
		Refusal:    over.In("en"),
		RefusalMsg: over,
		WinRule:    "makoto.winner",
		Why:        fmt.Sprintf(" after %s (highest total wins)", games),
	}
}

// DealerOf returns the dealer of game k: the deal passes left
// (makoto.series.length).
func (*Ruleset) DealerOf(first, k, players int) int { return DealerOf(first, k, players) }

// LidHolder returns who holds the box lid in game k: nobody in the first
// game or without the lid option, else the lowest scorer of the previous
// game (makoto.lid, SeriesLidHolder).
func (*Ruleset) LidHolder(k int, prev []int, dealer int, opts engine.Options) int {
	if k == 0 || opts[OptionLid] == "off" {
		return -1
	}
	return SeriesLidHolder(prev, dealer, opts[OptionLidTie])
}

// LidNote says who holds the box lid (makoto.lid).
func (*Ruleset) LidNote(who string) string { return who + " holds the box lid [makoto.lid]" }
