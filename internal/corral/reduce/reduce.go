package reduce

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"time"

	"github.com/corral-go/corral/internal/corral"
	"github.com/corral-go/corral/internal/corral/accept"
	"github.com/corral-go/corral/internal/corral/command"
	"github.com/corral-go/corral/internal/corral/kinds"
	"github.com/corral-go/corral/internal/corral/linediff"
	"github.com/corral-go/corral/internal/corral/normalize"
	"github.com/corral-go/corral/internal/corral/report"
	"github.com/corral-go/corral/internal/corral/source"
	"github.com/corral-go/corral/internal/quote"
	"golang.org/x/sys/unix"
)

// Options say what to reduce and how.
type Options struct {
	Path           string        // a changed file of the last check
	Kind           string        // the kind to keep; "" for the file's first (largest) kind
	OldCmd, NewCmd string        // "" for the baseline's and the last check's --cmd
	Timeout        time.Duration // bounds the whole reduction; 0: none
	// Stall stops cvise when it has found no smaller program for this
	// long, keeping its best: a triage gives the time left to the next
	// reduction rather than to one that stopped getting anywhere. 0: never.
	Stall      time.Duration
	JobTimeout time.Duration // bounds one compile; 0: 10 s
	Jobs       int           // cvise's parallel tests
	Dir        string        // where a relative program in a command is found
	WorkDir    string        // the reduction's files; kept
	Corral     string        // this program, which cvise's test runs (reduce-test)
	Cvise      string        // the cvise program; "" finds it on PATH
	// Target, when not nil, is the kind to keep given whole instead of
	// by Kind: a kind a bisect split off a check's kind (its own ID and
	// shapes, which the check's kinds do not list).
	Target *report.Kind
	// CompileOnly compiles the file with both compilers and reports
	// their results and diff without reducing it: no cvise.
	CompileOnly bool
	// Alternatives are other changed files of the kind: the smallest of
	// Path and them that shows the kind is reduced (Result.Path).
	Alternatives []string
	// LastCheck, when not nil, is the last check, read and classified,
	// which Run then only reads: reductions side by side share it
	// rather than each making its kinds again.
	LastCheck *accept.LastCheck
}

// Result is a reduction.
type Result struct {
	Path          string      `json:"path"`
	Kind          report.Kind `json:"kind"`
	OldCmd        string      `json:"old_cmd"`
	NewCmd        string      `json:"new_cmd"`
	OriginalLines int         `json:"original_lines"`
	OriginalBytes int         `json:"original_bytes"`
	ReducedLines  int         `json:"reduced_lines"`
	ReducedBytes  int         `json:"reduced_bytes"`
	Reduced       string      `json:"reduced"`      // the reduced source
	ReducedPath   string      `json:"reduced_path"` // where it is kept
	Old           Compiled    `json:"old"`
	New           Compiled    `json:"new"`
	Diff          []string    `json:"diff"`
	Seconds       float64     `json:"seconds"`
	// Stop is why cvise did not finish, "" when it did; Stopped says it
	// in words ("--timeout 4m", "interrupted", "cvise failed: signal:
	// killed"). Either way the best so far is kept.
	Stop    Stop   `json:"stop,omitempty"`
	Stopped string `json:"stopped,omitempty"`
	// CviseLog is cvise's output, kept in the work dir; CviseTail its
	// last lines when cvise failed.
	CviseLog  string `json:"cvise_log"`
	CviseTail string `json:"-"`
	// Tree is where the source is unpacked, in the work dir, and
	// Support its files that are not compiled (HDR_* headers), among
	// which each candidate was compiled.
	Tree    string   `json:"tree"`
	Support []string `json:"support"`
}

// Stop is why a reduction ended before cvise finished.
type Stop string

const (
	StopTimeout     Stop = "timeout"      // Options.Timeout
	StopInterrupted Stop = "interrupted"  // ctx ended (Ctrl-C)
	StopCviseFailed Stop = "cvise-failed" // cvise exited non-zero or was killed
	StopStalled     Stop = "stalled"      // no smaller program for Options.Stall
)

