//go:build linux

package beneath

import (
	"errors"
	"os"
	"path"
	"path/filepath"
	"strconv"
	"time"
	"unsafe"

	"golang.org/x/sys/unix"
)

// Open opens dir for use with openat2, and as an os.Root for the fallback.
func Open(dir string) (*Dir, error) {
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, err
	}
	d := &Dir{root: root, fd: -1}
	fd, err := unix.Open(dir, unix.O_PATH|unix.O_DIRECTORY|unix.O_CLOEXEC, 0)
	if err != nil {
		root.Close()
		return nil, &os.PathError{Op: "open", Path: dir, Err: err}
	}
	// Probe once: a kernel or sandbox without openat2 says so at once.
	probe, err := unix.Openat2(fd, ".", &unix.OpenHow{Flags: unix.O_PATH | unix.O_CLOEXEC, Resolve: unix.RESOLVE_BENEATH})
	if err != nil {
		unix.Close(fd)
		return d, nil
	}
	unix.Close(probe)
	d.fd = fd
	return d, nil
}

// Close closes the directory.
func (d *Dir) Close() error {
	if d.fd >= 0 {
		unix.Close(d.fd)
	}
	return d.root.Close()
}

func (d *Dir) openat2(op, name string, flags uint64, perm os.FileMode) (*os.File, error) {
	how := unix.OpenHow{
		Flags:   flags | unix.O_CLOEXEC,
		Mode:    uint64(perm.Perm()),
		Resolve: unix.RESOLVE_BENEATH | unix.RESOLVE_NO_MAGICLINKS,
	}
	for {
		fd, err := unix.Openat2(d.fd, name, &how)
		if err == unix.EINTR || err == unix.EAGAIN {
			continue // EAGAIN: a rename raced the lookup; the kernel asks for a retry
		}
		if err != nil {
			return nil, &os.PathError{Op: op, Path: name, Err: explain(err)}
		}
		return os.NewFile(uintptr(fd), filepath.Join(d.root.Name(), name)), nil
	}
}

// explain turns the kernel's answer to an escape into what happened.
func explain(err error) error {
	if err == unix.EXDEV {
		return ErrEscapes
	}
	return err
}

// Open opens name for reading, without blocking on a FIFO (O_NONBLOCK,
// which a regular file ignores): the caller checks what it opened.
func (d *Dir) Open(name string) (*os.File, error) {
	if d.fd < 0 {
		return rootResult(d.root.OpenFile(name, os.O_RDONLY|unix.O_NONBLOCK, 0))
	}
	return d.openat2("open", name, unix.O_RDONLY|unix.O_NONBLOCK, 0)
}

// resolveCached is RESOLVE_CACHED of <linux/openat2.h> (Linux 5.12), which
// golang.org/x/sys does not define.
const resolveCached = 0x20

// OpenCached opens the regular file name for reading as Open does, but
// only if the kernel can do it without waiting for the disk: openat2 with
// RESOLVE_CACHED, which fails with EAGAIN unless every component of the
// path is in the dentry cache. Otherwise, and where the kernel or the Dir
// cannot (then for good), it returns an error wrapping [ErrNotCached] at
// once, and the caller opens the file where blocking is allowed. It
// returns the file's bare descriptor with its fstat (of an inode in
// memory; see [Opened]); anything but a regular file is an error wrapping
// [ErrNotRegular].
func (d *Dir) OpenCached(name string) (Opened, error) {
	notCached := &os.PathError{Op: "open", Path: name, Err: ErrNotCached}
	if d.fd < 0 || d.noCached.Load() {
		return Opened{}, notCached
	}
	how := unix.OpenHow{
		Flags:   unix.O_RDONLY | unix.O_NONBLOCK | unix.O_CLOEXEC,
		Resolve: unix.RESOLVE_BENEATH | unix.RESOLVE_NO_MAGICLINKS | resolveCached,
	}
	// A raw system call, as readNoWait's in fsio: RESOLVE_CACHED cannot
	// wait for the disk (it answers EAGAIN), and O_NONBLOCK keeps a FIFO
	// from waiting, so the goroutine need not give up its P. Through
	// unix.Openat2 the runtime counts the open as a call that may block,
	// and when one outlasts sysmon's 20 µs tick (a thread descheduled in
	// it, on a machine whose CPUs are all busy) hands the P to another
	// thread, starting one if none is idle: under load that grew a server
	// past its thread bound, where the raw open keeps it at rest's count
	// (docs/fs.md has the measurement).
	p, err := unix.BytePtrFromString(name)
	if err != nil {
		return Opened{}, &os.PathError{Op: "open", Path: name, Err: err}
	}
	r, _, errno := unix.RawSyscall6(unix.SYS_OPENAT2, uintptr(d.fd), uintptr(unsafe.Pointer(p)),
		uintptr(unsafe.Pointer(&how)), unsafe.Sizeof(how), 0, 0)
	fd := int(r)
	err = nil
	if errno != 0 {
		err = errno
	}
	switch err {
	case nil:
		return opened(fd, name)
	case unix.EINVAL: // a kernel before 5.12: the flags are otherwise valid
		d.noCached.Store(true)
		return Opened{}, notCached
	case unix.EAGAIN, unix.EINTR:
		return Opened{}, notCached
	}
	return Opened{}, &os.PathError{Op: "open", Path: name, Err: explain(err)}
}

