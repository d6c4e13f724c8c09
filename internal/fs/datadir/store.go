// Package datadir is the data directory of corral-fs: named files that are
// read, written, listed and removed only through an [os.Root], with their
// blocking calls run by an [fsio.Backend].
//
// # Safety
//
// A name is a local, clean, slash-separated path ([ValidName]); on top of
// that every access goes through an os.Root on the data directory, so a
// symlink placed inside it cannot lead a read, a write or a removal out.
//
// # Durability
//
// An upload is written to a temporary file in a directory of its own
// (TempDir), made durable, put under its name (renamed, or exchanged with
// the file there, which becomes a spare: spares.go) and the name made
// durable before [Upload.Commit] returns. Durable means, by Options.Sync:
// one syncfs shared by every upload in flight after the writes and one
// after the renames (SyncGroup), or an fsync of the file and of its
// directory (SyncFile). A reader opens either the old file or the new one,
// never a partial one; a crash at any point leaves at most temporary files,
// which the next [Open] removes; of two uploads of one name the last
// rename wins and both files were whole.
//
// # Limits
//
// At most MaxOpenFiles files are open at once; callers wait for a place,
// bounded by their context. Files over MaxFileSize are refused.
//
// Every method is safe for concurrent use.
package datadir

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"strings"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/corral-go/corral/internal/beneath"
	"github.com/corral-go/corral/internal/fs/fsio"
)

// TempDir holds uploads in progress; names under it are reserved.
const TempDir = ".corral-fs-tmp"

// MaxNameLen is the longest name accepted, in bytes.
const MaxNameLen = 1024

// ErrBadName is returned (wrapped) for a name that is not a local path.
var ErrBadName = errors.New("bad file name")

// ErrTooLarge is returned (wrapped) for an upload over the size limit.
var ErrTooLarge = errors.New("file too large")

// ErrShortBody is an upload whose body ended before its announced size:
// the client's mistake, not the disk's.
var ErrShortBody = errors.New("body shorter than announced")

// ErrNotFound is returned (wrapped) when a name does not exist.
var ErrNotFound = fs.ErrNotExist

// ErrNotFile marks a name that the data directory has as something other
// than a regular file where a file is read or written: a directory, a
// FIFO, or a path through a file as if it were a directory. The error
// says which (see notFile).
var ErrNotFile = errors.New("not a file")

// notFile is the error of a name that is not a regular file (ErrNotFile):
// why, without the system call's error, which may name a temporary file.
type notFile struct{ why string }

func (e *notFile) Error() string        { return e.why }
func (e *notFile) Is(target error) bool { return target == ErrNotFile }

// asNotFile turns what the kernel says of a name that is not a file into
// ErrNotFile, and returns other errors as they are.
func asNotFile(err error) error {
	switch {
	case errors.Is(err, syscall.EISDIR):
		return &notFile{"is a directory, not a file"}
	case errors.Is(err, syscall.ENOTDIR):
		return &notFile{"a parent directory is a file"}
	case errors.Is(err, beneath.ErrNotRegular):
		return &notFile{"not a regular file"}
	}
	return err
}

// Options are the store's limits.
type Options struct {
	MaxOpenFiles int // files open at once; < 1 means 1024
	// SlotWait bounds the wait for an open-file slot; < 1 means 10 s.
	SlotWait    time.Duration
	MaxFileSize int64 // bytes; < 1 means 1 GiB
	// Sync is how uploads are made durable: SyncGroup (the default, for
	// "") or SyncFile.
	Sync string
	// CacheFirst opens a download's file on the caller's goroutine when
	// every component of its path is in the kernel's dentry cache, so the
	// open cannot wait for the disk; only the other opens go to the IO
	// backend. For the pools, whose metadata calls take a thread each.
	CacheFirst bool
}

