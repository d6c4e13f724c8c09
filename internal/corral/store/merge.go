package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/corral-go/corral/internal/corral/result"
)

// ErrDamagedShard is returned (wrapped) by Merge for a shard store whose
// blobs are not what its results say.
var ErrDamagedShard = errors.New("damaged shard")

// Merge combines the newest finished run of each shard store into one new
// run of this store, and returns it. All shards' runs must be of the same
// command and --cmd. When they are records, the merged run becomes the
// whole baseline; when they are checks, the baseline is left alone, as with
// any check. A path present in two shards is an error. Each shard is copied
// in a transaction of its own and the merged run is marked done only at the
// end, so an interrupted merge leaves the baseline as it was.
//
// config, when not empty, is the merged run's configuration; otherwise it
// takes the first shard's.
func (s *Store) Merge(ctx context.Context, shards []string, config string) (result.Run, error) {
	if len(shards) == 0 {
		return result.Run{}, errors.New("merge: no shard stores")
	}
	conn, end, err := s.writerConn(ctx)
	if err != nil {
		return result.Run{}, fmt.Errorf("merge: %w", err)
	}
	defer end()

	var merged result.Run
	// A merge stopped between shards (Ctrl-C cancels ctx) removes the
	// run it began, as one stopped within a shard does below: no run is
	// left "running" with a part of the shards.
	fail := func(err error) (result.Run, error) {
		if merged.ID != 0 {
			err = errors.Join(err, dropRun(context.WithoutCancel(ctx), conn, merged.ID))
		}
		return result.Run{}, err
	}
	for i, path := range shards {
		if strings.ContainsAny(path, "'") {
			return fail(fmt.Errorf("merge: shard path %q has a quote", path))
		}
		if _, err := conn.ExecContext(ctx, `ATTACH DATABASE 'file:`+uriPath(path)+`?mode=ro' AS shard`); err != nil {
			return fail(fmt.Errorf("merge: open shard %s: %w", path, err))
		}
		err := func() error {
			// A shard from a corral before schema 4 keeps no configuration.
			cols := runColumns
			var has int
			if err := conn.QueryRowContext(ctx, `SELECT COUNT(*) FROM pragma_table_info('runs', 'shard') WHERE name='config'`).Scan(&has); err != nil {
				return fmt.Errorf("shard %s: %w", path, err)
			}
			if has == 0 {
				cols = strings.Replace(runColumns, "config", "'' AS config", 1)
			}
			run, err := scanRun(conn.QueryRowContext(ctx, `SELECT `+cols+` FROM shard.runs
				WHERE state='done' ORDER BY id DESC LIMIT 1`))
			if errors.Is(err, sql.ErrNoRows) {
				return fmt.Errorf("shard %s has no finished run", path)
			}
			if err != nil {
				return fmt.Errorf("shard %s: %w", path, err)
			}
			if i == 0 {
				if merged, err = beginMerged(ctx, conn, run, config); err != nil {
					return err
				}
			} else if run.Command != merged.Command || run.Cmd != merged.Cmd {
				return fmt.Errorf("shard %s holds a %s of --cmd %q, the first shard a %s of --cmd %q",
					path, run.Command, run.Cmd, merged.Command, merged.Cmd)
			}
			return s.copyShard(ctx, conn, run.ID, merged.ID, path)
		}()
		if _, derr := conn.ExecContext(context.WithoutCancel(ctx), `DETACH DATABASE shard`); err == nil && derr != nil {
			err = derr
		}
		if err != nil {
			if merged.ID != 0 {
				err = errors.Join(err, dropRun(context.WithoutCancel(ctx), conn, merged.ID))
			}
			return result.Run{}, fmt.Errorf("merge: %w", err)
		}
	}
	return merged, nil
}

