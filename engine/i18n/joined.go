package i18n

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
	return Phrase{Args: Args{"Text": t}}
}

// joined is the text of a Joined phrase.
type joined struct {
	parts []Phrase
	sep   string
}

// In tells every part in lang and joins them.
func (j joined) In(lang string) string {
	s := make([]string, len(j.parts))
	for i, p := range j.parts {
		s[i] = p.In(lang)
	}
	return Join(lang, s, j.sep)
}
