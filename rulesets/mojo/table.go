package mojo

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"tabletop/engine"
	"tabletop/engine/i18n"
	"tabletop/engine/scoring"
	"tabletop/engine/tableplay"
)

// StartWord is the table-mode line that starts a round: the card (two
// cards with two piles) turned up to start the discard pile.
const StartWord = "top"

// NewTable follows a physical game of Mojo from what the table shows: each
// round is a position built from the turned-up card(s) with every hand
// unknown, played on with the engine's own rules, and scored from the
// cards the players show at its end (tableplay.Tabler).
func (Ruleset) NewTable(cfg engine.Config) (tableplay.Table, error) {
	if cfg.Players < MinPlayers || cfg.Players > MaxPlayers {
		return nil, i18n.NewError("mojo.error.table-players", i18n.Args{"Min": MinPlayers, "Count": MaxPlayers, "N": cfg.Players})
	}
	full, o, err := parseOptions(cfg.Options)
	if err != nil {
		return nil, err
	}
	if cfg.Start < 0 || cfg.Start >= cfg.Players {
		return nil, i18n.NewError("mojo.error.table-first", i18n.Args{"Seat": cfg.Start + 1, "Count": cfg.Players})
	}
	cfg.Options = full
	cfg.Names = slices.Clone(cfg.Names)
	return &liveTable{cfg: cfg, twoPiles: o.twoPiles, round: 1, starter: cfg.Start,
		totals: make([]int, cfg.Players), holder: -1}, nil
}

// liveTable is a followed game of Mojo.
type liveTable struct {
	cfg      engine.Config
	twoPiles bool
	round    int
	starter  int // who starts the round in play or the next one
	face     Face
	totals   []int
	rounds   []engine.RoundResult
	hands    [][][]int // per scored round, the cards each seat showed
	holders  []int     // per scored round, who took the Mojo card
	st       *State    // the round in play; nil before its top card
	prev     *State    // deal-next=continue: the last round, its cards shown
	holder   int       // who ended the round in play, -1 while it runs
	shown    [][]int   // cards shown at the round's end, by seat
	showed   []bool
	over     bool
}

var _ tableplay.Tabler = Ruleset{}

func (t *liveTable) StartWord() string { return StartWord }

func (t *liveTable) Waiting() string {
	switch {
	case t.over:
		return tableplay.WaitOver
	case t.st == nil:
		return StartWord
	case t.holder >= 0:
		return tableplay.WaitShows
	case t.unknownTop() >= 0:
		return StartWord
	}
	return tableplay.WaitMove
}

// unknownTop returns a discard pile whose top card the table has not been
// told, or -1: a pile restarted from the draw pile in the round in play
// (mojo.two-piles.refill with refill=draw-pile).
func (t *liveTable) unknownTop() int {
	if t.st == nil {
		return -1
	}
	for p := range t.st.Piles() {
		if v, ok := t.st.Top(p); ok && v == Unknown {
			return p
		}
	}
	return -1
}

func (t *liveTable) Refusal() *engine.RuleError {
	switch t.Waiting() {
	case StartWord:
		if p := t.unknownTop(); p >= 0 {
			return engine.Refuse("mojo.two-piles.refill", "mojo.refuse.table-refill-first", i18n.Args{"Pile": p + 1})
		}
		return engine.Refuse("mojo.setup", "mojo.refuse.table-not-started", nil)
	case tableplay.WaitShows:
		return engine.Refuse("mojo.round-end", "mojo.refuse.table-round-over", nil)
	case tableplay.WaitOver:
		return engine.ErrGameOver
	}
	return nil
}

func (t *liveTable) Round() int { return t.round }

func (t *liveTable) State() engine.State {
	if t.st == nil {
		return nil
	}
	return t.st
}

