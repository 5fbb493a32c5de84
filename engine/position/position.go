// Package position holds what a ruleset offers to judge a move on a
// position a person describes ('tabletop validate', table mode): the
// description (Desc, its values as Nodes), the Loader that builds a state
// from it, the FieldError naming the key, seat and line of a fault, and
// the states' optional help (HandKnower, PendingDecider).
package position

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"tabletop/engine"
	"tabletop/engine/i18n"
)

// Kind is the shape of a Node.
type Kind uint8

// The shapes of a position description's values.
const (
	ScalarNode Kind = iota + 1 // one value
	ListNode                   // a list of values
	MapNode                    // keys and values
)

// Node is one value of a position description, as written, with the
// line it is on (0 when unknown). It knows no file format: the validator
// builds it from YAML, table mode may build it from typed lines.
type Node struct {
	Kind  Kind
	Value string // a scalar's text
	Null  bool   // a scalar written as nothing (key:)
	Line  int
	// Items are a list's entries; for a map, keys and values alternate.
	Items []*Node
}

// Desc is a position as a person describes it: the seats, the
// mover, the options, and the game's own keys with their values. A
// ruleset's Loader turns it into a State; every problem it finds
// is a *FieldError naming the key (and seat) it is about.
type Desc struct {
	// Names are the seat names ("seat 1" ... when only a count is given).
	Names []string
	// Named reports whether the description gave names.
	Named bool
	// Mover is the seat to move (0-based); MoverGiven says if it was given.
	Mover      int
	MoverGiven bool
	// Options are the rule options in force, defaults included.
	Options engine.Options
	// Fields are the game's keys that were given.
	Fields map[string]*Node
}

// Field returns the value given for key, nil when absent.
func (d *Desc) Field(key string) *Node { return d.Fields[key] }

// Line returns the line of key (0 when absent or unknown).
func (d *Desc) Line(key string) int {
	if n := d.Fields[key]; n != nil {
		return n.Line
	}
	return 0
}

// SeatLine returns the line of seat's entry in a per-player key (a list in
// seat order or a map from player to value), else the key's line.
func (d *Desc) SeatLine(key string, seat int) int {
	n := d.Fields[key]
	if n == nil {
		return 0
	}
	if seat >= 0 {
		switch n.Kind {
		case ListNode:
			if seat < len(n.Items) && len(n.Items) == len(d.Names) {
				return n.Items[seat].Line
			}
		case MapNode:
			for i := 0; i+1 < len(n.Items); i += 2 {
				if p, err := d.seatText(n.Items[i].Value, n.Items[i], key); err == nil && p == seat {
					return n.Items[i].Line
				}
			}
		}
	}
	return n.Line
}

// FieldError is bad input in one part of a position: the key (Field, ""
// for the position as a whole), the seat it is about (-1: none) and, when
// known, the line. Msg says what is wrong, or when Msg is zero the error
// it wraps, Err. NewFieldError builds one.
type FieldError struct {
	Field string
	Seat  int
	Line  int
	Msg   i18n.Phrase
	Err   error
}

func (e *FieldError) Error() string { return e.Tell().String() }

// Tell returns the error as a phrase: the key as it is in every language
// ("hands: "), then what is wrong.
func (e *FieldError) Tell() i18n.Phrase {
	msg := e.Msg
	if msg.IsZero() {
		msg = i18n.ErrorPhrase(e.Err)
	}
	if e.Field == "" {
		return msg
	}
	return i18n.Concat(e.Field+": ", msg)
}

func (e *FieldError) Unwrap() error { return e.Err }

// NewFieldError is bad input in field (and seat, -1 for none) saying
// message id of a registered catalogue with args, without a line: the
// reader of the description places it (or At). An argument "Err" that is
// an error is also what it wraps.
func NewFieldError(field string, seat int, id string, args i18n.Args) *FieldError {
	err, _ := args["Err"].(error)
	return &FieldError{Field: field, Seat: seat, Msg: i18n.Message(id, args), Err: err}
}

// At places the error at n's line (none when n is nil) and returns it.
func (e *FieldError) At(n *Node) *FieldError {
	if n != nil {
		e.Line = n.Line
	}
	return e
}

