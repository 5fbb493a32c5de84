//go:build unix

package e2e

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"

	"tabletop/internal/ptytest"
)

// Issue 28.3: after --code-alarm wrong codes for a seat the host reads it
// on serve's terminal, and types code NAME there: the old code stops
// working, the new one lets in; the end of the terminal's input (Ctrl-D)
// stops nothing.
func TestServeHostGivesANewCode(t *testing.T) {
	for _, size := range [][2]int{{80, 24}, {50, 15}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			dir := t.TempDir()
			c := exec.Command(binary, "serve", "mojo", "--players", "Ann,Ben", "--json", "--listen", "127.0.0.1:0", "--code-alarm", "2")
			c.Dir = dir
			c.Env = append(os.Environ(), "NO_COLOR=1", "LC_ALL=", "LC_MESSAGES=", "LANG=C", "HOME="+dir, "XDG_CONFIG_HOME="+filepath.Join(dir, "config"))
			term := ptytest.Start(t, c, size[0], size[1])
			// waitFor waits until serve has written what re matches.
			waitFor := func(re *regexp.Regexp) []string {
				t.Helper()
				term.WaitUntil(re.String(), func(string) bool { return re.MatchString(term.Output()) })
				return re.FindStringSubmatch(term.Output())
			}
			seat := waitFor(regexp.MustCompile(`\{"name":"Ann","user":"ann","port":(\d+),"code":"(\w+)"`))
			port, code := seat[1], seat[2]
			dialAnn := func(code string) error {
				cfg := &gossh.ClientConfig{User: "ann", Auth: []gossh.AuthMethod{gossh.Password(code)},
					HostKeyCallback: gossh.InsecureIgnoreHostKey(), Timeout: 10 * time.Second}
				conn, err := gossh.Dial("tcp", "127.0.0.1:"+port, cfg)
				if err == nil {
					conn.Close()
				}
				return err
			}
			for range 2 {
				if dialAnn("nope22") == nil {
					t.Fatal("a wrong code let in")
				}
			}
			waitFor(regexp.MustCompile(`2 wrong codes for Ann \(user ann\): type code ann here to give that seat a new code\.`))
			term.Line("code ann")
			m := waitFor(regexp.MustCompile(`New code for Ann \(table 1\): (\w+)\. The old one no longer works; whoever is seated stays\.`))
			if err := dialAnn(code); err == nil {
				t.Error("the old code still lets in")
			}
			term.Type(ptytest.CtrlD)
			if err := dialAnn(m[1]); err != nil {
				t.Fatalf("the new code, after serve's input ended: %v", err)
			}
		})
	}
}
