// Package echo holds how an error repeats a value a person gave: cut to
// MaxEcho characters, so that a value of megabytes read from a file or
// typed does not flood the screen.
package echo

// MaxEcho is the most characters of a value that an error repeats: a value
// read from a file or typed may be megabytes long (issue 19, D14).
const MaxEcho = 80

// Cut returns s, or its first MaxEcho characters followed by "…" when it
// is longer: a value as an error repeats it.
func Cut(s string) string {
	if len(s) <= MaxEcho {
		return s
	}
	n := 0
	for i := range s {
		if n == MaxEcho {
			return s[:i] + "…"
		}
		n++
	}
	return s
}
