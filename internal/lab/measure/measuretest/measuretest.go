// Package measuretest runs one experiment in the test's own process, so
// that each experiment package can test its plan, probe, report and plot
// without the lab's child processes.
package measuretest

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/corral-go/corral/internal/lab/measure"
)

// Reps is the number of repetitions [Run] makes of each Go spec.
const Reps = 2

// Run measures e's smoke plan for a machine with cpus CPUs: every Go spec
// [Reps] times through e.Probe in this process (GOMAXPROCS is not set),
// and every other spec marked skipped. It fails the test when a probe
// fails or counts nothing.
func Run(t testing.TB, e measure.Experiment, cpus int) *measure.Results {
	t.Helper()
	r := &measure.Results{Mode: measure.Smoke.String(), Started: time.Now(), Repetitions: Reps,
		Machine: measure.Machine{CPUs: cpus}}
	for _, spec := range e.Plan(measure.Smoke, cpus) {
		if spec.Experiment != e.Name {
			t.Fatalf("%s planned %s, which belongs to another experiment", e.Name, spec)
		}
		if spec.Lang != measure.Go {
			m := measure.Summarize(spec, e.Metric, nil)
			m.Skipped = "not run in this test"
			r.Measurements = append(r.Measurements, m)
			continue
		}
		var samples []measure.Sample
		for range Reps {
			s, err := e.Probe(spec)
			if err != nil {
				t.Fatalf("probe %s: %v", spec, err)
			}
			if s.Count <= 0 {
				t.Fatalf("probe %s: count %d, want > 0", spec, s.Count)
			}
			samples = append(samples, s)
		}
		r.Measurements = append(r.Measurements, measure.Summarize(spec, e.Metric, samples))
	}
	return r
}

// Render writes e's report section for r and saves its plot as an SVG, and
// returns the section. It fails the test when the plot cannot be drawn,
// has a text that does not fit, or the section does not show the plot.
func Render(t testing.TB, e measure.Experiment, r *measure.Results) string {
	t.Helper()
	var b bytes.Buffer
	e.Report(&b, r)
	if !strings.Contains(b.String(), "("+e.Name+".svg)") {
		t.Errorf("%s's report does not show %s.svg", e.Name, e.Name)
	}
	p, err := e.Plot(r)
	if err != nil {
		t.Fatalf("plot %s: %v", e.Name, err)
	}
	if err := p.Save(filepath.Join(t.TempDir(), e.Name+".svg")); err != nil {
		t.Fatalf("save plot %s: %v", e.Name, err)
	}
	// Nothing cut at the edge or drawn over the data: titles fit their
	// panels, legends sit beside the data, a panel has at most 8 lines.
	for _, o := range p.Overflows() {
		t.Errorf("plot %s: %s", e.Name, o)
	}
	return b.String()
}

// Smoke runs e's smoke plan ([Run]), renders it ([Render]) and checks that
// the section holds every string in want. It returns the results and the
// section for further checks.
func Smoke(t testing.TB, e measure.Experiment, cpus int, want ...string) (*measure.Results, string) {
	t.Helper()
	r := Run(t, e, cpus)
	section := Render(t, e, r)
	for _, w := range want {
		if !strings.Contains(section, w) {
			t.Errorf("%s's report (%d CPUs) lacks %q", e.Name, cpus, w)
		}
	}
	return r, section
}
