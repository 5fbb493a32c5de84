package cmd

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/urfave/cli/v2"

	"tabletop/engine"
	"tabletop/rulesets/makoto"
	"tabletop/rulesets/mojo"
	"tabletop/scorepad"
)

func init() { register(scoreCommand) }

var scoreCommand = &cli.Command{
	Name:      "score",
	Usage:     "score one round of Mojo or one game of Makoto from the cards",
	ArgsUsage: "mojo|makoto",
	Description: `Scores what the players show at the end of a Mojo round or a Makoto game,
with the rulesets' own scoring. Without flags on a terminal a form asks.

Examples:
   tabletop score mojo --hand Ann=9,1 --hand Ben=0,4 --hand Cy=10,11,3 --mojo Cy
   tabletop score makoto --captured Ann=2,2,5,13 --captured Ben=10,7 --captured Cy=5 \
                         --out Ben,Ann --curtain 2,5,11 --json

To keep the evening's sheet, use 'tabletop pad'.`,
	Subcommands: []*cli.Command{scoreMojoCommand, scoreMakotoCommand},
	Action:      unknownSubcommand("game (mojo or makoto)"),
}

var scoreMojoCommand = &cli.Command{
	Name:  "mojo",
	Usage: "score a Mojo round: the highest card of each colour, and the Mojo card",
	Description: `Each player scores the highest value they hold of each colour
(mojo.score.colour-max). The player who took the Mojo card scores 0 when
lowest or tied for lowest, else their points plus 10 (mojo.score.mojo).

Examples:
   tabletop score mojo --hand Ann=9,1 --hand Ben=0,4 --hand Cy=10,11,3 --mojo Cy
   tabletop score mojo --hand Ann= --hand Ben=12,12,7 --mojo Ann --json`,
	Flags:        []cli.Flag{handFlag, mojoHolderFlag, optionFlag, jsonFlag, accessibleFlag},
	Action:       withArgs(scoreMojo),
	OnUsageError: oneLineUsage,
}

var scoreMakotoCommand = &cli.Command{
	Name:  "makoto",
	Usage: "score a Makoto game: rewards, captured 2s, 5s and 10s, the Curtain bonus",
	Description: `Each player scores their reward card (makoto.rewards) plus 20 per captured 2,
5 per 5 and 10 per 10 (makoto.score); the first player out also scores the
2s, 5s and 10s left in the Curtain (makoto.score.curtain-bonus). Point values
and rewards are the options points and rewards.

Examples:
   tabletop score makoto --captured Ann=2,2,5,13 --captured Ben=10,7 --captured Cy=5 \
                         --out Ben,Ann --curtain 2,5,11
   tabletop score makoto --captured Ann=2 --captured Ben= --out Ann --option rewards=60,30`,
	Flags:        []cli.Flag{capturedFlag, outFlag, curtainFlag, optionFlag, jsonFlag, accessibleFlag},
	Action:       withArgs(scoreMakoto),
	OnUsageError: oneLineUsage,
}

// mojoScoreJSON is score mojo's --json document (CLI.md).
type mojoScoreJSON struct {
	Game     string           `json:"game"`
	Players  []mojoPlayerJSON `json:"players"`
	MojoFace string           `json:"mojo_face"`
}

type mojoPlayerJSON struct {
	Name    string `json:"name"`
	Points  int    `json:"points"`
	Score   int    `json:"score"`
	Mojo    bool   `json:"mojo,omitempty"`
	Cards   []int  `json:"cards"`
	Counted []int  `json:"counted"`
}

// makotoScoreJSON is score makoto's --json document (CLI.md).
type makotoScoreJSON struct {
	Game    string             `json:"game"`
	Players []makotoPlayerJSON `json:"players"`
}

type makotoPlayerJSON struct {
	Name     string   `json:"name"`
	Reward   int      `json:"reward"`
	Cards    int      `json:"cards"`
	Bonus    int      `json:"bonus"`
	Total    int      `json:"total"`
	Out      int      `json:"out,omitempty"` // 1 = went out first; 0 = last or not at all
	Captured []string `json:"captured"`
	Counted  []string `json:"counted"`
}

func noArgs(c *cli.Context, args []string) error {
	if len(args) > 0 {
		return usageErrorf("%s: unexpected argument %q", c.Command.FullName(), args[0])
	}
	return nil
}

func scoreMojo(c *cli.Context, args []string) error {
	if err := noArgs(c, args); err != nil {
		return err
	}
	if useForm(c, "hand", "mojo") {
		f := formIO{in: c.App.Reader, out: c.App.ErrWriter, accessible: accessible(c)}
		players, err := askPlayers(f, 2, 8)
		if err != nil {
			return err
		}
		a, err := askMojoRound(f, players)
		if err != nil {
			return err
		}
		hands, holder := a.flags(players)
		for _, h := range hands {
			_ = c.Set("hand", h)
		}
		_ = c.Set("mojo", holder)
	}
	pairs, err := pairValues(c, "hand")
	if err != nil {
		return err
	}
	if len(pairs) == 0 {
		return usageErrorf("score mojo: give every player's cards with --hand NAME=V,V,... and --mojo NAME")
	}
	players, err := namesOf(pairs, "hand")
	if err != nil {
		return err
	}
	pad, err := scratchPad(c, scorepad.Mojo, players)
	if err != nil {
		return err
	}
	r, err := mojoRound(c, players)
	if err != nil {
		return err
	}
	scores, d, err := pad.Score(&r)
	if err != nil {
		return usageErrorf("%v", err)
	}
	doc := mojoResult(players, r, scores, d)
	if c.Bool("json") {
		return writeJSON(c.App.Writer, doc)
	}
	return printMojoScore(c.App.Writer, doc)
}

