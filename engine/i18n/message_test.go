package i18n

import (
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"testing"
	"testing/fstest"

	"gopkg.in/yaml.v3"
)

func TestPlainPhrase(t *testing.T) {
	p := Plain("Ann")
	for _, lang := range Languages() {
		if got := p.In(lang); got != "Ann" {
			t.Errorf("Plain(Ann).In(%s) = %q", lang, got)
		}
	}
	if !(Phrase{}).IsZero() || Plain("").IsZero() != true || p.IsZero() {
		t.Errorf("IsZero: zero %v, Plain(\"\") %v, Plain(Ann) %v", (Phrase{}).IsZero(), Plain("").IsZero(), p.IsZero())
	}
}

func TestPhraseMarshalsItsText(t *testing.T) {
	type doc struct {
		Text Phrase `json:"text" yaml:"text"`
		Note Phrase `json:"note,omitzero" yaml:"note,omitempty"`
	}
	in := doc{Text: Plain("the Mojo card")}
	js, err := json.Marshal(in)
	if err != nil || string(js) != `{"text":"the Mojo card"}` {
		t.Fatalf("json = %s, %v", js, err)
	}
	ym, err := yaml.Marshal(in)
	if err != nil || string(ym) != "text: the Mojo card\n" {
		t.Fatalf("yaml = %q, %v", ym, err)
	}
	var back doc
	if err := yaml.Unmarshal(ym, &back); err != nil || back.Text.String() != "the Mojo card" || !back.Note.IsZero() {
		t.Fatalf("yaml back = %+v, %v", back, err)
	}
	if err := json.Unmarshal(js, &back); err != nil || back.Text.String() != "the Mojo card" {
		t.Fatalf("json back = %+v, %v", back, err)
	}
}

// testMessages registers a small catalogue of messages under "i18ntest"
// (and the same catalogue, its IDs without the prefix, as "i18nbare").
var testMessages = sync.OnceFunc(func() {
	files := fstest.MapFS{}
	for lang, text := range map[string]string{
		"en": "i18ntest:\n  seat: \"seat {{.Seat}} is taken\"\n  wrap: \"cannot sit: {{.Err}}\"\nbare: \"no {{.What}}\"\n",
		"pl": "i18ntest:\n  seat: \"miejsce {{.Seat}} jest zajęte\"\n  wrap: \"nie można usiąść: {{.Err}}\"\nbare: \"brak: {{.What}}\"\n",
		"fr": "i18ntest:\n  seat: \"la place {{.Seat}} est prise\"\n  wrap: \"impossible de s'asseoir\u00a0: {{.Err}}\"\nbare: \"pas de {{.What}}\"\n",
		"ru": "i18ntest:\n  seat: \"место {{.Seat}} занято\"\n  wrap: \"нельзя сесть: {{.Err}}\"\nbare: \"нет: {{.What}}\"\n",
	} {
		files["locales/messages."+lang+".yaml"] = &fstest.MapFile{Data: []byte(text)}
	}
	RegisterMessageFiles("i18ntest", files)
	RegisterCatalog("i18nbare", func() *Catalog { return MustLoad(files, "locales/messages.*.yaml") })
})

// An error told in every language: Error is the English, ErrorIn finds
// the message through wrappers that add no words, a place before it
// stays as it is, an error under "Err" is told in the same language and
// is what the error wraps.
func TestErrorsAreTold(t *testing.T) {
	testMessages()
	seat := NewError("i18ntest.seat", Args{"Seat": 3})
	wrapped := NewError("i18ntest.wrap", Args{"Err": seat})
	for _, tc := range []struct {
		name string
		err  error
		en   string
		pl   string
	}{
		{"message", seat, "seat 3 is taken", "miejsce 3 jest zajęte"},
		{"message in a message", wrapped, "cannot sit: seat 3 is taken", "nie można usiąść: miejsce 3 jest zajęte"},
		{"a place before it", At("t.yaml:4", wrapped), "t.yaml:4: cannot sit: seat 3 is taken", "t.yaml:4: nie można usiąść: miejsce 3 jest zajęte"},
		{"a wrapper without words", fmt.Errorf("%w", seat), "seat 3 is taken", "miejsce 3 jest zajęte"},
		{"not a message", errors.New("boom"), "boom", "boom"},
		{"a catalogue without a prefix", &Error{Msg: Message("i18nbare.bare", Args{"What": "chair"})}, "no chair", "brak: chair"},
		{"fixed text and phrases", &Error{Msg: Concat("a: ", Plain("b"), "; ", seat)}, "a: b; seat 3 is taken", "a: b; miejsce 3 jest zajęte"},
	} {
		if got := tc.err.Error(); got != tc.en {
			t.Errorf("%s: Error() = %q, want %q", tc.name, got, tc.en)
		}
		if got := ErrorIn(English, tc.err); got != tc.en {
			t.Errorf("%s: ErrorIn(en) = %q, want %q", tc.name, got, tc.en)
		}
		if got := ErrorIn(Polish, tc.err); got != tc.pl {
			t.Errorf("%s: ErrorIn(pl) = %q, want %q", tc.name, got, tc.pl)
		}
	}
	if !errors.Is(wrapped, seat) || !errors.Is(At("x", wrapped), seat) {
		t.Error("a message error does not wrap its Err")
	}
	if got := ErrorPhrase(wrapped).In(French); got != "impossible de s'asseoir\u00a0: la place 3 est prise" {
		t.Errorf("ErrorPhrase in French: %q", got)
	}
	if ErrorIn(Polish, nil) != "" {
		t.Error("a nil error is not empty")
	}
}

