package corral

import (
	"context"
	"io"
	"os"

	"github.com/corral-go/corral/internal/corral/report"
	"github.com/corral-go/corral/internal/corral/result"
)

// Store is what record, check and accept need of a baseline store, and
// what bisect, reduce, triage and the reports read of it: its roles,
// each an interface of its own so that a caller can take only what it
// reads. The baseline is the set of results that record and accept have
// made current; a run is written through a [Writer]. Every method takes
// ctx and returns its error when ctx ends. What a crash (kill -9, a full
// disk) leaves is written on each method that writes; nothing a reader
// sees is ever half of one write.
//
// A store is opened by its DSN (see package backend, where SQLite's is
// registered). Administration (merging shard stores, verify, prune,
// export) is the SQLite store's own (backend.SQLite), not every store's.
type Store interface {
	BaselineReader
	History
	Recorder
	BlobReader
	KindsCache
	// Path names the store in messages.
	Path() string
	// Files are the files the store is made of: never part of a source.
	Files() []string
	// Close releases the store; a run not finished stays "running".
	Close() error
}

// BaselineReader reads the baseline and its history of changes.
type BaselineReader interface {
	// Baseline returns the baseline result of every path; an empty map
	// when there is no baseline.
	Baseline(ctx context.Context) (map[string]result.Result, error)
	// BaselineAt is Baseline with the sequence number of the baseline's
	// last change (0 for none), both read in one transaction.
	BaselineAt(ctx context.Context) (map[string]result.Result, int64, error)
	// BaselineShard streams every baseline path and its recorded CPU time
	// to assign (costliest first when byCost) and returns the results of
	// the paths assign kept, with the baseline's identity and size.
	BaselineShard(ctx context.Context, byCost bool, assign func(path string, cpuMS float64) bool) (result.BaselineView, error)
	// ChangedSince returns the first change of the baseline another run
	// made after run runID read it; nil when there is none. known is
	// false for a run that noted no such point.
	ChangedSince(ctx context.Context, runID int64) (c *result.Change, known bool, err error)
	// AnyChangeSince is ChangedSince counting runID's own accepts too.
	AnyChangeSince(ctx context.Context, runID int64) (c *result.Change, known bool, err error)
	// HasBaseline reports whether the baseline holds any file.
	HasBaseline(ctx context.Context) (bool, error)
	// BaselineRules returns the distinct --normalize rules of the runs
	// whose results make up the baseline; none for no baseline.
	BaselineRules(ctx context.Context) ([]string, error)
	// BaselineConfig returns the configuration the baseline was recorded
	// with (JSON, see [Config]); "" when there is none.
	BaselineConfig(ctx context.Context) (string, error)
}

// History reads the runs and their results.
type History interface {
	// Results returns the results of run runID; an empty map for a run
	// with none or no such run.
	Results(ctx context.Context, runID int64) (map[string]result.Result, error)
	// Compare calls fn with each result of run runID beside the baseline's
	// of the same path (nil on either side when absent; the baseline's
	// alone only when withBaseline), streaming: memory holds two rows.
	// Without withBaseline, base is nil for every path: the run compared
	// with nothing (a merged record's report).
	Compare(ctx context.Context, runID int64, withBaseline bool, fn func(cur, base *result.Result) error) error
	// Runs returns every run, newest first; none for an empty store.
	Runs(ctx context.Context) ([]result.Run, error)
	// LastRun returns the newest finished run of command; result.ErrNoRun
	// when there is none.
	LastRun(ctx context.Context, command result.Command) (result.Run, error)
	// LastInterrupted returns the newest interrupted run of command;
	// result.ErrNoRun when there is none.
	LastInterrupted(ctx context.Context, command result.Command) (result.Run, error)
	// PinBaseline pins the baseline as it is now, for one run to compare
	// with while the baseline moves on.
	PinBaseline(ctx context.Context) (PinnedBaseline, error)
}

// PinnedBaseline is the baseline as it was when it was pinned (see
// History.PinBaseline): a record or check compares its run with it, in
// path order, after its writer flushed, and its report's writers read
// the pairs again after the run ended (a record's promotion has then
// changed the baseline, not the pin). Close it when the reads are done.
type PinnedBaseline interface {
	// Compare calls fn with each result of run runID, as the store holds
	// it now, beside the pinned baseline's of the same path, and with
	// each pinned path the run lacks (cur nil), in path order; see
	// History.Compare. inSource says of base whether AddSources named
	// its path.
	Compare(ctx context.Context, runID int64, fn func(cur, base *result.Result, inSource bool) error) error
	// AddSources notes paths as files of the run's source. It may be
	// called while the run's other calls are made.
	AddSources(ctx context.Context, paths ...string) error
	// Lookup returns the pinned baseline's results of paths, by path; a
	// path it lacks has none. Asking for many paths at once costs less a
	// path than one at a time.
	Lookup(ctx context.Context, paths ...string) (map[string]result.Result, error)
	// BaselineSeq is the sequence number of the baseline's last change
	// as of the pin (0 for none; see BaselineReader.BaselineAt).
	BaselineSeq() int64
	// Len is how many paths the pinned baseline holds.
	Len() int
	// Close releases the pin; later calls return the first's error.
	Close() error
}

