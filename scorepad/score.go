package scorepad

import (
	"errors"

	"tabletop/engine"
	"tabletop/engine/i18n"
	"tabletop/engine/scoring"
)

// Score works out a round's scores from its cards with the ruleset's own
// scoring (scoring.RoundScorer), which also checks the cards. The round
// must not be totals only. Errors are bad input (*fileio.InputError with
// the line when the round was read from a file).
func (p *Pad) Score(r *Round) (scoring.RoundScore, error) {
	sc, err := p.scorer()
	if err != nil {
		return scoring.RoundScore{}, err
	}
	res, err := sc.ScoreRound(p.Players, p.Options, r.entry())
	if err != nil {
		return scoring.RoundScore{}, p.entryErr(r, err)
	}
	return res, nil
}

// ScoreEntry scores a round entered as e without adding it, for the pad's
// players and options.
func (p *Pad) ScoreEntry(e scoring.Entry) (scoring.RoundScore, error) {
	sc, err := p.scorer()
	if err != nil {
		return scoring.RoundScore{}, err
	}
	res, err := sc.ScoreRound(p.Players, p.Options, e)
	if err != nil {
		return scoring.RoundScore{}, p.entryErr(&Round{}, err)
	}
	return res, nil
}

// scorer returns the pad's game as a scoring.RoundScorer.
func (p *Pad) scorer() (scoring.RoundScorer, error) {
	rs, err := engine.Lookup(p.Game)
	if err != nil {
		return nil, errSay(p.lines.game, err)
	}
	sc, ok := rs.(scoring.RoundScorer)
	if !ok {
		return nil, p.errAt(p.lines.game, "scorepad.error.no-pad", i18n.Args{"Game": rs.Title()})
	}
	return sc, nil
}

// entry is the round as its ruleset reads it.
func (r *Round) entry() scoring.Entry { return r.Entry }

// Holder returns the seat that starts the round after r (Mojo: who took
// the Mojo card, scoring.PadStarter), or -1: not recorded, or not a game
// where a round decides that.
func (p *Pad) Holder(r *Round) int {
	st, ok := p.ruleset().(scoring.PadStarter)
	if !ok {
		return -1
	}
	seat, _ := st.NextStart(r.Entry, r.Scores)
	return seat
}

// PlayersNamed returns the players a round names in order (the game's
// scoring.FieldPlayers field: Makoto's who went out) in round r, with the
// field; nil when not recorded.
func (p *Pad) PlayersNamed(r *Round) (scoring.RoundField, []int) {
	sc, err := p.scorer()
	if err != nil {
		return scoring.RoundField{}, nil
	}
	for _, f := range sc.RoundFields() {
		if f.Kind == scoring.FieldPlayers {
			return f, r.Entry.SeatList(f.Name)
		}
	}
	return scoring.RoundField{}, nil
}

// ruleset returns the pad's game (nil when unknown).
func (p *Pad) ruleset() engine.Ruleset {
	rs, _ := engine.Lookup(p.Game)
	return rs
}

// rules returns the pad's game as scoring.PadRules; a game without them
// has no end and no leaders.
func (p *Pad) rules() scoring.PadRules {
	if r, ok := p.ruleset().(scoring.PadRules); ok {
		return r
	}
	return noRules{}
}

type noRules struct{}

func (noRules) PadLength(int, engine.Options) int         { return 0 }
func (noRules) PadOver(int, []int, engine.Options) bool   { return false }
func (noRules) PadLeaders([]int) []int                    { return nil }
func (noRules) PadCheck(engine.Options) error             { return nil }
func (noRules) PadEnd(int, engine.Options) scoring.PadEnd { return scoring.PadEnd{} }

// dealer returns the pad's game as scoring.PadDealer, if its rounds are
// dealt in turn.
func (p *Pad) dealer() (scoring.PadDealer, bool) {
	d, ok := p.ruleset().(scoring.PadDealer)
	return d, ok
}

// End explains the end of the pad's game (scoring.PadRules).
func (p *Pad) End() scoring.PadEnd { return p.rules().PadEnd(len(p.Players), p.Options) }

// Starter returns the pad's game as scoring.PadStarter, if a round decides
// who starts the next.
func (p *Pad) Starter() (scoring.PadStarter, bool) {
	st, ok := p.ruleset().(scoring.PadStarter)
	return st, ok
}

// Dealt reports whether the pad's game is dealt in turn (Makoto): the pad
// records the first dealer and each round's dealer and lid.
func (p *Pad) Dealt() bool {
	_, ok := p.dealer()
	return ok
}

