package store_test

import (
	"bytes"
	"context"
	"crypto/sha256"
	"database/sql"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/corral-go/corral/internal/corral"
	"github.com/corral-go/corral/internal/corral/storetest"

	"github.com/corral-go/corral/internal/corral/store"
)

// TestConformance runs the suite every store must pass.
func TestConformance(t *testing.T) {
	storetest.Run(t, func(tb testing.TB, path string) corral.Store {
		tb.Helper()
		s, err := corral.OpenStore(context.Background(), path)
		if err != nil {
			tb.Fatal(err)
		}
		return s
	})
}

func TestOpenRejectsGarbage(t *testing.T) {
	p := filepath.Join(t.TempDir(), "corral.db")
	os.WriteFile(p, bytes.Repeat([]byte("not a database "), 1000), 0o644)
	if _, err := store.Open(context.Background(), p); err == nil {
		t.Fatal("Open of a garbage file succeeded")
	}
}

// TestMigrateSchema2 opens a store written by schema 2 (chunks WITHOUT
// ROWID) and reads its blobs back after the migration.
func TestMigrateSchema2(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "v2.db")
	db, err := sql.Open("sqlite", "file:"+path)
	if err != nil {
		t.Fatal(err)
	}
	s, err := store.Open(ctx, filepath.Join(t.TempDir(), "tmp.db"))
	if err != nil {
		t.Fatal(err)
	}
	want := bytes.Repeat([]byte("corral "), 1000)
	compressed := s.Compress(want)
	s.Close()
	h := sha256.Sum256(want)
	for _, q := range []string{
		`CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL)`,
		`INSERT INTO meta VALUES('schema', '2')`,
		`CREATE TABLE blobs(hash BLOB PRIMARY KEY, size INTEGER NOT NULL, chunks INTEGER NOT NULL) WITHOUT ROWID`,
		`CREATE TABLE chunks(hash BLOB NOT NULL, seq INTEGER NOT NULL, data BLOB NOT NULL, PRIMARY KEY(hash, seq)) WITHOUT ROWID`,
	} {
		if _, err := db.Exec(q); err != nil {
			t.Fatal(err)
		}
	}
	db.Exec(`INSERT INTO blobs VALUES(?, ?, 1)`, h[:], len(want))
	db.Exec(`INSERT INTO chunks VALUES(?, 0, ?)`, h[:], compressed)
	db.Close()

	s, err = store.Open(ctx, path)
	if err != nil {
		t.Fatalf("open a schema 2 store: %v", err)
	}
	defer s.Close()
	got, _, err := s.ReadBlob(ctx, store.Hash(h), 1<<20)
	if err != nil || !bytes.Equal(got, want) {
		t.Fatalf("blob after migration: %d bytes, %v", len(got), err)
	}
	db, _ = sql.Open("sqlite", "file:"+path)
	defer db.Close()
	var ddl, v string
	db.QueryRow(`SELECT sql FROM sqlite_master WHERE name='chunks'`).Scan(&ddl)
	db.QueryRow(`SELECT value FROM meta WHERE key='schema'`).Scan(&v)
	if strings.Contains(ddl, "WITHOUT ROWID") || v != "3" {
		t.Errorf("after migration: schema %s, chunks %s", v, ddl)
	}
}

// TestCorruptBlob damages a stored chunk in place: reading the blob whole,
// for a diff or an export, must say so rather than return other content.
func TestCorruptBlob(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "corral.db")
	s, err := store.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	want := []byte(strings.Repeat("PRINT \"corral\"\n", 100))
	h := store.Hash(sha256.Sum256(want))
	w, err := s.BeginRun(ctx, store.RunInfo{Command: "record"}, 4)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := w.PutBytes(ctx, want); err != nil {
		t.Fatal(err)
	}
	if err := w.Finish("{}", true); err != nil {
		t.Fatal(err)
	}
	other := s.Compress([]byte(strings.Repeat("PRINT \"c0rral\"\n", 100)))
	s.Close()
	db, err := sql.Open("sqlite", "file:"+path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec(`UPDATE chunks SET data=? WHERE hash=?`, other, h[:]); err != nil {
		t.Fatal(err)
	}
	db.Close()

	s, err = store.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if got, _, err := s.ReadBlob(ctx, h, 1<<20); !errors.Is(err, store.ErrCorrupt) {
		t.Errorf("ReadBlob of a damaged blob: %d bytes, %v; want ErrCorrupt", len(got), err)
	}
	var buf bytes.Buffer
	if err := s.CopyBlob(ctx, h, &buf); !errors.Is(err, store.ErrCorrupt) {
		t.Errorf("CopyBlob of a damaged blob: %v; want ErrCorrupt", err)
	}
	// A read cut short cannot be checked, and is not refused.
	if got, cut, err := s.ReadBlob(ctx, h, 10); err != nil || !cut || len(got) != 10 {
		t.Errorf("ReadBlob with a limit: %q, cut %v, %v", got, cut, err)
	}
}
