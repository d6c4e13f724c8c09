package runner

import (
	"fmt"
	"os"
)

// newNamedScratch returns a new file in dir, already unlinked: it is gone
// when the last process holding it closes it.
func newNamedScratch(dir string) (*os.File, error) {
	f, err := os.CreateTemp(dir, "job-")
	if err != nil {
		return nil, fmt.Errorf("create scratch file: %w", err)
	}
	os.Remove(f.Name())
	return f, nil
}
