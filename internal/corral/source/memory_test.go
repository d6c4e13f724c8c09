package source_test

import (
	"context"
	"fmt"
	"runtime"
	"testing"

	"github.com/corral-go/corral/internal/corral/source"
)

// liveHeap is the heap in use after a collection.
func liveHeap() int64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return int64(m.HeapAlloc)
}

// TestFeedHoldsNoNamePerFile: a feed of a scanned TAR, without Names,
// holds nothing per file while it unpacks: the live heap when its last
// file lands is within a bound of what it was at its 1,000th, whatever
// the files in between. It held the scan's entries, a set of every file
// (twice) and the unpacker's tree of every path, about 250 bytes a file.
func TestFeedHoldsNoNamePerFile(t *testing.T) {
	if testing.Short() || raceDetector {
		t.Skip("a pass of its own without the race detector (make test): unpacks 20,000 files")
	}
	const n = 20000
	entries := make([]entry, n)
	for i := range entries {
		entries[i] = file(fmt.Sprintf("src/dir%02d/file%06d.bas", i%50, i), "1\n")
	}
	src := writeFile(t, makeTar(t, entries...))
	var at1000, atEnd int64
	seen := 0
	onFile := func(string) {
		switch seen++; seen {
		case 1000:
			at1000 = liveHeap()
		case n:
			atEnd = liveHeap()
		}
	}
	all := func(string) bool { return true }
	none := func(string) bool { return false }
	f, total := source.Start(context.Background(), src, t.TempDir(), all, none, source.Options{OnFile: onFile})
	if total != n {
		t.Fatalf("total %d, want %d", total, n)
	}
	for range f.Paths() {
	}
	if count, names, err := f.Wait(); err != nil || count.Files != n || names != nil {
		t.Fatalf("Wait: %+v, %d names, %v; want %d files and no names", count, len(names), err, n)
	}
	// 19,000 files later: less than 20 bytes a file.
	if grown := atEnd - at1000; grown > 19000*20 {
		t.Errorf("the live heap grew %d bytes over the last 19,000 files (%d a file); want no name held per file", grown, grown/19000)
	}
}
