package i18n

import "strings"

// Concat is parts one after another, as one phrase: a string reads the
// same in every language (the place people find what a phrase says by:
// a file and line, a key, a flag, "pad.yaml:3: "; a separator), a Phrase
// is told in the language, and so is an error (ErrorIn).
func Concat(parts ...any) Phrase { return TextOf(concat(parts)) }

// Placed is what parts say (as Concat tells them) at a place people find
// it by (a file and line, a key, a command): "PLACE: what", the place the
// same in every language and the colon as the language writes it (Sep:
// "pad.yaml:20\u00a0: …", "score mojo\u00a0: …" in French).
func Placed(place string, parts ...any) Phrase {
	return Joined([]Phrase{Concat(place), Concat(parts...)}, ": ")
}

// ErrorPhrase is err as a phrase: told in a language as ErrorIn tells it.
func ErrorPhrase(err error) Phrase { return Concat(err) }

// Joined returns the phrase that tells parts one after another with sep
// between them, as each language writes sep (Sep: French puts a no-break
// space before ; : ! and ?): facts told in one text, such as a round's
// detail ("dealer Ann; Ben reward 3") or a table's brief line.
func Joined(parts []Phrase, sep string) Phrase {
	switch len(parts) {
	case 0:
		return Phrase{}
	case 1:
		return parts[0]
	}
	return TextOf(joined{parts: parts, sep: sep})
}

// TextOf returns the phrase of t, a text that tells itself in every
// language (its In): for words a package puts together its own way where
// a Phrase is wanted, such as a rule error's reason.
func TextOf(t interface{ In(lang string) string }) Phrase {
	if t == nil {
		return Phrase{}
	}
	return Phrase{kind: selfKind, self: t}
}

// joined is the text of a Joined phrase.
type joined struct {
	parts []Phrase
	sep   string
}

// In tells every part in lang and joins them.
func (j joined) In(lang string) string { return j.Told(lang, true) }

// Told tells every part in lang, to a person or for a file, and joins
// them (PersonText).
func (j joined) Told(lang string, person bool) string {
	s := make([]string, len(j.parts))
	for i, p := range j.parts {
		s[i] = p.Told(lang, person)
	}
	return Join(lang, s, j.sep)
}

// concat is the text of a Concat phrase.
type concat []any

// In tells every part in lang, one after another.
func (c concat) In(lang string) string { return c.Told(lang, true) }

// Told tells every part in lang, to a person or for a file
// (PersonText).
func (c concat) Told(lang string, person bool) string {
	var b strings.Builder
	for _, part := range c {
		switch x := part.(type) {
		case string:
			b.WriteString(x)
		case Phrase:
			b.WriteString(x.Told(lang, person))
		case error:
			if person {
				b.WriteString(ErrorIn(lang, x))
			} else {
				b.WriteString(x.Error())
			}
		}
	}
	return b.String()
}
