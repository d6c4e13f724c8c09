package figure

import (
	"fmt"
	"image/color"
	"math"
	"os"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgsvg"
)

// MaxSeries is the most measured series a panel draws: past it colours and
// markers repeat and lines cannot be told apart; split them into panels.
const MaxSeries = 8

// Figure is one or more panels stacked top to bottom, each with its legend
// to the right of its data, never over it.
type Figure struct {
	Panels []Panel
	Width  vg.Length // 0: 10 inches
}

// Panel is one plot of a figure. Each measured series has a colour and a
// marker of its own; published figures are drawn apart, in grey, dashed,
// with open markers, and named as such in the legend.
type Panel struct {
	Title, X, Y string
	Series      []Series
	Published   []Series
	LogX, LogY  bool
	ZeroY       bool // the Y axis starts at 0
}

// Eight colours that stay apart (Okabe and Ito's palette, with black),
// and eight filled markers.
var (
	palette = []color.Color{
		color.RGBA{0, 114, 178, 255}, color.RGBA{213, 94, 0, 255}, color.RGBA{0, 158, 115, 255}, color.RGBA{204, 121, 167, 255},
		color.RGBA{230, 159, 0, 255}, color.RGBA{86, 180, 233, 255}, color.RGBA{0, 0, 0, 255}, color.RGBA{160, 140, 40, 255},
	}
	markers = []draw.GlyphDrawer{draw.CircleGlyph{}, draw.SquareGlyph{}, draw.TriangleGlyph{}, draw.PyramidGlyph{},
		draw.CrossGlyph{}, draw.PlusGlyph{}, draw.RingGlyph{}, draw.BoxGlyph{}}
	published = color.RGBA{110, 110, 110, 255}
)

const (
	panelHeight = 3.4 * vg.Inch
	legendGap   = 0.15 * vg.Inch
	// margin is left blank around the figure, so that nothing drawn at
	// its edge (a label, a marker on the last tick) is cut by the canvas.
	margin = 0.12 * vg.Inch
)

// Save writes the figure as an SVG file with its fonts embedded: an SVG
// that only names Liberation Serif is drawn with whatever font the viewer
// has, whose other widths clipped the legends (with DejaVu Serif every
// channels legend entry read "load cycles 1").
func (f *Figure) Save(path string) error {
	w, h := f.size()
	c := vgsvg.NewWith(vgsvg.UseWH(w, h), vgsvg.EmbedFonts(true))
	if err := f.Draw(draw.Crop(draw.New(c), margin, -margin, margin, -margin)); err != nil {
		return err
	}
	out, err := os.Create(path)
	if err != nil {
		return err
	}
	if _, err := c.WriteTo(out); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}

func (f *Figure) size() (vg.Length, vg.Length) {
	w := f.Width
	if w == 0 {
		w = 10 * vg.Inch
	}
	return w, panelHeight * vg.Length(len(f.Panels))
}

// Draw draws the panels on c, top to bottom.
func (f *Figure) Draw(c draw.Canvas) error {
	h := (c.Max.Y - c.Min.Y) / vg.Length(len(f.Panels))
	for i := range f.Panels {
		top := c.Max.Y - vg.Length(i)*h
		region := draw.Canvas{Canvas: c.Canvas, Rectangle: vg.Rectangle{Min: vg.Point{X: c.Min.X, Y: top - h}, Max: vg.Point{X: c.Max.X, Y: top}}}
		p, leg, err := f.Panels[i].build()
		if err != nil {
			return fmt.Errorf("panel %q: %w", f.Panels[i].Title, err)
		}
		lw := leg.Rectangle(region).Size().X + legendGap
		p.Draw(draw.Crop(region, 0, -lw, 0, 0))
		leg.Draw(draw.Crop(region, region.Size().X-lw+legendGap, 0, 0, -0.3*vg.Inch))
	}
	return nil
}

// Overflows lists the texts that do not fit: a panel title or X label
// wider than its data area, a Y label longer than three quarters of the
// panel's height (gonum then shrinks the data to make room), or a legend
// that leaves the data less than half the width.
// An empty list means nothing is cut or drawn over the data.
func (f *Figure) Overflows() []string {
	w, h := f.size()
	c := draw.New(vgsvg.New(w, h))
	var out []string
	for _, pn := range f.Panels {
		p, leg, err := pn.build()
		if err != nil {
			out = append(out, err.Error())
			continue
		}
		lw := leg.Rectangle(c).Size().X + legendGap
		if lw > w/2 {
			out = append(out, fmt.Sprintf("panel %q: legend %.0f pt wide, more than half of %.0f", pn.Title, lw.Points(), w.Points()))
		}
		if tw := p.Title.TextStyle.Width(pn.Title); tw > w-lw {
			out = append(out, fmt.Sprintf("panel %q: title %.0f pt wide, the data area %.0f", pn.Title, tw.Points(), (w-lw).Points()))
		}
		if yw := p.Y.Label.TextStyle.Width(pn.Y); yw > panelHeight*3/4 {
			out = append(out, fmt.Sprintf("panel %q: Y label %q %.0f pt long, the panel %.0f high", pn.Title, pn.Y, yw.Points(), panelHeight.Points()))
		}
		if xw := p.X.Label.TextStyle.Width(pn.X); xw > w-lw {
			out = append(out, fmt.Sprintf("panel %q: X label %.0f pt wide, the data area %.0f", pn.Title, xw.Points(), (w-lw).Points()))
		}
		if n := len(pn.Series); n > MaxSeries {
			out = append(out, fmt.Sprintf("panel %q: %d series, more than %d", pn.Title, n, MaxSeries))
		}
	}
	return out
}

