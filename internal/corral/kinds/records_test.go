package kinds

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/corral-go/corral/internal/corral/linediff"
)

// TestDataRecords: what reads as a record of data, and what does not.
func TestDataRecords(t *testing.T) {
	for _, c := range []struct {
		text string
		data bool
	}{
		{"  Symbol {\n    Name: .text (0)\n    Value: 0x0\n  }", true},
		{"  Section {\n    Index: 3\n    Flags [ (0x6)\n      SHF_ALLOC (0x2)\n    ]\n  }", true},   // a list held in a field
		{"  Section (3) .rela.text {\n    0x37 R_X86_64_PC32 .L.str 0xFFFFFFFFFFFFFFFC\n  }", true}, // rows led by numbers
		{"      {\n        \"Symbol\": {\n          \"Value\": 0,\n        }\n      },", true},
		{"  foo(\n    a,\n    b,\n  )", false},               // a call's arguments
		{"int f(void) {\n  x: y = 1;\n}", false},             // statements
		{"func f() {\n\tx := 1\n\treturn x\n}", false},       // an assignment is no field
		{"if a {\n\tb == c\n}", false},                       // nor a comparison
		{"interface X {\n  readonly a: string;\n}", false},   // nor a member ended by ";"
		{"var p = &nistCurve{\n\tname: \"P-256\",\n}", true}, // a Go composite literal is data
		{"{\n  0x12, 0x34,\n}", true},                        // a table's row
	} {
		ls := strings.Split(c.text, "\n")
		_, ok := isRecord(ls, 0)
		if ok != c.data {
			t.Errorf("isRecord(%q) = %v, want %v", c.text, ok, c.data)
		}
	}
}

// TestRecordsRewrappedAreNoneComeOrGone: a record whose text stands on
// the other side, its layout and punctuation apart (Prettier's --no-semi,
// black's joined calls), whose head alone changed, or that moved (its
// fields sorted anew, jq -S), came and went with no record: its lines
// changed.
func TestRecordsRewrappedAreNoneComeOrGone(t *testing.T) {
	for _, c := range []struct{ name, a, b string }{
		{"no semicolons", "x\n", "interface A {\n  a: string\n}\ninterface B {\n  b: number\n}\nx\n"},
		{"joined", "call(a=1, b=2)\ncall(c=3)\n", "call(\n  a=1,\n  b=2,\n)\ncall(\n  c=3,\n)\n"},
		{"moved, its fields sorted", "R {\n  b: 1\n  a: 2\n}\nx\ny\nz\n", "x\ny\nz\nR {\n  a: 2\n  b: 1\n}\n"},
		{"head alone changed", "m := map[string]interface{}{\n  \"a\": 1,\n}\n", "m := map[string]any{\n  \"a\": 1,\n}\n"},
	} {
		a, b := strings.Split(c.a, "\n"), strings.Split(c.b, "\n")
		if c.name == "no semicolons" {
			a = strings.Split("interface A {\n  a: string;\n}\ninterface B {\n  b: number;\n}\nx\n", "\n")
		}
		if d, ok := diffRecords(a, b, false, [2][]bool{}, false); ok {
			t.Errorf("%s: records come or gone %v", c.name, d.whole)
		}
	}
	// Two records of one kind, one new: it came whole.
	a := strings.Split("Symbol {\n  Name: f\n}\n", "\n")
	b := strings.Split("Symbol {\n  Name: .text.f\n}\nSymbol {\n  Name: f\n}\n", "\n")
	d, ok := diffRecords(a, b, false, [2][]bool{}, false)
	if !ok || len(d.whole) != 1 || d.whole[0] != [3]int{1, 0, 3} {
		t.Fatalf("the record come: %v, %v", ok, d)
	}
}

// TestRecordsSampledWhole: a long run of records is read a record at a
// time (see sampleRecords): each record's lines all read or none, its
// first read.
func TestRecordsSampledWhole(t *testing.T) {
	var run []string
	for i := range 200 {
		run = append(run, "+  Section {", fmt.Sprintf("+    Name: .text.f%d (%d)", i, 7*i), "+    Size: 0", "+  }")
	}
	keep := make([]byte, len(run))
	marked := sampleRecords(run, keep)
	reads := 0
	for r := 0; r < len(run); r += 4 {
		for k := r; k < r+4; k++ {
			if !marked[k] || keep[k] != keep[r] {
				t.Fatalf("record at %d read in part: %v", r, keep[r:r+4])
			}
		}
		if keep[r] == inSample {
			reads++
		}
	}
	if keep[0] != inSample || reads < 200/recordEvery/2 || reads > 200/recordEvery*2 {
		t.Errorf("%d of 200 records read, the first %v", reads, keep[0] == inSample)
	}
}

