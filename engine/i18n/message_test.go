package i18n

import (
	"encoding/json"
	"testing"

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