// entryErr puts the line of the field an *scoring.EntryError names into it.
func (p *Pad) entryErr(r *Round, err error) error {
	var ee *scoring.EntryError
	if !errors.As(err, &ee) {
		return errSay(r.lines.round, err)
	}
	line := r.lines.round
	switch ee.Field {
	case "":
	case "scores":
		line = lineAt(r.lines.score, ee.Seat, r.lines.scores)
	case scoring.OptionsField:
		line = p.lines.options
	default:
		line = lineAt(r.lines.seat[ee.Field], ee.Seat, r.lines.field[ee.Field])
		if line == 0 {
			line = r.lines.round
		}
	}
	return errSay(line, ee)
}

// checkTotalsOnly checks scores entered without cards: they must be scores
// a round can give.
func (p *Pad) checkTotalsOnly(r *Round) error {
	n := len(p.Players)
	if len(r.Scores) != n {
		return p.errAt(r.lines.scores, "scorepad.error.all-scores", i18n.Args{"Count": n})
	}
	for i, s := range r.Scores {
		if s < 0 {
			return p.errAt(lineAt(r.lines.score, i, r.lines.scores), "scorepad.error.negative", i18n.Args{"Name": i18n.Player(p.Players[i]), "Score": s})
		}
	}
	sc, err := p.scorer()
	if err != nil {
		return err
	}
	if b, ok := sc.(scoring.ScoreLimiter); ok {
		most := b.MaxRoundScore(n, p.Options)
		for i, s := range r.Scores {
			if s > most {
				return p.errAt(lineAt(r.lines.score, i, r.lines.scores), p.byWord("scorepad.error.score-max-round", "scorepad.error.score-max-game"), i18n.Args{"Name": i18n.Player(p.Players[i]), "Score": s, "Most": most})
			}
		}
	}
	if err := sc.CheckScores(p.Players, r.Scores, r.entry()); err != nil {
		return p.entryErr(r, err)
	}
	return nil
}

// Face returns what the next round starts with after round r (Mojo: the
// face the Mojo card went back with), and whether it is known (a
// totals-only round may not say who took the card).
func (p *Pad) Face(r *Round) (string, bool) {
	st, ok := p.ruleset().(scoring.PadStarter)
	if !ok || r.Scores == nil {
		return "", false
	}
	_, with := st.NextStart(r.Entry, r.Scores)
	return with, with != ""
}

func lineAt(lines []int, i, fallback int) int {
	if i >= 0 && i < len(lines) && lines[i] > 0 {
		return lines[i]
	}
	return fallback
}

// Games returns how many rounds or games the pad can hold at most: 0 when
// the game ends on a total (Mojo, mojo.game-end), the series length for a
// Makoto series, 1 for a single Makoto game (makoto.series.length).
func (p *Pad) Games() int { return p.rules().PadLength(len(p.Players), p.Options) }

// overAfter reports whether the game was over once the first k rounds were
// played, given the totals after them.
func (p *Pad) overAfter(k int, totals []int) bool { return p.rules().PadOver(k, totals, p.Options) }

// dealerOf returns the seat that deals round k (0-based); -1 when the
// game is not dealt in turn.
func (p *Pad) dealerOf(k int) int {
	if d, ok := p.dealer(); ok {
		return d.DealerOf(p.Dealer, k, len(p.Players))
	}
	return -1
}

// Marks are the marks a round of the pad's game records beside its
// dealer (scoring.PadDealer: Makoto's box lid), none for a game not dealt
// in turn.
func (p *Pad) Marks() []scoring.PadMark { return p.deal().Marks }

// deal is what the pad records of the deal of its game (scoring.PadDeal;
// nothing for a game not dealt in turn).
func (p *Pad) deal() scoring.PadDeal {
	if d, ok := p.dealer(); ok {
		return d.PadDeal()
	}
	return scoring.PadDeal{}
}

// markFor returns the seat that holds mark key during round k, given the
// previous round's scores (makoto.lid); -1 for nobody.
func (p *Pad) markFor(key string, k int, prev []int) int {
	if d, ok := p.dealer(); ok {
		return d.MarkHolder(key, k, prev, p.dealerOf(k), p.Options)
	}
	return -1
}

// Check scores every round again and checks it against what is recorded:
// players and cards, the recorded scores, the dealer and the lid, and that
// no round follows the end of the game. It fills in the dealer and lid of
// Makoto games when the file left them out. A fault in the header is
// returned alone; faults in the rounds and totals are all listed
// (*Problems when there are several, each with its line).
func (p *Pad) Check() error {
	rs, err := engine.Lookup(p.Game)
	if err != nil {
		return errSay(p.lines.game, err)
	}
	if p.Options, err = engine.Resolve(rs.Options(), p.Options); err != nil {
		return p.errAt(p.lines.options, "scorepad.error.at", i18n.Args{"What": word(p.Game), "Err": err})
	}
	if err := p.checkHeader(rs); err != nil {
		return err
	}
	var probs Problems
	totals := make([]int, len(p.Players))
	for k := range p.Rounds {
		if err := p.checkRound(k, &p.Rounds[k], totals); err != nil {
			probs.add(err)
		}
		for i, s := range p.Rounds[k].Scores {
			if i < len(totals) {
				totals[i] += s
			}
		}
	}
	if p.recorded != nil {
		for i, t := range p.recorded {
			if t == totals[i] {
				continue
			}
			line := lineAt(p.lines.total, i, p.lines.totals)
			if p.fixes != nil {
				*p.fixes = append(*p.fixes, Fix{Line: line, Seat: i, Was: t, Now: totals[i]})
				continue
			}
			probs.add(arithmetic(p.errAt(line, p.byWord("scorepad.error.total-round", "scorepad.error.total-game"), i18n.Args{"Name": i18n.Player(p.Players[i]), "Got": t, "Want": totals[i]})))
		}
	}
	return probs.err()
}

