package testdepth

import (
	"flag"
	"testing"
)

func TestLongFromFlagOrEnvironment(t *testing.T) {
	if flag.Lookup("long") == nil {
		t.Fatal("-long is not registered")
	}
	was := *long
	defer func() { *long = was }()
	*long = false
	t.Setenv(EnvVar, "")
	if Long() {
		t.Error("Long without -long or " + EnvVar)
	}
	t.Setenv(EnvVar, "0")
	if Long() {
		t.Error("Long with " + EnvVar + "=0")
	}
	t.Setenv(EnvVar, "1")
	if !Long() {
		t.Error("not Long with " + EnvVar + "=1")
	}
	t.Setenv(EnvVar, "")
	*long = true
	if !Long() {
		t.Error("not Long with -long")
	}
}

func TestSweep(t *testing.T) {
	was := *long
	defer func() { *long = was }()
	t.Setenv(EnvVar, "")
	*long = false
	if got := Sweep(2, 6); got != 2 {
		t.Errorf("Sweep(2, 6) = %d without -long, want 2", got)
	}
	*long = true
	if got := Sweep(2, 6); got != 6 {
		t.Errorf("Sweep(2, 6) = %d with -long, want 6", got)
	}
}
