package scorepad

import (
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

	"tabletop/engine"
	"tabletop/engine/fileio"
	"tabletop/engine/i18n"
	"tabletop/engine/scoring"
	"tabletop/engine/typo"
)

// Parse reads a pad from YAML and checks it (Check): strict about keys and
// types, no aliases, every round scored again. file names the source in
// errors, which are *fileio.InputError with the line.
func Parse(file string, data []byte) (*Pad, error) {
	if err := fileio.CheckKind(file, data, fileio.KindPad); err != nil {
		return nil, err
	}
	var doc yaml.Node
	if err := fileio.DecodeYAML(file, data, &doc); err != nil {
		return nil, err
	}
	p, err := parseDoc(&doc)
	if err == nil {
		err = p.Check()
	}
	if err != nil {
		return nil, inFile(file, err)
	}
	return p, nil
}

// inFile puts the file name into an error that lacks one.
func inFile(file string, err error) error {
	if ps, ok := err.(*Problems); ok {
		for _, ie := range ps.List {
			if ie.File == "" {
				ie.File = file
			}
		}
		return ps
	}
	if ie, ok := err.(*fileio.InputError); ok {
		if ie.File == "" {
			ie.File = file
		}
		return ie
	}
	return &fileio.InputError{File: file, Err: err}
}

// noAliases refuses YAML aliases anywhere: a pad never needs them, and
// refusing them outright rules out alias bombs.
func noAliases(n *yaml.Node) error {
	if n.Kind == yaml.AliasNode {
		return errLine(n, "scorepad.error.alias", i18n.Args{"Name": i18n.Player(n.Value)})
	}
	for _, c := range n.Content {
		if err := noAliases(c); err != nil {
			return err
		}
	}
	return nil
}

// pairs calls fn for each key and value of a mapping node.
func pairs(n *yaml.Node, what i18n.Phrase, fn func(k, v *yaml.Node) error) error {
	if n.Kind != yaml.MappingNode {
		return errLine(n, "scorepad.error.not-mapping", i18n.Args{"What": what})
	}
	seen := map[string]bool{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		if k.Kind != yaml.ScalarNode {
			return errLine(k, "scorepad.error.plain-keys", i18n.Args{"What": what})
		}
		if seen[k.Value] {
			return errLine(k, "scorepad.error.key-twice", i18n.Args{"What": what, "Key": i18n.Quoted(k.Value)})
		}
		seen[k.Value] = true
		if err := fn(k, v); err != nil {
			return err
		}
	}
	return nil
}

func scalar(n *yaml.Node, what i18n.Phrase) (string, error) {
	if n.Kind != yaml.ScalarNode || n.Tag == "!!null" {
		return "", errLine(n, "scorepad.error.single", i18n.Args{"What": what})
	}
	return n.Value, nil
}

func integer(n *yaml.Node, what i18n.Phrase) (int, error) {
	s, err := scalar(n, what)
	if err != nil {
		return 0, err
	}
	v, err := strconv.Atoi(s)
	if err != nil {
		return 0, errLine(n, "scorepad.error.not-number", i18n.Args{"What": what, "Value": i18n.Quoted(s)})
	}
	if err := fileio.ExplicitTag("", n, what, "!!int"); err != nil {
		return 0, err // digits marked as something else: "!!float 1"
	}
	return v, nil
}

// list returns the items of a sequence node; null counts as empty.
func list(n *yaml.Node, what i18n.Phrase) ([]*yaml.Node, error) {
	switch {
	case n.Kind == yaml.ScalarNode && n.Tag == "!!null":
		return nil, nil
	case n.Kind != yaml.SequenceNode:
		return nil, errLine(n, "scorepad.error.not-list", i18n.Args{"What": what})
	}
	return n.Content, nil
}

// padKeys are the keys at the top of a pad.
var padKeys = []string{"version", "game", "options", "players", "dealer", "rounds", "games", "totals"}

