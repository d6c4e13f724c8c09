//go:build !linux

package fsio

import (
	"errors"
	"fmt"
)

// io_uring is Linux's: elsewhere 'iouring' is refused with a reason.
const iouringAvailable = false

// ErrNoIOURing is returned by New("iouring") where there is no io_uring.
var ErrNoIOURing = errors.New("io_uring is not available")

func newIOURing(Config) (Backend, error) {
	return nil, fmt.Errorf("%w: io backend iouring needs Linux; use gopool", ErrNoIOURing)
}
