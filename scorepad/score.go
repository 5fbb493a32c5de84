package scorepad

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"tabletop/engine"
	"tabletop/rulesets/makoto"
	"tabletop/rulesets/mojo"
)

// Detail is how a round's scores came about, for display.
type Detail struct {
	// Mojo: the cards that counted for each seat (mojo.score.colour-max),
	// the colour-max points, and the face the Mojo card went back with.
	Counted [][]int
	Points  []int
	Face    mojo.Face
	// Makoto: each seat's reward, card points, Curtain bonus and total,
	// and the captured cards that scored.
	Results []makoto.Result
	Scoring [][]makoto.Card
}

// Score works out a round's scores from its cards with the rulesets'
// scoring functions, checking the cards first. The round must not be
// totals only. Errors are bad input (*engine.InputError with the line
// when the round was read from a file).
func (p *Pad) Score(r *Round) ([]int, Detail, error) {
	switch p.Game {
	case Mojo:
		return p.scoreMojo(r)
	case Makoto:
		return p.scoreMakoto(r)
	}
	return nil, Detail{}, fmt.Errorf("unknown game %q", p.Game)
}

func (p *Pad) scoreMojo(r *Round) ([]int, Detail, error) {
	n := len(p.Players)
	if len(r.Hands) != n {
		return nil, Detail{}, p.errAt(r.lines.hands, "the round must list the cards of all %d players", n)
	}
	if r.Mojo < 0 || r.Mojo >= n {
		return nil, Detail{}, p.errAt(r.lines.round, "say who took the Mojo card (mojo: NAME) [mojo.round-end]")
	}
	if err := mojo.CheckCards(r.Hands); err != nil {
		var ce *mojo.CardError
		if errors.As(err, &ce) {
			return nil, Detail{}, p.errAt(lineAt(r.lines.hand, ce.Hand, r.lines.hands), "%s's cards: %v", p.Players[ce.Hand], err)
		}
		return nil, Detail{}, p.errAt(r.lines.hands, "%v", err)
	}
	d := Detail{Counted: make([][]int, n), Points: make([]int, n)}
	for i, h := range r.Hands {
		d.Counted[i] = mojo.Counted(h)
		d.Points[i] = mojo.Points(h)
	}
	scores, face := mojo.RoundScores(d.Points, r.Mojo)
	d.Face = face
	return scores, d, nil
}

func (p *Pad) scoreMakoto(r *Round) ([]int, Detail, error) {
	n := len(p.Players)
	if len(r.Captured) != n {
		return nil, Detail{}, p.errAt(r.lines.captured, "the game must list the captured cards of all %d players", n)
	}
	setup, err := makoto.SetupFor(n)
	if err != nil {
		return nil, Detail{}, p.errAt(p.lines.players, "%v", err)
	}
	groups := append(slices.Clone(r.Captured), r.Curtain)
	if err := setup.CheckCards(groups...); err != nil {
		var ce *makoto.CardError
		if errors.As(err, &ce) && ce.Group < n {
			return nil, Detail{}, p.errAt(lineAt(r.lines.pile, ce.Group, r.lines.captured), "%s's captured cards: %v", p.Players[ce.Group], err)
		}
		return nil, Detail{}, p.errAt(r.lines.curtain, "the Curtain: %v", err)
	}
	if err := p.checkOut(r); err != nil {
		return nil, Detail{}, err
	}
	sc, err := p.scoring()
	if err != nil {
		return nil, Detail{}, p.errAt(p.lines.options, "%v", err)
	}
	res := sc.Score(r.Captured, r.Out, r.Curtain)
	d := Detail{Results: res, Scoring: make([][]makoto.Card, n)}
	scores := make([]int, n)
	for i := range res {
		scores[i] = res[i].Total
		for _, c := range r.Captured[i] {
			if sc.Points[c.Value()] > 0 {
				d.Scoring[i] = append(d.Scoring[i], c)
			}
		}
	}
	return scores, d, nil
}

// checkOut checks the order of going out: each seat once, and at most all
// but one player (makoto.last-player: the last one left takes no reward).
func (p *Pad) checkOut(r *Round) error {
	n := len(p.Players)
	if len(r.Out) > n-1 {
		return p.errAt(r.lines.out, "%d players went out, but with %d players the last one left takes no reward, so list at most %d [makoto.last-player]", len(r.Out), n, n-1)
	}
	for i, s := range r.Out {
		if s < 0 || s >= n {
			return p.errAt(r.lines.out, "out: seat %d is not a player", s+1)
		}
		if slices.Contains(r.Out[:i], s) {
			return p.errAt(r.lines.out, "out: %s is listed twice", p.Players[s])
		}
	}
	return nil
}

