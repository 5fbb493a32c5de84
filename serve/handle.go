package serve

import (
	"crypto/rand"
	"crypto/subtle"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// WatchUser is the SSH user of spectators.
const WatchUser = "watch"

// maxHandle is the longest SSH user name made from a player's name.
const maxHandle = 16

// translit spells the letters that do not decompose into a base letter and
// a mark (Polish ł, Russian letters) in ASCII.
var translit = map[rune]string{
	'ł': "l", 'ß': "ss", 'æ': "ae", 'œ': "oe", 'ø': "o", 'đ': "d", 'þ': "th",
	'а': "a", 'б': "b", 'в': "v", 'г': "g", 'д': "d", 'е': "e", 'ё': "e", 'ж': "zh",
	'з': "z", 'и': "i", 'й': "i", 'к': "k", 'л': "l", 'м': "m", 'н': "n", 'о': "o",
	'п': "p", 'р': "r", 'с': "s", 'т': "t", 'у': "u", 'ф': "f", 'х': "kh", 'ц': "ts",
	'ч': "ch", 'ш': "sh", 'щ': "shch", 'ъ': "", 'ы': "y", 'ь': "", 'э': "e", 'ю': "yu",
	'я': "ya",
}

// Handle returns the SSH user name for a player's name: its letters and
// digits in lower-case ASCII ("Zoë" → "zoe", "Łucja" → "lucja", "Юля" →
// "yulya"), at most 16 of them; "" when nothing is left.
func Handle(name string) string {
	var b strings.Builder
	for _, r := range norm.NFKD.String(strings.ToLower(name)) {
		if b.Len() >= maxHandle {
			break
		}
		switch {
		case r < utf8.RuneSelf && (unicode.IsLetter(r) || unicode.IsDigit(r)):
			b.WriteRune(r)
		case translit[r] != "":
			b.WriteString(translit[r])
		}
	}
	h := b.String()
	if len(h) > maxHandle {
		h = h[:maxHandle]
	}
	return h
}

// handles gives every seat a distinct SSH user: its name's Handle, "seatN"
// when that is empty, a number added when taken (or reserved: WatchUser).
func handles(names []string) []string {
	out := make([]string, len(names))
	taken := map[string]bool{WatchUser: true}
	for i, n := range names {
		h := Handle(n)
		if h == "" {
			h = "seat" + strconv.Itoa(i+1)
		}
		base := h
		for k := 2; taken[h]; k++ {
			h = base + strconv.Itoa(k)
		}
		taken[h] = true
		out[i] = h
	}
	return out
}

// codeAlphabet are the characters of a seat's code: no 0/o, 1/l/i.
const codeAlphabet = "abcdefghjkmnpqrstuvwxyz23456789"

// codeLen is a code's length: 31^6, about 900 million codes.
const codeLen = 6

// newCode returns a fresh code from the system's secure random source. It
// is not seeded on purpose: a code is a password, not part of a game.
func newCode() string {
	var b [codeLen]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic("serve: no secure random source: " + err.Error())
	}
	for i := range b {
		// 256 % 31 = 8: the first 8 characters come a little more often,
		// a bias too small to matter against a rate-limited guesser.
		b[i] = codeAlphabet[int(b[i])%len(codeAlphabet)]
	}
	return string(b[:])
}

// sameCode reports whether typed is code, ignoring case, spaces and
// dashes, in constant time.
func sameCode(typed, code string) bool {
	t := strings.Map(func(r rune) rune {
		if r == ' ' || r == '-' {
			return -1
		}
		return unicode.ToLower(r)
	}, typed)
	return code != "" && subtle.ConstantTimeCompare([]byte(t), []byte(code)) == 1
}

// maxLine is the most characters of a typed line that are read.
const maxLine = 200

// cleanLine is a typed line made safe to read and to show: control
// characters and invalid UTF-8 are dropped, the spaces around it trimmed,
// at most maxLine characters kept.
func cleanLine(s string) string {
	var b strings.Builder
	n := 0
	for _, r := range s {
		if r == utf8.RuneError || !unicode.IsPrint(r) && r != ' ' {
			if r == '\t' {
				b.WriteByte(' ')
			}
			continue
		}
		if n++; n > maxLine {
			break
		}
		b.WriteRune(r)
	}
	return strings.TrimSpace(b.String())
}
