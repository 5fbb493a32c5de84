package cmd

import "testing"

// TestScreenStyle: a full screen (table's) is coloured unless NO_COLOR
// asks for none.
func TestScreenStyle(t *testing.T) {
	t.Setenv("TERM", "xterm")
	t.Setenv("NO_COLOR", "1")
	if screenStyle().On {
		t.Error("NO_COLOR set, yet the screen is coloured")
	}
}
