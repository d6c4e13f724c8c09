package pool

import (
	"context"
	"fmt"
	"runtime/debug"
	"sync"
)

// Task is one unit of work. It receives the pool's context.
type Task func(ctx context.Context) error

// Pool is a bounded executor. The zero value is not usable; call [New].
type Pool struct {
	ctx    context.Context
	cancel context.CancelCauseFunc
	tasks  chan Task
	wg     sync.WaitGroup

	errOnce sync.Once
	err     error // written once under errOnce, read after wg.Wait
	closed  bool  // owned by the goroutine that calls Wait
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
// taken as 0, an unbuffered hand-over). The default is n, one per worker.
// A longer queue lets bursts of submitters return at once, at the cost of
// holding up to n+q tasks.
func WithQueue(q int) Option {
	return func(o *options) { o.queue = max(q, 0) }
}

// New starts a pool of n workers (n < 1 is taken as 1) bound to ctx.
func New(ctx context.Context, n int, opts ...Option) *Pool {
	if n < 1 {
		n = 1
	}
	// The queue holds n tasks by default: one waiting for each worker.
	// Measured in corral-lab (docs/lab), an unbuffered hand-over made every
	// Go a rendezvous with a sleeping worker and cost ~3× the seed's
	// buffered channel; n slots keep every worker fed while still bounding
	// what is pending to n.
	o := options{queue: n}
	for _, opt := range opts {
		opt(&o)
	}
	ctx, cancel := context.WithCancelCause(ctx)
	p := &Pool{ctx: ctx, cancel: cancel, tasks: make(chan Task, o.queue)}
	p.wg.Add(n)
	for range n {
		go p.work()
	}
	return p
}

// Context returns the context passed to tasks: done when the pool is
// cancelled.
func (p *Pool) Context() context.Context { return p.ctx }

// Go submits t. It returns as soon as t is queued, and blocks while the
// queue is full (n tasks running and n waiting). It returns the
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
	defer p.wg.Done()
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
		p.cancel(err)
	})
}