func parseDoc(doc *yaml.Node) (*Pad, error) {
	if err := noAliases(doc); err != nil {
		return nil, err
	}
	root := doc
	if root.Kind == yaml.DocumentNode && len(root.Content) == 1 {
		root = root.Content[0]
	}
	p := &Pad{Options: engine.Options{}}
	var roundsNode, totalsNode, dealerNode *yaml.Node
	err := pairs(root, told("scorepad.error.place.pad", nil), func(k, v *yaml.Node) error {
		var err error
		switch k.Value {
		case "version":
			p.lines.version = k.Line
			p.Version, err = integer(v, word("version"))
		case "game":
			p.lines.game = k.Line
			p.Game, err = scalar(v, word("game"))
		case "options":
			p.lines.options = k.Line
			err = pairs(v, word("options"), func(ok, ov *yaml.Node) error {
				s, err := scalar(ov, told("scorepad.error.place.option", i18n.Args{"Key": ok.Value}))
				p.Options[ok.Value] = s
				return err
			})
		case "players":
			p.lines.players = k.Line
			err = p.parsePlayers(v)
		case "dealer":
			p.lines.dealer, dealerNode = k.Line, v
		case "rounds", "games":
			if roundsNode != nil {
				return errLine(k, "scorepad.error.rounds-and-games", nil)
			}
			p.lines.rounds, roundsNode = k.Line, v
		case "totals":
			p.lines.totals, totalsNode = k.Line, v
		default:
			if g := typo.Suggest(k.Value, padKeys); g != "" {
				u := fileio.UnknownKeyPhrase(k.Value, padKeys)
				return errLine(k, u.ID, u.Args)
			}
			return errLine(k, "scorepad.error.unknown-top-key", i18n.Args{"Key": i18n.Quoted(k.Value)})
		}
		return err
	})
	if err != nil {
		return nil, err
	}
	if err := p.checkTop(root, roundsNode, dealerNode); err != nil {
		return nil, err
	}
	if dealerNode != nil {
		name, err := scalar(dealerNode, word("dealer"))
		if err != nil {
			return nil, err
		}
		if p.Dealer, err = p.Seat(name); err != nil {
			return nil, errLine(dealerNode, "scorepad.error.at", i18n.Args{"What": word("dealer"), "Err": err})
		}
	}
	if roundsNode != nil {
		items, err := list(roundsNode, word(p.roundWord()+"s"))
		if err != nil {
			return nil, err
		}
		for k, it := range items {
			r, err := p.parseRound(k, it)
			if err != nil {
				return nil, err
			}
			r.comments = gather(it, "")
			p.Rounds = append(p.Rounds, r)
		}
	}
	p.comments = gather(root, roundKey(root))
	if totalsNode == nil {
		return nil, fileio.NewInputError("", lastLine(root), "scorepad.error.no-totals", nil)
	}
	totals, lines, err := p.parseScores(p.lines.totals, totalsNode, word("totals"))
	if err != nil {
		return nil, err
	}
	// The totals are checked after the rounds (Check), but their shape here.
	p.lines.totals = totalsNode.Line
	p.recorded = totals
	p.lines.total = lines
	return p, nil
}

// parsePlayers reads the list of players.
func (p *Pad) parsePlayers(v *yaml.Node) error {
	items, err := list(v, word("players"))
	if err != nil {
		return err
	}
	for _, it := range items {
		name, err := scalar(it, told("scorepad.error.place.a-player", nil))
		if err != nil {
			return err
		}
		p.Players = append(p.Players, name)
		p.lines.player = append(p.lines.player, it.Line)
	}
	return nil
}

// checkTop checks the header keys before the rounds are read.
func (p *Pad) checkTop(root, rounds, dealer *yaml.Node) error {
	switch {
	case p.lines.version == 0:
		return fileio.NewInputError("", root.Line, "scorepad.error.no-version", i18n.Args{"Version": Version})
	case p.Version > Version:
		return fileio.NewInputError("", p.lines.version, "scorepad.error.newer", i18n.Args{"Got": p.Version, "Version": Version})
	case p.Version < 1:
		return fileio.NewInputError("", p.lines.version, "scorepad.error.bad-version", i18n.Args{"Got": p.Version, "Version": Version})
	case p.lines.game == 0:
		return fileio.NewInputError("", root.Line, "scorepad.error.no-game", gameLines())
	}
	p.Game = strings.ToLower(p.Game)
	if _, err := p.scorer(); err != nil {
		return fileio.NewInputError("", p.lines.game, "scorepad.error.unknown-game", i18n.Args{"Game": i18n.Quoted(p.Game), "Games": strings.Join(PadGames(), " or ")})
	}
	if dealer != nil && !p.Dealt() {
		why := told("scorepad.error.not-dealt", nil)
		if st, ok := p.ruleset().(scoring.PadStarter); ok {
			why = st.StartRule()
		}
		return errLine(dealer, "scorepad.error.no-dealer", i18n.Args{"Game": p.title(), "Why": why})
	}
	if p.lines.players == 0 {
		return fileio.NewInputError("", root.Line, "scorepad.error.no-players", nil)
	}
	if rounds != nil {
		if want := p.roundWord() + "s"; roundKey(root) != want {
			return fileio.NewInputError("", p.lines.rounds, "scorepad.error.round-key", i18n.Args{"Game": p.title(), "Want": want, "Got": roundKey(root)})
		}
	}
	for i, name := range p.Players {
		if err := CheckName(name); err != nil {
			return errSay(p.lines.player[i], err)
		}
		if _, err := SeatOf(p.Players[:i], name); err == nil {
			return fileio.NewInputError("", p.lines.player[i], "scorepad.error.player-twice", i18n.Args{"Name": i18n.Quoted(name)})
		}
	}
	return nil
}

