package validator

// The validator knows no game: the tests register the two games the way
// the program does.
import (
	_ "tabletop/rulesets/makoto"
	_ "tabletop/rulesets/mojo"
)
