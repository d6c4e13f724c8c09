package cli

import (
	"context"
	"io"
	"sync"

	"github.com/corral-go/corral/internal/corral/source"
)

// feed unpacks the source and hands the files to compile to the runner as
// they land on disk, so that jobs start while the rest is unpacked.
//
// A job must never start before the support files it may read (the files
// not selected by --include/--exclude, like HDR_* headers) are on disk, and
// which support file a job reads is the compiler's business. So jobs are
// held back until the last support file of the archive is written. Where
// that file is comes from [source.Scan], a cheap pass over the headers of an
// uncompressed TAR; for other sources (compressed, stdin, directories) the
// whole source is unpacked before the first job starts.
type feed struct {
	paths chan string // the files to compile, closed when unpacking ends

	known map[string]bool // every regular file of the source, when scanned in advance

	mu      sync.Mutex
	sources map[string]bool // every regular file unpacked so far
	done    chan struct{}   // closed when unpacking has ended
	err     error           // unpacking's error, set before done is closed
}

// startFeed starts unpacking src into dir. want says which files to
// compile, support which files jobs may read. total is the number of files
// to compile when known in advance (-1 otherwise).
func startFeed(ctx context.Context, src string, stdin io.Reader, dir string, want, support func(string) bool) (f *feed, total int) {
	names, scanned := source.Scan(src)
	f = &feed{sources: make(map[string]bool), done: make(chan struct{})}
	total = -1
	barrier := ""
	if scanned {
		total = 0
		f.known = make(map[string]bool, len(names))
		for _, n := range names {
			f.known[n] = true
			if want(n) {
				total++
			}
			if support(n) {
				barrier = n
			}
		}
		f.paths = make(chan string, total) // never blocks the unpacking
	}
	released := scanned && barrier == ""
	var pending []string
	release := func() {
		for _, p := range pending {
			f.paths <- p
		}
		pending, released = nil, true
	}
	onFile := func(p string) {
		f.mu.Lock()
		f.sources[p] = true
		f.mu.Unlock()
		if want(p) {
			if released {
				f.paths <- p
			} else {
				pending = append(pending, p)
			}
		}
		if scanned && p == barrier {
			release()
		}
	}
	if !scanned {
		// Unpack everything first, then hand out the files.
		_, err := source.UnpackEach(ctx, src, stdin, dir, func(p string) {
			f.sources[p] = true
			if want(p) {
				pending = append(pending, p)
			}
		})
		f.err = err
		if err != nil {
			pending = nil // nothing runs on a source that failed to unpack
		}
		f.known = f.sources
		n := len(pending)
		f.paths = make(chan string, n)
		release()
		close(f.paths)
		close(f.done)
		return f, n
	}
	go func() {
		_, err := source.UnpackEach(ctx, src, stdin, dir, onFile)
		if err == nil && !released {
			release() // the archive changed under us; nothing was skipped
		}
		f.err = err
		close(f.paths)
		close(f.done)
	}()
	return f, total
}

// wait waits for the unpacking to end and returns its error and the set of
// unpacked files.
func (f *feed) wait() (map[string]bool, error) {
	<-f.done
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.sources, f.err
}

// isSource reports whether p is a file of the source, unpacked or not yet.
func (f *feed) isSource(p string) bool {
	if f.known[p] {
		return true
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.sources[p]
}
