package cmdtest

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"tabletop/cmd/cmdutil"
	"tabletop/engine"
)

// Streams are in-memory streams: stdin from in, stdout and stderr
// captured.
func Streams(in string) (cmdutil.IOStreams, *bytes.Buffer, *bytes.Buffer) {
	var out, errOut bytes.Buffer
	return cmdutil.IOStreams{In: strings.NewReader(in), Out: &out, ErrOut: &errOut}, &out, &errOut
}

// MustGame is the registered game name (the test fails without it).
func MustGame(t testing.TB, name string) engine.Ruleset {
	t.Helper()
	rs, err := engine.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	return rs
}

// MustOptions are opts resolved against rs's options (the test fails on
// a bad one).
func MustOptions(t testing.TB, rs engine.Ruleset, opts engine.Options) engine.Options {
	t.Helper()
	o, err := engine.Resolve(rs.Options(), opts)
	if err != nil {
		t.Fatal(err)
	}
	return o
}

// GoldenPath is a golden file of the end-to-end tests (testdata/golden,
// read from the source tree).
func GoldenPath(name string) string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..", "..", "testdata", "golden", name)
}

// ReadGolden reads a golden file of the end-to-end tests.
func ReadGolden(t testing.TB, name string) string {
	t.Helper()
	data, err := os.ReadFile(GoldenPath(name))
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// ExitOf is the exit code of a run that returned err.
func ExitOf(err error) int {
	if err == nil {
		return cmdutil.ExitOK
	}
	return cmdutil.ExitCode(err)
}

// LineReader hands out one line per Read, as a terminal does; huh's
// accessible prompts each read through their own buffer.
type LineReader struct{ Lines []string }

func (r *LineReader) Read(p []byte) (int, error) {
	if len(r.Lines) == 0 {
		return 0, io.EOF
	}
	n := copy(p, r.Lines[0]+"\n")
	r.Lines = r.Lines[1:]
	return n, nil
}

// CheckRun fails t unless a run that returned err exits with code and
// printed out, the golden file golden when one is named, with want in it.
func CheckRun(t testing.TB, err error, out string, code int, golden, want string) {
	t.Helper()
	if got := ExitOf(err); got != code {
		t.Fatalf("exit %d (%v), want %d", got, err, code)
	}
	if golden != "" && out != ReadGolden(t, golden) {
		t.Fatalf("output differs from %s:\n%s", golden, out)
	}
	if !strings.Contains(out, want) {
		t.Fatalf("output lacks %q:\n%s", want, out)
	}
}
