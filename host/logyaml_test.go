package host

import (
	"bytes"
	"testing"

	"tabletop/engine"
	"tabletop/engine/story"
	"tabletop/internal/testdepth"
)

// The log written after every move is the log's own encoding
// (engine.GameLog.Marshal), byte for byte, along whole games of both
// rulesets, with and without a pad. The log is written after every move;
// it is compared at each of a game's first 40 moves, every 8th move after
// them and every move that ends a round or the game (Marshal encodes the
// whole log each time), and at every move with -long.
func TestLogEncoderIsMarshal(t *testing.T) {
	for _, tc := range []struct {
		game  string
		opts  engine.Options
		seats int
		seed  uint64
		pad   string
	}{
		{"mojo", nil, 3, 7, ""},
		{"mojo", engine.Options{"variant": "two-piles"}, 4, 11, "night/pad.yaml"},
		{"makoto", engine.Options{"series": "on"}, 3, 3, "pad.yaml"},
		{"makoto", nil, 5, 8, ""},
	} {
		rs, err := engine.Lookup(tc.game)
		if err != nil {
			t.Fatal(err)
		}
		names := []string{"Ann", "O'Hara", "Zoë", "bot:random#2", "Eve"}[:tc.seats]
		s, err := rs.New(engine.Config{Players: tc.seats, Options: tc.opts, Seed: tc.seed, Names: names})
		if err != nil {
			t.Fatal(err)
		}
		l := engine.NewLog(s, names)
		rec := story.New(s, names)
		l.Pad = tc.pad
		bot, _ := rs.NewBot("random", tc.seed)
		var enc logEncoder
		events, rounds := 0, 0
		for move := 0; !s.IsTerminal(); move++ {
			seat := s.CurrentPlayer()
			m := bot.Choose(s, s.LegalMoves(nil))
			if err := engine.Play(s, seat, m); err != nil {
				t.Fatal(err)
			}
			l.Record(seat, m, s)
			rec.Record(seat, m, s)
			events++
			l.Events = rec.Lines()
			got, err := enc.marshal(l)
			if err != nil {
				t.Fatal(err)
			}
			roundEnded := len(s.Rounds()) != rounds
			rounds = len(s.Rounds())
			if !testdepth.Long() && move >= 40 && move%8 != 0 && !roundEnded && !s.IsTerminal() {
				continue
			}
			want, err := l.Marshal()
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, want) {
				t.Fatalf("%s seed %d, move %d: the log differs from its Marshal:\n%s\n---\n%s", tc.game, tc.seed, move+1, got, want)
			}
		}
		if events < 20 {
			t.Errorf("%s: only %d moves", tc.game, events)
		}
	}
}
