//go:build !unix

package serve

import "io/fs"

// readableByOthers is false where the system reports no Unix modes
// (Windows): access there is the folder's and the file's ACLs.
func readableByOthers(fs.FileInfo) bool { return false }
