package source_test

import (
	"archive/tar"
	"context"
	"io/fs"
	"os"
	"path/filepath"
	"testing"

	"github.com/corral-go/corral/internal/corral/source"
)

// FuzzUnpack unpacks arbitrary bytes as a source. Whatever they hold, the
// unpacking must not panic, must write nothing beside the work dir, every
// file it reports must be a regular file beneath the work dir, and every
// symlink it leaves must resolve beneath the work dir (or nowhere).
// Limits are small so that a fuzzed size field costs megabytes, not the disk.
// Run it for real with: go test -fuzz FuzzUnpack ./internal/corral/source
func FuzzUnpack(f *testing.F) {
	f.Add(sparseTar(f, 1<<30))
	f.Add(makeTar(f, entry{name: "deep/a/l", link: "../../x", typ: tar.TypeSymlink}, entry{name: "top", link: "deep/a/l", typ: tar.TypeLink}))
	f.Add(makeTar(f, entry{name: "x", link: "a/l/../..", typ: tar.TypeSymlink}, entry{name: "a/l", link: ".", typ: tar.TypeSymlink}))
	f.Add(makeTar(f, file("a.bas", "10 PRINT\n"), file("dir/HDR_b.bas", "header\n")))
	f.Add(makeTar(f, entry{name: "l", link: "../..", typ: tar.TypeSymlink}, file("l/x", "escape\n")))
	f.Add(makeTar(f, entry{name: "../up.bas", body: "x", typ: tar.TypeReg}))
	f.Add(makeTar(f, entry{name: "s", link: "/etc/passwd", typ: tar.TypeSymlink}, entry{name: "h", link: "s", typ: tar.TypeLink}))
	f.Add(makeTar(f, entry{name: "d", typ: tar.TypeDir}, entry{name: "d/f", link: "d", typ: tar.TypeLink}, entry{name: "fifo", typ: tar.TypeFifo}))
	f.Add([]byte("not a tar at all"))
	f.Fuzz(func(t *testing.T, data []byte) {
		top := t.TempDir()
		src := filepath.Join(top, "src.tar")
		if err := os.WriteFile(src, data, 0o644); err != nil {
			t.Fatal(err)
		}
		work := filepath.Join(top, "work")
		if err := os.Mkdir(work, 0o755); err != nil {
			t.Fatal(err)
		}
		limits := source.Limits{MaxFileSize: 1 << 20, MaxTotalSize: 4 << 20, MaxWindow: 8 << 20}
		files, err := source.Unpack(context.Background(), src, work, source.Options{Limits: limits})
		if entries, _ := os.ReadDir(top); len(entries) != 2 {
			t.Fatalf("unpacking wrote beside the work dir: %v", entries)
		}
		if err != nil {
			return
		}
		checkLinksStayInside(t, work)
		root, err := os.OpenRoot(work)
		if err != nil {
			t.Fatal(err)
		}
		defer root.Close()
		for _, p := range files {
			if !filepath.IsLocal(p) {
				t.Errorf("reported file %q is not a local path", p)
				continue
			}
			st, err := root.Lstat(p)
			if err != nil || !st.Mode().IsRegular() {
				t.Errorf("reported file %q is not a regular file beneath the work dir: %v, %v", p, st, err)
			}
		}
	})
}

// checkLinksStayInside fails if any symlink beneath work resolves outside it.
func checkLinksStayInside(t *testing.T, work string) {
	t.Helper()
	real, err := filepath.EvalSymlinks(work)
	if err != nil {
		t.Fatal(err)
	}
	filepath.WalkDir(work, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.Type()&fs.ModeSymlink == 0 {
			return nil
		}
		to, err := filepath.EvalSymlinks(p)
		if err != nil {
			return nil // dangling or a loop: leads nowhere
		}
		if rel, err := filepath.Rel(real, to); err != nil || !filepath.IsLocal(rel) && rel != "." {
			t.Errorf("symlink %s resolves outside the work dir, to %s", p, to)
		}
		return nil
	})
}
