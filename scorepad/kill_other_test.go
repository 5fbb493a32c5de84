//go:build !unix

package scorepad

import (
	"os"
	"testing"
)

// stopSelf ends the process at once (TerminateProcess); only KILL is
// tested here.
func stopSelf(t *testing.T, sig string) {
	p, err := os.FindProcess(os.Getpid())
	if err == nil {
		err = p.Kill()
	}
	if err != nil {
		t.Fatal(err)
	}
}
