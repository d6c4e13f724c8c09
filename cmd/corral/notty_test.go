package main

import (
	"bytes"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/creack/pty"
)

// TestJobsHaveNoTerminal runs corral on a terminal with jobs that read
// /dev/tty (a prompt) and write escape sequences to it. Jobs get no
// controlling terminal: before, the reader stopped on SIGTTIN and hung
// corral for ever, and the writer's escapes reached the user's screen raw.
func TestJobsHaveNoTerminal(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	if err := os.MkdirAll(filepath.Join(dir, "src"), 0o755); err != nil {
		t.Fatal(err)
	}
	for _, n := range []string{"a.bas", "b.bas"} {
		if err := os.WriteFile(filepath.Join(dir, "src", n), []byte("x\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	cmd := exec.Command("corral", "record", "--cmd",
		`sh -c 'printf "\033]0;pwned\007\033[2J" > /dev/tty; read answer < /dev/tty; echo "read: $answer"' sh {}`, "src")
	cmd.Dir = dir
	tty, err := pty.Start(cmd)
	if err != nil {
		t.Skipf("no pseudo-terminal: %v", err)
	}
	defer tty.Close()
	var out bytes.Buffer
	done := make(chan struct{})
	go func() { io.Copy(&out, tty); close(done) }()
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	select {
	case <-exited:
	case <-time.After(60 * time.Second):
		cmd.Process.Kill()
		t.Fatalf("corral hung on a job that reads /dev/tty:\n%s", out.String())
	}
	tty.Close()
	<-done
	if got := out.String(); strings.Contains(got, "pwned") || strings.Contains(got, "\x1b[2J") {
		t.Errorf("a job's escape sequences reached the terminal:\n%q", got)
	}
}
