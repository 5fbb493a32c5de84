package fileio

import (
	"fmt"
	"reflect"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

	"tabletop/engine/echo"
	"tabletop/engine/i18n"
)

// What DecodeYAML checks on the document itself, around yaml.v3's strict
// decoding into a Go value (logs, journals; pads and positions are read
// from the node tree by their own code).

// MaxMappingKeys is the most keys one mapping of a log or a journal may
// hold: more than any of their places has (the top of a log has 12, the
// options of a game fewer than 10). yaml.v3 compares every key of a
// mapping with every later one to find a key given twice, so a mapping of
// n keys costs n²: a file of 100,000 unknown keys took seconds (issue 19,
// D5). A larger mapping is refused before the strict decoding, in one pass
// over its keys.
const MaxMappingKeys = 64

var (
	nodePtrType     = reflect.TypeOf((*yaml.Node)(nil))
	unmarshalerType = reflect.TypeOf((*yaml.Unmarshaler)(nil)).Elem()
)

// checkMappingSizes walks the document doc, decoded into a value of type
// t, and refuses its first mapping (in document order) of more than
// MaxMappingKeys keys with the error yaml.v3 would give first for it: a
// key given twice, else, where a record is expected, its first unknown
// key; a mapping where any key may come (options) is refused for its size.
func checkMappingSizes(file string, doc *yaml.Node, t reflect.Type) error {
	var walk func(n *yaml.Node, t reflect.Type, key string) error
	walk = func(n *yaml.Node, t reflect.Type, key string) error {
		if t != nil && placeType(t) == nil {
			return nil // a node, or a value that reads itself
		}
		t = placeType(t)
		switch n.Kind {
		case yaml.DocumentNode:
			for _, c := range n.Content {
				if err := walk(c, t, key); err != nil {
					return err
				}
			}
		case yaml.SequenceNode:
			var elem reflect.Type
			if t != nil && (t.Kind() == reflect.Slice || t.Kind() == reflect.Array) {
				elem = t.Elem()
			}
			for _, c := range n.Content {
				if err := walk(c, elem, key); err != nil {
					return err
				}
			}
		case yaml.MappingNode:
			if len(n.Content) > 2*MaxMappingKeys {
				return bigMapping(file, n, t, key)
			}
			var fields map[string]reflect.Type
			if t != nil && t.Kind() == reflect.Struct {
				fields = structFields(t)
			}
			for i := 0; i+1 < len(n.Content); i += 2 {
				k, v := n.Content[i], n.Content[i+1]
				var vt reflect.Type
				switch {
				case fields != nil:
					var ok bool
					if vt, ok = fields[k.Value]; !ok {
						continue // an unknown key's value is never decoded
					}
				case t != nil && t.Kind() == reflect.Map:
					vt = t.Elem()
				}
				if err := walk(v, vt, k.Value); err != nil {
					return err
				}
			}
		}
		return nil
	}
	return walk(doc, t, "")
}

// placeType is t without pointers; nil for a type that reads itself
// (yaml.Unmarshaler) or a node.
func placeType(t reflect.Type) reflect.Type {
	for t != nil {
		if t == nodePtrType.Elem() || t.Implements(unmarshalerType) || reflect.PointerTo(t).Implements(unmarshalerType) {
			return nil
		}
		if t.Kind() != reflect.Pointer {
			return t
		}
		t = t.Elem()
	}
	return nil
}

// structFields maps the YAML keys of struct type t to their types.
func structFields(t reflect.Type) map[string]reflect.Type {
	out := map[string]reflect.Type{}
	for i := range t.NumField() {
		f := t.Field(i)
		if !f.IsExported() {
			continue
		}
		name, opts, _ := strings.Cut(f.Tag.Get("yaml"), ",")
		switch {
		case name == "-":
			continue
		case strings.Contains(opts, "inline"):
			if ft := placeType(f.Type); ft != nil && ft.Kind() == reflect.Struct {
				for k, v := range structFields(ft) {
					out[k] = v
				}
			}
			continue
		case name == "":
			name = strings.ToLower(f.Name)
		}
		out[name] = f.Type
	}
	return out
}

// bigMapping is the error for mapping n of more than MaxMappingKeys keys,
// found in one pass: the first key given again later (as yaml.v3 reports
// it), else the first key a record of type t lacks, else its size.
func bigMapping(file string, n *yaml.Node, t reflect.Type, key string) error {
	first := make(map[string]int, len(n.Content)/2) // key -> index of its first occurrence
	dup := -1                                       // the earliest first occurrence given again
	again := -1                                     // its second occurrence
	for i := 0; i+1 < len(n.Content); i += 2 {
		k := n.Content[i]
		id := fmt.Sprint(int(k.Kind)) + "\x00" + k.Value
		if j, ok := first[id]; ok {
			if dup < 0 || j < dup {
				dup, again = j, i
			}
			continue
		}
		first[id] = i
	}
	var msg string
	switch {
	case dup >= 0:
		a, b := n.Content[dup], n.Content[again]
		msg = fmt.Sprintf("line %d: mapping key %#v already defined at line %d", b.Line, b.Value, a.Line)
	case t != nil && t.Kind() == reflect.Struct:
		fields := structFields(t)
		for i := 0; i+1 < len(n.Content); i += 2 {
			if k := n.Content[i]; fields[k.Value] == nil {
				msg = fmt.Sprintf("line %d: field %s not found in type %s", k.Line, k.Value, t)
				break
			}
		}
	}
	if msg == "" {
		return NewInputError(file, n.Line, "engine.error.yaml.too-many-keys", i18n.Args{"Key": key, "Count": len(n.Content) / 2, "Max": MaxMappingKeys})
	}
	return yamlError(file, &yaml.TypeError{Errors: []string{msg}}, t)
}

