package corral

import (
	"errors"
	"fmt"
	"os"

	"github.com/corral-go/corral/internal/cmdline"
)

// workDir returns the directory to unpack into and how to clean it up:
// keep when given (it must be new or empty, and is kept), else a new
// temporary directory that cleanup removes.
func workDir(keep string) (string, func(), error) {
	if keep == "" {
		dir, err := os.MkdirTemp("", "corral-work-")
		if err != nil {
			return "", nil, fmt.Errorf("create work dir: %w", err)
		}
		return dir, func() { os.RemoveAll(dir) }, nil
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
