package fsio

import (
	"context"
	"fmt"
	"os"
	"sync/atomic"

	"github.com/corral-go/corral/internal/handoff"
	"github.com/corral-go/corral/pool"
)

// GoPool runs every call on one of a fixed set of goroutines, a
// [pool.Pool] of Config.Threads workers with a queue of Config.Queue. A
// goroutine blocked in the kernel still holds an OS thread, but there are
// never more than Threads of them, so the process stays under Threads +
// GOMAXPROCS + the runtime's own few threads.
//
// With Config.CallerRuns a call runs on the caller's goroutine instead
// when one of Threads permits is free and no call is queued. Every call,
// on a worker or on its caller, holds a permit while it runs, so no more
// than Threads goroutines are ever in a file call and the bound on OS
// threads is the same; what goes is the hand-off to a worker and back,
// two trips through the Go run queue per call (two or three calls per
// upload), which cost about 7 % of direct's upload rate (docs/fs.md).
type GoPool struct {
	p          *pool.Pool
	permits    chan struct{} // a token per call running; cap Threads
	callerRuns bool
	queued     atomic.Int64
	inline     atomic.Uint64 // calls run on their caller's goroutine
	cacheFirst
}

var _ Backend = (*GoPool)(nil)

// NewGoPool starts the pool.
func NewGoPool(cfg Config) *GoPool {
	n := max(cfg.Threads, 1)
	g := &GoPool{
		p:          pool.New(context.Background(), n, pool.WithQueue(cfg.Queue)),
		permits:    make(chan struct{}, n),
		callerRuns: cfg.CallerRuns,
	}
	g.cacheFirst.init(cfg.CacheFirst)
	return g
}

func (g *GoPool) Name() string { return "gopool" }

// Do runs call on the caller's goroutine if CallerRuns allows (see
// GoPool), and otherwise queues it and waits for it. Tasks always return nil to the pool (an
// IO error is the caller's, not a reason to stop the pool); the call's
// error comes back on done. A panic in call is re-raised on the caller's
// goroutine, where the server's per-request recovery handles it.
func (g *GoPool) Do(ctx context.Context, call func() error) error {
	if err := ctx.Err(); err != nil {
		return err
	}
	if ran, err := g.tryInline(call); ran {
		return err
	}
	type result struct {
		err   error
		panic any
	}
	done := make(chan result, 1)
	g.queued.Add(1)
	err := g.p.Go(func(context.Context) error {
		g.permits <- struct{}{} // may wait for calls running on their callers
		g.queued.Add(-1)        // only now: while it waits, callers queue too
		defer func() {
			<-g.permits
			if v := recover(); v != nil {
				done <- result{panic: v}
			}
		}()
		done <- result{err: call()}
		return nil
	})
	if err != nil {
		g.queued.Add(-1)
		return fmt.Errorf("io pool closed: %w", err)
	}
	r := <-done
	if r.panic != nil {
		panic(r.panic)
	}
	return r.err
}

// tryInline runs call on the caller's goroutine if CallerRuns allows it
// (one of the permits free and no call queued) and says whether it did;
// when every permit is taken the caller queues, as without CallerRuns.
func (g *GoPool) tryInline(call func() error) (ran bool, err error) {
	if !g.callerRuns || g.queued.Load() != 0 {
		return false, nil
	}
	select {
	case g.permits <- struct{}{}:
	default:
		return false, nil
	}
	g.inline.Add(1)
	defer func() { <-g.permits }()
	return true, call()
}

func (g *GoPool) ReadAt(ctx context.Context, f *os.File, b *Buffer, n int, off int64) (got int, err error) {
	got, complete := g.cacheFirst.read(f, b.b[:n], off)
	if complete {
		return got, nil
	}
	err = g.Do(ctx, func() error {
		m, err := readAt(f, b.b[got:n], off+int64(got))
		got += m
		return err
	})
	return got, err
}

func (g *GoPool) WriteAt(ctx context.Context, f *os.File, b *Buffer, n int, off int64) error {
	return g.Do(ctx, func() error { return writeAt(f, b.b[:n], off) })
}

// Sync hands the goroutine's P to the scheduler for the fsync's length
// (handoff.Fsync), so that a call that waits for the disk for milliseconds
// does not keep the request goroutines from running meanwhile; the pool's
// permit still counts its thread.
func (g *GoPool) Sync(ctx context.Context, f *os.File) error {
	return g.Do(ctx, func() error {
		if err := handoff.Fsync(f); err != nil {
			return fmt.Errorf("fsync: %w", err)
		}
		return nil
	})
}

func (g *GoPool) NewBuffer(size int) *Buffer { return goBuffer(size) }

// InlineCalls is the number of calls run on their caller's goroutine
// (Config.CallerRuns).
func (g *GoPool) InlineCalls() uint64 { return g.inline.Load() }

func (g *GoPool) QueueDepth() int { return int(max(g.queued.Load(), 0)) }

// Close waits for the queued calls and stops the workers. No call may be
// made after Close.
func (g *GoPool) Close() error { return g.p.Wait() }
