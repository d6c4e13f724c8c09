package lab

import (
	"bytes"
	"fmt"
	"math"
	"os"
	"slices"
	"strings"

	"github.com/corral-go/corral/internal/lab/dispatch"
)

// formatValue prints a metric's value the way the report's tables do.
func formatValue(metric string, v float64) string {
	switch metric {
	case MetricSeconds:
		return fmtSeconds(v)
	case MetricValuesPerSec:
		return fmtCount(v) + "/s"
	case MetricOverheadPct:
		return fmt.Sprintf("%+.1f %%", v)
	default:
		return fmt.Sprintf("%.0f B", v)
	}
}

func fmtSeconds(v float64) string {
	switch {
	case v >= 10:
		return fmt.Sprintf("%.1f", v)
	case v >= 0.1:
		return fmt.Sprintf("%.2f", v)
	case v >= 0.001:
		return fmt.Sprintf("%.4f", v)
	}
	return fmt.Sprintf("%.6f", v)
}

func fmtCount(v float64) string {
	switch {
	case v >= 1e6:
		return fmt.Sprintf("%.2fM", v/1e6)
	case v >= 1e3:
		return fmt.Sprintf("%.1fk", v/1e3)
	}
	return fmt.Sprintf("%.0f", v)
}

// fmtT prints a power of ten as 1e6.
func fmtT(t int64) string {
	e := math.Log10(float64(t))
	if e == math.Trunc(e) && t >= 1e3 {
		return fmt.Sprintf("1e%d", int(e))
	}
	return fmt.Sprint(t)
}

// cell is one table cell: median and spread, or why there is none.
func cell(m Measurement, ok bool, format func(float64) string) string {
	switch {
	case !ok:
		return "—"
	case m.Skipped != "":
		return "skipped"
	}
	return fmt.Sprintf("%s ±%.0f%%", format(m.Median), m.SpreadPct)
}

// variantLabel names a dispatch variant in the report.
func variantLabel(v, lang string) string {
	labels := map[string]string{
		"seed": "seed design (chan of J + sentinel)", "pool": "corral pool", "errgroup": "errgroup SetLimit",
		"ants": "ants v2", "pond": "pond v2", "goroutines": "goroutine per task + WaitGroup",
	}
	if lang == Cxx {
		labels = map[string]string{"seed": "C++ seed design (queue + mutex + condvar)",
			"asio": "C++ boost::asio::thread_pool", "tbb": "C++ oneTBB task_group"}
	}
	if l, ok := labels[v]; ok {
		return l
	}
	return v
}

// WriteReport writes report.md into dir; the plots are expected beside it.
func WriteReport(r *Results, dir string) error {
	var b bytes.Buffer
	w := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	m := r.Machine
	w("# corral-lab report\n\n")
	w("Mode **%s**, started %s, %.0f s in all. Machine: %d CPUs (%s), %s memory, Linux %s, %s, %s.\n\n",
		r.Mode, r.Started.UTC().Format("2006-01-02 15:04 UTC"), r.WallSeconds, m.CPUs, m.CPUModel, m.MemTotal, m.Kernel, m.GoVersion, m.CXX)
	w("Every figure is the median of %d repetitions, each in a fresh process; ±N%% is the spread, (max − min) / median. ", r.Repetitions)
	w("Raw samples are in `results.json`. The seeds' figures are from 2011–2013 machines and runtimes; each table says how ours differ.\n\n")
	if r.has(Dispatch) {
		writeDispatch(&b, r)
	}
	if r.has(Channels) {
		writeChannels(&b, r)
	}
	if r.has(Spawn) {
		writeSpawn(&b, r)
	}
	if r.has(Memory) {
		writeMemory(&b, r)
	}
	if err := os.WriteFile(dir+"/report.md", b.Bytes(), 0o644); err != nil {
		return fmt.Errorf("write report: %w", err)
	}
	return nil
}

