package workspace

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"golang.org/x/sys/unix"
)

// Dir is a temporary directory owned by this process.
type Dir struct {
	Path string
	lock *os.File
}

// New creates a directory in os.TempDir() named prefix followed by a random
// string, with its lock file, and holds the lock until Remove.
func New(prefix string) (*Dir, error) { return NewIn(os.TempDir(), prefix) }

// NewIn is New in the directory base.
func NewIn(base, prefix string) (*Dir, error) {
	tmp, err := newLock(base)
	if err != nil {
		return nil, err
	}
	dir, err := os.MkdirTemp(base, prefix)
	if err == nil {
		err = os.Rename(tmp.Name(), dir+".lock")
	}
	if err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		if dir != "" {
			os.Remove(dir)
		}
		return nil, fmt.Errorf("create temporary dir: %w", err)
	}
	return &Dir{Path: dir, lock: tmp}, nil
}

// newLock creates a hidden lock file in base and locks it: it becomes a
// directory's lock file once the directory is made (renamed beside it).
func newLock(base string) (*os.File, error) {
	tmp, err := os.CreateTemp(base, ".corral-lock-")
	if err != nil {
		return nil, fmt.Errorf("create lock file: %w", err)
	}
	if err := unix.Flock(int(tmp.Fd()), unix.LOCK_EX|unix.LOCK_NB); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return nil, fmt.Errorf("lock %s: %w", tmp.Name(), err)
	}
	return tmp, nil
}

// ErrBusy is a directory of the name asked for that a live process holds
// (or that has no lock file: one being made, or an old corral's).
var ErrBusy = errors.New("held by another run")

// NewNamedIn is NewIn with the directory's name given, not random: the
// directory base/name, with its lock file, unless another run holds one of
// that name (ErrBusy); one that a dead run left is removed first. A
// directory whose name does not change from run to run is what makes
// outputs that name it (gcc -g's DW_AT_comp_dir, __FILE__ made absolute)
// the same in a record and in a check.
func NewNamedIn(base, name string) (*Dir, error) {
	tmp, err := newLock(base)
	if err != nil {
		return nil, err
	}
	fail := func(err error) (*Dir, error) {
		tmp.Close()
		os.Remove(tmp.Name())
		return nil, err
	}
	dir := filepath.Join(base, name)
	if err := os.Mkdir(dir, 0o700); errors.Is(err, fs.ErrExist) {
		// Held, or left: its lock file says which. Only a directory of
		// ours (not a link, not another user's: its tree is theirs to
		// change under our walk) with a lock file of ours is taken.
		// Holding the dead run's lock while the directory is made again
		// keeps any other run from taking it meanwhile.
		if !ownDir(dir) {
			return fail(ErrBusy)
		}
		old := lockedFile(dir + ".lock")
		if old == nil {
			return fail(ErrBusy)
		}
		defer old.Close()
		if err := removeAll(dir); err != nil {
			return fail(fmt.Errorf("remove %s, left by a dead run: %w", dir, err))
		}
		if err := os.Mkdir(dir, 0o700); err != nil {
			return fail(fmt.Errorf("create work dir: %w", err))
		}
	} else if err != nil {
		return fail(fmt.Errorf("create work dir: %w", err))
	}
	if err := os.Rename(tmp.Name(), dir+".lock"); err != nil {
		os.Remove(dir)
		return fail(fmt.Errorf("create work dir: %w", err))
	}
	return &Dir{Path: dir, lock: tmp}, nil
}

// lockedFile locks the lock file at path for this process: nil when it is
// not there, is not a regular file of ours, a live process holds it, or it
// was replaced between its open and its lock (a run that took the
// directory meanwhile).
func lockedFile(path string) *os.File {
	f, ok := tryLock(path)
	if f == nil || !ok {
		return nil
	}
	var held, now unix.Stat_t
	if unix.Fstat(int(f.Fd()), &held) != nil || unix.Lstat(path, &now) != nil || held.Ino != now.Ino || held.Dev != now.Dev ||
		held.Mode&unix.S_IFMT != unix.S_IFREG || int(held.Uid) != os.Geteuid() {
		f.Close()
		return nil
	}
	return f
}

// ownDir reports whether path is a directory (not a link to one) of this
// user.
func ownDir(path string) bool {
	info, err := os.Lstat(path)
	return err == nil && info.IsDir() && ours(path, 0)
}

// Remove removes the lock file, then the directory, then releases the
// lock: while the directory stands its lock file is the holder's, so it
// is removed first (a run that took the name once the directory was gone
// would have put its own lock file there).
func (d *Dir) Remove() {
	os.Remove(d.Path + ".lock")
	removeAll(d.Path)
	d.lock.Close()
}

