package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// French puts a space before ; : ! and ? (« joueurs : Ann »). Every French
// message of every catalogue does, except after what is not French: a
// YAML key or a placeholder naming one ("game: mojo", "{{.Key}}:"), move
// notation written as it is typed ("Ann: play 3 3", "NOM: COUP"), a file
// path before the system's reason ("{{.Path}}: …"), as a file name and
// line are.
func TestFrenchSpaceBeforePunctuation(t *testing.T) {
	var files []string
	for _, glob := range []string{"cmd/locales/*.fr.yaml", "rulesets/*/locales/*.fr.yaml", "engine/locales/*.fr.yaml",
		"validator/locales/*.fr.yaml", "engine/i18n/locales/*.fr.yaml"} {
		m, err := filepath.Glob(glob)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, m...)
	}
	if len(files) < 5 {
		t.Fatalf("only %d French catalogues found", len(files))
	}
	notFrench := map[string]bool{
		"{{.Key}}": true, "game": true, "players": true, "options": true, "discard": true, "{variant": true, "hand": true,
		"holds": true, "history": true, "mover": true, "mojo": true, "Ann": true, "Ben": true, "NOM": true, "JOUEUR": true, "CLÉ": true,
		"{{.Path}}": true, "{{.New}}": true,
	}
	entry := regexp.MustCompile(`^\s*[\w.-]+:\s*(.*)$`)
	tight := regexp.MustCompile(`([^\s"'«(\[]+)[;:!?](\s|$|["'])`)
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for i, line := range strings.Split(string(data), "\n") {
			m := entry.FindStringSubmatch(line)
			if m == nil || strings.HasPrefix(strings.TrimSpace(line), "#") {
				continue
			}
			for _, w := range tight.FindAllStringSubmatch(m[1], -1) {
				if !notFrench[w[1]] {
					t.Errorf("%s:%d: no space before the punctuation after %q: %s", f, i+1, w[1], strings.TrimSpace(line))
				}
			}
		}
	}
}
