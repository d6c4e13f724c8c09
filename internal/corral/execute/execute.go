// Package execute is where and how a record's or check's jobs run: it
// opens the work dir (package workspace), unpacks the source into it
// while the jobs run on the files that have landed (package source), and
// runs a job for each on a bounded pool (package runner), handing each
// result on as it is stored. It decides nothing about what the results
// mean: package corral's pipeline chooses the files, stops a run, and
// reads the results.
//
// Concurrency: an Unpacking's source is read by one goroutine of its
// own, from Unpack until Wait or Stop; Run's jobs run on Plan.Jobs
// workers, and its done callback is called from the store pool's
// workers, several at once (see runner.Run).
package execute

import (
	"context"
	"errors"
	"fmt"
	"hash"
	"io"
	"os"
	"time"

	"github.com/corral-go/corral/internal/corral/command"
	"github.com/corral-go/corral/internal/corral/host"
	"github.com/corral-go/corral/internal/corral/normalize"
	"github.com/corral-go/corral/internal/corral/result"
	"github.com/corral-go/corral/internal/corral/runner"
	"github.com/corral-go/corral/internal/corral/source"
	"github.com/corral-go/corral/internal/corral/workspace"
)

// Settings say where and how a run's jobs execute, apart from what they
// run and on which source: the work dir, the source's limits, each job's
// bounds.
type Settings struct {
	Stdin     io.Reader     // read when the source is "-"
	Limits    source.Limits // sizes the source may unpack to; zero fields take the defaults
	MaxOutput int64         // bounds each stream and output a job leaves; 0: none
	WorkDir   string        // unpack here and keep it; empty: a temporary directory
	WorkFS    string        // where a temporary work dir goes: Auto (""), Memory or Disk
	// WholeTree unpacks every file of the source in a shard, not only its
	// own files and the support files: for compilers that read files that
	// other shards compile.
	WholeTree bool
	Pin       bool // one CPU per job
}

// Where a temporary work dir goes (Settings.WorkFS; see package
// workspace).
const (
	Auto   = workspace.Auto
	Memory = workspace.Memory
	Disk   = workspace.Disk
)

// ErrWorkFS is a Settings.WorkFS that is none of Auto, Memory or Disk.
var ErrWorkFS = errors.New("want auto, memory or disk")

// Check says what is wrong with s before anything runs.
func (s Settings) Check() error {
	switch s.WorkFS {
	case "", Auto, Memory, Disk:
		return nil
	}
	return fmt.Errorf("--workdir-fs %q: %w", s.WorkFS, ErrWorkFS)
}

// ErrEmptySource is a source that holds no file.
var ErrEmptySource = source.ErrEmpty

// DefaultJobs is twice the usable CPUs (see host.UsableCPUs), the seed's
// choice too: a job spends part of its life starting and exiting, when
// its core is free for another (docs/performance.md has the
// measurement).
func DefaultJobs() int { return 2 * host.UsableCPUs(os.Getenv) }

// Process identifies the process that runs a run, so that a run it left
// running is known as interrupted once it is gone (see Gone); "" where
// the system cannot tell.
func Process() string { return host.ProcessID() }

// Gone reports whether the process that Process named is certainly gone.
func Gone(process string) bool { return host.ProcessGone(process) }

// Stamp identifies the content of the source src as it is now, skip
// being files never part of it; "" for one it cannot tell (see
// source.Stamp): --resume refuses a source that changed since.
func Stamp(src string, skip []string) (string, error) { return source.Stamp(src, skip) }

// Work is a run's work dir, open until Cleanup.
type Work struct {
	wd workspace.Work
}

// Sweep removes what dead runs left behind, and says so: before Open,
// so that the room they held counts for the work dir.
func Sweep() []string { return workspace.SweepDead() }

// Open opens the work dir of a run of src: s.WorkDir, or a temporary
// directory in memory or on disk as s.WorkFS and the room there decide,
// of the same path for every run of the store named key while no other
// run holds it ("": a random path; see workspace.WorkName); note is told
// where it went and why.
func Open(s Settings, src, key string, note func(string)) (*Work, error) {
	name := ""
	if key != "" {
		name = workspace.WorkName(key)
	}
	wd, err := workspace.Open(s.WorkDir, s.WorkFS, src, name, note)
	if err != nil {
		return nil, err
	}
	return &Work{wd: wd}, nil
}

