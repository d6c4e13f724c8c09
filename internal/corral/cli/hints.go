package cli

import (
	"errors"
	"slices"
	"strings"

	"github.com/corral-go/corral/internal/cmdline"
	"github.com/corral-go/corral/internal/corral"
	"github.com/corral-go/corral/internal/corral/accept"
	"github.com/corral-go/corral/internal/corral/backend"
	"github.com/corral-go/corral/internal/corral/bisect"
	"github.com/corral-go/corral/internal/corral/command"
	"github.com/corral-go/corral/internal/corral/merge"
	"github.com/corral-go/corral/internal/corral/reduce"
	"github.com/corral-go/corral/internal/corral/report"
	"github.com/corral-go/corral/internal/corral/result"
	"github.com/corral-go/corral/internal/corral/runner"
	"github.com/corral-go/corral/internal/corral/source"
	"github.com/corral-go/corral/internal/corral/stored"
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
	var noRun *stored.NoRunError
	var dir *workspace.DirError
	var place *workspace.PlacementError
	var same *corral.SameFailureError
	var open *backend.OpenError
	var none *corral.NoneSelectedError
	var stopped *corral.InterruptedRunError
	if h := rootHint(err); h != "" {
		return hinted(h, "%w", err)
	}
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

// rootAdvice is the advice beside each problem of the library's runs; a
// function of the problem's facts (Options) where those name what to
// give.
var rootAdvice = map[corral.Problem]func(options []string) string{
	corral.NoCheckToRerun:  fixed("run a full 'corral check' first"),
	corral.ResumeFromStdin: fixed("give the TAR as a file, or run without --resume"),
	corral.ResumeSettings:  fixed("resume with the interrupted run's settings, or start over without --resume"),
	corral.ResumeSource:    fixed("start over without --resume"),
	corral.NothingToResume: fixed("run without --resume"),
	corral.NoBaseline:      func(o []string) string { return "a check compares with a baseline: record one first: " + opt(o, 0) },
	corral.NeedCmd: func(o []string) string {
		return "e.g. corral " + opt(o, 0) + " --cmd 'COMPILER {}' " + opt(o, 1) + "; later runs reuse it"
	},
	corral.EmptyCmd: fixed("give the compiler's command, with {} for each file's path: --cmd 'COMPILER {}'"),
	corral.NeedSource: func(o []string) string {
		return "name it after the flags: corral " + opt(o, 0) + " --cmd " + opt(o, 1) + " SOURCE"
	},
	corral.BadJobs:           fixed("use --jobs 1 for sequential runs"),
	corral.BadNormalize:      fixed("e.g. --normalize '[0-9]{4}-[0-9]{2}-[0-9]{2}=<date>'"),
	corral.BadTextconv:       fixed("e.g. --textconv '*.o=objdump -d --no-show-raw-insn'"),
	corral.BadWorkdirFS:      fixed("--workdir-fs auto lets corral choose: in memory when it fits with a wide margin, else on disk"),
	corral.BadTemplate:       func(o []string) string { return "quote the template as one argument: --cmd " + opt(o, 0) },
	corral.BadShard:          fixed("e.g. --shard 2/8"),
	corral.BadRunID:          fixed("a run id is one printable word of at most 200 bytes, e.g. --run-id nightly-2026-11-25"),
	corral.DamagedStore:      fixed("the store may be damaged; record a new baseline with --baseline NEW.db"),
	corral.PinFailed:         fixed("SQLite copies the baseline into a temporary file in $SQLITE_TMPDIR, else $TMPDIR, else /var/tmp: point one at a directory with room; 'corral verify' says whether the store is damaged"),
	corral.NoProgram:         fixed("install it, or give its path: a relative path such as ./mycc is taken from the directory you run corral in"),
	corral.ProgramUnreadable: fixed("a relative path such as ./mycc is taken from the directory you run corral in"),
	corral.NotExecutable:     fixed("chmod +x it, or run it through its interpreter (sh script.sh {})"),
	corral.OutputOutside:     fixed("outputs are paths relative to the work dir, where jobs run, e.g. '{.}.o' or 'out/{/.}.s'"),
	corral.OutputSameForAll:  fixed("name it after the file with {.} or {/.}, e.g. '{.}.o'"),
	corral.OutputsCollide:    fixed("name outputs after the whole path, e.g. '{.}.o', so that each file has its own"),
}

// acceptAdvice is the advice beside each problem of an accept.
var acceptAdvice = map[accept.Problem]func(options []string) string{
	accept.StaleCheck:         fixed("run 'corral check' again, and accept what it finds"),
	accept.NoCheck:            fixed("run 'corral check' first"),
	accept.RecordedAfterCheck: fixed("run 'corral check' again"),
	accept.NotLastCheck:       fixed("review again"),
	accept.NoKindsInCheck:     fixed("the last check changed nothing"),
	accept.UnknownKind:        func(o []string) string { return "its kinds: " + strings.Join(o, ", ") },
	accept.MixedKinds: func(o []string) string {
		return "give their other kinds too, e.g. --kind " + strings.Join(o, " --kind ")
	},
	accept.NoMatch: fixed("globs match the path or the base name, e.g. 'lib/*.bas' or '*.bas'"),
}

// storedAdvice is the advice beside each problem of a look-up of a
// stored run or result.
var storedAdvice = map[stored.Problem]func(options []string) string{
	stored.NoCheckToShow:    fixed("run 'corral check' first, or leave out --run for the baseline"),
	stored.BadRunNumber:     fixed("give a run number from 'corral runs', or check"),
	stored.NoStream:         func(o []string) string { return "corral show " + command.ShellQuote(opt(o, 0)) + " says why" },
	stored.OutputNotWritten: fixed("the job did not write it"),
	stored.NoOutputs:        fixed("outputs are declared with --output at record"),
	stored.UnknownOutput:    func(o []string) string { return "its outputs: " + strings.Join(o, ", ") },
}

// opt is the i-th of a problem's facts; "" when it has fewer (an error
// made without them still gets its advice, not a panic).
func opt(o []string, i int) string {
	if i < len(o) {
		return o[i]
	}
	return ""
}

// fixed is advice that needs no facts.
func fixed(advice string) func([]string) string { return func([]string) string { return advice } }

// sourceHint is the advice beside a source that cannot be unpacked, by
// what went wrong.
func sourceHint(err error) string {
	var ee *source.EntryError
	var le *source.LimitError
	switch {
	case errors.As(err, &le):
		return "if the source is what you meant, raise the limit with " + le.Flag
	case errors.Is(err, source.ErrNoSpace):
		return "free space there, or unpack elsewhere with --workdir or TMPDIR"
	case errors.Is(err, source.ErrWorkDirInSource):
		return "choose a --workdir outside the source directory"
	case errors.As(err, &ee):
		return "the archive is unsafe or damaged; nothing outside the work dir was written"
	case errors.Is(err, source.ErrNoEnd), errors.Is(err, source.ErrTruncated):
		return "make the archive again and let tar finish; nothing was run and the baseline is unchanged"
	case errors.Is(err, source.ErrEmpty):
		return "SOURCE must hold at least one regular file"
	}
	return "SOURCE is a .tar, .tar.gz, .tgz, .tar.zst, .tar.bz2, .tar.xz, a directory, or - for a TAR on stdin"
}

// rootHint is the advice beside an error of the library's runs, accepts
// and look-ups; "" for any other error.
func rootHint(err error) string {
	var src *corral.SourceError
	if errors.As(err, &src) {
		return sourceHint(src.Err)
	}
	var unsafe *command.UnsafeError
	if p, _ := corral.ProblemOf(err); p == corral.BadTemplate && errors.As(err, &unsafe) {
		return unsafe.Hint // the template's own words: how to write what it refused
	}
	var path *stored.UnknownPathError
	if errors.As(err, &path) {
		switch {
		case path.Near != "":
			return "did you mean " + report.Quote(path.Near) + "? paths are as in the report"
		case path.Example != "":
			return "paths are as in the report, e.g. " + report.Quote(path.Example)
		}
		return "paths are as in the report"
	}
	if p, options := corral.ProblemOf(err); rootAdvice[p] != nil {
		return rootAdvice[p](options)
	}
	if p, options := accept.ProblemOf(err); acceptAdvice[p] != nil {
		return acceptAdvice[p](options)
	}
	if p, options := stored.ProblemOf(err); storedAdvice[p] != nil {
		return storedAdvice[p](options)
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
		if h := rootHint(err); h != "" {
			return hinted(h, "%w", err), true // the parse's problem
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
