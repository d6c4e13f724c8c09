// Package memory is the lab's goroutine memory experiment (seed 003): the
// bytes each parked goroutine costs, from the runtime's own accounting
// (runtime/metrics) and from the process's resident set (/proc).
package memory

import (
	"fmt"
	"os"
	"runtime"
	"runtime/metrics"
	"strconv"
	"strings"
	"sync"
)

// Result is one measurement of n parked goroutines.
type Result struct {
	Goroutines   int
	StackBytes   float64 // stack memory per goroutine (runtime/metrics)
	RuntimeBytes float64 // all memory the runtime got from the OS, per goroutine
	RSSBytes     float64 // resident set growth per goroutine
}

// Measure starts n goroutines that park on one channel, measures, and
// releases them.
func Measure(n int) (Result, error) {
	before, err := sample()
	if err != nil {
		return Result{}, err
	}
	release := make(chan struct{})
	var started, stopped sync.WaitGroup
	started.Add(n)
	stopped.Add(n)
	for range n {
		go func() {
			started.Done()
			<-release
			stopped.Done()
		}()
	}
	started.Wait()
	after, err := sample()
	close(release)
	stopped.Wait()
	if err != nil {
		return Result{}, err
	}
	per := func(a, b uint64) float64 { return (float64(a) - float64(b)) / float64(n) }
	return Result{
		Goroutines:   n,
		StackBytes:   per(after.stack, before.stack),
		RuntimeBytes: per(after.total, before.total),
		RSSBytes:     per(after.rss, before.rss),
	}, nil
}

type snapshot struct{ stack, total, rss uint64 }

func sample() (snapshot, error) {
	runtime.GC()
	ms := []metrics.Sample{
		{Name: "/memory/classes/heap/stacks:bytes"},
		{Name: "/memory/classes/total:bytes"},
	}
	metrics.Read(ms)
	rss, err := residentBytes()
	if err != nil {
		return snapshot{}, err
	}
	return snapshot{stack: ms[0].Value.Uint64(), total: ms[1].Value.Uint64(), rss: rss}, nil
}

// residentBytes reads the resident set size from /proc/self/statm.
func residentBytes() (uint64, error) {
	b, err := os.ReadFile("/proc/self/statm")
	if err != nil {
		return 0, fmt.Errorf("read resident set: %w", err)
	}
	f := strings.Fields(string(b))
	if len(f) < 2 {
		return 0, fmt.Errorf("read resident set: short /proc/self/statm %q", b)
	}
	pages, err := strconv.ParseUint(f[1], 10, 64)
	if err != nil {
		return 0, fmt.Errorf("read resident set: %w", err)
	}
	return pages * uint64(os.Getpagesize()), nil
}
