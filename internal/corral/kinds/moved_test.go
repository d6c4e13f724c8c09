package kinds

import (
	"fmt"
	"testing"
)

// TestMovedLinesAreASideEffectInCode: lines the diff shows moved, in
// source code, where another cause's edits are in the same files but not
// in the same units, are that cause's side effect: gcc -E → -E -P over
// zstd drops every line marker, and the line diff of 13 of its 39 files
// shows a prototype that a header declares again (HUF_readDTableX1_wksp)
// moved; those lines stood as a kind of their own, "↕ lines moved", in a
// change of one cause. The diffs below are as gcc -E writes them (a line
// marker gone at the top, a prototype moved between two far hunks in
// half the files), each hunk a unit.
func TestMovedLinesAreASideEffectInCode(t *testing.T) {
	var c Catalog
	for i := range 4 {
		diff := []string{
			"@@ -1,3 +1,2 @@",
			fmt.Sprintf(`-# 1 "f%d.c"`, i),
			" int f(int);",
			" int g(int);",
		}
		if i%2 == 0 {
			diff = append(diff,
				"@@ -40,7 +39,6 @@", " int x1;", " int x2;", " int x3;",
				"-size_t HUF_read(void *dst, size_t n);",
				" int y1;", " int y2;", " int y3;",
				"@@ -80,6 +78,7 @@", " int z1;", " int z2;", " int z3;",
				"+size_t HUF_read(void *dst, size_t n);",
				" int w1;", " int w2;", " int w3;")
		}
		c.Add(Langs{"stdout": CLike}.Edits(fmt.Sprintf("f%d.c", i), []Section{{What: "stdout", Lines: diff}}))
	}
	g := c.Split()
	for _, k := range g.Kinds {
		t.Logf("%s %d files %s", k.ID, len(k.Files), k.Edit)
	}
	if len(g.Kinds) != 1 || len(g.Kinds[0].Files) != 4 {
		t.Errorf("%d kinds, want 1 of the 4 files: the lines moved are the line markers' side effect", len(g.Kinds))
	}
}
