package engine

import (
	"strings"
	"testing"
)

// declaring wraps a ruleset with another declaration of its features.
type declaring struct {
	Ruleset
	f Features
}

func (d declaring) Features() Features { return d.f }

// CheckFeatures finds a feature declared without its interfaces and an
// interface implemented without its feature, on the ruleset and on a state.
func TestCheckFeatures(t *testing.T) {
	nimState, _ := nimRules{}.New(Config{Players: 2})
	jokerState, _ := jokerRules{}.New(Config{Players: 2})
	for _, c := range []struct {
		name string
		rs   Ruleset
		s    State
		want []string // what the errors say, in order ("" none)
	}{
		{"nim as declared", nimRules{}, nimState, nil},
		{"joker as declared", jokerRules{}, jokerState, nil},
		{"joker, its state not looked at", declaring{jokerRules{}, Features{}}, nil, nil},
		{"joker without Anytime", declaring{jokerRules{}, Features{}}, jokerState,
			[]string{"jokernim's state implements AnytimeMover but jokernim does not declare the feature Anytime"}},
		{"nim with Stats and Search", declaring{nimRules{}, Features{Stats: true, Search: true}}, nimState,
			[]string{"nim declares the feature Stats but its ruleset does not implement StatsRuleset",
				"nim declares the feature Search but its state does not implement Determinizer"}},
		{"nim with Search, no state", declaring{nimRules{}, Features{Search: true}}, nil, nil},
	} {
		errs := CheckFeatures(c.rs, c.s)
		var got []string
		for _, e := range errs {
			got = append(got, e.Error())
		}
		if strings.Join(got, "\n") != strings.Join(c.want, "\n") {
			t.Errorf("%s:\n%s\nwant\n%s", c.name, strings.Join(got, "\n"), strings.Join(c.want, "\n"))
		}
	}
	if got := (Features{Positions: true, Colours: true}).String(); got != "Positions, Colours" {
		t.Errorf("String: %q", got)
	}
}

// Register refuses a ruleset whose interfaces do not match its declaration.
func TestRegisterChecksFeatures(t *testing.T) {
	defer func() {
		if r := recover(); r == nil || !strings.Contains(r.(string), "declares the feature Stats") {
			t.Errorf("registered, or %v", r)
		}
	}()
	Register(declaring{nimRules{}, Features{Stats: true}})
}

// tidyState is a state interface no feature of the engine names.
type tidyState interface{ Tidy() }

// Provide adds a capability defined outside the engine to a feature: a
// game declaring the feature then needs it.
func TestProvide(t *testing.T) {
	nimState, _ := nimRules{}.New(Config{Players: 2})
	featuresMu.Lock()
	saved := append([]feature(nil), features...)
	featuresMu.Unlock()
	defer func() {
		featuresMu.Lock()
		features = saved
		featuresMu.Unlock()
	}()
	Provide("Search", StateCapability[tidyState]("Tidier", false))
	errs := CheckFeatures(declaring{nimRules{}, Features{Search: true}}, nimState)
	var got []string
	for _, e := range errs {
		got = append(got, e.Error())
	}
	want := "nim declares the feature Search but its state does not implement Determinizer\n" +
		"nim declares the feature Search but its state does not implement Tidier"
	if strings.Join(got, "\n") != want {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), want)
	}
	defer func() {
		if r := recover(); r == nil {
			t.Error("Provide to an unknown feature did not panic")
		}
	}()
	Provide("Telepathy")
}
