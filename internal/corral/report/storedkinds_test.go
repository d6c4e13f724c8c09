package report_test

import (
	"context"
	"encoding/json"
	"maps"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/corral-go/corral/internal/corral/kinds"
	"github.com/corral-go/corral/internal/corral/report"
	"github.com/corral-go/corral/internal/corral/result"
	"github.com/corral-go/corral/internal/corral/store"
)

// TestKindsAreMadeOnce: a run's kinds are stored with it by the first
// report that makes them, and read back by the next (shown by a stored
// label no algorithm makes); kinds of another version of the algorithm
// are shown as stored, with a note, until a recompute makes them
// again. Before, every report, review, accept --kind and bisect made them
// again from every stored blob.
func TestKindsAreMadeOnce(t *testing.T) {
	ctx := context.Background()
	st := openStore(t)
	checkRun := twoRuns(t, st, map[string]string{"a.bas": "x = 1;\n", "b.bas": "y = 2;\n"}, map[string]string{"a.bas": "x = 10;\n", "b.bas": "y = 20;\n"})
	build := func() *report.Report {
		base, err := st.Baseline(ctx)
		if err != nil {
			t.Fatal(err)
		}
		cur, err := st.Results(ctx, checkRun)
		if err != nil {
			t.Fatal(err)
		}
		r := report.Build(result.Check, cur, base, nil, time.Second)
		r.RunID = checkRun
		return r
	}
	first := build()
	if err := first.Classify(ctx, st, false); err != nil {
		t.Fatal(err)
	}
	v, digest, data, ok, err := st.RunKinds(ctx, checkRun)
	if err != nil || !ok || v != kinds.Version {
		t.Fatalf("no kinds stored with run %d (version %d, %v, %v)", checkRun, v, ok, err)
	}
	// A label no algorithm makes, stored as the run's: read back as is.
	tampered := strings.Replace(string(data), first.Kinds[0].Edit, "stored label", 1)
	if tampered == string(data) {
		t.Fatalf("the stored kinds do not hold %q: %s", first.Kinds[0].Edit, data)
	}
	// Edited alone, it no longer matches what it is kept with: made again.
	if err := st.SaveRunKinds(ctx, checkRun, kinds.Version, digest, []byte(tampered)); err != nil {
		t.Fatal(err)
	}
	if edited := build(); edited.Classify(ctx, st, false) != nil || edited.Kinds[0].Edit != first.Kinds[0].Edit || edited.KindsStored() {
		t.Errorf("a stored row edited since it was made was read back: %q", edited.Kinds[0].Edit)
	}
	digest = build().KindsSeal([]byte(tampered))
	if err := st.SaveRunKinds(ctx, checkRun, kinds.Version, digest, []byte(tampered)); err != nil {
		t.Fatal(err)
	}
	again := build()
	if err := again.Classify(ctx, st, false); err != nil {
		t.Fatal(err)
	}
	if again.Kinds[0].Edit != "stored label" || len(again.Files[0].Kinds) == 0 {
		t.Errorf("the second report made its kinds again (%q) instead of reading the stored ones", again.Kinds[0].Edit)
	}
	// Made by another version: shown as stored, with a note, unless asked.
	if err := st.SaveRunKinds(ctx, checkRun, kinds.Version-1, digest, []byte(tampered)); err != nil {
		t.Fatal(err)
	}
	old := build()
	if err := old.Classify(ctx, st, false); err != nil {
		t.Fatal(err)
	}
	if old.Kinds[0].Edit != "stored label" || !strings.Contains(old.KindsNote, "--recompute-kinds") {
		t.Errorf("kinds of another version: %q, note %q; want them as stored, with a note", old.Kinds[0].Edit, old.KindsNote)
	}
	redo := build()
	if err := redo.Classify(ctx, st, true); err != nil {
		t.Fatal(err)
	}
	if redo.Kinds[0].Edit != first.Kinds[0].Edit || redo.KindsNote != "" {
		t.Errorf("--recompute-kinds gave %q (note %q), want %q made again", redo.Kinds[0].Edit, redo.KindsNote, first.Kinds[0].Edit)
	}
	var sk struct{ Langs map[string]int }
	if _, _, data, _, _ := st.RunKinds(ctx, checkRun); json.Unmarshal(data, &sk) != nil || len(sk.Langs) == 0 {
		t.Errorf("the stored kinds keep no languages: %s", data)
	}
}

