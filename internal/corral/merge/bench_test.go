package merge_test

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"syscall"
	"testing"
	"time"

	"github.com/corral-go/corral/internal/corral/result"
	"github.com/corral-go/corral/internal/corral/shard"
	"github.com/corral-go/corral/internal/corral/store"
)

// BenchmarkMergeAtScale merges SHARDS shard stores (100) holding RESULTS
// results in all (1,000,000), made by a generator, with a real `corral
// merge` process writing the JSON and JUnit reports, as a CI job would.
// record: each shard a record of its part of the files; check: each shard
// a check against a baseline of all of them in OUT.db, one file in 1,000
// changed. It reports the merge's wall time, the process's peak RSS and
// the merged store's size. Run it with: make bench-merge
func BenchmarkMergeAtScale(b *testing.B) {
	shards, results := envInt("SHARDS", 100), envInt("RESULTS", 1_000_000)
	bin := buildCorral(b)
	for _, command := range []result.Command{result.Record, result.Check} {
		b.Run(string(command), func(b *testing.B) {
			dir := b.TempDir()
			gen := time.Now()
			paths := makeShards(b, dir, command, shards, results/shards)
			base := ""
			if command == result.Check {
				base = filepath.Join(dir, "baseline.db")
				makeStore(b, base, "record", 0, 1, results, 0)
			}
			b.Logf("generated %d shard stores of %d results each in %v", shards, results/shards, time.Since(gen).Round(time.Millisecond))
			b.ResetTimer()
			for range b.N {
				b.StopTimer()
				out := filepath.Join(b.TempDir(), "merged.db")
				if base != "" {
					copyFile(b, base, out)
				}
				b.StartTimer()
				m := mergeProcess(b, bin, out, paths)
				b.ReportMetric(m.wall.Seconds(), "merge-s")
				b.ReportMetric(float64(m.peakRSS)/(1<<20), "peak-RSS-MB")
				b.ReportMetric(float64(m.storeSize)/(1<<20), "store-MB")
				b.Logf("merged %d results from %d shards (%s) in %v; peak RSS %d MB; store %d MB; JSON report %d MB",
					results, shards, command, m.wall.Round(time.Millisecond), m.peakRSS>>20, m.storeSize>>20, m.jsonSize>>20)
			}
		})
	}
}

// TestMergeMemoryIsBoundedByAShard merges 20 and then 60 shards of 5,000
// results each with a real corral process that writes the JSON and JUnit
// reports: three times the results may not take more memory, but for a
// margin (SQLite's page caches are full from about 100,000 results on).
// Holding every result, as merge did, took 300 and 729 MB. CORRAL_BIN runs
// another build of corral instead.
func TestMergeMemoryIsBoundedByAShard(t *testing.T) {
	if testing.Short() {
		t.Skip("builds corral and merges 400,000 results")
	}
	if raceDetector {
		// The shards are written in this process, one goroutine, through
		// SQLite compiled to Go: the detector watches nothing there and
		// makes it ten times slower. make test runs this test without it.
		t.Skip("runs without the race detector: make test runs it in a pass of its own")
	}
	bin := os.Getenv("CORRAL_BIN")
	if bin == "" {
		bin = buildCorral(t)
	}
	var rss [2]int64
	for i, n := range []int{20, 60} {
		paths := makeShards(t, t.TempDir(), "record", n, 5000)
		m := mergeProcess(t, bin, filepath.Join(t.TempDir(), "out.db"), paths)
		rss[i] = m.peakRSS
		t.Logf("merged %d shards of 5,000 results in %v, peak RSS %d MB", n, m.wall.Round(time.Millisecond), m.peakRSS>>20)
	}
	if rss[1] > rss[0]+40<<20 {
		t.Errorf("merging 300,000 results took %d MB, 100,000 took %d MB: memory grows with the results", rss[1]>>20, rss[0]>>20)
	}
}

// buildCorral builds the corral command into a temporary directory.
func buildCorral(tb testing.TB) string {
	tb.Helper()
	bin := filepath.Join(tb.TempDir(), "corral")
	out, err := exec.Command("go", "build", "-o", bin, "github.com/corral-go/corral/cmd/corral").CombinedOutput()
	if err != nil {
		tb.Fatalf("build corral: %v\n%s", err, out)
	}
	return bin
}

