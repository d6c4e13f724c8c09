package workspace

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"testing"
)

// TestNamedDirFromRunToRun: a named work dir is the same path from one
// run to the next; a second run while one holds it is told ErrBusy; one
// that a dead run left (its lock file free) is emptied and taken; one
// without a lock file (being made, or an old corral's) is left alone.
func TestNamedDirFromRunToRun(t *testing.T) {
	base := t.TempDir()
	a, err := NewNamedIn(base, "w")
	if err != nil {
		t.Fatal(err)
	}
	if want := filepath.Join(base, "w"); a.Path != want {
		t.Fatalf("path %s, want %s", a.Path, want)
	}
	if _, err := NewNamedIn(base, "w"); !errors.Is(err, ErrBusy) {
		t.Fatalf("a second run while the first holds it: %v, want ErrBusy", err)
	}
	a.Remove()
	b, err := NewNamedIn(base, "w")
	if err != nil || b.Path != a.Path {
		t.Fatalf("the next run: %v, %v; want %s", b, err, a.Path)
	}
	// A dead run's: its lock released, its directory and files left.
	if err := os.WriteFile(filepath.Join(b.Path, "left.o"), []byte("x"), 0o600); err != nil {
		t.Fatal(err)
	}
	b.lock.Close()
	c, err := NewNamedIn(base, "w")
	if err != nil {
		t.Fatalf("after a dead run: %v", err)
	}
	if _, err := os.Stat(filepath.Join(c.Path, "left.o")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("the dead run's file is still there: %v", err)
	}
	c.Remove()
	// No lock file: not ours to take.
	if err := os.Mkdir(filepath.Join(base, "w"), 0o700); err != nil {
		t.Fatal(err)
	}
	if _, err := NewNamedIn(base, "w"); !errors.Is(err, ErrBusy) {
		t.Errorf("a directory without a lock file: %v, want ErrBusy", err)
	}
	if leftovers, _ := filepath.Glob(filepath.Join(base, ".corral-lock-*")); len(leftovers) != 0 {
		t.Errorf("lock files left behind: %v", leftovers)
	}
}

// TestWorkNameIsTheStores: one store's runs share a name, another
// store's runs (which may run beside them) have their own.
func TestWorkNameIsTheStores(t *testing.T) {
	a, b := WorkName("/ci/project/corral.db"), WorkName("/ci/other/corral.db")
	if a == b || a != WorkName("/ci/project/corral.db") {
		t.Errorf("work names %q and %q", a, b)
	}
	if len(a) != len(WorkPrefix)+8 || a[:len(WorkPrefix)] != WorkPrefix {
		t.Errorf("work name %q: want %s and 8 hex digits", a, WorkPrefix)
	}
}

// TestNamedDirNotOursIsLeftAlone: a name that another user made (or a
// link to a directory, or a directory whose lock file is a link) is not
// taken: the run is told ErrBusy and nothing under it is removed or has
// its permissions changed. (Before, a directory of another user with a
// lock file anyone could lock was walked and made writable, path by path,
// while its owner could swap its directories for links.)
func TestNamedDirNotOursIsLeftAlone(t *testing.T) {
	base := t.TempDir()
	target := t.TempDir()
	keep := filepath.Join(target, "keep")
	if err := os.WriteFile(keep, []byte("x"), 0o600); err != nil {
		t.Fatal(err)
	}
	unchanged := func(what string) {
		t.Helper()
		info, err := os.Stat(keep)
		if err != nil || info.Mode().Perm() != 0o600 {
			t.Errorf("%s: %s is %v (%v), want it there and 0600", what, keep, info.Mode(), err)
		}
	}
	// The name a link to a directory, its lock file free.
	if err := os.Symlink(target, filepath.Join(base, "a")); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(base, "a.lock"), nil, 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := NewNamedIn(base, "a"); !errors.Is(err, ErrBusy) {
		t.Errorf("a link at the name: %v, want ErrBusy", err)
	}
	unchanged("a link at the name")
	// A directory of ours whose lock file is a link to a file of ours.
	if err := os.Mkdir(filepath.Join(base, "b"), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(keep, filepath.Join(base, "b.lock")); err != nil {
		t.Fatal(err)
	}
	if _, err := NewNamedIn(base, "b"); !errors.Is(err, ErrBusy) {
		t.Errorf("a link for the lock file: %v, want ErrBusy", err)
	}
	unchanged("a link for the lock file")
	if os.Geteuid() != 0 {
		return // making another user's directory needs root
	}
	// Another user's directory and lock file, both open to anyone.
	c := filepath.Join(base, "c")
	if err := os.Mkdir(c, 0o777); err != nil {
		t.Fatal(err)
	}
	inner := filepath.Join(c, "d")
	if err := os.Mkdir(inner, 0o077); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{c, inner} {
		if err := os.Chown(p, 12345, 12345); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Chmod(inner, 0o077); err != nil { // past the umask
		t.Fatal(err)
	}
	if err := os.WriteFile(c+".lock", nil, 0o666); err != nil {
		t.Fatal(err)
	}
	if err := os.Chown(c+".lock", 12345, 12345); err != nil {
		t.Fatal(err)
	}
	if _, err := NewNamedIn(base, "c"); !errors.Is(err, ErrBusy) {
		t.Errorf("another user's directory: %v, want ErrBusy", err)
	}
	if info, err := os.Stat(inner); err != nil || info.Mode().Perm() != 0o077 {
		t.Errorf("another user's directory was changed: %v (%v)", info.Mode(), err)
	}
}
