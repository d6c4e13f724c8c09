package osthreads

import (
	"runtime"
	"sync"
	"testing"
)

// TestCount locks goroutines to threads of their own and checks that the
// count grows by at least that many.
func TestCount(t *testing.T) {
	before, err := Count()
	if err != nil {
		t.Fatal(err)
	}
	const n = 4
	var ready, release sync.WaitGroup
	ready.Add(n)
	release.Add(1)
	var done sync.WaitGroup
	for range n {
		done.Go(func() {
			runtime.LockOSThread() // never unlocked: the thread ends with the goroutine
			ready.Done()
			release.Wait()
		})
	}
	ready.Wait()
	during, err := Count()
	release.Done()
	done.Wait()
	if err != nil {
		t.Fatal(err)
	}
	if during < n || during < before {
		t.Errorf("got %d threads with %d locked goroutines (%d before)", during, n, before)
	}
	if Created() < 1 {
		t.Errorf("Created() = %d with %d threads alive", Created(), during)
	}
}
