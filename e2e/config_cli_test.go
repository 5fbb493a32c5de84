package e2e

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestConfigFile: the config file's defaults apply, TABLETOP_* variables
// and flags come first, tabletop config shows what is in force and from
// where, and a bad file is a one-line error at its line (issue 22.15).
func TestConfigFile(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	pads := filepath.Join(dir, "pads")
	cfg := filepath.Join(dir, "config.yaml")
	writeFile(t, cfg, "lang: pl\nplayers: Ann,Ben,Cy\npads: "+pads+"\ncolor: never\n")
	env := func(more ...string) []string { return append([]string{"TABLETOP_CONFIG=" + cfg}, more...) }

	r := runEnv(t, dir, "", env(), "config")
	for _, want := range []string{"Plik konfiguracji: " + cfg, "lang", "pl", "Ann,Ben,Cy", pads, "never", "plik konfiguracji"} {
		if !strings.Contains(r.stdout, want) {
			t.Errorf("config lacks %q:\n%s", want, r.stdout)
		}
	}
	// The language: the file, then TABLETOP_LANG, then --lang.
	for _, c := range []struct {
		env  []string
		args []string
		want string
	}{
		{env(), nil, "Taka sama karta"},
		{env("TABLETOP_LANG=fr"), nil, "Carte égale"},
		{env("TABLETOP_LANG=fr"), []string{"--lang", "ru"}, "Равная карта"},
		{env("LANG=fr_FR.UTF-8"), nil, "Taka sama karta"}, // the file before the locale
	} {
		r := runEnv(t, dir, "", c.env, append([]string{"rules", "mojo", "mojo.turn.equal"}, c.args...)...)
		if r.code != 0 || !strings.Contains(r.stdout, c.want) {
			t.Errorf("%v %v: exit %d, want %q:\n%s%s", c.env, c.args, r.code, c.want, r.stdout, r.stderr)
		}
	}
	// The players and the pads folder.
	r = runEnv(t, dir, "", env(), "pad", "new", "mojo")
	file := filepath.Join(pads, "mojo-"+time.Now().Format("2006-01-02")+".yaml")
	if data, err := os.ReadFile(file); r.code != 0 || err != nil || !strings.Contains(string(data), "players: [Ann, Ben, Cy]") {
		t.Fatalf("pad new: exit %d %s; %s: %v\n%s", r.code, r.stderr, file, err, data)
	}
	r = runEnv(t, dir, "top 8\n", env("TABLETOP_PLAYERS=Dee,Eve"), "table", "mojo", "--json")
	if r.code != 0 || !strings.Contains(r.stdout, `"Dee"`) || strings.Contains(r.stdout, `"Ann"`) {
		t.Errorf("table with TABLETOP_PLAYERS: exit %d %s", r.code, r.stderr)
	}
	// A bad file: one line naming it, exit 2, for every command.
	writeFile(t, cfg, "lang: pl\ncolour: never\n")
	r = runEnv(t, dir, "", env(), "rules", "mojo")
	if r.code != 2 || strings.TrimSpace(r.stderr) != "tabletop: "+cfg+`:2: unknown key "colour" (did you mean "color"?)` {
		t.Errorf("bad config: exit %d %q", r.code, r.stderr)
	}
	// No file: the built-in defaults, said so.
	r = runEnv(t, dir, "", []string{"TABLETOP_CONFIG=" + filepath.Join(dir, "none.yaml")}, "config", "--json")
	if r.code != 0 || !strings.Contains(r.stdout, `"exists": false`) {
		t.Errorf("no file: exit %d %s", r.code, r.stdout)
	}
}

// A mistake in the config file names its file and line, and is told by
// the commands that read the file, not by --help and --version, which
// work whatever the file holds (issue 28.22).
func TestConfigMistakeNamesLineAndSparesHelp(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	for _, tc := range []struct{ body, want string }{
		{"players: Ann,Ben\nlang: de\n", `config.yaml:2: lang: unknown language "de"`},
		{"# mine\n\ncolor: red\n", `config.yaml:3: color: "red" is not auto or never`},
		{"players: [\n", "config.yaml:1:"},
	} {
		cfg := filepath.Join(dir, "config.yaml")
		if err := os.WriteFile(cfg, []byte(tc.body), 0o600); err != nil {
			t.Fatal(err)
		}
		env := []string{"TABLETOP_CONFIG=" + cfg, "LANG=C"}
		expectBadInput(t, runEnv(t, dir, "", env, "rules", "mojo"), tc.want)
		for _, args := range [][]string{{"--help"}, {"-h"}, {"--version"}, {"-v"}, {"help"}, {"play", "--help"}, {"help", "pad"}} {
			if r := runEnv(t, dir, "", env, args...); r.code != 0 || r.stdout == "" {
				t.Errorf("%q with %q: exit %d\nstderr %s", tc.body, args, r.code, r.stderr)
			}
		}
	}
}