// TestAlignedDiffIsTrue: the diff read record by record is a true diff
// of the two texts, whatever they hold: every line it keeps is the same
// on both sides, in order, and its blocks apply the one text to the
// other (random lists of records, changed, moved, come and gone).
func TestAlignedDiffIsTrue(t *testing.T) {
	rnd := rand.New(rand.NewPCG(1, 2))
	record := func(n int) []string {
		out := []string{"  Symbol {"}
		for f := range 1 + rnd.IntN(4) {
			out = append(out, fmt.Sprintf("    F%d: %d", f, rnd.IntN(3)*n%5))
		}
		if rnd.IntN(4) == 0 {
			out = append(out, "    Flags [", "      X", "    ]")
		}
		return append(out, "  }")
	}
	aligned := 0
	for round := range 400 {
		var a, b []string
		a = append(a, "Symbols [")
		b = append(b, "Symbols [")
		for i := range 3 + rnd.IntN(12) {
			r := record(i)
			switch rnd.IntN(6) {
			case 0: // gone
				a = append(a, r...)
			case 1: // come
				b = append(b, r...)
			case 2: // changed
				a = append(a, r...)
				b = append(b, record(i+round)...)
			default:
				a = append(a, r...)
				b = append(b, r...)
			}
		}
		a, b = append(a, "]"), append(b, "]")
		d := linediff.LinesNear([]byte(strings.Join(a, "\n")+"\n"), []byte(strings.Join(b, "\n")+"\n"), DiffNear)
		if AlignRecords(d) {
			aligned++
		}
		i, j := 0, 0
		var got []string
		for _, blk := range d.Blocks {
			if blk.A0 < i || blk.B0 < j || blk.A0-i != blk.B0-j || blk.A1 < blk.A0 || blk.B1 < blk.B0 {
				t.Fatalf("round %d: blocks out of order: %+v", round, d.Blocks)
			}
			for ; i < blk.A0; i, j = i+1, j+1 {
				if d.A[i] != d.B[j] {
					t.Fatalf("round %d: line %d kept is %q and %q", round, i, d.A[i], d.B[j])
				}
				got = append(got, d.A[i])
			}
			got = append(got, d.B[blk.B0:blk.B1]...)
			i, j = blk.A1, blk.B1
		}
		for ; i < len(d.A) && j < len(d.B); i, j = i+1, j+1 {
			if d.A[i] != d.B[j] {
				t.Fatalf("round %d: line %d kept is %q and %q", round, i, d.A[i], d.B[j])
			}
			got = append(got, d.A[i])
		}
		if i != len(d.A) || j != len(d.B) || !slices.Equal(got, d.B) {
			t.Fatalf("round %d: the blocks do not make the new text", round)
		}
	}
	if aligned == 0 {
		t.Error("no diff was read record by record")
	}
	t.Logf("%d of 400 diffs read record by record", aligned)
}

// editsOfTexts returns the edits of one output's change (see
// diffSection).
func editsOfTexts(name, a, b string) []Edit {
	return Edits(name, []Section{diffSection(name, []byte(a), []byte(b))})
}

// TestRecordsAttacked: what a helper reading version 90 as an attacker
// found. A record whose fields name it is paired with none but that one
// only where the whole text tells (in a hunk, every field of its one
// record looks like its own: a test's status changed beside a record
// inserted read as the test gone and come); columns realigned are the
// same fields (a field added to a record realigns its columns, and a
// record beside it was paired as renamed).
func TestRecordsAttacked(t *testing.T) {
	rec := func(name, status string, time int) string {
		return fmt.Sprintf("  {\n    \"name\": %q,\n    \"status\": %q,\n    \"time\": %d\n  }", name, status, time)
	}
	var a, b []string
	for i, n := range []string{"ta", "tb", "tc", "td", "te"} {
		a = append(a, rec(n, "passed", i+1))
		if n == "tc" {
			b = append(b, rec("new", "passed", 9), rec(n, "failed", i+1))
			continue
		}
		b = append(b, rec(n, "passed", i+1))
	}
	es := editsOfTexts("h.json", "[\n"+strings.Join(a, ",\n")+"\n]\n", "[\n"+strings.Join(b, ",\n")+"\n]\n")
	status := false
	for _, e := range es {
		for _, p := range e.Parts {
			status = status || strings.Contains(p.Concrete, `"passed" → "failed"`)
			if strings.Contains(p.Concrete, `"tc"`) {
				t.Errorf("the test whose status changed read as gone or come: %+v", p)
			}
		}
	}
	if !status {
		t.Errorf("no edit of the status: %+v", es)
	}
	item := func(fields ...string) string { return "  Item {\n    " + strings.Join(fields, "\n    ") + "\n  }\n" }
	old := "Items [\n" + item("Name:  alpha", "Value: 1", "Kind:  plain") + item("Name:  beta", "Value: 2", "Kind:  plain") +
		item("Name:  gamma", "Value: 3", "Kind:  plain") + "]\n"
	now := "Items [\n" + item("Name:  alpha", "Value: 1", "Kind:  plain") + item("Name:    beta", "Value:   2", "Kind:    plain", "Section: data") +
		item("Name:  delta", "Value: 7", "Kind:  plain") + item("Name:  gamma", "Value: 3", "Kind:  plain") + "]\n"
	for _, e := range editsOfTexts("g.txt", old, now) {
		for _, p := range e.Parts {
			if strings.Contains(p.Concrete, "beta →") || strings.Contains(p.Concrete, "→ delta") {
				t.Errorf("beta paired with delta: %+v", p)
			}
		}
	}
}
