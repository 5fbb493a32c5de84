package table

import (
	"tabletop/engine"
	"tabletop/engine/i18n"
	"tabletop/validator"
)

// tableLineJSON is one --json answer (CLI.md, "Following a physical game").
type tableLineJSON struct {
	Line          int                `json:"line"`
	Input         string             `json:"input"`
	OK            bool               `json:"ok"`
	Rule          string             `json:"rule"`
	Reason        i18n.Phrase        `json:"reason"`
	Refusal       *engine.RuleError  `json:"refusal,omitempty"` // the one refusal; reason and effects are deprecated
	Effects       []string           `json:"effects"`
	EffectsDetail []engine.Effect    `json:"effects_detail"`
	Hints         []string           `json:"moves,omitempty"`
	Advice        []validator.Advice `json:"hint,omitempty"`
	Status        validator.Status   `json:"status"`
}

func (r *session) lineJSON(a validator.Answer) tableLineJSON {
	doc := tableLineJSON{Line: r.line, Input: a.Input, OK: a.OK, Rule: a.Rule(), Reason: a.Reason(), Refusal: a.Refusal,
		Effects: []string{}, EffectsDetail: []engine.Effect{}, Hints: a.Hints, Advice: a.Advice, Status: r.sess.Status()}
	for _, e := range a.Effects {
		doc.Effects = append(doc.Effects, e.Text.String())
		doc.EffectsDetail = append(doc.EffectsDetail, e)
	}
	return doc
}
