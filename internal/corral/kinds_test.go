package corral_test

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/corral-go/corral/internal/corral"
	"github.com/corral-go/corral/internal/corral/accept"
	"github.com/corral-go/corral/internal/corral/backend"
	"github.com/corral-go/corral/internal/corral/corraltest"
	"github.com/corral-go/corral/internal/corral/report"
)

// TestKinds runs a compiler change that changes 300 of 500 files in three
// different ways, each with file-specific numbers and names, and checks
// that the report finds exactly three kinds with exactly their files, and
// that accept --kind takes one kind and nothing else.
func TestKinds(t *testing.T) {
	ctx := context.Background()
	// The file number n decides: with NEW set, n%5==0 gets a line more,
	// n%5==1 a line rewritten (its value and label are the file's own),
	// n%5==2 a line less; the rest do not change.
	script := `#!/bin/sh
n=${1#src/f}; n=${n%.c}; n=$(expr "$n" + 0)
echo "unit $1"
echo "L$n: value_$n = $((n * 7));"
echo "end of $1"
[ -z "$NEW" ] && exit 0
case $((n % 5)) in
0) echo "extra line for tmp_$n";;
1) echo "L$n: value_$n = $((n * 7)) + 0; /* rewritten */";;
2) exit 3;;
esac
`
	st, rep := checkOfScript(t, 500, script)
	if len(rep.Kinds) != 3 {
		t.Fatalf("%d kinds, want 3: %+v", len(rep.Kinds), rep.Kinds)
	}
	want := map[int][]string{}
	for i := range 500 {
		if i%5 < 3 {
			want[i%5] = append(want[i%5], fmt.Sprintf("src/f%02d.c", i))
		}
	}
	for _, k := range rep.Kinds {
		n := 0
		if _, err := fmt.Sscanf(k.Example, "src/f%d.c", &n); err != nil {
			t.Fatalf("example %q: %v", k.Example, err)
		}
		files := slices.Sorted(k.Files.All())
		if !slices.Equal(files, slices.Sorted(slices.Values(want[n%5]))) {
			t.Errorf("kind %s (example %s): %d files, want the %d with n%%5 == %d", k.ID, k.Example, len(files), len(want[n%5]), n%5)
		}
	}
	for _, f := range rep.Files {
		if (f.Status == report.Changed) != (len(f.Kinds) == 1) {
			t.Errorf("%s: status %s, kinds %q", f.Path, f.Status, f.Kinds)
		}
	}
	// Accept one kind: those files, and only those, become the baseline.
	k := rep.Kinds[1]
	a, err := accept.Files(ctx, st, nil, k.ID)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(slices.Sorted(slices.Values(a.Promoted)), slices.Sorted(k.Files.All())) {
		t.Errorf("accept --kind %s promoted %d files, want its %d", k.ID, len(a.Promoted), k.Files.Len())
	}
	if _, err := accept.Files(ctx, st, nil, "k0000000"); err == nil {
		t.Error("accept of an unknown kind: no error")
	}
}

