package scorepad

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"tabletop/engine/fileio"
	"testing"
)

func golden(t *testing.T, name string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(goldenDir, name))
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

// edit replaces old (which must occur exactly once) with new.
func edit(t *testing.T, text, old, new string) string {
	t.Helper()
	if n := strings.Count(text, old); n != 1 {
		t.Fatalf("%q occurs %d times in the golden pad", old, n)
	}
	return strings.Replace(text, old, new, 1)
}

// Every inconsistency a hand edit can bring is refused with file:line and
// one line of explanation.
func TestParseRefuses(t *testing.T) {
	mojoPad := golden(t, "mojo-over.yaml")
	makotoPad := golden(t, "makoto-series.yaml")
	tests := []struct {
		name string
		text string
		line int
		want string
	}{
		{"value 13 in Mojo", edit(t, mojoPad, "Ann: [9, 1]", "Ann: [9, 13]"), 16, "13 is not a Mojo card"},
		{"five 0s", edit(t, mojoPad, "Ben: [0, 4]", "Ben: [0, 0, 0, 0, 0, 4]"), 17, "5 cards of value 0"},
		{"player missing from a round", edit(t, mojoPad, "      Cy: [10, 11, 3]\n", ""), 15, "player Cy is missing"},
		{"player missing from scores", edit(t, mojoPad, "{Ann: 3, Ben: 0, Cy: 12}", "{Ann: 3, Ben: 0}"), 22, "player Cy is missing"},
		{"unknown player", edit(t, mojoPad, "Ben: [2]", "Bob: [2]"), 26, `unknown player "Bob"`},
		{"unknown Mojo holder", edit(t, mojoPad, "mojo: Cy", "mojo: Zed"), 19, `unknown player "Zed"`},
		{"score disagrees with the cards", edit(t, mojoPad, "{Ann: 10, Ben: 4, Cy: 34}", "{Ann: 10, Ben: 4, Cy: 24}"), 20, "Cy's score is recorded as 24, but the cards give 34"},
		{"total disagrees with the rounds", edit(t, mojoPad, "totals: {Ann: 47,", "totals: {Ann: 46,"), 30, "Ann's total is recorded as 46, but the rounds add up to 47"},
		{"totals missing", edit(t, mojoPad, "totals: {Ann: 47, Ben: 4, Cy: 51}\n", ""), 29, "no totals"},
		{"round after the end", edit(t, mojoPad, "totals: {Ann: 47, Ben: 4, Cy: 51}", "  - scores: {Ann: 1, Ben: 1, Cy: 1}\ntotals: {Ann: 48, Ben: 5, Cy: 52}"), 30, "after the end of the game [mojo.game-end]"},
		{"unknown key", edit(t, mojoPad, "    mojo: Cy\n", "    mojo: Cy\n    bonus: 3\n"), 20, `unknown key "bonus"`},
		{"unknown top key", edit(t, mojoPad, "version: 1\n", "version: 1\ncolour: red\n"), 6, `unknown key "colour"`},
		{"newer version", edit(t, mojoPad, "version: 1", "version: 9"), 5, "newer"},
		{"unknown option", edit(t, mojoPad, "variant: one-pile", "variant: three-piles"), 7, "three-piles"},
		{"card not a number", edit(t, mojoPad, "Ben: [2]", "Ben: [two]"), 26, `"two" is not a Mojo card`},
		{"duplicate player", edit(t, mojoPad, "[Ann, Ben, Cy]", "[Ann, Ben, Ann]"), 12, "listed twice"},
		{"holder missing", edit(t, mojoPad, "    mojo: Ben\n", ""), 24, "who took the Mojo card"},
		{"Mojo pad with games", edit(t, mojoPad, "rounds:", "games:"), 13, "lists rounds, not games"},
		{"YAML syntax", edit(t, mojoPad, "Ben: [0, 4]", "Ben: [0, 4"), 0, ""},
		{"Makoto: impossible card", edit(t, makotoPad, "Cy: [5]", "Cy: [5, 14]"), 22, "14 is not in play with 3 players"},
		{"Makoto: Sword with 3 players", edit(t, makotoPad, "Cy: [5]", "Cy: [5s]"), 22, "no Sword cards"},
		{"Makoto: score disagrees", edit(t, makotoPad, "{Ann: 85, Ben: 85, Cy: 5}", "{Ann: 85, Ben: 80, Cy: 5}"), 25, "Ben's score is recorded as 80, but the cards give 85"},
		{"Makoto: wrong dealer", edit(t, makotoPad, "  - dealer: Ben", "  - dealer: Cy"), 27, "dealt by Ben"},
		{"Makoto: wrong lid", edit(t, makotoPad, "lid: Cy", "lid: Ann"), 28, "Cy holds the box lid"},
		{"Makoto: everyone out", edit(t, makotoPad, "out: [Ben, Ann]", "out: [Ben, Ann, Cy]"), 23, "makoto.last-player"},
		{"Makoto: rounds key", edit(t, makotoPad, "games:", "rounds:"), 16, "lists games, not rounds"},
		{"Makoto: unknown dealer", edit(t, makotoPad, "dealer: Ann\ngames", "dealer: Zed\ngames"), 15, `unknown player "Zed"`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse("pad.yaml", []byte(tc.text))
			if err == nil {
				t.Fatalf("Parse accepted:\n%s", tc.text)
			}
			var ie *fileio.InputError
			if !errors.As(err, &ie) {
				t.Fatalf("error %T %v, want *fileio.InputError", err, err)
			}
			msg := err.Error()
			if strings.Contains(msg, "\n") {
				t.Errorf("error is not one line: %q", msg)
			}
			prefix := "pad.yaml:"
			if tc.line > 0 {
				prefix = fmt.Sprintf("pad.yaml:%d: ", tc.line)
			}
			if !strings.HasPrefix(msg, prefix) || !strings.Contains(msg, tc.want) {
				t.Errorf("error %q, want prefix %q and %q", msg, prefix, tc.want)
			}
		})
	}
}

