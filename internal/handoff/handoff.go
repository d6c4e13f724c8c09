// Package handoff makes the system calls that are known to block for long
// (fsync, syncfs) in a way that gives the goroutine's P back to the Go
// scheduler at once, as a goroutine waiting on a channel does, instead of
// holding it until the runtime's monitor takes it back.
//
// # Why
//
// A goroutine in a system call made the usual way (the syscall and os
// packages) keeps its P, the right to run Go code, and only sysmon, the
// runtime's monitor thread, takes it away once the call has lasted two of
// its ticks. Those ticks are 20 µs apart while sysmon finds work, but it
// doubles its sleep up to 10 ms after a millisecond without any, and a call
// that ends before its next tick does not count as work: under a steady
// load of fsyncs of 1-3 ms sysmon slept 10 ms at every tick, retook
// nothing, and each fsync held one of the server's two Ps for its whole
// length while hundreds of goroutines waited to run (docs/fs.md). These
// calls begin with the runtime's entersyscallblock, which hands the P to
// another thread before the call, the way the runtime enters its own
// blocking waits; the call then holds only its thread.
//
// A hand-off costs a thread wake-up (the P goes to another thread, and the
// goroutine waits for a P when the call returns), a few microseconds, so it
// is for calls that wait for the disk, not for a write into the page cache.
//
// entersyscallblock and exitsyscall are the runtime's, reached by a
// linkname directive; the runtime keeps both names and signatures for the
// packages that use them so (go.dev/issue/67401). Elsewhere than Linux the
// calls are the os package's.
package handoff
