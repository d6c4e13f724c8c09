// Package backend opens corral's stores by their DSN: each backend
// registers the scheme of its DSNs ("postgres:…"), and SQLite's stores,
// registered as "file", are named by their path alone. Adding a backend
// is a package that calls [Register] from its init, a blank import of it
// in cmd/corral, and a line in this package's contract test.
package backend

import (
	"context"
	"fmt"
	"maps"
	"slices"
	"strings"
	"sync"

	"github.com/corral-go/corral/internal/corral"
	"github.com/corral-go/corral/internal/corral/store"
)

// Backend opens the stores of one scheme of DSN ("postgres:…"): a store
// package registers one with [Register], and [Open] chooses it by the
// DSN's scheme. Its stores must pass package storetest.
type Backend struct {
	// Open opens the store at location (the DSN after "scheme:"),
	// creating it when there is none.
	Open func(ctx context.Context, location string) (corral.Store, error)
	// OpenReadOnly opens the existing store at location for reading
	// only: it creates and changes nothing.
	OpenReadOnly func(ctx context.Context, location string) (corral.Store, error)
	// Remove deletes the store at location, every part of it; none is no
	// error.
	Remove func(location string) error
}

var (
	backendsMu sync.RWMutex
	backends   = map[string]Backend{
		"file": {Open: asStore(OpenSQLite), OpenReadOnly: asStore(OpenSQLiteReadOnly), Remove: store.Remove},
	}
)

// asStore makes a SQLite opener a Backend's: a nil Store with an
// error, never a nil *SQLite in one.
func asStore(open func(context.Context, string) (*SQLite, error)) func(context.Context, string) (corral.Store, error) {
	return func(ctx context.Context, path string) (corral.Store, error) {
		s, err := open(ctx, path)
		if err != nil {
			return nil, err
		}
		return s, nil
	}
}

// Register makes the stores of scheme openable by Open; it panics when
// the scheme has a backend already, or when b lacks a function.
func Register(scheme string, b Backend) {
	backendsMu.Lock()
	defer backendsMu.Unlock()
	if _, dup := backends[scheme]; dup || b.Open == nil || b.OpenReadOnly == nil || b.Remove == nil || !isScheme(scheme) {
		panic(fmt.Sprintf("backend: Register(%q): a scheme registered twice, not a scheme, or a backend without all three functions", scheme))
	}
	backends[scheme] = b
}

// Schemes lists the registered schemes, sorted: package storetest's
// suite runs against each.
func Schemes() []string {
	backendsMu.RLock()
	defer backendsMu.RUnlock()
	return slices.Sorted(maps.Keys(backends))
}

// backendOf returns the backend of dsn and the location it names: a
// registered scheme's ("scheme:location"), else SQLite's, dsn a path as
// it is ("file:x.db" too: a path is never read as SQLite's scheme, so
// that every command, and the checks on files made before a store is
// opened, take the same name for the same file).
func backendOf(dsn string) (Backend, string) {
	backendsMu.RLock()
	defer backendsMu.RUnlock()
	if scheme, loc, ok := strings.Cut(dsn, ":"); ok && scheme != "file" && isScheme(scheme) {
		if b, ok := backends[scheme]; ok {
			return b, loc
		}
	}
	return backends["file"], dsn
}

// isScheme reports whether s is a URI scheme (RFC 3986, section 3.1) of
// two letters at least: "c:" would be a drive, not a scheme.
func isScheme(s string) bool {
	if len(s) < 2 {
		return false
	}
	for i, c := range s {
		switch {
		case c >= 'a' && c <= 'z':
		case i > 0 && (c >= '0' && c <= '9' || c == '+' || c == '-' || c == '.'):
		default:
			return false
		}
	}
	return true
}

// IsPath reports whether dsn names a SQLite store by its path: no
// registered scheme other than SQLite's leads it.
func IsPath(dsn string) bool {
	_, loc := backendOf(dsn)
	return loc == dsn
}

// Open opens (creating if need be) the store dsn names: "scheme:location"
// for a registered scheme, else a path of a SQLite store (registered as
// "file", whose stores are named by their path alone).
func Open(ctx context.Context, dsn string) (corral.Store, error) {
	b, loc := backendOf(dsn)
	return b.Open(ctx, loc)
}

// OpenReadOnly opens the existing store dsn names for reading only (see
// [Open]).
func OpenReadOnly(ctx context.Context, dsn string) (corral.Store, error) {
	b, loc := backendOf(dsn)
	return b.OpenReadOnly(ctx, loc)
}

// Remove deletes the store dsn names, every part of it (see [Open]).
func Remove(dsn string) error {
	b, loc := backendOf(dsn)
	return b.Remove(loc)
}
