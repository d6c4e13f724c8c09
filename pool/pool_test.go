package pool_test

import (
	"context"
	"errors"
	"sync/atomic"
	"testing"
	"testing/synctest"
	"time"

	"github.com/corral-go/corral/pool"
)

// TestPeakConcurrency runs in a synctest bubble: a task's sleep is on the
// bubble's clock, which moves only once every worker is asleep in a task
// (or idle), so the workers overlap however slowly the machine starts them.
func TestPeakConcurrency(t *testing.T) {
	for _, n := range []int{1, 2, 3, 8} {
		synctest.Test(t, func(t *testing.T) {
			p := pool.New(context.Background(), n)
			var cur, peak, done atomic.Int64
			for range 200 {
				err := p.Go(func(context.Context) error {
					raise(&peak, cur.Add(1))
					time.Sleep(100 * time.Microsecond) // the bubble's clock: see above
					cur.Add(-1)
					done.Add(1)
					return nil
				})
				if err != nil {
					t.Fatalf("Go: %v", err)
				}
			}
			if err := p.Wait(); err != nil {
				t.Fatalf("Wait: %v", err)
			}
			if got := peak.Load(); got > int64(n) {
				t.Errorf("n=%d: peak concurrency %d, want at most %d", n, got, n)
			}
			if n > 1 && peak.Load() < 2 {
				t.Errorf("n=%d: peak concurrency %d, want the workers used in parallel", n, peak.Load())
			}
			if got := done.Load(); got != 200 {
				t.Errorf("n=%d: ran %d tasks, want 200", n, got)
			}
		})
	}
}

// raise sets peak to c if c is higher.
func raise(peak *atomic.Int64, c int64) {
	for old := peak.Load(); c > old && !peak.CompareAndSwap(old, c); old = peak.Load() {
	}
}

// TestBackPressure runs in a synctest bubble: synctest.Wait returns once
// every goroutine of the pool and the submitter is blocked, so "Go has not
// returned" is checked when it can no longer return, not after a while.
func TestBackPressure(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		p := pool.New(context.Background(), 2)
		release := make(chan struct{})
		for range 2 {
			if err := p.Go(func(context.Context) error { <-release; return nil }); err != nil {
				t.Fatal(err)
			}
		}
		// The default queue fills behind the busy workers; the next task waits.
		var ran atomic.Int64
		for range pool.DefaultQueue {
			if err := p.Go(func(context.Context) error { ran.Add(1); return nil }); err != nil {
				t.Fatal(err)
			}
		}
		submitted := make(chan struct{})
		go func() {
			_ = p.Go(func(context.Context) error { ran.Add(1); return nil })
			close(submitted)
		}()
		synctest.Wait()
		select {
		case <-submitted:
			t.Fatal("Go returned while all workers were busy and the queue was full")
		default:
		}
		close(release)
		<-submitted
		if err := p.Wait(); err != nil {
			t.Fatal(err)
		}
		if got := ran.Load(); got != pool.DefaultQueue+1 {
			t.Errorf("%d queued tasks ran, want %d", got, pool.DefaultQueue+1)
		}
	})
}

func TestCancelDropsQueuedTasks(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	p := pool.New(ctx, 1)
	started, release := make(chan struct{}), make(chan struct{})
	_ = p.Go(func(context.Context) error { close(started); <-release; return nil })
	<-started
	var ran atomic.Bool
	if err := p.Go(func(context.Context) error { ran.Store(true); return nil }); err != nil {
		t.Fatal(err)
	}
	cancel()
	close(release)
	if err := p.Wait(); err != nil {
		t.Fatal(err)
	}
	if ran.Load() {
		t.Error("a queued task ran after the pool was cancelled")
	}
}

