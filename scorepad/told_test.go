package scorepad

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tabletop/engine/enginetest"
	"tabletop/engine/i18n"
)

// The pads' complaints exist in every language with the same
// placeholders, and the code quotes every one of them.
func TestPadMessagesComplete(t *testing.T) {
	for _, err := range enginetest.CheckMessages("scorepad", ".") {
		t.Error(err)
	}
}

// A representative complaint of each kind is told in Polish, French and
// Russian: not the English, placeholders filled, file:line kept.
func TestPadErrorsTold(t *testing.T) {
	dir := t.TempDir()
	missing := filepath.Join(dir, "missing.yaml")
	bad := filepath.Join(dir, "bad.yaml")
	if err := os.WriteFile(bad, []byte("version: 1\ngame: mojo\nplayers: [Ann, Ben]\nrounds:\n  - hands: {Ann: [1], Bob: [2]}\n    mojo: Ann\ntotals: {Ann: 0, Ben: 0}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, errMissing := Load(missing)
	_, errBad := Load(bad)
	_, errSeat := SeatOf([]string{"Ann", "Ben"}, "Zed")
	tests := []struct {
		name, prefix string
		err          error
	}{
		{"missing file", missing + ": ", errMissing},
		{"unknown player in a round", bad + ":5: ", errBad},
		{"unknown player", "", errSeat},
	}
	for _, tt := range tests {
		if tt.err == nil {
			t.Fatalf("%s: no error", tt.name)
		}
		en := tt.err.Error()
		for _, lang := range []string{"pl", "fr", "ru"} {
			got := i18n.ErrorIn(lang, tt.err)
			// French writes the place "bad.yaml:5\u00a0: " (i18n.Placed).
			if got == en || !strings.HasPrefix(strings.Replace(got, i18n.NBSP+":", ":", 1), tt.prefix) || strings.Contains(got, "<no value>") || strings.Contains(got, "scorepad.error") {
				t.Errorf("%s in %s: %q (English %q)", tt.name, lang, got, en)
			}
		}
	}
	if !errors.Is(errMissing, os.ErrNotExist) {
		t.Errorf("a missing pad no longer wraps os.ErrNotExist: %v", errMissing)
	}
}
