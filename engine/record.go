package engine

import (
	"slices"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

	"tabletop/engine/fileio"
	"tabletop/engine/i18n"
)

// This file holds a log's records of the cards themselves (engine/LOG.md,
// "Deals and cards"): every deal as data, and every card a move turned up
// by value, so that a program can follow the game from the log alone and
// replay can check what a reader sees against the game the seed and moves
// rebuild. They are made only while a log is written (GameLog.Record) and
// while replay checks them: never on the engine's hot path.

// DealRecord is the table just after a deal (a Mojo round, a Makoto
// game): every seat's hand and the game's other places for cards.
type DealRecord struct {
	// Move is the number of moves made before the deal (0: the first).
	Move int
	// Hands are the seats' cards in seat order, each written as the
	// ruleset writes a card, ascending.
	Hands [][]string
	// Zones are the other places, in the ruleset's order.
	Zones []CardZone

	lines dealLines
}

// CardZone is one place of a deal: one pile of cards, or several
// (Nested, such as Mojo's discard piles).
type CardZone struct {
	Key    string
	Piles  [][]string
	Nested bool
}

// dealLines are the lines a deal record was read from: the record, its
// move, its hands key and each hand, each place's key and each of its
// piles.
type dealLines struct {
	at, move, hands int
	hand            []int
	zones           map[string]int
	piles           map[string][]int
}

// CardRecord is one card event of a move (or several cards moving
// together): cards drawn, taken, turned up or reshuffled, as data.
type CardRecord struct {
	// Move is the move's number, from 1.
	Move int
	// What is the kind of event, a word of the ruleset (RecordSchema).
	What string
	// Seat is the seat the cards went to or were turned up by, -1 for
	// none; Who is its name in the log.
	Seat int
	Who  string
	// Pile and From are discard piles, counted from 1 (0: none).
	Pile, From int
	Cards      []string

	// Line is where the record was read from (0: not read).
	Line int
}

// CardRecorder is implemented by a state that can tell its deals and the
// cards its moves turn up as data, for logs. Only the logging path calls
// it (it may allocate).
type CardRecorder interface {
	// RecordDeal returns the table just after a deal (Move left 0);
	// false when not every card is known (a position).
	RecordDeal() (DealRecord, bool)
	// RecordCards appends what the last move m turned up (Move and Who
	// left empty), before being a copy of the state before it.
	RecordCards(dst []CardRecord, before State, m Move) []CardRecord
}

// RecordSchema is implemented by a ruleset whose logs carry deal and card
// records: the keys of its deal records' places (besides move and hands)
// and the words of its card records.
type RecordSchema interface {
	DealKeys() []string
	CardKinds() []string
}

// LaterRecords is implemented by a ruleset whose logs gained a kind of
// card record after logs with records were first written (Mojo's
// reshuffle while dealing). A log with no record of such a kind was
// written before it, and replay checks it without them; a log with one
// must have every one.
type LaterRecords interface {
	// LaterRecord reports whether c is of such a kind.
	LaterRecord(c CardRecord) bool
}

// cardRecorder follows a game for its records.
type cardRecorder struct {
	names  []string
	prev   State
	moves  int
	rounds int
	deals  []DealRecord
	cards  []CardRecord
}

// newCardRecorder starts the records of s, a game before its first move;
// nil when s cannot record or its deal is not all known.
func newCardRecorder(s State, names []string) *cardRecorder {
	cr, ok := s.(CardRecorder)
	if !ok {
		return nil
	}
	d, ok := cr.RecordDeal()
	if !ok {
		return nil
	}
	return &cardRecorder{names: names, prev: s.Clone(), rounds: len(s.Rounds()), deals: []DealRecord{d}}
}

// record notes what the move m just made on after turned up, and the deal
// that followed it if it ended a round.
func (r *cardRecorder) record(m Move, after State) {
	r.moves++
	cr := after.(CardRecorder)
	n := len(r.cards)
	r.cards = cr.RecordCards(r.cards, r.prev, m)
	for i := n; i < len(r.cards); i++ {
		c := &r.cards[i]
		c.Move = r.moves
		if c.Seat >= 0 && c.Seat < len(r.names) {
			c.Who = r.names[c.Seat]
		}
	}
	if rounds := len(after.Rounds()); rounds > r.rounds {
		r.rounds = rounds
		if !after.IsTerminal() {
			if d, ok := cr.RecordDeal(); ok {
				d.Move = r.moves
				r.deals = append(r.deals, d)
			}
		}
	}
	after.CloneInto(r.prev)
}

