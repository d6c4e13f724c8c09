package corral

import (
	"errors"
	"fmt"
	"os"

	"github.com/corral-go/corral/internal/bytesize"
	"github.com/corral-go/corral/internal/cmdline"
	"github.com/corral-go/corral/internal/corral/runner"
	"github.com/corral-go/corral/internal/corral/tmpdir"
)

// The prefixes of the temporary directories of a run, swept by the next
// run when a dead one left them (see package tmpdir).
const (
	workPrefix    = "corral-work-"
	scratchPrefix = runner.ScratchPrefix
)

// sweepDead removes what dead runs left in TMPDIR and says so.
func sweepDead() []string {
	s := tmpdir.Sweep(workPrefix, scratchPrefix)
	if s.Dirs == 0 {
		return nil
	}
	return []string{fmt.Sprintf("removed %d directories (%s) that killed corral runs left in %s", s.Dirs, bytesize.Format(s.Bytes), os.TempDir())}
}

// workDir returns the directory to unpack into and how to clean it up:
// keep when given (it must be new or empty, and is kept), else a new
// temporary directory that cleanup removes.
func workDir(keep string) (string, func(), error) {
	if keep == "" {
		d, err := tmpdir.New(workPrefix)
		if err != nil {
			return "", nil, fmt.Errorf("create work dir: %w", err)
		}
		return d.Path, d.Remove, nil
	}
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
