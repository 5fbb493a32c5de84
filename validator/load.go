package validator

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

	"tabletop/engine"
	"tabletop/engine/fileio"
	"tabletop/engine/i18n"
	"tabletop/engine/position"
	"tabletop/engine/typo"
)

// commonKeys are the keys every position file may give; the others belong
// to the game (its position.Loader lists them).
var commonKeys = []string{"game", "note", "players", "mover", "options"}

// Table is a loaded position: the game, the seat names and a way to build
// a fresh engine state for each declared move.
type Table struct {
	// File is the position file's name, for messages.
	File string
	// Game is the game's name ("mojo", "makoto").
	Game string
	// Names are the seat names ("seat 1" ... when the file gives a count).
	Names []string
	// Mover is the seat to move (0-based).
	Mover int
	// Options are the rule options in force (complete, defaults included).
	Options engine.Options

	desc  *position.Desc
	build func() (engine.State, error)
}

// Load reads and checks a position file. Every problem is an
// *fileio.InputError naming the file and, where it has one, the line.
func Load(path string) (*Table, error) {
	data, err := fileio.ReadLimited(path)
	if err != nil {
		return nil, err
	}
	return Parse(path, data)
}

// file is a position file as read: its keys in order, their YAML values,
// and the converter to the engine's neutral nodes.
type file struct {
	name string
	keys []string
	vals map[string]*yaml.Node
	conv converter
}

// Parse checks a position file's contents; name is used in messages. It
// reads what every game shares (game, players, mover, options) and hands
// the game's own keys to the game's position.Loader.
func Parse(name string, data []byte) (*Table, error) {
	if err := fileio.CheckKind(name, data, fileio.KindPosition); err != nil {
		return nil, err
	}
	var doc yaml.Node
	if err := fileio.DecodeYAML(name, data, &doc); err != nil {
		return nil, err
	}
	keys, vals, err := topLevel(name, &doc)
	if err != nil {
		return nil, err
	}
	f := &file{name: name, keys: keys, vals: vals, conv: converter{file: name}}
	rs, pl, err := f.game()
	if err != nil {
		return nil, err
	}
	d := &position.Desc{Fields: map[string]*position.Node{}}
	if err := f.fields(rs, pl, d); err != nil {
		return nil, err
	}
	if err := f.players(rs, d); err != nil {
		return nil, err
	}
	if n := vals["mover"]; n != nil {
		pn, err := f.conv.node(n)
		if err != nil {
			return nil, err
		}
		if d.Mover, err = d.Seat(pn, "mover"); err != nil {
			return nil, f.placed(d, err)
		}
		d.MoverGiven = true
	}
	if d.Options, err = f.options(rs, pl, d); err != nil {
		return nil, err
	}
	lp, err := pl.LoadPosition(d)
	if err != nil {
		return nil, f.placed(d, err)
	}
	t := &Table{File: name, Game: rs.Name(), Names: d.Names, Mover: lp.Mover, Options: d.Options, desc: d, build: lp.Build}
	return t, nil
}

// game reads the game key and finds its ruleset and position loader.
func (f *file) game() (engine.Ruleset, position.Loader, error) {
	n := f.vals["game"]
	if n == nil {
		return nil, nil, fileio.NewInputError(f.name, 1, "validator.error.game-missing", i18n.Args{"Games": orGame(engine.Names())})
	}
	y := deref(n)
	if y == nil || y.Kind != yaml.ScalarNode {
		return nil, nil, fileio.NewInputError(f.name, n.Line, "validator.error.key", i18n.Args{"Key": "game", "Err": i18n.NewError("engine.error.single-value", nil)})
	}
	game := strings.ToLower(strings.TrimSpace(y.Value))
	rs, err := engine.Lookup(game)
	if err != nil {
		return nil, nil, fileio.NewInputError(f.name, n.Line, "validator.error.key", i18n.Args{"Key": "game", "Err": err})
	}
	pl, ok := rs.(position.Loader)
	if !ok {
		return nil, nil, fileio.NewInputError(f.name, n.Line, "validator.error.game-no-positions", i18n.Args{"Game": rs.Title()})
	}
	return rs, pl, nil
}

