package fsio

import (
	"context"
	"errors"
	"fmt"
	"os"
)

// Backend runs blocking file calls. See the package documentation.
type Backend interface {
	// Name is "direct", "gopool", "cpool" or "iouring".
	Name() string
	// Do runs call, a Go function doing metadata calls, on the backend's
	// threads and returns its error.
	Do(ctx context.Context, call func() error) error
	// ReadAt reads len(b.Bytes()[:n]) bytes at off into b; it returns
	// fewer only at the end of the file.
	ReadAt(ctx context.Context, f *os.File, b *Buffer, n int, off int64) (int, error)
	// WriteAt writes b.Bytes()[:n] at off.
	WriteAt(ctx context.Context, f *os.File, b *Buffer, n int, off int64) error
	// Sync flushes f to stable storage.
	Sync(ctx context.Context, f *os.File) error
	// NewBuffer returns a buffer of size bytes for ReadAt and WriteAt. It
	// must be released with Free.
	NewBuffer(size int) *Buffer
	// QueueDepth is the number of calls waiting for a thread.
	QueueDepth() int
	// Inline reports whether the n bytes at off of the file open as fd may
	// be copied on the caller's goroutine, as sendfile(2) from the file to
	// a socket does: always for Direct, which does every call there; for a
	// pool, only with Config.CacheFirst and when every page of the range is
	// in the page cache, so the copy cannot wait for the disk and hold a
	// thread. A descriptor, not an *os.File: a download's file may be a
	// bare one (see beneath.Opened).
	Inline(fd int, off, n int64) bool
	// CachedReads is the number of reads a pool served from the page cache
	// on the caller's goroutine, without a thread (Config.CacheFirst).
	CachedReads() uint64
	// Close waits for the calls in flight and releases the threads.
	Close() error
}

// Buffer is memory a backend reads into and writes from.
type Buffer struct {
	b    []byte
	c    any // the C allocation of a cpool buffer, nil otherwise
	free func()
}

// Bytes is the buffer's memory.
func (b *Buffer) Bytes() []byte { return b.b }

// Free releases the buffer; it must not be used afterwards.
func (b *Buffer) Free() {
	if b.free != nil {
		b.free()
		b.free = nil
	}
	b.b = nil
}

func goBuffer(size int) *Buffer { return &Buffer{b: make([]byte, size)} }

// Config sizes the pools; Direct ignores it.
type Config struct {
	Threads      int  // IoThreads: goroutines or pthreads doing the calls
	Queue        int  // WaitingQueueLen: calls that may wait for a thread
	PriorThreads int  // PriorIoThreads: cpool threads at real-time priority
	CPUAffinity  bool // SetCpuAffinity: pin cpool thread i to CPU i mod ncpu
	// CacheFirst: the pools try each read on the caller's goroutine without
	// blocking first, and take only reads that would wait for the disk.
	CacheFirst bool
	// CallerRuns: gopool runs a call on the caller's goroutine, under one of
	// its Threads permits, when a permit is free and no call is queued (see
	// GoPool); cpool and iouring do so with their metadata calls, under
	// their metadata goroutines' permits, and iouring with its writes too
	// (see IOURing.WriteAt). Direct ignores it.
	CallerRuns bool
}

// ErrNoIOURing is returned by New("iouring") where the kernel refuses
// io_uring (too old, disabled by kernel.io_uring_disabled, a seccomp
// policy as in many containers) or the system has none.
var ErrNoIOURing = errors.New("io_uring is not available")

// Names lists the backends this build has. "iouring" is listed on Linux,
// where New may still refuse it when the kernel does (see ErrNoIOURing).
func Names() []string {
	names := []string{"direct", "gopool"}
	if cpoolAvailable {
		names = append(names, "cpool")
	}
	if iouringAvailable {
		names = append(names, "iouring")
	}
	return names
}

// New starts the backend called name.
func New(name string, cfg Config) (Backend, error) {
	if cfg.Threads < 1 && name != "direct" {
		return nil, fmt.Errorf("io backend %s needs at least 1 thread, got %d", name, cfg.Threads)
	}
	switch name {
	case "direct":
		return Direct{}, nil
	case "gopool":
		return NewGoPool(cfg), nil
	case "cpool":
		return newCPool(cfg)
	case "iouring":
		return newIOURing(cfg)
	}
	return nil, fmt.Errorf("unknown io backend %q (want one of %v)", name, Names())
}
