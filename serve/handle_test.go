package serve

import (
	"fmt"
	"testing"
	"time"
)

func TestHandles(t *testing.T) {
	for _, tc := range []struct{ names, want []string }{
		{[]string{"Ann", "Ben"}, []string{"ann", "ben"}},
		{[]string{"Zoë", "Łucja", "Юля", "Ёжик"}, []string{"zoe", "lucja", "yulya", "ezhik"}},
		{[]string{"Random 1", "Random 2"}, []string{"random1", "random2"}},
		{[]string{"Ann", "ANN!", "watch", "???"}, []string{"ann", "ann2", "watch2", "seat4"}},
		{[]string{"A very long name for a seat"}, []string{"averylongnamefor"}},
	} {
		got := handles(tc.names)
		for i := range got {
			if got[i] != tc.want[i] {
				t.Errorf("%q: %q, want %q", tc.names[i], got[i], tc.want[i])
			}
		}
	}
}

func TestCleanLineAndCodes(t *testing.T) {
	for in, want := range map[string]string{
		"  play 8 8\r\n":                 "play 8 8",
		"play\x1b[31m 8\x07":             "play[31m 8",
		"\x00\x1b]0;title\x07lid take 7": "]0;titlelid take 7",
		"pl\tay\xff 9":                   "pl ay 9",
	} {
		if got := cleanLine(in); got != want {
			t.Errorf("cleanLine(%q) = %q, want %q", in, got, want)
		}
	}
	if !sameCode(" K7P-2XQ ", "k7p2xq") || sameCode("k7p2x", "k7p2xq") || sameCode("", "") {
		t.Error("codes compare wrongly")
	}
	for range 100 {
		if c := newCode(); len(c) != codeLen {
			t.Fatalf("code %q", c)
		}
	}
}

// try checks a code from addr at once, as the lobby does: it reports
// whether it was heard, and the wait after it.
func (l *limiter) try(addr string, right bool) (heard bool, wait time.Duration) {
	t, wait, ok := l.book(addr, 0)
	if !ok {
		return false, wait
	}
	_, wait, again := l.check(t, func() bool { return right })
	return !again, wait
}

func TestLimiterWaitsDoubleAndForget(t *testing.T) {
	now := time.Unix(0, 0)
	l := newLimiter(func() time.Time { return now }, DefaultCodeTries, DefaultCodeBudget)
	for range DefaultCodeTries - 1 {
		l.try("a", false)
	}
	if l.wait("a") != 0 {
		t.Fatal("locked before the free tries ran out")
	}
	if _, wait := l.try("a", false); wait != firstWait || l.wait("b") != 0 {
		t.Fatalf("the fifth wrong code: wait %v, want %v for that address only", wait, firstWait)
	}
	if heard, _ := l.try("a", true); heard {
		t.Fatal("a code was heard before its turn")
	}
	now = now.Add(firstWait)
	if _, wait := l.try("a", false); wait != 2*firstWait {
		t.Fatalf("the wait did not double: %v", wait)
	}
	now = now.Add(2 * firstWait)
	// Issue 28.3: a right code (another seat's, the spectators') forgets
	// nothing.
	for range 3 {
		if heard, wait := l.try("a", true); !heard || wait != 0 {
			t.Fatal("a right code at its turn was not heard")
		}
	}
	if _, wait := l.try("a", false); wait != 4*firstWait {
		t.Fatalf("a right code forgot the wrong ones: wait %v", wait)
	}
	// Time does: maxWait after the last wrong code.
	now = now.Add(maxWait + time.Second)
	if _, wait := l.try("a", false); wait != 0 {
		t.Fatalf("the wrong codes of long ago still count: wait %v", wait)
	}
}

// Codes held for their turn are checked one wait apart, not together;
// a right one gives its next turn back.
func TestLimiterBooksTurnsApart(t *testing.T) {
	now := time.Unix(0, 0)
	l := newLimiter(func() time.Time { return now }, 1, DefaultCodeBudget)
	l.try("a", false)
	t1, w1, ok1 := l.book("a", maxHold)
	t2, w2, ok2 := l.book("a", maxHold)
	if !ok1 || !ok2 || w1 != firstWait || w2 <= w1 {
		t.Fatalf("two held codes: waits %v, %v", w1, w2)
	}
	if _, _, ok := l.book("a", 0); ok {
		t.Fatal("a code not held was booked during the wait")
	}
	now = now.Add(w2)
	if ok, _, again := l.check(t2, func() bool { return true }); !ok || again {
		t.Fatal("the right code held was not let in at its turn")
	}
	if ok, _, again := l.check(t1, func() bool { return true }); !ok || again {
		t.Fatal("the first code held was not let in at its turn")
	}
	if _, wait, ok := l.book("a", maxHold); !ok || wait != 0 {
		t.Fatalf("after a right code the next waits %v", wait)
	}
}

// Issue 28.3: beyond the budget, no address has free tries; an address
// without a wrong code of its own never waits.
func TestLimiterBudgetSpansAddresses(t *testing.T) {
	now := time.Unix(0, 0)
	l := newLimiter(func() time.Time { return now }, DefaultCodeTries, 10)
	for i := range 10 {
		if _, wait := l.try(fmt.Sprint("10.0.0.", i), false); wait != 0 {
			t.Fatalf("wrong code %d within the budget: wait %v", i, wait)
		}
	}
	if _, wait := l.try("10.0.1.1", false); wait != firstWait {
		t.Fatalf("a wrong code beyond the budget: wait %v, want %v", wait, firstWait)
	}
	if heard, wait := l.try("10.0.1.2", true); !heard || wait != 0 {
		t.Fatal("a right code was not heard at once beyond the budget")
	}
	// The budget fills again in a minute.
	now = now.Add(time.Minute)
	if _, wait := l.try("10.0.1.3", false); wait != 0 {
		t.Fatalf("the budget did not fill again: wait %v", wait)
	}
}
