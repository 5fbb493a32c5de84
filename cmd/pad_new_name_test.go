package cmd

import (
	"bytes"
	"os"
	"strings"
	"testing"
	"time"

	"tabletop/cmd/cmdutil"
)

// A second pad the same evening gets the next free name, and says which
// (issue 22.1); the first is never replaced.
func TestPadNewNextFreeName(t *testing.T) {
	t.Chdir(t.TempDir())
	day := time.Now().Format("2006-01-02")
	want := []string{"mojo-" + day + ".yaml", "mojo-" + day + "-2.yaml", "mojo-" + day + "-3.yaml"}
	players := []string{"Ann,Ben", "Ann,Ben,Cy", "Cy,Dee"}
	for i, file := range want {
		var out, errOut bytes.Buffer
		if code := Main([]string{"tabletop", "pad", "new", "mojo", "--players", players[i]}, strings.NewReader(""), &out, &errOut); code != cmdutil.ExitOK {
			t.Fatalf("pad new %d: exit %d: %s", i+1, code, errOut.String())
		}
		if !strings.Contains(out.String(), "Started "+file+":") {
			t.Errorf("pad new %d says %q, want it to name %s", i+1, out.String(), file)
		}
	}
	for i, file := range want {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		first := strings.Split(players[i], ",")[0]
		if !strings.Contains(string(data), first) || (i == 0 && strings.Contains(string(data), "Cy")) {
			t.Errorf("%s does not hold the pad of %s:\n%s", file, players[i], data)
		}
	}
	// --file names the file: an existing one is still refused.
	var out, errOut bytes.Buffer
	if code := Main([]string{"tabletop", "pad", "new", "mojo", "--players", "Ann,Ben", "--file", want[0]}, strings.NewReader(""), &out, &errOut); code != cmdutil.ExitUsage {
		t.Errorf("pad new --file over an existing pad: exit %d, want 2", code)
	}
}
