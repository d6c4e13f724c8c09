package kinds

import (
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"
)

// TestFormatterRewraps: a formatter's new column limit re-wraps comments,
// macros continued with backslashes, strings split over lines and calls'
// arguments; its new pointer alignment moves a star and so re-wraps what
// no longer fits, and so does a new indent width, where the line diff
// may pair the first line of one statement with the next's, which now
// reads alike; a space before every call's parentheses re-aligns most
// lines and re-wraps a few, where the line that a call starts with now
// reads, but for its indent, as the next call's, and aligning them cut
// both calls across lines (2 kinds before, one "~ rt → rSrcSize, rt").
// Each is one cause, and one kind of layout: before,
// clang-format's ColumnLimit 80 → 100 over zstd made 18 kinds (a comment
// line inside "/* … */" read as code, a re-wrapped comment as comments
// changed, a backslash moved as an edit).
func TestFormatterRewraps(t *testing.T) {
	for _, name := range []string{"cfmt-100", "cfmt-60", "cfmt-left", "cfmt-in4", "cfmt-parens"} {
		g, files, k95, _ := change(t, name)
		everyFileInAKind(t, name, g, files)
		if len(g.Kinds) != 1 || k95 != 1 {
			t.Errorf("%s: %d kinds (%d for 95 %%), want 1", name, len(g.Kinds), k95)
			continue
		}
		if e := g.Kinds[0].Edit; !strings.HasPrefix(e, "≈ ") && e != "~ spacing" {
			t.Errorf("%s: its kind is %q, want a change of layout", name, e)
		}
	}
}

// TestBlockComments: a line of C-like code inside a block comment is a
// comment, told from the hunk it stands in: after a "/*" in the hunk, or
// before a "*/" that ends its line when the hunk starts inside one. A
// "*/" amid code (a JavaScript regular expression) says nothing, and a
// "/*" in a string opens nothing.
func TestBlockComments(t *testing.T) {
	for _, c := range []struct {
		diff     []string
		old, new string // per line: o open, . not
	}{
		{[]string{"@@ -1,3 +1,3 @@", "-/* a long", "-   comment */", "+/* a long comment */", " int x;"}, "..o..", "....."},
		{[]string{"@@ -5,2 +5,2 @@", "    state value */", "-int a;", "+int b;"}, ".o..", ".o.."},
		{[]string{"@@ -5,2 +5,2 @@", " s = s.replace(/\\s*/g, '');", "-int a;", "+int b;"}, "....", "...."},
		{[]string{"@@ -5,2 +5,2 @@", ` p = "/*";`, "-int a;", "+int b;"}, "....", "...."},
		{[]string{"@@ -1 +1 @@", "-x; /* open", "+x;", " still */ y;"}, "...o", "...."},
	} {
		o, n := blockComments(c.diff)
		mark := func(bs []bool) string {
			var b strings.Builder
			for _, x := range bs {
				b.WriteByte(".o"[btoi(x)])
			}
			return b.String()
		}
		if mark(o) != c.old || mark(n) != c.new {
			t.Errorf("%q: old %s new %s, want %s %s", c.diff, mark(o), mark(n), c.old, c.new)
		}
	}
	toks := lexOpen(CLike, "   state value */ int x;", true)
	if toks[0].Class != Comment || toks[0].Text != "state value */" || toks[1].Text != "int" {
		t.Errorf("a comment's last line: %+v", toks)
	}
	if toks := lex(CLike, "  do {   \\"); len(toks) != 2 || toks[1].Text != "{" {
		t.Errorf("a macro's line continued: %+v, want its backslash left out", toks)
	}
}

func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// TestArrowFunctionsAreOneRule: Babel's arrow functions made function
// expressions insert "function" before a list of parameters in
// parentheses, and "function (" before a lone parameter (and ")" after
// it): one rule, whatever punctuation comes with its word. Before, the
// two were two kinds ("~ ( → function(" and "~ ▢ → function( ▢"), and
// over tRPC's sources the rule was 4 kinds for 95 % (2 now, with a
// class's methods its units: see TestClassMembersAreUnits).
func TestArrowFunctionsAreOneRule(t *testing.T) {
	oneKind(t, "arrows")
}

