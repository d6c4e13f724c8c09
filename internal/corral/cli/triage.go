package cli

import (
	"context"
	"encoding/json"
	"fmt"
	"html/template"
	"io"
	"os"
	"path/filepath"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"github.com/corral-go/corral/internal/cmdline"
	"github.com/corral-go/corral/internal/corral"
	"github.com/corral-go/corral/internal/corral/bisect"
	"github.com/corral-go/corral/internal/corral/host"
	"github.com/corral-go/corral/internal/corral/report"
	"github.com/corral-go/corral/internal/corral/stored"
	"github.com/corral-go/corral/internal/corral/triage"
	"github.com/corral-go/corral/internal/words"
)

// triageFlags are triage's flags and the options they make.
type triageFlags struct {
	baseline, out, jsonOut, htmlOut, workDir string
	compilers                                []string
	// --git, as bisect has it.
	gitRepo, gitRange, build, cmdAt, worktrees string
	ladder                                     string // --ladder, as bisect has it
	opts                                       triage.Options
}

func triageCommand(stdio cmdline.Stdio) *cobra.Command {
	f := &triageFlags{}
	c := &cobra.Command{
		Use:   "triage [flags] [CMD1 CMD2 [CMD3...] | --git DIR --range OLD..NEW --build CMD --cmd-at TEMPLATE | --ladder TEMPLATE --range A..B]",
		Short: "Turn the last check into one bug report per kind of change: bisected, reduced, reproducible",
		Long: `triage takes the compilers between the baseline's and the last check's,
oldest first (as bisect does, or the commits of a git range with --git;
with none, when the check ran the baseline's program with other options,
the ladder of those options that bisect builds), and writes one bug
report per cause of the last check's kinds of change (a kind, or the
kinds one option or counter step made, or an option no kind of its own
stands for), for the largest (--top): what the kind is, its files and
count, the first compiler that shows it and the last that does not, the
minimal program with both compilers' results and their diff, and a
script that reproduces it.

It bisects every kind once (as 'corral bisect'), then reduces each
report's example with cvise between the last compiler without the kind
and the first with it (as 'corral reduce'), --jobs reductions at a time,
each cvise given the CPUs left over. --budget bounds the whole triage:
each reduction gets, when it starts, an equal share of what is left among
the rounds still to run, and when its share ends cvise stops and its best
so far is kept. --no-reduce compiles each example with both compilers
without reducing it (no cvise needed).

The reports go to --out: index.md, one ID.md per report, and ID/ with
the program at its path and repro.sh. They are written as the triage
goes: Ctrl-C (exit 130) and the budget's end (exit 3) leave every report
made so far, and the index says which are incomplete. --html writes the
check's HTML report with the bug reports as a section of it.`,
		Example: `  corral triage 'bcom -version 1 {}' 'bcom -version 2 {}' 'bcom -version 3 {}' 'bcom -version 4 {}' 'bcom -version 5 {}'
  corral triage --budget 5m     # baseline 'clang -O2 -S {}', check 'clang -O2 -S -fno-inline {}'
  corral triage --top 3 --budget 20m --out bugs --html bugs.html 'cc-1.0 {}' 'cc-1.1 {}' 'cc-2.0 {}'
  corral triage --no-reduce --json triage.json 'bcom -version 1 {}' 'bcom -version 5 {}'
  corral triage --git ~/src/bcom --range v1..main --build 'go build -o bin/ ./cmd/bcom' --cmd-at '{dir}/bin/bcom {}'`,
		RunE: func(c *cobra.Command, args []string) error {
			return f.run(c.Context(), args, stdio)
		},
	}
	f.flags(c)
	return c
}

