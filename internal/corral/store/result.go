package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strings"
	"time"

	"github.com/corral-go/corral/internal/corral/result"
)

const resultColumns = `run_id, path, status, exit_code, signal, error, stdout, stdout_size, stderr, stderr_size, outputs, duration_ms, cpu_ms, max_rss_kb`

// oldResultColumns reads a results table from before schema 4, which did
// not keep CPU time and memory.
var oldResultColumns = strings.Replace(resultColumns, "cpu_ms, max_rss_kb", "0 AS cpu_ms, 0 AS max_rss_kb", 1)

// cpuMS is how a job's CPU time is stored: milliseconds to the
// microsecond, which SQLite keeps as a REAL in the INTEGER column cpu_ms
// (a store written before kept whole milliseconds there, and reads the
// same). Whole milliseconds lost half a millisecond a job on average, so
// a check with the same compiler summed a third more CPU than its
// baseline on the demo's 1-9 ms jobs.
func cpuMS(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

func scanResult(sc interface{ Scan(...any) error }) (result.Result, error) {
	var r result.Result
	var stdout, stderr []byte
	var outputs string
	var ms, rss int64
	var cpu float64
	err := sc.Scan(&r.RunID, &r.Path, &r.Status, &r.ExitCode, &r.Signal, &r.Error,
		&stdout, &r.Stdout.Size, &stderr, &r.Stderr.Size, &outputs, &ms, &cpu, &rss)
	if err != nil {
		return r, err
	}
	// Stored to the microsecond (see cpuMS): rounded back to it, so that
	// a stored run's CPU times are the ones it measured.
	r.CPU, r.MaxRSS = time.Duration(math.Round(cpu*1000))*time.Microsecond, rss<<10
	if rss < 0 { // a bound from above (see rssKB)
		r.MaxRSS, r.RSSAtMost = -rss<<10, true
	}
	copy(r.Stdout.Hash[:], stdout)
	copy(r.Stderr.Hash[:], stderr)
	r.Duration = time.Duration(ms) * time.Millisecond
	if err := json.Unmarshal([]byte(outputs), &r.Outputs); err != nil {
		return r, fmt.Errorf("decode outputs of %s: %w", r.Path, err)
	}
	return r, nil
}

// rowsQuerier is the database or a transaction.
type rowsQuerier interface {
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
}

func queryResults(ctx context.Context, q rowsQuerier, query string, args ...any) (map[string]result.Result, error) {
	rows, err := q.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := make(map[string]result.Result)
	for rows.Next() {
		r, err := scanResult(rows)
		if err != nil {
			return nil, err
		}
		out[r.Path] = r
	}
	return out, rows.Err()
}

// Baseline returns the reference result of every path in the baseline.
func (s *Store) Baseline(ctx context.Context) (map[string]result.Result, error) {
	m, err := queryResults(ctx, s.db, `SELECT `+s.resultColumns+`
		FROM baseline JOIN results USING(run_id, path)`)
	if err != nil {
		return nil, fmt.Errorf("read baseline: %w", err)
	}
	return m, nil
}

// HasBaseline reports whether the baseline holds any file: one index
// probe, where counting it would read every entry.
func (s *Store) HasBaseline(ctx context.Context) (bool, error) {
	var has bool
	if err := s.db.QueryRowContext(ctx, `SELECT EXISTS(SELECT 1 FROM baseline)`).Scan(&has); err != nil {
		return false, fmt.Errorf("read baseline: %w", err)
	}
	return has, nil
}

// Results returns the results of one run.
func (s *Store) Results(ctx context.Context, runID int64) (map[string]result.Result, error) {
	m, err := queryResults(ctx, s.db, `SELECT `+s.resultColumns+` FROM results WHERE run_id=?`, runID)
	if err != nil {
		return nil, fmt.Errorf("read results of run %d: %w", runID, err)
	}
	return m, nil
}

// LastRun returns the newest finished run of the given command.
func (s *Store) LastRun(ctx context.Context, command result.Command) (result.Run, error) {
	return s.lastRun(ctx, command, result.Done)
}

// LastInterrupted returns the newest interrupted run of the given command.
func (s *Store) LastInterrupted(ctx context.Context, command result.Command) (result.Run, error) {
	return s.lastRun(ctx, command, result.Interrupted)
}

func (s *Store) lastRun(ctx context.Context, command result.Command, state string) (result.Run, error) {
	r, err := scanRun(s.db.QueryRowContext(ctx, `SELECT `+s.runColumns+`
		FROM runs WHERE command=? AND state=? ORDER BY id DESC LIMIT 1`, command, state))
	if errors.Is(err, sql.ErrNoRows) {
		return r, result.ErrNoRun
	}
	if err != nil {
		return r, fmt.Errorf("find last %s: %w", command, err)
	}
	return r, nil
}

const runColumns = `id, command, state, started, finished, cmd, source, normalize, summary, config`

func scanRun(sc interface{ Scan(...any) error }) (result.Run, error) {
	var r result.Run
	var started string
	var finished, summary sql.NullString
	if err := sc.Scan(&r.ID, &r.Command, &r.State, &started, &finished, &r.Cmd, &r.Source, &r.Normalize, &summary, &r.Config); err != nil {
		return r, err
	}
	r.Started, _ = time.Parse(time.RFC3339Nano, started)
	r.Finished, _ = time.Parse(time.RFC3339Nano, finished.String)
	r.Summary = summary.String
	return r, nil
}

// Runs returns every run, newest first.
func (s *Store) Runs(ctx context.Context) ([]result.Run, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT `+s.runColumns+` FROM runs ORDER BY id DESC`)
	if err != nil {
		return nil, fmt.Errorf("list runs: %w", err)
	}
	defer rows.Close()
	var out []result.Run
	for rows.Next() {
		r, err := scanRun(rows)
		if err != nil {
			return nil, fmt.Errorf("list runs: %w", err)
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

// Promote makes the results of run the baseline for the given paths, and
// removes the paths in drop from the baseline, in one transaction; a
// config other than "" becomes the baseline's configuration (see
// [Store.BaselineConfig]). It refuses with a [*result.StaleError] when another
// run changed the baseline after run read it.
func (s *Store) Promote(ctx context.Context, runID int64, paths, drop []string, config string) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("accept: %w", err)
	}
	defer tx.Rollback()
	// Checked inside the transaction that writes: a record that finishes
	// between a check of its own and this one cannot slip in between.
	if c, _, err := changedSince(ctx, tx, runID, false); err != nil {
		return fmt.Errorf("accept: %w", err)
	} else if c != nil {
		return &result.StaleError{RunID: runID, Change: *c}
	}
	for _, p := range paths {
		if _, err := tx.ExecContext(ctx, `INSERT INTO baseline(path, run_id) VALUES(?, ?)
			ON CONFLICT(path) DO UPDATE SET run_id=excluded.run_id`, p, runID); err != nil {
			return fmt.Errorf("accept %s: %w", p, err)
		}
	}
	for _, p := range drop {
		if _, err := tx.ExecContext(ctx, `DELETE FROM baseline WHERE path=?`, p); err != nil {
			return fmt.Errorf("accept removal of %s: %w", p, err)
		}
	}
	if config != "" {
		if _, err := tx.ExecContext(ctx, `INSERT OR REPLACE INTO meta(key, value) VALUES('config', ?)`, config); err != nil {
			return fmt.Errorf("accept the check's settings: %w", err)
		}
	}
	if err := logChange(ctx, tx, runID, "accept"); err != nil {
		return fmt.Errorf("accept: %w", err)
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("accept: %w", err)
	}
	return nil
}

// BaselineConfig returns the configuration the baseline was recorded with
// (JSON, see corral.Config), or "" when there is none: no record yet, or
// one made before corral kept it.
func (s *Store) BaselineConfig(ctx context.Context) (string, error) {
	var c string
	err := s.db.QueryRowContext(ctx, `SELECT value FROM meta WHERE key='config'`).Scan(&c)
	if errors.Is(err, sql.ErrNoRows) {
		return "", nil
	}
	if err != nil {
		return "", fmt.Errorf("read the baseline's configuration: %w", err)
	}
	return c, nil
}

// BaselineRules returns the distinct --normalize rules of the runs whose
// results make up the baseline.
func (s *Store) BaselineRules(ctx context.Context) ([]string, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT DISTINCT r.normalize FROM runs r
		WHERE r.id IN (SELECT DISTINCT run_id FROM baseline)`)
	if err != nil {
		return nil, fmt.Errorf("read baseline rules: %w", err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var rule string
		if err := rows.Scan(&rule); err != nil {
			return nil, fmt.Errorf("read baseline rules: %w", err)
		}
		out = append(out, rule)
	}
	return out, rows.Err()
}
