package i18n

import (
	"slices"
	"strings"
	"sync"
)

// PersonWord is the catalogue's word for the person at the screen in
// lang ("You", "Ty", "Vous", "Вы"): the default seat's name, in English,
// and what a seat named as the person is called in lang.
func PersonWord(lang string) string { return personWords()[lang] }

// personWords are PersonWord in every language, read once.
var personWords = sync.OnceValue(func() map[string]string {
	words := map[string]string{"": common.Text(English, "person", nil)}
	for _, lang := range languages {
		words[lang] = common.Text(lang, "person", nil)
	}
	return words
})

// IsPerson reports whether a seat named name is the person at the screen
// in lang: named with the English word ("You", the default seat) or with
// lang's, in any case.
func IsPerson(lang, name string) bool {
	if name == "" || len(name) > 64 {
		return false
	}
	name = uncoloured(name)
	return strings.EqualFold(name, PersonWord(English)) || strings.EqualFold(name, PersonWord(lang))
}

// uncoloured is s without a terminal's colour codes (ESC [ ... m): a
// name painted for the screen is still the name.
func uncoloured(s string) string {
	if !strings.Contains(s, "\x1b[") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == 0x1b && i+1 < len(s) && s[i+1] == '[' {
			i += 2
			for i < len(s) && (s[i] < 0x40 || s[i] > 0x7e) {
				i++
			}
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// PersonID returns the message to say to a person instead of id, given
// its arguments data: id.you-key when the argument key names the person's
// seat (IsPerson) and the catalogue has that message (the first such key
// in the order of their names), else id. Say picks it itself; a package
// that fills a catalogue's messages in directly asks for it.
func (c *Catalog) PersonID(lang, id string, data Args) string {
	return personVariant(c, lang, id, data)
}

// personVariant is PersonID.
func personVariant(cat *Catalog, lang, id string, data Args) string {
	var keys []string
	for k, v := range data {
		if n, ok := v.(Player); ok {
			v = string(n)
		}
		if s, ok := v.(string); ok && IsPerson(lang, s) {
			keys = append(keys, k)
		}
	}
	if len(keys) == 0 {
		return id
	}
	slices.Sort(keys)
	for _, k := range keys {
		if v := id + ".you-" + strings.ToLower(k); cat.Has(English, v) {
			return v
		}
	}
	return id
}

// PersonVariantOf reads what may be a second-person variant's ID: the
// message it is said instead of and the argument that names the person's
// seat ("mojo.effect.higher.you-who": "mojo.effect.higher", "who"); ok is
// false for an ID without ".you-". It is a variant when the catalogue has
// that message ("play.you-drew" is not one).
func PersonVariantOf(id string) (base, key string, ok bool) {
	i := strings.LastIndex(id, ".you-")
	if i < 0 {
		return "", "", false
	}
	return id[:i], id[i+len(".you-"):], true
}
