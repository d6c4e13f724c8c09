package report_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/corral-go/corral/internal/corral/backend"
	"github.com/corral-go/corral/internal/corral/report"
	"github.com/corral-go/corral/internal/corral/result"
	"github.com/corral-go/corral/internal/corral/review"
	"github.com/corral-go/corral/internal/corral/store"
	"github.com/corral-go/corral/internal/corral/stored"
)

// jsonKinds is each changed file's kinds in a report's JSON, and the
// count of each kind.
func jsonKinds(t *testing.T, rep *report.Report) (files map[string][]string, counts map[string]int) {
	t.Helper()
	var b bytes.Buffer
	if err := rep.WriteJSON(&b); err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Files []struct {
			Path   string   `json:"path"`
			Status string   `json:"status"`
			Kinds  []string `json:"kinds"`
		} `json:"files"`
		Kinds []struct {
			ID    string `json:"id"`
			Count int    `json:"count"`
		} `json:"kinds"`
	}
	if err := json.Unmarshal(b.Bytes(), &doc); err != nil {
		t.Fatal(err)
	}
	files, counts = map[string][]string{}, map[string]int{}
	for _, f := range doc.Files {
		if f.Status == report.Changed {
			files[f.Path] = f.Kinds
		}
	}
	for _, k := range doc.Kinds {
		counts[k.ID] = k.Count
	}
	return files, counts
}

// TestCutOfAStoredRunsReport: 'corral report --run N' (stored.Report)
// gives the report the summary the run kept, whose changed count is the
// run's own; once the baseline changed since (another record), the files
// changed now are more than that count. Report.Cut counts the changed
// files left out of Files from Summary.Changed, so it says 0 (or less)
// while 57 of 60 were cut: the kinds are made of the 3 kept files alone,
// and the JSON gives the other 57 changed files no kind.
func TestCutOfAStoredRunsReport(t *testing.T) {
	defer report.KeepChanged(3)()
	ctx := context.Background()
	st := openStore(t)
	paths := srcPaths(60)
	storeRunWith(t, st, "record", "{}", paths, func(i int, _ *result.Result) string { return fmt.Sprintf("head\nmov r1, %d\ntail\n", i) })
	// The check changed 3 files then, and kept that in its summary.
	check := storeRunWith(t, st, "check", `{"total":60,"same":57,"changed":3}`, paths, func(i int, _ *result.Result) string {
		if i < 3 {
			return fmt.Sprintf("head\nmov r2, %d\ntail\n", i)
		}
		return fmt.Sprintf("head\nmov r1, %d\ntail\n", i)
	})
	// A new baseline: against it, every file of the check changed.
	storeRunWith(t, st, "record", "{}", paths, func(i int, _ *result.Result) string { return fmt.Sprintf("head\nadd r1, %d\ntail\n", i) })

	rep, stale, err := stored.Report(ctx, &backend.SQLite{Store: st}, check, report.DefaultThresholds, false, false)
	if err != nil {
		t.Fatal(err)
	}
	if stale == "" {
		t.Fatal("the report of the check is not stale; the test needs a baseline changed since")
	}
	kept := 0
	for _, f := range rep.Files {
		if f.Status == report.Changed {
			kept++
		}
	}
	if kept != 3 {
		t.Fatalf("%d changed files kept, want 3", kept)
	}
	if rep.Cut() != 57 {
		t.Errorf("Cut() = %d with 60 changed files now and 3 kept, want 57", rep.Cut())
	}
	files, counts := jsonKinds(t, rep)
	if len(files) != 60 {
		t.Fatalf("%d changed files in the JSON, want 60", len(files))
	}
	total, noKind := 0, 0
	for _, n := range counts {
		total += n
	}
	for _, ks := range files {
		if len(ks) == 0 {
			noKind++
		}
	}
	if noKind > 0 || total < 60 {
		t.Errorf("of 60 changed files (every one's mov became add), %d have no kind in the JSON, and the kinds count %d files: %v", noKind, total, counts)
	}
}

