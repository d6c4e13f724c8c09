//go:build !linux

package source

import (
	"os"
	"time"
)

// setMtime sets the file name's access and modification times to t.
func setMtime(_ *os.File, root *os.Root, name string, t time.Time) error {
	return root.Chtimes(name, t, t)
}

// umask is not read here: files are made 0600 and chmodded.
func umask() (os.FileMode, bool) { return 0, false }
