package kinds

import (
	"regexp"
	"slices"
	"testing"
)

func section(what string, lines ...string) Section { return Section{What: what, Lines: lines} }

// kindsOf catalogs the files' sections and returns each file's kinds'
// edits, and the kinds.
func kindsOf(files map[string][]Section, order []string) (map[string][]string, []Kind) {
	var c Catalog
	for _, f := range order {
		c.Add(Lines(f, files[f]))
	}
	ks, of := c.Split()
	out := map[string][]string{}
	for i, f := range order {
		for _, k := range of[i] {
			out[f] = append(out[f], ks[k].Edit)
		}
	}
	return out, ks
}

func TestOneCauseOneKind(t *testing.T) {
	// bcom -variant 2's rewritten loop test, in two files with other
	// generated names and line numbers: one kind.
	files := map[string][]Section{
		"src/a/prog_1.bas": {section("output:src/a/prog_1.c",
			"--- baseline:src/a/prog_1.c", "+++ now:src/a/prog_1.c", "@@ -151,7 +151,7 @@", " context",
			"-F2: if ((f2_step >= 0 && v_I > f2_to) || (f2_step < 0 && v_I < f2_to)) goto E2;",
			"+F2: if (f2_step >= 0 ? v_I > f2_to : v_I < f2_to) goto E2;",
			" context",
			"-F4: if ((f4_step >= 0 && v_I > f4_to) || (f4_step < 0 && v_I < f4_to)) goto E4;",
			"+F4: if (f4_step >= 0 ? v_I > f4_to : v_I < f4_to) goto E4;")},
		"lib/prog_22.bas": {section("output:lib/prog_22.c",
			"@@ -9,3 +9,3 @@",
			"-F7: if ((f7_step >= 0 && v_J > f7_to) || (f7_step < 0 && v_J < f7_to)) goto E7;",
			"+F7: if (f7_step >= 0 ? v_J > f7_to : v_J < f7_to) goto E7;")},
	}
	of, ks := kindsOf(files, []string{"lib/prog_22.bas", "src/a/prog_1.bas"})
	if len(ks) != 1 || len(ks[0].Files) != 2 || ks[0].What != "output:{.}.c" {
		t.Fatalf("kinds %+v, want one of both files in output:{.}.c", ks)
	}
	if len(of["lib/prog_22.bas"]) != 1 {
		t.Errorf("kinds of a file: %v", of)
	}
}

// TestRenameIsOneKindWhateverElse: a helper renamed everywhere is one
// kind, also on lines that hold other text and on a line that changed for
// another cause too.
func TestRenameIsOneKindWhateverElse(t *testing.T) {
	files := map[string][]Section{
		"a.bas": {section("stdout",
			"@@ -1,2 +1,2 @@",
			"-v_X = bmod(v_X + 1, 7L);", "+v_X = mod_b(v_X + 1, 7L);",
			"-print(bmod(v_Y, 3L));", "+print(mod_b(v_Y, 3L));")},
		"b.bas": {section("stdout",
			"@@ -5 +5 @@",
			"-  total_9 = bmod(total_9 * 2, 11L) + 4;", "+  total_9 = mod_b(total_9 * 2, 11L) + 4;")},
		// The rename and another edit on one line: the file shows both.
		"c.bas": {section("stdout",
			"@@ -5 +5 @@",
			"-  t_1 = bmod(t_1, 3L); /* old */", "+  t_1 = mod_b(t_1, 3L); /* new comment here */",
			"@@ -9 +9 @@",
			"-  x = 1; /* old */", "+  x = 1; /* new comment here */")},
	}
	of, ks := kindsOf(files, []string{"a.bas", "b.bas", "c.bas"})
	if len(ks) != 2 {
		t.Fatalf("%d kinds, want 2 (the rename, the comment): %+v", len(ks), ks)
	}
	if ks[0].Edit != "~ bmod → $1" || len(ks[0].Files) != 3 {
		t.Errorf("largest kind %q of %d files, want the rename in 3", ks[0].Edit, len(ks[0].Files))
	}
	if !slices.Equal(of["c.bas"], []string{ks[0].Edit, ks[1].Edit}) {
		t.Errorf("c.bas shows %v, want both kinds", of["c.bas"])
	}
}

