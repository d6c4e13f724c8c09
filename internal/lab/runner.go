package lab

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// Runner measures specs, each repetition in a fresh child process.
type Runner struct {
	// Self is the argv prefix that runs this program's probe command: the
	// executable, and in tests the flags that make the test binary act as it.
	Self []string
	// Env is added to every Go child's environment.
	Env []string
	// CxxDir holds the C++ programs (dispatch-seed, dispatch-asio,
	// dispatch-tbb); a missing one marks its rows skipped.
	CxxDir string
	// Reps is the number of repetitions of each spec.
	Reps int
	// Timeout bounds one child process.
	Timeout time.Duration
	// Progress, if set, gets one line per measurement.
	Progress io.Writer
}

// Measure runs every spec in order and returns the measurements.
func (r *Runner) Measure(ctx context.Context, specs []Spec) ([]Measurement, error) {
	out := make([]Measurement, 0, len(specs))
	for i, spec := range specs {
		m, err := r.measure(ctx, spec)
		if err != nil {
			return out, err
		}
		if r.Progress != nil {
			if m.Skipped != "" {
				fmt.Fprintf(r.Progress, "[%d/%d] %s: skipped (%s)\n", i+1, len(specs), spec, m.Skipped)
			} else {
				fmt.Fprintf(r.Progress, "[%d/%d] %s: %s ±%.0f%%\n", i+1, len(specs), spec, formatValue(m.Metric, m.Median), m.SpreadPct)
			}
		}
		out = append(out, m)
	}
	return out, nil
}

func (r *Runner) measure(ctx context.Context, spec Spec) (Measurement, error) {
	var prog string
	if spec.Lang == Cxx {
		prog = filepath.Join(r.CxxDir, "dispatch-"+spec.Variant)
		if _, err := os.Stat(prog); err != nil {
			m := summarize(spec, nil)
			m.Skipped = fmt.Sprintf("%s not built: run 'make lab', which installs libboost-dev and libtbb-dev", filepath.Base(prog))
			return m, nil
		}
	}
	reps := max(r.Reps, 1)
	if spec.Reps > 0 {
		reps = spec.Reps
	}
	samples := make([]Sample, 0, reps)
	for range reps {
		var s Sample
		var err error
		if spec.Lang == Cxx {
			s, err = r.runCxx(ctx, prog, spec)
		} else {
			s, err = r.runGo(ctx, spec)
		}
		if err != nil {
			return Measurement{}, fmt.Errorf("measure %s: %w", spec, err)
		}
		samples = append(samples, s)
	}
	return summarize(spec, samples), nil
}

func (r *Runner) runGo(ctx context.Context, spec Spec) (Sample, error) {
	js, err := json.Marshal(spec)
	if err != nil {
		return Sample{}, fmt.Errorf("encode spec: %w", err)
	}
	ctx, cancel := r.deadline(ctx)
	defer cancel()
	args := append(append([]string{}, r.Self[1:]...), "probe", string(js))
	cmd := exec.CommandContext(ctx, r.Self[0], args...)
	cmd.Env = append(os.Environ(), r.Env...)
	if spec.GOMAXPROCS > 0 {
		cmd.Env = append(cmd.Env, "GOMAXPROCS="+strconv.Itoa(spec.GOMAXPROCS))
	}
	out, err := run(ctx, cmd)
	if err != nil {
		return Sample{}, err
	}
	var s Sample
	if err := json.Unmarshal(lastLine(out), &s); err != nil {
		return Sample{}, fmt.Errorf("parse probe output %q: %w", out, err)
	}
	return s, nil
}

// runCxx runs a C++ dispatch program, which prints "ran=N seconds=S".
func (r *Runner) runCxx(ctx context.Context, prog string, spec Spec) (Sample, error) {
	ctx, cancel := r.deadline(ctx)
	defer cancel()
	tasks := spec.Params["tasks"]
	cmd := exec.CommandContext(ctx, prog, strconv.FormatInt(tasks, 10), strconv.FormatInt(spec.Params["workers"], 10))
	out, err := run(ctx, cmd)
	if err != nil {
		return Sample{}, err
	}
	ran, secs, err := ParseCxx(out)
	if err != nil {
		return Sample{}, err
	}
	if ran != tasks {
		return Sample{}, fmt.Errorf("%d tasks ran, want %d", ran, tasks)
	}
	return Sample{Value: secs, Count: ran, Extra: map[string]float64{"ns_per_task": nsPer(secs, tasks)}}, nil
}

// ParseCxx parses the result line of a C++ dispatch program.
func ParseCxx(out []byte) (ran int64, seconds float64, err error) {
	line := string(bytes.TrimSpace(lastLine(out)))
	var gotRan, gotSecs bool
	for f := range strings.FieldsSeq(line) {
		k, v, _ := strings.Cut(f, "=")
		switch k {
		case "ran":
			ran, err = strconv.ParseInt(v, 10, 64)
			gotRan = err == nil
		case "seconds":
			seconds, err = strconv.ParseFloat(v, 64)
			gotSecs = err == nil
		}
	}
	if !gotRan || !gotSecs {
		return 0, 0, fmt.Errorf("parse C++ result %q: want \"ran=N seconds=S\"", line)
	}
	return ran, seconds, nil
}

func (r *Runner) deadline(ctx context.Context) (context.Context, context.CancelFunc) {
	if r.Timeout > 0 {
		return context.WithTimeout(ctx, r.Timeout)
	}
	return context.WithCancel(ctx)
}

// run runs cmd and returns its stdout; a failure carries the end of stderr.
func run(ctx context.Context, cmd *exec.Cmd) ([]byte, error) {
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		if errors.Is(ctx.Err(), context.DeadlineExceeded) {
			return nil, fmt.Errorf("%s: timed out", filepath.Base(cmd.Path))
		}
		msg := strings.TrimSpace(stderr.String())
		if len(msg) > 2000 {
			msg = "…" + msg[len(msg)-2000:]
		}
		return nil, fmt.Errorf("%s: %w: %s", filepath.Base(cmd.Path), err, msg)
	}
	return out, nil
}

func lastLine(out []byte) []byte {
	var last []byte
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		if len(bytes.TrimSpace(sc.Bytes())) > 0 {
			last = append(last[:0], sc.Bytes()...)
		}
	}
	return last
}
