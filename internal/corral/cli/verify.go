package cli

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/schollz/progressbar/v3"
	"github.com/spf13/cobra"

	"github.com/corral-go/corral/internal/bytesize"
	"github.com/corral-go/corral/internal/cmdline"
	"github.com/corral-go/corral/internal/corral/report"
	"github.com/corral-go/corral/internal/corral/store"
	"github.com/corral-go/corral/internal/words"
)

func verifyCommand(stdio cmdline.Stdio) *cobra.Command {
	var baseline string
	var repair bool
	c := &cobra.Command{
		Use:   "verify",
		Short: "Check every stored blob against its hash; --repair drops damaged ones so the next run stores them again",
		Long: `verify reads every blob of the store whole and checks its chunks, its size
and its content against its SHA-256, and checks that every blob a result
refers to is stored. It lists each damaged blob with the baseline files
that use it.

A run stores a blob only when its hash is not stored yet, so a damaged blob
would otherwise be reused by every later run. --repair drops the damaged
blobs: the next record or check that produces their content stores it
again. Until then, diffs and exports of the files that use them fail.

Exit status: 0 nothing damaged, 1 damage found (and dropped with --repair),
2 the store could not be read.`,
		Example: `  corral verify
  corral verify --repair && corral record --cmd 'bcom {}' sources.tar`,
		Args: cobra.NoArgs,
		RunE: func(c *cobra.Command, _ []string) error {
			return verify(c.Context(), baseline, repair, stdio)
		},
	}
	c.Flags().StringVarP(&baseline, "baseline", "b", "corral.db", "the store")
	c.Flags().BoolVar(&repair, "repair", false, "drop the damaged blobs, so that the next run stores their content again")
	return c
}

func verify(ctx context.Context, db string, repair bool, stdio cmdline.Stdio) error {
	st, err := openSQLite(ctx, db, !repair)
	if err != nil {
		return err
	}
	defer st.Close()
	var bar *progressbar.ProgressBar
	progress := func(done store.VerifyStats, blobs int) {
		if bar == nil {
			bar = progressbar.NewOptions(blobs, progressbar.OptionSetWriter(stdio.Err), progressbar.OptionSetDescription("verify"),
				progressbar.OptionShowCount(), progressbar.OptionSetItsString("blobs"), progressbar.OptionClearOnFinish())
		}
		_ = bar.Set(done.Blobs)
	}
	if !cmdline.IsTerminal(stdio.Err) {
		progress = nil
	}
	rep, err := st.Audit(ctx, repair, progress)
	if bar != nil {
		_ = bar.Finish()
	}
	if err != nil {
		return err
	}
	for _, d := range rep.Damaged {
		fmt.Fprintf(stdio.Out, "damaged blob %.12s: %s\n", d.Hash, d.Why)
		for _, u := range d.Uses {
			what := u.What
			if name, ok := strings.CutPrefix(what, "output:"); ok {
				what = "output:" + report.Quote(name)
			}
			fmt.Fprintf(stdio.Out, "  used by %s (%s)\n", report.Quote(u.Path), what)
		}
		if len(d.Uses) == 0 {
			fmt.Fprintln(stdio.Out, "  used by no baseline file, only by older runs")
		}
	}
	fmt.Fprintf(stdio.Out, "verify: %d blobs (%s) read, %d damaged\n", rep.Blobs, bytesize.Format(rep.Bytes), len(rep.Damaged))
	switch {
	case len(rep.Damaged) == 0:
		return nil
	case rep.Dropped:
		fmt.Fprintln(stdio.Out, "verify: the damaged blobs were dropped; the next record or check that produces their content stores it again")
	default:
		fmt.Fprintln(stdio.Err, "corral: hint: run 'corral verify --repair' to drop them, so that the next record or check stores their content again")
	}
	return ErrDifferences
}

func pruneCommand(stdio cmdline.Stdio) *cobra.Command {
	var baseline string
	var keep int
	var force bool
	c := &cobra.Command{
		Use:   "prune",
		Short: "Drop the runs nothing needs and the blobs no result uses, and compact the store",
		Long: `prune keeps every run the baseline uses, the newest finished check (for accept
and --failed), the newest interrupted run of each command (for --resume) and
the --keep newest runs besides; it drops the other runs with their results,
then every blob no remaining result uses, and compacts the file.

A run that is still marked running stops it: it may be writing now, and its
blobs are stored before its results use them. --force drops such runs as
dead: use it only when no corral is running on this store.`,
		Example: `  corral prune
  corral prune --keep 10`,
		Args: cobra.NoArgs,
		RunE: func(c *cobra.Command, _ []string) error {
			if keep < 0 {
				return hinted("", "--keep must not be negative")
			}
			ctx := c.Context()
			st, err := openSQLite(ctx, baseline, false)
			if err != nil {
				return err
			}
			defer st.Close()
			p, err := st.Prune(ctx, keep, force)
			if errors.Is(err, store.ErrRunning) {
				return hinted("wait for it to end; if it was killed, prune with --force", "%w", err)
			}
			if err != nil {
				return err
			}
			fmt.Fprintf(stdio.Out, "prune: dropped %s and %s; %s %s → %s\n", words.Plural(p.Runs, "run", "runs"), words.Plural(p.Blobs, "blob", "blobs"), baseline,
				bytesize.Format(p.Before.OnDisk), bytesize.Format(p.After.OnDisk))
			return nil
		},
	}
	c.Flags().StringVarP(&baseline, "baseline", "b", "corral.db", "the store")
	c.Flags().IntVar(&keep, "keep", 0, "keep this many newest runs besides those that are needed")
	c.Flags().BoolVar(&force, "force", false, "drop runs still marked running, as killed")
	return c
}
