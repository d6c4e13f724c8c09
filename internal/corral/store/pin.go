package store

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"fmt"
	"strings"
	"sync"

	"github.com/corral-go/corral/internal/corral/result"
)

// A PinnedBaseline is the baseline as it was when it was pinned: which
// run's result each path took then. A run compares its results with it
// after the baseline has moved on (a record's own promotion, another
// run's accept), in path order, and its report's writers read the pairs
// again later, so that no result is held in memory per file.
//
// The run's source is noted in it too (AddSources): of each pinned path
// the run lacks, Compare says whether it is a file of the source (not
// selected) or gone from it (missing), and the run holds no set of the
// source's names.
//
// It is a copy of the baseline's paths and run numbers into a temporary
// table of one connection (SQLite keeps it in a file of its own, not in
// the store), made in the transaction that reads the baseline's sequence
// number: both are of one state. No transaction is held afterwards, so
// the store's log is checkpointed as usual; the results it names are
// read from the store when compared. [Store.Close] closes the pins still
// open. Its methods are safe for concurrent use; they take turns.
type PinnedBaseline struct {
	mu    sync.Mutex // one statement at a time on conn
	s     *Store
	conn  *sql.Conn
	seq   int64
	paths int
	find  *sql.Stmt // Lookup's, prepared once on conn
	mark  *sql.Stmt // AddSources'

	once sync.Once
	err  error
}

// pinCacheKiB is the page cache of a pin's connection, negative: in KiB.
const pinCacheKiB = -2048

// PinBaseline pins the baseline as it is now.
func (s *Store) PinBaseline(ctx context.Context) (*PinnedBaseline, error) {
	conn, err := s.db.Conn(ctx)
	if err != nil {
		return nil, fmt.Errorf("pin the baseline: %w", err)
	}
	pb := &PinnedBaseline{s: s, conn: conn}
	if err := pb.copy(ctx); err != nil {
		_ = conn.Raw(func(any) error { return driver.ErrBadConn }) // not back to the pool
		conn.Close()
		return nil, fmt.Errorf("pin the baseline: %w", err)
	}
	s.snapMu.Lock()
	defer s.snapMu.Unlock()
	if s.pins == nil {
		s.pins = map[*PinnedBaseline]bool{}
	}
	s.pins[pb] = true
	return pb, nil
}

// copy copies the baseline into temp.pinned, with its sequence number, in
// one read transaction: a deferred BEGIN (the pool's own transactions
// take the write lock, see Open's _txlock), which blocks no writer.
func (pb *PinnedBaseline) copy(ctx context.Context) error {
	c := pb.conn
	for _, q := range []string{
		// The pin reads the store in path order and by path, a little at
		// a time: it needs none of the writer's large cache (see Open),
		// and its connection leaves the pool when it closes.
		fmt.Sprintf(`PRAGMA main.cache_size=%d`, pinCacheKiB),
		`CREATE TEMP TABLE pinned(path TEXT PRIMARY KEY, run_id INTEGER NOT NULL, in_source INTEGER NOT NULL DEFAULT 0) WITHOUT ROWID`,
		`BEGIN`,
	} {
		if _, err := c.ExecContext(ctx, q); err != nil {
			return err
		}
	}
	if err := c.QueryRowContext(ctx, `SELECT COALESCE(MAX(seq), 0) FROM main.baseline_log`).Scan(&pb.seq); err != nil {
		return err
	}
	res, err := c.ExecContext(ctx, `INSERT INTO temp.pinned(path, run_id) SELECT path, run_id FROM main.baseline ORDER BY path`)
	if err != nil {
		return err
	}
	n, err := res.RowsAffected()
	if err != nil {
		return err
	}
	pb.paths = int(n)
	if _, err = c.ExecContext(ctx, `COMMIT`); err != nil {
		return err
	}
	pb.find, err = c.PrepareContext(ctx, `SELECT `+pb.s.resultColumns+` FROM temp.pinned JOIN main.results USING(run_id, path)
		WHERE temp.pinned.path IN (?`+strings.Repeat(", ?", lookupBatch-1)+`)`)
	if err != nil {
		return err
	}
	pb.mark, err = c.PrepareContext(ctx, `UPDATE temp.pinned SET in_source=1 WHERE path IN (?`+strings.Repeat(", ?", lookupBatch-1)+`)`)
	return err
}

// BaselineSeq is the sequence number of the baseline's last change as of
// the pin (see [Store.BaselineAt]); 0 for none.
func (pb *PinnedBaseline) BaselineSeq() int64 { return pb.seq }

// Len is how many paths the pinned baseline holds.
func (pb *PinnedBaseline) Len() int { return pb.paths }

