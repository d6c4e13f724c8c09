package cli

import (
	"context"
	"encoding/json"
	"fmt"
	"os"

	"github.com/spf13/cobra"

	"github.com/corral-go/corral/internal/cmdline"
	"github.com/corral-go/corral/internal/corral"
	"github.com/corral-go/corral/internal/corral/bisect"
	"github.com/corral-go/corral/internal/corral/report"
	"github.com/corral-go/corral/internal/words"
)

// bisectFlags are bisect's flags and the options they make.
type bisectFlags struct {
	baseline, jsonOut string
	compilers         []string
	// --git: the repository, the range of commits, how to build one and
	// run it, and where their worktrees go.
	gitRepo, gitRange, build, cmdAt, work string
	// --ladder: a template of {n}, over --range.
	ladder string
	opts   bisect.Options
}

func bisectCommand(stdio cmdline.Stdio) *cobra.Command {
	f := &bisectFlags{opts: bisect.Options{Probes: 3}}
	c := &cobra.Command{
		Use:   "bisect [flags] [CMD1 CMD2 [CMD3...] | --git DIR --range OLD..NEW --build CMD --cmd-at TEMPLATE | --ladder TEMPLATE --range A..B]",
		Short: "Find, for each kind of change of the last check, the first compiler of a list that makes it",
		Long: `bisect takes an ordered list of compilers, oldest first (each a --cmd
template: the compiler of the baseline, the versions between, the compiler
of the last check), and finds for each kind of change of the last check
the first compiler that shows it and the last one before it that does not.

It runs only a few files of each kind (--probes, the kind's example first)
and bisects every kind side by side, each compiler run once for all the
kinds that ask for it: about log2(N) runs for N compilers, however many
kinds. Each run is stored ('corral runs' lists them as bisect; 'corral
report --run N' shows one). The other settings are the last check's.

With no compilers, when the check ran the baseline's program with other
options, corral makes the compilers itself: from the baseline's command
to the check's, one option added, removed or changed at a time, so that
each kind is named by the option that makes it. A change of optimization
level is each option the new level turns on or off, where the compiler
tells (gcc -Q --help=optimizers), and the rest of the level last. An
option that is the first to show no kind is run on the kinds' files
against the step before it (8 such options at most): one that changes
them is a cause of its own, whose edits the kinds hold as another's side
effects, and is named under the table.

With --ladder TEMPLATE and --range A..B, the compilers are TEMPLATE with
{n} for each integer of the range: a counter such as LLVM's -mllvm
-opt-bisect-limit={n}, which runs the first n optimization passes, or
gcc's -fdbg-cnt=NAME:{n}. Each kind costs about log2(B-A) runs of its own
files, and where the compiler prints what step n was (LLVM's "BISECT:
running pass (n) NAME on FUNCTION"), the kind is named by it. Record and
check with that log normalized away, so that it is not compared:
--normalize '^BISECT: .*$='.

With --git, the compilers are the commits of a range (OLD, then each
commit after it up to NEW, first parents only): a commit a step asks for
is checked out in a worktree of its own, built with --build ({dir} is the
worktree), and run as --cmd-at ({dir} too); about log2(N) builds. A
build is held as a check's job is: what it leaves running is killed.

Ctrl-C stops a bisect at once, in a build too (exit 130); the runs made
so far stay stored, and the same command starts it over.`,
		Example: `  corral bisect 'bcom -version 1 {}' 'bcom -version 2 {}' 'bcom -version 3 {}' 'bcom -version 4 {}' 'bcom -version 5 {}'
  corral bisect                 # check ran 'gcc -O2 -S {}', baseline 'gcc -O1 -S {}': each option -O2 adds
  corral bisect --ladder 'clang-19 -O2 -S -o - -mllvm -opt-bisect-limit={n} {}' --range 0..3000
  corral bisect --compilers 'cc-1.0 {}' --compilers 'cc-1.1 {}' --compilers 'cc-2.0 {}' --json bisect.json
  corral bisect --git ~/src/bcom --range v1..main --build 'go build -o bin/ ./cmd/bcom' --cmd-at '{dir}/bin/bcom {}'`,
		RunE: func(c *cobra.Command, args []string) error {
			return f.run(c.Context(), args, stdio)
		},
	}
	f.flags(c)
	return c
}