// Compiled is one compiler's result on a file.
type Compiled struct {
	ExitCode int               `json:"exit_code"` // -1: killed by Signal
	Signal   string            `json:"signal,omitempty"`
	Stdout   string            `json:"stdout"`
	Stderr   string            `json:"stderr"`
	Outputs  map[string]string `json:"outputs"` // declared output → content; absent: not written
}

// reduceState is what cvise's interestingness test (corral reduce-test)
// needs: the unpacked tree, the file, both compilers, and the kind.
type reduceState struct {
	Tree       string        `json:"tree"`
	Path       string        `json:"path"`
	Support    []string      `json:"support"` // the tree's files a compile may read
	OldCmd     string        `json:"old_cmd"`
	OldDir     string        `json:"old_dir"`
	NewCmd     string        `json:"new_cmd"`
	NewDir     string        `json:"new_dir"`
	Outputs    []string      `json:"outputs"`
	Normalize  []string      `json:"normalize"`
	Shapes     []kinds.Shape `json:"shapes"` // the kind's shapes of edit
	Langs      kinds.Langs   `json:"langs"`  // the languages the check cut its edits in
	JobTimeout time.Duration `json:"job_timeout"`
}

// Run reduces the source of a changed file of the last check with
// cvise to a small program whose old and new compilers' results still
// differ in the same kind (a crash stays a crash, a changed exit status
// stays changed): the interestingness test is 'corral reduce-test', which
// compiles a candidate with both compilers among the source's support
// files and cuts their difference into edits as a check does (see
// kinds.Shows). C sources get cvise's C passes; any other text its
// generic line and token passes (--not-c). ctx's end (Ctrl-C), Timeout
// and cvise's failure stop it and keep the best so far: res.Stop says
// which, and the error is nil.
func Run(ctx context.Context, st corral.Store, opts Options) (*Result, error) {
	start := time.Now()
	lc, kind, err := target(ctx, st, opts)
	if err != nil {
		return nil, err
	}
	stt, err := newState(opts, lc, kind)
	if err != nil {
		return nil, err
	}
	work, orig, err := unpack(ctx, opts, lc, &stt)
	if err != nil {
		return nil, err
	}
	if len(opts.Alternatives) > 0 {
		opts.Path, orig = stt.smallest(ctx, opts.Path, orig, opts.Alternatives)
	}
	res := &Result{Path: opts.Path, Kind: kind, OldCmd: stt.OldCmd, NewCmd: stt.NewCmd,
		OriginalLines: countLines(orig), OriginalBytes: len(orig), Tree: stt.Tree, Support: stt.Support}
	statePath := filepath.Join(work, "state.json")
	data, _ := json.Marshal(stt)
	if err := os.WriteFile(statePath, data, 0o644); err != nil {
		return nil, err
	}
	// The file cvise reduces in place, under its own name.
	candidate := filepath.Join(work, path.Base(opts.Path))
	if err := os.WriteFile(candidate, orig, 0o644); err != nil {
		return nil, err
	}
	if ok, why := stt.interesting(ctx, candidate); !ok {
		return nil, &NotShownError{Path: opts.Path, Kind: kind.ID, Why: why}
	}
	if !opts.CompileOnly {
		if err := runCvise(ctx, opts, stt, statePath, candidate, res); err != nil {
			return nil, err
		}
	}
	if err := stt.keepBest(ctx, res, orig, candidate); err != nil {
		return nil, err
	}
	res.Seconds = time.Since(start).Seconds()
	return res, nil
}