// A pad cut short anywhere is refused, never read as a shorter pad.
func TestParseRefusesEveryTruncation(t *testing.T) {
	for _, name := range []string{"mojo-over.yaml", "makoto-series.yaml", "makoto-swords.yaml"} {
		text := golden(t, name)
		full := strings.TrimRight(text, "\n")
		for n := 0; n < len(full); n++ {
			if _, err := Parse(name, []byte(text[:n])); err == nil {
				t.Errorf("%s cut to %d of %d bytes was accepted:\n%s", name, n, len(text), text[:n])
			}
		}
		if _, err := Parse(name, []byte(full)); err != nil {
			t.Errorf("%s without its final newline: %v", name, err)
		}
	}
}

// YAML aliases are refused at their line, which rules out alias bombs.
func TestParseRefusesAliases(t *testing.T) {
	var b strings.Builder
	b.WriteString("version: 1\ngame: mojo\nplayers: &p [Ann, Ben]\n")
	b.WriteString("rounds:\n  - &a0 {scores: {Ann: 0, Ben: 0}}\n")
	prev := "a0"
	for i := 1; i <= 30; i++ {
		fmt.Fprintf(&b, "  - &a%d [*%s, *%s, *%s, *%s, *%s, *%s, *%s, *%s, *%s]\n", i, prev, prev, prev, prev, prev, prev, prev, prev, prev)
		prev = fmt.Sprintf("a%d", i)
	}
	b.WriteString("totals: {Ann: 0, Ben: 0}\n")
	_, err := Parse("bomb.yaml", []byte(b.String()))
	if err == nil || !strings.Contains(err.Error(), "alias") || !strings.HasPrefix(err.Error(), "bomb.yaml:") {
		t.Fatalf("alias bomb: %v", err)
	}
	small := "version: 1\ngame: mojo\nplayers: [Ann, Ben]\nrounds:\n  - &r {scores: {Ann: 1, Ben: 0}}\n  - *r\ntotals: {Ann: 2, Ben: 0}\n"
	_, err = Parse("alias.yaml", []byte(small))
	if err == nil || !strings.HasPrefix(err.Error(), "alias.yaml:6: ") {
		t.Errorf("one alias: %v, want alias.yaml:6", err)
	}
}

func TestLoadRefusesHugeFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "huge.yaml")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := f.Truncate(50 << 20); err != nil {
		t.Fatal(err)
	}
	f.Close()
	_, err = Load(path)
	if err == nil || !strings.Contains(err.Error(), "larger than") {
		t.Fatalf("Load(50 MB) = %v", err)
	}
}

// Comments and hand-made layout are fine; so are the dealer and lid left
// out of a Makoto game (they follow from the earlier games).
func TestParseAcceptsHandWritten(t *testing.T) {
	text := `# Friday
version: 1
game: makoto
options: {series: "on"}
players:
  - Ann
  - Ben
games:
  - captured: {Ann: [2], Ben: ~}
    out: [Ann]
    scores: {Ann: 70, Ben: 0}
  - scores: {Ann: 0, Ben: 10}
totals: {Ben: 10, Ann: 70}
`
	p, err := Parse("hand.yaml", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	if p.Rounds[1].Mark("lid") != 1 || p.Rounds[1].Dealer != 1 || p.Games() != 4 {
		t.Errorf("lid %d dealer %d games %d, want Ben, Ben, 4", p.Rounds[1].Mark("lid"), p.Rounds[1].Dealer, p.Games())
	}
	if p.Options["rewards"] != "50,40,30,20,10" {
		t.Errorf("a missing option takes its default, got %q", p.Options["rewards"])
	}
}
