//go:build unix

package serve_test

import (
	"os/exec"
	"strings"
	"testing"

	"tabletop/internal/ptytest"
	. "tabletop/serve"
)

// A person joins with the OpenSSH client on a terminal, types the code at
// its prompt, plays a move from the list, switches the language and leaves
// with Ctrl-C. Skipped when no ssh client is on the PATH.
func TestOpenSSHClientJoins(t *testing.T) {
	t.Parallel() // its own server
	ssh, err := exec.LookPath("ssh")
	if err != nil {
		t.Skip("no OpenSSH client (apt-get install openssh-client)")
	}
	srv, addr := startServer(t, Config{})
	tab := open(t, srv, "mojo", 5, []string{"Ann", "bot:greedy"}, nil, nil)
	ann := tab.Seats()[0]
	_, port, _ := strings.Cut(addr, ":")
	home := t.TempDir()
	cmd := exec.Command(ssh, "-F", "/dev/null", "-o", "StrictHostKeyChecking=no", "-o", "UserKnownHostsFile=/dev/null",
		"-o", "LogLevel=ERROR", "-o", "PubkeyAuthentication=no", "-o", "PreferredAuthentications=keyboard-interactive",
		"-p", port, ann.User+"@127.0.0.1")
	cmd.Env = []string{"HOME=" + home, "PATH=/usr/bin:/bin"}
	term := ptytest.Start(t, cmd, 100, 30)
	term.WaitFor("Code for Ann:")
	term.Line(ann.Code)
	screen := term.WaitFor("Your move, Ann")
	if !strings.Contains(screen, "> Ann: 8 cards [") || !strings.Contains(screen, "Greedy bot: 8 cards; total 0") {
		t.Fatalf("the screen shows no hand of Ann's only:\n%s", screen)
	}
	term.Type(ptytest.Enter)
	term.WaitFor("Ann: play")
	term.Line("lang pl")
	term.WaitFor("Język: polski.")
	term.Type(ptytest.CtrlC)
	term.WaitFor("Wychodzisz od stołu.")
	if code := term.Wait(); code != 0 {
		t.Errorf("ssh exit %d", code)
	}
}
