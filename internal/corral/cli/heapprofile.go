package cli

import (
	"os"
	"runtime"
	"runtime/metrics"
	"runtime/pprof"
	"time"
)

// heapPeaks writes a heap profile to path each time the live heap grows
// a tenth past its largest so far, checked every 100 ms, until the
// returned stop is called: the profile of the heap at (about) its
// largest, for the hidden --memprofile. Errors are ignored: it is a
// debugging aid, and a run goes on without it.
func heapPeaks(path string) (stop func()) {
	done := make(chan struct{})
	finished := make(chan struct{})
	go func() {
		defer close(finished)
		sample := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
		var peak uint64
		tick := time.NewTicker(100 * time.Millisecond)
		defer tick.Stop()
		for {
			select {
			case <-done:
				return
			case <-tick.C:
			}
			metrics.Read(sample)
			if live := sample[0].Value.Uint64(); live > peak+peak/10 {
				peak = live
				if f, err := os.Create(path); err == nil {
					runtime.GC()
					_ = pprof.Lookup("heap").WriteTo(f, 0)
					_ = f.Close()
				}
			}
		}
	}()
	return func() {
		close(done)
		<-finished
	}
}
