package figure

import (
	"math"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/plotutil"
)

// Series is one line of a plot.
type Series struct {
	Name string
	XY   plotter.XYs
	// Lo and Hi, when as long as XY, bound each point's interval (the
	// median's confidence interval): drawn as error bars.
	Lo, Hi []float64
}

// withErrors is a series as gonum's YErrorBars reads it.
type withErrors struct {
	plotter.XYs
	lo, hi []float64
}

// YError returns how far point i's interval reaches below and above it.
func (w withErrors) YError(i int) (float64, float64) {
	return max(w.XYs[i].Y-w.lo[i], 0), max(w.hi[i]-w.XYs[i].Y, 0)
}

// NewPlot returns an empty plot with a title, axis labels and a grid.
func NewPlot(title, x, y string) *plot.Plot {
	p := plot.New()
	p.Title.Text = title
	p.X.Label.Text = x
	p.Y.Label.Text = y
	p.Legend.Top = true
	p.Add(plotter.NewGrid())
	return p
}

// AddLines draws ss on p. An axis gets the log scale it asks for only when
// the data allow one (positive, spanning a decade): gonum's LogTicks cannot
// draw a single value or a zero.
func AddLines(p *plot.Plot, ss []Series, logX, logY bool) error {
	xmin, xmax, ymin, ymax := math.Inf(1), math.Inf(-1), math.Inf(1), math.Inf(-1)
	for _, s := range ss {
		for _, pt := range s.XY {
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
		if len(s.XY) == 0 {
			continue
		}
		l, pts, err := plotter.NewLinePoints(s.XY)
		if err != nil {
			return err
		}
		c := plotutil.Color(i)
		l.Color, pts.Color = c, c
		l.Dashes = plotutil.Dashes(i / 7)
		pts.Shape = plotutil.Shape(i)
		p.Add(l, pts)
		p.Legend.Add(s.Name, l, pts)
	}
	return nil
}
