package engine

import (
	"fmt"
	"slices"
	"strings"

	"gopkg.in/yaml.v3"

	"tabletop/engine/fileio"
	"tabletop/engine/i18n"
)

// logLines are the lines a log's top-level keys and round records were
// read from (empty for a log not read from a file).
type logLines struct {
	keys   map[string]int
	rounds []int
}

// key returns the line of a top-level key, or fallback.
func (ll logLines) key(k string, fallback int) int {
	if n := ll.keys[k]; n > 0 {
		return n
	}
	return fallback
}

// readLogLines notes where the log's parts are and checks what strict
// decoding lets through: version, seed and start must be whole numbers
// (YAML would truncate 3.9 to 3).
func readLogLines(file string, data []byte) (logLines, error) {
	ll := logLines{keys: map[string]int{}}
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return ll, fileio.YAMLError(file, err)
	}
	root := &doc
	if root.Kind == yaml.DocumentNode && len(root.Content) == 1 {
		root = root.Content[0]
	}
	if root.Kind != yaml.MappingNode {
		return ll, nil // strict decoding refuses it
	}
	for i := 0; i+1 < len(root.Content); i += 2 {
		k, v := root.Content[i], root.Content[i+1]
		ll.keys[k.Value] = k.Line
		switch k.Value {
		case "version", "seed", "start":
			if v.Kind != yaml.ScalarNode || v.ShortTag() != "!!int" {
				return ll, fileio.NewInputError(file, v.Line, "engine.error.log-key-not-whole", i18n.Args{"Key": k.Value, "Value": i18n.Quoted(v.Value)})
			}
		case "rounds":
			for _, it := range v.Content {
				ll.rounds = append(ll.rounds, it.Line)
			}
		}
	}
	return ll, nil
}

// checkLogOptions refuses an option the log's game does not use (OptionSpec
// When) set to anything but its default: a log records the options that
// shaped the game (Canonical), so such a value was edited in.
func checkLogOptions(file string, rs Ruleset, l *GameLog) error {
	specs := rs.Options()
	for _, s := range specs {
		v, ok := l.Options[s.Key]
		if !ok || v == s.Default || optionApplies(s, l.Options) {
			continue
		}
		return fileio.NewInputError(file, l.lines.key("options", 0), "engine.error.log-option-edited", i18n.Args{"Key": s.Key, "Value": i18n.Quoted(v), "When": whenText(s), "Default": s.Default})
	}
	return nil
}

// optionApplies reports whether the option s shapes a game under opts.
func optionApplies(s OptionSpec, opts Options) bool {
	for _, cond := range strings.Split(s.When, ",") {
		if k, v, ok := strings.Cut(cond, "="); ok && opts[k] != v {
			return false
		}
	}
	return true
}

func whenText(s OptionSpec) i18n.Phrase {
	var parts []string
	for _, cond := range strings.Split(s.When, ",") {
		k, v, _ := strings.Cut(cond, "=")
		parts = append(parts, k+" "+v)
	}
	if len(parts) == 1 {
		return i18n.Message("engine.word.applies-only", i18n.Args{"Cond": parts[0]})
	}
	return i18n.Message("engine.word.applies-only-both", i18n.Args{"Conds": strings.Join(parts[:len(parts)-1], " and "), "Last": parts[len(parts)-1]})
}

// Canonical returns opts (complete, as Resolve gives them) with every
// option that does not apply (OptionSpec When) set back to its default:
// two games that differ only there are the same game, and a log records
// them the same way.
func Canonical(specs []OptionSpec, opts Options) Options {
	out := make(Options, len(opts))
	for k, v := range opts {
		out[k] = v
	}
	for _, s := range specs {
		if _, ok := out[s.Key]; ok && !optionApplies(s, opts) {
			out[s.Key] = s.Default
		}
	}
	return out
}

// checkResults compares every recorded result with what the moves give:
// each round record (scores, totals, detail), their number, the final
// totals and the winners. It returns the line of the first difference.
func checkResults(s State, l *GameLog) (int, error) {
	got := s.Rounds()
	roundLine := func(i int) int {
		if i < len(l.lines.rounds) {
			return l.lines.rounds[i]
		}
		return l.lines.key("rounds", 0)
	}
	if len(l.Rounds) != len(got) {
		line := l.lines.key("rounds", l.lines.key("moves", 0))
		return line, i18n.NewError("engine.error.result-rounds", i18n.Args{"Err": ErrResultMismatch, "Count": len(l.Rounds), "Got": len(got)})
	}
	for i, r := range l.Rounds {
		if !slices.Equal(r.Scores, got[i].Scores) || !slices.Equal(r.Totals, got[i].Totals) {
			return roundLine(i), i18n.NewError("engine.error.result-scores", i18n.Args{"Err": ErrResultMismatch, "Round": i + 1,
				"Scores": fmt.Sprint(r.Scores), "Totals": fmt.Sprint(r.Totals), "GotScores": fmt.Sprint(got[i].Scores), "GotTotals": fmt.Sprint(got[i].Totals)})
		}
		if r.Detail.String() != got[i].Detail.String() {
			return roundLine(i), i18n.NewError("engine.error.result-detail", i18n.Args{"Err": ErrResultMismatch, "Round": i + 1, "Detail": i18n.Quoted(r.Detail.String()), "Got": i18n.Quoted(got[i].Detail.String())})
		}
	}
	over := s.IsTerminal()
	switch {
	case !over && len(l.Totals) > 0:
		return l.lines.key("totals", 0), i18n.NewError("engine.error.result-totals-early", i18n.Args{"Err": ErrResultMismatch})
	case !over && len(l.Winners) > 0:
		return l.lines.key("winners", 0), i18n.NewError("engine.error.result-winners-early", i18n.Args{"Err": ErrResultMismatch})
	case !over:
		return 0, nil
	case !slices.Equal(l.Totals, s.Totals()):
		return l.lines.key("totals", l.lines.key("moves", 0)), i18n.NewError("engine.error.result-totals", i18n.Args{"Err": ErrResultMismatch, "Totals": fmt.Sprint(l.Totals), "Got": fmt.Sprint(s.Totals())})
	}
	var want []string
	for _, w := range s.Winners() {
		want = append(want, l.Players[w])
	}
	if !slices.Equal(want, l.Winners) {
		return l.lines.key("winners", l.lines.key("moves", 0)), i18n.NewError("engine.error.result-winners", i18n.Args{"Err": ErrResultMismatch, "Winners": fmt.Sprint(l.Winners), "Got": fmt.Sprint(want)})
	}
	return 0, nil
}
