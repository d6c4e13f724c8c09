package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"

	"github.com/corral-go/corral/internal/cmdline"
	"github.com/corral-go/corral/internal/corral"
	"github.com/corral-go/corral/internal/corral/report"
	"github.com/corral-go/corral/internal/corral/review"
	"github.com/corral-go/corral/internal/corral/stored"
	"github.com/corral-go/corral/internal/words"
)

// reviewWeb serves the review of the last check to a browser on
// 127.0.0.1 until its decisions are applied, or ctx ends (Ctrl-C) with
// nothing applied.
func reviewWeb(ctx context.Context, st corral.Store, w, errw io.Writer) error {
	// Every file: a decision on a kind is a decision on all its files.
	rep, _, err := stored.Report(ctx, st, 0, report.DefaultThresholds, false, true)
	if err != nil {
		return err
	}
	withCauses(ctx, st, rep)
	if !anyReviewable(rep) {
		fmt.Fprintf(w, "review: the last check found nothing to accept\n")
		return nil
	}
	// 127.0.0.1 only, never every interface: the page can change the
	// baseline. Port 0 picks a free one.
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return cmdline.Errorf("review in the terminal: corral review", "review --web cannot listen on 127.0.0.1: %v", err)
	}
	a, err := review.Web(ctx, st, rep, ln, func(url string) {
		fmt.Fprintf(w, "review: open %s in a browser (Ctrl-C stops the review; nothing is applied until its Apply)\n", url)
	}, hintOf)
	if errors.Is(err, context.Canceled) {
		return ErrInterrupted // corral says the baseline is unchanged
	}
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "review: %s the results of check run %d, %d removed from the baseline\n",
		words.Plural(len(a.Promoted), "file now takes", "files now take"), a.CheckRun, len(a.Dropped))
	sayAdopted(w, errw, a)
	return nil
}

// anyReviewable reports whether rep has a file a review decides.
func anyReviewable(rep *report.Report) bool {
	for i := range rep.Files {
		if review.Reviewable(&rep.Files[i]) {
			return true
		}
	}
	return false
}