func TestJoinedPhrase(t *testing.T) {
	parts := []Phrase{Plain("dealer Ann"), Plain("lid Ben")}
	j := Joined(parts, "; ")
	for lang, want := range map[string]string{English: "dealer Ann; lid Ben", French: "dealer Ann" + NBSP + "; lid Ben"} {
		if got := j.In(lang); got != want {
			t.Errorf("Joined.In(%s) = %q, want %q", lang, got, want)
		}
	}
	if !Joined(nil, "; ").IsZero() || Joined(parts[:1], "; ").String() != "dealer Ann" {
		t.Errorf("Joined of none or one: %q, %q", Joined(nil, "; "), Joined(parts[:1], "; "))
	}
	if js, err := json.Marshal(struct{ D Phrase }{j}); err != nil || string(js) != `{"D":"dealer Ann; lid Ben"}` {
		t.Errorf("json = %s, %v", js, err)
	}
}

type shout string

func (s shout) In(lang string) string { return lang + ": " + string(s) }

func TestTextOf(t *testing.T) {
	p := TextOf(shout("hi"))
	if p.In(Polish) != "pl: hi" || p.String() != "en: hi" || p.IsZero() {
		t.Errorf("TextOf: %q, %q, zero %v", p.In(Polish), p.String(), p.IsZero())
	}
}

//go:embed testdata/lazy.*.yaml
var testFiles embed.FS

// A catalogue reads a language's files when a text of it is first
// wanted: English at once, Polish when asked for.
func TestCatalogReadsALanguageWhenWanted(t *testing.T) {
	c := MustLoad(testFiles, "testdata/lazy.*.yaml")
	if _, read := c.langs[Polish]; read {
		t.Fatal("Polish was read before it was wanted")
	}
	if got := c.Text(Polish, "greet", nil); got != "cześć" {
		t.Errorf("Polish = %q", got)
	}
	if _, read := c.langs[Polish]; !read {
		t.Error("Polish was not kept once read")
	}
	if got := c.Text(French, "greet", nil); got != "hello" {
		t.Errorf("French, which has no file, = %q (want the English)", got)
	}
}

// TestPhraseKinds: a phrase is a message, a plain text or a text that
// tells itself, each made by its constructor; Args["Text"] without an ID
// is no plain text (the kind is not read from the arguments).
func TestPhraseKinds(t *testing.T) {
	if s, ok := Plain("Ann").PlainText(); !ok || s != "Ann" || Plain("Ann").In(Polish) != "Ann" {
		t.Errorf("Plain: %q %v", s, ok)
	}
	if _, ok := Message("x.y", nil).PlainText(); ok {
		t.Error("a message is a plain text")
	}
	if got := (Phrase{Args: Args{"Text": "Ann"}}).String(); got != "" {
		t.Errorf("Args[Text] without an ID told %q", got)
	}
	if got := TextOf(Seat(2)).In(Polish); got != "#2" {
		t.Errorf("TextOf: %q", got)
	}
	for _, p := range []Phrase{Plain("a"), TextOf(Seat(1)), Message("x.y", nil)} {
		if p.IsZero() {
			t.Errorf("%#v is zero", p)
		}
	}
	if !Plain("").IsZero() || !(Phrase{}).IsZero() {
		t.Error("the empty phrase is not zero")
	}
}
