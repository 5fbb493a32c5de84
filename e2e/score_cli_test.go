package e2e

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

var mojoExample = []string{"score", "mojo", "--hand", "Ann=9,1", "--hand", "Ben=0,4", "--hand", "Cy=10,11,3", "--mojo", "Cy"}

var makotoExample = []string{"score", "makoto", "--captured", "Ann=2,2,5,13", "--captured", "Ben=10,7", "--captured", "Cy=5",
	"--out", "Ben,Ann", "--curtain", "2,5,11"}

// The JSON documents of CLI.md, key for key.
func TestScoreJSONContract(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	var mj struct {
		Game    string           `json:"game"`
		Players []map[string]any `json:"players"`
		Face    string           `json:"mojo_face"`
	}
	if err := json.Unmarshal([]byte(mustRun(t, dir, append(mojoExample, "--json")...)), &mj); err != nil {
		t.Fatal(err)
	}
	type mojoP struct {
		name           string
		points, score  float64
		mojo, hasMojoK bool
	}
	want := []mojoP{{"Ann", 10, 10, false, false}, {"Ben", 4, 4, false, false}, {"Cy", 24, 34, true, true}}
	if mj.Game != "mojo" || mj.Face != "+10" || len(mj.Players) != 3 {
		t.Fatalf("mojo JSON: %+v", mj)
	}
	for i, w := range want {
		p := mj.Players[i]
		_, hasMojo := p["mojo"]
		if p["name"] != w.name || p["points"] != w.points || p["score"] != w.score || hasMojo != w.hasMojoK || (hasMojo && p["mojo"] != true) {
			t.Errorf("player %d: %v, want %+v", i, p, w)
		}
	}

	var kj struct {
		Game    string           `json:"game"`
		Players []map[string]any `json:"players"`
	}
	if err := json.Unmarshal([]byte(mustRun(t, dir, append(makotoExample, "--json")...)), &kj); err != nil {
		t.Fatal(err)
	}
	wantK := []map[string]any{
		{"name": "Ann", "reward": 40.0, "cards": 45.0, "bonus": 0.0, "total": 85.0},
		{"name": "Ben", "reward": 50.0, "cards": 10.0, "bonus": 25.0, "total": 85.0},
		{"name": "Cy", "reward": 0.0, "cards": 5.0, "bonus": 0.0, "total": 5.0},
	}
	if kj.Game != "makoto" || len(kj.Players) != 3 {
		t.Fatalf("makoto JSON: %+v", kj)
	}
	for i, w := range wantK {
		for k, v := range w {
			if !reflect.DeepEqual(kj.Players[i][k], v) {
				t.Errorf("player %d %s = %v, want %v", i, k, kj.Players[i][k], v)
			}
		}
	}
}

// score makoto names who has the highest total of the game after the
// table, every tied player on a tie (makoto.winner), and its --json
// names them as leaders; score mojo names no leader (the lowest total
// wins the game, not a round).
func TestScoreNamesHighest(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	tests := []struct {
		name    string
		args    []string
		line    string
		leaders []string
	}{
		{"one leader", []string{"--captured", "Ann=2", "--captured", "Ben=2", "--out", "Ann"},
			"Highest this game: Ann, 70 points [makoto.winner]", []string{"Ann"}},
		{"a tie of two", []string{"--captured", "Ann=2", "--captured", "Ben=2"},
			"Highest this game: Ann and Ben, 20 points each (tied: they share it) [makoto.winner]", []string{"Ann", "Ben"}},
		{"a tie of four, nothing scored", []string{"--captured", "Ann=", "--captured", "Ben=", "--captured", "Cy=7", "--captured", "Dee=13"},
			"Highest this game: Ann, Ben, Cy and Dee, 0 points each (tied: they share it) [makoto.winner]", nil},
		{"a tie after rewards", makotoExample[2:], "Highest this game: Ann and Ben, 85 points each (tied: they share it) [makoto.winner]", []string{"Ann", "Ben"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out := mustRun(t, dir, append([]string{"score", "makoto"}, tc.args...)...)
			lines := strings.Split(strings.TrimSpace(out), "\n")
			if last := lines[len(lines)-1]; last != tc.line {
				t.Errorf("last line %q, want %q\n%s", last, tc.line, out)
			}
			if tc.leaders == nil {
				return
			}
			var doc struct {
				Leaders []string `json:"leaders"`
			}
			if err := json.Unmarshal([]byte(mustRun(t, dir, append([]string{"score", "makoto", "--json"}, tc.args...)...)), &doc); err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(doc.Leaders, tc.leaders) {
				t.Errorf("leaders %v, want %v", doc.Leaders, tc.leaders)
			}
		})
	}
	if out := mustRun(t, dir, mojoExample...); strings.Contains(out, "Highest") {
		t.Errorf("score mojo names a leader:\n%s", out)
	}
}

