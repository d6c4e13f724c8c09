// Package workspace owns where a run works: the work directory it unpacks
// its source into, the jobs' scratch directories, the locks that mark them
// as a live run's, and the sweep that removes what dead runs left.
//
// # Placement
//
// [Open] puts a temporary work dir on a memory-backed file system (a tmpfs
// such as /dev/shm) when the unpacked source and the outputs fit there with
// a wide margin, on the disk otherwise ([Choose]). Creating files is the
// largest cost corral itself pays on ext4, and nothing of the work dir
// outlives the run; but tmpfs pages count against the memory limit of the
// cgroup that writes them, and a work dir that fills a CI container's limit
// gets the compilers OOM-killed. So memory is chosen only when the estimate
// of what the work dir will hold is at most a third ([Margin]) of the
// smallest of the tmpfs's free space, the memory available, and the room
// under every cgroup memory limit above this process. docs/performance.md
// has what the tmpfs saves.
//
// # Locks and sweeping
//
// A run that is killed (kill -9, the OOM killer, a lost machine) cannot
// remove its directories, and a work dir can hold a whole unpacked corpus.
// So every directory comes with a lock file beside it, NAME.lock, on which
// the run holds an flock(2) for as long as it lives; the kernel releases
// the lock when the process dies, however it dies. [Sweep] removes every
// directory whose lock it can take: no live run owns it. A lock file
// appears under its final name only once locked (created under a hidden
// name, locked, then renamed), so a sweep never takes a lock that its
// owner is about to take.
package workspace

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/corral-go/corral/internal/bytesize"
)

// The prefixes of the temporary directories of a run, swept by the next
// run when a dead one left them.
const (
	WorkPrefix    = "corral-work-"    // the work dir a source unpacks into
	ScratchPrefix = "corral-scratch-" // the jobs' scratch files
)

// WorkName is the name of the work dir of the runs of one store, key (its
// path): "corral-work-" and 8 hex digits of key's SHA-256, the same from
// run to run (see NewNamedIn), and another for another store's runs, which
// may run beside them.
func WorkName(key string) string {
	h := sha256.Sum256([]byte(key))
	return WorkPrefix + hex.EncodeToString(h[:4])
}

// newWork makes a work dir in base: name, or while another run holds
// that (or for no name), one of a random name; refused says why name was
// not taken.
func newWork(base, name string) (d *Dir, refused string, err error) {
	if name != "" {
		d, err := NewNamedIn(base, name)
		if err == nil {
			return d, "", nil
		}
		refused = fmt.Sprintf("; %s is %v (another run of this store, or not this user's), so this run's path is its own and outputs that name their directory (gcc -g) differ from the baseline's",
			filepath.Join(base, name), err)
	}
	d, err = NewIn(base, WorkPrefix)
	return d, refused, err
}

// SweepDead removes what dead runs left in TMPDIR and in the memory-backed
// file system, and says so.
func SweepDead() []string {
	var out []string
	for _, base := range []string{os.TempDir(), MemDir()} {
		if base == "" {
			continue
		}
		s := SweepIn(base, WorkPrefix, ScratchPrefix)
		if s.Dirs > 0 {
			out = append(out, fmt.Sprintf("removed %d directories (%s) that killed corral runs left in %s", s.Dirs, bytesize.Format(s.Bytes), base))
		}
	}
	return out
}

// MemDir is the memory-backed file system corral may unpack into:
// CORRAL_MEMDIR, or /dev/shm.
func MemDir() string {
	if d := os.Getenv("CORRAL_MEMDIR"); d != "" {
		return d
	}
	return DefaultMemDir
}

// Work is where a run unpacks and keeps its jobs' scratch files.
type Work struct {
	Dir     string // the unpacked source goes here
	Scratch string // the base of the jobs' scratch dirs; "" for TMPDIR
	Cleanup func() // removes what Open made; never nil
}

// Open returns the directory to unpack into and how to clean it up:
// keep when given (it must be new or empty, and is kept), else a new
// temporary directory that cleanup removes, in memory or on disk as mode
// (--workdir-fs) and the room there is decide for src, named name while
// no other run holds that (see WorkName; "": a random name); note is told
// the choice and why, in one line.
func Open(keep, mode, src, name string, note func(string)) (Work, error) {
	if keep == "" {
		c, err := Choose(mode, Gather("/", MemDir()), Need(src), os.TempDir())
		if err != nil {
			return Work{}, &PlacementError{Err: err}
		}
		d, refused, err := newWork(c.Dir, name)
		if err != nil && c.Memory && mode != Memory {
			// The memory file system refused (full, read-only): disk.
			c.Why = fmt.Sprintf("work dir on disk (%s): %s refused it (%v)", os.TempDir(), c.Dir, err)
			c.Dir, c.Memory = os.TempDir(), false
			d, refused, err = newWork(c.Dir, name)
		}
		c.Why += refused
		if err != nil {
			return Work{}, fmt.Errorf("create work dir: %w", err)
		}
		if note != nil {
			note(c.Why)
		}
		w := Work{Dir: d.Path, Cleanup: d.Remove}
		if c.Memory {
			w.Scratch = c.Dir
		}
		return w, nil
	}
	if err := EmptyDir(keep); err != nil {
		return Work{}, err
	}
	return Work{Dir: keep, Cleanup: func() {}}, nil
}

// EmptyDir makes dir, or checks that it is an empty directory: a
// --workdir, or where corral export writes.
func EmptyDir(dir string) error {
	entries, err := os.ReadDir(dir)
	switch {
	case errors.Is(err, os.ErrNotExist):
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return fmt.Errorf("create work dir: %w", err)
		}
	case err != nil:
		return &DirError{Dir: dir, Err: err}
	case len(entries) > 0:
		return &DirError{Dir: dir, Err: ErrNotEmpty}
	}
	return nil
}

// ErrNotEmpty is a work dir given (--workdir) that holds files already.
var ErrNotEmpty = errors.New("is not empty")

// DirError is a work dir given (--workdir) that cannot be used: not a
// directory (Err from reading it), or not empty (ErrNotEmpty).
type DirError struct {
	Dir string
	Err error
}

func (e *DirError) Error() string {
	if e.Err == ErrNotEmpty {
		return fmt.Sprintf("work dir %s is not empty", e.Dir)
	}
	return fmt.Sprintf("work dir %s: %v", e.Dir, e.Err)
}

func (e *DirError) Unwrap() error { return e.Err }

// PlacementError is a --workdir-fs that cannot be had: an unknown mode,
// or memory where no memory file system can be written.
type PlacementError struct{ Err error }

func (e *PlacementError) Error() string { return e.Err.Error() }

func (e *PlacementError) Unwrap() error { return e.Err }