// build makes the panel's plot, without a legend, and its legend.
func (pn *Panel) build() (*plot.Plot, plot.Legend, error) {
	p := plot.New()
	p.Title.Text, p.X.Label.Text, p.Y.Label.Text = pn.Title, pn.X, pn.Y
	p.Add(plotter.NewGrid())
	leg := plot.NewLegend()
	leg.Top, leg.Left = true, true
	if len(pn.Series) > MaxSeries {
		return nil, leg, fmt.Errorf("%d series, more than %d: split them into panels", len(pn.Series), MaxSeries)
	}
	all := append(append([]Series{}, pn.Series...), pn.Published...)
	xmin, xmax, ymin, ymax := bounds(all)
	if pn.LogX && xmin > 0 && xmax >= 10*xmin {
		p.X.Scale, p.X.Tick.Marker = plot.LogScale{}, ticks125{}
		p.X.Min, p.X.Max = labelled(xmin, xmax)
	}
	if pn.LogY && ymin > 0 && ymax >= 10*ymin {
		p.Y.Scale, p.Y.Tick.Marker = plot.LogScale{}, ticks125{}
		// From a labelled tick to a labelled tick: a line under the lowest
		// label (the pool's ~54 ns under a first label of 100) cannot be
		// read.
		p.Y.Min, p.Y.Max = labelled(ymin, ymax)
	} else if pn.ZeroY {
		// From 0, with a tenth of room over the highest point, so that a
		// line at the top (a published figure) is not drawn on the frame.
		p.Y.Min, p.Y.Max = 0, ymax*1.1
	}
	for i, s := range all {
		if len(s.XY) == 0 {
			continue
		}
		l, pts, err := plotter.NewLinePoints(s.XY)
		if err != nil {
			return nil, leg, err
		}
		name := s.Name
		if i < len(pn.Series) {
			l.Color, pts.Color = palette[i], palette[i]
			pts.Shape = markers[i]
		} else {
			l.Color, pts.Color = published, published
			l.Dashes = []vg.Length{vg.Points(5), vg.Points(3)}
			pts.Shape = []draw.GlyphDrawer{draw.RingGlyph{}, draw.PyramidGlyph{}, draw.BoxGlyph{}}[(i-len(pn.Series))%3]
			name = "published: " + name
		}
		pts.Radius = vg.Points(3)
		p.Add(l, pts)
		if len(s.Lo) == len(s.XY) && len(s.Hi) == len(s.XY) {
			bars, err := plotter.NewYErrorBars(withErrors{s.XY, s.Lo, s.Hi})
			if err != nil {
				return nil, leg, err
			}
			bars.Color, bars.CapWidth = l.Color, vg.Points(5)
			p.Add(bars)
		}
		leg.Add(name, l, pts)
	}
	return p, leg, nil
}

func bounds(ss []Series) (xmin, xmax, ymin, ymax float64) {
	xmin, xmax, ymin, ymax = math.Inf(1), math.Inf(-1), math.Inf(1), math.Inf(-1)
	for _, s := range ss {
		for i, pt := range s.XY {
			xmin, xmax = min(xmin, pt.X), max(xmax, pt.X)
			ymin, ymax = min(ymin, pt.Y), max(ymax, pt.Y)
			if len(s.Lo) == len(s.XY) && len(s.Hi) == len(s.XY) && s.Lo[i] > 0 {
				ymin, ymax = min(ymin, s.Lo[i]), max(ymax, s.Hi[i])
			}
		}
	}
	return xmin, xmax, ymin, ymax
}

// ticks125 labels a log axis at 1, 2 and 5 times each power of ten (every
// power only past three decades), where gonum's LogTicks labels powers of
// ten alone and a range inside one decade gets one label or none.
type ticks125 struct{}

func (ticks125) Ticks(lo, hi float64) []plot.Tick {
	steps := []float64{1, 2, 5}
	if hi/lo >= 1e3 {
		steps = []float64{1}
	}
	var ts []plot.Tick
	for e := math.Floor(math.Log10(lo)); e <= math.Ceil(math.Log10(hi)); e++ {
		for m := 1.0; m < 10; m++ {
			v := m * math.Pow(10, e)
			if v < lo*(1-1e-9) || v > hi*(1+1e-9) {
				continue
			}
			t := plot.Tick{Value: v}
			for _, s := range steps {
				if m == s {
					t.Label = tickLabel(v)
				}
			}
			ts = append(ts, t)
		}
	}
	return ts
}

// labelled widens [lo, hi] (both > 0) on a log axis to the labelled ticks
// of ticks125 at or around them.
func labelled(lo, hi float64) (float64, float64) {
	steps := []float64{1, 2, 5}
	if hi/lo >= 1e3 {
		steps = []float64{1}
	}
	down, up := lo, hi
	e := math.Floor(math.Log10(lo))
	for _, s := range steps {
		if v := s * math.Pow(10, e); v <= lo*(1+1e-9) {
			down = v
		}
	}
	e = math.Floor(math.Log10(hi))
	up = 10 * math.Pow(10, e)
	for i := len(steps) - 1; i >= 0; i-- {
		if v := steps[i] * math.Pow(10, e); v >= hi*(1-1e-9) {
			up = v
		}
	}
	return down, up
}

// tickLabel prints a tick value short: 0.5, 200, 5k, 2M.
func tickLabel(v float64) string {
	switch {
	case v >= 1e6:
		return fmt.Sprintf("%gM", v/1e6)
	case v >= 1e4:
		return fmt.Sprintf("%gk", v/1e3)
	}
	return fmt.Sprintf("%g", v)
}
