package userconfig

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"tabletop/cmd/cmdutil"
	"tabletop/engine/i18n"
)

// The tests see no config file of the tester's (Get reads it once per
// process).
func init() { os.Setenv("TABLETOP_CONFIG", "") }

// TestLoad reads the settings of a file, sets nothing for an empty or
// missing file or none at all, and refuses an unknown language or colour
// naming the file and the key's line.
func TestLoad(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	good := write("good.yaml", "lang: pl\nplayers: Ann,Ben\npads: ~/games\ncolor: never\n")
	t.Setenv("TABLETOP_CONFIG", good)
	if c := load(); c.Err != nil || !c.Exists || c.Settings != (Settings{"pl", "Ann,Ben", "~/games", "never"}) {
		t.Fatalf("%s: %+v", good, c)
	}
	for p, exists := range map[string]bool{write("empty.yaml", " \n"): true, filepath.Join(dir, "missing.yaml"): false, "": false} {
		t.Setenv("TABLETOP_CONFIG", p)
		if c := load(); c.Err != nil || c.Settings != (Settings{}) || c.Path != p || c.Exists != exists {
			t.Errorf("%q: %+v", p, c)
		}
	}
	for _, c := range []struct{ text, id, at string }{
		{"players: Ann\nlang: xx\n", "cli.config.bad-lang", ":2"},
		{"color: pink\n", "cli.config.bad-color", ":1"},
	} {
		p := write("bad.yaml", c.text)
		t.Setenv("TABLETOP_CONFIG", p)
		err := load().Err
		var ie *i18n.Error
		if cmdutil.ExitCode(err) != cmdutil.ExitUsage || !errors.As(err, &ie) || ie.Msg.ID != c.id || ie.Msg.Args["File"] != p+c.at {
			t.Errorf("%q: %v, want %s at %s%s", c.text, err, c.id, p, c.at)
		}
	}
}

// TestFromEnvironment: the variables come before the file.
func TestFromEnvironment(t *testing.T) {
	t.Setenv("TABLETOP_LANG", "fr")
	t.Setenv("TABLETOP_PLAYERS", "Cy,Di")
	t.Setenv("TABLETOP_PADS", "~/pads")
	t.Setenv("HOME", "/home/ann")
	t.Setenv("NO_COLOR", "")
	if got := LocaleEnv("LC_ALL"); got != "fr" {
		t.Errorf("LC_ALL: %q", got)
	}
	if got := Players(); got != "Cy,Di" {
		t.Errorf("players: %q", got)
	}
	if got, want := PadsFolder(), "/home/ann/pads"; got != want {
		t.Errorf("pads: %q, want %q", got, want)
	}
	if !ColourOff() {
		t.Error("NO_COLOR set (even empty) leaves colour on")
	}
}
