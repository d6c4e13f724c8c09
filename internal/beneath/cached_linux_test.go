//go:build linux

package beneath

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"testing"
)

// TestOpenCached: a file whose path is in the dentry cache opens at once;
// one whose path is not (after the kernel dropped its dentries) is
// ErrNotCached, never a wait; escapes, directories and missing names are
// refused as by Open.
func TestOpenCached(t *testing.T) {
	both(t, func(t *testing.T, d *Dir, dir string) {
		os.MkdirAll(filepath.Join(dir, "sub"), 0o755)
		os.WriteFile(filepath.Join(dir, "sub", "f"), []byte("cached"), 0o644)
		if d.fd < 0 {
			if _, _, err := d.OpenCached("sub/f"); !errors.Is(err, ErrNotCached) {
				t.Fatalf("OpenCached with os.Root: %v, want ErrNotCached", err)
			}
			return
		}
		f, fi, err := d.OpenCached("sub/f")
		if errors.Is(err, ErrNotCached) && d.noCached.Load() {
			t.Skip("this kernel has no RESOLVE_CACHED (Linux 5.12)")
		}
		if err != nil {
			t.Fatalf("OpenCached(sub/f) just written: %v", err)
		}
		b := make([]byte, 16)
		n, _ := f.Read(b)
		f.Close()
		if string(b[:n]) != "cached" || fi.Size() != 6 {
			t.Errorf("read %q, size %d; want \"cached\", 6", b[:n], fi.Size())
		}

		outside := t.TempDir()
		os.WriteFile(filepath.Join(outside, "secret"), []byte("s"), 0o644)
		os.Symlink(filepath.Join(outside, "secret"), filepath.Join(dir, "link"))
		for _, name := range []string{"../x", "/etc/passwd", "link", "sub/../../x"} {
			if f, _, err := d.OpenCached(name); err == nil {
				f.Close()
				t.Errorf("OpenCached(%q) succeeded", name)
			} else if !errors.Is(err, ErrEscapes) && !errors.Is(err, ErrNotCached) {
				t.Errorf("OpenCached(%q): %v, want ErrEscapes (or ErrNotCached)", name, err)
			}
		}
		if _, _, err := d.OpenCached("sub"); !errors.Is(err, ErrNotRegular) {
			t.Errorf("OpenCached(sub), a directory: %v, want ErrNotRegular", err)
		}
		if _, _, err := d.OpenCached("sub/none"); !errors.Is(err, fs.ErrNotExist) && !errors.Is(err, ErrNotCached) {
			t.Errorf("OpenCached(sub/none): %v, want not exist (or ErrNotCached)", err)
		}

		// Drop the dentries (needs root); "sub" and "sub/f" are unused.
		cold := false
		for range 10 {
			if err := os.WriteFile("/proc/sys/vm/drop_caches", []byte("2"), 0); err != nil {
				t.Skipf("cannot drop the dentry cache here: %v", err)
			}
			if _, _, err := d.OpenCached("sub/f"); errors.Is(err, ErrNotCached) {
				cold = true
				break
			} else if err == nil {
				continue // still cached; f's close may not have let go yet
			} else {
				t.Fatalf("OpenCached(sub/f) after dropping the cache: %v", err)
			}
		}
		if !cold {
			t.Skip("the kernel kept the dentries")
		}
		if f, err := d.Open("sub/f"); err != nil { // the slow way, which loads them
			t.Fatal(err)
		} else {
			f.Close()
		}
		if f, _, err := d.OpenCached("sub/f"); err != nil {
			t.Errorf("OpenCached(sub/f) after Open loaded its path: %v", err)
		} else {
			f.Close()
		}
	})
}