// target reads the last check and the kind of opts.Path to keep.
func target(ctx context.Context, st corral.Store, opts Options) (*accept.LastCheck, report.Kind, error) {
	var kind report.Kind
	lc := opts.LastCheck
	if lc == nil {
		var err error
		if lc, err = accept.ReadLastCheck(ctx, st, accept.Kinds); err != nil {
			return nil, kind, err
		}
	}
	if lc.Config == nil || lc.Base == nil {
		return nil, kind, ErrNoSettings
	}
	var file *report.File
	for i := range lc.Report.Files {
		if lc.Report.Files[i].Path == opts.Path {
			file = &lc.Report.Files[i]
		}
	}
	if file == nil || file.Status != report.Changed {
		return nil, kind, &NotChangedError{Path: opts.Path, Run: lc.Run.ID}
	}
	if opts.Target != nil {
		return lc, *opts.Target, sourceAgain(lc)
	}
	kindID := cmp.Or(opts.Kind, file.Kinds[0])
	if !slices.Contains(file.Kinds, kindID) {
		return nil, kind, &NoSuchKindError{Path: opts.Path, Kind: kindID, Kinds: file.Kinds}
	}
	for _, k := range lc.Report.Kinds {
		if k.ID == kindID {
			kind = k
		}
	}
	return lc, kind, sourceAgain(lc)
}

// sourceAgain is the error of a last check whose source cannot be read
// again, nil for one whose can.
func sourceAgain(lc *accept.LastCheck) error {
	if lc.Config.Source == "-" {
		return ErrSourceOnStdin
	}
	return nil
}

// newState is what the interestingness test needs but the tree: both
// compilers (the baseline's and the check's unless opts names them), the
// outputs, rules and the kind's shapes.
func newState(opts Options, lc *accept.LastCheck, kind report.Kind) (reduceState, error) {
	stt := reduceState{Path: opts.Path, OldCmd: cmp.Or(opts.OldCmd, lc.Base.Cmd), OldDir: lc.Base.Dir, NewCmd: cmp.Or(opts.NewCmd, lc.Config.Cmd),
		NewDir: lc.Config.Dir, Outputs: lc.Config.Outputs, Normalize: lc.Config.Normalize, Shapes: kind.Shapes, Langs: lc.Report.Langs,
		JobTimeout: cmp.Or(opts.JobTimeout, 10*time.Second)}
	if opts.OldCmd != "" {
		stt.OldDir = opts.Dir
	}
	if opts.NewCmd != "" {
		stt.NewDir = opts.Dir
	}
	if stt.OldCmd == stt.NewCmd && stt.OldDir == stt.NewDir {
		return stt, &SameCompilerError{Cmd: stt.NewCmd}
	}
	return stt, nil
}

// unpack unpacks the check's source into the work dir's tree, notes its
// support files in stt, and returns the work dir and the file's source.
func unpack(ctx context.Context, opts Options, lc *accept.LastCheck, stt *reduceState) (work string, orig []byte, err error) {
	if work, err = filepath.Abs(opts.WorkDir); err != nil {
		return "", nil, err
	}
	stt.Tree = filepath.Join(work, "tree")
	if entries, err := os.ReadDir(work); err == nil && len(entries) > 0 {
		// An earlier reduction's files: unpacking over them failed as if
		// the archive were damaged, and the earlier result is the user's.
		return "", nil, &EarlierReductionError{WorkDir: opts.WorkDir}
	}
	if err := os.MkdirAll(stt.Tree, 0o755); err != nil {
		return "", nil, err
	}
	files, err := source.Unpack(ctx, lc.Config.Source, stt.Tree, source.Options{})
	if err != nil {
		return "", nil, &corral.SourceError{Source: lc.Config.Source, Err: err}
	}
	sel, err := corral.NewSelection(lc.Config.Include, lc.Config.Exclude)
	if err != nil {
		return "", nil, err
	}
	for _, f := range files {
		if !sel.Match(f) {
			stt.Support = append(stt.Support, f)
		}
	}
	orig, err = os.ReadFile(filepath.Join(stt.Tree, filepath.FromSlash(opts.Path)))
	if err != nil {
		return "", nil, fmt.Errorf("read %s from the source: %w", opts.Path, err)
	}
	return work, orig, nil
}

