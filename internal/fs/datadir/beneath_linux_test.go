package datadir

import (
	"os"
	"path/filepath"
	"testing"
)

// TestBeneath: the one-call open is used on this kernel, opens files and
// in-directory links, and refuses every way out (store_test's
// TestSymlinksOut drives it through OpenFile too).
func TestBeneath(t *testing.T) {
	dir, outside := t.TempDir(), t.TempDir()
	os.MkdirAll(filepath.Join(dir, "a"), 0o755)
	os.WriteFile(filepath.Join(dir, "a", "f"), []byte("in"), 0o644)
	os.WriteFile(filepath.Join(outside, "secret"), []byte("out"), 0o644)
	os.Symlink("a/f", filepath.Join(dir, "inside"))
	os.Symlink(filepath.Join(outside, "secret"), filepath.Join(dir, "abs"))
	os.Symlink("../"+filepath.Base(outside)+"/secret", filepath.Join(dir, "rel"))
	b := openBeneath(dir)
	defer b.close()
	for _, name := range []string{"a/f", "inside"} {
		f, ok, err := b.open(name)
		if !ok {
			t.Skipf("openat2 is refused here: os.Root opens instead")
		}
		if err != nil {
			t.Fatalf("open %s: %v", name, err)
		}
		got := make([]byte, 8)
		n, _ := f.Read(got)
		f.Close()
		if string(got[:n]) != "in" {
			t.Errorf("open %s read %q", name, got[:n])
		}
	}
	for _, name := range []string{"abs", "rel", "../" + filepath.Base(outside) + "/secret", filepath.Join(outside, "secret"), "/proc/self/root/etc/passwd"} {
		if f, ok, err := b.open(name); !ok || err == nil {
			if f != nil {
				f.Close()
			}
			t.Errorf("open %s: ok %v, err %v; want it refused", name, ok, err)
		}
	}
}
