package play

import (
	"tabletop/engine"
	"tabletop/engine/fileio"
)

// writeLog writes log to path as a saved game, for a test to resume.
func writeLog(path string, log *engine.GameLog) error {
	data, err := log.Marshal()
	if err == nil {
		err = fileio.WriteFileAtomic(path, data, 0o644)
	}
	return err
}
