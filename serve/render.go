package serve

import (
	"slices"
	"strings"

	"tabletop/engine"
	"tabletop/engine/i18n"
	"tabletop/engine/story"
	"tabletop/host/gamewords"
	"tabletop/screens"
)

// Everything a session is sent is made here, by the table's goroutine,
// from what its seat may see: the state's view for that seat (a
// spectator's names no seat, so it shows no hand), the moves as everyone
// sees them (their notation and effects), the cards drawn by that seat
// alone, and the round's printout once every hand is shown. What is
// worked out for a seat (what its moves would do, why a move is refused,
// a hint) is worked out on a sample of the game in which every card the
// seat cannot see is dealt afresh (engine.Determinizer), never on the
// game itself, so that no other seat's hidden card can reach it.

// snapshot is what a session shows between moves.
type snapshot struct {
	version int            // moves made when it was taken
	view    string         // the table as the session's seat sees it
	parts   []screens.Line // view's lines, ranked for a small screen
	status  string         // whose move it is, or that the game is over
	turn    bool           // the seat is to move
	moves   []option
	anytime bool // moves are the seat's moves out of turn
	over    bool
	played  []string // the seat's moves, oldest first, until its screen has them
	hint    []string // a hint's moves, best first, when it was asked for
}

// option is a move a seat may make now, with what it would do.
type option struct{ text, label string }

// maxLabelEffects is the most effects a move's label tells, as in play.
const maxLabelEffects = 3

// labelSamples is how many samples a move's label is worked out on: only
// what it does in all of them is told (what it does depends on no card the
// seat cannot see).
const labelSamples = 3

// viewer is the seat whose view a session sees: its own, or for a
// spectator a seat number no seat has (the views show no hand).
func (t *Table) viewer(ss *session) int {
	if ss.seat < 0 {
		return t.s.NumPlayers()
	}
	return ss.seat
}

// sample is host.Game.Sample: a copy of the game as seat may see it.
func (t *Table) sample(seat, k int) engine.State { return t.g.Sample(seat, k) }

// recordLines tells ss a move: "Ann: play 8 8", what it did, the card the
// seat drew, and the round's printout when it ended one.
func (t *Table) recordLines(rec *record, ss *session) []string {
	lang := ss.language()
	name := ss.bold(t.names[rec.seat])
	if rec.standIn {
		name = say(lang, "serve.word.stand-in", i18n.Args{"Name": i18n.Player(name), "Bot": standInBot})
	}
	lines := []string{name + ": " + rec.move}
	for _, e := range rec.effects {
		lines = append(lines, "  "+ss.dim("·")+" "+ss.paint(t.rs, e.Text.In(lang)))
	}
	for _, sec := range rec.secrets {
		if ss.seat >= 0 && sec.Seat == ss.seat {
			lines = append(lines, "  "+ss.dim("·")+" "+gamewords.Drew(lang, t.rs, sec, ss.colour))
		}
	}
	if rec.round > 0 {
		lines = append(lines, "")
		lines = append(lines, splitLines(gamewords.Round(lang, rec.after, t.names, rec.round, ss.colour))...)
	}
	return lines
}

// splitLines splits text into its lines, without a last empty one.
func splitLines(text string) []string {
	return strings.Split(strings.TrimRight(text, "\n"), "\n")
}

// seated lists the names at a table as lang does where a sentence names
// them all ("Ann, Ben, Greedy"; French "Ann, Ben et Greedy").
func seated(lang string, names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return say(lang, "serve.word.seated", i18n.Args{"Rest": strings.Join(names[:len(names)-1], ", "), "Last": names[len(names)-1]})
}

// welcome is what a session is told when it joins: who it is at which
// table, and the last moves.
func (t *Table) welcome(ss *session) []string {
	lang := ss.language()
	args := i18n.Args{"Game": ss.bold(t.rs.Title()), "Players": seated(lang, t.names), "Options": t.g.Options().String()}
	var lines []string
	if ss.seat < 0 {
		lines = append(lines, say(lang, "serve.word.welcome-watch", args))
	} else {
		args["Name"] = t.names[ss.seat]
		lines = append(lines, say(lang, "serve.word.welcome", args))
	}
	if !ss.screen {
		lines = append(lines, ss.dim(say(lang, "serve.word.keys-lines", nil)))
	}
	if len(t.history) > 0 {
		lines = append(lines, "", ss.dim(say(lang, "serve.word.recent", nil)))
		for _, rec := range t.history {
			lines = append(lines, t.recordLines(rec, ss)...)
		}
	}
	if t.s.IsTerminal() {
		lines = append(lines, t.finalLines(ss)...)
	}
	return lines
}

