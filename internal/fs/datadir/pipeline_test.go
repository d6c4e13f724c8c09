package datadir

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"
	"testing/synctest"
	"time"

	"github.com/corral-go/corral/internal/fs/fsio"
)

// commitBoth is an upload's part: its data, its link, its name.
func commitBoth(p *pipeline) error {
	if err := p.durable(); err != nil {
		return err
	}
	return p.named()
}

// TestPipelineNamesGoWithTheNextSync: 200 uploads written while a sync
// runs take two more syncs, not one more for each wave of names linked
// after the next sync began: the next carries their data (and the names
// of those the running one covered), the one after it their names. The
// 200 are all waiting before the running sync ends, and they link in
// time: the test runs in a synctest bubble, whose clock (the syncs' 2 ms,
// the pipeline's linkWait) moves only once every goroutine is blocked, so
// the 200 woken by a sync have all linked before linkWait can pass. On
// the real clock, 200 goroutines woken at once under -race on a loaded CI
// machine did not all link within linkWait, and their stragglers took a
// fifth sync (as the pipeline means them to; what is tested here is that
// none is needed when they link in time).
func TestPipelineNamesGoWithTheNextSync(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		var syncs atomic.Int64
		var gate atomic.Pointer[chan struct{}] // a sync that finds one waits for it to close
		p := newPipeline(func() error {
			syncs.Add(1)
			if g := gate.Load(); g != nil {
				<-*g
			}
			time.Sleep(2 * time.Millisecond) // a sync's length, on the bubble's clock
			return nil
		})
		defer p.close()
		for range 5 {
			before := syncs.Load()
			g := make(chan struct{})
			gate.Store(&g)
			var wg sync.WaitGroup
			upload := func() {
				if err := commitBoth(p); err != nil {
					t.Error(err)
				}
			}
			wg.Go(upload) // its data's sync runs, held at the gate
			synctest.Wait()
			if n := syncs.Load() - before; n != 1 {
				t.Fatalf("%d syncs began for one upload's data, want 1 (held at the gate)", n)
			}
			for range 200 {
				wg.Go(upload)
			}
			synctest.Wait()
			if n := pending(p); n != 200 {
				t.Fatalf("%d uploads wait for a sync of their data, want the 200", n)
			}
			gate.Store(nil)
			close(g)
			wg.Wait()
			if n := syncs.Load() - before; n != 3 {
				t.Errorf("an upload and 200 written while its data's sync ran took %d syncs in all, want 3", n)
			}
		}
	})
}

// pending is how many uploads wait for a sync of their data.
func pending(p *pipeline) int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return len(p.data)
}

// TestPipelineFailureFailsWhatItCovered: a failed sync fails the data and
// the names it covered, and only those. In a synctest bubble, so that
// synctest.Wait says when the second upload is waiting.
func TestPipelineFailureFailsWhatItCovered(t *testing.T) {
	synctest.Test(t, testPipelineFailureFailsWhatItCovered)
}

func testPipelineFailureFailsWhatItCovered(t *testing.T) {
	boom := errors.New("writeback error")
	var fail atomic.Bool
	started, release := make(chan struct{}, 1), make(chan struct{})
	p := newPipeline(func() error {
		started <- struct{}{}
		<-release
		if fail.Load() {
			return boom
		}
		return nil
	})
	defer p.close()
	first := make(chan error, 1)
	go func() { first <- p.durable() }()
	<-started // the first upload's data sync runs; hold it
	second := make(chan error, 1)
	go func() { second <- p.durable() }()
	synctest.Wait()
	if n := pending(p); n != 1 {
		t.Fatalf("%d uploads wait for a sync of their data, want the second", n)
	}
	release <- struct{}{}
	if err := <-first; err != nil {
		t.Fatal(err)
	}
	// The next sync covers the first's name and the second's data: it fails both.
	named := make(chan error, 1)
	go func() { named <- p.named() }()
	fail.Store(true)
	<-started
	release <- struct{}{}
	if err := <-named; !errors.Is(err, boom) {
		t.Errorf("the name the failed sync covered: %v, want the failure", err)
	}
	if err := <-second; !errors.Is(err, boom) {
		t.Errorf("the data the failed sync covered: %v, want the failure", err)
	}
	fail.Store(false)
	go func() { <-started; release <- struct{}{} }()
	if err := p.durable(); err != nil {
		t.Errorf("an upload after the failure: %v", err)
	}
	p.dropped()
}

