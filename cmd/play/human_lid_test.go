package play

import (
	"bytes"
	"errors"
	"io"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"tabletop/cmd/cmdutil/cmdtest"
	"tabletop/cmd/internal/seating"
	"tabletop/engine"
	"tabletop/rulesets/makoto"
)

// TestHumanLidOnTurn: a person holding the lid finds "lid take C" among
// their own choices when they are to move (makoto.lid), and is never asked
// about it separately; "lid keep" is not notation; a person without the
// lid is told the rule.
func TestHumanLidOnTurn(t *testing.T) {
	holder := 0
	cases := []struct {
		name, input string
		lid         int
		want        string
		complaint   string
	}{
		{"holder takes", "lid take 7\n", holder, "lid take 7", ""},
		{"lid keep is not a move", "lid keep\nplay 5\n", holder, "play 5", "there is no lid keep"},
		{"not the holder", "lid take 7\nplay 5\n", 2, "play 5", "makoto.lid"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			lid := c.lid
			s, err := makoto.NewPosition(makoto.Position{Players: 3, Mover: 0, Hand: []makoto.Card{4, 5, 9},
				Curtain: []makoto.Card{7, 8}, LidHolder: &lid, Names: []string{"Ann", "Ben", "Cy"}})
			if err != nil {
				t.Fatal(err)
			}
			legal := s.LegalMoves(nil)
			var listed []string
			for _, m := range legal {
				if m.Kind == makoto.KindLidTake {
					listed = append(listed, s.MoveString(m))
				}
			}
			if (c.lid == holder) != (len(listed) == 2) {
				t.Errorf("lid moves among the choices: %v", listed)
			}
			var prompt strings.Builder
			h := &humanAgent{o: testOptions(), name: "Ann", seat: 0, in: playInput(strings.NewReader(c.input)), view: io.Discard, prompt: &prompt}
			m, err := h.TryChoose(s, legal)
			if err != nil {
				t.Fatal(err)
			}
			if got := s.MoveString(m); got != c.want {
				t.Errorf("chose %q, want %q", got, c.want)
			}
			if c.complaint != "" && !strings.Contains(prompt.String(), c.complaint) {
				t.Errorf("prompt %q lacks %q", prompt.String(), c.complaint)
			}
			if err := s.Apply(m); err != nil {
				t.Fatal(err)
			}
			if c.want == "lid take 7" && (s.CurrentPlayer() != 0 || s.LidHolder() != -1) {
				t.Errorf("after lid take: to move %d, lid %d", s.CurrentPlayer(), s.LidHolder())
			}
		})
	}
}

