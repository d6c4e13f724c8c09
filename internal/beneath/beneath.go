// Package beneath opens, creates, renames and removes files beneath a
// directory, each with one openat2(2) call (a rename: one per parent
// directory, and a renameat) that the kernel confines to the directory
// (RESOLVE_BENEATH): a path with "..", an absolute path, or a symlink that
// leads out fails, as with [os.Root].
//
// Why not os.Root alone: on Linux os.Root resolves a path one component at
// a time in Go, an openat and a close per directory, and corral opens,
// creates or removes several files per job. In a 15,000-file record those
// walks cost 14 % of corral's CPU time (pprof); openat2 does the same
// confinement in one system call. Where openat2 is missing (Linux before
// 5.6, or a seccomp filter that refuses it) a [Dir] uses its os.Root, and
// on other systems (beneath_other.go) os.Root is all it uses.
//
// corral-fs's data directory uses it too: under 500 connections of GETs
// the os.Root walk to open each download was 16 % of the server's CPU, and
// an upload to "b/NAME" walked to create its temp file and twice to
// rename it.
//
// A Dir is safe for concurrent use.
package beneath

import "os"

// Dir is a directory that files are opened beneath.
type Dir struct {
	root *os.Root
	fd   int // O_PATH descriptor of the directory; -1 to use root
}

// Root is the directory's os.Root, for what this package does not do.
func (d *Dir) Root() *os.Root { return d.root }