// Compare is [Store.Compare] with the pinned baseline: run runID's
// results as they are now (what its Writer flushed), each beside the
// pinned baseline's result of its path, and inSource, whether the
// baseline's path was added as a file of the source (see AddSources).
func (pb *PinnedBaseline) Compare(ctx context.Context, runID int64, fn func(cur, base *result.Result, inSource bool) error) error {
	pb.mu.Lock()
	defer pb.mu.Unlock()
	if pb.closed() {
		return errPinClosed
	}
	return pb.s.compareWith(ctx, pb.conn, runID, `temp.pinned`, `in_source`, fn)
}

// AddSources notes paths as files of the run's source.
func (pb *PinnedBaseline) AddSources(ctx context.Context, paths ...string) error {
	pb.mu.Lock()
	defer pb.mu.Unlock()
	if pb.closed() {
		return errPinClosed
	}
	// One transaction of the temporary table for all: a statement alone
	// is a transaction of its own, which cost about 20 µs a path.
	if _, err := pb.conn.ExecContext(ctx, "BEGIN"); err != nil {
		return fmt.Errorf("note the source's files: %w", err)
	}
	err := inBatches(paths, func(args []any) error {
		_, err := pb.mark.ExecContext(ctx, args...)
		return err
	})
	if err != nil {
		_, _ = pb.conn.ExecContext(context.Background(), "ROLLBACK")
		return fmt.Errorf("note the source's files: %w", err)
	}
	if _, err := pb.conn.ExecContext(ctx, "COMMIT"); err != nil {
		_, _ = pb.conn.ExecContext(context.Background(), "ROLLBACK")
		return fmt.Errorf("note the source's files: %w", err)
	}
	return nil
}

// lookupBatch is how many paths one query of Lookup asks for: a query
// through database/sql costs about 9 µs here whatever it reads, a row
// about 4 µs more in a batch of 64 (BenchmarkPinLookup, 2026-11-28).
const lookupBatch = 64

// Lookup returns the pinned baseline's results of paths, by path; a path
// it lacks has none.
func (pb *PinnedBaseline) Lookup(ctx context.Context, paths ...string) (map[string]result.Result, error) {
	pb.mu.Lock()
	defer pb.mu.Unlock()
	if pb.closed() {
		return nil, errPinClosed
	}
	out := make(map[string]result.Result, len(paths))
	if err := inBatches(paths, func(args []any) error { return pb.lookup(ctx, args, out) }); err != nil {
		return nil, fmt.Errorf("read the baseline of %s: %w", paths[0], err)
	}
	return out, nil
}

// inBatches calls exec with paths lookupBatch at a time, as the arguments
// of a statement of lookupBatch parameters: a last batch that is short
// repeats its last path, which an IN list takes as once.
func inBatches(paths []string, exec func(args []any) error) error {
	args := make([]any, lookupBatch)
	for len(paths) > 0 {
		n := min(len(paths), lookupBatch)
		for i := range args {
			args[i] = paths[min(i, n-1)]
		}
		if err := exec(args); err != nil {
			return err
		}
		paths = paths[n:]
	}
	return nil
}

func (pb *PinnedBaseline) lookup(ctx context.Context, args []any, out map[string]result.Result) error {
	rows, err := pb.find.QueryContext(ctx, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		r, err := scanResult(rows)
		if err != nil {
			return err
		}
		out[r.Path] = r
	}
	return rows.Err()
}

var errPinClosed = errors.New("pinned baseline already closed")

func (pb *PinnedBaseline) closed() bool {
	pb.s.snapMu.Lock()
	defer pb.s.snapMu.Unlock()
	return !pb.s.pins[pb]
}

// Close drops the copy and returns the connection. It may be called more
// than once.
func (pb *PinnedBaseline) Close() error {
	pb.once.Do(func() {
		pb.s.snapMu.Lock()
		delete(pb.s.pins, pb)
		pb.s.snapMu.Unlock()
		pb.mu.Lock()
		defer pb.mu.Unlock()
		for _, st := range []*sql.Stmt{pb.find, pb.mark} {
			if st != nil {
				st.Close()
			}
		}
		// The connection is closed, not kept in the pool: its temporary
		// table and its small cache go with it.
		_ = pb.conn.Raw(func(any) error { return driver.ErrBadConn })
		err := pb.conn.Close()
		if errors.Is(err, driver.ErrBadConn) || errors.Is(err, sql.ErrConnDone) {
			err = nil // already closed, as Raw asked
		}
		if err != nil {
			pb.err = fmt.Errorf("close the pinned baseline: %w", err)
		}
	})
	return pb.err
}

// closePins closes the pins still open, for Close.
func (s *Store) closePins() {
	s.snapMu.Lock()
	open := make([]*PinnedBaseline, 0, len(s.pins))
	for pb := range s.pins {
		open = append(open, pb)
	}
	s.snapMu.Unlock()
	for _, pb := range open {
		_ = pb.Close()
	}
}