// removeAll removes dir and everything in it, read-only directories too:
// a job may leave a tree whose directories have no write permission (Go's
// module cache does), which os.RemoveAll cannot empty. Such directories
// are made writable by their owner first; symlinks are not followed.
func removeAll(dir string) error {
	err := os.RemoveAll(dir)
	// Each pass opens the directories it can read; an unreadable one is
	// walked on the next pass. A tree is rarely more than one pass deep.
	for pass := 0; err != nil && pass < 8; pass++ {
		makeWritable(dir)
		err = os.RemoveAll(dir)
	}
	return err
}

// makeWritable gives every directory under dir that it can reach read,
// write and search permission for its owner.
func makeWritable(dir string) {
	filepath.WalkDir(dir, func(p string, e fs.DirEntry, err error) error {
		if err == nil && e.IsDir() {
			if info, ierr := e.Info(); ierr == nil && info.Mode().Perm()&0o700 != 0o700 {
				os.Chmod(p, info.Mode().Perm()|0o700)
			}
		} else if err != nil && e != nil && e.IsDir() {
			// Unreadable: make it readable, and walk it on the next pass.
			os.Chmod(p, 0o700)
		}
		return nil
	})
}

// legacyAge is how old a directory without a lock file (made by a corral
// before lock files, or a dead run's half-made lock) must be to be swept.
const legacyAge = 24 * time.Hour

// Swept is what Sweep removed.
type Swept struct {
	Dirs  int
	Bytes int64
}

// Sweep removes the directories in os.TempDir() whose names start with one
// of prefixes and that no live process owns, and the hidden lock files of
// runs that died while making one. Errors are ignored: what cannot be
// removed now is tried again by the next run.
func Sweep(prefixes ...string) Swept { return SweepIn(os.TempDir(), prefixes...) }

// SweepIn is Sweep in the directory base.
func SweepIn(base string, prefixes ...string) Swept {
	entries, err := os.ReadDir(base)
	if err != nil {
		return Swept{}
	}
	var swept Swept
	for _, e := range entries {
		name := e.Name()
		switch {
		case strings.HasPrefix(name, ".corral-lock-"):
			// Locked within microseconds of its creation by a live run;
			// only an old one is a dead run's.
			if !ours(filepath.Join(base, name), time.Minute) {
				continue
			}
			if f, ok := tryLock(filepath.Join(base, name)); ok && f != nil {
				os.Remove(f.Name())
				f.Close()
			}
		case e.IsDir() && hasPrefix(name, prefixes) && ours(filepath.Join(base, name), 0):
			swept.add(sweepOne(filepath.Join(base, name)))
		}
	}
	return swept
}

func (s *Swept) add(bytes int64, removed bool) {
	if removed {
		s.Dirs++
		s.Bytes += bytes
	}
}

// ours reports whether path belongs to this user and is older than age:
// in a shared /tmp, another user's directories are not ours to judge.
func ours(path string, age time.Duration) bool {
	info, err := os.Lstat(path)
	if err != nil || time.Since(info.ModTime()) < age {
		return false
	}
	st, ok := info.Sys().(*syscall.Stat_t)
	return ok && int(st.Uid) == os.Geteuid()
}

// sweepOne removes dir if no live process owns it, and returns what it
// held and whether it was removed.
func sweepOne(dir string) (int64, bool) {
	lockPath := dir + ".lock"
	if _, err := os.Lstat(lockPath); errors.Is(err, fs.ErrNotExist) {
		// No lock file: a directory from before lock files.
		if !ours(dir, legacyAge) {
			return 0, false
		}
		size := du(dir)
		return size, removeAll(dir) == nil
	}
	// Locked, with the lock file checked to be the one still there: a
	// run may have taken a named directory (see NewNamedIn) since.
	f := lockedFile(lockPath)
	if f == nil {
		return 0, false // a live run holds it
	}
	defer f.Close()
	size := du(dir)
	// The lock file first, while it is held (see Dir.Remove).
	os.Remove(lockPath)
	return size, removeAll(dir) == nil
}

// tryLock takes the lock on path if no one holds it. It returns nil, true
// when there is no such file.
func tryLock(path string) (*os.File, bool) {
	f, err := os.OpenFile(path, os.O_RDWR|unix.O_NOFOLLOW, 0)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, true
	}
	if err != nil {
		return nil, false
	}
	if unix.Flock(int(f.Fd()), unix.LOCK_EX|unix.LOCK_NB) != nil {
		f.Close()
		return nil, false
	}
	return f, true
}

func hasPrefix(name string, prefixes []string) bool {
	for _, p := range prefixes {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return false
}

// du is the size of the regular files under dir.
func du(dir string) int64 {
	var n int64
	filepath.WalkDir(dir, func(_ string, d fs.DirEntry, err error) error {
		if err == nil && d.Type().IsRegular() {
			if info, err := d.Info(); err == nil {
				n += info.Size()
			}
		}
		return nil
	})
	return n
}