// Recorder starts and resumes runs, and makes a run's results the
// baseline.
type Recorder interface {
	// BeginRun starts a new run, written through the Writer it returns:
	// queue bounds the operations waiting to be written. Until the
	// Writer's Finish, a crash leaves the run "running" and the baseline
	// as it was.
	BeginRun(ctx context.Context, info result.RunInfo, queue int) (Writer, error)
	// ResumeRun continues the interrupted run, keeping its results.
	ResumeRun(ctx context.Context, run result.Run, info result.RunInfo, queue int) (Writer, error)
	// Promote makes run runID's results the baseline for paths and drops
	// the paths in drop, in one transaction: after a crash, all of it or
	// none. It refuses with a *result.StaleError when another run changed
	// the baseline after runID read it; config other than "" becomes the
	// baseline's configuration.
	Promote(ctx context.Context, runID int64, paths, drop []string, config string) error
}

// BlobReader reads the stored outputs (blobs) by their hash.
type BlobReader interface {
	// ReadBlob returns up to limit bytes of a blob and whether it was cut
	// there; content read whole is checked against h (result.ErrCorrupt).
	ReadBlob(ctx context.Context, h result.Hash, limit int64) ([]byte, bool, error)
	// CopyBlob writes a blob whole to w and checks it against h at the end
	// (result.ErrCorrupt): w may have had bad bytes by then.
	CopyBlob(ctx context.Context, h result.Hash, w io.Writer) error
}

// KindsCache keeps the kinds of change made of a stored run, so that
// they are made once (see [report.KindsStore]).
type KindsCache interface {
	// RunKinds returns what SaveRunKinds kept of run runID: the kinds
	// algorithm's version, a digest of what they were made from, and
	// their encoding; ok is false when nothing was kept.
	RunKinds(ctx context.Context, runID int64) (version int, digest, data []byte, ok bool, err error)
	// SaveRunKinds keeps the kinds of run runID, in place of any kept
	// before; a crash keeps the old ones or the new ones, whole.
	SaveRunKinds(ctx context.Context, runID int64, version int, digest, data []byte) error
	// SaveRunKindsFrom is SaveRunKinds of what write writes, kept as it
	// comes; write returns the digest.
	SaveRunKindsFrom(ctx context.Context, runID int64, version int, write func(w io.Writer) (digest []byte, err error)) error
}

// Writer writes one run: the blobs and results of its jobs, then how the
// run ended, exactly one of Finish, Refuse, Interrupt and Abort; no call
// may come after that one. Until it, a crash leaves the run "running" (an
// interrupted run, once its process is known dead) and the baseline as it
// was.
type Writer interface {
	// RunID is the run's number, fixed when it began.
	RunID() int64
	// PutFile stores f's content as a blob (once per content) and returns
	// its reference; result.ErrChanged when f changed while it was read.
	PutFile(ctx context.Context, f *os.File) (result.Ref, error)
	// PutBytes stores b as a blob and returns its reference.
	PutBytes(ctx context.Context, b []byte) (result.Ref, error)
	// AddResult queues r, whose blobs are stored; it may block while the
	// queue is full. A result is durable once the run is finished.
	AddResult(r result.Result) error
	// Flush waits until what was queued before it is written where a
	// reader of the store (a Snapshot taken after it) sees it, though the
	// run is not finished.
	Flush() error
	// SetConfig replaces the run's configuration (JSON), stored when
	// Finish or Refuse ends the run: an interrupted or aborted run keeps
	// the one it began (or resumed) with, which its resume reads.
	SetConfig(config string)
	// Finish writes what is queued and marks the run done with summary;
	// with a promotion (a record) its results become the baseline in the
	// same transaction: after a crash, all of it or none.
	Finish(summary string, p *result.Promotion) error
	// Refuse writes what is queued and marks the run refused with
	// summary: a record that must not become the baseline. The baseline
	// is unchanged.
	Refuse(summary string) error
	// Interrupt writes what is queued and marks the run interrupted, for
	// --resume; the baseline is unchanged.
	Interrupt() error
	// Abort marks the run failed; the baseline is unchanged.
	Abort() error
}

var (
	_ report.Blobs      = BlobReader(nil)
	_ report.KindsStore = KindsCache(nil)
)
