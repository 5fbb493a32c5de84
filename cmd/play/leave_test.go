package play

import (
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"tabletop/cmd/cmdutil"
	"tabletop/cmd/cmdutil/cmdtest"
	"tabletop/cmd/internal/seating"
	"tabletop/engine"
	"tabletop/internal/testwait"
)

// Ctrl-C while a person is asked saves the game so far to a file named
// after the game and the time (never the seed: it would tell the hidden
// cards), and says how to go on.
func TestPlayInterruptSaves(t *testing.T) {
	t.Chdir(t.TempDir())
	mojo := cmdtest.MustGame(t, "mojo")
	sig := make(chan os.Signal, 1)
	exited := make(chan int, 1)
	leave := cmdutil.NewLeaving(sig, func(code int) { exited <- code })
	defer leave.Stop()
	const seed = 987654321
	o := Options{Setup: seating.Setup{Game: mojo, Seats: mustSeats(t, mojo, "Ann,bot:greedy"), Options: cmdtest.MustOptions(t, mojo, nil), Seed: seed}, Leave: leave}
	in, typing := io.Pipe()
	defer typing.Close()
	var out testwait.Buffer
	var mu testwait.Buffer
	done := make(chan error, 1)
	go func() { done <- runPlay(&o, cmdutil.IOStreams{In: in, Out: &out, ErrOut: &mu}) }()
	// Ann is asked once she has a move; then Ctrl-C. The prompt waiting
	// for her line gives up, and the game is saved by play itself.
	mu.WaitFor(t, "Your move, Ann")
	sig <- os.Interrupt
	if code := cmdutil.ExitCode(<-done); code != 130 {
		t.Errorf("exit %d, want 130", code)
	}
	select {
	case code := <-exited:
		t.Errorf("the handler ended the process (%d): play did not leave by itself", code)
	default:
	}
	saved, _ := filepath.Glob("mojo-*.yaml")
	if len(saved) != 1 || !regexp.MustCompile(`^mojo-[0-9]{8}-[0-9]{4}\.yaml$`).MatchString(saved[0]) || strings.Contains(saved[0], "987654321") {
		t.Fatalf("saved as %v, want one mojo-YYYYMMDD-HHMM.yaml", saved)
	}
	l, err := engine.LoadLog(saved[0])
	if err != nil {
		t.Fatal(err)
	}
	if l.Seed != seed || len(l.Winners) != 0 {
		t.Errorf("the saved game: seed %d, winners %v", l.Seed, l.Winners)
	}
	if !strings.Contains(mu.String(), "interrupted: the game so far is saved in "+saved[0]+" (continue it with: tabletop play --resume "+saved[0]+")") {
		t.Errorf("no word of the save:\n%s", mu.String())
	}
}