// TestNotShownCountOfAStoredRunsReport: the other way, the run's own
// summary counts more changed files than there are now (a record, whose
// summary counts those changed against the baseline before it; now it
// is the baseline, and no file is changed). The text report says "… and
// 5 changed files' diffs not shown" where every changed file (none) was.
func TestNotShownCountOfAStoredRunsReport(t *testing.T) {
	defer report.KeepChanged(3)()
	ctx := context.Background()
	st := openStore(t)
	paths := srcPaths(10)
	storeRunWith(t, st, "record", "{}", paths, func(i int, _ *result.Result) string { return fmt.Sprintf("old %d\n", i) })
	rec := storeRunWith(t, st, "record", `{"total":10,"same":5,"changed":5}`, paths, func(i int, _ *result.Result) string {
		if i < 5 {
			return fmt.Sprintf("new %d\n", i)
		}
		return fmt.Sprintf("old %d\n", i)
	})
	rep, _, err := stored.Report(ctx, &backend.SQLite{Store: st}, rec, report.DefaultThresholds, false, false)
	if err != nil {
		t.Fatal(err)
	}
	var text bytes.Buffer
	pr := &report.Printer{View: report.View{Differ: rep.Differ(st), DiffLines: 10}, W: &text, ListLimit: 3, Diffs: 10}
	if err := pr.Print(ctx, rep); err != nil {
		t.Fatal(err)
	}
	if rep.Cut() != 0 || bytes.Contains(text.Bytes(), []byte("not shown here")) {
		t.Errorf("no changed file now, Cut() = %d, and the text report says:\n%s", rep.Cut(), text.Bytes())
	}
}

// explainLine is the text report's line saying how many changed files
// the kinds shown explain.
func explainLine(t *testing.T, st *store.Store, rep *report.Report) string {
	t.Helper()
	ctx := context.Background()
	if err := rep.Classify(ctx, st, false); err != nil {
		t.Fatal(err)
	}
	var text bytes.Buffer
	pr := &report.Printer{View: report.View{Differ: rep.Differ(st), DiffLines: 10}, W: &text, ListLimit: 3, Diffs: 10}
	if err := pr.Print(ctx, rep); err != nil {
		t.Fatal(err)
	}
	for _, l := range bytes.Split(text.Bytes(), []byte("\n")) {
		if bytes.Contains(l, []byte("shown explain")) {
			return string(l)
		}
	}
	t.Fatalf("no line of what the kinds explain:\n%s", text.Bytes())
	return ""
}

// TestKindsShownExplainEveryChangedFile: the terminal's "the N kinds
// shown explain X of Y changed files fully" counts X over Files
// (Report.explainedBy), which a cut report holds 3 of 40 changed files
// of: it says 3 of 40, where a report that keeps every file says 40.
func TestKindsShownExplainEveryChangedFile(t *testing.T) {
	defer report.KeepChanged(3)()
	ctx := context.Background()
	st := openStore(t)
	paths := srcPaths(40)
	storeRunWith(t, st, "record", "{}", paths, func(i int, _ *result.Result) string { return fmt.Sprintf("head\nmov r1, %d\ntail\n", i) })
	check := storeRunWith(t, st, "check", "{}", paths, func(i int, _ *result.Result) string { return fmt.Sprintf("head\nmov r2, %d\ntail\n", i) })
	pairs := func(fn func(cur, base *result.Result) error) error { return st.Compare(ctx, check, true, fn) }
	streamed, err := report.Stream(result.Check, pairs, time.Second, report.DefaultThresholds)
	if err != nil {
		t.Fatal(err)
	}
	if streamed.Cut() != 37 {
		t.Fatalf("Cut() = %d, want 37", streamed.Cut())
	}
	curMap, baseMap := storedMaps(t, st, check)
	built := report.Build(result.Check, curMap, baseMap, nil, time.Second)
	got, want := explainLine(t, st, streamed), explainLine(t, st, built)
	if got != want {
		t.Errorf("the cut report says\n%s\nwhere the report of every file says\n%s", got, want)
	}
}

// TestHTMLExampleOfACutKind: the HTML report promises every kind it
// lists its example's diff (see writeByDecision, and
// TestHTMLCapKeepsEveryKindsExample). A kind all of whose files come
// after the changed files a streamed report kept has its example left
// out of Files: decisionOrder places only files of Files, and the
// example is written by writeOthers, an entry with no diff.
func TestHTMLExampleOfACutKind(t *testing.T) {
	defer report.KeepChanged(3)()
	ctx := context.Background()
	st := openStore(t)
	paths := srcPaths(20)
	storeRunWith(t, st, "record", "{}", paths, func(i int, _ *result.Result) string { return fmt.Sprintf("head\nmov r1, %d\nadd r3, r4\ntail\n", i) })
	check := storeRunWith(t, st, "check", "{}", paths, func(i int, _ *result.Result) string {
		if i < 10 {
			return fmt.Sprintf("head\nmov r2, %d\nadd r3, r4\ntail\n", i)
		}
		return fmt.Sprintf("head\nmov r1, %d\nsub r3, r4\ntail\n", i)
	})
	pairs := func(fn func(cur, base *result.Result) error) error { return st.Compare(ctx, check, true, fn) }
	rep, err := report.Stream(result.Check, pairs, time.Second, report.DefaultThresholds)
	if err != nil {
		t.Fatal(err)
	}
	pr := &report.Printer{View: report.View{Differ: rep.Differ(st), DiffLines: 40}}
	if err := rep.Classify(ctx, st, false); err != nil {
		t.Fatal(err)
	}
	if len(rep.Kinds) != 2 {
		t.Fatalf("%d kinds, want 2: %+v", len(rep.Kinds), rep.Kinds)
	}
	var buf bytes.Buffer
	if err := report.HTML(ctx, &buf, rep, pageView(pr, report.HTMLInfo{Version: "test", Written: time.Unix(0, 0)})); err != nil {
		t.Fatal(err)
	}
	page := buf.String()
	withDiff := map[string]bool{}
	for _, m := range regexp.MustCompile(`<details class="file" id="(f[0-9a-f]+)"[^>]*>\n<summary>.*</summary>\n<pre class="d u raw">`).FindAllStringSubmatch(page, -1) {
		withDiff[m[1]] = true
	}
	examples := regexp.MustCompile(`e\.g\. <a href="#(f[0-9a-f]+)">`).FindAllStringSubmatch(page, -1)
	if len(examples) != 2 {
		t.Fatalf("%d kinds with an example link, want 2", len(examples))
	}
	for _, m := range examples {
		if !withDiff[m[1]] {
			t.Errorf("kind example #%s has no diff in the page (examples: %s, %s)", m[1], rep.Kinds[0].Example, rep.Kinds[1].Example)
		}
	}
}

