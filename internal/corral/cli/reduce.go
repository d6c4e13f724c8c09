package cli

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/corral-go/corral/internal/cmdline"
	"github.com/corral-go/corral/internal/corral/host"
	"github.com/corral-go/corral/internal/corral/reduce"
	"github.com/corral-go/corral/internal/corral/report"
)

func reduceCommand(stdio cmdline.Stdio) *cobra.Command {
	var baseline, jsonOut string
	opts := reduce.Options{Jobs: host.UsableCPUs(os.Getenv)}
	c := &cobra.Command{
		Use:   "reduce PATH [--kind ID]",
		Short: "Reduce a changed file of the last check to a small program that still shows its kind of change",
		Long: `reduce makes the source of PATH, a changed file of the last check, as small
as cvise can while the old and the new compiler still give results that
differ in the same kind of change (the file's first kind, or --kind ID; a
crash stays a crash, a changed exit status stays changed). The compilers
are the baseline's and the last check's --cmd, or --old-cmd and --new-cmd
when the old compiler was replaced in place. Each candidate is compiled
among the source's support files (those not compiled, like HDR_*
headers), as a check would.

C sources get cvise's C passes; any other text its line and token passes.
It prints the reduced source, both results and their diff, and the time
and sizes; the reduction is kept in --workdir, with cvise's log. --timeout
bounds it, and Ctrl-C stops it: however cvise ends, the smallest candidate
it found of the kind is kept and printed, and the exit status says the
reduction did not finish (3 at --timeout, 130 at Ctrl-C, 2 when cvise
failed). Needs cvise (apt-get install cvise).`,
		Example: `  corral reduce src/billing/mod00/billing_00120.bas
  corral reduce src/a.c --kind k53f80c0 --timeout 5m --json reduced.json
  corral reduce src/a.c --old-cmd 'gcc-12 -O1 -S -o - {}' --new-cmd 'gcc-12 -O2 -S -o - {}'`,
		Args: cmdline.ExactArgs(1, "PATH, a changed file of the last check"),
		RunE: func(c *cobra.Command, args []string) error {
			ctx := c.Context()
			opts.Path = args[0]
			st, err := openExisting(ctx, baseline, false)
			if err != nil {
				return err
			}
			defer st.Close()
			if opts.Corral, err = os.Executable(); err != nil {
				return err
			}
			opts.Dir, _ = os.Getwd()
			if opts.WorkDir == "" {
				opts.WorkDir = filepath.Join(os.TempDir(), fmt.Sprintf("corral-reduce-%d", time.Now().UnixNano()))
			}
			fmt.Fprintf(stdio.Err, "corral: reduce: %s with cvise in %s\n", report.Quote(opts.Path), opts.WorkDir)
			r, err := reduce.Run(ctx, st, opts)
			if err != nil {
				return err
			}
			if jsonOut != "" {
				data, _ := json.MarshalIndent(r, "", "  ")
				data = append(data, '\n')
				if jsonOut == "-" {
					stdio.Out.Write(data)
				} else if err := os.WriteFile(jsonOut, data, 0o644); err != nil {
					return fmt.Errorf("write %s: %w", jsonOut, err)
				}
			}
			if jsonOut != "-" {
				printReduced(stdio, r)
			}
			return reduceStopped(r)
		},
	}
	c.Flags().StringVarP(&baseline, "baseline", "b", "corral.db", "the baseline store")
	c.Flags().StringVar(&opts.Kind, "kind", "", "the kind of change to keep (default: the file's first)")
	c.Flags().StringVar(&opts.OldCmd, "old-cmd", "", "the old compiler's --cmd template (default: the baseline's)")
	c.Flags().StringVar(&opts.NewCmd, "new-cmd", "", "the new compiler's --cmd template (default: the last check's)")
	c.Flags().DurationVarP(&opts.Timeout, "timeout", "t", 0, "stop after DURATION and keep the best so far (e.g. 10m; 0 = none)")
	c.Flags().DurationVar(&opts.JobTimeout, "job-timeout", 10*time.Second, "bound one compile of a candidate")
	c.Flags().IntVarP(&opts.Jobs, "jobs", "j", opts.Jobs, "candidates cvise tests at once")
	c.Flags().StringVar(&opts.WorkDir, "workdir", "", "keep the reduction here (default: a new directory in TMPDIR)")
	c.Flags().StringVar(&jsonOut, "json", "", "write the result as JSON to FILE ('-' for stdout)")
	return c
}

