package backend_test

import (
	"context"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/corral-go/corral/internal/corral"
	"github.com/corral-go/corral/internal/corral/backend"
)

var (
	registerUnder sync.Once
	underRoot     atomic.Value // the directory of the "under" scheme's stores
)

// TestOpenChoosesTheBackendByScheme: a path is a SQLite store at that
// path, "file:b.db" too (a file of that name: every command names a
// store's file alike); a registered scheme's DSN goes to its backend,
// whatever follows the scheme; a name with a colon that is no registered
// scheme is a path.
func TestOpenChoosesTheBackendByScheme(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	t.Chdir(dir)
	root := filepath.Join(dir, "under")
	if err := os.Mkdir(root, 0o755); err != nil {
		t.Fatal(err)
	}
	// A backend of SQLite stores kept under one directory, registered
	// once however often the test runs (-count=2), its directory this
	// run's.
	registerUnder.Do(func() {
		at := func(loc string) string { return filepath.Join(underRoot.Load().(string), loc) }
		backend.Register("under", backend.Backend{
			Open:         func(ctx context.Context, loc string) (corral.Store, error) { return backend.Open(ctx, at(loc)) },
			OpenReadOnly: func(ctx context.Context, loc string) (corral.Store, error) { return backend.OpenReadOnly(ctx, at(loc)) },
			Remove:       func(loc string) error { return backend.Remove(at(loc)) },
		})
	})
	underRoot.Store(root)
	for _, c := range []struct{ dsn, file string }{
		{"a.db", "a.db"},
		{"file:b.db", "file:b.db"}, // a path: SQLite's stores are named by their path alone
		{"under:c.db", filepath.Join("under", "c.db")},
		{"nosuch:d.db", "nosuch:d.db"},
		{"x:e.db", "x:e.db"},
	} {
		if got, want := backend.IsPath(c.dsn), c.dsn == c.file; got != want {
			t.Errorf("IsPath(%q) = %v, want %v", c.dsn, got, want)
		}
		st, err := backend.Open(ctx, c.dsn)
		if err != nil {
			t.Fatalf("Open(%q): %v", c.dsn, err)
		}
		if err := st.Close(); err != nil {
			t.Fatal(err)
		}
		if _, err := os.Stat(c.file); err != nil {
			t.Errorf("Open(%q) made no store at %s: %v", c.dsn, c.file, err)
		}
		ro, err := backend.OpenReadOnly(ctx, c.dsn)
		if err != nil {
			t.Fatalf("OpenReadOnly(%q): %v", c.dsn, err)
		}
		ro.Close()
		if err := backend.Remove(c.dsn); err != nil {
			t.Fatalf("Remove(%q): %v", c.dsn, err)
		}
		if _, err := os.Stat(c.file); !os.IsNotExist(err) {
			t.Errorf("Remove(%q) left %s: %v", c.dsn, c.file, err)
		}
	}
	if _, err := backend.OpenReadOnly(ctx, "under:none.db"); err == nil {
		t.Errorf("OpenReadOnly of a store that does not exist: no error")
	}
}

// TestRegisterRefusesTwice: a scheme has one backend.
func TestRegisterRefusesTwice(t *testing.T) {
	for _, scheme := range []string{"file", "C", "9p", ""} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("Register(%q) did not panic", scheme)
				}
			}()
			backend.Register(scheme, backend.Backend{
				Open:         backend.Open,
				OpenReadOnly: backend.OpenReadOnly,
				Remove:       backend.Remove,
			})
		}()
	}
}
