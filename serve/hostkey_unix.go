//go:build unix

package serve

import "io/fs"

// readableByOthers says whether a host key's mode lets a user other than
// its owner read it (group or other bits).
func readableByOthers(st fs.FileInfo) bool { return st.Mode().Perm()&0o077 != 0 }
