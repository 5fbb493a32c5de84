package engine

import (
	"fmt"
	"slices"
	"strings"

	"gopkg.in/yaml.v3"
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
		return ll, YAMLError(file, err)
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
				return ll, InputErrorf(file, v.Line, "%s: %q is not a whole number", k.Value, v.Value)
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
		return InputErrorf(file, l.lines.key("options", 0), "option %s: %q, but %s; a log records the default, %s (edited?)", s.Key, v, whenText(s), s.Default)
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

func whenText(s OptionSpec) string {
	var parts []string
	for _, cond := range strings.Split(s.When, ",") {
		k, v, _ := strings.Cut(cond, "=")
		parts = append(parts, k+" "+v)
	}
	return "it applies only with " + strings.Join(parts, " and ")
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
		return line, fmt.Errorf("%w: the log records %s, the moves finish %d", ErrResultMismatch, plural(len(l.Rounds), "round"), len(got))
	}
	for i, r := range l.Rounds {
		if !slices.Equal(r.Scores, got[i].Scores) || !slices.Equal(r.Totals, got[i].Totals) {
			return roundLine(i), fmt.Errorf("%w: round %d is recorded as scores %v totals %v, the moves give scores %v totals %v",
				ErrResultMismatch, i+1, r.Scores, r.Totals, got[i].Scores, got[i].Totals)
		}
		if r.Detail != got[i].Detail {
			return roundLine(i), fmt.Errorf("%w: round %d is recorded as %q, the moves give %q", ErrResultMismatch, i+1, r.Detail, got[i].Detail)
		}
	}
	over := s.IsTerminal()
	switch {
	case !over && len(l.Totals) > 0:
		return l.lines.key("totals", 0), fmt.Errorf("%w: the log records final totals but the moves do not finish the game", ErrResultMismatch)
	case !over && len(l.Winners) > 0:
		return l.lines.key("winners", 0), fmt.Errorf("%w: the log names winners but the moves do not finish the game", ErrResultMismatch)
	case !over:
		return 0, nil
	case !slices.Equal(l.Totals, s.Totals()):
		return l.lines.key("totals", l.lines.key("moves", 0)), fmt.Errorf("%w: the final totals are recorded as %v, the moves give %v", ErrResultMismatch, l.Totals, s.Totals())
	}
	var want []string
	for _, w := range s.Winners() {
		want = append(want, l.Players[w])
	}
	if !slices.Equal(want, l.Winners) {
		return l.lines.key("winners", l.lines.key("moves", 0)), fmt.Errorf("%w: the log names winners %v, the moves give %v", ErrResultMismatch, l.Winners, want)
	}
	return 0, nil
}

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}