// reduceStopped is the error of a reduction that cvise did not finish,
// nil for one it did: what stopped it, and the best so far, kept.
func reduceStopped(r *reduce.Result) error {
	took := time.Duration(r.Seconds * float64(time.Second))
	if took < time.Minute {
		took = took.Round(100 * time.Millisecond)
	} else {
		took = took.Round(time.Second)
	}
	best := fmt.Sprintf("best so far: %d bytes (from %d), saved to %s", r.ReducedBytes, r.OriginalBytes, r.ReducedPath)
	switch r.Stop {
	case "":
		return nil
	case reduce.StopInterrupted:
		return fmt.Errorf("%w; reduce stopped after %s; %s", ErrInterrupted, took, best)
	case reduce.StopStalled:
		return nil
	case reduce.StopTimeout:
		return &cmdline.Error{Err: fmt.Errorf("%w by %s after %s; %s", ErrUnfinished, r.Stopped, took, best),
			Hint: "a longer --timeout reduces further"}
	}
	return &cmdline.Error{Err: fmt.Errorf("cvise failed after %s (%s); %s\n%s", took, strings.TrimPrefix(r.Stopped, "cvise failed: "), best, r.CviseTail),
		Hint: "cvise's whole output is in " + r.CviseLog}
}

// reduceTestCommand is cvise's interestingness test, which corral reduce
// writes into its script: hidden, for cvise alone.
func reduceTestCommand(stdio cmdline.Stdio) *cobra.Command {
	return &cobra.Command{
		Use:    "reduce-test STATE CANDIDATE",
		Short:  "cvise's interestingness test for corral reduce (exit 0: the candidate still shows the kind)",
		Hidden: true,
		Args:   cmdline.ExactArgs(2, "STATE and CANDIDATE"),
		RunE: func(c *cobra.Command, args []string) error {
			ok, why, err := reduce.Test(c.Context(), args[0], args[1])
			if err != nil {
				return err
			}
			if !ok {
				fmt.Fprintln(stdio.Err, why)
				return ErrDifferences // exit 1: not interesting
			}
			return nil
		},
	}
}

// printReduced writes the reduced source, both results and the diff.
func printReduced(stdio cmdline.Stdio, r *reduce.Result) {
	fmt.Fprintf(stdio.Out, "reduce: %s, kind %s (%s): %d → %d lines, %d → %d bytes (%.0f× fewer lines) in %.1fs",
		report.Quote(r.Path), r.Kind.ID, report.Printable([]byte(r.Kind.Edit)), r.OriginalLines, r.ReducedLines,
		r.OriginalBytes, r.ReducedBytes, float64(max(r.OriginalLines, 1))/float64(max(r.ReducedLines, 1)), r.Seconds)
	if r.Stopped != "" {
		fmt.Fprintf(stdio.Out, " (stopped: %s; the best so far)", r.Stopped)
	}
	fmt.Fprintf(stdio.Out, "\nreduced source (%s):\n", r.ReducedPath)
	for _, l := range strings.Split(strings.TrimRight(r.Reduced, "\n"), "\n") {
		fmt.Fprintln(stdio.Out, "  "+report.Printable([]byte(l)))
	}
	for _, c := range []struct {
		name string
		cmd  string
		res  reduce.Compiled
	}{{"old", r.OldCmd, r.Old}, {"new", r.NewCmd, r.New}} {
		exit := fmt.Sprint(c.res.ExitCode)
		if c.res.Signal != "" {
			exit = "killed by " + c.res.Signal
		}
		fmt.Fprintf(stdio.Out, "%s: %s: exit status %s, %d bytes of stdout, %d of stderr\n", c.name, report.Printable([]byte(c.cmd)),
			exit, len(c.res.Stdout), len(c.res.Stderr))
	}
	fmt.Fprintln(stdio.Out, "diff:")
	for _, l := range r.Diff {
		fmt.Fprintln(stdio.Out, "  "+report.Printable([]byte(l)))
	}
}
