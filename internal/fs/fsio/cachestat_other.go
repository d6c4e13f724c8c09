//go:build !linux || !(amd64 || arm64)

package fsio

// cached cannot tell here; see cachestat_linux.go.
func cached(int, int64, int64) bool { return false }
