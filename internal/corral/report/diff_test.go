package report_test

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/corral-go/corral/internal/corral/report"
	"github.com/corral-go/corral/internal/corral/result"
	"github.com/corral-go/corral/internal/corral/store"
)

// TestDiffIsGNUs checks a changed file's diff against GNU diff -u on an
// output of 2,000 lines with 117 changes, whose shortest edit is unique:
// the same hunks, headers and lines. go-udiff, used before, printed hunk
// headers whose new-side start drifted after its joined hunks.
func TestDiffIsGNUs(t *testing.T) {
	if _, err := exec.LookPath("diff"); err != nil {
		t.Skip("GNU diff not installed")
	}
	var a, b strings.Builder
	for i := range 2000 {
		fmt.Fprintf(&a, "line %d\n", i)
		switch {
		case i%20 == 0:
			fmt.Fprintf(&b, "LINE %d\n", i)
		case i%97 == 0: // deleted
		case i%89 == 0:
			fmt.Fprintf(&b, "line %d\nnew %d\n", i, i)
		default:
			fmt.Fprintf(&b, "line %d\n", i)
		}
	}
	ctx := context.Background()
	dir := t.TempDir()
	st, err := store.Open(ctx, filepath.Join(dir, "corral.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	outs := map[result.Command]string{"record": a.String(), "check": b.String()}
	runs := map[result.Command]int64{}
	for _, command := range []result.Command{result.Record, result.Check} {
		runs[command] = storeRun(t, st, command, []string{"out.c"}, func(int, *result.Result) string { return outs[command] })
	}
	base, err := st.Baseline(ctx)
	if err != nil {
		t.Fatal(err)
	}
	cur, err := st.Results(ctx, runs["check"])
	if err != nil {
		t.Fatal(err)
	}
	rep := report.Build(result.Check, cur, base, nil, time.Second)
	pr := &report.Printer{View: report.View{Differ: rep.Differ(st)}}
	got, err := pr.DiffCut(ctx, &rep.Files[0], 1<<30, 0)
	if err != nil {
		t.Fatal(err)
	}
	for i, s := range []string{a.String(), b.String()} {
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprint(i)), []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	cmd := exec.Command("diff", "-u", "--label", "out.c:stdout (baseline)", "--label", "out.c:stdout (now)", "0", "1")
	cmd.Dir = dir
	want, _ := cmd.Output()
	wantLines := strings.Split(strings.TrimSuffix(string(want), "\n"), "\n")
	for i := range max(len(got), len(wantLines)) {
		g, w := "<none>", "<none>"
		if i < len(got) {
			g = got[i]
		}
		if i < len(wantLines) {
			w = wantLines[i]
		}
		if g != w {
			t.Fatalf("line %d of the diff: got %q, GNU diff -u has %q", i+1, g, w)
		}
	}
}