// flags adds bisect's flags to c: a flat table.
func (f *bisectFlags) flags(c *cobra.Command) {
	c.Flags().StringVarP(&f.baseline, "baseline", "b", "corral.db", "the baseline store")
	c.Flags().StringArrayVar(&f.compilers, "compilers", nil, "a compiler's --cmd template, oldest first (repeatable; or give them as arguments)")
	c.Flags().IntVar(&f.opts.Probes, "probes", 3, "files of each kind run at each step, its example first")
	c.Flags().IntVar(&f.opts.Sample, "sample", 10, "files the last check found the same, run beside them: a compiler between that changed them is named")
	c.Flags().IntVarP(&f.opts.Jobs, "jobs", "j", corral.DefaultJobs(), "parallel jobs")
	c.Flags().StringVar(&f.jsonOut, "json", "", "write the result as JSON to FILE ('-' for stdout)")
	c.Flags().StringVar(&f.gitRepo, "git", "", "bisect over the commits of the git repository DIR (with --range, --build, --cmd-at)")
	c.Flags().StringVar(&f.gitRange, "range", "", "the commits: OLD..NEW; with --ladder, the integers: A..B")
	c.Flags().StringVar(&f.ladder, "ladder", "", "bisect over a counter: a --cmd template with {n}, for n over --range (LLVM's -mllvm -opt-bisect-limit={n})")
	c.Flags().StringVar(&f.build, "build", "", "build a commit: a shell command run in its worktree ({dir})")
	c.Flags().StringVar(&f.cmdAt, "cmd-at", "", "a commit's compiler: a --cmd template with {dir} for its worktree")
	c.Flags().StringVar(&f.work, "worktrees", "", "make the worktrees here, and keep their build logs (default: a temporary directory, removed)")
}

// run is bisect over the compilers given as flags and args, or over the
// commits of --git: the library bisects, this prints.
func (f *bisectFlags) run(ctx context.Context, args []string, stdio cmdline.Stdio) error {
	opts := &f.opts
	opts.Compilers = append(f.compilers, args...)
	opts.Names = opts.Compilers
	opts.Dir, _ = os.Getwd()
	if err := useCounter(f.ladder, f.gitRange, f.gitRepo, opts); err != nil {
		return err
	}
	if f.gitRepo != "" {
		done, err := f.useGit(ctx)
		if err != nil {
			return err
		}
		defer done()
	}
	switch {
	case opts.Jobs < 1:
		return hinted("--jobs 1 runs one file at a time", "--jobs must be at least 1, got %d", opts.Jobs)
	case opts.Probes < 1:
		return hinted("--probes 1 runs each kind's example alone", "--probes must be at least 1, got %d", opts.Probes)
	case opts.Sample < 0:
		return hinted("--sample 0 runs no same file beside them", "--sample must not be negative, got %d", opts.Sample)
	}
	st, err := openExisting(ctx, f.baseline, false)
	if err != nil {
		return err
	}
	defer st.Close()
	opts.OnRun = func(i, of int, name string, files int) {
		fmt.Fprintf(stdio.Err, "corral: bisect: compiler %d of %d on %s: %s\n", i+1, of,
			words.Plural(files, "file", "files"), report.Printable([]byte(name)))
	}
	b, err := bisect.Run(ctx, st, *opts)
	if err != nil {
		return err
	}
	if f.jsonOut != "" {
		if err := writeBisectJSON(f.jsonOut, b, stdio); err != nil {
			return err
		}
	}
	// With --json -, stdout is the JSON alone, for a program to read,
	// as with triage and reduce.
	if f.jsonOut != "-" {
		printBisect(stdio.Out, b)
	}
	return nil
}

// useCounter makes the compilers those of --ladder TEMPLATE over --range
// A..B, when --ladder is given: for bisect and triage alike.
func useCounter(ladder, rng, gitRepo string, opts *bisect.Options) error {
	if ladder == "" {
		return nil
	}
	if len(opts.Compilers) > 0 || gitRepo != "" {
		return hinted("e.g. --ladder 'clang -O2 -S -mllvm -opt-bisect-limit={n} {}' --range 0..5000", "--ladder takes --range, not a list of compilers or --git")
	}
	c, err := bisect.ParseCounter(ladder, rng)
	if err != nil {
		return err
	}
	return c.Use(opts)
}

