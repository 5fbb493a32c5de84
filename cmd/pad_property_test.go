package cmd

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// nameRunes are what random names are made of: plain letters most of the
// time, and now and then something a name may not hold.
var nameRunes = []rune("AaBbCcZz09 ' .-_éßŁ漢😀&*![]{}~\"|>%@`?,=:#\t\n\x01\x7f\u00a0\u200b\u0085")

func randomName(rng *rand.Rand) string {
	n := rng.IntN(6) + 1
	if rng.IntN(20) == 0 {
		n = 30 + rng.IntN(6) // around the length limit
	}
	var b strings.Builder
	for range n {
		if rng.IntN(4) == 0 {
			b.WriteRune(nameRunes[rng.IntN(len(nameRunes))])
		} else {
			b.WriteRune(rune('a' + rng.IntN(26)))
		}
	}
	return b.String()
}

func randomScore(rng *rand.Rand) string {
	switch rng.IntN(10) {
	case 0:
		return "9223372036854775807"
	case 1:
		return fmt.Sprint(-rng.IntN(5))
	case 2:
		return fmt.Sprint(rng.IntN(300))
	case 3:
		return "0" + fmt.Sprint(rng.IntN(9))
	}
	return fmt.Sprint(rng.IntN(30))
}

func mainIn(dir string, args ...string) (int, string) {
	var out, errb bytes.Buffer
	cwd, _ := os.Getwd()
	os.Chdir(dir)
	defer os.Chdir(cwd)
	code := Main(append([]string{"tabletop"}, args...), strings.NewReader(""), &out, &errb)
	return code, errb.String()
}

// Property: for random names and scores, whatever pad new, pad add and pad
// undo accept (exit 0), pad show reads; whatever they refuse (exit 1 or 2, one
// line) leaves the pad as it was.
func TestPadAcceptedIsReadable(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 2026))
	dir := t.TempDir()
	accepted, adds := 0, 0
	for i := range 150 {
		game := []string{"mojo", "makoto"}[rng.IntN(2)]
		n := 2 + rng.IntN(3)
		names := make([]string, n)
		for j := range names {
			names[j] = randomName(rng)
		}
		file := fmt.Sprintf("p%d.yaml", i)
		code, msg := mainIn(dir, "pad", "new", game, "--players", strings.Join(names, ","), "--file", file)
		if code != 0 {
			if code != 2 || strings.Count(msg, "\n") != 1 {
				t.Fatalf("pad new %q: exit %d, %q", names, code, msg)
			}
			if _, err := os.Stat(filepath.Join(dir, file)); err == nil {
				t.Fatalf("a refused pad new %q wrote a pad", names)
			}
			continue
		}
		accepted++
		show := func(after string) {
			if code, msg := mainIn(dir, "pad", "show", file, "--json"); code != 0 {
				t.Fatalf("after %s, pad show of %q refuses the pad: %s", after, names, msg)
			}
		}
		show("pad new")
		for range 1 + rng.IntN(4) {
			before, _ := os.ReadFile(filepath.Join(dir, file))
			args := []string{"pad", "add", file}
			for _, name := range names {
				args = append(args, "--score", strings.TrimSpace(name)+"="+randomScore(rng))
			}
			if rng.IntN(4) == 0 {
				code, msg = mainIn(dir, "pad", "undo", file)
			} else {
				code, msg = mainIn(dir, args...)
			}
			after, _ := os.ReadFile(filepath.Join(dir, file))
			switch {
			case code == 0:
				adds++
				show(strings.Join(args, " "))
			case code != 1 && code != 2 || strings.Count(msg, "\n") != 1:
				t.Fatalf("%q: exit %d, %q", args, code, msg)
			case !bytes.Equal(before, after):
				t.Fatalf("refused %q changed the pad", args)
			}
		}
	}
	t.Logf("%d pads accepted, %d adds and undos accepted", accepted, adds)
	if accepted < 20 || adds < 20 {
		t.Errorf("too few accepted (%d pads, %d changes) for the test to mean much", accepted, adds)
	}
}
