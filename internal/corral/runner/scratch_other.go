//go:build !linux

package runner

import "os"

// newScratch returns a new file in dir, already unlinked.
func newScratch(dir string) (*os.File, error) { return newNamedScratch(dir) }