func mojoResult(players []string, r scorepad.Round, scores []int, d scorepad.Detail) mojoScoreJSON {
	doc := mojoScoreJSON{Game: scorepad.Mojo, MojoFace: d.Face.String()}
	for i, name := range players {
		doc.Players = append(doc.Players, mojoPlayerJSON{
			Name: name, Points: d.Points[i], Score: scores[i], Mojo: i == r.Mojo,
			Cards: nonNil(r.Hands[i]), Counted: nonNil(d.Counted[i]),
		})
	}
	return doc
}

func printMojoScore(w io.Writer, doc mojoScoreJSON) error {
	st := styleFor(w)
	var rows [][]string
	for _, p := range doc.Players {
		mojoCell := ""
		if p.Mojo {
			mojoCell = "Mojo " + doc.MojoFace
		}
		rows = append(rows, []string{p.Name, joinInts(p.Cards), colourCards(p.Counted), strconv.Itoa(p.Points), mojoCell, strconv.Itoa(p.Score)})
	}
	if err := renderTable(w, []string{"Player", "Cards", "Counted", "Points", "Mojo", "Score"}, rows, nil); err != nil {
		return err
	}
	for _, p := range doc.Players {
		if !p.Mojo {
			continue
		}
		if doc.MojoFace == mojo.FaceZero.String() {
			fmt.Fprintf(w, "%s took the Mojo card and was lowest (or tied): scores 0; the card goes back face 0 [mojo.score.mojo]\n", st.Bold(p.Name))
		} else {
			fmt.Fprintf(w, "%s took the Mojo card but was not lowest: %d points +10 = %d; the card goes back face +10 [mojo.score.mojo]\n", st.Bold(p.Name), p.Points, p.Score)
		}
	}
	return nil
}

// colourCards prints counted Mojo cards with their colours.
func colourCards(vals []int) string {
	parts := make([]string, len(vals))
	for i, v := range vals {
		parts[i] = fmt.Sprintf("%d %s", v, mojo.ColourOf(v))
	}
	return strings.Join(parts, ", ")
}

func scoreMakoto(c *cli.Context, args []string) error {
	if err := noArgs(c, args); err != nil {
		return err
	}
	if useForm(c, "captured") {
		f := formIO{in: c.App.Reader, out: c.App.ErrWriter, accessible: accessible(c)}
		players, err := askPlayers(f, makoto.MinPlayers, makoto.MaxPlayers)
		if err != nil {
			return err
		}
		a, err := askMakotoGame(f, players)
		if err != nil {
			return err
		}
		for _, v := range a.flags(players) {
			_ = c.Set("captured", v)
		}
		_ = c.Set("out", a.Out)
		_ = c.Set("curtain", a.Curtain)
	}
	pairs, err := pairValues(c, "captured")
	if err != nil {
		return err
	}
	if len(pairs) == 0 {
		return usageErrorf("score makoto: give every player's score pile with --captured NAME=V,V,... (and --out, --curtain)")
	}
	players, err := namesOf(pairs, "captured")
	if err != nil {
		return err
	}
	pad, err := scratchPad(c, scorepad.Makoto, players)
	if err != nil {
		return err
	}
	r, err := makotoRound(c, players)
	if err != nil {
		return err
	}
	_, d, err := pad.Score(&r)
	if err != nil {
		return usageErrorf("%v", err)
	}
	doc := makotoResult(players, r, d)
	if c.Bool("json") {
		return writeJSON(c.App.Writer, doc)
	}
	return printMakotoScore(c.App.Writer, doc)
}

func makotoResult(players []string, r scorepad.Round, d scorepad.Detail) makotoScoreJSON {
	doc := makotoScoreJSON{Game: scorepad.Makoto}
	for i, name := range players {
		res := d.Results[i]
		p := makotoPlayerJSON{Name: name, Reward: res.Reward, Cards: res.Cards, Bonus: res.Bonus, Total: res.Total,
			Captured: cardStrings(r.Captured[i]), Counted: cardStrings(d.Scoring[i])}
		for k, s := range r.Out {
			if s == i {
				p.Out = k + 1
			}
		}
		doc.Players = append(doc.Players, p)
	}
	return doc
}

func printMakotoScore(w io.Writer, doc makotoScoreJSON) error {
	var rows [][]string
	for _, p := range doc.Players {
		out := "-"
		if p.Out > 0 {
			out = ordinal(p.Out)
		}
		rows = append(rows, []string{p.Name, out, strconv.Itoa(p.Reward), strings.Join(p.Counted, " "), strconv.Itoa(p.Cards), strconv.Itoa(p.Bonus), strconv.Itoa(p.Total)})
	}
	return renderTable(w, []string{"Player", "Out", "Reward", "Scoring cards", "Cards", "Curtain bonus", "Total"}, rows, nil)
}

// scratchPad is an unsaved pad for players, used to score one round with
// the options given on the command line.
func scratchPad(c *cli.Context, game string, players []string) (*scorepad.Pad, error) {
	rs, err := engine.Lookup(game)
	if err != nil {
		return nil, usageErrorf("%v", err)
	}
	opts, err := ruleOptions(c, rs)
	if err != nil {
		return nil, err
	}
	p, err := scorepad.New(game, players, opts, 0)
	if err != nil {
		return nil, usageErrorf("%v", err)
	}
	return p, nil
}

func cardStrings(cs []makoto.Card) []string {
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.String()
	}
	return out
}

func joinInts(vs []int) string {
	parts := make([]string, len(vs))
	for i, v := range vs {
		parts[i] = strconv.Itoa(v)
	}
	return strings.Join(parts, " ")
}

func nonNil(vs []int) []int {
	if vs == nil {
		return []int{}
	}
	return vs
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
