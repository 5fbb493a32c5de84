//go:build unix

package e2e

import (
	"strings"
	"testing"
)

// Long output on a terminal goes through the pager ($PAGER), as git's
// does; output that fits does not, and piped output never does (every
// other test pipes it) (issue 22.14).
func TestPagerOnTerminal(t *testing.T) {
	t.Parallel()
	pager := []string{"PAGER=sed 's/^/PAGED: /'"}
	for _, c := range []struct {
		name  string
		env   []string
		args  []string
		paged bool
		shows string
	}{
		{"the whole rules reference", pager, []string{"rules", "mojo"}, true, "PAGED: mojo.turn.equal"},
		{"TABLETOP_PAGER first", append(pager, "TABLETOP_PAGER=sed 's/^/OURS: /'"), []string{"rules", "makoto"}, false, "OURS: makoto.kensei"},
		{"one rule fits the screen", pager, []string{"rules", "mojo", "mojo.turn.equal"}, false, "mojo.turn.equal"},
		{"PAGER=cat turns it off", []string{"PAGER=cat"}, []string{"rules", "mojo"}, false, "mojo.setup.first"},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			term := onTerminal(t, "", c.env, c.args...)
			if code := term.Wait(); code != 0 {
				t.Fatalf("exit %d:\n%s", code, term.Screen())
			}
			out := term.Output()
			if !strings.Contains(out, c.shows) {
				t.Errorf("output lacks %q:\n%s", c.shows, out)
			}
			if got := strings.Contains(out, "PAGED: "); got != c.paged {
				t.Errorf("paged %v, want %v:\n%s", got, c.paged, out)
			}
		})
	}
}
