package validator_test

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"tabletop/engine"
	"tabletop/engine/tableplay"
	"tabletop/rulesets/makoto"
	"tabletop/validator"
)

// newSession starts a table of game for Ann, Ben, Cy (and Dan with four)
// and feeds it lines, each of which must be accepted.
func newSession(t *testing.T, game string, players int, opts engine.Options, lines ...string) *validator.Session {
	t.Helper()
	rs, err := engine.Lookup(game)
	if err != nil {
		t.Fatal(err)
	}
	sess, err := validator.NewSession(rs, []string{"Ann", "Ben", "Cy", "Dan"}[:players], opts, 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range lines {
		if a := sess.Handle(l); !a.OK {
			t.Fatalf("%s: %q refused: %s: %s", game, l, a.Rule(), a.Reason())
		}
	}
	return sess
}

// TestTableNamelessLines: a line without a name is the player to move's,
// recorded with the name; with a Curtain decision open, a line that is no
// such decision is the next player's; lines that need a name say so.
func TestTableNamelessLines(t *testing.T) {
	const curtain = "curtain 13 11 2 1 1 9 4"
	for _, c := range []struct {
		game   string
		before []string
		line   string
		want   string // the line recorded, or "" when refused
		rule   string // the refusal's rule
		reason string // part of the refusal's reason
	}{
		{game: "mojo", before: []string{"top 8"}, line: "play 8 3", want: "Ann: play 8 3"},
		{game: "mojo", before: []string{"top 8", "play 8 3"}, line: "  play 2 ", want: "Ben: play 2"},
		{game: "mojo", before: []string{"top 8"}, line: "play 8 9 9", rule: "mojo.turn.chain-only-equal"},
		{game: "mojo", before: []string{"top 8"}, line: "hello", rule: engine.RuleNotation},
		{game: "mojo", line: "play 8", rule: validator.RuleTableLine, reason: "NAME: MOVE"},
		{game: "mojo", before: []string{"top 12", "Ann: play 12 12 11", "Ben: play 11 11 10", "Cy: play 9", "Ann: play 9 9 8",
			"Ben: play 8 8 7", "Cy: play 7 7 7 6", "Ann: reveal 5", "Ben: reveal 4", "Cy: reveal 3", "Ann: reveal 2"},
			line: "shows 5 2", rule: validator.RuleTableLine, reason: "NAME: shows"},
		{game: "makoto", before: []string{curtain}, line: "play 3 3 3 take 2", want: "Ben: play 3 3 3 take 2"},
		// Ben's Curtain decision is open: his own decision is his, a pass is Cy's.
		{game: "makoto", before: []string{curtain, "play 3 3 3"}, line: "take 2", want: "Ben: take 2"},
		{game: "makoto", before: []string{curtain, "play 3 3 3"}, line: "pass", want: "Cy: pass"},
		{game: "makoto", before: []string{curtain, "play 3 3 3"}, line: "play 5 5", rule: "makoto.follow"},
	} {
		t.Run(c.game+"/"+c.line, func(t *testing.T) {
			sess := newSession(t, c.game, 3, nil, c.before...)
			before, _ := json.Marshal(sess.Status())
			a := sess.Handle(c.line)
			if c.want != "" {
				if !a.OK {
					t.Fatalf("refused: %s: %s", a.Rule(), a.Reason())
				}
				lines := sess.Lines()
				if a.Input != c.want || lines[len(lines)-1] != c.want {
					t.Fatalf("recorded %q (answer %q), want %q", lines[len(lines)-1], a.Input, c.want)
				}
				return
			}
			after, _ := json.Marshal(sess.Status())
			if a.OK || a.Rule() != c.rule || !strings.Contains(a.Reason().String(), c.reason) {
				t.Fatalf("ok=%v %s: %s; want refused by %s saying %q", a.OK, a.Rule(), a.Reason(), c.rule, c.reason)
			}
			if string(before) != string(after) || len(sess.Lines()) != len(c.before) {
				t.Fatal("the refused line changed the table")
			}
		})
	}
}

// TestTableNamelessLid: the lid holder's "lid take C" may come at any
// moment, so it needs the holder's name, and the refusal names them.
func TestTableNamelessLid(t *testing.T) {
	opts := engine.Options{"series": "on", "lid": "on"}
	tr := makotoTranscript(t, 3, opts, 2)
	rs, _ := engine.Lookup("makoto")
	sess, err := validator.NewSession(rs, tr.players, tr.opts, 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range tr.lines {
		if a := sess.Handle(l); !a.OK {
			t.Fatalf("%q refused: %s", l, a.Reason())
		}
		st := sess.Status()
		lid, _ := st.Fields["lid"].(string)
		cur, _ := st.Fields["curtain"].([]int)
		if lid == "" || len(cur) == 0 || st.WaitingFor != tableplay.WaitMove {
			continue
		}
		move := fmt.Sprintf("lid take %d", cur[0])
		a := sess.Handle(move)
		if a.OK || a.Rule() != validator.RuleTableLine || !strings.Contains(a.Reason().String(), lid+": "+move) {
			t.Fatalf("%q without a name: ok=%v %s: %s; want refused naming %s", move, a.OK, a.Rule(), a.Reason(), lid)
		}
		if a := sess.Try(lid + ": " + move); !a.OK {
			t.Fatalf("%q refused: %s", lid+": "+move, a.Reason())
		}
		return
	}
	t.Fatal("the series never gave anyone the lid")
}

// TestTableNamelessTranscripts: whole games typed without names (but for
// the cards shown and the lid, which need them) leave the same lines as
// the games with every name.
func TestTableNamelessTranscripts(t *testing.T) {
	for _, tf := range transcriptFiles {
		t.Run(tf.file, func(t *testing.T) {
			var tr transcript
			if tf.game == "mojo" {
				tr = mojoTranscript(t, tf.players, tf.opts, tf.seed)
			} else {
				tr = makotoTranscript(t, tf.players, tf.opts, tf.seed)
			}
			rs, _ := engine.Lookup(tf.game)
			sess, err := validator.NewSession(rs, tr.players, tr.opts, 0)
			if err != nil {
				t.Fatal(err)
			}
			for i, l := range tr.lines {
				typed := l
				if _, what, ok := strings.Cut(l, ": "); ok && !strings.HasPrefix(what, "shows") && !strings.HasPrefix(what, "lid ") {
					typed = what
				}
				if a := sess.Handle(typed); !a.OK || a.Input != l {
					t.Fatalf("line %d %q: ok=%v as %q (%s), want %q", i+1, typed, a.OK, a.Input, a.Reason(), l)
				}
			}
			if !slices.Equal(sess.Lines(), tr.lines) {
				t.Fatal("the lines differ from the named game's")
			}
		})
	}
}

// TestTableToldHint: "? CARDS" ranks the moves of exactly the hand the
// player to move states, refuses a hand the table contradicts with the
// reason, and keeps the hand nowhere: the lines and the status stay.
func TestTableToldHint(t *testing.T) {
	const curtain = "curtain 13 11 2 1 1 9 4"
	mojoTime := []string{"top 12", "Ann: play 12 12 11", "Ben: play 11 11 10", "Cy: play 9", "Ann: play 9 9 8",
		"Ben: play 8 8 7", "Cy: play 7 7 7 6"}
	// Ben takes a 2 from the Curtain and leads the next trick.
	benLeads := []string{curtain, "Ben: play 3 3 3 take 2", "Cy: pass", "Ann: pass"}
	for _, c := range []struct {
		game   string
		before []string
		line   string
		moves  []string // every move the hint may list (nil: refused)
		rule   string
	}{
		{game: "mojo", before: []string{"top 8"}, line: "? 8 8 7 4 3 2 1 0",
			moves: []string{"play 8 8 7", "play 8 7", "play 7", "play 4", "play 3", "play 2", "play 1", "play 0",
				"play 8 8 0", "play 8 8 1", "play 8 8 2", "play 8 8 3", "play 8 8 4", "play 8 0", "play 8 1", "play 8 2", "play 8 3", "play 8 4"}},
		{game: "mojo", before: mojoTime, line: "? 5 2", moves: []string{"reveal 5", "reveal 2"}},
		{game: "mojo", before: []string{"top 8"}, line: "? 8 8 7", rule: tableplay.RuleToldHand},
		{game: "mojo", before: []string{"top 8"}, line: "? 1 2 3 4 5 6 7 99", rule: "mojo.deck"},
		{game: "mojo", before: []string{"top 0"}, line: "? 0 0 0 0 1 2 3 4", rule: "mojo.deck"},
		{game: "mojo", before: mojoTime, line: "? 5", rule: tableplay.RuleToldHand},
		{game: "mojo", line: "? 1 2 3", rule: "mojo.setup"},
		{game: "makoto", before: benLeads, line: "? 2 4 4 5 5 6 6 7 7 8 8 10 12",
			moves: []string{"play 2", "play 4", "play 4 4", "play 5", "play 5 5", "play 6", "play 6 6", "play 7", "play 7 7",
				"play 8", "play 8 8", "play 10", "play 12", "play 4 5 6", "play 4 5 6 7", "play 4 5 6 7 8", "play 5 6 7", "play 5 6 7 8", "play 6 7 8"}},
		{game: "makoto", before: benLeads, line: "? 3 4 4 5 5 6 6 7 7 8 8 10 12", rule: tableplay.RuleToldHand},
		{game: "makoto", before: benLeads, line: "? 2 4 4 5 5 6 6 7 7 8 8 10", rule: tableplay.RuleToldHand},
		{game: "makoto", before: benLeads, line: "? 2 3 3 3 4 5 6 7 8 9 10 11 12", rule: "makoto.cards"},
		{game: "makoto", before: benLeads, line: "? 2 4 4 5 5 6 6 7 7 8 8 10 16", rule: "makoto.cards"},
		{game: "makoto", before: benLeads, line: "? 2 4 4 5 5 6 6 7 7 8 8 10 x", rule: "makoto.cards"},
	} {
		t.Run(c.game+"/"+c.line, func(t *testing.T) {
			sess := newSession(t, c.game, 3, nil, c.before...)
			before, _ := json.Marshal(sess.Status())
			a := sess.Handle(c.line)
			after, _ := json.Marshal(sess.Status())
			if string(before) != string(after) || !slices.Equal(sess.Lines(), c.before) {
				t.Fatal("the stated hand changed the table or the lines")
			}
			if c.moves == nil {
				if a.OK || a.Rule() != c.rule || a.Reason().String() == "" {
					t.Fatalf("ok=%v %s: %s; want refused by %s", a.OK, a.Rule(), a.Reason(), c.rule)
				}
				return
			}
			if !a.OK || !a.Query {
				t.Fatalf("refused: %s: %s", a.Rule(), a.Reason())
			}
			for _, h := range a.Hints {
				if !slices.Contains(c.moves, h) && !strings.HasPrefix(h, "pass") {
					t.Errorf("%q is not a move of the stated hand", h)
				}
			}
			if len(a.Advice) == 0 {
				t.Fatal("no hint")
			}
			for _, adv := range a.Advice {
				if !slices.Contains(a.Hints, adv.Move) {
					t.Errorf("hint %q is not a move of the stated hand", adv.Move)
				}
			}
		})
	}
}

// TestTableLidAfterOut: in table mode a lid holder who is already out may
// still write "NAME: lid take C" (makoto.lid, lid-after-out=allow, the
// default); with lid-after-out=refuse it is refused, naming the rule. The
// games are played by bots that never use the lid, so that its holder
// goes out still holding it.
func TestTableLidAfterOut(t *testing.T) {
	for _, refuse := range []bool{false, true} {
		opts := engine.Options{"series": "on"}
		if refuse {
			opts["lid-after-out"] = "refuse"
		}
		found := false
		for seed := uint64(1); seed <= 20 && !found; seed++ {
			lines, names := noLidTranscript(t, opts, seed)
			rs, _ := engine.Lookup("makoto")
			sess, err := validator.NewSession(rs, names, opts, 0)
			if err != nil {
				t.Fatal(err)
			}
			for _, l := range lines {
				if a := sess.Handle(l); !a.OK {
					t.Fatalf("%q refused: %s", l, a.Reason())
				}
				st := sess.Status()
				lid, _ := st.Fields["lid"].(string)
				out, _ := st.Fields["out"].([]string)
				cur, _ := st.Fields["curtain"].([]int)
				if lid == "" || !slices.Contains(out, lid) || len(cur) == 0 || st.WaitingFor != tableplay.WaitMove {
					continue
				}
				move := fmt.Sprintf("%s: lid take %d", lid, cur[0])
				a := sess.Try(move)
				if a.OK == refuse || (refuse && a.Rule() != "makoto.lid") {
					t.Fatalf("lid-after-out refuse=%v: %q: ok=%v %s: %s", refuse, move, a.OK, a.Rule(), a.Reason())
				}
				found = true
				break
			}
		}
		if !found {
			t.Errorf("refuse=%v: no series gave the lid to a player who then went out", refuse)
		}
	}
}

// noLid is a greedy bot that never uses the lid.
type noLid struct{ *makoto.Greedy }

func (a noLid) Choose(s engine.State, legal []engine.Move) engine.Move {
	var other []engine.Move
	for _, m := range legal {
		if m.Kind != makoto.KindLidTake {
			other = append(other, m)
		}
	}
	return a.Greedy.Choose(s, other)
}

// noLidTranscript is the table lines of a three-player series played by
// bots that never use the lid.
func noLidTranscript(t *testing.T, opts engine.Options, seed uint64) (lines, names []string) {
	t.Helper()
	names = []string{"Ann", "Ben", "Cy"}
	s, err := makoto.NewState(engine.Config{Players: 3, Options: opts, Seed: seed, Names: names})
	if err != nil {
		t.Fatal(err)
	}
	curtain := func(s *makoto.State) string {
		var w []string
		for _, c := range s.Curtain() {
			w = append(w, c.String())
		}
		return "curtain " + strings.Join(w, " ")
	}
	lines = append(lines, curtain(s))
	agents := make([]engine.Agent, 3)
	for i := range agents {
		agents[i] = noLid{makoto.NewGreedy(seed + uint64(i))}
	}
	prev := s.Clone().(*makoto.State)
	game, _ := s.Game()
	err = engine.Run(s, agents, func(seat int, m engine.Move, st engine.State) error {
		cur := st.(*makoto.State)
		lines = append(lines, names[seat]+": "+prev.MoveString(m))
		if g, _ := cur.Game(); g != game && !cur.IsTerminal() {
			game = g
			lines = append(lines, curtain(cur))
		}
		prev = cur.Clone().(*makoto.State)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return lines, names
}
