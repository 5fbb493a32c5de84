package validator

import (
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

	"tabletop/engine"
)

// loader reads one position file. It keeps the file name for errors and
// the seat names for player references.
type loader struct {
	file  string
	names []string // seat names; "seat N" when the file gives a count
	named bool     // the file gave names
}

// errAt is bad input at a node's line.
func (l *loader) errAt(n *yaml.Node, format string, args ...any) error {
	line := 0
	if n != nil {
		line = n.Line
	}
	return engine.InputErrorf(l.file, line, format, args...)
}

// present reports whether a key was given in the file.
func present(n *yaml.Node) bool { return n != nil && n.Kind != 0 }

// deref follows an alias.
func deref(n *yaml.Node) *yaml.Node {
	for n != nil && n.Kind == yaml.AliasNode && n.Alias != nil {
		n = n.Alias
	}
	return n
}

// scalar returns a node's scalar value.
func (l *loader) scalar(n *yaml.Node, key string) (string, error) {
	n = deref(n)
	if n == nil || n.Kind != yaml.ScalarNode {
		return "", l.errAt(n, "%s: want a single value", key)
	}
	return n.Value, nil
}

// intVal reads an integer in [lo, hi].
func (l *loader) intVal(n *yaml.Node, key string, lo, hi int) (int, error) {
	s, err := l.scalar(n, key)
	if err != nil {
		return 0, err
	}
	v, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil {
		return 0, l.errAt(n, "%s: %q is not a whole number", key, s)
	}
	if v < lo || v > hi {
		return 0, l.errAt(n, "%s: %d is out of range (%d to %d)", key, v, lo, hi)
	}
	return v, nil
}

// boolVal reads true or false.
func (l *loader) boolVal(n *yaml.Node, key string) (bool, error) {
	s, err := l.scalar(n, key)
	if err != nil {
		return false, err
	}
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "true", "yes", "on":
		return true, nil
	case "false", "no", "off":
		return false, nil
	}
	return false, l.errAt(n, "%s: want true or false, not %q", key, s)
}

// item is one card or value as written, with its line.
type item struct {
	text string
	line int
}

// items reads a list written as a YAML sequence of scalars ([8, 8, 7]) or
// as one string ("8 8 7" or "8,8,7"). An empty string or list is no items.
func (l *loader) items(n *yaml.Node, key string) ([]item, error) {
	n = deref(n)
	switch {
	case n == nil:
		return nil, nil
	case n.Kind == yaml.ScalarNode:
		if n.Tag == "!!null" {
			return nil, nil
		}
		var out []item
		for _, f := range strings.FieldsFunc(n.Value, func(r rune) bool { return r == ',' || r == ' ' || r == '\t' }) {
			out = append(out, item{f, n.Line})
		}
		return out, nil
	case n.Kind == yaml.SequenceNode:
		out := make([]item, 0, len(n.Content))
		for _, c := range n.Content {
			c = deref(c)
			if c == nil || c.Kind != yaml.ScalarNode {
				return nil, l.errAt(c, "%s: want a list of cards or values, such as [8, 8, 7]", key)
			}
			out = append(out, item{strings.TrimSpace(c.Value), c.Line})
		}
		return out, nil
	}
	return nil, l.errAt(n, "%s: want a list, such as [8, 8, 7] or \"8 8 7\"", key)
}

// seat resolves a player reference: a name from the players list, or a
// seat number 1..N.
func (l *loader) seat(n *yaml.Node, key string) (int, error) {
	s, err := l.scalar(n, key)
	if err != nil {
		return 0, err
	}
	return l.seatText(s, n, key)
}

func (l *loader) seatText(s string, n *yaml.Node, key string) (int, error) {
	s = strings.TrimSpace(s)
	for i, name := range l.names {
		if strings.EqualFold(name, s) {
			return i, nil
		}
	}
	if k, err := strconv.Atoi(s); err == nil {
		if k >= 1 && k <= len(l.names) {
			return k - 1, nil
		}
		return 0, l.errAt(n, "%s: seat %d is not one of the %d seats (seats are numbered from 1)", key, k, len(l.names))
	}
	if l.named {
		return 0, l.errAt(n, "%s: unknown player %q (players: %s)", key, s, strings.Join(l.names, ", "))
	}
	return 0, l.errAt(n, "%s: unknown player %q (the file gives a player count: name seats by number, 1 to %d)", key, s, len(l.names))
}

// seats reads a list of player references; a player may appear once.
func (l *loader) seats(n *yaml.Node, key string) ([]int, error) {
	its, err := l.items(n, key)
	if err != nil {
		return nil, err
	}
	// Names may contain spaces only in sequence form; items split strings.
	var out []int
	seen := map[int]bool{}
	for _, it := range its {
		p, err := l.seatText(it.text, &yaml.Node{Line: it.line}, key)
		if err != nil {
			return nil, err
		}
		if seen[p] {
			return nil, engine.InputErrorf(l.file, it.line, "%s: %s is listed twice", key, l.names[p])
		}
		seen[p] = true
		out = append(out, p)
	}
	return out, nil
}

// perPlayer reads a value given per player: a sequence with one entry per
// seat, or a mapping from player to value (players not named keep their
// default). It returns the node per seat (nil when not given).
func (l *loader) perPlayer(n *yaml.Node, key string) ([]*yaml.Node, error) {
	n = deref(n)
	out := make([]*yaml.Node, len(l.names))
	switch {
	case n == nil:
		return out, nil
	case n.Kind == yaml.SequenceNode:
		if len(n.Content) != len(l.names) {
			return nil, l.errAt(n, "%s: %d entries for %d players (give one per seat in seat order, or a map such as {%s: ...})",
				key, len(n.Content), len(l.names), l.names[0])
		}
		copy(out, n.Content)
		return out, nil
	case n.Kind == yaml.MappingNode:
		for i := 0; i+1 < len(n.Content); i += 2 {
			k := n.Content[i]
			p, err := l.seat(k, key)
			if err != nil {
				return nil, err
			}
			if out[p] != nil {
				return nil, l.errAt(k, "%s: %s is given twice", key, l.names[p])
			}
			out[p] = n.Content[i+1]
		}
		return out, nil
	}
	return nil, l.errAt(n, "%s: want one entry per player (a list in seat order, or a map from player to value)", key)
}

// perPlayerInts reads a per-player key of whole numbers in [lo, hi]. It
// returns the values by seat (0 where not given) and the node of each
// given value (nil where not given), for defaults and errors at its line.
func (l *loader) perPlayerInts(n *yaml.Node, key string, lo, hi int) ([]int, []*yaml.Node, error) {
	nodes, err := l.perPlayer(n, key)
	if err != nil {
		return nil, nil, err
	}
	vals := make([]int, len(nodes))
	for i, c := range nodes {
		if c == nil {
			continue
		}
		if vals[i], err = l.intVal(c, key, lo, hi); err != nil {
			return nil, nil, err
		}
	}
	return vals, nodes, nil
}

// lineOf returns a node's line, 0 when absent.
func lineOf(n *yaml.Node) int {
	if n == nil {
		return 0
	}
	return n.Line
}
