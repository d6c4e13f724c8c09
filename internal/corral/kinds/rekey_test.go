package kinds

import (
	"fmt"
	"slices"
	"strings"
	"testing"
)

// TestRowsRenumberedAreRealigned: llvm-readobj's relocations of gcc -O2
// -c and -O2 -c -fno-inline over five of zstd's files (testdata relni/,
// made by gen.sh; a held row's miss, 13 kinds, 12 for 95 %, over all of
// zstd). A call of a function inlined no longer stands where its body
// was, and every row after it is at a new offset: the rows paired by
// position made `~ malloc → COVER_best_finish`, `~ fwrite → fprintf`,
// a kind for each pair of names. Rows equal but for their numbers are
// the table laid out anew, one side effect; the rows left came or went,
// one rule; no edit pairs two rows of other symbols.
func TestRowsRenumberedAreRealigned(t *testing.T) {
	g, k95 := sniffedChange(t, "relni")
	if k95 > 1 {
		t.Errorf("%d kinds, %d for 95 %%, want 1 for 95 %%", len(g.Kinds), k95)
	}
	noRowsPaired(t, g)
}

// TestRowsOfSymbolsAndOffsets: llvm-objdump's relocations of clang -O2
// -c and -O2 -c -fno-inline over four of zstd's files (testdata lrelni/,
// made by gen.sh; tried as a user would after version 90: 33 kinds, 32
// for 95 %, over all of zstd). A row's value is a symbol and its offset
// ("free-0x4", ".rodata+0x47c", ".LCPI5_1-0x4"): rows of data all the
// same, and a local label with an offset still a label. Rows that stood
// where others had are rows come and gone, not one changed (`~ free →
// COVER_best_wait`), in hunks of a row or two as well; rows renumbered
// or moved beside them are the table laid out anew.
func TestRowsOfSymbolsAndOffsets(t *testing.T) {
	g, k95 := sniffedChange(t, "lrelni")
	if k95 > 1 {
		t.Errorf("%d kinds, %d for 95 %%, want 1 for 95 %%", len(g.Kinds), k95)
	}
	noRowsPaired(t, g)
	for _, tc := range []struct {
		line string
		want bool
	}{
		{"0000000000000090 R_X86_64_PC32            .LCPI1_0-0x4", true},
		{"000000000000017e R_X86_64_PC32            .rodata+0x47c", true},
		{"12 x = f(a);", false},
		{"12 return x;", false},
		{"R_X86_64_PC32 .text", false},
	} {
		if got := dataRow(tc.line); got != tc.want {
			t.Errorf("dataRow(%q) = %v, want %v", tc.line, got, tc.want)
		}
	}
	if !dumpedLabel(".LCPI5_1-0x4", 0) || dumpedLabel(".L2-nav", 0) {
		t.Errorf(".LCPI5_1-0x4 a label %v, .L2-nav %v; want true, false", dumpedLabel(".LCPI5_1-0x4", 0), dumpedLabel(".L2-nav", 0))
	}
}

// noRowsPaired fails t where a kind's shape pairs two rows that name
// other symbols (a name replaced by another, not numbers or labels).
func noRowsPaired(t *testing.T, g Grouping) {
	t.Helper()
	for _, k := range g.Kinds {
		for _, s := range k.Shapes {
			if strings.HasPrefix(s.Sig, "~ ") && strings.ContainsAny(s.Sig, "ghijklmnopqrstuvwyzGHIJKLMNOPQRSTUVWYZ_$") && s.Sig != "~ .L# → .L#" {
				t.Errorf("kind %s pairs rows of other symbols: %s (%d files)", k.ID, s.Sig, s.Files)
			}
		}
	}
}

// TestLinkerMapIsNoAssembly: GNU ld's map of a shared object of gcc
// -O2 -fPIC and the same with -fno-inline over four of zstd's files
// (testdata ldmap/, made by gen.sh; tried as a user would: 5 kinds, 4
// for 95 %). Its rows of sections (".text 0x…10c0 0x2b51 x.o") start
// as assembly's directives do, and the map was read as assembly, whose
// tables no row laid out anew is; the linker's fill between sections
// was a kind of its own. A directive's operands are apart by commas:
// the map is a table of sections, laid out anew.
func TestLinkerMapIsNoAssembly(t *testing.T) {
	sniffedAs(t, Prose, "ldmap/O2/cover.txt")
	g, k95 := sniffedChange(t, "ldmap")
	if k95 > 1 {
		t.Errorf("%d kinds, %d for 95 %%, want 1 for 95 %%", len(g.Kinds), k95)
	}
	for _, tc := range []struct {
		line string
		want bool
	}{
		{" *fill*         0x0000000000001179        0x7 ", true},
		{"padding: 4", false},
		{"  pad = 0;", false},
		{"fill()", false},
		{"fill the form", false},
		{"*fill* x.o", false},
	} {
		if got := fillLine(lex(Prose, tc.line)); got != tc.want {
			t.Errorf("fillLine(%q) = %v, want %v", tc.line, got, tc.want)
		}
	}
	for _, tc := range []struct {
		line string
		want bool
	}{
		{".text           0x00000000000010c0     0x2b51", true},
		{".rodata.cst4   0x00000000000040b0        0xc x.o", true},
		{".loc 1 12 3", false},
		{".size f, 24", false},
		{".quad 0x10c0", false},
		{".byte 0x1, 0x2", false},
	} {
		if got := sectionRow(tc.line); got != tc.want {
			t.Errorf("sectionRow(%q) = %v, want %v", tc.line, got, tc.want)
		}
	}
}