// opened describes the descriptor fd of name if it is a regular file, and
// closes it otherwise. The fstat is raw too: the inode is in memory.
func opened(fd int, name string) (Opened, error) {
	var st unix.Stat_t
	var err error
	if _, _, errno := unix.RawSyscall(unix.SYS_FSTAT, uintptr(fd), uintptr(unsafe.Pointer(&st)), 0); errno != 0 {
		err = &os.PathError{Op: "fstat", Path: name, Err: errno}
	} else if st.Mode&unix.S_IFMT != unix.S_IFREG {
		err = &os.PathError{Op: "open", Path: name, Err: ErrNotRegular}
	}
	if err != nil {
		unix.Close(fd)
		return Opened{}, err
	}
	return Opened{FD: fd, Size: st.Size, ModTime: time.Unix(st.Mtim.Unix()), Dev: uint64(st.Dev), Ino: st.Ino}, nil
}

// Create creates name, which must not exist, for writing.
func (d *Dir) Create(name string, perm os.FileMode) (*os.File, error) {
	if d.fd < 0 {
		return rootResult(d.root.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_EXCL, perm))
	}
	return d.openat2("create", name, unix.O_WRONLY|unix.O_CREAT|unix.O_EXCL, perm)
}

// CreateAnon creates a file without a name in the directory dir ("." for
// the Dir itself), for writing: open(2) with O_TMPFILE. Give it a name
// with [Dir.Link]; closed without one, the file system frees it, and a
// crash leaves nothing behind. It returns an error wrapping
// [errors.ErrUnsupported] where the kernel or the file system has no
// O_TMPFILE (or the Dir uses its os.Root); a missing dir is an
// fs.ErrNotExist.
func (d *Dir) CreateAnon(dir string, perm os.FileMode) (*os.File, error) {
	if d.fd < 0 || d.noAnon.Load() {
		return nil, &os.PathError{Op: "create", Path: dir, Err: errors.ErrUnsupported}
	}
	f, err := d.openat2("create", dir, unix.O_WRONLY|unix.O_TMPFILE, perm)
	var pe *os.PathError
	if errors.As(err, &pe) && (pe.Err == unix.EOPNOTSUPP || pe.Err == unix.EINVAL) {
		// The file system cannot (EOPNOTSUPP), or the kernel predates
		// O_TMPFILE and took it for O_DIRECTORY|O_RDWR (EINVAL with the
		// flags together; EISDIR is a real directory's answer to a write
		// open, so it is not taken for "unsupported").
		d.noAnon.Store(true)
		pe.Err = errors.Join(pe.Err, errors.ErrUnsupported)
	}
	return f, err
}

// Link gives the file f, made by [Dir.CreateAnon], the name name, whose
// parent is opened confined to the directory; it never replaces: a name
// that exists is an fs.ErrExist, a missing parent an fs.ErrNotExist.
//
// linkat(2) with AT_EMPTY_PATH names the descriptor itself; kernels before
// 6.10 allow that only to a process with CAP_DAC_READ_SEARCH, so on
// EPERM or ENOENT it links the descriptor's /proc/self/fd entry instead
// (AT_SYMLINK_FOLLOW), which needs /proc.
func (d *Dir) Link(f *os.File, name string) error {
	if d.fd < 0 {
		return &os.LinkError{Op: "link", Old: f.Name(), New: name, Err: errors.ErrUnsupported}
	}
	parent, base, closeParent, err := d.parent("link", name)
	if err != nil {
		return err
	}
	defer closeParent()
	fd := int(f.Fd())
	err = unix.Linkat(fd, "", parent, base, unix.AT_EMPTY_PATH)
	if err == unix.EPERM || err == unix.ENOENT {
		if perr := unix.Linkat(unix.AT_FDCWD, "/proc/self/fd/"+strconv.Itoa(fd), parent, base, unix.AT_SYMLINK_FOLLOW); perr != unix.ENOENT {
			err = perr
		}
	}
	if err != nil {
		return &os.LinkError{Op: "link", Old: f.Name(), New: name, Err: err}
	}
	return nil
}

// Rename renames oldname over newname (replacing a file there, never
// following a symlink there); both parents are opened confined to the
// directory. A missing parent is an fs.ErrNotExist.
func (d *Dir) Rename(oldname, newname string) error {
	if d.fd < 0 {
		return fromRoot(d.root.Rename(oldname, newname))
	}
	return d.between("rename", oldname, newname, func(oldDir int, oldBase string, newDir int, newBase string) error {
		return unix.Renameat(oldDir, oldBase, newDir, newBase)
	})
}

