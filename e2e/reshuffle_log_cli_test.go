package e2e

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// dealReshuffle matches a reshuffle record made while dealing (no pile).
var dealReshuffle = regexp.MustCompile(`(?m)^    - \{move: (\d+), what: reshuffle, cards: \[(.*)\]\}$`)

// continueLog plays a Mojo game with deal-next=continue whose deals run
// out of cards twice, and returns its log.
func continueLog(t *testing.T, dir string) string {
	t.Helper()
	mustRun(t, dir, "play", "mojo", "--players", "bot:random,bot:random,bot:random,bot:random,bot:random", "--seed", "4",
		"--option", "deal-next=continue", "--log", "c.yaml", "--quiet")
	return readFile(t, filepath.Join(dir, "c.yaml"))
}

// writeReplay writes text as a log and replays it.
func writeReplay(t *testing.T, dir, text string) result {
	t.Helper()
	if err := os.WriteFile(filepath.Join(dir, "edited.yaml"), []byte(text), 0o600); err != nil {
		t.Fatal(err)
	}
	return run(t, dir, "replay", "edited.yaml")
}

// A continue deal that runs out of cards writes a reshuffle record (the
// new draw pile, top first, under the move that ended the round, before
// the next deal) and an event saying so; replay checks it. A log written
// before the record (none of them) still replays; one that has some but
// not all does not.
func TestContinueDealReshuffleRecorded(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	log := continueLog(t, dir)
	recs := dealReshuffle.FindAllStringSubmatchIndex(log, -1)
	if len(recs) != 2 {
		t.Fatalf("want 2 reshuffle records of a deal, found %d:\n%s", len(recs), log)
	}
	for _, r := range recs {
		move := log[r[2]:r[3]]
		if !strings.Contains(log, "\n    - move: "+move+"\n") {
			t.Errorf("the reshuffle of move %s is not followed by a deal after that move", move)
		}
		if n := strings.Count(log[r[4]:r[5]], ",") + 1; n < 40 {
			t.Errorf("the new draw pile of move %s has %d cards", move, n)
		}
	}
	if !strings.Contains(log, "the draw pile ran out while dealing") {
		t.Error("the events do not tell the reshuffle of a deal")
	}
	mustRun(t, dir, "replay", "c.yaml")

	lineOf := func(r []int) int { return strings.Count(log[:r[0]], "\n") + 1 }
	drop := func(rs ...[]int) string {
		out := log
		for i := len(rs) - 1; i >= 0; i-- {
			out = out[:rs[i][0]] + out[rs[i][1]+1:]
		}
		return out
	}
	if r := writeReplay(t, dir, drop(recs...)); r.code != 0 {
		t.Errorf("a log written before the record does not replay: exit %d, %s", r.code, r.stderr)
	}
	r := writeReplay(t, dir, drop(recs[1]))
	if r.code != 1 || !strings.Contains(r.stderr, "what: reshuffle") || !strings.Contains(r.stderr, "which the log does not record") {
		t.Errorf("one of two records dropped: exit %d, %s", r.code, r.stderr)
	}
	// A card of the new pile changed is refused with its line.
	first := log[recs[0][4]:recs[0][5]]
	changed := log[:recs[0][4]] + "0" + first[strings.Index(first, ","):] + log[recs[0][5]:]
	if strings.HasPrefix(first, "0,") {
		changed = log[:recs[0][4]] + "1" + first[1:] + log[recs[0][5]:]
	}
	r = writeReplay(t, dir, changed)
	if want := "edited.yaml:" + strconv.Itoa(lineOf(recs[0])) + ":"; r.code != 1 || !strings.Contains(r.stderr, want) || !strings.Contains(r.stderr, "card 1 of the list") {
		t.Errorf("a card of the new pile changed: exit %d, %s; want exit 1 naming %s and card 1", r.code, r.stderr, want)
	}
}

// A card record whose long list of cards differs deep inside (two cards
// swapped at positions 32 and 36 of a reshuffled draw pile) is refused
// naming the first position that differs and the cards around it in both
// lists, which differ.
func TestReplayShowsFirstDifferenceOfLongList(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	mustRun(t, dir, "play", "mojo", "--players", strings.Repeat("bot:random,", 7)+"bot:random", "--seed", "9", "--log", "r.yaml", "--quiet")
	log := readFile(t, filepath.Join(dir, "r.yaml"))
	var r []int
	for _, m := range regexp.MustCompile(`(?m)^    - \{move: \d+, what: reshuffle, pile: 1, cards: \[(.*)\]\}$`).FindAllStringSubmatchIndex(log, -1) {
		if strings.Count(log[m[2]:m[3]], ",") >= 40 {
			r = m
			break
		}
	}
	if r == nil {
		t.Fatalf("the reference game changed: no reshuffle of 41 cards or more; pick another seed:\n%s", log)
	}
	cards := strings.Split(log[r[2]:r[3]], ", ")
	i, j := 31, 35
	for cards[i] == cards[j] {
		j++
	}
	cards[i], cards[j] = cards[j], cards[i]
	res := writeReplay(t, dir, log[:r[2]]+strings.Join(cards, ", ")+log[r[3]:])
	if want := "edited.yaml:" + strconv.Itoa(strings.Count(log[:r[0]], "\n")+1) + ":"; res.code != 1 || !strings.Contains(res.stderr, want) {
		t.Fatalf("exit %d, %s; want exit 1 naming %s", res.code, res.stderr, want)
	}
	want := "card 32 of the list is " + cards[i] + " in the log, " + cards[j] + " by the seed and moves (cards 27 to 37: "
	if !strings.Contains(res.stderr, want) {
		t.Fatalf("stderr %q\nwant %q", res.stderr, want)
	}
	m := regexp.MustCompile(`cards 27 to 37: (\[[^]]*\]) in the log, (\[[^]]*\]) by the seed and moves`).FindStringSubmatch(res.stderr)
	if m == nil || m[1] == m[2] {
		t.Fatalf("the two lists shown do not differ: %q", res.stderr)
	}
	if w := "[… " + strings.Join(cards[26:37], " ") + " …]"; m[1] != w {
		t.Errorf("the log's window is %s, want %s", m[1], w)
	}
}
