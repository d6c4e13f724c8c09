package source

import (
	"context"
	"maps"
	"slices"
	"sync"
)

// Feed unpacks a source and hands the files to compile to the runner as
// they land on disk, so that jobs start while the rest is unpacked.
//
// A job must never start before the support files it may read (the files
// not selected by --include/--exclude, like HDR_* headers) are on disk, and
// which support file a job reads is the compiler's business. So jobs are
// held back until the last support file of the archive is written, and the
// last entry that is not a regular file (a symlink, a directory). Where
// that entry is comes from [Scan], a cheap pass over the headers of an
// uncompressed TAR; for other sources (compressed, stdin, directories) the
// whole source is unpacked before the first job starts.
type Feed struct {
	paths chan string // the files to compile, closed when unpacking ends; never blocks its sender

	known map[string]bool // every regular file of the source, when scanned in advance

	mu      sync.Mutex
	sources map[string]bool // every regular file unpacked so far
	done    chan struct{}   // closed when unpacking has ended
	err     error           // unpacking's error, set before done is closed
	links   []string        // symlinks to regular files, set before done is closed
}

// Start starts unpacking src into dir. want says which files to compile,
// support which files jobs may read; the barrier is the last entry of the
// source that is a support file or not a regular file at all (a symlink,
// a directory, a hard link to a symlink), so that a job never sees a tree
// that the same source compressed would not give it. total is the number
// of files to compile when known in advance (-1 otherwise). opts.OnFile
// and opts.OnEntry are the feed's own.
//
// The unpacking runs on a goroutine that [Feed.Wait] waits for; cancel ctx
// to stop it early. Paths are sent on a channel large enough for every file
// of the source, so the sender never blocks on a reader that stopped.
func Start(ctx context.Context, src, dir string, want, support func(string) bool, opts Options) (f *Feed, total int) {
	entries, scanned := Scan(src)
	f = &Feed{sources: make(map[string]bool), done: make(chan struct{})}
	opts.OnLinkToFile = func(l string) { f.links = append(f.links, l) }
	if !scanned {
		return f.unpackFirst(ctx, src, dir, want, opts)
	}
	barrier := -1 // index of the last entry jobs must wait for
	f.known = make(map[string]bool, len(entries))
	for i, e := range entries {
		if e.Regular {
			f.known[e.Name] = true
			if want(e.Name) {
				total++
			}
		}
		if !e.Regular || support(e.Name) {
			barrier = i
		}
	}
	f.paths = make(chan string, total) // never blocks the unpacking
	var pending []string
	released := barrier < 0
	release := func() {
		for _, p := range pending {
			f.paths <- p
		}
		pending, released = nil, true
	}
	opts.OnFile = func(p string) {
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
	}
	seen := 0
	opts.OnEntry = func() {
		if seen == barrier {
			release()
		}
		seen++
	}
	go func() {
		_, err := Unpack(ctx, src, dir, opts)
		if err == nil && !released {
			release() // the archive changed under us; nothing was skipped
		}
		f.err = err
		close(f.paths)
		close(f.done)
	}()
	return f, total
}

// unpackFirst unpacks the whole source, then hands out the files: for
// sources that cannot be scanned in advance.
func (f *Feed) unpackFirst(ctx context.Context, src, dir string, want func(string) bool, opts Options) (*Feed, int) {
	var pending []string
	opts.OnFile = func(p string) {
		f.sources[p] = true
		if want(p) {
			pending = append(pending, p)
		}
	}
	_, err := Unpack(ctx, src, dir, opts)
	f.err = err
	if err != nil {
		pending = nil // nothing runs on a source that failed to unpack
	}
	f.known = f.sources
	f.paths = make(chan string, len(pending))
	for _, p := range pending {
		f.paths <- p
	}
	close(f.paths)
	close(f.done)
	return f, len(pending)
}

// Files returns every regular file of the source, known before the first
// job starts: from the scan of an uncompressed TAR, or from unpacking the
// whole of any other source first.
func (f *Feed) Files() []string { return slices.Collect(maps.Keys(f.known)) }

// LinksToFiles returns the symlinks of the source that lead to a regular
// file of it, after [Feed.Wait]: they are not compiled, the files they name
// are.
func (f *Feed) LinksToFiles() []string {
	<-f.done
	return f.links
}

// Paths delivers the files to compile, in the order they were unpacked; it
// is closed when unpacking ends.
func (f *Feed) Paths() <-chan string { return f.paths }

// Wait waits for the unpacking to end and returns its error and the set of
// unpacked files.
func (f *Feed) Wait() (map[string]bool, error) {
	<-f.done
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.sources, f.err
}

// IsSource reports whether p is a file of the source, unpacked or not yet.
func (f *Feed) IsSource(p string) bool {
	if f.known[p] {
		return true
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.sources[p]
}
