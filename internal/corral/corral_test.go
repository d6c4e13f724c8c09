package corral_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/corral-go/corral/internal/corral"
	"github.com/corral-go/corral/internal/corral/accept"
	"github.com/corral-go/corral/internal/corral/corraltest"
	"github.com/corral-go/corral/internal/corral/report"
	"github.com/corral-go/corral/internal/corral/result"
)

func TestRecordCheckAccept(t *testing.T) {
	ctx := context.Background()
	src, cc, st := corraltest.Corpus(t, corraltest.Names(8)...), corraltest.Compiler(t), corraltest.OpenStore(t)
	out, err := corral.Record(ctx, st, corraltest.Options(src, cc))
	if err != nil {
		t.Fatal(err)
	}
	if got := out.Report.Summary; got.Total != 8 || got.New != 8 {
		t.Fatalf("record: got %+v, want 8 new of 8", got)
	}

	out, err = corral.Check(ctx, st, corraltest.Options(src, cc))
	if err != nil {
		t.Fatal(err)
	}
	if got := out.Report.Summary; got.Same != 8 || out.Report.Differences() {
		t.Fatalf("check with the same compiler: got %+v, want 8 same", got)
	}

	// A compiler change in two files: exactly those two change.
	opts := corraltest.Options(src, cc)
	opts.Cmd = "env CHANGE='src/f01.c src/f04.c' " + cc + " {}"
	out, err = corral.Check(ctx, st, opts)
	if err != nil {
		t.Fatal(err)
	}
	changed := out.Report.Paths(report.Changed)
	if want := []string{"src/f01.c", "src/f04.c"}; !slices.Equal(changed, want) {
		t.Fatalf("changed: got %v, want %v", changed, want)
	}

	// Accept one of them; the next check finds only the other.
	a, err := accept.Files(ctx, st, []string{"f01.c"})
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(a.Promoted, []string{"src/f01.c"}) || len(a.Dropped) != 0 {
		t.Fatalf("accept: got %+v, want src/f01.c promoted", a)
	}
	out, err = corral.Check(ctx, st, opts)
	if err != nil {
		t.Fatal(err)
	}
	if got := out.Report.Paths(report.Changed); !slices.Equal(got, []string{"src/f04.c"}) {
		t.Errorf("after accepting f01.c: changed %v, want [src/f04.c]", got)
	}
}

func TestCheckNeedsBaseline(t *testing.T) {
	_, err := corral.Check(context.Background(), corraltest.OpenStore(t), corraltest.Options(corraltest.Corpus(t, corraltest.Names(2)...), corraltest.Compiler(t)))
	if err == nil || !strings.Contains(err.Error(), "has no record yet") {
		t.Fatalf("got %v, want 'has no record yet'", err)
	}
}

func TestOptionsRefused(t *testing.T) {
	src, cc := corraltest.Corpus(t, corraltest.Names(2)...), corraltest.Compiler(t)
	for _, tc := range []struct {
		name string
		edit func(*corral.Options)
		want string
	}{
		{"no jobs", func(o *corral.Options) { o.Jobs = 0 }, "--jobs must be at least 1"},
		{"bad glob", func(o *corral.Options) { o.Include = []string{"[a"} }, "bad glob"},
		{"bad rule", func(o *corral.Options) { o.Normalize = []string{"no equals sign"} }, "normalize"},
		{"bad shard", func(o *corral.Options) { o.Shard = "3/2" }, "shard"},
		{"nothing selected", func(o *corral.Options) { o.Include = []string{"*.pas"} }, "none of the files"},
		{"resume nothing", func(o *corral.Options) { o.Resume = true }, "no interrupted record"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			opts := corraltest.Options(src, cc)
			tc.edit(&opts)
			_, err := corral.Record(context.Background(), corraltest.OpenStore(t), opts)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("got %v, want an error containing %q", err, tc.want)
			}
		})
	}
}

// TestInterruptAndResume cancels a record while its jobs run: the error
// says so, nothing becomes the baseline, and --resume runs only the rest.
func TestInterruptAndResume(t *testing.T) {
	src, st := corraltest.Corpus(t, corraltest.Names(6)...), corraltest.OpenStore(t)
	slow := filepath.Join(t.TempDir(), "slow")
	if err := os.WriteFile(slow, []byte("#!/bin/sh\ncase $1 in *f00.c) ;; *) sleep 0.3;; esac\ncat \"$1\"\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	opts := corraltest.Options(src, slow)
	opts.Jobs = 1
	ctx, cancel := context.WithCancel(context.Background())
	opts.Observer.OnResult = func(result.Result, string) { cancel() } // stop after the first result
	_, err := corral.Record(ctx, st, opts)
	if !errors.Is(err, corral.ErrInterrupted) {
		t.Fatalf("got %v, want ErrInterrupted", err)
	}
	if base, _ := st.Baseline(context.Background()); len(base) != 0 {
		t.Fatalf("an interrupted record made %d files the baseline", len(base))
	}

	opts.Observer.OnResult = nil
	opts.Resume = true
	opts.Cmd = "cat {}"
	if _, err := corral.Record(context.Background(), st, opts); err == nil || !strings.Contains(err.Error(), "--resume: the interrupted record ran") {
		t.Fatalf("resume with another --cmd: got %v", err)
	}
	opts.Cmd = slow + " {}"
	ran := 0
	opts.Observer.OnResult = func(result.Result, string) { ran++ }
	out, err := corral.Record(context.Background(), st, opts)
	if err != nil {
		t.Fatal(err)
	}
	if out.Report.Summary.Total != 6 || ran >= 6 {
		t.Errorf("resume: %d files in the report, %d run again; want 6 in all and fewer run", out.Report.Summary.Total, ran)
	}
}

func TestExport(t *testing.T) {
	ctx := context.Background()
	src, cc, st := corraltest.Corpus(t, corraltest.Names(2)...), corraltest.Compiler(t), corraltest.OpenStore(t)
	if _, err := corral.Record(ctx, st, corraltest.Options(src, cc)); err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(t.TempDir(), "golden")
	files, results, err := st.Export(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	if files != 8 || results != 2 {
		t.Errorf("got %d files of %d results, want 8 of 2", files, results)
	}
	b, err := os.ReadFile(filepath.Join(dir, "src/f00.o"))
	if err != nil || string(b) != "object of src/f00.c\n" {
		t.Errorf("src/f00.o: got %q, %v", b, err)
	}
	if _, _, err := st.Export(ctx, dir); err == nil {
		t.Error("export into a directory that is not empty succeeded")
	}
}
