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
