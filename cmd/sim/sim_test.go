package sim

import (
	"bytes"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"tabletop/cmd/cmdutil"
	"tabletop/cmd/cmdutil/cmdtest"
	"tabletop/engine"
	"tabletop/engine/i18n"
	"tabletop/engine/sim"
)

// TestRun plays a few games of each game with deep checks and reports on
// them in JSON.
func TestRunSim(t *testing.T) {
	for _, game := range []string{"mojo", "makoto"} {
		t.Run(game, func(t *testing.T) {
			rs, err := engine.Lookup(game)
			if err != nil {
				t.Fatal(err)
			}
			opts, err := engine.Resolve(rs.Options(), nil)
			if err != nil {
				t.Fatal(err)
			}
			var out bytes.Buffer
			o := Options{Game: rs, JSON: true, IO: cmdutil.IOStreams{Out: &out, ErrOut: &out}, Sim: sim.Options{
				Config: engine.Config{Players: 3, Options: opts, Seed: 1},
				Games:  20, Bots: []string{"random"}, Workers: 1, Level: engine.CheckDeep,
			}}
			if err := Run(&o); err != nil {
				t.Fatal(err)
			}
			var rep report
			if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
				t.Fatal(err)
			}
			if rep.Games != 20 || rep.InvariantViolations != 0 || rep.Workers != 1 {
				t.Fatalf("report %+v", rep)
			}
		})
	}
}

// sim's invariant lines and its closing error are told in the chosen
// language; the JSON keeps the English (Violations).
func TestSimViolationsTold(t *testing.T) {
	cmdtest.RegisterWords()
	inner := i18n.NewError("engine.error.sim-after-move", i18n.Args{"N": 5, "Seat": i18n.Seat(2), "Move": i18n.Quoted("play 8"), "Err": errors.New("phase 9")})
	v := i18n.NewError("engine.error.sim-game", i18n.Args{"Game": 3, "Seed": uint64(99), "Err": inner})
	res := sim.Result{Game: "mojo", Games: 4, Players: 3, InvariantViolations: 2,
		Violations: []string{v.Error()}, ViolationErrs: []error{v}, Wins: []int{1, 1, 0}, Bots: []string{"random", "random", "random"}}
	want := map[string]string{
		"en": `game 3 (seed 99): after move 5 (seat 2 "play 8"): phase 9`,
		"pl": "gra 3 (ziarno 99): po ruchu 5 (#2 „play 8”): phase 9",
		"fr": "partie 3 (graine 99)\u00a0: après le coup 5 (#2 «\u00a0play 8\u00a0»)\u00a0: phase 9",
		"ru": "игра 3 (зерно 99): после хода 5 (#2 «play 8»): phase 9",
	}
	closing := map[string]string{
		"en": "2 games broke an engine invariant; first: " + want["en"],
		"pl": "2 gry złamały niezmiennik silnika; pierwsza: " + want["pl"],
		"fr": "2 parties ont enfreint un invariant du moteur\u00a0; la première\u00a0: " + want["fr"],
		"ru": "2 игры нарушили инвариант движка; первая: " + want["ru"],
	}
	for lang, line := range want {
		var buf bytes.Buffer
		o := &Options{Tr: cmdtest.Tr, TrN: cmdtest.TrN}
		if err := o.print(&buf, lang, cmdutil.Style{}, report{Result: res, WinRates: seatRates(res)}); err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(buf.String(), "  "+line+"\n") {
			t.Errorf("%s: no line %q in\n%s", lang, line, buf.String())
		}
		err := cmdutil.CLIError("sim-error.invariant", i18n.Args{"Count": res.InvariantViolations, "First": firstViolation(res)})
		if got := i18n.ErrorIn(lang, cmdutil.VerdictError(err)); got != closing[lang] {
			t.Errorf("%s: %q, want %q", lang, got, closing[lang])
		}
	}
}