// fields refuses keys no position has or that belong to another game, and
// converts the game's own keys.
func (f *file) fields(rs engine.Ruleset, pl position.Loader, d *position.Desc) error {
	own := pl.PositionKeys()
	for _, k := range f.keys {
		n := f.vals[k]
		switch {
		case slices.Contains(commonKeys, k):
			continue
		case slices.Contains(own, k):
			pn, err := f.conv.node(n)
			if err != nil {
				return err
			}
			if pn == nil {
				pn = &position.Node{Kind: position.ScalarNode, Null: true, Line: n.Line}
			}
			d.Fields[k] = pn
			continue
		}
		if g := keyOwner(k); g != "" {
			return fileio.NewInputError(f.name, n.Line, "validator.error.other-game-key", i18n.Args{"Key": k, "Title": rs.Title(), "Game": g})
		}
		known := append(slices.Clone(commonKeys), own...)
		if typo.Suggest(k, known) != "" {
			return &fileio.InputError{File: f.name, Line: n.Line, Msg: fileio.UnknownKeyPhrase(k, known)}
		}
		return fileio.NewInputError(f.name, n.Line, "validator.error.unknown-key", i18n.Args{"Key": i18n.Quoted(k), "Title": rs.Title(), "Known": strings.Join(known, ", ")})
	}
	return nil
}

// orGame is "mojo or game: makoto", told in the person's language.
func orGame(names []string) any {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return i18n.Message("validator.word.or-game", i18n.Args{"Names": strings.Join(names[:len(names)-1], " or game: "), "Last": names[len(names)-1]})
}

// keyOwner names a game whose positions have key, "" if none.
func keyOwner(key string) string {
	for _, g := range engine.Names() {
		rs, err := engine.Lookup(g)
		if err != nil {
			continue
		}
		if pl, ok := rs.(position.Loader); ok && slices.Contains(pl.PositionKeys(), key) {
			return g
		}
	}
	return ""
}

// placed turns a loader's error into bad input at its line: the line the
// error carries, else the line of the field (and seat) it names, else the
// game key's line for the position as a whole.
func (f *file) placed(d *position.Desc, err error) error {
	var ie *fileio.InputError
	if errors.As(err, &ie) {
		return err
	}
	fe, ok := position.AsFieldError(err)
	if !ok {
		return fileio.NewInputError(f.name, lineOf(f.vals["game"]), "validator.error.position", i18n.Args{"Err": err})
	}
	line := fe.Line
	if line == 0 && fe.Field != "" {
		if fe.Field == "mover" {
			line = lineOf(f.vals["mover"])
		} else {
			line = d.SeatLine(fe.Field, fe.Seat)
		}
	}
	if line == 0 {
		return fileio.NewInputError(f.name, lineOf(f.vals["game"]), "validator.error.position", i18n.Args{"Err": err})
	}
	return &fileio.InputError{File: f.name, Line: line, Err: err}
}

// players reads "players: 4" or "players: [Ann, Ben, Cy, Dee]".
func (f *file) players(rs engine.Ruleset, d *position.Desc) error {
	y := f.vals["players"]
	if y == nil {
		return fileio.NewInputError(f.name, 1, "validator.error.players-missing", nil)
	}
	n, err := f.conv.node(y)
	if err != nil {
		return err
	}
	lo, hi := rs.MinPlayers(), rs.MaxPlayers()
	switch n.Kind {
	case position.ScalarNode:
		if _, err := strconv.Atoi(strings.TrimSpace(n.Value)); err != nil {
			// "players: Ann, Ben, Cy" is one text, not a list of names.
			return fileio.NewInputError(f.name, n.Line, "validator.error.players-not-list", i18n.Args{"Value": i18n.Quoted(n.Value)})
		}
		np, err := position.Int(n, "players", lo, hi)
		if err != nil {
			return fileio.NewInputError(f.name, n.Line, "validator.error.players-range", i18n.Args{"Title": rs.Title(), "Lo": lo, "Count": hi, "Value": i18n.Quoted(n.Value)})
		}
		for i := range np {
			d.Names = append(d.Names, "seat "+strconv.Itoa(i+1))
		}
		return nil
	case position.ListNode:
		its, err := position.Items(n, "players")
		if err != nil {
			return f.placed(d, err)
		}
		if len(its) < lo || len(its) > hi {
			return fileio.NewInputError(f.name, n.Line, "validator.error.players-range", i18n.Args{"Title": rs.Title(), "Lo": lo, "Count": hi, "Value": len(its)})
		}
		if err := checkNames(its); err != nil {
			return f.placed(d, err)
		}
		for _, it := range its {
			d.Names = append(d.Names, strings.TrimSpace(it.Text))
		}
		d.Named = true
		return nil
	}
	return fileio.NewInputError(f.name, n.Line, "validator.error.players-form", nil)
}