// Store is a data directory.
type Store struct {
	dir      *beneath.Dir // opens, creates, renames and removes with one call each (Linux)
	root     *os.Root     // dir's os.Root, for the rest
	io       fsio.Backend
	open     chan struct{} // one token per open file
	maxSize  int64
	slotWait time.Duration

	sync     string     // SyncGroup or SyncFile
	fsDir    *os.File   // the data directory, for syncfs (SyncGroup)
	commits  *pipeline  // the syncfs group commits (SyncGroup)
	dirSyncs dirSyncs   // the directory fsync group commits (SyncFile)
	spares   spares     // replaced files that uploads write into (spares.go)
	sent     sentFiles  // files sent by sendfile, whose spares are emptied first (sent.go)
	lists    listCache  // listings' snapshots (listcache.go)
	names    *nameLocks // serialize the changes of a name (namelock.go)

	cacheFirst  bool          // Options.CacheFirst
	cachedOpens atomic.Uint64 // opens done by openCached
	retired     atomic.Uint64 // files made spares; OpenFile rechecks its name when this moves
}

// Open opens (creating it if needed) the data directory dir and removes
// what a crash left in its TempDir.
func Open(dir string, io fsio.Backend, opts Options) (*Store, error) {
	if opts.Sync == "" {
		opts.Sync = SyncGroup
	}
	if err := ValidSync(opts.Sync); err != nil {
		return nil, err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("data dir: %w", err)
	}
	d, err := beneath.Open(dir)
	if err != nil {
		return nil, fmt.Errorf("data dir: %w", err)
	}
	root := d.Root()
	if err := root.RemoveAll(TempDir); err != nil {
		d.Close()
		return nil, fmt.Errorf("data dir: clear %s: %w", TempDir, err)
	}
	if err := root.Mkdir(TempDir, 0o700); err != nil {
		d.Close()
		return nil, fmt.Errorf("data dir: %w", err)
	}
	if opts.MaxOpenFiles < 1 {
		opts.MaxOpenFiles = 1024
	}
	if opts.MaxFileSize < 1 {
		opts.MaxFileSize = 1 << 30
	}
	if opts.SlotWait <= 0 {
		opts.SlotWait = 10 * time.Second
	}
	fsDir, err := os.Open(dir)
	if err != nil {
		d.Close()
		return nil, fmt.Errorf("data dir: %w", err)
	}
	s := &Store{dir: d, root: root, io: io, open: make(chan struct{}, opts.MaxOpenFiles), maxSize: opts.MaxFileSize,
		slotWait: opts.SlotWait, sync: opts.Sync, fsDir: fsDir, cacheFirst: opts.CacheFirst, names: newNameLocks()}
	if s.sync == SyncGroup {
		s.commits = newPipeline(s.syncFS)
	}
	return s, nil
}

// Close closes the data directory; files still open stay usable.
func (s *Store) Close() error {
	if s.commits != nil {
		s.commits.close() // once the uploads committing have their syncs
	}
	s.closeSpares()
	s.fsDir.Close()
	return s.dir.Close()
}

// MaxFileSize is the largest upload accepted.
func (s *Store) MaxFileSize() int64 { return s.maxSize }

// ValidName reports why name is not acceptable, or nil. A name is at most
// MaxNameLen bytes of components of at most 255 bytes, has no NUL, is
// clean (no "", ".", ".." or doubled slashes), is not absolute and is not
// under TempDir.
func ValidName(name string) error {
	switch {
	case name == "":
		return fmt.Errorf("%w: empty", ErrBadName)
	case len(name) > MaxNameLen:
		return fmt.Errorf("%w: %d bytes, over %d", ErrBadName, len(name), MaxNameLen)
	case strings.ContainsRune(name, 0):
		return fmt.Errorf("%w: %q contains NUL", ErrBadName, name)
	case !fs.ValidPath(name) || name == ".":
		return fmt.Errorf("%w: %q is not a clean relative path", ErrBadName, name)
	case name == TempDir || strings.HasPrefix(name, TempDir+"/"):
		return fmt.Errorf("%w: %q is reserved", ErrBadName, name)
	}
	for c := range strings.SplitSeq(name, "/") {
		if len(c) > 255 {
			return fmt.Errorf("%w: a component of %d bytes, over 255", ErrBadName, len(c))
		}
	}
	return nil
}

