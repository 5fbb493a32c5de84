// Package gamewords holds the words a player reads of a game in progress, in
// every language: the prompt's title, a card drawn, a refused move, the
// legal moves and a hint, a finished round's printout and the final
// standings. play prints them and serve's sessions show them, so that a
// person at a served table reads what play prints. Every function speaks
// lang ("" is English); colour paints cards in their colours and names in
// bold, for a terminal.
package gamewords

import (
	"embed"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strings"

	"github.com/olekukonko/tablewriter"
	"github.com/olekukonko/tablewriter/tw"

	"tabletop/engine"
	"tabletop/engine/hints"
	"tabletop/engine/i18n"
	"tabletop/engine/scoring"
	"tabletop/engine/story"
)

// The words in every language: locales/messages.LANG.yaml, English the
// source.
//
//go:embed locales/*.yaml
var localeFiles embed.FS

func init() { i18n.RegisterMessageFiles("gamewords", localeFiles) }

func say(lang, id string, args i18n.Args) string { return i18n.Say(lang, id, args) }

// YourMove is the title of a person's prompt: "Your move" for a seat
// named as the person (the default seat "You", i18n.IsPerson), else
// "Your move, Ann".
func YourMove(lang, name string) string {
	if i18n.IsPerson(lang, name) {
		return say(lang, "gamewords.word.your-move", nil)
	}
	return say(lang, "gamewords.word.your-move-name", i18n.Args{"Name": i18n.Player(name)})
}

// Drew tells a card seen only by the seat that drew it: "You drew a 3
// from the draw pile.", the card in its colour when colour is set.
func Drew(lang string, rs engine.Ruleset, sec story.Secret, colour bool) string {
	card := ACard(lang, sec.Card)
	if colour {
		card = Colour(rs, true, card)
	}
	return say(lang, "gamewords.word.you-drew", i18n.Args{"Card": card, "From": sec.From.In(lang), "Who": ""})
}

// ACard is a card drawn as lang says it where a card is told alone: "an
// 8", "a 3" in English; the card alone where the sentence names it (the
// catalogue says which).
func ACard(lang, card string) string {
	if card == "" {
		return card
	}
	return say(lang, "gamewords.word.a-card", i18n.Args{"Card": card})
}

// Verdict is the one line that refuses m, which err refused on s (s is
// unchanged): the rule and its reason, and a hint when one applies, or
// the notation's error.
func Verdict(lang string, s engine.State, m engine.Move, err error) string {
	re, ok := engine.AsRuleError(err)
	if !ok {
		return i18n.ErrorIn(lang, err)
	}
	msg := say(lang, "gamewords.word.illegal", i18n.Args{"Rule": re.Rule, "Reason": re.Reason.In(lang)})
	if h, ok := hints.For(s, m, re); ok {
		msg += say(lang, "gamewords.word.see-also", i18n.Args{"Rule": h.Rule, "Hint": h.Text.In(lang)})
	}
	return msg
}

// LegalMoves heads the list of moves: "legal moves:".
func LegalMoves(lang string) string { return say(lang, "gamewords.word.legal-moves", nil) }

// Hint is a hint's line: "hint, best first: play 8 8 · play 3".
func Hint(lang string, moves []string) string {
	return say(lang, "gamewords.word.hint", i18n.Args{"Moves": strings.Join(moves, " · ")})
}

// RoundTitle is round n of rs titled in lang with the game's own words
// ("Round 2" for Mojo, "Game 2" for Makoto's series: engine.RoundTitleOf).
func RoundTitle(lang string, rs engine.Ruleset, n int) string {
	return engine.RoundTitleOf(rs, n).In(lang)
}

// Round is the printout of round (Mojo) or game (Makoto) n, just finished
// in s, whose seats are names: the scoring breakdown of the cards shown
// when the ruleset has one (the notes' names in bold when colour is set),
// then the totals; else RoundBrief's.
func Round(lang string, s engine.State, names []string, n int, colour bool) string {
	rs := s.Ruleset()
	res, ok := RoundBreakdown(rs, s, names, s.Config().Options)
	if !ok {
		return RoundBrief(lang, s, names, n, colour)
	}
	var b strings.Builder
	roundHead(&b, lang, s, n, colour)
	var t strings.Builder
	Score(&t, lang, colour, res)
	b.WriteString(ColourTable(rs, colour, t.String()))
	r := s.Rounds()[n-1]
	tot := make([]string, len(names))
	for i, name := range names {
		tot[i] = name + " " + i18n.Int(lang, r.Totals[i])
	}
	fmt.Fprintln(&b, Totals(lang, strings.Join(tot, ", ")))
	return b.String()
}

