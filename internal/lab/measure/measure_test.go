package measure

import "testing"

func TestSummarize(t *testing.T) {
	m := Summarize(Spec{Experiment: "dispatch"}, "seconds", []Sample{{Value: 3}, {Value: 1}, {Value: 2, Extra: map[string]float64{"x": 5}}})
	if m.Median != 2 || m.Min != 1 || m.Max != 3 || m.SpreadPct != 100 || m.Extra["x"] != 5 || m.Metric != "seconds" {
		t.Errorf("Summarize = %+v; want median 2, min 1, max 3, spread 100%%, extra x 5, metric seconds", m)
	}
}

func TestSpecString(t *testing.T) {
	s := Spec{Experiment: "dispatch", Variant: "seed", Lang: Cxx, Params: map[string]int64{"workers": 8, "tasks": 10}}
	if got, want := s.String(), "dispatch/seed(c++) tasks=10 workers=8"; got != want {
		t.Errorf("String() = %q, want %q", got, want)
	}
}

func TestMedianCI(t *testing.T) {
	seq := func(n int) []float64 {
		xs := make([]float64, n)
		for i := range xs {
			xs[i] = float64(n - i) // unsorted on purpose
		}
		return xs
	}
	for _, c := range []struct {
		n      int
		lo, hi float64
	}{
		{1, 1, 1}, {3, 1, 3}, {5, 1, 5}, // too few for 95 %: the range
		{6, 1, 6}, {8, 1, 8}, // P(X<2) = 9/256 = 3.5 %: still the range
		{9, 2, 8},   // P(X<2) = 10/512
		{15, 4, 12}, // P(X<4) = 576/32768 = 1.8 %
		{20, 6, 15}, // P(X<6) = 21700/2^20 = 2.07 %
	} {
		lo, hi := MedianCI(seq(c.n))
		if lo != c.lo || hi != c.hi {
			t.Errorf("MedianCI of 1..%d = [%v, %v], want [%v, %v]", c.n, lo, hi, c.lo, c.hi)
		}
	}
}
