// Package fsio runs the file service's blocking disk calls, on one of
// three backends chosen by name.
//
// # Why
//
// A regular file cannot be polled, so a Go goroutine blocked in read, write
// or fsync on one holds its OS thread, and the runtime starts another thread
// to keep GOMAXPROCS goroutines running. Under hundreds of concurrent
// requests a server that does its file calls on the request goroutines
// ([Direct]) grows one thread per blocked call. The pools bound that:
// requests queue for a fixed set of threads instead.
//
//   - [Direct] ("direct"): the call runs on the caller's goroutine.
//   - [GoPool] ("gopool"): IoThreads goroutines of corral's [pool.Pool] run
//     the calls; a queue of WaitingQueueLen holds what waits for them.
//     With Config.CallerRuns a call runs on its caller instead while one
//     of IoThreads permits is free, which keeps the same bound.
//   - CPool ("cpool", cgo builds only): IoThreads pthreads in C do the
//     data calls (pread, pwrite, fsync); see cpool.go for how results come
//     back to Go without a callback and without Go pointers in C.
//
// With Config.CacheFirst the pools try each read on the caller's goroutine
// first with preadv2(RWF_NOWAIT), which never waits for the disk, and take
// only the reads that would (see cacheFirst in nowait.go).
//
// # The interface
//
// [Backend] has two kinds of call. Data calls ([Backend.ReadAt],
// [Backend.WriteAt], [Backend.Sync]) take an open file and a [Buffer] made
// by the same backend, so the C pool reads and writes only C memory.
// Metadata calls (open, rename, stat, remove, list) go through [Backend.Do]
// as Go functions, because every path the service touches is resolved by an
// [os.Root] in Go; the C pool runs them on a few goroutines of its own.
//
// # Concurrency and errors
//
// Every method is safe for concurrent use. A call whose context has ended
// is not queued (the C pool also stops waiting for a free task slot when
// the context ends); once a call is queued it runs to the end, since a file
// call in the kernel cannot be taken back. Errors are the file calls'
// own (*os.PathError, syscall.Errno), wrapped with the step.
package fsio
