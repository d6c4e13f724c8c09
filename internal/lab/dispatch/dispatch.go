// Package dispatch is the lab's dispatch experiment (seeds 000 and 002):
// T trivial tasks handed to J workers, with the cost of the hand-over as the
// thing measured.
//
// Every variant runs the same task, [Task], which adds one to a shared
// atomic counter: it is as cheap as the seed's empty function, and the
// counter proves afterwards that every task ran exactly once. The C++
// programs in cxx/ run the same task with std::atomic.
//
// # Concurrency
//
// Each variant starts its workers, submits T tasks from the calling
// goroutine and returns only when every task has finished and every worker
// it started has stopped (or, for the third-party pools, has been released).
package dispatch

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/alitto/pond/v2"
	"github.com/panjf2000/ants/v2"
	"golang.org/x/sync/errgroup"

	"github.com/corral-go/corral/pool"
)

// Counter counts the tasks that ran.
type Counter struct{ n atomic.Int64 }

// Task is the trivial unit of work: it counts itself.
func (c *Counter) Task() { c.n.Add(1) }

// Load returns how many tasks ran.
func (c *Counter) Load() int64 { return c.n.Load() }

// Variant runs tasks trivial tasks through workers workers and returns how
// many ran.
type Variant func(tasks, workers int) (int64, error)

// Variants are the Go designs compared, by name.
var Variants = map[string]Variant{
	"seed":       Seed,
	"pool":       Pool,
	"pool-qj":    PoolQueueJ,
	"pool-range": PoolRange,
	"floor":      Floor,
	"errgroup":   Errgroup,
	"ants":       Ants,
	"pond":       Pond,
	"goroutines": Goroutines,
}

// Names returns the names of [Variants], sorted.
func Names() []string {
	names := make([]string, 0, len(Variants))
	for n := range Variants {
		names = append(names, n)
	}
	slices.Sort(names)
	return names
}

// Seed is the seed's design: a channel of capacity J, J runner goroutines,
// and a zero value as the sentinel that stops a runner.
func Seed(tasks, workers int) (int64, error) {
	var c Counter
	ch := make(chan int, workers)
	done := make(chan bool)
	for range workers {
		go func() {
			for arg := range ch {
				if arg == 0 {
					break
				}
				c.Task()
			}
			done <- true
		}()
	}
	for i := 1; i <= tasks; i++ {
		ch <- i
	}
	for range workers {
		ch <- 0
		<-done
	}
	return c.Load(), nil
}

// Pool is corral's [pool.Pool] as shipped: its queue is
// [pool.DefaultQueue] long.
func Pool(tasks, workers int) (int64, error) {
	return runPool(pool.New(context.Background(), workers), eachTask(tasks))
}

// PoolQueueJ is corral's [pool.Pool] with a queue of J, one slot per
// worker as in the seed's channel: the pool's default until measurements
// like this one made it 64.
func PoolQueueJ(tasks, workers int) (int64, error) {
	return runPool(pool.New(context.Background(), workers, pool.WithQueue(workers)), eachTask(tasks))
}

// PoolRange is corral's [pool.Pool] with the T tasks submitted as one
// range through [pool.Pool.GoRange], which hands them to the workers in
// chunks: the pool's answer to rayon's par_iter.
func PoolRange(tasks, workers int) (int64, error) {
	return runPool(pool.New(context.Background(), workers), func(p *pool.Pool, c *Counter) error {
		return p.GoRange(tasks, func(context.Context, int) error { c.Task(); return nil })
	})
}

// Floor hands nothing over: J goroutines each run their share of the T
// tasks in a plain loop. No design that runs the tasks on J threads can be
// faster; what is left is the task itself, whose atomic add contends for
// one cache line across the threads.
func Floor(tasks, workers int) (int64, error) {
	var c Counter
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() {
			for range tasks/workers + min(1, max(0, tasks%workers-w)) {
				c.Task()
			}
		})
	}
	wg.Wait()
	return c.Load(), nil
}

// runPool submits a counter's tasks to p with submit, waits, and returns
// how many ran.
func runPool(p *pool.Pool, submit func(*pool.Pool, *Counter) error) (int64, error) {
	var c Counter
	if err := submit(p, &c); err != nil {
		_ = p.Wait()
		return c.Load(), fmt.Errorf("submit: %w", err)
	}
	if err := p.Wait(); err != nil {
		return c.Load(), fmt.Errorf("wait: %w", err)
	}
	return c.Load(), nil
}

// eachTask submits tasks tasks one by one through Go.
func eachTask(tasks int) func(*pool.Pool, *Counter) error {
	return func(p *pool.Pool, c *Counter) error {
		task := func(context.Context) error { c.Task(); return nil }
		for range tasks {
			if err := p.Go(task); err != nil {
				return err
			}
		}
		return nil
	}
}

// Errgroup is golang.org/x/sync/errgroup with SetLimit(J): a goroutine per
// task, at most J at once.
func Errgroup(tasks, workers int) (int64, error) {
	var c Counter
	var g errgroup.Group
	g.SetLimit(workers)
	task := func() error { c.Task(); return nil }
	for range tasks {
		g.Go(task)
	}
	if err := g.Wait(); err != nil {
		return c.Load(), fmt.Errorf("wait: %w", err)
	}
	return c.Load(), nil
}

// Ants is github.com/panjf2000/ants/v2 with a pool of J goroutines that
// blocks the submitter when all are busy.
func Ants(tasks, workers int) (int64, error) {
	var c Counter
	var wg sync.WaitGroup
	p, err := ants.NewPool(workers)
	if err != nil {
		return 0, fmt.Errorf("ants pool: %w", err)
	}
	defer p.Release()
	task := func() { c.Task(); wg.Done() }
	for range tasks {
		wg.Add(1)
		if err := p.Submit(task); err != nil {
			wg.Done()
			return c.Load(), fmt.Errorf("submit: %w", err)
		}
	}
	wg.Wait()
	return c.Load(), nil
}

// Pond is github.com/alitto/pond/v2 with J workers and an unbounded queue,
// the library's default.
func Pond(tasks, workers int) (int64, error) {
	var c Counter
	p := pond.NewPool(workers)
	for range tasks {
		p.Submit(c.Task)
	}
	p.StopAndWait()
	return c.Load(), nil
}

// Goroutines starts one goroutine per task and waits with a WaitGroup; J is
// not used, as nothing bounds it.
func Goroutines(tasks, _ int) (int64, error) {
	var c Counter
	var wg sync.WaitGroup
	for range tasks {
		wg.Go(c.Task)
	}
	wg.Wait()
	return c.Load(), nil
}
