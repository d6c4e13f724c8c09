package datadir

// TrackedDirs is how many directories the store tracks for fsyncs now.
func TrackedDirs(s *Store) int { return s.dirSyncs.tracked() }

// SetMissingDirHook runs hook after a rename finds its directory missing
// (nil: nothing).
func SetMissingDirHook(hook func(dir string)) {
	if hook == nil {
		testHookMissingDir = nil
		return
	}
	testHookMissingDir = func(_ *Store, dir string) { hook(dir) }
}

// SetOpenedHook runs hook after each open of a download (nil: nothing).
func SetOpenedHook(hook func(name string)) {
	if hook == nil {
		testHookOpened = nil
		return
	}
	testHookOpened = func(_ *Store, name string) { hook(name) }
}

// ListScans is how many times listings read a whole directory.
func ListScans(s *Store) uint64 { return s.lists.scans.Load() }

// SetNameWaitHook runs hook when a change of a name finds the name's lock
// taken: waiting true before it waits, false once it has the lock (nil:
// nothing).
func SetNameWaitHook(hook func(name string, waiting bool)) { testHookNameWait = hook }
