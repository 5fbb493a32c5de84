package scorepad

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// FuzzParse: no input makes Parse panic, and whatever it accepts writes
// back to a pad that reads as the same pad (load → save → load).
func FuzzParse(f *testing.F) {
	names, _ := filepath.Glob(filepath.Join(goldenDir, "*.yaml"))
	for _, n := range names {
		data, err := os.ReadFile(n)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte("version: 1\ngame: mojo\nplayers: [A, B]\nrounds: []\ntotals: {A: 0, B: 0}\n"))
	// What issue 11 found: names a command accepted but the reader refused,
	// scores past what a game gives.
	f.Add([]byte("version: 1\ngame: mojo\nplayers: [\"A\\x01B\", B]\nrounds: []\ntotals: {\"A\\x01B\": 0, B: 0}\n"))
	f.Add([]byte("version: 1\ngame: mojo\nplayers: [' A', B]\nrounds: []\ntotals: {' A': 0, B: 0}\n"))
	f.Add([]byte("version: 1\ngame: makoto\nplayers: [A, B]\ndealer: A\ngames:\n  - scores: {A: 9223372036854775807, B: 0}\ntotals: {A: 9223372036854775807, B: 0}\n"))
	f.Add([]byte("version: 1\ngame: makoto\noptions: {points: '2:9223372036854775807'}\nplayers: [A, B]\ndealer: A\ngames: []\ntotals: {A: 0, B: 0}\n"))
	// Whole numbers marked as something else (issue 28.20).
	f.Add([]byte("version: !!float 1\ngame: mojo\nplayers: [A, B]\nrounds: []\ntotals: {A: 0, B: 0}\n"))
	f.Add([]byte("version: 1\ngame: mojo\nplayers: [A, B]\nrounds: [{scores: {A: !!str 1, B: 0}}]\ntotals: {A: 1, B: 0}\n"))
	// Comments written by hand, which a save keeps (issue 12).
	f.Add([]byte("# top\nversion: 1 # v\ngame: mojo\n# who\nplayers: [A, B] # seats\nrounds:\n  # round 1\n  # mine\n  - hands:\n      A: [1] # a\n      B: []\n    mojo: B\n    # before\n    scores: {A: 1, B: 0} # running totals: A 1, B 0\n    # foot\ntotals: {A: 1, B: 0} # t\n# end\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := Parse("fuzz.yaml", data)
		if err != nil {
			return
		}
		out, err := p.Marshal()
		if err != nil {
			t.Fatalf("Marshal of an accepted pad: %v", err)
		}
		q, err := Parse("again.yaml", out)
		if err != nil {
			t.Fatalf("the written pad does not load: %v\n%s", err, out)
		}
		again, err := q.Marshal()
		if err != nil || !bytes.Equal(out, again) {
			t.Fatalf("load → save → load changed the pad:\n%s\n---\n%s", out, again)
		}
	})
}

func BenchmarkParse(b *testing.B) {
	data, err := os.ReadFile(filepath.Join(goldenDir, "mojo-over.yaml"))
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Parse("bench.yaml", data); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkUpdate(b *testing.B) {
	p, err := New(Mojo, []string{"Ann", "Ben", "Cy"}, nil, 0)
	if err != nil {
		b.Fatal(err)
	}
	path := filepath.Join(b.TempDir(), "bench.yaml")
	if err := Create(path, p, false); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		_, err := Update(path, func(p *Pad) error {
			_, err := p.Add(NewTotalsRound([]int{0, 0, 0}, -1))
			return err
		})
		if err != nil {
			b.Fatal(err)
		}
	}
}
