package datadir

import (
	"context"
	"errors"
	"fmt"
	"os"
	"sync"
	"sync/atomic"
)

// How uploads are made durable (Options.Sync).
const (
	// SyncGroup makes every upload in flight durable with one syncfs(2) of
	// the data directory's file system after their writes and one after
	// their renames: a group commit across files and directories.
	SyncGroup = "group"
	// SyncFile fsyncs each upload's file, and its directory after the
	// rename (one directory fsync for the renames registered before it).
	SyncFile = "file"
)

// ValidSync reports why mode is not a sync mode, or nil.
func ValidSync(mode string) error {
	if mode != SyncGroup && mode != SyncFile {
		return fmt.Errorf("sync mode %q: want %q or %q", mode, SyncGroup, SyncFile)
	}
	return nil
}

// group is a group commit: callers that ask for a sync while one is in
// progress share the next one. commit returns once a sync that began after
// it was called has finished.
//
// A failed sync fails every caller it covered, even those a later sync
// covers too: the error (a writeback error, reported once per descriptor)
// may have lost their data, and a later sync would not say so. Better a
// client told to retry a file that was kept than told a lost one was kept.
//
// The lock guards only the counters, never a sync: a sync runs unlocked,
// and its end wakes every caller waiting at once (closing done), each of
// which returns if the sync covered it. The first version held a mutex
// through the sync, so the callers it covered left one at a time through
// that mutex, which by then was in starvation mode: each unlock handed it
// to the next waiter and sent the unlocker to the back of its P's run
// queue, hundreds of goroutines long at 500 connections. The channel gave
// direct about 9 % more uploads a second (docs/fs.md).
//
// Callers wait on a channel, outside the IO backend, so they hold no pool
// thread while they wait.
type group struct {
	requested atomic.Uint64 // commits registered
	runs      atomic.Uint64 // syncs run

	mu      sync.Mutex
	running bool          // a sync is in progress; under mu
	done    chan struct{} // closed when it ends; under mu
	synced  uint64        // commits covered by a finished sync; under mu
	failed  uint64        // commits covered by a failed sync; under mu
	err     error         // that sync's error; under mu
}

func (g *group) commit(sync func() error) error {
	mine := g.requested.Add(1)
	g.mu.Lock()
	for {
		switch {
		case mine <= g.failed:
			err := g.err
			g.mu.Unlock()
			return err
		case mine <= g.synced:
			g.mu.Unlock()
			return nil // a sync that began after our call has finished
		case g.running:
			done := g.done
			g.mu.Unlock()
			<-done
			g.mu.Lock()
			continue
		}
		break
	}
	// Lead the next sync, for every commit registered before it begins.
	covers := g.requested.Load()
	g.running, g.done = true, make(chan struct{})
	g.mu.Unlock()

	g.runs.Add(1)
	err := errSyncPanicked // unless sync returns
	defer func() {
		// Even if sync panics: the waiters must not wait for good.
		g.mu.Lock()
		if err != nil {
			g.failed, g.err = covers, err
		} else {
			g.synced = covers
		}
		g.running = false
		close(g.done)
		g.mu.Unlock()
	}()
	err = sync()
	return err
}

// errSyncPanicked fails the commits a sync covered when it panicked; the
// panic goes on up the leader's stack.
var errSyncPanicked = errors.New("the sync panicked")

// dirSyncs makes renames durable with as few directory fsyncs as it can
// (SyncFile): a group commit per directory. Under load this turns one
// directory fsync per upload into about one per batch, which matters most
// to the pools: an fsync holds one of their few threads.
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
	users int // uploads using it; under dirSyncs.mu
	group
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
	ctx = context.WithoutCancel(ctx) // the sync serves every upload it covers
	return ds.commit(func() error {
		var d *os.File
		err := s.io.Do(ctx, func() (err error) { d, err = s.dir.Open(dir); return err })
		if err != nil {
			return fmt.Errorf("open dir %s: %w", dir, err)
		}
		defer d.Close()
		if err := s.io.Sync(ctx, d); err != nil {
			return fmt.Errorf("directory %s: %w", dir, err)
		}
		return nil
	})
}

// syncFS runs one syncfs of the data directory's file system, for the
// pipeline (SyncGroup), on the IO backend like any other blocking call. It
// uses the descriptor opened with the store, so a writeback error anywhere
// on the file system since the last syncfs is reported (Linux 5.8 and
// later), not lost. The sync serves every upload it covers, so no
// upload's context can cancel it.
func (s *Store) syncFS() error {
	if err := s.io.Do(context.Background(), func() error { return syncfs(s.fsDir) }); err != nil {
		return fmt.Errorf("syncfs: %w", err)
	}
	return nil
}

// Syncs is how many syncfs calls have made uploads durable (SyncGroup).
func (s *Store) Syncs() uint64 {
	if s.commits == nil {
		return 0
	}
	return s.commits.runs.Load()
}
