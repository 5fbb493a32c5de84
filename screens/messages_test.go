package screens

import (
	"os"
	"testing"

	"tabletop/engine/enginetest"
)

// The kit's words exist in every language with the same placeholders,
// every message the code names is there, and none is unused.
func TestMessagesComplete(t *testing.T) {
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for _, err := range enginetest.CheckMessages("screens", dir) {
		t.Error(err)
	}
}
