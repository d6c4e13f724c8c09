package backend

import (
	"context"

	"github.com/corral-go/corral/internal/corral"
	"github.com/corral-go/corral/internal/corral/result"
	"github.com/corral-go/corral/internal/corral/runner"
	"github.com/corral-go/corral/internal/corral/store"
)

var (
	_ corral.Store  = (*SQLite)(nil)
	_ corral.Writer = (*store.Writer)(nil)
	_ runner.Sink   = (*store.Writer)(nil)
)

// OpenSQLite opens (or creates) the SQLite store at path.
func OpenSQLite(ctx context.Context, path string) (*SQLite, error) {
	st, err := store.Open(ctx, path)
	if err != nil {
		return nil, &OpenError{Path: path, Err: err}
	}
	return &SQLite{st}, nil
}

// OpenSQLiteReadOnly opens the existing store at path for reading only: it
// creates and changes no file (see [store.OpenReadOnly]).
func OpenSQLiteReadOnly(ctx context.Context, path string) (*SQLite, error) {
	st, err := store.OpenReadOnly(ctx, path)
	if err != nil {
		return nil, &OpenError{Path: path, ReadOnly: true, Err: err}
	}
	return &SQLite{st}, nil
}

// SQLite is the SQLite store (package store) as a [corral.Store], with its
// administration beside: Merge, FinishMerge and ImportBaseline (shards),
// Verify and Audit (which is Verify with where the baseline uses each
// damaged blob, and repair), DropBlobs, Prune, Size, Export.
type SQLite struct{ *store.Store }

// BeginRun is [store.Store.BeginRun], returning a [corral.Writer].
func (s *SQLite) BeginRun(ctx context.Context, info result.RunInfo, queue int) (corral.Writer, error) {
	w, err := s.Store.BeginRun(ctx, info, queue)
	if err != nil {
		return nil, err
	}
	return w, nil
}

// ResumeRun is [store.Store.ResumeRun], returning a [corral.Writer].
func (s *SQLite) ResumeRun(ctx context.Context, run result.Run, info result.RunInfo, queue int) (corral.Writer, error) {
	w, err := s.Store.ResumeRun(ctx, run, info, queue)
	if err != nil {
		return nil, err
	}
	return w, nil
}

// PinBaseline is [store.Store.PinBaseline], returning a
// [corral.PinnedBaseline].
func (s *SQLite) PinBaseline(ctx context.Context) (corral.PinnedBaseline, error) {
	pb, err := s.Store.PinBaseline(ctx)
	if err != nil {
		return nil, err
	}
	return pb, nil
}

// Files are the store's file and SQLite's side files beside it.
func (s *SQLite) Files() []string { return append([]string{s.Path()}, store.SideFiles(s.Path())...) }

// OpenError is a store that could not be opened at Path: for reading only
// (an existing store is wanted), or to record into (a new file will do).
type OpenError struct {
	Path     string
	ReadOnly bool
	Err      error
}

func (e *OpenError) Error() string { return e.Err.Error() }

func (e *OpenError) Unwrap() error { return e.Err }
