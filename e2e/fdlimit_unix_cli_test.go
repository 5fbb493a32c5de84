//go:build unix

package e2e

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// Issue 19 (D13): under a low limit of open files (ulimit -n) the Go
// runtime could not start its poller and the process died with a runtime
// dump. Whatever the limit, tabletop either works or says in one line
// that the limit is too low, naming it (exit 2); a pad is never half
// written.
func TestLowFileLimit(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	mustRun(t, dir, "pad", "new", "mojo", "--players", "Ann,Ben,Cy", "--file", "p.yaml")
	for n := 4; n <= 14; n++ {
		before := readFile(t, filepath.Join(dir, "p.yaml"))
		script := fmt.Sprintf("ulimit -n %d && exec %q pad add p.yaml --score Ann=1 --score Ben=2 --score Cy=3", n, binary)
		cmd := exec.Command("sh", "-c", script)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "LANG=C", "LC_ALL=", "NO_COLOR=1")
		var out, errb bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &errb
		err := cmd.Run()
		code := 0
		if ee, ok := err.(*exec.ExitError); ok {
			code = ee.ExitCode()
		}
		after := readFile(t, filepath.Join(dir, "p.yaml"))
		switch {
		case code == 127 && strings.Contains(errb.String(), "shared librar"):
			// The dynamic loader, before tabletop runs, found no descriptor.
		case code == 0 && after != before:
		case code == 2 && strings.Count(errb.String(), "\n") == 1 && strings.Contains(errb.String(), fmt.Sprintf("ulimit -n, is %d", n)) && after == before:
		case code == 2 && strings.Count(errb.String(), "\n") == 1 && strings.Contains(errb.String(), fmt.Sprintf("(ulimit -n) is %d", n)) && after == before:
		default:
			t.Errorf("ulimit -n %d: exit %d (%v), pad changed %v\nstderr: %.600s", n, code, err, after != before, errb.String())
		}
	}
}
