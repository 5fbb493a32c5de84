// Package ladder is Ladder, a small shedding card game that exists only
// for tests: it shows that a game plugs into tabletop with nothing outside
// its package changed, and it is the worked example of
// engine/ADDING_A_GAME.md. Tests call Register; no command imports it.
//
// 36 cards, the values 1 to 9 four times. Each player is dealt a hand and
// one card is turned up. In turn, each plays a card equal to the top card,
// one higher or one lower; who cannot play draws a card, or passes when the
// draw pile is empty. Who plays their last card wins; when everyone has
// passed in a row, the fewest cards in hand win.
package ladder

import (
	"embed"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
	"sync"

	"tabletop/engine"
	"tabletop/engine/i18n"
)

// The players, the card values and the deck.
const (
	MinPlayers, MaxPlayers = 2, 4
	MaxValue               = 9
	copies                 = 4
	deckSize               = MaxValue * copies
)

// The kinds of moves: "play V", "draw" and "pass".
const (
	kindPlay uint8 = iota + 1
	kindDraw
	kindPass
)

//go:embed locales/*.yaml
var localeFiles embed.FS

var once sync.Once

// Register makes Ladder a game of the engine ("ladder") and its effects
// and refusals messages of the catalogue; it may be called more than once.
func Register() { register(Ruleset{}) }

// register registers rs as Ladder, once: Ruleset, or a changed Ladder of
// a test.
func register(rs engine.Ruleset) {
	once.Do(func() {
		i18n.RegisterMessageFiles("ladder", localeFiles)
		engine.Register(rs)
	})
}

// Ruleset is Ladder as an engine.Ruleset.
type Ruleset struct{}

// Name, Title, MinPlayers and MaxPlayers say which game this is.
func (Ruleset) Name() string  { return "ladder" }
func (Ruleset) Title() string { return "Ladder" }

// RoundTitle is the title of round n in the game's words.
func (Ruleset) RoundTitle(n int) i18n.Phrase {
	return i18n.Message("ladder.word.round-title", i18n.Args{"N": n})
}
func (Ruleset) MinPlayers() int { return MinPlayers }
func (Ruleset) MaxPlayers() int { return MaxPlayers }

var rules = []engine.Rule{
	{ID: "ladder.deck", Title: "The deck", Text: "36 cards: the values 1 to 9, four of each."},
	{ID: "ladder.players", Title: "Players", Text: "2 to 4 players."},
	{ID: "ladder.setup", Title: "Set-up", Options: []string{"hand"},
		Text: "The cards are shuffled, each player is dealt a hand, and one card is turned up to start the discard pile; the rest is the draw pile. The starting player moves first, then play goes in seat order."},
	{ID: "ladder.play", Title: "Playing a card",
		Text: "On their turn a player puts one card from their hand on the discard pile: a card equal to the top card, one higher or one lower."},
	{ID: "ladder.draw", Title: "Drawing", Text: "A player who cannot play draws the top card of the draw pile, and the turn ends."},
	{ID: "ladder.pass", Title: "Passing", Text: "A player who cannot play when the draw pile is empty passes."},
	{ID: "ladder.end", Title: "End of the game",
		Text: "Whoever plays their last card wins. When every player has passed in a row, the game ends and the players with the fewest cards in hand win. A player's score is the number of cards left in their hand."},
}

// Rules returns the rule catalogue, in rulebook order.
func (Ruleset) Rules() []engine.Rule { return slices.Clone(rules) }

// Options: the size of the hand dealt.
func (Ruleset) Options() []engine.OptionSpec {
	return []engine.OptionSpec{{Key: "hand", Values: []string{"5", "7"}, Default: "5", Rule: "ladder.setup", Help: "the number of cards dealt to each player"}}
}

// Bots: random (any legal move) and greedy (Greedy).
func (Ruleset) Bots() []string { return []string{"random", "greedy"} }

// NewBot returns a seeded bot.
func (Ruleset) NewBot(name string, seed uint64) (engine.Agent, error) {
	switch name {
	case "random":
		return engine.NewRandomAgent(seed), nil
	case "greedy":
		return Greedy{}, nil
	}
	return nil, fmt.Errorf("ladder has no bot %q (bots: random, greedy)", name)
}