// cardNode writes a card: a number plainly, anything else as text.
func cardNode(c string) *yaml.Node {
	n := &yaml.Node{Kind: yaml.ScalarNode, Value: c, Tag: "!!str"}
	if _, err := strconv.Atoi(c); err == nil {
		n.Tag = "!!int"
	}
	return n
}

func cardsNode(cards []string) *yaml.Node {
	n := &yaml.Node{Kind: yaml.SequenceNode, Style: yaml.FlowStyle, Tag: "!!seq"}
	for _, c := range cards {
		n.Content = append(n.Content, cardNode(c))
	}
	return n
}

func pilesNode(piles [][]string) *yaml.Node {
	n := &yaml.Node{Kind: yaml.SequenceNode, Tag: "!!seq"}
	for _, p := range piles {
		n.Content = append(n.Content, cardsNode(p))
	}
	return n
}

func keyNode(k string) *yaml.Node { return &yaml.Node{Kind: yaml.ScalarNode, Value: k, Tag: "!!str"} }

func intNode(v int) *yaml.Node {
	return &yaml.Node{Kind: yaml.ScalarNode, Value: strconv.Itoa(v), Tag: "!!int"}
}

// MarshalYAML writes the deal as a mapping: move, hands (one line per
// seat), then every place.
func (d DealRecord) MarshalYAML() (any, error) {
	n := &yaml.Node{Kind: yaml.MappingNode, Tag: "!!map"}
	n.Content = append(n.Content, keyNode("move"), intNode(d.Move), keyNode("hands"), pilesNode(d.Hands))
	for _, z := range d.Zones {
		v := pilesNode(z.Piles)
		if !z.Nested {
			var one []string
			if len(z.Piles) > 0 {
				one = z.Piles[0]
			}
			v = cardsNode(one)
		}
		n.Content = append(n.Content, keyNode(z.Key), v)
	}
	return n, nil
}

// MarshalYAML writes the record on one line: {move: 3, what: draw, seat:
// Ann, cards: [9]}.
func (c CardRecord) MarshalYAML() (any, error) {
	n := &yaml.Node{Kind: yaml.MappingNode, Tag: "!!map", Style: yaml.FlowStyle}
	n.Content = append(n.Content, keyNode("move"), intNode(c.Move), keyNode("what"), keyNode(c.What))
	if c.Who != "" {
		n.Content = append(n.Content, keyNode("seat"), keyNode(c.Who))
	}
	if c.Pile > 0 {
		n.Content = append(n.Content, keyNode("pile"), intNode(c.Pile))
	}
	if c.From > 0 {
		n.Content = append(n.Content, keyNode("from"), intNode(c.From))
	}
	n.Content = append(n.Content, keyNode("cards"), cardsNode(c.Cards))
	return n, nil
}

// maxCardText bounds a card as written ("12", "16s").
const maxCardText = 4

// readCards reads a list of cards; key names it in errors.
func readCards(n *yaml.Node, key string) ([]string, error) {
	if n.Kind != yaml.SequenceNode {
		return nil, fileio.NewInputError("", n.Line, "engine.error.record-cards", i18n.Args{"Key": key})
	}
	out := make([]string, 0, len(n.Content))
	for _, c := range n.Content {
		if c.Kind != yaml.ScalarNode || c.Value == "" || len(c.Value) > maxCardText || strings.ContainsFunc(c.Value, notCardRune) {
			return nil, fileio.NewInputError("", c.Line, "engine.error.record-card-text", i18n.Args{"Key": key})
		}
		out = append(out, c.Value)
	}
	return out, nil
}

func notCardRune(r rune) bool { return (r < '0' || r > '9') && (r < 'a' || r > 'z') }

// readPiles reads a list of card lists.
func readPiles(n *yaml.Node, key string) ([][]string, []int, error) {
	if n.Kind != yaml.SequenceNode {
		return nil, nil, fileio.NewInputError("", n.Line, "engine.error.record-piles", i18n.Args{"Key": key})
	}
	out := make([][]string, 0, len(n.Content))
	lines := make([]int, 0, len(n.Content))
	for _, p := range n.Content {
		cards, err := readCards(p, key)
		if err != nil {
			return nil, nil, err
		}
		out = append(out, cards)
		lines = append(lines, p.Line)
	}
	return out, lines, nil
}

