package e2e

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The stop signals (SIGINT, SIGTERM, SIGHUP) are listened for from the
// start of the program by engine/atomicfile, which ends the process at one
// unless a handler of the program's own gets it: a command that handles
// one itself listens through atomicfile.Notify and Stop. signal.Notify
// called anywhere else would not keep the process from ending
// (internal/signaltest, for tests only, catches the ones a test run
// ignores, so that the processes it starts do not inherit them ignored).
func TestSignalsThroughAtomicfile(t *testing.T) {
	t.Parallel()
	walkModule(t, nil, func(path string) error {
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") ||
			filepath.ToSlash(filepath.Dir(path)) == "engine/atomicfile" ||
			filepath.ToSlash(filepath.Dir(path)) == "internal/signaltest" {
			return nil
		}
		data, err := os.ReadFile(fromRoot(path))
		if err != nil {
			return err
		}
		for i, line := range strings.Split(string(data), "\n") {
			if (strings.Contains(line, "signal.Notify(") || strings.Contains(line, "signal.NotifyContext(")) && !otherSignalsOnly(line) {
				t.Errorf("%s:%d: %s: listen for a stop signal through atomicfile.Notify and Stop", path, i+1, strings.TrimSpace(line))
			}
		}
		return nil
	})
}

// otherSignalsOnly reports whether a call to signal.Notify names only
// signals other than the stop signals (SIGWINCH, SIGCONT...).
func otherSignalsOnly(line string) bool {
	for _, stop := range []string{"Interrupt", "SIGINT", "SIGTERM", "SIGHUP"} {
		if strings.Contains(line, stop) {
			return false
		}
	}
	return strings.Contains(line, "syscall.SIG") || strings.Contains(line, "unix.SIG")
}