func roundKey(root *yaml.Node) string {
	for i := 0; i+1 < len(root.Content); i += 2 {
		if k := root.Content[i].Value; k == "rounds" || k == "games" {
			return k
		}
	}
	return ""
}

func lastLine(n *yaml.Node) int {
	line := n.Line
	for _, c := range n.Content {
		if l := lastLine(c); l > line {
			line = l
		}
	}
	return line
}

// seatKeys reads a mapping keyed by player name into one value per seat,
// refusing unknown and missing players.
func (p *Pad) seatKeys(keyLine int, n *yaml.Node, what i18n.Phrase, fn func(seat int, v *yaml.Node) error) ([]int, error) {
	lines := make([]int, len(p.Players))
	err := pairs(n, what, func(k, v *yaml.Node) error {
		seat, err := p.Seat(k.Value)
		if err != nil {
			return errLine(k, "scorepad.error.at", i18n.Args{"What": what, "Err": err})
		}
		if lines[seat] != 0 {
			return errLine(k, "scorepad.error.name-twice", i18n.Args{"What": what, "Name": i18n.Player(p.Players[seat])})
		}
		lines[seat] = k.Line
		return fn(seat, v)
	})
	if err != nil {
		return nil, err
	}
	for i, l := range lines {
		if l == 0 {
			return nil, fileio.NewInputError("", keyLine, "scorepad.error.player-missing", i18n.Args{"What": what, "Name": i18n.Player(p.Players[i])})
		}
	}
	return lines, nil
}

func (p *Pad) parseScores(keyLine int, n *yaml.Node, what i18n.Phrase) ([]int, []int, error) {
	scores := make([]int, len(p.Players))
	lines, err := p.seatKeys(keyLine, n, what, func(seat int, v *yaml.Node) error {
		var err error
		scores[seat], err = integer(v, told("scorepad.error.place.of", i18n.Args{"What": what, "Name": i18n.Player(p.Players[seat])}))
		return err
	})
	return scores, lines, err
}

func (p *Pad) parseRound(k int, n *yaml.Node) (Round, error) {
	r := Round{Dealer: -1}
	r.lines.round = n.Line
	r.lines.field, r.lines.mark, r.lines.seat = map[string]int{}, map[string]int{}, map[string][]int{}
	where := p.roundAt(k)
	sc, err := p.scorer()
	if err != nil {
		return r, err
	}
	fields := sc.RoundFields()
	byKey := map[string]scoring.RoundField{}
	keys := []string{}
	marks := map[string]bool{}
	if p.Dealt() {
		keys = append(keys, "dealer")
		for _, m := range p.Marks() {
			marks[m.Key] = true
			keys = append(keys, m.Key)
		}
	}
	for _, f := range fields {
		byKey[f.PadKey()] = f
		keys = append(keys, f.PadKey())
	}
	keys = append(keys, "scores")
	err = pairs(n, where, func(key, v *yaml.Node) error {
		var err error
		at := told("scorepad.error.place.in", i18n.Args{"Where": where, "Key": key.Value})
		f, isField := byKey[key.Value]
		switch {
		case key.Value == "scores":
			r.lines.scores = v.Line
			r.Scores, r.lines.score, err = p.parseScores(key.Line, v, told("scorepad.error.place.scores", i18n.Args{"Where": where}))
		case isField:
			err = p.parseField(&r, sc, f, at, key, v)
		case key.Value == "dealer" && p.Dealt():
			r.lines.dealer = v.Line
			err = p.seatValue(v, at, &r.Dealer)
		case marks[key.Value]:
			r.lines.mark[key.Value] = v.Line
			seat := -1
			err = p.seatValue(v, at, &seat)
			r.setMark(key.Value, seat)
		default:
			if g := typo.Suggest(key.Value, keys); g != "" {
				return errLine(key, "scorepad.error.at", i18n.Args{"What": where, "Err": fileio.UnknownKeyPhrase(key.Value, keys)})
			}
			id := "scorepad.error.unknown-round-key"
			if p.roundWord() == "game" {
				id = "scorepad.error.unknown-game-key"
			}
			return errLine(key, id, i18n.Args{"Where": where, "Key": i18n.Quoted(key.Value), "Game": p.title(), "Keys": strings.Join(keys, ", ")})
		}
		return err
	})
	if err != nil {
		return r, err
	}
	return r, p.completeRound(&r, fields, where, n)
}

