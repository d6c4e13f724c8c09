package store

import (
	"bytes"
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/corral-go/corral/internal/corral/result"
)

// PutFile stores the content of f (from its start) as a blob and returns its
// reference. It reads f once to hash it and, only when the blob is new, once
// more to compress and queue it chunk by chunk: memory stays at one chunk
// whatever the file's size. It runs on the caller's goroutine, so workers
// hash and compress in parallel while the writer goroutine only inserts.
func (w *Writer) PutFile(ctx context.Context, f *os.File) (result.Ref, error) {
	st, err := f.Stat()
	if err != nil {
		return result.Ref{}, fmt.Errorf("stat %s: %w", f.Name(), err)
	}
	if st.Size() < ChunkSize {
		// The common case: read it whole, once, into a pooled buffer.
		bp := bufPool.Get().(*[]byte)
		defer bufPool.Put(bp)
		n, err := f.ReadAt((*bp)[:ChunkSize], 0)
		if err != nil && !errors.Is(err, io.EOF) {
			return result.Ref{}, fmt.Errorf("read %s: %w", f.Name(), err)
		}
		if n < ChunkSize {
			return w.PutBytes(ctx, (*bp)[:n])
		}
	}
	bp := bufPool.Get().(*[]byte)
	defer bufPool.Put(bp)
	buf := *bp
	ref, err := hashFile(ctx, f, buf)
	if err != nil {
		return result.Ref{}, err
	}
	if w.has(ref.Hash, ref.Size) {
		return ref, nil
	}
	if testHookBetweenPasses != nil {
		testHookBetweenPasses()
	}
	// The second pass hashes again what it compresses: a process that
	// outlived its job may still be writing the file, and a blob must hold
	// exactly what its hash says. On a difference nothing is stored and
	// the chunks queued so far are replaced by the next put of that hash.
	h := sha256.New()
	seq := 0
	for off := int64(0); off < ref.Size; off += ChunkSize {
		if err := ctx.Err(); err != nil {
			w.forget(ref.Hash)
			return result.Ref{}, err
		}
		n, err := f.ReadAt(buf[:min(ChunkSize, ref.Size-off)], off)
		if err != nil && !errors.Is(err, io.EOF) {
			w.forget(ref.Hash)
			return result.Ref{}, fmt.Errorf("read %s: %w", f.Name(), err)
		}
		h.Write(buf[:n])
		if err := w.PutChunk(ref.Hash, seq, w.s.Compress(buf[:n])); err != nil {
			return result.Ref{}, err
		}
		seq++
	}
	if !bytes.Equal(h.Sum(nil), ref.Hash[:]) {
		w.forget(ref.Hash)
		return result.Ref{}, fmt.Errorf("%s: %w", f.Name(), result.ErrChanged)
	}
	return ref, w.PutBlob(ref.Hash, ref.Size, seq)
}

// testHookBetweenPasses, when set by a test, runs between the two passes.
var testHookBetweenPasses func()

// hashFile hashes f from its start, checking ctx between chunks: a huge
// file must not keep corral busy after Ctrl-C.
func hashFile(ctx context.Context, f *os.File, buf []byte) (result.Ref, error) {
	h := sha256.New()
	var ref result.Ref
	for {
		if err := ctx.Err(); err != nil {
			return result.Ref{}, err
		}
		n, err := f.ReadAt(buf, ref.Size)
		h.Write(buf[:n])
		ref.Size += int64(n)
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return result.Ref{}, fmt.Errorf("hash %s: %w", f.Name(), err)
		}
	}
	h.Sum(ref.Hash[:0])
	return ref, nil
}

// PutBytes stores b as a blob and returns its reference.
func (w *Writer) PutBytes(ctx context.Context, b []byte) (result.Ref, error) {
	ref := result.Ref{Hash: sha256.Sum256(b), Size: int64(len(b))}
	if w.has(ref.Hash, ref.Size) {
		return ref, nil
	}
	seq := 0
	for off := 0; off < len(b); off += ChunkSize {
		end := min(off+ChunkSize, len(b))
		if err := w.PutChunk(ref.Hash, seq, w.s.Compress(b[off:end])); err != nil {
			return result.Ref{}, err
		}
		seq++
	}
	return ref, w.PutBlob(ref.Hash, ref.Size, seq)
}

// bufPool holds ChunkSize buffers: allocating (and zeroing) 1 MiB for every
// output of every job was the largest cost of a run in the CPU profile. A
// sync.Pool is emptied at every GC, which brought the page faults back, so
// this is a free list that keeps up to bufPoolSize buffers for good.
var bufPool = newFreeList(bufPoolSize)

const bufPoolSize = 64

type freeList struct{ c chan *[]byte }

func newFreeList(n int) *freeList { return &freeList{c: make(chan *[]byte, n)} }

// Get returns a buffer of ChunkSize bytes.
func (f *freeList) Get() any {
	select {
	case b := <-f.c:
		return b
	default:
		b := make([]byte, ChunkSize)
		return &b
	}
}

// Put keeps b for reuse unless the list is full.
func (f *freeList) Put(b *[]byte) {
	select {
	case f.c <- b:
	default:
	}
}

// rememberFrom is the size from which a Writer remembers each blob it
// found stored or queued: compressing and queueing a small blob again
// (its INSERT OR IGNORE changes nothing) costs less than a hash held for
// the whole run, which for a million tiny outputs was the largest set a
// run held; a large blob costs more to compress than to remember.
const rememberFrom = 4 << 10

// recentSmall bounds the small blobs a Writer remembers, the ones it
// queued last (the empty stream most jobs leave): the set is emptied
// when it is full.
const recentSmall = 4096

// has reports whether a blob is stored or already queued in this run, and
// marks it queued. The known set starts with every stored blob of
// rememberFrom bytes or more (see blobHashes) and is the only thing asked,
// not a query per new blob (docs/performance.md); of smaller blobs it
// knows the last recentSmall queued. A blob it does not know (a small one
// stored before, one that another process stored meanwhile) is
// compressed and queued again, and its INSERT OR IGNOREs leave the stored
// copy as it was.
func (w *Writer) has(h result.Hash, size int64) bool {
	w.knownMu.Lock()
	defer w.knownMu.Unlock()
	set := w.known
	if size < rememberFrom {
		set = w.small
		if !set[h] && len(set) >= recentSmall {
			clear(set)
		}
	}
	if set[h] {
		return true
	}
	set[h] = true // about to be queued by our caller
	return false
}

// forget undoes has's mark after a blob could not be queued whole, so that
// a later put of the same hash queues it again.
func (w *Writer) forget(h result.Hash) {
	w.knownMu.Lock()
	defer w.knownMu.Unlock()
	delete(w.known, h)
	delete(w.small, h)
}
