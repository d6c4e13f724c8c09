package compiler

import (
	"context"
	"errors"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// stallFor sets stall to d for the test.
func stallFor(t *testing.T, d time.Duration) {
	was := stall
	stall = d
	t.Cleanup(func() { stall = was })
}

// blocked is a fingerprint whose read never returns (until the test ends).
func blocked(t *testing.T) fingerprintFunc {
	release := make(chan struct{})
	t.Cleanup(func() { close(release) })
	return func(*atomic.Int64) (File, bool) {
		<-release
		return File{Content: "sha256:late"}, true
	}
}

// TestWatchGivesUpAStall: a read that makes no progress is given up, and
// the file named with the error that says so; one that goes on making
// progress is waited for, however long it takes.
func TestWatchGivesUpAStall(t *testing.T) {
	stallFor(t, 50*time.Millisecond)
	start := time.Now()
	f, keep, err := watch(context.Background(), "cc", "/x/cc", blocked(t))
	if err != nil || !keep || f.Name != "cc" || f.Path != "/x/cc" || f.Content != "" || f.Error != "no byte read in 50ms: given up" {
		t.Errorf("a read that waits forever: %+v, kept %v, %v", f, keep, err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("given up after %s", d)
	}
	slow := func(read *atomic.Int64) (File, bool) {
		for range 20 {
			time.Sleep(10 * time.Millisecond)
			read.Add(1)
		}
		return File{Content: "sha256:slow"}, true
	}
	if f, _, err := watch(context.Background(), "cc", "/x/cc", slow); err != nil || f.Content != "sha256:slow" {
		t.Errorf("a slow read that makes progress: %+v, %v", f, err)
	}
}

// TestWatchStopsOnCtrlC: the end of the run's context (Ctrl-C) ends the
// wait for a read that waits, with the context's error; a context that
// has ended reads nothing.
func TestWatchStopsOnCtrlC(t *testing.T) {
	stallFor(t, time.Hour)
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(50*time.Millisecond, cancel)
	done := make(chan error, 1)
	go func() {
		_, _, err := watch(ctx, "cc", "/x/cc", blocked(t))
		done <- err
	}()
	select {
	case err := <-done:
		if !errors.Is(err, context.Canceled) || !strings.Contains(err.Error(), "/x/cc") {
			t.Errorf("Ctrl-C during a read: %v, want the context's error naming the file", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("Ctrl-C did not stop a read that waits")
	}
	fp, err := Of(ctx, Command{Programs: []string{"/bin/sh"}, Operands: []string{"/bin/sh"}})
	if !errors.Is(err, context.Canceled) || fp != nil {
		t.Errorf("Of after Ctrl-C: %+v, %v", fp, err)
	}
}
