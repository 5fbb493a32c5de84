package enginetest

import (
	"slices"
	"strings"
	"testing"

	"tabletop/engine"
	"tabletop/engine/i18n"
	"tabletop/engine/scoring"
)

// fileKeys are the keys a round of a pad file has whatever the game, and
// jsonKeys those of a pad's --json and its rounds: a game's own keys (its
// fields' in the file, the one naming players in order in --json, its
// start keys and its marks) must differ from them and from each other.
var (
	fileKeys = []string{"dealer", "scores"}
	jsonKeys = []string{"file", "game", "options", "players", "rounds", "over", "winners", "leaders", "history",
		"round", "scores", "totals", "totals_only", "dealer", "starts_next", "games", "dealer_next"}
)

// PadConformance checks what a ruleset declares for scoring rounds and
// keeping a score pad (scoring.RoundScorer and the Pad interfaces it
// implements): every text is a message said in every language with its
// placeholders filled in, and every key is its own. A ruleset that scores
// no round declares nothing and passes.
func PadConformance(t *testing.T, rs engine.Ruleset) {
	t.Helper()
	sc, ok := rs.(scoring.RoundScorer)
	if !ok {
		return
	}
	file, json := slices.Clone(fileKeys), slices.Clone(jsonKeys)
	own := func(keys *[]string, what, key string) {
		t.Helper()
		if key == "" || slices.Contains(*keys, key) {
			t.Errorf("%s: %s key %q is empty or taken (%v)", rs.Name(), what, key, *keys)
		}
		*keys = append(*keys, key)
	}
	perPlayer := 0
	for _, f := range sc.RoundFields() {
		own(&file, "field", f.PadKey())
		said(t, rs, "field "+f.Name+" usage", f.Usage)
		switch f.Kind {
		case scoring.FieldPerPlayer:
			perPlayer++
			said(t, rs, "field "+f.Name+" question", f.AskAbout("Ann"))
		case scoring.FieldPlayer:
			said(t, rs, "field "+f.Name+" question", f.Ask)
			if !f.Required.IsZero() {
				said(t, rs, "field "+f.Name+" required", f.Required)
			}
		case scoring.FieldPlayers:
			own(&json, "field", f.PadKey())
			said(t, rs, "field "+f.Name+" question", f.Ask)
			if !f.Note.IsZero() {
				said(t, rs, "field "+f.Name+" note", f.NoteOf("Ann, Ben"))
			}
		default:
			said(t, rs, "field "+f.Name+" question", f.Ask)
		}
	}
	if perPlayer == 0 {
		t.Errorf("%s: no field lists every player's cards (scoring.FieldPerPlayer)", rs.Name())
	}
	help := sc.EntryHelp()
	for what, p := range map[string]i18n.Phrase{"usage": help.Usage, "description": help.Description, "score": help.Score, "pad": help.Pad} {
		said(t, rs, "entry help "+what, p)
	}
	if r, ok := rs.(scoring.PadRules); ok {
		end := r.PadEnd(rs.MinPlayers(), nil)
		said(t, rs, "end refusal", end.Refusal)
		said(t, rs, "end", end.Why)
		if end.Rule == "" || end.WinRule == "" {
			t.Errorf("%s: the end of a game names no rule: %+v", rs.Name(), end)
		}
	}
	if st, ok := rs.(scoring.PadStarter); ok {
		who, with := st.StartKeys()
		own(&json, "start", who)
		own(&json, "start", with)
		said(t, rs, "start rule", st.StartRule())
		said(t, rs, "start note", st.StartNote("Ann", "x"))
		said(t, rs, "round note", st.RoundNote("Ann", "x"))
	}
	if d, ok := rs.(scoring.PadDealer); ok {
		deal := d.PadDeal()
		said(t, rs, "wrong dealer", i18n.Message(deal.WrongDealer, i18n.Args{"N": 2, "Name": "Ann"}))
		for _, m := range deal.Marks {
			own(&file, "mark", m.Key)
			own(&json, "mark", m.Key)
			said(t, rs, "mark "+m.Key, i18n.Message(m.Note, i18n.Args{"Who": "Ann"}))
			said(t, rs, "mark "+m.Key, i18n.Message(m.Short, i18n.Args{"Who": "Ann"}))
			said(t, rs, "mark "+m.Key, i18n.Message(m.Wrong, i18n.Args{"N": 2, "Name": "Ann"}))
			said(t, rs, "mark "+m.Key, i18n.Message(m.None, i18n.Args{"N": 2}))
		}
	}
	if c, ok := rs.(scoring.PadCounter); ok {
		counts := c.PadCounts()
		if counts.Key == "" || len(counts.Counts) == 0 {
			t.Errorf("%s: counts without a key or without a count: %+v", rs.Name(), counts)
		}
		var seen []string
		for _, n := range counts.Counts {
			if n.Key == "" || slices.Contains(seen, n.Key) {
				t.Errorf("%s: count key %q is empty or twice", rs.Name(), n.Key)
			}
			seen = append(seen, n.Key)
			said(t, rs, "count "+n.Key, n.Label)
		}
		if got := c.CountRound(scoring.Entry{}, make([]int, rs.MinPlayers())); len(got) != len(counts.Counts) {
			t.Errorf("%s: a round counts %d lists, want one per count (%d)", rs.Name(), len(got), len(counts.Counts))
		}
	}
}

// said checks that p, a text of rs named what, is a message of a
// registered catalogue said in every language, its placeholders filled
// in.
func said(t *testing.T, rs engine.Ruleset, what string, p i18n.Phrase) {
	t.Helper()
	if p.ID == "" {
		t.Errorf("%s: %s is no message", rs.Name(), what)
		return
	}
	prefix, _, _ := strings.Cut(p.ID, ".")
	cat := i18n.MessageCatalog(prefix)
	for _, lang := range i18n.Languages() {
		if cat == nil || !cat.Has(lang, p.ID) {
			t.Errorf("%s: %s: %s has no message in %s", rs.Name(), what, p.ID, lang)
			continue
		}
		if s := p.In(lang); s == "" || strings.Contains(s, "<no value>") {
			t.Errorf("%s: %s: %s in %s is %q", rs.Name(), what, p.ID, lang, s)
		}
	}
}
