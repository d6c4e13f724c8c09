package cli

import (
	"bytes"
	"errors"
	"fmt"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/corral-go/corral/internal/corral"
	"github.com/corral-go/corral/internal/corral/accept"
	"github.com/corral-go/corral/internal/corral/backend"
	"github.com/corral-go/corral/internal/corral/bisect"
	"github.com/corral-go/corral/internal/corral/merge"
	"github.com/corral-go/corral/internal/corral/reduce"
	"github.com/corral-go/corral/internal/corral/result"
	"github.com/corral-go/corral/internal/corral/runner"
	"github.com/corral-go/corral/internal/corral/stored"
	"github.com/corral-go/corral/internal/corral/triage"
	"github.com/corral-go/corral/internal/corral/workspace"
)

// TestLibraryErrorsGetTheirHints: the library returns what went wrong
// (typed errors and sentinels, wrapped as they travel up) and corral's
// exit prints each with the hint that says what to do; an error that
// carries a hint of its own keeps it.
func TestLibraryErrorsGetTheirHints(t *testing.T) {
	// Stopped by a signal: exit 130, and the hint to go on.
	var b bytes.Buffer
	if code := ExitCode(&b, &corral.InterruptedRunError{Done: 3, Total: 9, RunID: 4}); code != ExitInterrupted || !strings.Contains(b.String(), "hint: continue with the same command and --resume") {
		t.Errorf("an interrupted run: exit %d, printed %q", code, b.String())
	}
	for _, c := range []struct {
		err  error
		hint string
	}{
		{fmt.Errorf("read a.c: blob ab12: %w", result.ErrCorrupt), "corral verify --repair"},
		{fmt.Errorf("--include: %w", &corral.BadGlobError{Glob: "src/[a"}), "globs use *, ?, [...], {a,b} and **"},
		{fmt.Errorf("check: %w", corral.ErrStdinSource), "give SOURCE, or - with the TAR on stdin again"},
		{fmt.Errorf("%w: exec: not found", triage.ErrNoCvise), "--no-reduce"},
		{hinted("mine", "%w", result.ErrCorrupt), "mine"},
		{fmt.Errorf("report: %w", &stored.NoRunError{Store: "corral.db"}), "run 'corral check' first"},
		{&stored.NoRunError{Store: "corral.db", Run: 7}, "'corral runs' lists them"},
		{&workspace.DirError{Dir: "w", Err: workspace.ErrNotEmpty}, "remove it or name a new directory"},
		{&workspace.DirError{Dir: "w", Err: os.ErrPermission}, "--workdir must be a directory"},
		{&workspace.PlacementError{Err: errors.New("--workdir-fs memory: no")}, "CORRAL_MEMDIR"},
		{fmt.Errorf("%w: a.bas: exec: not found", corral.ErrNoJobStarted), "is it installed, on PATH and executable?"},
		{&corral.SameFailureError{Failed: 3, Total: 3, Same: 3, Line: "sh: 1: bcomm: not found"}, "--allow-failures"},
		{&backend.OpenError{Path: "x.db", ReadOnly: true, Err: errors.New("not a corral store")}, "pass --baseline with the path of a corral store"},
		{&backend.OpenError{Path: "x.db", Err: errors.New("not a corral store")}, "or a new file name"},
		{&corral.NoneSelectedError{Source: "src.tar"}, "check --include and --exclude"},
		{fmt.Errorf("write: %w", runner.ErrDiskFull), "free space there"},
		{fmt.Errorf("%w: exec: not found", reduce.ErrNoCvise), "apt-get install cvise, or make cvise"},
		{reduce.ErrNoSettings, "record and check again"},
		{reduce.ErrSourceOnStdin, "check a TAR file or a directory"},
		{&reduce.NotShownError{Path: "a.c", Kind: "k1", Why: "same"}, "--old-cmd and --new-cmd"},
		{&reduce.NotChangedError{Path: "a.c", Run: 2}, "give a path the last check lists as changed"},
		{&reduce.NoSuchKindError{Path: "a.c", Kind: "k9", Kinds: []string{"k1", "k2"}}, "its kinds: k1, k2"},
		{&reduce.SameCompilerError{Cmd: "cc {}"}, "give it with --old-cmd"},
		{&reduce.EarlierReductionError{WorkDir: "red"}, "give --workdir a new directory"},
	} {
		var b bytes.Buffer
		if code := ExitCode(&b, c.err); code != ExitError {
			t.Errorf("%v: exit %d", c.err, code)
		}
		lines := strings.Split(strings.TrimSpace(b.String()), "\n")
		if len(lines) != 2 || !strings.HasPrefix(lines[0], "corral: error: "+c.err.Error()) || !strings.HasPrefix(lines[1], "corral: hint: ") || !strings.Contains(lines[1], c.hint) {
			t.Errorf("%v printed %q, want its error and a hint with %q", c.err, b.String(), c.hint)
		}
	}
}