// New deals a game.
func (rs Ruleset) New(cfg engine.Config) (engine.State, error) {
	s, err := newState(cfg)
	if err != nil {
		return nil, err
	}
	deck := make([]uint8, 0, deckSize)
	for v := uint8(1); v <= MaxValue; v++ {
		deck = append(deck, v, v, v, v)
	}
	rng := engine.NewRNG(cfg.Seed)
	rng.ShuffleBytes(deck)
	hand, _ := strconv.Atoi(s.cfg.Options["hand"])
	for seat := range cfg.Players {
		for _, v := range deck[seat*hand : (seat+1)*hand] {
			s.t.hands[seat][v]++
		}
		s.t.held[seat] = uint8(hand)
	}
	deck = deck[cfg.Players*hand:]
	s.t.top = deck[0]
	s.t.discard[s.t.top]++
	s.t.nPile = uint8(copy(s.t.pile[:], deck[1:]))
	return s, nil
}

// newState checks cfg and returns a game with nothing dealt.
func newState(cfg engine.Config) (*State, error) {
	if cfg.Players < MinPlayers || cfg.Players > MaxPlayers {
		return nil, fmt.Errorf("ladder: %d players; the game takes 2 to 4 (ladder.players)", cfg.Players)
	}
	if cfg.Start < 0 || cfg.Start >= cfg.Players {
		return nil, fmt.Errorf("ladder: seat %d is not one of the %d seats (ladder.setup)", cfg.Start+1, cfg.Players)
	}
	opts, err := engine.Resolve(Ruleset{}.Options(), cfg.Options)
	if err != nil {
		return nil, i18n.At("ladder", err)
	}
	cfg.Options = opts
	return &State{cfg: cfg, t: table{turn: int8(cfg.Start)}}, nil
}

// State is a game of Ladder.
type State struct {
	cfg engine.Config
	t   table
}

// table is everything that changes in a game, compared by Equal.
type table struct {
	hands   [MaxPlayers][MaxValue + 1]uint8 // copies of each value in each hand
	held    [MaxPlayers]uint8               // cards in each hand
	discard [MaxValue + 1]uint8             // copies of each value on the discard pile
	pile    [deckSize]uint8                 // the draw pile, its top last
	nPile   uint8
	top     uint8
	turn    int8 // the seat to move, -1 when the game is over
	passes  uint8
	// The last move, for Effects: who made it, and whether it ended the game.
	lastSeat  int8
	last      engine.Move
	lastEnded bool
}

func (s *State) Ruleset() engine.Ruleset { return Ruleset{} }
func (s *State) Config() engine.Config {
	c := s.cfg
	c.Options = maps.Clone(c.Options)
	return c
}
func (s *State) NumPlayers() int     { return s.cfg.Players }
func (s *State) CurrentPlayer() int  { return int(s.t.turn) }
func (s *State) IsTerminal() bool    { return s.t.turn < 0 }
func (s *State) Clone() engine.State { c := *s; return &c }
func (s *State) CloneInto(dst engine.State) {
	*dst.(*State) = *s
}
func (s *State) Equal(o engine.State) bool {
	t, ok := o.(*State)
	return ok && s.cfg.Seed == t.cfg.Seed && s.cfg.Players == t.cfg.Players && s.t == t.t
}

// near returns the values that may go on the top card (ladder.play).
func (s *State) near() (lo, hi uint8) { return max(s.t.top, 2) - 1, min(s.t.top+1, MaxValue) }

// LegalMoves lists the cards the player to move may play, else draw, else
// pass.
func (s *State) LegalMoves(buf []engine.Move) []engine.Move {
	buf = buf[:0]
	if s.IsTerminal() {
		return buf
	}
	lo, hi := s.near()
	for v := lo; v <= hi; v++ {
		if s.t.hands[s.t.turn][v] > 0 {
			buf = append(buf, engine.Move{Kind: kindPlay, N: 1, Cards: [engine.MaxMoveCards]uint8{v}})
		}
	}
	switch {
	case len(buf) > 0:
	case s.t.nPile > 0:
		buf = append(buf, engine.Move{Kind: kindDraw})
	default:
		buf = append(buf, engine.Move{Kind: kindPass})
	}
	return buf
}

