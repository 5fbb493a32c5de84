package validator

import (
	"embed"
	"errors"
	"strings"
	"unicode"
	"unicode/utf8"

	"tabletop/engine"
	"tabletop/engine/fileio"
	"tabletop/engine/hints"
	"tabletop/engine/i18n"
	"tabletop/engine/position"
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
	Reason i18n.Phrase
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
	// in mind when it is not Rule (hints.Hinter): the game's words, as a
	// sentence.
	Hint *hints.Hint
}

// TableOnly is the note a legal verdict's reason carries when not every
// card of the mover is known (no hand given, or unknown face-down cards).
const TableOnly = "not all of the mover's cards are known, so only what the table shows was checked"

// Validate applies the declared move, in the game's notation, to a fresh
// state built from the position. A move that cannot be read is an
// *engine.ParseError; a position the move cannot be judged on (such as a
// discard pile whose top card is not given) is an *fileio.InputError.
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
		v.Reason = asSentence(reasonOf(re))
		if h, ok := hints.For(before, m, re); ok {
			v.Hint = &hints.Hint{Rule: h.Rule, Text: asSentence(h.Text)}
		}
		return v, nil
	}
	v.Legal = true
	v.Effects = append(v.Effects, st.Effects()...)
	if pd, ok := st.(position.PendingDecider); ok {
		v.Effects = append(v.Effects, pd.PendingEffects(v.Player)...)
	}
	var texts []i18n.Phrase
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
	reason := []i18n.Phrase{{ID: "validator.word.legal", Args: i18n.Args{"Effects": i18n.Joined(texts, "; ")}}}
	if !v.HandKnown {
		reason = append(reason, i18n.Plain(" ("), i18n.Message("validator.word.table-only", nil), i18n.Plain(")"))
	}
	v.Reason = asSentence(i18n.Joined(reason, ""))
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
// (position.Bookkeeper).
func (t *Table) bookkeeping(rule string) bool {
	rs, err := engine.Lookup(t.Game)
	if err != nil {
		return false
	}
	bk, ok := rs.(position.Bookkeeper)
	return ok && bk.Bookkeeping(rule)
}

// handKnown reports whether the mover's hand is fully known.
func handKnown(st engine.State) bool {
	hk, ok := st.(position.HandKnower)
	return ok && hk.MoverHandKnown()
}

func (t *Table) inputErr(err error) error {
	var ie *fileio.InputError
	if errors.As(err, &ie) {
		return err
	}
	return &fileio.InputError{File: t.File, Err: err}
}

// sentenceOf is a phrase told as a sentence: English capitalises its
// first letter a to z (sentence), other languages whatever their alphabet
// (sentenceIn).
type sentenceOf i18n.Phrase

// In tells the phrase in lang as a sentence.
func (s sentenceOf) In(lang string) string { return s.Told(lang, true) }

// Told tells the phrase in lang as a sentence, to a person or for a file
// (i18n.PersonText: --json keeps the seats' names as they are).
func (s sentenceOf) Told(lang string, person bool) string {
	text := i18n.Phrase(s).Told(lang, person)
	if lang == "" || lang == i18n.English {
		return sentence(text)
	}
	return sentenceIn(text)
}

// asSentence returns p told as a sentence, with a full stop.
func asSentence(p i18n.Phrase) i18n.Phrase { return i18n.TextOf(sentenceOf(p)) }

// reasonOf returns the reason re gives, as a phrase.
func reasonOf(re *engine.RuleError) i18n.Phrase { return re.Reason }

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
