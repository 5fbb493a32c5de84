package host

import (
	"errors"
	"fmt"
	"os"
	"time"
)

// SaveName is the file a game stopped before its end is saved to when no
// log was named: GAME-YYYYMMDD-HHMM.yaml in the current folder at now, or
// the first free of GAME-YYYYMMDD-HHMM-2.yaml, -3 ... The name never holds
// the seed: a seed lets whoever reads it deal the game again and see every
// hidden card.
func SaveName(game string, now time.Time) string {
	return FreeName(fmt.Sprintf("%s-%s", game, now.Format("20060102-1504")))
}

// FreeName is the first of STEM.yaml, STEM-2.yaml, STEM-3.yaml ... at
// which nothing is (NumberedName).
func FreeName(stem string) string {
	for n := 1; ; n++ {
		if name := NumberedName(stem, n); !exists(name) {
			return name
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

// exists reports whether anything (a file, a folder, a broken link) is
// at name.
func exists(name string) bool {
	_, err := os.Lstat(name)
	return !errors.Is(err, os.ErrNotExist)
}
