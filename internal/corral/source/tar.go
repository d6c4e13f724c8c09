package source

import (
	"archive/tar"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/corral-go/corral/internal/corral/beneath"
)

// extractTar writes every entry of the TAR stream r through w.
func extractTar(ctx context.Context, r io.Reader, w *writer) ([]string, error) {
	tr := tar.NewReader(r)
	last := ""
	for {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		hdr, err := tr.Next()
		if err == io.EOF {
			return w.files, nil
		}
		if err != nil {
			if last == "" {
				if errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, tar.ErrHeader) {
					return nil, fmt.Errorf("read archive: not a TAR archive (%w)", err)
				}
				return nil, fmt.Errorf("read archive: %w", err)
			}
			if errors.Is(err, io.ErrUnexpectedEOF) {
				err = ErrTruncated
			}
			return nil, fmt.Errorf("read archive after entry %q: %w", last, err)
		}
		last = hdr.Name
		if err := w.entry(hdr, tr); err != nil {
			return nil, &EntryError{Entry: hdr.Name, Err: err}
		}
	}
}

// writer creates files in dir, remembering what it has created.
type writer struct {
	dir    *beneath.Dir
	root   *os.Root        // dir's, for links and directories
	seen   map[string]bool // cleaned names of non-directory entries
	made   map[string]bool // directories known to exist: one MkdirAll each, not one per file
	files  []string
	onFile func(string) // called when a regular file is complete; may be nil
}

func newWriter(dir *beneath.Dir, onFile func(string)) *writer {
	return &writer{dir: dir, root: dir.Root(), seen: make(map[string]bool), made: make(map[string]bool), onFile: onFile}
}

// mkdirAll makes dir and its parents once per run.
func (w *writer) mkdirAll(dir string) error {
	if w.made[dir] {
		return nil
	}
	if err := w.root.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	w.made[dir] = true
	return nil
}

func (w *writer) done(name string) {
	w.files = append(w.files, name)
	if w.onFile != nil {
		w.onFile(name)
	}
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

func (w *writer) entry(hdr *tar.Header, body io.Reader) error {
	name, err := localName(hdr.Name)
	if err != nil {
		if hdr.Typeflag == tar.TypeDir && path.Clean(hdr.Name) == "." {
			return nil // "./" entries are common and harmless
		}
		return err
	}
	if hdr.Typeflag == tar.TypeDir {
		return w.mkdirAll(name)
	}
	if w.seen[name] {
		return ErrDuplicate
	}
	w.seen[name] = true
	if dir := path.Dir(name); dir != "." {
		if err := w.mkdirAll(dir); err != nil {
			return err
		}
	}
	switch hdr.Typeflag {
	case tar.TypeReg:
		if err := w.file(name, os.FileMode(hdr.Mode), body); err != nil {
			return err
		}
	case tar.TypeSymlink:
		if err := w.symlink(name, hdr.Linkname); err != nil {
			return err
		}
	case tar.TypeLink:
		target, err := localName(hdr.Linkname)
		if err != nil {
			return fmt.Errorf("hard link to %q: %w", hdr.Linkname, ErrLinkEscapes)
		}
		if !w.seen[target] {
			return fmt.Errorf("hard link to %q, which is not an earlier file of the archive", hdr.Linkname)
		}
		if err := w.root.Link(target, name); err != nil {
			return err
		}
		w.done(name)
	default:
		return fmt.Errorf("%w %q", ErrUnsupported, string(hdr.Typeflag))
	}
	return nil
}

// file writes one regular file, keeping only the executable bits of mode.
func (w *writer) file(name string, mode os.FileMode, body io.Reader) error {
	perm := os.FileMode(0o644)
	if mode&0o111 != 0 {
		perm = 0o755
	}
	f, err := w.dir.Create(name, perm)
	if err != nil {
		return err
	}
	if _, err := io.Copy(f, body); err != nil {
		f.Close()
		if errors.Is(err, io.ErrUnexpectedEOF) {
			return ErrTruncated
		}
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	w.done(name)
	return nil
}

// symlink creates name pointing at target, which must be relative and stay
// inside the work dir when resolved from name's directory.
func (w *writer) symlink(name, target string) error {
	if target == "" || filepath.IsAbs(target) || strings.ContainsRune(target, 0) ||
		!filepath.IsLocal(path.Join(path.Dir(name), target)) {
		return fmt.Errorf("symlink to %q: %w", target, ErrLinkEscapes)
	}
	return w.root.Symlink(target, name)
}
