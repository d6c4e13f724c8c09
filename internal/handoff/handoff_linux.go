//go:build linux

package handoff

import (
	"os"
	"syscall"
	_ "unsafe" // go:linkname

	"golang.org/x/sys/unix"
)

//go:linkname entersyscallblock runtime.entersyscallblock
func entersyscallblock()

//go:linkname exitsyscall runtime.exitsyscall
func exitsyscall()

// syscall3 is syscall.Syscall with the P handed off before the call. It
// must not grow its stack or run instrumented code between the two
// runtime calls, where it has no P: nosplit and norace, as
// syscall.Syscall is, and RawSyscall6 is the syscall package's, not
// instrumented either.
//
//go:nosplit
//go:norace
func syscall3(trap, a1, a2, a3 uintptr) (r1 uintptr, err syscall.Errno) {
	entersyscallblock()
	r1, _, err = syscall.RawSyscall6(trap, a1, a2, a3, 0, 0, 0)
	exitsyscall()
	return r1, err
}

// fdCall runs the system call trap on f's descriptor, again on EINTR.
func fdCall(f *os.File, trap uintptr) error {
	rc, err := f.SyscallConn()
	if err != nil {
		return err
	}
	var errno syscall.Errno
	// Control keeps the descriptor open while the call uses it.
	if err := rc.Control(func(fd uintptr) {
		for {
			if _, errno = syscall3(trap, fd, 0, 0); errno != syscall.EINTR {
				return
			}
		}
	}); err != nil {
		return err
	}
	if errno != 0 {
		return errno
	}
	return nil
}

// Fsync flushes f's data and metadata to stable storage, as f.Sync does.
func Fsync(f *os.File) error {
	if err := fdCall(f, syscall.SYS_FSYNC); err != nil {
		return &os.PathError{Op: "sync", Path: f.Name(), Err: err}
	}
	return nil
}

// Syncfs writes the dirty data and metadata of the file system holding f
// to stable storage (syncfs(2)), and reports a writeback error seen on that
// file system since the last call on f's open file.
func Syncfs(f *os.File) error {
	if err := fdCall(f, unix.SYS_SYNCFS); err != nil {
		return &os.PathError{Op: "syncfs", Path: f.Name(), Err: err}
	}
	return nil
}