// canPlay reports whether the player to move holds a card they may play.
func (s *State) canPlay() bool {
	lo, hi := s.near()
	for v := lo; v <= hi; v++ {
		if s.t.hands[s.t.turn][v] > 0 {
			return true
		}
	}
	return false
}

// Apply plays m for the player to move.
func (s *State) Apply(m engine.Move) error {
	if s.IsTerminal() {
		return engine.ErrGameOver
	}
	seat, v := s.t.turn, m.Cards[0]
	lo, hi := s.near()
	switch {
	case m.Kind < kindPlay || m.Kind > kindPass:
		return engine.Refuse(engine.RuleNotation, "ladder.refuse.unknown", nil)
	case m.Kind == kindPlay && (m.N != 1 || v < 1 || v > MaxValue || s.t.hands[seat][v] == 0):
		return engine.Refuse("ladder.play", "ladder.refuse.not-held", i18n.Args{"Card": v})
	case m.Kind == kindPlay && (v < lo || v > hi):
		return engine.Refuse("ladder.play", "ladder.refuse.not-next", i18n.Args{"Card": v, "Top": s.t.top})
	case m.Kind == kindDraw && s.canPlay():
		return engine.Refuse("ladder.draw", "ladder.refuse.can-play", nil)
	case m.Kind == kindPass && s.canPlay():
		return engine.Refuse("ladder.pass", "ladder.refuse.can-play", nil)
	case m.Kind == kindDraw && s.t.nPile == 0:
		return engine.Refuse("ladder.draw", "ladder.refuse.pile-empty", nil)
	case m.Kind == kindPass && s.t.nPile > 0:
		return engine.Refuse("ladder.pass", "ladder.refuse.must-draw", nil)
	}
	s.t.lastSeat, s.t.last, s.t.lastEnded = seat, m, false
	switch m.Kind {
	case kindPlay:
		s.t.hands[seat][v]--
		s.t.held[seat]--
		s.t.discard[v]++
		s.t.top, s.t.passes = v, 0
		s.t.lastEnded = s.t.held[seat] == 0
	case kindDraw:
		s.t.nPile--
		s.t.hands[seat][s.t.pile[s.t.nPile]]++
		s.t.held[seat]++
		s.t.passes = 0
	case kindPass:
		s.t.passes++
		s.t.lastEnded = int(s.t.passes) == s.cfg.Players
	}
	if s.t.lastEnded {
		s.t.turn = -1
	} else {
		s.t.turn = (seat + 1) % int8(s.cfg.Players)
	}
	return nil
}

// MoveString writes m: "play 5", "draw" or "pass".
func (s *State) MoveString(m engine.Move) string {
	switch m.Kind {
	case kindPlay:
		return "play " + strconv.Itoa(int(m.Cards[0]))
	case kindDraw:
		return "draw"
	case kindPass:
		return "pass"
	}
	return "?"
}

// ParseMove reads "play V", "draw" or "pass".
func (s *State) ParseMove(text string) (engine.Move, error) {
	f := strings.Fields(strings.ToLower(text))
	switch {
	case len(f) == 1 && f[0] == "draw":
		return engine.Move{Kind: kindDraw}, nil
	case len(f) == 1 && f[0] == "pass":
		return engine.Move{Kind: kindPass}, nil
	case len(f) == 2 && f[0] == "play":
		if v, err := strconv.Atoi(f[1]); err == nil && v >= 1 && v <= MaxValue {
			return engine.Move{Kind: kindPlay, N: 1, Cards: [engine.MaxMoveCards]uint8{uint8(v)}}, nil
		}
	}
	return engine.Move{}, engine.NotationError(text, "ladder.notation.moves", i18n.Args{"Max": MaxValue})
}

// Effects says what the last move did, each with its rule.
func (s *State) Effects() []engine.Effect {
	if s.t.last.Kind == 0 {
		return nil
	}
	who := s.cfg.Who(int(s.t.lastSeat))
	var out []engine.Effect
	switch s.t.last.Kind {
	case kindPlay:
		out = append(out, engine.NewEffect("ladder.play", "ladder.effect.play", i18n.Args{"Who": who, "Card": s.t.last.Cards[0]}))
		if s.t.lastEnded {
			out = append(out, engine.NewEffect("ladder.end", "ladder.effect.out", i18n.Args{"Who": who}))
		}
	case kindDraw:
		out = append(out, engine.NewEffect("ladder.draw", "ladder.effect.draw", i18n.Args{"Who": who}))
	case kindPass:
		out = append(out, engine.NewEffect("ladder.pass", "ladder.effect.pass", i18n.Args{"Who": who}))
		if s.t.lastEnded {
			out = append(out, engine.NewEffect("ladder.end", "ladder.effect.blocked", nil))
		}
	}
	return out
}

