package cmd

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"tabletop/engine/i18n"
	"tabletop/engine/sim"
)

// sim's invariant lines and its closing error are told in the chosen
// language; the JSON keeps the English (Violations).
func TestSimViolationsTold(t *testing.T) {
	inner := i18n.NewError("engine.error.sim-after-move", i18n.Args{"N": 5, "Seat": i18n.Seat(2), "Move": i18n.Quoted("play 8"), "Err": errors.New("phase 9")})
	v := i18n.NewError("engine.error.sim-game", i18n.Args{"Game": 3, "Seed": uint64(99), "Err": inner})
	res := sim.Result{Game: "mojo", Games: 4, Players: 3, InvariantViolations: 2,
		Violations: []string{v.Error()}, ViolationErrs: []error{v}, Wins: []int{1, 1, 0}, Bots: []string{"random", "random", "random"}}
	want := map[string]string{
		"en": `game 3 (seed 99): after move 5 (seat 2 "play 8"): phase 9`,
		"pl": `gra 3 (ziarno 99): po ruchu 5 (#2 "play 8"): phase 9`,
		"fr": "partie 3 (graine 99)\u00a0: après le coup 5 (#2 «\u00a0play 8\u00a0»)\u00a0: phase 9",
		"ru": `игра 3 (зерно 99): после хода 5 (#2 "play 8"): phase 9`,
	}
	closing := map[string]string{
		"en": "2 games broke an engine invariant; first: " + want["en"],
		"pl": "2 gry złamały niezmiennik silnika; pierwsza: " + want["pl"],
		"fr": "2 parties ont enfreint un invariant du moteur\u00a0; la première\u00a0: " + want["fr"],
		"ru": "2 игры нарушили инвариант движка; первая: " + want["ru"],
	}
	for lang, line := range want {
		var buf bytes.Buffer
		if err := printSim(&buf, lang, style{}, simReport{Result: res, WinRates: seatRates(res)}); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(buf.String(), "  "+line+"\n") {
			t.Errorf("%s: no line %q in\n%s", lang, line, buf.String())
		}
		err := cliError("sim-error.invariant", map[string]any{"Count": res.InvariantViolations, "First": firstViolation(res)})
		if got := errorIn(lang, verdictError(err)); got != closing[lang] {
			t.Errorf("%s: %q, want %q", lang, got, closing[lang])
		}
	}
}

// A usage error told from the commands' catalogue keeps exit code 2 and
// wraps its Err argument.
func TestUsageMsg(t *testing.T) {
	inner := i18n.NewError("engine.refuse.no-seat", i18n.Args{"Seat": 7})
	err := usageError(cliError("table-error.reading", map[string]any{"Err": inner}))
	if ExitCode(err) != ExitUsage {
		t.Errorf("exit %d", ExitCode(err))
	}
	if !errors.Is(err, inner) {
		t.Error("does not wrap its Err")
	}
	if got, want := err.Error(), "reading the table's lines: seat 7 is not at this table"; got != want {
		t.Errorf("en %q, want %q", got, want)
	}
	if got, want := errorIn("pl", err), "nie udało się czytać wierszy stołu: przy tym stole nie ma miejsca 7"; got != want {
		t.Errorf("pl %q, want %q", got, want)
	}
}
