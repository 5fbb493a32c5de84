package i18n

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/language"
	"golang.org/x/text/message"
	"golang.org/x/text/number"
)

// NBSP is the no-break space French puts before ; : ! ? and % and inside
// « » (one character for all of them, the one golang.org/x/text groups
// French thousands with, so that a line never breaks between a word and
// its punctuation).
const NBSP = "\u00a0"

// Sep returns the separator sep (such as ": " or "; ") as lang writes
// it: French puts a no-break space before ; : ! and ? (": " is
// "\u00a0: " in French); every other language, English included, keeps
// sep as it is.
func Sep(lang, sep string) string {
	if lang != French || sep == "" {
		return sep
	}
	switch sep[0] {
	case ';', ':', '!', '?':
		return NBSP + sep
	}
	return sep
}

// Join joins parts with sep as lang writes it (Sep): Join("fr", parts,
// "; ") puts "\u00a0; " between them, English "; ".
func Join(lang string, parts []string, sep string) string {
	return strings.Join(parts, Sep(lang, sep))
}

// printer is the golang.org/x/text printer of lang; nil for English, whose
// text output keeps Go's plain numbers ("14706", "2.60").
func printer(lang string) *message.Printer {
	switch lang {
	case Polish:
		return printers[0]
	case French:
		return printers[1]
	case Russian:
		return printers[2]
	}
	return nil
}

var printers = []*message.Printer{message.NewPrinter(language.Polish), message.NewPrinter(language.French), message.NewPrinter(language.Russian)}

// Int writes the whole number n of text output as lang writes it: Polish,
// French and Russian group the thousands with a no-break space ("14 706",
// through golang.org/x/text); English keeps it plain ("14706"). Polish
// leaves four digits alone ("2500"), as CLDR's minimum grouping digits say
// and golang.org/x/text does not. Seeds, card values and years are not
// amounts and never go through Int.
func Int(lang string, n int) string {
	p := printer(lang)
	if p == nil || (lang == Polish && n > -10000 && n < 10000) {
		return strconv.Itoa(n)
	}
	return p.Sprint(number.Decimal(n))
}

// Decimal writes x with prec digits after the decimal mark of lang: a
// point in English, a comma in Polish, French and Russian, which also
// group the thousands as Int does ("2.60", "2,60", "14 706,5").
func Decimal(lang string, x float64, prec int) string {
	p := printer(lang)
	if p == nil {
		return strconv.FormatFloat(x, 'f', prec, 64)
	}
	if lang == Polish && x > -10000 && x < 10000 {
		return strings.Replace(strconv.FormatFloat(x, 'f', prec, 64), ".", ",", 1)
	}
	return p.Sprint(number.Decimal(x, number.Scale(prec)))
}

// Percent writes the share x (0.205) as a percentage with prec decimals,
// as lang writes it: "20.5%", Polish "20,5%", French and Russian
// "20,5 %" with a no-break space.
func Percent(lang string, x float64, prec int) string {
	n := Decimal(lang, 100*x, prec)
	if lang == French || lang == Russian {
		return n + NBSP + "%"
	}
	return n + "%"
}

// elides tells whether French elides "de" and "que" before word: before
// a vowel ("d'Ann", "qu'Ève"), not before a consonant, h or y ("de Ben",
// "de Hugo") nor before a digit or a sign.
func elides(word string) bool {
	r, _ := utf8.DecodeRuneInString(word)
	return strings.ContainsRune("aeiouàâäéèêëîïôöùûüœæ", unicode.ToLower(r))
}

// frenchFuncs are the functions French messages may call on a
// placeholder: {{de .Name}} is "de Ben" or "d'Ann", {{que .Name}} "que
// Ben" or "qu'Ann", {{lower .Round}} a title inside a sentence ("Manche
// 1" in "La {{lower .Round}} est finie": "La manche 1 est finie").
var frenchFuncs = map[string]any{
	"de": func(v any) string {
		s := toString(v)
		if elides(s) {
			return "d'" + s
		}
		return "de " + s
	},
	"que": func(v any) string {
		s := toString(v)
		if elides(s) {
			return "qu'" + s
		}
		return "que " + s
	},
	"lower": func(v any) string {
		s := toString(v)
		r, n := utf8.DecodeRuneInString(s)
		if n == 0 {
			return s
		}
		return string(unicode.ToLower(r)) + s[n:]
	},
}

func toString(v any) string { return fmt.Sprint(v) }
