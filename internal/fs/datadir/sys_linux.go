package datadir

import (
	"errors"
	"os"
	"syscall"
	"time"

	"golang.org/x/sys/unix"

	"github.com/corral-go/corral/internal/handoff"
)

// takeLease takes a write lease on f, which the kernel grants only while
// no other open file description of the file exists; closing f releases
// it. An error wrapping errors.ErrUnsupported means leases are not to be
// had here at all (fs.leases-enable is 0, or the file system has none).
func takeLease(f *os.File) error {
	c, err := f.SyscallConn()
	if err != nil {
		return err
	}
	var lerr error
	if err := c.Control(func(fd uintptr) {
		_, lerr = unix.FcntlInt(fd, unix.F_SETLEASE, unix.F_WRLCK)
	}); err != nil {
		return err
	}
	switch lerr {
	case nil, unix.EAGAIN, unix.EBUSY, unix.EACCES: // open elsewhere; not our file
		return lerr
	case unix.EINVAL, unix.ENOSYS:
		return errors.Join(lerr, errors.ErrUnsupported)
	}
	return lerr
}

// links is fi's number of hard links.
func links(fi os.FileInfo) uint64 {
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		return uint64(st.Nlink)
	}
	return 0
}

// owned reports whether this process's user owns fi.
func owned(fi os.FileInfo) bool {
	st, ok := fi.Sys().(*syscall.Stat_t)
	return ok && int(st.Uid) == os.Geteuid()
}

// syncfs writes the dirty data and metadata of d's file system to stable
// storage, and reports a writeback error seen since the last call on d. It
// gives up its goroutine's P for the call (handoff.Syncfs): a syncfs lasts
// milliseconds, and held its P that long on every backend.
func syncfs(d *os.File) error { return handoff.Syncfs(d) }

// keyOf identifies the state of the open directory d for the listing
// snapshots (listcache.go), and when it last changed; ok false when it
// cannot be told.
func keyOf(d *os.File) (dirKey, time.Time, bool) {
	var st syscall.Stat_t
	if err := syscall.Fstat(int(d.Fd()), &st); err != nil {
		return dirKey{}, time.Time{}, false
	}
	k := dirKey{dev: uint64(st.Dev), ino: st.Ino, mtime: st.Mtim.Nano(), ctime: st.Ctim.Nano()}
	return k, time.Unix(0, max(k.mtime, k.ctime)), true
}

// emptyAlone truncates f to nothing if no other open file description of
// the file exists: under a write lease (see takeLease), released once the
// truncate is done. An open that comes meanwhile waits for the release.
func emptyAlone(f *os.File) error {
	if err := takeLease(f); err != nil {
		return err
	}
	err := f.Truncate(0)
	c, cerr := f.SyscallConn()
	var uerr error
	if cerr == nil {
		cerr = c.Control(func(fd uintptr) {
			_, uerr = unix.FcntlInt(fd, unix.F_SETLEASE, unix.F_UNLCK)
		})
	}
	return errors.Join(err, cerr, uerr)
}
