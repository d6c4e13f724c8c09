//go:build !linux

package runner

import (
	"fmt"
	"os"
)

// newScratch returns a new file in dir, already unlinked: it is gone when
// the last process holding it closes it.
func newScratch(dir string) (*os.File, error) {
	f, err := os.CreateTemp(dir, "job-")
	if err != nil {
		return nil, fmt.Errorf("create scratch file: %w", err)
	}
	os.Remove(f.Name())
	return f, nil
}
