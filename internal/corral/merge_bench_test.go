package corral_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"syscall"
	"testing"
	"time"

	"github.com/corral-go/corral/internal/corral"
	"github.com/corral-go/corral/internal/corral/store"
)

// BenchmarkMergeAtScale merges SHARDS shard stores (100) holding RESULTS
// results in all (1,000,000), made by a generator: each shard a record of
// its part of the files, all sharing 100 distinct blobs. It reports the
// merge's wall time, the process's peak RSS and the merged store's size.
// Run it with: make bench-merge
func BenchmarkMergeAtScale(b *testing.B) {
	shards, results := envInt("SHARDS", 100), envInt("RESULTS", 1_000_000)
	dir := b.TempDir()
	ctx := context.Background()
	var paths []string
	gen := time.Now()
	for k := 1; k <= shards; k++ {
		p := filepath.Join(dir, fmt.Sprintf("shard-%03d.db", k))
		makeShard(b, p, k, shards, results/shards)
		paths = append(paths, p)
	}
	b.Logf("generated %d shard stores of %d results each in %v", shards, results/shards, time.Since(gen).Round(time.Millisecond))
	b.ResetTimer()
	for range b.N {
		out := filepath.Join(b.TempDir(), "merged.db")
		st, err := corral.OpenStore(ctx, out)
		if err != nil {
			b.Fatal(err)
		}
		start := time.Now()
		rep, err := corral.Merge(ctx, st, paths, false)
		if err != nil {
			b.Fatal(err)
		}
		wall := time.Since(start)
		st.Close()
		info, _ := os.Stat(out)
		var ru syscall.Rusage
		syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
		b.ReportMetric(wall.Seconds(), "merge-s")
		b.ReportMetric(float64(ru.Maxrss)/1024, "peak-RSS-MB")
		b.ReportMetric(float64(info.Size())/(1<<20), "store-MB")
		b.Logf("merged %d results from %d shards in %v; peak RSS %d MB; store %d MB",
			rep.Summary.Total, shards, wall.Round(time.Millisecond), ru.Maxrss/1024, info.Size()>>20)
	}
}

// makeShard writes a shard store: a record of shard k of n with count
// results.
func makeShard(b *testing.B, path string, k, n, count int) {
	ctx := context.Background()
	st, err := store.Open(ctx, path)
	if err != nil {
		b.Fatal(err)
	}
	defer st.Close()
	w, err := st.BeginRun(ctx, store.RunInfo{Command: "record", Cmd: "bcom {}",
		Config: fmt.Sprintf(`{"cmd":"bcom {}","shard":"%d/%d"}`, k, n)}, 64)
	if err != nil {
		b.Fatal(err)
	}
	var refs []store.Ref
	for i := range 100 {
		ref, err := w.PutBytes(ctx, []byte(fmt.Sprintf("output %d\n", i)))
		if err != nil {
			b.Fatal(err)
		}
		refs = append(refs, ref)
	}
	for i := range count {
		r := store.Result{Path: fmt.Sprintf("src/s%03d/f%07d.bas", k, i), Status: store.Ran, Stdout: refs[i%100], Stderr: refs[(i+1)%100],
			Duration: time.Millisecond}
		if err := w.AddResult(r); err != nil {
			b.Fatal(err)
		}
	}
	if err := w.Finish("{}", &store.Promotion{Whole: true}); err != nil {
		b.Fatal(err)
	}
}

func envInt(name string, def int) int {
	if v, err := strconv.Atoi(os.Getenv(name)); err == nil && v > 0 {
		return v
	}
	return def
}
