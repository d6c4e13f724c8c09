package source

import (
	"archive/tar"
	"bytes"
	"context"
	"errors"
	"fmt"
	"hash"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"
	"time"

	"github.com/corral-go/corral/internal/beneath"
)

// extractTar writes every entry of the TAR stream r through w. An
// archive must end with its end-of-archive marker (zero blocks): one cut
// at an entry's end reads like a shorter archive, and a record of it
// would drop the rest of the baseline.
func extractTar(ctx context.Context, r io.Reader, w *writer) ([]string, error) {
	er := &endReader{r: r}
	tr := tar.NewReader(er)
	last := ""
	for {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		before := er.n
		hdr, err := tr.Next()
		if err == io.EOF {
			if !er.ended(before) {
				return nil, readError(ErrNoEnd, last)
			}
			return w.files, nil
		}
		if err != nil {
			return nil, readError(err, last)
		}
		last = hdr.Name
		if err := w.entry(hdr, tr); err != nil {
			return nil, entryError(hdr.Name, err)
		}
	}
}

// endReader counts what a TAR reader reads, and where the zero bytes it
// read last began.
type endReader struct {
	r     io.Reader
	n     int64 // bytes read
	zeros int64 // where the trailing run of zero bytes began
}

func (e *endReader) Read(p []byte) (int, error) {
	n, err := e.r.Read(p)
	i := n - 1
	for i >= 0 && p[i] == 0 {
		i--
	}
	if i >= 0 {
		e.zeros = e.n + int64(i) + 1
	}
	e.n += int64(n)
	return n, err
}

// ended reports whether the TAR reader, which started its last header
// read at offset before and met the end of the stream, read at least one
// zero block there beyond the padding of the entry before: the
// end-of-archive marker (GNU tar accepts a lone zero block too), not the
// end of an entry.
func (e *endReader) ended(before int64) bool {
	padded := (before + 511) &^ 511
	return e.n-max(e.zeros, padded) >= 512
}

// readError names what failed in reading the archive: the compressed
// stream, the TAR before its first entry, or the TAR after entry last.
func readError(err error, last string) error {
	var le *LimitError
	switch {
	case errors.As(err, &le):
		return err
	case last == "" && (errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, tar.ErrHeader)):
		return fmt.Errorf("read archive: not a TAR archive (%w)", err)
	case last == "":
		return fmt.Errorf("read archive: %w", err)
	case errors.Is(err, io.ErrUnexpectedEOF):
		err = ErrTruncated
	}
	return fmt.Errorf("read archive after entry %q: %w", last, err)
}

// entryError wraps an entry's error: in an [EntryError] when the entry is
// at fault, or as is when the disk, a limit or the decompressor is.
func entryError(name string, err error) error {
	var le *LimitError
	switch {
	case diskFull(err):
		return fmt.Errorf("write %q: %w (%w)", name, ErrNoSpace, err)
	case errors.As(err, &le):
		return fmt.Errorf("entry %q: %w", name, err)
	}
	return &EntryError{Entry: name, Err: err}
}

// writer creates files in dir, remembering what it has created.
type writer struct {
	dir       *beneath.Dir
	root      *os.Root // dir's, for links and directories
	tree      *tree    // what has been created, for the links' checks
	budget    budget
	files     []string     // the regular files, unless onFile is told of each
	nfiles    int          // the regular files
	links     []string     // the symlinks, by name
	onFile    func(string) // called when a regular file is complete; may be nil
	onEntry   func()       // called after each entry; may be nil
	extract   func(string) bool
	skipped   map[string]bool // regular files read and not written (see Options.Extract), by real path
	keepFiles bool            // Options.KeepFiles: the tree holds the regular files written
	digest    hash.Hash       // Options.Digest; may be nil
	buf       []byte          // copySparse's, for every file
	umask     os.FileMode     // the process's, when umaskOK
	umaskOK   bool
}

