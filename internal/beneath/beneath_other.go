//go:build !linux

package beneath

import (
	"errors"
	"os"
	"syscall"
)

// On systems without openat2, a Dir is its os.Root: the same confinement,
// resolved one path component at a time.

// Open opens dir.
func Open(dir string) (*Dir, error) {
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, err
	}
	return &Dir{root: root, fd: -1}, nil
}

// Close closes the directory.
func (d *Dir) Close() error { return d.root.Close() }

// Open opens name for reading, without blocking on a FIFO (O_NONBLOCK,
// which a regular file ignores): the caller checks what it opened.
func (d *Dir) Open(name string) (*os.File, error) {
	return rootResult(d.root.OpenFile(name, os.O_RDONLY|syscall.O_NONBLOCK, 0))
}

// Create creates name, which must not exist, for writing.
func (d *Dir) Create(name string, perm os.FileMode) (*os.File, error) {
	return rootResult(d.root.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_EXCL, perm))
}

// Remove removes the file (or empty directory) name; a symlink is removed
// itself, never what it points to.
func (d *Dir) Remove(name string) error { return fromRoot(d.root.Remove(name)) }

// Rename renames oldname over newname.
func (d *Dir) Rename(oldname, newname string) error { return fromRoot(d.root.Rename(oldname, newname)) }

// Exchange is unsupported here: it needs Linux's renameat2.
func (d *Dir) Exchange(a, b string) error {
	return &os.LinkError{Op: "exchange", Old: a, New: b, Err: errors.ErrUnsupported}
}

// Replace renames oldname over newname: without renameat2 it never
// exchanges.
func (d *Dir) Replace(oldname, newname string) (swapped bool, err error) {
	return false, d.Rename(oldname, newname)
}

// OpenCached is refused here: see the Linux version.
func (d *Dir) OpenCached(name string) (Opened, error) {
	return Opened{}, &os.PathError{Op: "open", Path: name, Err: ErrNotCached}
}

// OpenExisting opens the regular file name for writing without creating,
// truncating or following a symbolic link, and without blocking on a FIFO,
// and returns it with what fstat says of it; anything but a regular file
// is an error.
func (d *Dir) OpenExisting(name string) (*os.File, os.FileInfo, error) {
	f, err := rootResult(d.root.OpenFile(name, os.O_WRONLY|syscall.O_NOFOLLOW|syscall.O_NONBLOCK, 0))
	if err != nil {
		return nil, nil, err
	}
	return regular(f, name)
}

// CreateAnon is unsupported here: it needs Linux's O_TMPFILE.
func (d *Dir) CreateAnon(dir string, perm os.FileMode) (*os.File, error) {
	return nil, &os.PathError{Op: "create", Path: dir, Err: errors.ErrUnsupported}
}

// Link is unsupported here: see CreateAnon.
func (d *Dir) Link(f *os.File, name string) error {
	return &os.LinkError{Op: "link", Old: f.Name(), New: name, Err: errors.ErrUnsupported}
}
