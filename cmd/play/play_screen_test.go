package play

import (
	"errors"
	"slices"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"tabletop/engine"
	"tabletop/screens"
)

// fakeScreen is a playScreen without a program: what the game sends it is
// kept, and lines are submitted on its channel.
func fakeScreen() (*playScreen, *[]tea.Msg) {
	var sent []tea.Msg
	ps := &playScreen{lv: staying{}, lines: make(chan string, 8), stop: make(chan struct{}), done: make(chan struct{})}
	ps.out = func(m tea.Msg) { sent = append(sent, m) }
	return ps, &sent
}

// At Ann's prompt on the screen, Ben (a person) holding the lid finds his
// moves out of turn in her list, told in full; a line is judged as the
// line prompt judges it: a refusal and "?" are answered (the hint's
// ranking, and the cursor on its best), "Ben: lid take 7" is his move out
// of turn; several people at the screen get a hand-over first.
func TestChooseOnScreen(t *testing.T) {
	for _, c := range []struct {
		name    string
		lines   []string
		hotSeat bool
		answers int
		want    error
	}{
		{"lid out of turn", []string{"Ben: lid take 7"}, false, 0, &engine.OutOfTurn{}},
		{"refused, hint, then quit", []string{"play 8", "?", "quit"}, true, 2, errQuit},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := lidPosition(t, false, nil)
			ps, sent := fakeScreen()
			for _, l := range c.lines {
				ps.lines <- l
			}
			h := &humanAgent{o: testOptions(), name: "Ann", seat: 0, screen: ps}
			if c.hotSeat {
				h.hotSeat = &hotSeat{last: -1}
			}
			_, err := h.TryChoose(s, s.LegalMoves(nil))
			var oot *engine.OutOfTurn
			switch want := c.want.(type) {
			case *engine.OutOfTurn:
				if !errors.As(err, &oot) || oot.Seat != 1 || s.MoveString(oot.Move) != "lid take 7" {
					t.Fatalf("err %v, want Ben's lid take 7 out of turn", err)
				}
			default:
				if err != want {
					t.Fatalf("err %v, want %v", err, want)
				}
			}
			turn, ok := (*sent)[0].(screenTurn)
			if !ok {
				t.Fatalf("first sent %T, want the turn", (*sent)[0])
			}
			if c.hotSeat != (len(turn.pass) == 2) || !strings.Contains(strings.Join(turn.pass, " "), "Pass the screen to Ann") && c.hotSeat {
				t.Errorf("hand-over %q with hot seat %v", turn.pass, c.hotSeat)
			}
			i := slices.IndexFunc(turn.items, func(it screens.Item) bool { return it.Text == "Ben: lid take 7" })
			if i < 0 || !strings.Contains(turn.items[i].Label, "out of turn") {
				t.Errorf("Ben's lid take 7 not offered in full in Ann's list: %+v", turn.items)
			}
			if !strings.Contains(strings.Join(turn.status, "\n"), "Your move, Ann") {
				t.Errorf("status %q", turn.status)
			}
			var answers []screenAnswer
			for _, m := range (*sent)[1:] {
				if a, ok := m.(screenAnswer); ok {
					answers = append(answers, a)
				}
			}
			if len(answers) != c.answers {
				t.Fatalf("%d answers, want %d: %+v", len(answers), c.answers, answers)
			}
			if c.answers == 2 {
				if !strings.HasPrefix(answers[0].lines[0], "illegal") {
					t.Errorf("play 8 answered %q", answers[0].lines)
				}
				if h := answers[1]; len(h.lines) != 1 || !strings.HasPrefix(h.lines[0], "hint, best first: "+h.best) || h.best == "" {
					t.Errorf("? answered %q, best %q", h.lines, h.best)
				}
			}
		})
	}
}
