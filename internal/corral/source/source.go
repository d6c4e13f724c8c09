// Package source unpacks what corral is given to compile — a TAR (plain,
// or compressed with gzip, zstd, bzip2 or xz, from a file or standard
// input) or a directory —
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
	"compress/bzip2"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"hash"
	"io"
	"os"
	"path"

	"github.com/klauspost/compress/zstd"

	"github.com/corral-go/corral/internal/beneath"
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
	ErrNoEnd       = errors.New("archive has no end-of-archive marker: it was cut short after an entry (a 'tar cf' killed before it finished?)")
	ErrEmpty       = errors.New("source has no files")
	// ErrSkippedLink: a hard link to be unpacked names a file that
	// Options.Extract left out (another shard's).
	ErrSkippedLink = errors.New("it names a file that was left out (another shard's), which this link needs")
)

// Options say how to unpack a source.
type Options struct {
	// Stdin is read when the source is "-".
	Stdin io.Reader
	// Limits bound the sizes; zero fields take the defaults.
	Limits Limits
	// OnFile, when not nil, is called with each regular file's path as
	// soon as that file is complete on disk, so that work on it can start
	// while the rest is unpacked.
	OnFile func(string)
	// Names makes a Feed (see [Start]) keep the name of every file of the
	// source; Unpack does not read it.
	Names bool
	// KeepFiles makes Unpack keep the name of every regular file it
	// writes. Without, it asks the disk whether a path is one, for the
	// hard and symbolic links (see writer.isFile): which is sound only
	// when nothing else writes there while it unpacks, as jobs do while a
	// Feed of a scanned archive unpacks; Start sets it for an archive with
	// links.
	KeepFiles bool
	// Skip lists files that are never part of a directory source, such as
	// the store and the reports of the run that reads it.
	Skip []string
	// OnLinkToFile, when not nil, is called at the end of the unpacking
	// with each symlink that leads to a regular file of the source: such
	// a link is not a file to compile (the file it names is).
	OnLinkToFile func(string)
	// OnEntry, when not nil, is called after each entry of the source is
	// handled, whatever its type, in source order: the Nth call is the
	// Nth entry [Scan] lists.
	OnEntry func()
	// Extract, when not nil, says which regular files to write; the others
	// are read and left out (a shard writes its own files and the support
	// files, not those of the other shards), yet they are files of the
	// source all the same: OnFile hears of them.
	Extract func(string) bool
	// Digest, when not nil, is given every entry of the source in order:
	// its type, name, size or link target, and a regular file's content,
	// so that machines that read the same source get the same sum.
	Digest hash.Hash
}

