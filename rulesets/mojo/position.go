package mojo

import (
	"fmt"

	"tabletop/engine"
)

// Position is a table as people see it when a move is declared: what is
// face up, how many cards everyone holds, and optionally the mover's hand.
// Cards not named are of unknown value, and the draw pile's order is never
// known. Slices indexed by seat have Players entries (or are nil). Seats
// are 0-based.
type Position struct {
	// Players is the number of seats, 2 to 8 (mojo.players).
	Players int
	// Options are rule options by key, as for New (variant, ...).
	Options engine.Options
	// Mover is the seat to move.
	Mover int
	// Tops is the top card of each discard pile: one value, or two with
	// the two-pile variant. It may be nil when Piles is given.
	Tops []int
	// Piles optionally gives the known contents of each discard pile,
	// bottom first (the last is the top). If Tops is also given, each top
	// must equal the pile's last card.
	Piles [][]int
	// PileSizes optionally gives the number of cards in each discard pile,
	// at least as many as are named; the cards under the named ones are of
	// unknown value. See DrawPile for the default.
	PileSizes []int
	// Hand is the mover's hand. nil means unknown: the mover then holds
	// HandSizes[Mover] cards of unknown value.
	Hand []int
	// HandSizes is the number of cards in each seat's hand. nil means 8
	// for every seat, 0 for a seat with face-down cards; the mover's entry
	// is ignored when Hand is given.
	HandSizes []int
	// FaceDown is the number of face-down cards in front of each seat
	// (mojo.time); nil means none. A seat with face-down cards holds no
	// cards in hand.
	FaceDown []int
	// MoverFaceDown optionally names values of the mover's face-down cards
	// (at most FaceDown[Mover]); the rest are unknown.
	MoverFaceDown []int
	// Revealed lists the cards each seat has turned face up in Mojo Time.
	Revealed [][]int
	// DrawPile is the number of cards in the draw pile. nil means every
	// card not placed elsewhere. When DrawPile is given but PileSizes is
	// not, the cards not placed elsewhere lie, unknown, under discard
	// pile 1's named cards.
	DrawPile *int
	// Face is the visible face of the Mojo card (it sets the direction).
	Face Face
	// Round is the round number if known (0: shown as round 1).
	Round int
	// Totals are the running totals before this round; nil means 0 each.
	Totals []int
	// Seed seeds the state's random generator.
	Seed uint64
	// Names optionally names the seats in texts (engine.Config.Names).
	Names []string
}

