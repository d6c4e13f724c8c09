package kinds

import (
	"fmt"
	"maps"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// The defects a helper found reading versions 98 to 101 as an attacker,
// each a test that fails on the change as it first stood.

// splitOf groups the edits of files (each one section of output name)
// with edits made by edits.
func splitOf(files [][]string, name func(i int) string, edits func(file string, secs []Section) []Edit) Grouping {
	var c Catalog
	for i, lines := range files {
		c.Add(edits(name(i), []Section{{What: "output:" + name(i), Lines: lines}}))
	}
	return c.Split()
}

func logKinds(t *testing.T, g Grouping) {
	t.Helper()
	for _, k := range g.Kinds {
		t.Logf("%s %d files: %s", k.ID, len(k.Files), k.Edit)
	}
}

// TestConstructLinksNoLoneLine: a line met once in a function removed
// whole, and alone in ten other files, is no part of that function: a
// call of a tracer dropped from ten functions and ten helpers removed
// whole, one of which called a tracer, are two causes. The construct's
// link counted only the shape's sites inside constructs (one), so it
// linked the two.
func TestConstructLinksNoLoneLine(t *testing.T) {
	var files [][]string
	for i := range 10 {
		files = append(files, []string{"@@ -1,4 +1,3 @@", " int f(int total) {", fmt.Sprintf("-  trace_%d(total);", i), "   return total;", " }"})
	}
	for i := 10; i < 20; i++ {
		d := []string{"@@ -1,6 +1,3 @@", " int g(void) {", "   return 0;", " }", fmt.Sprintf("-int helper_%d(int total) {", i)}
		if i == 19 {
			d = append(d, "-  trace_t(total);")
			d[0] = "@@ -1,7 +1,3 @@"
		}
		d = append(d, fmt.Sprintf("-  return %d;", i), "-}")
		files = append(files, d)
	}
	g := splitOf(files, func(i int) string { return fmt.Sprintf("f%02d.c", i) }, Edits)
	logKinds(t, g)
	if len(g.Kinds) != 2 {
		t.Errorf("%d kinds, want 2: the tracer's calls dropped, the helpers removed", len(g.Kinds))
	}
}

// TestConstructThroughTheMemo: a run's memo of blocks serves a block's
// edits to every file that has it; the construct an edit is in is its
// head's line, which must move as the block's lines do, or two
// constructs of one file read as one (and which file filled the memo,
// which a run's workers race for, decided the kinds).
func TestConstructThroughTheMemo(t *testing.T) {
	plugin := []string{"-registerPlugin({", "-  retries: 3,", "-  timeout: 10,", "-});"}
	logged := []string{"-console.log(", "-  alpha,", "-  beta,", "-);"}
	bee, cee := []string{"-const bee = 2;", "+const bee = 20;"}, []string{"-const cee = 3;", "+const cee = 30;"}
	cat := func(parts ...[]string) []string {
		var out []string
		for _, p := range parts {
			out = append(out, p...)
		}
		return out
	}
	files := [][]string{
		cat([]string{"@@ -1,6 +1,2 @@", " import { a } from './a';"}, plugin, bee),
		cat([]string{"@@ -1,6 +1,2 @@", " import { a } from './a';"}, logged, cee),
		// Both blocks, the second at old line 8: served by the memo
		// from the files above, where it stood at line 2.
		cat([]string{"@@ -1,12 +1,4 @@", " import { a } from './a';"}, plugin, bee, []string{" const x = 1;"}, logged, cee),
	}
	for i := range 6 {
		files = append(files, []string{"@@ -1 +1 @@", fmt.Sprintf("-run(q%d, \"slow\");", i), fmt.Sprintf("+run(q%d, \"fast\");", i)})
	}
	name := func(i int) string { return fmt.Sprintf("m%d.ts", i) }
	plain := splitOf(files, name, Edits)
	memo := NewMemo()
	memoed := splitOf(files, name, func(file string, secs []Section) []Edit { return memo.Edits(nil, file, secs) })
	logKinds(t, plain)
	logKinds(t, memoed)
	if len(plain.Kinds) != len(memoed.Kinds) {
		t.Errorf("%d kinds through the memo, %d without", len(memoed.Kinds), len(plain.Kinds))
	}
}

// TestAllmanHeadLinksItsBody: a function whose brace opens on the line
// after its head (Allman's style) is one construct, its head the
// declaration, not the brace alone.
func TestAllmanHeadLinksItsBody(t *testing.T) {
	diff := []string{"@@ -1,7 +1,2 @@", " int g(void);", "-int helper(void)", "-{", "-  return 1;", "-}", " int h(void);"}
	es := Edits("a.c", []Section{{What: "output:a.c", Lines: diff}})
	var head, members int
	for _, e := range es {
		switch {
		case e.construct == 0:
		case strings.Contains(e.Diff[0], "helper"):
			head = e.construct
		default:
			members++
		}
	}
	if head == 0 || members < 1 {
		t.Errorf("the head's construct %d, %d lines linked to it; want the declaration heading its body", head, members)
	}
}

// TestBoundedPairingChangesNothing: lines that cannot beat the best pair
// found, by the bound of their tokens' signatures (see lineSig), are not
// scored; the edits of every change of real output here are those that
// scoring every candidate gives.
func TestBoundedPairingChangesNothing(t *testing.T) {
	sameEditsWithout(t, &boundPairs, "every pair is scored")
}

// sameEditsWithout holds the edits of every change of real output in the
// tests to those made with the shortcut *on turned off (restored after).
func sameEditsWithout(t *testing.T, on *bool, without string) {
	t.Helper()
	for _, name := range slices.Sorted(maps.Keys(changes)) {
		_, short := changeEdits(t, name, nil)
		*on = false
		_, long := changeEdits(t, name, nil)
		*on = true
		if !reflect.DeepEqual(short, long) {
			t.Errorf("%s: the edits differ when %s", name, without)
		}
	}
}

// TestLineSigBoundsCommon: the bound of two lines' shared tokens is never
// below what common counts, on the lines of real outputs, strings and
// quoted names among them.
func TestLineSigBoundsCommon(t *testing.T) {
	var lines [][]Token
	for _, name := range slices.Sorted(maps.Keys(changes)) {
		_, edits := changeEdits(t, name, nil)
		for _, es := range edits {
			for _, e := range es {
				for _, d := range e.Diff {
					if len(d) > 1 && len(lines) < 4000 {
						lines = append(lines, lex(Asm, d[1:]), lex(CLike, d[1:]), lex(Hash, d[1:]))
					}
				}
			}
		}
	}
	lines = append(lines, lex(Hash, `x = f"{a}{b}"`), lex(Hash, `x = a + b`), lex(CLike, `f("x", y)`), lex(CLike, `f(x, "y")`))
	// A minified line of more tokens of one text than a bucket counts.
	long := lex(CLike, strings.Repeat("x ", 70000))
	if sl := sigOf(long); sl.common(&sl) < len(long) {
		t.Errorf("a line of %d tokens bounded at %d shared with itself", len(long), sl.common(&sl))
	}
	for i := 0; i+1 < len(lines); i++ {
		for _, j := range []int{i + 1, (i * 7919) % len(lines)} {
			a, b := lines[i], lines[j]
			sa, sb := sigOf(a), sigOf(b)
			if c, _ := common(a, b); sa.common(&sb) < c {
				t.Fatalf("bound %d below the %d tokens shared by %q and %q", sa.common(&sb), c, render(a, true, &namer{}), render(b, true, &namer{}))
			}
		}
	}
}

// TestRecordShortcutsChangeNothing: records the same on both sides kept
// whole, and each record's end found once, give every change of real
// output in the tests the diff and the edits that reading every record
// inside, at each depth, gives.
func TestRecordShortcutsChangeNothing(t *testing.T) {
	sameEditsWithout(t, &recordShortcuts, "every record is read inside")
}
