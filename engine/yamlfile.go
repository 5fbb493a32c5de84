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
		return YAMLError(file, err)
	}
	var extra yaml.Node
	if err := dec.Decode(&extra); err == nil {
		return InputErrorf(file, extra.Line, "a second YAML document; expected exactly one")
	} else if !errors.Is(err, io.EOF) {
		return YAMLError(file, err)
	}
	return nil
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