// Totals are the cards left in every hand; Rounds has the one round once
// the game is over, scored so (ladder.end).
func (s *State) Totals() []int {
	out := make([]int, s.cfg.Players)
	for i := range out {
		out[i] = int(s.t.held[i])
	}
	return out
}
func (s *State) Rounds() []engine.RoundResult {
	if !s.IsTerminal() {
		return nil
	}
	return []engine.RoundResult{{Scores: s.Totals(), Totals: s.Totals()}}
}

// Winners are the seats with the fewest cards once the game is over.
func (s *State) Winners() []int {
	if !s.IsTerminal() {
		return nil
	}
	t := s.Totals()
	fewest := slices.Min(t)
	var out []int
	for i, n := range t {
		if n == fewest {
			out = append(out, i)
		}
	}
	return out
}

// View shows the top card, the draw pile and every hand seat may see
// (seat -1: all of them), as a plain text: the game's view reads the same
// in every language.
func (s *State) View(seat int) i18n.Phrase { return i18n.Plain(s.view(seat)) }

// view is View's text.
func (s *State) view(seat int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "top card: %d, draw pile: %s\n", s.t.top, i18n.Count(i18n.English, i18n.Cards, int(s.t.nPile)))
	for i := range s.cfg.Players {
		hand := i18n.Count(i18n.English, i18n.Cards, int(s.t.held[i]))
		if (seat == -1 || seat == i) && s.t.held[i] > 0 {
			var cards []string
			for v := uint8(1); v <= MaxValue; v++ {
				for range s.t.hands[i][v] {
					cards = append(cards, strconv.Itoa(int(v)))
				}
			}
			hand = strings.Join(cards, " ")
		}
		fmt.Fprintf(&b, "%s: %s\n", s.cfg.SeatName(i), hand)
	}
	return b.String()
}

// CheckInvariants: every card is somewhere, once (ladder.deck), the hands
// hold what they count, and the turn is a seat's.
func (s *State) CheckInvariants() error {
	var count [MaxValue + 1]int
	for v := range count {
		count[v] = int(s.t.discard[v])
	}
	for _, v := range s.t.pile[:s.t.nPile] {
		count[v]++
	}
	for seat := range s.cfg.Players {
		n := 0
		for v, k := range s.t.hands[seat] {
			count[v] += int(k)
			n += int(k)
		}
		if n != int(s.t.held[seat]) {
			return fmt.Errorf("seat %d holds %d cards but counts %d", seat+1, n, s.t.held[seat])
		}
	}
	for v := 1; v <= MaxValue; v++ {
		if count[v] != copies {
			return fmt.Errorf("%d copies of %d, want %d (ladder.deck)", count[v], v, copies)
		}
	}
	if s.t.discard[s.t.top] == 0 || int(s.t.turn) >= s.cfg.Players || int(s.t.passes) > s.cfg.Players {
		return fmt.Errorf("top card %d, turn %d, passes %d", s.t.top, s.t.turn, s.t.passes)
	}
	return nil
}

// Greedy plays the card it would find hardest to play later: the one with
// the fewest cards of the same or a neighbouring value left in its hand
// (it wins about 57% of two-player games against random). Otherwise it
// draws or passes.
type Greedy struct{}

// Name returns "greedy".
func (Greedy) Name() string { return "greedy" }

// Choose picks the move.
func (Greedy) Choose(st engine.State, legal []engine.Move) engine.Move {
	s, best, bestN := st.(*State), legal[0], -1
	for _, m := range legal {
		if m.Kind != kindPlay {
			continue
		}
		h, v, n := s.t.hands[s.t.turn], m.Cards[0], 0
		h[v]--
		for w := max(v, 2) - 1; w <= min(v+1, MaxValue); w++ {
			n += int(h[w])
		}
		if bestN < 0 || n < bestN {
			best, bestN = m, n
		}
	}
	return best
}
