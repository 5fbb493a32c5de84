package testtmp

import "syscall"

// shm is where Linux mounts a memory file system (tmpfs) for everyone.
const shm = "/dev/shm"

// tmpfsMagic is the file system type statfs(2) reports for tmpfs.
const tmpfsMagic = 0x01021994

// memDir returns /dev/shm when it is a tmpfs this process may write in,
// with at least MinFree free; else "".
func memDir() string {
	var st syscall.Statfs_t
	if syscall.Statfs(shm, &st) != nil || st.Type != tmpfsMagic || st.Bavail*uint64(st.Bsize) < MinFree {
		return ""
	}
	if syscall.Access(shm, 2 /* W_OK */) != nil {
		return ""
	}
	return shm
}
