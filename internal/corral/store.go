package corral

import (
	"context"
	"io"
	"os"

	"github.com/corral-go/corral/internal/cmdline"
	"github.com/corral-go/corral/internal/corral/store"
)

// Store is what record, check, accept and merge need of a baseline store.
// A run is written through a [Writer]; the baseline is the set of results
// that record and accept have made current.
type Store interface {
	Baseline(ctx context.Context) (map[string]store.Result, error)
	BaselineAt(ctx context.Context) (map[string]store.Result, int64, error)
	BaselineShard(ctx context.Context, byCost bool, assign func(path string, cpuMS float64) bool) (store.BaselineView, error)
	ChangedSince(ctx context.Context, runID int64) (*store.Change, bool, error)
	AnyChangeSince(ctx context.Context, runID int64) (*store.Change, bool, error)
	HasBaseline(ctx context.Context) (bool, error)
	BaselineRules(ctx context.Context) ([]string, error)
	BaselineConfig(ctx context.Context) (string, error)
	Results(ctx context.Context, runID int64) (map[string]store.Result, error)
	Compare(ctx context.Context, runID int64, withBaseline bool, fn func(cur, base *store.Result) error) error
	Runs(ctx context.Context) ([]store.Run, error)
	LastRun(ctx context.Context, command string) (store.Run, error)
	LastInterrupted(ctx context.Context, command string) (store.Run, error)
	Path() string
	BeginRun(ctx context.Context, info store.RunInfo, queue int) (Writer, error)
	ResumeRun(ctx context.Context, run store.Run, info store.RunInfo, queue int) (Writer, error)
	Promote(ctx context.Context, runID int64, paths, drop []string, config string) error
	Merge(ctx context.Context, shards []string, config string) (store.Run, error)
	FinishMerge(ctx context.Context, run store.Run, summary string, whole bool) error
	ImportBaseline(ctx context.Context, path string) error
	ReadBlob(ctx context.Context, h store.Hash, limit int64) ([]byte, bool, error)
	CopyBlob(ctx context.Context, h store.Hash, w io.Writer) error
	Verify(ctx context.Context, progress func(done store.VerifyStats, blobs int)) ([]store.Damage, store.VerifyStats, error)
	DropBlobs(ctx context.Context, hashes []store.Hash) error
	Size(ctx context.Context) (store.Size, error)
	Prune(ctx context.Context, keep int, force bool) (store.Pruned, error)
	Close() error
}

// Writer writes one run: the blobs and results of its jobs, then how the
// run ended (exactly one of Finish, Interrupt and Abort).
type Writer interface {
	RunID() int64
	PutFile(ctx context.Context, f *os.File) (store.Ref, error)
	PutBytes(ctx context.Context, b []byte) (store.Ref, error)
	AddResult(r store.Result) error
	SetConfig(config string)
	Finish(summary string, p *store.Promotion) error
	Interrupt() error
	Abort() error
}

var (
	_ Store  = sqliteStore{}
	_ Writer = (*store.Writer)(nil)
)

// OpenStore opens (or creates) the SQLite store at path.
func OpenStore(ctx context.Context, path string) (Store, error) {
	st, err := store.Open(ctx, path)
	if err != nil {
		return nil, cmdline.Errorf("pass --baseline with the path of a corral store, or a new file name", "%w", err)
	}
	return sqliteStore{st}, nil
}

// OpenStoreReadOnly opens the existing store at path for reading only: it
// creates and changes no file (see [store.OpenReadOnly]).
func OpenStoreReadOnly(ctx context.Context, path string) (Store, error) {
	st, err := store.OpenReadOnly(ctx, path)
	if err != nil {
		return nil, cmdline.Errorf("pass --baseline with the path of a corral store", "%w", err)
	}
	return sqliteStore{st}, nil
}

// sqliteStore adapts *store.Store, whose run methods return the concrete
// *store.Writer, to [Store].
type sqliteStore struct{ *store.Store }

func (s sqliteStore) BeginRun(ctx context.Context, info store.RunInfo, queue int) (Writer, error) {
	w, err := s.Store.BeginRun(ctx, info, queue)
	if err != nil {
		return nil, err
	}
	return w, nil
}

func (s sqliteStore) ResumeRun(ctx context.Context, run store.Run, info store.RunInfo, queue int) (Writer, error) {
	w, err := s.Store.ResumeRun(ctx, run, info, queue)
	if err != nil {
		return nil, err
	}
	return w, nil
}
