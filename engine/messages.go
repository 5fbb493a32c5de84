package engine

import (
	"embed"
	"io/fs"
	"strings"
	"sync"

	"tabletop/engine/i18n"
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
func (p Phrase) In(lang string) string { return Say(lang, p.ID, p.Args) }

var (
	msgMu   sync.RWMutex
	msgCats = map[string]func() *i18n.Catalog{}
)

// RegisterMessages makes the catalogue load returns (called once, when
// first needed) the home of every message ID starting with prefix and a
// dot: a ruleset registers its verdict and effect messages under its name
// ("mojo.effect.turn.lower"). It panics if prefix is taken.
func RegisterMessages(prefix string, load func() *i18n.Catalog) {
	msgMu.Lock()
	defer msgMu.Unlock()
	if _, dup := msgCats[prefix]; dup {
		panic("engine: messages " + prefix + " registered twice")
	}
	msgCats[prefix] = sync.OnceValue(load)
}

// RegisterMessageFiles is RegisterMessages for a package's catalogue
// files locales/messages.LANG.yaml in fsys (its embedded files), English
// the source: the way every package registers its messages.
func RegisterMessageFiles(prefix string, fsys fs.FS) {
	RegisterMessages(prefix, func() *i18n.Catalog { return i18n.MustLoad(fsys, "locales/messages.*.yaml") })
}

// MessageCatalog returns the catalogue registered for prefix, or nil.
func MessageCatalog(prefix string) *i18n.Catalog {
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

// NewEffect builds an effect of rule from message msg of a registered
// catalogue: Text is the English, Msg and Args tell it in other languages.
func NewEffect(rule, msg string, args Args) Effect {
	return Effect{Rule: rule, Text: Say(i18n.English, msg, args), Msg: msg, Args: args}
}

// In returns the effect's text in lang: Text itself in English or when
// the effect has no message.
func (e Effect) In(lang string) string {
	if e.Msg == "" || lang == i18n.English || lang == "" {
		return e.Text
	}
	return Say(lang, e.Msg, e.Args)
}

// Refuse builds a *RuleError of rule from message msg of a registered
// catalogue: Reason is the English, Msg and Args tell it in other
// languages.
func Refuse(rule, msg string, args Args) *RuleError {
	return &RuleError{Rule: rule, Reason: Say(i18n.English, msg, args), Msg: msg, Args: args}
}

// ReasonIn returns the reason in lang: Reason itself in English or when
// the error has no message.
func (e *RuleError) ReasonIn(lang string) string {
	if e.Msg == "" || lang == i18n.English || lang == "" {
		return e.Reason
	}
	return Say(lang, e.Msg, e.Args)
}

// The engine's own refusals (not your turn, game over) in every language:
// locales/messages.LANG.yaml, English the source.
//
//go:embed locales/*.yaml
var engineLocaleFiles embed.FS

func init() {
	RegisterMessageFiles("engine", engineLocaleFiles)
}