// TestDiffsPastTheKeptOnes: --diffs N prints the diffs of the first N
// changed files, those whose exit status changed first. A streamed
// report keeps only changedKept of those; with more of them than that,
// and N larger, it prints the kept ones and then files whose exit
// status stayed, where a report of every file prints N whose exit status
// changed.
func TestDiffsPastTheKeptOnes(t *testing.T) {
	defer report.KeepChanged(3)()
	ctx := context.Background()
	st := openStore(t)
	paths := srcPaths(10)
	storeRun(t, st, "record", paths, func(i int, r *result.Result) string { return fmt.Sprintf("out %d\n", i) })
	check := storeRun(t, st, "check", paths, func(i int, r *result.Result) string {
		if i < 5 {
			r.ExitCode = 1
		}
		return fmt.Sprintf("out %d changed\n", i)
	})
	curMap, baseMap := storedMaps(t, st, check)
	pairs := func(fn func(cur, base *result.Result) error) error { return st.Compare(ctx, check, true, fn) }
	streamed, err := report.Stream(result.Check, pairs, time.Second, report.DefaultThresholds)
	if err != nil {
		t.Fatal(err)
	}
	built := report.Build(result.Check, curMap, baseMap, nil, time.Second)
	text := func(rep *report.Report) string {
		var b bytes.Buffer
		pr := &report.Printer{View: report.View{Differ: rep.Differ(st), DiffLines: 10}, W: &b, ListLimit: 3, Diffs: 5}
		if err := pr.Print(ctx, rep); err != nil {
			t.Fatal(err)
		}
		return b.String()
	}
	// The kept files whose exit status changed, and none whose exit
	// status stayed before those left out; the rest counted.
	got, want := text(streamed), text(built)
	for _, path := range []string{"src/f00.c", "src/f01.c", "src/f02.c"} {
		if !strings.Contains(got, "changed "+path) {
			t.Errorf("with --diffs 5, the cut report does not show %s, whose exit status changed:\n%s", path, got)
		}
	}
	if strings.Contains(got, "changed src/f05.c") || !strings.Contains(got, "… and 7 changed files' diffs not shown") {
		t.Errorf("with --diffs 5, the cut report shows a file whose exit status stayed before those whose changed, or miscounts the rest:\n%s\nwhere the report of every file prints\n%s", got, want)
	}
}

// TestRemarkedAfterStoredKinds: a streamed report whose kinds were read
// back from the store (loadKinds) holds the kinds of the files it kept
// in Files alone, and of the files cut in kindsOf. MarkRegressions with
// other thresholds keeps other files: a file kept as regressed, then not
// regressed, is cut, and its kinds are gone from the JSON.
func TestRemarkedAfterStoredKinds(t *testing.T) {
	defer report.KeepChanged(3)()
	ctx := context.Background()
	st := openStore(t)
	paths := srcPaths(20)
	storeRun(t, st, "record", paths, func(i int, r *result.Result) string { return fmt.Sprintf("head\nmov r1, %d\ntail\n", i) })
	check := storeRun(t, st, "check", paths, func(i int, r *result.Result) string {
		if i == 15 {
			r.CPU = 20 * time.Second // slower past DefaultThresholds
		}
		return fmt.Sprintf("head\nmov r2, %d\ntail\n", i)
	})
	pairs := func(fn func(cur, base *result.Result) error) error { return st.Compare(ctx, check, true, fn) }
	stream := func() *report.Report {
		rep, err := report.Stream(result.Check, pairs, time.Second, report.DefaultThresholds)
		if err != nil {
			t.Fatal(err)
		}
		rep.RunID = check
		if err := rep.Classify(ctx, st, false); err != nil {
			t.Fatal(err)
		}
		return rep
	}
	first := stream() // makes the kinds and stores them
	want, _ := jsonKinds(t, first)
	rep := stream()
	if !rep.KindsStored() {
		t.Fatal("the kinds were not read back")
	}
	if err := rep.MarkRegressions(report.Thresholds{CPURatio: 1e9, RSSRatio: 1e9}); err != nil {
		t.Fatal(err)
	}
	got, _ := jsonKinds(t, rep)
	for path, ks := range want {
		if fmt.Sprint(got[path]) != fmt.Sprint(ks) {
			t.Errorf("%s: kinds %v in the JSON once marked again, want %v", path, got[path], ks)
		}
	}
}

