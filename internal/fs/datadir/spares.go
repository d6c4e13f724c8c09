package datadir

import (
	"context"
	"errors"
	"io/fs"
	"os"
	"sync"
	"sync/atomic"
	"syscall"
)

// Spare files: an upload over an existing name writes into the inode of a
// file that an earlier upload replaced, instead of creating a new one.
//
// Why: a plain rename over a name unlinks the file it replaces, so the file
// system frees that inode and its blocks, and the next upload's temporary
// file allocates new ones. On ext4 without a journal (this project's
// machines) the allocation scans the group's bitmap for an inode that was
// not freed recently (find_inode_bit, recently_deleted) while it holds the
// temporary directory's lock, and the renames queue behind that lock: the
// create and the rename took two thirds of the server's CPU under PUTs
// over existing names (docs/fs.md). Reusing the replaced inode skips the
// allocation, the freeing, and (for a file no download sent: see Sent
// pages) the block allocation of a file written over in place.
//
// How: the upload is exchanged with its name (renameat2 RENAME_EXCHANGE),
// which is as atomic as the rename it replaces, and leaves the replaced
// file in TempDir under the upload's temporary name. If that file is a
// plain one of ours (regular, one link, mode 0644, ours, at most
// maxSpareSize) it is opened, in the same call as the exchange, and goes
// on the list of spares with its descriptor; otherwise it is removed
// there, as the rename would have. A directory in the way is
// exchanged back and refused, as rename refuses it.
//
// Safety: a reader may still have the replaced file open: one of our
// downloads, or another process. Before an upload writes into a spare it
// takes a write lease on it (fcntl F_SETLEASE F_WRLCK), which the kernel
// grants only while no other open file description of the file exists, and
// holds it until the new content is written and synced. A spare someone has
// open is removed instead and the upload creates a new file. An open that
// races the lease (one through TempDir, or one that looked the old name up
// before the exchange and reached the file only after the lease was
// taken) waits until the upload closes the file, and then has the whole
// new content, which is another name's: our downloads see that a file was
// retired while they opened (Store.retired) and open their name again if
// it no longer names what they opened (TestOpenRacingASpare); another
// process reading the data directory could be served it. If the upload
// takes longer than the kernel's fs.lease-break-time (45 s by default), the
// kernel lets such an open in early, onto content still being written.
// Hard links are refused at the list (one link), so no other name can
// reach a spare.
//
// Sent pages: a download closed is not a download over. sendfile(2) queues
// the file's page-cache pages on the socket by reference, and they stay
// there until the peer has them: on loopback until the client reads them,
// which may be long after the download closed the file, so the lease is
// granted. Written over in place, those pages would change under the
// socket, and the client receive bytes of two uploads. So a spare that
// went out by sendfile (Store.sent, sent.go) is truncated to nothing
// before anything is written into it: when it is retired, under a lease
// taken and released at once (emptyAlone), or, if a reader had it open
// then, when an upload takes it (reuse). A truncate
// to 0 takes every page out of the page cache whole, zeroing none (there
// is no partial page at offset 0, and ext4 zeroes a block's tail only for
// a size that is not a multiple of the block size), and a page still
// referenced by a socket lives on with its content until the socket lets
// it go; the upload's writes go to new pages (TestSentPagesKeepTheirContent,
// TestNoTornDownloads). The spare keeps its inode, which is what saves the
// create; its blocks are freed and allocated again. A spare never sent is
// written over in place, its blocks and pages kept: emptying every spare
// cost about half of the PUTs over existing names a second (docs/fs.md).
//
// Where the kernel or file system cannot exchange or lease (other systems,
// os.Root without openat2, leases disabled by fs.leases-enable), uploads
// rename as before.
type spares struct {
	mu    sync.Mutex
	names []spare // LIFO: the most recently written is likeliest cached
	bytes int64   // sum of the spares' sizes, at most maxSpareBytes

	off    atomic.Bool   // exchange or leases are not available here
	reused atomic.Uint64 // uploads written into a spare
}

type spare struct {
	name string   // under TempDir
	f    *os.File // open for writing, without a lease until taken
	size int64
}

// The list's bounds: spares are disk space nobody sees, so they stay few
// and small; a larger file's allocation is a small part of its write.
const (
	maxSpares     = 256 // each holds a descriptor
	maxSpareSize  = 1 << 20
	maxSpareBytes = 64 << 20
)

func (sp *spares) enabled() bool { return !sp.off.Load() }

// take removes and returns the newest spare.
func (sp *spares) take() (spare, bool) {
	sp.mu.Lock()
	defer sp.mu.Unlock()
	n := len(sp.names)
	if n == 0 {
		return spare{}, false
	}
	s := sp.names[n-1]
	sp.names = sp.names[:n-1]
	sp.bytes -= s.size
	return s, true
}

// put adds s and reports whether it fit.
func (sp *spares) put(s spare) bool {
	sp.mu.Lock()
	defer sp.mu.Unlock()
	if len(sp.names) >= maxSpares || sp.bytes+s.size > maxSpareBytes {
		return false
	}
	sp.names = append(sp.names, s)
	sp.bytes += s.size
	return true
}

// drain empties the list and returns what it held; with off, for good.
func (sp *spares) drain(off bool) []spare {
	if off {
		sp.off.Store(true)
	}
	sp.mu.Lock()
	defer sp.mu.Unlock()
	held := sp.names
	sp.names, sp.bytes = nil, 0
	return held
}

