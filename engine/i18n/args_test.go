package i18n

import (
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestOneArgumentType: a message's arguments are Args, never a
// map[string]any literal with named keys (a JSON document written by
// WriteJSON may be one), and a message phrase is made by Message, never a
// Phrase literal.
func TestOneArgumentType(t *testing.T) {
	root := filepath.Join("..", "..")
	for _, dir := range []string{"cmd", "engine", "validator", "host", "rulesets", "serve", "screens", "scorepad", "internal"} {
		err := filepath.WalkDir(filepath.Join(root, dir), func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
				return err
			}
			b, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			for i, line := range strings.Split(string(b), "\n") {
				if strings.Contains(line, `map[string]any{"`) && !strings.Contains(line, "JSON") {
					t.Errorf("%s:%d: message arguments as map[string]any; use i18n.Args", path, i+1)
				}
				if strings.Contains(line, "Phrase{ID:") && !strings.HasSuffix(path, filepath.Join("i18n", "message.go")) {
					t.Errorf("%s:%d: a message phrase as a literal; use i18n.Message", path, i+1)
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
}
