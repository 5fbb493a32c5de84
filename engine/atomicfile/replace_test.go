package atomicfile

import (
	"os"
	"path/filepath"
	"testing"
)

// ReplaceFile replaces an existing file and creates a missing one, leaving
// nothing at the old name.
func TestReplaceFile(t *testing.T) {
	dir := t.TempDir()
	to := filepath.Join(dir, "pad.yaml")
	for i, text := range []string{"first", "second"} {
		from := filepath.Join(dir, "tmp")
		if err := os.WriteFile(from, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := ReplaceFile(from, to); err != nil {
			t.Fatalf("replace %d: %v", i+1, err)
		}
		if got, err := os.ReadFile(to); err != nil || string(got) != text {
			t.Fatalf("replace %d: %q, %v; want %q", i+1, got, err, text)
		}
		if _, err := os.Stat(from); !os.IsNotExist(err) {
			t.Fatalf("replace %d: the old name is still there (%v)", i+1, err)
		}
	}
}
