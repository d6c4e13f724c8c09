package corral_test

import (
	"archive/tar"
	"context"
	"errors"
	"os"
	"path/filepath"
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
	if testing.Short() || raceDetector {
		t.Skip("a pass of its own without the race detector (make test): runs 2 × 4,000 jobs")
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

// TestCancelWhileTheReportReadsEndsTheRun: Ctrl-C after the jobs, while
// the report reads the results back from the store, keeps the run as
// interrupted; it was left running, its writer never ended.
func TestCancelWhileTheReportReadsEndsTheRun(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "src.tar")
	f, err := os.Create(src)
	if err != nil {
		t.Fatal(err)
	}
	tw := tar.NewWriter(f)
	for _, name := range []string{"a.c", "b.c"} {
		body := "int " + name[:1] + ";\n"
		_ = tw.WriteHeader(&tar.Header{Name: name, Mode: 0o644, Size: int64(len(body)), Typeflag: tar.TypeReg})
		_, _ = tw.Write([]byte(body))
	}
	// A symlink to a file is not compiled, and said so in a warning
	// between the jobs and the report: the moment to cancel.
	_ = tw.WriteHeader(&tar.Header{Name: "l.c", Linkname: "a.c", Typeflag: tar.TypeSymlink})
	if err := tw.Close(); err != nil {
		t.Fatal(err)
	}
	f.Close()
	st := corraltest.OpenStore(t)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	opts := corral.Options{RunSettings: corral.RunSettings{Source: src, Cmd: "cat {}", Jobs: 1, Getenv: func(string) string { return "" }}}
	warned := false
	opts.Observer.OnWarning = func(string) { warned = true; cancel() }
	_, err = corral.Record(ctx, st, opts)
	if !warned || !errors.Is(err, corral.ErrInterrupted) {
		t.Fatalf("warned %v, err %v; want a warning, then ErrInterrupted", warned, err)
	}
	runs, err := st.Runs(context.Background())
	if err != nil || len(runs) != 1 || runs[0].State != result.Interrupted {
		t.Fatalf("runs %+v, %v; want one, interrupted", runs, err)
	}
}