// finalLines are the final standings.
func (t *Table) finalLines(ss *session) []string {
	bots := make([]string, len(t.cfg.Seats))
	for i, st := range t.cfg.Seats {
		bots[i] = st.Bot
	}
	cfg := t.s.Config()
	var b strings.Builder
	gamewords.Standings(&b, ss.language(), ss.colour, gamewords.Summarize(t.s, t.names, bots, cfg.Options, cfg.Seed, t.g.Moves()))
	return append([]string{""}, splitLines(b.String())...)
}

// snapshot is what ss shows now.
func (t *Table) snapshot(ss *session) *snapshot {
	lang := ss.language()
	sn := &snapshot{version: t.g.Version(), view: ss.paint(t.rs, t.s.View(t.viewer(ss)).In(lang))}
	if ss.screen {
		sn.parts = t.parts(ss)
		if !ss.recalled.Load() {
			sn.played = t.played(ss.seat)
		}
	}
	if t.s.IsTerminal() {
		sn.over = true
		sn.status = say(lang, "serve.word.over", nil)
		return sn
	}
	cur := t.s.CurrentPlayer()
	if ss.seat == cur {
		sn.turn = true
		sn.status = gamewords.YourMove(lang, t.names[cur])
		sn.moves = t.options(cur, lang)
		return sn
	}
	id := "serve.word.to-move"
	if t.cfg.Seats[cur].Bot == "" && t.present[cur] == 0 {
		id = "serve.word.to-move-away"
	}
	sn.status = say(lang, id, i18n.Args{"Name": i18n.Player(t.names[cur])})
	if am, ok := t.s.(engine.AnytimeMover); ok && ss.seat >= 0 {
		for _, m := range am.AnytimeMoves(ss.seat, nil) {
			text := t.s.MoveString(m)
			sn.moves = append(sn.moves, option{text: text, label: text})
		}
		sn.anytime = len(sn.moves) > 0
	}
	return sn
}

// parts are the lines of the table as ss's seat sees it, ranked for a
// small screen (screens.ViewLines).
func (t *Table) parts(ss *session) []screens.Line {
	return screens.ViewLines(t.s, t.viewer(ss), ss.language(), func(text string) string { return ss.paint(t.rs, text) })
}

// played are seat's moves in the whole game (a resumed game's earlier
// moves too), oldest first, for the input line's history: empty, not nil,
// when the seat has made none, and nil for a spectator. A screen loads
// them once (session.recalled), so they are looked up only until then.
func (t *Table) played(seat int) []string {
	if seat < 0 {
		return nil
	}
	if moves := t.g.MovesOf(seat); moves != nil {
		return moves
	}
	return []string{}
}

// options are the current player's legal moves, each with what it would
// do: the effects it has in every one of labelSamples samples of the game
// (at most maxLabelEffects), as play labels a move.
func (t *Table) options(seat int, lang string) []option {
	legal := t.s.LegalMoves(nil)
	var samples [labelSamples]engine.State
	for k := range samples {
		samples[k] = t.sample(seat, k+1)
	}
	out := make([]option, 0, len(legal))
	for _, m := range legal {
		text := t.s.MoveString(m)
		var common []string
		for k, c := range samples {
			var told []string
			for _, e := range story.Outcome(c, m) {
				told = append(told, e.Text.In(lang))
			}
			if k == 0 {
				common = told
			} else {
				common = commonPrefix(common, told)
			}
		}
		label := text
		if len(common) > 0 {
			label += " — " + i18n.Join(lang, common[:min(len(common), maxLabelEffects)], "; ")
		}
		out = append(out, option{text: text, label: label})
	}
	return out
}

// commonPrefix is the longest start a and b share.
func commonPrefix(a, b []string) []string {
	n := 0
	for n < len(a) && n < len(b) && a[n] == b[n] {
		n++
	}
	return a[:n]
}

// input hears a line typed in ss: a move, "?", "lang CODE", "quit".
func (t *Table) input(ss *session, text string) {
	if !slices.Contains(t.sessions, ss) {
		return
	}
	lang := ss.language()
	word := strings.ToLower(text)
	switch {
	case word == "":
		ss.push(nil, nil, true)
	case word == "?" || word == "help":
		t.help(ss)
	case word == "quit" || word == "exit" || word == "leave":
		ss.close(t.byeText(ss))
		t.detach(ss)
	case word == "lang" || strings.HasPrefix(word, "lang "):
		t.setLang(ss, strings.TrimSpace(text[len("lang"):]))
	case ss.seat < 0:
		ss.push([]string{say(lang, "serve.word.watching", nil)}, nil, true)
	case t.s.IsTerminal():
		ss.push([]string{say(lang, "serve.word.over", nil)}, nil, true)
	default:
		t.move(ss, text)
	}
}

// byeText is what a person who leaves is told: how to come back.
func (t *Table) byeText(ss *session) string {
	if ss.seat < 0 || t.s.IsTerminal() {
		return say(ss.language(), "serve.word.bye-watch", nil)
	}
	return say(ss.language(), "serve.word.bye", nil)
}

