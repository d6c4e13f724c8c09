//go:build !linux

package compiler

import "os"

// pseudoFS names the kernel's file system path is in, where there is no
// statfs type to tell it by: by the directory it leads into (see
// underKernelDir), "" for elsewhere. The read that follows is bounded
// anyway.
func pseudoFS(path string) string { return underKernelDir(path, "/proc/", "/sys/", "/dev/") }

// pseudoFile is pseudoFS for an open file; where there is no statfs type,
// the path looked at before it was opened is all there is to go by.
func pseudoFile(*os.File) string { return "" }
