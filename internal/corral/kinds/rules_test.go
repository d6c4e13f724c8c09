package kinds

import (
	"fmt"
	"strings"
	"testing"
)

// The tests of a replacement's skeleton (see ruleSkeleton), each a case
// a reading of versions 79 to 81 as an attacker's found, that failed
// there.

// halves catalogs 40 files, each with one edit: even files a's, odd ones
// b's (fmt formats, of the file's number), and returns the kinds.
func halves(t *testing.T, section string, a, b [2]string) Grouping {
	t.Helper()
	var c Catalog
	for i := range 40 {
		file := fmt.Sprintf("m%02d", i)
		e := a
		if i%2 == 1 {
			e = b
		}
		lines := []string{"@@ -3 +3 @@", "-" + fmt.Sprintf(e[0], i, i), "+" + fmt.Sprintf(e[1], i, i)}
		what := section
		if what == "" {
			what = "output:" + file
		}
		c.Add(Edits(file, []Section{{What: what, Lines: lines}}))
	}
	g := c.Split()
	for _, k := range g.Kinds {
		t.Logf("%s %d files: %s", k.ID, len(k.Files), k.Edit)
	}
	return g
}

// TestRulesOfStringsStayApart: two causes that each replace a
// concatenation with one string, in disjoint halves of the files, are
// two kinds: f-strings made of names (flynt) and a URL inlined; ESLint's
// prefer-template (names moved into a template literal) and
// no-useless-concat (two literals made one). Only a rule that moves the
// names it joined into the string is one whatever its forms.
func TestRulesOfStringsStayApart(t *testing.T) {
	for _, c := range []struct {
		ext  string
		a, b [2]string
	}{
		{".py", [2]string{`    label_%d = "user_" + name_%d`, `    label_%d = f"user_{name_%d}"`},
			[2]string{`    url_%d = BASE_URL + "/v1/item%d"`, `    url_%d = "https://api.example.com/v2/item%d"`}},
		{".js", [2]string{`  const key%d = 'item_' + id%d;`, "  const key%d = `item_${id%d}`;"},
			[2]string{`  const msg%d = 'Hello, ' + 'world %d';`, `  const msg%d = 'Hello, world %d';`}},
	} {
		if g := halves(t, "output:x"+c.ext, c.a, c.b); len(g.Kinds) != 2 {
			t.Errorf("%s: %d kinds, want 2", c.ext, len(g.Kinds))
		}
	}
}

// TestPrefixDroppedIsAnEdit: a u"" prefix dropped (pyupgrade) in half
// the files and a message reworded in the other half are two kinds: the
// prefix is the string's, and its mark keeps it (u"…").
func TestPrefixDroppedIsAnEdit(t *testing.T) {
	g := halves(t, "output:x.py", [2]string{`    title_%d = u"Report %d"`, `    title_%d = "Report %d"`},
		[2]string{`    raise ValueError("bad value %d%d")`, `    raise ValueError("invalid value %d%d, see docs")`})
	if len(g.Kinds) != 2 {
		t.Errorf("%d kinds, want 2", len(g.Kinds))
	}
}

// TestProseRangesAndDatesStayApart: a program's output read as prose, a
// date made "never" in half the files and a byte range made "none" in
// the other: two kinds, though both replace a "chain" with a string.
func TestProseRangesAndDatesStayApart(t *testing.T) {
	var c Catalog
	for i := range 40 {
		lines := []string{"@@ -3 +3 @@", fmt.Sprintf("-last backup of volume %d: 2024-01-%02d", i, i%28+1), fmt.Sprintf(`+last backup of volume %d: "never"`, i)}
		if i%2 == 1 {
			lines = []string{"@@ -7 +7 @@", fmt.Sprintf("-requested range %d-%d bytes of object %d", i, i+100, i), fmt.Sprintf(`+requested range "none" bytes of object %d`, i)}
		}
		c.Add(Edits(fmt.Sprintf("t%02d.txt", i), []Section{section("stdout", lines...)}))
	}
	g := c.Split()
	for _, k := range g.Kinds {
		t.Logf("%s %d files: %s", k.ID, len(k.Files), k.Edit)
	}
	if len(g.Kinds) != 2 {
		t.Errorf("%d kinds, want 2", len(g.Kinds))
	}
}

// TestRareSumsStayApart: a sum made a name in 20 files, and two other
// sums made names in two files each, are three kinds: rare forms of one
// replacement's skeleton are not its rule.
func TestRareSumsStayApart(t *testing.T) {
	var c Catalog
	for i := range 24 {
		old, now := "price_a + tax_a", "gross_a"
		switch {
		case i >= 22:
			old, now = "width_c + margin_c + pad_c", "outer_c"
		case i >= 20:
			old, now = "count_b + 1", "next_b"
		}
		c.Add(Edits(fmt.Sprintf("m%02d.py", i), []Section{section("output:m.py", "@@ -3 +3 @@",
			"-    result = compute(alpha, beta, "+old+", gamma)", "+    result = compute(alpha, beta, "+now+", gamma)")}))
	}
	if g := c.Split(); len(g.Kinds) != 3 {
		t.Errorf("%d kinds, want 3", len(g.Kinds))
	}
}

