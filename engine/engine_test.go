package engine

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"tabletop/engine/fileio"
	"testing"
)

func TestRNGDeterministic(t *testing.T) {
	a, b := NewRNG(42), NewRNG(42)
	c := NewRNG(43)
	same := true
	for range 100 {
		x, y, z := a.Uint64(), b.Uint64(), c.Uint64()
		if x != y {
			t.Fatal("same seed gave different sequences")
		}
		if x != z {
			same = false
		}
	}
	if same {
		t.Fatal("different seeds gave the same sequence")
	}
}

func TestRNGIntnRangeAndSpread(t *testing.T) {
	r := NewRNG(1)
	var counts [7]int
	for range 70000 {
		v := r.Intn(7)
		if v < 0 || v >= 7 {
			t.Fatalf("Intn(7) = %d", v)
		}
		counts[v]++
	}
	for v, n := range counts {
		if n < 9000 || n > 11000 {
			t.Errorf("value %d drawn %d times of 70000; want about 10000", v, n)
		}
	}
}

func TestRNGCloneIsValueCopy(t *testing.T) {
	a := NewRNG(5)
	a.Uint64()
	b := a
	if a.Uint64() != b.Uint64() {
		t.Fatal("a copied RNG does not draw the same next value")
	}
}

func TestShuffleIsPermutation(t *testing.T) {
	r := NewRNG(9)
	b := []uint8{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}
	r.ShuffleBytes(b)
	var seen [10]bool
	for _, v := range b {
		seen[v] = true
	}
	for i, ok := range seen {
		if !ok {
			t.Fatalf("card %d lost in shuffle: %v", i, b)
		}
	}
}

func TestDeriveSeedDistinct(t *testing.T) {
	seen := map[uint64]bool{}
	for i := range uint64(1000) {
		s := DeriveSeed(1, i)
		if seen[s] {
			t.Fatalf("DeriveSeed(1, %d) repeats", i)
		}
		seen[s] = true
	}
	if DeriveSeed(1, 0) == DeriveSeed(2, 0) {
		t.Fatal("different master seeds derive the same first seed")
	}
}

func TestMultiset(t *testing.T) {
	var m Multiset
	m.Add(3, 2)
	m.Add(7, 1)
	if m.Len() != 3 || m.Count(3) != 2 {
		t.Fatalf("len %d count %d", m.Len(), m.Count(3))
	}
	if m.Remove(3, 3) {
		t.Fatal("removed more than held")
	}
	if m.Len() != 3 {
		t.Fatal("failed Remove changed the multiset")
	}
	if !m.Remove(3, 1) || m.Count(3) != 1 || m.Len() != 2 {
		t.Fatal("Remove(3,1)")
	}
	if got := m.Cards(nil); !reflect.DeepEqual(got, []uint8{3, 7}) {
		t.Fatalf("Cards = %v", got)
	}
	if h, ok := m.Highest(0, 6); !ok || h != 3 {
		t.Fatalf("Highest(0,6) = %d %v", h, ok)
	}
	var o Multiset
	o.Add(7, 1)
	if !m.Contains(&o) {
		t.Fatal("Contains")
	}
	o.Add(7, 1)
	if m.Contains(&o) {
		t.Fatal("Contains with too many")
	}
	c := m
	c.Add(1, 1)
	if m.Count(1) != 0 {
		t.Fatal("copy shares storage")
	}
}

