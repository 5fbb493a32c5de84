// Package reviewrun judges a game's decisions for the commands that show
// a review (review, replay --show --review): engine/review's Judge, with
// a bar of the decisions judged on a terminal, and the flags both take.
package reviewrun

import (
	"io"

	"github.com/urfave/cli/v2"

	"tabletop/cmd/cmdutil"
	"tabletop/cmd/internal/progress"
	"tabletop/engine/i18n"
	"tabletop/engine/review"
)

// Judge judges points with o (review.Judge). When errOut is a terminal it
// draws there a bar of the decisions judged (progress: desc names them,
// its their rate), erased once they are all judged; nothing otherwise
// (pipes, files, tests).
func Judge(points []review.Point, o review.Options, errOut io.Writer, desc, its string) []review.Decision {
	return judgeWith(review.Judge, points, o, errOut, desc, its)
}

// judgeWith is Judge with judge judging.
func judgeWith(judge func([]review.Point, review.Options) []review.Decision, points []review.Point, o review.Options, errOut io.Writer, desc, its string) []review.Decision {
	if cmdutil.IsTerminal(errOut) {
		b := progress.Start(errOut, len(points), desc, its)
		defer b.Stop()
		o.Progress = func(done, total int) { b.Total(total); b.Update(done) }
	}
	return judge(points, o)
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
