package i18n

import (
	"errors"
	"fmt"
	"io/fs"
	"path"
	"regexp"
	"slices"
	"sort"
	"strings"
	"sync"

	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"
	"github.com/nicksnyder/go-i18n/v2/i18n/template"
	"golang.org/x/text/language"
	"gopkg.in/yaml.v3"
)

// Catalog is one set of message files, NAME.LANG.yaml, one per language.
// A message is a string, or a map of CLDR plural forms (one, few, many,
// other) for a message that counts something; keys nest, and the nested
// keys join with dots into the message ID ("mojo.turn.equal.title").
// Texts are Go templates: {{.Count}} and other named placeholders.
//
// A language's files are read when a text of that language is first
// wanted (a run in English reads no other language's files: most of a
// process's start was parsing catalogues it never used).
type Catalog struct {
	fsys  fs.FS
	files map[string][]string // lang -> its files
	mu    sync.Mutex
	langs map[string]*langMessages
}

// langMessages are one language's messages, read.
type langMessages struct {
	messages map[string]*goi18n.Message // ID -> message
	loc      *goi18n.Localizer
}

// Load reads every file of fsys matching glob (such as
// "locales/*.yaml"); the language is the last part of the name before the
// extension. A file in a language tabletop does not speak is an error, as
// is a file that cannot be read.
func Load(fsys fs.FS, glob string) (*Catalog, error) {
	c, err := open(fsys, glob)
	if err != nil {
		return nil, err
	}
	for _, lang := range languages {
		if _, err := c.read(lang); err != nil {
			return nil, err
		}
	}
	return c, nil
}

// open finds the files of fsys matching glob and their languages,
// reading none of them.
func open(fsys fs.FS, glob string) (*Catalog, error) {
	files, err := fs.Glob(fsys, glob)
	if err != nil {
		return nil, err
	}
	if len(files) == 0 {
		return nil, fmt.Errorf("i18n: no message files match %s", glob)
	}
	c := &Catalog{fsys: fsys, files: map[string][]string{}, langs: map[string]*langMessages{}}
	for _, f := range files {
		tag := strings.TrimSuffix(path.Base(f), path.Ext(f))
		tag = tag[strings.LastIndex(tag, ".")+1:]
		lang, ok := Parse(tag)
		if !ok || lang != tag {
			return nil, fmt.Errorf("%s: language %q is not one of %s", f, tag, strings.Join(languages, ", "))
		}
		c.files[lang] = append(c.files[lang], f)
	}
	return c, nil
}

// read returns lang's messages, reading its files the first time.
func (c *Catalog) read(lang string) (*langMessages, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if lm, ok := c.langs[lang]; ok {
		return lm, nil
	}
	bundle := goi18n.NewBundle(language.English)
	bundle.RegisterUnmarshalFunc("yaml", yaml.Unmarshal)
	lm := &langMessages{messages: map[string]*goi18n.Message{}}
	for _, f := range c.files[lang] {
		data, err := fs.ReadFile(c.fsys, f)
		if err != nil {
			return nil, err
		}
		mf, err := bundle.ParseMessageFileBytes(data, path.Base(f))
		if err != nil {
			return nil, At(f, err)
		}
		for _, m := range mf.Messages {
			if _, dup := lm.messages[m.ID]; dup {
				return nil, fmt.Errorf("%s: message %s defined twice", f, m.ID)
			}
			lm.messages[m.ID] = m
		}
	}
	lm.loc = goi18n.NewLocalizer(bundle, lang)
	c.langs[lang] = lm
	return lm, nil
}

// messages returns lang's messages (none for a language the catalogue
// lacks). A file that cannot be read is a programming error here: Load,
// which the packages' tests use, reports it.
func (c *Catalog) messages(lang string) *langMessages {
	lm, err := c.read(lang)
	if err != nil {
		panic(err)
	}
	return lm
}

// MustLoad is Load for catalogues embedded in the binary: a broken one is
// a programming error, caught by the package's tests (Load reads every
// language). Its files are read when first needed, English now.
func MustLoad(fsys fs.FS, glob string) *Catalog {
	c, err := open(fsys, glob)
	if err == nil {
		_, err = c.read(English)
	}
	if err != nil {
		panic(err)
	}
	return c
}

// Has reports whether the catalogue has message id in lang itself (no
// fallback).
func (c *Catalog) Has(lang, id string) bool {
	_, ok := c.messages(lang).messages[id]
	return ok
}

