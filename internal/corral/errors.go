package corral

import (
	"errors"
	"fmt"

	"github.com/corral-go/corral/internal/corral/execute"
	"github.com/corral-go/corral/internal/corral/result"
)

// Error is a run that cannot be done as asked (see result.Refusal):
// Options are the command that records a baseline, the settings given.
type Error = result.Refusal[Problem]

// Problem is what stops a record or a check.
type Problem int

const (
	// NoCheckToRerun is --failed with no finished check.
	NoCheckToRerun Problem = iota + 1
	// ResumeFromStdin is --resume of a TAR on stdin, which cannot be
	// told to be the one the interrupted run read.
	ResumeFromStdin
	// ResumeSettings is --resume with settings other than the
	// interrupted run's.
	ResumeSettings
	// ResumeSource is --resume of a SOURCE that may have changed since
	// the interrupted run read it.
	ResumeSource
	// NothingToResume is --resume with no interrupted run.
	NothingToResume
	// NoBaseline is a check with no baseline to compare with; Options is
	// the command that records one.
	NoBaseline
	// NeedCmd is a first run without --cmd; Options are the command
	// (record, check) and the SOURCE given, shell-quoted.
	NeedCmd
	// EmptyCmd is an empty --cmd.
	EmptyCmd
	// NeedSource is a first run without SOURCE; Options are the command
	// and --cmd, shell-quoted.
	NeedSource
	// BadJobs is a --jobs below 1.
	BadJobs
	// BadNormalize is a --normalize rule that does not parse.
	BadNormalize
	// BadTextconv is a --textconv rule that does not parse.
	BadTextconv
	// BadWorkdirFS is a --workdir-fs other than auto, memory or disk.
	BadWorkdirFS
	// BadTemplate is a --cmd that does not parse (a command.UnsafeError
	// says how to write it); Options is --cmd, shell-quoted.
	BadTemplate
	// BadShard is a --shard (or an engine's variables) that does not
	// name a shard.
	BadShard
	// BadRunID is a run id with spaces or control characters, or too
	// long.
	BadRunID
	// DamagedStore is a baseline that cannot be read.
	DamagedStore
	// PinFailed is a baseline that could not be pinned (see
	// PinnedBaseline): copied into SQLite's temporary file, which needs
	// room, or read from a damaged store.
	PinFailed
	// NoProgram is a program of --cmd not found on PATH.
	NoProgram
	// ProgramUnreadable is a program of --cmd given by a path that
	// cannot be read.
	ProgramUnreadable
	// NotExecutable is a program of --cmd that is not executable.
	NotExecutable
	// OutputOutside is an --output that is empty or can name a file
	// outside the work dir.
	OutputOutside
	// OutputSameForAll is an --output that names the same file for every
	// job.
	OutputSameForAll
	// OutputsCollide is an --output that two jobs would both write, or
	// one would write over a file another compiles. It stays the last.
	OutputsCollide
)

// problemf returns an *Error of problem p and the message.
func problemf(p Problem, format string, args ...any) error { return result.Refuse(p, format, args...) }

// ProblemOf is the Problem of an *Error in err's chain, and its Options;
// 0 for none.
func ProblemOf(err error) (Problem, []string) { return result.ProblemOf[Problem](err) }

// SourceError is a source that cannot be unpacked or read: Err says why
// (the source package's errors, which say what went wrong).
type SourceError struct {
	Source string
	Err    error
}

func (e *SourceError) Error() string {
	if errors.Is(e.Err, execute.ErrEmptySource) {
		return fmt.Sprintf("source %s has no files", e.Source)
	}
	return fmt.Sprintf("source %s: %v", e.Source, e.Err)
}

func (e *SourceError) Unwrap() error { return e.Err }