// AsFieldError reports whether err is or wraps a *FieldError.
func AsFieldError(err error) (*FieldError, bool) {
	var fe *FieldError
	ok := errors.As(err, &fe)
	return fe, ok
}

// Loader is what a ruleset provides (next to its Ruleset, found by
// a type assertion) to build states from position descriptions.
type Loader interface {
	// PositionKeys are the keys of the game's own position parts.
	PositionKeys() []string
	// LoadPosition checks a description and returns how to build it.
	LoadPosition(d *Desc) (*Loaded, error)
}

// OptionShorthander is a Loader whose descriptions may give some
// options as keys of their own (Mojo's "variant: two-piles").
type OptionShorthander interface {
	PositionOptionKeys() []string
}

// Loaded is a checked position.
type Loaded struct {
	// Mover is the seat to move (it may follow from the description, such
	// as a trick's history).
	Mover int
	// Build returns a fresh state of the position. A move that may be made
	// at any moment, even out of turn (such as Makoto's lid), is judged on
	// it as its owner's move when the state is an AnytimeOwner.
	Build func() (engine.State, error)
}

// HandKnower is a State that tells whether the mover's cards are all known
// (a position may leave them partly unknown).
type HandKnower interface {
	MoverHandKnown() bool
}

// PendingDecider is a State that, after a move, may wait for a decision of
// the same player the effects do not mention (such as Makoto's Curtain);
// PendingEffects describes it for the named player.
type PendingDecider interface {
	PendingEffects(player string) []engine.Effect
}

// Bookkeeper is a Ruleset whose effects include bookkeeping: rules that
// follow from a move without deciding anything about it (scoring at the
// end of a round, dealing the next one). A verdict names the rule that
// decided, not these.
type Bookkeeper interface {
	Bookkeeping(rule string) bool
}

// Scalar returns a node's single value.
func Scalar(n *Node, key string) (string, error) {
	if n == nil || n.Kind != ScalarNode {
		return "", NewFieldError(key, -1, "engine.error.single-value", nil).At(n)
	}
	return n.Value, nil
}

// Int reads a whole number in [lo, hi].
func Int(n *Node, key string, lo, hi int) (int, error) {
	s, err := Scalar(n, key)
	if err != nil {
		return 0, err
	}
	v, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil {
		return 0, NewFieldError(key, -1, "engine.error.not-whole", i18n.Args{"Value": i18n.Quoted(s)}).At(n)
	}
	if v < lo || v > hi {
		return 0, NewFieldError(key, -1, "engine.error.out-of-range", i18n.Args{"Value": v, "Lo": lo, "Hi": hi}).At(n)
	}
	return v, nil
}

// Bool reads true or false.
func Bool(n *Node, key string) (bool, error) {
	s, err := Scalar(n, key)
	if err != nil {
		return false, err
	}
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "true", "yes", "on":
		return true, nil
	case "false", "no", "off":
		return false, nil
	}
	return false, NewFieldError(key, -1, "engine.error.want-bool", i18n.Args{"Value": i18n.Quoted(s)}).At(n)
}

// Item is one card or value as written, with its line.
type Item struct {
	Text string
	Line int
}

// Items reads a list written as a list of single values ([8, 8, 7]) or as
// one string ("8 8 7" or "8,8,7"). An empty string or list is no items.
func Items(n *Node, key string) ([]Item, error) {
	switch {
	case n == nil:
		return nil, nil
	case n.Kind == ScalarNode:
		if n.Null {
			return nil, nil
		}
		var out []Item
		for _, f := range strings.FieldsFunc(n.Value, func(r rune) bool { return r == ',' || r == ' ' || r == '\t' }) {
			out = append(out, Item{f, n.Line})
		}
		return out, nil
	case n.Kind == ListNode:
		out := make([]Item, 0, len(n.Items))
		for _, c := range n.Items {
			if c == nil || c.Kind != ScalarNode {
				return nil, NewFieldError(key, -1, "engine.error.want-list-items", nil).At(c)
			}
			out = append(out, Item{strings.TrimSpace(c.Value), c.Line})
		}
		return out, nil
	}
	return nil, NewFieldError(key, -1, "engine.error.want-list", nil).At(n)
}