// TestClassMembersAreUnits: a module that is one class (Babel's output of
// testdata/arrows/client.ts) is cut into units at its methods, and the
// class holds them as their outer unit; before, the class was one unit
// that spans most of the text, which tells no more than the file, and
// over tRPC's sources Babel's "var _this = this" (this captured for an
// arrow function made a function) stood apart from the arrow's edit in
// the same method: 5 kinds, 3 for 95 % (now 2, 2). A function that spans
// the text (a program that is one main) stays one unit.
func TestClassMembersAreUnits(t *testing.T) {
	b, err := os.ReadFile("testdata/arrows/fn/client.js")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(string(b), "\n"), "\n")
	u := UnitsOf(lines)
	for _, head := range []string{"constructor(links) {", "request(path) {", "close() {"} {
		at := slices.IndexFunc(lines, func(l string) bool { return strings.TrimSpace(l) == head })
		if at < 0 || !slices.Contains(u.Members, at+1) || !slices.Contains(u.Starts, at+1) {
			t.Errorf("%q (line %d) starts no member: units %v, members %v", head, at+1, u.Starts, u.Members)
		}
	}
	main := []string{"int main(void) {", "  int n = 0;", "  for (int i = 0; i < 10; i++) {", "    n += i;", "  }",
		"  while (n > 0) {", "    n--;", "  }", "  return n;", "}"}
	if u := UnitsOf(main); u.Members != nil {
		t.Errorf("a program that is one main function is cut at %v", u.Members)
	}
}

// TestContainersByTheirHead: a container is what a head line declares
// before anything it opens, assigns, quotes or comments: a struct among
// a function's parameters, a word in its comment or string, a listing's
// file name, leave a function that spans its text one unit.
func TestContainersByTheirHead(t *testing.T) {
	for head, want := range map[string]bool{
		"export class Client {": true, "class Foo(Base):": true, "impl<T> Display for Ring<T> {": true,
		"namespace corral {": true, "module Ledger": true,
		"static int run(struct ring *r) {": false, "int main(void) { // a class": false,
		`int main(void) { puts("class"); `: false, "def main(module):": false, "\t.file\t\"object.c\"": false,
		"def install_package(args):": false, "sub load_module {": false, "package body ada.ada__strings is": true,
	} {
		if got := container(head); got != want {
			t.Errorf("container(%q) = %v, want %v", head, got, want)
		}
	}
	body := []string{"  int n = 0;", "  for (int i = 0; i < 10; i++) {", "    n += i;", "  }", "  while (n > 0) {", "    n--;", "  }", "  return n;", "}"}
	for _, head := range []string{"static int run(struct ring *r) {", "int main(void) { // makes the object"} {
		if u := UnitsOf(append([]string{head}, body...)); u.Members != nil {
			t.Errorf("%q is cut at %v", head, u.Members)
		}
	}
}

// TestNumbersLaidOutAnew: graphviz's dot -Tplain of graphs of ours
// (testdata/graphs, dot/tb and dot/lr made by gen.sh), laid out top to
// bottom and then left to right: every node's and edge's numbers changed,
// an edge of four points now of seven. Before, a line whose numbers all
// changed shared too few tokens to pair with itself (a node or an edge
// removed and another added), runs of one, two or four numbers were
// shapes apart, and "2.4672e-17" was three tokens: 4 kinds, 4 for 95 %.
// It is one rule: one kind.
func TestNumbersLaidOutAnew(t *testing.T) {
	g := oneKind(t, "dot")
	for _, k := range g.Kinds {
		for _, s := range k.Shapes {
			if strings.HasPrefix(s.Sig, "+ ") || strings.HasPrefix(s.Sig, "- ") {
				t.Errorf("a line laid out anew reads as removed or added: %s (%d files)", s.Sig, s.Files)
			}
		}
	}
	var got []string
	for _, tk := range lex(Prose, "0 2.4672e-17 1.5E+10 0x1e-5 1e-5x") {
		got = append(got, tk.Text)
	}
	if want := []string{"0", "2.4672e-17", "1.5E+10", "0x1e", "-", "5", "1e", "-", "5x"}; !slices.Equal(got, want) {
		t.Errorf("numbers lexed as %q, want %q", got, want)
	}
}

