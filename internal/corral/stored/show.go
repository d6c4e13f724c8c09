package stored

import (
	"context"
	"encoding/hex"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/corral-go/corral/internal/corral"
	"github.com/corral-go/corral/internal/corral/command"
	"github.com/corral-go/corral/internal/corral/report"
	"github.com/corral-go/corral/internal/corral/result"
)

// What 'corral show' resolves against the store: a file's results, a
// run's results, the blob of one of a result's streams.

// Shown is one file as 'corral show' shows it: its baseline result, its
// result in the last check, and the report of the one against the other.
type Shown struct {
	Base     *result.Result // nil when the baseline has no such file
	Check    *result.Result // nil when the last check has none (or there is no check)
	CheckRun int64
	Report   *report.Report // the file's report, when the last check has it
}

// Show resolves path in the baseline and the last check; an error with
// a hint when neither has it.
func Show(ctx context.Context, st Reader, path string) (*Shown, error) {
	baseline, err := st.Baseline(ctx)
	if err != nil {
		return nil, err
	}
	sh := &Shown{}
	if b, ok := baseline[path]; ok {
		sh.Base = &b
	}
	check, err := st.LastRun(ctx, result.Check)
	switch {
	case err == nil:
		results, err := st.Results(ctx, check.ID)
		if err != nil {
			return nil, err
		}
		if c, ok := results[path]; ok {
			sh.Check, sh.CheckRun = &c, check.ID
			// One file's statuses, shown with the check's --textconv: no kinds.
			in := report.Input{Command: result.Check, Pairs: report.MapPairs(map[string]result.Result{path: c}, baseline, nil), Every: true}
			if cfg := corral.RunConfig(check.Config); cfg != nil {
				in.Settings.Textconv, in.Run.Timeout = cfg.Shown()
			}
			if sh.Report, err = report.Model(ctx, in); err != nil {
				return nil, err
			}
		}
	case !errors.Is(err, result.ErrNoRun):
		return nil, err
	}
	if sh.Base == nil && sh.Check == nil {
		return nil, UnknownPath(path, "neither in the baseline nor in the last check", maps.Keys(baseline))
	}
	return sh, nil
}

// RunResults returns the results of the run that show's --run names (the
// baseline when run is empty, the last check for "check", else run N) and
// where they are, for messages.
func RunResults(ctx context.Context, st Reader, run string) (results map[string]result.Result, where string, err error) {
	switch run {
	case "":
		results, err = st.Baseline(ctx)
		return results, "the baseline", err
	case "check":
		last, err := st.LastRun(ctx, result.Check)
		if errors.Is(err, result.ErrNoRun) {
			return nil, "", result.Refuse(NoCheckToShow, "%s has no finished check", st.Path())
		} else if err != nil {
			return nil, "", err
		}
		results, err = st.Results(ctx, last.ID)
		return results, fmt.Sprintf("check run %d", last.ID), err
	}
	id, err := strconv.ParseInt(run, 10, 64)
	if err != nil || id < 1 {
		return nil, "", result.Refuse(BadRunNumber, "--run %s: not a run number", report.Quote(run))
	}
	runs, err := st.Runs(ctx)
	if err != nil {
		return nil, "", err
	}
	if !slices.ContainsFunc(runs, func(r result.Run) bool { return r.ID == id }) {
		return nil, "", &NoRunError{Store: st.Path(), Run: id}
	}
	results, err = st.Results(ctx, id)
	return results, fmt.Sprintf("run %d", id), err
}

// StreamRef returns the blob of the stream what ("stdout", "stderr" or
// "output:NAME") of r, the result of the file at p in where.
func StreamRef(r result.Result, p, what, where string) (result.Ref, error) {
	switch {
	case r.Status == result.Missing || r.Status == result.Failed:
		return result.Ref{}, &Error{Problem: NoStream, Options: []string{p}, Err: fmt.Errorf("%s has no %s in %s: it %s", report.Quote(p), what,
			where, map[bool]string{true: "was missing from the source", false: "could not start"}[r.Status == result.Missing])}
	case what == "stdout":
		return r.Stdout, nil
	case what == "stderr":
		return r.Stderr, nil
	}
	return outputRef(r, p, strings.TrimPrefix(what, "output:"), where)
}

// outputRef returns the blob of the declared output name of r, the result
// of the file at p in where; the error lists the outputs r has.
func outputRef(r result.Result, p, name, where string) (result.Ref, error) {
	var ref result.Ref
	var names []string
	found := false
	// The name as the report shows it (src/a.o), or the --output
	// template that made it ('{.}.o'), as the record was given.
	expanded := command.Expand(name, p)
	for _, o := range r.Outputs {
		names = append(names, report.Quote(o.Name))
		if o.Name == name || o.Name == expanded {
			if o.Missing {
				return result.Ref{}, result.Refuse(OutputNotWritten, "output %s of %s is missing in %s", report.Quote(name), report.Quote(p), where)
			}
			h, herr := hex.DecodeString(o.Hash)
			if herr != nil || copy(ref.Hash[:], h) != len(ref.Hash) {
				return result.Ref{}, fmt.Errorf("output %s of %s: bad hash %q", report.Quote(name), report.Quote(p), o.Hash)
			}
			ref.Size, found = o.Size, true
		}
	}
	if !found {
		if len(names) == 0 {
			return result.Ref{}, result.Refuse(NoOutputs, "%s has no outputs in %s", report.Quote(p), where)
		}
		return result.Ref{}, &Error{Problem: UnknownOutput, Options: names, Err: fmt.Errorf("%s has no output %s in %s", report.Quote(p), report.Quote(name), where)}
	}
	return ref, nil
}
