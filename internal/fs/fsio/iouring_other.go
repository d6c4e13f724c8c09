//go:build !linux

package fsio

import "fmt"

// io_uring is Linux's: elsewhere 'iouring' is refused with a reason.
const iouringAvailable = false

func newIOURing(Config) (Backend, error) {
	return nil, fmt.Errorf("%w: io backend iouring needs Linux; use gopool", ErrNoIOURing)
}
