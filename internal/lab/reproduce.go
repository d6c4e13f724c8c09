package lab

import (
	"context"
	"path/filepath"
	"time"

	"github.com/corral-go/corral/internal/lab/measure"
)

// Reproduce measures specs with r and writes the results (results.json),
// the plots and the report (report.md) into dir, which must exist. It
// returns the results; when a measurement fails it writes nothing.
func Reproduce(ctx context.Context, r *Runner, mode measure.Mode, specs []measure.Spec, dir string) (*measure.Results, error) {
	res := &measure.Results{Mode: mode.String(), Started: time.Now(), Repetitions: max(r.Reps, 1), Machine: ThisMachine()}
	ms, err := r.Measure(ctx, specs)
	if err != nil {
		return nil, err
	}
	res.Measurements = ms
	res.WallSeconds = time.Since(res.Started).Seconds()
	if err := res.WriteJSON(filepath.Join(dir, "results.json")); err != nil {
		return nil, err
	}
	if err := WritePlots(res, dir); err != nil {
		return nil, err
	}
	if err := WriteReport(res, dir); err != nil {
		return nil, err
	}
	return res, nil
}
