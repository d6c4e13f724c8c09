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
	paths chan string // the files to compile, closed when unpacking ends
	stop  <-chan struct{}

	known map[string]bool // with Options.Names: every regular file of the source, when scanned in advance

	mu      sync.Mutex
	names   bool            // Options.Names
	sources map[string]bool // with Options.Names: every regular file unpacked so far
	count   Count           // so far
	done    chan struct{}   // closed when unpacking has ended
	err     error           // unpacking's error, set before done is closed
	links   []string        // symlinks to regular files, set before done is closed
}

// Count counts the regular files of a source: all of them, and those
// handed out to compile.
type Count struct{ Files, Wanted int }

// feedBuffer bounds the paths waiting for the runner: a scanned archive's
// files are handed out as they land, and the unpacking waits for the
// runner (or for ctx to end) rather than hold a path per file.
const feedBuffer = 1024

// Start starts unpacking src into dir. want says which files to compile,
// support which files jobs may read; the barrier is the last entry of the
// source that is a support file or not a regular file at all (a symlink,
// a directory, a hard link to a symlink), so that a job never sees a tree
// that the same source compressed would not give it. total is the number
// of files to compile when known in advance (-1 otherwise). opts.OnEntry
// is the feed's own; opts.OnFile is told of every regular file, from the
// unpacking's goroutine. With opts.Names the feed keeps every file's
// name, for IsSource, Files and Wait; without, it holds no name per file.
//
// The unpacking runs on a goroutine that [Feed.Wait] waits for; cancel ctx
// to stop it early, which a reader that stops reading Paths must do.
func Start(ctx context.Context, src, dir string, want, support func(string) bool, opts Options) (f *Feed, total int) {
	f = &Feed{done: make(chan struct{}), names: opts.Names, stop: ctx.Done()}
	if f.names {
		f.sources, f.known = map[string]bool{}, map[string]bool{}
	}
	opts.OnLinkToFile = func(l string) { f.links = append(f.links, l) }
	total, barrier, links, scanned := f.scan(src, want, support)
	if !scanned {
		// Unpacked whole before any job starts: the disk holds only the
		// source's files while it is unpacked.
		f.known = nil
		return f.unpackFirst(ctx, src, dir, want, opts)
	}
	// Jobs write into the work dir while it is unpacked: with links to
	// check, the unpacking must not take a job's file for the source's.
	opts.KeepFiles = links.Hard || links.Symbolic
	f.paths = make(chan string, min(total, feedBuffer))
	var pending []string
	released := barrier < 0
	release := func() {
		for _, p := range pending {
			f.send(p)
		}
		pending, released = nil, true
	}
	opts.OnFile = f.hear(want, opts.OnFile, func(p string) {
		if released {
			f.send(p)
		} else {
			pending = append(pending, p)
		}
	})
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

// scan reads an uncompressed TAR's headers (see ScanEach) for the number
// of files to compile, the index of the last entry jobs must wait for
// (-1: none) and the links it holds; with Names it keeps the regular
// files' names. scanned is false for a source that cannot be scanned.
func (f *Feed) scan(src string, want, support func(string) bool) (total, barrier int, links Links, scanned bool) {
	barrier, i := -1, 0
	reset := func() {
		total, barrier, i = 0, -1, 0
		clear(f.known)
	}
	scanned, links = ScanEach(src, reset, func(e Entry) {
		if e.Regular {
			if f.names {
				f.known[e.Name] = true
			}
			if want(e.Name) {
				total++
			}
		}
		if !e.Regular || support(e.Name) {
			barrier = i
		}
		i++
	})
	return total, barrier, links, scanned
}

// hear is the unpacking's OnFile: it counts each regular file (see note),
// tells onFile (the caller's; nil for none), and hands one to compile
// to wanted.
func (f *Feed) hear(want func(string) bool, onFile, wanted func(string)) func(string) {
	return func(p string) {
		w := want(p)
		f.note(p, w)
		if onFile != nil {
			onFile(p)
		}
		if w {
			wanted(p)
		}
	}
}

// send hands p to the runner, unless the unpacking was stopped.
func (f *Feed) send(p string) {
	select {
	case f.paths <- p:
	case <-f.stop:
	}
}

// note counts a regular file unpacked, wanted or not, and keeps its name
// when asked to.
func (f *Feed) note(p string, wanted bool) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.count.Files++
	if wanted {
		f.count.Wanted++
	}
	if f.names {
		f.sources[p] = true
	}
}

// unpackFirst unpacks the whole source, then hands out the files: for
// sources that cannot be scanned in advance. It holds the path of every
// file to compile until the end.
func (f *Feed) unpackFirst(ctx context.Context, src, dir string, want func(string) bool, opts Options) (*Feed, int) {
	var pending []string
	opts.OnFile = f.hear(want, opts.OnFile, func(p string) { pending = append(pending, p) })
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
// whole of any other source first. None without Options.Names.
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

// Wait waits for the unpacking to end and returns its count of files, the
// set of unpacked files (with Options.Names; nil without) and the
// unpacking's error.
func (f *Feed) Wait() (Count, map[string]bool, error) {
	<-f.done
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.count, f.sources, f.err
}

// IsSource reports whether p is a file of the source, unpacked or not yet.
// Without Options.Names it knows of none.
func (f *Feed) IsSource(p string) bool {
	if f.known[p] {
		return true
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.sources[p]
}
