package cmd

import (
	"reflect"
	"testing"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/huh"

	"tabletop/engine/i18n"
)

// TestFormKeyMap: every key binding huh shows help for has its words in
// every language; a translated map keeps the keys and changes the words;
// English is huh's own map.
func TestFormKeyMap(t *testing.T) {
	var english []key.Help
	eachBinding(reflect.ValueOf(huh.NewDefaultKeyMap()).Elem(), func(b *key.Binding) { english = append(english, b.Help()) })
	if len(english) < 20 {
		t.Fatalf("only %d key bindings found", len(english))
	}
	for _, h := range english {
		if h.Desc != "" && !cliText().Has(i18n.English, "form.key."+keyWords(h.Desc)) {
			t.Errorf("no message form.key.%s for huh's %q", keyWords(h.Desc), h.Desc)
		}
	}
	for _, lang := range i18n.Languages() {
		var got []key.Help
		eachBinding(reflect.ValueOf(formKeyMap(lang)).Elem(), func(b *key.Binding) { got = append(got, b.Help()) })
		for i, h := range got {
			switch {
			case h.Key != english[i].Key:
				t.Errorf("%s: key %q became %q", lang, english[i].Key, h.Key)
			case lang == i18n.English && h.Desc != english[i].Desc:
				t.Errorf("English: %q became %q", english[i].Desc, h.Desc)
			case lang != i18n.English && english[i].Desc != "" && h.Desc == english[i].Desc && h.Desc != "ok":
				t.Errorf("%s: %q is not translated", lang, h.Desc)
			}
		}
	}
}
