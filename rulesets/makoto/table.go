package makoto

import (
	"fmt"
	"slices"
	"strings"

	"tabletop/engine"
	"tabletop/engine/i18n"
	"tabletop/engine/scoring"
	"tabletop/engine/tableplay"
)

// StartWord is the table-mode line that starts a game: the Curtain as
// dealt.
const StartWord = "curtain"

// NewTable follows a physical game of Makoto (a series with the series
// option) from what the table shows: each game is a position built from
// the Curtain with every hand unknown, played with the engine's own rules
// and scored from the tricks won, the rewards and the Curtain at its end
// (tableplay.Tabler). cfg.Start is the first dealer.
func (rs *Ruleset) NewTable(cfg engine.Config) (tableplay.Table, error) {
	p, err := newParams(cfg)
	if err != nil {
		return nil, err
	}
	return &liveTable{p: p, dealer: cfg.Start, lid: noSeat, totals: make([]int, cfg.Players)}, nil
}

// liveTable is a followed game or series of Makoto.
type liveTable struct {
	p      *params
	game   int // 0-based game in play or next
	dealer int
	lid    int // who receives the lid for the game in play or next
	totals []int
	rounds []engine.RoundResult
	games  []GameRecord
	st     *State // the game in play; nil before its Curtain
	final  *State // the last game at its end, once the whole game is over
	over   bool
}

// GameRecord is what a finished game leaves for the score pad: each seat's
// score pile, who went out in order, and the Curtain at the end.
type GameRecord struct {
	Captured [][]Card
	Out      []int
	Curtain  []Card
}

var _ tableplay.Tabler = (*Ruleset)(nil)

func (t *liveTable) StartWord() string { return StartWord }

func (t *liveTable) Waiting() string {
	switch {
	case t.over:
		return tableplay.WaitOver
	case t.st == nil:
		return StartWord
	}
	return tableplay.WaitMove
}

func (t *liveTable) Refusal() *engine.RuleError {
	switch t.Waiting() {
	case StartWord:
		return engine.Refuse("makoto.setup.curtain", "makoto.refuse.table-not-started", nil)
	case tableplay.WaitOver:
		return engine.ErrGameOver
	}
	return nil
}

func (t *liveTable) Round() int { return t.game + 1 }

func (t *liveTable) State() engine.State {
	if t.st == nil {
		return nil
	}
	return t.st
}

// Start lays out the Curtain of a new game; every hand holds the set-up's
// number of unknown cards and the player left of the dealer leads.
func (t *liveTable) Start(words []string) ([]engine.Effect, error) {
	if t.Waiting() != StartWord {
		return nil, engine.Refuse("makoto.setup.curtain", "makoto.refuse.table-under-way", nil)
	}
	su := t.p.setup
	if len(words) != su.Curtain {
		return nil, engine.Refuse("makoto.setup.curtain", "makoto.refuse.table-curtain", i18n.Args{"With": engine.WithPlayers(t.p.cfg.Players), "Count": su.Curtain, "Got": len(words)})
	}
	curtain, err := ParseCards(strings.Join(words, " "))
	if err != nil {
		return nil, &engine.RuleError{Rule: "makoto.cards", Reason: i18n.ErrorPhrase(err)}
	}
	n := t.p.cfg.Players
	pos := Position{Players: n, Options: t.p.cfg.Options, Mover: (t.dealer + 1) % n, Dealer: &t.dealer,
		Game: t.game + 1, Totals: t.totals, Curtain: curtain, Names: t.p.cfg.Names,
		HandSizes: slices.Repeat([]int{su.Hand}, n)}
	if t.lid >= 0 {
		lid := t.lid
		pos.LidHolder = &lid
	}
	st, err := NewPosition(pos)
	if err != nil {
		return nil, &engine.RuleError{Rule: "makoto.setup", Reason: i18n.ErrorPhrase(err)}
	}
	t.st = st
	name := t.p.cfg.Who
	return []engine.Effect{engine.NewEffect("makoto.setup.first", "makoto.effect.table-start",
		i18n.Args{"Game": t.game + 1, "Count": su.Hand, "Dealer": name(t.dealer), "Leader": name((t.dealer + 1) % n)})}, nil
}

