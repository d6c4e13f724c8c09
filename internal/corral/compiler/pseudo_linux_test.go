package compiler

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"golang.org/x/sys/unix"
)

// mount mounts a file system of type fstype (or binds source, with
// unix.MS_BIND) on a new directory, which it returns; it skips the test
// where mounting is refused (not root, no CAP_SYS_ADMIN).
func mount(t *testing.T, source, fstype string, flags uintptr) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "mnt")
	if err := os.Mkdir(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := unix.Mount(source, dir, fstype, flags, ""); err != nil {
		t.Skipf("mount %s on %s: %v", source, dir, err)
	}
	// Detached, never busy: TempDir's RemoveAll must not reach into it.
	t.Cleanup(func() { _ = unix.Unmount(dir, unix.MNT_DETACH) })
	return dir
}

// ofWithin is Of, failing the test when it has not returned in 10 s
// (before the fix it read a trace_pipe forever).
func ofWithin(t *testing.T, programs, operands []string) Fingerprint {
	t.Helper()
	type result struct {
		fp  Fingerprint
		err error
	}
	done := make(chan result, 1)
	go func() {
		fp, err := Of(context.Background(), Command{Programs: programs, Operands: operands})
		done <- result{fp, err}
	}()
	select {
	case r := <-done:
		if r.err != nil {
			t.Fatal(r.err)
		}
		return r.fp
	case <-time.After(10 * time.Second):
		t.Fatalf("Of(%q, %q) has not returned in 10s: it reads a kernel file forever", programs, operands)
		return nil
	}
}

// TestPseudoByType: a tracefs mounted outside /sys, and a procfs bound
// elsewhere, reached directly or through a link, are known by their type:
// an operand there is left out, as one under /proc is, and a program
// there is named without its content.
func TestPseudoByType(t *testing.T) {
	t.Run("tracefs", func(t *testing.T) {
		pipe := filepath.Join(mount(t, "nodev", "tracefs", 0), "trace_pipe")
		if fp := ofWithin(t, nil, []string{pipe}); len(fp) != 0 {
			t.Errorf("trace_pipe as an operand: %+v, want it left out", fp)
		}
		fp := ofWithin(t, []string{pipe}, nil)
		if len(fp) != 1 || fp[0].Content != "" || fp[0].Error != "pseudo file (tracefs): not read" {
			t.Errorf("trace_pipe as the program: %+v", fp)
		}
	})
	t.Run("procfs", func(t *testing.T) {
		status := filepath.Join(mount(t, "/proc", "", unix.MS_BIND), "self", "status")
		link := filepath.Join(t.TempDir(), "status")
		if err := os.Symlink(status, link); err != nil {
			t.Fatal(err)
		}
		if fp := ofWithin(t, nil, []string{status, link}); len(fp) != 0 {
			t.Errorf("a procfs file bound outside /proc, and a link to it, as operands: %+v, want them left out", fp)
		}
		fp := ofWithin(t, []string{link}, nil)
		if len(fp) != 1 || fp[0].Content != "" || fp[0].Error != "pseudo file (procfs): not read" {
			t.Errorf("a link to a bound procfs file as the program: %+v", fp)
		}
	})
}

// TestPseudoTypesAreKernels: no file system of stored files is taken for
// the kernel's.
func TestPseudoTypesAreKernels(t *testing.T) {
	for _, magic := range []uint32{unix.EXT4_SUPER_MAGIC, unix.TMPFS_MAGIC, unix.XFS_SUPER_MAGIC, unix.BTRFS_SUPER_MAGIC, unix.OVERLAYFS_SUPER_MAGIC, unix.FUSE_SUPER_MAGIC, unix.NFS_SUPER_MAGIC} {
		if fs, ok := pseudoTypes[magic]; ok {
			t.Errorf("magic %#x taken for %s", magic, fs)
		}
	}
	dir := t.TempDir()
	if fs := pseudoFS(dir); fs != "" {
		t.Errorf("the test's temporary directory %s is taken for %s", dir, fs)
	}
	if fs := pseudoFS("/proc/self/status"); fs != "procfs" {
		t.Errorf("/proc/self/status: %q, want procfs", fs)
	}
	for magic, name := range pseudoTypes {
		if name == "" {
			t.Errorf("kernel file system %#x has no name", magic)
		}
	}
}
