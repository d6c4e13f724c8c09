package report

import (
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
// while any kinds are made, back to what it was when the last ends, and
// a GOGC higher than ours (or off) is left alone.
func TestRoomyGCPutsBackGOGC(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	first := roomyGC()
	second := roomyGC()
	if p := gcPercent(); p != kindsGC {
		t.Fatalf("GOGC %d while kinds are made, want %d", p, kindsGC)
	}
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
		release := roomyGC()
		if p := gcPercent(); p != theirs {
			t.Fatalf("GOGC %d while kinds are made, want the user's %d", p, theirs)
		}
		release()
		if p := gcPercent(); p != theirs {
			t.Fatalf("GOGC %d after kinds, want the user's %d", p, theirs)
		}
	}
}
