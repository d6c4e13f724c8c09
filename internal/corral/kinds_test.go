package corral_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/corral-go/corral/internal/corral"
	"github.com/corral-go/corral/internal/corral/corraltest"
	"github.com/corral-go/corral/internal/corral/report"
)

// TestKinds runs a compiler change that changes 300 of 500 files in three
// different ways, each with file-specific numbers and names, and checks
// that the report finds exactly three kinds with exactly their files, and
// that accept --kind takes one kind and nothing else.
func TestKinds(t *testing.T) {
	ctx := context.Background()
	src, st := corraltest.Corpus(t, corraltest.Names(500)...), corraltest.OpenStore(t)
	cc := filepath.Join(t.TempDir(), "cc")
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
	if err := os.WriteFile(cc, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	opts := corral.Options{Source: src, Cmd: cc + " {}", Jobs: 2, Exclude: []string{"HDR_*"}, Getenv: func(string) string { return "" }}
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
		files := slices.Sorted(slices.Values(k.Files))
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
	a, err := corral.Accept(ctx, st, nil, k.ID)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(slices.Sorted(slices.Values(a.Promoted)), slices.Sorted(slices.Values(k.Files))) {
		t.Errorf("accept --kind %s promoted %d files, want its %d", k.ID, len(a.Promoted), len(k.Files))
	}
	if _, err := corral.Accept(ctx, st, nil, "k0000000"); err == nil {
		t.Error("accept of an unknown kind: no error")
	}
}