// checkDecimals reads again, in decimal, every whole number of the
// document doc that yaml.v3 decoded into v (a pointer): YAML 1.1 reads
// "010" as octal 8 where pads and positions read 10, and a float ("1.5",
// "-.inf") or another base ("0x10", "1_000") is cut or converted silently.
// A number written otherwise than in decimal digits is an error naming its
// key and line (issue 19, D3 and D14).
func checkDecimals(file string, doc *yaml.Node, v reflect.Value) error {
	var walk func(n *yaml.Node, v reflect.Value, key string) error
	walk = func(n *yaml.Node, v reflect.Value, key string) error {
		for n.Kind == yaml.DocumentNode && len(n.Content) == 1 {
			n = n.Content[0]
		}
		if n.Kind == yaml.AliasNode && n.Alias != nil {
			n = n.Alias
		}
		for v.Kind() == reflect.Pointer {
			if v.IsNil() {
				return nil
			}
			v = v.Elem()
		}
		if placeType(v.Type()) == nil {
			return nil
		}
		switch v.Kind() {
		case reflect.Struct:
			if n.Kind != yaml.MappingNode {
				return nil
			}
			for i := 0; i+1 < len(n.Content); i += 2 {
				k := n.Content[i]
				if f, ok := fieldByKey(v, k.Value); ok {
					if err := walk(n.Content[i+1], f, k.Value); err != nil {
						return err
					}
				}
			}
		case reflect.Slice, reflect.Array:
			if n.Kind != yaml.SequenceNode {
				return nil
			}
			for i, c := range n.Content {
				if i >= v.Len() {
					break
				}
				if err := walk(c, v.Index(i), key); err != nil {
					return err
				}
			}
		case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
			reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
			return decimal(file, n, v, key)
		}
		return nil
	}
	return walk(doc, v, "")
}

// decimal sets the whole number v from scalar n read in decimal digits.
func decimal(file string, n *yaml.Node, v reflect.Value, key string) error {
	if n.Kind != yaml.ScalarNode || n.ShortTag() == "!!null" {
		return nil
	}
	bad := func() error {
		return NewInputError(file, n.Line, "engine.error.log-key-not-whole", i18n.Args{"Key": key, "Value": i18n.Quoted(echo.Cut(n.Value))})
	}
	s := n.Value
	digits := strings.TrimLeft(s, "+-")
	if len(s)-len(digits) > 1 || digits == "" || strings.Trim(digits, "0123456789") != "" {
		return bad()
	}
	if err := ExplicitTag(file, n, key, "!!int"); err != nil {
		return err
	}
	if v.CanInt() {
		x, err := strconv.ParseInt(s, 10, 64)
		if err != nil || v.OverflowInt(x) {
			return bad()
		}
		v.SetInt(x)
		return nil
	}
	x, err := strconv.ParseUint(strings.TrimPrefix(s, "+"), 10, 64)
	if err != nil || v.OverflowUint(x) {
		return bad()
	}
	v.SetUint(x)
	return nil
}

// ExplicitTag refuses the scalar n of key (a string or an i18n.Phrase)
// when the file marks it with a tag of its own other than want
// ("!!float 1" where a whole number is wanted: issue 28.20), naming the
// file and line.
func ExplicitTag(file string, n *yaml.Node, key any, want string) error {
	if n.Style&yaml.TaggedStyle == 0 || n.ShortTag() == want {
		return nil
	}
	return NewInputError(file, n.Line, "engine.error.log-key-tagged", i18n.Args{"Key": key, "Value": i18n.Quoted(echo.Cut(n.Value)), "Tag": i18n.Quoted(echo.Cut(n.Tag))})
}

// fieldByKey is the field of struct value v whose YAML key is key.
func fieldByKey(v reflect.Value, key string) (reflect.Value, bool) {
	t := v.Type()
	for i := range t.NumField() {
		f := t.Field(i)
		if !f.IsExported() {
			continue
		}
		name, opts, _ := strings.Cut(f.Tag.Get("yaml"), ",")
		switch {
		case name == "-":
			continue
		case strings.Contains(opts, "inline"):
			if fv := v.Field(i); fv.Kind() == reflect.Struct {
				if got, ok := fieldByKey(fv, key); ok {
					return got, true
				}
			}
			continue
		case name == "":
			name = strings.ToLower(f.Name)
		}
		if name == key {
			return v.Field(i), true
		}
	}
	return reflect.Value{}, false
}
