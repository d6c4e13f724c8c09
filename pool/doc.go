// Package pool is corral's bounded executor: a fixed number of long-lived
// workers that run submitted tasks.
//
// # Limit and back-pressure
//
// [New] starts exactly n worker goroutines and no more are ever created.
// [Pool.Go] puts a task on a queue of q = max(n, [DefaultQueue]) slots that
// the workers take from, so it blocks while all n workers are busy and q
// tasks wait: the caller is throttled to the pool's speed and at most n+q
// tasks are ever held ([WithQueue] sets another q). A pool never starts or
// stops goroutines per task, so there is no thread churn. The queue's
// slots are there for speed: with one slot per worker (the default before
// DefaultQueue) a trivial task cost ~3× what it costs with 64, and with an
// unbuffered hand-over more still (BenchmarkAblation; corral-lab's dispatch
// experiment, docs/lab).
//
// # Ranges
//
// [Pool.GoRange] submits fn(ctx, i) for every i in [0, n) as chunks of
// consecutive i, one task each, so that the hand-over is paid once a chunk
// rather than once a call: a trivial call costs about a fifth of what it
// costs through Go, near J plain loops that hand nothing over
// (BenchmarkAblation; docs/lab.md). The chunks are ordinary tasks,
// so every guarantee below holds for them, and within a chunk no call
// starts after cancellation. It is the pool's counterpart of rayon's
// par_iter and oneTBB's parallel_for.
//
// # Cancellation
//
// Every task receives the pool's context. It is cancelled when the parent
// context is cancelled, or when a task returns an error or panics. After
// cancellation [Pool.Go] returns the cause at once instead of blocking,
// queued tasks that have not started are dropped, and tasks already running
// are expected to watch their context.
//
// # Errors and panics
//
// The first error returned by a task is kept and returned by [Pool.Wait];
// later errors are dropped, as in golang.org/x/sync/errgroup. A panicking task
// does not take the process down: the worker recovers it, records it as a
// [*PanicError] carrying the value and the stack, and cancels the pool like
// any other error. We chose this over re-panicking in Wait because corral's
// callers must still close their store cleanly after a bug in one task;
// callers that prefer to crash can re-panic on a *PanicError themselves.
//
// # Ownership
//
// The goroutine that called [New] owns the pool: it must call [Pool.Wait]
// exactly once, after its last [Pool.Go], and Wait returns only when every
// worker has exited.
package pool
