package i18n

import (
	"strconv"
	"strings"
	"sync"
)

// The typed arguments of a message: values each language renders its own
// way where a message names them, so that no rendered text is rewritten
// afterwards. Their String is the English, for logs, --json and errors.

// Seat is a seat told by its number, from 1, where no name stands for it:
// "seat 2" in English, "#2" in every other language, where it reads
// wherever a name stands ("dla gracza #2", "#2 passe").
type Seat int

// String returns the seat in English: "seat 2".
func (s Seat) String() string { return "seat " + strconv.Itoa(int(s)) }

// In returns the seat as lang writes it.
func (s Seat) In(lang string) string {
	if lang == English {
		return s.String()
	}
	return "#" + strconv.Itoa(int(s))
}

// MarshalText writes the English.
func (s Seat) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// Quoted is a value shown as it was typed (a name, a move, a key, a word
// read from a file): in double quotes, Go's way, in English ("play 8"),
// and in each other language in its own quotes, the common catalogue's
// "quoted" (Polish „play 8”, French « play 8 », Russian «play 8»).
type Quoted string

// String returns the value in Go's double quotes.
func (q Quoted) String() string { return strconv.Quote(string(q)) }

// In returns the quoted value as lang writes it.
func (q Quoted) In(lang string) string {
	m, ok := quoteMarks()[lang]
	if !ok || lang == English {
		return q.String()
	}
	return m[0] + string(q) + m[1]
}

// quoteMarks are the marks each language other than English puts before
// and after a Quoted value, read once from the common catalogue.
var quoteMarks = sync.OnceValue(func() map[string][2]string {
	marks := map[string][2]string{}
	for _, lang := range languages {
		open, close, ok := strings.Cut(common.Text(lang, "quoted", Args{"Value": "\x00"}), "\x00")
		if ok {
			marks[lang] = [2]string{open, close}
		}
	}
	return marks
})

// MarshalText writes the English.
func (q Quoted) MarshalText() ([]byte, error) { return []byte(q.String()), nil }

// Player is a player named as a message argument: the name as it is, or,
// for the name a seat has when only a count names the players ("seat 2",
// SeatName), that Seat as the language tells it.
type Player string

// SeatName is the name of seat n (from 1) when only a count names the
// players: "seat 2", the English of Seat, as files and logs keep it.
func SeatName(n int) string { return Seat(n).String() }

// String returns the name as it is.
func (n Player) String() string { return string(n) }

// In returns the name in lang: a seat's name told as its Seat.
func (n Player) In(lang string) string {
	if num, ok := strings.CutPrefix(string(n), "seat "); ok && lang != English && num != "" && strings.Trim(num, "0123456789") == "" {
		return "#" + num
	}
	return string(n)
}

// MarshalText writes the name as it is.
func (n Player) MarshalText() ([]byte, error) { return []byte(n), nil }

// typedArg is a typed argument: rendered in the language a message is
// said in.
type typedArg interface {
	In(lang string) string
	typed()
}

func (Seat) typed()   {}
func (Quoted) typed() {}
func (Player) typed() {}

// renderTyped returns data with every typed argument rendered in lang;
// data itself is left as it is. Other values pass untouched.
func renderTyped(lang string, data any) any {
	var m map[string]any
	switch d := data.(type) {
	case map[string]any:
		m = d
	case Args:
		m = d
	default:
		return data
	}
	var out map[string]any
	for k, v := range m {
		t, ok := v.(typedArg)
		if !ok {
			continue
		}
		if out == nil {
			out = make(map[string]any, len(m))
			for k2, v2 := range m {
				out[k2] = v2
			}
		}
		out[k] = t.In(lang)
	}
	if out == nil {
		return data
	}
	return out
}
