//go:build linux

package runner

import (
	"os"
	"path/filepath"

	"golang.org/x/sys/unix"
)

// newScratch returns a new, nameless file in dir (O_TMPFILE): it needs no
// unlink, and it is gone when the last process holding it closes it.
func newScratch(dir string) (*os.File, error) {
	fd, err := unix.Open(dir, unix.O_TMPFILE|unix.O_RDWR|unix.O_CLOEXEC, 0o600)
	if err != nil {
		return newNamedScratch(dir)
	}
	return os.NewFile(uintptr(fd), filepath.Join(dir, "(job output)")), nil
}
