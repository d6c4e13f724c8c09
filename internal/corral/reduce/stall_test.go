package reduce

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// TestWatchStall: a reduction whose best so far stops changing is
// stopped after the stall, and said stalled; one whose best keeps
// changing is not (issue 56.3: a stalled reduction held its share of the
// budget to the end).
func TestWatchStall(t *testing.T) {
	dir := t.TempDir()
	ctx, stalled, stop := watchStall(context.Background(), dir, 1500*time.Millisecond)
	defer stop()
	select {
	case <-ctx.Done():
	case <-time.After(10 * time.Second):
		t.Fatal("a best that never changed did not stop the reduction in 10s")
	}
	if !stalled() {
		t.Error("the stop is not said to be a stall")
	}

	busy := t.TempDir()
	ctx2, stalled2, stop2 := watchStall(context.Background(), busy, 1500*time.Millisecond)
	defer stop2()
	for i := range 8 {
		time.Sleep(400 * time.Millisecond)
		part := filepath.Join(busy, ".part")
		if err := os.WriteFile(part, []byte{byte(i)}, 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Rename(part, filepath.Join(busy, "best.c")); err != nil {
			t.Fatal(err)
		}
		if ctx2.Err() != nil {
			t.Fatalf("stopped after %d improvements 0.4 s apart, with a stall of 1.5 s", i+1)
		}
	}
	if stalled2() {
		t.Error("a best that kept changing is said stalled")
	}
	// Ctrl-C is no stall.
	parent, cancel := context.WithCancel(context.Background())
	_, stalled3, stop3 := watchStall(parent, t.TempDir(), time.Hour)
	defer stop3()
	cancel()
	if stalled3() {
		t.Error("an interrupt is said a stall")
	}
}
