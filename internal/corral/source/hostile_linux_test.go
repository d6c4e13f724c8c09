//go:build linux

package source_test

import (
	"context"
	"errors"
	"strings"
	"syscall"
	"testing"

	"github.com/corral-go/corral/internal/corral/source"
)

// TestFullDiskIsNotTheArchivesFault unpacks 2 MiB into a 1 MiB tmpfs.
func TestFullDiskIsNotTheArchivesFault(t *testing.T) {
	dir := t.TempDir()
	if err := syscall.Mount("tmpfs", dir, "tmpfs", 0, "size=1m"); err != nil {
		t.Skipf("cannot mount a tmpfs here (%v): a full work dir disk is not tested", err)
	}
	defer syscall.Unmount(dir, syscall.MNT_DETACH)
	data := makeTar(t, file("big.bin", strings.Repeat("0123456789abcdef", 128<<10)))
	_, err := source.Unpack(context.Background(), writeFile(t, data), dir, source.Options{})
	var ee *source.EntryError
	if !errors.Is(err, source.ErrNoSpace) || errors.As(err, &ee) {
		t.Errorf("got %v, want ErrNoSpace and no blame on the entry", err)
	}
}
