package cmd

import (
	"bytes"
	"encoding/json"

	"tabletop/engine"
	"tabletop/engine/i18n"
	"tabletop/scorepad"
)

// padShowJSON is the --json document of every pad command (CLI.md: at
// least game, players with name and total, rounds, over, winners). A game
// dealt in turn adds dealer_next and its marks (Makoto: lid; null when
// nobody), Mojo starts_next and mojo_face once known.
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

	// Mojo
	StartsNext string `json:"starts_next,omitempty"`
	MojoFace   string `json:"mojo_face,omitempty"`

	// Makoto
	Games      int     `json:"games,omitempty"`
	DealerNext *string `json:"-"`
	// marks are who holds each of the game's marks in the next round
	// (engine.PadMark: "lid"; null for nobody).
	marks jsonObject

	// For the text: how the game ends, whether it is dealt in turn (the
	// JSON then has dealer_next and the marks), who starts next and who
	// holds the marks, in words.
	end       engine.PadEnd
	dealt     bool
	nextNote  i18n.Phrase
	markNotes []i18n.Phrase
}

type padPlayerJSON struct {
	Name   string `json:"name"`
	Total  int    `json:"total"`
	Scores []int  `json:"scores"`
	Leader bool   `json:"leader"`
	Winner bool   `json:"winner"`
}

type padRoundJSON struct {
	Round      int      `json:"round"`
	Scores     []int    `json:"scores"`
	Totals     []int    `json:"totals"`
	TotalsOnly bool     `json:"totals_only"`
	Mojo       string   `json:"mojo,omitempty"`
	MojoFace   string   `json:"mojo_face,omitempty"`
	Dealer     string   `json:"dealer,omitempty"`
	Out        []string `json:"-"`

	// marks are who held the game's marks in the round (engine.PadMark:
	// "lid"), those held only; markNotes say it in words.
	marks     jsonObject
	markNotes []i18n.Phrase
	startNote i18n.Phrase // who decided the next start, in words
}

// MarshalJSON writes the marks held in the round, then who went out
// (when known), after the round's own keys.
func (h padRoundJSON) MarshalJSON() ([]byte, error) {
	type plain padRoundJSON
	tail := h.marks
	if len(h.Out) > 0 {
		tail = append(tail[:len(tail):len(tail)], jsonField{"out", h.Out})
	}
	return jsonWith(plain(h), tail)
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
		r := &p.Rounds[k]
		h := padRoundJSON{Round: k + 1, Scores: r.Scores, Totals: st.Running[k], TotalsOnly: r.TotalsOnly()}
		if holder := p.Holder(r); holder >= 0 {
			h.Mojo = p.Players[holder]
			if f, ok := p.Face(r); ok {
				h.MojoFace = f
			}
			if starter, ok := p.Starter(); ok {
				h.startNote = starter.RoundNote(h.Mojo, h.MojoFace)
			}
		}
		if r.Dealer >= 0 {
			h.Dealer = p.Players[r.Dealer]
		}
		for _, m := range p.Marks() {
			if s := r.Mark(m.Key); s >= 0 {
				h.marks = append(h.marks, jsonField{m.Key, p.Players[s]})
				h.markNotes = append(h.markNotes, i18n.Phrase{ID: m.Short, Args: i18n.Args{"Who": p.Players[s]}})
			}
		}
		if out := p.OutOrder(r); out != nil {
			h.Out = seatNames(p.Players, out)
		}
		doc.History = append(doc.History, h)
	}
	doc.end, doc.dealt = p.End(), p.Dealt()
	if st.Starter >= 0 {
		doc.StartsNext, doc.MojoFace = p.Players[st.Starter], st.Face
		if starter, ok := p.Starter(); ok {
			doc.nextNote = starter.StartNote(doc.StartsNext, doc.MojoFace)
		}
	}
	if doc.dealt {
		doc.Games = p.Games()
		if st.NextDealer >= 0 {
			doc.DealerNext = &p.Players[st.NextDealer]
		}
		for _, m := range p.Marks() {
			var who *string
			if s, ok := st.Marks[m.Key]; ok && s >= 0 {
				who = &p.Players[s]
				doc.markNotes = append(doc.markNotes, i18n.Phrase{ID: m.Note, Args: i18n.Args{"Who": *who}})
			}
			doc.marks = append(doc.marks, jsonField{m.Key, who})
		}
	}
	return doc
}

// MarshalJSON writes the keys dealer_next and the marks for a game dealt
// in turn (Makoto: lid).
func (d padShowJSON) MarshalJSON() ([]byte, error) {
	type plain padShowJSON
	if d.dealt {
		return jsonWith(plain(d), append(jsonObject{{"dealer_next", d.DealerNext}}, d.marks...))
	}
	return json.Marshal(plain(d))
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