func TestResolveOptions(t *testing.T) {
	specs := nimRules{}.Options()
	tests := []struct {
		name    string
		in      Options
		want    Options
		wantErr string
	}{
		{"defaults", nil, Options{"stones": "21"}, ""},
		{"set", Options{"stones": "10"}, Options{"stones": "10"}, ""},
		{"unknown key", Options{"rocks": "1"}, nil, `unknown option "rocks"`},
		{"bad value", Options{"stones": "11"}, nil, `unknown value "11"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Resolve(specs, tt.in)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("err = %v, want %q", err, tt.wantErr)
				}
				return
			}
			if err != nil || !reflect.DeepEqual(got, tt.want) {
				t.Fatalf("got %v %v, want %v", got, err, tt.want)
			}
		})
	}
	if s := (Options{"b": "2", "a": "1"}).String(); s != "a=1 b=2" {
		t.Fatalf("Options.String = %q", s)
	}
}

func TestLookup(t *testing.T) {
	if _, err := Lookup("NIM"); err != nil {
		t.Fatal(err)
	}
	if _, err := Lookup("chess"); err == nil || !strings.Contains(err.Error(), "unknown game") {
		t.Fatalf("Lookup(chess) err = %v", err)
	}
}

func playNim(t *testing.T, seed uint64) (State, *GameLog) {
	t.Helper()
	s, err := nimRules{}.New(Config{Players: 3, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	log := NewLog(s, []string{"Ann", "bot:random", "bot:random#2"})
	agents := []Agent{NewRandomAgent(1), NewRandomAgent(2), NewRandomAgent(3)}
	if err := Run(s, agents, func(seat int, m Move, after State) error { log.Record(seat, m, after); return nil }); err != nil {
		t.Fatal(err)
	}
	return s, log
}

func TestLogRoundTripAndReplay(t *testing.T) {
	s, log := playNim(t, 3)
	data, err := log.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	back, err := ParseLog("g.yaml", data)
	if err != nil {
		t.Fatalf("ParseLog: %v\n%s", err, data)
	}
	if back.Moves[0].Player != log.Moves[0].Player || back.Moves[0].Line == 0 {
		t.Fatalf("first move read back as %+v", back.Moves[0])
	}
	r, err := Replay("g.yaml", back)
	if err != nil {
		t.Fatal(err)
	}
	if !r.Equal(s) {
		t.Fatal("replay does not rebuild the final state")
	}
}

func TestReplayNamesFirstIllegalMove(t *testing.T) {
	_, log := playNim(t, 4)
	log.Moves[2].Text = "take 9"
	data, _ := log.Marshal()
	back, err := ParseLog("g.yaml", data)
	if err != nil {
		t.Fatal(err)
	}
	_, err = Replay("g.yaml", back)
	var re *ReplayError
	if !errors.As(err, &re) || re.Index != 3 || re.Line == 0 {
		t.Fatalf("err = %v, want ReplayError at move 3 with a line", err)
	}
	if rule, ok := AsRuleError(err); !ok || rule.Rule != "nim.take" {
		t.Fatalf("err = %v, want rule nim.take", err)
	}
	if !strings.Contains(err.Error(), "g.yaml:") || !strings.Contains(err.Error(), "move 3") {
		t.Fatalf("message %q does not say where", err)
	}
}

func TestReplayWrongPlayerAndResults(t *testing.T) {
	_, log := playNim(t, 5)
	wrong := *log
	wrong.Moves = append([]LoggedMove(nil), log.Moves...)
	wrong.Moves[0].Player = log.Players[(indexOf(log.Players, log.Moves[0].Player)+1)%3]
	if _, err := Replay("g", &wrong); err == nil {
		t.Fatal("a move by the wrong player was accepted")
	} else if re, ok := AsRuleError(err); !ok || re.Rule != RuleNotYourTurn {
		t.Fatalf("err = %v", err)
	}
	bad := *log
	bad.Rounds = []RoundResult{{Scores: []int{9, 9, 9}, Totals: []int{9, 9, 9}}}
	if _, err := Replay("g", &bad); !errors.Is(err, ErrResultMismatch) {
		t.Fatalf("err = %v, want ErrResultMismatch", err)
	}
}

func indexOf(list []string, s string) int {
	for i, v := range list {
		if v == s {
			return i
		}
	}
	return -1
}

func TestParseLogErrors(t *testing.T) {
	tests := []struct {
		name, yaml, want string
	}{
		{"unknown key", "version: 1\ngame: nim\nplayers: [a, b]\ncolour: red\n", "g.yaml:4:"},
		{"unknown player", "version: 1\ngame: nim\nplayers: [a, b]\nmoves:\n  - \"c: take 1\"\n", `g.yaml:5: unknown player "c"`},
		{"bad move", "version: 1\ngame: nim\nplayers: [a, b]\nmoves:\n  - [1, 2]\n", "g.yaml:5:"},
		{"version", "version: 7\ngame: nim\nplayers: [a, b]\n", "version 7"},
		{"empty", "  \n", "empty"},
		{"truncated", "version: 1\ngame: nim\nplayers: [a, b\n", "g.yaml:"},
		{"duplicate player", "version: 1\ngame: nim\nplayers: [a, a]\n", "listed twice"},
		{"two documents", "version: 1\ngame: nim\nplayers: [a, b]\n---\nx: 1\n", "second YAML document"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ParseLog("g.yaml", []byte(tt.yaml))
			var ie *fileio.InputError
			if !errors.As(err, &ie) {
				t.Fatalf("err = %v (%T), want *fileio.InputError", err, err)
			}
			if !strings.Contains(err.Error(), tt.want) || strings.Contains(err.Error(), "\n") {
				t.Fatalf("err = %q, want one line containing %q", err, tt.want)
			}
		})
	}
}

func TestLoggedMoveWithColonInName(t *testing.T) {
	data := []byte("version: 1\ngame: nim\nplayers: [\"bot:random\", b]\nmoves:\n  - \"bot:random: take 2\"\n")
	l, err := ParseLog("g", data)
	if err != nil {
		t.Fatal(err)
	}
	if l.Moves[0].Player != "bot:random" || l.Moves[0].Text != "take 2" {
		t.Fatalf("read %+v", l.Moves[0])
	}
}

func TestLoggedMoveUnquoted(t *testing.T) {
	data := []byte("version: 1\ngame: nim\nplayers: [ann, b]\nmoves:\n  - ann: take 2\n")
	l, err := ParseLog("g", data)
	if err != nil {
		t.Fatal(err)
	}
	if m := l.Moves[0]; m.Player != "ann" || m.Text != "take 2" || m.Line != 5 {
		t.Fatalf("read %+v", m)
	}
}

func TestReadLimited(t *testing.T) {
	dir := t.TempDir()
	big := filepath.Join(dir, "big.yaml")
	if err := os.WriteFile(big, make([]byte, fileio.MaxInputBytes+10), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := fileio.ReadLimited(big); err == nil || !strings.Contains(err.Error(), "larger than") {
		t.Fatalf("err = %v", err)
	}
	if _, err := fileio.ReadLimited(filepath.Join(dir, "missing.yaml")); err == nil || !strings.Contains(err.Error(), "missing.yaml") {
		t.Fatalf("err = %v", err)
	}
}
