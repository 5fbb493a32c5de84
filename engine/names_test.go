package engine

import (
	"strings"
	"testing"
)

func TestCheckName(t *testing.T) {
	tests := []struct {
		name string
		want string // "" : accepted
	}{
		{"Ann", ""},
		{"Mary Ann", ""},
		{"Zoë", ""},
		{"O'Brien", ""},
		{strings.Repeat("x", MaxNameLen), ""},
		{"", "empty"},
		{"   ", "empty"},
		{" Ann", "spaces around"},
		{"Ann\t", "spaces around"},
		{"A\x01B", "printable"},
		{"A\nB", "printable"},
		{"A\u200bB", "printable"}, // zero-width space
		{"A\u00a0B", "printable"}, // no-break space
		{"A\xffB", "UTF-8"},
		{strings.Repeat("x", MaxNameLen+1), "longer than"},
		{strings.Repeat("é", MaxNameLen+1), "longer than"},
		{"A,B", "may not contain"},
		{"A=B", "may not contain"},
		{"bot:greedy", "may not contain"},
		{"Ann#2", "may not contain"},
		{"-x", "start with -"},
	}
	for _, tc := range tests {
		err := CheckName(tc.name)
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("CheckName(%q) = %v, want nil", tc.name, err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("CheckName(%q) = %v, want %q", tc.name, err, tc.want)
		case err != nil && strings.ContainsAny(err.Error(), "\n\x01"):
			t.Errorf("CheckName(%q): message is not one printable line: %q", tc.name, err)
		}
	}
	if err := CheckNames([]string{"Ann", "ann"}); err == nil || !strings.Contains(err.Error(), "twice") {
		t.Errorf("CheckNames(Ann, ann) = %v", err)
	}
}

// TestSameName: a name typed with a precomposed letter or with a
// combining mark is one player, whatever its case; different letters are
// not.
func TestSameName(t *testing.T) {
	nfc, nfd := "Zo\u00eb", "Zoe\u0308"
	for _, tc := range []struct {
		a, b string
		same bool
	}{
		{nfc, nfd, true}, {nfd, "ZOË", true}, {"Ann", "ann", true},
		{"Zoe", nfc, false}, {"Ann", "Anne", false},
	} {
		if got := SameName(tc.a, tc.b); got != tc.same {
			t.Errorf("SameName(%q, %q) = %v", tc.a, tc.b, got)
		}
		if got := NameKey(tc.a) == NameKey(tc.b); got != tc.same {
			t.Errorf("NameKey(%q) == NameKey(%q) is %v", tc.a, tc.b, got)
		}
	}
	if err := CheckNames([]string{nfc, "Ben", nfd}); err == nil || !strings.Contains(err.Error(), "twice") {
		t.Errorf("CheckNames(Zoë NFC, Ben, Zoë NFD) = %v", err)
	}
}