// acquire takes an open-file token, waiting at most the store's slot
// wait: a request that cannot get one in time is turned away busy rather
// than queued without end behind files held open by slow clients.
func (s *Store) acquire(ctx context.Context) error {
	select {
	case s.open <- struct{}{}:
		return nil
	default:
	}
	wait := time.NewTimer(s.slotWait)
	defer wait.Stop()
	select {
	case s.open <- struct{}{}:
		return nil
	case <-wait.C:
		return fmt.Errorf("wait for an open-file slot: all %d in use for %v: %w", cap(s.open), s.slotWait, context.DeadlineExceeded)
	case <-ctx.Done():
		return fmt.Errorf("wait for an open-file slot: %w", ctx.Err())
	}
}

func (s *Store) release() { <-s.open }

// OpenFiles is how many open-file slots are taken now: uploads and
// downloads with their file open (at most MaxOpenFiles). Tests wait on it
// for a slow client to hold its slot.
func (s *Store) OpenFiles() int { return len(s.open) }

// Upload is a file being written. It is used by one goroutine.
type Upload struct {
	s      *Store
	name   string
	tmp    string
	f      *os.File
	size   int64
	off    int64
	closed bool

	// Check, when set, runs right before the upload takes its name, on
	// the IO call that renames it, with what has the name then (ok false
	// when nothing does); an error leaves the name as it was. HTTP's
	// conditional PUT (If-Match, If-None-Match) is checked so, with the
	// name's lock held (namelock.go) until the upload has the name: no
	// other upload or delete of the name comes between the check and the
	// rename.
	Check func(cur fs.FileInfo, ok bool) error
	// ModTime is the file's modification time once committed.
	ModTime time.Time
	// Type is the file's media type (its Content-Type), "" for none: a
	// download is then typed by the name's extension. See mediatype.go.
	Type  string
	spare bool // written into a spare, which may have a type of its own
}

// Create starts an upload of size bytes to name.
func (s *Store) Create(ctx context.Context, name string, size int64) (*Upload, error) {
	if err := ValidName(name); err != nil {
		return nil, err
	}
	if size < 0 || size > s.maxSize {
		return nil, fmt.Errorf("%w: %d bytes, over the limit of %d", ErrTooLarge, size, s.maxSize)
	}
	if err := s.acquire(ctx); err != nil {
		return nil, err
	}
	u := &Upload{s: s, name: name, size: size}
	if u.f, u.tmp = s.reuse(ctx, size); u.f != nil {
		u.spare = true
		return u, nil
	}
	err := s.io.Do(ctx, func() (err error) {
		if s.sync == SyncGroup {
			// A file without a name in its own directory (anon.go); where
			// that fails (no O_TMPFILE, the directory not made yet, or
			// not a directory), a named one in TempDir, whose commit
			// makes the directory or says what is wrong with it.
			if u.f, err = s.dir.CreateAnon(path.Dir(name), 0o644); err == nil {
				return nil
			}
		}
		u.tmp = tempName()
		u.f, err = s.dir.Create(u.tmp, 0o644)
		return err
	})
	if err != nil {
		s.release()
		return nil, fmt.Errorf("create %s: %w", name, err)
	}
	return u, nil
}

// Write appends buf.Bytes()[:n].
func (u *Upload) Write(ctx context.Context, buf *fsio.Buffer, n int) error {
	if u.off+int64(n) > u.size {
		return fmt.Errorf("%w: upload of %s sent more than the %d bytes it announced", ErrTooLarge, u.name, u.size)
	}
	if err := u.s.io.WriteAt(ctx, u.f, buf, n, u.off); err != nil {
		return fmt.Errorf("upload %s: %w", u.name, err)
	}
	u.off += int64(n)
	return nil
}

