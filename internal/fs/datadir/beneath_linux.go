//go:build linux

package datadir

import (
	"errors"
	"fmt"
	"os"
	"path"
	"sync/atomic"

	"golang.org/x/sys/unix"
)

// beneath opens files under the data directory with one openat2(2) call
// that the kernel confines to it (RESOLVE_BENEATH: no absolute path, no
// ".." above it, no symlink out of it, no /proc magic link), where
// os.Root walks the path with one openat per component. Downloads open a
// file per request: under 500 connections of GETs the walk was 16 % of the
// server's CPU. Where openat2 is refused (a kernel before 5.6, a seccomp
// policy), it turns itself off and os.Root does the open.
//
// Uploads use it too: a temp file is created, and removed, with one call
// in TempDir (opened once), and committed with one openat2 of the
// target's directory and one renameat. Through os.Root an upload to
// "b/NAME" cost a walk to create the temp file, a stat and a MkdirAll of
// "b", and two walks to rename; under 500 connections of PUTs, creating
// and renaming took 44 % of the server's CPU, these walks included.
type beneath struct {
	dir *os.File // the data directory, O_PATH
	tmp *os.File // its TempDir, O_PATH; nil if it could not be opened
	off atomic.Bool
}

func openBeneath(dir string) *beneath {
	fd, err := unix.Open(dir, unix.O_PATH|unix.O_DIRECTORY|unix.O_CLOEXEC, 0)
	if err != nil {
		b := &beneath{}
		b.off.Store(true)
		return b
	}
	b := &beneath{dir: os.NewFile(uintptr(fd), dir)}
	// Without TempDir (not made yet) uploads go through os.Root.
	if tfd, err := unix.Openat(fd, TempDir, unix.O_PATH|unix.O_DIRECTORY|unix.O_NOFOLLOW|unix.O_CLOEXEC, 0); err == nil {
		b.tmp = os.NewFile(uintptr(tfd), TempDir)
	}
	return b
}

// createTemp creates the temp file base (one component) in TempDir for
// writing. ok is false when the caller must create it another way.
func (b *beneath) createTemp(base string) (f *os.File, ok bool, err error) {
	if b.off.Load() || b.tmp == nil {
		return nil, false, nil
	}
	fd, err := retry(func() (int, error) {
		return unix.Openat(int(b.tmp.Fd()), base, unix.O_WRONLY|unix.O_CREAT|unix.O_EXCL|unix.O_NOFOLLOW|unix.O_CLOEXEC, 0o644)
	})
	if err != nil {
		return nil, true, &os.PathError{Op: "create", Path: TempDir + "/" + base, Err: err}
	}
	return os.NewFile(uintptr(fd), TempDir+"/"+base), true, nil
}

// removeTemp removes the temp file base. ok as for createTemp.
func (b *beneath) removeTemp(base string) (ok bool, err error) {
	if b.off.Load() || b.tmp == nil {
		return false, nil
	}
	if _, err := retry(func() (int, error) { return 0, unix.Unlinkat(int(b.tmp.Fd()), base, 0) }); err != nil {
		return true, &os.PathError{Op: "remove", Path: TempDir + "/" + base, Err: err}
	}
	return true, nil
}

// rename renames the temp file base over name, whose directory must
// exist: an error that is fs.ErrNotExist with ok true says it does not.
// The directory is opened confined to the data directory, and the last
// component is replaced, never followed. ok as for createTemp.
func (b *beneath) rename(base, name string) (ok bool, err error) {
	if b.off.Load() || b.tmp == nil {
		return false, nil
	}
	dir, file := path.Split(name)
	dfd := int(b.dir.Fd())
	if dir != "" {
		how := unix.OpenHow{Flags: unix.O_PATH | unix.O_DIRECTORY | unix.O_CLOEXEC,
			Resolve: unix.RESOLVE_BENEATH | unix.RESOLVE_NO_MAGICLINKS}
		dfd, err = retry(func() (int, error) { return unix.Openat2(int(b.dir.Fd()), dir, &how) })
		if err != nil {
			return true, &os.PathError{Op: "rename", Path: name, Err: err}
		}
		defer unix.Close(dfd)
	}
	if _, err := retry(func() (int, error) { return 0, unix.Renameat(int(b.tmp.Fd()), base, dfd, file) }); err != nil {
		return true, &os.LinkError{Op: "rename", Old: TempDir + "/" + base, New: name, Err: err}
	}
	return true, nil
}

// retry makes a call again while it is interrupted.
func retry(call func() (int, error)) (int, error) {
	for {
		n, err := call()
		if !errors.Is(err, unix.EINTR) && !errors.Is(err, unix.EAGAIN) {
			return n, err
		}
	}
}

// open opens name for reading. ok is false when openat2 is not available
// and the caller must open it another way.
func (b *beneath) open(name string) (f *os.File, ok bool, err error) {
	if b.off.Load() {
		return nil, false, nil
	}
	how := unix.OpenHow{Flags: unix.O_RDONLY | unix.O_CLOEXEC | unix.O_NOCTTY,
		Resolve: unix.RESOLVE_BENEATH | unix.RESOLVE_NO_MAGICLINKS}
	var fd int
	for {
		fd, err = unix.Openat2(int(b.dir.Fd()), name, &how)
		if !errors.Is(err, unix.EINTR) && !errors.Is(err, unix.EAGAIN) {
			break
		}
	}
	switch {
	case errors.Is(err, unix.ENOSYS) || errors.Is(err, unix.EPERM) && b.refused():
		b.off.Store(true)
		return nil, false, nil
	case errors.Is(err, unix.EXDEV):
		return nil, true, &os.PathError{Op: "openat2", Path: name, Err: fmt.Errorf("path escapes from the data directory")}
	case err != nil:
		return nil, true, &os.PathError{Op: "openat2", Path: name, Err: err}
	}
	return os.NewFile(uintptr(fd), name), true, nil
}

// refused reports whether openat2 itself is refused (seccomp answers
// EPERM for the call), not the file: the data directory must open.
func (b *beneath) refused() bool {
	how := unix.OpenHow{Flags: unix.O_PATH | unix.O_CLOEXEC, Resolve: unix.RESOLVE_BENEATH}
	fd, err := unix.Openat2(int(b.dir.Fd()), ".", &how)
	if err == nil {
		unix.Close(fd)
		return false
	}
	return true
}

func (b *beneath) close() {
	for _, f := range []*os.File{b.dir, b.tmp} {
		if f != nil {
			f.Close()
		}
	}
}
