package lab

import (
	"fmt"
	"slices"

	"github.com/corral-go/corral/internal/lab/dispatch"
)

// Mode is how much of the seeds' parameter ranges a run covers.
type Mode int

const (
	// Full is the seeds' ranges: up to 1e8 tasks, GOMAXPROCS up to 256,
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

// CxxVariants are the C++ dispatch programs, by the name after "dispatch-".
var CxxVariants = []string{"seed", "asio", "tbb"}

// Plan returns the specs of the experiments named in only (all when empty)
// for a machine with cpus CPUs.
func Plan(mode Mode, only []string, cpus int) ([]Spec, error) {
	for _, e := range only {
		if !slices.Contains(Experiments, e) {
			return nil, fmt.Errorf("unknown experiment %q (want one of %v)", e, Experiments)
		}
	}
	var specs []Spec
	for _, e := range Experiments {
		if len(only) > 0 && !slices.Contains(only, e) {
			continue
		}
		switch e {
		case Dispatch:
			specs = append(specs, planDispatch(mode, cpus)...)
		case Channels:
			specs = append(specs, planChannels(mode, cpus)...)
		case Spawn:
			specs = append(specs, planSpawn(mode, cpus)...)
		case Memory:
			specs = append(specs, planMemory(mode, cpus)...)
		}
	}
	return specs, nil
}

// procsOf returns GOMAXPROCS 1 and the CPUs, once each.
func procsOf(cpus int) []int {
	if cpus <= 1 {
		return []int{1}
	}
	return []int{1, cpus}
}

// DispatchWorkers returns J: 8 as in the seed, and the CPUs.
func DispatchWorkers(cpus int) []int {
	if cpus == 8 {
		return []int{8}
	}
	return []int{8, cpus}
}

// DispatchTasks returns the T values of a mode.
func DispatchTasks(mode Mode) []int64 {
	switch mode {
	case Smoke:
		return []int64{1000}
	case Quick:
		return []int64{1e4, 1e5, 1e6}
	}
	return []int64{1e4, 1e5, 1e6, 1e7, 1e8}
}

// dispatchSeedOnly is the T from which only what the seed published is
// measured: its two designs, Go at GOMAXPROCS=1 and C++, with J=8. Every
// variant and setting at 1e8 tasks would take hours here.
const dispatchSeedOnly = 1e8

func planDispatch(mode Mode, cpus int) []Spec {
	var specs []Spec
	for _, j := range DispatchWorkers(cpus) {
		for _, t := range DispatchTasks(mode) {
			seedOnly := t >= dispatchSeedOnly
			if seedOnly && j != 8 {
				continue
			}
			reps := 0
			procs := procsOf(cpus)
			if seedOnly {
				reps, procs = 2, []int{1}
			}
			params := func() map[string]int64 { return map[string]int64{"tasks": t, "workers": int64(j)} }
			for _, v := range dispatch.Names() {
				if seedOnly && v != "seed" {
					continue
				}
				for _, p := range procs {
					specs = append(specs, Spec{Experiment: Dispatch, Variant: v, Lang: Go, Params: params(), GOMAXPROCS: p, Reps: reps})
				}
			}
			for _, v := range CxxVariants {
				if seedOnly && v != "seed" {
					continue
				}
				specs = append(specs, Spec{Experiment: Dispatch, Variant: v, Lang: Cxx, Params: params(), Reps: reps})
			}
		}
	}
	return specs
}

// ChannelProcs and ChannelCycles return the GOMAXPROCS and load-cycle
// values of a mode.
func ChannelProcs(mode Mode) []int {
	switch mode {
	case Smoke:
		return []int{1, 2}
	case Quick:
		return []int{1, 2, 4, 16, 256}
	}
	return []int{1, 2, 4, 8, 16, 32, 64, 128, 256}
}

// ChannelCycles returns the load cycles of a mode.
func ChannelCycles(mode Mode) []int64 {
	switch mode {
	case Smoke:
		return []int64{1, 100}
	case Quick:
		return []int64{1, 100, 1000, 1e4}
	}
	return []int64{1, 10, 100, 1000, 1e4, 1e5, 1e6}
}

// ChannelBuffers are the channel capacities: unbuffered as in the seed, and
// a buffered variant.
var ChannelBuffers = []int64{0, 100}

// channelValues is the number of values sent: the seed's 1e6, fewer under
// heavy load so that one run does at most about 1e9 load cycles per side
// (the seed's 1e6 values at 1e6 cycles would take over five minutes each).
func channelValues(mode Mode, cycles int64) int64 {
	limit := int64(1e6)
	budget := int64(1e9)
	switch mode {
	case Smoke:
		limit, budget = 1e4, 1e6
	case Quick:
		limit, budget = 2e5, 2e8
	}
	return max(1000, min(limit, budget/cycles))
}

func planChannels(mode Mode, _ int) []Spec {
	var specs []Spec
	for _, buf := range ChannelBuffers {
		variant := "unbuffered"
		if buf > 0 {
			variant = fmt.Sprintf("buffered-%d", buf)
		}
		for _, c := range ChannelCycles(mode) {
			for _, p := range ChannelProcs(mode) {
				specs = append(specs, Spec{Experiment: Channels, Variant: variant, Lang: Go, GOMAXPROCS: p,
					Params: map[string]int64{"values": channelValues(mode, c), "cycles": c, "buffer": buf}})
			}
		}
	}
	return specs
}

// SpawnSqrts are the seed's function sizes, in square roots per call.
var SpawnSqrts = []int64{1, 10, 100, 1000, 5000}

// SpawnCalls returns the X values (calls, and goroutines alive at once) of
// a mode; the seed went up to 700,000.
func SpawnCalls(mode Mode) []int64 {
	switch mode {
	case Smoke:
		return []int64{1000}
	case Quick:
		return []int64{1e4, 1e5}
	}
	return []int64{1e4, 1e5, 7e5}
}

func planSpawn(mode Mode, cpus int) []Spec {
	var specs []Spec
	for _, p := range procsOf(cpus) {
		for _, x := range SpawnCalls(mode) {
			for _, k := range SpawnSqrts {
				specs = append(specs, Spec{Experiment: Spawn, Variant: "goroutine-vs-call", Lang: Go, GOMAXPROCS: p,
					Params: map[string]int64{"x": x, "sqrts": k}})
			}
		}
	}
	return specs
}

// MemoryGoroutines returns the numbers of parked goroutines of a mode.
func MemoryGoroutines(mode Mode) []int64 {
	switch mode {
	case Smoke:
		return []int64{1000}
	case Quick:
		return []int64{1e3, 1e4, 1e5}
	}
	return []int64{1e3, 1e4, 1e5, 1e6}
}

func planMemory(mode Mode, cpus int) []Spec {
	var specs []Spec
	for _, n := range MemoryGoroutines(mode) {
		specs = append(specs, Spec{Experiment: Memory, Variant: "parked", Lang: Go, GOMAXPROCS: cpus,
			Params: map[string]int64{"goroutines": n}})
	}
	return specs
}