// Written is the number of bytes written so far.
func (u *Upload) Written() int64 { return u.off }

// Commit makes the upload durable and visible under its name: its data,
// then its name, then the name's durability. On failure the name keeps
// what it had.
func (u *Upload) Commit(ctx context.Context) error {
	if err := u.makeDurable(ctx); err != nil {
		return fmt.Errorf("upload %s: %w", u.name, err)
	}
	created, err := u.takeName(ctx)
	if err != nil {
		return fmt.Errorf("upload %s: %w", u.name, err)
	}
	if err := u.syncName(ctx, created); err != nil {
		return fmt.Errorf("upload %s: %w", u.name, err)
	}
	return nil
}

// makeDurable checks that the whole body came, sets the file's type,
// makes its data durable and closes a named file for its rename; on
// failure it aborts the upload. With SyncGroup, an upload made durable
// owes the pipeline a named or a dropped from here on.
func (u *Upload) makeDurable(ctx context.Context) error {
	if u.off != u.size {
		u.Abort()
		return fmt.Errorf("%w: %d bytes received of %d announced", ErrShortBody, u.off, u.size)
	}
	// The type first, so that the sync that makes the file durable
	// covers it.
	if err := setType(u.f, u.Type, u.spare); err != nil {
		u.Abort()
		return err
	}
	var err error
	group := u.s.sync == SyncGroup
	if group {
		err = u.s.commits.durable() // the file's data and inode, with every other upload's
	} else {
		err = u.s.io.Sync(ctx, u.f)
	}
	synced := err == nil
	if fi, serr := u.f.Stat(); serr == nil {
		u.ModTime = fi.ModTime() // a rename keeps it
	}
	if u.tmp != "" {
		// A named file is closed before its rename; an anonymous one
		// is linked by its descriptor.
		if cerr := u.close(); err == nil {
			err = cerr
		}
	}
	if err != nil {
		if group && synced {
			u.s.commits.dropped() // durable, but the close failed
		}
		u.Abort()
		return err
	}
	return nil
}

// takeName puts the durable upload under its name on one IO call, holding
// the name's lock through Check and the link or rename, and closes the
// file. created says whether directories were made for it. On failure the
// upload drops out of the pipeline and its temporary file is removed.
func (u *Upload) takeName(ctx context.Context) (created bool, err error) {
	dir := path.Dir(u.name)
	err = u.s.io.Do(ctx, func() (err error) {
		defer u.s.names.lock(u.name)()
		if u.Check != nil {
			cur, lerr := u.s.dir.Lstat(u.name)
			if lerr != nil && !errors.Is(lerr, fs.ErrNotExist) {
				return lerr
			}
			if err := u.Check(cur, lerr == nil); err != nil {
				return err
			}
		}
		if u.tmp == "" {
			created, err = u.link(dir)
		} else {
			created, err = u.place(dir)
		}
		return err
	})
	if cerr := u.close(); err == nil {
		err = cerr
	}
	if err != nil {
		if u.s.sync == SyncGroup {
			u.s.commits.dropped()
		}
		u.remove()
		return false, asNotFile(err)
	}
	return created, nil
}

// syncName makes the upload's new name durable, and the entries of the
// directories made for it (created).
func (u *Upload) syncName(ctx context.Context, created bool) error {
	if u.s.sync == SyncGroup {
		// The name (and any directory made) with every other upload's.
		return u.s.commits.named()
	}
	// The directory fsync is a data call like the file's: on cpool it runs
	// in C. It is shared with the other uploads to the directory (see
	// dirSyncs).
	dir := path.Dir(u.name)
	if err := u.s.syncDir(ctx, dir); err != nil {
		return err
	}
	if !created {
		return nil
	}
	// The directories made for it: each one's entry is in its parent, up
	// to the data directory (made by MkdirAll, which does not say which of
	// them existed before).
	for d := dir; d != "."; {
		d = path.Dir(d)
		if err := u.s.syncDir(ctx, d); err != nil {
			return err
		}
	}
	return nil
}