// TestRekeyAttacked: what a helper reading version 91 as an attacker
// found. A row come and another gone were one "lines moved" (their
// concrete forms number their names alike); code that pads, and a
// program's "padding: 4", were padding; values changed in rows that
// stayed beside a row appended, and a numbered listing's literal
// changed under its shifted line numbers, were the table laid out anew;
// a line of context was read as a row come.
func TestRekeyAttacked(t *testing.T) {
	edits := func(body ...string) []Edit {
		lines := append([]string{"--- a", "+++ b", "@@ -1,40 +1,40 @@", " head"}, body...)
		return Edits("t.txt", []Section{{What: "stdout", Lines: append(lines, " tail")}})
	}
	edit := func(es []Edit, text string) *Edit {
		for i := range es {
			if slices.Contains(es[i].Diff, text) {
				return &es[i]
			}
		}
		return nil
	}
	var body []string
	names := []string{"ZSTD_a", "ZSTD_b", "ZSTD_c", "ZSTD_free", "ZSTD_d", "ZSTD_e", "ZSTD_f", "ZSTD_g", "ZSTD_h"}
	for i, n := range names {
		body = append(body, fmt.Sprintf("-0x%X R_X86_64_PLT32 %s-0x4", 0x10+8*i, n))
	}
	body = append(body, "+0x10 R_X86_64_PLT32 COVER_best_finish-0x4")
	for i, n := range slices.Concat(names[:3], names[4:]) {
		body = append(body, fmt.Sprintf("+0x%X R_X86_64_PLT32 %s-0x4", 0x1D+8*i, n))
	}
	es := edits(body...)
	for _, row := range []string{"+0x10 R_X86_64_PLT32 COVER_best_finish-0x4", "-0x28 R_X86_64_PLT32 ZSTD_free-0x4"} {
		if e := edit(es, row); e == nil || e.side || !e.row {
			t.Errorf("%q: %+v, want a row come or gone, no side effect", row, e)
		}
	}
	for _, l := range []string{"+  pad = 0;", "+padding: 4", "+\tfill()"} {
		if e := edit(edits(l), l); e == nil || e.side {
			t.Errorf("%q: %+v, want an edit", l, e)
		}
	}
	body = nil
	for i := 1; i <= 13; i++ {
		body = append(body, fmt.Sprintf("-%d %d", i, i*i))
	}
	for i := 1; i <= 13; i++ {
		body = append(body, fmt.Sprintf("+%d %d", i, i*i+1))
	}
	for _, e := range edits(append(body, "+14 overflow")...) {
		if e.table {
			t.Errorf("values changed beside a row appended read as a table laid out anew: %q", e.Diff)
		}
	}
	body = []string{"+ 10    // added"}
	for i := 10; i < 30; i++ {
		body = append(body, fmt.Sprintf("-%3d    g(x);", i), fmt.Sprintf("+%3d    g(x);", i+1))
	}
	body = append(body, "- 30    limit = 100;", "+ 31    limit = 1000;")
	if e := edit(edits(body...), "+ 31    limit = 1000;"); e == nil || e.table {
		t.Errorf("a listing's literal changed: %+v, want an edit of its own", e)
	}
	body = nil
	for i := 1; i <= 7; i++ {
		body = append(body, fmt.Sprintf("-0x%X sym_x 0x%X", 0x10*i, 0x10*i))
	}
	body = append(body, " 0x80 sym_y 0x80")
	for i := 2; i <= 8; i++ {
		body = append(body, fmt.Sprintf("+0x%X sym_x 0x%X", 0x10*i, 0x10*(i-1)))
	}
	body = append(body, "+0x90 sym_y 0x80", "+0xA0 sym_z 0x90")
	if e := edit(edits(body...), "+0x80 sym_y 0x80"); e != nil {
		t.Errorf("a line of context read as changed: %+v", e)
	}
}
