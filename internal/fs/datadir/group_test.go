package datadir

import (
	"errors"
	"runtime"
	"sync"
	"testing"
	"testing/synctest"
	"time"
)

// TestGroupFailureFailsEveryCommitItCovered: a sync that fails fails every
// commit registered before it began, even one that a later, successful
// sync covers too; a commit registered after it is unaffected.
func TestGroupFailureFailsEveryCommitItCovered(t *testing.T) {
	var g group
	started, release := make(chan struct{}), make(chan struct{})
	boom := errors.New("writeback error")
	first := make(chan error)
	go func() {
		first <- g.commit(func() error { close(started); <-release; return nil })
	}()
	<-started // a sync is running; the next ones queue behind it
	var wg sync.WaitGroup
	errs := make([]error, 4)
	calls := 0
	var mu sync.Mutex
	for i := range errs {
		wg.Go(func() {
			errs[i] = g.commit(func() error {
				mu.Lock()
				defer mu.Unlock()
				if calls++; calls == 1 {
					return boom // the sync covering all four fails
				}
				return nil
			})
		})
	}
	for g.requested.Load() < 5 {
		runtime.Gosched() // until all four are registered behind the running sync
	}
	close(release)
	if err := <-first; err != nil {
		t.Fatalf("first commit: %v", err)
	}
	wg.Wait()
	for i, err := range errs {
		if !errors.Is(err, boom) {
			t.Errorf("commit %d covered by the failed sync returned %v, want the failure", i, err)
		}
	}
	if err := g.commit(func() error { return nil }); err != nil {
		t.Errorf("a commit after the failure: %v", err)
	}
	if calls != 1 {
		t.Errorf("%d syncs for the four covered commits, want 1", calls)
	}
}

// TestGroupBatchesEveryWaiter: the commits waiting while a sync runs are
// all covered by the next one, also when the scheduler is busy: 100
// goroutines committing 20 times each, beside goroutines that keep every
// P busy, need about 2 syncs a round, not one per commit.
//
// The committers run in a synctest bubble, the busy goroutines outside
// it: a sync's 2 ms are on the bubble's clock, which moves only once
// every committer is blocked, so a committer the busy scheduler (or a
// loaded machine) wakes late is still registered before the next sync
// ends. On the real clock one woken more than a sync late missed it and
// took a sync more, and a loaded machine could need over 3 a round.
func TestGroupBatchesEveryWaiter(t *testing.T) {
	const workers, rounds = 100, 20
	stop := make(chan struct{})
	var busy sync.WaitGroup
	for range 4 * runtime.GOMAXPROCS(0) {
		busy.Go(func() {
			for {
				select {
				case <-stop:
					return
				default:
				}
				for i := 0; i < 1e5; i++ { // about 50 µs of work between chances to leave
					_ = i * i
				}
				runtime.Gosched()
			}
		})
	}
	var g group
	synctest.Test(t, func(t *testing.T) {
		var wg sync.WaitGroup
		for range workers {
			wg.Go(func() {
				for range rounds {
					// The bubble's clock: see above.
					if err := g.commit(func() error { time.Sleep(2 * time.Millisecond); return nil }); err != nil {
						t.Error(err)
						return
					}
				}
			})
		}
		wg.Wait()
	})
	close(stop)
	busy.Wait()
	runs := g.runs.Load()
	t.Logf("%d commits: %d syncs", workers*rounds, runs)
	if runs > 3*rounds {
		t.Errorf("%d syncs for %d goroutines committing %d times each, want at most %d", runs, workers, rounds, 3*rounds)
	}
}

// TestGroupSurvivesAPanickingSync: a sync that panics fails the commits it
// covered instead of leaving them, and every later one, waiting for good.
// In a synctest bubble: once synctest.Wait returns, the commit has
// returned or waits for good.
func TestGroupSurvivesAPanickingSync(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		var g group
		started, release := make(chan struct{}), make(chan struct{})
		go func() {
			defer func() { recover() }() // as the server's per-request recovery does
			g.commit(func() error { close(started); <-release; panic("boom") })
		}()
		<-started
		waiter := make(chan error, 1)
		go func() { waiter <- g.commit(func() error { return nil }) }()
		for g.requested.Load() < 2 {
			runtime.Gosched()
		}
		close(release)
		synctest.Wait()
		select {
		case err := <-waiter:
			if err != nil {
				t.Errorf("a commit after the panicked sync: %v", err)
			}
		default:
			t.Fatal("a commit waited for good behind a sync that panicked")
		}
	})
}