// TestEveryMergeProblemHasAdvice: each problem corral merge names has
// its words, printed beside the error (NotMergeable is the last).
func TestEveryMergeProblemHasAdvice(t *testing.T) {
	for p := merge.ShardLost; p <= merge.NotMergeable; p++ {
		err := fmt.Errorf("merge: %w", &merge.SetError{Problem: p, Err: errors.New("facts")})
		var b bytes.Buffer
		ExitCode(&b, err)
		if !strings.Contains(b.String(), "corral: error: merge: facts\ncorral: hint: ") || mergeAdvice[p] == "" {
			t.Errorf("problem %d printed %q", p, b.String())
		}
	}
}

// TestRootErrorsGetTheirHints: each problem of the library's runs,
// accepts and look-ups has its words, made of its facts where it has
// some; a path that names no file gets the nearest, or an example.
func TestRootErrorsGetTheirHints(t *testing.T) {
	for p := corral.NoCheckToRerun; p <= corral.OutputsCollide; p++ {
		if rootAdvice[p] == nil || rootAdvice[p](nil) == "" {
			t.Errorf("problem %d has no advice", p)
		}
	}
	for p := accept.StaleCheck; p <= accept.NoMatch; p++ {
		if acceptAdvice[p] == nil || acceptAdvice[p](nil) == "" {
			t.Errorf("accept's problem %d has no advice", p)
		}
	}
	for p := stored.NoCheckToShow; p <= stored.UnknownOutput; p++ {
		if storedAdvice[p] == nil || storedAdvice[p](nil) == "" {
			t.Errorf("stored's problem %d has no advice", p)
		}
	}
	paths := func(yield func(string) bool) { _ = yield("src/lib/a.bas") && yield("src/b.bas") }
	wantHints(t, []hintCase{
		{&accept.Error{Problem: accept.UnknownKind, Options: []string{"k1 (3 files)", "k2 (1 file)"}, Err: errors.New("--kind k9: no")}, "its kinds: k1 (3 files), k2 (1 file)"},
		{&accept.Error{Problem: accept.MixedKinds, Options: []string{"k1", "k2"}, Err: errors.New("mixed")}, "e.g. --kind k1 --kind k2"},
		{&stored.Error{Problem: stored.NoStream, Options: []string{"a b.c"}, Err: errors.New("none")}, "corral show 'a b.c' says why"},
		{fmt.Errorf("show: %w", &corral.Error{Problem: corral.NothingToResume, Err: errors.New("none")}), "run without --resume"},
		{stored.UnknownPath("lib/a.bas", "not in check run 2", paths), "did you mean src/lib/a.bas?"},
		{stored.UnknownPath("zzz", "not in check run 2", paths), "paths are as in the report, e.g. src/lib/a.bas"},
		{stored.UnknownPath("zzz", "not in check run 2", func(func(string) bool) {}), "paths are as in the report"},
	})
}

