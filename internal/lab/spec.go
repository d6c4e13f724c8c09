package lab

import (
	"fmt"
	"maps"
	"slices"
	"strings"
)

// Experiment names, as --only takes them.
const (
	Dispatch = "dispatch"
	Channels = "channels"
	Spawn    = "spawn"
	Memory   = "memory"
)

// Experiments are all experiments, in report order.
var Experiments = []string{Dispatch, Channels, Spawn, Memory}

// Languages of a variant.
const (
	Go  = "go"
	Cxx = "c++"
)

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
	if s.Lang == Cxx {
		b.WriteString("(c++)")
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
	Metric      string               `json:"metric"`
	Repetitions int                  `json:"repetitions"`
	Samples     []float64            `json:"samples,omitempty"`
	Median      float64              `json:"median"`
	Min         float64              `json:"min"`
	Max         float64              `json:"max"`
	SpreadPct   float64              `json:"spread_pct"` // (max-min)/|median|, in percent
	Extra       map[string]float64   `json:"extra,omitempty"`
	ExtraAll    map[string][]float64 `json:"extra_samples,omitempty"`
	Skipped     string               `json:"skipped,omitempty"`
}

// Metric names.
const (
	MetricSeconds       = "seconds"
	MetricValuesPerSec  = "values_per_second"
	MetricOverheadPct   = "overhead_pct"
	MetricBytesPerGorou = "bytes_per_goroutine"
)

// metricOf returns the metric an experiment reports.
func metricOf(experiment string) string {
	switch experiment {
	case Dispatch:
		return MetricSeconds
	case Channels:
		return MetricValuesPerSec
	case Spawn:
		return MetricOverheadPct
	default:
		return MetricBytesPerGorou
	}
}

// summarize turns samples into a measurement: median, range and spread,
// and the median of each extra figure.
func summarize(spec Spec, samples []Sample) Measurement {
	m := Measurement{Spec: spec, Metric: metricOf(spec.Experiment), Repetitions: len(samples)}
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

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}
