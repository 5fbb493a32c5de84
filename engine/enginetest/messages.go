package enginetest

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"tabletop/engine"
	"tabletop/engine/i18n"
)

// CheckMessages is for a ruleset's tests: the catalogue registered for
// prefix is complete in every language (every ID, the same placeholders,
// every plural form: i18n.Catalog.Check), names every message ID the Go
// sources in dirs quote ("PREFIX.effect.…", "PREFIX.refuse.…", "PREFIX.error.…",
// "PREFIX.word.…", "PREFIX.stat.…"), and has no message those sources do not quote.
func CheckMessages(prefix string, dirs ...string) []error {
	return checkMessagesUsing(prefix, nil, dirs...)
}

// checkMessagesUsing is CheckMessages where the IDs of also are used too,
// though no source quotes them (a game's statistic labels, whose IDs are
// made from the statistics' keys).
func checkMessagesUsing(prefix string, also []string, dirs ...string) []error {
	cat := i18n.MessageCatalog(prefix)
	if cat == nil {
		return []error{fmt.Errorf("no messages registered for %s", prefix)}
	}
	errs := cat.Check()
	used, err := quotedIDs(prefix, dirs)
	if err != nil {
		return append(errs, err)
	}
	for _, id := range used {
		if !cat.Has(i18n.English, id) {
			errs = append(errs, fmt.Errorf("%s is used in the code but has no English message", id))
		}
	}
	for _, id := range cat.IDs(i18n.English) {
		if base, key, ok := i18n.PersonVariantOf(id); ok && cat.Has(i18n.English, base) {
			// Said instead of base when its argument key names the
			// person's seat: it takes base's arguments.
			errs = append(errs, checkVariant(cat, id, base, key, used)...)
			continue
		}
		if !slices.Contains(used, id) && !slices.Contains(also, id) {
			errs = append(errs, fmt.Errorf("%s is in the catalogue but no code uses it", id))
		}
	}
	return errs
}

// checkVariant checks the second-person variant id of message base
// (i18n.Say): base is used, has the argument key, and gives every
// placeholder the variant uses.
func checkVariant(cat *i18n.Catalog, id, base, key string, used []string) []error {
	if !slices.Contains(used, base) {
		return []error{fmt.Errorf("%s is the second person of %s, which no code uses", id, base)}
	}
	args := cat.Placeholders(i18n.English, base)
	var errs []error
	if !slices.ContainsFunc(args, func(a string) bool { return strings.EqualFold(a, key) }) {
		errs = append(errs, fmt.Errorf("%s: %s has no placeholder %q", id, base, key))
	}
	for _, p := range cat.Placeholders(i18n.English, id) {
		if !slices.Contains(args, p) {
			errs = append(errs, fmt.Errorf("%s uses {{.%s}}, which %s is not given", id, p, base))
		}
	}
	return errs
}

// quotedIDs returns the message IDs of prefix quoted in the non-test Go
// files of dirs.
func quotedIDs(prefix string, dirs []string) ([]string, error) {
	var files []string
	for _, dir := range dirs {
		fs, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			return nil, err
		}
		files = append(files, fs...)
	}
	re := regexp.MustCompile(`"(` + regexp.QuoteMeta(prefix) + `\.(?:effect|refuse|word|notation|error|stat)\.[a-z0-9.-]+)"`)
	var ids []string
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		data, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		for _, m := range re.FindAllStringSubmatch(string(data), -1) {
			ids = append(ids, m[1])
		}
	}
	slices.Sort(ids)
	return slices.Compact(ids), nil
}

// CheckLocalizedKeepsIDs is for a ruleset's tests: a translation changes
// words only. In every language (and an unknown one, which must read as
// English) the catalogue has the same rules in the same order with the same
// IDs and options, and the same option keys, values, defaults and rules;
// a known language other than English translates every rule's text.
func CheckLocalizedKeepsIDs(rs interface {
	engine.Ruleset
	engine.LocalizedRuleset
}) []error {
	var errs []error
	en, enOpts := rs.Rules(), rs.Options()
	for _, lang := range append(i18n.Languages(), "de") {
		rules, opts := rs.LocalizedRules(lang), rs.LocalizedOptions(lang)
		if len(rules) != len(en) || len(opts) != len(enOpts) {
			errs = append(errs, fmt.Errorf("%s: %d rules and %d options, English has %d and %d", lang, len(rules), len(opts), len(en), len(enOpts)))
			continue
		}
		for i, r := range rules {
			if r.ID != en[i].ID || len(r.Options) != len(en[i].Options) {
				errs = append(errs, fmt.Errorf("%s: rule %d is %s %v, English %s %v", lang, i, r.ID, r.Options, en[i].ID, en[i].Options))
			}
			if lang != i18n.English && lang != "de" && r.Text == en[i].Text {
				errs = append(errs, fmt.Errorf("%s: %s is still in English", lang, r.ID))
			}
		}
		for i, o := range opts {
			e := enOpts[i]
			if o.Key != e.Key || o.Default != e.Default || o.Rule != e.Rule || len(o.Values) != len(e.Values) {
				errs = append(errs, fmt.Errorf("%s: option %d is %+v, English %+v", lang, i, o, e))
			}
		}
	}
	if rs.LocalizedRules("de")[0].Text != en[0].Text {
		errs = append(errs, fmt.Errorf("an unknown language is not English"))
	}
	return errs
}
