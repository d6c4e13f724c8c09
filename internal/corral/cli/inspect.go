package cli

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"os"
	"path"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/corral-go/corral/internal/bytesize"
	"github.com/corral-go/corral/internal/cmdline"
	"github.com/corral-go/corral/internal/corral"
	"github.com/corral-go/corral/internal/corral/backend"
	"github.com/corral-go/corral/internal/corral/bisect"
	"github.com/corral-go/corral/internal/corral/report"
	"github.com/corral-go/corral/internal/corral/result"
	"github.com/corral-go/corral/internal/corral/stored"
	"github.com/corral-go/corral/internal/quote"
	"github.com/corral-go/corral/internal/words"
)

func runsCommand(stdio cmdline.Stdio) *cobra.Command {
	var baseline string
	var asJSON bool
	c := &cobra.Command{
		Use:   "runs",
		Short: "List the runs in the store with their summaries, newest first",
		Example: `  corral runs
  corral runs --json | jq '.[0].summary'`,
		Args: cobra.NoArgs,
		RunE: func(c *cobra.Command, _ []string) error {
			st, err := openExisting(c.Context(), baseline, true)
			if err != nil {
				return err
			}
			defer st.Close()
			runs, err := st.Runs(c.Context())
			if err != nil {
				return err
			}
			if asJSON {
				type jsonRun struct {
					ID       int64           `json:"id"`
					Command  string          `json:"command"`
					State    string          `json:"state"`
					Started  string          `json:"started"`
					Finished string          `json:"finished,omitempty"`
					Cmd      string          `json:"cmd"`
					Source   string          `json:"source"`
					Summary  json.RawMessage `json:"summary,omitempty"`
					Config   json.RawMessage `json:"config,omitempty"`
				}
				out := make([]jsonRun, 0, len(runs))
				for _, r := range runs {
					j := jsonRun{ID: r.ID, Command: string(r.Command), State: runState(r), Started: r.Started.Format("2006-01-02T15:04:05Z07:00"), Cmd: r.Cmd, Source: r.Source}
					if r.Config != "" {
						j.Config = json.RawMessage(r.Config)
					}
					if !r.Finished.IsZero() {
						j.Finished = r.Finished.Format("2006-01-02T15:04:05Z07:00")
					}
					if r.Summary != "" {
						j.Summary = json.RawMessage(r.Summary)
					}
					out = append(out, j)
				}
				enc := json.NewEncoder(stdio.Out)
				enc.SetIndent("", "  ")
				return enc.Encode(out)
			}
			tw := tabwriter.NewWriter(stdio.Out, 0, 4, 2, ' ', 0)
			fmt.Fprintln(tw, "RUN\tCOMMAND\tSTATE\tSTARTED\tSUMMARY\tCMD")
			for _, r := range runs {
				fmt.Fprintf(tw, "%d\t%s\t%s\t%s\t%s\t%s\n", r.ID, r.Command, runState(r), r.Started.Local().Format("2006-01-02 15:04:05"), summaryText(r.Summary), report.Printable([]byte(r.Cmd)))
			}
			if err := tw.Flush(); err != nil {
				return err
			}
			sq, ok := st.(*backend.SQLite)
			if !ok {
				return nil // what a store holds on disk is SQLite's to say
			}
			z, err := sq.Size(c.Context())
			if err != nil {
				return err
			}
			fmt.Fprintf(stdio.Out, "store %s: %s on disk, %s, %s (%s uncompressed); 'corral prune' drops what nothing needs\n",
				baseline, bytesize.Format(z.OnDisk), words.Plural(z.Runs, "run", "runs"), words.Plural(z.Blobs, "blob", "blobs"), bytesize.Format(z.BlobBytes))
			return nil
		},
	}
	c.Flags().StringVarP(&baseline, "baseline", "b", "corral.db", "the baseline store")
	c.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	return c
}

