package gamewords

import (
	"testing"

	"tabletop/engine/enginetest"
)

// The game's words exist in every language with the same placeholders,
// every message the code names is there, and none is unused.
func TestMessagesComplete(t *testing.T) {
	for _, err := range enginetest.CheckMessages("gamewords", ".") {
		t.Error(err)
	}
}
