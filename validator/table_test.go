package validator_test

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"tabletop/engine"
	"tabletop/engine/tableplay"
	"tabletop/rulesets/makoto"
	"tabletop/rulesets/mojo"
	"tabletop/validator"
)

// transcript is a digital game written as the table mode's lines: what a
// table would show and declare, with the totals the game reached.
type transcript struct {
	players []string
	opts    engine.Options
	lines   []string
	totals  []int
	winners []int
	end     engine.State // the digital game at its end
}

// mojoTranscript plays a Mojo game between bots and writes it as table
// lines: top, every move, and the cards each player shows at a round's end.
func mojoTranscript(t testing.TB, players int, opts engine.Options, seed uint64) transcript {
	t.Helper()
	names := []string{"Ann", "Ben", "Cy", "Dan", "Eve", "Fay", "Gus", "Hal"}[:players]
	s, err := mojo.NewState(engine.Config{Players: players, Options: opts, Seed: seed, Names: names})
	if err != nil {
		t.Fatal(err)
	}
	tr := transcript{players: names, opts: opts}
	tops := func(s *mojo.State) string {
		var w []string
		for p := range s.Piles() {
			v, _ := s.Top(p)
			w = append(w, fmt.Sprint(v))
		}
		return "top " + strings.Join(w, " ")
	}
	tr.lines = append(tr.lines, tops(s))
	agents := make([]engine.Agent, players)
	for i := range agents {
		agents[i] = mojo.NewGreedy(seed + uint64(i))
		if i%2 == 1 {
			agents[i] = engine.NewRandomAgent(seed + uint64(i))
		}
	}
	prev := s.Clone().(*mojo.State)
	err = engine.Run(s, agents, func(seat int, m engine.Move, st engine.State) error {
		cur := st.(*mojo.State)
		tr.lines = append(tr.lines, names[seat]+": "+prev.MoveString(m))
		ended := slices.ContainsFunc(cur.Effects(), func(e engine.Effect) bool { return e.Rule == "mojo.round-end" })
		refilled := slices.ContainsFunc(cur.Effects(), func(e engine.Effect) bool {
			return e.Rule == "mojo.two-piles.refill" && strings.Contains(e.Text.String(), "draw pile")
		})
		if refilled && !ended {
			// The pile restarted from the draw pile: the table says which card.
			v, _ := cur.Top(int(m.Arg[1]) - 1)
			tr.lines = append(tr.lines, fmt.Sprintf("top %d", v))
		}
		if ended {
			for p := range players {
				held := prev.Holding(p)
				if p == seat && m.Kind == mojo.KindPlay {
					for _, c := range m.Cards[:m.N] {
						i := slices.Index(held, int(c))
						held = slices.Delete(held, i, i+1)
					}
				}
				w := make([]string, len(held))
				for i, v := range held {
					w[i] = fmt.Sprint(v)
				}
				tr.lines = append(tr.lines, strings.TrimSpace(names[p]+": shows "+strings.Join(w, " ")))
			}
			if !cur.IsTerminal() {
				tr.lines = append(tr.lines, tops(cur))
			}
		}
		prev = cur.Clone().(*mojo.State)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	tr.totals, tr.winners, tr.end = s.Totals(), s.Winners(), s
	return tr
}

// makotoTranscript plays a Makoto game (or series) between bots and writes
// it as table lines: the Curtain of each game and every move.
func makotoTranscript(t testing.TB, players int, opts engine.Options, seed uint64) transcript {
	t.Helper()
	names := []string{"Ann", "Ben", "Cy", "Dan", "Eve", "Fay"}[:players]
	s, err := makoto.NewState(engine.Config{Players: players, Options: opts, Seed: seed, Names: names})
	if err != nil {
		t.Fatal(err)
	}
	tr := transcript{players: names, opts: opts}
	curtain := func(s *makoto.State) string {
		var w []string
		for _, c := range s.Curtain() {
			w = append(w, c.String())
		}
		return "curtain " + strings.Join(w, " ")
	}
	tr.lines = append(tr.lines, curtain(s))
	agents := make([]engine.Agent, players)
	for i := range agents {
		agents[i] = makoto.NewGreedy(seed + uint64(i))
		if i%2 == 1 {
			agents[i] = engine.NewRandomAgent(seed + uint64(i))
		}
	}
	prev := s.Clone().(*makoto.State)
	game, _ := s.Game()
	err = engine.Run(s, agents, func(seat int, m engine.Move, st engine.State) error {
		cur := st.(*makoto.State)
		tr.lines = append(tr.lines, names[seat]+": "+prev.MoveString(m))
		if g, _ := cur.Game(); g != game && !cur.IsTerminal() {
			game = g
			tr.lines = append(tr.lines, curtain(cur))
		}
		prev = cur.Clone().(*makoto.State)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	tr.totals, tr.winners, tr.end = s.Totals(), s.Winners(), s
	return tr
}

// follow feeds a transcript to a table session: every line must be
// accepted, and the session must end with the game's totals and winners.
func follow(t *testing.T, game string, tr transcript) *validator.Session {
	t.Helper()
	rs, err := engine.Lookup(game)
	if err != nil {
		t.Fatal(err)
	}
	sess, err := validator.NewSession(rs, tr.players, tr.opts, 0)
	if err != nil {
		t.Fatal(err)
	}
	for i, l := range tr.lines {
		before, _ := json.Marshal(sess.Status())
		if a := sess.Handle(l); !a.OK {
			t.Fatalf("line %d %q refused: %s: %s", i+1, l, a.Rule(), a.Reason())
		}
		// An out-of-turn declaration in between is refused and changes nothing.
		if st := sess.Status(); st.WaitingFor == tableplay.WaitMove && i%7 == 3 {
			other := tr.players[(slices.Index(tr.players, st.ToMove)+1)%len(tr.players)]
			now, _ := json.Marshal(st)
			a := sess.Handle(other + ": play 99 98")
			after, _ := json.Marshal(sess.Status())
			if a.OK || string(now) != string(after) {
				t.Fatalf("after line %d: %q was accepted or changed the table: %+v", i+1, other+": play 99 98", a)
			}
		}
		_ = before
	}
	st := sess.Status()
	if !st.Over {
		t.Fatalf("the game is not over after every line: waiting for %s", st.WaitingFor)
	}
	for i, p := range tr.players {
		if st.Totals[p] != tr.totals[i] {
			t.Fatalf("%s: the table scored %d, the game %d", p, st.Totals[p], tr.totals[i])
		}
	}
	var want []string
	for _, w := range tr.winners {
		want = append(want, tr.players[w])
	}
	if !slices.Equal(st.Winners, want) {
		t.Fatalf("winners %v, the game's %v", st.Winners, want)
	}
	return sess
}

// TestTableFollowsDigitalGames checks the table mode against the engine:
// a whole game played by bots, seen only as a table sees it, gives the
// same scores, round by round, for every player count and variant.
func TestTableFollowsDigitalGames(t *testing.T) {
	for _, tc := range []struct {
		game    string
		players int
		opts    engine.Options
	}{
		{"mojo", 2, nil},
		{"mojo", 3, nil},
		{"mojo", 4, engine.Options{"variant": "two-piles"}},
		{"mojo", 5, engine.Options{"direction-zero": "ccw"}},
		{"mojo", 3, engine.Options{"deal-next": "continue"}},
		{"mojo", 4, engine.Options{"deal-next": "continue", "variant": "two-piles", "refill": "draw-pile"}},
		{"mojo", 8, nil},
		{"makoto", 2, nil},
		{"makoto", 3, nil},
		{"makoto", 4, nil},
		{"makoto", 5, engine.Options{"series": "on"}},
		{"makoto", 6, nil},
		{"makoto", 3, engine.Options{"series": "on", "lid": "on"}},
	} {
		for seed := uint64(1); seed <= 3; seed++ {
			t.Run(fmt.Sprintf("%s/%d/%v/%d", tc.game, tc.players, tc.opts, seed), func(t *testing.T) {
				var tr transcript
				if tc.game == "mojo" {
					tr = mojoTranscript(t, tc.players, tc.opts, seed)
				} else {
					tr = makotoTranscript(t, tc.players, tc.opts, seed)
				}
				follow(t, tc.game, tr)
			})
		}
	}
}

var updateTranscripts = flag.Bool("update-transcripts", false, "rewrite testdata/table/*.txt from the digital games they record")

// transcriptFiles are the whole games the CLI's end-to-end tests pipe
// through `tabletop table`, written from digital games by
// TestTranscriptFiles (go test ./validator -run TestTranscriptFiles
// -update-transcripts).
var transcriptFiles = []struct {
	file    string
	game    string
	players int
	opts    engine.Options
	seed    uint64
}{
	{"mojo-3.txt", "mojo", 3, nil, 11},
	{"mojo-2.txt", "mojo", 2, nil, 12},
	{"mojo-4-two-piles.txt", "mojo", 4, engine.Options{"variant": "two-piles"}, 13},
	{"mojo-4-french-russian.txt", "mojo", 4, engine.Options{"variant": "two-piles", "deal-next": "continue", "refill": "draw-pile"}, 16},
	{"makoto-4.txt", "makoto", 4, nil, 14},
	{"makoto-3-series.txt", "makoto", 3, engine.Options{"series": "on"}, 15},
}

// TestTranscriptFiles checks that the committed transcripts are the games
// they say they are, and that the table mode follows each to its end.
func TestTranscriptFiles(t *testing.T) {
	for _, tf := range transcriptFiles {
		var tr transcript
		if tf.game == "mojo" {
			tr = mojoTranscript(t, tf.players, tf.opts, tf.seed)
		} else {
			tr = makotoTranscript(t, tf.players, tf.opts, tf.seed)
		}
		follow(t, tf.game, tr)
		var b strings.Builder
		fmt.Fprintf(&b, "# %s between %s (bots), seed %d; options: %s\n", tf.game, strings.Join(tr.players, ", "), tf.seed, tr.opts)
		var tot []string
		for i, p := range tr.players {
			tot = append(tot, fmt.Sprintf("%s=%d", p, tr.totals[i]))
		}
		fmt.Fprintf(&b, "# totals: %s\n", strings.Join(tot, " "))
		for _, l := range tr.lines {
			b.WriteString(l + "\n")
		}
		path := filepath.Join("..", "testdata", "table", tf.file)
		if *updateTranscripts {
			if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		got, err := os.ReadFile(path)
		if err != nil {
			t.Fatalf("%v (run: go test ./validator -run TestTranscriptFiles -update-transcripts)", err)
		}
		if string(got) != b.String() {
			t.Fatalf("%s is not the game it records (run: go test ./validator -run TestTranscriptFiles -update-transcripts)", path)
		}
	}
}

// FuzzTableLines feeds arbitrary lines to table sessions of both games:
// nothing may panic, every line is ignored, accepted or refused with a
// rule, a refused line changes nothing, and the engine's invariants hold
// after every accepted line.
func FuzzTableLines(f *testing.F) {
	for _, tf := range transcriptFiles {
		data, err := os.ReadFile(filepath.Join("..", "testdata", "table", tf.file))
		if err == nil {
			lines := strings.Split(string(data), "\n")
			f.Add(strings.Join(lines[:min(len(lines), 40)], "\n"))
		}
	}
	for _, s := range []string{
		"top 5\nAnn: play 5 5 4\nundo\nBen: play 3\nstatus\n?",
		"curtain 1 2 3 4 5 6 7\nBen: play 3 3 3 take 2\nCy: pass oracle discard 4\nAnn: lid take 7",
		"top 99\ntop -1\nAnn:\n: play 3\nAnn: shows 1 2\nundo\nundo",
		"Ann: play 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18",
		"top 5\nAnn: play 5 5 4 on 2\nAnn: play 1 1 on 2 draw 1\nAnn: play 7 7 on 2", // issue 19, D1
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, input string) {
		for _, game := range []string{"mojo", "makoto"} {
			rs, _ := engine.Lookup(game)
			sess, err := validator.NewSession(rs, []string{"Ann", "Ben", "Cy"}, nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			for _, l := range strings.Split(input, "\n") {
				before, _ := json.Marshal(sess.Status())
				n := len(sess.Lines())
				a := sess.Handle(l)
				after, _ := json.Marshal(sess.Status())
				switch {
				case a.Ignored:
				case !a.OK:
					if a.Rule() == "" || a.Reason().String() == "" {
						t.Fatalf("%q refused without a rule or reason", l)
					}
					if string(before) != string(after) || len(sess.Lines()) != n {
						t.Fatalf("refused %q changed the table", l)
					}
				default:
					if st := sess.Table().State(); st != nil {
						if err := st.CheckInvariants(); err != nil {
							t.Fatalf("after %q: %v", l, err)
						}
					}
				}
			}
		}
	})
}

// TestPlayIsTheOneEntry checks, for every registered game, that the
// engine's one entry for moves refuses a move out of turn and a move
// after the game's end with the same typed errors, and changes nothing.
func TestPlayIsTheOneEntry(t *testing.T) {
	for _, name := range engine.Names() {
		rs, _ := engine.Lookup(name)
		s, err := rs.New(engine.Config{Players: 3, Seed: 5})
		if err != nil {
			t.Fatal(err)
		}
		legal := s.LegalMoves(nil)
		cur := s.CurrentPlayer()
		other := (cur + 1) % 3
		before := s.Clone()
		err = engine.Play(s, other, legal[0])
		if re, ok := engine.AsRuleError(err); !ok || re.Rule != engine.RuleNotYourTurn {
			t.Fatalf("%s: a move out of turn gives %v, want %s", name, err, engine.RuleNotYourTurn)
		}
		if !s.Equal(before) {
			t.Fatalf("%s: the refused move changed the state", name)
		}
		bot, _ := rs.NewBot("random", 1)
		agents := []engine.Agent{bot, bot, bot}
		if err := engine.Run(s, agents, nil); err != nil {
			t.Fatal(err)
		}
		for seat := range 3 {
			if err := engine.Play(s, seat, legal[0]); err != engine.ErrGameOver {
				t.Fatalf("%s: a move after the end by seat %d gives %v, want %v", name, seat+1, err, engine.ErrGameOver)
			}
		}
	}
}
