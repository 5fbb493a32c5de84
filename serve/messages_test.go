package serve

import (
	"testing"

	"tabletop/engine"
)

// The server's words exist in every language with the same placeholders,
// every message the code names is there, and none is unused.
func TestMessagesComplete(t *testing.T) {
	for _, err := range engine.CheckMessages("serve", srcDir) {
		t.Error(err)
	}
}
