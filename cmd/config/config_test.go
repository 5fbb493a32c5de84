package config

import (
	"bytes"
	"encoding/json"
	"os"
	"strings"
	"testing"

	"tabletop/cmd/cmdutil"
	"tabletop/cmd/cmdutil/cmdtest"
	"tabletop/engine/i18n"
)

// The tests see no config file of the tester's: the built-in defaults
// only (the file is read once per process).
func init() { os.Setenv("TABLETOP_CONFIG", "") }

// TestNewCmdConfigFlags reads command lines into Options without showing
// the config: runF captures what the command would run with.
func TestNewCmdConfigFlags(t *testing.T) {
	for _, c := range []struct {
		args []string
		json bool
	}{{nil, false}, {[]string{"--json"}, true}} {
		var got *Options
		cmd := NewCmdConfig(cmdtest.Factory(), func(o *Options) error { got = o; return nil })
		var out bytes.Buffer
		if err := cmdtest.Run(cmd, &out, c.args...); err != nil {
			t.Fatalf("%q: %v", c.args, err)
		}
		if got == nil {
			t.Fatalf("%q: runF not called", c.args)
		}
		if got.JSON != c.json || got.IO.Out != &out || got.Tr == nil {
			t.Fatalf("%q: JSON %v (want %v), or not the application's streams and messages", c.args, got.JSON, c.json)
		}
	}
	if err := cmdtest.Run(NewCmdConfig(cmdtest.Factory(), nil), new(bytes.Buffer), "--nosuch"); err == nil {
		t.Fatal("an unknown flag is taken")
	}
}

// TestRun shows each setting from where it comes: a variable, else the
// locale or the built-in default (no file); values are shown with their
// control characters escaped, never in --json.
func TestRun(t *testing.T) {
	t.Setenv("TABLETOP_LANG", "pl")
	t.Setenv("TABLETOP_PLAYERS", "Ann,bot:greedy")
	t.Setenv("TABLETOP_PADS", "games\x1b[31m")
	os.Unsetenv("NO_COLOR")
	var out bytes.Buffer
	if err := Run(&Options{JSON: true, IO: cmdutil.IOStreams{Out: &out}}); err != nil {
		t.Fatal(err)
	}
	var rep Report
	if err := json.Unmarshal(out.Bytes(), &rep); err != nil {
		t.Fatal(err)
	}
	want := []Setting{{"lang", "pl", "TABLETOP_LANG"}, {"players", "Ann,bot:greedy", "TABLETOP_PLAYERS"},
		{"pads", "games\x1b[31m", "TABLETOP_PADS"}, {"color", "auto", "default"}}
	if rep.File != "" || rep.Exists || len(rep.Settings) != len(want) {
		t.Fatalf("--json: %+v", rep)
	}
	for i, s := range want {
		if rep.Settings[i] != s {
			t.Errorf("setting %d: %+v, want %+v", i, rep.Settings[i], s)
		}
	}
	t.Setenv("NO_COLOR", "1")
	out.Reset()
	tr := func(_, id string, _ i18n.Args) string { return "<" + id + ">" }
	if err := Run(&Options{IO: cmdutil.IOStreams{Out: &out}, Tr: tr}); err != nil {
		t.Fatal(err)
	}
	text := out.String()
	for _, s := range []string{"<config.none>\n", "games\\x1b[31m", "NO_COLOR", "TABLETOP_PLAYERS"} {
		if !strings.Contains(text, s) {
			t.Errorf("the text does not say %q:\n%s", s, text)
		}
	}
	if strings.Contains(text, "<config.unset.players>") {
		t.Errorf("a value set is shown as unset:\n%s", text)
	}
	if strings.Contains(text, "\x1b") {
		t.Errorf("a control character reaches the terminal:\n%q", text)
	}
}
