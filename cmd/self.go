package cmd

import (
	"os"
	"path/filepath"
	"strings"
	"sync"
)

// selfCommand is how the user runs this program, for the commands the
// messages tell them to run: "go run ." for a binary go run built (it
// lies in the build's temporary go-build…/…/exe folder, gone once it
// exits), else "tabletop".
var selfCommand = sync.OnceValue(func() string {
	if exe, err := os.Executable(); err == nil && isGoRunBuild(exe) {
		return "go run ."
	}
	return "tabletop"
})

// isGoRunBuild reports whether exe is where go run puts the binary it
// builds: GOTMPDIR/go-buildNNN/bNNN/exe/NAME.
func isGoRunBuild(exe string) bool {
	dir := filepath.Dir(exe)
	if filepath.Base(dir) != "exe" {
		return false
	}
	work := filepath.Dir(filepath.Dir(dir))
	return strings.HasPrefix(filepath.Base(work), "go-build")
}