// Settle scores the game once its state is over (makoto.score) and makes
// the table wait for the next game's Curtain, or ends the series.
func (t *liveTable) Settle() []engine.Effect {
	s := t.st
	if s == nil || !s.IsTerminal() {
		return nil
	}
	rr := s.Rounds()
	if len(rr) == 0 {
		return nil
	}
	t.rounds = append(t.rounds, rr[len(rr)-1])
	t.totals = s.Totals()
	rec := GameRecord{Captured: make([][]Card, s.n), Curtain: s.Curtain()}
	for p := range int(s.n) {
		rec.Captured[p] = toCards(&s.piles[p])
	}
	for k := range int(s.nOut) {
		rec.Out = append(rec.Out, int(s.outOrder[k]))
	}
	t.games = append(t.games, rec)
	scores := rr[len(rr)-1].Scores
	t.st = nil
	if t.game+1 >= t.p.games {
		t.over, t.final = true, s
		return []engine.Effect{engine.NewEffect("makoto.winner", t.overMsg(), i18n.Args{"Winners": i18n.Player(t.names(Winners(t.totals)))})}
	}
	t.game++
	t.dealer = NextDealer(t.dealer, int(s.n))
	t.lid = noSeat
	if t.p.lid {
		t.lid = SeriesLidHolder(scores, t.dealer, t.p.lidTie)
	}
	eff := []engine.Effect{engine.NewEffect("makoto.series.length", "makoto.effect.table-next-game",
		i18n.Args{"Game": t.game + 1, "Games": t.p.games, "Who": t.p.cfg.Who(t.dealer)})}
	if t.lid >= 0 {
		eff = append(eff, engine.NewEffect("makoto.lid", "makoto.effect.table-lid", i18n.Args{"Who": t.p.cfg.Who(t.lid)}))
	}
	return eff
}

// overMsg is the message of the end of the whole game: a series or one
// game.
func (t *liveTable) overMsg() string {
	if t.p.games > 1 {
		return "makoto.effect.table-series-over"
	}
	return "makoto.effect.table-game-over"
}

func (t *liveTable) names(seats []int) string {
	out := make([]string, len(seats))
	for i, s := range seats {
		out[i] = t.p.cfg.SeatName(s)
	}
	return strings.Join(out, ", ")
}

// Shows is not part of Makoto: everything that scores was played openly.
func (t *liveTable) Shows(int, []string) ([]engine.Effect, error) {
	return nil, engine.Refuse("makoto.score", "makoto.refuse.table-no-shows", nil)
}

func (t *liveTable) Rounds() []engine.RoundResult { return slices.Clone(t.rounds) }

func (t *liveTable) Totals() []int { return slices.Clone(t.totals) }

func (t *liveTable) Winners() []int {
	if !t.over {
		return nil
	}
	return Winners(t.totals)
}

// RoundEntry returns finished game k as the score pad records it: each
// seat's score pile, who went out in order, and the Curtain at the end.
func (t *liveTable) RoundEntry(k int) scoring.Entry {
	g := t.games[k]
	var e scoring.Entry
	piles := make([][]string, len(g.Captured))
	for i, p := range g.Captured {
		piles[i] = cardStrings(p)
	}
	e.SetCards(FieldCaptured, piles...)
	e.SetSeats(FieldOut, g.Out...)
	e.SetCards(FieldCurtain, cardStrings(g.Curtain))
	return e
}

func (t *liveTable) Clone() tableplay.Table {
	c := *t
	c.totals = slices.Clone(t.totals)
	c.rounds = slices.Clone(t.rounds)
	c.games = slices.Clone(t.games)
	if t.st != nil {
		c.st = t.st.Clone().(*State)
	}
	if t.final != nil {
		c.final = t.final.Clone().(*State)
	}
	return &c
}

