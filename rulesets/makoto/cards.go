package makoto

import (
	"strconv"
	"strings"

	"tabletop/engine"
	"tabletop/engine/echo"
	"tabletop/engine/i18n"
)

// Card is one Makoto card: a value 1..16 and whether it is a Sword card
// (makoto.cards). Ronin and Oracle cards are plain cards of their value;
// only Kensei cares about the sword (makoto.kensei).
//
// The code is the value for a plain card and 16+value for a Sword card, so
// codes run 1..32 and fit an engine.Multiset.
type Card uint8

// MaxValue is the highest card value in the box.
const MaxValue = 16

// NewCard returns the card of value v, a Sword card if sword.
func NewCard(v int, sword bool) Card {
	if sword {
		return Card(MaxValue + v)
	}
	return Card(v)
}

// Value returns the card's value, 1..16.
func (c Card) Value() int {
	if c > MaxValue {
		return int(c) - MaxValue
	}
	return int(c)
}

// Sword reports whether the card is a Sword card.
func (c Card) Sword() bool { return c > MaxValue }

// String prints the card as in the notation: "9", or "9s" for a Sword card.
func (c Card) String() string {
	if c.Sword() {
		return strconv.Itoa(c.Value()) + "s"
	}
	return strconv.Itoa(c.Value())
}

// ParseCard reads "9" or "9s". It checks only the syntax and the box's
// range 1..16; what a given player count holds is CheckCards' business.
func ParseCard(s string) (Card, error) {
	t := strings.TrimSpace(s)
	sword := false
	if n := len(t); n > 0 && (t[n-1] == 's' || t[n-1] == 'S') {
		sword, t = true, t[:n-1]
	}
	v, err := strconv.Atoi(t)
	if err != nil || t == "" || t[0] == '+' || t[0] == '-' {
		return 0, notation("makoto.notation.card-syntax", i18n.Args{"Word": i18n.Quoted(echo.Cut(s)), "Max": MaxValue})
	}
	if v < 1 || v > MaxValue {
		return 0, notation("makoto.notation.card-range", i18n.Args{"Word": i18n.Quoted(echo.Cut(s)), "Max": MaxValue})
	}
	return NewCard(v, sword), nil
}

// ParseCards reads a list of cards separated by commas or spaces.
func ParseCards(s string) ([]Card, error) {
	fields := strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ' ' || r == '\t' })
	out := make([]Card, 0, len(fields))
	for _, f := range fields {
		c, err := ParseCard(f)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}

// Setup is the set-up row for a player count (makoto.setup).
type Setup struct {
	Players  int
	MaxValue int  // values 1..MaxValue are in play
	Swords   bool // Sword cards are in the main deck
	Hand     int  // cards dealt to each player
	Curtain  int  // cards dealt face up to the Curtain
	Leftover int  // cards set aside unseen (2 players)
}

var setups = map[int]Setup{
	2: {Players: 2, MaxValue: 13, Swords: false, Hand: 15, Curtain: 7, Leftover: 15},
	3: {Players: 3, MaxValue: 13, Swords: false, Hand: 15, Curtain: 7},
	4: {Players: 4, MaxValue: 13, Swords: true, Hand: 14, Curtain: 9},
	5: {Players: 5, MaxValue: 16, Swords: true, Hand: 14, Curtain: 10},
	6: {Players: 6, MaxValue: 16, Swords: true, Hand: 12, Curtain: 8},
}

// MinPlayers and MaxPlayers bound the player count (makoto.setup).
const (
	MinPlayers = 2
	MaxPlayers = 6
)

// SetupFor returns the set-up row for a player count (makoto.setup).
func SetupFor(players int) (Setup, error) {
	s, ok := setups[players]
	if !ok {
		return Setup{}, i18n.NewError("makoto.error.players", i18n.Args{"Min": MinPlayers, "Count": MaxPlayers, "N": players})
	}
	return s, nil
}

// MainDeckSize returns the number of black-backed cards in play.
func (s Setup) MainDeckSize() int {
	n := 4 * s.MaxValue
	if s.Swords {
		n += s.MaxValue
	}
	return n
}

// Copies returns how many copies of card c exist with this set-up: 4 Ronin
// plus 1 Oracle card of each value in play (both plain), and 1 Sword card
// when swords are in play (CLI.md, makoto.cards).
func (s Setup) Copies(c Card) int {
	if c.Value() < 1 || c.Value() > s.MaxValue {
		return 0
	}
	if c.Sword() {
		if s.Swords {
			return 1
		}
		return 0
	}
	return 5
}

// CardError is a card that cannot be in the input with this player count:
// a value not in play, a Sword card without swords, or more copies than the
// game holds. Group indexes the list (player) where it was found.
type CardError struct {
	Group int
	Card  Card
	Msg   i18n.Phrase
}

func (e *CardError) Error() string { return e.Tell().String() }

// Tell returns the error and the rule it breaks: "MSG [makoto.setup]".
func (e *CardError) Tell() i18n.Phrase {
	return i18n.Message("makoto.error.setup-card", i18n.Args{"Msg": e.Msg})
}

// cardError builds a *CardError from message id with args.
func cardError(group int, c Card, id string, args i18n.Args) *CardError {
	return &CardError{Group: group, Card: c, Msg: i18n.Message(id, args)}
}

// CheckCards checks every card against the set-up, counting copies across
// all groups together. The error is a *CardError.
func (s Setup) CheckCards(groups ...[]Card) error {
	var seen [2*MaxValue + 1]int
	for g, cards := range groups {
		for _, c := range cards {
			switch {
			case c.Value() > s.MaxValue:
				return cardError(g, c, "makoto.refuse.not-in-play", i18n.Args{"Card": c.String(), "With": engine.WithPlayers(s.Players), "Max": s.MaxValue})
			case c.Sword() && !s.Swords:
				return cardError(g, c, "makoto.refuse.no-swords", i18n.Args{"Card": c.String(), "With": engine.WithPlayers(s.Players)})
			}
			seen[c]++
			if n := s.Copies(c); seen[c] > n {
				return cardError(g, c, "makoto.error.too-many", i18n.Args{"Count": seen[c], "Card": c.String(), "Copies": n})
			}
		}
	}
	return nil
}
