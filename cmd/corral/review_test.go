package main

import (
	"bytes"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/creack/pty"
)

// TestReviewThroughATerminal drives 'corral review' through a real
// pseudo-terminal: a check with two kinds of change, one accepted and one
// kept, applied at the end; then the next check finds only the kept one.
func TestReviewThroughATerminal(t *testing.T) {
	dir := t.TempDir()
	for name, body := range map[string]string{"a.bas": "print\na\n", "b.bas": "print\nx1\n", "c.bas": "print\nx2\n"} {
		if err := os.MkdirAll(filepath.Join(dir, "src"), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "src", name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	corral := func(env []string, args ...string) string {
		cmd := exec.Command("corral", args...)
		cmd.Dir, cmd.Env = dir, append(os.Environ(), env...)
		out, _ := cmd.CombinedOutput()
		return string(out)
	}
	corral(nil, "record", "--cmd", "fakecc {}", "src")
	changed := []string{"FAKECC_CHANGE=a.bas"}
	check := []string{"check", "--cmd", "fakecc {} | sed s/x/y/"}
	if out := corral(changed, check...); !strings.Contains(out, "kinds of change: 2 kinds") {
		t.Fatalf("the check should find two kinds:\n%s", out)
	}

	// Quit at once: nothing changes.
	out := review(t, dir, "q")
	if !strings.Contains(out, "[1/2] kind k") || !strings.Contains(out, "the baseline is unchanged") {
		t.Errorf("quit at once:\n%s", out)
	}
	// The larger kind (b and c) accepted, the other (a) kept, applied.
	out = review(t, dir, "aky")
	if !strings.Contains(out, "accept 2 files, keep 1 file as in the baseline: apply (y/n)? y") ||
		!strings.Contains(out, "review: 2 files now take the results of check run") {
		t.Errorf("accept one kind, keep the other:\n%s", out)
	}
	if out := corral(changed, check...); !strings.Contains(out, "check: 2 same, 1 changed") || !strings.Contains(out, "changed a.bas") {
		t.Errorf("after the review, only a.bas should differ:\n%s", out)
	}
	// Without a terminal, review says what to use instead.
	if out := corral(nil, "review"); !strings.Contains(out, "corral: error: review needs a terminal") {
		t.Errorf("review without a terminal:\n%s", out)
	}
}

// review runs corral review in dir on a pseudo-terminal, types keys one
// at a time as each prompt appears, and returns what it printed.
func review(t *testing.T, dir, keys string) string {
	t.Helper()
	cmd := exec.Command("corral", "review")
	cmd.Dir = dir
	tty, err := pty.Start(cmd)
	if err != nil {
		t.Fatal(err)
	}
	defer tty.Close()
	var mu sync.Mutex
	var out bytes.Buffer
	done := make(chan struct{})
	go func() {
		defer close(done)
		buf := make([]byte, 4096)
		for {
			n, err := tty.Read(buf)
			mu.Lock()
			out.Write(buf[:n])
			mu.Unlock()
			if err != nil {
				return
			}
		}
	}()
	prompts := 0
	for _, k := range keys {
		deadline := time.Now().Add(20 * time.Second)
		for {
			mu.Lock()
			n := strings.Count(out.String(), "? ")
			mu.Unlock()
			if n > prompts {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("no prompt for key %q:\n%s", k, out.String())
			}
			time.Sleep(20 * time.Millisecond)
		}
		prompts++
		if _, err := io.WriteString(tty, string(k)); err != nil {
			t.Fatal(err)
		}
	}
	wait := make(chan error, 1)
	go func() { wait <- cmd.Wait() }()
	select {
	case <-wait:
	case <-time.After(30 * time.Second):
		cmd.Process.Kill()
		t.Fatalf("review did not end:\n%s", out.String())
	}
	tty.Close()
	<-done
	mu.Lock()
	defer mu.Unlock()
	return strings.ReplaceAll(out.String(), "\r\n", "\n")
}
