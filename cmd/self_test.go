package cmd

import (
	"path/filepath"
	"strings"
	"testing"

	"tabletop/engine/i18n"
)

// A game saved on quitting says how to continue it the way the program
// was run: "go run . play --resume" from a go run build (issue 28.22).
func TestSelfCommandOfGoRun(t *testing.T) {
	for _, tc := range []struct {
		exe  string
		want bool
	}{
		{"/tmp/go-build3141592/b001/exe/tabletop", true},
		{"/home/ann/.cache/tmp/go-build77/b001/exe/tabletop.exe", true},
		{"/usr/local/bin/tabletop", false},
		{"/home/ann/go/bin/tabletop", false},
		{"/tmp/go-build3141592/b001/tabletop.test", false},
		{"/opt/exe/tabletop", false},
	} {
		if got := isGoRunBuild(filepath.FromSlash(tc.exe)); got != tc.want {
			t.Errorf("%s: %v, want %v", tc.exe, got, tc.want)
		}
	}
	for _, lang := range []string{"en", "pl", "fr", "ru"} {
		for id, want := range map[string]string{"play.saved": "go run . play --resume g.yaml", "table.kept": "go run . table --resume g.yaml"} {
			got := tr(lang, id, i18n.Args{"Path": "g.yaml", "Self": "go run ."})
			if !strings.Contains(got, want) || strings.Contains(got, "tabletop") {
				t.Errorf("%s %s: %q", lang, id, got)
			}
		}
	}
}
