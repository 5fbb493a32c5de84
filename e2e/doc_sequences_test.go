//go:build unix

package e2e

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestDocSequences runs, in order in a new folder, the commands of every
// code block that the documents mark as a sequence with
// "<!-- sequence: ... -->" on the line before it: a reader following them
// one after the other must meet no error (issue 22.6). The commands run in
// sh, as a reader's shell would run them (globs, heredocs), on the real
// binary.
func TestDocSequences(t *testing.T) {
	t.Parallel()
	bin := t.TempDir()
	if err := os.Symlink(binary, filepath.Join(bin, "tabletop")); err != nil {
		t.Fatal(err)
	}
	found, commands := 0, 0
	for _, doc := range exampleDocs(t) {
		text := readFile(t, fromRoot(doc))
		for _, block := range strings.Split(text, "<!-- sequence")[1:] {
			_, body, ok := strings.Cut(block, "```sh\n")
			if !ok {
				t.Fatalf("%s: a sequence marker without a sh block after it", doc)
			}
			body, _, _ = strings.Cut(body, "```")
			cmds := shellCommands(body)
			if len(cmds) == 0 {
				t.Fatalf("%s: a marked block without commands", doc)
			}
			found++
			commands += len(cmds)
			dir := t.TempDir()
			for _, c := range cmds {
				sh := exec.Command("sh", "-c", c)
				sh.Dir = dir
				sh.Env = append(os.Environ(), "PATH="+bin+string(os.PathListSeparator)+os.Getenv("PATH"),
					"NO_COLOR=1", "LANG=C", "LC_ALL=", "TABLETOP_CONFIG=")
				if out, err := sh.CombinedOutput(); err != nil {
					t.Fatalf("%s: %s: %v\n%s", doc, c, err, out)
				}
			}
		}
	}
	if found < 2 {
		t.Fatalf("only %d sequences marked in the documents", found)
	}
	t.Logf("ran %d sequences, %d commands", found, commands)
}

// shellCommands splits a sh block into its commands: one a line, a
// heredoc with its lines; comments and blank lines left out.
func shellCommands(body string) []string {
	var cmds []string
	lines := strings.Split(body, "\n")
	for i := 0; i < len(lines); i++ {
		l := strings.TrimSpace(lines[i])
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		if _, tag, ok := strings.Cut(l, "<<'"); ok {
			end := strings.TrimSuffix(tag, "'")
			c := l
			for i++; i < len(lines) && strings.TrimSpace(lines[i]) != end; i++ {
				c += "\n" + lines[i]
			}
			cmds = append(cmds, c+"\n"+end)
			continue
		}
		cmds = append(cmds, l)
	}
	return cmds
}
