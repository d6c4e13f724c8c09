package dispatch

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/corral-go/corral/internal/lab/figure"
	"github.com/corral-go/corral/internal/lab/measure"
)

// Name is the experiment's name.
const Name = "dispatch"

// Experiment is the dispatch experiment as the lab runs it.
var Experiment = measure.Experiment{
	Name:   Name,
	Metric: "seconds",
	Format: figure.Seconds,
	Plan:   Plan,
	Probe:  probe,
	Native: &measure.Native{
		Program: func(s measure.Spec) string { return "dispatch-" + s.Variant },
		Args: func(s measure.Spec) []string {
			return []string{strconv.FormatInt(s.Params["tasks"], 10), strconv.FormatInt(s.Params["workers"], 10)}
		},
		Parse: parseNative,
		Hint:  "run 'make lab', which installs libboost-dev and libtbb-dev and builds the rayon programs where cargo is installed (apt-get install cargo)",
	},
	Report: report,
	Plot:   plotNsPerTask,
}

// CxxVariants are the C++ programs in cxx/, by the name after "dispatch-".
var CxxVariants = []string{"seed", "asio", "tbb"}

// RustVariants are the Rust programs in rust/, by the name after
// "dispatch-": rayon's pool with a scope and one spawn per task, and
// par_iter over the range, the best case a rayon user would write.
var RustVariants = []string{"rayon-scope", "rayon-pariter"}

// Workers returns J: 8 as in the seed, and the CPUs.
func Workers(cpus int) []int {
	if cpus == 8 {
		return []int{8}
	}
	return []int{8, cpus}
}

// Tasks returns the T values of a mode.
func Tasks(mode measure.Mode) []int64 {
	switch mode {
	case measure.Smoke:
		return []int64{1000}
	case measure.Quick:
		return []int64{1e4, 1e5, 1e6}
	}
	return []int64{1e4, 1e5, 1e6, 1e7, 1e8}
}

// rankT is the T of the ns-per-task table that ranks the variants at J =
// the CPUs, and rankedReps its repetitions there in a full run: with 15
// interleaved runs the median's 95 % confidence interval is the 4th to the
// 12th sample, narrow enough to rank variants 10 % apart, where 9 were not
// (docs/lab.md). J = 8 at that T keeps the default.
const (
	rankT      = 1e7
	rankedReps = 15
)

// seedOnly is the T from which only what the seed published is measured:
// its two designs, Go at GOMAXPROCS=1 and C++, with J=8. Every variant and
// setting at 1e8 tasks would take hours here.
const seedOnly = 1e8

// Plan returns every Go variant at GOMAXPROCS 1 and the CPUs and every C++
// and Rust program, for each J and T of the mode (at the seed-only T, the
// seed's two designs).
func Plan(mode measure.Mode, cpus int) []measure.Spec {
	var specs []measure.Spec
	for _, j := range Workers(cpus) {
		for _, t := range Tasks(mode) {
			only := t >= seedOnly
			if only && j != 8 {
				continue
			}
			reps := 0
			if t == rankT && j == cpus && mode == measure.Full {
				reps = rankedReps
			}
			procs := measure.ProcsOf(cpus)
			if only {
				reps, procs = 2, []int{1}
			}
			params := func() map[string]int64 { return map[string]int64{"tasks": t, "workers": int64(j)} }
			for _, v := range Names() {
				if only && v != "seed" {
					continue
				}
				for _, p := range procs {
					specs = append(specs, measure.Spec{Experiment: Name, Variant: v, Lang: measure.Go, Params: params(), GOMAXPROCS: p, Reps: reps})
				}
			}
			for _, v := range CxxVariants {
				if only && v != "seed" {
					continue
				}
				specs = append(specs, measure.Spec{Experiment: Name, Variant: v, Lang: measure.Cxx, Params: params(), Reps: reps})
			}
			for _, v := range RustVariants {
				if !only {
					specs = append(specs, measure.Spec{Experiment: Name, Variant: v, Lang: measure.Rust, Params: params(), Reps: reps})
				}
			}
		}
	}
	return specs
}

// probe runs one Go variant and times it.
func probe(spec measure.Spec) (measure.Sample, error) {
	run, ok := Variants[spec.Variant]
	if !ok {
		return measure.Sample{}, fmt.Errorf("unknown dispatch variant %q", spec.Variant)
	}
	tasks := spec.Params["tasks"]
	start := time.Now()
	ran, err := run(int(tasks), int(spec.Params["workers"]))
	secs := time.Since(start).Seconds()
	if err != nil {
		return measure.Sample{}, err
	}
	return sample(tasks, ran, secs)
}

// parseNative reads a C++ program's result line, "ran=N seconds=S".
func parseNative(spec measure.Spec, out []byte) (measure.Sample, error) {
	ran, secs, err := ParseCxx(out)
	if err != nil {
		return measure.Sample{}, err
	}
	return sample(spec.Params["tasks"], ran, secs)
}

// sample checks that every task ran and makes the sample.
func sample(tasks, ran int64, secs float64) (measure.Sample, error) {
	if ran != tasks {
		return measure.Sample{}, fmt.Errorf("%d tasks ran, want %d", ran, tasks)
	}
	return measure.Sample{Value: secs, Count: ran, Extra: map[string]float64{"ns_per_task": measure.NsPer(secs, tasks)}}, nil
}

// ParseCxx parses the result line of a C++ or Rust dispatch program: both
// print "ran=N seconds=S".
func ParseCxx(out []byte) (ran int64, seconds float64, err error) {
	line := string(bytes.TrimSpace(measure.LastLine(out)))
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
