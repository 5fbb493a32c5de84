package e2e

import (
	"os"
	"regexp"
	"strings"
	"testing"
)

// An error that adds words to the error it wraps is a message error
// (i18n.NewError with the wrapped error under "Err", or i18n.At for a
// place before it), never fmt.Errorf("words: %w"): the commands tell an
// error in the person's language by the first message of its chain
// (i18n.ErrorIn, errors.As), so words fmt.Errorf adds would be lost.
// enginetest, whose errors are for the developers of a game and never
// reach a player, may wrap as it likes.
func TestNoWordsWrappedByErrorf(t *testing.T) {
	t.Parallel()
	wrap := regexp.MustCompile(`fmt\.Errorf\("([^"]*%w[^"]*)"`)
	walkModule(t, []string{"enginetest"}, func(path string) error {
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		data, err := os.ReadFile(fromRoot(path))
		if err != nil {
			return err
		}
		for _, m := range wrap.FindAllStringSubmatch(string(data), -1) {
			if m[1] != "%w" {
				t.Errorf("%s: fmt.Errorf(%q) adds words to the error it wraps: make it a message error (i18n.NewError, i18n.At)", path, m[1])
			}
		}
		return nil
	})
}
