package source

import (
	"fmt"
	"io/fs"
	"syscall"
)

// identity is a file's device, inode and change time.
func identity(info fs.FileInfo) string {
	st, ok := info.Sys().(*syscall.Stat_t)
	if !ok {
		return ""
	}
	return fmt.Sprintf("%d %d %d.%d", st.Dev, st.Ino, st.Ctim.Sec, st.Ctim.Nsec)
}