func TestFirstErrorCancels(t *testing.T) {
	p := pool.New(context.Background(), 2)
	boom := errors.New("boom")
	_ = p.Go(func(context.Context) error { return boom })
	var err error
	for range 1000 {
		if err = p.Go(func(ctx context.Context) error { <-ctx.Done(); return errors.New("later") }); err != nil {
			break
		}
	}
	if !errors.Is(err, boom) {
		t.Errorf("Go after failure: got %v, want %v", err, boom)
	}
	if got := p.Wait(); !errors.Is(got, boom) {
		t.Errorf("Wait: got %v, want %v", got, boom)
	}
}

func TestPanicBecomesError(t *testing.T) {
	p := pool.New(context.Background(), 1)
	_ = p.Go(func(context.Context) error { panic("bad task") })
	err := p.Wait()
	var pe *pool.PanicError
	if !errors.As(err, &pe) {
		t.Fatalf("Wait: got %v, want a *PanicError", err)
	}
	if pe.Value != "bad task" || len(pe.Stack) == 0 {
		t.Errorf("PanicError: got value %v with %d stack bytes", pe.Value, len(pe.Stack))
	}
}

func TestParentCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	p := pool.New(ctx, 1)
	started := make(chan struct{})
	_ = p.Go(func(ctx context.Context) error { close(started); <-ctx.Done(); return nil })
	<-started
	cancel()
	if err := p.Go(func(context.Context) error { return nil }); !errors.Is(err, context.Canceled) {
		t.Errorf("Go after cancel: got %v, want context.Canceled", err)
	}
	if err := p.Wait(); err != nil {
		t.Errorf("Wait: got %v, want nil", err)
	}
}

func BenchmarkDispatch(b *testing.B) {
	p := pool.New(context.Background(), 2)
	var n atomic.Int64
	task := func(context.Context) error { n.Add(1); return nil }
	for b.Loop() {
		_ = p.Go(task)
	}
	_ = p.Wait()
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N), "ns/task")
}

