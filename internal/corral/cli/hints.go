package cli

import (
	"errors"
	"slices"
	"strings"

	"github.com/corral-go/corral/internal/cmdline"
	"github.com/corral-go/corral/internal/corral"
	"github.com/corral-go/corral/internal/corral/bisect"
	"github.com/corral-go/corral/internal/corral/command"
	"github.com/corral-go/corral/internal/corral/merge"
	"github.com/corral-go/corral/internal/corral/reduce"
	"github.com/corral-go/corral/internal/corral/result"
	"github.com/corral-go/corral/internal/corral/runner"
	"github.com/corral-go/corral/internal/corral/source"
	"github.com/corral-go/corral/internal/corral/triage"
	"github.com/corral-go/corral/internal/corral/workspace"
)

// withHint gives an error of the library the hint a user reads with it:
// what to do about it. The library says what went wrong, with the facts
// (typed errors and sentinels); the words of advice are the CLI's. An
// error that carries a hint already keeps it.
func withHint(err error) error {
	if err == nil {
		return nil
	}
	if e, ok := bisectHint(err); ok {
		return e
	}
	var h *cmdline.Error
	if errors.As(err, &h) {
		return err
	}
	var glob *corral.BadGlobError
	var noRun *corral.NoRunError
	var dir *workspace.DirError
	var place *workspace.PlacementError
	var same *corral.SameFailureError
	var open *corral.OpenError
	var none *corral.NoneSelectedError
	var stopped *corral.InterruptedRunError
	if h := mergeAdvice[merge.ProblemOf(err)]; h != "" {
		return hinted(h, "%w", err)
	}
	if h := reduceHint(err); h != "" {
		return hinted(h, "%w", err)
	}
	switch {
	case errors.As(err, &stopped):
		return hinted("continue with the same command and --resume", "%w", err)
	case errors.Is(err, runner.ErrDiskFull):
		return hinted("free space there, or point TMPDIR or --workdir at a larger disk; the baseline is unchanged", "%w", err)
	case errors.Is(err, corral.ErrNoJobStarted):
		return hinted("check the program in --cmd: is it installed, on PATH and executable? the baseline is unchanged", "%w", err)
	case errors.As(err, &same):
		return hinted("run one job by hand to see why (a quoting mistake in --cmd?); to record these failures as the baseline, add --allow-failures. The baseline is unchanged", "%w", err)
	case errors.As(err, &open) && open.ReadOnly:
		return hinted("pass --baseline with the path of a corral store", "%w", err)
	case errors.As(err, &open):
		return hinted("pass --baseline with the path of a corral store, or a new file name", "%w", err)
	case errors.As(err, &none):
		return hinted("check --include and --exclude", "%w", err)
	case errors.As(err, &noRun) && noRun.Run == 0:
		return hinted("run 'corral check' first", "%w", err)
	case errors.As(err, &noRun):
		return hinted("'corral runs' lists them", "%w", err)
	case errors.As(err, &dir) && errors.Is(err, workspace.ErrNotEmpty):
		return hinted("remove it or name a new directory", "%w", err)
	case errors.As(err, &dir):
		return hinted("--workdir must be a directory", "%w", err)
	case errors.As(err, &place):
		return hinted("--workdir-fs auto lets corral choose; CORRAL_MEMDIR names a tmpfs other than /dev/shm", "%w", err)
	case errors.Is(err, result.ErrCorrupt):
		return hinted("run 'corral verify --repair' to find every damaged blob and drop it; the next record or check stores its content again", "%w", err)
	case errors.As(err, &glob):
		return hinted("globs use *, ?, [...], {a,b} and **", "%w", err)
	case errors.Is(err, corral.ErrStdinSource):
		return hinted("give SOURCE, or - with the TAR on stdin again", "%w", err)
	case errors.Is(err, triage.ErrNoCvise):
		return hinted("install it (apt-get install cvise, or make cvise), or triage without reducing: --no-reduce", "%w", err)
	}
	return err
}

// hintOf is the advice withHint gives err; "" for none.
func hintOf(err error) string {
	var h *cmdline.Error
	if errors.As(withHint(err), &h) {
		return h.Hint
	}
	return ""
}

// bisectAdvice is the advice beside each problem that stops a bisect.
var bisectAdvice = map[bisect.Problem]string{
	bisect.TooFew:      "give the compilers oldest first, e.g. 'bcom -version 1 {}' … 'bcom -version 5 {}'",
	bisect.NoLadder:    "give the compilers oldest first, e.g. corral bisect 'cc -O1 {}' 'cc -O1 -fx {}' 'cc -O2 {}'",
	bisect.BadCompiler: "fix it in the list: bisect checks every compiler before it runs any",
	bisect.NoSettings:  "run 'corral check' again",
	bisect.NoKinds:     "a bisect looks for the compiler that made each kind of change",
	bisect.BadCounter:  "e.g. --ladder 'clang -O2 -S -mllvm -opt-bisect-limit={n} {}' --range 0..5000",
	bisect.BadGitRange: "e.g. --range v1.0..main",
	bisect.BadCmdAt:    "e.g. --cmd-at '{dir}/bin/bcom {}'",
	bisect.NoCommits:   "--range names two commits of the repository",
	bisect.Stopped:     "run the same command again to bisect from the start; 'corral runs' lists the runs made",
}

