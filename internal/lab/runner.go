package lab

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"os"
	"os/exec"
	"strconv"
	"time"

	"github.com/corral-go/corral/internal/lab/measure"
)

// Runner measures specs, each repetition in a fresh child process.
type Runner struct {
	// Self is the argv prefix that runs this program's probe command: the
	// executable, and in tests the flags that make the test binary act as it.
	Self []string
	// Env is added to every Go child's environment.
	Env []string
	// NativeDir holds the experiments' programs in other languages
	// (dispatch-seed, dispatch-asio, dispatch-tbb); a missing one marks
	// its rows skipped.
	NativeDir string
	// Reps is the number of repetitions of each spec.
	Reps int
	// Timeout bounds one child process.
	Timeout time.Duration
	// Progress, if set, gets one line per measurement.
	Progress io.Writer

	trace func(measure.Spec) // called before each repetition; for tests
}

// Measure runs every spec and returns the measurements, in the specs'
// order.
//
// Specs that follow each other with the same experiment and parameters are
// one comparison (the variants of one table column), and their
// repetitions are interleaved: round r runs every spec of the comparison
// once, starting one spec later than round r-1. A slow spell of a shared
// machine then falls on all variants instead of on whichever ran during
// it, and no variant always runs first or last.
func (r *Runner) Measure(ctx context.Context, specs []measure.Spec) ([]measure.Measurement, error) {
	out := make([]measure.Measurement, 0, len(specs))
	for start := 0; start < len(specs); {
		end := start + 1
		for end < len(specs) && sameComparison(specs[start], specs[end]) {
			end++
		}
		ms, err := r.comparison(ctx, specs[start:end])
		if err != nil {
			return out, err
		}
		for i, m := range ms {
			if r.Progress != nil {
				r.progress(start+i+1, len(specs), m)
			}
		}
		out = append(out, ms...)
		start = end
	}
	return out, nil
}

// sameComparison reports whether a and b are variants of one comparison.
func sameComparison(a, b measure.Spec) bool {
	return a.Experiment == b.Experiment && maps.Equal(a.Params, b.Params)
}

func (r *Runner) progress(i, n int, m measure.Measurement) {
	if m.Skipped != "" {
		fmt.Fprintf(r.Progress, "[%d/%d] %s: skipped (%s)\n", i, n, m.Spec, m.Skipped)
		return
	}
	e, _ := Lookup(m.Experiment)
	fmt.Fprintf(r.Progress, "[%d/%d] %s: %s ±%.0f%% (%d runs)\n", i, n, m.Spec, e.Format(m.Median), m.CIPct, m.Repetitions)
}

// comparison measures the specs of one comparison with their repetitions
// interleaved, each repetition in a fresh process.
func (r *Runner) comparison(ctx context.Context, specs []measure.Spec) ([]measure.Measurement, error) {
	type todo struct {
		e       measure.Experiment
		reps    int
		samples []measure.Sample
		skipped string
	}
	ts := make([]todo, len(specs))
	rounds := 0
	for i, spec := range specs {
		e, err := Lookup(spec.Experiment)
		if err != nil {
			return nil, fmt.Errorf("measure %s: %w", spec, err)
		}
		ts[i] = todo{e: e, reps: max(r.Reps, 1)}
		if spec.Reps > 0 {
			ts[i].reps = spec.Reps
		}
		if spec.Lang != measure.Go {
			if e.Native == nil {
				return nil, fmt.Errorf("measure %s: experiment %s has no %s programs", spec, e.Name, spec.Lang)
			}
			if _, err := e.Native.Path(r.NativeDir, spec); errors.Is(err, measure.ErrNotBuilt) {
				ts[i].skipped, ts[i].reps = err.Error(), 0
			}
		}
		rounds = max(rounds, ts[i].reps)
	}
	for round := range rounds {
		for k := range specs {
			i := (k + round) % len(specs)
			if len(ts[i].samples) >= ts[i].reps {
				continue
			}
			s, err := r.once(ctx, ts[i].e, specs[i])
			if err != nil {
				return nil, fmt.Errorf("measure %s: %w", specs[i], err)
			}
			ts[i].samples = append(ts[i].samples, s)
		}
	}
	out := make([]measure.Measurement, len(specs))
	for i, t := range ts {
		out[i] = measure.Summarize(specs[i], t.e.Metric, t.samples)
		out[i].Skipped = t.skipped
	}
	return out, nil
}

// once runs one repetition of spec: a Go spec through the probe command,
// any other through the experiment's native program.
func (r *Runner) once(ctx context.Context, e measure.Experiment, spec measure.Spec) (measure.Sample, error) {
	if r.trace != nil {
		r.trace(spec)
	}
	ctx, cancel := r.deadline(ctx)
	defer cancel()
	if spec.Lang != measure.Go {
		return e.Native.Run(ctx, r.NativeDir, spec)
	}
	return r.runGo(ctx, spec)
}

// runGo runs one repetition of a Go spec in a child process.
func (r *Runner) runGo(ctx context.Context, spec measure.Spec) (measure.Sample, error) {
	js, err := json.Marshal(spec)
	if err != nil {
		return measure.Sample{}, fmt.Errorf("encode spec: %w", err)
	}
	args := append(append([]string{}, r.Self[1:]...), "probe", string(js))
	cmd := exec.CommandContext(ctx, r.Self[0], args...)
	cmd.Env = append(os.Environ(), r.Env...)
	if spec.GOMAXPROCS > 0 {
		cmd.Env = append(cmd.Env, "GOMAXPROCS="+strconv.Itoa(spec.GOMAXPROCS))
	}
	out, err := measure.RunProcess(ctx, cmd)
	if err != nil {
		return measure.Sample{}, err
	}
	var s measure.Sample
	if err := json.Unmarshal(measure.LastLine(out), &s); err != nil {
		return measure.Sample{}, fmt.Errorf("parse probe output %q: %w", out, err)
	}
	return s, nil
}

func (r *Runner) deadline(ctx context.Context) (context.Context, context.CancelFunc) {
	if r.Timeout > 0 {
		return context.WithTimeout(ctx, r.Timeout)
	}
	return context.WithCancel(ctx)
}