// flags adds triage's flags to c: a flat table.
func (f *triageFlags) flags(c *cobra.Command) {
	o := &f.opts
	c.Flags().StringVarP(&f.baseline, "baseline", "b", "corral.db", "the baseline store")
	c.Flags().StringArrayVar(&f.compilers, "compilers", nil, "a compiler's --cmd template, oldest first (repeatable; or give them as arguments)")
	c.Flags().IntVar(&o.Top, "top", 5, "bug reports made, for the largest kinds (or families) first; 0: one per kind")
	c.Flags().BoolVar(&o.Families, "families", false, "one report per family of kinds and compiler that made it, not per kind")
	c.Flags().DurationVar(&o.Budget, "budget", 10*time.Minute, "bound the whole triage; reductions stopped at its end keep their best so far (0 = none)")
	c.Flags().StringVarP(&f.out, "out", "o", "triage", "write the bug reports into DIR (new, empty, or an earlier triage's, which is replaced)")
	c.Flags().IntVarP(&o.Bisect.Jobs, "jobs", "j", host.UsableCPUs(os.Getenv), "parallel jobs: the bisect's compiles, and the reductions at once")
	c.Flags().BoolVar(&o.NoReduce, "no-reduce", false, "compile each example with both compilers, without reducing it (no cvise)")
	c.Flags().StringVar(&f.jsonOut, "json", "", "write the triage as JSON to FILE ('-' for stdout)")
	c.Flags().StringVar(&f.htmlOut, "html", "", "write the check's HTML report, with the bug reports as a section, to FILE")
	c.Flags().StringVar(&f.workDir, "workdir", "", "keep the reductions' files here, one directory per report (default: a temporary directory, removed)")
	c.Flags().DurationVar(&o.JobTimeout, "job-timeout", 10*time.Second, "bound one compile of a candidate")
	c.Flags().IntVar(&o.Bisect.Probes, "probes", 3, "files of each kind the bisect runs at each step, its example first")
	c.Flags().IntVar(&o.Bisect.Sample, "sample", 10, "files the last check found the same, run beside them by the bisect")
	c.Flags().StringVar(&f.gitRepo, "git", "", "triage over the commits of the git repository DIR (with --range, --build, --cmd-at)")
	c.Flags().StringVar(&f.gitRange, "range", "", "the commits: OLD..NEW; with --ladder, the integers: A..B")
	c.Flags().StringVar(&f.ladder, "ladder", "", "bisect over a counter: a --cmd template with {n}, for n over --range (LLVM's -mllvm -opt-bisect-limit={n})")
	c.Flags().StringVar(&f.build, "build", "", "build a commit: a shell command run in its worktree ({dir})")
	c.Flags().StringVar(&f.cmdAt, "cmd-at", "", "a commit's compiler: a --cmd template with {dir} for its worktree")
	c.Flags().StringVar(&f.worktrees, "worktrees", "", "make the worktrees here, and keep their build logs (default: a temporary directory, removed)")
}

// run is triage: the library bisects and reduces, WriteDir renders as it
// goes, and this prints the table and picks the exit status.
func (f *triageFlags) run(ctx context.Context, args []string, stdio cmdline.Stdio) error {
	o := &f.opts
	o.Bisect.Compilers = append(f.compilers, args...)
	o.Bisect.Names = o.Bisect.Compilers
	switch {
	case o.Bisect.Jobs < 1:
		return hinted("--jobs 1 runs one job at a time", "--jobs must be at least 1, got %d", o.Bisect.Jobs)
	case o.Top < 0:
		return hinted("--top 0 makes a report for every kind", "--top must not be negative, got %d", o.Top)
	case o.Budget < 0:
		return hinted("--budget 0 sets no bound", "--budget must not be negative, got %s", o.Budget)
	}
	o.Bisect.Dir, _ = os.Getwd()
	if err := useCounter(f.ladder, f.gitRange, f.gitRepo, &o.Bisect); err != nil {
		return err
	}
	if f.gitRepo != "" {
		done, err := f.useGit(ctx)
		if err != nil {
			return err
		}
		defer done()
	}
	st, err := openExisting(ctx, f.baseline, false)
	if err != nil {
		return err
	}
	defer st.Close()
	files, err := f.openFiles()
	if err != nil {
		return err
	}
	defer files.discard()
	removeWork, err := f.prepare()
	if err != nil {
		return err
	}
	defer removeWork()
	t, err := f.triage(ctx, st, stdio)
	if err != nil {
		return err
	}
	if err := f.writeFiles(ctx, st, t, files, stdio); err != nil {
		return err
	}
	if f.jsonOut != "-" {
		printTriage(stdio.Out, t, f.out)
	}
	return triageEnd(t, f.out)
}

