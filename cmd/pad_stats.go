package cmd

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/urfave/cli/v2"

	"tabletop/engine"
	"tabletop/scorepad"
)

var padStatsCommand = &cli.Command{
	Name:      "stats",
	Usage:     "statistics over one or many pads: games and wins, rounds, best and worst",
	ArgsUsage: "FILE...",
	Description: `Counts, per player, the pads played and won (finished pads only; a shared
win counts for each), the rounds and their average, the best and worst
round (in Mojo the lowest score is the best), how often each took the Mojo
card and how often it gave +10, and for Makoto the rewards and Curtain
bonuses won (games entered with cards only). The same name in several pads
is one player, whatever its case. Pads of different games are counted
apart.

Examples:
   tabletop pad stats night.yaml
   tabletop pad stats *.yaml --json`,
	Flags:        []cli.Flag{jsonFlag},
	Action:       withArgs(padStats),
	OnUsageError: oneLineUsage,
}

// padStatsJSON is the --json document of pad stats: one entry per game.
type padStatsJSON struct {
	Games []gameStatsJSON `json:"games"`
}

type gameStatsJSON struct {
	Game     string            `json:"game"`
	Pads     int               `json:"pads"`
	Finished int               `json:"finished"`
	Rounds   int               `json:"rounds"`
	LowWins  bool              `json:"lowest_wins"`
	Players  []playerStatsJSON `json:"players"`
}

type playerStatsJSON struct {
	Name    string                   `json:"name"`
	Games   int                      `json:"games"`
	Wins    int                      `json:"wins"`
	Rounds  int                      `json:"rounds"`
	Points  int                      `json:"points"`
	Average float64                  `json:"average"`
	Best    *int                     `json:"best"`
	Worst   *int                     `json:"worst"`
	Mojo    *mojoStatsJSON           `json:"mojo,omitempty"`
	Parts   map[string]partStatsJSON `json:"parts,omitempty"`
}

type mojoStatsJSON struct {
	Taken  int `json:"taken"`
	Plus10 int `json:"plus10"`
}

type partStatsJSON struct {
	Count  int `json:"count"`
	Points int `json:"points"`
}

func padStats(c *cli.Context, args []string) error {
	if len(args) == 0 {
		return usageErrorf("%s: name one or more pad files", c.Command.FullName())
	}
	return runPadStats(args, c.Bool("json"), streamsOf(c))
}

// runPadStats loads every pad of files and prints their statistics.
func runPadStats(files []string, asJSON bool, ios ioStreams) error {
	pads := make([]*scorepad.Pad, 0, len(files))
	for _, f := range files {
		p, err := scorepad.Load(f)
		if err != nil {
			return err
		}
		pads = append(pads, p)
	}
	all := scorepad.StatsByGame(pads)
	if asJSON {
		return writeJSON(ios.Out, statsDoc(all))
	}
	for i, st := range all {
		if i > 0 {
			fmt.Fprintln(ios.Out)
		}
		if err := printStats(ios.Out, st); err != nil {
			return err
		}
	}
	return nil
}

func statsDoc(all []scorepad.Stats) padStatsJSON {
	doc := padStatsJSON{Games: []gameStatsJSON{}}
	for _, st := range all {
		g := gameStatsJSON{Game: st.Game, Pads: st.Pads, Finished: st.Finished, Rounds: st.Rounds, LowWins: st.LowWins, Players: []playerStatsJSON{}}
		for _, ps := range st.Players {
			pj := playerStatsJSON{Name: ps.Name, Games: ps.Games, Wins: ps.Wins, Rounds: ps.Rounds, Points: ps.Points,
				Average: float64(int(ps.Average()*10+0.5)) / 10}
			if ps.Rounds > 0 {
				best, worst := ps.Best, ps.Worst
				pj.Best, pj.Worst = &best, &worst
			}
			if st.HasMojo() {
				pj.Mojo = &mojoStatsJSON{Taken: ps.MojoTaken, Plus10: ps.MojoPlus10}
			}
			if len(st.Parts) > 0 {
				pj.Parts = map[string]partStatsJSON{}
				for j, part := range st.Parts {
					pj.Parts[part.Key] = partStatsJSON{Count: ps.Parts[j].Count, Points: ps.Parts[j].Points}
				}
			}
			g.Players = append(g.Players, pj)
		}
		doc.Games = append(doc.Games, g)
	}
	return doc
}

// printStats prints one game's statistics as a table.
func printStats(w io.Writer, st scorepad.Stats) error {
	word := strings.ToLower(title(st.Game))
	fmt.Fprintf(w, "%s: %s (%d finished), %s\n", gameTitle(st.Game), plural(st.Pads, "pad"), st.Finished, plural(st.Rounds, word))
	header := []string{"Player", "Pads", "Wins", strings.ToUpper(word[:1]) + word[1:] + "s", "Average", "Best", "Worst"}
	if st.HasMojo() {
		header = append(header, "Mojo taken", "Mojo +10")
	}
	for _, part := range st.Parts {
		header = append(header, strings.ToUpper(part.Label[:1])+part.Label[1:])
	}
	var rows [][]string
	for _, ps := range st.Players {
		best, worst := "-", "-"
		if ps.Rounds > 0 {
			best, worst = strconv.Itoa(ps.Best), strconv.Itoa(ps.Worst)
		}
		row := []string{ps.Name, strconv.Itoa(ps.Games), strconv.Itoa(ps.Wins), strconv.Itoa(ps.Rounds),
			strconv.FormatFloat(ps.Average(), 'f', 1, 64), best, worst}
		if st.HasMojo() {
			row = append(row, strconv.Itoa(ps.MojoTaken), strconv.Itoa(ps.MojoPlus10))
		}
		for _, part := range ps.Parts {
			row = append(row, fmt.Sprintf("%d (%d points)", part.Count, part.Points))
		}
		rows = append(rows, row)
	}
	if err := renderTable(w, header, rows, nil); err != nil {
		return err
	}
	var notes []string
	if st.LowWins {
		notes = append(notes, "the lowest total wins, so the best "+word+" is the lowest score")
	}
	if len(st.Parts) > 0 {
		notes = append(notes, fmt.Sprintf("%s: how many %ss gave any, and the points (%ss entered with cards only)", joinNames(partLabels(st)), word, word))
	}
	if st.Finished < st.Pads {
		notes = append(notes, "wins count finished pads only")
	}
	if len(notes) > 0 {
		s := strings.Join(notes, "; ")
		fmt.Fprintf(w, "%s.\n", strings.ToUpper(s[:1])+s[1:])
	}
	return nil
}

func partLabels(st scorepad.Stats) []string {
	out := make([]string, len(st.Parts))
	for i, p := range st.Parts {
		out[i] = p.Label
	}
	return out
}

// gameTitle is a game's display name ("Mojo").
func gameTitle(game string) string {
	if rs, err := engine.Lookup(game); err == nil {
		return rs.Title()
	}
	return game
}
