package store

import (
	"context"
	"encoding/hex"
	"maps"
	"slices"

	"github.com/corral-go/corral/internal/corral/result"
)

// Damaged is a damaged blob and where the baseline uses it.
type Damaged struct {
	Damage
	Uses []Use // sorted by path; empty when only older runs use it
}

// Use is a baseline file's stream or output that is a damaged blob.
type Use struct {
	Path string
	What string // "stdout", "stderr", "output:NAME"
}

// VerifyReport is what Audit found.
type VerifyReport struct {
	VerifyStats
	Damaged []Damaged
	Dropped bool // the damaged blobs were removed (repair)
}

// Audit is [Store.Verify] with where the baseline uses each damaged blob.
// With repair, the damaged blobs are dropped so that the next record or
// check that produces their content stores it again: a run stores only
// blobs whose hash is not stored yet, so without this a damaged blob would
// be reused for good.
func (st *Store) Audit(ctx context.Context, repair bool, progress func(done VerifyStats, blobs int)) (*VerifyReport, error) {
	damage, stats, err := st.Verify(ctx, progress)
	if err != nil {
		return nil, err
	}
	rep := &VerifyReport{VerifyStats: stats}
	if len(damage) == 0 {
		return rep, nil
	}
	baseline, err := st.Baseline(ctx)
	if err != nil {
		return nil, err
	}
	uses := map[result.Hash][]Use{}
	for _, p := range slices.Sorted(maps.Keys(baseline)) {
		r := baseline[p]
		uses[r.Stdout.Hash] = append(uses[r.Stdout.Hash], Use{p, "stdout"})
		uses[r.Stderr.Hash] = append(uses[r.Stderr.Hash], Use{p, "stderr"})
		for _, o := range r.Outputs {
			var h result.Hash
			if b, err := hex.DecodeString(o.Hash); err == nil && copy(h[:], b) == len(h) {
				uses[h] = append(uses[h], Use{p, "output:" + o.Name})
			}
		}
	}
	var hashes []result.Hash
	for _, d := range damage {
		rep.Damaged = append(rep.Damaged, Damaged{Damage: d, Uses: uses[d.Hash]})
		if !d.Unstored {
			hashes = append(hashes, d.Hash)
		}
	}
	if repair {
		if err := st.DropBlobs(ctx, hashes); err != nil {
			return nil, err
		}
		rep.Dropped = true
	}
	return rep, nil
}