// RoundBrief is the short printout of round or game n, just finished in
// s: its title and a table of every seat's score and total.
func RoundBrief(lang string, s engine.State, names []string, n int, colour bool) string {
	var b strings.Builder
	roundHead(&b, lang, s, n, colour)
	r := s.Rounds()[n-1]
	rows := make([][]string, len(names))
	for i, name := range names {
		rows[i] = []string{name, i18n.Int(lang, r.Scores[i]), i18n.Int(lang, r.Totals[i])}
	}
	ScoreTable(&b, lang, rows)
	return b.String()
}

// roundHead writes round n's title (in bold when colour is set) and what
// ended it, on one line.
func roundHead(b *strings.Builder, lang string, s engine.State, n int, colour bool) {
	fmt.Fprint(b, paint(colour, "1", RoundTitle(lang, s.Ruleset(), n)))
	if r := s.Rounds()[n-1]; !r.Detail.IsZero() {
		fmt.Fprintf(b, "%s%s", i18n.Sep(lang, ": "), r.Detail.In(lang))
	}
	fmt.Fprintln(b)
}

// Totals is the line of a round's totals: "Totals: Ann 12, Ben 30".
func Totals(lang, totals string) string {
	return say(lang, "gamewords.word.totals", i18n.Args{"Totals": totals})
}

// ScoreTable prints rows of player, score and total under their heads.
func ScoreTable(w io.Writer, lang string, rows [][]string) error {
	return Table(w, []string{say(lang, "gamewords.word.player", nil), say(lang, "gamewords.word.score", nil), say(lang, "gamewords.word.total", nil)}, rows, nil)
}

// RoundBreakdown scores the last finished round of s from the cards shown
// at its end, as 'tabletop score' does; false when the ruleset cannot.
func RoundBreakdown(rs engine.Ruleset, s engine.State, players []string, opts engine.Options) (scoring.RoundScore, bool) {
	rr, ok1 := s.(story.RoundReporter)
	sc, ok2 := rs.(scoring.RoundScorer)
	if !ok1 || !ok2 {
		return scoring.RoundScore{}, false
	}
	e, ok := rr.LastRoundEntry()
	if !ok {
		return scoring.RoundScore{}, false
	}
	res, err := sc.ScoreRound(players, opts, e)
	if err != nil {
		return scoring.RoundScore{}, false
	}
	return res, true
}

// Score prints a scored round: the ruleset's table and its notes (whose
// names in bold when bold is set).
func Score(w io.Writer, lang string, bold bool, res scoring.RoundScore) error {
	rows := make([][]string, len(res.Rows))
	for i, row := range res.Rows {
		rows[i] = phrasesIn(lang, row)
	}
	if err := Table(w, phrasesIn(lang, res.Header), rows, nil); err != nil {
		return err
	}
	for _, n := range res.Notes {
		fmt.Fprintf(w, "%s%s\n", paint(bold, "1", n.Who), n.Text.In(lang))
	}
	return nil
}

// phrasesIn says every phrase of ps in lang.
func phrasesIn(lang string, ps []i18n.Phrase) []string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = p.In(lang)
	}
	return out
}

// WithEffects is a move's text followed by what its first three effects
// do, in lang: "play 9 — 9 is higher than 8; Ann draws a card".
func WithEffects(lang, text string, effects []engine.Effect) string {
	var what []string
	for _, e := range effects {
		what = append(what, e.Text.In(lang))
		if len(what) == 3 {
			break
		}
	}
	if len(what) == 0 {
		return text
	}
	return text + " — " + i18n.Join(lang, what, "; ")
}

// Table prints rows under a header (and over a footer, when not nil) as
// a plain table.
func Table(w io.Writer, header []string, rows [][]string, footer []string) error {
	t := tablewriter.NewTable(w,
		tablewriter.WithHeaderAutoFormat(tw.Off),
		tablewriter.WithFooterAutoFormat(tw.Off),
		tablewriter.WithRowAlignment(tw.AlignLeft),
	)
	t.Header(toAny(header)...)
	for _, r := range rows {
		if err := t.Append(toAny(r)...); err != nil {
			return err
		}
	}
	if footer != nil {
		t.Footer(toAny(footer)...)
	}
	return t.Render()
}

func toAny(s []string) []any {
	out := make([]any, len(s))
	for i, v := range s {
		out[i] = v
	}
	return out
}

// Summary is how a game ended (or where it stopped): play --json prints
// it, and Standings tells it.
type Summary struct {
	Game    string               `json:"game"`
	Seed    uint64               `json:"seed"`
	Options engine.Options       `json:"options"`
	Players []PlayerTotal        `json:"players"`
	Moves   int                  `json:"moves"`
	Rounds  []engine.RoundResult `json:"rounds"`
	Over    bool                 `json:"over"`
	Winners []string             `json:"winners"`
	Log     string               `json:"log,omitempty"`
}

