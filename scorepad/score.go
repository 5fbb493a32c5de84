package scorepad

import (
	"errors"
	"fmt"
	"strings"

	"tabletop/engine"
	"tabletop/rulesets/makoto"
	"tabletop/rulesets/mojo"
)

// Score works out a round's scores from its cards with the ruleset's own
// scoring (engine.RoundScorer), which also checks the cards. The round
// must not be totals only. Errors are bad input (*engine.InputError with
// the line when the round was read from a file).
func (p *Pad) Score(r *Round) (engine.RoundScore, error) {
	sc, err := p.scorer()
	if err != nil {
		return engine.RoundScore{}, err
	}
	res, err := sc.ScoreRound(p.Players, p.Options, r.entry())
	if err != nil {
		return engine.RoundScore{}, p.entryErr(r, err)
	}
	return res, nil
}

// ScoreEntry scores a round entered as e without adding it, for the pad's
// players and options.
func (p *Pad) ScoreEntry(e engine.Entry) (engine.RoundScore, error) {
	sc, err := p.scorer()
	if err != nil {
		return engine.RoundScore{}, err
	}
	res, err := sc.ScoreRound(p.Players, p.Options, e)
	if err != nil {
		return engine.RoundScore{}, p.entryErr(&Round{}, err)
	}
	return res, nil
}

// scorer returns the pad's game as a engine.RoundScorer.
func (p *Pad) scorer() (engine.RoundScorer, error) {
	rs, err := engine.Lookup(p.Game)
	if err != nil {
		return nil, p.errAt(p.lines.game, "%v", err)
	}
	sc, ok := rs.(engine.RoundScorer)
	if !ok {
		return nil, p.errAt(p.lines.game, "%s has no score pad", rs.Title())
	}
	return sc, nil
}

// entry is the round as its ruleset reads it.
func (r *Round) entry() engine.Entry { return r.Entry }

// Holder returns the seat that took the Mojo card in round r, or -1 (not
// a Mojo pad, or not recorded).
func (p *Pad) Holder(r *Round) int {
	if p.Game != Mojo {
		return -1
	}
	return r.Entry.Seat(mojo.FieldMojo)
}

// OutOrder returns the seats that went out in Makoto game r, in order (nil
// when not recorded).
func (p *Pad) OutOrder(r *Round) []int {
	if p.Game != Makoto {
		return nil
	}
	return r.Entry.SeatList(makoto.FieldOut)
}

// entryErr puts the line of the field an *engine.EntryError names into it.
func (p *Pad) entryErr(r *Round, err error) error {
	var ee *engine.EntryError
	if !errors.As(err, &ee) {
		return p.errAt(r.lines.round, "%v", err)
	}
	line := r.lines.round
	switch ee.Field {
	case "":
	case "scores":
		line = lineAt(r.lines.score, ee.Seat, r.lines.scores)
	case engine.OptionsField:
		line = p.lines.options
	default:
		line = lineAt(r.lines.seat[ee.Field], ee.Seat, r.lines.field[ee.Field])
		if line == 0 {
			line = r.lines.round
		}
	}
	return p.errAt(line, "%s", ee.Msg)
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
	sc, err := p.scorer()
	if err != nil {
		return err
	}
	if err := sc.CheckScores(p.Players, r.Scores, r.entry()); err != nil {
		return p.entryErr(r, err)
	}
	return nil
}

// Face returns the face the Mojo card went back with after round r, and
// whether it is known (a totals-only round may not say who took the card).
func (p *Pad) Face(r *Round) (mojo.Face, bool) {
	h := p.Holder(r)
	if h < 0 {
		return mojo.FaceZero, false
	}
	if r.Scores == nil {
		return mojo.FaceZero, false
	}
	// With cards the holder scores 0 exactly when the card goes back face
	// 0, so the scores tell the face either way.
	return mojo.FaceOfScores(r.Scores, h), true
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
	res, err := p.Score(r)
	if err != nil {
		return err
	}
	scores := res.Scores
	if r.Scores == nil {
		r.Scores = scores
		return nil
	}
	if len(r.Scores) != len(scores) {
		return p.errAt(r.lines.scores, "the scores must list all %d players", len(scores))
	}
	for i, s := range r.Scores {
		if s != scores[i] {
			return p.errAt(lineAt(r.lines.score, i, r.lines.scores), "%s's score is recorded as %d, but the cards give %d [%s]", p.Players[i], s, scores[i], res.Rules)
		}
	}
	return nil
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
func (p *Pad) Add(r Round) (engine.RoundScore, error) {
	r = r.clone()
	r.lines = roundLines{}
	totals := p.Totals()
	k := len(p.Rounds)
	if p.overAfter(k, totals) {
		if p.Game == Makoto {
			return engine.RoundScore{}, engine.Violation("makoto.series.length", "the series is over after %d games, so no more games can be added", p.Games())
		}
		return engine.RoundScore{}, engine.Violation("mojo.game-end", "the game is over (a total reached %d), so no more rounds can be added", mojo.GameEndTotal)
	}
	if !r.TotalsOnly() {
		r.Scores = nil
	}
	if err := p.checkRound(k, &r, totals); err != nil {
		return engine.RoundScore{}, err
	}
	var d engine.RoundScore
	if !r.TotalsOnly() {
		d, _ = p.Score(&r)
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