// parseField reads one field of a round.
func (p *Pad) parseField(r *Round, sc scoring.RoundScorer, f scoring.RoundField, at i18n.Phrase, key, v *yaml.Node) error {
	var err error
	switch f.Kind {
	case scoring.FieldPerPlayer:
		r.lines.field[f.Name] = key.Line
		piles := make([][]string, len(p.Players))
		r.lines.seat[f.Name], err = p.seatKeys(key.Line, v, at, func(seat int, cv *yaml.Node) error {
			piles[seat], err = p.cards(sc, cv, told("scorepad.error.place.of", i18n.Args{"What": at, "Name": i18n.Player(p.Players[seat])}))
			return err
		})
		r.Entry.SetCards(f.Name, piles...)
	case scoring.FieldPlayer:
		r.lines.field[f.Name] = v.Line
		seat := -1
		if err = p.seatValue(v, at, &seat); err == nil {
			r.Entry.SetSeats(f.Name, seat)
		}
	case scoring.FieldPlayers:
		r.lines.field[f.Name] = v.Line
		var items []*yaml.Node
		if items, err = list(v, at); err == nil {
			seats := []int{}
			for _, it := range items {
				var s int
				if err = p.seatValue(it, at, &s); err != nil {
					break
				}
				seats = append(seats, s)
			}
			r.Entry.SetSeats(f.Name, seats...)
		}
	case scoring.FieldCards:
		r.lines.field[f.Name] = v.Line
		var cs []string
		if cs, err = p.cards(sc, v, at); err == nil {
			r.Entry.SetCards(f.Name, cs)
		}
	}
	return err
}

// completeRound checks that a round has cards or scores, and that the
// fields that go with every player's cards come with them; those left out
// are empty.
func (p *Pad) completeRound(r *Round, fields []scoring.RoundField, where i18n.Phrase, n *yaml.Node) error {
	perPlayer, given := "", false
	var others, extra []string
	for _, f := range fields {
		switch f.Kind {
		case scoring.FieldPerPlayer:
			perPlayer, given = f.PadKey(), given || r.Entry.Given(f.Name)
		case scoring.FieldPlayers, scoring.FieldCards:
			others = append(others, f.PadKey())
			if r.Entry.Given(f.Name) {
				extra = append(extra, f.Name)
			}
		}
	}
	switch {
	case r.Scores == nil && !given:
		return errLine(n, "scorepad.error.no-cards-no-scores", i18n.Args{"Where": where})
	case !given && len(extra) > 0:
		return errLine(n, "scorepad.error.need-cards", i18n.Args{"Where": where, "Others": strings.Join(others, " and "), "Key": perPlayer})
	case !given:
		return nil
	}
	for _, f := range fields {
		switch {
		case r.Entry.Given(f.Name):
		case f.Kind == scoring.FieldPlayers:
			r.Entry.SetSeats(f.Name)
		case f.Kind == scoring.FieldCards:
			r.Entry.SetCards(f.Name, []string{})
		}
	}
	return nil
}

func (p *Pad) seatValue(n *yaml.Node, what i18n.Phrase, seat *int) error {
	name, err := scalar(n, what)
	if err != nil {
		return err
	}
	if *seat, err = p.Seat(name); err != nil {
		return errLine(n, "scorepad.error.at", i18n.Args{"What": what, "Err": err})
	}
	return nil
}

// cards reads a list of cards, each checked by the game's ruleset.
func (p *Pad) cards(sc scoring.RoundScorer, n *yaml.Node, what i18n.Phrase) ([]string, error) {
	items, err := list(n, what)
	if err != nil {
		return nil, err
	}
	out := make([]string, 0, len(items))
	for _, it := range items {
		s, err := scalar(it, told("scorepad.error.place.a-card", i18n.Args{"Game": p.title()}))
		if err != nil {
			return nil, err
		}
		cs, err := sc.ParseCards(s)
		if err == nil && len(cs) != 1 {
			err = i18n.NewError("scorepad.error.not-one-card", i18n.Args{"Card": i18n.Quoted(s)})
		}
		if err != nil {
			return nil, errLine(it, "scorepad.error.at", i18n.Args{"What": what, "Err": err})
		}
		out = append(out, cs[0])
	}
	return out, nil
}

// title is the game's display name.
func (p *Pad) title() string { return engine.TitleOf(p.Game) }
