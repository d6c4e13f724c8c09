// Package lab reproduces the seeds' concurrency experiments on this
// machine and sets each figure beside the published one: the table of
// experiments, the runner that measures them, and the report and plots
// made from what it measured. [Reproduce] does all of it; corral-lab's
// command line, which calls it, is package cli.
//
// # Experiments
//
// Each experiment is one package that exports a [measure.Experiment]: its
// plan, its probe, its native programs if any, its report section with the
// published figures, and its plot. [Experiments] lists them in one table:
// [dispatch] (T trivial tasks through J workers, Go designs against C++
// pools), [channels] (a producer and a consumer over a channel under
// GOMAXPROCS 1…256), [spawn] (a goroutine per call against a direct call)
// and [memory] (bytes per parked goroutine). Adding an experiment is a new
// package and one line in that table. [Plan] lists the [measure.Spec]s to
// measure, each one variant with its parameters and GOMAXPROCS.
//
// # Isolation
//
// Every repetition of a Go measurement runs in a fresh child process
// ([Runner.Self]: corral-lab itself, started with its hidden "probe"
// command, which calls [Probe], and GOMAXPROCS in its environment), so no
// measurement warms the heap, the scheduler or the thread count of
// another. The C++ variants are separate programs, built from dispatch/cxx
// by 'make lab' and found beside the executable (an experiment's
// [measure.Native] says how to run and read them). Each child prints one
// JSON [measure.Sample]; the parent keeps every sample and reports the
// median and the spread.
//
// # Concurrency
//
// Measurements run one at a time: two at once would share the machine's
// cores and measure each other.
//
// # Errors
//
// A child that fails, times out or reports the wrong task count fails the
// run: a figure that cannot be trusted is not reported. A C++ program that
// was not built is not an error: its rows are marked skipped, with the
// command that gets it.
package lab
