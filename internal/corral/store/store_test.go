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

	"github.com/corral-go/corral/internal/corral/store"
)

func open(tb testing.TB) *store.Store {
	tb.Helper()
	s, err := store.Open(context.Background(), filepath.Join(tb.TempDir(), "corral.db"))
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { s.Close() })
	return s
}

func TestRecordPromoteAndRead(t *testing.T) {
	ctx := context.Background()
	s := open(t)
	if _, err := s.LastRun(ctx, "check"); !errors.Is(err, store.ErrNoRun) {
		t.Fatalf("LastRun on an empty store: got %v, want ErrNoRun", err)
	}
	w, err := s.BeginRun(ctx, store.RunInfo{Command: "record", Cmd: "bcom {}", Source: "src.tar"}, 4)
	if err != nil {
		t.Fatal(err)
	}
	big := bytes.Repeat([]byte("0123456789abcdef"), store.ChunkSize/8+3) // three chunks
	f, _ := os.CreateTemp(t.TempDir(), "out")
	f.Write(big)
	bigRef, err := w.PutFile(ctx, f)
	if err != nil {
		t.Fatal(err)
	}
	small, err := w.PutBytes(ctx, []byte("hello\n"))
	if err != nil {
		t.Fatal(err)
	}
	empty, _ := w.PutBytes(ctx, nil)
	w.AddResult(store.Result{Path: "a.bas", Status: store.Ran, Stdout: bigRef, Stderr: empty,
		Outputs: []store.Output{{Name: "a.c", Hash: small.Hash.String(), Size: small.Size}, {Name: "a.h", Missing: true}}})
	w.AddResult(store.Result{Path: "b.bas", Status: store.Ran, ExitCode: 1, Stdout: small, Stderr: small})
	if err := w.Finish(`{"total":2}`, true); err != nil {
		t.Fatal(err)
	}

	base, err := s.Baseline(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(base) != 2 || base["b.bas"].ExitCode != 1 || len(base["a.bas"].Outputs) != 2 || !base["a.bas"].Outputs[1].Missing {
		t.Fatalf("baseline: got %+v", base)
	}
	got, cut, err := s.ReadBlob(ctx, base["a.bas"].Stdout.Hash, 1<<30)
	if err != nil || cut || !bytes.Equal(got, big) {
		t.Fatalf("ReadBlob: got %d bytes (cut %v), %v; want %d bytes", len(got), cut, err, len(big))
	}
	got, cut, _ = s.ReadBlob(ctx, bigRef.Hash, 10)
	if !cut || string(got) != "0123456789" {
		t.Errorf("ReadBlob with a limit: got %.20q… (%d bytes, cut %v)", got, len(got), cut)
	}

	// A check run that is never finished leaves the baseline alone.
	w2, _ := s.BeginRun(ctx, store.RunInfo{Command: "check", Cmd: "bcom {}", Source: "src.tar"}, 4)
	w2.AddResult(store.Result{Path: "a.bas", Status: store.Timeout})
	if err := w2.Abort(); err != nil {
		t.Fatal(err)
	}
	if _, err := s.LastRun(ctx, "check"); !errors.Is(err, store.ErrNoRun) {
		t.Errorf("an aborted run counts as the last check: %v", err)
	}

	w3, _ := s.BeginRun(ctx, store.RunInfo{Command: "check", Cmd: "bcom {}", Source: "src.tar"}, 4)
	w3.AddResult(store.Result{Path: "a.bas", Status: store.Ran, ExitCode: 7, Stdout: small, Stderr: small})
	if err := w3.Finish(`{}`, false); err != nil {
		t.Fatal(err)
	}
	last, err := s.LastRun(ctx, "check")
	if err != nil || last.ID != w3.RunID() {
		t.Fatalf("LastRun: got %+v, %v", last, err)
	}
	if err := s.Promote(ctx, last.ID, []string{"a.bas"}, []string{"b.bas"}); err != nil {
		t.Fatal(err)
	}
	base, _ = s.Baseline(ctx)
	if len(base) != 1 || base["a.bas"].ExitCode != 7 {
		t.Errorf("baseline after promote: got %+v", base)
	}
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
