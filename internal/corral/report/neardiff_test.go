package report_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/corral-go/corral/internal/corral/kinds"
	"github.com/corral-go/corral/internal/corral/linediff"
	"github.com/corral-go/corral/internal/corral/report"
	"github.com/corral-go/corral/internal/corral/result"
)

// TestKindsDiffNearPeopleReadShortest: kinds are cut from a diff near the
// shortest (kinds.DiffNear), which costs a fraction of it where a file
// was rewritten; the diff a person reads is still the shortest, and the
// kinds fit the edits every later reader cuts (accept, bisect), made of
// the same near diff. Before the near diff, kinds and reader shared one.
func TestKindsDiffNearPeopleReadShortest(t *testing.T) {
	ctx := context.Background()
	st := openStore(t)
	// Assembly-like text, a fifth of its lines replaced or gone: the
	// shortest diff needs searches far past DiffNear.
	r := rand.New(rand.NewPCG(5, 6))
	var old, now strings.Builder
	for range 20000 {
		l := fmt.Sprintf("\tmov%d\t%%r%d, %d(%%rsp)\n", r.IntN(30), r.IntN(10), 8*r.IntN(4))
		old.WriteString(l)
		switch r.IntN(10) {
		case 0:
		case 1:
			fmt.Fprintf(&now, "\tlea%d\t%%r%d\n", r.IntN(30), r.IntN(10))
		default:
			now.WriteString(l)
		}
	}
	exact := linediff.Lines([]byte(old.String()), []byte(now.String()))
	near := linediff.LinesNear([]byte(old.String()), []byte(now.String()), kinds.DiffNear)
	// The changed lines of a diff, in order, each with its line numbers'
	// hunk: two diffs that differ anywhere differ here.
	changed := func(lines []string) string {
		var b strings.Builder
		for _, l := range lines {
			if strings.HasPrefix(l, "@@") || (strings.HasPrefix(l, "-") || strings.HasPrefix(l, "+")) && !strings.HasPrefix(l, "---") && !strings.HasPrefix(l, "+++") {
				b.WriteString(l + "\n")
			}
		}
		return b.String()
	}
	want := changed(exact.Unified("a", "b", nil))
	if near.Near == 0 || changed(near.Unified("a", "b", nil)) == want {
		t.Fatalf("the near diff is the shortest (%d splits): the test tests nothing", near.Near)
	}
	storeRun(t, st, "record", []string{"a.c"}, func(int, *result.Result) string { return old.String() })
	cur := storeRun(t, st, "check", []string{"a.c"}, func(int, *result.Result) string { return now.String() })
	pairs := func(fn func(cur, base *result.Result) error) error { return st.Compare(ctx, cur, true, fn) }
	rep, err := report.Stream("check", pairs, 0, report.DefaultThresholds)
	if err != nil {
		t.Fatal(err)
	}
	if err := rep.Classify(ctx, st, false); err != nil {
		t.Fatal(err)
	}
	f := &rep.Files[0]
	if f.Status != report.Changed || len(f.Kinds) == 0 {
		t.Fatalf("a.c: %s, kinds %v; want changed, in a kind", f.Status, f.Kinds)
	}
	pr := &report.Printer{View: report.View{Differ: rep.Differ(st), DiffLines: 1 << 20, WholeLines: true}}
	shown, err := pr.Diff(ctx, f)
	if err != nil {
		t.Fatal(err)
	}
	if got := changed(shown); got != want {
		t.Errorf("the diff shown is not the shortest:\n%.2000s", got)
	}
	fit, err := rep.KindsFit(ctx, f)
	if err != nil || !fit {
		t.Errorf("the kinds do not fit a.c's edits (%v)", err)
	}
}