func writeDispatch(b *bytes.Buffer, r *Results) {
	w := func(format string, args ...any) { fmt.Fprintf(b, format, args...) }
	ts := r.values(Dispatch, "tasks")
	js := r.values(Dispatch, "workers")
	procs := r.procs(Dispatch)
	w("## Dispatch: T trivial tasks through J workers (seeds 000, 002)\n\n")
	w("Each task adds one to a shared atomic counter, which proves afterwards that all T ran. Seconds for all T tasks, timed inside the process (the seed timed the whole process).\n\n")
	w("![dispatch](dispatch.svg)\n\n")
	for _, j := range js {
		w("### J = %d workers: seconds\n\n| variant | GOMAXPROCS |", j)
		for _, t := range ts {
			w(" T=%s |", fmtT(t))
		}
		w("\n|---|---|%s\n", strings.Repeat("---|", len(ts)))
		if j == 8 {
			w("| *seed 2011: C++ Boost pool, 8 CPUs* | — |")
			for _, t := range ts {
				w(" *%.2f* |", SeedDispatchCxx[t])
			}
			w("\n| *seed 2011: Go, 8 CPUs* | *1* |")
			for _, t := range ts {
				w(" *%.2f* |", SeedDispatchGo[t])
			}
			w("\n")
		}
		for _, v := range dispatch.Names() {
			for _, p := range procs {
				w("| %s | %d |", variantLabel(v, Go), p)
				for _, t := range ts {
					mm, ok := r.Find(Dispatch, v, Go, p, map[string]int64{"tasks": t, "workers": j})
					w(" %s |", cell(mm, ok, fmtSeconds))
				}
				w("\n")
			}
		}
		for _, v := range CxxVariants {
			w("| %s | — |", variantLabel(v, Cxx))
			for _, t := range ts {
				mm, ok := r.Find(Dispatch, v, Cxx, 0, map[string]int64{"tasks": t, "workers": j})
				w(" %s |", cell(mm, ok, fmtSeconds))
			}
			w("\n")
		}
		w("\n")
	}
	// The ns-per-task table is at the largest T measured for every variant.
	tmax := ts[0]
	for _, t := range ts {
		if _, ok := r.Find(Dispatch, "pool", Go, procs[len(procs)-1], map[string]int64{"tasks": t, "workers": js[len(js)-1]}); ok {
			tmax = t
		}
	}
	w("### ns per task at T = %s\n\n| variant | GOMAXPROCS |", fmtT(tmax))
	for _, j := range js {
		w(" J=%d |", j)
	}
	w("\n|---|---|%s\n", strings.Repeat("---|", len(js)))
	nsCell := func(mm Measurement, ok bool) string {
		if !ok || mm.Skipped != "" {
			return cell(mm, ok, nil)
		}
		return fmt.Sprintf("%.0f", mm.Extra["ns_per_task"])
	}
	for _, v := range dispatch.Names() {
		for _, p := range procs {
			w("| %s | %d |", variantLabel(v, Go), p)
			for _, j := range js {
				mm, ok := r.Find(Dispatch, v, Go, p, map[string]int64{"tasks": tmax, "workers": j})
				w(" %s |", nsCell(mm, ok))
			}
			w("\n")
		}
	}
	for _, v := range CxxVariants {
		w("| %s | — |", variantLabel(v, Cxx))
		for _, j := range js {
			mm, ok := r.Find(Dispatch, v, Cxx, 0, map[string]int64{"tasks": tmax, "workers": j})
			w(" %s |", nsCell(mm, ok))
		}
		w("\n")
	}
	w("\n")
	for _, line := range dispatchReadings(r, ts[len(ts)-1], tmax) {
		w("- %s\n", line)
	}
	w("\n")
}

// dispatchReadings are the one-line readings of the dispatch tables.
// tseed is the largest T (compared with the seed's table), tall the largest
// T at which every variant was measured.
func dispatchReadings(r *Results, tseed, tall int64) []string {
	var lines []string
	cpus := r.Machine.CPUs
	tmax := tseed
	at := func(v, lang string, p int, j int64) (float64, bool) {
		m, ok := r.Find(Dispatch, v, lang, p, map[string]int64{"tasks": tmax, "workers": j})
		if !ok || m.Skipped != "" {
			return 0, false
		}
		return m.Median, true
	}
	if s, ok := at("seed", Go, 1, 8); ok {
		pub := SeedDispatchGo[tmax]
		lines = append(lines, fmt.Sprintf("The seed's Go design at GOMAXPROCS=1, J=8, T=%s: %s s here against %.2f s published (%.1f× faster): a 2026 runtime and CPU against 6g on a 2011 CPU; at GOMAXPROCS=1 every hand-over stays on one thread, so the 2 cores here against 8 there do not matter.",
			fmtT(tmax), fmtSeconds(s), pub, pub/s))
	}
	if s, ok := at("seed", Cxx, 0, 8); ok {
		pub := SeedDispatchCxx[tmax]
		lines = append(lines, fmt.Sprintf("The seed's C++ design (std::function, one mutex, one condition variable; no Boost) at J=8, T=%s: %s s against %.2f s published (%.1f× faster): futex-based mutexes and a newer libstdc++, but the design still pays a lock and a wake-up per task.",
			fmtT(tmax), fmtSeconds(s), pub, pub/s))
	}
	tmax = tall
	j := int64(cpus)
	type row struct {
		name string
		s    float64
	}
	var rows []row
	for _, v := range dispatch.Names() {
		if s, ok := at(v, Go, cpus, j); ok {
			rows = append(rows, row{v, s})
		}
	}
	slices.SortFunc(rows, func(a, b row) int {
		switch {
		case a.s < b.s:
			return -1
		case a.s > b.s:
			return 1
		}
		return 0
	})
	if len(rows) > 0 {
		var pool float64
		rank := 0
		for i, x := range rows {
			if x.name == "pool" {
				pool, rank = x.s, i+1
			}
		}
		best := rows[0]
		line := fmt.Sprintf("At J = GOMAXPROCS = %d CPUs and T=%s the fastest Go variant is %s (%.0f ns/task)", cpus, fmtT(tmax), variantLabel(best.name, Go), best.s*1e9/float64(tmax))
		if pool > 0 {
			if rank == 1 {
				line += "; corral's pool is that variant"
			} else {
				line += fmt.Sprintf("; corral's pool is #%d of %d at %.0f ns/task, %.2f× the fastest", rank, len(rows), pool*1e9/float64(tmax), pool/best.s)
			}
		}
		lines = append(lines, line+".")
	}
	if g1, ok1 := at("seed", Go, 1, j); ok1 {
		if gn, okn := at("seed", Go, cpus, j); okn && cpus > 1 {
			lines = append(lines, fmt.Sprintf("GOMAXPROCS=%d against 1 for the seed's Go design: %.2f× the time. Trivial tasks gain nothing from a second core and pay for the cross-thread wake-ups, as seed 001 found for channels; the seed's hope that Go would become \"almost equal\" to C++ with more threads is a statement about C++'s cost, not Go's gain.",
				cpus, gn/g1))
		}
	}
	return lines
}

