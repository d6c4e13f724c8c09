package corral

import (
	"context"
	"errors"
	"time"

	"github.com/corral-go/corral/internal/corral/execute"
	"github.com/corral-go/corral/internal/corral/report"
	"github.com/corral-go/corral/internal/corral/result"
)

// ErrInterrupted is returned (wrapped) when ctx ended a run: what was done
// is saved as an interrupted run and the baseline is unchanged.
var ErrInterrupted = errors.New("interrupted: the baseline is unchanged")

// ErrStdinSource is a check with no SOURCE of a baseline recorded from a
// TAR on stdin, which cannot be read again.
var ErrStdinSource = errors.New("the baseline was recorded from a TAR on stdin, which cannot be read again")

// Options say what a record or check runs and how, by concern: the run's
// own settings, how its report is made of its results, who is told what
// it does as it does it, and what a probe of another command changes.
type Options struct {
	RunSettings
	// Report says how the run's report is made of its results: its
	// thresholds, the diffs kept, the outputs shown as text.
	Report report.Settings
	// Observer is told what the run does as it does it.
	Observer Observer
	// Probe, when not nil, makes the run a probe of another command's
	// (a bisect's), not a record or check of the user's.
	Probe *Probe
}

// RunSettings say what a record or check runs, on what, and how.
type RunSettings struct {
	// Settings say where and how the jobs execute: the work dir, the
	// source's limits, each job's bounds, --pin, --whole-tree.
	execute.Settings
	Source    string        // a TAR (plain, gzip, zstd, bzip2, xz), a directory, or "-" for a TAR on Stdin
	Cmd       string        // the --cmd template
	Jobs      int           // parallel jobs, at least 1; see [DefaultJobs]
	Outputs   []string      // --output templates
	Include   []string      // globs of the files to compile; none means all
	Exclude   []string      // globs of the files not to compile (still unpacked)
	Timeout   time.Duration // per job; 0 means none
	Normalize []string      // 'REGEX=REPLACEMENT' rules
	Shard     string        // "K/N"; empty: from Getenv, else the whole run
	RunID     string        // a shard's run of the set (--run-id); empty: from Getenv (see shard.RunID)
	Getenv    func(string) string
	Failed    bool // check: rerun only what the last check did not find same
	Resume    bool // continue the last interrupted run of the same command
	// NotSource lists files that are never part of a directory source: the
	// run's own reports. The store is never part of it either.
	NotSource []string
	// Replace makes a record the whole baseline and its configuration even
	// when it selects other files than the baseline's configuration does.
	Replace bool
	// AllowFailures lets a record in which (nearly) every job failed the
	// same way become the baseline; see [advice.SameFailure].
	AllowFailures bool
	// MaxFailures stops a check once that many files are not same: the
	// jobs running are killed, the files not run are reported as such
	// (never as same), and the run is kept as interrupted, so --resume
	// runs the rest. 0: no limit.
	MaxFailures int

	// Dir is where program names with a slash in --cmd are resolved from
	// (the caller's working directory); empty means the process's.
	Dir string
}

// Probe is how a run that probes a few files for another command (a
// bisect) differs from a record or check.
type Probe struct {
	// Only, when not nil, runs only these files of the selection.
	Only map[string]bool
	// StoreAs stores the run under another command than record or check
	// ("bisect"): not the last check that accept takes.
	StoreAs result.Command
	// NoKinds leaves the report's kinds unmade: the prober cuts the
	// edits it needs itself.
	NoKinds bool
	// EveryFile keeps a File in the report for every file run, same
	// ones too, for a prober that looks files up. Otherwise the report
	// keeps the files a reader is shown and its writers walk the run
	// again (see report.MapPairs).
	EveryFile bool
}

// probe returns the run's Probe settings; the zero Probe for a record or
// check of the user's.
func (o *Options) probe() Probe {
	if o.Probe == nil {
		return Probe{}
	}
	return *o.Probe
}

// Observer is told what a record or check does, as it does it; a nil
// field is not told. OnResult is called from a goroutine of the run's
// (with --max-failures, from the store pool's workers, several at once)
// and must be safe for concurrent use. The others are
// called from the goroutine of the call that prepares or runs (Prepare,
// Record, Check, Pipeline.Run), never while another of them runs:
// OnNote, OnWarning and OnWorkDir before the jobs (OnNote from Prepare
// too), OnStart once before the first job, OnJobsDone once after the
// last result of a run that got that far (not when it fails before, is
// cancelled before, or has nothing to run), and OnWarning again after.
type Observer struct {
	// OnStart is told the number of files to run (-1 when not known in
	// advance).
	OnStart func(total int)
	// OnResult is told each job's result once it is stored, and its
	// status against the baseline (report.Same, report.Changed, …),
	// looked up in batches: a little after the job, and always before
	// OnJobsDone.
	OnResult func(r result.Result, status string)
	// OnJobsDone is told the jobs have ended and the run is stored,
	// before the report's kinds are made (a progress display ends there).
	OnJobsDone func()
	// OnNote is told what the run took from its environment before it
	// starts: the shard an engine's variables gave, a compiler changed
	// under the same --cmd.
	OnNote func(string)
	// OnWorkDir is told where the work dir went and why (in memory or on
	// disk; see package workspace), in one line.
	OnWorkDir func(string)
	// OnWarning is told each warning as soon as there is one (how the
	// settings differ from the baseline's comes before the first job),
	// instead of Outcome.Warnings.
	OnWarning func(string)
}

// Outcome is what a record or check did.
type Outcome struct {
	Report   *report.Report // nil when there was nothing to run
	Warnings []string       // for the user, one sentence each, unless Options.Observer.OnWarning took them
	Nothing  string         // when Report is nil: why nothing ran

	// release ends what Report reads its files from (the pinned
	// baseline, see Pipeline.finish); nil when it reads nothing.
	release func() error
}

// Close releases what the report reads its files from, once its last
// writer is done: a streamed report reads the run's results again from
// the store, beside the baseline as it was pinned (a temporary table of
// one connection). The store's Close releases it too. A report is not to
// be written after Close.
func (o *Outcome) Close() error {
	if o == nil || o.release == nil {
		return nil
	}
	return o.release()
}

// DefaultJobs is twice the usable CPUs (see execute.DefaultJobs).
func DefaultJobs() int { return execute.DefaultJobs() }

// Record runs every selected file and makes the results the baseline.
func Record(ctx context.Context, st Store, opts Options) (*Outcome, error) {
	return run(ctx, st, result.Record, opts)
}

// Check runs every selected file and compares the results with the
// baseline; the run is kept for package accept.
func Check(ctx context.Context, st Store, opts Options) (*Outcome, error) {
	return run(ctx, st, result.Check, opts)
}

// run is record and check: prepared, then run.
func run(ctx context.Context, st Store, name result.Command, opts Options) (*Outcome, error) {
	p, err := Prepare(ctx, st, name, opts, nil)
	if err != nil {
		return nil, err
	}
	return p.Run(ctx)
}