// scoring returns Makoto's scoring table from the pad's options.
func (p *Pad) scoring() (makoto.Scoring, error) {
	return makoto.ParseScoring(p.Options[makoto.OptionPoints], p.Options[makoto.OptionRewards])
}

// checkTotalsOnly checks scores entered without cards: they must be scores
// a round can give.
func (p *Pad) checkTotalsOnly(r *Round) error {
	n := len(p.Players)
	if len(r.Scores) != n {
		return p.errAt(r.lines.scores, "the scores must list all %d players", n)
	}
	for i, s := range r.Scores {
		if s < 0 {
			return p.errAt(lineAt(r.lines.score, i, r.lines.scores), "%s's score %d is negative; no round gives that", p.Players[i], s)
		}
	}
	if p.Game != Mojo {
		return nil
	}
	if err := mojo.CheckRoundScores(r.Scores, r.Mojo); err != nil {
		var se *mojo.ScoreError
		if errors.As(err, &se) {
			return p.errAt(lineAt(r.lines.score, se.Seat, r.lines.scores), "%s", se.Describe(p.Players[se.Seat]))
		}
		return p.errAt(r.lines.scores, "%v", err)
	}
	return nil
}

// Face returns the face the Mojo card went back with after round r, and
// whether it is known (a totals-only round may not say who took the card).
func (p *Pad) Face(r *Round) (mojo.Face, bool) {
	if p.Game != Mojo || r.Mojo < 0 {
		return mojo.FaceZero, false
	}
	if r.TotalsOnly() {
		return mojo.FaceOfScores(r.Scores, r.Mojo), true
	}
	_, d, err := p.scoreMojo(r)
	return d.Face, err == nil
}

func lineAt(lines []int, i, fallback int) int {
	if i >= 0 && i < len(lines) && lines[i] > 0 {
		return lines[i]
	}
	return fallback
}

// Games returns how many rounds or games the pad can hold at most: 0 for
// Mojo (it ends on a total, mojo.game-end), the series length for a Makoto
// series, 1 for a single Makoto game (makoto.series.length).
func (p *Pad) Games() int {
	if p.Game != Makoto {
		return 0
	}
	if p.Options[makoto.OptionSeries] == "off" {
		return 1
	}
	return makoto.SeriesLength(len(p.Players))
}

// overAfter reports whether the game was over once the first k rounds were
// played, given the totals after them.
func (p *Pad) overAfter(k int, totals []int) bool {
	if p.Game == Mojo {
		return mojo.GameOver(totals)
	}
	return k >= p.Games()
}

// dealerOf returns the seat that deals game k (0-based) of a Makoto series.
func (p *Pad) dealerOf(k int) int { return makoto.DealerOf(p.Dealer, k, len(p.Players)) }

// lidFor returns the seat that holds the box lid during game k, given the
// previous game's scores (makoto.lid); -1 for nobody.
func (p *Pad) lidFor(k int, prev []int) int {
	if k == 0 || p.Options[makoto.OptionLid] == "off" {
		return -1
	}
	return makoto.SeriesLidHolder(prev, p.dealerOf(k), p.Options[makoto.OptionLidTie])
}

// Check scores every round again and checks it against what is recorded:
// players and cards, the recorded scores, the dealer and the lid, and that
// no round follows the end of the game. It fills in the dealer and lid of
// Makoto games when the file left them out.
func (p *Pad) Check() error {
	rs, err := engine.Lookup(p.Game)
	if err != nil {
		return p.errAt(p.lines.game, "%v", err)
	}
	if p.Options, err = engine.Resolve(rs.Options(), p.Options); err != nil {
		return p.errAt(p.lines.options, "%s: %v", p.Game, err)
	}
	if err := p.checkHeader(rs); err != nil {
		return err
	}
	totals := make([]int, len(p.Players))
	for k := range p.Rounds {
		if err := p.checkRound(k, &p.Rounds[k], totals); err != nil {
			return err
		}
		for i, s := range p.Rounds[k].Scores {
			totals[i] += s
		}
	}
	if p.recorded != nil {
		for i, t := range p.recorded {
			if t != totals[i] {
				return p.errAt(lineAt(p.lines.total, i, p.lines.totals), "%s's total is recorded as %d, but the %ss add up to %d", p.Players[i], t, p.roundWord(), totals[i])
			}
		}
	}
	return nil
}

