package fsio

import (
	"os"
	"sync/atomic"
)

// cacheFirst lets a pool serve a read on the caller's goroutine when the
// kernel can do it without waiting for the disk, and hand only the rest
// to its threads. A read whose pages are in the page cache is a memory
// copy: it cannot hold an OS thread, so the pool's bound does not need
// it, and the hand-off (a wake-up of a pool thread, two context switches,
// for cpool two cgo calls) would cost more than the copy. This is what
// io_uring does: an inline non-blocking attempt first, its io-wq workers
// only for what would block.
//
// The attempt is preadv2 with RWF_NOWAIT (Linux 4.14+, buffered reads on
// the common filesystems since 5.x), which returns EAGAIN instead of
// waiting. A filesystem that does not support it answers EOPNOTSUPP, and
// the attempts stop for good.
type cacheFirst struct {
	on   atomic.Bool
	hits atomic.Uint64 // reads done entirely from the page cache
}

func (c *cacheFirst) init(on bool) { c.on.Store(on && nowaitAvailable) }

// read reads up to len(p) bytes at off without blocking. It returns how
// many bytes it read and whether the read is complete (len(p) bytes, or
// the end of the file); when it is not, the caller reads the rest through
// the pool, from off+n.
func (c *cacheFirst) read(f *os.File, p []byte, off int64) (n int, complete bool) {
	if !c.on.Load() {
		return 0, false
	}
	n, complete, supported := readNoWait(f, p, off)
	if !supported {
		c.on.Store(false)
	}
	if complete {
		c.hits.Add(1)
	}
	return n, complete
}

// Inline is true when cache-first is on and the range is all in the page
// cache (see Backend.Inline); it counts as a cached read.
func (c *cacheFirst) Inline(fd int, off, n int64) bool {
	if !c.on.Load() || !cached(fd, off, n) {
		return false
	}
	c.hits.Add(1)
	return true
}

// CachedReads is the number of reads served from the page cache on the
// caller's goroutine (see cacheFirst).
func (c *cacheFirst) CachedReads() uint64 { return c.hits.Load() }