// TestWholeLinesByShape: gcc without unwind tables deletes many kinds of
// .cfi directive and the .LFB/.LFE labels; one shape, one kind. An
// inserted banner is another.
func TestWholeLinesByShape(t *testing.T) {
	files := map[string][]Section{
		"x.c": {section("stdout",
			"@@ -1,9 +1,4 @@", "-.LFB0:", "-\t.cfi_startproc", " \tpushq\t%rbx",
			"-\t.cfi_def_cfa_offset 16", "-\t.cfi_offset 3, -16", " \tret", "-\t.cfi_endproc", "-.LFE0:")},
		"y.c": {section("stdout",
			"@@ -1,3 +1,2 @@", "+/* banner 2026 */", "-\t.cfi_remember_state", " \tret")},
		// Another comment line is another cause: its words differ.
		"z.c": {section("stdout", "@@ -9,0 +10 @@", "+/* build 1764000000 */")},
	}
	of, ks := kindsOf(files, []string{"x.c", "y.c", "z.c"})
	if len(ks) != 3 || ks[0].Edit != "- . $ …" || len(ks[0].Files) != 2 {
		t.Fatalf("kinds %+v, want '- . $ …' in x.c and y.c, the banner, the build number", ks)
	}
	if len(of["x.c"]) != 1 {
		t.Errorf("x.c: %v", of["x.c"])
	}
}

func TestSentencesAndPaths(t *testing.T) {
	files := map[string][]Section{
		"src/p.bas": {section("exit_code", "exit status 0 → 3"), section("output:src/p.c", "src/p.c: 10 bytes in the baseline, now missing")},
		"src/q.bas": {section("exit_code", "exit status 0 → 3"), section("output:src/q.c", "src/q.c: 12 bytes in the baseline, now missing")},
		"src/r.bas": {section("exit_code", "exit status 0 → 1")},
	}
	_, ks := kindsOf(files, []string{"src/p.bas", "src/q.bas", "src/r.bas"})
	if len(ks) != 3 || len(ks[0].Files) != 2 || len(ks[1].Files) != 2 {
		t.Fatalf("kinds %+v: want exit 0 → 3 and the output gone in 2 files each, exit 0 → 1 in one", ks)
	}
	// A short stem is not abstracted inside other words.
	if got := abstract("x/ab.c", "about ab.c and ab"); got != "about {/} and ab" {
		t.Errorf("abstract: %q", got)
	}
}

func TestExplained(t *testing.T) {
	// Files' kinds (sorted indices): kind 0 alone explains two files.
	of := [][]int{{0}, {0}, {0, 1}, {1}, {0, 2}}
	got := Explained(3, of)
	if want := []int{0, 2, 4, 5}; !slices.Equal(got, want) {
		t.Errorf("explained %v, want %v", got, want)
	}
	if n := Cover(0.95, got); n != 3 {
		t.Errorf("cover %d, want 3", n)
	}
	if n := Cover(0.8, got); n != 2 {
		t.Errorf("cover 0.8: %d, want 2", n)
	}
}

// TestTokens holds the hand-written tokenizer to the regular expression
// it replaced.
func TestTokens(t *testing.T) {
	re := regexp.MustCompile(`[A-Za-z_][A-Za-z0-9_]*|[0-9]+|\S`)
	for _, l := range []string{
		"F2: if ((f2_step >= 0 && v_I > f2_to) || (x < 0x1F)) goto E2;",
		"\t.cfi_offset 3, -16\r", "  é€ a\u00a0b\u2003c 12ab _x9 \x00\xff end ",
		"", "   ", "printf(\"%ld\\n\", (long)(v_PRICE));",
	} {
		if got, want := tokens(l), re.FindAllString(l, -1); !slices.Equal(got, want) {
			t.Errorf("tokens(%q) = %q, want %q", l, got, want)
		}
	}
}
