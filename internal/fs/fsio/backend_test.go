package fsio_test

import (
	"bytes"
	"context"
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"testing/synctest"
	"time"

	"github.com/corral-go/corral/internal/fs/fsio"
)

// TestConformance runs one suite against every backend this build has.
func TestConformance(t *testing.T) {
	for _, name := range fsio.Names() {
		t.Run(name, func(t *testing.T) {
			t.Run("write read sync", func(t *testing.T) { testWriteRead(t, open(t, name, 4)) })
			t.Run("errors", func(t *testing.T) { testErrors(t, open(t, name, 2)) })
			t.Run("concurrent", func(t *testing.T) { testConcurrent(t, open(t, name, 3)) })
			t.Run("threads bounded", func(t *testing.T) { testThreads(t, name, false) })
			t.Run("inline", func(t *testing.T) { testInline(t, open(t, name, 2), name == "direct", false) })
			if name != "direct" {
				t.Run("cache first", func(t *testing.T) {
					b := openWith(t, name, fsio.Config{Threads: 2, Queue: 16, CacheFirst: true})
					testWriteRead(t, b)
					testErrors(t, b)
					testCacheFirst(t, b)
					testInline(t, b, false, true)
				})
			}
			if name != "direct" {
				// gopool's calls, the others' metadata calls and iouring's
				// writes.
				t.Run("caller runs", func(t *testing.T) {
					b := openWith(t, name, fsio.Config{Threads: 3, Queue: 16, CallerRuns: true})
					testWriteRead(t, b)
					testErrors(t, b)
					testConcurrent(t, b)
					testThreads(t, name, true)
					if n := b.(interface{ InlineCalls() uint64 }).InlineCalls(); n == 0 {
						t.Error("no call ran on its caller's goroutine")
					}
				})
			}
			if name == "iouring" {
				t.Run("writes inline", func(t *testing.T) { testIOURingWritesInline(t) })
			}
		})
	}
}

func open(tb testing.TB, name string, threads int) fsio.Backend {
	tb.Helper()
	return openWith(tb, name, fsio.Config{Threads: threads, Queue: 16, PriorThreads: 1, CPUAffinity: true})
}

func openWith(tb testing.TB, name string, cfg fsio.Config) fsio.Backend {
	tb.Helper()
	b, err := fsio.New(name, cfg)
	if errors.Is(err, fsio.ErrNoIOURing) {
		tb.Skipf("this kernel refuses io_uring, so the iouring backend cannot run here: %v", err)
	}
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() {
		if err := b.Close(); err != nil {
			tb.Errorf("close: %v", err)
		}
	})
	return b
}

func testWriteRead(t *testing.T, b fsio.Backend) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "f")
	var f *os.File
	if err := b.Do(ctx, func() (err error) { f, err = os.Create(path); return err }); err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	buf := b.NewBuffer(10000)
	defer buf.Free()
	for i := range buf.Bytes() {
		buf.Bytes()[i] = byte(i % 251)
	}
	want := bytes.Clone(buf.Bytes())
	if err := b.WriteAt(ctx, f, buf, 6000, 0); err != nil {
		t.Fatal(err)
	}
	copy(buf.Bytes(), want[6000:])
	if err := b.WriteAt(ctx, f, buf, 4000, 6000); err != nil {
		t.Fatal(err)
	}
	if err := b.Sync(ctx, f); err != nil {
		t.Fatal(err)
	}
	clear(buf.Bytes())
	n, err := b.ReadAt(ctx, f, buf, 10000, 0)
	if err != nil || n != 10000 || !bytes.Equal(buf.Bytes(), want) {
		t.Fatalf("read back %d bytes, %v; equal=%v", n, err, bytes.Equal(buf.Bytes(), want))
	}
	// A read across the end of the file is short, not an error.
	n, err = b.ReadAt(ctx, f, buf, 1000, 9500)
	if err != nil || n != 500 || !bytes.Equal(buf.Bytes()[:500], want[9500:]) {
		t.Fatalf("read at the end: got %d, %v; want 500 bytes", n, err)
	}
	n, err = b.ReadAt(ctx, f, buf, 1000, 20000)
	if err != nil || n != 0 {
		t.Fatalf("read past the end: got %d, %v; want 0, nil", n, err)
	}
	if got, _ := os.ReadFile(path); !bytes.Equal(got, want) {
		t.Fatal("the file on disk differs from what was written")
	}
}

