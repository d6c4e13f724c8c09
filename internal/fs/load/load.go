// Package load is the corral-fs load generator, the seed's FsClient:
// CONCURRENCY connections share REQUESTS requests of one op, and the run is
// summed up as successes, errors, time, qps, MB/s, latency percentiles (an
// HDR histogram) and the server's OS threads before and after.
//
// Run owns its worker goroutines and returns after all of them have ended.
package load

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"sync"
	"sync/atomic"
	"time"

	"github.com/HdrHistogram/hdrhistogram-go"

	"github.com/corral-go/corral/internal/fs/client"
)

// Ops are the ops a load can be made of, as the seed named them.
var Ops = []string{"clean", "bench", "upload", "download", "exist", "delete"}

// Options describe a load.
type Options struct {
	Addr        string
	Op          string
	Concurrency int
	Requests    int
	FileSize    int // upload: bytes per file
	// Files is how many distinct names the requests cycle through
	// (load/0000000 …); 0 means Requests. Downloads read what uploads with
	// the same Files wrote.
	Files    int
	Client   client.Options
	Progress func(done int64) // called about every 100 ms when set
}

// Result is a load's summary.
type Result struct {
	Op           string  `json:"op"`
	Addr         string  `json:"addr"`
	Backend      string  `json:"io_backend"`
	Concurrency  int     `json:"concurrency"`
	Requests     int     `json:"requests"`
	FileSize     int     `json:"file_size"`
	Successes    int64   `json:"successes"`
	Errors       int64   `json:"errors"`
	CostMS       float64 `json:"cost_ms"`
	QPS          float64 `json:"qps"`
	MBps         float64 `json:"mb_per_s"`
	P50MS        float64 `json:"p50_ms"`
	P90MS        float64 `json:"p90_ms"`
	P99MS        float64 `json:"p99_ms"`
	MaxMS        float64 `json:"max_ms"`
	ThreadsStart int64   `json:"server_threads_start"`
	ThreadsEnd   int64   `json:"server_threads_end"`
	FirstError   string  `json:"first_error,omitempty"`
}

// Name is the file name request i uses.
func Name(i, files int) string { return fmt.Sprintf("load/%07d", i%files) }

// Run runs the load. It fails only when the server cannot be reached or
// the options are wrong; failed requests are counted in the result.
func Run(ctx context.Context, o Options) (Result, error) {
	if !validOp(o.Op) {
		return Result{}, fmt.Errorf("unknown op %q (want one of %v)", o.Op, Ops)
	}
	if o.Concurrency < 1 || o.Requests < 0 {
		return Result{}, fmt.Errorf("concurrency must be ≥ 1 and requests ≥ 0, got %d and %d", o.Concurrency, o.Requests)
	}
	if o.Files <= 0 {
		o.Files = max(o.Requests, 1)
	}
	res := Result{Op: o.Op, Addr: o.Addr, Concurrency: o.Concurrency, Requests: o.Requests, FileSize: o.FileSize}
	admin, err := client.Dial(ctx, o.Addr, o.Client)
	if err != nil {
		return res, err
	}
	defer admin.Close()
	st, err := admin.Stats(ctx)
	if err != nil {
		return res, fmt.Errorf("stats: %w", err)
	}
	res.ThreadsStart, res.Backend = st.OsThreads, st.IoBackend
	o.Client.PageSize = admin.PageSize()

	body := make([]byte, o.FileSize)
	r := rand.New(rand.NewPCG(1, 2))
	for i := range body {
		body[i] = byte(r.Uint32())
	}

	t := &tally{hist: hdrhistogram.New(1, int64(10*time.Minute/time.Microsecond), 3)}
	stopProgress := startProgress(o.Progress, func() int64 { return t.ok.Load() + t.failed.Load() })
	start := time.Now()
	var wg sync.WaitGroup
	for range o.Concurrency {
		wg.Go(func() { t.worker(ctx, &o, body) })
	}
	wg.Wait()
	elapsed := time.Since(start)
	stopProgress()
	ok, failed, firstErr, hist := &t.ok, &t.failed, &t.firstErr, t.hist

	if st, err := admin.Stats(ctx); err == nil {
		res.ThreadsEnd = st.OsThreads
	}
	res.Successes, res.Errors = ok.Load(), failed.Load()
	if v := firstErr.Load(); v != nil {
		res.FirstError = v.(string)
	}
	res.CostMS = float64(elapsed.Microseconds()) / 1000
	if s := elapsed.Seconds(); s > 0 {
		res.QPS = float64(res.Successes) / s
		// The bytes moved, as counted: a download's size is the file's,
		// not FILE_SIZE, which a download is not given.
		res.MBps = float64(t.bytes.Load()) / s / 1e6
	}
	ms := func(us int64) float64 { return float64(us) / 1000 }
	res.P50MS, res.P90MS = ms(hist.ValueAtQuantile(50)), ms(hist.ValueAtQuantile(90))
	res.P99MS, res.MaxMS = ms(hist.ValueAtQuantile(99)), ms(hist.Max())
	return res, nil
}

