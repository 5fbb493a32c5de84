package testwait

import (
	"flag"
	"fmt"
	"testing"
	"time"
)

func TestScaled(t *testing.T) {
	for _, c := range []struct {
		env  string
		want time.Duration
	}{
		{"", 10 * time.Second},
		{"2", 20 * time.Second},
		{"0.5", 5 * time.Second},
		{"0", 10 * time.Second},
		{"-3", 10 * time.Second},
		{"fast", 10 * time.Second},
	} {
		t.Setenv(ScaleVar, c.env)
		if got := Scaled(10 * time.Second); got != c.want {
			t.Errorf("%s=%q: Scaled(10s) = %v, want %v", ScaleVar, c.env, got, c.want)
		}
	}
	t.Setenv(ScaleVar, "")
	if Timeout() != Base {
		t.Errorf("Timeout() = %v with no scale, want %v", Timeout(), Base)
	}
}

func TestParallelUnlessGiven(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{nil, "7"},
		{[]string{"-test.parallel=3"}, "3"},
	} {
		fs := flag.NewFlagSet("test", flag.ContinueOnError)
		n := fs.Int("test.parallel", 2, "")
		if err := fs.Parse(c.args); err != nil {
			t.Fatal(err)
		}
		setUnlessGiven(fs, "test.parallel", "7")
		if got := fs.Lookup("test.parallel").Value.String(); got != c.want || fmt.Sprint(*n) != c.want {
			t.Errorf("%v: -test.parallel %s, want %s", c.args, got, c.want)
		}
	}
}
