// Package result holds the values every stage of corral passes on: what a
// job produced ([Result], its declared [Output]s, the stored blobs they
// name by [Ref] and [Hash]), its status, and the runs results belong to
// ([Run], its state, what starts one and what a record does to the
// baseline). The runner makes them, the store keeps them, the report,
// kinds and merge read them; none of those needs another's package for
// them.
package result

import (
	"encoding/hex"
	"errors"
	"time"
)

// Execution statuses of a [Result].
const (
	Ran     = "ran"     // the command ran to its end (any exit status or signal)
	Timeout = "timeout" // killed at --timeout
	Failed  = "error"   // could not be started
	Missing = "missing" // in the baseline, not in the source: recorded by check so accept can drop it
)

// Ref names a stored blob.
type Ref struct {
	Hash Hash
	Size int64
}

// Output is one declared output file of a job.
type Output struct {
	Name    string `json:"name"`
	Missing bool   `json:"missing,omitempty"`
	Hash    string `json:"hash,omitempty"`
	Size    int64  `json:"size,omitempty"`
}

// Result is what one job produced.
type Result struct {
	Path     string
	Status   string // Ran, Timeout or Failed
	ExitCode int    // -1 when killed by a signal
	Signal   string // the signal that ended the job, if any
	Error    string // why the job could not be started
	Stdout   Ref
	Stderr   Ref
	Outputs  []Output
	Duration time.Duration
	CPU      time.Duration // user + system CPU time of the job and what it waited for
	MaxRSS   int64         // peak resident memory of the job or one it waited for, bytes
	// RSSAtMost says MaxRSS bounds the job's peak from above: no higher
	// than corral's own, which Linux counts into a job it starts (see
	// runner's usage), the job's peak is not known more closely.
	RSSAtMost bool
	RunID     int64
	// StderrHead is the first line of stderr (at most 200 bytes) of a job
	// that exited non-zero or by a signal, for the run that ran it to
	// judge; it is not stored.
	StderrHead string
}

// Command is what a run does: record the baseline, or check against it.
type Command string

// The commands. A bisect's probes are stored as checks of a few files
// under a command of their own, so that no accept takes one for the last
// check.
const (
	Record Command = "record"
	Check  Command = "check"
	Bisect Command = "bisect"
)

// Run describes one run: a record, a check, or a bisect's probe.
type Run struct {
	ID        int64
	Command   Command
	State     string // "running" until finished, then "done" (or see the states below)
	Started   time.Time
	Finished  time.Time
	Cmd       string
	Source    string
	Normalize string // the --normalize rules, one per line
	Summary   string // JSON, as reported
	Config    string // the run's configuration, JSON (see corral.Config); "" before schema 4
}

// Run states.
const (
	Running     = "running"     // being written, or its process was killed
	Done        = "done"        // finished; a record's results are the baseline
	Interrupted = "interrupted" // stopped by a signal; can be resumed
	Refused     = "refused"     // a record that finished but must not be the baseline (see corral's promotion)
	Aborted     = "failed"      // stopped by an error (a store or source failure)
)

// Hash is the SHA-256 of a blob's content.
type Hash [32]byte

func (h Hash) String() string { return hex.EncodeToString(h[:]) }

// RunInfo describes a run being started.
type RunInfo struct {
	Command   Command
	Cmd       string // the --cmd template
	Source    string
	Normalize string // the --normalize rules, one per line
	Config    string // the whole configuration, JSON
	// BaselineSeq is the last change of the baseline (see [Change]) as
	// of when the run read the baseline, noted when NotedBaseline.
	BaselineSeq   int64
	NotedBaseline bool
}

// Promotion says how a finished record changes the baseline.
type Promotion struct {
	// Whole: the run covered every file the baseline's configuration
	// selects, so baseline files it did not run are dropped, and its
	// configuration becomes the baseline's. Otherwise only the files it
	// ran change and the rest of the baseline stays.
	Whole bool
	// Drop lists baseline files to remove: selected, but no longer in
	// the source.
	Drop []string
}

// ErrCorrupt says that a stored blob's content does not match its hash.
var ErrCorrupt = errors.New("stored content does not match its hash")

// ErrChanged says that a file changed while it was stored (a process the
// job started is still writing it): what was stored is no job's result.
var ErrChanged = errors.New("the file changed while it was stored (a process the job started is still writing it)")