// Start turns up the first card of the round's discard pile (two cards in
// the two-pile variant) and deals every seat an unknown hand.
func (t *liveTable) Start(words []string) ([]engine.Effect, error) {
	if w := t.Waiting(); w != StartWord {
		return nil, engine.Refuse("mojo.setup", "mojo.refuse.table-under-way", nil)
	}
	if p := t.unknownTop(); p >= 0 {
		return t.refillTop(p, words)
	}
	piles, rule := 1, "mojo.setup"
	if t.twoPiles {
		piles, rule = 2, "mojo.two-piles.setup"
	}
	if len(words) != piles {
		return nil, engine.Refuse(rule, "mojo.refuse.table-start-cards", i18n.Args{"Count": piles, "Got": len(words)})
	}
	tops := make([]int, piles)
	for i, w := range words {
		v, err := parseValue(w)
		if err != nil {
			return nil, err
		}
		tops[i] = v
	}
	var st *State
	var err error
	if t.prev != nil {
		st, err = t.dealOn(tops)
	} else {
		st, err = NewPosition(Position{Players: t.cfg.Players, Options: t.cfg.Options, Mover: t.starter,
			Tops: tops, Face: t.face, Round: t.round, Totals: t.totals, Seed: t.cfg.Seed, Names: t.cfg.Names})
	}
	if err != nil {
		return nil, &engine.RuleError{Rule: "mojo.setup", Reason: i18n.ErrorPhrase(err)}
	}
	t.st, t.holder = st, -1
	t.shown, t.showed = make([][]int, t.cfg.Players), make([]bool, t.cfg.Players)
	return []engine.Effect{engine.NewEffect(rule, "mojo.effect.table-start", i18n.Args{"Round": t.round,
		"Count": HandSize, "Who": t.cfg.Who(t.starter), "Dir": direction(st.Clockwise())})}, nil
}

// refillTop names the card that restarted discard pile p from the draw
// pile (mojo.two-piles.refill): one card, a value with a copy not yet seen.
func (t *liveTable) refillTop(p int, words []string) ([]engine.Effect, error) {
	if len(words) != 1 {
		return nil, engine.Refuse("mojo.two-piles.refill", "mojo.refuse.table-refill-one", i18n.Args{"Pile": p + 1, "Got": len(words)})
	}
	v, err := parseValue(words[0])
	if err != nil {
		return nil, err
	}
	s := t.st
	seen := 1
	for q := range s.Piles() {
		for _, c := range s.pile[q][:s.pileN[q]] {
			if int(c) == v {
				seen++
			}
		}
	}
	for i := range int(s.np) {
		seen += int(s.hand[i].n[v]) + int(s.down[i].n[v]) + int(s.shown[i].n[v])
	}
	if seen > Copies(v) {
		return nil, engine.Refuse("mojo.deck", "mojo.refuse.table-refill-known", i18n.Args{"Card": v})
	}
	s.pile[p][s.pileN[p]-1] = uint8(v)
	return []engine.Effect{engine.NewEffect("mojo.two-piles.refill", "mojo.effect.table-refill", i18n.Args{"Pile": p + 1, "Card": v})}, nil
}

// dealOn deals the next round the French way (deal-next=continue) with the
// engine's own deal on the last round's table: the players' cards go onto
// the discard pile and the new hands, unknown, come off the draw pile
// (reshuffled when it runs out); the tops are the cards turned up.
func (t *liveTable) dealOn(tops []int) (*State, error) {
	s := t.prev.Clone().(*State)
	s.round = uint16(t.round - 1)
	s.startRound(int8(t.starter), false)
	var seen [NumValues]int
	for p := range s.Piles() {
		for _, c := range s.pile[p][:s.pileN[p]-1] {
			if c != Unknown {
				seen[c]++
			}
		}
	}
	for p, v := range tops {
		if seen[v]++; seen[v] > Copies(v) {
			return nil, i18n.NewError("mojo.error.table-tops", i18n.Args{"Value": v})
		}
		s.pile[p][s.pileN[p]-1] = uint8(v)
	}
	s.face = t.face
	for i, v := range t.totals {
		s.base[i], s.totals[i] = int16(v), int16(v)
	}
	s.last = record{}
	if err := s.CheckInvariants(); err != nil {
		return nil, i18n.At("position", err)
	}
	return s, nil
}

// parseValue reads one Mojo card value (mojo.deck).
func parseValue(w string) (int, error) {
	v, err := strconv.Atoi(w)
	if err != nil || !ValidValue(v) || strings.HasPrefix(w, "+") {
		return 0, engine.Refuse("mojo.deck", "mojo.refuse.table-no-card", i18n.Args{"Word": i18n.Quoted(w), "Max": MaxValue})
	}
	return v, nil
}

