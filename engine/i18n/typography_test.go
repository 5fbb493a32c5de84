package i18n

import "testing"

func TestSepAndJoin(t *testing.T) {
	tests := []struct {
		lang, sep, want string
	}{
		{French, "; ", " ; "},
		{French, ": ", " : "},
		{French, "! ", " ! "},
		{French, "? ", " ? "},
		{French, ", ", ", "},
		{French, "", ""},
		{English, "; ", "; "},
		{Polish, ": ", ": "},
		{Russian, "; ", "; "},
		{"", ": ", ": "},
	}
	for _, tt := range tests {
		if got := Sep(tt.lang, tt.sep); got != tt.want {
			t.Errorf("Sep(%q, %q) = %q, want %q", tt.lang, tt.sep, got, tt.want)
		}
	}
	parts := []string{"a", "b", "c"}
	if got := Join(French, parts, "; "); got != "a ; b ; c" {
		t.Errorf("Join fr = %q", got)
	}
	if got := Join(English, parts, "; "); got != "a; b; c" {
		t.Errorf("Join en = %q", got)
	}
}

func TestDecimalAndPercent(t *testing.T) {
	for _, tc := range []struct {
		lang          string
		dec, pct, int string
	}{
		{"en", "2.60", "20.5%", "3"},
		{"pl", "2,60", "20,5%", "3"},
		{"fr", "2,60", "20,5 %", "3"},
		{"ru", "2,60", "20,5 %", "3"},
	} {
		if got := Decimal(tc.lang, 2.6, 2); got != tc.dec {
			t.Errorf("Decimal(%s, 2.6, 2) = %q, want %q", tc.lang, got, tc.dec)
		}
		if got := Percent(tc.lang, 0.205, 1); got != tc.pct {
			t.Errorf("Percent(%s, 0.205, 1) = %q, want %q", tc.lang, got, tc.pct)
		}
		if got := Decimal(tc.lang, 3, 0); got != tc.int {
			t.Errorf("Decimal(%s, 3, 0) = %q, want %q", tc.lang, got, tc.int)
		}
	}
}