func writeChannels(b *bytes.Buffer, r *Results) {
	w := func(format string, args ...any) { fmt.Fprintf(b, format, args...) }
	w("## Channels: a producer and a consumer under GOMAXPROCS 1…256 (seed 001)\n\n")
	w("Values per second through the channel; each side spins \"load cycles\" per value. One run sends the seed's 1e6 values, fewer under heavy load (at most ~1e9 cycles a side; see `values` in results.json). Seed 001 (4 cores, Go 1.1.2): %s; %s; %s.\n\n",
		SeedChannelsProcs, SeedChannelsLoad, SeedChannelsThreads)
	w("![channels](channels.svg)\n\n")
	cycles := r.values(Channels, "cycles")
	procs := r.procs(Channels)
	for _, buf := range r.values(Channels, "buffer") {
		variant := "unbuffered"
		if buf > 0 {
			variant = fmt.Sprintf("buffered-%d", buf)
		}
		w("### %s channel: values per second (OS threads)\n\n| GOMAXPROCS |", variant)
		for _, c := range cycles {
			w(" cycles=%s |", fmtT(c))
		}
		w("\n|---|%s\n", strings.Repeat("---|", len(cycles)))
		for _, p := range procs {
			w("| %d |", p)
			for _, c := range cycles {
				mm, ok := findChannel(r, variant, p, c, buf)
				s := cell(mm, ok, func(v float64) string { return fmtCount(v) })
				if ok {
					s += fmt.Sprintf(" (%.0f)", mm.Extra["threads"])
				}
				w(" %s |", s)
			}
			w("\n")
		}
		w("\n")
	}
	for _, line := range channelReadings(r) {
		w("- %s\n", line)
	}
	w("\n")
}

func findChannel(r *Results, variant string, procs int, cycles, buf int64) (Measurement, bool) {
	for _, m := range r.Measurements {
		if m.Experiment == Channels && m.Variant == variant && m.GOMAXPROCS == procs &&
			m.Params["cycles"] == cycles && m.Params["buffer"] == buf {
			return m, true
		}
	}
	return Measurement{}, false
}

func channelReadings(r *Results) []string {
	var lines []string
	cycles := r.values(Channels, "cycles")
	ref := int64(1000)
	if !slices.Contains(cycles, ref) {
		ref = cycles[0]
	}
	m1, ok1 := findChannel(r, "unbuffered", 1, ref, 0)
	m2, ok2 := findChannel(r, "unbuffered", 2, ref, 0)
	if ok1 && ok2 {
		lines = append(lines, fmt.Sprintf("At cycles=%s, GOMAXPROCS=2 moves %.2f× the values per second of GOMAXPROCS=1 (seed: about 0.5×). With two Ps the two goroutines run on two threads and every unbuffered hand-over is a cross-thread wake-up; with one P it is a goroutine switch.",
			fmtT(ref), m2.Median/m1.Median))
		lines = append(lines, fmt.Sprintf("OS threads: %.0f at GOMAXPROCS=1 and %.0f at 2 (seed: 3 and 4); today's runtime also starts sysmon and, on demand, GC workers and a template thread.",
			m1.Extra["threads"], m2.Extra["threads"]))
	}
	last := cycles[len(cycles)-1]
	h1, okh1 := findChannel(r, "unbuffered", 1, last, 0)
	h2, okh2 := findChannel(r, "unbuffered", 2, last, 0)
	if okh1 && okh2 {
		lines = append(lines, fmt.Sprintf("Under the heaviest load measured (cycles=%s) GOMAXPROCS=2 gives %.2f× the rate of 1: the two sides' busy loops run in parallel, as the seed found.",
			fmtT(last), h2.Median/h1.Median))
	}
	return lines
}

