package pad

import (
	"bytes"
	"encoding/json"
	"strings"

	"tabletop/engine"
	"tabletop/engine/i18n"
	"tabletop/engine/scoring"
	"tabletop/scorepad"
)

// padShowJSON is the --json document of every pad command (CLI.md: at
// least game, players with name and total, rounds, over, winners). After
// these come the keys a game declares: a game where a round decides who
// starts the next says who does (starts_next) and with what (Mojo:
// mojo_face) once known; a game dealt in turn says how many rounds it has
// (games), who deals next (dealer_next) and who holds its marks then
// (Makoto: lid; null for nobody).
type padShowJSON struct {
	File    string          `json:"file"`
	Game    string          `json:"game"`
	Options engine.Options  `json:"options"`
	Players []padPlayerJSON `json:"players"`
	Rounds  int             `json:"rounds"`
	Over    bool            `json:"over"`
	Winners []string        `json:"winners"`
	Leaders []string        `json:"leaders"`
	History []padRoundJSON  `json:"history"`

	// extra are the game's keys, in order.
	extra jsonObject

	// For the text: how the game ends, whether it is dealt in turn, how
	// many rounds it has and who deals next, who starts next and who
	// holds the marks, in words.
	end        scoring.PadEnd
	dealt      bool
	games      int
	dealerNext *string
	nextNote   i18n.Phrase
	markNotes  []i18n.Phrase
}

type padPlayerJSON struct {
	Name   string `json:"name"`
	Total  int    `json:"total"`
	Scores []int  `json:"scores"`
	Leader bool   `json:"leader"`
	Winner bool   `json:"winner"`
}

// padRoundJSON is a round of padShowJSON. After its own keys come the
// game's: who decided the next start and with what (Mojo: mojo,
// mojo_face), the dealer and the marks held (Makoto: dealer, lid), the
// players the round names in order (Makoto: out), each when known.
type padRoundJSON struct {
	Round      int   `json:"round"`
	Scores     []int `json:"scores"`
	Totals     []int `json:"totals"`
	TotalsOnly bool  `json:"totals_only"`

	extra jsonObject

	// notes are what the game's keys say on the sheet, in words: the
	// dealer, the marks, the players named; startNote who decided the
	// next start.
	dealer    string
	notes     []i18n.Phrase
	startNote i18n.Phrase
}

// MarshalJSON writes the game's keys after the round's own.
func (h padRoundJSON) MarshalJSON() ([]byte, error) {
	type plain padRoundJSON
	return jsonWith(plain(h), h.extra)
}

// MarshalJSON writes the game's keys after the pad's own.
func (d padShowJSON) MarshalJSON() ([]byte, error) {
	type plain padShowJSON
	return jsonWith(plain(d), d.extra)
}

// padDoc describes the pad for --json and for the text output.
func padDoc(file string, p *scorepad.Pad) padShowJSON {
	st := p.Standings()
	doc := padShowJSON{
		File: file, Game: p.Game, Options: p.Options, Rounds: len(p.Rounds), Over: st.Over,
		Winners: seatNames(p.Players, st.Winners), Leaders: seatNames(p.Players, st.Leaders),
		History: []padRoundJSON{},
	}
	for i, name := range p.Players {
		pl := padPlayerJSON{Name: name, Total: st.Totals[i], Scores: []int{}}
		for _, r := range p.Rounds {
			pl.Scores = append(pl.Scores, r.Scores[i])
		}
		for _, s := range st.Leaders {
			pl.Leader = pl.Leader || s == i
		}
		for _, s := range st.Winners {
			pl.Winner = pl.Winner || s == i
		}
		doc.Players = append(doc.Players, pl)
	}
	for k := range p.Rounds {
		doc.History = append(doc.History, padRound(p, k, st.Running[k]))
	}
	doc.end, doc.dealt = p.End(), p.Dealt()
	starter, starts := p.Starter()
	if starts && st.Starter >= 0 {
		_, with := starter.StartKeys()
		next := p.Players[st.Starter]
		doc.extra = append(doc.extra, jsonField{"starts_next", next})
		if st.Face != "" {
			doc.extra = append(doc.extra, jsonField{with, st.Face})
		}
		doc.nextNote = starter.StartNote(next, st.Face)
	}
	if doc.dealt {
		if doc.games = p.Games(); doc.games != 0 {
			doc.extra = append(doc.extra, jsonField{"games", doc.games})
		}
		if st.NextDealer >= 0 {
			doc.dealerNext = &p.Players[st.NextDealer]
		}
		doc.extra = append(doc.extra, jsonField{"dealer_next", doc.dealerNext})
		for _, m := range p.Marks() {
			var who *string
			if s, ok := st.Marks[m.Key]; ok && s >= 0 {
				who = &p.Players[s]
				doc.markNotes = append(doc.markNotes, i18n.Message(m.Note, i18n.Args{"Who": i18n.Player(*who)}))
			}
			doc.extra = append(doc.extra, jsonField{m.Key, who})
		}
	}
	return doc
}

