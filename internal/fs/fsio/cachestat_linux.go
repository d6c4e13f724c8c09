//go:build linux && (amd64 || arm64)

package fsio

import (
	"os"
	"sync/atomic"
	"unsafe"

	"golang.org/x/sys/unix"
)

// noCachestat is set once the kernel has answered ENOSYS (before 6.5):
// cached then says false without asking again.
var noCachestat atomic.Bool

// cached reports whether the n bytes at off of the file open as fd are all in the page
// cache, with one cachestat(2) (Linux 6.5+), which counts the cached pages
// of a range without mapping or reading it. It says false when it cannot
// tell. Like readNoWait it is a raw system call: it walks the cache's
// index and cannot block.
func cached(fd int, off, n int64) bool {
	if n <= 0 {
		return true
	}
	if off < 0 || noCachestat.Load() {
		return false
	}
	// struct cachestat_range and struct cachestat (include/uapi/linux/mman.h).
	rng := struct{ off, len uint64 }{uint64(off), uint64(n)}
	var cs struct{ cache, dirty, writeback, evicted, recentlyEvicted uint64 }
	_, _, errno := unix.RawSyscall6(unix.SYS_CACHESTAT, uintptr(fd), uintptr(unsafe.Pointer(&rng)), uintptr(unsafe.Pointer(&cs)), 0, 0, 0)
	if errno == unix.ENOSYS {
		noCachestat.Store(true)
	}
	page := int64(os.Getpagesize())
	return errno == 0 && cs.cache >= uint64((off+n-1)/page-off/page+1)
}