// checkNames refuses empty, repeated and ambiguous seat names, and names
// the rule for every name refuses (engine.CheckName).
func checkNames(its []position.Item) error {
	seen := map[string]bool{}
	for _, it := range its {
		name := strings.TrimSpace(it.Text)
		key := strings.ToLower(name)
		at := &position.Node{Line: it.Line}
		switch {
		case name == "":
			return position.NewFieldError("players", -1, "validator.error.name-empty", nil).At(at)
		case seen[key]:
			return position.NewFieldError("players", -1, "engine.error.listed-twice", i18n.Args{"Name": i18n.Quoted(name)}).At(at)
		case name[0] >= '0' && name[0] <= '9':
			return position.NewFieldError("players", -1, "validator.error.name-digit", i18n.Args{"Name": i18n.Quoted(name)}).At(at)
		case strings.Contains(name, ":"):
			return position.NewFieldError("players", -1, "validator.error.name-colon", i18n.Args{"Name": i18n.Quoted(name)}).At(at)
		}
		if err := engine.CheckName(name); err != nil { // the rule for names everywhere
			return (&position.FieldError{Field: "players", Seat: -1, Err: err}).At(at)
		}
		seen[key] = true
	}
	return nil
}

// options reads "options: {KEY: VALUE}", and the game's keys named like an
// option (Mojo's "variant:" shorthand), and resolves them.
func (f *file) options(rs engine.Ruleset, pl position.Loader, d *position.Desc) (engine.Options, error) {
	opts := engine.Options{}
	var on *position.Node
	if y := f.vals["options"]; y != nil {
		n, err := f.conv.node(y)
		if err != nil {
			return nil, err
		}
		on = n
		if n.Kind != position.MapNode {
			return nil, fileio.NewInputError(f.name, n.Line, "validator.error.options-map", nil)
		}
		for i := 0; i+1 < len(n.Items); i += 2 {
			k, v := n.Items[i], n.Items[i+1]
			if k.Kind != position.ScalarNode || v.Kind != position.ScalarNode {
				return nil, fileio.NewInputError(f.name, k.Line, "validator.error.options-pairs", nil)
			}
			if _, err := engine.Resolve(rs.Options(), engine.Options{k.Value: v.Value}); err != nil {
				return nil, fileio.NewInputError(f.name, k.Line, "validator.error.key", i18n.Args{"Key": "options", "Err": err})
			}
			opts[k.Value] = v.Value
		}
	}
	var short []string
	if os, ok := pl.(position.OptionShorthander); ok {
		short = os.PositionOptionKeys()
	}
	for _, spec := range rs.Options() {
		v := d.Fields[spec.Key]
		if v == nil || !slices.Contains(short, spec.Key) {
			continue
		}
		s, err := position.Scalar(v, spec.Key)
		if err != nil {
			return nil, f.placed(d, err)
		}
		if old, ok := opts[spec.Key]; ok && old != s {
			return nil, fileio.NewInputError(f.name, v.Line, "validator.error.option-clash", i18n.Args{"Key": spec.Key, "Value": s, "Old": old})
		}
		if _, err := engine.Resolve(rs.Options(), engine.Options{spec.Key: s}); err != nil {
			return nil, fileio.NewInputError(f.name, v.Line, "validator.error.key", i18n.Args{"Key": spec.Key, "Err": err})
		}
		opts[spec.Key] = s
	}
	full, err := engine.Resolve(rs.Options(), opts)
	if err != nil {
		line := 0
		if on != nil {
			line = on.Line
		}
		return nil, fileio.NewInputError(f.name, line, "validator.error.key", i18n.Args{"Key": "options", "Err": err})
	}
	return full, nil
}

// describe names a seat for messages.
func (t *Table) describe(seat int) string {
	if seat < 0 || seat >= len(t.Names) {
		return fmt.Sprintf("seat %d", seat+1)
	}
	return t.Names[seat]
}
