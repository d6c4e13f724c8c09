package datadir

import (
	"io"
	"os"
	"syscall"

	"github.com/corral-go/corral/internal/beneath"
)

// readFile is a download's file. The cached open gives a bare descriptor
// (see beneath.Opened), made an *os.File only when a read goes through the
// backend; the backend's open gives an *os.File, described the same way.
type readFile struct {
	beneath.Opened
	f     *os.File // nil until needed, for a bare descriptor
	name  string
	reads int64 // Read calls: a ReaderFrom that did not take the file
}

// fromFile is the backend's open f, with its fstat fi, as a readFile.
func fromFile(f *os.File, fi os.FileInfo, name string) readFile {
	r := readFile{f: f, name: name}
	r.FD, r.Size, r.ModTime = int(f.Fd()), fi.Size(), fi.ModTime()
	if st, ok := fi.Sys().(*syscall.Stat_t); ok {
		r.Dev, r.Ino = uint64(st.Dev), uint64(st.Ino)
	}
	return r
}

// osFile is the file as an *os.File, made on first use.
func (r *readFile) osFile() *os.File {
	if r.f == nil {
		r.f = os.NewFile(uintptr(r.FD), r.name)
	}
	return r.f
}

func (r *readFile) close() error {
	if r.f != nil {
		return r.f.Close()
	}
	if err := syscall.Close(r.FD); err != nil {
		return &os.PathError{Op: "close", Path: r.name, Err: err}
	}
	return nil
}

// sameAs reports whether now (an Lstat's) describes the file opened.
func (r *readFile) sameAs(now os.FileInfo) bool {
	st, ok := now.Sys().(*syscall.Stat_t)
	return ok && uint64(st.Dev) == r.Dev && uint64(st.Ino) == r.Ino
}

// Read and SyscallConn make the file a reader for TCPConn.ReadFrom, which
// sends any reader with a SyscallConn with sendfile(2) (net.sendFile),
// from the descriptor's offset; Read is for a writer that takes no file.
func (r *readFile) Read(p []byte) (int, error) {
	r.reads++
	n, err := syscall.Read(r.FD, p)
	if err != nil {
		return 0, &os.PathError{Op: "read", Path: r.name, Err: err}
	}
	if n == 0 && len(p) > 0 {
		return 0, io.EOF
	}
	return n, nil
}

func (r *readFile) SyscallConn() (syscall.RawConn, error) { return fdConn(r.FD), nil }

// fdConn is a regular file's descriptor as a syscall.RawConn: a regular
// file is always ready, so each call runs on the caller's goroutine at once
// (and again only if f asks to, as a RawConn's Read and Write do).
type fdConn int

func (c fdConn) Control(f func(fd uintptr)) error { f(uintptr(c)); return nil }

func (c fdConn) Read(f func(fd uintptr) bool) error {
	for !f(uintptr(c)) {
	}
	return nil
}

func (c fdConn) Write(f func(fd uintptr) bool) error { return c.Read(f) }
