package workspace_test

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/corral-go/corral/internal/corral/workspace"
)

// TestMain lets the test binary be a run that makes a directory, prints
// its path and waits to be killed.
func TestMain(m *testing.M) {
	if os.Getenv("TMPDIR_TEST_READONLY") == "1" {
		os.Exit(readOnlyTree())
	}
	if os.Getenv("TMPDIR_TEST_OWNER") == "1" {
		d, err := workspace.New("corral-work-")
		if err != nil {
			fmt.Println("error:", err)
			os.Exit(1)
		}
		os.WriteFile(filepath.Join(d.Path, "data"), make([]byte, 1000), 0o644)
		fmt.Println(d.Path)
		time.Sleep(time.Minute)
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// owner starts a process that owns a new directory and returns it.
func owner(t *testing.T) (*exec.Cmd, string) {
	t.Helper()
	cmd := exec.Command(os.Args[0])
	cmd.Env = append(os.Environ(), "TMPDIR_TEST_OWNER=1")
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	line, err := bufio.NewReader(out).ReadString('\n')
	if err != nil || strings.HasPrefix(line, "error") {
		t.Fatalf("owner: %q, %v", line, err)
	}
	return cmd, strings.TrimSpace(line)
}

// TestSweepRemovesOnlyWhatDeadRunsLeft: a live process's directory stays, a
// killed one's goes with its lock file, and so do old directories with no
// lock file (from before lock files); recent ones without stay.
func TestSweepRemovesOnlyWhatDeadRunsLeft(t *testing.T) {
	t.Setenv("TMPDIR", t.TempDir())
	live, liveDir := owner(t)
	dead, deadDir := owner(t)
	if err := dead.Process.Kill(); err != nil { // SIGKILL: no chance to clean up
		t.Fatal(err)
	}
	dead.Wait()
	mine, err := workspace.New("corral-scratch-")
	if err != nil {
		t.Fatal(err)
	}
	old := filepath.Join(os.TempDir(), "corral-work-old")
	recent := filepath.Join(os.TempDir(), "corral-work-recent")
	other := filepath.Join(os.TempDir(), "not-corral")
	for _, d := range []string{old, recent, other} {
		if err := os.Mkdir(d, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	long := time.Now().Add(-48 * time.Hour)
	os.Chtimes(old, long, long)
	os.Chtimes(other, long, long)

	swept := workspace.Sweep("corral-work-", "corral-scratch-")
	if swept.Dirs != 2 || swept.Bytes != 1000 {
		t.Errorf("swept %+v, want 2 dirs of 1000 bytes", swept)
	}
	for _, gone := range []string{deadDir, deadDir + ".lock", old} {
		if _, err := os.Lstat(gone); err == nil {
			t.Errorf("%s is still there", gone)
		}
	}
	for _, kept := range []string{liveDir, liveDir + ".lock", mine.Path, mine.Path + ".lock", recent, other} {
		if _, err := os.Lstat(kept); err != nil {
			t.Errorf("%s was removed: %v", kept, err)
		}
	}
	mine.Remove()
	if _, err := os.Lstat(mine.Path); err == nil {
		t.Errorf("Remove left %s", mine.Path)
	}
	live.Process.Kill()
	live.Wait()
	if swept := workspace.Sweep("corral-work-"); swept.Dirs != 1 {
		t.Errorf("after the live owner died: swept %+v, want its dir", swept)
	}
}

// readOnlyTree makes a run's directory holding what Go's module cache
// leaves (directories and files without write permission), removes it,
// and exits 0 when nothing is left.
func readOnlyTree() int {
	d, err := workspace.New("corral-work-")
	if err != nil {
		fmt.Println("error:", err)
		return 1
	}
	deep := filepath.Join(d.Path, "gomodcache", "example.com", "m@v1.0.0", "sub")
	if err := os.MkdirAll(deep, 0o755); err != nil {
		fmt.Println("error:", err)
		return 1
	}
	os.WriteFile(filepath.Join(deep, "f.go"), []byte("package sub\n"), 0o444)
	for p := deep; p != d.Path; p = filepath.Dir(p) {
		os.Chmod(p, 0o555)
	}
	d.Remove()
	if _, err := os.Lstat(d.Path); err == nil {
		fmt.Println("left:", d.Path)
		return 1
	}
	return 0
}

// TestRemoveReadOnlyTree: a job that leaves a read-only directory in the
// work dir (Go's module cache does) must not leak the tree. Run as an
// unprivileged user when the tests run as root, whom permissions do not
// stop.
func TestRemoveReadOnlyTree(t *testing.T) {
	base := t.TempDir()
	// t.TempDir makes base and its parent for this user alone.
	for _, p := range []string{base, filepath.Dir(base)} {
		if err := os.Chmod(p, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	// A copy of the test binary where that user can run it.
	bin, err := os.ReadFile(os.Args[0])
	if err != nil {
		t.Fatal(err)
	}
	self := filepath.Join(base, "workspace.test")
	if err := os.WriteFile(self, bin, 0o755); err != nil {
		t.Fatal(err)
	}
	work := filepath.Join(base, "tmp")
	if err := os.Mkdir(work, 0o777); err != nil {
		t.Fatal(err)
	}
	os.Chmod(work, 0o777)
	for p := base; p != "/"; p = filepath.Dir(p) {
		if info, err := os.Stat(p); err == nil && info.Mode().Perm()&0o001 == 0 && os.Geteuid() == 0 {
			t.Skipf("%s is not searchable by others; cannot run as an unprivileged user", p)
		}
	}
	cmd := exec.Command(self, "-test.run=^$")
	cmd.Env = append(os.Environ(), "TMPDIR_TEST_READONLY=1", "TMPDIR="+work)
	if os.Geteuid() == 0 {
		cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: 65534, Gid: 65534}}
	}
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("the read-only tree was not removed: %v\n%s", err, out)
	}
}