// bisectHint gives an error of corral bisect its advice; false for an
// error that is not bisect's. An error of a compiler of the list keeps
// the hint it carries. A probe's error gets the hint any error gets,
// unless that speaks of a check's flags (--cmd, --workdir, --resume…),
// which bisect does not have: then bisect's own is given.
func bisectHint(err error) (error, bool) {
	var probe *bisect.ProbeError
	var rev *bisect.ReversedError
	switch p := bisect.ProblemOf(err); {
	case errors.As(err, &probe):
		var h *cmdline.Error
		carried := errors.As(err, &h)
		if carried && !strings.Contains(h.Hint, "--") || !carried && !checkError(err) {
			return nil, false // as any other error: the hint it carries, or the CLI's
		}
		hint := "bisect runs each compiler on a few of the last check's files, with its settings: run the compiler by hand on one of them to see why"
		if errors.Is(err, runner.ErrDiskFull) || errors.Is(err, source.ErrNoSpace) {
			hint = "free space there, or point TMPDIR at a larger disk"
		}
		return hinted(hint, "%w", err), true
	case errors.As(err, &rev):
		order := slices.Clone(rev.Names)
		slices.Reverse(order)
		q := make([]string, len(order))
		for i, n := range order {
			q[i] = command.ShellQuote(n)
		}
		return hinted("give them oldest first (the baseline's compiler first, the check's last): corral bisect "+strings.Join(q, " "), "%w", err), true
	case p == bisect.BadCompiler:
		var h *cmdline.Error
		if errors.As(err, &h) {
			return err, true // the hint the command's parse gave
		}
		return hinted(bisectAdvice[p], "%w", err), true
	case p != 0:
		return hinted(bisectAdvice[p], "%w", err), true
	}
	return nil, false
}

// checkError reports whether err is one of a run's errors whose hint, as
// withHint words it, speaks of a check's flags.
func checkError(err error) bool {
	var same *corral.SameFailureError
	var none *corral.NoneSelectedError
	var dir *workspace.DirError
	var place *workspace.PlacementError
	return errors.Is(err, corral.ErrNoJobStarted) || errors.As(err, &same) || errors.As(err, &none) ||
		errors.Is(err, runner.ErrDiskFull) || errors.Is(err, source.ErrNoSpace) || errors.As(err, &dir) || errors.As(err, &place)
}

// mergeAdvice is the advice beside each problem of a set of shard
// stores that corral merge refuses.
var mergeAdvice = map[merge.Problem]string{
	merge.ShardLost:      "run that shard again, or merge the others with --partial, which names it missing",
	merge.ShardDamaged:   "run that shard again; nothing was merged",
	merge.NoShardStore:   "pass the shard stores the shards wrote with --baseline",
	merge.NotAShardStore: "a shard store is what corral check --shard wrote; make it again",
	merge.NoneWhole:      "run the shards again",
	merge.NotOneSet:      "merge the stores of one run's shards, each once; --partial merges an incomplete set and says what is absent",
	merge.NotOneRun:      "merge the stores of one run's shards, each once; a shard run again on its own joins its set with --run-id ID",
	merge.NoSettings:     "run that shard again with this corral",
	merge.Unprovable:     "run every shard with the same --run-id ID (CI engines set one), with this corral, which keeps the compiler's fingerprint",
	merge.BaselineGone:   "merge into a copy of the baseline the shards checked against (the store they copied)",
	merge.BaselineMoved:  "merge into the store the shards copied, as it was, or check the shards again against its baseline now",
	merge.NotMergeable:   "merge shards of one run: all records, or all checks of the same --cmd",
}

// reduceHint is the advice beside an error of corral reduce that cannot
// start; "" for any other error.
func reduceHint(err error) string {
	var notShown *reduce.NotShownError
	var notChanged *reduce.NotChangedError
	var noKind *reduce.NoSuchKindError
	var same *reduce.SameCompilerError
	var earlier *reduce.EarlierReductionError
	switch {
	case errors.Is(err, reduce.ErrNoCvise):
		return "install it: apt-get install cvise, or make cvise"
	case errors.Is(err, reduce.ErrNoSettings):
		return "record and check again"
	case errors.Is(err, reduce.ErrSourceOnStdin):
		return "check a TAR file or a directory"
	case errors.As(err, &notShown):
		return "check that --old-cmd and --new-cmd are the compilers compared, and that the file's result does not depend on others"
	case errors.As(err, &notChanged):
		return "give a path the last check lists as changed"
	case errors.As(err, &noKind):
		return "its kinds: " + strings.Join(noKind.Kinds, ", ")
	case errors.As(err, &same):
		return "when the old compiler was replaced in place, give it with --old-cmd"
	case errors.As(err, &earlier):
		return "give --workdir a new directory, or remove this one"
	}
	return ""
}
