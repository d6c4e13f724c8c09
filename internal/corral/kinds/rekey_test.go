package kinds

import (
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
	for _, k := range g.Kinds {
		for _, s := range k.Shapes {
			if strings.HasPrefix(s.Sig, "~ ") && strings.ContainsAny(s.Sig, "ghijklmnopqrstuvwyzGHIJKLMNOPQRSTUVWYZ_$") && s.Sig != "~ .L# → .L#" {
				t.Errorf("kind %s pairs rows of other symbols: %s (%d files)", k.ID, s.Sig, s.Files)
			}
		}
	}
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
	for _, k := range g.Kinds {
		for _, s := range k.Shapes {
			if strings.HasPrefix(s.Sig, "~ ") && strings.ContainsAny(s.Sig, "ghijklmnopqrstuvwyzGHIJKLMNOPQRSTUVWYZ_$") && s.Sig != "~ .L# → .L#" {
				t.Errorf("kind %s pairs rows of other symbols: %s (%d files)", k.ID, s.Sig, s.Files)
			}
		}
	}
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
		{"padding: 4", true},
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
