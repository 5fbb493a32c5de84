package validator

import (
	"fmt"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

	"tabletop/engine"
)

// file is a position file as written: every key keeps its YAML node, so
// that errors can name the line. Unknown keys are refused when decoding.
type file struct {
	Game    yaml.Node `yaml:"game"`
	Note    yaml.Node `yaml:"note"`
	Players yaml.Node `yaml:"players"`
	Mover   yaml.Node `yaml:"mover"`
	Options yaml.Node `yaml:"options"`
	Hand    yaml.Node `yaml:"hand"`
	Sizes   yaml.Node `yaml:"hand_sizes"`
	Totals  yaml.Node `yaml:"totals"`

	// Mojo.
	Variant      yaml.Node `yaml:"variant"`
	Discard      yaml.Node `yaml:"discard"`
	DiscardPiles yaml.Node `yaml:"discard_piles"`
	DiscardSizes yaml.Node `yaml:"discard_sizes"`
	DrawPile     yaml.Node `yaml:"draw_pile"`
	FaceDown     yaml.Node `yaml:"face_down"`
	MoverDown    yaml.Node `yaml:"mover_face_down"`
	Revealed     yaml.Node `yaml:"revealed"`
	MojoFace     yaml.Node `yaml:"mojo_face"`
	Round        yaml.Node `yaml:"round"`

	// Makoto.
	Trick         yaml.Node `yaml:"trick"`
	AsSet         yaml.Node `yaml:"as_set"`
	TrickOwner    yaml.Node `yaml:"trick_owner"`
	TrickCards    yaml.Node `yaml:"trick_cards"`
	Passed        yaml.Node `yaml:"passed"`
	History       yaml.Node `yaml:"history"`
	Curtain       yaml.Node `yaml:"curtain"`
	Out           yaml.Node `yaml:"out"`
	RewardsLeft   yaml.Node `yaml:"rewards_left"`
	ScorePiles    yaml.Node `yaml:"score_piles"`
	OracleDeck    yaml.Node `yaml:"oracle_deck"`
	OracleDiscard yaml.Node `yaml:"oracle_discard"`
	Lid           yaml.Node `yaml:"lid"`
	Dealer        yaml.Node `yaml:"dealer"`
	SeriesGame    yaml.Node `yaml:"series_game"`
}

// gameKeys lists the keys that belong to one game only.
var gameKeys = map[string][]string{
	"mojo": {"variant", "discard", "discard_piles", "discard_sizes", "draw_pile", "face_down", "mover_face_down",
		"revealed", "mojo_face", "round"},
	"makoto": {"trick", "as_set", "trick_owner", "trick_cards", "passed", "history", "curtain", "out",
		"rewards_left", "score_piles", "oracle_deck", "oracle_discard", "lid", "dealer", "series_game"},
}

// node returns the file's node for key (nil when absent).
func (f *file) node(key string) *yaml.Node {
	var n *yaml.Node
	switch key {
	case "game":
		n = &f.Game
	case "players":
		n = &f.Players
	case "mover":
		n = &f.Mover
	case "options":
		n = &f.Options
	case "hand":
		n = &f.Hand
	case "hand_sizes":
		n = &f.Sizes
	case "totals":
		n = &f.Totals
	case "variant":
		n = &f.Variant
	case "discard":
		n = &f.Discard
	case "discard_piles":
		n = &f.DiscardPiles
	case "discard_sizes":
		n = &f.DiscardSizes
	case "draw_pile":
		n = &f.DrawPile
	case "face_down":
		n = &f.FaceDown
	case "mover_face_down":
		n = &f.MoverDown
	case "revealed":
		n = &f.Revealed
	case "mojo_face":
		n = &f.MojoFace
	case "round":
		n = &f.Round
	case "trick":
		n = &f.Trick
	case "as_set":
		n = &f.AsSet
	case "trick_owner":
		n = &f.TrickOwner
	case "trick_cards":
		n = &f.TrickCards
	case "passed":
		n = &f.Passed
	case "history":
		n = &f.History
	case "curtain":
		n = &f.Curtain
	case "out":
		n = &f.Out
	case "rewards_left":
		n = &f.RewardsLeft
	case "score_piles":
		n = &f.ScorePiles
	case "oracle_deck":
		n = &f.OracleDeck
	case "oracle_discard":
		n = &f.OracleDiscard
	case "lid":
		n = &f.Lid
	case "dealer":
		n = &f.Dealer
	case "series_game":
		n = &f.SeriesGame
	}
	if n == nil || n.Kind == 0 {
		return nil
	}
	return n
}