// TestInterpolationPairsOnlyItsNames: a braced string shares with another
// line only the names between its braces, whole, and the whole literals
// outside them: "{user} logged in from {host}" is no edit of "if user is
// None or host is None: return", nor "{0} was invalid" of "val, id =
// row"; and the credit never passes the shorter line's tokens, so a
// large block still pairs an f-string with its concatenation, not with a
// line before it that holds its names.
func TestInterpolationPairsOnlyItsNames(t *testing.T) {
	for _, c := range [][2]string{
		{`    template = "{user} logged in from {host}"`, `    if user is None or host is None: return`},
		{`    msg = "{0} was invalid"`, `    val, id = row`},
	} {
		for _, e := range Edits("a.py", []Section{section("output:a.py", "@@ -1 +1 @@", "-"+c[0], "+"+c[1])}) {
			if strings.HasPrefix(e.Shape(), "~") {
				t.Errorf("%q and %q paired: %q", c[0], c[1], e.Shape())
			}
		}
	}
	lines := []string{"@@ -1,17 +1,18 @@", `-    x = f"{a_1}-{b_1}-{c_1}-{d_1}"`}
	for k := range 16 {
		lines = append(lines, fmt.Sprintf("-    keep_%d = compute(%d)", k, k))
	}
	lines = append(lines, "+    log(a_1, b_1, c_1)", `+    x = a_1 + "-" + b_1 + "-" + c_1 + "-" + d_1`)
	for k := range 16 {
		lines = append(lines, fmt.Sprintf("+    keep_%d = compute(%d, True)", k, k))
	}
	for _, e := range Edits("a.py", []Section{section("output:a.py", lines...)}) {
		if strings.Contains(e.Diff[0], "x = f") && (len(e.Diff) != 2 || !strings.Contains(e.Diff[1], "x = a_1")) {
			t.Errorf("the f-string's line is %v, want it paired with its concatenation", e.Diff)
		}
	}
}

// TestRulesAreBounded: a run longer than maxRuleTokens has no skeleton
// (20,000 unclosed calls made ruleForm scan to the run's end from each),
// and a string longer than maxInterpolated interpolates nothing (each was
// scanned once for every token of every candidate line).
func TestRulesAreBounded(t *testing.T) {
	long := lex(Hash, "    y = "+strings.Repeat("f(", 200)+"a")
	if s := ruleSkeleton(long, lex(Hash, "b")); s != "" {
		t.Errorf("a run of %d tokens has the skeleton %q", len(long), s)
	}
	if braced(`"{`+strings.Repeat("ab", maxInterpolated)+`}"`) != "" {
		t.Errorf("a string of %d bytes read for what it interpolates", 2*maxInterpolated+4)
	}
}

// TestNotPTX: other languages' lines indented by a tab that end in ";"
// are no PTX instruction: Pascal's end, Perl's next and last, JavaScript's
// debugger, SQL's commit, style(9) C.
func TestNotPTX(t *testing.T) {
	for _, l := range []string{"\tend;", "\tnext;", "\tlast;", "\tdebugger;", "\tcommit;",
		"\tchar\t*fmt = \"%s: %s\\n\";", "\tint\tpct = used % total;"} {
		if ptxInsn(l) {
			t.Errorf("%q read as a PTX instruction", l)
		}
	}
}

// TestFloorDivisionTells: "//" is Python's floor division as well as a
// comment; what follows it counts toward a label's lead.
func TestFloorDivisionTells(t *testing.T) {
	if n := telling("+ n = a // b * scale_factor"); n != 12 {
		t.Errorf("telling = %d, want 12", n)
	}
}

// TestApostrophesAfterPrefixLetters: in prose an apostrophe after a
// letter that could prefix a string (L, f, r, u) is the language's
// ("L'utilisateur n'existe pas", "the fur'll fly"), and in shell "$f" is
// a variable before a string.
func TestApostrophesAfterPrefixLetters(t *testing.T) {
	for _, c := range []struct {
		lang Lang
		l    string
	}{{Prose, "erreur : L'utilisateur n'existe pas"}, {Prose, "the fur'll fly, they said 'ok'"}, {Hash, `cp $f".bak" x`}} {
		for _, tk := range lex(c.lang, c.l) {
			if tk.Class == String && len(tk.Text) > 6 {
				t.Errorf("lex(%d, %q): string %q", c.lang, c.l, tk.Text)
			}
		}
	}
}

// TestMethodChainsByTheirReceiver: Babel lowers `a${b}c${d}` to
// "a".concat(b, "c").concat(d), or "".concat(b) chained on; a chain's
// receiver was ▢ where a single call's was "…", two skeletons for one
// rule (a held row: 5 kinds, 5 for 95 %, over 19 of tRPC's files; 4
// since). A chain is named by its first token's class.
func TestMethodChainsByTheirReceiver(t *testing.T) {
	for _, c := range []struct{ code, want string }{
		{`"a".concat(b, "c").concat(d)`, `"…" . concat ( … )`},
		{`"".concat(b)`, `"…" . concat ( … )`},
		{`self.conn.ops.quote(x)`, `▢ . quote ( … )`},
		{`a.b`, `▢`},
	} {
		if got := operandForm(lex(CLike, c.code)); got != c.want {
			t.Errorf("operandForm(%s) = %q, want %q", c.code, got, c.want)
		}
	}
}