// Unpack writes the files of src into the existing directory dir and returns
// the slash-separated paths of the regular files, in source order (none
// when opts.OnFile is set: it was told of each). src is a
// TAR file (plain or compressed with gzip, zstd, bzip2 or xz, detected by
// content), a directory (read, never modified), or "-" for a TAR read from
// opts.Stdin.
func Unpack(ctx context.Context, src, dir string, opts Options) ([]string, error) {
	root, err := beneath.Open(dir)
	if err != nil {
		return nil, fmt.Errorf("open work dir: %w", err)
	}
	defer root.Close()

	var files []string
	w := newWriter(root, opts)
	if src == "-" {
		files, err = unpackStream(ctx, opts.Stdin, w)
	} else {
		st, statErr := os.Stat(src)
		switch {
		case statErr != nil:
			return nil, fmt.Errorf("open source: %w", statErr)
		case st.IsDir():
			files, err = copyDir(ctx, src, dir, w, opts.Skip)
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
	if w.nfiles == 0 {
		return nil, ErrEmpty
	}
	if opts.OnLinkToFile != nil {
		for _, l := range w.linksToFiles() {
			opts.OnLinkToFile(l)
		}
	}
	return files, nil
}

var (
	gzipMagic  = []byte{0x1f, 0x8b}
	zstdMagic  = []byte{0x28, 0xb5, 0x2f, 0xfd}
	bzip2Magic = []byte("BZh")
	xzMagic    = []byte{0xfd, '7', 'z', 'X', 'Z', 0x00}
)

// compressed reports whether head starts like a compressed stream.
func compressed(head []byte) bool {
	for _, m := range [][]byte{gzipMagic, zstdMagic, bzip2Magic, xzMagic} {
		if bytes.HasPrefix(head, m) {
			return true
		}
	}
	return false
}

// unpackStream detects compression from the first bytes and extracts the TAR.
func unpackStream(ctx context.Context, r io.Reader, w *writer) ([]string, error) {
	br := bufio.NewReaderSize(r, 64<<10)
	head, _ := br.Peek(len(xzMagic))
	switch {
	case bytes.HasPrefix(head, gzipMagic):
		zr, err := gzip.NewReader(br)
		if err != nil {
			return nil, fmt.Errorf("decompress gzip: %w", err)
		}
		defer zr.Close()
		return extractTar(ctx, &decompressErr{r: zr, kind: "gzip"}, w)
	case bytes.HasPrefix(head, zstdMagic):
		zr, err := zstd.NewReader(br, zstd.WithDecoderConcurrency(1), zstd.WithDecoderMaxWindow(uint64(w.budget.MaxWindow)))
		if err != nil {
			return nil, fmt.Errorf("decompress zstd: %w", err)
		}
		defer zr.Close()
		return extractTar(ctx, &decompressErr{r: zr, kind: "zstd", window: w.budget.MaxWindow}, w)
	case bytes.HasPrefix(head, bzip2Magic) && len(head) >= 4 && head[3] >= '1' && head[3] <= '9':
		// bzip2's blocks are at most 900 kB: its memory is bounded by the format.
		return extractTar(ctx, &decompressErr{r: bzip2.NewReader(br), kind: "bzip2"}, w)
	case bytes.HasPrefix(head, xzMagic):
		return unxz(ctx, br, w)
	default:
		return extractTar(ctx, br, w)
	}
}

// decompressErr labels errors from a decompressor so that a corrupt gzip
// stream is not reported as a malformed TAR.
type decompressErr struct {
	r      io.Reader
	kind   string
	window int64 // zstd's window limit
}

func (d *decompressErr) Read(p []byte) (int, error) {
	n, err := d.r.Read(p)
	switch {
	case err == nil || err == io.EOF:
	case errors.Is(err, io.ErrUnexpectedEOF):
		err = fmt.Errorf("%s data ends early, truncated or corrupt: %w", d.kind, ErrTruncated)
	case errors.Is(err, zstd.ErrWindowSizeExceeded):
		err = &LimitError{What: "zstd window", Limit: d.window, Flag: "--max-window"}
	default:
		err = fmt.Errorf("corrupt %s data: %w", d.kind, err)
	}
	return n, err
}

// Entry is one entry of a TAR as [Scan] lists it.
type Entry struct {
	Name    string // cleaned, slash-separated
	Regular bool   // a regular file, or a hard link to one: a file to compile
}

// Scan lists the entries of an uncompressed TAR file, in order, without
// extracting it: the reader seeks over the contents, so this costs one read
// per entry header. It returns ok false for anything it cannot scan that
// cheaply (compressed archives, stdin, directories) and for archives that
// Unpack would refuse; Unpack then says why.
func Scan(src string) (entries []Entry, ok bool) {
	ok, _ = ScanEach(src, func() { entries = entries[:0] }, func(e Entry) { entries = append(entries, e) })
	if !ok {
		return nil, false
	}
	return entries, true
}

// Links says which links an archive holds.
type Links struct{ Hard, Symbolic bool }

// ScanEach is Scan calling fn with each entry as it is read, holding no
// name per entry in an archive without hard links. A hard link is a
// regular file when it names one read before (by name, as the old Scan
// did): at the first, ScanEach calls reset and reads the archive again
// from its start, keeping the regular files' names this time. fn may have
// been called when ok is false. links says which links it saw.
func ScanEach(src string, reset func(), fn func(Entry)) (ok bool, links Links) {
	if src == "-" {
		return false, links
	}
	f, err := os.Open(src)
	if err != nil {
		return false, links
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil || !st.Mode().IsRegular() {
		return false, links
	}
	head := make([]byte, len(xzMagic))
	if n, _ := f.ReadAt(head, 0); n < 4 || compressed(head) {
		return false, links
	}
	ok, again, links := scanEntries(f, nil, fn)
	if again {
		if _, err := f.Seek(0, io.SeekStart); err != nil {
			return false, links
		}
		reset()
		ok, _, links = scanEntries(f, map[string]bool{}, fn)
	}
	return ok, links
}

// scanEntries reads f's entries for ScanEach. Without regular (nil), it
// stops at the first hard link and says to read again (again).
func scanEntries(f *os.File, regular map[string]bool, fn func(Entry)) (ok, again bool, links Links) {
	tr := tar.NewReader(f)
	for {
		hdr, err := tr.Next()
		if err == io.EOF {
			return true, false, links
		}
		if err != nil {
			return false, false, links
		}
		name := path.Clean(hdr.Name)
		if hdr.Typeflag != tar.TypeXGlobalHeader && name != "." {
			if name, err = localName(hdr.Name); err != nil {
				return false, false, links
			}
		}
		e := Entry{Name: name}
		switch hdr.Typeflag {
		case tar.TypeReg, tar.TypeGNUSparse, tar.TypeCont:
			e.Regular = true
		case tar.TypeSymlink:
			links.Symbolic = true
		case tar.TypeLink:
			links.Hard = true
			if regular == nil {
				return true, true, links
			}
			e.Regular = regular[path.Clean(hdr.Linkname)]
		}
		if regular != nil {
			regular[name] = e.Regular
		}
		fn(e)
	}
}
