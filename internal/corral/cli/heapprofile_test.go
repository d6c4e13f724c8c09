package cli

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

// TestHeapPeaksWritesAProfile: --memprofile's watcher writes a heap
// profile once the heap has grown, and stops when told.
func TestHeapPeaksWritesAProfile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "heap.prof")
	stop := heapPeaks(path)
	hold := make([][]byte, 0, 64)
	for range 64 {
		hold = append(hold, make([]byte, 1<<20)) // 64 MB live
	}
	deadline := time.Now().Add(10 * time.Second)
	for {
		if info, err := os.Stat(path); err == nil && info.Size() > 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("no heap profile written in 10s")
		}
		time.Sleep(20 * time.Millisecond) // a poll interval
	}
	stop()
	_ = hold[63][0]
}
