// Package figure prints the lab's numbers the way its tables show them and
// draws its plots, so that every experiment's report and plot look alike.
package figure

import (
	"fmt"
	"math"

	"github.com/corral-go/corral/internal/lab/measure"
)

// Seconds prints seconds with the digits that matter at their size.
func Seconds(v float64) string {
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

// Count prints a count as 1.5k or 2.30M.
func Count(v float64) string {
	switch {
	case v >= 1e6:
		return fmt.Sprintf("%.2fM", v/1e6)
	case v >= 1e3:
		return fmt.Sprintf("%.1fk", v/1e3)
	}
	return fmt.Sprintf("%.0f", v)
}

// Exp10 prints a power of ten from 1000 up as 1e6, anything else as is.
func Exp10(t int64) string {
	e := math.Log10(float64(t))
	if e == math.Trunc(e) && t >= 1e3 {
		return fmt.Sprintf("1e%d", int(e))
	}
	return fmt.Sprint(t)
}

// Cell is one table cell: median and how far its confidence interval
// reaches ([measure.MedianCI]), or why there is none.
func Cell(m measure.Measurement, ok bool, format func(float64) string) string {
	switch {
	case !ok:
		return "—"
	case m.Skipped != "":
		return "skipped"
	}
	return fmt.Sprintf("%s ±%.0f%%", format(m.Median), m.CIPct)
}
