//go:build !linux

package datadir

import (
	"errors"
	"os"
	"syscall"
	"time"
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

// keyOf: elsewhere a directory's state is not told, and every page reads
// it whole.
func keyOf(*os.File) (dirKey, time.Time, bool) { return dirKey{}, time.Time{}, false }

// emptyAlone: see takeLease.
func emptyAlone(*os.File) error { return errors.ErrUnsupported }
