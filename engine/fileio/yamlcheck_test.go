package fileio_test

import (
	"fmt"
	"strings"
	"tabletop/engine"
	"tabletop/engine/fileio"
	"tabletop/internal/testdepth"
	"testing"

	"gopkg.in/yaml.v3"
)

const checkLogHead = "version: 1\ngame: mojo\nplayers: [Ann, Ben]\noptions:\n    variant: one-pile\nseed: 3\nstart: 0\nmoves: []\n"

// manyKeys returns n lines "PREFIXi: VALUE" indented by indent.
func manyKeys(n int, indent, prefix, value string) string {
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, "%s%s%d: %s\n", indent, prefix, i, value)
	}
	return b.String()
}

// probe is a record whose field a reads itself and counts it: a test sees
// whether yaml.v3's strict decoding ran at all.
type probe struct {
	A probeField        `yaml:"a"`
	O map[string]string `yaml:"o"`
	B string            `yaml:"b"`
}

type probeField struct{}

var probeDecodes int

func (p *probeField) UnmarshalYAML(*yaml.Node) error {
	probeDecodes++
	return nil
}

// Issue 19 (D5): yaml.v3 compares every key of a mapping with every later
// one, so 100,000 unknown keys took 15 s. A mapping of more than
// MaxMappingKeys keys never reaches the strict decoding, and its error is
// the one yaml.v3 gives for it (the first key given twice, else the first
// unknown key), found in one pass; smaller mappings are decoded as before.
// The big mappings hold 2,000 keys, 100,000 with -long.
func TestBigMappingsRefusedBeforeDecoding(t *testing.T) {
	n := testdepth.Sweep(2000, 100000)
	tests := []struct {
		name, doc string
		decoded   bool // the strict decoding ran
		want      string
	}{
		{"unknown keys at the top", "a: 1\n" + manyKeys(n, "", "k", "1"), false, `f.yaml:2: unknown key "k0"`},
		{"one unknown key (decoded as before)", "a: 1\n" + manyKeys(1, "", "k", "1"), true, `f.yaml:2: unknown key "k0"`},
		{"a key given twice among many", "a: 1\nb: x\n" + manyKeys(n, "", "k", "1") + "b: y\n", false, fmt.Sprintf(`f.yaml:%d: mapping key "b" already defined at line 2`, n+3)},
		{"a key given twice (decoded as before)", "a: 1\no:\n  x: 1\n  x: 2\n", true, `f.yaml:4: mapping key "x" already defined at line 3`},
		{"a free mapping too large", "a: 1\no:\n" + manyKeys(n, "  ", "k", "x"), false, "f.yaml:3: o: too many keys (at most 64)"},
		{"a free mapping as large as allowed", "a: 1\no:\n" + manyKeys(fileio.MaxMappingKeys, "  ", "k", "x"), true, ""},
		{"a mapping where text goes", "a: 1\nb:\n" + manyKeys(n, "  ", "k", "x"), false, "f.yaml:3: b: too many keys (at most 64)"},
		{"under an unknown key (never decoded)", "a: 1\nz:\n" + manyKeys(n, "  ", "k", "x"), true, `f.yaml:2: unknown key "z"`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			probeDecodes = 0
			var p probe
			err := fileio.DecodeYAML("f.yaml", []byte(tc.doc), &p)
			switch {
			case tc.want == "" && err != nil:
				t.Fatalf("error %v", err)
			case tc.want != "" && (err == nil || !strings.HasPrefix(err.Error(), tc.want)):
				t.Fatalf("error %v, want %q...", err, tc.want)
			}
			if got := probeDecodes > 0; got != tc.decoded {
				t.Errorf("strict decoding ran: %v, want %v", got, tc.decoded)
			}
		})
	}
	// A log: the same error for one unknown key as for n.
	one := fileio.DecodeYAML("g.yaml", []byte(checkLogHead+"k0: 1\n"), &engine.GameLog{})
	many := fileio.DecodeYAML("g.yaml", []byte(checkLogHead+manyKeys(n, "", "k", "1")), &engine.GameLog{})
	if one == nil || many == nil || one.Error() != many.Error() {
		t.Errorf("one unknown key: %v\n%d: %v", one, n, many)
	}
}