// lidPosition is Ann's turn in a Makoto game of Ann, Ben and Cy where Ben
// holds the lid (out of the game when benOut is set).
func lidPosition(t *testing.T, benOut bool, opts engine.Options) *makoto.State {
	t.Helper()
	ben := 1
	pos := makoto.Position{Players: 3, Mover: 0, Hand: []makoto.Card{4, 5, 9}, Curtain: []makoto.Card{7, 8},
		LidHolder: &ben, Names: []string{"Ann", "Ben", "Cy"}, Options: opts}
	if benOut {
		pos.Out = []int{1}
	}
	s, err := makoto.NewPosition(pos)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestHumanLidAtAnyPrompt: at any person's prompt, "NAME: lid take C"
// makes the lid holder's move out of turn (makoto.lid); it is checked
// first, and refused for a seat that is not the holder, a name that is no
// seat's, a bot's seat, or (lid-after-out=refuse) a holder who is out. A
// plain "lid take C" at another's prompt stays that player's move, and the
// complaint says how to write the holder's.
func TestHumanLidAtAnyPrompt(t *testing.T) {
	cases := []struct {
		name, input string
		benOut      bool
		opts        engine.Options
		bots        bool   // Ben is a bot
		want        string // the move made out of turn by Ben ("": Ann's move)
		complaint   string
	}{
		{name: "holder's name", input: "Ben: lid take 7\n", want: "lid take 7"},
		{name: "any case, spaces", input: "  ben :  LID TAKE 8\n", want: "lid take 8"},
		{name: "holder already out", input: "Ben: lid take 7\n", benOut: true, want: "lid take 7"},
		{name: "out, lid-after-out=refuse", input: "Ben: lid take 7\nplay 5\n", benOut: true,
			opts: engine.Options{makoto.OptionLidAfterOut: makoto.LidAfterOutRefuse}, complaint: "illegal (makoto.lid)"},
		{name: "not the holder", input: "Cy: lid take 7\nplay 5\n", complaint: "illegal (makoto.lid)"},
		{name: "not in the Curtain", input: "Ben: lid take 9\nplay 5\n", complaint: "illegal (makoto.lid)"},
		{name: "not a lid move", input: "Ben: pass\nplay 5\n", complaint: "it is Ann's turn, not Ben's"},
		{name: "no such player", input: "Zed: lid take 7\nplay 5\n", complaint: "Zed is not a player here (players: Ann, Ben, Cy)"},
		{name: "a bot's seat", input: "Ben: lid take 7\nplay 5\n", bots: true, complaint: "Ben is a bot"},
		{name: "plain at another's prompt", input: "lid take 7\nplay 5\n", complaint: "Ben's move out of turn is written Ben: lid take 7"},
		{name: "own name", input: "Ann: play 5\n"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := lidPosition(t, c.benOut, c.opts)
			var prompt strings.Builder
			h := &humanAgent{o: testOptions(), name: "Ann", seat: 0, in: playInput(strings.NewReader(c.input)), view: io.Discard, prompt: &prompt}
			if c.bots {
				h.table = testTable(s, []bool{true, false, true})
			}
			m, err := h.TryChoose(s, s.LegalMoves(nil))
			var oot *engine.OutOfTurn
			switch {
			case c.want != "":
				if !errors.As(err, &oot) || oot.Seat != 1 || s.MoveString(oot.Move) != c.want {
					t.Fatalf("got %v, %v; want Ben's %q out of turn\n%s", m, err, c.want, prompt.String())
				}
			case err != nil:
				t.Fatalf("%v\n%s", err, prompt.String())
			case s.MoveString(m) != "play 5":
				t.Errorf("Ann's move %q, want play 5", s.MoveString(m))
			}
			if !strings.Contains(prompt.String(), c.complaint) {
				t.Errorf("prompt %q lacks %q", prompt.String(), c.complaint)
			}
		})
	}
}

// TestHumanLidRun: the holder's move announced at another person's prompt
// is made by Run as the holder's move out of turn, observed (logged) as
// theirs, and the prompt asks its player again.
func TestHumanLidRun(t *testing.T) {
	s := lidPosition(t, true, nil)
	in := playInput(strings.NewReader("?\nBen: lid take 7\nplay 4\n"))
	var prompt strings.Builder
	agents := []engine.Agent{
		&humanAgent{o: testOptions(), name: "Ann", seat: 0, in: in, view: io.Discard, prompt: &prompt},
		&humanAgent{o: testOptions(), name: "Ben", seat: 1, in: in, view: io.Discard, prompt: &prompt},
		&humanAgent{o: testOptions(), name: "Cy", seat: 2, in: in, view: io.Discard, prompt: &prompt},
	}
	var made []string
	err := engine.Run(s, agents, func(seat int, m engine.Move, after engine.State) error {
		made = append(made, after.Config().SeatName(seat)+": "+after.MoveString(m))
		return nil
	})
	if err != errInputEnded {
		t.Fatalf("run: %v", err)
	}
	if want := []string{"Ben: lid take 7", "Ann: play 4"}; !slices.Equal(made, want) {
		t.Errorf("moves %q, want %q", made, want)
	}
	if !strings.Contains(prompt.String(), "Ben: lid take 7 — Ben, already out, gives back the lid") {
		t.Errorf("? does not list Ben's moves out of turn:\n%s", prompt.String())
	}
	if n := strings.Count(prompt.String(), "Your move, Ann"); n != 3 {
		t.Errorf("Ann asked %d times, want 3 (?, the lid, the play)\n%s", n, prompt.String())
	}
}

