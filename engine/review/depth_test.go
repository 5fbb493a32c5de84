package review

import _ "tabletop/internal/testdepth"
