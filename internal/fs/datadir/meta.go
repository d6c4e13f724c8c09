package datadir

import (
	"context"
	"fmt"
	"io/fs"

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
			return fmt.Errorf("%s is a directory", name)
		}
		return s.root.Remove(name)
	})
	if err != nil {
		return fmt.Errorf("delete %s: %w", name, err)
	}
	return nil
}

// List describes the entries of directory dir ("" or "." for the top),
// sorted by name, leaving out TempDir.
func (s *Store) List(ctx context.Context, dir string) ([]Entry, error) {
	if dir == "" {
		dir = "."
	}
	if dir != "." {
		if err := ValidName(dir); err != nil {
			return nil, err
		}
	}
	var out []Entry
	err := s.io.Do(ctx, func() error {
		d, err := s.root.Open(dir)
		if err != nil {
			return err
		}
		defer d.Close()
		ents, err := d.ReadDir(-1)
		if err != nil {
			return err
		}
		for _, e := range ents {
			if dir == "." && e.Name() == TempDir {
				continue
			}
			fi, err := e.Info()
			if err != nil {
				continue // removed meanwhile
			}
			out = append(out, Entry{Name: path.Join(dir, e.Name()), Size: fi.Size(), ModTime: fi.ModTime(), Dir: e.IsDir()})
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("list %s: %w", dir, err)
	}
	slices.SortFunc(out, func(a, b Entry) int {
		if a.Name < b.Name {
			return -1
		}
		if a.Name > b.Name {
			return 1
		}
		return 0
	})
	return out, nil
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
