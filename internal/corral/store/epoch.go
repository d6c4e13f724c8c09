package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/corral-go/corral/internal/corral/result"
)

// The baseline's history. Every change of the baseline (a record that
// becomes it, an accept, an imported baseline) appends a row to
// baseline_log in the transaction that makes it, and a run notes in
// run_baseline the last row of that log as it was when the run read the
// baseline. So a check's results are put in the baseline only while the
// baseline is still the one that check compared with, give or take what
// accepting that same check changed: see [Store.BaselineChangesSince].

// execer is what logChange needs of a transaction or a connection.
type execer interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
}

// logChange notes, within the transaction that makes it, that run changed
// the baseline.
func logChange(ctx context.Context, tx execer, runID int64, how string) error {
	_, err := tx.ExecContext(ctx, `INSERT INTO main.baseline_log(run_id, how, at) VALUES(?, ?, ?)`,
		runID, how, time.Now().UTC().Format(time.RFC3339Nano))
	if err != nil {
		return fmt.Errorf("log the baseline's change: %w", err)
	}
	return nil
}

// BaselineAt returns the baseline with the sequence number of its last
// change, read in one transaction so that both are of the same state.
func (s *Store) BaselineAt(ctx context.Context) (map[string]result.Result, int64, error) {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return nil, 0, fmt.Errorf("read baseline: %w", err)
	}
	defer tx.Rollback()
	var seq int64
	if err := tx.QueryRowContext(ctx, `SELECT COALESCE(MAX(seq), 0) FROM baseline_log`).Scan(&seq); err != nil {
		return nil, 0, fmt.Errorf("read baseline: %w", err)
	}
	out, err := queryResults(ctx, tx, `SELECT `+s.resultColumns+` FROM baseline JOIN results USING(run_id, path)`)
	if err != nil {
		return nil, 0, fmt.Errorf("read baseline: %w", err)
	}
	return out, seq, nil
}

// ChangedSince returns the first change of the baseline made by another
// run after run runID read it, nil if there is none: then the baseline is
// still the one runID compared with, but for what accepting runID itself
// changed. known is false for a run that noted no such point (made before
// corral kept the baseline's history).
func (s *Store) ChangedSince(ctx context.Context, runID int64) (c *result.Change, known bool, err error) {
	return changedSince(ctx, s.db, runID, false)
}

// AnyChangeSince is ChangedSince counting the run's own accepts too: the
// first change of the baseline after run runID read it.
func (s *Store) AnyChangeSince(ctx context.Context, runID int64) (c *result.Change, known bool, err error) {
	return changedSince(ctx, s.db, runID, true)
}

// querier is the store's pool, a connection or a transaction.
type querier interface {
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

func changedSince(ctx context.Context, q querier, runID int64, own bool) (*result.Change, bool, error) {
	var seq int64
	err := q.QueryRowContext(ctx, `SELECT seq FROM main.run_baseline WHERE run_id=?`, runID).Scan(&seq)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, false, nil
	}
	if err != nil {
		return nil, false, fmt.Errorf("read the baseline's history: %w", err)
	}
	var c result.Change
	var at string
	err = q.QueryRowContext(ctx, `SELECT seq, run_id, how, at FROM main.baseline_log
		WHERE seq>?1 AND (?2 OR run_id!=?3) ORDER BY seq LIMIT 1`, seq, own, runID).Scan(&c.Seq, &c.RunID, &c.How, &at)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, true, nil
	}
	if err != nil {
		return nil, false, fmt.Errorf("read the baseline's history: %w", err)
	}
	c.At, _ = time.Parse(time.RFC3339Nano, at)
	return &c, true, nil
}

// noteBaseline notes that run runID read the baseline as of change seq.
func noteBaseline(ctx context.Context, tx execer, runID, seq int64) error {
	if _, err := tx.ExecContext(ctx, `INSERT OR REPLACE INTO main.run_baseline(run_id, seq) VALUES(?, ?)`, runID, seq); err != nil {
		return fmt.Errorf("note the baseline run %d read: %w", runID, err)
	}
	return nil
}

// BaselineShard reads the baseline for one shard, in one transaction: it
// streams every baseline file's path and recorded CPU time (ms, to the µs)
// to assign, costliest first (ties by path) when byCost, else in the
// order SQLite finds them, and then reads the whole results of the
// files assign kept, and only those. Memory holds the kept files, not the
// baseline: a shard of a million-file baseline reads what it needs.
func (s *Store) BaselineShard(ctx context.Context, byCost bool, assign func(path string, cpuMS float64) bool) (result.BaselineView, error) {
	var v result.BaselineView
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return v, fmt.Errorf("read baseline: %w", err)
	}
	defer tx.Rollback()
	var at sql.NullString
	var runID sql.NullInt64
	if err := tx.QueryRowContext(ctx, `SELECT COALESCE(MAX(seq), 0) FROM baseline_log`).Scan(&v.Seq); err != nil {
		return v, fmt.Errorf("read baseline: %w", err)
	}
	err = tx.QueryRowContext(ctx, `SELECT run_id, at FROM baseline_log WHERE seq=?`, v.Seq).Scan(&runID, &at)
	switch {
	case err == nil:
		// A change's run and time to the nanosecond: the same in every
		// copy of this store, and never repeated by another store's.
		v.ID = fmt.Sprintf("%d.%d.%s", v.Seq, runID.Int64, at.String)
	case !errors.Is(err, sql.ErrNoRows):
		return v, fmt.Errorf("read baseline: %w", err)
	}
	cpu := "r.cpu_ms"
	if s.resultColumns != resultColumns {
		cpu = "0" // a schema from before CPU times
	}
	order := "" // a split by hash needs no order: no sort of a million rows
	if byCost {
		order = " ORDER BY 2 DESC, 1"
	}
	rows, err := tx.QueryContext(ctx, `SELECT b.path, `+cpu+` FROM baseline b JOIN results r USING(run_id, path)`+order)
	if err != nil {
		return v, fmt.Errorf("read baseline: %w", err)
	}
	var kept []string
	for rows.Next() {
		var p string
		var c float64
		if err := rows.Scan(&p, &c); err != nil {
			rows.Close()
			return v, fmt.Errorf("read baseline: %w", err)
		}
		v.Total++
		if assign(p, c) {
			kept = append(kept, p)
		}
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return v, fmt.Errorf("read baseline: %w", err)
	}
	list, _ := json.Marshal(kept)
	v.Results, err = queryResults(ctx, tx, `SELECT `+s.resultColumns+` FROM baseline JOIN results USING(run_id, path)
		WHERE path IN (SELECT value FROM json_each(?))`, string(list))
	if err != nil {
		return v, fmt.Errorf("read baseline: %w", err)
	}
	return v, nil
}
