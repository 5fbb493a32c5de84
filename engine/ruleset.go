package engine

import (
	"sort"
	"strings"
	"sync"

	"tabletop/engine/i18n"
)

// Ruleset is one game: its rules, its options, its bots and a way to start
// a game. What a game offers beyond it and State (table mode, scoring,
// translations ...) is the optional interfaces it implements, which
// engine/capability lists.
type Ruleset interface {
	// Name is the game's name on the command line: "mojo", "makoto".
	Name() string
	// Title is the game's display name.
	Title() string
	// MinPlayers and MaxPlayers bound the number of seats.
	MinPlayers() int
	MaxPlayers() int
	// Rules lists every rule with its ID from RULES.md, in rulebook order.
	Rules() []Rule
	// Options lists every option key with its values and default.
	Options() []OptionSpec
	// New sets up a game. Bad players or options are errors (bad input), not
	// rule errors.
	New(cfg Config) (State, error)
	// Bots lists the bot names; NewBot makes one seeded bot.
	Bots() []string
	NewBot(name string, seed uint64) (Agent, error)
}

// RoundWord is what a ruleset calls one of its RoundResults: a round, or a
// game of a series. The commands' messages have a text for each.
type RoundWord int

const (
	// WordRound: "Round 2" (Mojo).
	WordRound RoundWord = iota
	// WordGame: "Game 2", the games of a series (Makoto).
	WordGame
)

// String is the word in English, capitalised: "Round", "Game".
func (w RoundWord) String() string {
	if w == WordGame {
		return "Game"
	}
	return "Round"
}

// Key is the word in message IDs and file keys: "round", "game".
func (w RoundWord) Key() string {
	if w == WordGame {
		return "game"
	}
	return "round"
}

// RoundLabeler is implemented by a ruleset whose RoundResults are not
// called rounds: Makoto's are the games of a series (WordGame).
type RoundLabeler interface {
	RoundLabel() RoundWord
}

// RoundTitler is a ruleset that titles one of its RoundResults in its own
// words, from its own catalogue: "Round 2" (Mojo), "Game 2" (Makoto).
type RoundTitler interface {
	RoundTitle(n int) i18n.Phrase
}

// RoundTitleOf is round n of rs titled in the game's own words
// (RoundTitler), or, for a game that has none, "Round n" or "Game n" as
// rs calls its rounds (RoundWordOf).
func RoundTitleOf(rs Ruleset, n int) i18n.Phrase {
	if t, ok := rs.(RoundTitler); ok {
		return t.RoundTitle(n)
	}
	id := "engine.word.round-title"
	if RoundWordOf(rs) == WordGame {
		id = "engine.word.game-title"
	}
	return i18n.Message(id, i18n.Args{"N": n})
}

// RoundWordOf returns what rs calls one of its RoundResults: WordRound
// unless the ruleset says otherwise.
func RoundWordOf(rs Ruleset) RoundWord {
	if l, ok := rs.(RoundLabeler); ok {
		return l.RoundLabel()
	}
	return WordRound
}

// Rule is one entry of the rule catalogue: its stable ID, a short title and
// an explanation in the project's own words.
type Rule struct {
	ID      string   `json:"id"`
	Title   string   `json:"title"`
	Text    string   `json:"text"`
	Options []string `json:"options,omitempty"` // option keys that change this rule
}

// OptionSpec is one rule option: the key, its allowed values, the default,
// the rule it belongs to and what it does. An empty Values list means a
// free-form value that the ruleset checks itself (for example a list of
// reward values).
type OptionSpec struct {
	Key     string   `json:"key"`
	Values  []string `json:"values"`
	Default string   `json:"default"`
	Rule    string   `json:"rule"`
	Help    string   `json:"help"`
	// When, "KEY=VALUE" (several joined by commas: all of them), says the
	// option shapes a game only while option KEY has that value ("":
	// always); otherwise it keeps its default in a log (Canonical).
	When string `json:"-"`
}

// Config is everything that fixes a game before the first move.
type Config struct {
	// Players is the number of seats.
	Players int
	// Options maps option keys to values; missing keys take the default.
	Options Options
	// Seed fixes every shuffle.
	Seed uint64
	// Start is the seat that starts the first round (Mojo) or deals the
	// first game (Makoto).
	Start int
	// Names optionally names the seats for the texts a state writes
	// (View, Effects, round details). It does not change the game.
	Names []string
}

