package fileio_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"tabletop/engine"
	"tabletop/engine/fileio"
	"tabletop/engine/i18n"
	"testing"
)

// The engine, imported here, registers the catalogue of the messages
// fileio quotes (engine.error.*) for every test of the package.

// File errors are told in Polish, French and Russian: not the English,
// every placeholder filled, the file and line kept, and what they wrap
// unchanged.
func TestFileErrorsTold(t *testing.T) {
	dir := t.TempDir()
	missing := filepath.Join(dir, "missing.yaml")
	type doc struct {
		Game    string   `yaml:"game"`
		Players []string `yaml:"players"`
		Seed    int      `yaml:"seed"`
	}
	decode := func(text string) error {
		var d doc
		return fileio.DecodeYAML("f.yaml", []byte(text), &d)
	}
	_, errMissing := fileio.ReadLimited(missing)
	_, errDir := fileio.ReadLimited(dir)
	tests := []struct {
		name, prefix string
		err          error
		is           error
	}{
		{"missing", missing + ": ", errMissing, os.ErrNotExist},
		{"folder", dir + ": ", errDir, fileio.ErrNotRegular},
		{"malformed", "f.yaml:1: ", decode("game: mojo\nplayers: [Ann, Ben\n"), nil},
		{"unknown key", "f.yaml:2: ", decode("game: mojo\nplayrs: [Ann]\n"), nil},
		{"wrong type", "f.yaml:2: ", decode("game: mojo\nseed: many\n"), nil},
		{"empty", "f.yaml: ", decode("\n"), nil},
		{"second document", "f.yaml:2: ", decode("game: mojo\n---\ngame: mojo\n"), nil},
		{"wrong kind", "f.yaml: ", fileio.CheckKind("f.yaml", []byte("version: 1\ngame: mojo\nplayers: [A, B]\nrounds: []\ntotals: {}\n"), fileio.KindLog), nil},
		{"bad name", "", engine.CheckName("-Ann"), nil},
		{"unknown option", "", func() error { _, err := engine.Resolve(nil, engine.Options{"x": "y"}); return err }(), nil},
	}
	for _, tt := range tests {
		if tt.err == nil {
			t.Fatalf("%s: no error", tt.name)
		}
		if tt.is != nil && !errors.Is(tt.err, tt.is) {
			t.Errorf("%s: %v does not wrap %v", tt.name, tt.err, tt.is)
		}
		en := tt.err.Error()
		if i18n.ErrorIn("en", tt.err) != en {
			t.Errorf("%s: English told %q, Error %q", tt.name, i18n.ErrorIn("en", tt.err), en)
		}
		for _, lang := range []string{"pl", "fr", "ru"} {
			got := i18n.ErrorIn(lang, tt.err)
			// French writes the place "f.yaml:2\u00a0: " (i18n.Placed).
			if got == en || !strings.HasPrefix(strings.ReplaceAll(got, i18n.NBSP+":", ":"), tt.prefix) || strings.Contains(got, "<no value>") || strings.Contains(got, "engine.error") {
				t.Errorf("%s in %s: %q (English %q)", tt.name, lang, got, en)
			}
		}
	}
	// The English of the YAML complaints is today's.
	for text, want := range map[string]string{
		"game: mojo\nplayrs: [Ann]\n": `f.yaml:2: unknown key "playrs" (did you mean "players"?)`,
		"game: mojo\nseed: many\n":    `f.yaml:2: seed: want a whole number, not "many"`,
		"game: [mojo\n":               "f.yaml:1: did not find expected ',' or ']'",
	} {
		if err := decode(text); err == nil || err.Error() != want {
			t.Errorf("%q: %v, want %s", text, err, want)
		}
	}
	if got := i18n.ErrorIn("pl", decode("game: mojo\nseed: many\n")); got != "f.yaml:2: seed: ma być liczba całkowita, a nie „many”" {
		t.Errorf("wrong type in Polish: %q", got)
	}
}

// A file the tool may not replace is refused in the reader's language.
func TestWriteErrorsTold(t *testing.T) {
	dir := t.TempDir()
	err := fileio.WriteFileAtomic(dir, []byte("x"), 0o644)
	if !errors.Is(err, fileio.ErrNotRegular) {
		t.Fatalf("writing over a folder: %v", err)
	}
	if got := i18n.ErrorIn("ru", err); got != dir+": это каталог, а не обычный файл; он не будет заменён" {
		t.Errorf("in Russian: %q", got)
	}
}
