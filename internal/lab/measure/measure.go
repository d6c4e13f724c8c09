// Package measure holds what every lab experiment is made of and what it
// produces: the [Experiment] value an experiment package exports, the
// [Spec]s it plans, the [Sample] one repetition reports, and the
// [Measurement]s and [Results] a run keeps.
//
// It knows nothing of any single experiment; the experiments import it, and
// the lab lists them in one table.
package measure

import (
	"fmt"
	"io"
	"maps"
	"math"
	"slices"
	"strings"
)

// Experiment is everything the lab needs to know about one experiment:
// what to measure, how to measure one repetition of it, and how to report
// and draw what was measured. An experiment package exports one.
type Experiment struct {
	// Name is the experiment's name as --only takes it; the plot is
	// written as Name.svg.
	Name string
	// Metric names the figure a sample's Value holds, in results.json.
	Metric string
	// Format prints a value of the metric in progress lines.
	Format func(float64) string
	// Plan returns the specs a run in mode measures on a machine with
	// cpus CPUs.
	Plan func(mode Mode, cpus int) []Spec
	// Probe measures one repetition of a Go spec in this process. The
	// lab calls it in a fresh child process per repetition.
	Probe func(Spec) (Sample, error)
	// Native runs the specs whose Lang is not Go; nil when there are none.
	Native *Native
	// Report writes the experiment's section of report.md: its tables,
	// the published figures beside them and one-line readings.
	Report func(w io.Writer, r *Results)
	// Plot draws the experiment's figure.
	Plot func(r *Results) (Drawing, error)
}

// Mode is how much of the published parameter ranges a run covers.
type Mode int

const (
	// Full is the published ranges: up to 1e8 tasks, GOMAXPROCS up to 256,
	// load cycles up to 1e6, 700,000 goroutines, 1e6 parked goroutines.
	Full Mode = iota
	// Quick stops each range early so the whole lab takes about two
	// minutes on a 2-core machine.
	Quick
	// Smoke runs every experiment and variant once at tiny sizes, for
	// the test suite.
	Smoke
)

func (m Mode) String() string {
	return [...]string{"full", "quick", "smoke"}[m]
}

// Drawing is an experiment's figure (a figure.Figure).
type Drawing interface {
	// Save writes it as an SVG file.
	Save(path string) error
	// Overflows lists the texts that do not fit; none when all is readable.
	Overflows() []string
}

// Languages of a variant.
const (
	Go   = "go"
	Cxx  = "c++"
	Rust = "rust"
)

// ProcsOf returns GOMAXPROCS 1 and the CPUs, once each.
func ProcsOf(cpus int) []int {
	if cpus <= 1 {
		return []int{1}
	}
	return []int{1, cpus}
}

// Spec is one measurement to make: an experiment's variant with its
// parameters, under one GOMAXPROCS (Go only).
type Spec struct {
	Experiment string           `json:"experiment"`
	Variant    string           `json:"variant"`
	Lang       string           `json:"lang"`
	Params     map[string]int64 `json:"params"`
	GOMAXPROCS int              `json:"gomaxprocs,omitempty"`
	Reps       int              `json:"reps,omitempty"` // overrides the runner's repetitions when > 0
}

// String names the spec for progress lines and errors.
func (s Spec) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s/%s", s.Experiment, s.Variant)
	if s.Lang != Go && s.Lang != "" {
		fmt.Fprintf(&b, "(%s)", s.Lang)
	}
	for _, k := range slices.Sorted(maps.Keys(s.Params)) {
		fmt.Fprintf(&b, " %s=%d", k, s.Params[k])
	}
	if s.GOMAXPROCS > 0 {
		fmt.Fprintf(&b, " GOMAXPROCS=%d", s.GOMAXPROCS)
	}
	return b.String()
}

// Sample is what one child process reports for one repetition.
type Sample struct {
	Value float64            `json:"value"`           // the experiment's metric
	Count int64              `json:"count,omitempty"` // tasks or values really done
	Extra map[string]float64 `json:"extra,omitempty"` // secondary figures: threads, seconds…
}

// Measurement is a spec's repetitions, summarised.
type Measurement struct {
	Spec
	Metric      string    `json:"metric"`
	Repetitions int       `json:"repetitions"`
	Samples     []float64 `json:"samples,omitempty"`
	Median      float64   `json:"median"`
	Min         float64   `json:"min"`
	Max         float64   `json:"max"`
	SpreadPct   float64   `json:"spread_pct"` // (max-min)/|median|, in percent
	// CIPct is how far the median's confidence interval reaches from the
	// median, in percent of it: see [MedianCI].
	CIPct    float64              `json:"ci_pct"`
	Extra    map[string]float64   `json:"extra,omitempty"`
	ExtraAll map[string][]float64 `json:"extra_samples,omitempty"`
	Skipped  string               `json:"skipped,omitempty"`
}

// Summarize turns samples into a measurement of metric: median, range and
// spread, and the median of each extra figure.
func Summarize(spec Spec, metric string, samples []Sample) Measurement {
	m := Measurement{Spec: spec, Metric: metric, Repetitions: len(samples)}
	if len(samples) == 0 {
		return m
	}
	for _, s := range samples {
		m.Samples = append(m.Samples, s.Value)
		for k, v := range s.Extra {
			if m.ExtraAll == nil {
				m.ExtraAll = map[string][]float64{}
			}
			m.ExtraAll[k] = append(m.ExtraAll[k], v)
		}
	}
	m.Median = median(m.Samples)
	m.Min, m.Max = slices.Min(m.Samples), slices.Max(m.Samples)
	if m.Median != 0 {
		m.SpreadPct = 100 * (m.Max - m.Min) / abs(m.Median)
		lo, hi := MedianCI(m.Samples)
		m.CIPct = 100 * max(m.Median-lo, hi-m.Median) / abs(m.Median)
	}
	if len(m.ExtraAll) > 0 {
		m.Extra = map[string]float64{}
		for k, vs := range m.ExtraAll {
			m.Extra[k] = median(vs)
		}
	}
	return m
}

func median(xs []float64) float64 {
	s := slices.Clone(xs)
	slices.Sort(s)
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}

// MedianCI returns the distribution-free confidence interval of the
// median of xs from its order statistics: [x(k), x(n+1-k)] with the
// largest k for which a Binomial(n, ½) falls below k with probability at
// most 2.5 %, so the interval holds the true median with at least 95 %
// confidence. From 9 samples on it is narrower than the range (the 2nd
// and 8th of 9) and shrinks as samples are added; from 6 to 8 it is the
// range; with fewer than 6 no such k exists, and it is the range too,
// with less confidence.
func MedianCI(xs []float64) (lo, hi float64) {
	s := slices.Clone(xs)
	slices.Sort(s)
	n := len(s)
	if n == 0 {
		return 0, 0
	}
	// P(X < k) for X ~ Binomial(n, ½), summed term by term.
	k, cdf, term := 0, 0.0, math.Pow(0.5, float64(n)) // term = C(n, k) / 2^n
	for k < n/2 {
		if cdf+term > 0.025 {
			break
		}
		cdf += term
		term = term * float64(n-k) / float64(k+1)
		k++
	}
	k = max(k, 1)
	return s[k-1], s[n-k]
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

// NsPer returns nanoseconds per item for n items done in secs seconds.
func NsPer(secs float64, n int64) float64 {
	if n == 0 {
		return 0
	}
	return secs * 1e9 / float64(n)
}