// testInline asks whether ranges of a file, whole, cached and dropped, may
// be copied on the caller's goroutine: always for direct, never for a pool
// without cache-first (open), and with cache-first only for a range whose
// every page is in the page cache.
func testInline(t *testing.T, b fsio.Backend, always, cacheFirst bool) {
	path := filepath.Join(t.TempDir(), "f")
	if err := os.WriteFile(path, make([]byte, 256<<10), 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	check := func(what string, off, n int64, cachedRange bool) {
		t.Helper()
		want := always || (cacheFirst && cachedRange)
		if got := b.Inline(int(f.Fd()), off, n); got != want {
			t.Errorf("%s: Inline(%d, %d) = %v, want %v", what, off, n, got, want)
		}
	}
	check("a file just written", 0, 256<<10, true)
	check("an empty range", 100, 0, true)
	if err := f.Sync(); err != nil {
		t.Fatal(err)
	}
	// Drop the file, then read its first half back with readahead off: a
	// large folio cannot be dropped in part.
	dropCache(t, f, 0, 0)
	readBack(t, f, 0, 128<<10)
	check("the cached first half", 0, 128<<10, true)
	check("the file, half dropped", 0, 256<<10, false)
	check("one dropped byte", 200<<10, 1, false)
	check("a range straddling the drop", 128<<10-1, 2, false)
}

// testCacheFirst reads a file whose pages were dropped from the page
// cache, wholly and in part: those reads must go to the pool and still
// return every byte, and only the read of a cached file counts as cached.
func testCacheFirst(t *testing.T, b fsio.Backend) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "f")
	want := make([]byte, 256<<10)
	for i := range want {
		want[i] = byte(i % 253)
	}
	if err := os.WriteFile(path, want, 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	drop := func(off, n int64) {
		t.Helper()
		if err := f.Sync(); err != nil {
			t.Fatal(err)
		}
		dropCache(t, f, off, n)
	}
	buf := b.NewBuffer(len(want))
	defer buf.Free()
	// readCounted reads the file whole and returns how many reads were
	// counted as cached.
	readCounted := func(what string) uint64 {
		t.Helper()
		before := b.CachedReads()
		clear(buf.Bytes())
		n, err := b.ReadAt(ctx, f, buf, len(want), 0)
		if err != nil || n != len(want) || !bytes.Equal(buf.Bytes(), want) {
			t.Fatalf("%s: read %d bytes, %v; equal=%v", what, n, err, bytes.Equal(buf.Bytes(), want))
		}
		return b.CachedReads() - before
	}
	read := func(what string, wantCached uint64) {
		t.Helper()
		if got := readCounted(what); got != wantCached {
			t.Errorf("%s: %d reads counted as cached, want %d", what, got, wantCached)
		}
	}
	// toThread drops the file from off on and reads it whole until a read
	// goes to a thread, as one must: a backend that took reads that wait
	// for the disk for cached ones never gets there, and fails after the
	// minute. Until, not a number of tries: the nowait read of a dropped
	// page starts the kernel's readahead, which can fill it before the
	// read looks again, and the read is then served without waiting, a
	// cached read, rightly counted so, which no backend can tell from
	// another. On a loaded machine that was every one of five tries, in
	// every backend at once (a CI stop on 2026-11-25; 30 to 50 in a row
	// beside a CPU hog), and once in a make test run for the half cached
	// file, whose first half's read starts the readahead of the rest.
	toThread := func(what string, off int64) {
		t.Helper()
		for deadline, tries := time.Now().Add(time.Minute), 1; ; tries++ {
			drop(off, 0)
			if readCounted(what) == 0 {
				return
			}
			if time.Now().After(deadline) {
				t.Errorf("%s: counted as cached in all %d tries, for a minute", what, tries)
				return
			}
		}
	}
	toThread("uncached file", 0)
	read("cached file", 1)
	toThread("half cached file", 128<<10)
}