// beginMerged inserts the merged run, running, as the first shard's run
// (with config when not empty).
func beginMerged(ctx context.Context, conn *sql.Conn, run result.Run, config string) (result.Run, error) {
	if config != "" {
		run.Config = config
	}
	merged := result.Run{Command: run.Command, Cmd: run.Cmd, Source: run.Source, Normalize: run.Normalize, State: result.Running,
		Started: run.Started, Config: run.Config}
	res, err := conn.ExecContext(ctx, `INSERT INTO runs(command, state, started, cmd, source, normalize, config)
		VALUES(?, 'running', ?, ?, ?, ?, ?)`, run.Command, time.Now().UTC().Format(time.RFC3339Nano), run.Cmd, run.Source, run.Normalize, run.Config)
	if err != nil {
		return merged, err
	}
	if merged.ID, err = res.LastInsertId(); err != nil {
		return merged, err
	}
	// A merged check is compared with this store's baseline as it is now.
	if run.Command == result.Check {
		var seq int64
		if err := conn.QueryRowContext(ctx, `SELECT COALESCE(MAX(seq), 0) FROM main.baseline_log`).Scan(&seq); err != nil {
			return merged, err
		}
		if err := noteBaseline(ctx, conn, merged.ID, seq); err != nil {
			return merged, err
		}
	}
	return merged, nil
}

// DropMerge removes a merged run that Merge began and that was not
// finished (its report could not be made, the merge was stopped), with
// what was copied into it; it runs even when ctx is cancelled.
func (s *Store) DropMerge(ctx context.Context, run result.Run) error {
	ctx = context.WithoutCancel(ctx)
	conn, err := s.db.Conn(ctx)
	if err != nil {
		return fmt.Errorf("remove the unfinished merged run %d: %w", run.ID, err)
	}
	defer conn.Close()
	return dropRun(ctx, conn, run.ID)
}

// dropRun removes a merged run that could not be finished, with what was
// copied into it, so that a refused merge leaves no run behind; the blobs
// stay until 'corral prune'.
func dropRun(ctx context.Context, conn *sql.Conn, id int64) error {
	tx, err := conn.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	for _, q := range []string{`DELETE FROM results WHERE run_id=?1`, `DELETE FROM run_baseline WHERE run_id=?1`, `DELETE FROM runs WHERE id=?1`} {
		if _, err := tx.ExecContext(ctx, q, id); err != nil {
			return fmt.Errorf("remove the unfinished merged run %d: %w", id, err)
		}
	}
	return tx.Commit()
}

