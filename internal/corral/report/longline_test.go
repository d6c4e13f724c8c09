package report_test

import (
	"bytes"
	"context"
	"encoding/json"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/corral-go/corral/internal/corral/report"
	"github.com/corral-go/corral/internal/corral/result"
)

// TestLongLinesStayTrue: a changed line of 3,000 bytes (a minified file's,
// a long string table's) is whole in the JSON report's kinds and in the
// HTML report's diff, and in a Printer asked for whole lines (what
// 'corral show' uses into a pipe), so that the hunks apply; the terminal
// still cuts it at report.MaxLine with a note. Before, every output cut
// it at 500 bytes.
func TestLongLinesStayTrue(t *testing.T) {
	ctx := context.Background()
	st := openStore(t)
	long := "var table = [" + strings.Repeat("1, ", 1000) + "0];"
	changed := strings.Replace(long, "1, 1, 0", "1, 2, 0", 1)
	twoRuns(t, st, map[string]string{"m.js": "a\n" + long + "\nz\n"}, map[string]string{"m.js": "a\n" + changed + "\nz\n"})
	base, err := st.Baseline(ctx)
	if err != nil {
		t.Fatal(err)
	}
	last, err := st.LastRun(ctx, result.Check)
	if err != nil {
		t.Fatal(err)
	}
	cur, err := st.Results(ctx, last.ID)
	if err != nil {
		t.Fatal(err)
	}
	rep := report.Build(result.Check, cur, base, nil, time.Second)
	var text bytes.Buffer
	pr := &report.Printer{View: report.View{Differ: rep.Differ(st), DiffLines: 50}, W: &text}
	if err := rep.Classify(ctx, st, false); err != nil {
		t.Fatal(err)
	}
	var js bytes.Buffer
	if err := rep.WriteJSON(&js); err != nil {
		t.Fatal(err)
	}
	var got struct {
		Kinds []struct{ Diff []string } `json:"kinds"`
	}
	if err := json.Unmarshal(js.Bytes(), &got); err != nil {
		t.Fatal(err)
	}
	if len(got.Kinds) != 1 || !slices.Contains(got.Kinds[0].Diff, "+"+changed) || !slices.Contains(got.Kinds[0].Diff, "-"+long) {
		t.Errorf("the JSON kind's diff does not hold both long lines whole: %.300q", got.Kinds)
	}
	var page bytes.Buffer
	if err := report.HTML(ctx, &page, rep, pageView(pr, report.HTMLInfo{Version: "test", Written: time.Unix(0, 0)})); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(page.String(), strings.Repeat("1, ", 998)+"2, 0];") {
		t.Error("the HTML report's diff cut the long line")
	}
	whole := &report.Printer{View: report.View{Differ: rep.Differ(st), DiffLines: 50, WholeLines: true}}
	lines, err := whole.Diff(ctx, &rep.Files[0])
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(lines, "+"+changed) {
		t.Errorf("a Printer for whole lines cut the long line: %.300q", lines)
	}
	if err := pr.Print(ctx, rep); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(text.String(), changed) || !strings.Contains(text.String(), "more bytes") {
		t.Error("the terminal report shows the 3,000-byte line whole, or without saying it was cut")
	}
}