// syncNames returns once the changes of names made in dir before the call
// are durable: with the next syncfs (SyncGroup), or an fsync of dir.
func (s *Store) syncNames(ctx context.Context, dir string) error {
	if s.commits != nil {
		return s.commits.changed()
	}
	return s.syncDir(ctx, dir)
}

// Abort drops the upload; the name keeps what it had.
func (u *Upload) Abort() {
	u.close()
	u.remove()
}

func (u *Upload) close() error {
	if u.closed {
		return nil
	}
	u.closed = true
	u.s.release()
	return u.f.Close()
}

func (u *Upload) remove() {
	if u.tmp == "" {
		return // anonymous: closing it freed it
	}
	_ = u.s.io.Do(context.Background(), func() error { return u.s.dir.Remove(u.tmp) })
}

// tempName is a new name in TempDir.
func tempName() string {
	var rnd [12]byte
	rand.Read(rnd[:])
	return TempDir + "/" + hex.EncodeToString(rnd[:])
}

// testHookMissingDir, when set by a test, runs after a rename found the
// name's directory missing.
var testHookMissingDir func(s *Store, dir string)

// fsyncDir fsyncs a directory of the root. Done as a metadata call: the
// descriptor must be opened through the root anyway.
func fsyncDir(root *os.Root, dir string) error {
	d, err := root.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	if err := d.Sync(); err != nil {
		return fmt.Errorf("fsync dir %s: %w", dir, err)
	}
	return nil
}

// Download is an open file being read. It is used by one goroutine.
type Download struct {
	s       *Store
	file    readFile
	pos     int64 // the file's offset, where SendTo's sendfile starts
	Size    int64
	ModTime time.Time // of the file opened, which a later upload may have replaced under its name
}

// Type is the media type the file opened was uploaded with, "" for none.
func (d *Download) Type() string { return getType(d.file.FD) }

// OpenFile opens name for reading. The file read is the one that had the
// name at this moment, even if an upload replaces it meanwhile.
func (s *Store) OpenFile(ctx context.Context, name string) (*Download, error) {
	if err := ValidName(name); err != nil {
		return nil, err
	}
	if err := s.acquire(ctx); err != nil {
		return nil, err
	}
	for try := 1; ; try++ {
		retired := s.retired.Load()
		file, err := s.openRead(ctx, name)
		if err != nil {
			s.release()
			return nil, fmt.Errorf("open %s: %w", name, err)
		}
		if testHookOpened != nil {
			testHookOpened(s, name)
		}
		// A spare could be what we opened (see spares.go): an open that
		// looked the name up before an upload exchanged the file away, and
		// reached the file once another upload, writing into it as a spare,
		// had taken its lease, waits for that upload and then reads its
		// content, another name's. Only while a file is retired can that
		// be; then the name must still be ours, or we open it again.
		if s.retired.Load() == retired || s.stillNamed(name, &file) {
			return &Download{s: s, file: file, Size: file.Size, ModTime: file.ModTime}, nil
		}
		file.close()
		if try == maxOpenTries {
			s.release()
			return nil, fmt.Errorf("open %s: replaced %d times while being opened: %w", name, try, context.DeadlineExceeded)
		}
	}
}

// maxOpenTries bounds the opens of a download whose name keeps being
// replaced while it is opened; then it is answered busy.
const maxOpenTries = 8

// testHookOpened, when set, runs after each open of a download.
var testHookOpened func(s *Store, name string)

