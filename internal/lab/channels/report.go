package channels

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/corral-go/corral/internal/lab/figure"
	"github.com/corral-go/corral/internal/lab/measure"
)

// report writes the channels section: one table per buffer, then readings.
func report(out io.Writer, r *measure.Results) {
	w := func(format string, args ...any) { fmt.Fprintf(out, format, args...) }
	w("## Channels: a producer and a consumer under GOMAXPROCS 1…256 (seed 001)\n\n")
	w("Values per second through the channel; each side spins \"load cycles\" per value. One run sends the seed's 1e6 values, fewer under heavy load (at most ~1e9 cycles a side; see `values` in results.json). Seed 001 (4 cores, Go 1.1.2): %s; %s; %s.\n\n",
		SeedProcs, SeedLoad, SeedThreads)
	w("![channels](channels.svg)\n\n")
	cycles := r.Values(Name, "cycles")
	procs := r.Procs(Name)
	for _, buf := range r.Values(Name, "buffer") {
		w("### %s channel: values per second (OS threads)\n\n| GOMAXPROCS |", variant(buf))
		for _, c := range cycles {
			w(" cycles=%s |", figure.Exp10(c))
		}
		w("\n|---|%s\n", strings.Repeat("---|", len(cycles)))
		for _, p := range procs {
			w("| %d |", p)
			for _, c := range cycles {
				mm, ok := find(r, variant(buf), p, c, buf)
				s := figure.Cell(mm, ok, figure.Count)
				if ok {
					s += fmt.Sprintf(" (%.0f)", mm.Extra["threads"])
				}
				w(" %s |", s)
			}
			w("\n")
		}
		w("\n")
	}
	for _, line := range readings(r) {
		w("- %s\n", line)
	}
	w("\n")
}

// find returns a measurement whatever its number of values.
func find(r *measure.Results, variant string, procs int, cycles, buf int64) (measure.Measurement, bool) {
	for _, m := range r.Measurements {
		if m.Experiment == Name && m.Variant == variant && m.GOMAXPROCS == procs &&
			m.Params["cycles"] == cycles && m.Params["buffer"] == buf {
			return m, true
		}
	}
	return measure.Measurement{}, false
}

func readings(r *measure.Results) []string {
	var lines []string
	cycles := r.Values(Name, "cycles")
	ref := int64(1000)
	if !slices.Contains(cycles, ref) {
		ref = cycles[0]
	}
	m1, ok1 := find(r, "unbuffered", 1, ref, 0)
	m2, ok2 := find(r, "unbuffered", 2, ref, 0)
	if ok1 && ok2 {
		lines = append(lines, fmt.Sprintf("At cycles=%s, GOMAXPROCS=2 moves %.2f× the values per second of GOMAXPROCS=1 (seed: about 0.5×). With two Ps the two goroutines run on two threads and every unbuffered hand-over is a cross-thread wake-up; with one P it is a goroutine switch.",
			figure.Exp10(ref), m2.Median/m1.Median))
		lines = append(lines, fmt.Sprintf("OS threads: %.0f at GOMAXPROCS=1 and %.0f at 2 (seed: 3 and 4); today's runtime also starts sysmon and, on demand, GC workers and a template thread.",
			m1.Extra["threads"], m2.Extra["threads"]))
	}
	last := cycles[len(cycles)-1]
	h1, okh1 := find(r, "unbuffered", 1, last, 0)
	h2, okh2 := find(r, "unbuffered", 2, last, 0)
	if okh1 && okh2 {
		lines = append(lines, fmt.Sprintf("Under the heaviest load measured (cycles=%s) GOMAXPROCS=2 gives %.2f× the rate of 1: the two sides' busy loops run in parallel, as the seed found.",
			figure.Exp10(last), h2.Median/h1.Median))
	}
	return lines
}
