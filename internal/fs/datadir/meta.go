package datadir

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"

	"path"
	"slices"
	"time"
)

// Entry describes one file or directory.
type Entry struct {
	Name    string
	Size    int64
	ModTime time.Time
	Dir     bool
}

// Stat describes name.
func (s *Store) Stat(ctx context.Context, name string) (Entry, error) {
	if err := ValidName(name); err != nil {
		return Entry{}, err
	}
	var fi fs.FileInfo
	err := s.io.Do(ctx, func() (err error) { fi, err = s.root.Stat(name); return err })
	if err != nil {
		return Entry{}, fmt.Errorf("stat %s: %w", name, err)
	}
	return Entry{Name: name, Size: fi.Size(), ModTime: fi.ModTime(), Dir: fi.IsDir()}, nil
}

// Remove deletes the file name (a symlink itself, never what it points to).
func (s *Store) Remove(ctx context.Context, name string) error {
	if err := ValidName(name); err != nil {
		return err
	}
	err := s.io.Do(ctx, func() error {
		fi, err := s.root.Lstat(name)
		if err != nil {
			return err
		}
		if fi.IsDir() {
			return fmt.Errorf("%s is a directory: %w", name, ErrNotFile)
		}
		return s.root.Remove(name)
	})
	if err != nil {
		return fmt.Errorf("delete %s: %w", name, err)
	}
	return nil
}

// List describes every entry of directory dir, page after page: for
// callers that want the whole directory in memory.
func (s *Store) List(ctx context.Context, dir string) ([]Entry, error) {
	var out []Entry
	after := ""
	for {
		page, err := s.ListPage(ctx, dir, after, 4096)
		if err != nil {
			return nil, err
		}
		out = append(out, page.Entries...)
		if page.Next == "" {
			return out, nil
		}
		after = page.Next
	}
}

// Page is one page of a listing.
type Page struct {
	Entries []Entry // sorted by name
	Next    string  // "" on the last page, else the after of the next page
}

// ListPage describes at most limit entries of directory dir ("" or "." for
// the top) whose names come after after (all when after is ""), sorted by
// name, leaving out TempDir: one page of a listing. A directory of 300,000
// files is listed in pages, each read from the directory in batches that
// keep only the limit smallest names seen, so memory follows the page, not
// the directory, on the server and in the client.
func (s *Store) ListPage(ctx context.Context, dir, after string, limit int) (Page, error) {
	if dir == "" {
		dir = "."
	}
	if dir != "." {
		if err := ValidName(dir); err != nil {
			return Page{}, err
		}
	}
	limit = max(limit, 1)
	var page Page
	err := s.io.Do(ctx, func() error {
		d, err := s.root.Open(dir)
		if err != nil {
			return err
		}
		defer d.Close()
		names, more, err := smallestAfter(d, after, limit, dir == ".")
		if err != nil {
			return err
		}
		for _, n := range names {
			fi, err := s.root.Lstat(path.Join(dir, n))
			if err != nil {
				continue // removed meanwhile
			}
			page.Entries = append(page.Entries, Entry{Name: path.Join(dir, n), Size: fi.Size(), ModTime: fi.ModTime(), Dir: fi.IsDir()})
		}
		if more && len(names) > 0 {
			page.Next = names[len(names)-1]
		}
		return nil
	})
	if err != nil {
		return Page{}, fmt.Errorf("list %s: %w", dir, err)
	}
	return page, nil
}

// smallestAfter reads the directory d in batches and returns, sorted, the
// limit smallest names after after, and whether there were more. It holds
// at most 2×limit names plus a batch.
func smallestAfter(d *os.File, after string, limit int, top bool) ([]string, bool, error) {
	var keep []string
	more := false
	trim := func() {
		slices.Sort(keep)
		if len(keep) > limit {
			keep, more = keep[:limit], true
		}
	}
	for {
		batch, err := d.ReadDir(256)
		for _, e := range batch {
			if n := e.Name(); n > after && !(top && n == TempDir) {
				keep = append(keep, n)
			}
		}
		if len(keep) >= 2*limit {
			trim()
		}
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, false, err
		}
	}
	trim()
	return keep, more, nil
}

// Clean removes every file and directory but TempDir and returns how many
// top-level entries it removed.
func (s *Store) Clean(ctx context.Context) (int, error) {
	n := 0
	err := s.io.Do(ctx, func() error {
		d, err := s.root.Open(".")
		if err != nil {
			return err
		}
		names, err := d.Readdirnames(-1)
		d.Close()
		if err != nil {
			return err
		}
		for _, name := range names {
			if name == TempDir {
				continue
			}
			if err := s.root.RemoveAll(name); err != nil {
				return err
			}
			n++
		}
		return fsyncDir(s.root, ".")
	})
	if err != nil {
		return n, fmt.Errorf("clean: %w", err)
	}
	return n, nil
}
