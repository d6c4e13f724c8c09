//go:build !linux

package datadir

import (
	"errors"
	"os"
	"syscall"
)

// takeLease: spares need Linux's leases (and renameat2); see spares.go.
func takeLease(*os.File) error { return errors.ErrUnsupported }

func links(os.FileInfo) uint64 { return 0 }

func owned(os.FileInfo) bool { return false }

// syncfs: without syncfs(2), sync(2) and an fsync of the directory.
func syncfs(d *os.File) error {
	syscall.Sync()
	return d.Sync()
}

// closeFD, readFD and seekFD are a bare descriptor's close, read and seek
// to off (see readFile; only Linux's cached open gives bare descriptors).
func closeFD(fd int, name string) error {
	if err := syscall.Close(fd); err != nil {
		return &os.PathError{Op: "close", Path: name, Err: err}
	}
	return nil
}

func readFD(fd int, p []byte) (int, error) {
	return syscall.Read(fd, p)
}

func seekFD(fd int, off int64) (int64, error) { return syscall.Seek(fd, off, 0) }

// sameID: only Linux's cached open gives an identity without a FileInfo.
func sameID(os.FileInfo, uint64, uint64) bool { return false }
