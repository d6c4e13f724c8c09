package lab

import (
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"slices"
	"time"
)

// Results is everything a run measured, as written to results.json.
type Results struct {
	Mode         string        `json:"mode"`
	Started      time.Time     `json:"started"`
	WallSeconds  float64       `json:"wall_seconds"`
	Repetitions  int           `json:"repetitions"`
	Machine      Machine       `json:"machine"`
	Measurements []Measurement `json:"measurements"`
}

// WriteJSON writes r to path.
func (r *Results) WriteJSON(path string) error {
	b, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return fmt.Errorf("encode results: %w", err)
	}
	if err := os.WriteFile(path, append(b, '\n'), 0o644); err != nil {
		return fmt.Errorf("write results: %w", err)
	}
	return nil
}

// Find returns the measurement of a variant with the given GOMAXPROCS (0
// for C++) and parameters.
func (r *Results) Find(experiment, variant, lang string, procs int, params map[string]int64) (Measurement, bool) {
	for _, m := range r.Measurements {
		if m.Experiment == experiment && m.Variant == variant && m.Lang == lang &&
			m.GOMAXPROCS == procs && maps.Equal(m.Params, params) {
			return m, true
		}
	}
	return Measurement{}, false
}

// values returns the sorted distinct values of one parameter in an
// experiment's measurements.
func (r *Results) values(experiment, param string) []int64 {
	var vs []int64
	for _, m := range r.Measurements {
		if v, ok := m.Params[param]; ok && m.Experiment == experiment && !slices.Contains(vs, v) {
			vs = append(vs, v)
		}
	}
	slices.Sort(vs)
	return vs
}

// procs returns the sorted distinct GOMAXPROCS values of an experiment.
func (r *Results) procs(experiment string) []int {
	var ps []int
	for _, m := range r.Measurements {
		if m.Experiment == experiment && m.GOMAXPROCS > 0 && !slices.Contains(ps, m.GOMAXPROCS) {
			ps = append(ps, m.GOMAXPROCS)
		}
	}
	slices.Sort(ps)
	return ps
}

// has reports whether the experiment was measured.
func (r *Results) has(experiment string) bool {
	for _, m := range r.Measurements {
		if m.Experiment == experiment {
			return true
		}
	}
	return false
}
