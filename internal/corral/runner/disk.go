package runner

import (
	"errors"
	"fmt"
	"path/filepath"

	"golang.org/x/sys/unix"

	"github.com/corral-go/corral/internal/bytesize"
)

// ErrDiskFull is a run stopped because the disk under the jobs' streams
// (TMPDIR) or under the work dir is full: a job's write there fails with
// ENOSPC, and corral cannot see that failure, only what was written. What
// a job left cut short must never be stored as its result.
var ErrDiskFull = errors.New("disk full")

// minFree is the free space under which a disk counts as full after a
// job. A job's write that failed with ENOSPC leaves less free space than
// it wanted, and writes are rarely larger than 1 MiB; a disk with less
// free space than this would fail the next job anyway.
const minFree = 1 << 20

// disk is a filesystem a job writes to, checked after every job: one
// statfs(2), about a microsecond.
type disk struct {
	what string // "the scratch disk (TMPDIR)", "the work dir's disk"
	dir  string
}

// disks returns the filesystems of the scratch dir and the work dir, one
// entry when they are the same filesystem.
func disks(scratch, work string) ([]disk, error) {
	var a, b unix.Statfs_t
	if err := unix.Statfs(scratch, &a); err != nil {
		return nil, fmt.Errorf("statfs %s: %w", scratch, err)
	}
	if err := unix.Statfs(work, &b); err != nil {
		return nil, fmt.Errorf("statfs %s: %w", work, err)
	}
	out := []disk{{what: "the scratch disk of the jobs' stdout and stderr (TMPDIR, " + filepath.Dir(scratch) + ")", dir: scratch}}
	if a.Fsid != b.Fsid {
		out = append(out, disk{what: "the work dir's disk (" + work + ")", dir: work})
	}
	return out, nil
}

// check returns an error wrapping ErrDiskFull when less than minFree is
// left on d.
func (d disk) check() error {
	var st unix.Statfs_t
	if err := unix.Statfs(d.dir, &st); err != nil {
		return fmt.Errorf("statfs %s: %w", d.dir, err)
	}
	// The blocks an unprivileged writer may use, for root too: whether
	// root may write into the reserved ones depends on the mount (ext4's
	// resuid and resgid, and here resv_strict, under which root got
	// ENOSPC with 160 GB of reserved blocks free), so counting them let a
	// root run store what a full disk cut short. A disk that root could
	// still write to stops the run a little early, with this error.
	if free := st.Bavail * uint64(st.Bsize); free < minFree {
		return fmt.Errorf("%w: %s has %s free, less than %s; a job's writes may have been cut short, so the run stopped",
			ErrDiskFull, d.what, bytesize.Format(int64(free)), bytesize.Format(minFree))
	}
	return nil
}
