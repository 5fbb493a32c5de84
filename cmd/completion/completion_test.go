package completion

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/urfave/cli/v2"

	"tabletop/cmd/cmdutil"
	"tabletop/cmd/cmdutil/cmdtest"
	"tabletop/engine/i18n"
)

// TestNewCmdCompletionArgs reads command lines into Options without
// printing a script: a shell it knows, else the usage error that names
// the shells.
func TestNewCmdCompletionArgs(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string // "": a usage error
	}{
		{[]string{"bash"}, "bash"},
		{[]string{"zsh"}, "zsh"},
		{[]string{"fish"}, "fish"},
		{[]string{"powershell"}, ""},
		{[]string{"Bash"}, ""},
		{nil, ""},
	} {
		var got *Options
		cmd := NewCmdCompletion(cmdtest.Factory(), func(o *Options) error { got = o; return nil })
		var out bytes.Buffer
		err := cmdtest.Run(cmd, &out, c.args...)
		if c.want == "" {
			var ie *i18n.Error
			if cmdutil.ExitCode(err) != cmdutil.ExitUsage || !errors.As(err, &ie) || ie.Msg.ID != "cli.arg.shell" || got != nil {
				t.Fatalf("%q: err %v, ran with %+v; want the usage error cli.arg.shell", c.args, err, got)
			}
			continue
		}
		if err != nil || got == nil {
			t.Fatalf("%q: err %v, runF called: %v", c.args, err, got != nil)
		}
		if got.Shell != c.want || got.App == nil || got.IO.Out != &out {
			t.Fatalf("%q: shell %q (want %q), or not the application and its streams", c.args, got.Shell, c.want)
		}
	}
}

// TestRun prints each shell's script; fish's lists the application's
// commands.
func TestRun(t *testing.T) {
	app := &cli.App{Name: "tabletop", Commands: []*cli.Command{{Name: "rules", Usage: "look up a rule"}}}
	for shell, want := range map[string]string{
		"bash": "complete -o bashdefault -o default -F _tabletop_complete tabletop\n",
		"zsh":  "compdef _tabletop tabletop\n",
		"fish": "-a 'rules' -d 'look up a rule'",
	} {
		var out bytes.Buffer
		if err := Run(&Options{Shell: shell, App: app, IO: cmdutil.IOStreams{Out: &out}}); err != nil {
			t.Fatalf("%s: %v", shell, err)
		}
		if !strings.Contains(out.String(), want) {
			t.Errorf("%s: the script does not say %q:\n%s", shell, want, out.String())
		}
	}
}
