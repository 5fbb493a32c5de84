package fileio

import (
	"strings"
	"testing"
)

// Errors yaml.v3 reports without a line get one: invalid UTF-8, control
// characters, unknown anchors, a tab where indentation goes, a file cut
// short.
func TestYAMLErrorsHaveALine(t *testing.T) {
	tests := []struct {
		in   string
		want string
	}{
		{"version: 1\ngame: mo\xffjo\n", "f.yaml:2: "},
		{"version: 1\ngame: mo\x01jo\n", "f.yaml:2: control characters"},
		{"version: 1\ngame: mojo\n\x00", "f.yaml:3: control characters"},
		{"version: 1\ngame: *nope\n", "f.yaml:2: unknown anchor"},
		{"version: 1\n\t\ngame: mojo\n", "f.yaml:2: "},
		{"version: 1\ngame: 'mojo\n", "f.yaml:2: "},
	}
	for _, tc := range tests {
		var v map[string]any
		err := DecodeYAML("f.yaml", []byte(tc.in), &v)
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("DecodeYAML(%q) = %v, want %q...", tc.in, err, tc.want)
		}
	}
}
