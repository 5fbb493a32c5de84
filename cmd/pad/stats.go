package pad

import (
	"fmt"
	"io"
	"math"
	"os"
	"slices"
	"unicode"
	"unicode/utf8"

	"github.com/urfave/cli/v2"

	"tabletop/cmd/cmdutil"
	"tabletop/engine"
	"tabletop/engine/fileio"
	"tabletop/engine/i18n"
	"tabletop/host/gamewords"
	"tabletop/scorepad"
)

func newCmdStats(f *cmdutil.Factory, runF func(Options) error) *cli.Command {
	return f.Command(&cli.Command{
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
		Flags: []cli.Flag{cmdutil.JSONFlag()},
		Action: func(c *cli.Context) error {
			args := c.Args().Slice()
			if len(args) == 0 {
				return cmdutil.UsageError(cmdutil.CLIError("arg.pad-files", i18n.Args{"Command": c.Command.FullName()}))
			}
			return f.Pager(f.Streams(c), func(ios cmdutil.IOStreams) error {
				o := &StatsOptions{Env: envOf(f, c), Files: args, JSON: c.Bool("json")}
				o.IO = ios
				return run(o, runF)
			})
		},
	})
}

// padStatsJSON is the --json document of pad stats: one entry per game.
type padStatsJSON struct {
	Games []gameStatsJSON `json:"games"`
}

type gameStatsJSON struct {
	Game     string `json:"game"`
	Pads     int    `json:"pads"`
	Finished int    `json:"finished"`
	// Rounds counts what the pads hold: Mojo's rounds, or the games of
	// Makoto's series, also given as SeriesGames for Makoto.
	Rounds      int               `json:"rounds"`
	SeriesGames *int              `json:"series_games,omitempty"`
	LowWins     bool              `json:"lowest_wins"`
	Players     []playerStatsJSON `json:"players"`
}

type playerStatsJSON struct {
	Name string `json:"name"`
	// Games counts the player's pads, also given as Pads; Rounds their
	// rounds (Makoto: games of the series, also given as SeriesGames).
	Games       int                      `json:"games"`
	Pads        int                      `json:"pads"`
	Wins        int                      `json:"wins"`
	Rounds      int                      `json:"rounds"`
	SeriesGames *int                     `json:"series_games,omitempty"`
	Points      int                      `json:"points"`
	Average     float64                  `json:"average"`
	Best        *int                     `json:"best"`
	Worst       *int                     `json:"worst"`
	Parts       map[string]partStatsJSON `json:"-"`

	// counts are what the game counts (scoring.PadCounter), written under
	// the game's key before the parts ("mojo": {"taken": 3, "plus10": 1}).
	counts jsonField
}

// MarshalJSON writes the game's counts, then the parts (when there are
// any), after the player's own keys.
func (p playerStatsJSON) MarshalJSON() ([]byte, error) {
	type plain playerStatsJSON
	var tail []jsonField
	if p.counts.Key != "" {
		tail = append(tail, p.counts)
	}
	if len(p.Parts) > 0 {
		tail = append(tail, jsonField{"parts", p.Parts})
	}
	return jsonWith(plain(p), tail)
}

type partStatsJSON struct {
	Count  int `json:"count"`
	Points int `json:"points"`
}

// StatsOptions is what pad stats needs: the pads.
type StatsOptions struct {
	Env
	Files []string
	JSON  bool
}

// Run loads every pad of o.Files and prints their statistics.
func (o *StatsOptions) Run() error {
	ios, files, asJSON := o.IO, o.Files, o.JSON
	pads := make([]*scorepad.Pad, 0, len(files))
	for _, f := range statsFiles(files) {
		if other := otherKind(f); other != nil {
			// play and table leave logs and journals beside the pads:
			// "pad stats *.yaml" reads the pads among them.
			fmt.Fprintf(ios.ErrOut, "tabletop: %s\n", o.Tr(ios.Lang, "pad-stats.skipped", i18n.Args{"Why": cmdutil.OneLine(i18n.ErrorIn(ios.Lang, other))}))
			continue
		}
		p, err := scorepad.Load(f)
		if err != nil {
			return err
		}
		pads = append(pads, p)
	}
	if len(pads) == 0 {
		return cmdutil.UsageError(cmdutil.CLIError("arg.pad-stats-none", nil))
	}
	all := scorepad.StatsByGame(pads)
	if asJSON {
		return cmdutil.WriteJSON(ios.Out, statsDoc(all))
	}
	for i, st := range all {
		if i > 0 {
			fmt.Fprintln(ios.Out)
		}
		if err := o.printStats(ios.Out, ios.Lang, st); err != nil {
			return err
		}
	}
	return nil
}

// statsFiles is files with each file once, however it is named ("a.yaml",
// "./a.yaml", a link to it), in the order first given.
func statsFiles(files []string) []string {
	var kept []string
	var seen []os.FileInfo
	for _, f := range files {
		fi, err := os.Stat(f)
		if err != nil {
			kept = append(kept, f) // Load reports what is wrong with it
			continue
		}
		if slices.ContainsFunc(seen, func(s os.FileInfo) bool { return os.SameFile(s, fi) }) {
			continue
		}
		seen = append(seen, fi)
		kept = append(kept, f)
	}
	return kept
}

