package datadir

import (
	"context"
	"fmt"
	"os"
	"sync"
	"sync/atomic"
)

// dirSyncs makes renames durable with as few directory fsyncs as it can: a
// group commit per directory. Every upload of a directory registers its
// rename, then one of them at a time fsyncs the directory for all renames
// registered before that fsync began; an upload whose rename such an fsync
// already covers does not fsync at all. Under load this turns one
// directory fsync per upload into about one per batch, which matters most
// to the pools: an fsync holds one of their few threads.
//
// Uploads waiting for their turn park on a Go mutex, outside the IO
// backend, so they hold no pool thread while they wait.
//
// A directory is tracked only while uploads to it are syncing: the last one
// out removes it, so memory follows the uploads in flight, not every
// directory ever uploaded to (about 90 bytes each, which stayed after
// clean before).
type dirSyncs struct {
	mu   sync.Mutex
	dirs map[string]*dirSync // the directories with an upload syncing
}

type dirSync struct {
	users     int           // uploads using it; under dirSyncs.mu
	requested atomic.Uint64 // renames registered
	mu        sync.Mutex    // held by the one fsync in progress
	synced    uint64        // renames covered by a finished fsync; under mu
}

// get returns dir's entry, counting one more user.
func (d *dirSyncs) get(dir string) *dirSync {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.dirs == nil {
		d.dirs = make(map[string]*dirSync)
	}
	ds := d.dirs[dir]
	if ds == nil {
		ds = &dirSync{}
		d.dirs[dir] = ds
	}
	ds.users++
	return ds
}

// put counts one user less, and forgets dir when none is left. A later
// upload starts a new entry and makes its own fsync.
func (d *dirSyncs) put(dir string, ds *dirSync) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if ds.users--; ds.users == 0 {
		delete(d.dirs, dir)
	}
}

// tracked is how many directories are tracked now.
func (d *dirSyncs) tracked() int {
	d.mu.Lock()
	defer d.mu.Unlock()
	return len(d.dirs)
}

// syncDir returns once an fsync of dir that began after this call has
// finished. Call it after the rename it must make durable.
func (s *Store) syncDir(ctx context.Context, dir string) error {
	ds := s.dirSyncs.get(dir)
	defer s.dirSyncs.put(dir, ds)
	mine := ds.requested.Add(1)
	ds.mu.Lock()
	defer ds.mu.Unlock()
	if ds.synced >= mine {
		return nil // an fsync that began after our rename has finished
	}
	covers := ds.requested.Load() // every rename registered before this fsync
	var d *os.File
	err := s.io.Do(ctx, func() (err error) { d, err = s.dir.Open(dir); return err })
	if err != nil {
		return fmt.Errorf("open dir %s: %w", dir, err)
	}
	defer d.Close()
	if err := s.io.Sync(ctx, d); err != nil {
		return fmt.Errorf("directory %s: %w", dir, err)
	}
	ds.synced = covers
	return nil
}