func newWriter(dir *beneath.Dir, opts Options) *writer {
	w := &writer{dir: dir, root: dir.Root(), tree: newTree(), budget: budget{Limits: opts.Limits.withDefaults()},
		onFile: opts.OnFile, onEntry: opts.OnEntry, extract: opts.Extract, skipped: map[string]bool{}, digest: opts.Digest,
		keepFiles: opts.KeepFiles}
	w.umask, w.umaskOK = umask()
	return w
}

// note adds an entry to the digest: its type, name, size or link target,
// each field ended by a zero byte that no name holds.
func (w *writer) note(typ byte, name string, size int64, target string) {
	if w.digest != nil {
		fmt.Fprintf(w.digest, "%c%s\x00%d\x00%s\x00", typ, name, size, target)
	}
}

// mkdirAll makes the directory name and its parents.
func (w *writer) mkdirAll(name string) (string, error) {
	real, err := w.tree.realDir(name)
	if err != nil || real == "" {
		return real, err
	}
	switch k, ok := w.tree.nodes[real]; {
	case ok && k == kindDir:
		return real, nil
	case ok:
		return "", fmt.Errorf("%q is not a directory", name)
	}
	if err := w.root.MkdirAll(name, 0o755); err != nil {
		return "", err
	}
	return real, w.tree.mkdirs(real)
}

// done notes a regular file complete: to onFile when there is one, else
// in the list Unpack returns (a caller told of each file needs no list,
// and a list of a million names is memory the run would hold).
func (w *writer) done(name string) {
	w.nfiles++
	if w.onFile != nil {
		w.onFile(name)
		return
	}
	w.files = append(w.files, name)
}

// IsPath reports whether p is a path a source can hold as it is: a clean,
// slash-separated name inside the source, as unpacking makes every entry's
// name (see localName). A path from elsewhere (a shard store's results) is
// checked with it.
func IsPath(p string) bool {
	clean, err := localName(p)
	return err == nil && clean == p
}

