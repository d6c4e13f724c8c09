// Package spawn is the lab's goroutine start-up experiment (seed 003): a
// function doing k math.Sqrt calls, run X times directly and then in X
// goroutines, with the goroutine's overhead as the result.
//
// As in the seed, the goroutine variant ends with a garbage collection
// after every goroutine has finished, so the time of cleaning up is counted
// where it is caused. [Warm] lets a fresh process first take from the OS the
// stack memory X goroutines need, as the seed's long-running process (16
// hours of repetitions) had: otherwise the first-touch page faults of X
// fresh 2 KiB stacks, not the goroutines, are what is measured.
package spawn

import (
	"math"
	"runtime"
	"sync"
	"time"
)

// arg is a variable, not a constant, so the square roots are computed at
// run time as the seed's were.
var arg = 13.0

// work does k square roots and returns their sum.
//
//go:noinline
func work(k int) float64 {
	s := 0.0
	for range k {
		s += math.Sqrt(arg)
	}
	return s
}

// Direct calls work(k) x times and returns the time taken.
func Direct(x, k int) (time.Duration, float64) {
	start := time.Now()
	s := 0.0
	for range x {
		s += work(k)
	}
	return time.Since(start), s
}

// Warm runs x goroutines of one sqrt each and collects them, untimed.
func Warm(x int) {
	Goroutines(x, 1)
}

// Goroutines runs work(k) in x goroutines, all started before any is
// waited for, and returns the time taken and the peak number of goroutines
// alive seen by the starter.
func Goroutines(x, k int) (time.Duration, float64, int) {
	results := make([]float64, x)
	var wg sync.WaitGroup
	start := time.Now()
	peak := 0
	for i := range x {
		wg.Go(func() { results[i] = work(k) })
		if i%1024 == 0 {
			peak = max(peak, runtime.NumGoroutine())
		}
	}
	wg.Wait()
	runtime.GC()
	elapsed := time.Since(start)
	s := 0.0
	for _, r := range results {
		s += r
	}
	return elapsed, s, peak
}
