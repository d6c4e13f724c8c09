package corral_test

import (
	"context"
	"runtime"
	"testing"

	"github.com/corral-go/corral/internal/corral"
	"github.com/corral-go/corral/internal/corral/corraltest"
	"github.com/corral-go/corral/internal/corral/result"
)

// liveHeap is the heap in use after a collection.
func liveHeap() int64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return int64(m.HeapAlloc)
}

// TestRunsHoldNoResultPerFile: a record and a check hold nothing per file
// while they run: the live heap at a run's last result is within a bound
// of what it was at its 500th. They held every result in a map, the
// baseline read whole, the source's names and the unpacker's tree, about
// 500 bytes a file; the report now reads the results back from the
// store.
func TestRunsHoldNoResultPerFile(t *testing.T) {
	if testing.Short() {
		t.Skip("runs 2 × 4,000 jobs")
	}
	const n = 4000
	ctx := context.Background()
	src, st := corraltest.Corpus(t, corraltest.Names(n)...), corraltest.OpenStore(t)
	for _, run := range []func(context.Context, corral.Store, corral.Options) (*corral.Outcome, error){corral.Record, corral.Check} {
		var at500, atEnd int64
		seen := 0
		opts := corral.Options{RunSettings: corral.RunSettings{Source: src, Cmd: "true {}", Jobs: 1, Exclude: []string{"HDR_*"},
			Getenv: func(string) string { return "" }}}
		opts.Observer.OnResult = func(result.Result, string) {
			switch seen++; seen {
			case 500:
				at500 = liveHeap()
			case n:
				atEnd = liveHeap()
			}
		}
		out, err := run(ctx, st, opts)
		if err != nil {
			t.Fatal(err)
		}
		if s := out.Report.Summary; s.Total != n {
			t.Fatalf("%s: %+v, want %d files", out.Report.Command, s, n)
		}
		// 3,500 files later: less than 40 bytes a file. One job at a time,
		// so that the store's buffers (1 MiB each, kept for reuse) are all
		// made by the 500th.
		if grown := atEnd - at500; grown > 3500*40 {
			t.Errorf("%s: the live heap grew %d bytes over the last 3,500 files (%d a file); want no result held per file",
				out.Report.Command, grown, grown/3500)
		}
	}
}