// disable stops the reuse and removes the spares held. Run it as a
// metadata call.
func (s *Store) disableSpares() {
	for _, held := range s.spares.drain(true) {
		held.f.Close()
		_ = s.dir.Remove(held.name)
	}
}

// Reused is how many uploads were written into a spare file rather than a
// new one.
func (s *Store) Reused() uint64 { return s.spares.reused.Load() }

// reuse returns a spare for an upload of size bytes, under the write
// lease that keeps other openers out until it is closed, or nil. Its
// descriptor is open already (retire opened it), and the lease and the
// check are a fcntl and an fstat, which do not wait for the disk: they run
// on the caller's goroutine, and an upload into a spare emptied when it was
// retired makes no metadata call before its first write. Only the truncate
// of one that was not (it frees blocks) or the removal of a spare that
// cannot be used goes to the backend.
func (s *Store) reuse(ctx context.Context, size int64) (*os.File, string) {
	sp, ok := s.spares.take()
	if !ok {
		return nil, ""
	}
	err := takeLease(sp.f) // fails while anyone else has it open
	var fi os.FileInfo
	if err == nil {
		fi, err = sp.f.Stat()
	}
	if err == nil && links(fi) != 1 {
		err = errNotSpare
	}
	if err == nil {
		k, ok := keyOfInfo(fi)
		switch {
		case fi.Size() != 0 && (!ok || s.sent.marked(k)):
			// Sent, and not emptied when it was retired (a reader had it
			// open then): emptied now, before the first write. See Sent
			// pages.
			if err = s.io.Do(ctx, func() error { return sp.f.Truncate(0) }); err == nil && ok {
				s.sent.unmark(k)
			}
		case fi.Size() != size:
			err = s.io.Do(ctx, func() error { return sp.f.Truncate(size) })
		}
	}
	if err == nil {
		s.spares.reused.Add(1)
		return sp.f, sp.name
	}
	sp.f.Close()
	_ = s.io.Do(context.WithoutCancel(ctx), func() error {
		if errors.Is(err, errors.ErrUnsupported) {
			s.disableSpares()
		}
		return s.dir.Remove(sp.name)
	})
	return nil, ""
}

var errNotSpare = errors.New("not a spare")

// place puts the committed upload under its name: exchanged with the file
// there, which becomes a spare, or renamed where there is none (or where
// spares are off), with one call that opens both parents once. It says
// whether it created the name's directory.
func (u *Upload) place(dir string) (created bool, err error) {
	var swapped bool
	if u.s.spares.enabled() {
		swapped, err = u.s.dir.Replace(u.tmp, u.name)
	} else {
		err = u.s.dir.Rename(u.tmp, u.name)
	}
	if swapped {
		return false, u.retire()
	}
	if dir == "." || !errors.Is(err, fs.ErrNotExist) {
		return false, err
	}
	// The name's directory is missing: the first upload to it. Of
	// concurrent first uploads any may make it, so making it is idempotent
	// and the rename is tried again whoever made it (one of them used to
	// fail when another made the directory between its rename and its look
	// at it).
	if testHookMissingDir != nil {
		testHookMissingDir(u.s, dir)
	}
	if err := u.s.root.MkdirAll(dir, 0o755); err != nil {
		return false, err
	}
	return true, u.s.dir.Rename(u.tmp, u.name)
}

// retire deals with what the exchange left under the upload's temporary
// name: the file the upload replaced.
func (u *Upload) retire() error {
	fi, err := u.s.dir.Lstat(u.tmp)
	if err == nil && fi.IsDir() {
		// rename(2) does not replace a directory with a file: undo, and
		// fail as it does. The caller removes the upload.
		if err := u.s.dir.Exchange(u.tmp, u.name); err != nil {
			return err
		}
		return &os.LinkError{Op: "rename", Old: u.tmp, New: u.name, Err: syscall.EISDIR}
	}
	if err == nil && fi.Mode().IsRegular() && fi.Mode().Perm() == 0o644 && links(fi) == 1 && owned(fi) &&
		fi.Size() <= maxSpareSize {
		// Opened here, in the same metadata call as the exchange, so that
		// reusing it later costs no call on the backend. The open is
		// checked to be of the file just described.
		if f, ofi, err := u.s.dir.OpenExisting(u.tmp); err == nil {
			u.s.retired.Add(1) // before any upload can take it: see OpenFile
			if os.SameFile(fi, ofi) {
				sp := spare{name: u.tmp, f: f, size: fi.Size()}
				k, ok := keyOfInfo(fi)
				if ok && sp.size > 0 && u.s.sent.marked(k) && emptyAlone(f) == nil {
					sp.size = 0 // else reuse empties it
					u.s.sent.unmark(k)
				}
				if u.s.spares.put(sp) {
					return nil
				}
			}
			f.Close()
		}
	}
	if err == nil {
		if k, ok := keyOfInfo(fi); ok {
			u.s.sent.unmark(k)
		}
	}
	_ = u.s.dir.Remove(u.tmp) // what the rename would have done
	return nil
}

// closeSpares closes the spares' descriptors; the files go with TempDir at
// the next Open.
func (s *Store) closeSpares() {
	for _, held := range s.spares.drain(false) {
		held.f.Close()
	}
}
