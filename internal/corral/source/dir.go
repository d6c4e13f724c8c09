package source

import (
	"archive/tar"
	"context"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// copyDir copies the tree at src into root through the same checks as a TAR,
// so a directory source is never modified by the jobs that run on it.
func copyDir(ctx context.Context, src string, w *writer) ([]string, error) {
	err := filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if err := ctx.Err(); err != nil {
			return err
		}
		rel, err := filepath.Rel(src, p)
		if err != nil || rel == "." {
			return err
		}
		hdr := &tar.Header{Name: filepath.ToSlash(rel)}
		switch {
		case d.IsDir():
			hdr.Typeflag = tar.TypeDir
		case d.Type()&fs.ModeSymlink != 0:
			hdr.Typeflag = tar.TypeSymlink
			if hdr.Linkname, err = os.Readlink(p); err != nil {
				return err
			}
		case d.Type().IsRegular():
			hdr.Typeflag = tar.TypeReg
			info, err := d.Info()
			if err != nil {
				return err
			}
			hdr.Mode = int64(info.Mode().Perm())
			f, err := os.Open(p)
			if err != nil {
				return err
			}
			defer f.Close()
			if err := w.entry(hdr, f); err != nil {
				return &EntryError{Entry: hdr.Name, Err: err}
			}
			return nil
		default:
			return &EntryError{Entry: hdr.Name, Err: fmt.Errorf("%w (%s)", ErrUnsupported, d.Type())}
		}
		if err := w.entry(hdr, nil); err != nil {
			return &EntryError{Entry: hdr.Name, Err: err}
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("copy directory %s: %w", src, err)
	}
	return w.files, nil
}