// TestEditedKindsDoNotWidenAccept: a stored kinds row edited to move a
// file into a kind it does not show, its counts kept consistent and the
// row kept with the digest it needs (issue 57.4), made accept --kind of
// that kind take the file. The files an accept takes must show the kinds
// given, and nothing else: when one does not, the kinds are made again.
func TestEditedKindsDoNotWidenAccept(t *testing.T) {
	ctx := context.Background()
	script := `#!/bin/sh
n=${1#src/f}; n=${n%.c}; n=$(expr "$n" + 0)
echo "unit $1"
echo "L$n: value_$n = $((n * 7));"
[ -z "$NEW" ] && exit 0
case $((n % 3)) in
0) echo "extra line for tmp_$n";;
1) echo "L$n: value_$n = $((n * 7)) + 0; /* rewritten */";;
esac
`
	st, rep := checkOfScript(t, 40, script)
	if len(rep.Kinds) != 2 {
		t.Fatalf("%d kinds, want 2", len(rep.Kinds))
	}
	taker, moved := rep.Kinds[0], rep.Kinds[1].Files.At(0)
	forgeKinds(t, st, rep.RunID, taker.ID, moved)
	a, err := accept.Files(ctx, st, nil, taker.ID)
	if err != nil {
		t.Fatal(err)
	}
	if slices.Contains(a.Promoted, moved) || !a.KindsRemade {
		t.Errorf("accept --kind %s took %s, of another kind, from an edited row (kinds made again: %v)", taker.ID, moved, a.KindsRemade)
	}
	if !slices.Equal(slices.Sorted(slices.Values(a.Promoted)), slices.Sorted(taker.Files.All())) {
		t.Errorf("accept --kind %s promoted %d files, want its %d", taker.ID, len(a.Promoted), taker.Files.Len())
	}
}

// forgeKinds edits the kinds stored with run: the file moved becomes one
// of kind to's files and leaves its own, counts kept, and the row is kept
// with the digest that lets it be read back.
func forgeKinds(t *testing.T, st *backend.SQLite, run int64, to, moved string) {
	t.Helper()
	ctx := context.Background()
	v, _, data, ok, err := st.RunKinds(ctx, run)
	if err != nil || !ok {
		t.Fatalf("no kinds stored with run %d: %v", run, err)
	}
	var sk map[string]any
	if err := json.Unmarshal(data, &sk); err != nil {
		t.Fatal(err)
	}
	for _, k := range sk["kinds"].([]any) {
		k := k.(map[string]any)
		files := k["files"].([]any)
		if k["id"] == to {
			files = append(files, moved)
		} else {
			files = slices.DeleteFunc(files, func(f any) bool { return f == moved })
		}
		k["files"], k["count"] = files, len(files)
	}
	forged, err := json.Marshal(sk)
	if err != nil {
		t.Fatal(err)
	}
	lc, err := accept.ReadLastCheck(ctx, st, accept.Statuses)
	if err != nil {
		t.Fatal(err)
	}
	if err := st.SaveRunKinds(ctx, run, v, lc.Report.KindsSeal(forged), forged); err != nil {
		t.Fatal(err)
	}
	// Read back as stored: the edit is one a report shows.
	again, err := accept.ReadLastCheck(ctx, st, accept.Statuses)
	if err != nil {
		t.Fatal(err)
	}
	if err := again.Report.Classify(ctx, st, false); err != nil || !again.Report.KindsStored() || !slices.Contains(again.Report.FileKinds(moved), to) {
		t.Fatalf("the forged row was not read back (%v): %s is of %q", err, moved, again.Report.FileKinds(moved))
	}
}

// checkOfScript records a corpus of files with the compiler script, checks
// it with NEW=1 set, and returns the store and the check's report, its
// kinds made.
func checkOfScript(t *testing.T, files int, script string) (*backend.SQLite, *report.Report) {
	t.Helper()
	ctx := context.Background()
	src, st := corraltest.Corpus(t, corraltest.Names(files)...), corraltest.OpenStore(t)
	cc := filepath.Join(t.TempDir(), "cc")
	if err := os.WriteFile(cc, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	opts := corral.Options{RunSettings: corral.RunSettings{Source: src, Cmd: cc + " {}", Jobs: 2, Exclude: []string{"HDR_*"}, Getenv: func(string) string { return "" }}}
	if _, err := corral.Record(ctx, st, opts); err != nil {
		t.Fatal(err)
	}
	opts.Cmd = "env NEW=1 " + cc + " {}"
	out, err := corral.Check(ctx, st, opts)
	if err != nil {
		t.Fatal(err)
	}
	rep := out.Report
	if err := rep.Classify(ctx, st, false); err != nil {
		t.Fatal(err)
	}
	return st, rep
}
