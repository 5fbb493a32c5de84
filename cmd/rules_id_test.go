package cmd

import (
	"bytes"
	"strings"
	"testing"

	"tabletop/cmd/cmdutil"
)

// A bare rule ID names its game (issue 22.9), through the whole
// application (its catalogue tells the errors): "rules mojo.turn.equal" is
// "rules mojo mojo.turn.equal".
func TestRulesBareID(t *testing.T) {
	run := func(args ...string) (string, string, int) {
		var out, errOut bytes.Buffer
		code := Main(append([]string{"tabletop", "rules"}, args...), strings.NewReader(""), &out, &errOut)
		return out.String(), errOut.String(), code
	}
	for _, tt := range []struct {
		bare, full []string
	}{
		{[]string{"mojo.turn.equal"}, []string{"mojo", "mojo.turn.equal"}},
		{[]string{"makoto.kensei", "makoto.lid"}, []string{"makoto", "makoto.kensei", "makoto.lid"}},
		{[]string{"mojo.turn.equal", "--json"}, []string{"mojo", "mojo.turn.equal", "--json"}},
	} {
		got, errOut, code := run(tt.bare...)
		want, _, wantCode := run(tt.full...)
		if code != cmdutil.ExitOK || wantCode != cmdutil.ExitOK || got != want || got == "" {
			t.Errorf("rules %v: exit %d %q\n%s\nwant the output of rules %v:\n%s", tt.bare, code, errOut, got, tt.full, want)
		}
	}
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"nope.turn"}, `unknown game "nope.turn"`},
		{[]string{"mojo.turn.equal", "makoto.kensei"}, `Mojo has no rule "makoto.kensei"`},
		{[]string{"mojo."}, `unknown game "mojo."`},
	} {
		_, errOut, code := run(tt.args...)
		if code != cmdutil.ExitUsage || !strings.Contains(errOut, tt.want) {
			t.Errorf("rules %v: exit %d %q, want 2 and %q", tt.args, code, errOut, tt.want)
		}
	}
}
