//go:build !linux

package fsio_test

import (
	"os"
	"testing"
)

// dropCache: cache-first reads are a Linux feature (preadv2 RWF_NOWAIT).
func dropCache(t *testing.T, _ *os.File, _, _ int64) {
	t.Skip("cache-first reads need Linux")
}

// readBack is not reached: dropCache skipped.
func readBack(*testing.T, *os.File, int64, int64) {}
