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
		defer s.names.lock(name)()
		fi, err := s.root.Lstat(name)
		if err != nil {
			return err
		}
		if fi.IsDir() {
			return fmt.Errorf("%s is a directory: %w", name, ErrNotFile)
		}
		if k, ok := keyOfInfo(fi); ok {
			s.sent.unmark(k)
		}
		return s.root.Remove(name)
	})
	if err != nil {
		return fmt.Errorf("delete %s: %w", name, err)
	}
	// Durable before the answer, as an upload is: a crash must not bring
	// back a file whose delete was answered.
	if err := s.syncNames(ctx, path.Dir(name)); err != nil {
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
// name, leaving out TempDir: one page of a listing. The first page reads
// the directory once and the pages after it come from that sorted snapshot
// while the directory is unchanged (listcache.go); a directory too large
// to hold is read for each page in batches that keep only the limit
// smallest names seen.
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
		all, ok, err := s.lists.sorted(dir, d, dir == ".")
		if err != nil {
			return err
		}
		var names []string
		var more bool
		if ok {
			names, more = pageOf(all, after, limit)
		} else {
			// Too large to hold: read it again for the page, keeping
			// only the page.
			if _, err := d.Seek(0, io.SeekStart); err != nil {
				return err
			}
			if names, more, err = smallestAfter(d, after, limit, dir == "."); err != nil {
				return err
			}
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
		// A batch of names at a time, so that memory follows the batch,
		// not the directory; entries removed behind the cursor do not
		// disturb it, and a pass that may have missed some (a file
		// system that moved entries) is followed by another.
		for pass := 0; ; pass++ {
			d, err := s.root.Open(".")
			if err != nil {
				return err
			}
			removed := 0
			for {
				names, rerr := d.Readdirnames(1024)
				for _, name := range names {
					if name == TempDir {
						continue
					}
					if err := s.root.RemoveAll(name); err != nil {
						d.Close()
						return err
					}
					removed++
				}
				if errors.Is(rerr, io.EOF) {
					break
				}
				if rerr != nil {
					d.Close()
					return rerr
				}
			}
			d.Close()
			n += removed
			if removed == 0 || pass == 3 {
				break
			}
		}
		return fsyncDir(s.root, ".")
	})
	if err != nil {
		return n, fmt.Errorf("clean: %w", err)
	}
	return n, nil
}
