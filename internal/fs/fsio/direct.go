package fsio

import (
	"context"
	"fmt"
	"io"
	"os"
)

// Direct does every call on the caller's goroutine: no pool, and one OS
// thread per call blocked in the kernel.
type Direct struct{}

var _ Backend = Direct{}

func (Direct) Name() string { return "direct" }

func (Direct) Do(_ context.Context, call func() error) error { return call() }

func (Direct) ReadAt(_ context.Context, f *os.File, b *Buffer, n int, off int64) (int, error) {
	return readAt(f, b.b[:n], off)
}

func (Direct) WriteAt(_ context.Context, f *os.File, b *Buffer, n int, off int64) error {
	return writeAt(f, b.b[:n], off)
}

func (Direct) Sync(_ context.Context, f *os.File) error { return syncFile(f) }

func (Direct) NewBuffer(size int) *Buffer { return goBuffer(size) }

func (Direct) QueueDepth() int { return 0 }

// Inline is true: Direct does every call on the caller's goroutine.
func (Direct) Inline(int, int64, int64) bool { return true }

// CachedReads is 0: Direct does every read on the caller's goroutine.
func (Direct) CachedReads() uint64 { return 0 }

func (Direct) Close() error { return nil }

// readAt, writeAt and syncFile are the Go file calls that Direct and GoPool
// share; errors from *os.File already name the file.
func readAt(f *os.File, p []byte, off int64) (int, error) {
	n, err := f.ReadAt(p, off)
	if err == io.EOF {
		err = nil
	}
	if err != nil {
		return n, fmt.Errorf("read: %w", err)
	}
	return n, nil
}

func writeAt(f *os.File, p []byte, off int64) error {
	if _, err := f.WriteAt(p, off); err != nil {
		return fmt.Errorf("write: %w", err)
	}
	return nil
}

func syncFile(f *os.File) error {
	if err := f.Sync(); err != nil {
		return fmt.Errorf("fsync: %w", err)
	}
	return nil
}