func TestReclassifyOfACutReport(t *testing.T) {
	defer report.KeepChanged(3)()
	ctx := context.Background()
	st := openStore(t)
	paths := srcPaths(80)
	storeRun(t, st, "record", paths, func(i int, r *result.Result) string { return fmt.Sprintf("head\nmov r1, %d\nadd r1, r2\ntail\n", i) })
	check := storeRun(t, st, "check", paths, func(i int, r *result.Result) string {
		reg, op := "r1", "add"
		if i%3 == 0 {
			reg = "r9"
		}
		if i%5 == 0 {
			op = "sub"
		}
		if i%7 == 0 {
			r.ExitCode = 2
		}
		return fmt.Sprintf("head\nmov %s, %d\n%s r1, r2\ntail\n", reg, i, op)
	})
	curMap, baseMap := storedMaps(t, st, check)
	built := report.Build(result.Check, curMap, baseMap, nil, time.Second)
	if err := built.Classify(ctx, st, false); err != nil {
		t.Fatal(err)
	}
	want, wantCounts := jsonKinds(t, built)
	pairs := func(fn func(cur, base *result.Result) error) error { return st.Compare(ctx, check, true, fn) }
	rep, err := report.Stream(result.Check, pairs, time.Second, report.DefaultThresholds)
	if err != nil {
		t.Fatal(err)
	}
	rep.RunID = check
	if err := rep.Classify(ctx, st, false); err != nil {
		t.Fatal(err)
	}
	for round := range 3 {
		got, gotCounts := jsonKinds(t, rep)
		if fmt.Sprint(got) != fmt.Sprint(want) || fmt.Sprint(gotCounts) != fmt.Sprint(wantCounts) {
			t.Errorf("round %d: %v\n%v\nwant %v\n%v", round, got, gotCounts, want, wantCounts)
		}
		if round == 0 {
			if err := rep.Reclassify(ctx, st); err != nil {
				t.Fatal(err)
			}
		} else {
			rep, _ = report.Stream(result.Check, pairs, time.Second, report.DefaultThresholds)
			rep.RunID = check
			if err := rep.Classify(ctx, st, false); err != nil {
				t.Fatal(err)
			}
			if !rep.KindsStored() {
				t.Errorf("not stored")
			}
		}
	}
}

// TestReviewOfACutReport: 'corral review' (terminal and --web) reviews
// stored.Report's streamed report, and decides over rep.Files
// (review.Decisions.Outcome, reviewGroups, the web's byPath). Once a
// streamed report keeps 3 of 60 changed files, accepting their one kind
// accepts 3 files; the other 57 are neither accepted nor listed.
func TestReviewOfACutReport(t *testing.T) {
	defer report.KeepChanged(3)()
	ctx := context.Background()
	st := openStore(t)
	paths := srcPaths(60)
	storeRunWith(t, st, "record", "{}", paths, func(i int, _ *result.Result) string { return fmt.Sprintf("head\nmov r1, %d\ntail\n", i) })
	storeRunWith(t, st, "check", `{"total":60,"changed":60}`, paths, func(i int, _ *result.Result) string { return fmt.Sprintf("head\nmov r2, %d\ntail\n", i) })
	rep, _, err := stored.Report(ctx, &backend.SQLite{Store: st}, 0, report.DefaultThresholds, false, true)
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Kinds) != 1 || rep.Kinds[0].Count != 60 {
		t.Fatalf("kinds %+v, want one of 60 files", rep.Kinds)
	}
	d := review.Decisions{Kinds: map[string]string{rep.Kinds[0].ID: review.Accept}}
	o := d.Outcome(rep)
	if len(o.Accept) != 60 {
		t.Errorf("accepting the one kind of 60 changed files accepts %d of them", len(o.Accept))
	}
}
