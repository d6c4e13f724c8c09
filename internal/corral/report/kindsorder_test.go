package report_test

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"runtime"
	"sync/atomic"
	"testing"
	"time"

	"github.com/corral-go/corral/internal/corral/result"
)

// slowBlobs reads from memBlobs, the first files' blobs slowest: the
// files' cuts finish in about the reverse of their order. After fail
// reads, every read fails with errDisk.
type slowBlobs struct {
	memBlobs
	order map[result.Hash]int // the file each blob is of
	reads atomic.Int64
	fail  int64 // 0: none fails
}

var errDisk = errors.New("read error (test)")

func (s *slowBlobs) ReadBlob(ctx context.Context, h result.Hash, limit int64) ([]byte, bool, error) {
	if n := s.reads.Add(1); s.fail > 0 && n > s.fail {
		return nil, false, errDisk
	}
	if i, ok := s.order[h]; ok && i < 40 {
		time.Sleep(time.Duration(40-i) * 200 * time.Microsecond)
	}
	return s.memBlobs.ReadBlob(ctx, h, limit)
}

// TestKindsDoNotDependOnWhichReadEndsFirst: the changed files are read
// and cut by several goroutines at once, and added to the kinds in path
// order; reads that end in the reverse order make the same kinds, and a
// read that fails midway ends Classify with its error and leaves no
// goroutine behind.
func TestKindsDoNotDependOnWhichReadEndsFirst(t *testing.T) {
	d := distinct{files: 300}
	want, blobs := d.report(t)
	wantJSON, _ := json.Marshal(want.Kinds)

	slow := &slowBlobs{memBlobs: blobs, order: map[result.Hash]int{}}
	for i := range d.files {
		// Both sides of each file, by its place among the files (whose
		// paths sort as they are made).
		slow.order[sha256.Sum256(d.stdout(i, false))] = i
		slow.order[sha256.Sum256(d.stdout(i, true))] = i
	}
	got, _ := d.build(t)
	if err := got.Classify(context.Background(), slow, false); err != nil {
		t.Fatal(err)
	}
	if gotJSON, _ := json.Marshal(got.Kinds); string(gotJSON) != string(wantJSON) {
		t.Fatalf("kinds made from reads that end out of order differ:\n%s\nwant\n%s", gotJSON, wantJSON)
	}

	before := runtime.NumGoroutine()
	failing := &slowBlobs{memBlobs: blobs, order: slow.order, fail: 150}
	rep, _ := d.build(t)
	if err := rep.Classify(context.Background(), failing, false); !errors.Is(err, errDisk) {
		t.Fatalf("Classify with a read that fails: %v, want %v", err, errDisk)
	}
	deadline := time.Now().Add(5 * time.Second)
	for runtime.NumGoroutine() > before && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if n := runtime.NumGoroutine(); n > before {
		t.Fatalf("%d goroutines after a failed Classify, %d before", n, before)
	}
}
