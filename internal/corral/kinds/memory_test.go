package kinds

import (
	"fmt"
	"runtime"
	"testing"
)

// TestGroupingHoldsLittleAFile: the grouping Split gives of many changed
// files that share one edit holds a few bytes a file, as a check of a
// million changed files holds it whole while its report is made: each
// kind's files and each file's kinds, nothing more. Each file's kinds
// held a slice a file (32 bytes) and a family of one kind a copy of its
// kind's files (8), 48 bytes a file in all; with that copy alone, 24.
// With a kind's files as int32, 12, and a family's copy would add 4.
func TestGroupingHoldsLittleAFile(t *testing.T) {
	if raceDetector {
		t.Skip("the race detector changes the heap; make test runs this in a pass of its own")
	}
	const n = 100_000
	var c Catalog
	for i := range n {
		line := fmt.Sprintf("%09d", i)
		c.Add(Edits(fmt.Sprintf("f%06d", i), []Section{{What: "stdout", Lines: hunk1(line, "-"+line)}}))
	}
	before := liveHeap()
	g := c.Split()
	after := liveHeap()
	runtime.KeepAlive(&c)
	if len(g.Kinds) != 1 || g.OfFile.Len() != n {
		t.Fatalf("%d kinds of %d files, want 1 of %d", len(g.Kinds), g.OfFile.Len(), n)
	}
	perFile := float64(int64(after)-int64(before)) / n
	t.Logf("the grouping of %d files: %.1f bytes a file", n, perFile)
	if perFile > 14 {
		t.Errorf("the grouping holds %.1f bytes a file, want at most 14 (a kind's files and a file's kinds)", perFile)
	}
	runtime.KeepAlive(g)
}

// TestCatalogHoldsLittleAFile: a catalog of many changed files that share
// one edit holds a few bytes a file while the diffs are read: the files
// and units that show the edit, and each unit's file. As lists of ints
// they took 29 bytes a file of one edit; as int32, 15.
func TestCatalogHoldsLittleAFile(t *testing.T) {
	if raceDetector {
		t.Skip("the race detector changes the heap; make test runs this in a pass of its own")
	}
	const n = 100_000
	before := liveHeap()
	var c Catalog
	for i := range n {
		line := fmt.Sprintf("%09d", i)
		c.Add(Edits(fmt.Sprintf("f%06d", i), []Section{{What: "stdout", Lines: hunk1(line, "-"+line)}}))
	}
	after := liveHeap()
	perFile := float64(int64(after)-int64(before)) / n
	t.Logf("the catalog of %d files: %.1f bytes a file", n, perFile)
	if perFile > 20 {
		t.Errorf("the catalog holds %.1f bytes a file, want at most 20 (int32 lists of its files and units)", perFile)
	}
	runtime.KeepAlive(&c)
}

// liveHeap is the heap in use once the collector has run.
func liveHeap() uint64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapAlloc
}