// Cleanup removes what Open made (a --workdir is kept).
func (w *Work) Cleanup() { w.wd.Cleanup() }

// Plan is what a run's jobs are: the source and which of its files to
// unpack and run, and how each job runs.
type Plan struct {
	Settings
	Source  string
	Jobs    int
	Timeout time.Duration     // per job; 0 means none
	Cmd     *command.Template // the --cmd template
	Rules   *normalize.Rules  // --normalize rules applied before storing; nil for none
	Outputs []string          // --output templates
	// Want says which files of the source to run, Support which others
	// the jobs may read (unpacked first), and IsInput which the
	// selection's globs match.
	Want, Support, IsInput func(path string) bool
	// Extract, when not nil, says which files to write: a shard writes
	// its own and the support files, and reads past the others.
	Extract func(path string) bool
	// Digest, when not nil, is given every entry and byte of the source.
	Digest hash.Hash
	// OnSource, when not nil, is told of every regular file of the
	// source as it is unpacked (or read past: another shard's), from the
	// unpacking's goroutine. The unpacking keeps no name per file itself
	// unless Outputs are declared (see source.Options.Names).
	OnSource func(path string)
}

// Unpacking is a source being unpacked into the work dir while the jobs
// run on the files that have landed.
type Unpacking struct {
	fd    *source.Feed
	total int
	stop  context.CancelFunc
}

// Unpack starts unpacking p's source into w; skip are files never part
// of a directory source (the store's, the run's reports).
func (w *Work) Unpack(ctx context.Context, p *Plan, skip []string) *Unpacking {
	opts := source.Options{Stdin: p.Stdin, Limits: p.Limits, Skip: skip, Extract: p.Extract, Digest: p.Digest,
		OnFile: p.OnSource, Names: len(p.Outputs) > 0}
	u := &Unpacking{}
	ctx, u.stop = context.WithCancel(ctx)
	u.fd, u.total = source.Start(ctx, p.Source, w.wd.Dir, p.Want, p.Support, opts)
	return u
}

// Total is the number of files to run; -1 when not known in advance
// (they are known once the unpacking ends).
func (u *Unpacking) Total() int { return u.total }

// Files are the files of the source known so far, when Outputs are
// declared; none otherwise.
func (u *Unpacking) Files() []string { return u.fd.Files() }

// LinksToFiles are the symlinks of the source to its files, which are
// not compiled (see source.Feed).
func (u *Unpacking) LinksToFiles() []string { return u.fd.LinksToFiles() }

// Stop stops the unpacking; Wait still waits for it.
func (u *Unpacking) Stop() { u.stop() }

// Finish waits for the unpacking to end by itself, as Wait returns.
func (u *Unpacking) Finish() (source.Count, error) {
	defer u.stop()
	c, _, err := u.fd.Wait()
	return c, err
}

// Rest lets the unpacking end by itself after the jobs stopped early,
// taking the files it still hands out to run (they are not run), and
// returns as Wait.
func (u *Unpacking) Rest() (source.Count, error) {
	defer u.stop()
	for range u.fd.Paths() {
	}
	c, _, err := u.fd.Wait()
	return c, err
}

// Wait stops the unpacking and waits for it to end: how many files the
// source had, and why it could not be read whole.
func (u *Unpacking) Wait() (source.Count, error) {
	u.stop()
	c, _, err := u.fd.Wait()
	return c, err
}

// Sink is where Run stores each job's files and result: the store's
// writer of the run.
type Sink interface {
	PutFile(ctx context.Context, f *os.File) (result.Ref, error)
	AddResult(r result.Result) error
}

// Run runs p's job for every file as it lands in w, until the unpacking
// has none left or ctx ends, storing each result through sink and then
// calling done with it; shipped is told of each declared output that
// the source shipped and was removed before its job.
func (u *Unpacking) Run(ctx context.Context, w *Work, p *Plan, sink Sink, done func(result.Result), shipped func(string)) error {
	cfg := runner.Config{Dir: w.wd.Dir, ScratchBase: w.wd.Scratch, Cmd: p.Cmd, Outputs: p.Outputs, Timeout: p.Timeout, Jobs: p.Jobs, Rules: p.Rules,
		IsSource: u.fd.IsSource, IsInput: p.IsInput, Pin: p.Pin, MaxOutput: p.MaxOutput, OnShipped: shipped}
	return runner.Run(ctx, cfg, u.fd.Paths(), sink, done)
}
