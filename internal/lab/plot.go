package lab

import (
	"fmt"
	"math"
	"path/filepath"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/plotutil"
	"gonum.org/v1/plot/vg"

	"github.com/corral-go/corral/internal/lab/dispatch"
)

// series is one line of a plot.
type series struct {
	name string
	xy   plotter.XYs
}

// WritePlots writes one SVG per measured experiment into dir.
func WritePlots(r *Results, dir string) error {
	type fig struct {
		name string
		make func(*Results) (*plot.Plot, error)
	}
	for _, f := range []fig{{Dispatch, dispatchPlot}, {Channels, channelsPlot}, {Spawn, spawnPlot}, {Memory, memoryPlot}} {
		if !r.has(f.name) {
			continue
		}
		p, err := f.make(r)
		if err != nil {
			return fmt.Errorf("plot %s: %w", f.name, err)
		}
		if err := p.Save(7*vg.Inch, 4.5*vg.Inch, filepath.Join(dir, f.name+".svg")); err != nil {
			return fmt.Errorf("save plot %s: %w", f.name, err)
		}
	}
	return nil
}

func newPlot(title, x, y string) *plot.Plot {
	p := plot.New()
	p.Title.Text = title
	p.X.Label.Text = x
	p.Y.Label.Text = y
	p.Legend.Top = true
	p.Add(plotter.NewGrid())
	return p
}

// addLines draws ss on p. An axis gets the log scale it asks for only when
// the data allow one (positive, spanning a decade): gonum's LogTicks cannot
// draw a single value or a zero.
func addLines(p *plot.Plot, ss []series, logX, logY bool) error {
	xmin, xmax, ymin, ymax := math.Inf(1), math.Inf(-1), math.Inf(1), math.Inf(-1)
	for _, s := range ss {
		for _, pt := range s.xy {
			xmin, xmax = min(xmin, pt.X), max(xmax, pt.X)
			ymin, ymax = min(ymin, pt.Y), max(ymax, pt.Y)
		}
	}
	if logX && xmin > 0 && xmax >= 10*xmin {
		p.X.Scale = plot.LogScale{}
		p.X.Tick.Marker = plot.LogTicks{Prec: -1}
	}
	if logY && ymin > 0 && ymax >= 10*ymin {
		p.Y.Scale = plot.LogScale{}
		p.Y.Tick.Marker = plot.LogTicks{Prec: -1}
	}
	for i, s := range ss {
		if len(s.xy) == 0 {
			continue
		}
		l, pts, err := plotter.NewLinePoints(s.xy)
		if err != nil {
			return err
		}
		c := plotutil.Color(i)
		l.Color, pts.Color = c, c
		l.Dashes = plotutil.Dashes(i / 7)
		pts.Shape = plotutil.Shape(i)
		p.Add(l, pts)
		p.Legend.Add(s.name, l, pts)
	}
	return nil
}

// dispatchPlot: ns per task against T, at J = GOMAXPROCS = the CPUs, with
// the seed's 2011 figures for comparison.
func dispatchPlot(r *Results) (*plot.Plot, error) {
	cpus := r.Machine.CPUs
	j := int64(cpus)
	p := newPlot(fmt.Sprintf("dispatch: J=%d workers, GOMAXPROCS=%d", j, cpus), "tasks T", "ns per task")
	logX, logY := true, true
	var ss []series
	ts := r.values(Dispatch, "tasks")
	for _, v := range dispatch.Names() {
		s := series{name: "Go " + variantLabel(v, Go)}
		for _, t := range ts {
			if m, ok := r.Find(Dispatch, v, Go, cpus, map[string]int64{"tasks": t, "workers": j}); ok {
				s.xy = append(s.xy, plotter.XY{X: float64(t), Y: m.Median * 1e9 / float64(t)})
			}
		}
		ss = append(ss, s)
	}
	for _, v := range CxxVariants {
		s := series{name: variantLabel(v, Cxx)}
		for _, t := range ts {
			if m, ok := r.Find(Dispatch, v, Cxx, 0, map[string]int64{"tasks": t, "workers": j}); ok && m.Skipped == "" {
				s.xy = append(s.xy, plotter.XY{X: float64(t), Y: m.Median * 1e9 / float64(t)})
			}
		}
		ss = append(ss, s)
	}
	seedC := series{name: "seed 2011 C++ Boost (J=8, 8 CPUs)"}
	seedG := series{name: "seed 2011 Go (J=8, GOMAXPROCS=1)"}
	for _, t := range ts {
		seedC.xy = append(seedC.xy, plotter.XY{X: float64(t), Y: SeedDispatchCxx[t] * 1e9 / float64(t)})
		if SeedDispatchGo[t] > 0 {
			seedG.xy = append(seedG.xy, plotter.XY{X: float64(t), Y: SeedDispatchGo[t] * 1e9 / float64(t)})
		}
	}
	ss = append(ss, seedC, seedG)
	return p, addLines(p, ss, logX, logY)
}

// channelsPlot: values per second against GOMAXPROCS, one line per load.
func channelsPlot(r *Results) (*plot.Plot, error) {
	p := newPlot("channels: unbuffered, producer → consumer", "GOMAXPROCS", "values per second")
	logX, logY := true, true
	var ss []series
	for _, c := range r.values(Channels, "cycles") {
		s := series{name: "load cycles " + fmtT(c)}
		for _, pr := range r.procs(Channels) {
			if m, ok := findChannel(r, "unbuffered", pr, c, 0); ok {
				s.xy = append(s.xy, plotter.XY{X: float64(pr), Y: m.Median})
			}
		}
		ss = append(ss, s)
	}
	return p, addLines(p, ss, logX, logY)
}

// spawnPlot: overhead against sqrt per call, one line per GOMAXPROCS and X.
func spawnPlot(r *Results) (*plot.Plot, error) {
	p := newPlot("spawn: goroutine per call vs direct call", "math.Sqrt per call", "overhead, % (log; ≤0 not shown)")
	logX, logY := true, true
	var ss []series
	for _, pr := range r.procs(Spawn) {
		for _, x := range r.values(Spawn, "x") {
			s := series{name: fmt.Sprintf("GOMAXPROCS=%d, X=%s", pr, fmtT(x))}
			for _, k := range r.values(Spawn, "sqrts") {
				if m, ok := r.Find(Spawn, "goroutine-vs-call", Go, pr, map[string]int64{"x": x, "sqrts": k}); ok && m.Median > 0 {
					s.xy = append(s.xy, plotter.XY{X: float64(k), Y: m.Median})
				}
			}
			ss = append(ss, s)
		}
	}
	return p, addLines(p, ss, logX, logY)
}

// memoryPlot: bytes per goroutine against the number parked.
func memoryPlot(r *Results) (*plot.Plot, error) {
	p := newPlot("memory: bytes per parked goroutine", "goroutines", "bytes per goroutine")
	logX, logY := true, false
	rss := series{name: "RSS growth"}
	stack := series{name: "stack (runtime/metrics)"}
	seed := series{name: "seed 2011: 4.5 KB"}
	for _, n := range r.values(Memory, "goroutines") {
		for _, m := range r.Measurements {
			if m.Experiment == Memory && m.Params["goroutines"] == n {
				rss.xy = append(rss.xy, plotter.XY{X: float64(n), Y: m.Median})
				stack.xy = append(stack.xy, plotter.XY{X: float64(n), Y: m.Extra["stack_bytes"]})
				seed.xy = append(seed.xy, plotter.XY{X: float64(n), Y: 4500})
			}
		}
	}
	p.Y.Min = 0
	return p, addLines(p, []series{rss, stack, seed}, logX, logY)
}
