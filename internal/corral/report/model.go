package report

import (
	"context"
	"time"

	"github.com/corral-go/corral/internal/corral/result"
)

// Input is what a report's model is made from (see [Model]): a run's
// results beside the baseline's, what else is known of the run, how the
// report is made, and where the outputs are read.
type Input struct {
	Command result.Command
	// Pairs are every file's result now and in the baseline, in path
	// order (see [Pairs] and [MapPairs]).
	Pairs Pairs
	// Every keeps a File in Files for every file, not only those a
	// reader is shown (see [Stream]).
	Every bool
	Wall  time.Duration // the run's
	Run   Run
	// Settings are the thresholds the regressions are marked by, how many
	// lines of each diff the renderers keep, and the --textconv rules.
	Settings Settings
	// Blobs are where the outputs are read, for the kinds and the diffs
	// the renderers show; nil makes no kinds.
	Blobs Blobs
	// Recompute makes again kinds that a store keeps from another
	// version of the algorithm (see [Report.Classify]).
	Recompute bool
	// Settled, when not nil, is given the report once it holds the
	// statuses and regressions, before its kinds are made: a record or
	// check keeps its run there, so that the kinds are kept with a run
	// that is done. An error from it ends Model, which returns the report
	// as it then is with the error.
	Settled func(*Report) error
}

// Run is what a report says of its run beside its files.
type Run struct {
	ID       int64
	Jobs     int
	Pinned   bool   // --pin: each job ran on one CPU
	Shard    string // "all", "merged", or K/N
	Compared *Compared
	// Timeout is the run's --timeout (0 for none), which bounds each
	// --textconv conversion too.
	Timeout time.Duration
}

// Model builds a report's model in one call: each file's status, the
// regressions past in.Settings' thresholds and, with in.Blobs, the kinds
// of change (see [Report.Classify]), whose diffs the renderers read again
// through the report's Differ. The renderers then take the model and
// compute nothing. Memory holds the files a reader is shown, unless
// in.Every.
func Model(ctx context.Context, in Input) (*Report, error) {
	r, err := stream(in.Command, in.Pairs, in.Wall, in.Settings.Regressions(), in.Every)
	if err != nil {
		return nil, err
	}
	r.RunID, r.Jobs, r.Pinned, r.Shard, r.Compared = in.Run.ID, in.Run.Jobs, in.Run.Pinned, in.Run.Shard, in.Run.Compared
	r.Textconv, r.Timeout = in.Settings.Textconv, in.Run.Timeout
	if in.Settled != nil {
		if err := in.Settled(r); err != nil {
			return r, err
		}
	}
	if in.Blobs == nil {
		return r, nil
	}
	r.Differ(in.Blobs).KeepLines = in.Settings.DiffLines
	return r, r.Classify(ctx, in.Blobs, in.Recompute)
}
