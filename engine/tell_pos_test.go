package engine

import (
	"errors"
	"strings"
	"testing"

	"tabletop/engine/fileio"
	"tabletop/engine/i18n"
)

// Errors of positions, logs and sim are told in every language: not the
// English, every placeholder filled, the key, file and line kept; the
// English is the text the code always gave.
func TestPositionLogSimErrorsTold(t *testing.T) {
	mismatch := i18n.NewError("engine.error.result-rounds", i18n.Args{"Err": ErrResultMismatch, "Count": 2, "Got": 3})
	tests := []struct {
		name   string
		err    error
		en     string
		prefix string // kept in every language
	}{
		{"unknown key suggested", &i18n.Error{Msg: fileio.UnknownKeyPhrase("hnd", []string{"hand", "holds"})}, `unknown key "hnd" (did you mean "hand"?)`, ""},
		{"unknown key listed", &i18n.Error{Msg: fileio.UnknownKeyPhrase("colour", []string{"hand", "holds"})}, `unknown key "colour" (known keys: hand, holds)`, ""},
		{"log line", fileio.NewInputError("g.yaml", 1, "engine.error.log-version", i18n.Args{"Version": 7, "Want": 1}), "g.yaml:1: log version 7 is not supported (want 1)", "g.yaml:1: "},
		{"replay move", &ReplayError{File: "g.yaml", Index: 2, Line: 13, Move: "Greedy: play 3", Err: ErrGameOver},
			`g.yaml:13: move 2 "Greedy: play 3": engine.game-over: the game is over, so no more moves can be made`, "g.yaml:13: "},
		{"replay result", &ReplayError{File: "g.yaml", Line: 80, Err: mismatch},
			"g.yaml:80: recorded result does not match the moves: the log records 2 rounds, the moves finish 3", "g.yaml:80: "},
		{"resume move", &ResumeError{Index: 4, Move: "Ann: play 8", Err: ErrGameOver},
			`move 4 "Ann: play 8": engine.game-over: the game is over, so no more moves can be made`, ""},
		{"sim game", i18n.NewError("engine.error.sim-game", i18n.Args{"Game": 3, "Seed": uint64(99), "Err": i18n.NewError("engine.error.sim-after-move",
			i18n.Args{"N": 5, "Seat": i18n.Seat(2), "Move": i18n.Quoted("play 8"), "Err": errors.New("phase 9")})}),
			`game 3 (seed 99): after move 5 (seat 2 "play 8"): phase 9`, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.err.Error(); got != tt.en {
				t.Fatalf("English %q, want %q", got, tt.en)
			}
			for _, lang := range []string{"pl", "fr", "ru"} {
				got := i18n.ErrorIn(lang, tt.err)
				switch {
				case got == tt.en:
					t.Errorf("%s: still the English %q", lang, got)
				case strings.Contains(got, "<no value>") || strings.Contains(got, "engine.error."):
					t.Errorf("%s: %q lacks a placeholder or a message", lang, got)
				case !strings.HasPrefix(strings.ReplaceAll(got, i18n.NBSP+":", ":"), tt.prefix): // French: "g.yaml:13\u00a0: "
					t.Errorf("%s: %q lost the prefix %q", lang, got, tt.prefix)
				}
			}
		})
	}
}

// A result that does not match is still ErrResultMismatch (a verdict,
// exit 1) however it is told.
func TestResultMismatchWrapped(t *testing.T) {
	err := i18n.NewError("engine.error.result-totals", i18n.Args{"Err": ErrResultMismatch, "Totals": "[1]", "Got": "[2]"})
	if !errors.Is(err, ErrResultMismatch) {
		t.Fatal("not ErrResultMismatch")
	}
	if got, want := i18n.ErrorIn("pl", err), "zapisany wynik nie zgadza się z ruchami: zapisane sumy końcowe to [1], a ruchy dają [2]"; got != want {
		t.Errorf("pl %q, want %q", got, want)
	}
}

// French puts a no-break space before the colon after a rule ID; other
// languages do not.
func TestRuleErrorInFrenchColon(t *testing.T) {
	err := Refuse("engine.game-over", "engine.refuse.game-over", nil)
	if got := err.Tell().In("fr"); !strings.HasPrefix(got, "engine.game-over\u00a0: ") {
		t.Errorf("fr %q", got)
	}
	if got := err.Tell().In("pl"); !strings.HasPrefix(got, "engine.game-over: ") {
		t.Errorf("pl %q", got)
	}
}