// readCount reads a whole number of at least lo under key.
func readCount(n *yaml.Node, key string, lo int) (int, error) {
	if n.Kind == yaml.ScalarNode && n.ShortTag() == "!!int" {
		if v, err := strconv.Atoi(n.Value); err == nil && v >= lo && strings.TrimLeft(n.Value, "0123456789") == "" {
			return v, nil
		}
	}
	return 0, fileio.NewInputError("", n.Line, "engine.error.record-number", i18n.Args{"Key": key, "Value": i18n.Quoted(cut(n.Value)), "Min": lo})
}

// cut shortens a text read from a file for an error message.
func cut(s string) string {
	const most = 40
	if r := []rune(s); len(r) > most {
		return string(r[:most]) + "…"
	}
	return s
}

// mapPairs checks that n is a mapping with scalar keys, each once, and
// calls each for every pair.
func mapPairs(n *yaml.Node, what string, each func(k, v *yaml.Node) error) error {
	if n.Kind != yaml.MappingNode {
		return fileio.NewInputError("", n.Line, "engine.error.record-mapping", i18n.Args{"What": i18n.Message(what, nil)})
	}
	seen := map[string]bool{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		if k.Kind != yaml.ScalarNode {
			return fileio.NewInputError("", k.Line, "engine.error.record-mapping", i18n.Args{"What": i18n.Message(what, nil)})
		}
		if seen[k.Value] {
			return fileio.NewInputError("", k.Line, "engine.error.record-key-twice", i18n.Args{"Key": i18n.Quoted(cut(k.Value))})
		}
		seen[k.Value] = true
		if err := each(k, v); err != nil {
			return err
		}
	}
	return nil
}

// UnmarshalYAML reads a deal record, remembering its lines; which places
// a deal has is the game's and is checked by replay (checkRecordKeys).
func (d *DealRecord) UnmarshalYAML(n *yaml.Node) error {
	*d = DealRecord{Move: -1, lines: dealLines{at: n.Line, zones: map[string]int{}, piles: map[string][]int{}}}
	err := mapPairs(n, "engine.word.a-deal", func(kn, v *yaml.Node) error {
		var err error
		switch k := kn.Value; k {
		case "move":
			d.lines.move = v.Line
			d.Move, err = readCount(v, k, 0)
		case "hands":
			d.lines.hands = kn.Line
			d.Hands, d.lines.hand, err = readPiles(v, k)
		default:
			d.lines.zones[k] = kn.Line
			z := CardZone{Key: k}
			if v.Kind == yaml.SequenceNode && len(v.Content) > 0 && v.Content[0].Kind == yaml.SequenceNode {
				z.Nested = true
				z.Piles, d.lines.piles[k], err = readPiles(v, k)
			} else {
				var cards []string
				cards, err = readCards(v, k)
				z.Piles, d.lines.piles[k] = [][]string{cards}, []int{v.Line}
			}
			d.Zones = append(d.Zones, z)
		}
		return err
	})
	switch {
	case err != nil:
		return err
	case d.Move < 0:
		return fileio.NewInputError("", n.Line, "engine.error.record-missing", i18n.Args{"Key": "move", "What": i18n.Message("engine.word.a-deal", nil)})
	case d.lines.hands == 0:
		return fileio.NewInputError("", n.Line, "engine.error.record-missing", i18n.Args{"Key": "hands", "What": i18n.Message("engine.word.a-deal", nil)})
	}
	return nil
}

// cardRecordKeys are the keys of a card record.
var cardRecordKeys = []string{"move", "what", "seat", "pile", "from", "cards"}

// UnmarshalYAML reads a card record.
func (c *CardRecord) UnmarshalYAML(n *yaml.Node) error {
	*c = CardRecord{Seat: -1, Line: n.Line}
	var has [6]bool
	err := mapPairs(n, "engine.word.a-card-record", func(kn, v *yaml.Node) error {
		k := kn.Value
		i := slices.Index(cardRecordKeys, k)
		if i < 0 {
			p := fileio.UnknownKeyPhrase(cut(k), cardRecordKeys)
			return fileio.NewInputError("", v.Line, p.ID, p.Args)
		}
		has[i] = true
		var err error
		switch k {
		case "move":
			c.Move, err = readCount(v, k, 1)
		case "pile":
			c.Pile, err = readCount(v, k, 1)
		case "from":
			c.From, err = readCount(v, k, 1)
		case "what", "seat":
			if v.Kind != yaml.ScalarNode || strings.TrimSpace(v.Value) == "" {
				return fileio.NewInputError("", v.Line, "engine.error.record-text", i18n.Args{"Key": k})
			}
			if k == "what" {
				c.What = v.Value
			} else {
				c.Who = v.Value
			}
		case "cards":
			c.Cards, err = readCards(v, k)
		}
		return err
	})
	if err != nil {
		return err
	}
	for _, k := range []string{"move", "what", "cards"} {
		if !has[slices.Index(cardRecordKeys, k)] {
			return fileio.NewInputError("", n.Line, "engine.error.record-missing", i18n.Args{"Key": k, "What": i18n.Message("engine.word.a-card-record", nil)})
		}
	}
	return nil
}

