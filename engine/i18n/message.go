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

// Phrase is a text that can be told in every language tabletop speaks.
// It is one of a closed set of kinds, each made its own way:
//   - a message: ID, a message of a registered catalogue
//     (RegisterMessages), and Args, its placeholders (Message, or a
//     Phrase{ID: ..., Args: ...} literal);
//   - a plain text, the same in every language (Plain);
//   - a text that tells itself (TextOf, Concat, Joined, ErrorPhrase).
//
// Verdict reasons and effects carry one beside their English text, so
// that a person reads them in their language while --json keeps the
// English.
type Phrase struct {
	ID   string
	Args Args
	kind phraseKind
	// text is a plain text's words.
	text string
	// self is a text that tells itself.
	self interface{ In(lang string) string }
}

// phraseKind is what a Phrase is; the zero kind is a message.
type phraseKind uint8

const (
	messageKind phraseKind = iota
	plainKind
	selfKind
)

// Message is the phrase of message id of a registered catalogue with its
// placeholders args.
func Message(id string, args Args) Phrase { return Phrase{ID: id, Args: args} }

// In returns the phrase in lang (English for a message lang lacks), as
// a person reads it: a seat named as the person ("You", PersonWord) takes
// the second person where the catalogue has it (Say).
func (p Phrase) In(lang string) string { return p.Told(lang, true) }

// String returns the phrase in English, the language of logs, --json and
// Error(): seats keep their names, "You" too ("You draws a card"), so
// that files read the same whoever plays.
func (p Phrase) String() string { return p.Told(English, false) }

// Told returns the phrase in lang: to a person (In: the second-person
// variants of messages that name the person's seat) or for a file
// (String).
func (p Phrase) Told(lang string, person bool) string {
	switch p.kind {
	case plainKind:
		return p.text
	case selfKind:
		if t, ok := p.self.(PersonText); ok {
			return t.Told(lang, person)
		}
		return p.self.In(lang)
	}
	if p.ID == "" {
		return ""
	}
	return say(lang, p.ID, p.Args, person)
}

// PlainText returns the words of a plain text (Plain); ok is false for
// the other kinds.
func (p Phrase) PlainText() (text string, ok bool) { return p.text, p.kind == plainKind }

// IsZero reports whether p says nothing (no message, no text): JSON's
// omitzero and YAML's omitempty leave it out.
func (p Phrase) IsZero() bool {
	return p.ID == "" && len(p.Args) == 0 && p.kind == messageKind
}

// MarshalText writes the phrase in English: JSON and YAML files keep the
// English text of a phrase, whatever language people read.
func (p Phrase) MarshalText() ([]byte, error) { return []byte(p.String()), nil }

// UnmarshalText reads a text written by MarshalText as Plain text.
func (p *Phrase) UnmarshalText(b []byte) error {
	*p = Plain(string(b))
	return nil
}

// Plain is a text that reads the same in every language (a name, a card,
// a number, a text read from a file); "" is the zero Phrase.
func Plain(s string) Phrase {
	if s == "" {
		return Phrase{}
	}
	return Phrase{kind: plainKind, text: s}
}

// PersonText is a text that tells itself to a person or for a file
// (Told): a text given to TextOf that holds phrases implements it, so that
// its String (logs, --json) keeps every seat's name as it is while In
// speaks to the person.
type PersonText interface {
	Told(lang string, person bool) string
}

var (
	msgMu   sync.RWMutex
	msgCats = map[string]func() *Catalog{}
	// bareCats are the catalogues registered with RegisterCatalog: their
	// own IDs lack the prefix.
	bareCats = map[string]func() *Catalog{}
)

// RegisterMessages makes the catalogue load returns (called once, when
// first needed) the home of every message ID starting with prefix and a
// dot: a ruleset registers its verdict and effect messages under its name
// ("mojo.effect.turn.lower"). It panics if prefix is taken.
func RegisterMessages(prefix string, load func() *Catalog) {
	register(msgCats, prefix, load)
}

// RegisterCatalog makes the catalogue load returns (called once, when
// first needed) the home of every message ID prefix.ID, where ID is the
// message's own ID in the catalogue: for a catalogue whose IDs have no
// common first part, such as the commands' ("cli.form.players" is its
// "form.players"). It panics if prefix is taken.
func RegisterCatalog(prefix string, load func() *Catalog) {
	register(bareCats, prefix, load)
}

func register(cats map[string]func() *Catalog, prefix string, load func() *Catalog) {
	msgMu.Lock()
	defer msgMu.Unlock()
	if msgCats[prefix] != nil || bareCats[prefix] != nil {
		panic("i18n: messages " + prefix + " registered twice")
	}
	cats[prefix] = sync.OnceValue(load)
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
// lacks the message, the ID itself when no catalogue has it. It is said
// to a person: when an argument KEY is the person's seat (IsPerson) and
// the catalogue has the message ID.you-key ("mojo.effect.higher.you-who":
// "you draw a card", "dobierasz kartę"), that message is said instead.
func Say(lang, id string, args Args) string { return say(lang, id, args, true) }

func say(lang, id string, args Args, person bool) string {
	prefix, own, _ := strings.Cut(id, ".")
	cat := MessageCatalog(prefix)
	if cat == nil {
		msgMu.RLock()
		load := bareCats[prefix]
		msgMu.RUnlock()
		if load == nil {
			return id
		}
		cat, id = load(), own
	}
	data := make(Args, len(args))
	for k, v := range args {
		switch p := v.(type) {
		case Phrase:
			v = p.Told(lang, person)
		case error:
			v = ErrorIn(lang, p)
		case []Phrase:
			parts := make([]string, len(p))
			for i, x := range p {
				parts[i] = x.Told(lang, person)
			}
			v = strings.Join(parts, ", ")
		}
		data[k] = v
	}
	if person {
		id = personVariant(cat, lang, id, data)
	}
	if n, ok := args["Count"].(int); ok {
		return cat.Plural(lang, id, n, data)
	}
	return cat.Text(lang, id, data)
}

// Teller is an error that can be told in every language: Tell is its
// message, Error its English (Tell().String(), for logs and --json).
type Teller interface {
	error
	Tell() Phrase
}

// ErrorIn returns err's text in lang: the message of the first Teller
// in err's chain (errors.As), or err.Error() when there is none. Errors
// that add words to what they wrap are Tellers themselves (an *Error
// with the wrapped error as an argument, or At), so that their words are
// told too.
func ErrorIn(lang string, err error) string {
	if err == nil {
		return ""
	}
	var t Teller
	if errors.As(err, &t) {
		return t.Tell().In(lang)
	}
	return err.Error()
}

// Error is an error whose text is a message, Msg: Error is its English,
// ErrorIn tells it in other languages. Err, when set, is the error it
// wraps (errors.Is and As see through it).
type Error struct {
	Msg Phrase
	Err error
}

func (e *Error) Error() string { return e.Msg.String() }

// Tell returns the error's message.
func (e *Error) Tell() Phrase { return e.Msg }

// Unwrap returns the error it wraps, if any.
func (e *Error) Unwrap() error { return e.Err }

// NewError is an *Error saying message id of a registered catalogue with
// args; an argument "Err" that is an error is also what it wraps.
func NewError(id string, args Args) error {
	err, _ := args["Err"].(error)
	return &Error{Msg: Message(id, args), Err: err}
}

// At is err at a place people find it by (a file, a key, a flag): "PLACE:
// err", the place the same in every language, err told as ErrorIn tells
// it, the colon as the language writes it (Placed). It wraps err.
func At(place string, err error) error {
	return &Error{Msg: Placed(place, err), Err: err}
}
