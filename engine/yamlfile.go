package engine

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"gopkg.in/yaml.v3"
)

// MaxInputBytes is the largest YAML file (log, position, pad) the tool reads.
const MaxInputBytes = 4 << 20

// InputError is bad input at a place: a file and, when known, a line. It
// prints as one line, "file:line: what is wrong".
type InputError struct {
	File string
	Line int
	Msg  string
	Err  error
}

func (e *InputError) Error() string {
	switch {
	case e.File != "" && e.Line > 0:
		return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg)
	case e.File != "":
		return fmt.Sprintf("%s: %s", e.File, e.Msg)
	default:
		return e.Msg
	}
}

func (e *InputError) Unwrap() error { return e.Err }

// InputErrorf builds an *InputError at file:line.
func InputErrorf(file string, line int, format string, args ...any) *InputError {
	return &InputError{File: file, Line: line, Msg: fmt.Sprintf(format, args...)}
}

// ReadLimited reads a whole file, refusing one larger than MaxInputBytes.
// Anything but a regular file (a folder, a device, a FIFO that would wait
// for a writer forever) is refused with ErrNotRegular.
func ReadLimited(path string) ([]byte, error) {
	if st, err := os.Stat(path); err == nil && !st.Mode().IsRegular() {
		return nil, notRegular(path, st)
	}
	f, err := os.OpenFile(path, openReadFlags, 0)
	if err != nil {
		return nil, &InputError{File: path, Msg: "cannot read: " + unwrapPathError(err), Err: err}
	}
	defer f.Close()
	// The file may have been swapped since the Stat: check what was opened
	// (opening does not wait, see openReadFlags).
	if st, err := f.Stat(); err == nil && !st.Mode().IsRegular() {
		return nil, notRegular(path, st)
	}
	data, err := io.ReadAll(io.LimitReader(f, MaxInputBytes+1))
	if err != nil {
		return nil, &InputError{File: path, Msg: "cannot read: " + err.Error(), Err: err}
	}
	if len(data) > MaxInputBytes {
		return nil, InputErrorf(path, 0, "file is larger than %d MiB; refusing to read it", MaxInputBytes>>20)
	}
	return data, nil
}

func notRegular(path string, st os.FileInfo) error {
	return &InputError{File: path, Msg: fmt.Sprintf("is %s, not a regular file; refusing to read it", kindOf(st.Mode())), Err: ErrNotRegular}
}

func unwrapPathError(err error) string {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	return err.Error()
}

var yamlLineRE = regexp.MustCompile(`^(?:yaml: )?line (\d+): (.*)$`)

// DecodeYAML strictly decodes one YAML document from data into v: unknown
// keys are errors, and so are an empty document and a second document.
// Errors are *InputError naming file and line.
func DecodeYAML(file string, data []byte, v any) error {
	if len(bytes.TrimSpace(data)) == 0 {
		return InputErrorf(file, 0, "file is empty")
	}
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	if err := dec.Decode(v); err != nil {
		return YAMLErrorIn(file, data, err)
	}
	var extra yaml.Node
	if err := dec.Decode(&extra); err == nil {
		return InputErrorf(file, extra.Line, "a second YAML document; expected exactly one")
	} else if !errors.Is(err, io.EOF) {
		return YAMLErrorIn(file, data, err)
	}
	return nil
}

// YAMLErrorIn is YAMLError for an error in data: when yaml.v3 gives no
// line (invalid UTF-8, control characters, an unknown anchor, a file cut
// short), the line is found in data.
func YAMLErrorIn(file string, data []byte, err error) error {
	e := YAMLError(file, err)
	var ie *InputError
	if errors.As(e, &ie) && ie.Line == 0 {
		if off := yamlErrorOffset(data, ie.Msg); off >= 0 {
			ie.Line = LineAt(data, off)
		}
	}
	return e
}

// LineAt is the 1-based line of byte offset off in data.
func LineAt(data []byte, off int) int {
	off = min(max(off, 0), len(data))
	return bytes.Count(data[:off], []byte("\n")) + 1
}

var anchorRE = regexp.MustCompile(`unknown anchor '([^']*)'`)

// yamlErrorOffset finds where in data the yaml.v3 error msg (one without a
// line) is: the first byte that is not UTF-8, the first control character,
// the unknown alias, or the end of a file cut short; -1 if unknown.
func yamlErrorOffset(data []byte, msg string) int {
	switch {
	case strings.Contains(msg, "UTF-8") || strings.Contains(msg, "UTF-16"):
		for i := 0; i < len(data); {
			r, n := utf8.DecodeRune(data[i:])
			if r == utf8.RuneError && n <= 1 {
				return i
			}
			i += n
		}
	case strings.Contains(msg, "control characters"):
		for i, r := range string(data) {
			if r == utf8.RuneError || (r < 0x20 && r != '\t' && r != '\n' && r != '\r') || r == 0x7f || (r >= 0x80 && r <= 0x9f && r != 0x85) || r == 0xfffe || r == 0xffff {
				return i
			}
		}
	case anchorRE.MatchString(msg):
		name := anchorRE.FindStringSubmatch(msg)[1]
		if i := bytes.Index(data, []byte("*"+name)); i >= 0 {
			return i
		}
	case strings.Contains(msg, "cannot start any token"):
		// A tab where YAML wants indentation (a line of only a tab).
		for i := 0; i < len(data); i++ {
			if data[i] == '\t' && (i == 0 || data[i-1] == '\n') {
				return i
			}
		}
	case strings.Contains(msg, "EOF") || strings.Contains(msg, "end of stream") || strings.Contains(msg, "too early"):
		return len(bytes.TrimRight(data, " \t\r\n"))
	}
	return -1
}

// YAMLError turns a yaml.v3 error into a one-line *InputError at its line.
func YAMLError(file string, err error) error {
	var ie *InputError
	if errors.As(err, &ie) {
		if ie.File == "" {
			ie.File = file
		}
		return ie
	}
	var te *yaml.TypeError
	msg := err.Error()
	if errors.As(err, &te) && len(te.Errors) > 0 {
		msg = te.Errors[0]
	}
	msg = strings.TrimPrefix(msg, "yaml: ")
	if m := yamlLineRE.FindStringSubmatch(msg); m != nil {
		line, _ := strconv.Atoi(m[1])
		return &InputError{File: file, Line: line, Msg: m[2], Err: err}
	}
	if strings.Contains(msg, "EOF") || strings.Contains(msg, "unexpected end") {
		msg = "the file ends too early (truncated?): " + msg
	}
	return &InputError{File: file, Msg: strings.ReplaceAll(msg, "\n", "; "), Err: err}
}