// openFiles creates --json's and --html's files, which must not be the
// store.
func (f *triageFlags) openFiles() (*reports, error) {
	if f.htmlOut == "-" {
		return nil, hinted("name a file, e.g. --html bugs.html", "--html cannot go to stdout")
	}
	files := &reports{}
	if err := files.open(f.jsonOut, "--json"); err != nil {
		return nil, err
	}
	if err := files.open(f.htmlOut, "--html"); err != nil {
		files.discard()
		return nil, err
	}
	if err := files.refuseOver(guarded{path: f.baseline, what: "the baseline store"}, guarded{path: f.out, what: "the reports' directory", dir: true}); err != nil {
		files.discard()
		return nil, err
	}
	return files, nil
}

// prepare readies --out and the reductions' work dir: a temporary one,
// which remove removes, unless --workdir names one, new or empty.
func (f *triageFlags) prepare() (remove func(), err error) {
	if err := triage.PrepareDir(f.out); err != nil {
		return nil, hinted("give --out a new directory, or remove this one", "--out %s: %w", report.Quote(f.out), err)
	}
	if f.workDir != "" {
		if entries, err := os.ReadDir(f.workDir); err == nil && len(entries) > 0 {
			return nil, hinted("give --workdir a new directory, or remove this one", "--workdir %s is not empty", report.Quote(f.workDir))
		}
		f.opts.WorkDir = f.workDir
		return func() {}, nil
	}
	work, err := os.MkdirTemp("", "corral-triage-")
	if err != nil {
		return nil, err
	}
	f.opts.WorkDir = work
	return func() { os.RemoveAll(work) }, nil
}

// triage runs the library, rendering the reports into --out at each
// step and saying on stderr what it does.
func (f *triageFlags) triage(ctx context.Context, st corral.Store, stdio cmdline.Stdio) (*triage.Triage, error) {
	o := &f.opts
	var err error
	if o.Corral, err = os.Executable(); err != nil {
		return nil, err
	}
	o.Bisect.Dir, _ = os.Getwd()
	o.Bisect.OnRun = func(i, of int, name string, files int) {
		fmt.Fprintf(stdio.Err, "corral: triage: bisect: compiler %d of %d on %s: %s\n", i+1, of,
			words.Plural(files, "file", "files"), report.Printable([]byte(name)))
	}
	seen := map[string]triage.State{}
	var werr error
	o.OnUpdate = func(t *triage.Triage) {
		info := triage.Info{Version: cmdline.Version(), Written: time.Now()}
		if err := triage.WriteDir(f.out, t, info); err != nil && werr == nil {
			werr = err
		}
		sayProgress(stdio.Err, t, seen, map[bool]string{false: "reducing", true: "compiling"}[o.NoReduce])
	}
	o.Hint = hintOf
	t, err := triage.Run(ctx, st, *o)
	if err != nil {
		return nil, err
	}
	return t, werr
}

