package mojo

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"tabletop/engine"
)

// StartWord is the table-mode line that starts a round: the card (two
// cards with two piles) turned up to start the discard pile.
const StartWord = "top"

// NewTable follows a physical game of Mojo from what the table shows: each
// round is a position built from the turned-up card(s) with every hand
// unknown, played on with the engine's own rules, and scored from the
// cards the players show at its end (engine.Tabler).
func (Ruleset) NewTable(cfg engine.Config) (engine.Table, error) {
	if cfg.Players < MinPlayers || cfg.Players > MaxPlayers {
		return nil, fmt.Errorf("mojo takes %d to %d players, not %d (mojo.players)", MinPlayers, MaxPlayers, cfg.Players)
	}
	full, o, err := parseOptions(cfg.Options)
	if err != nil {
		return nil, err
	}
	if cfg.Start < 0 || cfg.Start >= cfg.Players {
		return nil, fmt.Errorf("the first player: seat %d is not one of the %d seats", cfg.Start+1, cfg.Players)
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

var _ engine.Tabler = Ruleset{}

func (t *liveTable) StartWord() string { return StartWord }

func (t *liveTable) Waiting() string {
	switch {
	case t.over:
		return engine.WaitOver
	case t.st == nil:
		return StartWord
	case t.holder >= 0:
		return engine.WaitShows
	case t.unknownTop() >= 0:
		return StartWord
	}
	return engine.WaitMove
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
			return engine.Violation("mojo.two-piles.refill", "discard pile %d restarted with the draw pile's top card: say which card it is first (top C)", p+1)
		}
		return engine.Violation("mojo.setup", "the round has not started: turn up the top card of the discard pile first (top C)")
	case engine.WaitShows:
		return engine.Violation("mojo.round-end", "the round is over: everyone shows the cards they score (NAME: shows C C ...)")
	case engine.WaitOver:
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
		return nil, engine.Violation("mojo.setup", "the round is already under way; a card is turned up only at the start of a round")
	}
	if p := t.unknownTop(); p >= 0 {
		return t.refillTop(p, words)
	}
	piles, rule := 1, "mojo.setup"
	if t.twoPiles {
		piles, rule = 2, "mojo.two-piles.setup"
	}
	if len(words) != piles {
		return nil, engine.Violation(rule, "a round starts with %s turned up, not %d", plural(piles, "card"), len(words))
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
		return nil, engine.Violation("mojo.setup", "%v", err)
	}
	t.st, t.holder = st, -1
	t.shown, t.showed = make([][]int, t.cfg.Players), make([]bool, t.cfg.Players)
	dir := "seat order"
	if !st.Clockwise() {
		dir = "reverse seat order"
	}
	return []engine.Effect{{Rule: rule, Text: fmt.Sprintf("round %d: everyone holds %d cards; %s starts, play goes in %s",
		t.round, HandSize, t.cfg.SeatName(t.starter), dir)}}, nil
}

// refillTop names the card that restarted discard pile p from the draw
// pile (mojo.two-piles.refill): one card, a value with a copy not yet seen.
func (t *liveTable) refillTop(p int, words []string) ([]engine.Effect, error) {
	if len(words) != 1 {
		return nil, engine.Violation("mojo.two-piles.refill", "name the one card that restarted discard pile %d, not %d", p+1, len(words))
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
		return nil, engine.Violation("mojo.deck", "every %d is already on the table or known in a hand, so none can restart the pile", v)
	}
	s.pile[p][s.pileN[p]-1] = uint8(v)
	return []engine.Effect{{Rule: "mojo.two-piles.refill", Text: fmt.Sprintf("discard pile %d restarts with %d", p+1, v)}}, nil
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
			return nil, fmt.Errorf("every %d is already in the discard piles, so none can be turned up (mojo.deck)", v)
		}
		s.pile[p][s.pileN[p]-1] = uint8(v)
	}
	s.face = t.face
	for i, v := range t.totals {
		s.base[i], s.totals[i] = int16(v), int16(v)
	}
	s.last = record{}
	if err := s.CheckInvariants(); err != nil {
		return nil, fmt.Errorf("position: %w", err)
	}
	return s, nil
}

