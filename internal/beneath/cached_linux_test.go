//go:build linux

package beneath

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
	"testing"

	"golang.org/x/sys/unix"
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
			if _, err := d.OpenCached("sub/f"); !errors.Is(err, ErrNotCached) {
				t.Fatalf("OpenCached with os.Root: %v, want ErrNotCached", err)
			}
			return
		}
		o, err := d.OpenCached("sub/f")
		if errors.Is(err, ErrNotCached) && d.noCached.Load() {
			t.Skip("this kernel has no RESOLVE_CACHED (Linux 5.12)")
		}
		if err != nil {
			t.Fatalf("OpenCached(sub/f) just written: %v", err)
		}
		b := make([]byte, 16)
		n, _ := unix.Read(o.FD, b)
		unix.Close(o.FD)
		fi, _ := os.Lstat(filepath.Join(dir, "sub", "f"))
		st := fi.Sys().(*syscall.Stat_t)
		if string(b[:n]) != "cached" || o.Size != 6 || !o.ModTime.Equal(fi.ModTime()) || o.Dev != uint64(st.Dev) || o.Ino != st.Ino {
			t.Errorf("read %q, %+v; want \"cached\", size 6, the Lstat's time, device and inode", b[:n], o)
		}
		// A FIFO is refused at once (no writer, so an open that waited would hang).
		if err := syscall.Mkfifo(filepath.Join(dir, "sub", "fifo"), 0o644); err != nil {
			t.Fatal(err)
		}
		if _, err := d.OpenCached("sub/fifo"); !errors.Is(err, ErrNotRegular) {
			t.Errorf("OpenCached(sub/fifo): %v, want ErrNotRegular", err)
		}

		outside := t.TempDir()
		os.WriteFile(filepath.Join(outside, "secret"), []byte("s"), 0o644)
		os.Symlink(filepath.Join(outside, "secret"), filepath.Join(dir, "link"))
		for _, name := range []string{"../x", "/etc/passwd", "link", "sub/../../x"} {
			if o, err := d.OpenCached(name); err == nil {
				unix.Close(o.FD)
				t.Errorf("OpenCached(%q) succeeded", name)
			} else if !errors.Is(err, ErrEscapes) && !errors.Is(err, ErrNotCached) {
				t.Errorf("OpenCached(%q): %v, want ErrEscapes (or ErrNotCached)", name, err)
			}
		}
		if _, err := d.OpenCached("sub"); !errors.Is(err, ErrNotRegular) {
			t.Errorf("OpenCached(sub), a directory: %v, want ErrNotRegular", err)
		}
		if _, err := d.OpenCached("sub/none"); !errors.Is(err, fs.ErrNotExist) && !errors.Is(err, ErrNotCached) {
			t.Errorf("OpenCached(sub/none): %v, want not exist (or ErrNotCached)", err)
		}

		// Drop the dentries (needs root); "sub" and "sub/f" are unused.
		cold := false
		for range 10 {
			if err := os.WriteFile("/proc/sys/vm/drop_caches", []byte("2"), 0); err != nil {
				t.Skipf("cannot drop the dentry cache here: %v", err)
			}
			if o, err := d.OpenCached("sub/f"); errors.Is(err, ErrNotCached) {
				cold = true
				break
			} else if err == nil {
				unix.Close(o.FD)
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
		if o, err := d.OpenCached("sub/f"); err != nil {
			t.Errorf("OpenCached(sub/f) after Open loaded its path: %v", err)
		} else {
			unix.Close(o.FD)
		}
	})
}