// TestIdentifiersQuoted: sqlglot's SQL of queries of ours (testdata/sql,
// made by gen.sh), pretty, and with every identifier quoted ("x" for x).
// Before, a line whose names were all quoted shared too few tokens with
// itself to be paired ("A OR B OR C" and "\"A\" OR \"B\" OR \"C\"" share two
// ORs of five), and was a line removed and another added ("- id", "+
// \"id\"", 42 such shapes here; over sqlglot's own fixtures, kinds of
// their own: 7 kinds, 6 for 95 %). A name and the same name quoted are
// one token changed: one kind, "~ name → \"name\"", and no line removed
// or added. (A name that is its file's name, quoted, is not: the file's
// name is abstracted to "{}", two tokens, and "\"{}\"" one.)
func TestIdentifiersQuoted(t *testing.T) {
	g := oneKind(t, "sql-identify")
	for _, k := range g.Kinds {
		for _, s := range k.Shapes {
			if strings.HasPrefix(s.Sig, "+ ") || strings.HasPrefix(s.Sig, "- ") {
				t.Errorf("a line whose names were quoted reads as removed or added: %s (%d files)", s.Sig, s.Files)
			}
		}
	}
	for _, c := range []struct {
		a, b string
		want bool
	}{{"x", `"x"`, true}, {`'a'`, `"a"`, true}, {"`t`", "t", true}, {"x", "x", false}, {`"x"`, `"y"`, false}, {`""`, "", false}, {`"`, `""`, false}, {`""`, `""""`, false}, {`'"'`, `"`, false}, {"'''", "'", false}} {
		if got := quotedAlike(c.a, c.b); got != c.want {
			t.Errorf("quotedAlike(%q, %q) = %v, want %v", c.a, c.b, got, c.want)
		}
	}
}

// TestHeadingsOneLevelUp: pandoc's LaTeX of Markdown of ours
// (testdata/tex, made by gen.sh) with sections at the top and then
// chapters: section → chapter, subsection → section, subsubsection →
// subsection, paragraph → subsubsection. Each step renames a name, and
// a rename is a kind of its own unless it is most of its shape's files:
// 3 kinds, 3 for 95 %. Renames down one ladder of names (one's new name
// is another's old one, in a file they share) are one rule: one kind.
func TestHeadingsOneLevelUp(t *testing.T) {
	oneKind(t, "tex-chapter")
}

// TestSVGPathsAreNumbers: graphviz's SVG of graphs of ours (testdata/svg,
// made by gen.sh), laid out top to bottom and then left to right. A
// path's commands are glued to their numbers ("M545,-509.13C562.94"):
// read as words, a path laid out anew renamed them ("~ $1 → $2", M545 →
// M138, and "509.13C562.94" one number). A command and its number are
// two tokens now, and a path's data numbers: every path is "~ # → #".
func TestSVGPathsAreNumbers(t *testing.T) {
	g, files, _, _ := change(t, "svg-lr")
	everyFileInAKind(t, "svg-lr", g, files)
	for _, k := range g.Kinds {
		for _, s := range k.Shapes {
			if strings.Contains(s.Sig, "$1") {
				t.Errorf("a path's data read as names: %s (%d files)", s.Sig, s.Files)
			}
		}
	}
	var got []string
	for _, tk := range lex(Markup, `<h2 id="x3" d="M545,-509.13C562.94 L3.5,1Z" fill="#1e5c8a">M16 main.3a5c8b1d.js 15T10 r="A1"</h2>`) {
		got = append(got, tk.Text)
	}
	want := []string{"<", "h2", "id", "=", `"`, "x3", `"`, "d", "=", `"`, "M", "545", ",", "-", "509.13", "C", "562.94", "L", "3.5", ",", "1Z", `"`,
		"fill", "=", `"`, "#", "1e5c8a", `"`, ">", "M16", "main", ".", "3a5c8b1d", ".", "js", "15T10", "r", "=", `"`, "A1", `"`, "<", "/", "h2", ">"}
	if !slices.Equal(got, want) {
		t.Errorf("lexed as %q, want %q", got, want)
	}
}

