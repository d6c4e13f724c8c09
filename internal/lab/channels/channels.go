// Package channels is the lab's channel experiment (seed 001): a producer
// and a consumer goroutine passing values over one channel, each doing a
// busy loop of "load cycles" per value, under a chosen GOMAXPROCS.
//
// The measurement is values per second and the OS threads the process had
// at the end (Go never gives threads back, so the end is the peak). The
// seed's knob for the busy loop is kept: each cycle is one increment the
// compiler cannot remove.
package channels

import (
	"fmt"
	"time"

	"github.com/corral-go/corral/internal/osthreads"
)

// Result is one run.
type Result struct {
	Values  int     // values received
	Seconds float64 // from the first send to the last receive
	Threads int     // OS threads of the process at the end, from /proc
}

// burn spins for cycles increments and returns a value that depends on them.
//
//go:noinline
func burn(cycles int) int {
	x := 0
	for j := 0; j < cycles; j++ {
		x++
	}
	return x
}

// Run sends values values from a producer to a consumer goroutine through a
// channel of capacity buffer (0: unbuffered, as in the seed), each side
// spinning cycles before every send or receive.
func Run(values, cycles, buffer int) (Result, error) {
	ch := make(chan int, buffer)
	done := make(chan int)
	start := time.Now()
	go func() {
		s := 0
		for i := range values {
			s += burn(cycles)
			ch <- i
		}
		close(ch)
		done <- s
	}()
	got, s := 0, 0
	for {
		s += burn(cycles)
		if _, ok := <-ch; !ok {
			break
		}
		got++
	}
	elapsed := time.Since(start)
	// The loops' sums are checked, which also keeps the compiler from
	// dropping them: the producer spun once per value, the consumer once
	// more, for the receive that found the channel closed.
	if ps := <-done; ps != values*cycles || s != (values+1)*cycles {
		return Result{}, fmt.Errorf("load cycles: producer %d, consumer %d, want %d and %d", ps, s, values*cycles, (values+1)*cycles)
	}
	threads, err := osthreads.Count()
	if err != nil {
		return Result{}, err
	}
	if got != values {
		return Result{}, fmt.Errorf("received %d values, want %d", got, values)
	}
	return Result{Values: got, Seconds: elapsed.Seconds(), Threads: threads}, nil
}