// TestWithQueue runs in a synctest bubble: a submission has returned or
// is blocked for good once synctest.Wait returns, with no time to wait out.
func TestWithQueue(t *testing.T) {
	for _, q := range []int{0, 1, 5} {
		synctest.Test(t, func(t *testing.T) {
			p := pool.New(context.Background(), 1, pool.WithQueue(q))
			release := make(chan struct{})
			started := make(chan struct{})
			if err := p.Go(func(context.Context) error { close(started); <-release; return nil }); err != nil {
				t.Fatal(err)
			}
			<-started
			// q tasks are accepted behind the busy worker; the next one waits.
			accepted := 0
			for range q + 1 {
				done := make(chan struct{})
				go func() { _ = p.Go(func(context.Context) error { return nil }); close(done) }()
				synctest.Wait()
				select {
				case <-done:
					accepted++
					continue
				default:
				}
				close(release)
				<-done
				break
			}
			if accepted != q {
				t.Errorf("queue %d: %d submissions returned while the worker was busy, want %d", q, accepted, q)
			}
			if accepted == q+1 {
				close(release)
			}
			if err := p.Wait(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

func TestGoRangeRunsEachOnce(t *testing.T) {
	for _, workers := range []int{1, 2, 3, 8} {
		for _, n := range []int{0, 1, 2, 7, 100, 1000, 8 * 8 * pool.MaxChunk, 100_003} {
			p := pool.New(context.Background(), workers)
			seen := make([]atomic.Int32, n)
			var calls atomic.Int64
			err := p.GoRange(n, func(_ context.Context, i int) error {
				seen[i].Add(1)
				calls.Add(1)
				return nil
			})
			if err != nil {
				t.Fatalf("GoRange: %v", err)
			}
			if err := p.Wait(); err != nil {
				t.Fatalf("Wait: %v", err)
			}
			if calls.Load() != int64(n) {
				t.Errorf("workers=%d n=%d: %d calls", workers, n, calls.Load())
			}
			for i := range seen {
				if c := seen[i].Load(); c != 1 {
					t.Fatalf("workers=%d n=%d: i=%d ran %d times, want 1", workers, n, i, c)
				}
			}
		}
	}
}

// TestGoRangeSpreadsOverWorkers runs in a synctest bubble, as
// TestPeakConcurrency does: a call's sleep ends only once every worker is
// asleep or idle, so the workers overlap however slowly they start.
func TestGoRangeSpreadsOverWorkers(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		p := pool.New(context.Background(), 4)
		var cur, peak atomic.Int64
		err := p.GoRange(64, func(context.Context, int) error {
			raise(&peak, cur.Add(1))
			time.Sleep(time.Millisecond) // the bubble's clock: see above
			cur.Add(-1)
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		if err := p.Wait(); err != nil {
			t.Fatal(err)
		}
		if got := peak.Load(); got < 2 || got > 4 {
			t.Errorf("peak concurrency %d, want 2 to 4", got)
		}
	})
}

func TestGoRangeErrorStops(t *testing.T) {
	p := pool.New(context.Background(), 2)
	boom := errors.New("boom")
	var calls, cancelled atomic.Int64
	err := p.GoRange(1_000_000, func(ctx context.Context, i int) error {
		calls.Add(1)
		if ctx.Err() != nil {
			cancelled.Add(1)
		}
		if i == 500 {
			return boom
		}
		return nil
	})
	if err != nil && !errors.Is(err, boom) {
		t.Fatalf("GoRange: %v, want nil or boom", err)
	}
	if err := p.Wait(); !errors.Is(err, boom) {
		t.Fatalf("Wait: %v, want boom", err)
	}
	// Once the pool is cancelled no call starts: only the other worker,
	// between its check and its call, can see the cancellation, once.
	// (Calls between the error's return and the cancellation are allowed:
	// the worker that failed cancels right after.)
	if n := cancelled.Load(); n > 1 {
		t.Errorf("%d calls started in a cancelled pool, want at most 1", n)
	}
	if n := calls.Load(); n >= 1_000_000 {
		t.Errorf("all %d calls ran after the error", n)
	}
}

func TestGoRangePanicBecomesError(t *testing.T) {
	p := pool.New(context.Background(), 2)
	_ = p.GoRange(100, func(_ context.Context, i int) error {
		if i == 42 {
			panic("at 42")
		}
		return nil
	})
	var pe *pool.PanicError
	if err := p.Wait(); !errors.As(err, &pe) || pe.Value != "at 42" {
		t.Fatalf("Wait: %v, want a PanicError for 42", err)
	}
}

// TestGoRangeBlocksAndCancels runs in a synctest bubble: synctest.Wait
// returns once GoRange is blocked for good, and once the AfterFunc that
// tells the pool of its parent's cancellation has run.
func TestGoRangeBlocksAndCancels(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		ctx, cancel := context.WithCancel(context.Background())
		p := pool.New(ctx, 1, pool.WithQueue(1))
		release := make(chan struct{})
		var calls atomic.Int64
		done := make(chan error)
		go func() {
			// Chunks of 12 calls through one worker and one slot: GoRange must
			// wait for the worker rather than hold them all.
			done <- p.GoRange(100, func(context.Context, int) error {
				calls.Add(1)
				<-release
				return nil
			})
		}()
		synctest.Wait()
		select {
		case err := <-done:
			t.Fatalf("GoRange returned %v with the worker busy, want it blocked", err)
		default:
		}
		cancel()
		if err := <-done; !errors.Is(err, context.Canceled) {
			t.Errorf("GoRange after cancel: %v, want context.Canceled", err)
		}
		// The pool hears of its parent's cancellation a moment later, on the
		// goroutine of a context.AfterFunc (see GoRange): the running call
		// ends only once it has. Releasing it before, the rest of its chunk
		// ran under load (12 calls, in a CI run under -race).
		synctest.Wait()
		if !pool.Stopped(p) {
			t.Fatal("the pool never saw its parent context's cancellation")
		}
		close(release)
		if err := p.Wait(); err != nil {
			t.Errorf("Wait: %v", err)
		}
		if n := calls.Load(); n > 2 {
			t.Errorf("%d calls ran, want at most 2 (the running one and perhaps the queued one)", n)
		}
	})
}
