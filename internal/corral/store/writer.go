package store

import (
	"context"
	"database/sql"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"github.com/corral-go/corral/internal/corral/result"
)

// Writer records one run. Its methods may be called from many goroutines;
// one goroutine of its own applies them in order, in batched transactions.
type Writer struct {
	s     *Store
	runID int64
	ops   chan op
	done  chan error // the writer goroutine's result, sent once
	ctx   context.Context

	failed atomic.Pointer[error] // set once by the writer goroutine on its first error

	knownMu sync.Mutex
	known   map[result.Hash]bool // blobs of rememberFrom bytes or more stored or queued; see has
	small   map[result.Hash]bool // smaller blobs queued last

	config string // see SetConfig; "" keeps the run's
}

type op struct {
	chunk  *chunkOp
	blob   *blobOp
	result *result.Result
	flush  chan error // Flush: committed, or the writer's error
}

type chunkOp struct {
	hash result.Hash
	seq  int
	data []byte // compressed
}

type blobOp struct {
	hash   result.Hash
	size   int64
	chunks int
}

// A transaction is committed after commitEvery statements or commitInterval,
// whichever comes first. Committing whenever the queue ran empty cost a
// commit per operation (the jobs are slower than the writer) and most of the
// store's system time; a kill -9 loses at most one interval of the current
// run, which is discarded in any case.
const (
	commitEvery    = 5000
	commitInterval = 500 * time.Millisecond
)

// BeginRun starts a run and the goroutine that writes it. queue bounds the
// pending operations (and so memory: up to queue compressed chunks). The
// caller must call [Writer.Finish], [Writer.Interrupt] or [Writer.Abort].
func (s *Store) BeginRun(ctx context.Context, info result.RunInfo, queue int) (*Writer, error) {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("start run: %w", err)
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, `INSERT INTO runs(command, state, started, cmd, source, normalize, config) VALUES(?, 'running', ?, ?, ?, ?, ?)`,
		info.Command, time.Now().UTC().Format(time.RFC3339Nano), info.Cmd, info.Source, info.Normalize, info.Config)
	if err != nil {
		return nil, fmt.Errorf("start run: %w", err)
	}
	id, err := res.LastInsertId()
	if err != nil {
		return nil, fmt.Errorf("start run: %w", err)
	}
	if info.NotedBaseline {
		if err := noteBaseline(ctx, tx, id, info.BaselineSeq); err != nil {
			return nil, fmt.Errorf("start run: %w", err)
		}
	}
	if err := tx.Commit(); err != nil {
		return nil, fmt.Errorf("start run: %w", err)
	}
	return s.newWriter(ctx, id, queue)
}

// ResumeRun reopens run, interrupted (or left running by a process that
// is gone), for writing the results it lacks. It takes the run only if its
// state and configuration are still those read, so two resumes cannot
// both take it, and gives it info.Config (which names the process that
// now runs it). The resumed run is compared with the baseline as it is
// now: it notes info.BaselineSeq, the baseline's last change as of when it
// read it.
func (s *Store) ResumeRun(ctx context.Context, run result.Run, info result.RunInfo, queue int) (*Writer, error) {
	runID := run.ID
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return nil, fmt.Errorf("resume run %d: %w", runID, err)
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, `UPDATE runs SET state='running', config=? WHERE id=? AND state=? AND config=?`,
		info.Config, runID, run.State, run.Config)
	if err != nil {
		return nil, fmt.Errorf("resume run %d: %w", runID, err)
	}
	if n, _ := res.RowsAffected(); n != 1 || run.State != result.Interrupted && run.State != result.Running {
		return nil, fmt.Errorf("resume run %d: %w", runID, result.ErrNoRun)
	}
	if err := noteBaseline(ctx, tx, runID, info.BaselineSeq); err != nil {
		return nil, fmt.Errorf("resume run %d: %w", runID, err)
	}
	if err := tx.Commit(); err != nil {
		return nil, fmt.Errorf("resume run %d: %w", runID, err)
	}
	return s.newWriter(ctx, runID, queue)
}

// newWriter starts the writer goroutine. Its context ignores cancellation:
// on Ctrl-C the operations already queued are still written, so that the
// interrupted run keeps every result that was complete.
func (s *Store) newWriter(ctx context.Context, runID int64, queue int) (*Writer, error) {
	known, err := s.blobHashes(ctx)
	if err != nil {
		return nil, err
	}
	w := &Writer{s: s, runID: runID, ops: make(chan op, queue), done: make(chan error, 1),
		ctx: context.WithoutCancel(ctx), known: known, small: map[result.Hash]bool{}}
	go func() { w.done <- w.loop() }()
	return w, nil
}

