package source_test

import (
	"archive/tar"
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/corral-go/corral/internal/corral/source"
)

// feedAll starts a feed of data into dir that compiles every file and
// waits for it, reading its paths; it returns the count and the error.
func feedAll(t *testing.T, data []byte, dir string, opts source.Options) (int, source.Count, error) {
	t.Helper()
	all := func(string) bool { return true }
	none := func(string) bool { return false }
	f, total := source.Start(context.Background(), writeFile(t, data), dir, all, none, opts)
	for range f.Paths() {
	}
	count, _, err := f.Wait()
	return total, count, err
}

// TestHardLinkToAJobsFileIsRefused: a hard link must name an earlier file
// of the archive. A file a job wrote in the work dir meanwhile (here made
// before the unpacking, as a job of an earlier file would) is none: the
// unpacking, which keeps no name per file, took the disk's word for it.
func TestHardLinkToAJobsFileIsRefused(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "a.c.out"), []byte("a job's output\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	data := makeTar(t, file("a.c", "int a;\n"), entry{name: "x.c", link: "a.c.out", typ: tar.TypeLink})
	_, _, err := feedAll(t, data, dir, source.Options{})
	if err == nil || !strings.Contains(err.Error(), "not an earlier file of the archive") {
		t.Fatalf("got %v, want the hard link refused", err)
	}
}

// TestSkippedDuplicateThroughASymlinkIsRefused: a shard reads past
// another shard's file; one that is, through a symlinked directory, a
// file already written is a duplicate entry, as it is in a whole run.
func TestSkippedDuplicateThroughASymlinkIsRefused(t *testing.T) {
	data := makeTar(t, entry{name: "d/", typ: tar.TypeDir}, file("d/f.c", "1\n"), entry{name: "l", link: "d", typ: tar.TypeSymlink}, file("l/f.c", "2\n"))
	for _, extract := range []func(string) bool{nil, func(p string) bool { return p != "l/f.c" }} {
		_, _, err := feedAll(t, data, t.TempDir(), source.Options{Extract: extract})
		if !errors.Is(err, source.ErrDuplicate) {
			t.Errorf("extract all: %v; got %v, want ErrDuplicate", extract == nil, err)
		}
	}
}

// TestHardLinkToASymlinkIsNoFile: a hard link to a symlink, named
// through a symlinked directory, is a symlink, not a file to compile:
// the scan counts it so, as unpacking makes it.
func TestHardLinkToASymlinkIsNoFile(t *testing.T) {
	data := makeTar(t, entry{name: "d/", typ: tar.TypeDir}, file("x.h", "h\n"), entry{name: "d/s", link: "../x.h", typ: tar.TypeSymlink},
		entry{name: "l", link: "d", typ: tar.TypeSymlink}, file("a.c", "1\n"), entry{name: "h.c", link: "l/s", typ: tar.TypeLink})
	entries, ok := source.Scan(writeFile(t, data))
	if !ok {
		t.Fatal("Scan refused the archive")
	}
	for _, e := range entries {
		if e.Name == "h.c" && e.Regular {
			t.Errorf("Scan: h.c, a hard link to a symlink, is a regular file")
		}
	}
}
