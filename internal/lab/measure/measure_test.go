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
