package measure

import (
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"slices"
	"time"
)

// Machine describes where the lab ran.
type Machine struct {
	CPUs      int    `json:"cpus"`
	CPUModel  string `json:"cpu_model"`
	MemTotal  string `json:"mem_total"`
	Kernel    string `json:"kernel"`
	GoVersion string `json:"go_version"`
	CXX       string `json:"cxx"`
}

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
// for other languages than Go) and parameters.
func (r *Results) Find(experiment, variant, lang string, procs int, params map[string]int64) (Measurement, bool) {
	for _, m := range r.Measurements {
		if m.Experiment == experiment && m.Variant == variant && m.Lang == lang &&
			m.GOMAXPROCS == procs && maps.Equal(m.Params, params) {
			return m, true
		}
	}
	return Measurement{}, false
}

// Values returns the sorted distinct values of one parameter in an
// experiment's measurements.
func (r *Results) Values(experiment, param string) []int64 {
	var vs []int64
	for _, m := range r.Measurements {
		if v, ok := m.Params[param]; ok && m.Experiment == experiment && !slices.Contains(vs, v) {
			vs = append(vs, v)
		}
	}
	slices.Sort(vs)
	return vs
}

// Procs returns the sorted distinct GOMAXPROCS values of an experiment.
func (r *Results) Procs(experiment string) []int {
	var ps []int
	for _, m := range r.Measurements {
		if m.Experiment == experiment && m.GOMAXPROCS > 0 && !slices.Contains(ps, m.GOMAXPROCS) {
			ps = append(ps, m.GOMAXPROCS)
		}
	}
	slices.Sort(ps)
	return ps
}

// Has reports whether the experiment was measured.
func (r *Results) Has(experiment string) bool {
	for _, m := range r.Measurements {
		if m.Experiment == experiment {
			return true
		}
	}
	return false
}
