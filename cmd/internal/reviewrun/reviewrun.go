// Package reviewrun judges a game's decisions for the commands that show
// a review (review, replay --show --review): engine/review's Judge, with
// a bar of the decisions judged on a terminal, and the flags both take.
package reviewrun

import (
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/urfave/cli/v2"

	"tabletop/cmd/cmdutil"
	"tabletop/engine/i18n"
	"tabletop/engine/review"
)

// Judge judges points with o (review.Judge). When errOut is a terminal it
// draws there a bar of the decisions judged, label naming them, erased
// once they are all judged; nothing otherwise (pipes, files, tests).
func Judge(points []review.Point, o review.Options, errOut io.Writer, label string) []review.Decision {
	return judgeWith(review.Judge, points, o, errOut, label)
}

// judgeWith is Judge with judge judging.
func judgeWith(judge func([]review.Point, review.Options) []review.Decision, points []review.Point, o review.Options, errOut io.Writer, label string) []review.Decision {
	if cmdutil.IsTerminal(errOut) {
		b := &bar{w: errOut, label: label}
		o.Progress = b.draw
		defer b.erase()
	}
	return judge(points, o)
}

// barWidth is how many cells the bar's track has.
const barWidth = 30

// bar draws "label [#####·····] 12/40" over itself on one line.
type bar struct {
	w     io.Writer
	label string
	drawn int // the runes of the last line drawn
}

// draw draws the bar after done of total decisions (review.Options.Progress).
func (b *bar) draw(done, total int) {
	full := 0
	if total > 0 {
		full = barWidth * done / total
	}
	line := fmt.Sprintf("%s [%s%s] %d/%d", b.label, strings.Repeat("#", full), strings.Repeat("·", barWidth-full), done, total)
	n := utf8.RuneCountInString(line)
	fmt.Fprint(b.w, "\r"+line+strings.Repeat(" ", max(0, b.drawn-n)))
	b.drawn = max(n, b.drawn)
}

// erase leaves the line as it was before the bar.
func (b *bar) erase() {
	if b.drawn > 0 {
		fmt.Fprint(b.w, "\r"+strings.Repeat(" ", b.drawn)+"\r")
	}
}

// SeedFlag is --seed of the commands that review: the seed of the
// search.
func SeedFlag() cli.Flag {
	return &cli.Uint64Flag{Name: "seed", Usage: "seed `N` of the search: the same file, seed and budget give the same review", Value: 1}
}

// BudgetFlag is --budget of the commands that review: the search
// iterations of each decision.
func BudgetFlag() cli.Flag {
	return &cli.IntFlag{Name: "budget", Usage: "`N` search iterations per decision: more judge more precisely, more slowly", Value: review.DefaultBudget}
}

// Budget reads --budget: at least 1.
func Budget(c *cli.Context) (int, error) {
	b := c.Int("budget")
	if b < 1 {
		return 0, cmdutil.UsageError(cmdutil.CLIError("arg.review-budget", i18n.Args{"N": b}))
	}
	return b, nil
}
