package table

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"tabletop/cmd/cmdutil"
	"tabletop/engine"
	"tabletop/engine/echo"
	"tabletop/engine/fileio"
	"tabletop/engine/i18n"
	"tabletop/host"
	"tabletop/internal/lineread"
	"tabletop/scorepad"
	"tabletop/validator"
)

// Run follows the game of o on o.IO until its input ends or it is left.
func Run(o *Options) error {
	ios := o.IO
	if o.Screen || o.Prompt || o.StartLeaving == nil {
		// The screen and the prompt leave by themselves (onLeaveSignals).
		return runWith(o, ios.In, ios.Out, ios.ErrOut)
	}
	// Piped lines: Ctrl-C, SIGTERM and SIGHUP leave with the journal
	// complete (it is written after every accepted line) and 128 + the
	// signal's number.
	l := o.StartLeaving()
	defer l.Stop()
	kept := func() { fmt.Fprintln(ios.ErrOut, o.kept()) }
	l.OnForce(kept) // a step that does not notice the signal in time
	err := runWith(o, l.Reader(ios.In), ios.Out, ios.ErrOut)
	if lerr := l.Err(); lerr != nil {
		kept()
		return lerr
	}
	return err
}

// kept says that the journal keeps the game, and how to resume it.
func (o *Options) kept() string {
	return o.Tr(o.Lang, "table.kept", i18n.Args{"Path": o.Path, "Self": o.Self})
}

// session is one table session with its files and output.
type session struct {
	o     *Options
	sess  *validator.Session
	files *host.Journal // the journal and its pad, written by the host
	out   io.Writer
	st    cmdutil.Style
	line  int
	last  validator.Answer // the answer to the last line
}

// runWith follows the game of o, reading in, answering on out and
// saying the rest on errOut.
func runWith(o *Options, in io.Reader, out, errOut io.Writer) error {
	r, err := newSession(o, out)
	if err != nil {
		return err
	}
	if o.Screen {
		return r.screen(in, out, errOut)
	}
	if !o.JSON {
		r.greet(errOut)
	}
	if o.Prompt {
		return r.prompt(in, errOut)
	}
	err = readLines(in, maxTableLine, func(line string, whole bool) error {
		if !whole {
			return r.tooLong(line)
		}
		return r.handle(line)
	})
	var re *lineReadError
	if errors.As(err, &re) {
		return cmdutil.UsageError(cmdutil.CLIError("table-error.reading", i18n.Args{"Err": re.err}))
	}
	return err
}

// maxTableLine is the longest input line the table mode reads, in bytes;
// a longer one is refused and the session goes on.
const maxTableLine = 1 << 20

// lineReadError is a failure to read the input (not an error of a line).
type lineReadError struct{ err error }

func (e *lineReadError) Error() string { return e.err.Error() }
func (e *lineReadError) Unwrap() error { return e.err }

// readLines calls fn with every line of in, without its line break ("\n"
// or "\r\n"), as bufio.ScanLines splits it. fn's error is returned as it
// is, a failure to read as a *lineReadError. A line longer than maxLine
// bytes is handed over cut (its beginning, as an error repeats it) with
// whole false.
func readLines(in io.Reader, maxLine int, fn func(line string, whole bool) error) error {
	lr := newTableReader(in, maxLine)
	for {
		l, err := lr.Next()
		if err != nil && err != io.EOF {
			return &lineReadError{err}
		}
		if l.Size > 0 {
			if err := fn(tableLine(l)); err != nil {
				return err
			}
		}
		if err == io.EOF {
			return nil
		}
	}
}

// newTableReader reads the table's input lines, at most maxLine bytes.
func newTableReader(in io.Reader, maxLine int) *lineread.Reader {
	return lineread.New(in, lineread.Options{Max: maxLine, Keep: 4 * echo.MaxEcho})
}

// tableLine is a line read as the table takes it: a too-long one cut as
// an error repeats it.
func tableLine(l lineread.Line) (line string, whole bool) {
	if !l.Whole {
		return echo.Cut(strings.ToValidUTF8(l.Text, "")), false
	}
	return l.Text, true
}

// tooLong answers an input line longer than maxTableLine: refused, the
// session goes on.
func (r *session) tooLong(start string) error {
	r.line++
	a := validator.LineTooLong(r.line, maxTableLine, start)
	if r.o.JSON {
		return cmdutil.WriteJSONLine(r.out, r.lineJSON(a))
	}
	r.print(a)
	return nil
}

// newTableRun starts or resumes the session of o with its journal and pad,
// answering on out.
func newSession(o *Options, out io.Writer) (*session, error) {
	j := o.Journal
	rs, err := engine.Lookup(j.Game)
	if err != nil {
		return nil, &fileio.InputError{File: o.Path, Err: err}
	}
	start, err := scorepad.SeatOf(j.Players, j.Start)
	if err != nil {
		return nil, &fileio.InputError{File: o.Path, Err: i18n.At("start", err)}
	}
	sess, err := validator.NewSession(rs, j.Players, j.Options, start)
	if err != nil {
		return nil, cmdutil.UsageError(err)
	}
	var files *host.Journal
	if o.Resume {
		if k, err := sess.Restore(j.Lines); err != nil {
			return nil, &fileio.InputError{File: o.Path, Line: scorepad.JournalLine(o.Path, k), Err: err}
		}
		// A crash between the journal's write and the pad's is mended
		// here; with nothing to mend nothing is written.
		files, err = host.ResumeJournal(o.Path, j, tableRounds(sess))
	} else {
		files, err = host.StartJournal(o.Path, j)
	}
	if err != nil {
		return nil, err
	}
	return &session{o: o, sess: sess, files: files, out: out, st: o.Style(out)}, nil
}

// tableRounds are the rounds the table has scored, as the pad holds them.
func tableRounds(sess *validator.Session) []scorepad.Round {
	t := sess.Table()
	var rounds []scorepad.Round
	for k := range t.Rounds() {
		rounds = append(rounds, scorepad.RoundOf(t.RoundEntry(k)))
	}
	return rounds
}

// handle answers one input line: applies it, keeps the journal and the pad,
// and prints the answer.
func (r *session) handle(text string) error {
	r.line++
	a := r.sess.Handle(text)
	r.last = a
	if a.Ignored {
		return nil
	}
	if a.OK && !a.Query {
		var rounds []scorepad.Round
		if a.Scored {
			rounds = tableRounds(r.sess)
		}
		if err := r.files.Accepted(r.sess.Lines(), a.Scored, rounds); err != nil {
			return err
		}
	}
	if r.o.JSON {
		return cmdutil.WriteJSONLine(r.out, r.lineJSON(a))
	}
	r.print(a)
	return nil
}
