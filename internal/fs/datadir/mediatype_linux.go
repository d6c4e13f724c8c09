//go:build linux

package datadir

import (
	"errors"
	"fmt"
	"os"

	"golang.org/x/sys/unix"
)

// setType gives the upload's file f the media type t, or, for none,
// removes a type the file had (a spare's).
func setType(f *os.File, t string, spare bool) error {
	fd := int(f.Fd())
	if t == "" {
		if !spare {
			return nil
		}
		if err := unix.Fremovexattr(fd, typeAttr); err != nil && err != unix.ENODATA && err != unix.EOPNOTSUPP {
			return fmt.Errorf("media type: %w", err)
		}
		return nil
	}
	if err := unix.Fsetxattr(fd, typeAttr, []byte(t), 0); err != nil {
		if errors.Is(err, unix.EOPNOTSUPP) {
			return ErrTypeNotKept
		}
		return fmt.Errorf("media type: %w", err)
	}
	return nil
}

// getType is the media type of the open file fd, "" for none.
func getType(fd int) string {
	var buf [MaxTypeLen]byte
	n, err := unix.Fgetxattr(fd, typeAttr, buf[:])
	if err != nil || n <= 0 {
		return ""
	}
	return string(buf[:n])
}