// TestMembersOfCRLFText: a class's members are found in a text of CRLF
// lines as in one of LF lines: its methods, not its fields.
func TestMembersOfCRLFText(t *testing.T) {
	src := []string{"public class Calc {", "    static final int A = 1;", "    static final int B = 2;", "    static final int C = 3;",
		"", "    public static int sum() {", "        return A + B + C;", "    }", "", "    public static int prod() {", "        return A * B * C;", "    }", "}"}
	for _, eol := range []string{"", "\r"} {
		lines := make([]string, len(src))
		for i, l := range src {
			lines[i] = l + eol
		}
		if got := UnitsOf(lines).Members; !slices.Equal(got, []int{6, 10}) {
			t.Errorf("line ends %q: members at %v, want [6 10]", eol, got)
		}
	}
}

// TestBraceAloneUnits: a brace alone at the outermost level opens the
// body of the declaration above it (GNU's style, gfortran's GENERIC), in
// its unit; after a block's end or a comment it opens a unit of its own,
// as each object of a stream of JSON objects (go list -json) is.
func TestBraceAloneUnits(t *testing.T) {
	for _, c := range []struct {
		lines []string
		want  []int
	}{
		{[]string{"int", "add (int a, int b)", "{", "  return a + b;", "}", "int", "sub (int a, int b)", "{", "  return a - b;", "}"}, []int{1, 2, 6, 7, 11}},
		{[]string{"{", `  "Dir": "a"`, "}", "{", `  "Dir": "b"`, "}", "{", `  "Dir": "c"`, "}"}, []int{1, 4, 7, 10}},
		{[]string{"/* one */", "{", "  x = 1;", "}", "/* two */", "{", "  y = 2;", "}"}, []int{1, 5, 9}},
	} {
		if got := UnitsOf(c.lines).Starts; !slices.Equal(got, c.want) {
			t.Errorf("%q: units at %v, want %v", c.lines, got, c.want)
		}
	}
}

// TestGuileLinesAndOthers: a Guile listing's instruction whose offset
// fills its column is no unit; other tools' numbered lines are no Guile
// instructions (uniq -c's counts, CLISP's upper-case listing).
func TestGuileLinesAndOthers(t *testing.T) {
	insn := "1001    (jne 32)                        ;; -> L66"
	if !guileLine(insn) || unitLine(insn) {
		t.Errorf("%q: guileLine %v, unitLine %v; want an instruction, no unit", insn, guileLine(insn), unitLine(insn))
	}
	for _, l := range []string{"      3 (anonymous)", "     12 (define (f x) x)", "0     (LOAD&PUSH 1)", "L12:"} {
		if guileLine(l) {
			t.Errorf("%q read as a Guile listing's line", l)
		}
	}
}

// TestNumbersShiftedInEveryFile: a shift common to every file (a header
// included twice, its line markers two lines on), a line or two a file,
// is a side effect, "~ # → #", not a rule of its own.
func TestNumbersShiftedInEveryFile(t *testing.T) {
	var c Catalog
	for i := range 12 {
		lines := []string{"@@ -1,4 +1,4 @@", " int f(void) {", "-  x = table[30];", "+  x = table[32];", "-  y = table[30];", "+  y = table[32];", " }"}
		c.Add(Langs{"stdout": CLike}.Edits(fmt.Sprintf("f%d.c", i), []Section{{What: "stdout", Lines: lines}}))
	}
	g := c.Split()
	for _, k := range g.Kinds {
		for _, s := range k.Shapes {
			if !s.Side {
				t.Errorf("kind %s holds %q as an edit, want a side effect", k.ID, s.Sig)
			}
		}
	}
}
