//go:build linux

package fsio_test

import (
	"os"
	"testing"

	"golang.org/x/sys/unix"
)

// dropCache drops n bytes of f at off from the page cache, or skips the
// test where the filesystem keeps them.
func dropCache(t *testing.T, f *os.File, off, n int64) {
	t.Helper()
	if err := unix.Fadvise(int(f.Fd()), off, n, unix.FADV_DONTNEED); err != nil {
		t.Fatal(err)
	}
	probe := make([]byte, 1)
	if _, err := unix.Preadv2(int(f.Fd()), [][]byte{probe}, off, unix.RWF_NOWAIT); err == nil {
		t.Skip("the page cache cannot be dropped on this filesystem")
	}
}
