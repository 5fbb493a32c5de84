package makoto

import (
	"testing"

	"tabletop/engine"
	"tabletop/engine/i18n"
)

// Every rule ID's title and text and every option's help exist in every
// language, with the English numbers and option values, and nothing else.
func TestTranslationsComplete(t *testing.T) {
	rs := &Ruleset{}
	for _, lang := range i18n.Languages() {
		if lang == i18n.English {
			continue
		}
		t.Run(lang, func(t *testing.T) {
			for _, err := range engine.CheckTranslation(rs.Rules(), rs.Options(), lookupIn(lang), translations().IDs(lang)) {
				t.Error(err)
			}
		})
	}
}

// A translation changes words only: the same rules in the same order with
// the same IDs and options, the same option keys, values and defaults.
func TestLocalizedKeepsIDs(t *testing.T) {
	rs := &Ruleset{}
	en, enOpts := rs.Rules(), rs.Options()
	for _, lang := range append(i18n.Languages(), "de") {
		rules, opts := rs.LocalizedRules(lang), rs.LocalizedOptions(lang)
		if len(rules) != len(en) || len(opts) != len(enOpts) {
			t.Fatalf("%s: %d rules and %d options, English has %d and %d", lang, len(rules), len(opts), len(en), len(enOpts))
		}
		for i, r := range rules {
			if r.ID != en[i].ID || len(r.Options) != len(en[i].Options) {
				t.Errorf("%s: rule %d is %s %v, English %s %v", lang, i, r.ID, r.Options, en[i].ID, en[i].Options)
			}
			if lang != i18n.English && lang != "de" && r.Text == en[i].Text {
				t.Errorf("%s: %s is still in English", lang, r.ID)
			}
		}
		for i, o := range opts {
			e := enOpts[i]
			if o.Key != e.Key || o.Default != e.Default || o.Rule != e.Rule || len(o.Values) != len(e.Values) {
				t.Errorf("%s: option %d is %+v, English %+v", lang, i, o, e)
			}
		}
	}
	if rs.LocalizedRules("de")[0].Text != en[0].Text {
		t.Error("an unknown language is not English")
	}
}
