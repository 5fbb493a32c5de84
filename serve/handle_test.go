package serve

import (
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

func TestLimiterWaitsDoubleAndForget(t *testing.T) {
	now := time.Unix(0, 0)
	l := newLimiter(func() time.Time { return now })
	for range freeTries - 1 {
		l.failed("a")
	}
	if !l.allowed("a") {
		t.Fatal("locked before the free tries ran out")
	}
	l.failed("a")
	if l.allowed("a") || !l.allowed("b") {
		t.Fatal("the fifth wrong code does not lock that address only")
	}
	now = now.Add(firstWait)
	if !l.allowed("a") {
		t.Fatal("still locked after the first wait")
	}
	l.failed("a")
	now = now.Add(firstWait)
	if l.allowed("a") {
		t.Fatal("the wait did not double")
	}
	now = now.Add(firstWait)
	l.succeeded("a")
	l.failed("a")
	if !l.allowed("a") {
		t.Fatal("a right code did not forget the wrong ones")
	}
}