// checkRecordKeys checks a log's records against its game: the places
// of its deals and the words of its card records are the game's, every
// seat named is a player, every deal has a hand per player.
func checkRecordKeys(file string, rs Ruleset, l *GameLog) error {
	if len(l.Deals) == 0 && len(l.Cards) == 0 {
		return nil
	}
	sc, ok := rs.(RecordSchema)
	if !ok {
		line := l.lines.key("deals", l.lines.key("cards", 0))
		return fileio.NewInputError(file, line, "engine.error.record-none", i18n.Args{"Game": TitleOf(l.Game)})
	}
	keys, kinds := sc.DealKeys(), sc.CardKinds()
	for _, d := range l.Deals {
		for _, z := range d.Zones {
			if !slices.Contains(keys, z.Key) {
				p := fileio.UnknownKeyPhrase(cut(z.Key), append([]string{"move", "hands"}, keys...))
				return fileio.NewInputError(file, d.lines.zones[z.Key], p.ID, p.Args)
			}
		}
		if len(d.Hands) != len(l.Players) {
			return fileio.NewInputError(file, d.lines.hands, "engine.error.record-hands", i18n.Args{"Key": "hands", "Count": len(d.Hands), "ForPlayers": ForPlayers(len(l.Players))})
		}
	}
	for _, c := range l.Cards {
		if !slices.Contains(kinds, c.What) {
			return fileio.NewInputError(file, c.Line, "engine.error.record-what", i18n.Args{"Key": "what", "What": i18n.Quoted(cut(c.What)), "Known": strings.Join(kinds, ", ")})
		}
		if c.Who != "" && !slices.Contains(l.Players, c.Who) {
			return fileio.NewInputError(file, c.Line, "engine.error.unknown-player", i18n.Args{"Name": i18n.Quoted(cut(c.Who)), "Players": strings.Join(l.Players, ", ")})
		}
	}
	return nil
}

// hasRecords reports whether the log carries deal or card records (logs
// written before them, or by hand, may not).
func (l *GameLog) hasRecords() bool { return len(l.Deals) > 0 || len(l.Cards) > 0 }

// checkRecords compares the log's records with those the game rebuilt
// from the seed and the moves gives (r): every deal, place by place, and
// every card record, in order (those of a later kind only when the log
// has any, LaterRecords). It returns the line of the first
// difference (the earlier by move when both lists differ).
func checkRecords(l *GameLog, r *cardRecorder, rs Ruleset) (int, error) {
	got := r.cards
	if lr, ok := rs.(LaterRecords); ok && !slices.ContainsFunc(l.Cards, lr.LaterRecord) {
		got = slices.DeleteFunc(slices.Clone(got), lr.LaterRecord) // an older log
	}
	dLine, dMove, dErr := firstDealDiff(l, r.deals)
	cLine, cMove, cErr := firstCardDiff(l, got)
	switch {
	case dErr != nil && (cErr == nil || dMove <= cMove):
		return dLine, dErr
	case cErr != nil:
		return cLine, cErr
	}
	return 0, nil
}

// maxShown is how many cards of a list an error shows.
const maxShown = 20

// cardsText writes cards as a list for a message, long lists cut.
func cardsText(cards []string) string {
	if len(cards) > maxShown {
		return "[" + strings.Join(cards[:maxShown], " ") + " …]"
	}
	return "[" + strings.Join(cards, " ") + "]"
}