// Settle notes the end of the round once its state is over: the player who
// emptied their hand or turned up their last card takes the Mojo card, and
// everyone shows the cards they score (the engine's effects say so).
func (t *liveTable) Settle() []engine.Effect {
	if t.st != nil && t.holder < 0 && t.st.IsTerminal() {
		t.holder = int(t.st.last.holder)
	}
	return nil
}

// Shows records the cards seat scores. Their number must be what seat was
// left with, the cards turned up and the cards known to be in the hand must
// be among them, and no value may appear more often than the deck holds.
func (t *liveTable) Shows(seat int, words []string) ([]engine.Effect, error) {
	if t.Waiting() != tableplay.WaitShows {
		return nil, engine.Refuse("mojo.score.cards", "mojo.refuse.table-show-early", nil)
	}
	who := t.cfg.Who(seat)
	if t.showed[seat] {
		return nil, engine.Refuse("mojo.score.cards", "mojo.refuse.table-shown", i18n.Args{"Who": who})
	}
	vals := make([]int, len(words))
	for i, w := range words {
		v, err := parseValue(w)
		if err != nil {
			return nil, err
		}
		vals[i] = v
	}
	if err := t.checkShown(seat, vals); err != nil {
		return nil, err
	}
	t.shown[seat], t.showed[seat] = vals, true
	eff := []engine.Effect{engine.NewEffect("mojo.score.colour-max", "mojo.effect.table-worth",
		i18n.Args{"Who": who, "Points": Points(vals)})}
	for _, ok := range t.showed {
		if !ok {
			return eff, nil
		}
	}
	return append(eff, t.score()...), nil
}

func (t *liveTable) checkShown(seat int, vals []int) error {
	s, who := t.st, t.cfg.Who(seat)
	h, d, sh := &s.hand[seat], &s.down[seat], &s.shown[seat]
	if want := int(h.size) + int(d.size) + int(sh.size); len(vals) != want {
		return engine.Refuse("mojo.score.cards", "mojo.refuse.table-holding", i18n.Args{"Who": who, "Holding": holding(int(h.size), int(d.size), int(sh.size)), "Got": len(vals)})
	}
	var got [NumValues]int
	for _, v := range vals {
		got[v]++
	}
	for v := range NumValues {
		known := int(h.n[v]) + int(d.n[v]) + int(sh.n[v])
		if got[v] < known {
			return engine.Refuse("mojo.score.cards", "mojo.refuse.table-known", i18n.Args{"Who": who, "Count": known, "Card": v, "Shows": got[v]})
		}
	}
	// Every value, counted over the discard piles and every hand shown.
	for i, other := range t.shown {
		if i != seat {
			for _, v := range other {
				got[v]++
			}
		}
	}
	for p := range s.Piles() {
		for _, c := range s.pile[p][:s.pileN[p]] {
			if c != Unknown {
				got[c]++
			}
		}
	}
	for v := range NumValues {
		if got[v] > Copies(v) {
			return engine.Refuse("mojo.deck", "mojo.refuse.table-too-many", i18n.Args{"Count": got[v], "Card": v, "Copies": Copies(v)})
		}
	}
	return nil
}

// holding says what a player holds at the end of a round, in every
// language: "3 cards in hand", "5 cards (2 in hand, 3 face down)".
func holding(hand, down, up int) i18n.Phrase {
	if down+up == 0 {
		return i18n.Message("mojo.word.holding-hand", i18n.Args{"Count": hand})
	}
	var parts []i18n.Phrase
	if hand > 0 {
		parts = append(parts, i18n.Message("mojo.word.part-hand", i18n.Args{"Count": hand}))
	}
	if down > 0 {
		parts = append(parts, i18n.Message("mojo.word.part-down", i18n.Args{"Count": down}))
	}
	if up > 0 {
		parts = append(parts, i18n.Message("mojo.word.part-up", i18n.Args{"Count": up}))
	}
	return i18n.Message("mojo.word.holding", i18n.Args{"Count": hand + down + up, "Parts": parts})
}

