package testwait

import (
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