// openRead opens the regular file name for reading, with its fstat: on the
// caller's goroutine if openCached can, else on the backend.
func (s *Store) openRead(ctx context.Context, name string) (readFile, error) {
	o, err := s.openCached(name)
	if err == nil {
		return readFile{Opened: o, name: name}, nil
	}
	if !errors.Is(err, beneath.ErrNotCached) {
		return readFile{}, err
	}
	var r readFile
	err = s.io.Do(ctx, func() error {
		f, fi, err := s.dir.OpenRegular(name)
		if err == nil {
			r = fromFile(f, fi, name)
		}
		return err
	})
	if err != nil {
		return readFile{}, asNotFile(err)
	}
	return r, nil
}

// stillNamed reports whether name is the file r is. The path was resolved
// a moment ago, so the lstat does not wait for the disk.
func (s *Store) stillNamed(name string, r *readFile) bool {
	now, err := s.dir.Lstat(name)
	return err == nil && r.sameAs(now)
}

// openCached opens name on the caller's goroutine when Options.CacheFirst
// is set and the kernel can do it without waiting for the disk (see
// beneath.Dir.OpenCached); otherwise it returns an error wrapping
// beneath.ErrNotCached, and the open goes to the IO backend.
func (s *Store) openCached(name string) (beneath.Opened, error) {
	if !s.cacheFirst {
		return beneath.Opened{}, &os.PathError{Op: "open", Path: name, Err: beneath.ErrNotCached}
	}
	o, err := s.dir.OpenCached(name)
	if err == nil {
		s.cachedOpens.Add(1)
	}
	return o, asNotFile(err)
}

// CachedOpens is how many downloads opened their file on the caller's
// goroutine (Options.CacheFirst).
func (s *Store) CachedOpens() uint64 { return s.cachedOpens.Load() }

// ReadAt reads up to n bytes at off into buf.
func (d *Download) ReadAt(ctx context.Context, buf *fsio.Buffer, n int, off int64) (int, error) {
	return d.s.io.ReadAt(ctx, d.file.osFile(), buf, n, off)
}

// SendTo writes the n bytes at off to rf straight from the file, when the
// store's backend lets that copy run on the caller's goroutine
// ([fsio.Backend.Inline]: Direct, or a pool whose range is all in the page
// cache). An rf that takes files itself, as a TCP connection does with
// sendfile(2), then copies from the page cache to the socket with no read
// into a buffer. sent is false, with nothing written, when the backend
// says no; the caller then reads through the backend.
//
// The pages sent stay queued on the socket after the download closes the
// file; a file so sent that becomes a spare is emptied before an upload
// writes into it (spares.go, Sent pages; sent.go), so they keep what the
// download opened.
func (d *Download) SendTo(rf io.ReaderFrom, off, n int64) (written int64, sent bool, err error) {
	if !d.s.io.Inline(d.file.FD, off, n) {
		return 0, false, nil
	}
	if d.s.spares.enabled() {
		// Before a page is queued. Whatever its size now: a file changed
		// by another process could be a spare's size when replaced.
		d.s.sent.mark(fileKey{d.file.Dev, d.file.Ino})
	}
	// sendfile(2) starts at the file's offset, which only SendTo moves
	// (one goroutine uses a Download, and ReadAt is a pread): a download
	// from the start needs no lseek.
	if off != d.pos {
		if _, err := syscall.Seek(d.file.FD, off, io.SeekStart); err != nil {
			return 0, false, nil
		}
		d.pos = off
	}
	written, err = rf.ReadFrom(&io.LimitedReader{R: &d.file, N: n})
	d.pos += written
	return written, true, err
}

// FileReads is how many read(2) calls of the file the ReaderFroms given
// to SendTo made: none when each took the file itself (sendfile), some
// when one read it like any reader.
func (d *Download) FileReads() int64 { return d.file.reads }

// Close closes the file.
func (d *Download) Close() error {
	d.s.release()
	return d.file.close()
}