func testErrors(t *testing.T, b fsio.Backend) {
	ctx := context.Background()
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "ro"), []byte("x"), 0o644)
	f, err := os.Open(filepath.Join(dir, "ro"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	buf := b.NewBuffer(10)
	defer buf.Free()
	if err := b.WriteAt(ctx, f, buf, 10, 0); err == nil {
		t.Error("write to a read-only file: got nil error")
	}
	want := errors.New("boom")
	if err := b.Do(ctx, func() error { return want }); !errors.Is(err, want) {
		t.Errorf("Do: got %v, want %v", err, want)
	}
	closed, _ := os.Open(filepath.Join(dir, "ro"))
	closed.Close()
	if _, err := b.ReadAt(ctx, closed, buf, 1, 0); err == nil {
		t.Error("read from a closed file: got nil error")
	}
	if b.Name() == "cpool" {
		// The C pool must never be handed Go memory.
		other := fsio.Direct{}.NewBuffer(10)
		if _, err := b.ReadAt(ctx, f, other, 1, 0); err == nil || !strings.Contains(err.Error(), "not made by this backend") {
			t.Errorf("cpool read into a Go buffer: got %v", err)
		}
		if err := b.WriteAt(ctx, f, other, 1, 0); err == nil || !strings.Contains(err.Error(), "not made by this backend") {
			t.Errorf("cpool write from a Go buffer: got %v", err)
		}
		if _, err := b.ReadAt(ctx, f, buf, len(buf.Bytes())+1, 0); err == nil || !strings.Contains(err.Error(), "outside the buffer") {
			t.Errorf("cpool read past its buffer: got %v", err)
		}
	}
	if b.Name() != "direct" {
		cctx, cancel := context.WithCancel(ctx)
		cancel()
		if err := b.Do(cctx, func() error { return nil }); !errors.Is(err, context.Canceled) {
			t.Errorf("Do with a cancelled context: got %v", err)
		}
	}
}

func testConcurrent(t *testing.T, b fsio.Backend) {
	ctx := context.Background()
	dir := t.TempDir()
	var cur, peak atomic.Int64
	var wg sync.WaitGroup
	errs := make(chan error, 64)
	for i := range 64 {
		wg.Go(func() {
			path := filepath.Join(dir, strconv.Itoa(i))
			var f *os.File
			err := b.Do(ctx, func() (err error) {
				c := cur.Add(1)
				for old := peak.Load(); c > old && !peak.CompareAndSwap(old, c); old = peak.Load() {
				}
				defer cur.Add(-1)
				time.Sleep(time.Millisecond) // makes calls overlap; cannot race: only an upper bound is checked
				f, err = os.Create(path)
				return err
			})
			if err != nil {
				errs <- err
				return
			}
			defer f.Close()
			buf := b.NewBuffer(4096)
			defer buf.Free()
			for j := range buf.Bytes() {
				buf.Bytes()[j] = byte(i)
			}
			for k := range 8 {
				if err := b.WriteAt(ctx, f, buf, 4096, int64(k)*4096); err != nil {
					errs <- err
					return
				}
			}
			if err := b.Sync(ctx, f); err != nil {
				errs <- err
			}
		})
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
	for i := range 64 {
		got, _ := os.ReadFile(filepath.Join(dir, strconv.Itoa(i)))
		if !bytes.Equal(got, bytes.Repeat([]byte{byte(i)}, 8*4096)) {
			t.Fatalf("file %d: %d bytes, not what was written", i, len(got))
		}
	}
	limit := map[string]int64{"gopool": 3, "cpool": 3, "iouring": 3}[b.Name()]
	if limit > 0 && peak.Load() > limit {
		t.Errorf("%s: %d metadata calls at once, want at most %d", b.Name(), peak.Load(), limit)
	}
}

// testThreads has 300 goroutines fsync files at once and samples the
// process's OS threads: a pool must keep them under its size plus the Go
// runtime's own.
func testThreads(t *testing.T, name string, callerRuns bool) {
	if name == "direct" {
		t.Skip("direct grows threads by design; bench/fs.sh shows it")
	}
	const threads = 4
	b := openWith(t, name, fsio.Config{Threads: threads, Queue: 16, PriorThreads: 1, CPUAffinity: true, CallerRuns: callerRuns})
	ctx := context.Background()
	dir := t.TempDir()
	start, before := osThreads(t), ioWorkers(t, nil)
	stop := make(chan struct{})
	var peak, workers atomic.Int64
	sample := func() {
		peak.Store(max(peak.Load(), osThreads(t)))
		if name == "iouring" {
			workers.Store(max(workers.Load(), int64(len(ioWorkers(t, before)))))
		}
	}
	var sampler sync.WaitGroup
	sampler.Go(func() {
		for {
			sample()
			select {
			case <-stop:
				return
			case <-time.After(2 * time.Millisecond): // a sample interval: fewer samples only lower the peak seen
			}
		}
	})
	var wg sync.WaitGroup
	for i := range 300 {
		wg.Go(func() {
			var f *os.File
			if err := b.Do(ctx, func() (err error) {
				f, err = os.Create(filepath.Join(dir, strconv.Itoa(i)))
				return err
			}); err != nil {
				t.Error(err)
				return
			}
			defer f.Close()
			buf := b.NewBuffer(512)
			defer buf.Free()
			for range 3 {
				if err := b.WriteAt(ctx, f, buf, 512, 0); err != nil {
					t.Error(err)
					return
				}
				if err := b.Sync(ctx, f); err != nil {
					t.Error(err)
					return
				}
			}
		})
	}
	wg.Wait()
	close(stop)
	sampler.Wait()
	// One sample more once the work is done, in case a loaded machine
	// starved the sampler while it ran: the io-wq workers the fsyncs made
	// stay idle for seconds before they exit.
	sample()
	// The pool's threads (cpool: plus its metadata goroutines), GOMAXPROCS
	// and a margin for the runtime and the test's own goroutines.
	limit := start + 2*threads + int64(runtime.GOMAXPROCS(0)) + 8
	t.Logf("%s: threads %d at start, peak %d, limit %d", name, start, peak.Load(), limit)
	if peak.Load() > limit {
		t.Errorf("%s: peak of %d OS threads, want at most %d", name, peak.Load(), limit)
	}
	// The kernel's io-wq workers do iouring's blocking calls (every fsync):
	// there must have been some, and no more than the cap.
	if name == "iouring" {
		t.Logf("iouring: peak of %d iou-wrk workers", workers.Load())
		if w := workers.Load(); w < 1 || w > threads {
			t.Errorf("iouring: peak of %d iou-wrk workers, want 1 to %d", w, threads)
		}
	}
}

// ioWorkers returns the thread IDs of the process's io_uring workers
// (iou-wrk-PID) that are not in old: those of rings closed earlier may
// still be ending.
func ioWorkers(tb testing.TB, old map[string]bool) map[string]bool {
	comms, err := filepath.Glob("/proc/self/task/*/comm")
	if err != nil {
		tb.Fatal(err)
	}
	ids := map[string]bool{}
	for _, c := range comms {
		id := filepath.Base(filepath.Dir(c))
		if b, err := os.ReadFile(c); err == nil && strings.HasPrefix(string(b), "iou-wrk") && !old[id] {
			ids[id] = true
		}
	}
	return ids
}

func osThreads(tb testing.TB) int64 {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		tb.Fatal(err)
	}
	for line := range strings.Lines(string(b)) {
		if v, ok := strings.CutPrefix(line, "Threads:"); ok {
			n, _ := strconv.ParseInt(strings.TrimSpace(v), 10, 64)
			return n
		}
	}
	tb.Fatal("no Threads line in /proc/self/status")
	return 0
}

// TestGoPoolCallerRuns: with CallerRuns, calls run on their callers while
// permits are free, never more than Threads at once however they run, and
// a call that panics on its caller gives its permit back.
//
// It runs in a synctest bubble (the calls make no IO): a call's sleep is on
// the bubble's clock, which moves only once every caller is running a
// call or queued, so all 60 calls are made while the first ones hold the
// permits. On the real clock, callers that a loaded machine started late
// could each find a permit free, all 60 run on their callers, and the
// "some queued" check fail.
func TestGoPoolCallerRuns(t *testing.T) { synctest.Test(t, testGoPoolCallerRuns) }

func testGoPoolCallerRuns(t *testing.T) {
	const threads = 3
	g := fsio.NewGoPool(fsio.Config{Threads: threads, Queue: 64, CallerRuns: true})
	defer g.Close()
	ctx := context.Background()

	// One call alone runs on its caller.
	if err := g.Do(ctx, func() error { return nil }); err != nil {
		t.Fatal(err)
	}
	if n := g.InlineCalls(); n != 1 {
		t.Fatalf("an idle pool ran %d calls on their callers, want 1", n)
	}

	var cur, peak, ran atomic.Int64
	var wg sync.WaitGroup
	for range 60 {
		wg.Go(func() {
			err := g.Do(ctx, func() error {
				c := cur.Add(1)
				for old := peak.Load(); c > old && !peak.CompareAndSwap(old, c); old = peak.Load() {
				}
				time.Sleep(2 * time.Millisecond) // the bubble's clock: see above
				cur.Add(-1)
				ran.Add(1)
				return nil
			})
			if err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	if ran.Load() != 60 {
		t.Errorf("%d calls ran, want 60", ran.Load())
	}
	if p := peak.Load(); p > threads {
		t.Errorf("%d calls at once, want at most %d (Threads)", p, threads)
	}
	inline := g.InlineCalls() - 1
	t.Logf("of 60 calls, %d ran on their callers, peak %d at once", inline, peak.Load())
	if inline == 0 || inline == 60 {
		t.Errorf("%d of 60 calls ran on their callers: want some on callers and some queued", inline)
	}

	// A panic on the caller's goroutine reaches the caller and frees its
	// permit: Threads+1 calls after it still finish.
	func() {
		defer func() {
			if v := recover(); v != "boom" {
				t.Errorf("recovered %v, want the call's panic", v)
			}
		}()
		_ = g.Do(ctx, func() error { panic("boom") })
	}()
	done := make(chan struct{})
	go func() {
		defer close(done)
		var wg sync.WaitGroup
		for range threads + 1 {
			wg.Go(func() { _ = g.Do(ctx, func() error { time.Sleep(time.Millisecond); return nil }) })
		}
		wg.Wait()
	}()
	select {
	case <-done:
	case <-time.After(10 * time.Second): // the bubble's clock: it gets there only if the calls wait for good
		t.Fatal("calls after a panic did not finish: its permit was not given back")
	}
}

// TestCPoolThreads: cpool's IoThreads are its pthreads (named cpool-io)
// and its metadata goroutines together, an eighth of them (1 to 4) the
// goroutines, so that IoThreads bounds its threads blocked in IO as it
// does every other backend's.
func TestCPoolThreads(t *testing.T) {
	if !slices.Contains(fsio.Names(), "cpool") || runtime.GOOS != "linux" {
		t.Skip("cpool needs a cgo build on Linux")
	}
	for _, c := range []struct{ threads, pthreads int }{{1, 1}, {2, 1}, {8, 7}, {16, 14}, {32, 28}, {64, 60}} {
		b, err := fsio.New("cpool", fsio.Config{Threads: c.threads, Queue: 16})
		if err != nil {
			t.Fatal(err)
		}
		if got := namedThreads(t, "cpool-io"); got != c.pthreads {
			t.Errorf("IoThreads %d: %d cpool-io threads, want %d", c.threads, got, c.pthreads)
		}
		if err := b.Close(); err != nil {
			t.Fatal(err)
		}
		// pthread_join returns when the kernel clears the thread's id,
		// a moment before its /proc/self/task entry goes: the count is
		// waited for, not read once.
		got := namedThreads(t, "cpool-io")
		for deadline := time.Now().Add(time.Minute); got != 0 && time.Now().Before(deadline); got = namedThreads(t, "cpool-io") {
			time.Sleep(time.Millisecond) // a poll interval
		}
		if got != 0 {
			t.Errorf("IoThreads %d: %d cpool-io threads left a minute after Close", c.threads, got)
		}
	}
}

// namedThreads counts the process's threads whose name is comm.
func namedThreads(tb testing.TB, comm string) int {
	comms, err := filepath.Glob("/proc/self/task/*/comm")
	if err != nil {
		tb.Fatal(err)
	}
	n := 0
	for _, c := range comms {
		if b, err := os.ReadFile(c); err == nil && strings.TrimSpace(string(b)) == comm {
			n++
		}
	}
	return n
}

// testIOURingWritesInline: with CallerRuns, iouring writes on the caller's
// goroutine while a permit is free, and through the ring without it.
func testIOURingWritesInline(t *testing.T) {
	for _, callerRuns := range []bool{false, true} {
		b := openWith(t, "iouring", fsio.Config{Threads: 2, Queue: 16, CallerRuns: callerRuns})
		f, err := os.Create(filepath.Join(t.TempDir(), "f"))
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		buf := b.NewBuffer(4096)
		defer buf.Free()
		copy(buf.Bytes(), "written")
		before := b.(interface{ InlineCalls() uint64 }).InlineCalls()
		if err := b.WriteAt(context.Background(), f, buf, 7, 3); err != nil {
			t.Fatal(err)
		}
		got, err := os.ReadFile(f.Name())
		if err != nil {
			t.Fatal(err)
		}
		if want := "\x00\x00\x00written"; string(got) != want {
			t.Errorf("caller runs %v: file %q, want %q", callerRuns, got, want)
		}
		inline := b.(interface{ InlineCalls() uint64 }).InlineCalls() - before
		if want := map[bool]uint64{false: 0, true: 1}[callerRuns]; inline != want {
			t.Errorf("caller runs %v: %d writes inline, want %d", callerRuns, inline, want)
		}
	}
}
