package fsio

import (
	"errors"
	"os"

	"golang.org/x/sys/unix"
)

const nowaitAvailable = true

// readNoWait reads with preadv2(RWF_NOWAIT) until p is full, the file
// ends, or the next page is not cached. Any error other than EAGAIN ends
// the attempt too; the pool's read then reports it. supported is false
// when the file's filesystem refuses the flag.
func readNoWait(f *os.File, p []byte, off int64) (n int, complete, supported bool) {
	rc, err := f.SyscallConn()
	if err != nil {
		return 0, false, true
	}
	supported = true
	iov := [][]byte{nil}
	// Control keeps the descriptor open while it is used.
	_ = rc.Control(func(fd uintptr) {
		for n < len(p) {
			iov[0] = p[n:]
			got, err := unix.Preadv2(int(fd), iov, off+int64(n), unix.RWF_NOWAIT)
			switch {
			case errors.Is(err, unix.EINTR):
				continue
			case errors.Is(err, unix.EOPNOTSUPP):
				supported = false
				return
			case err != nil:
				return
			case got == 0:
				complete = true // end of file
				return
			}
			n += got
		}
		complete = true
	})
	return n, complete, supported
}