// sayProgress says on w each report whose state changed since seen; verb
// says what a reduction does.
func sayProgress(w io.Writer, t *triage.Triage, seen map[string]triage.State, verb string) {
	for i := range t.Reports {
		r := &t.Reports[i]
		if seen[r.ID] == r.State {
			continue
		}
		seen[r.ID] = r.State
		switch r.State {
		case triage.Pending:
		case triage.Reducing:
			fmt.Fprintf(w, "corral: triage: %s: %s the smallest of its files that shows it, between %s and %s\n", r.ID, verb,
				report.Printable([]byte(r.Old.Name)), report.Printable([]byte(r.New.Name)))
		case triage.Failed:
			fmt.Fprintf(w, "corral: triage: %s: failed: %s\n", r.ID, r.Note)
		default:
			fmt.Fprintf(w, "corral: triage: %s: %s %s, %d → %s in %.1fs\n", r.ID, r.State, report.Quote(r.Example), r.OriginalLines,
				words.Plural(r.Lines, "line", "lines"), r.Seconds)
		}
	}
}

// writeFiles writes --json and --html; a triage stopped by Ctrl-C writes
// them too, with what it did.
func (f *triageFlags) writeFiles(ctx context.Context, st corral.Store, t *triage.Triage, files *reports, stdio cmdline.Stdio) error {
	ctx = context.WithoutCancel(ctx)
	writeJSON := func(w io.Writer) error {
		data, err := json.MarshalIndent(t, "", "  ")
		if err != nil {
			return err
		}
		_, err = w.Write(append(data, '\n'))
		return err
	}
	if f.jsonOut == "-" {
		if err := writeJSON(stdio.Out); err != nil && !brokenPipe(err) {
			return err
		}
	} else if p := files.pending("json"); p != nil {
		if err := p.commit(writeJSON); err != nil {
			return err
		}
	}
	html := files.pending("html")
	if html == nil {
		return nil
	}
	parts, err := triage.HTML(t, f.out)
	if err != nil {
		return err
	}
	// The check's report as 'corral report --run N --html' writes it.
	rep, _, err := stored.Report(ctx, st, t.CheckRun, report.DefaultThresholds, false, false)
	if err != nil {
		return err
	}
	v := &report.View{Differ: rep.Differ(st), Page: report.HTMLInfo{Version: cmdline.Version(), Written: time.Now(),
		Contents: []template.HTML{parts.Contents}, Sections: []template.HTML{parts.Section}}}
	return html.commit(func(w io.Writer) error { return report.HTML(ctx, w, rep, v) })
}

// useGit makes the compilers the commits of --range, as bisect's --git
// does; done removes the worktrees (and the temporary directory).
func (f *triageFlags) useGit(ctx context.Context) (done func(), err error) {
	if len(f.opts.Bisect.Compilers) > 0 || f.cmdAt == "" {
		return nil, hinted("e.g. --git DIR --range v1..main --build 'make' --cmd-at '{dir}/bin/cc {}'", "--git takes --range, --build and --cmd-at, not a list of compilers")
	}
	work, removeWork := f.worktrees, func() {}
	if work == "" {
		if work, err = os.MkdirTemp("", "corral-triage-git-"); err != nil {
			return nil, err
		}
		removeWork = func() { os.RemoveAll(work) }
	}
	g, err := bisect.NewGitCompilers(ctx, f.gitRepo, f.gitRange, f.build, f.cmdAt, work)
	if err != nil {
		removeWork()
		return nil, err
	}
	if g.Repo, err = filepath.Abs(g.Repo); err != nil {
		removeWork()
		return nil, err
	}
	f.opts.Bisect.Count, f.opts.Bisect.Compiler, f.opts.Bisect.Names, f.opts.Git = len(g.Commits), g.Compiler, g.Names, g
	return func() {
		g.Close()
		removeWork()
	}, nil
}

