package makoto

// RULES.md beside this file is the rules reference, generated from the
// rule catalogue (Rules and Options), and RULES.pl.md, RULES.fr.md and
// RULES.ru.md the same in Polish, French and Russian (locales/); the root
// package's tests check that they are current. After changing the
// catalogue or a translation, run from the repository root:
//
//	go generate ./...
//
//go:generate go run ../.. rules makoto --markdown --output RULES.md --lang en
//go:generate go run ../.. rules makoto --markdown --output RULES.pl.md --lang pl
//go:generate go run ../.. rules makoto --markdown --output RULES.fr.md --lang fr
//go:generate go run ../.. rules makoto --markdown --output RULES.ru.md --lang ru
