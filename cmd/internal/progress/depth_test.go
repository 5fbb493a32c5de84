package progress

import _ "tabletop/internal/testdepth" // every test binary takes -long
