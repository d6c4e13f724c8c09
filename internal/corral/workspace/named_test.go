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
