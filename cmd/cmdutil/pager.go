package cmdutil

import (
	"bytes"
	"io"
	"os"
	"os/exec"
	"runtime"
	"strings"

	"golang.org/x/term"

	"tabletop/engine/atomicfile"
)

// pager keeps a command's text output to show it through a pager once the
// command is done (WithPager).
type pager struct {
	buf bytes.Buffer
	out *os.File // the terminal
}

func (p *pager) Write(b []byte) (int, error) { return p.buf.Write(b) }

// WithPager runs fn with its output kept and, on a terminal, shown through
// a pager when it is taller than the terminal, as git does: the pager is
// $TABLETOP_PAGER, else $PAGER, else less (more on Windows); an empty
// value or "cat" turns it off. Piped, fn writes straight out.
func WithPager(ios IOStreams, fn func(IOStreams) error) error {
	f, ok := ios.Out.(*os.File)
	if !ok || !IsTerminal(f) || pagerCommand() == "" {
		return fn(ios)
	}
	p := &pager{out: f}
	paged := ios
	paged.Out = p
	err := fn(paged)
	p.show()
	return err
}

// show writes what was kept: through the pager when it does not fit.
func (p *pager) show() {
	if p.buf.Len() == 0 {
		return
	}
	_, rows, err := term.GetSize(int(p.out.Fd()))
	if err != nil || bytes.Count(p.buf.Bytes(), []byte("\n")) < rows {
		_, _ = p.out.Write(p.buf.Bytes())
		return
	}
	if err := runPager(pagerCommand(), p.buf.Bytes(), p.out); err != nil {
		_, _ = p.out.Write(p.buf.Bytes()) // no pager to be had: the text as it is
	}
}

// pagerCommand is the pager to run, "" for none.
func pagerCommand() string {
	for _, name := range []string{"TABLETOP_PAGER", "PAGER"} {
		if v, set := os.LookupEnv(name); set {
			if v = strings.TrimSpace(v); v == "cat" {
				return ""
			}
			return v
		}
	}
	for _, p := range []string{"less", "more"} {
		if _, err := exec.LookPath(p); err == nil {
			return p
		}
	}
	return ""
}

// runPager shows text through the pager command, run by the shell as git
// runs it (so "less -S" works), with less told to quit when the text fits
// and to show colours (LESS=FRX, unless set).
func runPager(command string, text []byte, out *os.File) error {
	var cmd *exec.Cmd
	if runtime.GOOS == "windows" {
		cmd = exec.Command("cmd", "/C", command)
	} else {
		cmd = exec.Command("sh", "-c", command)
	}
	cmd.Stdin = bytes.NewReader(text)
	cmd.Stdout, cmd.Stderr = out, os.Stderr
	cmd.Env = os.Environ()
	if _, set := os.LookupEnv("LESS"); !set {
		cmd.Env = append(cmd.Env, "LESS=FRX")
	}
	if _, set := os.LookupEnv("LV"); !set {
		cmd.Env = append(cmd.Env, "LV=-c")
	}
	// Ctrl-C is the pager's (less leaves its search with it): caught
	// here rather than ending tabletop under it.
	sigs := make(chan os.Signal, 1)
	atomicfile.Notify(sigs, os.Interrupt)
	defer atomicfile.Stop(sigs)
	if err := cmd.Start(); err != nil {
		return err
	}
	_ = cmd.Wait() // a pager quit early (q) is not an error of tabletop's
	return nil
}

// PagedTo is the writer output goes to in the end: the terminal behind a
// pager, or w itself.
func PagedTo(w io.Writer) io.Writer {
	if p, ok := w.(*pager); ok {
		return p.out
	}
	return w
}