// score scores the round from the cards shown (mojo.score.*) and starts
// the next round or ends the game.
func (t *liveTable) score() []engine.Effect {
	n := t.cfg.Players
	pts := make([]int, n)
	for i, v := range t.shown {
		pts[i] = Points(v)
	}
	scores, face := RoundScores(pts, t.holder)
	parts := make([]string, n)
	for i := range scores {
		t.totals[i] += scores[i]
		parts[i] = fmt.Sprintf("%s %d", t.cfg.SeatName(i), scores[i])
	}
	holder := t.cfg.Who(t.holder)
	t.rounds = append(t.rounds, engine.RoundResult{Scores: scores, Totals: slices.Clone(t.totals),
		Detail: i18n.Message("mojo.word.detail-mojo", i18n.Args{"Who": holder, "Face": face.String()})})
	t.hands, t.holders = append(t.hands, t.shown), append(t.holders, t.holder)
	eff := []engine.Effect{engine.NewEffect("mojo.score.colour-max", "mojo.effect.table-scores", i18n.Args{"Scores": strings.Join(parts, ", ")})}
	if face == FaceZero {
		eff = append(eff, engine.NewEffect("mojo.score.mojo", "mojo.effect.mojo-zero", i18n.Args{"Holder": holder}))
	} else {
		eff = append(eff, engine.NewEffect("mojo.score.mojo", "mojo.effect.mojo-penalty", i18n.Args{"Holder": holder, "Penalty": MojoPenalty}))
	}
	if GameOver(t.totals) {
		t.over = true
		return append(eff, engine.NewEffect("mojo.game-end", "mojo.effect.game-end",
			i18n.Args{"End": GameEndTotal, "Winners": i18n.Player(t.names(Leaders(t.totals)))}))
	}
	t.round, t.starter, t.face = t.round+1, t.holder, face
	if t.st.opt.dealContinue {
		// The next deal comes off this round's draw pile (mojo.deal-next):
		// keep the round, with every player's cards now known.
		t.prev = t.st.Clone().(*State)
		for i, v := range t.shown {
			t.prev.hand[i], t.prev.down[i], t.prev.shown[i] = cards{}, cards{}, cards{}
			for _, c := range v {
				t.prev.hand[i].add(uint8(c))
			}
		}
	}
	t.st, t.holder = nil, -1
	return append(eff, engine.NewEffect("mojo.next-round", "mojo.effect.table-next-round",
		i18n.Args{"Round": t.round, "Holder": holder, "Face": face.String()}))
}

func (t *liveTable) names(seats []int) string {
	out := make([]string, len(seats))
	for i, s := range seats {
		out[i] = t.cfg.SeatName(s)
	}
	return strings.Join(out, ", ")
}

func (t *liveTable) Rounds() []engine.RoundResult { return slices.Clone(t.rounds) }

func (t *liveTable) Totals() []int { return slices.Clone(t.totals) }

func (t *liveTable) Winners() []int {
	if !t.over {
		return nil
	}
	return Leaders(t.totals)
}

// RoundEntry returns scored round k as the score pad records it: the
// cards each seat showed and who took the Mojo card.
func (t *liveTable) RoundEntry(k int) scoring.Entry {
	var e scoring.Entry
	hands := make([][]string, len(t.hands[k]))
	for i, h := range t.hands[k] {
		hands[i] = make([]string, len(h))
		for j, v := range h {
			hands[i][j] = strconv.Itoa(v)
		}
	}
	e.SetCards(FieldHand, hands...)
	e.SetSeats(FieldMojo, t.holders[k])
	return e
}

func (t *liveTable) Clone() tableplay.Table {
	c := *t
	c.totals = slices.Clone(t.totals)
	c.rounds = slices.Clone(t.rounds)
	c.hands, c.holders = slices.Clone(t.hands), slices.Clone(t.holders)
	c.shown = slices.Clone(t.shown)
	if t.prev != nil {
		c.prev = t.prev.Clone().(*State)
	}
	c.showed = slices.Clone(t.showed)
	if t.st != nil {
		c.st = t.st.Clone().(*State)
	}
	return &c
}

