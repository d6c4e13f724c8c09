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
	if in, _ := splitBraces(`"{` + strings.Repeat("ab", maxInterpolated) + `}"`); in != "" {
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

// The cases a reading of versions 84 to 86 as an attacker's found, each
// failing at version 86.

// TestNotesOfAProgram: a program's output that says "note: …" in every
// file (one cause) and, in half of them, an errors' count too (another):
// a bare note at no position votes for no diagnostic, and the two causes
// are two kinds, the note's in 40 files.
func TestNotesOfAProgram(t *testing.T) {
	var c Catalog
	for i := range 40 {
		lines := []string{"@@ -1,2 +1,3 @@", " scanning src/", "+note: cache disabled", fmt.Sprintf(" found %d files", i+3)}
		if i < 20 {
			lines = append(lines, "@@ -30,3 +31,3 @@", " checking", fmt.Sprintf("-result: %d warnings", i),
				fmt.Sprintf("+result: %d warnings, %d errors", i, i%3), " done")
		}
		c.Add(Edits(fmt.Sprintf("t%02d", i), []Section{section("stdout", lines...)}))
	}
	note, errs := false, false
	for _, k := range c.Split().Kinds {
		t.Logf("%s %d files: %s", k.ID, len(k.Files), k.Edit)
		note = note || len(k.Files) == 40 && strings.Contains(k.Edit, "note: cache disabled")
		errs = errs || len(k.Files) == 20 && strings.Contains(k.Edit, "errors")
	}
	if !note || !errs {
		t.Errorf("want the note's kind in 40 files, and the errors' in 20")
	}
	if l := langOf("stdout", []string{"@dataclass", "class Opt:", "    name: str", `    help: str = ""`, `    note: str = ""`, "    default: int = 0"}); l == Diag {
		t.Errorf("a dataclass with fields help and note read as diagnostics")
	}
	if l := langOf("stdout", []string{"export interface Item {", "  id: number;", "  note: string;", "  help: string;", "}"}); l != CLike {
		t.Errorf("a TypeScript interface read as language %d, want C-like", l)
	}
}

// TestMnemonicsOfHexLetters: objdump --no-show-raw-insn writes no code
// column, the mnemonic right after the address's tab; fadd, fabd, dcbf
// and dadd are words of hex letters, and stay the instruction.
func TestMnemonicsOfHexLetters(t *testing.T) {
	for _, l := range []string{"   0:\tfadd\td0, d0, d1", "   4:\tfabd\ts0, s1, s2", "   8:\tdcbf\t0,r3", "   c:\tdadd\tv0,a0,a1"} {
		if c, _ := objdumpColumns(l); !strings.Contains(c, l[6:10]) {
			t.Errorf("objdumpColumns(%q) = %q: the mnemonic cut", l, c)
		}
	}
	if c, _ := objdumpColumns("     250:\t7c0410a4 \tdsbh\tv0,a0"); c != "\tdsbh\tv0,a0" {
		t.Errorf("MIPS's code word not cut: %q", c)
	}
}

// TestCallsKeepTheirArity: a line inserted with Color(r, 128, 0) in half
// the files and Color(r, 128, 0, 64) in the other, or range(0, n) and
// range(0, n, 2), are two causes: a call's numbers keep their count.
func TestCallsKeepTheirArity(t *testing.T) {
	for _, c := range [][2]string{
		{"    fill = Color(%d, 128, 0)", "    fill = Color(%d, 128, 0, 64)"},
		{"    for i in range(0, %d):", "    for i in range(0, %d, 2):"},
	} {
		var cat Catalog
		for i := range 40 {
			l := c[i%2]
			lines := []string{"@@ -3,2 +3,3 @@", " def draw(canvas):", "+" + fmt.Sprintf(l, i), "     canvas.flush()"}
			cat.Add(Edits(fmt.Sprintf("m%02d", i), []Section{section(fmt.Sprintf("output:m%02d.py", i), lines...)}))
		}
		if g := cat.Split(); len(g.Kinds) != 2 {
			t.Errorf("%q / %q: %d kinds, want 2", c[0], c[1], len(g.Kinds))
		}
	}
}

// TestListsAndItemsAreNoFrames: a ranked list ("3 - carol 120") and
// YAML's items indented by four ("    -   id: x") are no frame's
// suggestion outside diagnostics: they vote as before.
func TestListsAndItemsAreNoFrames(t *testing.T) {
	var c Catalog
	for i := range 40 {
		lines := []string{"@@ -1,7 +1,7 @@", " Results:", fmt.Sprintf(" 1 - alice %d", 300+i), " 2 - bob 250 # seeded"}
		if i%2 == 0 {
			lines = append(lines, fmt.Sprintf("-3 - carol %d # seeded", i), fmt.Sprintf("+3 - carol %d # unseeded", i))
		} else {
			lines = append(lines, fmt.Sprintf("-3 - carol %d # seeded", i), fmt.Sprintf("+3 - carol %d # seeded", i+1))
		}
		lines = append(lines, " 4 - dave 90", " 5 - erin 80", " 6 - frank 70")
		c.Add(Edits(fmt.Sprintf("t%02d", i), []Section{section("stdout", lines...)}))
	}
	if g := c.Split(); len(g.Kinds) != 2 {
		t.Errorf("%d kinds, want 2 (a note reworded, a score changed)", len(g.Kinds))
	}
	yaml := []string{"repos:", "-   repo: https://github.com/pre-commit/pre-commit-hooks", "    rev: v4.6.0", "    hooks:"}
	for _, id := range []string{"trailing-whitespace", "end-of-file-fixer", "check-yaml", "check-toml", "check-json",
		"check-added-large-files", "check-merge-conflict", "debug-statements", "mixed-line-ending", "detect-private-key"} {
		yaml = append(yaml, "    -   id: "+id)
	}
	if l := langOf("stdout", yaml); l != Prose && l != Hash {
		t.Errorf("pre-commit's YAML read as language %d", l)
	}
}

// TestTopLevelSuggestions: ruff's F401 over 40 files, its fix a frame
// whose suggestion removes top-level code ("  - import json", one space
// after the -): one cause, one kind, whatever the module.
func TestTopLevelSuggestions(t *testing.T) {
	mods := []string{"os", "sys", "json", "re", "typing", "logging", "time", "math"}
	var c Catalog
	for i := range 40 {
		m, n := mods[i%len(mods)], 3+i%5
		lines := []string{"@@ -0,0 +1,14 @@",
			fmt.Sprintf("+F401 [*] `%s` imported but unused", m),
			fmt.Sprintf("+ --> app/m%02d.py:%d:8", i, n),
			"+  |", fmt.Sprintf("+%d | import logging", n-1), fmt.Sprintf("+%d | import %s", n, m), "+  |        ^^",
			fmt.Sprintf("+%d | LOG = logging.getLogger(__name__)", n+1), "+  |",
			fmt.Sprintf("+help: Remove unused import: `%s`", m), "+  |",
			fmt.Sprintf("+%d | import logging", n-1), "+  - import " + m, fmt.Sprintf("+%d | LOG = logging.getLogger(__name__)", n), "+  |"}
		c.Add(Edits(fmt.Sprintf("app/m%02d.py", i), []Section{section("stdout", lines...)}))
	}
	g := c.Split()
	for _, k := range g.Kinds {
		t.Logf("%s %d files: %s", k.ID, len(k.Files), k.Edit)
	}
	if k95 := Cover(0.95, Explained(len(g.Kinds), g.OfFile)); k95 != 1 {
		t.Errorf("%d kinds, %d for 95 %%, want 1", len(g.Kinds), k95)
	}
}
