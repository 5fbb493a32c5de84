package play

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"tabletop/cmd/cmdutil"
	"tabletop/cmd/cmdutil/cmdtest"
	"tabletop/cmd/internal/seating"
	"tabletop/cmd/replay"
	"tabletop/engine"
	"tabletop/host/gamewords"
)

func TestRunPlay(t *testing.T) {
	mojo := cmdtest.MustGame(t, "mojo")
	bots := mustSeats(t, mojo, "bot:greedy,bot:random,bot:random")
	tests := []struct {
		name   string
		opts   Options
		in     string
		golden string // compare stdout with this golden file
		want   string // else stdout contains this
		code   int
	}{
		{name: "bots, text", opts: Options{Setup: seating.Setup{Game: mojo, Seats: bots, Seed: 7}}, golden: "play-mojo-bots-seed7.txt"},
		{name: "bots, JSON", opts: Options{Setup: seating.Setup{Game: mojo, Seats: bots, Seed: 7}, JSON: true}, golden: "play-mojo-bots-seed7.json"},
		{name: "quiet", opts: Options{Setup: seating.Setup{Game: mojo, Seats: bots, Seed: 7}, Quiet: true}, want: "Final standings"},
		{name: "a person whose input ends", opts: Options{Setup: seating.Setup{Game: mojo, Seats: mustSeats(t, mojo, "Ann,bot:random"), Seed: 1}}, in: "", want: "Mojo: Ann, Random", code: cmdutil.ExitUsage},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			o := tc.opts
			o.Options = cmdtest.MustOptions(t, o.Game, nil)
			ios, out, _ := cmdtest.Streams(tc.in)
			err := runPlay(&o, ios)
			cmdtest.CheckRun(t, err, out.String(), tc.code, tc.golden, tc.want)
		})
	}
}

func TestRunPlayWritesTheLog(t *testing.T) {
	mojo := cmdtest.MustGame(t, "mojo")
	logPath := filepath.Join(t.TempDir(), "game.yaml")
	o := Options{Setup: seating.Setup{Game: mojo, Seats: mustSeats(t, mojo, "bot:greedy,bot:random"), Options: cmdtest.MustOptions(t, mojo, nil), Seed: 3, Log: logPath}, JSON: true}
	ios, out, _ := cmdtest.Streams("")
	if err := runPlay(&o, ios); err != nil {
		t.Fatal(err)
	}
	var sum gamewords.Summary
	if err := json.Unmarshal(out.Bytes(), &sum); err != nil || sum.Log != logPath || !sum.Over {
		t.Fatalf("summary %+v (%v)", sum, err)
	}
	ios, out, _ = cmdtest.Streams("")
	if err := runReplay(&replay.Options{File: logPath}, ios); err != nil {
		t.Fatalf("replaying the log: %v", err)
	}
	if !strings.Contains(out.String(), "all legal") {
		t.Fatalf("replay says:\n%s", out)
	}
}

// TestCheckMoveHint: a person's refused move names, beside the rule that
// refuses it, the rule they most likely had in mind (the game's hint).
func TestCheckMoveHint(t *testing.T) {
	mojo, _ := engine.Lookup("mojo")
	for seed := uint64(1); seed < 200; seed++ {
		s, err := mojo.New(engine.Config{Players: 3, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		legal := s.LegalMoves(nil)
		for v := 0; v <= 12; v++ {
			text := fmt.Sprintf("play %d %d", v, v)
			m, msg := (&humanAgent{o: testOptions()}).checkMove(s, legal, text)
			if msg == "" || !strings.HasPrefix(msg, "illegal") {
				continue
			}
			if err := s.Clone().Apply(m); err == nil {
				continue
			}
			if strings.Contains(msg, "see also mojo.turn.equal: ") {
				return
			}
		}
	}
	t.Fatal("no refused pair in 200 deals named mojo.turn.equal")
}