// blobHashes loads the hash of every stored blob of rememberFrom bytes or
// more (see Writer.has): a check mostly produces blobs the baseline has
// already, and one scan of the table costs less than the per-blob queries
// it saves (docs/performance.md). It holds 32 bytes per such blob.
func (s *Store) blobHashes(ctx context.Context) (map[result.Hash]bool, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT hash FROM blobs WHERE size >= ?`, rememberFrom)
	if err != nil {
		return nil, fmt.Errorf("load blob hashes: %w", err)
	}
	defer rows.Close()
	known := make(map[result.Hash]bool)
	for rows.Next() {
		var b []byte
		if err := rows.Scan(&b); err != nil {
			return nil, fmt.Errorf("load blob hashes: %w", err)
		}
		var h result.Hash
		copy(h[:], b)
		known[h] = true
	}
	return known, rows.Err()
}

// RunID returns the run being written.
func (w *Writer) RunID() int64 { return w.runID }

func (w *Writer) send(o op) error {
	if err := w.failed.Load(); err != nil {
		return *err
	}
	w.ops <- o
	return nil
}

// PutChunk queues one compressed chunk of a blob.
func (w *Writer) PutChunk(h result.Hash, seq int, compressed []byte) error {
	return w.send(op{chunk: &chunkOp{hash: h, seq: seq, data: compressed}})
}

// PutBlob marks a blob complete, after all its chunks were queued.
func (w *Writer) PutBlob(h result.Hash, size int64, chunks int) error {
	return w.send(op{blob: &blobOp{hash: h, size: size, chunks: chunks}})
}

// AddResult queues the result of one job, after its blobs.
func (w *Writer) AddResult(r result.Result) error {
	r.RunID = w.runID
	return w.send(op{result: &r})
}

// loop applies operations until the channel is closed. It owns one
// connection, with its statements prepared once, and batches operations into
// transactions (see commitEvery) and rows into statements (see rows).
// After an error it keeps draining, so that senders never block, and
// returns the first error.
func (w *Writer) loop() error {
	conn, end, err := w.s.writerConn(w.ctx)
	if err != nil {
		return w.drain(fmt.Errorf("store connection: %w", err))
	}
	defer end()
	b, err := newRows(w.ctx, conn, w.runID)
	if err != nil {
		return w.drain(err)
	}
	defer b.close()
	inTx, pending := false, 0
	tick := time.NewTicker(commitInterval)
	defer tick.Stop()
	commit := func() error {
		if !inTx {
			return nil
		}
		if err := b.flush(); err != nil {
			return err
		}
		if _, err := conn.ExecContext(w.ctx, "COMMIT"); err != nil {
			return fmt.Errorf("commit: %w", err)
		}
		inTx, pending = false, 0
		return nil
	}
	fail := func(err error) error {
		_, _ = conn.ExecContext(context.Background(), "ROLLBACK")
		return w.drain(err)
	}
	for {
		var o op
		var ok bool
		select {
		case o, ok = <-w.ops:
		case <-tick.C:
			if err := commit(); err != nil {
				return fail(err)
			}
			continue
		}
		if !ok {
			break
		}
		if o.flush != nil {
			err := commit()
			o.flush <- err
			if err != nil {
				return fail(err)
			}
			continue
		}
		if !inTx {
			if _, err := conn.ExecContext(w.ctx, "BEGIN IMMEDIATE"); err != nil {
				return w.drain(fmt.Errorf("begin: %w", err))
			}
			inTx = true
		}
		if err := b.add(o); err != nil {
			return fail(err)
		}
		pending++
		if pending >= commitEvery {
			if err := commit(); err != nil {
				return fail(err)
			}
		}
	}
	if err := commit(); err != nil {
		return fail(err)
	}
	return nil
}

// drain records err, then discards operations until the channel closes.
func (w *Writer) drain(err error) error {
	w.failed.Store(&err)
	for o := range w.ops {
		if o.flush != nil {
			o.flush <- err
		}
	}
	return err
}

// Flush waits until everything queued before it is committed: the run's
// results so far are then seen by any reader of the store, though the run
// is not finished. It returns the writer's first error, if it had one.
func (w *Writer) Flush() error {
	done := make(chan error, 1)
	if err := w.send(op{flush: done}); err != nil {
		return err
	}
	return <-done
}

// Finish waits until everything queued is written, then marks the run done
// with its summary (JSON). With a promotion (a record), the run's results
// become the baseline in the same transaction, except results that could
// not run (result.Failed): those never replace a baseline entry, and become one
// only for a file that has none.
func (w *Writer) Finish(summary string, p *result.Promotion) error {
	close(w.ops)
	if err := <-w.done; err != nil {
		return err
	}
	return w.finish(summary, p)
}

// SetConfig replaces the run's configuration (JSON) when Finish marks it
// done, before a promotion reads it: what is known only at the end of a
// run (the digest of the source it read) is kept with it. Not safe to
// call concurrently with Finish.
func (w *Writer) SetConfig(config string) { w.config = config }

func (w *Writer) finish(summary string, p *result.Promotion) error {
	ctx := w.ctx
	tx, err := w.s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("finish run: %w", err)
	}
	defer tx.Rollback()
	if w.config != "" {
		if _, err := tx.ExecContext(ctx, `UPDATE runs SET config=? WHERE id=?`, w.config, w.runID); err != nil {
			return fmt.Errorf("finish run: %w", err)
		}
	}
	if p != nil {
		if err := w.promote(ctx, tx, p); err != nil {
			return fmt.Errorf("update the baseline: %w", err)
		}
		if err := logChange(ctx, tx, w.runID, "record"); err != nil {
			return err
		}
	}
	if _, err := tx.ExecContext(ctx, `UPDATE runs SET state='done', finished=?, summary=? WHERE id=?`,
		time.Now().UTC().Format(time.RFC3339Nano), summary, w.runID); err != nil {
		return fmt.Errorf("finish run: %w", err)
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("finish run: %w", err)
	}
	return nil
}

// promote applies p within tx.
func (w *Writer) promote(ctx context.Context, tx *sql.Tx, p *result.Promotion) error {
	var qs []string
	if p.Whole {
		qs = append(qs,
			`DELETE FROM baseline WHERE path NOT IN (SELECT path FROM results WHERE run_id=?1)`,
			`INSERT OR REPLACE INTO meta(key, value) SELECT 'config', config FROM runs WHERE id=?1`)
	}
	qs = append(qs,
		`INSERT INTO baseline(path, run_id) SELECT path, run_id FROM results WHERE run_id=?1 AND status!='error'
			ON CONFLICT(path) DO UPDATE SET run_id=excluded.run_id`,
		`INSERT OR IGNORE INTO baseline(path, run_id) SELECT path, run_id FROM results WHERE run_id=?1 AND status='error'`,
		`INSERT OR IGNORE INTO meta(key, value) SELECT 'config', config FROM runs WHERE id=?1`)
	for _, q := range qs {
		if _, err := tx.ExecContext(ctx, q, w.runID); err != nil {
			return err
		}
	}
	for _, path := range p.Drop {
		if _, err := tx.ExecContext(ctx, `DELETE FROM baseline WHERE path=?`, path); err != nil {
			return err
		}
	}
	return nil
}

// Abort stops the writer after an error, keeping what was committed, and
// marks the run failed; it never touches the baseline.
func (w *Writer) Abort() error {
	close(w.ops)
	err := <-w.done
	if _, uerr := w.s.db.ExecContext(w.ctx, `UPDATE runs SET state='failed', finished=? WHERE id=?`,
		time.Now().UTC().Format(time.RFC3339Nano), w.runID); err == nil && uerr != nil {
		err = fmt.Errorf("mark run %d failed: %w", w.runID, uerr)
	}
	return err
}

// Refuse writes everything queued and marks the run refused with its
// summary: a record that finished but must not become the baseline (all
// its jobs failed alike). The baseline is not touched.
func (w *Writer) Refuse(summary string) error {
	close(w.ops)
	if err := <-w.done; err != nil {
		return err
	}
	config := w.config
	if _, err := w.s.db.ExecContext(w.ctx, `UPDATE runs SET state='refused', finished=?, summary=?, config=COALESCE(NULLIF(?, ''), config) WHERE id=?`,
		time.Now().UTC().Format(time.RFC3339Nano), summary, config, w.runID); err != nil {
		return fmt.Errorf("mark run %d refused: %w", w.runID, err)
	}
	return nil
}

// Interrupt writes everything queued and marks the run interrupted, so that
// it can be resumed. The baseline is not touched.
func (w *Writer) Interrupt() error {
	close(w.ops)
	if err := <-w.done; err != nil {
		return err
	}
	if _, err := w.s.db.ExecContext(w.ctx, `UPDATE runs SET state='interrupted', finished=? WHERE id=?`,
		time.Now().UTC().Format(time.RFC3339Nano), w.runID); err != nil {
		return fmt.Errorf("mark run %d interrupted: %w", w.runID, err)
	}
	return nil
}

// rssKB is a result's peak memory as stored: kilobytes, negated when it
// is a bound from above (Result.RSSAtMost), so that no column is added.
func rssKB(r *result.Result) int64 {
	if r.RSSAtMost {
		return -(r.MaxRSS >> 10)
	}
	return r.MaxRSS >> 10
}
