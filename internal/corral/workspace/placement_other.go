//go:build !linux

package workspace

// memFS: memory-backed file systems are recognised on Linux only.
func memFS(string) (bool, int64) { return false, -1 }
