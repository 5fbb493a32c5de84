package engine

import (
	"errors"
	"fmt"
	"io/fs"
	"tabletop/engine/fileio"
	"tabletop/engine/i18n"
	"testing"
)

func TestErrorIn(t *testing.T) {
	seat := i18n.NewError("engine.refuse.no-seat", i18n.Args{"Seat": 7})
	polishSeat := "przy tym stole nie ma miejsca 7"
	tests := []struct {
		name string
		err  error
		lang string
		want string
	}{
		{"nil", nil, "pl", ""},
		{"told, English", seat, "en", "seat 7 is not at this table"},
		{"told, Polish", seat, "pl", polishSeat},
		{"unknown language is English", seat, "xx", "seat 7 is not at this table"},
		{"place kept", i18n.At("pad.yaml:3", seat), "pl", "pad.yaml:3: " + polishSeat},
		{"two places", i18n.At("a", i18n.At("b", seat)), "pl", "a: b: " + polishSeat},
		{"a wrapper without words is seen through", fmt.Errorf("%w", seat), "pl", polishSeat},
		{"a message wrapping a message", i18n.NewError("engine.error.log-move", i18n.Args{"Index": 3, "Move": `"x"`, "Err": seat}), "pl", "ruch 3 \"x\": " + polishSeat},
		{"plain error", errors.New("boom"), "pl", "boom"},
		{"input error told", fileio.NewInputError("p.yaml", 4, "engine.refuse.no-seat", i18n.Args{"Seat": 7}), "pl", "p.yaml:4: " + polishSeat},
		{"input error wrapping told", &fileio.InputError{File: "p.yaml", Err: seat}, "pl", "p.yaml: " + polishSeat},
		{"input error own words", &fileio.InputError{File: "p.yaml", Line: 2, Msg: i18n.Plain("odd")}, "pl", "p.yaml:2: odd"},
		{"told inside told", i18n.NewError("engine.notation.cannot-read", i18n.Args{"Input": `"x"`, "Reason": "r", "Err": seat}), "en", `cannot read move "x": r`},
		{"rule error", Refuse("mojo.turn", "engine.refuse.no-seat", i18n.Args{"Seat": 7}), "pl", "mojo.turn: " + polishSeat},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := i18n.ErrorIn(tt.lang, tt.err); got != tt.want {
				t.Errorf("ErrorIn(%q) = %q, want %q", tt.lang, got, tt.want)
			}
		})
	}
}

func TestToldErrorWraps(t *testing.T) {
	err := i18n.NewError("engine.refuse.no-seat", i18n.Args{"Seat": 1, "Err": fs.ErrNotExist})
	if !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("errors.Is(Told(..., Err), ErrNotExist) = false")
	}
	ie := fileio.NewInputError("f", 1, "engine.refuse.no-seat", i18n.Args{"Seat": 1, "Err": fs.ErrPermission})
	if !errors.Is(ie, fs.ErrPermission) {
		t.Errorf("errors.Is(fileio.NewInputError(..., Err), ErrPermission) = false")
	}
	if i18n.NewError("engine.refuse.no-seat", i18n.Args{"Seat": 1}).(*i18n.Error).Unwrap() != nil {
		t.Errorf("a told error without Err wraps something")
	}
}
