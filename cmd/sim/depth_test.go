package sim

import (
	_ "tabletop/internal/testdepth" // every test binary takes -long
	_ "tabletop/internal/testtmp"   // its temporary files in memory
)
