package makoto

// RULES.md beside this file is the rules reference, generated from the
// rule catalogue (Rules and Options); the root package's tests check that
// it is current. After changing the catalogue, run from the repository root:
//
//	go generate ./...
//
//go:generate go run ../.. rules makoto --markdown --output RULES.md
