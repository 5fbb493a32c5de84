// Package i18n chooses the language people read and looks texts up in
// message catalogues (github.com/nicksnyder/go-i18n/v2 with CLDR plural
// rules, matched with golang.org/x/text/language).
//
// English is the source language and the default; Polish, French and
// Russian are the languages of the printed rulebooks. A catalogue is a set
// of YAML message files named NAME.LANG.yaml, embedded with go:embed by the
// package that owns the texts: the commands' words live beside the
// commands, a ruleset's rule texts beside the ruleset. Machine output
// (JSON keys, rule IDs, move notation, pad and log files) never depends on
// the language.
package i18n

import (
	"fmt"
	"strings"

	"golang.org/x/text/language"
)

// The languages tabletop speaks, as their two-letter codes.
const (
	English = "en"
	Polish  = "pl"
	French  = "fr"
	Russian = "ru"
)

// languages lists the supported languages, English first; tags holds them
// as language tags in the same order, for the matcher.
var (
	languages = []string{English, Polish, French, Russian}
	tags      = []language.Tag{language.English, language.Polish, language.French, language.Russian}
	matcher   = language.NewMatcher(tags)
	names     = map[string]string{English: "English", Polish: "polski", French: "français", Russian: "русский"}
)

// Languages returns the supported language codes, English first.
func Languages() []string { return append([]string(nil), languages...) }

// Name returns a language's name in that language ("polski"), or the code
// itself for a language tabletop does not speak.
func Name(code string) string {
	if n, ok := names[code]; ok {
		return n
	}
	return code
}

// Parse reads a language as people write it: a code ("pl"), a tag
// ("pl-PL") or a locale name ("pl_PL.UTF-8", "ru_RU.KOI8-R@x"), in any
// case. It returns the supported language it names, or false. The C and
// POSIX locales name English.
func Parse(s string) (string, bool) {
	s = strings.TrimSpace(s)
	if i := strings.IndexAny(s, ".@"); i >= 0 {
		s = s[:i] // encoding and modifier: "pl_PL.UTF-8@euro"
	}
	switch strings.ToUpper(s) {
	case "":
		return "", false
	case "C", "POSIX":
		return English, true
	}
	tag, err := language.Parse(strings.ReplaceAll(s, "_", "-"))
	if err != nil {
		return "", false
	}
	_, i, conf := matcher.Match(tag)
	if conf < language.High {
		return "", false
	}
	return languages[i], true
}

// FromEnv picks the language from the environment as POSIX programs do:
// the first of LC_ALL, LC_MESSAGES and LANG that is set and not empty
// decides; a locale tabletop does not speak, or none at all, means
// English. getenv is os.Getenv in the program.
func FromEnv(getenv func(string) string) string {
	for _, v := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if s := getenv(v); s != "" {
			if lang, ok := Parse(s); ok {
				return lang
			}
			return English
		}
	}
	return English
}

// Choose returns the language asked for with a --lang flag (when flag is
// not empty) or else by the environment. An unknown flag value is an
// error naming the languages there are.
func Choose(flag string, getenv func(string) string) (string, error) {
	if flag == "" {
		return FromEnv(getenv), nil
	}
	lang, ok := Parse(flag)
	if !ok {
		return "", fmt.Errorf("unknown language %q (one of %s)", flag, strings.Join(languages, ", "))
	}
	return lang, nil
}

// Supported reports whether code is one of the supported language codes.
func Supported(code string) bool {
	_, ok := names[code]
	return ok
}
