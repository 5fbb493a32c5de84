package i18n

import (
	"strconv"
	"strings"
)

// Sep returns the separator sep (such as ": " or "; ") as lang writes
// it: French puts a space before ; : ! and ? (": " is " : " in French);
// every other language, English included, keeps sep as it is.
func Sep(lang, sep string) string {
	if lang != French || sep == "" {
		return sep
	}
	switch sep[0] {
	case ';', ':', '!', '?':
		return " " + sep
	}
	return sep
}

// Join joins parts with sep as lang writes it (Sep): Join("fr", parts,
// "; ") puts " ; " between them, English "; ".
func Join(lang string, parts []string, sep string) string {
	return strings.Join(parts, Sep(lang, sep))
}

// Decimal writes x with prec digits after the decimal mark of lang: a
// point in English, a comma in Polish, French and Russian ("2.60",
// "2,60").
func Decimal(lang string, x float64, prec int) string {
	s := strconv.FormatFloat(x, 'f', prec, 64)
	if lang == Polish || lang == French || lang == Russian {
		s = strings.Replace(s, ".", ",", 1)
	}
	return s
}

// Percent writes the share x (0.205) as a percentage with prec decimals,
// as lang writes it: "20.5%", Polish "20,5%", French and Russian "20,5 %".
func Percent(lang string, x float64, prec int) string {
	n := Decimal(lang, 100*x, prec)
	if lang == French || lang == Russian {
		return n + " %"
	}
	return n + "%"
}
