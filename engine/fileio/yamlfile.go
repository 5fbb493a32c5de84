package fileio

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"gopkg.in/yaml.v3"

	"tabletop/engine/i18n"
)

// MaxInputBytes is the largest YAML file (log, position, pad) the tool reads.
const MaxInputBytes = 4 << 20

// InputError is bad input at a place: a file and, when known, a line. It
// prints as one line, "file:line: what is wrong": Msg says what is wrong,
// or when Msg is zero the error it wraps, Err, says it. NewInputError
// builds one.
type InputError struct {
	File string
	Line int
	Msg  i18n.Phrase
	Err  error
}

func (e *InputError) Error() string { return e.Tell().String() }

// Tell returns the error as a phrase: the file and line as they are in
// every language, then what is wrong (after a colon as the language
// writes it: i18n.Placed).
func (e *InputError) Tell() i18n.Phrase {
	msg := e.Msg
	if msg.IsZero() {
		msg = i18n.ErrorPhrase(e.Err)
	}
	if w := e.where(); w != "" {
		return i18n.Placed(w, msg)
	}
	return msg
}

// NewInputError is bad input at file:line (line 0: the file as a whole)
// saying message id of a registered catalogue with args; an argument
// "Err" that is an error is also what it wraps (and need not be in the
// message).
func NewInputError(file string, line int, id string, args i18n.Args) *InputError {
	err, _ := args["Err"].(error)
	return &InputError{File: file, Line: line, Msg: i18n.Message(id, args), Err: err}
}

// where is "FILE:LINE", "FILE" or nothing.
func (e *InputError) where() string {
	switch {
	case e.File != "" && e.Line > 0:
		return fmt.Sprintf("%s:%d", e.File, e.Line)
	case e.File != "":
		return e.File
	default:
		return ""
	}
}

func (e *InputError) Unwrap() error { return e.Err }

// ReadLimited reads a whole file, refusing one larger than MaxInputBytes.
// Anything but a regular file (a folder, a device, a FIFO that would wait
// for a writer forever) is refused with ErrNotRegular.
func ReadLimited(path string) ([]byte, error) {
	if st, err := os.Stat(path); err == nil && !st.Mode().IsRegular() {
		return nil, notRegular(path, st)
	}
	f, err := os.OpenFile(path, openReadFlags, 0)
	if err != nil {
		return nil, NewInputError(path, 0, "engine.error.cannot-read", i18n.Args{"Reason": OSReason(err), "Err": err})
	}
	defer f.Close()
	// The file may have been swapped since the Stat: check what was opened
	// (opening does not wait, see openReadFlags).
	if st, err := f.Stat(); err == nil && !st.Mode().IsRegular() {
		return nil, notRegular(path, st)
	}
	data, err := io.ReadAll(io.LimitReader(f, MaxInputBytes+1))
	if err != nil {
		return nil, NewInputError(path, 0, "engine.error.cannot-read", i18n.Args{"Reason": err.Error(), "Err": err})
	}
	if len(data) > MaxInputBytes {
		return nil, NewInputError(path, 0, "engine.error.too-large", i18n.Args{"MiB": MaxInputBytes >> 20})
	}
	return data, nil
}

func notRegular(path string, st os.FileInfo) error {
	return NewInputError(path, 0, "engine.error.not-regular-read", i18n.Args{"Kind": kindPhrase(st.Mode()), "Err": ErrNotRegular})
}

var yamlLineRE = regexp.MustCompile(`^(?:yaml: )?line (\d+): (.*)$`)

// DecodeYAML strictly decodes one YAML document from data into v: unknown
// keys are errors, and so are an empty document and a second document.
// Errors are *InputError naming file and line.
func DecodeYAML(file string, data []byte, v any) error {
	if len(bytes.TrimSpace(data)) == 0 {
		return NewInputError(file, 0, "engine.error.empty", nil)
	}
	// A value other than a node is decoded strictly by yaml.v3 after a
	// look at the document (yamlcheck.go): no mapping too large for it,
	// and whole numbers in decimal.
	var doc *yaml.Node
	if t := reflect.TypeOf(v); t != nodePtrType {
		var n yaml.Node
		if yaml.Unmarshal(data, &n) == nil { // a syntax error: the strict decoding says it
			if err := checkMappingSizes(file, &n, t); err != nil {
				return err
			}
			doc = &n
		}
	}
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	if err := dec.Decode(v); err != nil {
		return keyed(yamlErrorIn(file, data, err, reflect.TypeOf(v)), data)
	}
	var extra yaml.Node
	if err := dec.Decode(&extra); err == nil {
		return NewInputError(file, extra.Line, "engine.error.second-document", nil)
	} else if !errors.Is(err, io.EOF) {
		return YAMLErrorIn(file, data, err)
	}
	if doc != nil {
		return checkDecimals(file, doc, reflect.ValueOf(v))
	}
	return nil
}