// checkRound checks round k against the totals before it and fills in
// derived fields; Scores is filled in when nil.
func (p *Pad) checkRound(k int, r *Round, totals []int) error {
	if p.overAfter(k, totals) {
		rule := "mojo.game-end"
		if p.Game == Makoto {
			rule = "makoto.series.length"
		}
		return p.errAt(r.lines.round, "%s %d comes after the end of the game [%s]", p.roundWord(), k+1, rule)
	}
	if p.Game == Makoto {
		dealer := p.dealerOf(k)
		if r.lines.dealer > 0 && r.Dealer != dealer {
			return p.errAt(r.lines.dealer, "game %d is dealt by %s: the deal passes left each game [makoto.series.length]", k+1, p.Players[dealer])
		}
		r.Dealer = dealer
		var prev []int
		if k > 0 {
			prev = p.Rounds[k-1].Scores
		}
		lid := p.lidFor(k, prev)
		if r.lines.lid > 0 && r.Lid != lid {
			if lid < 0 {
				return p.errAt(r.lines.lid, "nobody holds the box lid in game %d [makoto.lid]", k+1)
			}
			return p.errAt(r.lines.lid, "%s holds the box lid in game %d: the fewest points in the previous game [makoto.lid]", p.Players[lid], k+1)
		}
		r.Lid = lid
	} else {
		r.Dealer, r.Lid = -1, -1
	}
	if r.TotalsOnly() {
		return p.checkTotalsOnly(r)
	}
	scores, _, err := p.Score(r)
	if err != nil {
		return err
	}
	if r.Scores == nil {
		r.Scores = scores
		return nil
	}
	if len(r.Scores) != len(scores) {
		return p.errAt(r.lines.scores, "the scores must list all %d players", len(scores))
	}
	for i, s := range r.Scores {
		if s != scores[i] {
			return p.errAt(lineAt(r.lines.score, i, r.lines.scores), "%s's score is recorded as %d, but the cards give %d [%s]", p.Players[i], s, scores[i], p.scoreRules())
		}
	}
	return nil
}

func (p *Pad) scoreRules() string {
	if p.Game == Mojo {
		return "mojo.score.colour-max, mojo.score.mojo"
	}
	return "makoto.score, makoto.rewards, makoto.score.curtain-bonus"
}

// roundWord is what the pad's game calls a round, in lower case: "round",
// or "game" for the games of a Makoto series (engine.RoundLabel).
func (p *Pad) roundWord() string {
	rs, err := engine.Lookup(p.Game)
	if err != nil {
		return "round"
	}
	return strings.ToLower(engine.RoundLabel(rs))
}

// Add scores a new round and appends it. A round after the end of the game
// is refused with a *engine.RuleError; bad cards or players are bad input.
// On error the pad is unchanged.
func (p *Pad) Add(r Round) (Detail, error) {
	r = r.clone()
	r.lines = roundLines{}
	totals := p.Totals()
	k := len(p.Rounds)
	if p.overAfter(k, totals) {
		if p.Game == Makoto {
			return Detail{}, engine.Violation("makoto.series.length", "the series is over after %d games, so no more games can be added", p.Games())
		}
		return Detail{}, engine.Violation("mojo.game-end", "the game is over (a total reached %d), so no more rounds can be added", mojo.GameEndTotal)
	}
	if !r.TotalsOnly() {
		r.Scores = nil
	}
	if err := p.checkRound(k, &r, totals); err != nil {
		return Detail{}, err
	}
	var d Detail
	if !r.TotalsOnly() {
		_, d, _ = p.Score(&r)
	}
	p.Rounds = append(p.Rounds, r)
	return d, nil
}

// Undo removes the last round. It is an error when there is none.
func (p *Pad) Undo() (Round, error) {
	if len(p.Rounds) == 0 {
		return Round{}, fmt.Errorf("the pad has no %ss to undo", p.roundWord())
	}
	last := p.Rounds[len(p.Rounds)-1]
	p.Rounds = p.Rounds[:len(p.Rounds)-1]
	return last, nil
}

// Totals returns every seat's total over all rounds.
func (p *Pad) Totals() []int {
	totals := make([]int, len(p.Players))
	for _, r := range p.Rounds {
		for i, s := range r.Scores {
			totals[i] += s
		}
	}
	return totals
}