func summaryText(js string) string {
	var s report.Summary
	if js == "" || json.Unmarshal([]byte(js), &s) != nil {
		return "-"
	}
	return fmt.Sprintf("%s: %d same, %d changed, %d new, %d missing, %d timeout, %d error, %.1fs",
		words.Plural(s.Total, "file", "files"), s.Same, s.Changed, s.New, s.Missing, s.Timeout, s.Error, s.WallSeconds)
}

func showCommand(stdio cmdline.Stdio) *cobra.Command {
	var baseline, run, output string
	var diffLines int
	var stdout, stderr bool
	c := &cobra.Command{
		Use:   "show PATH",
		Short: "Print a file's stored result: baseline and last check, with the diff, or one stored stream",
		Long: `Print a file's stored result: its baseline and its last check, with the
diff between them. With --stdout, --stderr or --output NAME, print that
stream's stored bytes instead: the baseline's, or those of run N (--run N;
--run check for the last check). They are written as they are when
stdout is not a terminal, and with control characters escaped when it is.`,
		Example: `  corral show src/billing/mod03/billing_00464.bas
  corral show --diff-lines 200 lib/a.bas
  corral show --stderr --run check src/a.bas   # the error of the last check
  corral show --output '{.}.c' src/a.bas > a.c  # the baseline's output, raw`,
		Args: cmdline.ExactArgs(1, "one PATH, as the report shows it"),
		RunE: func(c *cobra.Command, args []string) error {
			p := path.Clean(args[0])
			streams := 0
			for _, on := range []bool{stdout, stderr, output != ""} {
				if on {
					streams++
				}
			}
			switch {
			case streams > 1:
				return hinted("give one of them", "--stdout, --stderr and --output name one stream each")
			case streams == 1:
				what := "stdout"
				if stderr {
					what = "stderr"
				} else if output != "" {
					what = "output:" + output
				}
				return showStream(c.Context(), baseline, p, what, run, stdio)
			case run != "":
				return hinted("add --stdout, --stderr or --output NAME", "--run picks the run of a stream")
			}
			return show(c.Context(), baseline, p, diffLines, stdio)
		},
	}
	c.Flags().StringVarP(&baseline, "baseline", "b", "corral.db", "the baseline store")
	c.Flags().IntVar(&diffLines, "diff-lines", 200, "lines of diff shown")
	c.Flags().BoolVar(&stdout, "stdout", false, "print the stored stdout")
	c.Flags().BoolVar(&stderr, "stderr", false, "print the stored stderr")
	c.Flags().StringVar(&output, "output", "", "print the stored output `NAME` (as the report names it, e.g. src/a.c)")
	c.Flags().StringVar(&run, "run", "", "the run `N` of the stream ('corral runs' lists them), or check for the last check; default the baseline")
	return c
}

// showStream writes one stored stream of the file at p: raw to a pipe or
// a file, escaped to a terminal.
func showStream(ctx context.Context, db, p, what, run string, stdio cmdline.Stdio) error {
	st, err := openExisting(ctx, db, true)
	if err != nil {
		return err
	}
	defer st.Close()
	results, where, err := stored.RunResults(ctx, st, run)
	if err != nil {
		return err
	}
	r, ok := results[p]
	if !ok {
		return stored.UnknownPath(p, "not in "+where, maps.Keys(results))
	}
	ref, err := stored.StreamRef(r, p, what, where)
	if err != nil {
		return err
	}
	if !cmdline.IsTerminal(stdio.Out) {
		return st.CopyBlob(ctx, ref.Hash, stdio.Out)
	}
	q := quote.NewWriter(stdio.Out)
	if err := st.CopyBlob(ctx, ref.Hash, q); err != nil {
		return err
	}
	return q.Close()
}

