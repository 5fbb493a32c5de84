package validator

import (
	"embed"
	"errors"
	"strings"
	"unicode"
	"unicode/utf8"

	"tabletop/engine"
	"tabletop/engine/i18n"
)

// The validator's own words in every language (the legal verdict's
// opening, the table mode's refusals): locales/messages.LANG.yaml, English
// the source.
//
//go:embed locales/*.yaml
var localeFiles embed.FS

func init() {
	i18n.RegisterMessageFiles("validator", localeFiles)
}

// Verdict is the answer to a dispute: whether the declared move is legal,
// the rule that decides it (RULES.md ID), one plain sentence, and what the
// move does.
type Verdict struct {
	// Legal reports whether the move may be made.
	Legal bool
	// Rule decides the verdict: for an illegal move the rule it breaks, for
	// a legal one the last rule the move applies.
	Rule string
	// Reason is one plain sentence.
	Reason string
	// Move is the move in canonical notation.
	Move string
	// Player is who makes the move.
	Player string
	// Effects are what a legal move does, each with its rule, naming the
	// players when the file names them.
	Effects []engine.Effect
	// HandKnown reports whether the mover's hand was given; without it
	// only what the table shows was checked.
	HandKnown bool
	// Next is who decides next after a legal move ("" when the position's
	// game or round is over).
	Next string
	// Hint, for an illegal move, is the rule the player most likely had
	// in mind when it is not Rule (engine.Hinter): the game's words.
	Hint *engine.Hint
	// Refusal is, for an illegal move, the rule error that refuses it: its
	// message tells Reason in other languages (ReasonIn).
	Refusal *engine.RuleError

	bookkeeping func(rule string) bool
}

// HintIn returns the hint's text in lang ("" without a hint).
func (v *Verdict) HintIn(lang string) string {
	switch {
	case v.Hint == nil:
		return ""
	case lang == "" || lang == i18n.English || v.Hint.Msg == "":
		return v.Hint.Text
	}
	return sentenceIn(v.Hint.In(lang))
}

// ReasonIn returns Reason in lang: for an illegal move the refusal's
// message, for a legal one the effects' messages, in the same words and
// order as the English Reason.
func (v *Verdict) ReasonIn(lang string) string {
	switch {
	case lang == "" || lang == i18n.English:
		return v.Reason
	case !v.Legal && v.Refusal != nil:
		return sentenceIn(v.Refusal.ReasonIn(lang))
	case !v.Legal:
		return v.Reason
	}
	var texts []string
	for _, e := range v.Effects {
		if v.bookkeeping == nil || !v.bookkeeping(e.Rule) {
			texts = append(texts, e.In(lang))
		}
	}
	s := i18n.Say(lang, "validator.word.legal", i18n.Args{"Effects": i18n.Join(lang, texts, "; ")})
	if !v.HandKnown {
		s += " (" + i18n.Say(lang, "validator.word.table-only", nil) + ")"
	}
	return sentenceIn(s)
}

// TableOnly is the note a legal verdict's reason carries when not every
// card of the mover is known (no hand given, or unknown face-down cards).
const TableOnly = "not all of the mover's cards are known, so only what the table shows was checked"

// Validate applies the declared move, in the game's notation, to a fresh
// state built from the position. A move that cannot be read is an
// *engine.ParseError; a position the move cannot be judged on (such as a
// discard pile whose top card is not given) is an *engine.InputError.
// Otherwise the result is a Verdict, legal or not.
func (t *Table) Validate(move string) (*Verdict, error) {
	st, err := t.build()
	if err != nil {
		return nil, t.inputErr(err)
	}
	m, err := st.ParseMove(move)
	if err != nil {
		return nil, err
	}
	before := st.Clone() // for the game's hint if the move is refused
	v := &Verdict{Move: st.MoveString(m), HandKnown: handKnown(st)}
	seat := st.CurrentPlayer()
	if ao, ok := st.(engine.AnytimeOwner); ok {
		if owner, ok := ao.AnytimeSeat(m); ok {
			// A move that may be made at any moment, even out of turn
			// (Makoto's lid), is its owner's; no hidden card decides it.
			seat = owner
			v.HandKnown = true
		}
	}
	v.Player = t.describe(seat)
	err = engine.Play(st, seat, m)
	if err != nil {
		re, ok := engine.AsRuleError(err)
		if !ok {
			return nil, t.inputErr(err)
		}
		v.Rule = re.Rule
		v.Reason = sentence(re.Reason)
		v.Refusal = re
		if h, ok := engine.HintFor(before, m, re); ok {
			v.Hint = &engine.Hint{Rule: h.Rule, Text: sentence(h.Text), Msg: h.Msg, Args: h.Args}
		}
		return v, nil
	}
	v.Legal = true
	v.bookkeeping = t.bookkeeping
	v.Effects = append(v.Effects, st.Effects()...)
	if pd, ok := st.(engine.PendingDecider); ok {
		v.Effects = append(v.Effects, pd.PendingEffects(v.Player)...)
	}
	var texts []string
	for _, e := range v.Effects {
		if t.bookkeeping(e.Rule) {
			continue
		}
		v.Rule = e.Rule
		texts = append(texts, e.Text)
	}
	if v.Rule == "" && len(v.Effects) > 0 {
		v.Rule = v.Effects[len(v.Effects)-1].Rule
	}
	v.Reason = i18n.Say(i18n.English, "validator.word.legal", i18n.Args{"Effects": strings.Join(texts, "; ")})
	if !v.HandKnown {
		v.Reason += " (" + TableOnly + ")"
	}
	v.Reason = sentence(v.Reason)
	if next := st.CurrentPlayer(); next >= 0 {
		v.Next = t.describe(next)
	}
	return v, nil
}

func hasRule(effs []engine.Effect, rule string) bool {
	for _, e := range effs {
		if e.Rule == rule {
			return true
		}
	}
	return false
}

// bookkeeping reports whether the game counts rule as bookkeeping
// (engine.Bookkeeper).
func (t *Table) bookkeeping(rule string) bool {
	rs, err := engine.Lookup(t.Game)
	if err != nil {
		return false
	}
	bk, ok := rs.(engine.Bookkeeper)
	return ok && bk.Bookkeeping(rule)
}

// handKnown reports whether the mover's hand is fully known.
func handKnown(st engine.State) bool {
	hk, ok := st.(engine.HandKnower)
	return ok && hk.MoverHandKnown()
}

func (t *Table) inputErr(err error) error {
	var ie *engine.InputError
	if errors.As(err, &ie) {
		return err
	}
	return &engine.InputError{File: t.File, Msg: err.Error(), Err: err}
}

// sentenceIn is sentence for a text in any language: the first letter,
// whatever its alphabet, in capitals.
func sentenceIn(s string) string {
	s = sentence(s)
	r, n := utf8.DecodeRuneInString(s)
	if unicode.IsLower(r) {
		s = string(unicode.ToUpper(r)) + s[n:]
	}
	return s
}

// sentence capitalises the first letter and ends with a full stop.
func sentence(s string) string {
	s = strings.TrimSpace(s)
	if s == "" {
		return s
	}
	if c := s[0]; c >= 'a' && c <= 'z' {
		s = string(c-'a'+'A') + s[1:]
	}
	if !strings.HasSuffix(s, ".") && !strings.HasSuffix(s, "!") && !strings.HasSuffix(s, "?") {
		s += "."
	}
	return s
}
