package engine

import (
	"errors"
	"fmt"
	"io/fs"
	"tabletop/engine/i18n"
	"testing"
)

func TestErrorIn(t *testing.T) {
	seat := i18n.Told("engine.refuse.no-seat", i18n.Args{"Seat": 7})
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
		{"prefix kept", fmt.Errorf("pad.yaml:3: %w", seat), "pl", "pad.yaml:3: " + polishSeat},
		{"two prefixes", fmt.Errorf("a: %w", fmt.Errorf("b: %w", seat)), "pl", "a: b: " + polishSeat},
		{"words around stay English", fmt.Errorf("reading %w again", seat), "pl", "reading seat 7 is not at this table again"},
		{"plain error", errors.New("boom"), "pl", "boom"},
		{"field error", &FieldError{Field: "hands", Seat: 1, Err: seat}, "pl", "hands: " + polishSeat},
		{"input error told", InputErrorTold("p.yaml", 4, "engine.refuse.no-seat", i18n.Args{"Seat": 7}), "pl", "p.yaml:4: " + polishSeat},
		{"input error wrapping told", &InputError{File: "p.yaml", Msg: seat.Error(), Err: seat}, "pl", "p.yaml: " + polishSeat},
		{"input error own words", InputErrorf("p.yaml", 2, "odd"), "pl", "p.yaml:2: odd"},
		{"told inside told", i18n.Told("engine.notation.cannot-read", i18n.Args{"Input": `"x"`, "Reason": "r", "Err": seat}), "en", `cannot read move "x": r`},
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
	err := i18n.Told("engine.refuse.no-seat", i18n.Args{"Seat": 1, "Err": fs.ErrNotExist})
	if !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("errors.Is(Told(..., Err), ErrNotExist) = false")
	}
	ie := InputErrorTold("f", 1, "engine.refuse.no-seat", i18n.Args{"Seat": 1, "Err": fs.ErrPermission})
	if !errors.Is(ie, fs.ErrPermission) {
		t.Errorf("errors.Is(InputErrorTold(..., Err), ErrPermission) = false")
	}
	if i18n.Told("engine.refuse.no-seat", i18n.Args{"Seat": 1}).(*i18n.ToldError).Unwrap() != nil {
		t.Errorf("a told error without Err wraps something")
	}
}
