package corral

import (
	"context"
	"time"

	"github.com/corral-go/corral/internal/corral/result"
)

// liveBatch is how many results liveStatus looks up at once, waiting
// up to liveWait for them: a lookup costs a query, and a query of 64
// paths about 4 µs a path against 9 µs for one alone (see
// store.PinnedBaseline.Lookup); taking only what had come, batches of one
// or two cost a check 60 µs a file. The progress display redraws every
// 100 ms at most.
const (
	liveBatch = 64
	liveWait  = 50 * time.Millisecond
)

// liveStatus tells the observer each result with its status against the
// pinned baseline, for the progress display's counts, without a lookup
// on the jobs' path: the store pool's workers hand results over (add,
// which blocks while 2 × liveBatch wait), and one goroutine looks them up
// in batches and calls tell, in the order they came. close returns once
// every result added was told.
type liveStatus struct {
	in   chan result.Result
	done chan struct{}
}

// startLive starts telling tell each result's status.
func (p *Pipeline) startLive(ctx context.Context, tell func(result.Result, string)) *liveStatus {
	l := &liveStatus{in: make(chan result.Result, 2*liveBatch), done: make(chan struct{})}
	go func() {
		defer close(l.done)
		batch := make([]result.Result, 0, liveBatch)
		wait := time.NewTimer(liveWait)
		defer wait.Stop()
		for r := range l.in {
			batch = append(batch[:0], r)
			wait.Reset(liveWait)
		more:
			for len(batch) < liveBatch {
				select {
				case r, ok := <-l.in:
					if !ok {
						break more
					}
					batch = append(batch, r)
				case <-wait.C:
					break more
				}
			}
			for i, status := range p.statuses(ctx, batch...) {
				tell(batch[i], status)
			}
		}
	}()
	return l
}

// add hands r over; safe for concurrent use, until close.
func (l *liveStatus) add(r result.Result) { l.in <- r }

// close waits until every result added was told.
func (l *liveStatus) close() {
	close(l.in)
	<-l.done
}
