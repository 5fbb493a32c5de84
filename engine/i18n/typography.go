package i18n

import "strings"

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
