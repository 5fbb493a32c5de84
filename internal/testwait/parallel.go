package testwait

import (
	"flag"
	"strconv"
)

// Parallel makes n the number of parallel tests that run at once, unless
// -test.parallel is given (its default is one a core): for a package whose
// tests mostly wait, on processes, connections or a clock, rather than
// compute. Call it in TestMain, before m.Run; it parses the flags.
func Parallel(n int) {
	flag.Parse()
	setUnlessGiven(flag.CommandLine, "test.parallel", strconv.Itoa(n))
}

// setUnlessGiven sets fs's flag name to value unless the command line
// gave it.
func setUnlessGiven(fs *flag.FlagSet, name, value string) {
	given := false
	fs.Visit(func(f *flag.Flag) { given = given || f.Name == name })
	if !given {
		fs.Set(name, value)
	}
}
