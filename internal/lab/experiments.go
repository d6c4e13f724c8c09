package lab

import (
	"fmt"
	"slices"
	"strings"

	"github.com/corral-go/corral/internal/lab/channels"
	"github.com/corral-go/corral/internal/lab/dispatch"
	"github.com/corral-go/corral/internal/lab/measure"
	"github.com/corral-go/corral/internal/lab/memory"
	"github.com/corral-go/corral/internal/lab/spawn"
)

// Experiments are the lab's experiments, in report order. Adding one is a
// new package that exports a [measure.Experiment] and one line here.
var Experiments = []measure.Experiment{
	dispatch.Experiment,
	channels.Experiment,
	spawn.Experiment,
	memory.Experiment,
}

// Names returns the experiments' names, in report order.
func Names() []string {
	names := make([]string, len(Experiments))
	for i, e := range Experiments {
		names[i] = e.Name
	}
	return names
}

// Lookup returns the experiment called name.
func Lookup(name string) (measure.Experiment, error) {
	i := slices.IndexFunc(Experiments, func(e measure.Experiment) bool { return e.Name == name })
	if i < 0 {
		return measure.Experiment{}, fmt.Errorf("unknown experiment %q (want one of %s)", name, strings.Join(Names(), ", "))
	}
	return Experiments[i], nil
}

// Plan returns the specs of the experiments named in only (all when empty)
// for a machine with cpus CPUs, in report order.
func Plan(mode measure.Mode, only []string, cpus int) ([]measure.Spec, error) {
	for _, name := range only {
		if _, err := Lookup(name); err != nil {
			return nil, err
		}
	}
	var specs []measure.Spec
	for _, e := range Experiments {
		if len(only) == 0 || slices.Contains(only, e.Name) {
			specs = append(specs, e.Plan(mode, cpus)...)
		}
	}
	return specs, nil
}