// IDs returns the message IDs of lang, sorted.
func (c *Catalog) IDs(lang string) []string {
	msgs := c.messages(lang).messages
	ids := make([]string, 0, len(msgs))
	for id := range msgs {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	return ids
}

// Text returns message id in lang with data filled in (a map or struct
// of placeholders, or nil). A message missing in lang comes in English; a
// message missing in English too is its ID, so that nothing is silently
// blank.
func (c *Catalog) Text(lang, id string, data any) string {
	return c.localize(lang, &goi18n.LocalizeConfig{MessageID: id, TemplateData: data})
}

// Plural returns message id in the CLDR plural form of n in lang
// (Polish: 1 karta, 2 karty, 5 kart). {{.Count}} in the text is n, its
// thousands grouped as lang writes them (Int: "14 706 partii"); data may
// add more placeholders.
func (c *Catalog) Plural(lang, id string, n int, data Args) string {
	td := make(Args, len(data)+1)
	for k, v := range data {
		td[k] = v
	}
	td["Count"] = Int(lang, n)
	form := n
	if m := c.messages(lang).messages[id]; lang == French && m != nil && m.Many == "" && n != 0 && n%1000000 == 0 {
		form = 2 // French "many" (exact millions: "1 000 000 de parties") falls back to "other" where a message lacks it
	}
	return c.localize(lang, &goi18n.LocalizeConfig{MessageID: id, PluralCount: form, TemplateData: td})
}

func (c *Catalog) localize(lang string, lc *goi18n.LocalizeConfig) string {
	if !c.Has(lang, lc.MessageID) {
		lang = English
	}
	lc.TemplateData = renderTyped(lang, lc.TemplateData)
	if lang == French {
		lc.TemplateParser = frenchParser
	}
	s, err := c.messages(lang).loc.Localize(lc)
	if err != nil {
		return lc.MessageID
	}
	return s
}

// frenchParser parses French texts with frenchFuncs. go-i18n parses a
// text with functions anew at every use (its parser might be given other
// functions each time); these are always the same, so each text is
// parsed once and kept, as those of the other languages are.
var frenchParser = &keptParser{template.TextParser{Funcs: frenchFuncs}}

// keptParser is a text/template parser whose parsed texts go-i18n keeps.
type keptParser struct{ template.TextParser }

// Cacheable reports that a text parsed once may be kept.
func (*keptParser) Cacheable() bool { return true }

// placeholder matches a named template placeholder such as {{.Count}},
// also as the argument of a language's function ({{de .Name}}: French).
var placeholder = regexp.MustCompile(`\{\{-?\s*(?:[a-z]+\s+)?\.([A-Za-z0-9_]+)`)

// Placeholders returns the sorted, distinct placeholder names used by
// message id in lang, over all its plural forms.
func (c *Catalog) Placeholders(lang, id string) []string {
	m := c.messages(lang).messages[id]
	if m == nil {
		return nil
	}
	var names []string
	for _, form := range []string{m.Zero, m.One, m.Two, m.Few, m.Many, m.Other} {
		for _, sm := range placeholder.FindAllStringSubmatch(form, -1) {
			names = append(names, sm[1])
		}
	}
	slices.Sort(names)
	return slices.Compact(names)
}

// Check compares every language of the catalogue with English: the same
// message IDs, the same placeholders in each, and for a counted message
// (one with plural forms) every plural form the language's CLDR rules use
// for whole numbers. It returns one error per problem, sorted.
func (c *Catalog) Check() []error {
	var problems []string
	en := c.messages(English).messages
	if len(en) == 0 {
		return []error{fmt.Errorf("no English messages")}
	}
	for _, lang := range languages {
		msgs := c.messages(lang).messages
		for id, src := range en {
			m, ok := msgs[id]
			if !ok {
				problems = append(problems, fmt.Sprintf("%s: %s is missing", lang, id))
				continue
			}
			if want, got := c.Placeholders(English, id), c.Placeholders(lang, id); !slices.Equal(want, got) {
				problems = append(problems, fmt.Sprintf("%s: %s has placeholders %v, English has %v", lang, id, got, want))
			}
			if counted(src) {
				for _, f := range pluralForms[lang] {
					if form(m, f) == "" {
						problems = append(problems, fmt.Sprintf("%s: %s has no %q plural form", lang, id, f))
					}
				}
			}
		}
		for id := range msgs {
			if _, ok := en[id]; !ok {
				problems = append(problems, fmt.Sprintf("%s: %s is not an English message", lang, id))
			}
		}
	}
	slices.Sort(problems)
	var errs []error
	for _, p := range problems {
		errs = append(errs, errors.New(p))
	}
	return errs
}

// pluralForms are the CLDR plural categories each language uses for whole
// numbers (French "many" is for millions and falls back to "other").
var pluralForms = map[string][]string{
	English: {"one", "other"},
	Polish:  {"one", "few", "many", "other"},
	French:  {"one", "other"},
	Russian: {"one", "few", "many", "other"},
}

// counted reports whether m has plural forms besides "other".
func counted(m *goi18n.Message) bool {
	return m.Zero != "" || m.One != "" || m.Two != "" || m.Few != "" || m.Many != ""
}

func form(m *goi18n.Message, f string) string {
	switch f {
	case "zero":
		return m.Zero
	case "one":
		return m.One
	case "two":
		return m.Two
	case "few":
		return m.Few
	case "many":
		return m.Many
	}
	return m.Other
}

// Lookup returns message id in lang as it is, without placeholders filled
// in and without falling back to English.
func (c *Catalog) Lookup(lang, id string) (string, bool) {
	m, ok := c.messages(lang).messages[id]
	if !ok {
		return "", false
	}
	return m.Other, true
}