// TestHumanLidInTheForm: the form offers the lid to its holder when the
// holder is a person at this screen, as a choice that leads to the
// Curtain card (or back); not when the holder is a bot.
func TestHumanLidInTheForm(t *testing.T) {
	for _, c := range []struct {
		name   string
		human  []bool
		answer []string
		want   string // Ben's move out of turn, or Ann's move
	}{
		{"to the card", []bool{true, true, true}, []string{"LID", "2"}, "Ben: lid take 8"},
		{"back", []bool{true, true, true}, []string{"LID", "3", "1"}, "Ann: FIRST"},
		{"bot holder", []bool{true, false, true}, []string{"LID"}, "Ann: HINT"},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := lidPosition(t, false, nil)
			legal := s.LegalMoves(nil)
			lid := strconv.Itoa(len(legal) + 1)
			var lines []string
			for _, a := range c.answer {
				lines = append(lines, strings.ReplaceAll(a, "LID", lid))
			}
			var out bytes.Buffer
			h := &humanAgent{o: testOptions(), name: "Ann", seat: 0, view: io.Discard, prompt: io.Discard, form: true, accessible: true,
				formIn: &cmdtest.LineReader{Lines: append(lines, "1")}, formOut: &out, table: testTable(s, c.human)}
			m, err := h.TryChoose(s, legal)
			var oot *engine.OutOfTurn
			got := ""
			switch {
			case errors.As(err, &oot):
				got = "Ben: " + s.MoveString(oot.Move)
			case err != nil:
				t.Fatal(err)
			case m == legal[0]:
				got = "Ann: FIRST"
			default:
				got = "Ann: " + s.MoveString(m)
			}
			want := c.want
			if want == "Ann: HINT" {
				// Without the lid choice, that number is the hint; then 1.
				want = "Ann: FIRST"
			}
			if got != want {
				t.Errorf("got %s, want %s\n%s", got, want, out.String())
			}
			offered := strings.Contains(out.String(), "Ben: give back the lid and take a card from the Curtain")
			if offered != c.human[1] {
				t.Errorf("lid choice offered %v, want %v\n%s", offered, c.human[1], out.String())
			}
		})
	}
}

// testTable is a table for an agent's tests: who is a person.
func testTable(s engine.State, human []bool) *playTable {
	return &playTable{o: withWords(&Options{Setup: seating.Setup{Game: s.Ruleset()}}), human: human, notes: map[int]string{}}
}

// TestPlayLidAtAnotherPrompt: end to end, a Makoto series resumed at the
// start of game 2 among three people: at the current player's prompt
// "HOLDER: lid take C" is made as the holder's move out of turn, shown,
// logged under the holder's name, and the same player is asked again.
func TestPlayLidAtAnotherPrompt(t *testing.T) {
	names := []string{"Ann", "Ben", "Cy"}
	opts := engine.Options{makoto.OptionSeries: "on"}
	for seed := uint64(1); seed <= 40; seed++ {
		s, err := makoto.NewState(engine.Config{Players: 3, Seed: seed, Options: opts, Names: names})
		if err != nil {
			t.Fatal(err)
		}
		log := engine.NewLog(s, names)
		for g, _ := s.Game(); g == 1; g, _ = s.Game() {
			var m engine.Move
			for _, l := range s.LegalMoves(nil) {
				if m = l; l.Kind != makoto.KindLidTake {
					break
				}
			}
			seat := s.CurrentPlayer()
			if err := engine.Play(s, seat, m); err != nil {
				t.Fatal(err)
			}
			log.Record(seat, m, s)
		}
		holder, cur := s.LidHolder(), s.CurrentPlayer()
		if holder < 0 || holder == cur || len(s.Curtain()) == 0 {
			continue
		}
		dir := t.TempDir()
		file := filepath.Join(dir, "series.yaml")
		if err := writeLog(file, log); err != nil {
			t.Fatal(err)
		}
		o, err := resumeFromFile(file)
		if err != nil {
			t.Fatal(err)
		}
		lid := names[holder] + ": lid take " + s.Curtain()[0].String()
		ios, out, errOut := cmdtest.Streams(lid + "\nquit\n")
		if err := runPlay(o, ios); err != nil {
			t.Fatalf("play: %v\n%s", err, errOut)
		}
		back, err := engine.LoadLog(file)
		if err != nil {
			t.Fatal(err)
		}
		if last := back.Moves[len(back.Moves)-1].String(); last != lid || len(back.Moves) != len(log.Moves)+1 {
			t.Errorf("logged %q last (%d moves), want %q after the %d resumed", last, len(back.Moves), lid, len(log.Moves))
		}
		if !strings.Contains(out.String(), lid) {
			t.Errorf("the move is not shown:\n%s", out)
		}
		prompt := "Your move, " + names[cur]
		if n := strings.Count(errOut.String(), prompt); n != 2 {
			t.Errorf("%q asked %d times, want 2:\n%s", prompt, n, errOut)
		}
		return
	}
	t.Fatal("no series gave the lid to someone not leading game 2")
}
