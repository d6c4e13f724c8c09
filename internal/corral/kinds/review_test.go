package kinds

import (
	"slices"
	"strings"
	"testing"
)

// TestNewTablesReadNoOtherText holds this step's rules to what a review
// found them reading too much of: psql's rows under a numbered gutter
// are no diagnostics; a cast's kind in clang's dump is read, not cut as
// a location; a JavaScript regular expression that ends a line opens no
// comment; data broken into other lines, and a block indented anew, are
// not text re-wrapped; a verdict in capitals and the article "a" are no
// names in a diagnostic; a markdown table's rows are units still.
func TestNewTablesReadNoOtherText(t *testing.T) {
	psql := []string{" id | name  | n", "----+-------+---", "  1 | apple | 3", "  2 | pear  | 5", "(2 rows)"}
	if l := langOf("stdout", psql); l == Diag {
		t.Errorf("psql's table read as diagnostics")
	}
	cast := func(k string) string {
		return render(lex(ClangAST, "| | `-ImplicitCastExpr 0x2 <col:10> 'long' <"+k+">"), false, &namer{})
	}
	if a, b := cast("IntegralCast"), cast("NoOp"); a == b {
		t.Errorf("a cast's kind is cut: %q", a)
	}
	o, _ := blockComments([]string{"@@ -1,2 +1,2 @@", "-let limit = 1", "+let limit = 100", " const re = /a*/"})
	if slices.Contains(o, true) {
		t.Errorf("a regular expression at a line's end opened a comment: %v", o)
	}
	for _, c := range []struct {
		lang     Lang
		del, add []string
	}{
		{Prose, []string{"1 2", "3 4"}, []string{"1 2 3", "4"}},
		{Hash, []string{"    b()", "    c()"}, []string{"b()", "c()"}},
	} {
		lines := func(op byte, ss []string) []line {
			var out []line
			for i, s := range ss {
				out = append(out, line{raw: string(op) + s, text: s, no: i + 1, toks: lex(c.lang, s)})
			}
			return out
		}
		if e, ok := rewrapped("stdout", c.lang, lines('-', c.del), lines('+', c.add)); ok {
			t.Errorf("%q → %q read as %q", c.del, c.add, e.Shape())
		}
	}
	if got := render(lex(Diag, "t.c:1:1: result: PASS, a test"), false, &namer{}); strings.Contains(got, "$") {
		t.Errorf("a verdict or an article read as a name: %q", got)
	}
	table := []string{"| a | b |", "|---|---|", "| 1 | 2 |", "| 3 | 4 |"}
	if u := UnitStarts([]string{table[0], table[1], table[2], table[3]}); len(u) < 3 {
		t.Errorf("a markdown table's rows: units %v", u)
	}
}
