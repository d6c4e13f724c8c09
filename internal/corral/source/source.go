// Package source unpacks what corral is given to compile — a TAR (plain,
// gzip or zstd compressed, from a file or standard input) or a directory —
// into a work directory, refusing anything that could write outside it.
//
// Every write goes through an [os.Root] opened on the work directory, so a
// symlink planted by an earlier entry cannot redirect a later write. On top
// of that, entry names and link targets are checked lexically with
// [filepath.IsLocal], so hostile archives fail with an error that names the
// entry instead of being silently "fixed".
package source

import (
	"archive/tar"
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/klauspost/compress/zstd"

	"github.com/corral-go/corral/internal/corral/beneath"
)

// EntryError reports a problem with one entry of the source.
type EntryError struct {
	Entry string
	Err   error
}

func (e *EntryError) Error() string { return fmt.Sprintf("entry %q: %v", e.Entry, e.Err) }
func (e *EntryError) Unwrap() error { return e.Err }

// Errors an [EntryError] may wrap.
var (
	ErrEscapes     = errors.New("path escapes the work dir (absolute or '..')")
	ErrLinkEscapes = errors.New("link target escapes the work dir")
	ErrDuplicate   = errors.New("duplicate entry")
	ErrUnsupported = errors.New("unsupported entry type")
	ErrTruncated   = errors.New("archive is truncated (unexpected end of data)")
	ErrEmpty       = errors.New("source has no files")
)

// Unpack writes the files of src into the existing directory dir and returns
// the slash-separated paths of the regular files, in source order. src is a
// TAR file (optionally gzip or zstd compressed, detected by content), a
// directory (read, never modified), or "-" for a TAR read from stdin.
func Unpack(ctx context.Context, src string, stdin io.Reader, dir string) ([]string, error) {
	return UnpackEach(ctx, src, stdin, dir, nil)
}

// UnpackEach is [Unpack] calling onFile (when not nil) with each regular
// file's path as soon as that file is complete on disk, so that work on it
// can start while the rest is unpacked.
func UnpackEach(ctx context.Context, src string, stdin io.Reader, dir string, onFile func(string)) ([]string, error) {
	root, err := beneath.Open(dir)
	if err != nil {
		return nil, fmt.Errorf("open work dir: %w", err)
	}
	defer root.Close()

	var files []string
	w := newWriter(root, onFile)
	if src == "-" {
		files, err = unpackStream(ctx, stdin, w)
	} else {
		st, statErr := os.Stat(src)
		switch {
		case statErr != nil:
			return nil, fmt.Errorf("open source: %w", statErr)
		case st.IsDir():
			files, err = copyDir(ctx, src, w)
		default:
			f, openErr := os.Open(src)
			if openErr != nil {
				return nil, fmt.Errorf("open source: %w", openErr)
			}
			defer f.Close()
			files, err = unpackStream(ctx, f, w)
		}
	}
	if err != nil {
		return nil, err
	}
	if len(files) == 0 {
		return nil, ErrEmpty
	}
	return files, nil
}

var (
	gzipMagic = []byte{0x1f, 0x8b}
	zstdMagic = []byte{0x28, 0xb5, 0x2f, 0xfd}
)

// unpackStream detects compression from the first bytes and extracts the TAR.
func unpackStream(ctx context.Context, r io.Reader, w *writer) ([]string, error) {
	br := bufio.NewReaderSize(r, 64<<10)
	head, _ := br.Peek(4)
	switch {
	case bytes.HasPrefix(head, gzipMagic):
		zr, err := gzip.NewReader(br)
		if err != nil {
			return nil, fmt.Errorf("decompress gzip: %w", err)
		}
		defer zr.Close()
		return extractTar(ctx, &decompressErr{r: zr, kind: "gzip"}, w)
	case bytes.HasPrefix(head, zstdMagic):
		zr, err := zstd.NewReader(br, zstd.WithDecoderConcurrency(1))
		if err != nil {
			return nil, fmt.Errorf("decompress zstd: %w", err)
		}
		defer zr.Close()
		return extractTar(ctx, &decompressErr{r: zr, kind: "zstd"}, w)
	default:
		return extractTar(ctx, br, w)
	}
}

// decompressErr labels errors from a decompressor so that a corrupt gzip
// stream is not reported as a malformed TAR.
type decompressErr struct {
	r    io.Reader
	kind string
}

func (d *decompressErr) Read(p []byte) (int, error) {
	n, err := d.r.Read(p)
	if err != nil && err != io.EOF && !errors.Is(err, io.ErrUnexpectedEOF) {
		err = fmt.Errorf("corrupt %s data: %w", d.kind, err)
	}
	return n, err
}

// Scan lists the regular files of an uncompressed TAR file, in order,
// without extracting it: the reader seeks over the contents, so this costs
// one read per entry header. It returns ok false for anything it cannot scan
// that cheaply (compressed archives, stdin, directories) and for archives
// that Unpack would refuse; Unpack then says why.
func Scan(src string) (names []string, ok bool) {
	if src == "-" {
		return nil, false
	}
	f, err := os.Open(src)
	if err != nil {
		return nil, false
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil || !st.Mode().IsRegular() {
		return nil, false
	}
	head := make([]byte, 4)
	if n, _ := f.ReadAt(head, 0); n < 4 || bytes.HasPrefix(head, gzipMagic) || bytes.HasPrefix(head, zstdMagic) {
		return nil, false
	}
	tr := tar.NewReader(f)
	for {
		hdr, err := tr.Next()
		if err == io.EOF {
			return names, true
		}
		if err != nil {
			return nil, false
		}
		if hdr.Typeflag != tar.TypeReg && hdr.Typeflag != tar.TypeLink {
			continue
		}
		name, err := localName(hdr.Name)
		if err != nil {
			return nil, false
		}
		names = append(names, name)
	}
}
