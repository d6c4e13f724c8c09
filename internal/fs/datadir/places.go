package datadir

import (
	"context"
	"fmt"
	"path"
	"sync"
)

// places puts committed uploads under their names in batches (SyncGroup):
// the uploads that reach their rename while a batch is being placed wait,
// and then one of them places them all with one call on the IO backend and
// makes the renames durable with one syncFS for all.
//
// Why: the rename was a call on the backend of its own for every upload,
// a hand-off to a pool thread and back that waited in the Go run queue
// behind hundreds of connections' goroutines, and `direct` made it where it
// stood; the renames of one directory run one at a time anyway, under its
// lock. A batch makes one hand-off for all of them.
type places struct {
	mu      sync.Mutex
	queue   []*placing    // waiting for the next batch; under mu
	running bool          // a batch is being placed; under mu
	done    chan struct{} // closed when it is; under mu
	batches uint64        // batches placed; under mu
}

// placing is one upload in a batch. err is written by the batch's leader
// before it marks the batch finished under places.mu, and read after.
type placing struct {
	u        *Upload
	err      error
	finished bool // under places.mu
}

// placeGrouped puts u under its name and returns once the rename is
// durable, or with the error of its rename or of the sync.
func (s *Store) placeGrouped(ctx context.Context, u *Upload) error {
	me := &placing{u: u}
	g := &s.places
	g.mu.Lock()
	g.queue = append(g.queue, me)
	for !me.finished {
		if g.running {
			done := g.done
			g.mu.Unlock()
			<-done
			g.mu.Lock()
			continue
		}
		batch := g.queue
		g.queue = nil
		g.running, g.done = true, make(chan struct{})
		g.mu.Unlock()
		s.leadPlaces(ctx, batch)
		g.mu.Lock()
	}
	err := me.err
	g.mu.Unlock()
	return err
}

// leadPlaces places batch and wakes its waiters, even if placing panics.
func (s *Store) leadPlaces(ctx context.Context, batch []*placing) {
	for _, p := range batch {
		p.err = errSyncPanicked // unless placeBatch returns
	}
	g := &s.places
	defer func() {
		g.mu.Lock()
		for _, p := range batch {
			p.finished = true
		}
		g.batches++
		g.running = false
		close(g.done)
		g.mu.Unlock()
	}()
	s.placeBatch(ctx, batch)
}

// placeBatch renames every upload of batch in one metadata call (removing
// the temporary file of one that cannot be placed), then makes the renames
// durable with one syncFS, and sets each one's error.
func (s *Store) placeBatch(ctx context.Context, batch []*placing) {
	errs := make([]error, len(batch))
	err := s.io.Do(context.WithoutCancel(ctx), func() error { // it serves the whole batch
		for i, p := range batch {
			if _, err := p.u.place(path.Dir(p.u.name)); err != nil {
				_ = s.dir.Remove(p.u.tmp)
				errs[i] = asNotFile(err)
			}
		}
		return nil
	})
	placed := false
	for i := range errs {
		if err != nil {
			errs[i] = err // the backend is closed; the next Open removes the files
		}
		placed = placed || errs[i] == nil
	}
	if placed {
		// The renames (and any directory made) with every other upload's.
		if err := s.syncFS(ctx); err != nil {
			for i := range errs {
				if errs[i] == nil {
					errs[i] = err
				}
			}
		}
	}
	for i, p := range batch {
		if errs[i] != nil {
			p.err = fmt.Errorf("upload %s: %w", p.u.name, errs[i])
		} else {
			p.err = nil
		}
	}
}

// PlaceBatches is how many batches of renames have been placed (SyncGroup).
func (s *Store) PlaceBatches() uint64 {
	s.places.mu.Lock()
	defer s.places.mu.Unlock()
	return s.places.batches
}
