package corral

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/corral-go/corral/internal/corral/report"
	"github.com/corral-go/corral/internal/corral/result"
)

// failedSet returns the paths that were not same in the last check, judged
// against the baseline as pinned.
func failedSet(ctx context.Context, st Store, pin PinnedBaseline) (map[string]bool, error) {
	last, err := st.LastRun(ctx, result.Check)
	if errors.Is(err, result.ErrNoRun) {
		return nil, problemf(NoCheckToRerun, "--failed: there is no finished check yet")
	}
	if err != nil {
		return nil, err
	}
	rerun := map[string]bool{}
	err = pin.Compare(ctx, last.ID, func(cur, base *result.Result, _ bool) error {
		if cur == nil {
			return nil
		}
		var b result.Result
		if base != nil {
			b = *base
		}
		if report.Status(*cur, b, base != nil) != report.Same {
			rerun[cur.Path] = true
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("read the last check: %w", err)
	}
	return rerun, nil
}

// interrupted finds the last interrupted run of the same command and its
// results so far; its configuration must be cfg, or one run would mix two.
func interrupted(ctx context.Context, st Store, name result.Command, cfg Config) (*result.Run, map[string]result.Result, error) {
	if cfg.Source == "-" {
		return nil, nil, problemf(ResumeFromStdin, "--resume: a TAR on stdin cannot be told to be the one the interrupted %s read", name)
	}
	run, err := lastInterrupted(ctx, st, name)
	if err != nil {
		return nil, nil, err
	}
	var diff []string
	if was := RunConfig(run.Config); was != nil {
		diff = cfg.Differences(*was)
	} else if run.Cmd != cfg.Cmd {
		diff = []string{fmt.Sprintf("--cmd %s (interrupted run: %s)", quoteAll([]string{cfg.Cmd}), quoteAll([]string{run.Cmd}))}
	}
	if len(diff) > 0 {
		return nil, nil, problemf(ResumeSettings, "--resume: the interrupted %s ran with other settings: %s", name, strings.ReplaceAll(strings.Join(diff, "; "), "(baseline:", "(interrupted run:"))
	}
	if was := RunConfig(run.Config); was == nil || was.SourceStamp == "" || was.SourceStamp != cfg.SourceStamp {
		why := "its files' sizes, times or identity differ"
		if was == nil || was.SourceStamp == "" {
			why = "that run kept no stamp of it to compare"
		}
		return nil, nil, problemf(ResumeSource, "--resume: SOURCE %s may have changed since the interrupted %s (run %d) read it: %s", cfg.Source, name, run.ID, why)
	}
	prev, err := st.Results(ctx, run.ID)
	if err != nil {
		return nil, nil, err
	}
	return &run, prev, nil
}

// lastInterrupted returns the newest run of command that was interrupted:
// by a signal, or killed (see [Killed]).
func lastInterrupted(ctx context.Context, st Store, command result.Command) (result.Run, error) {
	runs, err := st.Runs(ctx)
	if err != nil {
		return result.Run{}, err
	}
	for _, r := range runs {
		if r.Command == command && (r.State == result.Interrupted || Killed(r)) {
			return r, nil
		}
	}
	return result.Run{}, problemf(NothingToResume, "--resume: there is no interrupted %s to continue", command)
}
