//go:build !linux

package handoff

import (
	"os"
	"syscall"
)

// Fsync is f.Sync: the hand-off is Linux's only (see the package).
func Fsync(f *os.File) error { return f.Sync() }

// Syncfs: without syncfs(2), sync(2) and an fsync of f.
func Syncfs(f *os.File) error {
	syscall.Sync()
	return f.Sync()
}