// SeatName returns the name of seat i: Names[i] when given, else "seat N"
// counting from 1.
func (c Config) SeatName(i int) string {
	if i >= 0 && i < len(c.Names) && c.Names[i] != "" {
		return c.Names[i]
	}
	return i18n.SeatName(i + 1)
}

// Who is seat i's name (SeatName) as a message argument: a seat named by
// its number is told as each language numbers seats (i18n.Player).
func (c Config) Who(i int) i18n.Player { return i18n.Player(c.SeatName(i)) }

// Options are rule options by key.
type Options map[string]string

// String prints options as sorted KEY=VALUE pairs separated by spaces (a
// value such as Makoto's rewards holds commas).
func (o Options) String() string {
	keys := make([]string, 0, len(o))
	for k := range o {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = k + "=" + o[k]
	}
	return strings.Join(parts, " ")
}

// Resolve checks opts against specs and returns a complete set, every key
// present (defaults filled in). Unknown keys and values are errors.
func Resolve(specs []OptionSpec, opts Options) (Options, error) {
	out := make(Options, len(specs))
	known := make(map[string]OptionSpec, len(specs))
	for _, s := range specs {
		known[s.Key] = s
		out[s.Key] = s.Default
	}
	for k, v := range opts {
		s, ok := known[k]
		if !ok {
			return nil, i18n.NewError("engine.error.option.unknown", i18n.Args{"Key": i18n.Quoted(k), "Known": specKeys(specs)})
		}
		if len(s.Values) > 0 && !contains(s.Values, v) {
			return nil, i18n.NewError("engine.error.option.value", i18n.Args{"Key": k, "Value": i18n.Quoted(v), "Values": strings.Join(s.Values, ", ")})
		}
		out[k] = v
	}
	return out, nil
}

func specKeys(specs []OptionSpec) string {
	keys := make([]string, len(specs))
	for i, s := range specs {
		keys[i] = s.Key
	}
	return strings.Join(keys, ", ")
}

func contains(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}

// ParseOption reads a KEY=VALUE pair.
func ParseOption(kv string) (key, value string, err error) {
	k, v, ok := strings.Cut(kv, "=")
	k, v = strings.TrimSpace(k), strings.TrimSpace(v)
	if !ok || k == "" || v == "" {
		return "", "", i18n.NewError("engine.error.option.syntax", i18n.Args{"Option": i18n.Quoted(kv)})
	}
	return k, v, nil
}

var (
	registryMu sync.RWMutex
	registry   = map[string]Ruleset{}
)

// Register makes a ruleset available by name. It panics on a duplicate
// name only: what a game offers beyond Ruleset and State is the optional
// interfaces it implements (engine/capability), which its tests check
// (enginetest.Conformance), never its registration.
func Register(r Ruleset) {
	registryMu.Lock()
	defer registryMu.Unlock()
	if _, dup := registry[r.Name()]; dup {
		panic("engine: ruleset registered twice: " + r.Name())
	}
	registry[r.Name()] = r
}

// Lookup returns the ruleset called name.
func Lookup(name string) (Ruleset, error) {
	registryMu.RLock()
	defer registryMu.RUnlock()
	r, ok := registry[strings.ToLower(name)]
	if !ok {
		return nil, i18n.NewError("engine.error.unknown-game", i18n.Args{"Game": i18n.Quoted(name), "Known": strings.Join(namesLocked(), ", ")})
	}
	return r, nil
}

// TitleOf is the title of the game called name, as prose names it
// ("Mojo"), or name itself when no game is called that: a game's name is
// for commands, files and IDs, its title for sentences.
func TitleOf(name string) string {
	if rs, err := Lookup(name); err == nil {
		return rs.Title()
	}
	return name
}

// Names returns the registered game names, sorted.
func Names() []string {
	registryMu.RLock()
	defer registryMu.RUnlock()
	return namesLocked()
}

func namesLocked() []string {
	names := make([]string, 0, len(registry))
	for n := range registry {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}