// NewPosition builds a state from a partially known position. Errors are
// bad input: a *CardError for a value the game lacks or more copies than
// the deck holds (mojo.deck), otherwise a plain error naming the field.
// The state plays moves like a dealt game, checking what the table can
// check; with an unknown hand a played card only has to be possible. A
// draw from the draw pile yields a card of unknown value, and the state
// stops (IsTerminal) when the round ends; the round is scored only if
// every player's cards are known.
func NewPosition(p Position) (*State, error) {
	np := p.Players
	if np < MinPlayers || np > MaxPlayers {
		return nil, fmt.Errorf("players: %d; the game takes %d to %d (mojo.players)", np, MinPlayers, MaxPlayers)
	}
	full, o, err := parseOptions(p.Options)
	if err != nil {
		return nil, fmt.Errorf("options: %w", err)
	}
	if p.Mover < 0 || p.Mover >= np {
		return nil, fmt.Errorf("mover: seat %d is not one of the %d seats", p.Mover+1, np)
	}
	piles := 1
	if o.twoPiles {
		piles = 2
	}
	if p.Face > FacePlus10 {
		return nil, fmt.Errorf("face: the Mojo card shows 0 or +10 (mojo.mojo-card)")
	}
	for _, f := range []struct {
		name string
		n    int
	}{{"hand sizes", len(p.HandSizes)}, {"face-down counts", len(p.FaceDown)}, {"revealed", len(p.Revealed)}, {"totals", len(p.Totals)}} {
		if f.n != 0 && f.n != np {
			return nil, fmt.Errorf("%s: %d entries for %d players", f.name, f.n, np)
		}
	}
	// Discard piles.
	var known [][]int // every named card, for mojo.deck
	pileCards := make([][]int, piles)
	switch {
	case p.Piles != nil:
		if len(p.Piles) != piles {
			return nil, fmt.Errorf("discard: %d piles given, the %s variant has %d", len(p.Piles), full[OptVariant], piles)
		}
		for i, pc := range p.Piles {
			if len(pc) == 0 {
				return nil, fmt.Errorf("discard pile %d is empty", i+1)
			}
			pileCards[i] = pc
		}
		if p.Tops != nil {
			if len(p.Tops) != piles {
				return nil, fmt.Errorf("discard: %d top cards given, the %s variant has %d piles", len(p.Tops), full[OptVariant], piles)
			}
			for i, t := range p.Tops {
				if t != pileCards[i][len(pileCards[i])-1] {
					return nil, fmt.Errorf("discard pile %d: top %d but the pile's last card is %d", i+1, t, pileCards[i][len(pileCards[i])-1])
				}
			}
		}
	case len(p.Tops) != piles:
		return nil, fmt.Errorf("discard: %d top cards given, the %s variant has %d piles", len(p.Tops), full[OptVariant], piles)
	default:
		for i, t := range p.Tops {
			pileCards[i] = []int{t}
		}
	}
	known = append(known, pileCards...)
	if p.Hand != nil {
		known = append(known, p.Hand)
	}
	known = append(known, p.MoverFaceDown)
	known = append(known, p.Revealed...)
	if err := CheckCards(known); err != nil {
		return nil, err
	}

	s := &State{cfg: engine.Config{Players: np, Options: full, Seed: p.Seed, Start: p.Mover, Names: p.Names}}
	s.opt = o
	s.np = uint8(np)
	s.rng = engine.NewRNG(p.Seed)
	s.partial, s.hiddenDeck = true, true
	s.face = p.Face
	s.round = uint16(max(p.Round, 1))
	s.cur = int8(p.Mover)
	s.phase = phasePlay
	total := 0
	for i := range np {
		down := 0
		if p.FaceDown != nil {
			down = p.FaceDown[i]
		}
		size := HandSize
		switch {
		case i == p.Mover && p.Hand != nil:
			size = len(p.Hand)
		case p.HandSizes != nil:
			size = p.HandSizes[i]
		case down > 0:
			size = 0
		}
		if size < 0 || down < 0 || size > DeckSize || down > DeckSize {
			return nil, fmt.Errorf("seat %d: a negative or impossible number of cards", i+1)
		}
		if size > 0 && down > 0 {
			return nil, fmt.Errorf("seat %d: holds %d cards and has %d face down, but a player in Mojo Time has no hand (mojo.time)", i+1, size, down)
		}
		var rev []int
		if p.Revealed != nil {
			rev = p.Revealed[i]
		}
		if len(rev) > 0 && down == 0 {
			return nil, fmt.Errorf("seat %d: has turned-up cards but none face down; the round would be over (mojo.round-end)", i+1)
		}
		if i == p.Mover {
			if size == 0 && down == 0 {
				return nil, fmt.Errorf("mover: seat %d has no cards in hand and none face down", i+1)
			}
			for _, v := range p.Hand {
				s.hand[i].add(uint8(v))
			}
			if len(p.MoverFaceDown) > down {
				return nil, fmt.Errorf("mover: %d face-down values named but %d cards face down", len(p.MoverFaceDown), down)
			}
			for _, v := range p.MoverFaceDown {
				s.down[i].add(uint8(v))
			}
		}
		for s.hand[i].size < uint8(size) {
			s.hand[i].add(Unknown)
		}
		for s.down[i].size < uint8(down) {
			s.down[i].add(Unknown)
		}
		for _, v := range rev {
			s.shown[i].add(uint8(v))
		}
		total += size + down + len(rev)
	}
	// Pile sizes and the draw pile.
	sizes := make([]int, piles)
	for i := range sizes {
		sizes[i] = len(pileCards[i])
	}
	if p.PileSizes != nil {
		if len(p.PileSizes) != piles {
			return nil, fmt.Errorf("discard sizes: %d entries for %d piles", len(p.PileSizes), piles)
		}
		for i, n := range p.PileSizes {
			if n < sizes[i] {
				return nil, fmt.Errorf("discard pile %d: size %d but %d cards are named", i+1, n, sizes[i])
			}
			sizes[i] = n
		}
	}
	for _, n := range sizes {
		total += n
	}
	draw := DeckSize - total
	if p.DrawPile != nil {
		draw = *p.DrawPile
		if draw < 0 {
			return nil, fmt.Errorf("draw pile: %d cards", draw)
		}
		if p.PileSizes == nil && total+draw <= DeckSize {
			sizes[0] += DeckSize - total - draw
			total = DeckSize - draw
		}
	}
	if total+draw != DeckSize {
		return nil, fmt.Errorf("cards: hands, face-down cards, discard piles and draw pile hold %d cards, the deck has %d (mojo.deck)", total+draw, DeckSize)
	}
	for i := range piles {
		for range sizes[i] - len(pileCards[i]) {
			s.push(uint8(i), Unknown)
		}
		for _, v := range pileCards[i] {
			s.push(uint8(i), uint8(v))
		}
	}
	s.deckN = uint8(draw)
	for i := range draw {
		s.deck[i] = Unknown
	}
	if p.Totals != nil {
		for i, t := range p.Totals {
			if t < 0 {
				return nil, fmt.Errorf("totals: seat %d has a negative total", i+1)
			}
			if t >= GameEndTotal {
				return nil, fmt.Errorf("totals: seat %d has %d, so the game is already over (mojo.game-end)", i+1, t)
			}
			s.base[i], s.totals[i] = int16(t), int16(t)
		}
	}
	if err := s.CheckInvariants(); err != nil {
		return nil, fmt.Errorf("position: %w", err)
	}
	return s, nil
}