func show(ctx context.Context, db, p string, diffLines int, stdio cmdline.Stdio) error {
	st, err := openExisting(ctx, db, true)
	if err != nil {
		return err
	}
	defer st.Close()
	sh, err := stored.Show(ctx, st, p)
	if err != nil {
		return err
	}
	// Into a pipe or a file, long lines stay whole, so that the hunks
	// apply.
	pr := &report.Printer{View: report.View{DiffLines: diffLines, WholeLines: !cmdline.IsTerminal(stdio.Out)}, W: stdio.Out, Color: cmdline.Color(stdio.Out)}
	if sh.Base != nil {
		fmt.Fprintf(stdio.Out, "baseline (run %d):\n", sh.Base.RunID)
		describe(stdio.Out, *sh.Base)
	}
	if sh.Check != nil {
		fmt.Fprintf(stdio.Out, "last check (run %d):\n", sh.CheckRun)
		describe(stdio.Out, *sh.Check)
		pr.Differ = sh.Report.Differ(st)
		f := sh.Report.Files[0]
		fmt.Fprintf(stdio.Out, "status: %s\n", f.Status)
		if f.Status == report.Changed {
			lines, err := pr.Diff(ctx, &f)
			if err != nil {
				return err
			}
			for _, l := range lines {
				fmt.Fprintln(stdio.Out, "  "+l)
			}
		}
	}
	return nil
}

func describe(w io.Writer, r result.Result) {
	switch {
	case r.Status == result.Missing:
		fmt.Fprintln(w, "  missing from the source")
		return
	case r.Error != "":
		fmt.Fprintf(w, "  could not start: %s\n", report.Printable([]byte(r.Error)))
		return
	case r.Signal != "":
		fmt.Fprintf(w, "  %s, killed by %s after %s\n", r.Status, r.Signal, r.Duration)
	default:
		fmt.Fprintf(w, "  exit status %d after %s\n", r.ExitCode, r.Duration)
	}
	fmt.Fprintf(w, "  stdout %d bytes, sha256 %.12s\n  stderr %d bytes, sha256 %.12s\n", r.Stdout.Size, r.Stdout.Hash, r.Stderr.Size, r.Stderr.Hash)
	for _, o := range r.Outputs {
		if o.Missing {
			fmt.Fprintf(w, "  output %s missing\n", report.Quote(o.Name))
		} else {
			fmt.Fprintf(w, "  output %s %d bytes, sha256 %.12s\n", report.Quote(o.Name), o.Size, o.Hash)
		}
	}
}

func exportCommand(stdio cmdline.Stdio) *cobra.Command {
	var baseline string
	c := &cobra.Command{
		Use:   "export DIR",
		Short: "Write the baseline's results as plain files, for other tools",
		Long: `export writes, for every file of the baseline, PATH.stdout, PATH.stderr and
PATH.status (the exit status, or the signal) under DIR, and each declared
output under its own name. DIR must be new or empty.`,
		Example: `  corral export golden/ && diff -r golden/ other-golden/`,
		Args:    cmdline.ExactArgs(1, "one DIR to write to"),
		RunE: func(c *cobra.Command, args []string) error {
			return export(c.Context(), baseline, args[0], stdio)
		},
	}
	c.Flags().StringVarP(&baseline, "baseline", "b", "corral.db", "the baseline store")
	return c
}

func export(ctx context.Context, db, dir string, stdio cmdline.Stdio) error {
	st, err := openSQLite(ctx, db, true)
	if err != nil {
		return err
	}
	defer st.Close()
	files, results, err := st.Export(ctx, dir)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdio.Out, "export: %d files of %d results written to %s\n", files, results, dir)
	return nil
}

// openExisting opens a store that must already exist, by its DSN (see
// backend.Open); readOnly for the commands that only read it, which then
// create and change nothing.
func openExisting(ctx context.Context, dsn string, readOnly bool) (corral.Store, error) {
	if backend.IsPath(dsn) {
		if _, err := os.Stat(dsn); err != nil {
			return nil, hinted("run 'corral record' first, or pass --baseline", "no store at %s", dsn)
		}
	} else {
		// Another backend's store: opened for reading first, which
		// creates none, so that a mistyped DSN makes no empty store.
		ro, err := backend.OpenReadOnly(ctx, dsn)
		if err != nil {
			return nil, hinted("run 'corral record' first, or pass --baseline", "no store at %s (%v)", dsn, err)
		}
		if readOnly {
			return ro, nil
		}
		if err := ro.Close(); err != nil {
			return nil, err
		}
	}
	if readOnly {
		return backend.OpenReadOnly(ctx, dsn)
	}
	return backend.Open(ctx, dsn)
}

