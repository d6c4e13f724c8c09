package source

import (
	"archive/tar"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// ErrWorkDirInSource is returned for a work dir inside a directory source:
// copying the source would copy the copy into itself.
var ErrWorkDirInSource = errors.New("the work dir is inside the source directory")

// copyDir copies the tree at src into the work dir through the same checks
// as a TAR, so a directory source is never modified by the jobs that run
// on it.
func copyDir(ctx context.Context, src, workDir string, w *writer, skip []string) ([]string, error) {
	if inside(workDir, src) {
		return nil, fmt.Errorf("copy directory %s into %s: %w", src, workDir, ErrWorkDirInSource)
	}
	skipped := skipper(skip)
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
		if skipped(p, d) {
			return nil
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
			hdr.Mode, hdr.Size, hdr.ModTime = int64(info.Mode().Perm()), info.Size(), info.ModTime()
			f, err := os.Open(p)
			if err != nil {
				return err
			}
			defer f.Close()
			if err := w.entry(hdr, io.LimitReader(f, hdr.Size)); err != nil {
				return entryError(hdr.Name, err)
			}
			return nil
		default:
			return &EntryError{Entry: hdr.Name, Err: fmt.Errorf("%w (%s)", ErrUnsupported, d.Type())}
		}
		if err := w.entry(hdr, nil); err != nil {
			return entryError(hdr.Name, err)
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("copy directory %s: %w", src, err)
	}
	return w.files, nil
}

// skipper returns whether a file of a directory source is one of skip (by
// path, or the same file by another path): the store and the reports of
// the run that reads the directory are not part of it.
func skipper(skip []string) func(p string, d fs.DirEntry) bool {
	abs := map[string]bool{}
	var infos []os.FileInfo
	for _, s := range skip {
		if a, err := filepath.Abs(s); err == nil {
			abs[a] = true
		}
		if info, err := os.Stat(s); err == nil {
			infos = append(infos, info)
		}
	}
	return func(p string, d fs.DirEntry) bool {
		if d.IsDir() {
			return false
		}
		if a, err := filepath.Abs(p); err == nil && abs[a] {
			return true
		}
		info, err := d.Info()
		if err != nil || !info.Mode().IsRegular() {
			return false
		}
		for _, s := range infos {
			if os.SameFile(info, s) {
				return true
			}
		}
		return false
	}
}

// inside reports whether dir is src or lies beneath it, symlinks resolved.
func inside(dir, src string) bool {
	d, err1 := filepath.EvalSymlinks(dir)
	s, err2 := filepath.EvalSymlinks(src)
	if err1 != nil || err2 != nil {
		d, s = filepath.Clean(dir), filepath.Clean(src)
	}
	d, _ = filepath.Abs(d)
	s, _ = filepath.Abs(s)
	rel, err := filepath.Rel(s, d)
	return err == nil && filepath.IsLocal(rel) || rel == "."
}