// Table is a loaded position: the game, the seat names and a way to build
// a fresh engine state for each declared move.
type Table struct {
	// File is the position file's name, for messages.
	File string
	// Game is "mojo" or "makoto".
	Game string
	// Names are the seat names ("seat 1" ... when the file gives a count).
	Names []string
	// Mover is the seat to move (0-based).
	Mover int
	// Options are the rule options in force (complete, defaults included).
	Options engine.Options

	named bool
	build func(lid bool) (engine.State, error)
}

// Load reads and checks a position file. Every problem is an
// *engine.InputError naming the file and, where it has one, the line.
func Load(path string) (*Table, error) {
	data, err := engine.ReadLimited(path)
	if err != nil {
		return nil, err
	}
	return Parse(path, data)
}

// Parse checks a position file's contents; name is used in messages.
func Parse(name string, data []byte) (*Table, error) {
	var f file
	if err := engine.DecodeYAML(name, data, &f); err != nil {
		return nil, err
	}
	l := &loader{file: name}
	if !present(&f.Game) {
		return nil, engine.InputErrorf(name, 0, "game: missing; write game: mojo or game: makoto")
	}
	game, err := l.scalar(&f.Game, "game")
	if err != nil {
		return nil, err
	}
	game = strings.ToLower(strings.TrimSpace(game))
	rs, err := engine.Lookup(game)
	if err != nil {
		return nil, l.errAt(&f.Game, "game: %v", err)
	}
	for g, keys := range gameKeys {
		if g == game {
			continue
		}
		for _, k := range keys {
			if n := f.node(k); n != nil && !contains(gameKeys[game], k) {
				return nil, l.errAt(n, "%s: not a key of a %s position (it belongs to %s)", k, rs.Title(), g)
			}
		}
	}
	if err := l.players(&f, rs); err != nil {
		return nil, err
	}
	t := &Table{File: name, Game: game, Names: l.names, named: l.named}
	if n := f.node("mover"); n != nil {
		if t.Mover, err = l.seat(n, "mover"); err != nil {
			return nil, err
		}
	}
	opts, err := l.options(&f, rs)
	if err != nil {
		return nil, err
	}
	t.Options = opts
	switch game {
	case "mojo":
		err = l.mojo(&f, t)
	case "makoto":
		err = l.makoto(&f, t)
	default:
		err = l.errAt(&f.Game, "game: %s positions are not supported", game)
	}
	if err != nil {
		return nil, err
	}
	return t, nil
}

func contains(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}

