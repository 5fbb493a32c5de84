package sim

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"

	"github.com/urfave/cli/v2"

	"tabletop/cmd/cmdutil"
	"tabletop/engine"
	"tabletop/engine/fileio"
	"tabletop/engine/i18n"
	"tabletop/engine/sim"
)

// checkLevel reads --check (none, cheap or deep) and its synonym --deep.
func checkLevel(c *cli.Context) (engine.CheckLevel, error) {
	name := strings.ToLower(strings.TrimSpace(c.String("check")))
	if c.Bool("deep") {
		if c.IsSet("check") && name != "deep" {
			return 0, cmdutil.UsageError(cmdutil.CLIError("arg.deep-check", i18n.Args{"Name": name}))
		}
		name = "deep"
	}
	switch name {
	case "none":
		return engine.CheckNone, nil
	case "cheap", "":
		return engine.CheckCheap, nil
	case "deep":
		return engine.CheckDeep, nil
	}
	return 0, cmdutil.UsageError(cmdutil.CLIError("arg.check", i18n.Args{"Got": i18n.Quoted(c.String("check"))}))
}

// writeCSV writes sim --csv: a header, then one row per game in game
// order: game number, seed, moves, rounds (Makoto: games of the series),
// winning seats (numbers from 1, separated by spaces), whether the game
// broke an invariant, the ruleset's counters for that game, and the game
// number again as sim_game.
func writeCSV(file string, rs engine.Ruleset, r sim.Result) error {
	t := r.PerGame
	if t == nil {
		return nil
	}
	var buf bytes.Buffer
	w := csv.NewWriter(&buf)
	head := append([]string{"game", "seed", "moves", engine.RoundWordOf(rs).Key() + "s_played", "winners", "invariant_violation"}, t.Counters...)
	// "game" is the simulated game's number beside counters that may count
	// games too (a Makoto series): sim_game says it plainly, at the end so
	// that every column keeps its place.
	head = append(head, "sim_game")
	_ = w.Write(head)
	row := make([]string, len(head))
	var win []string
	for g, gr := range t.Rows {
		win = win[:0]
		for s := range r.Players {
			if gr.Winners&(1<<s) != 0 {
				win = append(win, strconv.Itoa(s+1))
			}
		}
		row = append(row[:0], strconv.Itoa(g), strconv.FormatUint(gr.Seed, 10), strconv.Itoa(gr.Moves),
			strconv.Itoa(gr.Rounds), strings.Join(win, " "), strconv.FormatBool(gr.Failed))
		for _, c := range gr.Counts {
			row = append(row, strconv.FormatInt(c, 10))
		}
		row = append(row, strconv.Itoa(g))
		_ = w.Write(row)
	}
	w.Flush()
	if err := w.Error(); err != nil {
		return i18n.At("--csv "+file, err)
	}
	if err := fileio.WriteFileAtomic(file, buf.Bytes(), 0o644); err != nil {
		return i18n.At("--csv", err)
	}
	return nil
}

// printStats prints the statistics of game, one a line, in plain
// words: the game's own label in lang (engine.StatsRuleset's StatLabel),
// else the JSON key with spaces.
func (o *Options) printStats(w io.Writer, lang, game string, stats map[string]float64) {
	if len(stats) == 0 {
		return
	}
	keys := make([]string, 0, len(stats))
	for k := range stats {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	rs, _ := engine.Lookup(game)
	labeler, _ := rs.(engine.StatsRuleset)
	fmt.Fprintln(w, o.Tr(lang, "sim.statistics", nil))
	for _, k := range keys {
		name, ok := "", false
		if labeler != nil {
			name, ok = labeler.StatLabel(k, lang)
		}
		if !ok {
			name = strings.ReplaceAll(k, "_", " ")
		}
		fmt.Fprintf(w, "  %s%s%s\n", name, i18n.Sep(lang, ": "), i18n.Decimal(lang, stats[k], 3))
	}
}
