package cmd

import (
	"reflect"
	"strings"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/huh"

	"tabletop/engine/i18n"
)

// formKeyMap returns huh's key bindings with the help line under every
// form ("↑ up • / filter • enter submit") in lang: each binding's words
// are the commands' message form.key.WORDS (keyWords), the keys stay.
// English is huh's own map.
func formKeyMap(lang string) *huh.KeyMap {
	km := huh.NewDefaultKeyMap()
	if lang == "" || lang == i18n.English {
		return km
	}
	eachBinding(reflect.ValueOf(km).Elem(), func(b *key.Binding) {
		h := b.Help()
		if id := "form.key." + keyWords(h.Desc); h.Desc != "" && cliText().Has(i18n.English, id) {
			b.SetHelp(h.Key, tr(lang, id, nil))
		}
	})
	return km
}

var bindingType = reflect.TypeFor[key.Binding]()

// eachBinding calls f with every key binding in the struct v, nested
// structs included.
func eachBinding(v reflect.Value, f func(*key.Binding)) {
	for i := range v.NumField() {
		field := v.Field(i)
		switch {
		case field.Type() == bindingType:
			f(field.Addr().Interface().(*key.Binding))
		case field.Kind() == reflect.Struct && field.CanAddr():
			eachBinding(field, f)
		}
	}
}

// keyWords turns a binding's help words into a message ID part: "½ page
// up" is "half-page-up", "Yes" is "yes".
func keyWords(desc string) string {
	desc = strings.ReplaceAll(strings.ToLower(desc), "½", "half")
	return strings.Join(strings.Fields(desc), "-")
}
