// Package reviewtext says a review's judged decisions in the reader's
// language, the same words for `tabletop review` (its marked decisions)
// and `replay --show --review` (beside each move): the mark, the chance to
// win lost, the points, the best move and what it does, and the position
// in one line. Its messages are the commands' (cmd/locales, "review.*").
package reviewtext

import (
	"fmt"
	"math"
	"strings"

	"tabletop/engine"
	"tabletop/engine/i18n"
	"tabletop/engine/review"
	"tabletop/engine/story"
	"tabletop/host/gamewords"
)

// Words are the commands' message lookups (cmdutil.Factory's Tr and TrN)
// and the reader's language.
type Words struct {
	Lang string
	Tr   func(lang, id string, data i18n.Args) string
	TrN  func(lang, id string, n int, data i18n.Args) string
}

// Mark is the mark's word ("mistake"), "" for none.
func (w Words) Mark(m review.Mark) string {
	if m == review.None {
		return ""
	}
	return w.Tr(w.Lang, "review.mark."+m.String(), nil)
}

// Rounded is x rounded to one decimal, as review prints and --json
// writes it (never -0).
func Rounded(x float64) float64 { return math.Round(x*10)/10 + 0 }

// decimalCount is the count whose plural form is, in every language,
// that of a number written with one decimal: French takes the singular
// below 2 ("1,5 point"), English, Polish and Russian the fractions' form
// (the "review.*" plural messages of decimals hold that form in every
// form a whole count could pick: 0 and 5 are Polish and Russian "many").
func decimalCount(x float64) int {
	if math.Abs(x) < 2 {
		return 0
	}
	return 5
}

// decimal says x with one decimal, argument name of plural message id.
func (w Words) decimal(id, name string, x float64) string {
	x = Rounded(x)
	return w.TrN(w.Lang, id, decimalCount(x), i18n.Args{name: i18n.Decimal(w.Lang, x, 1)})
}

// Loss says how much chance to win a decision lost: "9.4 percentage
// points less chance to win".
func (w Words) Loss(loss float64) string { return w.decimal("review.loss", "Loss", loss) }

// Points says the points a decision was expected to cost against the
// best move: "costs 1.2 points on average", or gain.
func (w Words) Points(points float64) string {
	switch p := Rounded(points); {
	case p > 0:
		return w.decimal("review.points-cost", "Points", p)
	case p < 0:
		return w.decimal("review.points-gain", "Points", -p)
	}
	return w.Tr(w.Lang, "review.points-none", nil)
}

// Best is the best move with what it does (its effects, as the hint says
// them), or "no move out of turn".
func (w Words) Best(d review.Decision) string {
	if d.BestNone {
		return w.Tr(w.Lang, "review.best-none", nil)
	}
	return gamewords.WithEffects(w.Lang, d.Best, d.BestEffects)
}

// IsBest reports whether d was the best move as the review prints it: the
// move found best, or one that lost nothing to one decimal.
func IsBest(d review.Decision) bool {
	return !d.BestNone && d.Played == d.Best || Rounded(d.Loss) == 0 && Rounded(d.Points) == 0
}

// Judgement says in one line how d was judged: "mistake, 9.4 percentage
// points less chance to win, costs 1.2 points on average; best: play 9 —
// 9 is higher than 8", or "the best move".
func (w Words) Judgement(d review.Decision) string {
	if IsBest(d) {
		return w.Tr(w.Lang, "review.is-best", nil)
	}
	args := i18n.Args{"Loss": w.Loss(d.Loss), "Points": w.Points(d.Points), "Best": w.Best(d)}
	if d.Mark == review.None {
		return w.Tr(w.Lang, "review.judged-unmarked", args)
	}
	args["Mark"] = w.Mark(d.Mark)
	return w.Tr(w.Lang, "review.judged", args)
}

// Position is the position before a decision of seat in one line, as the
// game says it to that seat (story.Headliner), "" when the game says
// none.
func Position(lang string, s engine.State, seat int) string {
	h, ok := s.(story.Headliner)
	if !ok {
		return ""
	}
	return strings.Join(strings.Fields(strings.ReplaceAll(h.Headline(seat).In(lang), "\n", " ")), " ")
}

// Decision says d as review lists its marked decisions, in two lines: its
// number, its player and the position; what was played and its
// judgement. players are the players' names, as the reader's language
// tells them (i18n.Player).
func (w Words) Decision(d review.Decision, players []string) string {
	head := fmt.Sprintf("%d. %s", d.Number, players[d.Seat])
	if pos := Position(w.Lang, d.Before, d.Seat); pos != "" {
		head += i18n.Sep(w.Lang, ": ") + pos
	}
	return head + "\n   " + w.Tr(w.Lang, "review.played", i18n.Args{"Move": d.Played, "Judgement": w.Judgement(d)})
}
