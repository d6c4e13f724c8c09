package store

import (
	"context"
	"crypto/sha256"
	"errors"
	"fmt"
	"io"
	"os"
)

// PutFile stores the content of f (from its start) as a blob and returns its
// reference. It reads f once to hash it and, only when the blob is new, once
// more to compress and queue it chunk by chunk: memory stays at one chunk
// whatever the file's size. It runs on the caller's goroutine, so workers
// hash and compress in parallel while the writer goroutine only inserts.
func (w *Writer) PutFile(ctx context.Context, f *os.File) (Ref, error) {
	buf := make([]byte, ChunkSize)
	h := sha256.New()
	size, err := io.CopyBuffer(h, io.NewSectionReader(f, 0, 1<<62), buf)
	if err != nil {
		return Ref{}, fmt.Errorf("hash %s: %w", f.Name(), err)
	}
	var ref Ref
	ref.Size = size
	h.Sum(ref.Hash[:0])
	if ok, err := w.s.HasBlob(ctx, ref.Hash); err != nil || ok {
		return ref, err
	}
	seq := 0
	for off := int64(0); off < size; off += ChunkSize {
		n, err := f.ReadAt(buf, off)
		if err != nil && !errors.Is(err, io.EOF) {
			return Ref{}, fmt.Errorf("read %s: %w", f.Name(), err)
		}
		if err := w.PutChunk(ref.Hash, seq, w.s.Compress(buf[:n])); err != nil {
			return Ref{}, err
		}
		seq++
	}
	return ref, w.PutBlob(ref.Hash, size, seq)
}

// PutBytes stores b as a blob and returns its reference.
func (w *Writer) PutBytes(ctx context.Context, b []byte) (Ref, error) {
	ref := Ref{Hash: sha256.Sum256(b), Size: int64(len(b))}
	if ok, err := w.s.HasBlob(ctx, ref.Hash); err != nil || ok {
		return ref, err
	}
	seq := 0
	for off := 0; off < len(b); off += ChunkSize {
		end := min(off+ChunkSize, len(b))
		if err := w.PutChunk(ref.Hash, seq, w.s.Compress(b[off:end])); err != nil {
			return Ref{}, err
		}
		seq++
	}
	return ref, w.PutBlob(ref.Hash, ref.Size, seq)
}