// TestDamagedStoredKinds: a stored row whose families name a kind the run
// does not have (edited, or damaged) is made again, not shown: before, the
// terminal report dereferenced the missing kind and panicked.
func TestDamagedStoredKinds(t *testing.T) {
	ctx := context.Background()
	st := openStore(t)
	run := twoRuns(t, st, map[string]string{"x.bas": "a\n"}, map[string]string{"x.bas": "b\n"})
	build := func() *report.Report {
		base, _ := st.Baseline(ctx)
		cur, _ := st.Results(ctx, run)
		r := report.Build(result.Check, cur, base, nil, time.Second)
		r.RunID = run
		return r
	}
	if err := build().Classify(ctx, st, false); err != nil {
		t.Fatal(err)
	}
	_, _, data, _, _ := st.RunKinds(ctx, run)
	bad := strings.Replace(string(data), `"families":[{`, `"families":[{"id":"fdeadbe","name":"x","count":1,"kinds":["k0000000"],"files":["x.bas"],"explains":1},{`, 1)
	if bad == string(data) {
		t.Fatalf("no families in %s", data)
	}
	if err := st.SaveRunKinds(ctx, run, kinds.Version, build().KindsSeal([]byte(bad)), []byte(bad)); err != nil {
		t.Fatal(err)
	}
	r := build()
	var out strings.Builder
	pr := &report.Printer{View: report.View{Differ: r.Differ(st), DiffLines: 10}, W: &out}
	if err := r.Classify(ctx, st, false); err != nil {
		t.Fatal(err)
	}
	if err := pr.Print(ctx, r); err != nil {
		t.Fatal(err)
	}
	for _, f := range r.Families {
		if f.ID == "fdeadbe" {
			t.Error("the damaged stored families were shown")
		}
	}
	// A language this corral does not know (a newer one's, or an edit):
	// made again, not read with a table it has not got.
	var row map[string]any
	if err := json.Unmarshal(data, &row); err != nil {
		t.Fatal(err)
	}
	row["langs"] = map[string]int{"stdout": 250}
	unknown, _ := json.Marshal(row)
	if err := st.SaveRunKinds(ctx, run, kinds.Version, build().KindsSeal(unknown), unknown); err != nil {
		t.Fatal(err)
	}
	r = build()
	if err := r.Classify(ctx, st, false); err != nil {
		t.Fatal(err)
	}
	if r.KindsStored() {
		t.Error("kinds stored with a language this corral does not know were read back")
	}
	if _, err := r.KindsFit(ctx, &r.Files[0]); err != nil {
		t.Fatal(err)
	}
}

// twoRuns stores a record of the outputs in base, made the baseline, and
// a check of those in cur (path → stdout), and returns the check's run.
func twoRuns(t *testing.T, st *store.Store, base, cur map[string]string) int64 {
	t.Helper()
	ctx := context.Background()
	var id int64
	for _, run := range []struct {
		command result.Command
		outs    map[string]string
	}{{"record", base}, {"check", cur}} {
		w, err := st.BeginRun(ctx, result.RunInfo{Command: run.command}, 2)
		if err != nil {
			t.Fatal(err)
		}
		for _, path := range slices.Sorted(maps.Keys(run.outs)) {
			r := result.Result{Path: path, Status: result.Ran, Duration: time.Second}
			if r.Stdout, err = w.PutBytes(ctx, []byte(run.outs[path])); err != nil {
				t.Fatal(err)
			}
			if err := w.AddResult(r); err != nil {
				t.Fatal(err)
			}
		}
		var promote *result.Promotion
		if run.command == result.Record {
			promote = &result.Promotion{Whole: true}
		}
		if err := w.Finish("{}", promote); err != nil {
			t.Fatal(err)
		}
		id = w.RunID()
	}
	return id
}
