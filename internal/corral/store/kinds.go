package store

import (
	"bytes"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/klauspost/compress/zstd"
)

// RunKinds returns the kinds of change stored with a run (see
// SaveRunKinds): the version of the algorithm that made them, the digest
// of what they were made from, and their data as saved. ok is false when
// the run has none, or the store is of a schema from before kinds were
// kept.
func (s *Store) RunKinds(ctx context.Context, runID int64) (version int, digest, data []byte, ok bool, err error) {
	var packed []byte
	err = s.db.QueryRowContext(ctx, `SELECT version, digest, data FROM run_kinds WHERE run_id=?`, runID).Scan(&version, &digest, &packed)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return 0, nil, nil, false, nil
	case err != nil:
		if noTable(err) {
			return 0, nil, nil, false, nil
		}
		return 0, nil, nil, false, fmt.Errorf("read the kinds of run %d: %w", runID, err)
	}
	if data, err = s.dec.DecodeAll(packed, nil); err != nil {
		return 0, nil, nil, false, fmt.Errorf("decompress the kinds of run %d: %w", runID, err)
	}
	return version, digest, data, true, nil
}

// SaveRunKinds stores the kinds of change of a run, compressed, in place
// of any it had.
func (s *Store) SaveRunKinds(ctx context.Context, runID int64, version int, digest, data []byte) error {
	return s.SaveRunKindsFrom(ctx, runID, version, func(w io.Writer) ([]byte, error) {
		_, err := w.Write(data)
		return digest, err
	})
}

// kindsWindow is the window of the compressor of stored kinds: the
// encoder's history is about that size whatever the kinds' length (the
// store's shared encoder, given them whole, took a history of 8 MiB and
// the kinds' whole encoding beside it).
const kindsWindow = 1 << 20

// SaveRunKindsFrom stores the kinds of change of a run as write writes
// them, compressed as they come, in place of any it had: what it holds in
// memory is the compressed kinds and the compressor's window, not their
// encoding whole (the list of every changed file's path, of each kind
// and of each family). write returns the digest kept beside them.
func (s *Store) SaveRunKindsFrom(ctx context.Context, runID int64, version int, write func(w io.Writer) (digest []byte, err error)) error {
	var packed bytes.Buffer
	zw, err := zstd.NewWriter(&packed, zstd.WithEncoderLevel(zstd.SpeedFastest), zstd.WithEncoderCRC(false),
		zstd.WithEncoderConcurrency(1), zstd.WithWindowSize(kindsWindow))
	if err != nil {
		return fmt.Errorf("store the kinds of run %d: %w", runID, err)
	}
	digest, err := write(zw)
	if cerr := zw.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("store the kinds of run %d: %w", runID, err)
	}
	_, err = s.db.ExecContext(ctx, `INSERT OR REPLACE INTO run_kinds(run_id, version, digest, data) VALUES(?, ?, ?, ?)`,
		runID, version, digest, packed.Bytes())
	if err != nil {
		return fmt.Errorf("store the kinds of run %d: %w", runID, err)
	}
	return nil
}

// noTable reports whether err says a table is missing: a store opened
// read-only from before the table existed.
func noTable(err error) bool {
	return err != nil && strings.Contains(err.Error(), "no such table")
}
