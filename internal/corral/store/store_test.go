package store_test

import (
	"bytes"
	"context"
	"crypto/sha256"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/corral-go/corral/internal/corral"
	"github.com/corral-go/corral/internal/corral/backend"
	"github.com/corral-go/corral/internal/corral/result"
	"github.com/corral-go/corral/internal/corral/storetest"

	"github.com/corral-go/corral/internal/corral/store"
)

// TestConformance runs the suite every store must pass.
func TestConformance(t *testing.T) {
	storetest.Run(t, func(tb testing.TB, path string) corral.Store {
		tb.Helper()
		s, err := backend.OpenSQLite(context.Background(), path)
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
	got, _, err := s.ReadBlob(ctx, result.Hash(h), 1<<20)
	if err != nil || !bytes.Equal(got, want) {
		t.Fatalf("blob after migration: %d bytes, %v", len(got), err)
	}
	db, _ = sql.Open("sqlite", "file:"+path)
	defer db.Close()
	var ddl, v string
	db.QueryRow(`SELECT sql FROM sqlite_master WHERE name='chunks'`).Scan(&ddl)
	db.QueryRow(`SELECT value FROM meta WHERE key='schema'`).Scan(&v)
	if strings.Contains(ddl, "WITHOUT ROWID") || v != "5" {
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
	h := result.Hash(sha256.Sum256(want))
	w, err := s.BeginRun(ctx, result.RunInfo{Command: "record"}, 4)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := w.PutBytes(ctx, want); err != nil {
		t.Fatal(err)
	}
	if err := w.Finish("{}", &result.Promotion{Whole: true}); err != nil {
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
	if got, _, err := s.ReadBlob(ctx, h, 1<<20); !errors.Is(err, result.ErrCorrupt) {
		t.Errorf("ReadBlob of a damaged blob: %d bytes, %v; want result.ErrCorrupt", len(got), err)
	}
	var buf bytes.Buffer
	if err := s.CopyBlob(ctx, h, &buf); !errors.Is(err, result.ErrCorrupt) {
		t.Errorf("CopyBlob of a damaged blob: %v; want result.ErrCorrupt", err)
	}
	// A read cut short cannot be checked, and is not refused.
	if got, cut, err := s.ReadBlob(ctx, h, 10); err != nil || !cut || len(got) != 10 {
		t.Errorf("ReadBlob with a limit: %q, cut %v, %v", got, cut, err)
	}
}

// TestVerifyAndRepair damages blobs in each way a store file can be damaged
// (content, a chunk that does not decompress, a lost chunk, a blob a result
// refers to that is gone): Verify names each one, DropBlobs removes them,
// and the next run that produces their content stores it again. Before
// repair, a run reuses a damaged blob of rememberFrom bytes or more by its
// hash, and stores a small one again (see Writer.has).
func TestVerifyAndRepair(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "corral.db")
	s, err := store.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	contents := [][]byte{
		[]byte(strings.Repeat("content\n", 1000)),
		[]byte(strings.Repeat("garbage\n", 100)),
		bytes.Repeat([]byte("two chunks "), 2*store.ChunkSize/11),
		[]byte("dropped\n"),
		[]byte("fine\n"),
	}
	refs := record(t, s, contents)
	other := s.Compress([]byte(strings.Repeat("c0ntent\n", 1000)))
	s.Close()
	db, err := sql.Open("sqlite", "file:"+path)
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range []struct {
		sql  string
		args []any
	}{
		{`UPDATE chunks SET data=? WHERE hash=?`, []any{other, refs[0].Hash[:]}},
		{`UPDATE chunks SET data=? WHERE hash=?`, []any{[]byte("not zstd"), refs[1].Hash[:]}},
		{`DELETE FROM chunks WHERE hash=? AND seq=1`, []any{refs[2].Hash[:]}},
		{`DELETE FROM blobs WHERE hash=?`, []any{refs[3].Hash[:]}},
	} {
		if _, err := db.Exec(q.sql, q.args...); err != nil {
			t.Fatal(err)
		}
	}
	db.Close()

	s, err = store.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	damage, stats, err := s.Verify(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	want := map[result.Hash]string{refs[0].Hash: "content does not match its hash", refs[1].Hash: "chunk 1 of 1 does not decompress",
		refs[2].Hash: "chunk 2 of 2 is missing", refs[3].Hash: "not stored"}
	if len(damage) != len(want) || stats.Blobs != 4 {
		t.Errorf("Verify: %d blobs read, damage %v; want 4 blobs and %d damaged", stats.Blobs, damage, len(want))
	}
	var drop []result.Hash
	for _, d := range damage {
		if !strings.HasPrefix(d.Why, want[d.Hash]) {
			t.Errorf("blob %s: %q, want %q", d.Hash, d.Why, want[d.Hash])
		}
		if !d.Unstored {
			drop = append(drop, d.Hash)
		}
	}
	// Not repaired, a run reuses the damaged blob; a small one it
	// stores again.
	record(t, s, contents[:2])
	if _, _, err := s.ReadBlob(ctx, refs[0].Hash, 1<<30); !errors.Is(err, result.ErrCorrupt) {
		t.Fatalf("a damaged blob before repair: %v, want result.ErrCorrupt", err)
	}
	if got, _, err := s.ReadBlob(ctx, refs[1].Hash, 1<<30); err != nil || !bytes.Equal(got, contents[1]) {
		t.Fatalf("a small damaged blob stored again: %d bytes, %v", len(got), err)
	}
	if err := s.DropBlobs(ctx, drop); err != nil {
		t.Fatal(err)
	}
	record(t, s, contents)
	if damage, stats, err := s.Verify(ctx, nil); err != nil || len(damage) != 0 || stats.Blobs != len(contents) {
		t.Errorf("after repair and a run: %d blobs, damage %v, %v", stats.Blobs, damage, err)
	}
	for i, c := range contents {
		if got, _, err := s.ReadBlob(ctx, refs[i].Hash, 1<<30); err != nil || !bytes.Equal(got, c) {
			t.Errorf("blob %d after repair: %d bytes, %v", i, len(got), err)
		}
	}
}

// record runs a record whose one result refers to every content.
func record(t *testing.T, s *store.Store, contents [][]byte) []result.Ref {
	t.Helper()
	ctx := context.Background()
	w, err := s.BeginRun(ctx, result.RunInfo{Command: "record"}, 4)
	if err != nil {
		t.Fatal(err)
	}
	var refs []result.Ref
	r := result.Result{Path: "a.bas", Status: result.Ran}
	for i, c := range contents {
		ref, err := w.PutBytes(ctx, c)
		if err != nil {
			t.Fatal(err)
		}
		refs = append(refs, ref)
		switch i {
		case 0:
			r.Stdout = ref
		case 1:
			r.Stderr = ref
		default:
			r.Outputs = append(r.Outputs, result.Output{Name: fmt.Sprint("out", i), Hash: ref.Hash.String(), Size: ref.Size})
		}
	}
	if err := w.AddResult(r); err != nil {
		t.Fatal(err)
	}
	if err := w.Finish("{}", &result.Promotion{Whole: true}); err != nil {
		t.Fatal(err)
	}
	return refs
}

// TestMergeAnOlderShard merges a shard written before schema 4, whose runs
// keep no configuration, as a shard store from an older corral in CI.
func TestMergeAnOlderShard(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	shard := filepath.Join(dir, "shard.db")
	s, err := store.Open(ctx, shard)
	if err != nil {
		t.Fatal(err)
	}
	record(t, s, [][]byte{[]byte("out\n"), []byte("")})
	s.Close()
	db, err := sql.Open("sqlite", "file:"+shard)
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range []string{`ALTER TABLE runs DROP COLUMN config`, `ALTER TABLE results DROP COLUMN cpu_ms`,
		`ALTER TABLE results DROP COLUMN max_rss_kb`, `UPDATE meta SET value='3' WHERE key='schema'`} {
		if _, err := db.Exec(q); err != nil {
			t.Fatal(err)
		}
	}
	db.Close()
	out, err := store.Open(ctx, filepath.Join(dir, "merged.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer out.Close()
	run, err := out.Merge(ctx, []string{shard}, "")
	if err != nil {
		t.Fatalf("merge a schema 3 shard: %v", err)
	}
	if err := out.FinishMerge(ctx, run, "{}", true); err != nil {
		t.Fatal(err)
	}
	if base, err := out.Baseline(ctx); err != nil || len(base) != 1 {
		t.Errorf("merged baseline: %d files, %v", len(base), err)
	}
}

// TestPromoteOnlyOverTheBaselineItRead: a check that read the baseline
// before a record changed it is refused by Promote itself, in the
// transaction that would write, naming the record; accepts of the check
// itself do not make it stale.
func TestPromoteOnlyOverTheBaselineItRead(t *testing.T) {
	ctx := context.Background()
	s, err := store.Open(ctx, filepath.Join(t.TempDir(), "corral.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	run := func(command result.Command, seq int64, p *result.Promotion) int64 {
		t.Helper()
		w, err := s.BeginRun(ctx, result.RunInfo{Command: command, Cmd: "x {}", BaselineSeq: seq, NotedBaseline: true}, 4)
		if err != nil {
			t.Fatal(err)
		}
		for _, path := range []string{"a", "b"} {
			ref, err := w.PutBytes(ctx, []byte(string(command)+path))
			if err != nil {
				t.Fatal(err)
			}
			if err := w.AddResult(result.Result{Path: path, Status: result.Ran, Stdout: ref}); err != nil {
				t.Fatal(err)
			}
		}
		if err := w.Finish("{}", p); err != nil {
			t.Fatal(err)
		}
		return w.RunID()
	}
	run("record", 0, &result.Promotion{Whole: true})
	_, seq, err := s.BaselineAt(ctx)
	if err != nil || seq != 1 {
		t.Fatalf("BaselineAt after one record: seq %d, %v", seq, err)
	}
	check := run("check", seq, nil)
	if err := s.Promote(ctx, check, []string{"a"}, nil, ""); err != nil {
		t.Fatalf("first accept of the check: %v", err)
	}
	if err := s.Promote(ctx, check, []string{"b"}, nil, ""); err != nil {
		t.Fatalf("second accept of the same check: %v", err)
	}
	stale := run("check", seq+2, nil)
	rec := run("record", seq+2, &result.Promotion{Whole: true})
	err = s.Promote(ctx, stale, []string{"a"}, nil, "")
	se, ok := errors.AsType[*result.StaleError](err)
	if !ok || se.RunID != stale || se.Change.RunID != rec || se.Change.How != "record" {
		t.Fatalf("Promote over a newer record: %v, want a result.StaleError naming record run %d", err, rec)
	}
	if c, known, err := s.ChangedSince(ctx, stale); err != nil || !known || c == nil || c.RunID != rec {
		t.Fatalf("ChangedSince: %+v %v %v", c, known, err)
	}
	base, _ := s.Baseline(ctx)
	if base["a"].RunID != rec {
		t.Fatalf("baseline of a is run %d's, want the record's (%d)", base["a"].RunID, rec)
	}
}

// TestMergeStores: two record shards merge into one baseline whose blobs
// read back; a set naming one shard twice (every path twice) is refused.
func TestMergeStores(t *testing.T) {
	ctx := context.Background()
	var shards []string
	for _, p := range []string{"a.bas", "b.bas"} {
		path := filepath.Join(t.TempDir(), "shard.db")
		s := openSQLite(t, path)
		w, err := s.BeginRun(ctx, result.RunInfo{Command: "record", Cmd: "bcom {}", Source: "src.tar"}, 4)
		if err != nil {
			t.Fatal(err)
		}
		ref, err := w.PutBytes(ctx, []byte(p))
		if err != nil {
			t.Fatal(err)
		}
		w.AddResult(result.Result{Path: p, Status: result.Ran, Stdout: ref, Stderr: ref})
		if err := w.Finish("{}", &result.Promotion{Whole: true}); err != nil {
			t.Fatal(err)
		}
		s.Close()
		shards = append(shards, path)
	}
	s := openSQLite(t, filepath.Join(t.TempDir(), "corral.db"))
	defer s.Close()
	run, err := s.Merge(ctx, shards, "")
	if err != nil {
		t.Fatal(err)
	}
	if err := s.FinishMerge(ctx, run, "{}", true); err != nil {
		t.Fatal(err)
	}
	base, err := s.Baseline(ctx)
	if err != nil || len(base) != 2 {
		t.Fatalf("baseline after merging two records: %d results, %v", len(base), err)
	}
	got, _, err := s.ReadBlob(ctx, base["b.bas"].Stdout.Hash, 100)
	if err != nil || string(got) != "b.bas" {
		t.Errorf("a merged blob reads %q, %v", got, err)
	}
	if _, err := s.Merge(ctx, []string{shards[0], shards[0]}, ""); err == nil {
		t.Error("merging a shard with itself (every path twice) succeeded")
	}
	// Stopped between two shards (the second cannot be opened, as when
	// Ctrl-C cancels the merge there): the run it began is removed, not
	// left "running" with the first shard's results.
	if _, err := s.Merge(ctx, []string{shards[0], filepath.Join(t.TempDir(), "gone.db")}, ""); err == nil {
		t.Error("merging a store that is not there succeeded")
	}
	runs, err := s.Runs(ctx)
	if err != nil || len(runs) != 1 {
		t.Errorf("after merges that stopped: %d runs (%+v), %v; want the one finished", len(runs), runs, err)
	}
}

func openSQLite(tb testing.TB, path string) *backend.SQLite {
	tb.Helper()
	s, err := backend.OpenSQLite(context.Background(), path)
	if err != nil {
		tb.Fatal(err)
	}
	return s
}