// checkRound checks round k against the totals before it and fills in
// derived fields; Scores is filled in when nil.
func (p *Pad) checkRound(k int, r *Round, totals []int) error {
	if p.overAfter(k, totals) {
		return p.errAt(r.lines.round, "scorepad.error.after-end", i18n.Args{"Where": p.roundAt(k), "Rule": p.rules().PadEnd(len(p.Players), p.Options).Rule})
	}
	if p.Dealt() {
		dealer := p.dealerOf(k)
		if r.lines.dealer > 0 && r.Dealer != dealer {
			return p.errAt(r.lines.dealer, p.deal().WrongDealer, i18n.Args{"N": k + 1, "Name": i18n.Player(p.Players[dealer])})
		}
		r.Dealer = dealer
		var prev []int
		if k > 0 {
			prev = p.Rounds[k-1].Scores
		}
		for _, m := range p.Marks() {
			holder := p.markFor(m.Key, k, prev)
			if line := r.lines.mark[m.Key]; line > 0 && r.Mark(m.Key) != holder {
				if holder < 0 {
					return p.errAt(line, m.None, i18n.Args{"N": k + 1})
				}
				return p.errAt(line, m.Wrong, i18n.Args{"Name": i18n.Player(p.Players[holder]), "N": k + 1})
			}
			r.setMark(m.Key, holder)
		}
	} else {
		r.Dealer, r.Marks = -1, nil
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
		return p.errAt(r.lines.scores, "scorepad.error.all-scores", i18n.Args{"Count": len(scores)})
	}
	var probs Problems
	for i, s := range r.Scores {
		if s == scores[i] {
			continue
		}
		line := lineAt(r.lines.score, i, r.lines.scores)
		// The cards' score counts from here on, so that the totals are
		// checked against what the cards give.
		r.Scores[i] = scores[i]
		if p.fixes != nil {
			*p.fixes = append(*p.fixes, Fix{Line: line, Round: k + 1, Seat: i, Was: s, Now: scores[i]})
			continue
		}
		probs.add(arithmetic(p.errAt(line, "scorepad.error.score-recorded", i18n.Args{"Name": i18n.Player(p.Players[i]), "Got": s, "Want": scores[i], "Rules": res.Rules})))
	}
	return probs.err()
}

// roundWord is what the pad's game calls a round, in lower case: "round",
// or "game" for the games of a Makoto series (engine.RoundWordOf).
func (p *Pad) roundWord() string {
	rs, err := engine.Lookup(p.Game)
	if err != nil {
		return "round"
	}
	return engine.RoundWordOf(rs).Key()
}

// Add scores a new round and appends it. A round after the end of the game
// is refused with a *engine.RuleError; bad cards or players are bad input.
// On error the pad is unchanged.
func (p *Pad) Add(r Round) (scoring.RoundScore, error) {
	r = r.clone()
	r.lines = roundLines{}
	totals := p.Totals()
	k := len(p.Rounds)
	if err := p.CheckOpen(); err != nil {
		return scoring.RoundScore{}, err
	}
	if !r.TotalsOnly() {
		r.Scores = nil
	}
	if err := p.checkRound(k, &r, totals); err != nil {
		return scoring.RoundScore{}, err
	}
	var d scoring.RoundScore
	if !r.TotalsOnly() {
		d, _ = p.Score(&r)
	}
	p.Rounds = append(p.Rounds, r)
	return d, nil
}

// CheckOpen refuses, with a *engine.RuleError naming the rule that ended
// it, a pad whose game (Mojo) or series (Makoto) is over: no round can be
// added to it.
func (p *Pad) CheckOpen() error {
	if !p.overAfter(len(p.Rounds), p.Totals()) {
		return nil
	}
	end := p.rules().PadEnd(len(p.Players), p.Options)
	return &engine.RuleError{Rule: end.Rule, Reason: end.Refusal}
}

// Undo removes the last round. It is an error when there is none.
func (p *Pad) Undo() (Round, error) {
	if len(p.Rounds) == 0 {
		return Round{}, i18n.NewError(p.byWord("scorepad.error.undo-none-round", "scorepad.error.undo-none-game"), nil)
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
