//go:build linux

package fsio_test

import (
	"os"
	"slices"
	"testing"
	"time"
	"unsafe"

	"golang.org/x/sys/unix"
)

// dropCache drops n bytes of f at off (n = 0: to the end) from the page
// cache, or skips the test where the filesystem keeps them. It checks
// with mincore(2), which, unlike a read, starts no readahead, and tries
// until they are gone: pages still in a CPU's batch on their way to the
// LRU lists, or under writeback, are not dropped by one FADV_DONTNEED,
// and on a loaded machine they stay so longer. It tried 20 times 10 ms
// apart, and a loaded machine skipped the test; now it tries for up to
// 10 s, and skips at once on tmpfs and ramfs, which never drop them.
func dropCache(t *testing.T, f *os.File, off, n int64) {
	t.Helper()
	var st unix.Statfs_t
	if err := unix.Fstatfs(int(f.Fd()), &st); err != nil {
		t.Fatal(err)
	}
	if fs := uint32(st.Type); fs == unix.TMPFS_MAGIC || fs == unix.RAMFS_MAGIC { // Type is 32 bits on some systems
		t.Skip("the page cache cannot be dropped on this filesystem (tmpfs or ramfs)")
	}
	fi, err := f.Stat()
	if err != nil {
		t.Fatal(err)
	}
	if n == 0 {
		n = fi.Size() - off
	}
	if n <= 0 {
		return
	}
	page := int64(os.Getpagesize())
	start := off / page * page
	m, err := unix.Mmap(int(f.Fd()), start, int(off+n-start), unix.PROT_READ, unix.MAP_SHARED)
	if err != nil {
		t.Fatal(err)
	}
	defer unix.Munmap(m)
	vec := make([]byte, (len(m)+int(page)-1)/int(page))
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(10 * time.Millisecond) { // a poll interval
		if err := unix.Fadvise(int(f.Fd()), off, n, unix.FADV_DONTNEED); err != nil {
			t.Fatal(err)
		}
		if _, _, errno := unix.Syscall(unix.SYS_MINCORE, uintptr(unsafe.Pointer(&m[0])), uintptr(len(m)), uintptr(unsafe.Pointer(&vec[0]))); errno != 0 {
			t.Fatal(errno)
		}
		if !slices.ContainsFunc(vec, func(v byte) bool { return v&1 != 0 }) {
			return
		}
		if time.Now().After(deadline) {
			break
		}
	}
	t.Skip("the page cache cannot be dropped on this filesystem")
}

// readBack reads n bytes of f at off back into the page cache with
// readahead off, so that nothing after them comes in too.
func readBack(t *testing.T, f *os.File, off, n int64) {
	t.Helper()
	if err := unix.Fadvise(int(f.Fd()), 0, 0, unix.FADV_RANDOM); err != nil {
		t.Fatal(err)
	}
	if _, err := f.ReadAt(make([]byte, n), off); err != nil {
		t.Fatal(err)
	}
}
