package enginetest

import (
	"fmt"
	"regexp"
	"strings"

	"tabletop/engine"
)

// TranslationIDs lists the message IDs a complete translation of rules
// and specs has: "ID.title" and "ID.text" per rule, "option.KEY.help" per
// option.
func TranslationIDs(rules []engine.Rule, specs []engine.OptionSpec) []string {
	ids := make([]string, 0, 2*len(rules)+len(specs))
	for _, r := range rules {
		ids = append(ids, r.ID+".title", r.ID+".text")
	}
	for _, s := range specs {
		ids = append(ids, "option."+s.Key+".help")
	}
	return ids
}

// CheckTranslation compares a translation of rules and specs with the
// English source, for a ruleset's tests: every rule's title and text and
// every option's help is there (lookup), no message is left over (have
// lists the translation's message IDs), no template placeholder slipped
// in, every number of the English text appears in the translation too,
// and every option value named in an English help is named in the
// translated one.
func CheckTranslation(rules []engine.Rule, specs []engine.OptionSpec, lookup func(id string) (string, bool), have []string) []error {
	var errs []error
	want := map[string]string{}
	for _, r := range rules {
		want[r.ID+".title"] = r.Title
		want[r.ID+".text"] = r.Text
	}
	values := map[string][]string{}
	for _, s := range specs {
		id := "option." + s.Key + ".help"
		want[id] = s.Help
		values[id] = s.Values
	}
	for _, id := range TranslationIDs(rules, specs) {
		s, ok := lookup(id)
		switch {
		case !ok:
			errs = append(errs, fmt.Errorf("%s is missing", id))
			continue
		case strings.TrimSpace(s) == "":
			errs = append(errs, fmt.Errorf("%s is empty", id))
		case strings.Contains(s, "{{"):
			errs = append(errs, fmt.Errorf("%s has a template placeholder", id))
		}
		if got, src := numbers(s), numbers(want[id]); !subset(src, got) {
			errs = append(errs, fmt.Errorf("%s has the numbers %v, English has %v", id, got, src))
		}
		for _, v := range values[id] {
			if namesWord(want[id], v) && !namesWord(s, v) {
				errs = append(errs, fmt.Errorf("%s does not name the value %q as English does", id, v))
			}
		}
	}
	for _, id := range have {
		if _, ok := want[id]; !ok {
			errs = append(errs, fmt.Errorf("%s names no rule or option", id))
		}
	}
	return errs
}

// namesWord reports whether s has word as a whole word (letters, digits
// and hyphens on neither side).
func namesWord(s, word string) bool {
	return regexp.MustCompile(`(^|[^\pL\pN-])` + regexp.QuoteMeta(word) + `($|[^\pL\pN-])`).MatchString(s)
}

// numbers returns the digit runs of s.
func numbers(s string) []string {
	var out []string
	start := -1
	for i, r := range s + " " {
		if r >= '0' && r <= '9' {
			if start < 0 {
				start = i
			}
		} else if start >= 0 {
			out = append(out, s[start:i])
			start = -1
		}
	}
	return out
}

// subset reports whether every element of a is in b, counted with
// multiplicity.
func subset(a, b []string) bool {
	n := map[string]int{}
	for _, s := range b {
		n[s]++
	}
	for _, s := range a {
		if n[s] == 0 {
			return false
		}
		n[s]--
	}
	return true
}
