package testtmp

import "syscall"

// shm is where Linux mounts a memory file system (tmpfs) for everyone.
const shm = "/dev/shm"

// tmpfsMagic is the file system type statfs(2) reports for tmpfs;
// stNoexec, the flag of a mount whose programs may not run (tests run
// tabletop built into a temporary folder).
const (
	tmpfsMagic = 0x01021994
	stNoexec   = 8
)

// memDir returns /dev/shm when it is a tmpfs this process may write in
// and run programs from, with at least MinFree free; else "".
func memDir() string {
	var st syscall.Statfs_t
	if syscall.Statfs(shm, &st) != nil || st.Type != tmpfsMagic || st.Flags&stNoexec != 0 || st.Bavail*uint64(st.Bsize) < MinFree {
		return ""
	}
	if syscall.Access(shm, 2 /* W_OK */) != nil {
		return ""
	}
	return shm
}