// BenchmarkDecodeManyUnknownKeys: a log with n unknown keys; the time per
// key stays flat as n grows (it grew with n before, issue 19 D5).
func BenchmarkDecodeManyUnknownKeys(b *testing.B) {
	for _, n := range []int{1000, 10000, 100000} {
		data := []byte(checkLogHead + manyKeys(n, "", "k", "1"))
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			for b.Loop() {
				if fileio.DecodeYAML("g.yaml", data, &engine.GameLog{}) == nil {
					b.Fatal("accepted")
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n), "ns/key")
		})
	}
}

// Issue 19 (D3, D14): whole numbers in logs and journals are decimal, as in
// pads and positions: "010" is 10, not octal 8; a number in another form
// (a float, a base, digits grouped) is refused naming its key and line
// instead of being cut or converted.
func TestWholeNumbersAreDecimal(t *testing.T) {
	for _, tc := range []struct {
		edit  func(string) string
		seed  uint64
		start int
		want  string
	}{
		{func(s string) string { return strings.Replace(s, "seed: 3", "seed: 010", 1) }, 10, 0, ""},
		{func(s string) string { return strings.Replace(s, "start: 0", "start: 01", 1) }, 3, 1, ""},
		{func(s string) string { return strings.Replace(s, "version: 1", "version: 001", 1) }, 3, 0, ""},
		{func(s string) string { return strings.Replace(s, "seed: 3", "seed: +3", 1) }, 3, 0, ""},
		{func(s string) string { return strings.Replace(s, "seed: 3", "seed: 0x10", 1) }, 0, 0, `g.yaml:6: seed: "0x10" is not a whole number`},
		{func(s string) string { return strings.Replace(s, "seed: 3", "seed: 0o10", 1) }, 0, 0, `g.yaml:6: seed: "0o10" is not a whole number`},
		{func(s string) string { return strings.Replace(s, "seed: 3", "seed: 1_000", 1) }, 0, 0, `g.yaml:6: seed: "1_000" is not a whole number`},
		{func(s string) string { return strings.Replace(s, "start: 0", "start: 1.5", 1) }, 0, 0, `g.yaml:7: start: "1.5" is not a whole number`},
		{func(s string) string { return strings.Replace(s, "start: 0", "start: -.inf", 1) }, 0, 0, `g.yaml:7: start: "-.inf" is not a whole number`},
		{func(s string) string { return strings.Replace(s, "start: 0", "start: 1e3", 1) }, 0, 0, `g.yaml:7: start: "1e3" is not a whole number`},
		{func(s string) string { return strings.Replace(s, "start: 0", "start: 08", 1) }, 3, 8, ""},
		{func(s string) string { return s + "totals: [010, 2]\n" }, 3, 0, ""},
		{func(s string) string { return s + "totals: [1, 0x2]\n" }, 0, 0, `g.yaml:9: totals: "0x2" is not a whole number`},
		// Issue 28.20: the digits of a whole number marked otherwise.
		{func(s string) string { return strings.Replace(s, "version: 1", "version: !!float 1", 1) }, 0, 0, `g.yaml:1: version: "1" is marked "!!float", not a whole number`},
		{func(s string) string { return strings.Replace(s, "seed: 3", "seed: !!str 3", 1) }, 0, 0, `g.yaml:6: seed: want a whole number, 0 or more, not "3"`},
		{func(s string) string { return strings.Replace(s, "start: 0", "start: !!int 0", 1) }, 3, 0, ""},
	} {
		doc := tc.edit(checkLogHead)
		var l engine.GameLog
		err := fileio.DecodeYAML("g.yaml", []byte(doc), &l)
		switch {
		case tc.want != "":
			if err == nil || err.Error() != tc.want {
				t.Errorf("%q: error %v, want %q", doc, err, tc.want)
			}
		case err != nil:
			t.Errorf("%q: %v", doc, err)
		case l.Seed != tc.seed || l.Start != tc.start || l.Version != 1:
			t.Errorf("%q: seed %d start %d version %d", doc, l.Seed, l.Start, l.Version)
		case strings.Contains(doc, "totals") && l.Totals[0] != 10:
			t.Errorf("%q: totals %v", doc, l.Totals)
		}
	}
}
