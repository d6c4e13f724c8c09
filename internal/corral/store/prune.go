package store

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strings"
)

// Size is what a store holds.
type Size struct {
	OnDisk    int64 // the database file and its write-ahead log
	Runs      int
	Blobs     int
	BlobBytes int64 // uncompressed
}

// Size measures the store.
func (s *Store) Size(ctx context.Context) (Size, error) {
	var z Size
	for _, p := range append([]string{s.path}, SideFiles(s.path)...) {
		if info, err := os.Stat(p); err == nil {
			z.OnDisk += info.Size()
		}
	}
	if err := s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM runs`).Scan(&z.Runs); err != nil {
		return z, fmt.Errorf("measure the store: %w", err)
	}
	if err := s.db.QueryRowContext(ctx, `SELECT COUNT(*), COALESCE(SUM(size), 0) FROM blobs`).Scan(&z.Blobs, &z.BlobBytes); err != nil {
		return z, fmt.Errorf("measure the store: %w", err)
	}
	return z, nil
}

// Pruned is what Prune removed.
type Pruned struct {
	Runs, Blobs   int
	Before, After Size
}

// ErrRunning is returned by Prune when a run is being written, or was
// killed while it was.
var ErrRunning = errors.New("a run is in progress")

// Prune removes the runs nothing needs any more, with their results, and
// the blobs no remaining result refers to, then compacts the file. It
// keeps every run the baseline uses, the newest finished check (accept
// and --failed read it), the newest interrupted run of each command
// (--resume continues it) and the keep newest runs besides. A run still
// marked running (being written, or killed) stops it, since its blobs are
// stored before its results refer to them; with force such runs are
// dropped as dead.
func (s *Store) Prune(ctx context.Context, keep int, force bool) (Pruned, error) {
	var p Pruned
	var err error
	if p.Before, err = s.Size(ctx); err != nil {
		return p, err
	}
	var running int64
	err = s.db.QueryRowContext(ctx, `SELECT id FROM runs WHERE state='running' ORDER BY id DESC LIMIT 1`).Scan(&running)
	if err == nil && !force {
		return p, fmt.Errorf("run %d: %w", running, ErrRunning)
	}
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return p, fmt.Errorf("prune: %w", err)
	}
	defer tx.Rollback()
	steps := []string{
		`CREATE TEMP TABLE IF NOT EXISTS keep(id INTEGER PRIMARY KEY)`,
		`DELETE FROM temp.keep`,
		`INSERT OR IGNORE INTO temp.keep SELECT DISTINCT run_id FROM baseline`,
		`INSERT OR IGNORE INTO temp.keep SELECT MAX(id) FROM runs WHERE command='check' AND state='done'`,
		`INSERT OR IGNORE INTO temp.keep SELECT MAX(id) FROM runs WHERE state='interrupted' GROUP BY command`,
		`INSERT OR IGNORE INTO temp.keep SELECT id FROM runs WHERE state!='running' ORDER BY id DESC LIMIT ?1`,
		`DELETE FROM temp.keep WHERE id IS NULL`,
		`DELETE FROM results WHERE run_id NOT IN (SELECT id FROM temp.keep)`,
		`DELETE FROM runs WHERE id NOT IN (SELECT id FROM temp.keep)`,
		`DELETE FROM run_kinds WHERE run_id NOT IN (SELECT id FROM temp.keep)`,
		`DELETE FROM bisects WHERE check_run NOT IN (SELECT id FROM temp.keep)`,
		`CREATE TEMP TABLE IF NOT EXISTS used(hash BLOB PRIMARY KEY) WITHOUT ROWID`,
		`DELETE FROM temp.used`,
		`INSERT OR IGNORE INTO temp.used
			SELECT stdout FROM results UNION SELECT stderr FROM results
			UNION SELECT unhex(json_extract(o.value, '$.hash')) FROM results r, json_each(r.outputs) o
				WHERE json_extract(o.value, '$.hash') IS NOT NULL`,
		`DELETE FROM chunks WHERE hash NOT IN (SELECT hash FROM temp.used)`,
		`DELETE FROM blobs WHERE hash NOT IN (SELECT hash FROM temp.used)`,
	}
	for _, q := range steps {
		var args []any
		if strings.Contains(q, "?1") {
			args = append(args, keep)
		}
		if _, err := tx.ExecContext(ctx, q, args...); err != nil {
			return p, fmt.Errorf("prune: %w", err)
		}
	}
	if err := tx.Commit(); err != nil {
		return p, fmt.Errorf("prune: %w", err)
	}
	// VACUUM rewrites the file without the freed pages; the checkpoint
	// then empties the write-ahead log it went through.
	for _, q := range []string{`VACUUM`, `PRAGMA wal_checkpoint(TRUNCATE)`} {
		if _, err := s.db.ExecContext(ctx, q); err != nil {
			return p, fmt.Errorf("prune: compact: %w", err)
		}
	}
	if p.After, err = s.Size(ctx); err != nil {
		return p, err
	}
	p.Runs, p.Blobs = p.Before.Runs-p.After.Runs, p.Before.Blobs-p.After.Blobs
	return p, nil
}
