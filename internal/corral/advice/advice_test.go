package advice_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/corral-go/corral/internal/corral/advice"
	"github.com/corral-go/corral/internal/corral/report"
	"github.com/corral-go/corral/internal/corral/result"
)

// TestPrefixSaysWhichWayTheTreeMoved: a TAR made one directory off the
// baseline's makes every file new and its old self missing; the warning
// names the directory gained or lost, and says nothing where the files
// just differ.
func TestPrefixSaysWhichWayTheTreeMoved(t *testing.T) {
	ran := func(paths ...string) map[string]result.Result {
		m := map[string]result.Result{}
		for _, p := range paths {
			m[p] = result.Result{Path: p, Status: result.Ran}
		}
		return m
	}
	for _, c := range []struct {
		now, base []string
		want      string
	}{
		{[]string{"src/a.c", "src/b/c.c"}, []string{"a.c", "b/c.c"}, "new under src/"},
		{[]string{"a.c", "b/c.c"}, []string{"src/a.c", "src/b/c.c"}, "new without its leading src/"},
		{[]string{"x.c"}, []string{"y.c"}, ""},
		{[]string{"a.c"}, []string{"a.c"}, ""},
	} {
		gone := func(string) bool { return false } // no baseline path is in the source but as a result
		rep := report.Build(result.Check, ran(c.now...), ran(c.base...), gone, 0)
		got := advice.Prefix(rep)
		if c.want == "" && got != "" || !strings.Contains(got, c.want) {
			t.Errorf("now %v, baseline %v: %q, want it to say %q", c.now, c.base, got, c.want)
		}
	}
}

// TestLinksAndShippedCountWhatTheyName: one is said in the singular, many
// in the plural with the first five named, none not at all.
func TestLinksAndShippedCountWhatTheyName(t *testing.T) {
	if advice.Links(nil) != "" || advice.Shipped(nil) != "" {
		t.Error("a warning of nothing")
	}
	if got := advice.Links([]string{"a.c"}); !strings.HasPrefix(got, "1 symlink to a file of the source was not compiled") {
		t.Errorf("one link: %q", got)
	}
	var many []string
	for i := range 7 {
		many = append(many, fmt.Sprintf("l%d.c", i))
	}
	if got := advice.Links(many); !strings.HasPrefix(got, "7 symlinks") || !strings.HasSuffix(got, "and 2 more") {
		t.Errorf("seven links: %q", got)
	}
	if got := advice.Shipped([]string{"a.o", "b.o"}); !strings.HasPrefix(got, "2 declared outputs were files of the source") || !strings.Contains(got, "their jobs") {
		t.Errorf("two outputs shipped: %q", got)
	}
}

// TestMixedTreeNamesTheFilesThatAreNoSource: a crate's tree run whole,
// its Makefile and README failing the same way while the C files ran
// clean, is said with the --include that selects the sources; nothing is
// said when --include chose the files, or when everything failed.
func TestMixedTreeNamesTheFilesThatAreNoSource(t *testing.T) {
	results := map[string]result.Result{}
	for i := range 8 {
		p := fmt.Sprintf("src/f%d.c", i)
		results[p] = result.Result{Path: p, Status: result.Ran}
	}
	for _, p := range []string{"README.md", "CHANGES.md", "NOTES.md"} {
		results[p] = result.Result{Path: p, Status: result.Ran, ExitCode: 1}
	}
	got := advice.MixedTree(results, nil)
	if !strings.Contains(got, "*.md: 3 of 3 failed") || !strings.Contains(got, "--include '*.c'") {
		t.Errorf("a mixed tree: %q", got)
	}
	if got := advice.MixedTree(results, []string{"*.c"}); got != "" {
		t.Errorf("files chosen by --include: %q", got)
	}
	for p, r := range results {
		r.ExitCode = 1
		results[p] = r
	}
	if got := advice.MixedTree(results, nil); got != "" {
		t.Errorf("everything failed: %q", got)
	}
}

// TestSameFailureIsTheCommonFirstLine: nine jobs of ten that print one
// line and exit 2, their paths and numbers aside, failed the same way;
// jobs that failed in many ways did not.
func TestSameFailureIsTheCommonFirstLine(t *testing.T) {
	results := map[string]result.Result{}
	for i := range 10 {
		p := fmt.Sprintf("src/f%d.bas", i)
		results[p] = result.Result{Path: p, Status: result.Ran, ExitCode: 2, StderrHead: fmt.Sprintf("sh: %d: bcomm: not found", i+1)}
	}
	line, failed, same := advice.SameFailure(results)
	if failed != 10 || same != 10 || !strings.Contains(line, "bcomm: not found") {
		t.Errorf("one failure ten times: %q, %d failed, %d the same way", line, failed, same)
	}
	for i := range 10 {
		p := fmt.Sprintf("src/f%d.bas", i)
		r := results[p]
		r.StderrHead = fmt.Sprintf("error %c at line", 'a'+rune(i))
		results[p] = r
	}
	if line, _, _ := advice.SameFailure(results); line != "" {
		t.Errorf("ten different failures: %q", line)
	}
}
