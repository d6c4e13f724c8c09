//go:build linux && (amd64 || arm64)

package fsio

import (
	"os"
	"unsafe"

	"golang.org/x/sys/unix"
)

const nowaitAvailable = true

// readNoWait reads with preadv2(RWF_NOWAIT) until p is full, the file
// ends, or the next page is not cached. Any error other than EAGAIN ends
// the attempt too; the pool's read then reports it. supported is false
// when the file's filesystem refuses the flag.
//
// The call is a raw system call: it cannot block, so the goroutine keeps
// its P and the runtime has no reason to start a thread for it (with
// unix.Preadv2, a copy that outlasted sysmon's 20 µs tick handed the P to
// another thread, and the server's thread count crept past its bound).
func readNoWait(f *os.File, p []byte, off int64) (n int, complete, supported bool) {
	rc, err := f.SyscallConn()
	if err != nil {
		return 0, false, true
	}
	supported = true
	// Control keeps the descriptor open while it is used.
	_ = rc.Control(func(fd uintptr) {
		for n < len(p) {
			var iov unix.Iovec
			iov.Base = &p[n]
			iov.SetLen(len(p) - n)
			// amd64 and arm64 take the offset in one register; the high
			// half is 0.
			got, _, errno := unix.RawSyscall6(unix.SYS_PREADV2, fd, uintptr(unsafe.Pointer(&iov)), 1,
				uintptr(off+int64(n)), 0, unix.RWF_NOWAIT)
			switch {
			case errno == unix.EINTR:
				continue
			case errno == unix.EOPNOTSUPP:
				supported = false
				return
			case errno != 0:
				return
			case got == 0:
				complete = true // end of file
				return
			}
			n += int(got)
		}
		complete = true
	})
	return n, complete, supported
}
