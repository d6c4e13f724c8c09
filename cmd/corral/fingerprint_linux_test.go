package main

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"golang.org/x/sys/unix"
)

// TestFingerprintSkipsTracePipe: a --cmd that names a tracefs trace_pipe
// mounted outside /sys as an operand records at once. Before, corral read
// it to fingerprint the compiler before any job, forever, and ignored
// Ctrl-C: only kill -9 ended it. The test mounts a tracefs, and skips
// where that is refused.
func TestFingerprintSkipsTracePipe(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	mnt := filepath.Join(dir, "trace")
	if err := os.Mkdir(mnt, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := unix.Mount("nodev", mnt, "tracefs", 0, ""); err != nil {
		t.Skipf("mount tracefs: %v", err)
	}
	// Detached, never busy: TempDir's RemoveAll must not reach into it.
	t.Cleanup(func() { _ = unix.Unmount(mnt, unix.MNT_DETACH) })
	if err := os.MkdirAll(filepath.Join(dir, "src"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "src", "a.txt"), []byte("a\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd, out := startCorral(t, dir, nil, "record", "-q", "--cmd", "echo "+filepath.Join(mnt, "trace_pipe")+" {}", "src")
	done := make(chan struct{})
	go func() { cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(30 * time.Second):
		cmd.Process.Signal(os.Interrupt)
		select {
		case <-done:
			t.Fatalf("record hung for 30s (Ctrl-C stopped it, exit %d):\n%s", cmd.ProcessState.ExitCode(), out)
		case <-time.After(10 * time.Second):
			cmd.Process.Kill()
			<-done
			t.Fatalf("record hung for 30s, and Ctrl-C did not stop it in 10s:\n%s", out)
		}
	}
	if code := cmd.ProcessState.ExitCode(); code != 0 {
		t.Fatalf("record: exit %d, want 0:\n%s", code, out)
	}
}