// localName validates an entry name and returns it cleaned, slash-separated.
func localName(name string) (string, error) {
	if strings.ContainsRune(name, 0) || strings.Contains(name, `\`) {
		return "", ErrEscapes
	}
	clean := path.Clean(name)
	if !filepath.IsLocal(clean) || clean == "." {
		return "", ErrEscapes
	}
	return clean, nil
}

// entry writes one entry and then reports it to onEntry.
func (w *writer) entry(hdr *tar.Header, body io.Reader) error {
	if err := w.write(hdr, body); err != nil {
		return err
	}
	if w.onEntry != nil {
		w.onEntry()
	}
	return nil
}

func (w *writer) write(hdr *tar.Header, body io.Reader) error {
	if err := w.budget.entry(hdr.Name, hdr.Linkname); err != nil {
		return err
	}
	if hdr.Typeflag == tar.TypeXGlobalHeader {
		return nil // PAX records for the whole archive (git archive's commit id): nothing to write
	}
	name, err := localName(hdr.Name)
	if err != nil {
		if hdr.Typeflag == tar.TypeDir && path.Clean(hdr.Name) == "." {
			return nil // "./" entries are common and harmless
		}
		return err
	}
	if hdr.Typeflag == tar.TypeDir {
		_, err := w.mkdirAll(name)
		return err
	}
	dir, err := w.mkdirAll(path.Dir(name))
	if err != nil {
		return err
	}
	real := join(dir, path.Base(name))
	regular := hdr.Typeflag == tar.TypeReg || hdr.Typeflag == tar.TypeGNUSparse || hdr.Typeflag == tar.TypeCont
	if _, ok := w.tree.nodes[real]; ok || !regular && w.isFile(real) {
		return ErrDuplicate // a regular file's create (O_EXCL) says so itself
	}
	w.note(hdr.Typeflag, name, hdr.Size, hdr.Linkname)
	switch hdr.Typeflag {
	case tar.TypeReg, tar.TypeGNUSparse, tar.TypeCont:
		if w.digest != nil {
			body = io.TeeReader(body, w.digest)
		}
		if w.extract != nil && !w.extract(name) {
			return w.skip(name, real, hdr.Size, body)
		}
		if err := w.budget.take(hdr.Size); err != nil {
			return err
		}
		if err := w.file(name, real, os.FileMode(hdr.Mode), hdr.Size, body, hdr.ModTime); err != nil {
			return err
		}
		w.done(name)
		return nil
	case tar.TypeSymlink:
		return w.symlink(name, real, hdr.Linkname)
	case tar.TypeLink:
		return w.hardlink(name, real, hdr.Linkname)
	}
	return fmt.Errorf("%w %q", ErrUnsupported, string(hdr.Typeflag))
}

// file writes one regular file of size bytes with the permission bits of
// mode, as tar -x does (never setuid, setgid or sticky, and always readable
// by its owner, so that corral can copy and remove it), and the archive's
// mtime, so that a compiler that reads it (__TIMESTAMP__, make-like
// checks) sees the same on every run. Runs of zeros become holes
// ([copySparse]).
func (w *writer) file(name, real string, mode os.FileMode, size int64, body io.Reader, mtime time.Time) error {
	perm := mode&0o777 | 0o400
	// Created with its permission where the umask leaves it whole (a
	// file made read-only is still open for writing), else 0600 and
	// chmodded after: one fchmod less per file in the common case.
	create, chmod := os.FileMode(0o600), true
	if w.umaskOK && perm&w.umask == 0 {
		create, chmod = perm, false
	}
	// Unless told to keep them, the tree keeps no regular file written
	// (a name per file of the source would be most of what a run of a
	// million files holds): the disk has them, and O_EXCL refuses a
	// second one by the same name.
	f, err := w.dir.Create(name, create)
	if errors.Is(err, fs.ErrExist) {
		return ErrDuplicate
	}
	if err != nil {
		return err
	}
	if w.keepFiles {
		if err := w.tree.add(real, kindFile, ""); err != nil {
			f.Close()
			return err
		}
	}
	if len(w.buf) < int(min(size, copyBuf)) {
		w.buf = make([]byte, min(max(size, 64<<10), copyBuf))
	}
	if err := copySparse(f, body, size, w.buf); err != nil {
		f.Close()
		if errors.Is(err, io.ErrUnexpectedEOF) {
			return ErrTruncated
		}
		return err
	}
	if chmod {
		if err := f.Chmod(perm); err != nil { // exactly, whatever the umask
			f.Close()
			return err
		}
	}
	if !mtime.IsZero() {
		if err := setMtime(f, w.root, name, mtime); err != nil {
			f.Close()
			return err
		}
	}
	return f.Close()
}

// copyBuf is the most of a file copySparse reads at once.
const copyBuf = 256 << 10

// holeSize is the unit of zeros that becomes a hole: a filesystem block.
const holeSize = 4096

// copySparse copies size bytes of r to the new file f, seeking over
// block-sized runs of zeros instead of writing them, so that a sparse file
// of the archive (or any file with long runs of zeros) stays sparse on disk
// where the filesystem allows. Each run of data is one write. buf is the
// caller's, reused from file to file (docs/performance.md).
func copySparse(f *os.File, r io.Reader, size int64, buf []byte) error {
	var zeros [holeSize]byte
	var off int64
	hole := false // the file so far ends in a hole
	for off < size {
		n, err := io.ReadFull(r, buf[:min(int64(len(buf)), size-off)])
		if n == 0 {
			if err == io.EOF {
				err = io.ErrUnexpectedEOF
			}
			return err
		}
		// Write each run of blocks that are not all zeros at once.
		b, start := buf[:n], -1
		for i := 0; i < len(b); i += holeSize {
			k := min(holeSize, len(b)-i)
			hole = bytes.Equal(b[i:i+k], zeros[:k])
			switch {
			case !hole && start < 0:
				start = i
			case hole && start >= 0:
				if _, err := f.WriteAt(b[start:i], off+int64(start)); err != nil {
					return err
				}
				start = -1
			}
		}
		if start >= 0 {
			if _, err := f.WriteAt(b[start:], off+int64(start)); err != nil {
				return err
			}
		}
		off += int64(n)
		if err != nil && off < size {
			return err
		}
	}
	if hole {
		return f.Truncate(size) // the length, when the file ends in a hole
	}
	return nil
}

// skip reads a regular file that Options.Extract leaves out: it is a file
// of the source (onFile hears of it, and links to it are checked as to any
// file), but nothing is written, so a shard pays for its own files only.
// The body is still read, for the digest and to reach the next entry.
func (w *writer) skip(name, real string, size int64, body io.Reader) error {
	if w.isFile(real) {
		return ErrDuplicate // a file written, which the tree may not hold
	}
	if err := w.tree.add(real, kindFile, ""); err != nil {
		return err
	}
	n, err := io.CopyN(io.Discard, body, size)
	if err != nil && n < size {
		return ErrTruncated
	}
	w.skipped[real] = true
	w.done(name)
	return nil
}

// symlink creates name (at real) pointing at target, which must be
// relative and must not lead out of the work dir where it stands, now or
// once the paths it goes through exist.
func (w *writer) symlink(name, real, target string) error {
	if target == "" || filepath.IsAbs(target) || strings.ContainsRune(target, 0) ||
		!filepath.IsLocal(path.Join(path.Dir(name), target)) {
		return fmt.Errorf("symlink to %q: %w", target, ErrLinkEscapes)
	}
	if err := w.tree.add(real, kindLink, target); err != nil {
		return fmt.Errorf("symlink to %q: %w", target, err)
	}
	w.links = append(w.links, name)
	return w.root.Symlink(target, name)
}

// linksToFiles returns the symlinks that lead to a regular file, once the
// whole source is there.
func (w *writer) linksToFiles() []string {
	var out []string
	for _, l := range w.links {
		real, missing, err := w.tree.resolve("", split(l), true)
		if err == nil && (missing == "" && w.tree.nodes[real] == kindFile || missing == real && w.isFile(real)) {
			out = append(out, l)
		}
	}
	return out
}

// isFile reports whether the real path is a regular file of the source:
// one read past (see skip), or one written, which the tree keeps only
// with keepFiles (see file); without, the disk says.
func (w *writer) isFile(real string) bool {
	if w.tree.nodes[real] == kindFile {
		return true
	}
	if _, ok := w.tree.nodes[real]; ok || w.keepFiles {
		return false
	}
	info, err := w.root.Lstat(real)
	return err == nil && info.Mode().IsRegular()
}

// hardlink creates name (at real) as a hard link to an earlier file of the
// source. A hard link to a symlink is a second symlink with the same
// target, in another directory: it is checked where it stands.
func (w *writer) hardlink(name, real, target string) error {
	clean, err := localName(target)
	if err != nil {
		return fmt.Errorf("hard link to %q: %w", target, ErrLinkEscapes)
	}
	old, _, err := w.tree.resolve("", split(clean), false)
	if err != nil {
		return fmt.Errorf("hard link to %q: %w", target, err)
	}
	k := w.tree.nodes[old]
	if k == 0 && w.isFile(old) {
		k = kindFile
	}
	switch k {
	case kindFile:
		if w.skipped[old] {
			if w.extract(name) {
				return fmt.Errorf("hard link to %q: %w", target, ErrSkippedLink)
			}
			if err := w.tree.add(real, kindFile, ""); err != nil {
				return err
			}
			w.skipped[real] = true
			w.done(name)
			return nil
		}
		if err := w.root.Link(clean, name); err != nil {
			if errors.Is(err, fs.ErrExist) {
				return ErrDuplicate
			}
			return err
		}
		if w.keepFiles {
			if err := w.tree.add(real, kindFile, ""); err != nil {
				return err
			}
		}
		w.done(name)
		return nil
	case kindLink:
		return w.symlink(name, real, w.tree.targets[old])
	}
	return fmt.Errorf("hard link to %q, which is not an earlier file of the archive", target)
}
