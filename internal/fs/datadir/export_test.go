package datadir

// TrackedDirs is how many directories the store tracks for fsyncs now.
func TrackedDirs(s *Store) int { return s.dirSyncs.tracked() }
