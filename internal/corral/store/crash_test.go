package store_test

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/corral-go/corral/internal/corral/result"
	"github.com/corral-go/corral/internal/corral/store"
)

const crashFiles = 10000

// TestKillNineDuringPromote kills a process with SIGKILL while it swaps the
// baseline between two runs of 10,000 files over and over, the way accept
// and record do, and checks that the baseline is always one run whole.
func TestKillNineDuringPromote(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	if raceDetector {
		// The helper promotes through SQLite compiled to Go in one
		// goroutine, and is killed: the detector watches nothing there
		// and makes each promote ten times slower (32 s of make test).
		t.Skip("runs without the race detector: make test runs it in a pass of its own")
	}
	ctx := context.Background()
	db := filepath.Join(t.TempDir(), "corral.db")
	s, err := store.Open(ctx, db)
	if err != nil {
		t.Fatal(err)
	}
	paths := make([]string, crashFiles)
	for i := range paths {
		paths[i] = fmt.Sprintf("src/f%05d.bas", i)
	}
	for i, cmd := range []result.Command{result.Record, result.Check} {
		w, err := s.BeginRun(ctx, result.RunInfo{Command: cmd, Cmd: "cc", Source: "src.tar"}, 16)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range paths {
			w.AddResult(result.Result{Path: p, Status: result.Ran, ExitCode: i})
		}
		var promote *result.Promotion
		if cmd == result.Record {
			promote = &result.Promotion{Whole: true}
		}
		if err := w.Finish("{}", promote); err != nil {
			t.Fatal(err)
		}
	}
	s.Close()

	for round := range 3 {
		cmd := exec.Command(os.Args[0], "-test.run=^TestHelperPromoteForever$")
		cmd.Env = append(os.Environ(), "CORRAL_CRASH_DB="+db)
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		stdout, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		// Killed once it has promoted round+1 times, so in the midst of
		// the next promote, however fast the machine: after a sleep, a
		// loaded machine's helper might not have opened the store yet.
		promotes, other := 0, []string{}
		lines := bufio.NewScanner(stdout)
		for promotes < round+1 && lines.Scan() {
			if strings.HasPrefix(lines.Text(), "promoted ") {
				promotes++
			} else {
				other = append(other, lines.Text())
			}
		}
		cmd.Process.Signal(syscall.SIGKILL)
		cmd.Wait()
		if promotes < round+1 {
			t.Fatalf("round %d: the helper ended after %d promotes:\n%s\n%s", round, promotes, strings.Join(other, "\n"), stderr.Bytes())
		}
		t.Logf("round %d: killed during promote %d", round, promotes+1)

		s, err := store.Open(ctx, db)
		if err != nil {
			t.Fatalf("round %d: reopen after kill -9: %v", round, err)
		}
		base, err := s.Baseline(ctx)
		if err != nil {
			t.Fatalf("round %d: read baseline: %v", round, err)
		}
		codes := map[int]int{}
		for _, r := range base {
			codes[r.ExitCode]++
		}
		s.Close()
		if len(base) != crashFiles || len(codes) != 1 {
			t.Fatalf("round %d: baseline of %d files mixes runs: %v", round, len(base), codes)
		}
	}
}

// TestHelperPromoteForever is the process killed by TestKillNineDuringPromote.
func TestHelperPromoteForever(t *testing.T) {
	db := os.Getenv("CORRAL_CRASH_DB")
	if db == "" {
		t.Skip("helper process")
	}
	ctx := context.Background()
	s, err := store.Open(ctx, db)
	if err != nil {
		t.Fatal(err)
	}
	paths := make([]string, crashFiles)
	for i := range paths {
		paths[i] = fmt.Sprintf("src/f%05d.bas", i)
	}
	for i := 0; ; i++ {
		if err := s.Promote(ctx, int64(1+i%2), paths, nil, ""); err != nil {
			t.Fatal(err)
		}
		fmt.Printf("promoted %d\n", i+1) // for TestKillNineDuringPromote to count
	}
}