// merged is what one merge process took.
type merged struct {
	wall                         time.Duration
	peakRSS, storeSize, jsonSize int64
}

// mergeProcess runs `corral merge out shards… --json --junit` and
// measures it; a merge with changes (exit 1) is not a failure.
func mergeProcess(tb testing.TB, bin, out string, shards []string) merged {
	tb.Helper()
	dir := filepath.Dir(out)
	args := append([]string{"merge", out}, shards...)
	cmd := exec.Command(bin, append(args, "--json", filepath.Join(dir, "m.json"), "--junit", filepath.Join(dir, "m.xml"))...)
	cmd.Stdout, cmd.Stderr = nil, nil
	start := time.Now()
	outText, err := cmd.CombinedOutput()
	var m merged
	m.wall = time.Since(start)
	if ee := (*exec.ExitError)(nil); err != nil && !(errors.As(err, &ee) && ee.ExitCode() == 1) {
		tb.Fatalf("corral merge: %v\n%s", err, outText)
	}
	m.peakRSS = cmd.ProcessState.SysUsage().(*syscall.Rusage).Maxrss << 10
	for p, size := range map[string]*int64{out: &m.storeSize, filepath.Join(dir, "m.json"): &m.jsonSize} {
		info, err := os.Stat(p)
		if err != nil {
			tb.Fatal(err)
		}
		*size = info.Size()
	}
	return m
}

// makeShards writes n shard stores of count results each.
func makeShards(tb testing.TB, dir string, command result.Command, n, count int) []string {
	var paths []string
	for k := 1; k <= n; k++ {
		p := filepath.Join(dir, fmt.Sprintf("shard-%03d.db", k))
		makeStore(tb, p, command, k, n, count, (k-1)*count)
		paths = append(paths, p)
	}
	return paths
}

// makeStore writes a store holding one run: a record (the baseline) or a
// check of shard k of n, of count files numbered from first. A check's
// files are those of the baseline makeStore records (k 0), one in 1,000
// with changed output.
func makeStore(tb testing.TB, path string, command result.Command, k, n, count, first int) {
	tb.Helper()
	ctx := context.Background()
	st, err := store.Open(ctx, path)
	if err != nil {
		tb.Fatal(err)
	}
	defer st.Close()
	config := `{"cmd":"bcom {}","jobs":2}`
	if k > 0 {
		config = fmt.Sprintf(`{"cmd":"bcom {}","shard":"%d/%d","jobs":2,"run_id":"bench"}`, k, n)
	}
	w, err := st.BeginRun(ctx, result.RunInfo{Command: command, Cmd: "bcom {}", Config: config}, 64)
	if err != nil {
		tb.Fatal(err)
	}
	var refs []result.Ref
	for i := range 101 {
		ref, err := w.PutBytes(ctx, fmt.Appendf(nil, "output %d\n", i))
		if err != nil {
			tb.Fatal(err)
		}
		refs = append(refs, ref)
	}
	// A shard holds the files of its own, by the hash --shard splits with
	// (merge refuses a store holding another shard's file): of the n×count
	// files, about count.
	lo, hi := first, first+count
	sh := shard.Shard{K: k, N: n}
	stored := 0 // the summary counts them, as a run's does: merge checks it
	if k > 0 {
		lo, hi = 0, n*count
	}
	for i := lo; i < hi; i++ {
		name := fmt.Sprintf("src/d%03d/f%07d.bas", i/10000, i)
		if k > 0 && !sh.Has(name) {
			continue
		}
		r := result.Result{Path: name, Status: result.Ran, Stdout: refs[i%100],
			Stderr: refs[(i+1)%100], Duration: time.Millisecond}
		if command == result.Check && i%1000 == 999 {
			r.Stdout = refs[100]
		}
		if err := w.AddResult(r); err != nil {
			tb.Fatal(err)
		}
		stored++
	}
	var p *result.Promotion
	if command == result.Record {
		p = &result.Promotion{Whole: true}
	}
	if err := w.Finish(fmt.Sprintf(`{"total":%d}`, stored), p); err != nil {
		tb.Fatal(err)
	}
}

func envInt(name string, def int) int {
	if v, err := strconv.Atoi(os.Getenv(name)); err == nil && v > 0 {
		return v
	}
	return def
}
