package i18n

import (
	"errors"
	"io/fs"
	"strings"
	"sync"
)

// Args are the named placeholders of a message ({{.Who}} is Args["Who"]).
// A value that is a Phrase is told in the same language as the message;
// an int under "Count" chooses the message's CLDR plural form.
type Args map[string]any

// Phrase is a text that can be told in every language tabletop speaks: a
// message ID of a registered catalogue (RegisterMessages) and its
// placeholders. Verdict reasons and effects carry one beside their English
// text, so that a person reads them in their language while --json keeps
// the English.
type Phrase struct {
	ID   string
	Args Args
}

// In returns the phrase in lang (English for a message lang lacks).
func (p Phrase) In(lang string) string {
	if p.ID == "" {
		return plainText(lang, p.Args)
	}
	return Say(lang, p.ID, p.Args)
}

// String returns the phrase in English, the language of logs, --json and
// Error().
func (p Phrase) String() string { return p.In(English) }

// IsZero reports whether p says nothing (no message, no text): JSON's
// omitzero and YAML's omitempty leave it out.
func (p Phrase) IsZero() bool { return p.ID == "" && len(p.Args) == 0 }

// MarshalText writes the phrase in English: JSON and YAML files keep the
// English text of a phrase, whatever language people read.
func (p Phrase) MarshalText() ([]byte, error) { return []byte(p.String()), nil }

// UnmarshalText reads a text written by MarshalText as Plain text.
func (p *Phrase) UnmarshalText(b []byte) error {
	*p = Plain(string(b))
	return nil
}

// Plain is a text that reads the same in every language (a name, a card,
// a number, a text read from a file): the phrase with no message ID whose
// Args["Text"] is s.
func Plain(s string) Phrase {
	if s == "" {
		return Phrase{}
	}
	return Phrase{Args: Args{"Text": s}}
}

// plainText is the text of a Plain phrase (or, in lang, of a TextOf one).
func plainText(lang string, args Args) string {
	switch t := args["Text"].(type) {
	case string:
		return t
	case interface{ In(string) string }:
		return t.In(lang)
	}
	return ""
}

var (
	msgMu   sync.RWMutex
	msgCats = map[string]func() *Catalog{}
)

// RegisterMessages makes the catalogue load returns (called once, when
// first needed) the home of every message ID starting with prefix and a
// dot: a ruleset registers its verdict and effect messages under its name
// ("mojo.effect.turn.lower"). It panics if prefix is taken.
func RegisterMessages(prefix string, load func() *Catalog) {
	msgMu.Lock()
	defer msgMu.Unlock()
	if _, dup := msgCats[prefix]; dup {
		panic("i18n: messages " + prefix + " registered twice")
	}
	msgCats[prefix] = sync.OnceValue(load)
}

// RegisterMessageFiles is RegisterMessages for a package's catalogue
// files locales/messages.LANG.yaml in fsys (its embedded files), English
// the source: the way every package registers its messages.
func RegisterMessageFiles(prefix string, fsys fs.FS) {
	RegisterMessages(prefix, func() *Catalog { return MustLoad(fsys, "locales/messages.*.yaml") })
}

// MessageCatalog returns the catalogue registered for prefix, or nil.
func MessageCatalog(prefix string) *Catalog {
	msgMu.RLock()
	load := msgCats[prefix]
	msgMu.RUnlock()
	if load == nil {
		return nil
	}
	return load()
}

// Say returns message id with args filled in, in lang: English when lang
// lacks the message, the ID itself when no catalogue has it.
func Say(lang, id string, args Args) string {
	prefix, _, _ := strings.Cut(id, ".")
	cat := MessageCatalog(prefix)
	if cat == nil {
		return id
	}
	data := make(map[string]any, len(args))
	for k, v := range args {
		switch p := v.(type) {
		case Phrase:
			v = p.In(lang)
		case error:
			v = ErrorIn(lang, p)
		case []Phrase:
			parts := make([]string, len(p))
			for i, x := range p {
				parts[i] = x.In(lang)
			}
			v = strings.Join(parts, ", ")
		}
		data[k] = v
	}
	if n, ok := args["Count"].(int); ok {
		return cat.Plural(lang, id, n, data)
	}
	return cat.Text(lang, id, data)
}

// Teller is an error that can be told in a person's language: In returns
// its text in lang (Error stays the English, for logs and --json).
type Teller interface {
	error
	In(lang string) string
}

// ErrorIn returns err's text in lang. An error that is a Teller tells
// itself; an error that only adds a prefix to the error it wraps (a file
// name and line, a field key: "pad.yaml:3: " + inner) keeps the prefix
// and tells the inner error; anything else is err.Error(), the English.
// Errors that add words of their own around what they wrap are built
// with Told and an "Err" argument, so that the words are told too.
func ErrorIn(lang string, err error) string {
	if err == nil {
		return ""
	}
	if lang == "" || lang == English {
		return err.Error()
	}
	if t, ok := err.(Teller); ok {
		return t.In(lang)
	}
	if inner := errors.Unwrap(err); inner != nil {
		if prefix, ok := strings.CutSuffix(err.Error(), inner.Error()); ok {
			return prefix + ErrorIn(lang, inner)
		}
	}
	return err.Error()
}

// ToldError is an error whose text is a message of a registered
// catalogue: Error is the English, In tells it in other languages. An
// argument "Err" that is an error is told in the same language and is
// what the ToldError wraps (errors.Is and As see through it).
type ToldError struct {
	Msg  string
	Args Args
}

func (e *ToldError) Error() string { return Say(English, e.Msg, e.Args) }

// In returns the error's text in lang.
func (e *ToldError) In(lang string) string { return Say(lang, e.Msg, e.Args) }

// Unwrap returns the error under the "Err" argument, if any.
func (e *ToldError) Unwrap() error {
	err, _ := e.Args["Err"].(error)
	return err
}

// Told builds a *ToldError from message msg and its placeholders.
func Told(msg string, args Args) error { return &ToldError{Msg: msg, Args: args} }
