package datadir

// TrackedDirs is how many directories the store tracks for fsyncs now.
func TrackedDirs(s *Store) int { return s.dirSyncs.tracked() }

// Syncfs is how many syncfs calls the store has made (SyncGroup).
func Syncfs(s *Store) uint64 { return s.fsGroup.runs.Load() }
