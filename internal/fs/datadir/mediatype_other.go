//go:build !linux

package datadir

import "os"

// setType keeps no media type here.
func setType(_ *os.File, t string, _ bool) error {
	if t != "" {
		return ErrTypeNotKept
	}
	return nil
}

// getType is always "" here.
func getType(int) string { return "" }