// Test is cvise's interestingness test: it exits 0 (nil) when the
// candidate file still shows the kind of the state file.
func Test(ctx context.Context, statePath, candidate string) (bool, string, error) {
	data, err := os.ReadFile(statePath)
	if err != nil {
		return false, "", err
	}
	var stt reduceState
	if err := json.Unmarshal(data, &stt); err != nil {
		return false, "", fmt.Errorf("%s: %w", statePath, err)
	}
	ok, why := stt.interesting(ctx, candidate)
	if ok {
		// A best that cannot be kept (a full disk) leaves cvise's own
		// copy, and is no reason to call the candidate dull.
		_ = keepIfSmaller(filepath.Dir(statePath), candidate)
	}
	return ok, why, nil
}

// interesting compiles candidate with both compilers in a directory of its
// own and tells whether their results differ in the kind; why says what
// was seen when they do not.
func (s *reduceState) interesting(ctx context.Context, candidate string) (bool, string) {
	dir, err := os.MkdirTemp("", "corral-reduce-")
	if err != nil {
		return false, err.Error()
	}
	defer os.RemoveAll(dir)
	old, cur, err := s.compileBoth(ctx, candidate, dir)
	if err != nil {
		return false, err.Error()
	}
	edits := s.Langs.Edits(s.Path, s.sections(old, cur))
	if kinds.Shows(edits, s.Shapes) {
		return true, ""
	}
	var seen []string
	for _, e := range edits {
		seen = append(seen, e.What+" "+e.Shape())
	}
	if len(seen) == 0 {
		return false, "both compilers give the same result"
	}
	return false, "the results differ otherwise: " + strings.Join(seen[:min(len(seen), 3)], "; ")
}

// layOut makes dir the source tree but for the file at path: every other
// entry is a link into tree, and only the directories on the way to path
// are made, so that a compile of the candidate finds every file it may
// read (a C header is compiled too, and so no support file: gcc's
// #include "bzlib_private.h" read nothing before), in a few links a
// level.
func layOut(tree, path, dir string) error {
	parts := strings.Split(path, "/")
	from, to := tree, dir
	for i, part := range parts {
		entries, err := os.ReadDir(from)
		if err != nil {
			return fmt.Errorf("lay out the source: %w", err)
		}
		if err := os.MkdirAll(to, 0o755); err != nil {
			return fmt.Errorf("lay out the source: %w", err)
		}
		for _, e := range entries {
			if e.Name() == part {
				continue
			}
			if err := os.Symlink(filepath.Join(from, e.Name()), filepath.Join(to, e.Name())); err != nil {
				return fmt.Errorf("lay out the source: %w", err)
			}
		}
		if i < len(parts)-1 {
			from, to = filepath.Join(from, part), filepath.Join(to, part)
		}
	}
	return nil
}

// compileBoth lays out the support files and the candidate under dir and
// compiles the candidate with the old compiler, then the new.
func (s *reduceState) compileBoth(ctx context.Context, candidate, dir string) (old, cur Compiled, err error) {
	if err := layOut(s.Tree, s.Path, dir); err != nil {
		return old, cur, err
	}
	src, err := os.ReadFile(candidate)
	if err != nil {
		return old, cur, err
	}
	dst := filepath.Join(dir, filepath.FromSlash(s.Path))
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		return old, cur, err
	}
	if err := os.WriteFile(dst, src, 0o644); err != nil {
		return old, cur, err
	}
	if old, err = s.compile(ctx, s.OldCmd, s.OldDir, dir); err != nil {
		return old, cur, err
	}
	cur, err = s.compile(ctx, s.NewCmd, s.NewDir, dir)
	return old, cur, err
}