// TestPipelineSurvivesAPanickingSync: the uploads a panicking sync covered
// fail, and the next ones are served.
func TestPipelineSurvivesAPanickingSync(t *testing.T) {
	var calls atomic.Int64
	p := newPipeline(func() error {
		if calls.Add(1) == 1 {
			panic("boom")
		}
		return nil
	})
	defer p.close()
	if err := p.durable(); !errors.Is(err, errSyncPanicked) {
		t.Errorf("under a panicking sync: %v", err)
	}
	if err := commitBoth(p); err != nil {
		t.Errorf("after it: %v", err)
	}
}

// TestPipelineStragglerWaitsNobody: an upload woken by a sync that takes
// long to link (or never says) holds the next sync back linkWait at most.
// In a synctest bubble, whose clock only the pipeline's timer moves: the
// upload behind the straggler waits linkWait before its data's sync and
// linkWait before its name's, exactly, however slow the machine.
func TestPipelineStragglerWaitsNobody(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		p := newPipeline(func() error { return nil })
		defer p.close()
		if err := p.durable(); err != nil { // and then nothing: no named, no dropped
			t.Fatal(err)
		}
		start := time.Now()
		if err := commitBoth(p); err != nil {
			t.Fatal(err)
		}
		if d := time.Since(start); d > 2*p.linkWait {
			t.Errorf("an upload behind a straggler took %v, want at most 2 × linkWait (%v)", d, p.linkWait)
		}
		p.dropped() // the straggler, at last
	})
}

// TestPipelineClose: close waits for the uploads in flight, including one
// woken by its data's sync that asks for its name's only after close
// began, and serves it (close once hung there: that upload was refused,
// and nothing woke the committer); new uploads are refused. In a synctest
// bubble: synctest.Wait returns once close is waiting, and once close has
// returned or waits for good.
func TestPipelineClose(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		p := newPipeline(func() error { time.Sleep(time.Millisecond); return nil }) // the bubble's clock
		if err := p.durable(); err != nil {
			t.Fatal(err)
		}
		closed := make(chan struct{})
		go func() { p.close(); close(closed) }()
		synctest.Wait()
		p.mu.Lock()
		began := p.closed
		p.mu.Unlock()
		if !began {
			t.Fatal("close did not begin")
		}
		if err := p.named(); err != nil {
			t.Errorf("the upload in flight, asking for its name's sync after close began: %v", err)
		}
		synctest.Wait()
		select {
		case <-closed:
		default:
			t.Fatal("close waited for good after the last upload in flight was refused")
		}
		if err := p.durable(); !errors.Is(err, errClosed) {
			t.Errorf("after close: %v, want errClosed", err)
		}
	})
}

// TestCanceledUploadFailsAlone: an upload whose client leaves after its
// data sync (its context canceled: the pool refuses its link) fails, and
// the uploads committing with it are kept.
func TestCanceledUploadFailsAlone(t *testing.T) {
	be := fsio.NewGoPool(fsio.Config{Threads: 2})
	defer be.Close()
	dir := filepath.Join(t.TempDir(), "data")
	s, err := Open(dir, be, Options{Sync: SyncGroup})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	upload := func(ctx context.Context, name string) error {
		u, err := s.Create(context.Background(), name, 3)
		if err != nil {
			return err
		}
		buf := be.NewBuffer(3)
		copy(buf.Bytes(), "abc")
		if err := u.Write(context.Background(), buf, 3); err != nil {
			return err
		}
		return u.Commit(ctx)
	}
	canceled, cancel := context.WithCancel(context.Background())
	cancel()
	var wg sync.WaitGroup
	errs := make([]error, 8)
	for i := range errs {
		wg.Go(func() {
			ctx := context.Background()
			if i == 0 {
				ctx = canceled
			}
			errs[i] = upload(ctx, "f"+string(rune('0'+i)))
		})
	}
	wg.Wait()
	if !errors.Is(errs[0], context.Canceled) {
		t.Errorf("the canceled upload: %v", errs[0])
	}
	for i, err := range errs[1:] {
		if err != nil {
			t.Errorf("upload %d beside it: %v", i+1, err)
		} else if b, _ := os.ReadFile(filepath.Join(dir, "f"+string(rune('1'+i)))); !bytes.Equal(b, []byte("abc")) {
			t.Errorf("f%d reads %q", i+1, b)
		}
	}
}