// PlayerTotal is a seat's total in a Summary.
type PlayerTotal struct {
	Name   string `json:"name"`
	Bot    string `json:"bot,omitempty"`
	Total  int    `json:"total"`
	Winner bool   `json:"winner"`
}

// Summarize is the summary of s, set up with opts and seed, after moves
// moves; its seats are names played by bots (a person's: "").
func Summarize(s engine.State, names, bots []string, opts engine.Options, seed uint64, moves int) Summary {
	sum := Summary{Game: s.Ruleset().Name(), Seed: seed, Options: opts, Moves: moves, Rounds: s.Rounds(), Over: s.IsTerminal(), Winners: []string{}}
	winners := s.Winners()
	totals := s.Totals()
	for i, name := range names {
		w := slices.Contains(winners, i)
		sum.Players = append(sum.Players, PlayerTotal{Name: name, Bot: bots[i], Total: totals[i], Winner: w})
		if w {
			sum.Winners = append(sum.Winners, name)
		}
	}
	if sum.Rounds == nil {
		sum.Rounds = []engine.RoundResult{}
	}
	return sum
}

// Standings prints the final standings of sum: the players' totals, who
// won after how many moves, and the log written.
func Standings(w io.Writer, lang string, colour bool, sum Summary) error {
	fmt.Fprintln(w, paint(colour, "1", say(lang, "gamewords.word.standings", nil)))
	rows := make([][]string, len(sum.Players))
	for i, p := range sum.Players {
		mark := ""
		if p.Winner {
			mark = say(lang, "gamewords.word.winner", nil)
		}
		rows[i] = []string{p.Name, i18n.Int(lang, p.Total), mark}
	}
	if err := Table(w, []string{say(lang, "gamewords.word.player", nil), say(lang, "gamewords.word.total", nil), ""}, rows, nil); err != nil {
		return err
	}
	moves := say(lang, "gamewords.word.moves", i18n.Args{"Count": sum.Moves})
	fmt.Fprintln(w, say(lang, "gamewords.word.won", i18n.Args{"Count": len(sum.Winners), "Winners": i18n.Player(paint(colour, "32", JoinNames(lang, sum.Winners))), "Moves": moves}))
	if sum.Log != "" {
		fmt.Fprintln(w, say(lang, "gamewords.word.log-written", i18n.Args{"Log": sum.Log}))
	}
	return nil
}

// JoinNames lists names as lang does: "Ala, Ola and Ewa".
func JoinNames(lang string, ns []string) string {
	switch len(ns) {
	case 0:
		return "nobody"
	case 1:
		return ns[0]
	}
	return say(lang, "gamewords.word.and", i18n.Args{"Rest": strings.Join(ns[:len(ns)-1], ", "), "Last": ns[len(ns)-1]})
}

// paint wraps text in the terminal's colour code when on.
func paint(on bool, code, text string) string {
	if !on {
		return text
	}
	return "\x1b[" + code + "m" + text + "\x1b[0m"
}

// cardColours are the terminal colours of card colour names.
var cardColours = map[string]string{
	"blue": "34", "green": "32", "yellow": "33", "orange": "38;5;208", "red": "31",
}

// bracketed matches a list of cards in a view ("[9 8 1]") and a top card
// ("8 on top"); cardWord one card in it.
var (
	bracketed = regexp.MustCompile(`\[[0-9 ,s]+\]|\b[0-9]+ on top\b|\b(a|an) [0-9]+\b`)
	cardWord  = regexp.MustCompile(`[0-9]+s?`)
)

// Colour paints the cards in a line of text in their colours when on, for
// a ruleset with coloured cards.
func Colour(rs engine.Ruleset, on bool, text string) string {
	cc, ok := rs.(story.CardColourer)
	if !ok || !on {
		return text
	}
	return bracketed.ReplaceAllStringFunc(text, func(part string) string {
		return cardWord.ReplaceAllStringFunc(part, func(card string) string {
			return paintCard(cc, card)
		})
	})
}

func paintCard(cc story.CardColourer, card string) string {
	if col := cardColours[cc.CardColour(card)]; col != "" {
		return paint(true, col, card)
	}
	return card
}

// ColourTable paints the cards of a printed score table (the Cards and
// Counted columns: every number followed by a space or a colour word)
// when on.
func ColourTable(rs engine.Ruleset, on bool, table string) string {
	cc, ok := rs.(story.CardColourer)
	if !ok || !on {
		return table
	}
	lines := strings.Split(table, "\n")
	for i, l := range lines {
		cells := strings.Split(l, "│")
		// Player │ Cards │ Counted │ ...: cells 2 and 3.
		for j := 2; j <= 3 && j < len(cells); j++ {
			cells[j] = cardWord.ReplaceAllStringFunc(cells[j], func(card string) string {
				return paintCard(cc, card)
			})
		}
		lines[i] = strings.Join(cells, "│")
	}
	return strings.Join(lines, "\n")
}
