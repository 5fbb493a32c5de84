package table

import (
	_ "tabletop/rulesets/makoto" // the games the tests follow
	_ "tabletop/rulesets/mojo"
)
