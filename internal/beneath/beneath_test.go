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
			} else if !errors.Is(err, ErrEscapes) {
				t.Errorf("Open(%q): %v, want ErrEscapes", name, err)
			}
			if f, err := d.Create(name, 0o644); err == nil {
				f.Close()
				t.Errorf("Create(%q) succeeded", name)
			} else if name != "link" && !errors.Is(err, ErrEscapes) {
				// Create never follows a last-component link ("link" exists).
				t.Errorf("Create(%q): %v, want ErrEscapes", name, err)
			}
		}
		if err := d.Remove("out/secret"); err == nil {
			t.Error("Remove through a symlink out succeeded")
		} else if !errors.Is(err, ErrEscapes) {
			t.Errorf("Remove through a symlink out: %v, want ErrEscapes", err)
		}
		if err := d.Rename("sub/f", "out/f"); !errors.Is(err, ErrEscapes) {
			t.Errorf("Rename into a symlink out: %v, want ErrEscapes", err)
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

// TestRename: a file is renamed into a directory, through a link that
// stays inside, and over a file or a symlink (replaced, not followed); a
// missing parent is fs.ErrNotExist; a parent through a link out is refused
// and nothing lands outside.
func TestRename(t *testing.T) {
	both(t, func(t *testing.T, d *Dir, dir string) {
		outside := t.TempDir()
		os.Mkdir(filepath.Join(dir, "a"), 0o755)
		os.Symlink("a", filepath.Join(dir, "in"))
		os.Symlink(outside, filepath.Join(dir, "out"))
		os.WriteFile(filepath.Join(outside, "secret"), []byte("out"), 0o644)
		os.Symlink(filepath.Join(outside, "secret"), filepath.Join(dir, "a", "link"))
		write := func(name string) {
			t.Helper()
			if err := os.WriteFile(filepath.Join(dir, name), []byte(name), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		for _, c := range []struct{ from, to string }{{"t1", "top"}, {"t2", "a/f"}, {"t3", "in/g"}, {"t4", "a/f"}, {"t5", "a/link"}} {
			write(c.from)
			if err := d.Rename(c.from, c.to); err != nil {
				t.Errorf("rename %s to %s: %v", c.from, c.to, err)
			}
		}
		for name, want := range map[string]string{"top": "t1", "a/f": "t4", "a/g": "t3", "a/link": "t5"} {
			if got, _ := os.ReadFile(filepath.Join(dir, name)); string(got) != want {
				t.Errorf("%s holds %q, want %q", name, got, want)
			}
		}
		if got, _ := os.ReadFile(filepath.Join(outside, "secret")); string(got) != "out" {
			t.Errorf("the file a replaced symlink pointed to holds %q", got)
		}
		write("t6")
		if err := d.Rename("t6", "missing/f"); !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("rename into a missing directory: %v, want not-exist", err)
		}
		if err := d.Rename("t6", "out/f"); err == nil {
			t.Error("rename through a link out of the directory succeeded")
		}
		if err := d.Rename("t6", "../f"); err == nil {
			t.Error("rename to ../f succeeded")
		}
		if _, err := os.Stat(filepath.Join(outside, "f")); err == nil {
			t.Error("a file landed outside the directory")
		}
	})
}

// TestReplace: over an existing file Replace exchanges (openat2 path) and
// leaves the replaced file at the old name; over nothing it renames; it
// is confined like Rename.
func TestReplace(t *testing.T) {
	both(t, func(t *testing.T, d *Dir, dir string) {
		outside := t.TempDir()
		os.Symlink(outside, filepath.Join(dir, "out"))
		os.WriteFile(filepath.Join(dir, "new"), []byte("new"), 0o644)
		os.WriteFile(filepath.Join(dir, "target"), []byte("old"), 0o644)
		swapped, err := d.Replace("new", "target")
		if err != nil {
			t.Fatal(err)
		}
		got, _ := os.ReadFile(filepath.Join(dir, "target"))
		left, lerr := os.ReadFile(filepath.Join(dir, "new"))
		switch {
		case string(got) != "new":
			t.Errorf("target holds %q, want \"new\"", got)
		case swapped != (d.fd >= 0):
			t.Errorf("swapped = %v with fd %d: openat2 exchanges, os.Root renames", swapped, d.fd)
		case swapped && string(left) != "old":
			t.Errorf("after the exchange the old name holds %q (%v), want the replaced \"old\"", left, lerr)
		case !swapped && lerr == nil:
			t.Error("after a rename the old name still exists")
		}
		os.WriteFile(filepath.Join(dir, "fresh"), []byte("f"), 0o644)
		if swapped, err := d.Replace("fresh", "nothing-here"); err != nil || swapped {
			t.Errorf("replace onto nothing: swapped %v, %v; want a rename", swapped, err)
		}
		if _, err := d.Replace("nothing-here", "missing/f"); !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("replace into a missing directory: %v, want not-exist", err)
		}
		if _, err := d.Replace("nothing-here", "out/f"); err == nil {
			t.Error("replace through a link out of the directory succeeded")
		}
		if _, err := os.Stat(filepath.Join(outside, "f")); err == nil {
			t.Error("a file landed outside the directory")
		}
	})
}

// TestAnon: CreateAnon makes a file no listing shows; Link names it in a
// directory of the Dir, never over an existing name, never through a link
// out of the Dir; a missing parent is fs.ErrNotExist. The os.Root fallback
// says it cannot.
func TestAnon(t *testing.T) {
	both(t, func(t *testing.T, d *Dir, dir string) {
		os.Mkdir(filepath.Join(dir, "a"), 0o755)
		f, err := d.CreateAnon("a", 0o644)
		if d.fd < 0 {
			if !errors.Is(err, errors.ErrUnsupported) {
				t.Fatalf("CreateAnon with os.Root: %v, want unsupported", err)
			}
			return
		}
		if errors.Is(err, errors.ErrUnsupported) {
			t.Skip("no O_TMPFILE here")
		}
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		if _, err := f.WriteString("body"); err != nil {
			t.Fatal(err)
		}
		if ents, _ := os.ReadDir(filepath.Join(dir, "a")); len(ents) != 0 {
			t.Fatalf("before the link a/ lists %v", ents)
		}
		outside := t.TempDir()
		os.Symlink(outside, filepath.Join(dir, "out"))
		os.WriteFile(filepath.Join(dir, "a", "taken"), []byte("old"), 0o644)
		for name, want := range map[string]error{"a/taken": fs.ErrExist, "missing/f": fs.ErrNotExist, "out/f": ErrEscapes, "../f": ErrEscapes} {
			if err := d.Link(f, name); !errors.Is(err, want) {
				t.Errorf("Link(%q): %v, want %v", name, err, want)
			}
		}
		if got, _ := os.ReadFile(filepath.Join(dir, "a", "taken")); string(got) != "old" {
			t.Errorf("a/taken holds %q after a refused link", got)
		}
		if ents, _ := os.ReadDir(outside); len(ents) != 0 {
			t.Errorf("a file landed outside: %v", ents)
		}
		if err := d.Link(f, "a/new"); err != nil {
			t.Fatal(err)
		}
		if got, _ := os.ReadFile(filepath.Join(dir, "a", "new")); string(got) != "body" {
			t.Errorf("a/new holds %q", got)
		}
		// A missing directory for the file itself.
		if _, err := d.CreateAnon("missing", 0o644); !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("CreateAnon in a missing directory: %v", err)
		}
		if _, err := d.CreateAnon("out", 0o644); !errors.Is(err, ErrEscapes) {
			t.Errorf("CreateAnon through a link out: %v", err)
		}
	})
}