// Status describes the table: the trick to beat and who passed, the
// Curtain, the cards in every hand, who is out and who holds the lid. Once
// the whole game is over it describes the last game at its end: who went
// out in order, the cards still held and the Curtain left.
func (t *liveTable) Status() tableplay.Status {
	n := t.p.cfg.Players
	st := tableplay.Status{Cards: make([]int, n), Fields: map[string]any{}}
	name := t.p.cfg.SeatName
	trick, curtain, out := "", []int{}, []string{}
	curtainText := []string{}
	lid := t.lid
	var passed, hands []string
	s := t.st
	if s == nil && t.over {
		s = t.final
	}
	if s != nil {
		if s.top.Kind != ComboNone && t.st != nil {
			m := engine.Move{Kind: KindPlay, N: s.topN, Cards: s.topCards}
			trick = strings.TrimPrefix(FormatMove(m), "play ")
		}
		for _, c := range s.Curtain() {
			curtain = append(curtain, c.Value())
			curtainText = append(curtainText, c.String())
		}
		for k := range int(s.nOut) {
			out = append(out, name(int(s.outOrder[k])))
		}
		for p := range n {
			if s.passed&(1<<p) != 0 && t.st != nil {
				passed = append(passed, name(p))
			}
		}
		lid = s.LidHolder()
	}
	for p := range n {
		switch {
		case s != nil:
			st.Cards[p] = s.handSize(p)
		case !t.over:
			st.Cards[p] = t.p.setup.Hand
		}
		hands = append(hands, fmt.Sprintf("%s %d", name(p), st.Cards[p]))
	}
	st.Fields["trick"] = trick
	st.Fields["curtain"] = curtain
	st.Fields["out"] = out
	if lid >= 0 {
		st.Fields["lid"] = name(lid)
	} else {
		st.Fields["lid"] = nil
	}
	line := func(msg string, args i18n.Args) { st.Lines = append(st.Lines, i18n.Message(msg, args)) }
	rank := func(r engine.ViewRank) { st.Ranks = append(st.Ranks, r) }
	if t.st != nil {
		switch {
		case trick == "":
			line("makoto.word.status-new-trick", i18n.Args{"Who": i18n.Player(name(t.st.Turn()))})
		case len(passed) > 0:
			line("makoto.word.status-trick-passed", i18n.Args{"Trick": trick, "Who": i18n.Player(name(int(t.st.owner))), "Passed": i18n.Player(strings.Join(passed, ", "))})
		default:
			line("makoto.word.status-trick", i18n.Args{"Trick": trick, "Who": i18n.Player(name(int(t.st.owner)))})
		}
		rank(engine.ViewTop)
	}
	if s != nil {
		if len(curtainText) == 0 {
			line("makoto.word.status-curtain-empty", nil)
		} else {
			line("makoto.word.status-curtain", i18n.Args{"Cards": strings.Join(curtainText, " ")})
		}
		rank(engine.ViewOther)
	}
	line("makoto.word.status-hands", i18n.Args{"Hands": strings.Join(hands, ", ")})
	rank(engine.ViewCount)
	if len(out) > 0 {
		line("makoto.word.status-out", i18n.Args{"Out": i18n.Player(strings.Join(out, ", "))})
	}
	if lid >= 0 {
		line("makoto.word.status-lid", i18n.Args{"Who": i18n.Player(name(lid))})
	}
	var parts []i18n.Phrase
	brief := func(msg string, args i18n.Args) { parts = append(parts, i18n.Message(msg, args)) }
	if s != nil {
		if trick != "" {
			brief("makoto.word.brief-trick", i18n.Args{"Trick": trick, "Who": i18n.Player(name(int(t.st.owner)))})
		}
		brief("makoto.word.brief-curtain", i18n.Args{"Cards": strings.Join(curtainText, " ")})
	}
	brief("makoto.word.brief-hands", i18n.Args{"Hands": strings.Join(hands, ", ")})
	st.Brief = i18n.Joined(parts, " · ")
	return st
}

// CloseDecision closes a Curtain decision left open after a play with
// "done" (tableplay.DecisionCloser): at the table, the next player acting
// means the player who played used the Curtain no more.
func (s *State) CloseDecision() (engine.Move, bool) {
	if s.phase != phaseCurtain {
		return engine.Move{}, false
	}
	var m engine.Move
	m.Kind = KindCurtain
	m.Arg[0] = ActDone
	return m, true
}
