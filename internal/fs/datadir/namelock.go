package datadir

import (
	"hash/maphash"
	"sync"
)

// nameLocks serialize the changes of one name: an upload taking it (with
// its conditional check, see [Upload.Check]) and a delete. Without them a
// conditional PUT checked what had the name and renamed over it in two
// steps, and another upload could take the name between them: two PUTs
// with the same If-Match both succeeded, the second overwriting the first
// (a lost update, what If-Match exists to prevent). A fixed set of
// mutexes, chosen by the name's hash: two names may share one, which
// only makes one of them wait for the other's rename.
//
// A lock is held inside one IO call and only over the check and the
// link, rename or remove that follows it, which make no other IO call,
// so a call waiting for it never holds up the one that has it.
type nameLocks struct {
	seed maphash.Seed
	mu   [64]sync.Mutex
}

func newNameLocks() *nameLocks { return &nameLocks{seed: maphash.MakeSeed()} }

// lock locks name's mutex and returns its unlock.
func (l *nameLocks) lock(name string) func() {
	m := &l.mu[maphash.String(l.seed, name)%uint64(len(l.mu))]
	if !m.TryLock() {
		if h := testHookNameWait; h != nil {
			h(name, true)
			defer h(name, false)
		}
		m.Lock()
	}
	return m.Unlock
}

// testHookNameWait, when set by a test, runs when a change of name finds
// its lock taken: with waiting true before it waits, false once it has
// the lock. A test of the lock waits for this, not for a while.
var testHookNameWait func(name string, waiting bool)
