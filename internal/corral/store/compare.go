package store

import (
	"context"
	"database/sql"
	"fmt"

	"github.com/corral-go/corral/internal/corral/result"
)

// Compare calls fn for every path of run runID's results and, when
// withBaseline, of the baseline, in path order (byte order, as Go compares
// strings), with the run's result and the baseline's for that path: cur is
// nil for a baseline path the run lacks, base nil for a path the baseline
// lacks (or every path without withBaseline). An error from fn stops it
// and is returned.
//
// It streams: two cursors walk the results of the run and of the baseline
// side by side in the order of their primary keys, so memory holds two rows
// at a time whatever the number of files, and the report of a merge of a
// million results never holds them all.
func (s *Store) Compare(ctx context.Context, runID int64, withBaseline bool, fn func(cur, base *result.Result) error) error {
	baseline := ""
	if withBaseline {
		baseline = "main.baseline"
	}
	return s.compareWith(ctx, s.db, runID, baseline, "", func(cur, base *result.Result, _ bool) error { return fn(cur, base) })
}

// compareWith is Compare reading through q, with the baseline table
// baseline (path, run_id, its primary key path; "" for none), and flag,
// a column of it ("" for none), given with each baseline result.
func (s *Store) compareWith(ctx context.Context, q querier, runID int64, baseline, flag string, fn func(cur, base *result.Result, flag bool) error) error {
	cur, err := cursorOn(ctx, q, false, `SELECT `+s.resultColumns+` FROM main.results WHERE run_id=? ORDER BY path`, runID)
	if err != nil {
		return fmt.Errorf("read results of run %d: %w", runID, err)
	}
	defer cur.close()
	base := &cursor{}
	if baseline != "" {
		// The baseline's own path order, so that the join with results
		// is one primary-key lookup per row and nothing is sorted.
		cols := s.resultColumns
		if flag != "" {
			cols += ", b." + flag
		}
		if base, err = cursorOn(ctx, q, flag != "", `SELECT `+cols+` FROM `+baseline+` AS b JOIN main.results USING(run_id, path) ORDER BY b.path`); err != nil {
			return fmt.Errorf("read baseline: %w", err)
		}
		defer base.close()
	}
	for cur.r != nil || base.r != nil {
		c, b := cur.r, base.r
		switch {
		case b == nil || c != nil && c.Path < b.Path:
			b = nil
		case c == nil || b.Path < c.Path:
			c = nil
		}
		if err := fn(c, b, b != nil && base.flag); err != nil {
			return err
		}
		if c != nil {
			if err := cur.next(); err != nil {
				return fmt.Errorf("read results of run %d: %w", runID, err)
			}
		}
		if b != nil {
			if err := base.next(); err != nil {
				return fmt.Errorf("read baseline: %w", err)
			}
		}
	}
	return nil
}

// cursor is a query's rows read one result ahead; r is nil at the end.
type cursor struct {
	rows    *sql.Rows
	r       *result.Result
	flagged bool // each row has one more column, read into flag
	flag    bool
}

func cursorOn(ctx context.Context, q querier, flagged bool, query string, args ...any) (*cursor, error) {
	rows, err := q.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	c := &cursor{rows: rows, flagged: flagged}
	if err := c.next(); err != nil {
		rows.Close()
		return nil, err
	}
	return c, nil
}

// next reads the next row; a fresh result.Result each time, so that fn may keep
// the ones it was given.
func (c *cursor) next() error {
	c.r = nil
	if !c.rows.Next() {
		return c.rows.Err()
	}
	var sc interface{ Scan(...any) error } = c.rows
	if c.flagged {
		sc = flagScanner{c.rows, &c.flag}
	}
	r, err := scanResult(sc)
	if err != nil {
		return err
	}
	c.r = &r
	return nil
}

// flagScanner scans a row of a result and one flag after it.
type flagScanner struct {
	rows *sql.Rows
	flag *bool
}

func (f flagScanner) Scan(dest ...any) error { return f.rows.Scan(append(dest, f.flag)...) }

func (c *cursor) close() {
	if c.rows != nil {
		c.rows.Close()
	}
}
