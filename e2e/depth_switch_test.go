package e2e

import (
	"go/build"
	"go/parser"
	"go/token"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// testdepthPath is the package of the one depth switch (-long).
const testdepthPath = "tabletop/internal/testdepth"

// Every package with tests imports internal/testdepth in a test file that
// every system builds, so that its test binary accepts -long and
// `go test ./... -long` runs on Linux, macOS and Windows alike.
func TestEveryTestedPackageTakesTheDepthSwitch(t *testing.T) {
	t.Parallel()
	tests := map[string][]string{} // folder → its test files, relative to the root
	walkModule(t, nil, func(path string) error {
		if strings.HasSuffix(path, "_test.go") {
			dir := filepath.Dir(path)
			tests[dir] = append(tests[dir], filepath.Base(path))
		}
		return nil
	})
	if len(tests) < 20 {
		t.Fatalf("only %d folders with tests found", len(tests))
	}
	for dir, files := range tests {
		if filepath.ToSlash(dir) == strings.TrimPrefix(testdepthPath, "tabletop/") {
			continue // the switch itself
		}
		var importing []string
		for _, name := range files {
			f, err := parser.ParseFile(token.NewFileSet(), fromRoot(filepath.Join(dir, name)), nil, parser.ImportsOnly)
			if err != nil {
				t.Fatal(err)
			}
			for _, imp := range f.Imports {
				if p, _ := strconv.Unquote(imp.Path.Value); p == testdepthPath {
					importing = append(importing, name)
				}
			}
		}
		var without []string // the systems where no importing file is built
		for _, goos := range []string{"linux", "darwin", "windows"} {
			ctx := build.Default
			ctx.GOOS, ctx.GOARCH = goos, "amd64"
			if !slices.ContainsFunc(importing, func(name string) bool {
				ok, err := ctx.MatchFile(fromRoot(dir), name)
				return err == nil && ok
			}) {
				without = append(without, goos)
			}
		}
		if len(without) > 0 {
			t.Errorf("%s: no test file built on %s imports %s: its tests refuse -long there (add a file with import _ %q)",
				filepath.ToSlash(dir), strings.Join(without, ", "), testdepthPath, testdepthPath)
		}
	}
}