// copyShard copies one shard run's results and the blobs they use. Each
// blob copied is read back and checked against its hash before the copy
// commits: a shard store is input, and a damaged blob merged here would
// later be accepted into the baseline as if a compiler had written it.
func (s *Store) copyShard(ctx context.Context, conn *sql.Conn, from, to int64, path string) error {
	tx, err := conn.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	// Only the blobs this run uses and this store lacks are copied: shard
	// stores are often copies of the baseline and hold all of it already.
	if err := execAll(ctx, tx, copyBlobs("shard"), from); err != nil {
		return fmt.Errorf("shard %s: copy blobs: %w", path, err)
	}
	if err := s.checkCopied(ctx, tx, path); err != nil {
		return err
	}
	var dup string
	// EXISTS, one primary-key lookup per row: "path IN (SELECT …)" had
	// SQLite materialise every result merged so far for each shard, which
	// made 100 shards of 10,000 results take 51 s instead of a few.
	err = tx.QueryRowContext(ctx, `SELECT s.path FROM shard.results s WHERE s.run_id=?1 AND EXISTS
		(SELECT 1 FROM main.results m WHERE m.run_id=?2 AND m.path=s.path) LIMIT 1`, from, to).Scan(&dup)
	if err == nil {
		return fmt.Errorf("%s is in shard %s and in an earlier shard: were the shards split with the same N?", dup, path)
	}
	if !errors.Is(err, sql.ErrNoRows) {
		return err
	}
	cols := strings.TrimPrefix(resultColumns, "run_id, ")
	from4, err := shardColumns(ctx, tx)
	if err != nil {
		return fmt.Errorf("shard %s: %w", path, err)
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO results(run_id, `+cols+`) SELECT ?, `+from4+`
		FROM shard.results WHERE run_id=?`, to, from); err != nil {
		return fmt.Errorf("shard %s: copy results: %w", path, err)
	}
	return tx.Commit()
}

// FinishMerge marks a merged run done with its summary; a merged record
// becomes the baseline in the same transaction: the whole baseline when
// whole, or else (a partial merge, which lacks shards) the files it has,
// with those of the missing shards kept as they were.
func (s *Store) FinishMerge(ctx context.Context, run result.Run, summary string, whole bool) error {
	w := &Writer{s: s, runID: run.ID, ctx: ctx}
	var p *result.Promotion
	if run.Command == result.Record {
		p = &result.Promotion{Whole: whole}
	}
	return w.finish(summary, p)
}

// ImportBaseline makes the baseline of the store at path this store's
// baseline, as one new record run holding its results and the blobs they
// use: merging checks into a store that has no baseline yet compares them
// with the baseline the shards checked against.
func (s *Store) ImportBaseline(ctx context.Context, path string) error {
	if strings.ContainsAny(path, "'") {
		return fmt.Errorf("import baseline: path %q has a quote", path)
	}
	conn, err := s.db.Conn(ctx)
	if err != nil {
		return fmt.Errorf("import baseline: %w", err)
	}
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, `ATTACH DATABASE 'file:`+uriPath(path)+`?mode=ro' AS shard`); err != nil {
		return fmt.Errorf("import baseline from %s: %w", path, err)
	}
	defer conn.ExecContext(context.WithoutCancel(ctx), `DETACH DATABASE shard`)
	cols := strings.TrimPrefix(resultColumns, "run_id, ")
	from, err := shardColumns(ctx, conn)
	if err != nil {
		return fmt.Errorf("import baseline from %s: %w", path, err)
	}
	tx, err := conn.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("import baseline from %s: %w", path, err)
	}
	defer tx.Rollback()
	now := time.Now().UTC().Format(time.RFC3339Nano)
	res, err := tx.ExecContext(ctx, `INSERT INTO runs(command, state, started, finished, cmd, source, normalize, summary)
		SELECT 'record', 'done', ?1, ?1, cmd, source, normalize, '{}' FROM shard.runs
		WHERE id = (SELECT MAX(run_id) FROM shard.baseline)`, now)
	if err != nil {
		return fmt.Errorf("import baseline from %s: %w", path, err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return fmt.Errorf("import baseline from %s: it has no baseline", path)
	}
	id, err := res.LastInsertId()
	if err != nil {
		return fmt.Errorf("import baseline from %s: %w", path, err)
	}
	qs := []string{`INSERT INTO results(run_id, ` + cols + `) SELECT ?1, ` + from + ` FROM (SELECT r.* FROM shard.results r
			JOIN shard.baseline b ON b.run_id = r.run_id AND b.path = r.path)`}
	qs = append(qs, copyBlobs("main")...)
	qs = append(qs, `DELETE FROM main.baseline`,
		`INSERT INTO main.baseline(path, run_id) SELECT path, run_id FROM main.results WHERE run_id=?1`,
		`INSERT OR REPLACE INTO main.meta(key, value) SELECT key, value FROM shard.meta WHERE key='config'`)
	if err := execAll(ctx, tx, qs, id); err != nil {
		return fmt.Errorf("import baseline from %s: %w", path, err)
	}
	if err := logChange(ctx, tx, id, "import"); err != nil {
		return fmt.Errorf("import baseline from %s: %w", path, err)
	}
	return tx.Commit()
}

// shardColumns returns the results columns to read from the attached
// shard: its own, or those of a schema from before CPU time and memory.
func shardColumns(ctx context.Context, q querier) (string, error) {
	var has int
	if err := q.QueryRowContext(ctx, `SELECT COUNT(*) FROM pragma_table_info('results', 'shard') WHERE name='cpu_ms'`).Scan(&has); err != nil {
		return "", err
	}
	if has == 0 {
		return strings.TrimPrefix(oldResultColumns, "run_id, "), nil
	}
	return strings.TrimPrefix(resultColumns, "run_id, "), nil
}

// copyBlobs returns the statements that copy from the attached shard the
// blobs that the results of run ?1 in schema ("shard" or "main") use and
// this store lacks.
func copyBlobs(schema string) []string {
	return []string{
		`CREATE TEMP TABLE IF NOT EXISTS need(hash BLOB PRIMARY KEY) WITHOUT ROWID`,
		`DELETE FROM temp.need`,
		`INSERT OR IGNORE INTO temp.need
			SELECT stdout FROM ` + schema + `.results WHERE run_id=?1
			UNION SELECT stderr FROM ` + schema + `.results WHERE run_id=?1
			UNION SELECT unhex(json_extract(o.value, '$.hash')) FROM ` + schema + `.results r, json_each(r.outputs) o
				WHERE r.run_id=?1 AND json_extract(o.value, '$.hash') IS NOT NULL`,
		`DELETE FROM temp.need WHERE hash IN (SELECT hash FROM main.blobs)`,
		`INSERT OR IGNORE INTO main.chunks SELECT c.* FROM shard.chunks c WHERE c.hash IN (SELECT hash FROM temp.need)`,
		`INSERT OR IGNORE INTO main.blobs SELECT b.* FROM shard.blobs b WHERE b.hash IN (SELECT hash FROM temp.need)`,
	}
}

// execAll runs qs in tx, giving arg to those that take ?1.
func execAll(ctx context.Context, tx *sql.Tx, qs []string, arg any) error {
	for _, q := range qs {
		var args []any
		if strings.Contains(q, "?1") {
			args = append(args, arg)
		}
		if _, err := tx.ExecContext(ctx, q, args...); err != nil {
			return err
		}
	}
	return nil
}

// checkCopied checks every blob that copyBlobs was to copy (temp.need):
// each must now be stored, and its content must match its hash. A result
// of a failed or missing file stores no streams, so every hash in
// temp.need is one a result reads.
func (s *Store) checkCopied(ctx context.Context, tx *sql.Tx, path string) error {
	type blob struct {
		hash   result.Hash
		size   sql.NullInt64
		chunks sql.NullInt64
	}
	rows, err := tx.QueryContext(ctx, `SELECT n.hash, b.size, b.chunks FROM temp.need n LEFT JOIN main.blobs b ON b.hash = n.hash`)
	if err != nil {
		return fmt.Errorf("shard %s: check blobs: %w", path, err)
	}
	var blobs []blob
	for rows.Next() {
		var b blob
		var h []byte
		if err := rows.Scan(&h, &b.size, &b.chunks); err != nil {
			rows.Close()
			return fmt.Errorf("shard %s: check blobs: %w", path, err)
		}
		copy(b.hash[:], h)
		blobs = append(blobs, b)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return fmt.Errorf("shard %s: check blobs: %w", path, err)
	}
	for _, b := range blobs {
		if b.hash == (result.Hash{}) {
			continue // what a result without that stream holds (a missing file's)
		}
		if !b.size.Valid {
			return fmt.Errorf("%w: shard store %s is damaged: a result refers to blob %s, which it does not hold", ErrDamagedShard, path, b.hash)
		}
		why, _, err := s.checkBlobIn(ctx, tx, b.hash, b.size.Int64, int(b.chunks.Int64))
		if err != nil {
			return fmt.Errorf("shard %s: %w", path, err)
		}
		if why != "" {
			return fmt.Errorf("%w: shard store %s is damaged: blob %s: %s", ErrDamagedShard, path, b.hash, why)
		}
	}
	return nil
}
