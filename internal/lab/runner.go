package lab

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
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
}

// Measure runs every spec in order and returns the measurements.
func (r *Runner) Measure(ctx context.Context, specs []measure.Spec) ([]measure.Measurement, error) {
	out := make([]measure.Measurement, 0, len(specs))
	for i, spec := range specs {
		e, err := Lookup(spec.Experiment)
		if err != nil {
			return out, fmt.Errorf("measure %s: %w", spec, err)
		}
		m, err := r.measure(ctx, e, spec)
		if err != nil {
			return out, err
		}
		if r.Progress != nil {
			if m.Skipped != "" {
				fmt.Fprintf(r.Progress, "[%d/%d] %s: skipped (%s)\n", i+1, len(specs), spec, m.Skipped)
			} else {
				fmt.Fprintf(r.Progress, "[%d/%d] %s: %s ±%.0f%%\n", i+1, len(specs), spec, e.Format(m.Median), m.SpreadPct)
			}
		}
		out = append(out, m)
	}
	return out, nil
}

// measure runs the repetitions of one spec: a Go spec through the probe
// command, any other through the experiment's native program.
func (r *Runner) measure(ctx context.Context, e measure.Experiment, spec measure.Spec) (measure.Measurement, error) {
	native := spec.Lang != measure.Go
	if native {
		if e.Native == nil {
			return measure.Measurement{}, fmt.Errorf("measure %s: experiment %s has no %s programs", spec, e.Name, spec.Lang)
		}
		if _, err := e.Native.Path(r.NativeDir, spec); errors.Is(err, measure.ErrNotBuilt) {
			m := measure.Summarize(spec, e.Metric, nil)
			m.Skipped = err.Error()
			return m, nil
		}
	}
	reps := max(r.Reps, 1)
	if spec.Reps > 0 {
		reps = spec.Reps
	}
	samples := make([]measure.Sample, 0, reps)
	for range reps {
		ctx, cancel := r.deadline(ctx)
		var s measure.Sample
		var err error
		if native {
			s, err = e.Native.Run(ctx, r.NativeDir, spec)
		} else {
			s, err = r.runGo(ctx, spec)
		}
		cancel()
		if err != nil {
			return measure.Measurement{}, fmt.Errorf("measure %s: %w", spec, err)
		}
		samples = append(samples, s)
	}
	return measure.Summarize(spec, e.Metric, samples), nil
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
