package mojo

import (
	"fmt"

	"tabletop/engine/i18n"
)

// Colour is a card colour; a card's value decides it (mojo.deck).
type Colour uint8

// The five colours, from the lowest values to the highest.
const (
	Blue Colour = iota
	Green
	Yellow
	Orange
	Red
	NumColours
)

var colourNames = [NumColours]string{"blue", "green", "yellow", "orange", "red"}

func (c Colour) String() string {
	if c < NumColours {
		return colourNames[c]
	}
	return fmt.Sprintf("Colour(%d)", uint8(c))
}

// MaxValue is the highest card value; values run 0..MaxValue.
const MaxValue = 12

// NumValues is the number of distinct card values.
const NumValues = MaxValue + 1

// DeckSize is the number of number cards (mojo.deck).
const DeckSize = 78

// copiesOf and colourOf are indexed by value (mojo.deck).
var (
	copiesOf = [NumValues]int{4, 4, 5, 5, 5, 6, 6, 6, 7, 7, 7, 8, 8}
	colourOf = [NumValues]Colour{Blue, Blue, Green, Green, Green, Yellow, Yellow, Yellow, Orange, Orange, Orange, Red, Red}
)

// Copies returns how many cards of value v the deck holds (mojo.deck).
func Copies(v int) int { return copiesOf[v] }

// ColourOf returns the colour of value v (mojo.deck).
func ColourOf(v int) Colour { return colourOf[v] }

// ValidValue reports whether v is a card value of the game.
func ValidValue(v int) bool { return v >= 0 && v <= MaxValue }

// Counted returns the cards that score under mojo.score.colour-max: the
// highest value held of each colour, lowest colour first.
func Counted(cards []int) []int {
	var best [NumColours]int
	var has [NumColours]bool
	for _, v := range cards {
		c := colourOf[v]
		if !has[c] || v > best[c] {
			best[c], has[c] = v, true
		}
	}
	var out []int
	for c := range NumColours {
		if has[c] {
			out = append(out, best[c])
		}
	}
	return out
}

// Points is the colour-max sum of cards: the highest value of each colour
// held, added up; duplicates and lower cards of a colour count nothing
// (mojo.score.colour-max). Values must be valid.
func Points(cards []int) int {
	var best [NumColours]int
	for _, v := range cards {
		// value+1 so that a held 0 is told from "no blue card".
		if c := colourOf[v]; v+1 > best[c] {
			best[c] = v + 1
		}
	}
	total := 0
	for _, b := range best {
		if b > 0 {
			total += b - 1
		}
	}
	return total
}

// Face is the visible face of the Mojo card (mojo.mojo-card).
type Face uint8

// The two faces.
const (
	FaceZero Face = iota
	FacePlus10
)

func (f Face) String() string {
	if f == FacePlus10 {
		return "+10"
	}
	return "0"
}

// MojoPenalty is what the Mojo holder adds when not lowest (mojo.score.mojo).
const MojoPenalty = 10

// RoundScores applies mojo.score.mojo to the round's points: the holder of
// the Mojo card scores 0 if their points are lower than or equal to every
// other player's, else points+10. It returns every seat's round score and
// the face the Mojo card goes back with.
func RoundScores(points []int, holder int) ([]int, Face) {
	scores := make([]int, len(points))
	face := MojoFace(points, holder)
	copy(scores, points)
	if face == FaceZero {
		scores[holder] = 0
	} else {
		scores[holder] += MojoPenalty
	}
	return scores, face
}

// MojoFace returns the face the Mojo card shows after scoring: 0 when the
// holder is lowest or tied for lowest, else +10 (mojo.score.mojo).
func MojoFace(points []int, holder int) Face {
	for i, p := range points {
		if i != holder && p < points[holder] {
			return FacePlus10
		}
	}
	return FaceZero
}

// GameEndTotal is the total that ends the game (mojo.game-end).
const GameEndTotal = 50

// GameOver reports whether any total has reached GameEndTotal (mojo.game-end).
func GameOver(totals []int) bool {
	for _, t := range totals {
		if t >= GameEndTotal {
			return true
		}
	}
	return false
}

// Leaders returns the seats with the lowest total; once the game is over
// they are the winners, sharing the win when tied (mojo.game-end).
func Leaders(totals []int) []int {
	var out []int
	for i, t := range totals {
		switch {
		case len(out) == 0 || t < totals[out[0]]:
			out = append(out[:0], i)
		case t == totals[out[0]]:
			out = append(out, i)
		}
	}
	return out
}

// CardError is a card that cannot be in the input: a value the game lacks
// or more copies than the deck holds (mojo.deck). Hand indexes the hand
// (player) where the problem was found.
type CardError struct {
	Hand  int
	Value int
	Msg   i18n.Phrase
}

func (e *CardError) Error() string { return e.Tell().String() }

// Tell returns the error and the rule it breaks: "MSG [mojo.deck]".
func (e *CardError) Tell() i18n.Phrase {
	return i18n.Message("mojo.error.deck", i18n.Args{"Msg": e.Msg})
}

// cardError builds a *CardError from message id with args.
func cardError(hand, value int, id string, args i18n.Args) *CardError {
	return &CardError{Hand: hand, Value: value, Msg: i18n.Message(id, args)}
}

// CheckCards checks that every value is a card of the game and that no value
// appears more often, across all the hands together, than the deck holds
// (mojo.deck). The error is a *CardError.
func CheckCards(hands [][]int) error {
	var seen [NumValues]int
	for h, cards := range hands {
		for _, v := range cards {
			if !ValidValue(v) {
				return cardError(h, v, "mojo.error.not-a-card", i18n.Args{"Value": v, "Max": MaxValue})
			}
			seen[v]++
			if seen[v] > copiesOf[v] {
				return cardError(h, v, "mojo.error.too-many", i18n.Args{"Count": seen[v], "Value": v, "Copies": copiesOf[v]})
			}
		}
	}
	return nil
}

// PointsCounts is Points for cards given as counts by value: counts[v]
// copies of value v (len(counts) >= NumValues; further entries are
// ignored). It allocates nothing (mojo.score.colour-max).
func PointsCounts(counts []uint8) int {
	total := 0
	// Values are grouped by colour in ascending order, so the highest value
	// held of each colour is found scanning each colour's range downwards.
	for _, r := range colourRanges {
		for v := r[1]; v >= r[0]; v-- {
			if counts[v] > 0 {
				total += v
				break
			}
		}
	}
	return total
}

// colourRanges is the lowest and highest value of each colour (mojo.deck).
var colourRanges = [NumColours][2]int{{0, 1}, {2, 4}, {5, 7}, {8, 10}, {11, 12}}
