package datadir

import (
	"errors"
	"sync"
	"sync/atomic"
	"time"
)

// pipeline is SyncGroup's group commit: one goroutine runs syncfs after
// syncfs, and each one makes durable both the data of the uploads written
// since the last and the names of the uploads that the last one made
// durable and that have since been linked (or renamed) into place.
//
// Why: an upload needs two syncs, one of its data before it takes its
// name (else a crash could leave the name on a file whose blocks were
// never written) and one of the name. With a plain group commit (group)
// for each, an upload woken by the sync of its data linked and asked for
// the next sync while the waiter woken first had started it already, for
// the few names linked by then; the rest waited for it to end and for one
// more: four and a half syncs an upload under a load of creates
// (docs/fs.md). Here, after a sync the committer waits, at most linkWait,
// until the uploads it woke have linked, so that their names go with the
// next sync: an upload waits for the sync running when it is written, the
// next one, and one more.
//
// A failed sync fails every upload it covered (see group); an upload that
// fails to link drops out. The committer holds no lock over a sync, and
// callers wait on channels, holding no IO thread.
type pipeline struct {
	sync     func() error
	linkWait time.Duration

	runs atomic.Uint64 // syncs run

	mu      sync.Mutex
	data    []*waiter // written, waiting for a sync of their data; under mu
	names   []*waiter // linked, waiting for a sync of their names; under mu
	linking int       // woken after a data sync, neither linked nor dropped out; under mu
	closed  bool      // under mu
	kick    chan struct{}
	stopped chan struct{}
}

// waiter is an upload waiting for a sync.
type waiter struct {
	done chan struct{}
	err  error // set before done is closed
}

// linkWait is how long a round waits for the uploads the last round woke
// to link before it syncs without the rest.
const linkWait = 2 * time.Millisecond

// errClosed is a commit after the store was closed.
var errClosed = errors.New("data directory closed")

func newPipeline(syncfs func() error) *pipeline {
	p := &pipeline{sync: syncfs, linkWait: linkWait, kick: make(chan struct{}, 1), stopped: make(chan struct{})}
	go p.run()
	return p
}

// poke wakes the committer if it sleeps.
func (p *pipeline) poke() {
	select {
	case p.kick <- struct{}{}:
	default:
	}
}

// wait registers on list (data or names) and waits for the sync that
// covers it.
func (p *pipeline) wait(list *[]*waiter, linked bool) error {
	w := &waiter{done: make(chan struct{})}
	p.mu.Lock()
	if linked {
		p.linking--
	}
	if p.closed && !linked {
		// A new upload after close; one in flight (linked) is still
		// served, so close waits for it.
		p.mu.Unlock()
		return errClosed
	}
	*list = append(*list, w)
	p.mu.Unlock()
	p.poke()
	<-w.done
	return w.err
}

// durable returns once the data written before the call is durable. On
// nil the caller must then call named, after taking its name, or dropped.
func (p *pipeline) durable() error { return p.wait(&p.data, false) }

// named returns once the name the caller took (after durable) is durable.
func (p *pipeline) named() error { return p.wait(&p.names, true) }

// changed returns once a change of names the caller made (a removal) is
// durable.
func (p *pipeline) changed() error { return p.wait(&p.names, false) }

// dropped says that the caller, after durable, takes no name.
func (p *pipeline) dropped() {
	p.mu.Lock()
	p.linking--
	p.mu.Unlock()
	p.poke()
}

// close stops the committer once no upload waits and none woken by a
// sync of its data is still to take its name; new uploads fail.
func (p *pipeline) close() {
	p.mu.Lock()
	p.closed = true
	p.mu.Unlock()
	p.poke()
	<-p.stopped
}

func (p *pipeline) run() {
	defer close(p.stopped)
	timer := time.NewTimer(time.Hour)
	timer.Stop()
	for {
		<-p.kick
		p.mu.Lock()
		if len(p.data) == 0 && len(p.names) == 0 {
			stop := p.closed && p.linking == 0
			p.mu.Unlock()
			if stop {
				return
			}
			continue
		}
		// Let the uploads woken by the last sync link, so their names go
		// with this one; new uploads only add to the batch meanwhile.
		p.awaitLinks(timer)
		data, names := p.data, p.names
		p.data, p.names = nil, nil
		p.mu.Unlock()
		err := p.syncOnce()
		for _, w := range names {
			w.err = err
			close(w.done)
		}
		if err == nil {
			p.mu.Lock()
			p.linking += len(data)
			p.mu.Unlock()
		}
		for _, w := range data {
			w.err = err
			close(w.done)
		}
		p.poke() // for what came while the sync ran, and to stop
	}
}

// awaitLinks waits, with mu held (and released while it waits), until the
// uploads woken by the last sync have all linked or dropped out, or
// linkWait has passed.
func (p *pipeline) awaitLinks(timer *time.Timer) {
	if p.linking == 0 {
		return
	}
	timer.Reset(p.linkWait)
	defer timer.Stop()
	for p.linking > 0 {
		p.mu.Unlock()
		select {
		case <-p.kick:
		case <-timer.C:
			p.mu.Lock()
			return
		}
		p.mu.Lock()
	}
}

// syncOnce runs one sync; a panic fails the uploads it covered rather
// than the server.
func (p *pipeline) syncOnce() (err error) {
	p.runs.Add(1)
	defer func() {
		if recover() != nil {
			err = errSyncPanicked
		}
	}()
	return p.sync()
}
