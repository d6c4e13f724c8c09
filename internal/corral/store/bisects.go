package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
)

// SaveBisect keeps what a bisect of check run checkRun found, under key
// (what it bisected over: see bisect.Key), compressed, in place of one
// of the same key; it is then the check's newest (see LastBisect).
func (s *Store) SaveBisect(ctx context.Context, checkRun int64, key string, data []byte) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("store the bisect of run %d: %w", checkRun, err)
	}
	defer tx.Rollback()
	// Deleted first, so that the row is the newest by rowid.
	if _, err := tx.ExecContext(ctx, `DELETE FROM bisects WHERE check_run=? AND key=?`, checkRun, key); err != nil {
		return fmt.Errorf("store the bisect of run %d: %w", checkRun, err)
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO bisects(check_run, key, data) VALUES(?, ?, ?)`, checkRun, key, s.Compress(data)); err != nil {
		return fmt.Errorf("store the bisect of run %d: %w", checkRun, err)
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("store the bisect of run %d: %w", checkRun, err)
	}
	return nil
}

// Bisect returns what the bisect of check run checkRun under key found
// (see SaveBisect); ok is false when there is none, or the store is of a
// schema from before bisects were kept.
func (s *Store) Bisect(ctx context.Context, checkRun int64, key string) (data []byte, ok bool, err error) {
	return s.bisect(ctx, `SELECT data FROM bisects WHERE check_run=? AND key=?`, checkRun, key)
}

// LastBisect returns what the newest bisect of check run checkRun found,
// whatever it bisected over; ok is false when there is none.
func (s *Store) LastBisect(ctx context.Context, checkRun int64) (data []byte, ok bool, err error) {
	return s.bisect(ctx, `SELECT data FROM bisects WHERE check_run=? ORDER BY rowid DESC LIMIT 1`, checkRun)
}

func (s *Store) bisect(ctx context.Context, query string, args ...any) ([]byte, bool, error) {
	var packed []byte
	err := s.db.QueryRowContext(ctx, query, args...).Scan(&packed)
	switch {
	case errors.Is(err, sql.ErrNoRows), noTable(err):
		return nil, false, nil
	case err != nil:
		return nil, false, fmt.Errorf("read the bisect of run %d: %w", args[0], err)
	}
	data, err := s.dec.DecodeAll(packed, nil)
	if err != nil {
		return nil, false, fmt.Errorf("decompress the bisect of run %d: %w", args[0], err)
	}
	return data, true, nil
}
