package corral_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/corral-go/corral/internal/corral"
	"github.com/corral-go/corral/internal/corral/corraltest"
	"github.com/corral-go/corral/internal/corral/execute"
	"github.com/corral-go/corral/internal/corral/report"
	"github.com/corral-go/corral/internal/corral/workspace"
)

// TestOutputsThatNameTheWorkDirStayTheSame: a compiler that writes its
// directory into its output (gcc -g's DW_AT_comp_dir, a path made
// absolute) gives the same output in a record and a check: each unpacks
// into the same work dir. Before, each run unpacked into a directory of
// a random name, and a check of the compiler that made the baseline found
// every file changed. While another run holds that directory, a run
// unpacks into one of its own, and such outputs then differ.
func TestOutputsThatNameTheWorkDirStayTheSame(t *testing.T) {
	ctx := context.Background()
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	src, st := corraltest.Corpus(t, corraltest.Names(3)...), corraltest.OpenStore(t)
	opts := corraltest.Options(src, "sh")
	opts.Cmd = `sh -c 'pwd && cat "$0"' {}`
	opts.WorkFS = execute.Disk
	if _, err := corral.Record(ctx, st, opts); err != nil {
		t.Fatal(err)
	}
	out, err := corral.Check(ctx, st, opts)
	if err != nil {
		t.Fatal(err)
	}
	if got := out.Report.Summary; got.Same != 3 || out.Report.Differences() {
		t.Fatalf("a check of the compiler that made the baseline: %+v, want 3 same", got)
	}
	if _, err := os.Stat(filepath.Join(tmp, workspace.WorkName(st.Path()))); !os.IsNotExist(err) {
		t.Errorf("the work dir outlives its run: %v", err)
	}

	// Another run holds the work dir: this one unpacks elsewhere and says
	// what changed.
	held, err := workspace.NewNamedIn(tmp, workspace.WorkName(st.Path()))
	if err != nil {
		t.Fatal(err)
	}
	defer held.Remove()
	out, err = corral.Check(ctx, st, opts)
	if err != nil {
		t.Fatal(err)
	}
	if got := out.Report.Paths(report.Changed); len(got) != 3 {
		t.Errorf("a check beside a run that holds the work dir: changed %v, want all 3 (their directory differs)", got)
	}
}
