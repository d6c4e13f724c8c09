package datadir

import (
	"os"
	"sync"
	"sync/atomic"
	"syscall"
)

// sentFiles are the files a download sent by sendfile(2) (Download.SendTo),
// whose pages may still be queued on a socket: a spare among them is
// emptied before it is written (spares.go, Sent pages); any other is
// written over in place, its blocks kept.
//
// A download marks its file before it sends a byte, and it has the file
// open while it sends; a spare is checked once its upload holds the write
// lease, which the kernel grants only after every other open of the file
// was closed, so the check comes after the mark of any download that sent
// it. A mark goes when its file is emptied, removed as a replaced file, or
// deleted by name; one a download makes after that (it had the file open
// before) only empties a spare that did not need it. Past maxSent marks
// every spare is emptied from then on: the memory stays bounded, and
// nothing is written over that a socket may hold.
//
// Safe for concurrent use.
type sentFiles struct {
	m    sync.Map // fileKey → struct{}
	n    atomic.Int64
	full atomic.Bool
}

// fileKey names a file: its device and inode numbers.
type fileKey struct{ dev, ino uint64 }

// keyOfInfo is fi's fileKey; ok false where the system does not say.
func keyOfInfo(fi os.FileInfo) (fileKey, bool) {
	st, ok := fi.Sys().(*syscall.Stat_t)
	if !ok {
		return fileKey{}, false
	}
	return fileKey{uint64(st.Dev), uint64(st.Ino)}, true
}

// maxSent bounds the marks kept: about 100 bytes each. (A variable for
// the tests.)
var maxSent int64 = 1 << 20

func (s *sentFiles) mark(k fileKey) {
	if s.full.Load() {
		return
	}
	if _, ok := s.m.Load(k); ok {
		return
	}
	if _, loaded := s.m.LoadOrStore(k, struct{}{}); !loaded && s.n.Add(1) > maxSent {
		s.full.Store(true)
		s.m.Clear()
	}
}

// marked reports whether k may have been sent; true for every file once
// the marks overflowed.
func (s *sentFiles) marked(k fileKey) bool {
	if s.full.Load() {
		return true
	}
	_, ok := s.m.Load(k)
	return ok
}

func (s *sentFiles) unmark(k fileKey) {
	if _, loaded := s.m.LoadAndDelete(k); loaded {
		s.n.Add(-1)
	}
}
