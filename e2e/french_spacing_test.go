package e2e

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// French puts a no-break space (U+00A0) before ; : ! ? and %, and inside
// « » (« joueurs : Ann », "20,5 %"), so that a line never breaks there.
// Every French message of every catalogue does, except after what is not
// French: a YAML key or a placeholder naming one ("game: mojo",
// "{{.Key}}:"), move notation written as it is typed ("Ann: play 3 3",
// "NOM: COUP"). A file and line or a path before what is said of it is a
// place, and takes the no-break space ("{{.Path}}\u00a0: …", as
// i18n.Placed writes "pad.yaml:3\u00a0: …"; issue 30). A plain space
// there is a mistake too.
func TestFrenchSpaceBeforePunctuation(t *testing.T) {
	t.Parallel()
	// Every French catalogue in the module, wherever a package keeps one.
	var files []string
	walkModule(t, nil, func(path string) error {
		if filepath.Base(filepath.Dir(path)) == "locales" && strings.HasSuffix(path, ".fr.yaml") {
			files = append(files, path)
		}
		return nil
	})
	if len(files) < 5 {
		t.Fatalf("only %d French catalogues found", len(files))
	}
	notFrench := map[string]bool{
		"{{.Key}}": true, "game": true, "players": true, "options": true, "discard": true, "{variant": true, "hand": true,
		"holds": true, "history": true, "mover": true, "mojo": true, "Ann": true, "Ben": true, "NOM": true, "JOUEUR": true, "CLÉ": true,
		"version": true, "journal": true, // YAML keys quoted in the text
	}
	entry := regexp.MustCompile(`^\s*(?:"[\w.-]+"|[\w.-]+):\s*(.*)$`)
	tight := regexp.MustCompile(`([^\s"'«(\[\x{a0}]+)[;:!?](\s|$|["'])`)
	plain := regexp.MustCompile(`[ \x{202f}]([;:!?%])(\s|$|["')\]»])|«[^\x{a0}]|[^\x{a0}]»`)
	for _, f := range files {
		data, err := os.ReadFile(fromRoot(f))
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
			if w := plain.FindString(m[1]); w != "" {
				t.Errorf("%s:%d: %q: French puts a no-break space (U+00A0) there, not a plain one: %s", f, i+1, w, strings.TrimSpace(line))
			}
		}
	}
}