func writeSpawn(b *bytes.Buffer, r *Results) {
	w := func(format string, args ...any) { fmt.Fprintf(b, format, args...) }
	w("## Spawn: a goroutine per call against a direct call (seed 003)\n\n")
	w("f does k `math.Sqrt` calls; it runs X times directly, then in X goroutines all started before any is waited for (the seed's \"up to 700k goroutines alive\"). Overhead = goroutine time / direct time − 1; the goroutine time ends with a GC, as in the seed. Each process first runs X goroutines untimed, so their stacks come from memory the runtime already holds, as in the seed's long-running process.\n\n")
	w("![spawn](spawn.svg)\n\n")
	xs := r.values(Spawn, "x")
	procs := r.procs(Spawn)
	w("| sqrt per call | seed 2011 (GOMAXPROCS=1) |")
	for _, p := range procs {
		for _, x := range xs {
			w(" GOMAXPROCS=%d, X=%s |", p, fmtT(x))
		}
	}
	w("\n|---|---|%s\n", strings.Repeat("---|", len(procs)*len(xs)))
	for _, k := range r.values(Spawn, "sqrts") {
		w("| %d | %s |", k, SeedSpawn[k])
		for _, p := range procs {
			for _, x := range xs {
				mm, ok := r.Find(Spawn, "goroutine-vs-call", Go, p, map[string]int64{"x": x, "sqrts": k})
				w(" %s |", cell(mm, ok, func(v float64) string { return fmt.Sprintf("%+.0f %%", v) }))
			}
		}
		w("\n")
	}
	w("\n")
	xmax := xs[len(xs)-1]
	if m, ok := r.Find(Spawn, "goroutine-vs-call", Go, 1, map[string]int64{"x": xmax, "sqrts": 1}); ok {
		w("- At 1 sqrt per call and X=%s, a goroutine costs %+.0f %% over the call (seed: about +300 %%): the call itself is a few ns, so the goroutine's creation, scheduling and stack dominate, as they did in 2011.\n", fmtT(xmax), m.Median)
	}
	if m, ok := r.Find(Spawn, "goroutine-vs-call", Go, 1, map[string]int64{"x": xmax, "sqrts": 5000}); ok {
		w("- At 5000 sqrt the overhead is %+.1f %% (seed: ~1 %%): the work dwarfs the goroutine.\n", m.Median)
	}
	if len(procs) > 1 {
		p := procs[len(procs)-1]
		if m, ok := r.Find(Spawn, "goroutine-vs-call", Go, p, map[string]int64{"x": xmax, "sqrts": 5000}); ok {
			w("- At GOMAXPROCS=%d, 5000 sqrt: %+.0f %%; the goroutines use both cores while the direct loop uses one, so the overhead turns into a speed-up. For 1 sqrt the seed saw GOMAXPROCS=2 make tiny functions slower; compare the first row's two halves.\n", p, m.Median)
		}
	}
	w("\n")
}

func writeMemory(b *bytes.Buffer, r *Results) {
	w := func(format string, args ...any) { fmt.Fprintf(b, format, args...) }
	w("## Memory: bytes per parked goroutine (seed 003)\n\n")
	w("N goroutines block on one channel; the growth of the resident set (/proc/self/statm), of the runtime's stack memory and of all memory the runtime mapped (runtime/metrics), divided by N. Seed 003: %s per goroutine.\n\n", SeedMemory)
	w("![memory](memory.svg)\n\n")
	w("| goroutines | RSS B/goroutine | stack B/goroutine | runtime total B/goroutine | seed 2011 |\n|---|---|---|---|---|\n")
	for _, n := range r.values(Memory, "goroutines") {
		for _, m := range r.Measurements {
			if m.Experiment == Memory && m.Params["goroutines"] == n {
				w("| %s | %.0f ±%.0f%% | %.0f | %.0f | %s |\n", fmtT(n), m.Median, m.SpreadPct, m.Extra["stack_bytes"], m.Extra["runtime_bytes"], SeedMemory)
			}
		}
	}
	w("\n- Today's runtime starts every goroutine with a 2 KiB stack (4 KiB in 2011, then 8 KiB in Go 1.2, 2 KiB since Go 1.4); the rest of the RSS figure is the goroutine's descriptor (the runtime's g, ~400 B) and the sudog it parks on.\n\n")
}
