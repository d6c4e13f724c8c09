package cli

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/rivo/uniseg"

	"github.com/corral-go/corral/internal/corral/bisect"
	"github.com/corral-go/corral/internal/corral/report"
)

// bigBisect is a bisect of 40 commits with long subjects, 45 families of
// 2 kinds each, every third family's kinds from two commits, and 15 kinds
// the last commit did not show.
func bigBisect() *bisect.Bisected {
	b := &bisect.Bisected{CheckRun: 9, Runs: map[int]int64{0: 10, 39: 11}, Families: map[string]string{}, CheckCmd: "cc {}"}
	for i := range 40 {
		b.Compilers = append(b.Compilers, fmt.Sprintf("%07x codegen: %s", i, strings.Repeat("a long subject that says much ", 4)))
	}
	s := &b.Summary
	s.Compilers = make([]bisect.FirstShows, 40)
	for f := range 45 {
		id := fmt.Sprintf("f%02d", f)
		b.Families[id] = fmt.Sprintf("family-with-a-long-name-%02d", f)
		fam := bisect.FamilyFound{ID: id, Name: b.Families[id], Kinds: 2, Files: 100 - f}
		for n := range 2 {
			first := 5 + f%3*n // two commits when f%3 != 0
			b.Kinds = append(b.Kinds, bisect.KindFound{Kind: report.Kind{ID: fmt.Sprintf("k%02d%d", f, n), Family: id, Count: 50,
				Edit: "~ " + strings.Repeat("movl %eax, %ebx · ", 10)}, First: first, LastWithout: first - 1})
			if len(fam.ByFirst) > 0 && fam.ByFirst[0].First == first {
				fam.ByFirst[0].Kinds = append(fam.ByFirst[0].Kinds, len(b.Kinds)-1)
				continue
			}
			fam.ByFirst = append(fam.ByFirst, bisect.FirstOfFamily{First: first, LastWithout: first - 1, Kinds: []int{len(b.Kinds) - 1}, Files: 50})
			s.Compilers[first].Kinds++
		}
		s.Families = append(s.Families, fam)
	}
	for n := range 15 {
		b.Kinds = append(b.Kinds, bisect.KindFound{Kind: report.Kind{ID: fmt.Sprintf("kn%02d", n), Family: "f00", Count: 3, Edit: "+ " + strings.Repeat("x", 150)},
			First: -1, LastWithout: -1, Unshown: &bisect.Unshown{Same: 1, Other: 1, Failed: 1}})
		s.NotShown = append(s.NotShown, len(b.Kinds)-1)
	}
	return b
}

// TestBisectTableBig: a bisect of many commits, families and kinds fits
// 100 columns; the table stops at 30 rows of families and 10 kinds not
// shown, saying how many more there are; the legend names the commits
// that show a kind first, and the first and the last, once each, whole,
// and counts the others.
func TestBisectTableBig(t *testing.T) {
	b := bigBisect()
	var out strings.Builder
	printBisect(&out, b)
	text := out.String()
	for i, l := range strings.Split(text, "\n") {
		if w := uniseg.StringWidth(l); w > bisectWidth {
			t.Errorf("line %d is %d columns wide, want at most %d:\n%s", i+1, w, bisectWidth, l)
		}
	}
	flat := strings.Join(strings.Fields(text), " ")
	for _, i := range []int{0, 5, 6, 7, 39} {
		if n := strings.Count(flat, strings.Join(strings.Fields(b.Compilers[i]), " ")); n != 1 {
			t.Errorf("compiler %d is named %d times, want once:\n%s", i+1, n, text)
		}
	}
	if strings.Contains(text, "0000001 codegen") {
		t.Errorf("v2, which shows no kind first, is named:\n%s", text)
	}
	for _, want := range []string{
		"and 35 compilers that show no kind first (all in --json): v2–v5, v9–v39\n",
		"\n… and 32 more families (64 kinds): all in --json\n",
		"\n… and 5 more: all in --json\n",
		"failed: a probed file v40 did not run to an end (a timeout, an error): 'corral report --run 11' says why",
	} {
		if !strings.Contains(text, want) && !strings.Contains(flat, want) {
			t.Errorf("the table lacks %q:\n%s", want, text)
		}
	}
	rows := regexp.MustCompile(`(?m)^  (family-with|  +\d).*$`).FindAllString(text, -1)
	if len(rows) > bisectRows {
		t.Errorf("%d rows of families, want at most %d:\n%s", len(rows), bisectRows, text)
	}
	if n := len(regexp.MustCompile(`(?m)^  kn\d\d `).FindAllString(text, -1)); n != bisectUnshownRows {
		t.Errorf("%d kinds not shown are listed, want %d:\n%s", n, bisectUnshownRows, text)
	}
}

// TestBisectTableOneBigFamily: a family whose kinds come from more
// compilers than the table has rows is cut too.
func TestBisectTableOneBigFamily(t *testing.T) {
	b := &bisect.Bisected{Runs: map[int]int64{}, Families: map[string]string{"f": "mov"}}
	fam := bisect.FamilyFound{ID: "f", Name: "mov", Kinds: 50, Files: 50}
	for i := range 50 {
		b.Compilers = append(b.Compilers, fmt.Sprintf("cc-%d {}", i))
		b.Kinds = append(b.Kinds, bisect.KindFound{Kind: report.Kind{ID: fmt.Sprintf("k%07d", i), Family: "f", Count: 1, Edit: "~ movl → movq"},
			First: i, LastWithout: i - 1})
		fam.ByFirst = append(fam.ByFirst, bisect.FirstOfFamily{First: i, LastWithout: i - 1, Kinds: []int{i}, Files: 1})
		b.Summary.Compilers = append(b.Summary.Compilers, bisect.FirstShows{Kinds: 1, Families: 1, Files: 1})
	}
	b.Summary.Families = []bisect.FamilyFound{fam}
	var out strings.Builder
	printBisect(&out, b)
	text := out.String()
	if !regexp.MustCompile(`\n  mov +50 +50 +from 50 compilers:\n`).MatchString(text) || !strings.Contains(text, "  … and 22 more compilers: all in --json\n") {
		t.Errorf("the family's rows are not cut at %d:\n%s", bisectRows, text)
	}
	if n := strings.Count(text, "~ movl → movq"); n != bisectRows-2 {
		t.Errorf("%d of the family's compilers are shown, want %d:\n%s", n, bisectRows-2, text)
	}
}