// otherKind returns why file is left out of the statistics when it is
// plainly another of tabletop's files (a game log, a table journal, a
// position), or nil.
func otherKind(file string) error {
	data, err := fileio.ReadLimited(file)
	if err != nil {
		return nil // Load reports it
	}
	return fileio.CheckKind(file, data, fileio.KindPad)
}

func statsDoc(all []scorepad.Stats) padStatsJSON {
	doc := padStatsJSON{Games: []gameStatsJSON{}}
	for _, st := range all {
		series := roundKind(st.Game) == "game"
		g := gameStatsJSON{Game: st.Game, Pads: st.Pads, Finished: st.Finished, Rounds: st.Rounds, LowWins: st.LowWins, Players: []playerStatsJSON{}}
		if series {
			g.SeriesGames = &g.Rounds
		}
		for _, ps := range st.Players {
			pj := playerStatsJSON{Name: ps.Name, Games: ps.Games, Pads: ps.Games, Wins: ps.Wins, Rounds: ps.Rounds, Points: ps.Points,
				Average: averageTenths(ps.Average())}
			if series {
				n := ps.Rounds
				pj.SeriesGames = &n
			}
			if ps.Rounds > 0 {
				best, worst := ps.Best, ps.Worst
				pj.Best, pj.Worst = &best, &worst
			}
			if st.Counts.Key != "" {
				counts := make(jsonObject, len(st.Counts.Counts))
				for j, c := range st.Counts.Counts {
					counts[j] = jsonField{c.Key, ps.Counts[j]}
				}
				pj.counts = jsonField{st.Counts.Key, counts}
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

// averageTenths rounds an average to tenths, halves up (245/4 = 61.25 is
// 61.3), the same in the text and in --json.
func averageTenths(x float64) float64 { return math.Round(x*10) / 10 }

// printStats prints one game's statistics as a table, in lang.
func (e Env) printStats(w io.Writer, lang string, st scorepad.Stats) error {
	kind := roundKind(st.Game)
	fmt.Fprintln(w, e.Tr(lang, "stats.head", i18n.Args{"Game": gameTitle(st.Game), "Pads": e.TrN(lang, "stats.pads", st.Pads, nil),
		"Finished": i18n.Int(lang, st.Finished), "Rounds": e.roundCount(lang, st.Game, st.Rounds)}))
	header := []string{e.Tr(lang, "stats.player", nil), e.Tr(lang, "stats.pads-col", nil), e.Tr(lang, "stats.wins", nil),
		e.Tr(lang, "stats.rounds-col."+kind, nil), e.Tr(lang, "stats.average", nil), e.Tr(lang, "stats.best", nil), e.Tr(lang, "stats.worst", nil)}
	for _, c := range st.Counts.Counts {
		header = append(header, c.Label.In(lang))
	}
	for _, part := range st.Parts {
		header = append(header, capitalize(part.Label.In(lang)))
	}
	var rows [][]string
	for _, ps := range st.Players {
		best, worst := "-", "-"
		if ps.Rounds > 0 {
			best, worst = i18n.Int(lang, ps.Best), i18n.Int(lang, ps.Worst)
		}
		row := []string{ps.Name, i18n.Int(lang, ps.Games), i18n.Int(lang, ps.Wins), i18n.Int(lang, ps.Rounds),
			i18n.Decimal(lang, averageTenths(ps.Average()), 1), best, worst}
		for _, n := range ps.Counts {
			row = append(row, i18n.Int(lang, n))
		}
		for _, part := range ps.Parts {
			row = append(row, e.TrN(lang, "stats.part-cell", part.Points, i18n.Args{"N": i18n.Int(lang, part.Count)}))
		}
		rows = append(rows, row)
	}
	if err := gamewords.Table(w, header, rows, nil); err != nil {
		return err
	}
	var notes []string
	if st.LowWins {
		notes = append(notes, e.Tr(lang, "stats.note-low."+kind, nil))
	}
	if len(st.Parts) > 0 {
		notes = append(notes, e.Tr(lang, "stats.note-parts."+kind, i18n.Args{"Parts": gamewords.JoinNames(lang, partLabels(lang, st))}))
	}
	if st.Finished < st.Pads {
		notes = append(notes, e.Tr(lang, "stats.note-finished", nil))
	}
	if len(notes) > 0 {
		fmt.Fprintln(w, e.Tr(lang, "stats.notes", i18n.Args{"Notes": capitalize(i18n.Join(lang, notes, "; "))}))
	}
	return nil
}

// capitalize upper-cases the first letter of s.
func capitalize(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 {
		return s
	}
	return string(unicode.ToUpper(r)) + s[n:]
}

func partLabels(lang string, st scorepad.Stats) []string {
	out := make([]string, len(st.Parts))
	for i, p := range st.Parts {
		out[i] = p.Label.In(lang)
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
