package pool

import (
	"context"
	"runtime"
	"sync/atomic"
	"testing"
)

// BenchmarkAblation measures the hand-over of a trivial task (an atomic
// add, as in corral-lab's dispatch experiment) through GOMAXPROCS workers,
// with the pool as shipped and with one of its guarantees taken out per
// row, so that the cost of each is on the table:
//
//	make bench-ablation
//
// runs it in several rounds (bench/ablation.sh), each going once through
// every row, so the rows are interleaved and a slow spell of a shared
// machine falls on all of them. The last row is not an ablation but the
// batched hand-over: the same tasks through [Pool.GoRange].
func BenchmarkAblation(b *testing.B) {
	j := runtime.GOMAXPROCS(0)
	// each submits n tasks one by one; inRange as one range.
	each := func(submit func(*Pool, Task) error) func(*Pool, int, Task) error {
		return func(p *Pool, n int, t Task) error {
			for range n {
				if err := submit(p, t); err != nil {
					return err
				}
			}
			return nil
		}
	}
	inRange := func(p *Pool, n int, t Task) error {
		return p.GoRange(n, func(ctx context.Context, _ int) error { return t(ctx) })
	}
	rows := []struct {
		name   string
		start  func(n int) *Pool
		submit func(p *Pool, n int, t Task) error
	}{
		{"shipped", func(n int) *Pool { return New(context.Background(), n) }, each((*Pool).Go)},
		// The queue as long as the pool is wide: the default until
		// DefaultQueue.
		{"queue=n", func(n int) *Pool { return New(context.Background(), n, WithQueue(n)) }, each((*Pool).Go)},
		{"queue=0", func(n int) *Pool { return New(context.Background(), n, WithQueue(0)) }, each((*Pool).Go)},
		// Without a bound Go never blocks, and memory grows with the input.
		{"no-bound", func(n int) *Pool { return New(context.Background(), n, WithQueue(b.N)) }, each((*Pool).Go)},
		{"no-recover", func(n int) *Pool { return start(context.Background(), n, (*Pool).workNoRecover) }, each((*Pool).Go)},
		{"no-cancel", func(n int) *Pool { return start(context.Background(), n, (*Pool).workNoCancel) }, each((*Pool).goNoCancel)},
		{"bare", func(n int) *Pool { return start(context.Background(), n, (*Pool).workBare) }, each((*Pool).goNoCancel)},
		{"GoRange", func(n int) *Pool { return New(context.Background(), n) }, inRange},
		// GoRange's own guarantees, one taken out per row: the check
		// before every call made through ctx.Err() (as before), no check
		// but before each chunk, and no panic recovery or cancellation in
		// the workers.
		{"GoRange-ctxerr", func(n int) *Pool { return New(context.Background(), n) }, rangeWith(true)},
		{"GoRange-nocheck", func(n int) *Pool { return New(context.Background(), n) }, rangeWith(false)},
		{"GoRange-bare", func(n int) *Pool { return start(context.Background(), n, (*Pool).workBare) }, inRange},
	}
	for _, row := range rows {
		b.Run(row.name, func(b *testing.B) {
			var n atomic.Int64
			task := func(context.Context) error { n.Add(1); return nil }
			p := row.start(j)
			b.ResetTimer()
			if err := row.submit(p, b.N, task); err != nil {
				b.Fatal(err)
			}
			if err := p.Wait(); err != nil {
				b.Fatal(err)
			}
			if n.Load() != int64(b.N) {
				b.Fatalf("%d tasks ran, want %d", n.Load(), b.N)
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N), "ns/task")
		})
	}
}

// rangeWith is GoRange with the per-call cancellation check made through
// ctx.Err() (ctxErr), or with none but the one before each chunk.
func rangeWith(ctxErr bool) func(*Pool, int, Task) error {
	return func(p *Pool, n int, t Task) error {
		fn := func(ctx context.Context, _ int) error { return t(ctx) }
		size := min(max(n/(8*p.n), 1), MaxChunk)
		for lo := 0; lo < n; lo += size {
			hi := min(lo+size, n)
			chunk := func(ctx context.Context) error {
				for i := lo; i < hi; i++ {
					if err := fn(ctx, i); err != nil {
						return err
					}
				}
				return nil
			}
			if ctxErr {
				chunk = func(ctx context.Context) error {
					for i := lo; i < hi; i++ {
						if ctx.Err() != nil {
							return nil
						}
						if err := fn(ctx, i); err != nil {
							return err
						}
					}
					return nil
				}
			}
			if err := p.Go(chunk); err != nil {
				return err
			}
		}
		return nil
	}
}

// workNoRecover is work without the panic policy: a panicking task takes
// the process down.
func (p *Pool) workNoRecover() {
	for t := range p.tasks {
		if p.ctx.Err() != nil {
			continue
		}
		if err := t(p.ctx); err != nil {
			p.fail(err)
		}
	}
}

// workNoCancel is work that runs every queued task even after
// cancellation.
func (p *Pool) workNoCancel() {
	for t := range p.tasks {
		if err := p.run(t); err != nil {
			p.fail(err)
		}
	}
}

// workBare keeps only the error: no recovery, no cancellation.
func (p *Pool) workBare() {
	for t := range p.tasks {
		if err := t(p.ctx); err != nil {
			p.fail(err)
		}
	}
}

// goNoCancel is Go without the cancellation check: it blocks on a full
// queue even when the pool has failed.
func (p *Pool) goNoCancel(t Task) error {
	p.tasks <- t
	return nil
}
