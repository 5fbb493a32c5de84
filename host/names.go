package host

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"time"

	"tabletop/engine/atomicfile"
)

// SaveName takes the file a game stopped before its end is saved to when
// no log was named: GAME-YYYYMMDD-HHMM.yaml in the current folder at now,
// or the first free of GAME-YYYYMMDD-HHMM-2.yaml, -3 ... It is made empty
// at once (so that two games saved in the same minute, a lobby's, never
// take the same name) for the save to replace. The name never holds the
// seed: a seed lets whoever reads it deal the game again and see every
// hidden card.
func SaveName(game string, now time.Time) (string, error) {
	return SaveNameIn(".", game, now)
}

// SaveNameIn is SaveName in the folder dir ("." : the current folder,
// whose names stay bare).
func SaveNameIn(dir, game string, now time.Time) (string, error) {
	stem := filepath.Join(dir, fmt.Sprintf("%s-%s", game, now.Format("20060102-1504")))
	for n := 1; ; n++ {
		name := NumberedName(stem, n)
		f, err := os.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_EXCL, atomicfile.Private)
		switch {
		case err == nil:
			return name, f.Close()
		case !errors.Is(err, fs.ErrExist):
			return "", err
		}
	}
}

// NumberedName is STEM.yaml for the first (n = 1), STEM-N.yaml after it.
func NumberedName(stem string, n int) string {
	if n < 2 {
		return stem + ".yaml"
	}
	return fmt.Sprintf("%s-%d.yaml", stem, n)
}