// useGit makes the compilers the commits of --range, each built in a
// worktree of its own under --worktrees, or under a temporary directory.
// done closes the worktrees and removes the temporary directory; on an
// error there is nothing left to clean up.
func (f *bisectFlags) useGit(ctx context.Context) (done func(), err error) {
	if len(f.opts.Compilers) > 0 || f.cmdAt == "" {
		return nil, hinted("e.g. --git DIR --range v1..main --build 'make' --cmd-at '{dir}/bin/cc {}'", "--git takes --range, --build and --cmd-at, not a list of compilers")
	}
	removeWork := func() {}
	if f.work == "" {
		work, err := os.MkdirTemp("", "corral-bisect-")
		if err != nil {
			return nil, err
		}
		f.work, removeWork = work, func() { os.RemoveAll(work) }
	}
	g, err := bisect.NewGitCompilers(ctx, f.gitRepo, f.gitRange, f.build, f.cmdAt, f.work)
	if err != nil {
		removeWork()
		return nil, err
	}
	f.opts.Count, f.opts.Compiler, f.opts.Names = len(g.Commits), g.Compiler, g.Names
	return func() {
		g.Close()
		removeWork()
	}, nil
}

// writeBisectJSON writes the bisect's result.
func writeBisectJSON(path string, b *bisect.Bisected, stdio cmdline.Stdio) error {
	type kind struct {
		ID          string   `json:"id"`
		Count       int      `json:"count"`
		Changed     []string `json:"changed"`
		Edit        string   `json:"edit"`
		Family      string   `json:"family,omitempty"` // the family's name
		Shapes      []string `json:"shapes"`
		First       *int     `json:"first"`        // 1-based index into compilers; null: none shows it
		LastWithout *int     `json:"last_without"` // null: none before it
		Probed      []string `json:"probed"`
		// What the last compiler did to the probed files of a kind it
		// did not show.
		Unshown *bisectUnshownJSON `json:"unshown,omitempty"`
		// A ladder's: whether the baseline's command with the first
		// compiler's option alone shows it; absent when not checked.
		Alone *bool `json:"alone,omitempty"`
		// A ladder's step that changes the output though no kind of
		// the check is first shown by it: the kind is the edits it
		// brings (listed in hidden, not kinds).
		Hidden bool `json:"hidden,omitempty"`
	}
	out := struct {
		CheckRun  int64               `json:"check_run"`
		Compilers []string            `json:"compilers"`
		Ladder    []string            `json:"ladder,omitempty"` // the compilers' templates, when corral built them
		Runs      map[string]int64    `json:"runs"`             // compiler (1-based) → run ID
		AloneRuns []int64             `json:"alone_runs,omitempty"`
		Kinds     []kind              `json:"kinds"`
		Hidden    []kind              `json:"hidden,omitempty"` // causes no kind of the check stands for
		Sampled   []string            `json:"sampled"`
		Undone    map[string][]string `json:"undone"` // compiler (1-based) → sampled same files it changed
		bisectSummaryJSON
	}{CheckRun: b.CheckRun, Compilers: b.Compilers, Ladder: b.Ladder, AloneRuns: b.AloneRuns, Runs: map[string]int64{}, Kinds: []kind{}, Sampled: b.Sampled, Undone: map[string][]string{},
		bisectSummaryJSON: summaryJSON(b)}
	for i, u := range b.Undone {
		out.Undone[fmt.Sprint(i+1)] = u
	}
	for i, r := range b.Runs {
		out.Runs[fmt.Sprint(i+1)] = r
	}
	one := func(i int) *int {
		if i < 0 {
			return nil
		}
		i++
		return &i
	}
	conv := func(k bisect.KindFound) kind {
		kk := kind{ID: k.ID, Count: k.Count, Changed: k.Changed, Edit: k.Edit, Family: b.Families[k.Family],
			First: one(k.First), LastWithout: one(k.LastWithout), Probed: k.Probed, Shapes: []string{}, Alone: k.Alone, Hidden: k.Hidden}
		if u := k.Unshown; u != nil {
			kk.Unshown = &bisectUnshownJSON{Same: u.Same, Other: u.Other, Failed: u.Failed}
		}
		for _, sh := range k.Shapes {
			kk.Shapes = append(kk.Shapes, sh.Sig)
		}
		return kk
	}
	for _, k := range b.Kinds {
		out.Kinds = append(out.Kinds, conv(k))
	}
	for _, k := range b.Hidden {
		out.Hidden = append(out.Hidden, conv(k))
	}
	data, err := json.MarshalIndent(out, "", "  ")
	if err != nil {
		return err
	}
	data = append(data, '\n')
	if path == "-" {
		_, err = stdio.Out.Write(data)
		return err
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	return nil
}

// bisectSummaryJSON is the bisect's summary in its JSON: what each
// compiler shows first, the families by the compiler that first shows
// their kinds, and the kinds the last compiler did not show. Compilers
// are 1-based indexes into compilers, kinds IDs of kinds.
type bisectSummaryJSON struct {
	CheckCmd string `json:"check_cmd"`
	// Whether the last compiler is the check's --cmd, as written; null
	// for commits, each built anew.
	LastIsCheck *bool                `json:"last_is_check"`
	ByCompiler  []bisectCompilerJSON `json:"by_compiler"`
	Families    []bisectFamilyJSON   `json:"families"` // largest first
	NotShown    bisectNotShownJSON   `json:"not_shown"`
}

// bisectCompilerJSON counts the kinds a compiler is the first to show.
type bisectCompilerJSON struct {
	Compiler int `json:"compiler"`
	Kinds    int `json:"kinds"`
	Families int `json:"families"`
	Files    int `json:"files"`
}

type bisectFamilyJSON struct {
	ID      string            `json:"id"`
	Name    string            `json:"name"`
	Kinds   int               `json:"kinds"`
	Files   int               `json:"files"`
	ByFirst []bisectFirstJSON `json:"by_first"` // oldest compiler first
}

// bisectFirstJSON is the kinds of a family one compiler first shows.
type bisectFirstJSON struct {
	First       int      `json:"first"`
	LastWithout *int     `json:"last_without"` // null: the first compiler already shows them
	Kinds       []string `json:"kinds"`        // largest first
	Files       int      `json:"files"`
}

type bisectNotShownJSON struct {
	Kinds []string `json:"kinds"` // largest first
	Files int      `json:"files"`
}

// bisectUnshownJSON is what the last compiler did to the probed files
// of a kind it did not show (see bisect.Unshown).
type bisectUnshownJSON struct {
	Same   int `json:"same"`
	Other  int `json:"other"`
	Failed int `json:"failed"`
}

// summaryJSON is b.Summary for the JSON.
func summaryJSON(b *bisect.Bisected) bisectSummaryJSON {
	s := &b.Summary
	ids := func(ks []int) []string {
		out := []string{}
		for _, j := range ks {
			out = append(out, b.Kinds[j].ID)
		}
		return out
	}
	out := bisectSummaryJSON{CheckCmd: b.CheckCmd, LastIsCheck: b.LastIsCheck, ByCompiler: []bisectCompilerJSON{}, Families: []bisectFamilyJSON{},
		NotShown: bisectNotShownJSON{Kinds: ids(s.NotShown), Files: s.NotShownFiles}}
	for i, c := range s.Compilers {
		out.ByCompiler = append(out.ByCompiler, bisectCompilerJSON{Compiler: i + 1, Kinds: c.Kinds, Families: c.Families, Files: c.Files})
	}
	for _, f := range s.Families {
		fj := bisectFamilyJSON{ID: f.ID, Name: f.Name, Kinds: f.Kinds, Files: f.Files, ByFirst: []bisectFirstJSON{}}
		for _, g := range f.ByFirst {
			gj := bisectFirstJSON{First: g.First + 1, Kinds: ids(g.Kinds), Files: g.Files}
			if g.LastWithout >= 0 {
				lw := g.LastWithout + 1
				gj.LastWithout = &lw
			}
			fj.ByFirst = append(fj.ByFirst, gj)
		}
		out.Families = append(out.Families, fj)
	}
	return out
}