// openSQLite opens an existing SQLite store, by its path, for what only
// SQLite's stores do: verify, repair, prune, export, merge into.
func openSQLite(ctx context.Context, path string, readOnly bool) (*backend.SQLite, error) {
	if !backend.IsPath(path) {
		return nil, hinted("name the SQLite store by its path", "%s is not a SQLite store's path: this command works on SQLite stores only", path)
	}
	if _, err := os.Stat(path); err != nil {
		return nil, hinted("run 'corral record' first, or pass --baseline", "no store at %s", path)
	}
	if readOnly {
		return backend.OpenSQLiteReadOnly(ctx, path)
	}
	return backend.OpenSQLite(ctx, path)
}

func reportCommand(stdio cmdline.Stdio) *cobra.Command {
	var rf reportFlags
	var runID int64
	c := &cobra.Command{
		Use:   "report",
		Short: "Report a stored run again: the terminal report, and --html, --json or --junit files",
		Long: `report builds the report of a stored run against the current baseline, as
the run itself reported it: by default the last finished check.`,
		Example: `  corral report --html report.html
  corral report --run 12 --json r.json`,
		Args: cobra.NoArgs,
		RunE: func(c *cobra.Command, _ []string) error {
			ctx := c.Context()
			out, err := openReports(&rf)
			if err != nil {
				return err
			}
			defer out.discard()
			if err := out.refuseOver(guarded{path: rf.baseline, what: "the baseline store"}); err != nil {
				return err
			}
			// Writable with --recompute-kinds, to keep the kinds made; a
			// store that cannot be written is read, and its kinds made
			// for this report alone.
			st, err := openExisting(ctx, rf.baseline, !rf.recomputeKinds)
			if err != nil && rf.recomputeKinds {
				if st, err = openExisting(ctx, rf.baseline, true); err == nil {
					cmdline.Warn(stdio.Err, "corral", "%s cannot be written: the kinds made again are not kept", report.Quote(rf.baseline))
				}
			}
			if err != nil {
				return err
			}
			defer st.Close()
			rep, stale, err := stored.Report(ctx, st, runID, rf.thresholds, rf.recomputeKinds, false)
			if err != nil {
				return err
			}
			if stale != "" {
				cmdline.Warn(stdio.Err, "corral", "%s", stale)
			}
			withCauses(ctx, st, rep)
			if err := out.write(ctx, rep, st, stdio); err != nil {
				return err
			}
			return runExit(rep, rf.failOnSlower)
		},
	}
	rf.flags(c, true)
	c.Flags().Int64Var(&runID, "run", 0, "the run to report (see 'corral runs'); default: the last finished check")
	c.Flags().BoolVar(&rf.recomputeKinds, "recompute-kinds", false, "make the run's kinds of change again when another version of corral made them (they are shown as made, with a note, otherwise)")
	return c
}

// runState is a run's state as the store has it, but "killed" for a run
// left running by a process that is gone (see corral.Killed): --resume
// continues it as an interrupted run.
func runState(r result.Run) string {
	if corral.Killed(r) {
		return "killed"
	}
	return r.State
}

// withCauses groups a stored check's kinds by the compiler that made
// them, as the newest bisect of the check found (see bisect.Last).
func withCauses(ctx context.Context, st corral.Store, rep *report.Report) {
	if rep.Command != "check" || len(rep.Kinds) == 0 {
		return
	}
	if b := bisect.Last(ctx, st, rep.RunID); b != nil {
		if c := b.Causes(); len(c.List) > 0 {
			rep.Causes = c
		}
	}
}