func firstDealDiff(l *GameLog, got []DealRecord) (line, move int, err error) {
	for i, d := range l.Deals {
		if i >= len(got) {
			return d.lines.at, d.Move, i18n.NewError("engine.error.record-deal-extra", i18n.Args{"Err": ErrRecordMismatch, "N": i + 1, "Move": d.Move})
		}
		g := got[i]
		if d.Move != g.Move {
			return d.lines.move, min(d.Move, g.Move), i18n.NewError("engine.error.record-deal-move", i18n.Args{"Err": ErrRecordMismatch, "N": i + 1, "Move": d.Move, "Got": g.Move})
		}
		for seat, h := range d.Hands {
			if seat < len(g.Hands) && !slices.Equal(h, g.Hands[seat]) {
				return lineOr(d.lines.hand, seat, d.lines.hands), d.Move, i18n.NewError("engine.error.record-deal-hand", i18n.Args{"Err": ErrRecordMismatch, "N": i + 1,
					"Who": i18n.Player(l.Players[seat]), "Cards": cardsText(h), "Got": cardsText(g.Hands[seat])})
			}
		}
		for _, gz := range g.Zones {
			k := slices.IndexFunc(d.Zones, func(z CardZone) bool { return z.Key == gz.Key })
			if k < 0 {
				return d.lines.at, d.Move, i18n.NewError("engine.error.record-deal-missing", i18n.Args{"Err": ErrRecordMismatch, "N": i + 1, "Key": gz.Key})
			}
			if msg, args, differs := pilesDiff(d.Zones[k].Piles, gz.Piles, gz.Key, gz.Nested); differs {
				line := d.lines.zones[gz.Key]
				if p := args["pile"].(int); p >= 0 {
					line = lineOr(d.lines.piles[gz.Key], p, line)
				}
				delete(args, "pile")
				args["Err"], args["N"] = ErrRecordMismatch, i+1
				return line, d.Move, i18n.NewError(msg, args)
			}
		}
		for _, z := range d.Zones {
			if !slices.ContainsFunc(g.Zones, func(gz CardZone) bool { return gz.Key == z.Key }) {
				return d.lines.zones[z.Key], d.Move, i18n.NewError("engine.error.record-deal-needless", i18n.Args{"Err": ErrRecordMismatch, "N": i + 1, "Key": z.Key})
			}
		}
	}
	if len(got) > len(l.Deals) {
		g := got[len(l.Deals)]
		return l.lines.key("deals", l.lines.key("moves", 0)), g.Move, i18n.NewError("engine.error.record-deal-unrecorded", i18n.Args{"Err": ErrRecordMismatch,
			"N": len(l.Deals) + 1, "Move": g.Move, "Count": len(l.Deals)})
	}
	return 0, 0, nil
}

func lineOr(lines []int, i, fallback int) int {
	if i < len(lines) && lines[i] > 0 {
		return lines[i]
	}
	return fallback
}

// pilesDiff describes the first difference between recorded and rebuilt
// piles of a place: the number of piles, a pile's size, or the first card
// that differs (counted from the start of the list as written).
// The pile it names is Args["pile"] (from 0; -1: the place as a whole).
func pilesDiff(rec, got [][]string, key string, nested bool) (string, i18n.Args, bool) {
	if len(rec) != len(got) {
		return "engine.error.record-deal-piles", i18n.Args{"Place": key, "Count": len(rec), "Got": len(got), "pile": -1}, true
	}
	for p := range rec {
		var place any = key
		if nested {
			place = i18n.Message("engine.word.record-pile", i18n.Args{"Key": key, "Pile": p + 1})
		}
		a, b := rec[p], got[p]
		if len(a) != len(b) {
			return "engine.error.record-deal-size", i18n.Args{"Place": place, "Count": len(a), "Got": len(b), "pile": p}, true
		}
		if j := firstDiff(a, b); j >= 0 {
			return "engine.error.record-deal-card", i18n.Args{"Place": place, "Pos": j + 1, "Card": a[j], "GotCard": b[j],
				"Window": windowPhrase(a, b, j), "pile": p}, true
		}
	}
	return "", nil, false
}

// around is how many cards a message shows on either side of the first
// card that differs between two lists.
const around = 5

// firstDiff returns the index of the first card where a and b differ (the
// shorter one's length when it begins the other), -1 when they are equal.
func firstDiff(a, b []string) int {
	for j := range min(len(a), len(b)) {
		if a[j] != b[j] {
			return j
		}
	}
	if len(a) != len(b) {
		return min(len(a), len(b))
	}
	return -1
}

// windowPhrase shows the recorded and the rebuilt lists a and b around
// their first difference, at index j: the cards from around before it to
// around after it in each, "…" marking where a list goes on.
func windowPhrase(a, b []string, j int) i18n.Phrase {
	lo, hi := max(j-around, 0), j+around+1 // hi: one past the last shown
	last := min(hi, max(len(a), len(b)))
	return i18n.Message("engine.word.record-window", i18n.Args{"First": lo + 1, "Last": last,
		"Cards": window(a, lo, hi), "Got": window(b, lo, hi)})
}

