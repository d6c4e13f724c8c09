package datadir

import (
	"errors"
	"io/fs"
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

// TestBeneathUploads: a temp file is created, renamed into a directory and
// removed with the one-call paths; a rename into a missing directory says
// so, and one through a link out of the data directory is refused and
// writes nothing outside it.
func TestBeneathUploads(t *testing.T) {
	dir, outside := t.TempDir(), t.TempDir()
	os.Mkdir(filepath.Join(dir, TempDir), 0o700)
	os.Mkdir(filepath.Join(dir, "a"), 0o755)
	os.Symlink(outside, filepath.Join(dir, "out"))
	os.Symlink("a", filepath.Join(dir, "in"))
	b := openBeneath(dir)
	defer b.close()
	write := func(base string) {
		t.Helper()
		f, ok, err := b.createTemp(base)
		if !ok {
			t.Skip("openat2 is refused here: os.Root creates and renames instead")
		}
		if err != nil {
			t.Fatal(err)
		}
		f.WriteString(base)
		f.Close()
	}
	write("t1")
	if _, _, err := b.createTemp("t1"); !errors.Is(err, fs.ErrExist) {
		t.Errorf("createTemp of an existing name: %v, want it to exist", err)
	}
	for _, name := range []string{"top", "a/f", "in/g"} {
		write("t-" + filepath.Base(name))
		if _, err := b.rename("t-"+filepath.Base(name), name); err != nil {
			t.Errorf("rename to %s: %v", name, err)
		}
	}
	for name, want := range map[string]string{"top": "t-top", "a/f": "t-f", "a/g": "t-g"} {
		if got, _ := os.ReadFile(filepath.Join(dir, name)); string(got) != want {
			t.Errorf("%s holds %q, want %q", name, got, want)
		}
	}
	if _, err := b.rename("t1", "missing/f"); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("rename into a missing directory: %v, want not-exist", err)
	}
	if _, err := b.rename("t1", "out/f"); err == nil {
		t.Error("rename through a link out of the data directory succeeded")
	}
	if ents, _ := os.ReadDir(outside); len(ents) != 0 {
		t.Errorf("the directory outside holds %d entries, want none", len(ents))
	}
	if _, err := b.removeTemp("t1"); err != nil {
		t.Errorf("removeTemp: %v", err)
	}
	if ents, _ := os.ReadDir(filepath.Join(dir, TempDir)); len(ents) != 0 {
		t.Errorf("TempDir holds %d entries after the renames and the remove, want none", len(ents))
	}
}