// Status describes the table: the discard piles' top cards, the cards in
// every hand, who is in Mojo Time and the direction of play.
func (t *liveTable) Status() tableplay.Status {
	n := t.cfg.Players
	st := tableplay.Status{Cards: make([]int, n), Fields: map[string]any{}}
	faceDown := map[string]int{}
	tops := []any{}
	face, clockwise := t.face, (t.face == FacePlus10) == (t.cfg.Options[OptionDirectionZero] == DirCCW)
	if s := t.st; s != nil {
		face, clockwise = s.face, s.Clockwise()
		for p := range s.Piles() {
			if v, ok := s.Top(p); ok && v != Unknown {
				tops = append(tops, v)
			} else {
				tops = append(tops, nil)
			}
		}
	}
	var hands, inTime []string
	var timeLines []i18n.Phrase
	for i := range n {
		name := t.cfg.SeatName(i)
		if s := t.st; s != nil {
			st.Cards[i] = s.HandSize(i)
			faceDown[name] = s.FaceDown(i)
			if d, r := s.FaceDown(i), s.Revealed(i); d+len(r) > 0 {
				line := i18n.Message("mojo.word.status-time", i18n.Args{"Who": i18n.Player(name), "Count": d})
				if len(r) > 0 {
					line = i18n.Message("mojo.word.status-time-up", i18n.Args{"Who": i18n.Player(name), "Count": d, "Up": joinInts(r)})
				}
				timeLines = append(timeLines, line)
				inTime = append(inTime, fmt.Sprintf("%s %d", name, d))
			}
		} else if !t.over {
			st.Cards[i] = HandSize
			faceDown[name] = 0
		}
		hands = append(hands, fmt.Sprintf("%s %d", name, st.Cards[i]))
	}
	st.Fields["top"] = tops
	st.Fields["face_down"] = faceDown
	st.Fields["mojo_face"] = face.String()
	st.Fields["direction"] = map[bool]string{true: "clockwise", false: "counter-clockwise"}[clockwise]
	if len(tops) > 0 {
		msg := "mojo.word.status-pile"
		if len(tops) > 1 {
			msg = "mojo.word.status-piles"
		}
		st.Lines = append(st.Lines, i18n.Message(msg, i18n.Args{"Tops": strings.Join(topWords(tops), " | "), "Count": t.st.DrawPileSize()}))
		st.Ranks = append(st.Ranks, engine.ViewTop)
	}
	st.Lines = append(st.Lines, i18n.Message("mojo.word.status-face", i18n.Args{"Face": face.String(), "Dir": direction(clockwise)}))
	st.Lines = append(st.Lines, i18n.Message("mojo.word.status-hands", i18n.Args{"Hands": strings.Join(hands, ", ")}))
	st.Ranks = append(st.Ranks, engine.ViewOther, engine.ViewCount)
	st.Lines = append(st.Lines, timeLines...)
	var brief []i18n.Phrase
	if len(tops) > 0 {
		brief = append(brief, i18n.Message("mojo.word.brief-top", i18n.Args{"Tops": strings.Join(topWords(tops), " | ")}))
	}
	brief = append(brief, i18n.Message("mojo.word.brief-hands", i18n.Args{"Hands": strings.Join(hands, ", ")}))
	if len(inTime) > 0 {
		brief = append(brief, i18n.Message("mojo.word.brief-down", i18n.Args{"Down": strings.Join(inTime, ", ")}))
	}
	st.Brief = i18n.Joined(brief, " · ")
	if t.Waiting() == tableplay.WaitShows {
		var missing []string
		for i, ok := range t.showed {
			if !ok {
				missing = append(missing, t.cfg.SeatName(i))
			}
		}
		st.Lines = append(st.Lines, i18n.Message("mojo.word.status-to-show", i18n.Args{"Holder": t.cfg.Who(t.holder), "Missing": i18n.Player(strings.Join(missing, ", "))}))
	}
	return st
}

// Holding returns the known cards seat would score now, ascending: the
// hand, the face-down cards and the cards turned up (all of them in a
// dealt game; a position leaves out the cards of unknown value).
func (s *State) Holding(seat int) []int {
	var all cards
	for _, c := range []*cards{&s.hand[seat], &s.down[seat], &s.shown[seat]} {
		for v := range NumValues + 1 {
			for range c.n[v] {
				all.add(uint8(v))
			}
		}
	}
	return all.list()
}

// topWords writes the discard piles' top cards, "?" for one not known.
func topWords(tops []any) []string {
	words := make([]string, len(tops))
	for i, v := range tops {
		words[i] = "?"
		if v != nil {
			words[i] = fmt.Sprint(v)
		}
	}
	return words
}
