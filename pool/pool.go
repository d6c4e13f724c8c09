package pool

import (
	"context"
	"fmt"
	"runtime/debug"
	"sync"
	"sync/atomic"
)

// Task is one unit of work. It receives the pool's context.
type Task func(ctx context.Context) error

// Pool is a bounded executor. The zero value is not usable; call [New].
type Pool struct {
	ctx    context.Context
	cancel context.CancelCauseFunc
	tasks  chan Task
	n      int // workers
	wg     sync.WaitGroup

	errOnce sync.Once
	err     error // written once under errOnce, read after wg.Wait
	closed  bool  // owned by the goroutine that calls Wait

	// stopped is set when the pool is cancelled: at once by a failing
	// task, and by the parent context's cancellation (context.AfterFunc,
	// a moment after it). GoRange checks it before every call: one atomic
	// load, where ctx.Err() is an interface call besides (about 1 ns of a
	// 10 ns call at J = 2).
	stopped atomic.Bool
}

// PanicError is the error recorded when a task panics.
type PanicError struct {
	Value any
	Stack []byte
}

func (e *PanicError) Error() string {
	return fmt.Sprintf("task panicked: %v\n%s", e.Value, e.Stack)
}

// Unwrap returns the panic value when it is an error.
func (e *PanicError) Unwrap() error {
	if err, ok := e.Value.(error); ok {
		return err
	}
	return nil
}

// Option configures a pool in [New].
type Option func(*options)

type options struct {
	queue int
}

// WithQueue sets how many submitted tasks may wait for a worker (q < 0 is
// taken as 0, an unbuffered hand-over). The default is [DefaultQueue]
// or n, whichever is larger. A longer queue lets bursts of submitters return
// at once, at the cost of holding up to n+q tasks.
func WithQueue(q int) Option {
	return func(o *options) { o.queue = max(q, 0) }
}

// DefaultQueue is the shortest queue a pool has unless [WithQueue] says
// otherwise.
//
// With trivial tasks the queue's length is what a hand-over costs. A short
// queue empties and fills at every step, so nearly every Go and every
// receive meets a parked goroutine and pays for a wake through the
// scheduler; 64 slots let both sides run for a while on their own, for
// about a third of what a queue of n = 2 costs a task, and longer queues
// gain nothing more (BenchmarkAblation; docs/lab.md). What it costs is
// memory for 64 waiting closures, a constant.
const DefaultQueue = 64

// New starts a pool of n workers (n < 1 is taken as 1) bound to ctx.
func New(ctx context.Context, n int, opts ...Option) *Pool {
	return start(ctx, n, (*Pool).work, opts...)
}

// start is [New] with the workers' loop as a parameter, so that the
// ablation benchmark can measure the pool with one guarantee taken out.
func start(ctx context.Context, n int, work func(*Pool), opts ...Option) *Pool {
	if n < 1 {
		n = 1
	}
	o := options{queue: max(n, DefaultQueue)}
	for _, opt := range opts {
		opt(&o)
	}
	ctx, cancel := context.WithCancelCause(ctx)
	p := &Pool{ctx: ctx, cancel: cancel, tasks: make(chan Task, o.queue), n: n}
	context.AfterFunc(ctx, func() { p.stopped.Store(true) })
	p.wg.Add(n)
	for range n {
		go func() {
			defer p.wg.Done()
			work(p)
		}()
	}
	return p
}

// Context returns the context passed to tasks: done when the pool is
// cancelled.
func (p *Pool) Context() context.Context { return p.ctx }

// Go submits t. It returns as soon as t is queued, and blocks while the
// queue is full (n tasks running and the queue's length waiting). It returns the
// cancellation cause without queueing t if the pool is cancelled first; a
// queued task that no worker has started when the pool is cancelled is
// dropped. Go is safe for concurrent use, but must not be called once Wait
// has been called.
func (p *Pool) Go(t Task) error {
	// Fail fast: a select with both cases ready picks at random.
	if err := p.ctx.Err(); err != nil {
		return context.Cause(p.ctx)
	}
	// Fast path: room in the queue. A select with a default case is a
	// non-blocking send, which does not lock the context's Done channel.
	select {
	case p.tasks <- t:
		return nil
	default:
	}
	select {
	case p.tasks <- t:
		return nil
	case <-p.ctx.Done():
		return context.Cause(p.ctx)
	}
}

// GoRange submits fn(ctx, i) for every i in [0, n), handed to the workers
// in chunks of consecutive i, so that the hand-over that [Pool.Go] pays for
// each task is paid once per chunk: for tasks of a few nanoseconds that
// hand-over is most of the cost (BenchmarkAblation's GoRange rows;
// corral-lab's dispatch experiment). Each chunk is one task of the pool,
// so the guarantees are Go's: GoRange blocks while the queue is full, the
// pool holds at most n+q chunks of constant size whatever n is, an error
// or panic in fn stops its chunk and cancels the pool, and once the pool
// has seen its cancellation no further fn starts, within a chunk too: at
// once when a call fails, and a moment after the parent context is
// cancelled, which the pool hears of through [context.AfterFunc] on a
// goroutine of its own. A chunk's calls that end in that moment are
// followed by more; an exact check, ctx.Err() before every call, cost 2.3
// ns a call, a third of GoRange's dispatch, in BenchmarkAblation, so fn
// checks its ctx itself where a call after the parent's cancellation
// matters. GoRange returns once every chunk is queued, or the
// cancellation cause; [Pool.Wait] waits for them.
//
// A chunk is n/(8·workers) calls, at most [MaxChunk] and at least one:
// eight chunks per worker keep the workers level at the end when calls
// differ in length, and the cap keeps a chunk short enough that a worker
// that finishes early finds another to take.
func (p *Pool) GoRange(n int, fn func(ctx context.Context, i int) error) error {
	size := min(max(n/(8*p.n), 1), MaxChunk)
	for lo := 0; lo < n; lo += size {
		hi := min(lo+size, n)
		err := p.Go(func(ctx context.Context) error {
			for i := lo; i < hi; i++ {
				if p.stopped.Load() {
					return nil // cancelled: the rest is dropped like queued tasks
				}
				if err := fn(ctx, i); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			return err
		}
	}
	return nil
}

// MaxChunk is the most calls [Pool.GoRange] hands over at once. At 1,024
// the hand-over's ~50 ns is spread to under 0.1 ns a call.
const MaxChunk = 1024

// Wait stops accepting tasks, waits for the running ones and the workers to
// finish, and returns the first task error (or [*PanicError]). It returns
// nil when the pool was cancelled only by its parent context; the caller
// sees that through its own context.
func (p *Pool) Wait() error {
	if !p.closed {
		p.closed = true
		close(p.tasks)
	}
	p.wg.Wait()
	p.cancel(context.Canceled)
	return p.err
}

func (p *Pool) work() {
	for t := range p.tasks {
		if p.ctx.Err() != nil {
			continue // cancelled: drain the queue without running it
		}
		if err := p.run(t); err != nil {
			p.fail(err)
		}
	}
}

func (p *Pool) run(t Task) (err error) {
	defer func() {
		if v := recover(); v != nil {
			err = &PanicError{Value: v, Stack: debug.Stack()}
		}
	}()
	return t(p.ctx)
}

func (p *Pool) fail(err error) {
	p.errOnce.Do(func() {
		p.err = err
		p.stopped.Store(true)
		p.cancel(err)
	})
}