// move plays the move typed in ss for its seat. It is judged first on a
// sample of the game as the seat sees it, so that a refusal tells nothing
// the seat cannot see; then made on the game with engine.Play.
func (t *Table) move(ss *session, text string) {
	lang := ss.language()
	seat := ss.seat
	sample := t.sample(seat, 0)
	m, err := sample.ParseMove(text)
	if err != nil {
		ss.push([]string{i18n.ErrorIn(lang, err)}, nil, true)
		return
	}
	if err := engine.Play(sample, seat, m); err != nil {
		ss.push([]string{gamewords.Verdict(lang, sample, m, err)}, nil, true)
		return
	}
	mv, err := t.g.Play(seat, m)
	if err != nil {
		// Legal as far as the seat can see, yet refused: the reason might
		// name a card it cannot see, so only the rule is told.
		rule := engine.RuleNotYourTurn
		if re, ok := engine.AsRuleError(err); ok {
			rule = re.Rule
		}
		ss.push([]string{say(lang, "serve.word.refused", i18n.Args{"Rule": rule})}, nil, true)
		return
	}
	t.observe(mv, false)
}

// help lists what ss's seat may do now: its moves and a hint on its turn,
// its moves out of turn, or whose turn it is.
func (t *Table) help(ss *session) {
	lang := ss.language()
	switch {
	case ss.seat < 0:
		ss.push([]string{say(lang, "serve.word.watching", nil)}, nil, true)
	case t.s.IsTerminal():
		ss.push([]string{say(lang, "serve.word.over", nil)}, nil, true)
	case t.s.CurrentPlayer() == ss.seat:
		lines := []string{gamewords.LegalMoves(lang)}
		for _, o := range t.options(ss.seat, lang) {
			lines = append(lines, "  "+o.label)
		}
		ss.push(lines, nil, false)
		t.hint(ss)
	default:
		sn := t.snapshot(ss)
		if sn.anytime {
			moves := make([]string, len(sn.moves))
			for i, o := range sn.moves {
				moves[i] = o.text
			}
			ss.push([]string{say(lang, "serve.word.anytime", i18n.Args{"Moves": strings.Join(moves, " · ")})}, nil, true)
			return
		}
		ss.push([]string{say(lang, "serve.word.not-your-turn", i18n.Args{"Name": i18n.Player(t.names[t.s.CurrentPlayer()])})}, nil, true)
	}
}

// hintMsg is a hint worked out for ss at move version.
type hintMsg struct {
	s       *session
	version int
	moves   []string
}

// hint ranks the seat's moves with the game's search (mcts.Advise) on a
// sample of the game as the seat sees it, away from the table's goroutine;
// the hint is told if the seat is still to move then. A session asks for
// one hint at a time (a "?" while its hint is pending asks for nothing
// more), and the hints' slots are shared fairly between the addresses
// asking (slots): a flood of "?" from one address delays another's hint
// by at most one search.
func (t *Table) hint(ss *session) {
	if !ss.hinting.CompareAndSwap(false, true) {
		return
	}
	advise := t.g.Hint(ss.seat, labelSamples+1)
	version := t.g.Version()
	go func() {
		t.srv.thinkSlots.acquire(ss.addr)
		select {
		case <-ss.done:
			// Gone while the hint waited: no search for no one.
			t.srv.thinkSlots.release(ss.addr)
			ss.hinting.Store(false)
			return
		default:
		}
		moves := advise()
		t.srv.thinkSlots.release(ss.addr)
		// Free to ask again before the hint is told: a "?" typed as soon
		// as it shows is heard.
		ss.hinting.Store(false)
		t.send(hintMsg{s: ss, version: version, moves: moves})
	}()
}

// hinted tells a hint worked out while the seat is still to move.
func (t *Table) hinted(h hintMsg) {
	if h.version != t.g.Version() || !slices.Contains(t.sessions, h.s) {
		return
	}
	if len(h.moves) == 0 {
		h.s.push(nil, nil, true)
		return
	}
	// The snapshot carries the hint, for the screen's cursor.
	sn := t.snapshot(h.s)
	sn.hint = h.moves
	h.s.push([]string{gamewords.Hint(h.s.language(), h.moves)}, sn, true)
}

// setLang switches ss to the language named, or lists the languages.
func (t *Table) setLang(ss *session, name string) {
	lang, ok := i18n.Parse(name)
	if !ok {
		var known []string
		for _, l := range i18n.Languages() {
			known = append(known, l+" ("+i18n.Name(l)+")")
		}
		ss.push([]string{say(ss.language(), "serve.word.languages", i18n.Args{"Known": strings.Join(known, ", ")})}, nil, true)
		return
	}
	ss.setLanguage(lang)
	ss.push([]string{say(lang, "serve.word.language", i18n.Args{"Lang": i18n.Name(lang)})}, t.snapshot(ss), true)
}
