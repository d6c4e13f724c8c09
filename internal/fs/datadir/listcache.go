package datadir

import (
	"errors"
	"io"
	"os"
	"slices"
	"sync"
	"sync/atomic"
	"time"
)

// Listing a directory page by page: every page was one scan of the whole
// directory (the limit smallest names after the cursor), so listing
// 300,000 names in pages of 4,096 read the directory 74 times, 22 million
// entries. A page that starts a listing now reads the directory once,
// sorts every name, and keeps that snapshot for the pages that follow,
// each then a binary search: O(n log n) for the whole listing.
//
// A snapshot is used only while the directory is unchanged: its inode,
// modification and change times are what they were when the snapshot was
// read, and that was at least settle after its last change (file systems
// stamp times with a coarse clock, so a change within the same tick could
// leave them equal). A directory that changes between pages is read
// again. Snapshots hold at most maxListNames names in all, the least
// recently used dropped first, and a directory larger than that is listed
// as before, page by page, holding only the page.

const (
	maxListNames = 1 << 20
	listSettle   = 50 * time.Millisecond
	listTTL      = 5 * time.Minute
)

type dirKey struct {
	dev, ino     uint64
	mtime, ctime int64
}

type snapshot struct {
	key   dirKey
	names []string // sorted, without TempDir at the top
	used  time.Time
}

// listCache holds the snapshots, by directory name.
type listCache struct {
	mu   sync.Mutex
	dirs map[string]*snapshot
	held int // names in all the snapshots

	scans atomic.Uint64 // directory reads, for tests
}

// sorted returns the sorted names of the open directory d (dir), from the
// snapshot when it is still the directory's, else read whole; ok false
// when the directory holds more than a snapshot may (then list it as
// before).
func (c *listCache) sorted(dir string, d *os.File, top bool) ([]string, bool, error) {
	key, changed, keyed := keyOf(d)
	now := time.Now()
	c.mu.Lock()
	if c.dirs == nil {
		c.dirs = map[string]*snapshot{}
	}
	if s := c.dirs[dir]; s != nil {
		if keyed && s.key == key && now.Sub(s.used) < listTTL {
			s.used = now
			c.mu.Unlock()
			return s.names, true, nil
		}
		c.held -= len(s.names)
		delete(c.dirs, dir)
	}
	c.mu.Unlock()

	c.scans.Add(1)
	var names []string
	for {
		batch, err := d.ReadDir(1024)
		for _, e := range batch {
			if n := e.Name(); !(top && n == TempDir) {
				names = append(names, n)
			}
		}
		if len(names) > maxListNames {
			return nil, false, nil
		}
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, false, err
		}
	}
	slices.Sort(names)
	if !keyed || now.Sub(changed) < listSettle {
		return names, true, nil // not settled: good for this page only
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	for c.held+len(names) > maxListNames && len(c.dirs) > 0 {
		var oldest string
		for k, s := range c.dirs {
			if oldest == "" || s.used.Before(c.dirs[oldest].used) {
				oldest = k
			}
		}
		c.held -= len(c.dirs[oldest].names)
		delete(c.dirs, oldest)
	}
	c.dirs[dir] = &snapshot{key: key, names: names, used: now}
	c.held += len(names)
	return names, true, nil
}

// pageOf is the limit names of sorted after after, and whether more follow.
func pageOf(sorted []string, after string, limit int) ([]string, bool) {
	i, found := slices.BinarySearch(sorted, after)
	if found {
		i++
	}
	if after == "" {
		i = 0
	}
	end := min(i+limit, len(sorted))
	return sorted[i:end], end < len(sorted)
}
