//go:build linux

package source

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"time"
	"unsafe"

	"golang.org/x/sys/unix"
)

// setMtime sets the open file f's access and modification times to t
// through its descriptor: utimensat(fd, NULL, ...), what futimens(3) is.
// Not by name (os.Root.Chtimes): that walks the path again after the file
// is closed (docs/performance.md).
func setMtime(f *os.File, _ *os.Root, _ string, t time.Time) error {
	ts := [2]unix.Timespec{unix.NsecToTimespec(t.UnixNano()), unix.NsecToTimespec(t.UnixNano())}
	_, _, errno := unix.Syscall6(unix.SYS_UTIMENSAT, f.Fd(), 0, uintptr(unsafe.Pointer(&ts[0])), 0, 0, 0)
	if errno != 0 {
		return &os.PathError{Op: "futimens", Path: f.Name(), Err: errno}
	}
	return nil
}

// umask is the process's file mode creation mask, read from
// /proc/self/status (Linux 4.7 and later), and false where it cannot be
// read; umask(2) cannot read it without setting it, which would race the
// other goroutines' creates. Read once per unpack.
func umask() (os.FileMode, bool) {
	f, err := os.Open("/proc/self/status")
	if err != nil {
		return 0, false
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), "Umask:"); ok {
			m, err := strconv.ParseUint(strings.TrimSpace(v), 8, 32)
			return os.FileMode(m), err == nil
		}
	}
	return 0, false
}
