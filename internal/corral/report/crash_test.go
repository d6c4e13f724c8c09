package report_test

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"github.com/corral-go/corral/internal/corral/report"
	"github.com/corral-go/corral/internal/corral/result"
)

// TestCrashLeadsWithItsMessage: a file that compiled and now crashes.
// Every report leads with the exit status and the stderr diff, before the
// 600 lines of stdout it no longer prints, and no cap hides them. Before,
// the report led with the stdout diff, --diff-lines ended it before
// stderr, and "internal compiler error" was in no report.
func TestCrashLeadsWithItsMessage(t *testing.T) {
	ctx := context.Background()
	st := openStore(t)
	const ice = "bcom: internal compiler error: nil map in expr.go:82"
	var long strings.Builder
	for i := range 600 {
		long.WriteString("v_" + strings.Repeat("x", i%7) + " = 1;\n")
	}
	put := func(command result.Command, stdout, stderr string, exit int, signal string) {
		w, err := st.BeginRun(ctx, result.RunInfo{Command: command}, 2)
		if err != nil {
			t.Fatal(err)
		}
		r := result.Result{Path: "a.bas", Status: result.Ran, ExitCode: exit, Signal: signal, Duration: time.Second}
		if r.Stdout, err = w.PutBytes(ctx, []byte(stdout)); err != nil {
			t.Fatal(err)
		}
		if r.Stderr, err = w.PutBytes(ctx, []byte(stderr)); err != nil {
			t.Fatal(err)
		}
		if err := w.AddResult(r); err != nil {
			t.Fatal(err)
		}
		var promote *result.Promotion
		if command == result.Record {
			promote = &result.Promotion{Whole: true}
		}
		if err := w.Finish("{}", promote); err != nil {
			t.Fatal(err)
		}
	}
	put("record", long.String(), "", 0, "")
	put("check", "", ice+"\n", 134, "")
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
	pr := &report.Printer{View: report.View{Differ: rep.Differ(st), DiffLines: 12}, W: &text, ListLimit: 3, Diffs: 10}
	if err := rep.Classify(ctx, st, false); err != nil {
		t.Fatal(err)
	}
	if err := pr.Print(ctx, rep); err != nil {
		t.Fatal(err)
	}
	out := text.String()
	exit, msg, stdout := strings.Index(out, "exit status 0 → 134"), strings.Index(out, "+"+ice), strings.Index(out, "--- a.bas:stdout (baseline)")
	if exit < 0 || msg < 0 || stdout < 0 || !(exit < msg && msg < stdout) {
		t.Errorf("the terminal report must show the exit status, then the message, then stdout (at %d, %d, %d):\n%s", exit, msg, stdout, out)
	}
	found := false
	for _, k := range rep.Kinds {
		found = found || strings.Contains(strings.Join(k.Diff, "\n"), ice)
	}
	if !found {
		t.Errorf("no kind's example shows the message: %+v", rep.Kinds)
	}
	var html, junit bytes.Buffer
	if err := report.HTML(ctx, &html, rep, pageView(pr, report.HTMLInfo{Version: "test", Written: time.Unix(0, 0)})); err != nil {
		t.Fatal(err)
	}
	if err := report.JUnit(ctx, &junit, rep, &pr.View); err != nil {
		t.Fatal(err)
	}
	for what, b := range map[string]string{"HTML": html.String(), "JUnit": junit.String()} {
		msg, stdout := strings.Index(b, "internal compiler error"), strings.Index(b, "a.bas:stdout (baseline)")
		if msg < 0 || stdout >= 0 && stdout < msg {
			t.Errorf("the %s report must hold the message before the stdout diff (at %d and %d)", what, msg, stdout)
		}
	}
}
