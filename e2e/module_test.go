package e2e

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// moduleRoot is the module's root folder, where go.mod, README.md, the
// docs, the catalogues' packages and testdata/ lie; TestMain finds it.
var moduleRoot string

// findModuleRoot walks up from the working folder (this package's, when go
// test runs it) to the first folder holding go.mod.
func findModuleRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", errors.New("e2e: no go.mod above the working folder")
		}
		dir = parent
	}
}

// fromRoot is the path of rel, a path relative to the module's root.
func fromRoot(rel string) string { return filepath.Join(moduleRoot, filepath.FromSlash(rel)) }

// testdataPath is the path of a file under the module's testdata folder:
// the goldens (-update rewrites them there), positions, pads and table
// transcripts.
func testdataPath(elem ...string) string {
	return filepath.Join(append([]string{moduleRoot, "testdata"}, elem...)...)
}

// walkModule calls fn with the path, relative to the module's root, of
// every file of the module outside testdata, hidden folders and the
// folders named in skip; an error of fn fails the test.
func walkModule(t *testing.T, skip []string, fn func(rel string) error) {
	t.Helper()
	err := filepath.WalkDir(moduleRoot, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && path != moduleRoot && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".") || slices.Contains(skip, d.Name())) {
			return filepath.SkipDir
		}
		if d.IsDir() {
			return nil
		}
		rel, err := filepath.Rel(moduleRoot, path)
		if err != nil {
			return err
		}
		return fn(rel)
	})
	if err != nil {
		t.Fatal(err)
	}
}