// Seat resolves a player reference: a name, or a seat number 1..N.
func (d *Desc) Seat(n *Node, key string) (int, error) {
	s, err := Scalar(n, key)
	if err != nil {
		return 0, err
	}
	return d.seatText(s, n, key)
}

// SeatText resolves a player reference written at line.
func (d *Desc) SeatText(s string, line int, key string) (int, error) {
	return d.seatText(s, &Node{Line: line}, key)
}

func (d *Desc) seatText(s string, n *Node, key string) (int, error) {
	s = strings.TrimSpace(s)
	for i, name := range d.Names {
		if engine.SameName(name, s) {
			return i, nil
		}
	}
	if k, err := strconv.Atoi(s); err == nil {
		if k >= 1 && k <= len(d.Names) {
			return k - 1, nil
		}
		return 0, NewFieldError(key, -1, "engine.error.no-seat", i18n.Args{"Seat": k, "Count": len(d.Names)}).At(n)
	}
	if d.Named {
		return 0, NewFieldError(key, -1, "engine.error.unknown-player", i18n.Args{"Name": i18n.Quoted(s), "Players": strings.Join(d.Names, ", ")}).At(n)
	}
	return 0, NewFieldError(key, -1, "engine.error.unknown-player-count", i18n.Args{"Name": i18n.Quoted(s), "Seats": len(d.Names)}).At(n)
}

// Seats reads a list of player references; a player may appear once.
func (d *Desc) Seats(n *Node, key string) ([]int, error) {
	its, err := Items(n, key)
	if err != nil {
		return nil, err
	}
	var out []int
	seen := map[int]bool{}
	for _, it := range its {
		p, err := d.SeatText(it.Text, it.Line, key)
		if err != nil {
			return nil, err
		}
		if seen[p] {
			return nil, &FieldError{Field: key, Seat: p, Line: it.Line, Msg: i18n.Message("engine.error.listed-twice", i18n.Args{"Name": i18n.Player(d.Names[p])})}
		}
		seen[p] = true
		out = append(out, p)
	}
	return out, nil
}

// PerPlayer reads a value given per player: a list with one entry per
// seat, or a map from player to value (players not named keep their
// default). It returns the node per seat (nil when not given).
func (d *Desc) PerPlayer(n *Node, key string) ([]*Node, error) {
	out := make([]*Node, len(d.Names))
	switch {
	case n == nil:
		return out, nil
	case n.Kind == ListNode:
		if len(n.Items) != len(d.Names) {
			return nil, NewFieldError(key, -1, "engine.error.entries-per-player",
				i18n.Args{"Count": len(n.Items), "ForPlayers": engine.ForPlayers(len(d.Names)), "Map": "{" + d.Names[0] + ": ...}"}).At(n)

		}
		copy(out, n.Items)
		return out, nil
	case n.Kind == MapNode:
		for i := 0; i+1 < len(n.Items); i += 2 {
			k := n.Items[i]
			p, err := d.Seat(k, key)
			if err != nil {
				return nil, err
			}
			if out[p] != nil {
				return nil, &FieldError{Field: key, Seat: p, Line: k.Line, Msg: i18n.Message("engine.error.given-twice", i18n.Args{"Name": i18n.Player(d.Names[p])})}
			}
			out[p] = n.Items[i+1]
		}
		return out, nil
	}
	return nil, NewFieldError(key, -1, "engine.error.want-per-player", nil).At(n)
}

// PerPlayerInts reads a per-player key of whole numbers in [lo, hi]. It
// returns the values by seat (0 where not given) and the node of each
// given value (nil where not given).
func (d *Desc) PerPlayerInts(n *Node, key string, lo, hi int) ([]int, []*Node, error) {
	nodes, err := d.PerPlayer(n, key)
	if err != nil {
		return nil, nil, err
	}
	vals := make([]int, len(nodes))
	for i, c := range nodes {
		if c == nil {
			continue
		}
		if vals[i], err = Int(c, key, lo, hi); err != nil {
			if fe, ok := AsFieldError(err); ok {
				fe.Seat = i
			}
			return nil, nil, err
		}
	}
	return vals, nodes, nil
}

// Describe names a seat for messages.
func (d *Desc) Describe(seat int) string {
	if seat < 0 || seat >= len(d.Names) {
		return fmt.Sprintf("seat %d", seat+1)
	}
	return d.Names[seat]
}