// parseValue reads one Mojo card value (mojo.deck).
func parseValue(w string) (int, error) {
	v, err := strconv.Atoi(w)
	if err != nil || !ValidValue(v) || strings.HasPrefix(w, "+") {
		return 0, engine.Violation("mojo.deck", "Mojo has no card %q: the values run from 0 to %d", w, MaxValue)
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
	if t.Waiting() != engine.WaitShows {
		return nil, engine.Violation("mojo.score.cards", "cards are shown only when the round is over")
	}
	who := t.cfg.SeatName(seat)
	if t.showed[seat] {
		return nil, engine.Violation("mojo.score.cards", "%s has already shown their cards (undo to correct them)", who)
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
	eff := []engine.Effect{{Rule: "mojo.score.colour-max",
		Text: fmt.Sprintf("%s's cards are worth %d (the highest card of each colour)", who, Points(vals))}}
	for _, ok := range t.showed {
		if !ok {
			return eff, nil
		}
	}
	return append(eff, t.score()...), nil
}

func (t *liveTable) checkShown(seat int, vals []int) error {
	s, who := t.st, t.cfg.SeatName(seat)
	h, d, sh := &s.hand[seat], &s.down[seat], &s.shown[seat]
	if want := int(h.size) + int(d.size) + int(sh.size); len(vals) != want {
		return engine.Violation("mojo.score.cards", "%s ends the round with %s, not %d", who, holdingText(int(h.size), int(d.size), int(sh.size)), len(vals))
	}
	var got [NumValues]int
	for _, v := range vals {
		got[v]++
	}
	for v := range NumValues {
		known := int(h.n[v]) + int(d.n[v]) + int(sh.n[v])
		if got[v] < known {
			return engine.Violation("mojo.score.cards", "%s is known to hold %s of value %d (turned up or taken from a discard pile), but shows %d", who, plural(known, "card"), v, got[v])
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
			return engine.Violation("mojo.deck", "that makes %d cards of value %d on the table, but the deck has only %d", got[v], v, Copies(v))
		}
	}
	return nil
}

// holdingText says what a player holds at the end of a round: "3 cards in
// hand", "2 cards (1 face down, 1 turned up)".
func holdingText(hand, down, up int) string {
	if down+up == 0 {
		return plural(hand, "card") + " in hand"
	}
	var parts []string
	if hand > 0 {
		parts = append(parts, fmt.Sprintf("%d in hand", hand))
	}
	if down > 0 {
		parts = append(parts, fmt.Sprintf("%d face down", down))
	}
	if up > 0 {
		parts = append(parts, fmt.Sprintf("%d turned up", up))
	}
	return plural(hand+down+up, "card") + " (" + strings.Join(parts, ", ") + ")"
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
	holder := t.cfg.SeatName(t.holder)
	t.rounds = append(t.rounds, engine.RoundResult{Scores: scores, Totals: slices.Clone(t.totals),
		Detail: holder + " took the Mojo card, face " + face.String()})
	t.hands, t.holders = append(t.hands, t.shown), append(t.holders, t.holder)
	eff := []engine.Effect{{Rule: "mojo.score.colour-max", Text: "round scores: " + strings.Join(parts, ", ")}}
	if face == FaceZero {
		eff = append(eff, engine.Effect{Rule: "mojo.score.mojo", Text: holder + " has no more points than anyone: scores 0, the Mojo card returns on 0"})
	} else {
		eff = append(eff, engine.Effect{Rule: "mojo.score.mojo", Text: fmt.Sprintf("%s does not have the fewest points: adds %d, the Mojo card returns on +10", holder, MojoPenalty)})
	}
	if GameOver(t.totals) {
		t.over = true
		return append(eff, engine.Effect{Rule: "mojo.game-end",
			Text: fmt.Sprintf("a total reached %d: the game is over; lowest total wins: %s", GameEndTotal, t.names(Leaders(t.totals)))})
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
	return append(eff, engine.Effect{Rule: "mojo.next-round",
		Text: fmt.Sprintf("round %d: %s starts with the Mojo card on %s; turn up the top card (top C)", t.round, holder, face)})
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
func (t *liveTable) RoundEntry(k int) engine.Entry {
	var e engine.Entry
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

func (t *liveTable) Clone() engine.Table {
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
func (t *liveTable) Status() engine.TableStatus {
	n := t.cfg.Players
	st := engine.TableStatus{Cards: make([]int, n), Fields: map[string]any{}}
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
	var hands, timeLines, inTime []string
	for i := range n {
		name := t.cfg.SeatName(i)
		if s := t.st; s != nil {
			st.Cards[i] = s.HandSize(i)
			faceDown[name] = s.FaceDown(i)
			if d, r := s.FaceDown(i), s.Revealed(i); d+len(r) > 0 {
				line := fmt.Sprintf("%s is in Mojo Time: %s", name, plural(d, "face-down card"))
				if len(r) > 0 {
					line += ", turned up " + joinInts(r)
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
	dir := "seat order"
	if !clockwise {
		dir = "reverse seat order"
	}
	st.Fields["top"] = tops
	st.Fields["face_down"] = faceDown
	st.Fields["mojo_face"] = face.String()
	st.Fields["direction"] = map[bool]string{true: "clockwise", false: "counter-clockwise"}[clockwise]
	if len(tops) > 0 {
		words := topWords(tops)
		label := "Discard pile: "
		if len(tops) > 1 {
			label = "Discard piles: "
		}
		st.Lines = append(st.Lines, label+strings.Join(words, " | ")+fmt.Sprintf(" · draw pile %s", plural(t.st.DrawPileSize(), "card")))
	}
	st.Lines = append(st.Lines, "Mojo card on "+face.String()+", play goes in "+dir)
	st.Lines = append(st.Lines, "Cards in hand: "+strings.Join(hands, ", "))
	st.Lines = append(st.Lines, timeLines...)
	var brief []string
	if len(tops) > 0 {
		brief = append(brief, "top "+strings.Join(topWords(tops), " | "))
	}
	brief = append(brief, "hands "+strings.Join(hands, ", "))
	if len(inTime) > 0 {
		brief = append(brief, "face down "+strings.Join(inTime, ", "))
	}
	st.Brief = strings.Join(brief, " · ")
	if t.Waiting() == engine.WaitShows {
		var missing []string
		for i, ok := range t.showed {
			if !ok {
				missing = append(missing, t.cfg.SeatName(i))
			}
		}
		st.Lines = append(st.Lines, t.cfg.SeatName(t.holder)+" takes the Mojo card; still to show their cards: "+strings.Join(missing, ", "))
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
