package store_test

import (
	"context"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"golang.org/x/sys/unix"

	"github.com/corral-go/corral/internal/corral/result"
	"github.com/corral-go/corral/internal/corral/store"
)

// BenchmarkRecordWrite is the store's share of a record, per job: every
// .go file of GOROOT's src (gofmt's output is its input, nearly) stored
// as a job's stdout with an empty stderr and its result, from two
// goroutines as the runner's store pool does, then the run finished. It
// leaves out running the jobs, so changes to hashing, compressing and
// inserting are measured without the noise of thousands of processes.
func BenchmarkRecordWrite(b *testing.B) {
	var files [][]byte
	var names []string
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		b.Skipf("go env GOROOT: %v", err)
	}
	root := filepath.Join(strings.TrimSpace(string(goroot)), "src")
	_ = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".go") {
			if data, err := os.ReadFile(p); err == nil {
				files = append(files, data)
				names = append(names, p)
			}
		}
		return nil
	})
	if len(files) == 0 {
		b.Skip("no Go sources under", root)
	}
	ctx := context.Background()
	cpu0 := cpuTime()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		s, err := store.Open(ctx, filepath.Join(b.TempDir(), "r.db"))
		if err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		w, err := s.BeginRun(ctx, result.RunInfo{Command: "record", Cmd: "gofmt {}", Source: "go.tar"}, 64)
		if err != nil {
			b.Fatal(err)
		}
		var wg sync.WaitGroup
		next := make(chan int)
		for range 2 {
			wg.Go(func() {
				// After an error it keeps taking jobs, so that the sender
				// never blocks, and stores nothing more.
				failed := false
				for k := range next {
					if failed {
						continue
					}
					out, err := w.PutBytes(ctx, files[k])
					var errRef result.Ref
					if err == nil {
						errRef, err = w.PutBytes(ctx, nil)
					}
					if err == nil {
						err = w.AddResult(result.Result{Path: names[k], Status: result.Ran, Stdout: out, Stderr: errRef,
							Duration: time.Millisecond, CPU: time.Millisecond})
					}
					if err != nil {
						b.Error(err)
						failed = true
					}
				}
			})
		}
		for k := range files {
			next <- k
		}
		close(next)
		wg.Wait()
		if err := w.Finish("{}", &result.Promotion{Whole: true}); err != nil {
			b.Fatal(err)
		}
		b.StopTimer()
		s.Close()
		b.StartTimer()
	}
	jobs := float64(b.N * len(files))
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/jobs/1e3, "wall-µs/job")
	b.ReportMetric(float64((cpuTime()-cpu0).Nanoseconds())/jobs/1e3, "cpu-µs/job")
}

// cpuTime is this process's user and system CPU time.
func cpuTime() time.Duration {
	var ru unix.Rusage
	_ = unix.Getrusage(unix.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkTinyResults is the store's share of a job that prints ten
// bytes (cat over a file of ten bytes): a blob of its own, an empty
// stderr and its result, from two goroutines, then the run finished, as
// in bench/overhead.sh. On such jobs what the store pays per row, not per
// byte, is corral's cost (issue 58).
func BenchmarkTinyResults(b *testing.B) {
	const jobs = 20000
	ctx := context.Background()
	cpu0 := cpuTime()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		s, err := store.Open(ctx, filepath.Join(b.TempDir(), "r.db"))
		if err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		w, err := s.BeginRun(ctx, result.RunInfo{Command: "record", Cmd: "cat {}", Source: "tiny.tar"}, 64)
		if err != nil {
			b.Fatal(err)
		}
		var wg sync.WaitGroup
		for g := range 2 {
			wg.Go(func() {
				for k := g; k < jobs; k += 2 {
					out, err := w.PutBytes(ctx, fmt.Appendf(nil, "%09d\n", k))
					var errRef result.Ref
					if err == nil {
						errRef, err = w.PutBytes(ctx, nil)
					}
					if err == nil {
						err = w.AddResult(result.Result{Path: fmt.Sprintf("d%03d/f%06d.c", k%200, k), Status: result.Ran,
							Stdout: out, Stderr: errRef, Duration: time.Millisecond, CPU: time.Millisecond})
					}
					if err != nil {
						b.Error(err)
						return
					}
				}
			})
		}
		wg.Wait()
		if err := w.Finish("{}", &result.Promotion{Whole: true}); err != nil {
			b.Fatal(err)
		}
		b.StopTimer()
		s.Close()
		b.StartTimer()
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*jobs)/1e3, "wall-µs/job")
	b.ReportMetric(float64((cpuTime()-cpu0).Nanoseconds())/float64(b.N*jobs)/1e3, "cpu-µs/job")
}
