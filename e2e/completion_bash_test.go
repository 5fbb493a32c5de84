//go:build unix

package e2e

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestBashCompletionWordBreaks: bash cuts the word being completed at :
// and = (COMP_WORDBREAKS); the script still completes bot names after
// "bot:", option values after "variant=", and the last item of a list
// (issue 22.5). It runs the real script in bash on the real binary.
func TestBashCompletionWordBreaks(t *testing.T) {
	t.Parallel()
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("no bash on this machine")
	}
	bin := t.TempDir()
	if err := os.Symlink(binary, filepath.Join(bin, "tabletop")); err != nil {
		t.Fatal(err)
	}
	script := `source <(tabletop completion bash)
t() { COMP_LINE="$1"; COMP_POINT=${#1}; COMPREPLY=(); _tabletop_complete; echo "${COMPREPLY[*]}"; }
`
	for _, tt := range []struct{ line, want string }{
		{"tabletop play mojo --players Ann,bot:gr", "greedy"},
		{"tabletop play mojo --players bot:r", "random"},
		{"tabletop play mojo --players Ann,bot:greedy,b", "greedy,bot:random greedy,bot:greedy greedy,bot:mcts"}, // bash's word starts after the last ":"
		{"tabletop play mojo --option variant=t", "two-piles"},
		{"tabletop play mojo --option deal-next=c", "continue"},
		{"tabletop sim makoto --bots gr", "greedy"},
		{"tabletop play mojo --players Ann,bot:greedy --var", "--variant"},
		{"tabletop repl", "replay"},
	} {
		t.Run(tt.line, func(t *testing.T) {
			cmd := exec.Command(bash, "--norc", "--noprofile", "-c", script+"t '"+tt.line+"'")
			cmd.Env = append(os.Environ(), "PATH="+bin+string(os.PathListSeparator)+os.Getenv("PATH"), "LANG=C")
			out, err := cmd.CombinedOutput()
			if err != nil {
				t.Fatalf("bash: %v\n%s", err, out)
			}
			if got := strings.TrimSpace(string(out)); got != tt.want {
				t.Errorf("completes %q, want %q", got, tt.want)
			}
		})
	}
}