// TestBisectErrorsGetTheirHints: each problem that stops a bisect has
// its words; a probe's error keeps the hint any error gets unless that
// speaks of a check's flags, which bisect does not have.
func TestBisectErrorsGetTheirHints(t *testing.T) {
	for p := bisect.TooFew; p <= bisect.Stopped; p++ {
		if bisectAdvice[p] == "" {
			t.Errorf("bisect problem %d has no advice", p)
		}
	}
	wantHints(t, []hintCase{
		{&bisect.Error{Problem: bisect.TooFew, Err: errors.New("bisect needs two compilers or more, got 1")}, "give the compilers oldest first"},
		{&bisect.Error{Problem: bisect.BadCompiler, Err: fmt.Errorf("compiler 2 of 3 (x): %w", errors.New("bad"))}, "fix it in the list"},
		{&bisect.Error{Problem: bisect.BadCompiler, Err: fmt.Errorf("compiler 2 of 3 (x): %w", hinted("quote it", "bad"))}, "quote it"},
		{&bisect.ProbeError{I: 1, Name: "cc", Err: fmt.Errorf("%w: a.c", corral.ErrNoJobStarted)}, "run the compiler by hand"},
		{&bisect.ProbeError{I: 1, Name: "cc", Err: fmt.Errorf("write: %w", runner.ErrDiskFull)}, "point TMPDIR at a larger disk"},
		{&bisect.ProbeError{I: 1, Name: "cc", Err: fmt.Errorf("read: %w", result.ErrCorrupt)}, "corral verify --repair"},
		{&bisect.ReversedError{Names: []string{"cc -O2 {}", "cc -O1 {}"}, First: 3, Last: 0, Kinds: 3}, "corral bisect 'cc -O1 {}' 'cc -O2 {}'"},
	})
}

// hintCase is an error and what its hint must say.
type hintCase struct {
	err  error
	hint string
}

// wantHints checks that corral's exit prints each error with a hint that
// says what its case wants.
func wantHints(t *testing.T, cases []hintCase) {
	t.Helper()
	for _, c := range cases {
		var b bytes.Buffer
		ExitCode(&b, c.err)
		lines := strings.Split(strings.TrimSpace(b.String()), "\n")
		if len(lines) != 2 || !strings.HasPrefix(lines[1], "corral: hint: ") || !strings.Contains(lines[1], c.hint) {
			t.Errorf("%v printed %q, want a hint with %q", c.err, b.String(), c.hint)
		}
	}
}

// TestHintsNameMakeTargetsThatExist: a hint that tells a user to run
// "make TARGET" names a target of the Makefile (the hint for a missing
// cvise named "make reduce-deps", which no Makefile had).
func TestHintsNameMakeTargetsThatExist(t *testing.T) {
	makefile, err := os.ReadFile("../../../Makefile")
	if err != nil {
		t.Fatal(err)
	}
	for _, err := range []error{reduce.ErrNoCvise, triage.ErrNoCvise} {
		hint := hintOf(err)
		_, target, ok := strings.Cut(hint, "make ")
		if !ok {
			t.Errorf("%v: hint %q names no make target", err, hint)
			continue
		}
		target, _, _ = strings.Cut(target, ")")
		if !bytes.Contains(makefile, []byte("\n"+target+":")) {
			t.Errorf("%v: hint %q names make %s, which the Makefile lacks", err, hint, target)
		}
	}
}

// TestNoCmdlineBelowCLI: the library says what went wrong as values and
// the CLI words it; no package of corral below cli imports cmdline, the
// package of the CLIs' voice.
func TestNoCmdlineBelowCLI(t *testing.T) {
	fset := token.NewFileSet()
	err := filepath.WalkDir("..", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "cli" || d.Name() == "testdata") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(p, ".go") {
			return nil
		}
		f, err := parser.ParseFile(fset, p, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		for _, imp := range f.Imports {
			if strings.Trim(imp.Path.Value, `"`) == "github.com/corral-go/corral/internal/cmdline" {
				t.Errorf("%s imports internal/cmdline: return a value (a Problem, a typed error) and word it in cli/hints.go", p)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
