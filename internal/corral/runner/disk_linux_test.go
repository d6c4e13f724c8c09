//go:build linux

package runner

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"syscall"
	"testing"

	"golang.org/x/sys/unix"
)

// TestReservedBlocksAreNotFree: a file system whose space left is all in
// the blocks it reserves is full, also when corral runs as root (which may
// not be allowed to write into them: ENOSPC came back here with 160 GB
// reserved and free). It runs as root with mkfs.ext4, making a small
// ext4 with half of it reserved on a loop device.
func TestReservedBlocksAreNotFree(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("needs root to mount a file system")
	}
	mkfs, err := exec.LookPath("mkfs.ext4")
	if err != nil {
		t.Skip("no mkfs.ext4")
	}
	tmp := t.TempDir()
	img, mnt := filepath.Join(tmp, "img"), filepath.Join(tmp, "mnt")
	os.Mkdir(mnt, 0o755)
	if err := os.WriteFile(img, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(img, 16<<20); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(mkfs, "-q", "-F", "-m", "50", "-O", "^has_journal", img).CombinedOutput(); err != nil {
		t.Skipf("mkfs.ext4: %v: %s", err, out)
	}
	if out, err := exec.Command("mount", "-o", "loop", img, mnt).CombinedOutput(); err != nil {
		t.Skipf("cannot mount a loop device here: %v: %s", err, out)
	}
	t.Cleanup(func() { syscall.Unmount(mnt, syscall.MNT_DETACH) })
	var st unix.Statfs_t
	if err := unix.Statfs(mnt, &st); err != nil {
		t.Fatal(err)
	}
	// Fill what an unprivileged writer may use, all but 256 KiB.
	fill := int64(st.Bavail)*int64(st.Bsize) - 256<<10
	f, err := os.Create(filepath.Join(mnt, "fill"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.Write(make([]byte, fill)); err != nil {
		t.Fatal(err)
	}
	f.Close()
	syscall.Sync()
	unix.Statfs(mnt, &st)
	t.Logf("available %d KiB, free with the reserved blocks %d KiB", st.Bavail*uint64(st.Bsize)>>10, st.Bfree*uint64(st.Bsize)>>10)
	ds, err := disks(mnt, mnt)
	if err != nil {
		t.Fatal(err)
	}
	if err := ds[0].check(); !errors.Is(err, ErrDiskFull) {
		t.Errorf("a disk with %d KiB available and the rest reserved: %v, want ErrDiskFull", st.Bavail*uint64(st.Bsize)>>10, err)
	}
}