// compile runs one compiler on the file in dir, as a job of a check runs:
// its declared outputs removed first, its streams and outputs normalized.
func (s *reduceState) compile(ctx context.Context, tmpl, progDir, dir string) (Compiled, error) {
	t, err := command.ParseIn(tmpl, progDir)
	if err != nil {
		return Compiled{}, err
	}
	rules, err := normalize.Parse(s.Normalize)
	if err != nil {
		return Compiled{}, err
	}
	outs := make([]string, len(s.Outputs))
	for i, o := range s.Outputs {
		outs[i] = command.Expand(o, s.Path)
		os.Remove(filepath.Join(dir, filepath.FromSlash(outs[i])))
	}
	jctx, cancel := context.WithTimeout(ctx, s.JobTimeout)
	defer cancel()
	argv := t.Argv(s.Path)
	cmd := exec.CommandContext(jctx, argv[0], argv[1:]...)
	cmd.Dir = dir
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	c := Compiled{Outputs: map[string]string{}}
	if err := cmd.Run(); err != nil {
		var ee *exec.ExitError
		if !errors.As(err, &ee) {
			return c, fmt.Errorf("run %s: %w", tmpl, err)
		}
	}
	c.ExitCode = cmd.ProcessState.ExitCode()
	if ws, ok := cmd.ProcessState.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
		c.ExitCode, c.Signal = -1, unix.SignalName(ws.Signal())
	}
	norm := func(b []byte) string {
		if rules.Empty() {
			return string(b)
		}
		var out bytes.Buffer
		_ = rules.Apply(&out, bytes.NewReader(b))
		return out.String()
	}
	c.Stdout, c.Stderr = norm(stdout.Bytes()), norm(stderr.Bytes())
	for i, o := range outs {
		if b, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(o))); err == nil {
			c.Outputs[s.Outputs[i]] = norm(b)
		}
	}
	return c, nil
}

// sections cuts two results' difference into the sections a check diffs,
// each diff the one edits are cut from (see kinds.DiffNear).
func (s *reduceState) sections(old, cur Compiled) []kinds.Section {
	var out []kinds.Section
	exit := func(c Compiled) string { // as the report says it
		if c.Signal != "" {
			return "killed by " + c.Signal
		}
		return fmt.Sprint(c.ExitCode)
	}
	if old.ExitCode != cur.ExitCode || old.Signal != cur.Signal {
		out = append(out, kinds.Section{What: "exit_code", Lines: []string{fmt.Sprintf("exit status %s → %s", exit(old), exit(cur))}})
	}
	diff := func(what, name, a, b string, hasA, hasB bool) {
		switch {
		case a == b && hasA == hasB:
			return
		case !hasA:
			out = append(out, kinds.Section{What: what, Lines: []string{fmt.Sprintf("%s: missing in the baseline, now %d bytes", name, len(b))}})
		case !hasB:
			out = append(out, kinds.Section{What: what, Lines: []string{fmt.Sprintf("%s: %d bytes in the baseline, now missing", name, len(a))}})
		default:
			t := linediff.LinesNear([]byte(a), []byte(b), kinds.DiffNear)
			aligned := kinds.AlignRecords(t) // as a check cuts its edits
			out = append(out, kinds.Section{What: what, Lines: t.Unified(name+" (baseline)", name+" (now)", quote.TextString), Aligned: aligned})
		}
	}
	diff("stderr", "stderr", old.Stderr, cur.Stderr, true, true)
	diff("stdout", "stdout", old.Stdout, cur.Stdout, true, true)
	for _, o := range s.Outputs {
		a, hasA := old.Outputs[o]
		b, hasB := cur.Outputs[o]
		name := command.Expand(o, s.Path)
		diff("output:"+name, name, a, b, hasA, hasB)
	}
	return out
}

// countLines counts lines as wc -l does, and a last line without its
// newline too.
func countLines(b []byte) int {
	n := bytes.Count(b, []byte("\n"))
	if len(b) > 0 && b[len(b)-1] != '\n' {
		n++
	}
	return n
}
