package execute_test

import (
	"context"
	"strings"
	"sync"
	"testing"

	"github.com/corral-go/corral/internal/corral/command"
	"github.com/corral-go/corral/internal/corral/corraltest"
	"github.com/corral-go/corral/internal/corral/execute"
	"github.com/corral-go/corral/internal/corral/result"
)

// TestRunsEveryFileItUnpacks: a real TAR unpacked into a work dir on
// disk while its files run, each job's output stored through a real
// store's writer; the support file unpacked but not run.
func TestRunsEveryFileItUnpacks(t *testing.T) {
	ctx := context.Background()
	names := corraltest.Names(12)
	src := corraltest.Corpus(t, names...)
	wd, err := execute.Open(execute.Settings{WorkFS: execute.Disk}, src, "", nil)
	if err != nil {
		t.Fatal(err)
	}
	defer wd.Cleanup()
	tmpl, err := command.Parse("cat {}")
	if err != nil {
		t.Fatal(err)
	}
	isC := func(p string) bool { return strings.HasSuffix(p, ".c") }
	sources := map[string]bool{} // written by the unpacking's goroutine alone, read after Wait
	p := &execute.Plan{Source: src, Jobs: 3, Cmd: tmpl, Want: isC, Support: func(p string) bool { return !isC(p) },
		OnSource: func(path string) { sources[path] = true }}
	st := corraltest.OpenStore(t)
	w, err := st.BeginRun(ctx, result.RunInfo{Command: result.Record, Cmd: "cat {}", Source: src}, 6)
	if err != nil {
		t.Fatal(err)
	}
	u := wd.Unpack(ctx, p, nil)
	var mu sync.Mutex
	got := map[string]result.Result{}
	if err := u.Run(ctx, wd, p, w, func(r result.Result) { mu.Lock(); got[r.Path] = r; mu.Unlock() }, nil); err != nil {
		t.Fatal(err)
	}
	count, err := u.Wait()
	if err != nil {
		t.Fatal(err)
	}
	if err := w.Finish("{}", &result.Promotion{Whole: true}); err != nil {
		t.Fatal(err)
	}
	if len(got) != len(names) || !sources["src/HDR_common.h"] || len(sources) != len(names)+1 || count.Files != len(sources) || count.Wanted != len(names) {
		t.Fatalf("ran %d files of %d, sources %v", len(got), len(names), sources)
	}
	for _, n := range names {
		r := got[n]
		out, _, err := st.ReadBlob(ctx, r.Stdout.Hash, 1<<20)
		if err != nil || r.Status != result.Ran || r.ExitCode != 0 || string(out) != "source of "+n+"\n" {
			t.Errorf("%s: %s %q (%v)", n, r.Status, out, err)
		}
	}
}

// TestFinishWaitsForNothingToRun: a selection of no file is known at the
// unpacking's end, which Finish waits for (Wait would stop it first).
func TestFinishWaitsForNothingToRun(t *testing.T) {
	ctx := context.Background()
	src := corraltest.Corpus(t, corraltest.Names(3)...)
	wd, err := execute.Open(execute.Settings{WorkFS: execute.Disk}, src, "", nil)
	if err != nil {
		t.Fatal(err)
	}
	defer wd.Cleanup()
	none := func(string) bool { return false }
	u := wd.Unpack(ctx, &execute.Plan{Source: src, Want: none, Support: none}, nil)
	if u.Total() != 0 {
		t.Fatalf("%d files to run, want 0", u.Total())
	}
	count, err := u.Finish()
	if err != nil || count.Files != 4 || count.Wanted != 0 {
		t.Errorf("count %+v, %v: want the 4 files of the source, none wanted", count, err)
	}
}

// TestSettingsCheck: a --workdir-fs that is none of the three is refused
// before anything runs.
func TestSettingsCheck(t *testing.T) {
	for _, fs := range []string{"", execute.Auto, execute.Memory, execute.Disk} {
		if err := (execute.Settings{WorkFS: fs}).Check(); err != nil {
			t.Errorf("%q: %v", fs, err)
		}
	}
	if err := (execute.Settings{WorkFS: "tmpfs"}).Check(); err == nil {
		t.Error("--workdir-fs tmpfs: no error")
	}
}
