package lineread

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"
	"testing/iotest"
)

// all reads every line of in as o says: a line refused as too long is
// marked "!", the end of input "$", and the rest after the last line end
// is shown only when there is one.
func all(t *testing.T, r io.Reader, o Options) []string {
	t.Helper()
	lr := New(r, o)
	var got []string
	for range 1000 {
		l, err := lr.Next()
		text := l.Text
		if !l.Whole {
			text = "!" + text
		}
		switch {
		case err == nil:
			got = append(got, text)
		case errors.Is(err, io.EOF):
			if l.Size > 0 {
				got = append(got, text)
			}
			return append(got, "$")
		default:
			return append(got, "error: "+err.Error())
		}
	}
	t.Fatal("no end")
	return nil
}

func TestNext(t *testing.T) {
	for _, tc := range []struct {
		name string
		o    Options
		in   string
		want []string
	}{
		{"empty", Options{Max: 10}, "", []string{"$"}},
		{"lines", Options{Max: 10}, "a\nb\n", []string{"a", "b", "$"}},
		{"CRLF and no end", Options{Max: 10}, "a\r\nb", []string{"a", "b", "$"}},
		{"empty lines, a lone CR at the end", Options{Max: 10}, "\n\nc\r", []string{"", "", "c", "$"}},
		{"a CR inside stays", Options{Max: 10}, "a\rb\n", []string{"a\rb", "$"}},
		{"Max bytes whole, with either end", Options{Max: 10}, "0123456789\n0123456789\r\n", []string{"0123456789", "0123456789", "$"}},
		{"one byte too many", Options{Max: 10}, "0123456789X\nok\n", []string{"!0123456789", "ok", "$"}},
		{"Keep more than Max", Options{Max: 3, Keep: 5}, "abcdefgh\nok\n", []string{"!abcde", "ok", "$"}},
		{"Keep less than Max", Options{Max: 10, Keep: 2}, "abcdefghijkl\nabc\n", []string{"!ab", "abc", "$"}},
		{"longer than the buffer", Options{Max: 10, Keep: 4}, strings.Repeat("z", 1<<14) + "\nok", []string{"!zzzz", "ok", "$"}},
		{"too long at the end", Options{Max: 2}, "abc", []string{"!ab", "$"}},
		{"raw: Enter in any form", Options{Max: 10, Raw: true}, "a\rb\nc\r\nd\r\re", []string{"a", "b", "c", "d", "", "e", "$"}},
		{"raw: Backspace", Options{Max: 10, Raw: true}, "ab\x7fc\bd\x7f\x7f\x7fe\n", []string{"e", "$"}},
		{"raw: Backspace takes a character", Options{Max: 10, Raw: true}, "zé\x7f\n", []string{"z", "$"}},
		{"raw: escape sequences skipped", Options{Max: 10, Raw: true}, "a\x1b[Ab\x1bOPc\x1b[1;5Dd\x1bxe\t\n", []string{"abcde", "$"}},
		{"raw: Ctrl-C leaves", Options{Max: 10, Raw: true}, "ab\x03cd\n", []string{"error: " + ErrLeft.Error()}},
		{"raw: Ctrl-D leaves", Options{Max: 10, Raw: true}, "ok\n\x04", []string{"ok", "error: " + ErrLeft.Error()}},
		{"raw: too long keeps Max", Options{Max: 3, Raw: true}, "abcdef\nok\n", []string{"!abc", "ok", "$"}},
		{"raw: Backspace after too long", Options{Max: 3, Raw: true}, "abcd\x7f\n", []string{"!ab", "$"}},
		{"raw: the end of input without Enter", Options{Max: 3, Raw: true}, "ok\nab", []string{"ok", "ab", "$"}},
	} {
		for _, slow := range []bool{false, true} {
			var r io.Reader = strings.NewReader(tc.in)
			if slow {
				r = iotest.OneByteReader(r)
			}
			got := all(t, r, tc.o)
			if tc.o.Raw && slow && tc.name == "raw: Enter in any form" {
				// "\r" then "\n" read apart are two Enters, as typed.
				continue
			}
			if fmt.Sprintf("%q", got) != fmt.Sprintf("%q", tc.want) {
				t.Errorf("%s (one byte at a time: %v): %q, want %q", tc.name, slow, got, tc.want)
			}
		}
	}
}

// A read error is returned as it is, after the lines read before it.
func TestNextError(t *testing.T) {
	boom := errors.New("boom")
	for _, raw := range []bool{false, true} {
		r := io.MultiReader(strings.NewReader("a\n"), iotest.ErrReader(boom))
		got := all(t, r, Options{Max: 10, Raw: raw})
		if fmt.Sprint(got) != "[a error: boom]" {
			t.Errorf("raw %v: %q", raw, got)
		}
	}
}

// Rest hands over what was read ahead, and reading goes on after it.
func TestRest(t *testing.T) {
	lr := New(strings.NewReader("join ab12\nplay 3\n"), Options{Max: 100, Raw: true})
	l, err := lr.Next()
	if err != nil || l.Text != "join ab12" {
		t.Fatalf("%q, %v", l.Text, err)
	}
	if rest := string(lr.Rest()); rest != "play 3\n" {
		t.Errorf("rest %q", rest)
	}
	if l, err := lr.Next(); err != io.EOF || l.Size != 0 {
		t.Errorf("after the rest: %+v, %v", l, err)
	}
}

// FuzzNext: a line within Max is read as bufio.ScanLines splits it, every
// byte is counted once, nothing longer than Max or Keep is handed over,
// and a raw line holds no control character.
func FuzzNext(f *testing.F) {
	for _, s := range []string{"", "a\nb", "a\r\n\r\n", "0123456789X\n", "ab\x7f\x1b[Ac\r\n\x03", "é\x7f\x7f"} {
		f.Add(s, 4, 0, false)
		f.Add(s, 4, 0, true)
	}
	f.Fuzz(func(t *testing.T, in string, max, keep int, raw bool) {
		max, keep = 1+int(uint(max)%40), int(uint(keep)%50)
		o := Options{Max: max, Keep: keep, Raw: raw}
		lr := New(iotest.HalfReader(strings.NewReader(in)), o)
		var lines []string
		size, long := 0, false
		for range len(in) + 1 {
			l, err := lr.Next()
			size += l.Size
			if len(l.Text) > max && len(l.Text) > keep {
				t.Fatalf("%q: %q is longer than Max and Keep", in, l.Text)
			}
			if raw && strings.ContainsFunc(l.Text, func(r rune) bool { return r < 0x20 || r == 0x7f }) {
				t.Fatalf("%q: raw line %q holds a control character", in, l.Text)
			}
			long = long || !l.Whole
			if err == nil || l.Size > 0 {
				lines = append(lines, l.Text)
			}
			if err != nil {
				if !errors.Is(err, io.EOF) && !errors.Is(err, ErrLeft) {
					t.Fatalf("%q: %v", in, err)
				}
				break
			}
		}
		if raw {
			return
		}
		if size != len(in) {
			t.Fatalf("%q: %d bytes counted", in, size)
		}
		if long {
			return
		}
		var scanned []string
		sc := bufio.NewScanner(strings.NewReader(in))
		for sc.Scan() {
			scanned = append(scanned, sc.Text())
		}
		if fmt.Sprintf("%q", scanned) != fmt.Sprintf("%q", lines) {
			t.Fatalf("%q: %q, ScanLines %q", in, lines, scanned)
		}
	})
}