// padRound describes round k of p, with the totals after it.
func padRound(p *scorepad.Pad, k int, totals []int) padRoundJSON {
	r := &p.Rounds[k]
	h := padRoundJSON{Round: k + 1, Scores: r.Scores, Totals: totals, TotalsOnly: r.TotalsOnly()}
	if starter, ok := p.Starter(); ok {
		if holder := p.Holder(r); holder >= 0 {
			whoKey, withKey := starter.StartKeys()
			who := p.Players[holder]
			h.extra = append(h.extra, jsonField{whoKey, who})
			with, _ := p.Face(r)
			if with != "" {
				h.extra = append(h.extra, jsonField{withKey, with})
			}
			h.startNote = starter.RoundNote(who, with)
		}
	}
	if r.Dealer >= 0 {
		h.dealer = p.Players[r.Dealer]
		h.extra = append(h.extra, jsonField{"dealer", h.dealer})
	}
	for _, m := range p.Marks() {
		if s := r.Mark(m.Key); s >= 0 {
			h.extra = append(h.extra, jsonField{m.Key, p.Players[s]})
			h.notes = append(h.notes, i18n.Message(m.Short, i18n.Args{"Who": i18n.Player(p.Players[s])}))
		}
	}
	if f, named := p.PlayersNamed(r); len(named) > 0 {
		names := seatNames(p.Players, named)
		h.extra = append(h.extra, jsonField{f.PadKey(), names})
		if !f.Note.IsZero() {
			h.notes = append(h.notes, f.NoteOf(strings.Join(names, ", ")))
		}
	}
	return h
}

// jsonField is a key and its value in a JSON object whose keys a game
// declares (jsonWith, jsonObject).
type jsonField struct {
	Key   string
	Value any
}

// jsonObject is a JSON object with its keys in order.
type jsonObject []jsonField

// MarshalJSON writes the fields in order.
func (o jsonObject) MarshalJSON() ([]byte, error) { return jsonWith(struct{}{}, o) }

// jsonWith writes the struct v as a JSON object with fields after its own
// keys, in order.
func jsonWith(v any, fields []jsonField) ([]byte, error) {
	b, err := json.Marshal(v)
	if err != nil || len(fields) == 0 {
		return b, err
	}
	out := bytes.NewBuffer(append([]byte(nil), b[:len(b)-1]...))
	for i, f := range fields {
		if i > 0 || len(b) > 2 {
			out.WriteByte(',')
		}
		k, err := json.Marshal(f.Key)
		if err != nil {
			return nil, err
		}
		val, err := json.Marshal(f.Value)
		if err != nil {
			return nil, err
		}
		out.Write(k)
		out.WriteByte(':')
		out.Write(val)
	}
	out.WriteByte('}')
	return out.Bytes(), nil
}
