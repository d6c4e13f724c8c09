// Package corral is the golden-output regression runner as a library:
// [Record] and [Check] take options and return a report. A record or
// check is a [Pipeline]: [Prepare] makes it, [Pipeline.Run] takes it
// through its steps (the command line prepares, checks what it must,
// then runs). What works on their runs has a package of its own: accept
// (a check's results made the baseline), stored (a stored run read back
// as a report), merge (shard stores into one run), bisect and reduce (a
// kind of change to its first compiler and its smallest program); so do
// the stores by their DSN (backend), and where and how the jobs run
// (execute, over workspace, source and runner). The command line
// (package cli) parses flags, calls these, and prints what they return.
//
// # A run
//
// A record or check unpacks its source into a work directory while it
// runs the command once per selected file through a bounded pool
// (package execute), and stores every result in a run of the baseline
// store as it arrives. A record's run becomes the baseline; a
// check's run is compared with it, and the report's model made in one
// call ([report.Model]), and kept for accept.
//
// # Stores
//
// What record, check and accept need of their store is the [Store]
// interface, made of roles ([BaselineReader], [History], [Recorder],
// [BlobReader], [KindsCache]) so that a caller can take only the one it
// reads, its contract written on each method. Package backend opens the
// store a DSN names, choosing its backend by the DSN's scheme: a path is
// the SQLite store (backend.SQLite over package store), whose
// administration (merging shard stores, verify, prune, export) is its
// own, and a store package adds a scheme with backend.Register. Every
// implementation of Store must pass the conformance suite in package
// storetest.
//
// # Errors and cancellation
//
// Errors a user can fix say what is wrong as values ([Error] and its
// [Problem], and typed errors with their facts); the words of advice are
// the CLI's. When ctx is cancelled (Ctrl-C), a run stops its jobs, saves
// what was done as an interrupted run that --resume continues, and
// returns an error wrapping [ErrInterrupted]; the baseline is never
// touched by an interrupted run.
//
// # Concurrency
//
// A run's goroutines are owned by the call that starts them and have ended
// when it returns. [Observer.OnResult] is called from the store pool's
// workers and must be safe for concurrent use.
package corral