// YAMLErrorIn is YAMLError for an error in data: when yaml.v3 gives no
// line (invalid UTF-8, control characters, an unknown anchor, a file cut
// short), the line is found in data.
func YAMLErrorIn(file string, data []byte, err error) error { return yamlErrorIn(file, data, err, nil) }

// yamlErrorIn is YAMLErrorIn knowing the type decoded into (see yamlError).
func yamlErrorIn(file string, data []byte, err error, into reflect.Type) error {
	e := yamlError(file, err, into)
	var ie *InputError
	if errors.As(e, &ie) && ie.Line == 0 {
		text, ok := ie.Msg.PlainText() // yaml.v3's own words (yamlError)
		if !ok {
			text, _ = ie.Msg.Args["Text"].(string)
		}
		if off := yamlErrorOffset(data, text, ie.Msg.ID == "engine.error.yaml.truncated"); off >= 0 {
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
// line; truncated when the file ends too early) is: the first byte that is
// not UTF-8, the first control character, the unknown alias, or the end of
// a file cut short; -1 if unknown.
func yamlErrorOffset(data []byte, msg string, truncated bool) int {
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
	case truncated || strings.Contains(msg, "EOF") || strings.Contains(msg, "end of stream") || strings.Contains(msg, "too early"):
		return len(bytes.TrimRight(data, " \t\r\n"))
	}
	return -1
}

// YAMLError turns a yaml.v3 error into a one-line *InputError at its line,
// in words a player reads: no Go type or field names.
func YAMLError(file string, err error) error { return yamlError(file, err, nil) }

// yamlError is YAMLError knowing the type decoded into (nil if unknown),
// whose YAML keys name the alternatives to an unknown key.
func yamlError(file string, err error, into reflect.Type) error {
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
		p := plainYAML(m[2], into)
		return &InputError{File: file, Line: line, Msg: p, Err: err}
	}
	msg = strings.ReplaceAll(msg, "\n", "; ")
	if strings.Contains(msg, "EOF") || strings.Contains(msg, "unexpected end") {
		return NewInputError(file, 0, "engine.error.yaml.truncated", i18n.Args{"Text": msg, "Err": err})
	}
	return NewInputError(file, 0, "engine.error.yaml.library", i18n.Args{"Text": msg, "Err": err})
}

var (
	unknownFieldRE = regexp.MustCompile(`^field (.*) not found in type (\S+)$`)
	unmarshalRE    = regexp.MustCompile("^cannot unmarshal !!(\\w+)(?: `(.*)`)? into (\\S+)$")
)

// plainYAML rewrites yaml.v3's messages that name Go types: an unknown
// key gets the keys of its place (and a likely typo's correction), a value
// of the wrong kind says what was wanted.
func plainYAML(msg string, into reflect.Type) i18n.Phrase {
	if m := unknownFieldRE.FindStringSubmatch(msg); m != nil {
		return UnknownKeyPhrase(m[1], yamlKeys(into, m[2]))
	}
	if m := unmarshalRE.FindStringSubmatch(msg); m != nil {
		var got any = yamlKind(m[1])
		if m[2] != "" {
			got = i18n.Quoted(m[2])
		}
		return i18n.Message("engine.error.yaml.want-here", i18n.Args{"Want": goKind(m[3]), "Got": got})
	}
	for _, h := range yamlHints {
		if strings.HasPrefix(msg, h.prefix) {
			return i18n.Message("engine.error.yaml.library-hint", i18n.Args{"Text": msg, "Hint": i18n.Message(h.hint, nil)})
		}
	}
	return i18n.Message("engine.error.yaml.library", i18n.Args{"Text": msg})
}

// yamlHints are yaml.v3's syntax messages that a person who edits a file
// by hand meets most, with what usually causes them.
var yamlHints = []struct{ prefix, hint string }{
	{"mapping values are not allowed in this context", "engine.error.yaml.hint-indent-or-colon"},
	{"did not find expected key", "engine.error.yaml.hint-indent"},
	{"did not find expected '-' indicator", "engine.error.yaml.hint-list-indent"},
	{"could not find expected ':'", "engine.error.yaml.hint-colon"},
}

// yamlKind names a YAML tag in words.
func yamlKind(tag string) i18n.Phrase {
	switch tag {
	case "map":
		return i18n.Message("engine.error.yaml.a-mapping", nil)
	case "seq":
		return i18n.Message("engine.error.yaml.a-list", nil)
	case "str":
		return i18n.Message("engine.error.yaml.text", nil)
	case "int", "float":
		return i18n.Message("engine.error.yaml.a-number", nil)
	case "bool":
		return i18n.Message("engine.error.yaml.true-false", nil)
	case "null":
		return i18n.Message("engine.error.yaml.nothing", nil)
	}
	return i18n.Message("engine.error.yaml.a-tag", i18n.Args{"Tag": tag})
}

// goKind names what a Go type in a yaml.v3 message holds, in words.
func goKind(t string) i18n.Phrase {
	switch {
	case strings.HasPrefix(t, "[]"):
		return i18n.Message("engine.error.yaml.a-list", nil)
	case strings.HasPrefix(t, "map["):
		return i18n.Message("engine.error.yaml.a-mapping", nil)
	case strings.HasPrefix(t, "uint"):
		return i18n.Message("engine.error.yaml.a-count", nil)
	case strings.HasPrefix(t, "int"):
		return i18n.Message("engine.error.yaml.a-whole-number", nil)
	case strings.HasPrefix(t, "float"):
		return i18n.Message("engine.error.yaml.a-number", nil)
	case t == "string":
		return i18n.Message("engine.error.yaml.a-single-value", nil)
	case t == "bool":
		return i18n.Message("engine.error.yaml.true-false", nil)
	}
	return i18n.Message("engine.error.yaml.a-mapping", nil)
}

// yamlKeys returns the YAML keys of the struct type named name (as
// reflect prints it) found anywhere inside t, in the order it declares them.
func yamlKeys(t reflect.Type, name string) []string {
	seen := map[reflect.Type]bool{}
	var find func(t reflect.Type) []string
	find = func(t reflect.Type) []string {
		for t != nil && (t.Kind() == reflect.Pointer || t.Kind() == reflect.Slice || t.Kind() == reflect.Array || t.Kind() == reflect.Map) {
			t = t.Elem()
		}
		if t == nil || t.Kind() != reflect.Struct || seen[t] {
			return nil
		}
		seen[t] = true
		if t.String() == name {
			return structKeys(t)
		}
		for i := range t.NumField() {
			if keys := find(t.Field(i).Type); keys != nil {
				return keys
			}
		}
		return nil
	}
	return find(t)
}

// structKeys lists the YAML keys a struct type decodes.
func structKeys(t reflect.Type) []string {
	var keys []string
	for i := range t.NumField() {
		f := t.Field(i)
		if !f.IsExported() {
			continue
		}
		tag := f.Tag.Get("yaml")
		name, opts, _ := strings.Cut(tag, ",")
		switch {
		case name == "-":
			continue
		case strings.Contains(opts, "inline"):
			ft := f.Type
			if ft.Kind() == reflect.Pointer {
				ft = ft.Elem()
			}
			if ft.Kind() == reflect.Struct {
				keys = append(keys, structKeys(ft)...)
			}
			continue
		case name == "":
			name = strings.ToLower(f.Name)
		}
		keys = append(keys, name)
	}
	return keys
}

// keyed names the key whose value a "want ..." message is about (what
// the value should be), found by its line in data.
func keyed(err error, data []byte) error {
	ie, ok := err.(*InputError)
	if !ok || ie.Line == 0 || !wantMessages[ie.Msg.ID] {
		return err
	}
	var doc yaml.Node
	if yaml.Unmarshal(data, &doc) != nil {
		return err
	}
	if k := keyAt(&doc, ie.Line); k != "" {
		if p := ie.Msg; p.ID == "engine.error.yaml.want-here" {
			ie.Msg = i18n.Message("engine.error.yaml.key-want", i18n.Args{"Key": k, "Want": p.Args["Want"], "Got": p.Args["Got"]})
		} else {
			ie.Msg = i18n.Concat(k+": ", p)
		}
	}
	return err
}

// wantMessages are the messages of a decoding error that say what a
// value should be ("want ..."): keyed names the key they are about.
var wantMessages = map[string]bool{
	"engine.error.yaml.want-here": true,
	"engine.error.log-move-form":  true,
	"engine.error.record-mapping": true,
}

// keyAt returns the mapping key whose value starts on line, "" if none.
func keyAt(n *yaml.Node, line int) string {
	if n.Kind == yaml.MappingNode {
		for i := 0; i+1 < len(n.Content); i += 2 {
			if v := n.Content[i+1]; v.Line == line && (v.Kind != yaml.MappingNode || v.Style&yaml.FlowStyle != 0) {
				return n.Content[i].Value
			}
		}
	}
	for _, c := range n.Content {
		if k := keyAt(c, line); k != "" {
			return k
		}
	}
	return ""
}
