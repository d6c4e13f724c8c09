package report_test

import (
	"context"
	"crypto/sha256"
	"fmt"
	"testing"
	"time"

	"github.com/corral-go/corral/internal/corral/report"
	"github.com/corral-go/corral/internal/corral/result"
)

// memBlobs is a store of blobs in memory, for reports too large to
// write to a real store in a test.
type memBlobs map[result.Hash][]byte

func (m memBlobs) put(b []byte) result.Ref {
	h := sha256.Sum256(b)
	m[h] = b
	return result.Ref{Hash: h, Size: int64(len(b))}
}

func (m memBlobs) ReadBlob(_ context.Context, h result.Hash, limit int64) ([]byte, bool, error) {
	b, ok := m[h]
	if !ok {
		return nil, false, fmt.Errorf("no blob %s: %w", h, result.ErrCorrupt)
	}
	if int64(len(b)) > limit {
		return b[:limit], true, nil
	}
	return b, false, nil
}

// letters is a plain word for i, distinct for each i: prose keeps such
// words in an edit's shape, so each makes its own kind.
func letters(i int) string {
	b := []byte{'w'}
	for {
		b = append(b, byte('a'+i%26))
		if i /= 26; i == 0 {
			return string(b)
		}
	}
}

// distinct is a check of files whose stdout changed, each by an edit of
// its own: as many kinds.
type distinct struct {
	files  int
	slower bool // every file took 3 s of CPU time, 1 s in the baseline
}

// report is the change's report, classified, and its blobs.
func (d distinct) report(tb testing.TB) (*report.Report, memBlobs) {
	tb.Helper()
	rep, blobs := d.build(tb)
	if err := rep.Classify(context.Background(), blobs, false); err != nil {
		tb.Fatal(err)
	}
	return rep, blobs
}

// build is the change's report, not classified, and its blobs.
func (d distinct) build(tb testing.TB) (*report.Report, memBlobs) {
	tb.Helper()
	blobs := memBlobs{}
	base, cur := map[string]result.Result{}, map[string]result.Result{}
	for i := range d.files {
		path := fmt.Sprintf("src/m%03d/f%06d.c", i%500, i)
		b := result.Result{Path: path, Status: result.Ran, Stdout: blobs.put(d.stdout(i, false)), CPU: time.Second}
		c := b
		c.Stdout = blobs.put(d.stdout(i, true))
		if d.slower {
			c.CPU = 3 * time.Second
		}
		base[path], cur[path] = b, c
	}
	rep := report.Build(result.Check, cur, base, nil, time.Second)
	if err := rep.MarkRegressions(report.DefaultThresholds); err != nil {
		tb.Fatal(err)
	}
	return rep, blobs
}

// stdout is file i's stdout, now or in the baseline.
func (d distinct) stdout(i int, now bool) []byte {
	if now {
		i += d.files
	}
	return fmt.Appendf(nil, "x = %s\nend\n", letters(i))
}