// tally is what the workers of a run count together.
type tally struct {
	next, ok, failed atomic.Int64
	bytes            atomic.Int64 // body bytes uploaded or downloaded by the requests that succeeded
	firstErr         atomic.Value // string
	mu               sync.Mutex
	hist             *hdrhistogram.Histogram // guarded by mu
}

// worker takes requests until o.Requests are taken or ctx ends, on one
// connection that it redials when the stream breaks, and merges its
// latencies into the tally at the end.
func (t *tally) worker(ctx context.Context, o *Options, body []byte) {
	h := hdrhistogram.New(1, int64(10*time.Minute/time.Microsecond), 3)
	var c *client.Client
	defer func() {
		if c != nil {
			c.Close()
		}
		t.mu.Lock()
		t.hist.Merge(h)
		t.mu.Unlock()
	}()
	for {
		i := int(t.next.Add(1) - 1)
		if i >= o.Requests || ctx.Err() != nil {
			return
		}
		start := time.Now()
		var err error
		if c == nil {
			c, err = client.Dial(ctx, o.Addr, o.Client)
		}
		var n int64
		if err == nil {
			n, err = one(ctx, c, o.Op, Name(i, o.Files), body)
		}
		if err != nil {
			t.failed.Add(1)
			t.firstErr.CompareAndSwap(nil, err.Error())
			var se *client.Error
			if c != nil && !errors.As(err, &se) { // the stream is broken: redial
				c.Close()
				c = nil
			}
			continue
		}
		h.RecordValue(max(time.Since(start).Microseconds(), 1))
		t.ok.Add(1)
		t.bytes.Add(n)
	}
}

func validOp(op string) bool {
	for _, o := range Ops {
		if o == op {
			return true
		}
	}
	return false
}

// one does one request and returns the body bytes it moved.
func one(ctx context.Context, c *client.Client, op, name string, body []byte) (int64, error) {
	switch op {
	case "bench":
		return 0, c.Bench(ctx)
	case "upload":
		return int64(len(body)), c.Upload(ctx, name, body)
	case "download":
		return c.Download(ctx, name, io.Discard)
	case "exist":
		_, err := c.Exist(ctx, name)
		return 0, err
	case "delete":
		err := c.Delete(ctx, name)
		if client.IsNotFound(err) {
			return 0, nil // deleting what is gone is the op's normal end
		}
		return 0, err
	case "clean":
		_, err := c.Clean(ctx)
		return 0, err
	}
	return 0, fmt.Errorf("unknown op %q", op)
}

// startProgress calls report every 100 ms until the returned stop is
// called; stop waits for the reporting goroutine.
func startProgress(report func(int64), done func() int64) (stop func()) {
	if report == nil {
		return func() {}
	}
	quit := make(chan struct{})
	var wg sync.WaitGroup
	wg.Go(func() {
		t := time.NewTicker(100 * time.Millisecond)
		defer t.Stop()
		for {
			select {
			case <-quit:
				report(done())
				return
			case <-t.C:
				report(done())
			}
		}
	})
	return func() { close(quit); wg.Wait() }
}
