package corral_test

import (
	"context"
	"math"
	"testing"

	"github.com/corral-go/corral/internal/corral"
	"github.com/corral-go/corral/internal/corral/corraltest"
)

// TestCPUComparedLikeWithLike: a check with the same compiler reports CPU
// time within noise of its baseline. Each job here (cat) takes well under
// a millisecond of CPU; when the baseline kept each file's time in whole
// milliseconds and the check summed exact times, every such check
// reported a slowdown of a third or more.
func TestCPUComparedLikeWithLike(t *testing.T) {
	ctx := context.Background()
	src, st := corraltest.Corpus(t, corraltest.Names(100)...), corraltest.OpenStore(t)
	opts := corraltest.Options(src, "cat")
	opts.Outputs = nil
	if _, err := corral.Record(ctx, st, opts); err != nil {
		t.Fatal(err)
	}
	out, err := corral.Check(ctx, st, opts)
	if err != nil {
		t.Fatal(err)
	}
	s := out.Report.Summary
	if s.BaselineCPUSeconds <= 0 {
		t.Fatalf("baseline CPU %v s", s.BaselineCPUSeconds)
	}
	ratio := s.CPUSeconds / s.BaselineCPUSeconds
	t.Logf("check %.4f s, baseline %.4f s: %+.1f%%", s.CPUSeconds, s.BaselineCPUSeconds, 100*(ratio-1))
	if math.Abs(math.Log(ratio)) > math.Log(1.2) {
		t.Errorf("the same compiler took %.4f s of CPU, its baseline %.4f s (%+.1f%%): not within noise", s.CPUSeconds, s.BaselineCPUSeconds, 100*(ratio-1))
	}
}
