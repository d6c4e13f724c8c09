//go:build !cgo || !linux

package fsio

import "errors"

// Without cgo there is no C pool: the pure-Go backends cover the same
// ground, and 'cpool' is refused with a reason instead of failing to link.
const cpoolAvailable = false

func newCPool(Config) (Backend, error) {
	return nil, errors.New("io backend cpool needs a build with cgo (CGO_ENABLED=1 and a C compiler); use gopool")
}
