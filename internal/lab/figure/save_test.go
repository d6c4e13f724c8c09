package figure

import (
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"gonum.org/v1/plot/plotter"
)

// TestSaveEmbedsFontsAndKeepsTextInside: a saved figure carries its fonts
// (an SVG that only names Liberation Serif is drawn with the viewer's
// fonts, whose widths clipped the legends), and every text it draws starts
// inside the canvas, off its edges.
func TestSaveEmbedsFontsAndKeepsTextInside(t *testing.T) {
	f := &Figure{Panels: []Panel{{
		Title: "values per second, unbuffered", X: "GOMAXPROCS", Y: "values/s", LogX: true, LogY: true,
		Series:    []Series{{Name: "load cycles 1", XY: plotter.XYs{{X: 1, Y: 1e7}, {X: 256, Y: 2e6}}}, {Name: "load cycles 1000", XY: plotter.XYs{{X: 1, Y: 1e6}, {X: 256, Y: 3e5}}}},
		Published: []Series{{Name: "published: load cycles 1", XY: plotter.XYs{{X: 1, Y: 5e6}, {X: 256, Y: 1e6}}}},
	}}}
	path := filepath.Join(t.TempDir(), "f.svg")
	if err := f.Save(path); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	svg := string(data)
	if !strings.Contains(svg, "@font-face") || !strings.Contains(svg, "base64,") {
		t.Error("the SVG does not embed its fonts")
	}
	w, h := f.size()
	// vgsvg writes each text at x and y under scale(1, -1): y is minus
	// the height from the bottom; a Y axis label is in a rotate(90)
	// group, where x is the height and y the distance from the left.
	texts := regexp.MustCompile(`(<g transform="rotate\(90\)">\s*)?<text x="([-0-9.e]+)" y="([-0-9.e]+)"`).FindAllStringSubmatch(svg, -1)
	if len(texts) == 0 {
		t.Fatalf("no text found in the SVG:\n%.2000s", svg)
	}
	for _, m := range texts {
		x, _ := strconv.ParseFloat(m[2], 64)
		y, _ := strconv.ParseFloat(m[3], 64)
		if m[1] != "" {
			x, y = y, x
		} else {
			y = -y
		}
		if x < margin.Points()/2 || y < margin.Points()/2 || x > w.Points() || y > h.Points() {
			t.Errorf("a text starts at (%.1f, %.1f), outside the canvas of %.0f×%.0f less its margin", x, y, w.Points(), h.Points())
		}
	}
}

// TestLogAxisEndsOnLabels: a log axis runs from a labelled tick at or
// under the data to one at or over it, so that the lowest line has a
// label under it (the pool's ~54 ns sat under a first label of 100).
func TestLogAxisEndsOnLabels(t *testing.T) {
	for _, c := range []struct{ lo, hi, wantLo, wantHi float64 }{
		{54, 600, 50, 1000},
		{8, 12, 5, 20},
		{1e4, 1e8, 1e4, 1e8},
		{1.3e4, 7e7, 1e4, 1e8},
		{0.31, 1.9, 0.2, 2},
	} {
		lo, hi := labelled(c.lo, c.hi)
		if math.Abs(lo-c.wantLo) > 1e-9*c.wantLo || math.Abs(hi-c.wantHi) > 1e-9*c.wantHi {
			t.Errorf("labelled(%g, %g) = %g, %g; want %g, %g", c.lo, c.hi, lo, hi, c.wantLo, c.wantHi)
		}
		labels := 0
		for _, tk := range (ticks125{}).Ticks(lo, hi) {
			if tk.Label != "" && (tk.Value <= c.lo || tk.Value >= c.hi) {
				labels++
			}
		}
		if labels < 2 {
			t.Errorf("[%g, %g]: no labelled tick at both ends", c.lo, c.hi)
		}
	}
}
