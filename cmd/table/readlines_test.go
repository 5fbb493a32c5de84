package table

import (
	"bufio"
	"fmt"
	"io"
	"strings"
	"testing"
	"testing/iotest"
)

// Issue 19 (D11): the table's input is read line by line as
// bufio.ScanLines splits it, and a line longer than the limit is refused
// on its own instead of ending the session.
func TestReadLines(t *testing.T) {
	const max = 10
	for _, tc := range []struct {
		in   string
		want []string // "!" marks a line refused as too long
	}{
		{"", nil},
		{"a\nb\n", []string{"a", "b"}},
		{"a\r\nb", []string{"a", "b"}},
		{"\n\nc\r", []string{"", "", "c"}},
		{"0123456789\n0123456789\r\n", []string{"0123456789", "0123456789"}},
		{"0123456789X\nok\n", []string{"!0123456789X", "ok"}},
		{strings.Repeat("y", 300) + "\nok", []string{"!" + strings.Repeat("y", 80) + "…", "ok"}},
		{strings.Repeat("z", 1<<18), []string{"!" + strings.Repeat("z", 80) + "…"}},
	} {
		for _, slow := range []bool{false, true} {
			var got []string
			var r io.Reader = strings.NewReader(tc.in)
			if slow {
				r = iotest.OneByteReader(r)
			}
			err := readLines(r, max, func(line string, whole bool) error {
				if !whole {
					line = "!" + line
				}
				got = append(got, line)
				return nil
			})
			if err != nil || fmt.Sprint(got) != fmt.Sprint(tc.want) {
				t.Errorf("%.20q (one byte at a time: %v): %q, %v; want %q", tc.in, slow, got, err, tc.want)
			}
			// Every line ScanLines gives, the same.
			if sc := bufio.NewScanner(strings.NewReader(tc.in)); len(tc.in) < 1000 && !strings.Contains(fmt.Sprint(tc.want), "!") {
				var scanned []string
				for sc.Scan() {
					scanned = append(scanned, sc.Text())
				}
				if fmt.Sprint(scanned) != fmt.Sprint(got) {
					t.Errorf("%q: %q, ScanLines %q", tc.in, got, scanned)
				}
			}
		}
	}
}
