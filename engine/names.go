package engine

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"tabletop/engine/echo"
	"tabletop/engine/i18n"
)

// MaxNameLen is the longest player name, in characters.
const MaxNameLen = 32

// NameChars are the characters a player name may not contain: ',' and '='
// separate names and values on the command line, ':' and '#' would break
// the lines of a table file and a log ("Ann: play 7", "bot:greedy#2").
const NameChars = ",=:#"

// CheckName is the one rule for a player name, wherever it is typed (pad,
// play, table, score) or read (pad, log): not empty, no spaces around it,
// at most MaxNameLen printable characters, none of NameChars, not starting
// with '-' (it would read as a flag). Errors are one plain sentence.
func CheckName(name string) error {
	trimmed := strings.TrimSpace(name)
	switch {
	case trimmed == "":
		return i18n.NewError("engine.error.name.empty", nil)
	case !utf8.ValidString(name):
		return i18n.NewError("engine.error.name.utf8", i18n.Args{"Name": i18n.Quoted(name)})
	case trimmed != name:
		return i18n.NewError("engine.error.name.spaces", i18n.Args{"Name": i18n.Quoted(name)})
	case utf8.RuneCountInString(name) > MaxNameLen:
		return i18n.NewError("engine.error.name.long", i18n.Args{"Name": i18n.Quoted(shorten(name)), "Count": MaxNameLen})
	case strings.ContainsAny(name, NameChars):
		return i18n.NewError("engine.error.name.chars", i18n.Args{"Name": i18n.Quoted(name)})
	case strings.HasPrefix(name, "-"):
		return i18n.NewError("engine.error.name.dash", i18n.Args{"Name": i18n.Quoted(name)})
	}
	if !Printable(name) {
		return i18n.NewError("engine.error.name.printable", i18n.Args{"Name": i18n.Quoted(name)})
	}
	return nil
}

// Printable reports whether s holds only printable characters: letters,
// digits, punctuation, symbols and plain spaces; no control character (a
// terminal's escape sequences begin with one), no other space, no format
// character. It is the rule for every name, and what the tool echoes as it
// is; anything else is shown escaped (Shown).
func Printable(s string) bool {
	for _, r := range s {
		if !unicode.IsPrint(r) {
			return false
		}
	}
	return true
}

// Shown is s as a message may repeat it: itself when it is printable
// (Printable), else quoted with its other characters escaped (strconv
// Quote); cut to echo.MaxEcho characters (echo.Cut) either way.
func Shown(s string) string {
	if Printable(s) {
		return echo.Cut(s)
	}
	return echo.Cut(strconv.Quote(s))
}

// ShownArg is Shown as a message argument: a text that is not printable
// and short enough to show whole is a quoted value (i18n.Quoted), which
// each language quotes its own way.
func ShownArg(s string) any {
	if q := strconv.Quote(s); !Printable(s) && echo.Cut(q) == q {
		return i18n.Quoted(s)
	}
	return Shown(s)
}

// SameName tells whether a and b name the same player: equal ignoring
// case, in their Unicode NFC form, so that "Zoë" typed with a precomposed
// ë or with e and a combining diaeresis is one player. Names are kept as
// they were written; only comparisons normalise.
func SameName(a, b string) bool {
	return strings.EqualFold(norm.NFC.String(a), norm.NFC.String(b))
}

// NameKey is the key under which SameName names are equal: the lower
// case of the NFC form.
func NameKey(name string) string { return strings.ToLower(norm.NFC.String(name)) }

// CheckNames checks every name (CheckName) and that no two are the same
// player (SameName).
func CheckNames(names []string) error {
	for i, name := range names {
		if err := CheckName(name); err != nil {
			return err
		}
		for _, prev := range names[:i] {
			if SameName(prev, name) {
				return i18n.NewError("engine.error.name.twice", i18n.Args{"Name": i18n.Quoted(name)})
			}
		}
	}
	return nil
}

// shorten cuts a long name for a message.
func shorten(s string) string {
	if utf8.RuneCountInString(s) <= MaxNameLen {
		return s
	}
	return string([]rune(s)[:MaxNameLen]) + "..."
}
