package serve_test

import (
	"strings"
	"testing"
	"time"

	gossh "golang.org/x/crypto/ssh"

	. "tabletop/serve"
)

// Issue 30 (Polish): the code prompt names the seat as Polish does, "Kod
// dla Ann:", not "Kod dla: Ann:".
func TestPolishCodePrompt(t *testing.T) {
	t.Parallel()
	srv, addr := startServer(t, Config{Lang: "pl"})
	tab := open(t, srv, "mojo", 1, []string{"Ann", "Ben"}, nil, nil)
	ann := tab.Seats()[0]
	var asked []string
	cfg := &gossh.ClientConfig{User: ann.User, HostKeyCallback: gossh.InsecureIgnoreHostKey(), Timeout: 10 * time.Second,
		Auth: []gossh.AuthMethod{gossh.KeyboardInteractive(func(_, _ string, questions []string, _ []bool) ([]string, error) {
			asked = append(asked, questions...)
			if len(questions) == 0 {
				return nil, nil
			}
			return []string{ann.Code}, nil
		})}}
	c, err := tryDial(addr, cfg, nil, 0, 0)
	if err != nil {
		t.Fatalf("the right code: %v (asked %q)", err, asked)
	}
	c.conn.Close()
	if got := strings.Join(asked, "|"); got != "Kod dla Ann: " {
		t.Errorf("asked %q, want %q", got, "Kod dla Ann: ")
	}
}