func TestScoreGolden(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	tests := []struct {
		golden string
		args   []string
	}{
		{"score/mojo-example.txt", mojoExample},
		{"score/mojo-example.json", append(mojoExample, "--json")},
		{"score/mojo-holder-tied.txt", []string{"score", "mojo", "--hand", "Ann=4", "--hand", "Ben=0,4", "--hand", "Cy=3,1", "--hand", "Dee=12", "--mojo", "Ben"}},
		{"score/makoto-example.txt", makotoExample},
		{"score/makoto-example.json", append(makotoExample, "--json")},
		{"score/makoto-options.txt", []string{"score", "makoto", "--captured", "Ann=2,9s", "--captured", "Ben=13,13", "--captured", "Cy=", "--captured", "Dee=10s",
			"--out", "Dee,Cy,Ann", "--option", "rewards=60,30,10", "--option", "points=2:20,5:5,10:10,13:1"}},
		// Without --out (and no terminal to ask on), the output says nobody went out.
		{"score/makoto-nobody-out.txt", []string{"score", "makoto", "--captured", "Ann=2,5", "--captured", "Ben=10", "--captured", "Cy="}},
	}
	for _, tc := range tests {
		t.Run(tc.golden, func(t *testing.T) {
			checkGolden(t, tc.golden, mustRun(t, dir, tc.args...))
		})
	}
}

// Bad input: one line on stderr, exit 2.
func TestScoreBadInput(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"value 13 in Mojo", []string{"score", "mojo", "--hand", "Ann=13", "--hand", "Ben=1", "--mojo", "Ann"}, "13 is not a Mojo card"},
		{"five 0s", []string{"score", "mojo", "--hand", "Ann=0,0,0", "--hand", "Ben=0,0", "--mojo", "Ann"}, "5 cards of value 0"},
		{"unknown Mojo holder", []string{"score", "mojo", "--hand", "Ann=1", "--hand", "Ben=2", "--mojo", "Zed"}, `unknown player "Zed"`},
		{"duplicate player", []string{"score", "mojo", "--hand", "Ann=1", "--hand", "ann=2", "--mojo", "Ann"}, "given twice"},
		{"malformed hand", []string{"score", "mojo", "--hand", "9,1", "--mojo", "Ann"}, "want NAME=VALUES"},
		{"not a number", []string{"score", "mojo", "--hand", "Ann=nine", "--hand", "Ben=1", "--mojo", "Ann"}, `"nine" is not a Mojo card`},
		{"no holder", []string{"score", "mojo", "--hand", "Ann=1", "--hand", "Ben=2"}, "--mojo"},
		{"one player", []string{"score", "mojo", "--hand", "Ann=1", "--mojo", "Ann"}, "2 to 8 players"},
		{"no flags off a terminal", []string{"score", "mojo"}, "--hand"},
		{"unknown out", []string{"score", "makoto", "--captured", "Ann=2", "--captured", "Ben=", "--out", "Cy"}, `unknown player "Cy"`},
		{"Makoto card not in play", []string{"score", "makoto", "--captured", "Ann=14", "--captured", "Ben=", "--captured", "Cy="}, "14 is not in play with 3 players"},
		{"Makoto too many copies", []string{"score", "makoto", "--captured", "Ann=7,7,7", "--captured", "Ben=7,7", "--curtain", "7"}, "6 copies of 7"},
		{"Makoto sword with 3", []string{"score", "makoto", "--captured", "Ann=9s", "--captured", "Ben=", "--captured", "Cy="}, "no Sword cards"},
		{"Makoto everyone out", []string{"score", "makoto", "--captured", "Ann=", "--captured", "Ben=", "--out", "Ann,Ben"}, "makoto.last-player"},
		{"bad option", []string{"score", "makoto", "--captured", "Ann=", "--captured", "Ben=", "--option", "rewards=10,20"}, "highest first"},
		{"unknown game", []string{"score", "chess"}, `unknown game (mojo or makoto): "chess"`},
		{"unknown pad command", []string{"pad", "erase", "x.yaml"}, `unknown pad command`},
		{"unknown flag after args", []string{"score", "mojo", "extra", "--colour", "red"}, "unknown flag --colour"},
		// mojo.round-end (issue 22.4): one empty hand at most, the Mojo holder's.
		{"two empty hands", []string{"score", "mojo", "--hand", "Ann=", "--hand", "Ben=", "--hand", "Cy=5", "--mojo", "Cy"}, "Ann, Ben: no cards, but only the player who ended the round can have none [mojo.round-end]"},
		{"an empty hand not the holder's", []string{"score", "mojo", "--hand", "Ann=", "--hand", "Ben=3", "--hand", "Cy=5", "--mojo", "Cy"}, "so Ann ended the round and took the Mojo card, not Cy [mojo.round-end]"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			expectBadInput(t, runInput(t, dir, "", tc.args...), tc.want)
		})
	}
}

func TestScoreHelp(t *testing.T) {
	t.Parallel()
	out := mustRun(t, t.TempDir(), "score", "mojo", "--help")
	if !strings.Contains(out, "--hand") || !strings.Contains(out, "Examples:") {
		t.Errorf("help lacks flags or examples:\n%s", out)
	}
}