// players reads "players: 4" or "players: [Ann, Ben, Cy, Dee]".
func (l *loader) players(f *file, rs engine.Ruleset) error {
	n := deref(f.node("players"))
	if n == nil {
		return engine.InputErrorf(l.file, 0, "players: missing; give the player count or the names in seat order")
	}
	lo, hi := rs.MinPlayers(), rs.MaxPlayers()
	switch n.Kind {
	case yaml.ScalarNode:
		np, err := l.intVal(n, "players", lo, hi)
		if err != nil {
			return l.errAt(n, "players: %s takes %d to %d players, not %q", rs.Title(), lo, hi, n.Value)
		}
		for i := range np {
			l.names = append(l.names, "seat "+strconv.Itoa(i+1))
		}
		return nil
	case yaml.SequenceNode:
		its, err := l.items(n, "players")
		if err != nil {
			return err
		}
		if len(its) < lo || len(its) > hi {
			return l.errAt(n, "players: %s takes %d to %d players, not %d", rs.Title(), lo, hi, len(its))
		}
		seen := map[string]bool{}
		for _, it := range its {
			name := strings.TrimSpace(it.text)
			key := strings.ToLower(name)
			switch {
			case name == "":
				return engine.InputErrorf(l.file, it.line, "players: a name is empty")
			case seen[key]:
				return engine.InputErrorf(l.file, it.line, "players: %q is listed twice", name)
			case name[0] >= '0' && name[0] <= '9':
				return engine.InputErrorf(l.file, it.line, "players: %q: a name may not start with a digit (digits are seat numbers)", name)
			case strings.Contains(name, ":"):
				return engine.InputErrorf(l.file, it.line, "players: %q: a name may not contain a colon", name)
			}
			seen[key] = true
			l.names = append(l.names, name)
		}
		l.named = true
		return nil
	}
	return l.errAt(n, "players: give the player count (players: 4) or the names in seat order (players: [Ann, Ben, Cy])")
}

// options reads "options: {KEY: VALUE}" (and Mojo's "variant:" shorthand)
// and resolves them against the ruleset.
func (l *loader) options(f *file, rs engine.Ruleset) (engine.Options, error) {
	opts := engine.Options{}
	n := deref(f.node("options"))
	if n != nil {
		if n.Kind != yaml.MappingNode {
			return nil, l.errAt(n, "options: want a map of KEY: VALUE, such as {variant: two-piles}")
		}
		for i := 0; i+1 < len(n.Content); i += 2 {
			k, v := deref(n.Content[i]), deref(n.Content[i+1])
			if k == nil || v == nil || k.Kind != yaml.ScalarNode || v.Kind != yaml.ScalarNode {
				return nil, l.errAt(n.Content[i], "options: want KEY: VALUE pairs")
			}
			if _, err := engine.Resolve(rs.Options(), engine.Options{k.Value: v.Value}); err != nil {
				return nil, l.errAt(k, "options: %v", err)
			}
			opts[k.Value] = v.Value
		}
	}
	if v := f.node("variant"); v != nil {
		s, err := l.scalar(v, "variant")
		if err != nil {
			return nil, err
		}
		if old, ok := opts["variant"]; ok && old != s {
			return nil, l.errAt(v, "variant: %s, but options say variant: %s", s, old)
		}
		if _, err := engine.Resolve(rs.Options(), engine.Options{"variant": s}); err != nil {
			return nil, l.errAt(v, "variant: %v", err)
		}
		opts["variant"] = s
	}
	full, err := engine.Resolve(rs.Options(), opts)
	if err != nil {
		return nil, l.errAt(n, "options: %v", err)
	}
	return full, nil
}

// buildErr places an error from a ruleset's NewPosition at the line of the
// key it is about: the first of keys (searched by the message) that the
// file gives, else the game key.
func (l *loader) buildErr(f *file, err error, hints []hint) error {
	msg := err.Error()
	for _, h := range hints {
		if !strings.Contains(msg, h.text) {
			continue
		}
		for _, k := range h.keys {
			if n := f.node(k); n != nil {
				return &engine.InputError{File: l.file, Line: n.Line, Msg: k + ": " + msg, Err: err}
			}
		}
	}
	if f.node("hand_sizes") == nil && strings.Contains(msg, "cards") {
		msg += " (hand_sizes: hands not given hold the deal's number of cards)"
	}
	return &engine.InputError{File: l.file, Line: lineOf(f.node("game")), Msg: "position: " + msg, Err: err}
}

// hint maps words of a ruleset's message to the keys it may be about.
type hint struct {
	text string
	keys []string
}

// describe names a seat for messages.
func (t *Table) describe(seat int) string {
	if seat < 0 || seat >= len(t.Names) {
		return fmt.Sprintf("seat %d", seat+1)
	}
	return t.Names[seat]
}
