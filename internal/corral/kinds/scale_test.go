package kinds

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"

	"github.com/corral-go/corral/internal/corral/linediff"
)

// plainWord is a plain word of letters for i, distinct for each i: prose and
// assembly keep such words in an edit's shape, so each makes its own.
func plainWord(i int) string {
	b := []byte{'w'}
	for {
		b = append(b, byte('a'+i%26))
		if i /= 26; i == 0 {
			return string(b)
		}
	}
}

// hunk1 is the diff of one changed line.
func hunk1(old, new string) []string {
	return []string{"--- a", "+++ b", "@@ -1 +1 @@", "-" + old, "+" + new}
}

// changedFile is one changed file of a run: its path and its diffs.
type changedFile struct {
	path string
	secs []Section
}

// catalog adds the edits of files to a catalog, in order.
func catalog(files []changedFile) *Catalog {
	var c Catalog
	for _, f := range files {
		c.Add(Edits(f.path, f.secs))
	}
	return &c
}

// scales are changes of n distinct edits, spread in the ways a change
// can spread them: Split's work must grow with n, not with its square.
var scales = []struct {
	name  string
	files func(n int) []changedFile
}{
	// One output of n lines, each a distinct edit.
	{"lines of one output", func(n int) []changedFile {
		var a, b strings.Builder
		for i := range n {
			fmt.Fprintf(&a, "x = %s\n", plainWord(i))
			fmt.Fprintf(&b, "y = %s %s\n", plainWord(i), plainWord(n+i))
		}
		lines := linediff.Lines([]byte(a.String()), []byte(b.String())).Unified("a", "b", nil)
		return []changedFile{{"f.txt", []Section{{What: "stdout", Lines: lines}}}}
	}},
	// One output of C of n lines, each a distinct rename: one shape of
	// n concrete forms.
	{"renames", func(n int) []changedFile {
		var a, b strings.Builder
		for i := range n {
			fmt.Fprintf(&a, "int %s;\n", plainWord(i))
			fmt.Fprintf(&b, "int %s;\n", plainWord(n+i))
		}
		lines := linediff.Lines([]byte(a.String()), []byte(b.String())).Unified("a", "b", nil)
		return []changedFile{{"f.bas", []Section{{What: "output:f.c", Lines: lines}}}}
	}},
	// n files of one distinct edit each: n kinds of one family.
	{"one edit per file", func(n int) []changedFile {
		out := make([]changedFile, n)
		for i := range n {
			out[i] = changedFile{fmt.Sprintf("f%d.txt", i), []Section{{What: "stdout",
				Lines: hunk1("x = "+plainWord(i), "x = "+plainWord(i)+" "+plainWord(n+i))}}}
		}
		return out
	}},
	// n files of assembly, each inserting a distinct instruction: side
	// effects, each looking for a kind to join, in n families.
	{"side effects", func(n int) []changedFile {
		out := make([]changedFile, n)
		for i := range n {
			out[i] = changedFile{fmt.Sprintf("f%d.bas", i), []Section{{What: "output:x.s",
				Lines: []string{"--- a", "+++ b", "@@ -1,0 +2 @@", "+\t" + plainWord(i) + "\t%eax, %ebx"}}}}
		}
		return out
	}},
	// An edit of two parts in files i and n-1-i, whose first part is
	// also seen alone: n/2 lists of files, out of order, join that part.
	{"shared parts", func(n int) []changedFile {
		out := make([]changedFile, n, n+1)
		for i := range n {
			j := min(i, n-1-i)
			out[i] = changedFile{fmt.Sprintf("f%d.txt", i), []Section{{What: "stdout",
				Lines: hunk1("p alpha q "+plainWord(j)+" r", "p gamma q "+plainWord(n+j)+" r")}}}
		}
		return append(out, changedFile{"alone.txt", []Section{{What: "stdout", Lines: hunk1("p alpha q", "p gamma q")}}})
	}},
}

// TestSplitCostIsNearLinear: n distinct edits, spread in each way of
// scales, cost Split a count of work (see splitSteps) that grows about as
// n does. It grew as n²: 60,000 files of one distinct edit each took 16 s
// where 10,000 took 0.5 s, as each kind's files were merged into its
// family's one kind at a time.
func TestSplitCostIsNearLinear(t *testing.T) {
	const n, times = 2000, 6
	for _, sc := range scales {
		var steps [2]int64
		kinds := 0
		for i, size := range []int{n, times * n} {
			c := catalog(sc.files(size))
			before := splitSteps.Load()
			g := c.Split()
			steps[i] = splitSteps.Load() - before
			kinds = len(g.Kinds)
		}
		ratio := float64(steps[1]) / float64(max(1, steps[0]))
		t.Logf("%s: %d and %d steps for %d and %d edits (%d kinds), ratio %.1f", sc.name, steps[0], steps[1], n, times*n, kinds, ratio)
		if ratio > 1.5*times {
			t.Errorf("%s: %d times the edits cost Split %.1f times the steps (%d → %d), want at most %.0f",
				sc.name, times, ratio, steps[0], steps[1], 1.5*times)
		}
	}
}

// BenchmarkKinds makes the kinds of n distinct edits, spread in each way
// of scales, the diffs made before the clock starts: the time per edit
// stays about the same from 10,000 to 60,000 edits.
func BenchmarkKinds(b *testing.B) {
	for _, sc := range scales {
		for _, n := range []int{10_000, 60_000} {
			b.Run(fmt.Sprintf("%s/%d", strings.ReplaceAll(sc.name, " ", "_"), n), func(b *testing.B) {
				files := sc.files(n)
				for b.Loop() {
					catalog(files).Split()
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*n), "ns/edit")
			})
		}
	}
}

// BenchmarkEdits cuts every change of real outputs in testdata (see
// changes) into edits, diff included: the work a check's kinds do per
// changed file, reported per changed line.
func BenchmarkEdits(b *testing.B) {
	names := slices.Sorted(maps.Keys(changes))
	lines := 0
	for _, name := range names {
		_, edits := changeEdits(b, name, nil)
		for _, es := range edits {
			for _, e := range es {
				lines += len(e.Diff)
			}
		}
	}
	for b.Loop() {
		for _, name := range names {
			changeEdits(b, name, nil)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*lines), "ns/line")
}
