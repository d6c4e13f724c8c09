package workspace

import "golang.org/x/sys/unix"

// memFS reports whether dir is a tmpfs or ramfs this process can write,
// and the bytes free there (-1 for a ramfs, which has no size).
func memFS(dir string) (bool, int64) {
	var st unix.Statfs_t
	if unix.Statfs(dir, &st) != nil || st.Type != unix.TMPFS_MAGIC && st.Type != unix.RAMFS_MAGIC ||
		unix.Access(dir, unix.W_OK|unix.X_OK) != nil {
		return false, -1
	}
	if st.Type == unix.RAMFS_MAGIC {
		return true, -1
	}
	return true, int64(st.Bavail) * st.Bsize
}