// window writes cards[lo:hi] (clipped) as a list for a message.
func window(cards []string, lo, hi int) string {
	hi = min(hi, len(cards))
	lo = min(lo, hi)
	parts := slices.Clone(cards[lo:hi])
	if lo > 0 {
		parts = slices.Insert(parts, 0, "…")
	}
	if hi < len(cards) {
		parts = append(parts, "…")
	}
	return "[" + strings.Join(parts, " ") + "]"
}

// cardsDiff describes a card record c whose cards alone differ from those
// of g, the record the game rebuilt: the first card that differs, with
// the cards around it in both lists, or the number of cards when one list
// begins the other.
func cardsDiff(c, g CardRecord) error {
	j := firstDiff(c.Cards, g.Cards)
	args := i18n.Args{"Err": ErrRecordMismatch, "Record": recordHead(c), "Window": windowPhrase(c.Cards, g.Cards, j)}
	if j < len(c.Cards) && j < len(g.Cards) {
		args["Pos"], args["Card"], args["GotCard"] = j+1, c.Cards[j], g.Cards[j]
		return i18n.NewError("engine.error.record-card-cards", args)
	}
	args["Count"], args["GotCount"] = len(c.Cards), len(g.Cards)
	return i18n.NewError("engine.error.record-card-count", args)
}

// recordHead writes a card record for a message without its cards.
func recordHead(c CardRecord) string {
	c.Cards = nil
	t := recordText(c)
	return t[:strings.LastIndex(t, ", cards: ")] + "}"
}

// recordText writes a card record for a message as the log writes it,
// a long list of cards cut.
func recordText(c CardRecord) string {
	var b strings.Builder
	b.WriteString("{move: " + strconv.Itoa(c.Move) + ", what: " + cut(c.What))
	if c.Who != "" {
		b.WriteString(", seat: " + cut(c.Who))
	}
	if c.Pile > 0 {
		b.WriteString(", pile: " + strconv.Itoa(c.Pile))
	}
	if c.From > 0 {
		b.WriteString(", from: " + strconv.Itoa(c.From))
	}
	cards := c.Cards
	more := ""
	if len(cards) > maxShown {
		cards, more = cards[:maxShown], ", …"
	}
	b.WriteString(", cards: [" + strings.Join(cards, ", ") + more + "]}")
	return b.String()
}

func firstCardDiff(l *GameLog, got []CardRecord) (line, move int, err error) {
	for i, c := range l.Cards {
		if i >= len(got) {
			return c.Line, c.Move, i18n.NewError("engine.error.record-card-extra", i18n.Args{"Err": ErrRecordMismatch, "Record": recordText(c)})
		}
		g := got[i]
		sameHead := c.Move == g.Move && c.What == g.What && c.Who == g.Who && c.Pile == g.Pile && c.From == g.From
		if !sameHead || !slices.Equal(c.Cards, g.Cards) {
			switch {
			case sameHead && max(len(c.Cards), len(g.Cards)) > maxShown:
				// Lists too long to show whole: show where they differ.
				return c.Line, c.Move, cardsDiff(c, g)
			case g.Move < c.Move:
				return c.Line, g.Move, i18n.NewError("engine.error.record-card-missing", i18n.Args{"Err": ErrRecordMismatch, "Got": recordText(g)})
			case c.Move < g.Move:
				return c.Line, c.Move, i18n.NewError("engine.error.record-card-extra", i18n.Args{"Err": ErrRecordMismatch, "Record": recordText(c)})
			}
			return c.Line, c.Move, i18n.NewError("engine.error.record-card", i18n.Args{"Err": ErrRecordMismatch, "Record": recordText(c), "Got": recordText(g)})
		}
	}
	if len(got) > len(l.Cards) {
		g := got[len(l.Cards)]
		return l.lines.key("cards", l.lines.key("moves", 0)), g.Move, i18n.NewError("engine.error.record-card-missing", i18n.Args{"Err": ErrRecordMismatch, "Got": recordText(g)})
	}
	return 0, 0, nil
}

// ErrRecordMismatch is a deal or card record that the seed and moves do
// not give.
var ErrRecordMismatch error = i18n.NewError("engine.error.record-mismatch", nil)
