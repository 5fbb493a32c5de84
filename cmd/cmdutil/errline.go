package cmdutil

import (
	"strconv"
	"strings"
	"unicode/utf8"

	"tabletop/engine"
	"tabletop/engine/echo"
	"tabletop/engine/i18n"
)

// How an error reaches a person: told in their language, on one line,
// its control characters escaped and the long values it repeats cut.

// OneLine folds a message onto one line: runs of ASCII white space (line
// breaks too) become one space. A no-break space is kept: French puts one
// before ; : ! ? and inside « ».
func OneLine(s string) string { return strings.Join(Words(s), " ") }

// EscapeControls writes every character of s that cannot be printed
// (engine.Printable) as its Go escape, \x1b for ESC: an error may repeat
// a file name or a value typed on the command line, and a terminal's
// escape sequence in it must not reach the terminal (issue 19, D4).
func EscapeControls(s string) string {
	if engine.Printable(s) {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		// The no-break spaces of French typography (U+00A0, U+202F) are
		// the tool's own, and harmless on a terminal.
		if r == '\u00a0' || r == '\u202f' || engine.Printable(string(r)) {
			b.WriteRune(r)
			continue
		}
		q := strconv.QuoteRune(r)
		b.WriteString(q[1 : len(q)-1])
	}
	return b.String()
}

// longToken is the most characters of an unquoted word an error line
// keeps whole (a file's path is one word).
const longToken = 1024

// CutValues shortens the values an error line repeats (issue 19, D14: a
// 3 MB value was repeated whole): a quoted string longer than
// echo.MaxEcho characters keeps its first ones and "…", and so does a
// word without quotes longer than longToken characters.
func CutValues(s string) string {
	if len(s) <= echo.MaxEcho {
		return s
	}
	var b strings.Builder
	word := 0 // start of the current unquoted word
	flush := func(end int) {
		w := s[word:end]
		if utf8.RuneCountInString(w) > longToken {
			tail := ""
			if strings.HasSuffix(w, ":") { // "--score Ann=1xxx…: ..."
				w, tail = w[:len(w)-1], ":"
			}
			w = echo.Cut(w) + tail
		}
		b.WriteString(w)
		word = end
	}
	for i := 0; i < len(s); {
		switch s[i] {
		case '"':
			q, err := strconv.QuotedPrefix(s[i:])
			if err != nil {
				i++
				continue
			}
			flush(i)
			if v, err := strconv.Unquote(q); err == nil && utf8.RuneCountInString(v) > echo.MaxEcho {
				b.WriteString(strconv.Quote(echo.Cut(v)))
			} else {
				b.WriteString(q)
			}
			i += len(q)
			word = i
		case ' ':
			flush(i)
			b.WriteByte(' ')
			i++
			word = i
		default:
			i++
		}
	}
	flush(len(s))
	return b.String()
}

// LocalizedError is an error told in a person's language, for a library
// that shows err.Error() (huh's forms); it unwraps to the original.
type LocalizedError struct {
	msg string
	err error
}

func (e *LocalizedError) Error() string { return e.msg }
func (e *LocalizedError) Unwrap() error { return e.err }

// Localized returns err told in lang (i18n.ErrorIn) as the text of an
// error that unwraps to err.
func Localized(lang string, err error) error {
	return &LocalizedError{msg: i18n.ErrorIn(lang, err), err: err}
}