// Exchange swaps the entries a and b atomically (renameat2 with
// RENAME_EXCHANGE): each name then has what the other had, whatever kind
// of entry that is. Both parents are opened confined to the directory.
// It returns an error wrapping [errors.ErrUnsupported] where the kernel or
// the file system cannot exchange, or the Dir uses its os.Root; a missing
// name or parent is an fs.ErrNotExist.
func (d *Dir) Exchange(a, b string) error {
	if d.fd < 0 {
		return &os.LinkError{Op: "exchange", Old: a, New: b, Err: errors.ErrUnsupported}
	}
	return d.between("exchange", a, b, func(aDir int, aBase string, bDir int, bBase string) error {
		err := unix.Renameat2(aDir, aBase, bDir, bBase, unix.RENAME_EXCHANGE)
		if err == unix.EINVAL || err == unix.ENOSYS {
			err = errors.Join(err, errors.ErrUnsupported)
		}
		return err
	})
}

// Replace renames oldname over newname as Rename does, except that where
// newname exists and the file system can, it exchanges the two (renameat2
// with RENAME_EXCHANGE), so that what newname had is left at oldname;
// swapped says which happened. Both parents are opened once for either.
// Where the kernel or file system cannot exchange, the Dir remembers it
// and renames from then on.
func (d *Dir) Replace(oldname, newname string) (swapped bool, err error) {
	if d.fd < 0 {
		return false, fromRoot(d.root.Rename(oldname, newname))
	}
	err = d.between("rename", oldname, newname, func(oldDir int, oldBase string, newDir int, newBase string) error {
		if !d.noExchange.Load() {
			err := unix.Renameat2(oldDir, oldBase, newDir, newBase, unix.RENAME_EXCHANGE)
			switch err {
			case nil:
				swapped = true
				return nil
			case unix.EINVAL, unix.ENOSYS:
				d.noExchange.Store(true)
			case unix.ENOENT: // nothing at newname (or at oldname: the rename says so)
			default:
				return err
			}
		}
		return unix.Renameat(oldDir, oldBase, newDir, newBase)
	})
	return swapped, err
}

// between opens the parents of oldname and newname confined to the
// directory and runs call on them, wrapping its error as a link error of op.
func (d *Dir) between(op, oldname, newname string, call func(oldDir int, oldBase string, newDir int, newBase string) error) error {
	oldParent, oldBase, closeOld, err := d.parent(op, oldname)
	if err != nil {
		return err
	}
	defer closeOld()
	newParent, newBase, closeNew, err := d.parent(op, newname)
	if err != nil {
		return err
	}
	defer closeNew()
	if err := call(oldParent, oldBase, newParent, newBase); err != nil {
		return &os.LinkError{Op: op, Old: oldname, New: newname, Err: err}
	}
	return nil
}

// OpenExisting opens the regular file name for writing without creating,
// truncating or following a symbolic link, and without blocking on a FIFO,
// and returns it with what fstat says of it; anything but a regular file
// is an error.
func (d *Dir) OpenExisting(name string) (*os.File, os.FileInfo, error) {
	var f *os.File
	var err error
	if d.fd < 0 {
		f, err = rootResult(d.root.OpenFile(name, os.O_WRONLY|unix.O_NOFOLLOW|unix.O_NONBLOCK, 0))
	} else {
		f, err = d.openat2("open", name, unix.O_WRONLY|unix.O_NOFOLLOW|unix.O_NONBLOCK, 0)
	}
	if err != nil {
		return nil, nil, err
	}
	return regular(f, name)
}

// parent opens name's directory (the Dir itself for a name without one)
// and returns it with name's last component and a function that closes
// what was opened.
func (d *Dir) parent(op, name string) (fd int, base string, closeFn func(), err error) {
	dir, base := path.Split(name)
	if base == "" || base == "." || base == ".." {
		return -1, "", nil, &os.PathError{Op: op, Path: name, Err: errors.New("not a file name")}
	}
	if dir == "" {
		return d.fd, base, func() {}, nil
	}
	f, err := d.openat2(op, dir, unix.O_PATH|unix.O_DIRECTORY, 0)
	if err != nil {
		return -1, "", nil, err
	}
	return int(f.Fd()), base, func() { f.Close() }, nil
}

// Remove removes the file (or empty directory) name; a symlink is removed
// itself, never what it points to.
func (d *Dir) Remove(name string) error {
	if d.fd < 0 {
		return fromRoot(d.root.Remove(name))
	}
	parent, base, closeParent, err := d.parent("remove", name)
	if err != nil {
		return err
	}
	defer closeParent()
	err = unix.Unlinkat(parent, base, 0)
	if err == unix.EISDIR {
		err = unix.Unlinkat(parent, base, unix.AT_REMOVEDIR)
	}
	if err != nil {
		return &os.PathError{Op: "remove", Path: name, Err: err}
	}
	return nil
}
