package store

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"

	"github.com/corral-go/corral/internal/corral/result"
)

// Damage is a blob that is not what its hash says: its content differs, a
// chunk is missing or does not decompress, or a result refers to it and it
// is not stored at all.
type Damage struct {
	Hash result.Hash
	Why  string
	// Unstored: a result refers to it, and it is not stored at all.
	Unstored bool
}

// VerifyStats counts what Verify read.
type VerifyStats struct {
	Blobs int
	Bytes int64 // uncompressed
}

// Verify reads every stored blob whole, one chunk at a time (memory stays
// at one chunk), and checks its size, its chunks and its content against
// its hash; then it checks that every blob a result refers to is stored.
// progress, when not nil, is called after each blob with the counts so far
// and the number of blobs.
func (s *Store) Verify(ctx context.Context, progress func(done VerifyStats, blobs int)) ([]Damage, VerifyStats, error) {
	type blob struct {
		hash   result.Hash
		size   int64
		chunks int
	}
	var blobs []blob
	rows, err := s.db.QueryContext(ctx, `SELECT hash, size, chunks FROM blobs`)
	if err != nil {
		return nil, VerifyStats{}, fmt.Errorf("verify: %w", err)
	}
	for rows.Next() {
		var b blob
		var h []byte
		if err := rows.Scan(&h, &b.size, &b.chunks); err != nil {
			rows.Close()
			return nil, VerifyStats{}, fmt.Errorf("verify: %w", err)
		}
		copy(b.hash[:], h)
		blobs = append(blobs, b)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, VerifyStats{}, fmt.Errorf("verify: %w", err)
	}
	var damage []Damage
	var stats VerifyStats
	stored := make(map[result.Hash]bool, len(blobs))
	for _, b := range blobs {
		stored[b.hash] = true
		why, n, err := s.checkBlob(ctx, b.hash, b.size, b.chunks)
		if err != nil {
			return nil, stats, err
		}
		if why != "" {
			damage = append(damage, Damage{Hash: b.hash, Why: why})
		}
		stats.Blobs++
		stats.Bytes += n
		if progress != nil {
			progress(stats, len(blobs))
		}
	}
	missing, err := s.unstoredRefs(ctx, stored)
	if err != nil {
		return nil, stats, err
	}
	return append(damage, missing...), stats, nil
}

// checkBlob reads one blob and says what is wrong with it, if anything, and
// how many bytes it read.
func (s *Store) checkBlob(ctx context.Context, h result.Hash, size int64, chunks int) (string, int64, error) {
	return s.checkBlobIn(ctx, s.db, h, size, chunks)
}

// checkBlobIn is checkBlob reading the chunks of the main schema through q:
// a merge checks the blobs it copies inside the transaction that copies
// them.
func (s *Store) checkBlobIn(ctx context.Context, q rowsQuerier, h result.Hash, size int64, chunks int) (string, int64, error) {
	rows, err := q.QueryContext(ctx, `SELECT seq, data FROM main.chunks WHERE hash=? ORDER BY seq`, h[:])
	if err != nil {
		return "", 0, fmt.Errorf("verify blob %s: %w", h, err)
	}
	defer rows.Close()
	sum := sha256.New()
	var n int64
	seq := 0
	why := ""
	for rows.Next() {
		var got int
		var data []byte
		if err := rows.Scan(&got, &data); err != nil {
			return "", n, fmt.Errorf("verify blob %s: %w", h, err)
		}
		if why != "" {
			continue
		}
		if got != seq {
			why = fmt.Sprintf("chunk %d of %d is missing", seq+1, chunks)
			continue
		}
		plain, err := s.dec.DecodeAll(data, nil)
		if err != nil {
			why = fmt.Sprintf("chunk %d of %d does not decompress: %v", seq+1, chunks, err)
			continue
		}
		sum.Write(plain)
		n += int64(len(plain))
		seq++
	}
	if err := rows.Err(); err != nil {
		return "", n, fmt.Errorf("verify blob %s: %w", h, err)
	}
	switch {
	case why != "":
	case seq < chunks:
		why = fmt.Sprintf("chunk %d of %d is missing", seq+1, chunks)
	case seq > chunks:
		why = fmt.Sprintf("%d chunks stored, %d expected", seq, chunks)
	case n != size:
		why = fmt.Sprintf("%d bytes stored, %d expected", n, size)
	case result.Hash(sum.Sum(nil)) != h:
		why = "content does not match its hash"
	}
	return why, n, nil
}

// unstoredRefs returns the blobs that results refer to and that are not
// stored.
func (s *Store) unstoredRefs(ctx context.Context, stored map[result.Hash]bool) ([]Damage, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT `+s.resultColumns+` FROM results`)
	if err != nil {
		return nil, fmt.Errorf("verify results: %w", err)
	}
	defer rows.Close()
	var damage []Damage
	seen := map[result.Hash]bool{}
	note := func(h result.Hash) {
		if h != (result.Hash{}) && !stored[h] && !seen[h] {
			seen[h] = true
			damage = append(damage, Damage{Hash: h, Why: "not stored", Unstored: true})
		}
	}
	for rows.Next() {
		r, err := scanResult(rows)
		if err != nil {
			return nil, fmt.Errorf("verify results: %w", err)
		}
		if r.Status == result.Failed || r.Status == result.Missing {
			continue // no streams were stored
		}
		note(r.Stdout.Hash)
		note(r.Stderr.Hash)
		for _, o := range r.Outputs {
			var h result.Hash
			if b, err := hex.DecodeString(o.Hash); !o.Missing && err == nil && copy(h[:], b) == len(h) {
				note(h)
			}
		}
	}
	return damage, rows.Err()
}

// DropBlobs removes blobs, chunks and all, in one transaction, so that the
// next run that produces their content stores it again: a run stores a
// blob only when its hash is not stored yet. Results that refer to them
// stay; reading them fails until then.
func (s *Store) DropBlobs(ctx context.Context, hashes []result.Hash) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("drop blobs: %w", err)
	}
	defer tx.Rollback()
	for _, h := range hashes {
		for _, q := range []string{`DELETE FROM chunks WHERE hash=?`, `DELETE FROM blobs WHERE hash=?`} {
			if _, err := tx.ExecContext(ctx, q, h[:]); err != nil {
				return fmt.Errorf("drop blob %s: %w", h, err)
			}
		}
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("drop blobs: %w", err)
	}
	return nil
}
