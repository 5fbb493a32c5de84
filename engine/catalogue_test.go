package engine_test

import (
	"testing"

	"tabletop/engine/enginetest"
)

// The engine's catalogue is complete in every language and holds exactly
// the messages its code quotes: the core's and those of the engine's
// packages (the search, the simulator, the story, the table, the hints,
// the positions, the file helpers).
func TestEngineCatalogueComplete(t *testing.T) {
	for _, err := range enginetest.CheckMessages("engine", ".", "mcts", "sim", "story", "tableplay", "hints", "position", "atomicfile", "filelock", "fileio") {
		t.Error(err)
	}
}
