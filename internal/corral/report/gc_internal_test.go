package report

import (
	"math"
	"runtime/debug"
	"testing"
)

// gcPercent reads the process's GOGC without changing it.
func gcPercent() int {
	p := debug.SetGCPercent(100)
	debug.SetGCPercent(p)
	return p
}

// TestRoomyGCPutsBackGOGC holds roomyGC to its word: GOGC is kindsGC
// while any making of kinds that raised it goes on, left alone by one
// that did not (small diffs), back to what it was when the last ends, and
// a GOGC higher than ours (or off) is left alone.
func TestRoomyGCPutsBackGOGC(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	raise1, first := roomyGC()
	raise2, second := roomyGC()
	_, small := roomyGC()
	if p := gcPercent(); p != 100 {
		t.Fatalf("GOGC %d before any raise, want 100", p)
	}
	raise1()
	raise2()
	raise2()
	if p := gcPercent(); p != kindsGC {
		t.Fatalf("GOGC %d while kinds are made, want %d", p, kindsGC)
	}
	small()
	first()
	if p := gcPercent(); p != kindsGC {
		t.Fatalf("GOGC %d while one making of kinds goes on, want %d", p, kindsGC)
	}
	second()
	if p := gcPercent(); p != 100 {
		t.Fatalf("GOGC %d after kinds, want 100 back", p)
	}
	for _, theirs := range []int{-1, 2 * kindsGC} {
		debug.SetGCPercent(theirs)
		raise, release := roomyGC()
		raise()
		if p := gcPercent(); p != theirs {
			t.Fatalf("GOGC %d while kinds are made, want the user's %d", p, theirs)
		}
		release()
		if p := gcPercent(); p != theirs {
			t.Fatalf("GOGC %d after kinds, want the user's %d", p, theirs)
		}
	}
}

// TestRoomyGCBoundsTheHeap: while kinds are made, the collector's pace is
// raised and the memory the process may grow to is bounded by a soft
// limit above what it uses (GOGC 400 alone let a check of 100,000 changed
// files grow to 904 MB, now 690); a limit the user set (GOMEMLIMIT)
// stands, and both are put back after.
func TestRoomyGCBoundsTheHeap(t *testing.T) {
	before := debug.SetMemoryLimit(-1)
	defer debug.SetMemoryLimit(before)
	debug.SetMemoryLimit(math.MaxInt64)
	_, done := roomyGC()
	limit := debug.SetMemoryLimit(-1)
	if used := memoryInUse(); limit == math.MaxInt64 || limit < used+kindsRoom {
		t.Errorf("limit while kinds are made %d, want at least %d in use + %d", limit, used, kindsRoom)
	}
	done()
	if got := debug.SetMemoryLimit(-1); got != math.MaxInt64 {
		t.Errorf("limit after %d, want none again", got)
	}
	debug.SetMemoryLimit(1 << 40) // the user's
	_, done = roomyGC()
	if got := debug.SetMemoryLimit(-1); got != 1<<40 {
		t.Errorf("the user's limit became %d", got)
	}
	done()
}
