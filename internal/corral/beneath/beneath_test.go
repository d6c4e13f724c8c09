package beneath

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"testing"
)

// both runs a test with openat2 and with the os.Root fallback.
func both(t *testing.T, f func(t *testing.T, d *Dir, dir string)) {
	for _, fallback := range []bool{false, true} {
		name := "openat2"
		if fallback {
			name = "os.Root"
		}
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			d, err := Open(dir)
			if err != nil {
				t.Fatal(err)
			}
			defer d.Close()
			if fallback && d.fd >= 0 {
				unix := d.fd
				d.fd = -1
				defer func() { d.fd = unix }()
			}
			if !fallback && d.fd < 0 {
				t.Skip("openat2 is not available here")
			}
			f(t, d, dir)
		})
	}
}

func TestConfined(t *testing.T) {
	both(t, func(t *testing.T, d *Dir, dir string) {
		outside := t.TempDir()
		os.WriteFile(filepath.Join(outside, "secret"), []byte("s"), 0o644)
		os.Symlink(outside, filepath.Join(dir, "out"))
		os.Symlink(filepath.Join(outside, "secret"), filepath.Join(dir, "link"))
		os.Mkdir(filepath.Join(dir, "sub"), 0o755)
		os.Symlink("../sub", filepath.Join(dir, "sub", "self")) // stays inside
		os.WriteFile(filepath.Join(dir, "sub", "f"), []byte("in"), 0o644)
		for _, name := range []string{"../x", "/etc/passwd", "out/secret", "link", "sub/../../x"} {
			if f, err := d.Open(name); err == nil {
				f.Close()
				t.Errorf("Open(%q) succeeded", name)
			}
			if f, err := d.Create(name, 0o644); err == nil {
				f.Close()
				t.Errorf("Create(%q) succeeded", name)
			}
		}
		if err := d.Remove("out/secret"); err == nil {
			t.Error("Remove through a symlink out succeeded")
		}
		if _, err := os.Stat(filepath.Join(outside, "secret")); err != nil {
			t.Fatal("the file outside was removed")
		}
		if ents, _ := os.ReadDir(outside); len(ents) != 1 {
			t.Errorf("files appeared outside: %v", ents)
		}
		// A symlink that stays inside is followed; removing a link removes it.
		f, err := d.Open("sub/self/f")
		if err != nil {
			t.Fatalf("open through an inside symlink: %v", err)
		}
		f.Close()
		if err := d.Remove("link"); err != nil {
			t.Fatal(err)
		}
		if _, err := os.Stat(filepath.Join(outside, "secret")); err != nil {
			t.Fatal("removing a link removed its target")
		}
	})
}

func TestCreateOpenRemove(t *testing.T) {
	both(t, func(t *testing.T, d *Dir, dir string) {
		os.MkdirAll(filepath.Join(dir, "a/b"), 0o755)
		f, err := d.Create("a/b/c.txt", 0o640)
		if err != nil {
			t.Fatal(err)
		}
		f.WriteString("hello")
		f.Close()
		if _, err := d.Create("a/b/c.txt", 0o640); !errors.Is(err, fs.ErrExist) {
			t.Errorf("second Create: %v, want ErrExist", err)
		}
		if fi, _ := os.Stat(filepath.Join(dir, "a/b/c.txt")); fi == nil || fi.Mode().Perm() != 0o640 {
			t.Errorf("created with mode %v", fi.Mode())
		}
		f, err = d.Open("a/b/c.txt")
		if err != nil {
			t.Fatal(err)
		}
		b := make([]byte, 10)
		n, _ := f.Read(b)
		f.Close()
		if string(b[:n]) != "hello" {
			t.Errorf("read %q", b[:n])
		}
		if err := d.Remove("a/b/c.txt"); err != nil {
			t.Fatal(err)
		}
		if err := d.Remove("a/b/c.txt"); !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("second Remove: %v, want ErrNotExist", err)
		}
		if err := d.Remove("a/b"); err != nil {
			t.Errorf("remove an empty directory: %v", err)
		}
	})
}