// printTriage writes one line per report: where it came from, how far it
// was reduced, and its file.
func printTriage(w io.Writer, t *triage.Triage, out string) {
	covered, hidden := t.Covered()
	in := ""
	if covered != len(t.Reports)-hidden {
		in = ", " + words.Plural(len(t.Reports)-hidden, "report", "reports") + ","
	}
	if hidden > 0 {
		in += fmt.Sprintf(" and %s no kind stands for,", words.Plural(hidden, "cause", "causes"))
	}
	if t.HiddenLeft > 0 {
		in += fmt.Sprintf(" (%s no kind stands for left out by --top),", words.Plural(t.HiddenLeft, "cause", "causes"))
	}
	bisected := fmt.Sprintf("bisect %.1fs", t.BisectSeconds)
	if t.BisectReused {
		bisected = "the bisect stored, reused"
	}
	fmt.Fprintf(w, "triage of check run %d over %d compilers: %d of %s%s in %.1fs (%s)\n",
		t.CheckRun, len(t.Compilers), covered, words.Plural(t.Kinds, "kind", "kinds"), in, t.Seconds, bisected)
	// Each compiler is named once, in a legend, and vN in the rows: a
	// row that repeated two gcc command lines was 250 columns wide.
	listed, left := t.Listed()
	for _, c := range listed {
		fmt.Fprintf(w, "  v%d  %s\n", c.N, report.Printable([]byte(c.Name)))
	}
	if left > 0 {
		fmt.Fprintf(w, "  and %d compilers no report names (all in --json)\n", left)
	}
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "REPORT\tFILES\tEDIT\tFIRST WITH IT\tLAST WITHOUT\tPROGRAM\tSTATE")
	name := func(c *triage.Compiler) string {
		if c == nil {
			return map[bool]string{true: "none", false: "-"}[t.Bisected]
		}
		return fmt.Sprintf("v%d", c.N)
	}
	for i := range t.Reports {
		r := &t.Reports[i]
		program := "-"
		switch {
		case r.State == triage.Compiled:
			program = words.Plural(r.Lines, "line", "lines")
		case r.OldResult != nil:
			program = fmt.Sprintf("%d → %s", r.OriginalLines, words.Plural(r.Lines, "line", "lines"))
		}
		state := string(r.State)
		if !t.Complete(r) {
			state += " (incomplete)"
		}
		fmt.Fprintf(tw, "%s\t%d\t%s\t%s\t%s\t%s\t%s\n", report.Printable([]byte(r.ID)), r.Count, report.Printable([]byte(triageEdit(r.Edit))),
			name(r.First), name(r.LastWithout), program, state)
	}
	tw.Flush()
	fmt.Fprintf(w, "bug reports: %s\n", filepath.Join(out, triage.Index))
}

// triageEdit cuts a kind's shape for the table at 50 characters: the
// whole is in its report.
func triageEdit(e string) string {
	if r := []rune(e); len(r) > 50 {
		return string(r[:49]) + "…"
	}
	return e
}

// triageEnd is the error of a triage that did not complete every report,
// nil for one that did: Ctrl-C, the budget, or a failed reduction.
func triageEnd(t *triage.Triage, out string) error {
	n := t.Incomplete()
	index := filepath.Join(out, triage.Index)
	took := time.Duration(t.Seconds * float64(time.Second)).Round(time.Second)
	switch {
	case t.Stop == triage.StopInterrupted:
		return fmt.Errorf("%w; triage stopped after %s: its reports are written, %d of %d incomplete (%s says which)", ErrInterrupted, took, n, len(t.Reports), index)
	case t.Stop == triage.StopBudget:
		return &cmdline.Error{Err: unfinished(fmt.Sprintf("triage stopped by --budget %s: %d of %d reports are incomplete (a stopped reduction keeps its best so far); %s says which",
			t.Budget, n, len(t.Reports), index)), Hint: "a longer --budget reduces further"}
	case n > 0:
		return hinted("each report says why; run 'corral reduce' on its example to see more",
			"%d of %d reports are incomplete: their reduction failed (%s says which)", n, len(t.Reports), index)
	}
	return nil
}

// unfinished is a triage the budget stopped: exit status 3, as reduce's
// --timeout.
type unfinished string

func (u unfinished) Error() string        { return string(u) }
func (u unfinished) Is(target error) bool { return target == ErrUnfinished }
