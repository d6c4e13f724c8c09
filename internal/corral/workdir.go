package corral

import (
	"errors"
	"fmt"
	"os"

	"github.com/corral-go/corral/internal/bytesize"
	"github.com/corral-go/corral/internal/cmdline"
	"github.com/corral-go/corral/internal/corral/runner"
	"github.com/corral-go/corral/internal/corral/tmpdir"
	"github.com/corral-go/corral/internal/corral/workfs"
)

// The prefixes of the temporary directories of a run, swept by the next
// run when a dead one left them (see package tmpdir).
const (
	workPrefix    = "corral-work-"
	scratchPrefix = runner.ScratchPrefix
)

// sweepDead removes what dead runs left in TMPDIR and in the memory-backed
// file system, and says so.
func sweepDead() []string {
	var out []string
	for _, base := range []string{os.TempDir(), memDir()} {
		if base == "" {
			continue
		}
		s := tmpdir.SweepIn(base, workPrefix, scratchPrefix)
		if s.Dirs > 0 {
			out = append(out, fmt.Sprintf("removed %d directories (%s) that killed corral runs left in %s", s.Dirs, bytesize.Format(s.Bytes), base))
		}
	}
	return out
}

// memDir is the memory-backed file system corral may unpack into:
// CORRAL_MEMDIR, or /dev/shm.
func memDir() string {
	if d := os.Getenv("CORRAL_MEMDIR"); d != "" {
		return d
	}
	return workfs.DefaultMemDir
}

// work is where a run unpacks and keeps its jobs' scratch files.
type work struct {
	dir, scratch string // scratch "" for TMPDIR
	cleanup      func()
}

// workDir returns the directory to unpack into and how to clean it up:
// keep when given (it must be new or empty, and is kept), else a new
// temporary directory that cleanup removes, in memory or on disk as mode
// (--workdir-fs) and the room there is decide for src; note is told the
// choice and why, in one line.
func workDir(keep, mode, src string, note func(string)) (work, error) {
	if keep == "" {
		c, err := workfs.Choose(mode, workfs.Gather("/", memDir()), workfs.Need(src), os.TempDir())
		if err != nil {
			return work{}, cmdline.Errorf("--workdir-fs auto lets corral choose; CORRAL_MEMDIR names a tmpfs other than /dev/shm", "%w", err)
		}
		d, err := tmpdir.NewIn(c.Dir, workPrefix)
		if err != nil && c.Memory && mode != workfs.Memory {
			// The memory file system refused (full, read-only): disk.
			c.Why = fmt.Sprintf("work dir on disk (%s): %s refused it (%v)", os.TempDir(), c.Dir, err)
			c.Dir, c.Memory = os.TempDir(), false
			d, err = tmpdir.NewIn(c.Dir, workPrefix)
		}
		if err != nil {
			return work{}, fmt.Errorf("create work dir: %w", err)
		}
		if note != nil {
			note(c.Why)
		}
		w := work{dir: d.Path, cleanup: d.Remove}
		if c.Memory {
			w.scratch = c.Dir
		}
		return w, nil
	}
	dir, cleanup, err := keptDir(keep)
	return work{dir: dir, cleanup: cleanup}, err
}

// keptDir checks and makes a --workdir.
func keptDir(keep string) (string, func(), error) {
	entries, err := os.ReadDir(keep)
	switch {
	case errors.Is(err, os.ErrNotExist):
		if err := os.MkdirAll(keep, 0o755); err != nil {
			return "", nil, fmt.Errorf("create work dir: %w", err)
		}
	case err != nil:
		return "", nil, cmdline.Errorf("--workdir must be a directory", "work dir %s: %w", keep, err)
	case len(entries) > 0:
		return "", nil, cmdline.Errorf("remove it or name a new directory", "work dir %s is not empty", keep)
	}
	return keep, func() {}, nil
}
