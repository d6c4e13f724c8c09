package kinds

// What a helper reading version 92 as an attacker found (declared names
// linked, lonesAgain, export a keyword): each test failed before its
// fix.

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestAttackDeclaresOnlyDeclarations: declared() reads any run of words
// inserted before "word name" as a modifier before a declaration. A
// return, throw, else or typeof put before an expression declares
// nothing, but the part gets declares = the name after it, which
// linkNames then links to every edit of the file that inserts that name.
func TestAttackDeclaresOnlyDeclarations(t *testing.T) {
	for _, c := range []struct {
		lang     Lang
		del, ins string
	}{
		{CLike, "await fetchData(url);", "return await fetchData(url);"},
		{CLike, "new ValidationError(msg);", "throw new ValidationError(msg);"},
		{CLike, "new Widget(opts);", "return new Widget(opts);"},
		{CLike, "return result;", "else return result;"},
		{CLike, "goto cleanup;", "else goto cleanup;"},
		{CLike, "typeof window", "void typeof window"},
		{CLike, "delete cache;", "else delete cache;"},
		{CLike, "export import std;", "import std;"}, // C++20: an import re-exported, "std" declared
		{Hash, "await fetch_data(url)", "return await fetch_data(url)"},
		{Hash, "echo result_1", "then echo result_1"},
		{Prose, "running test_alloc_12", "skipped running test_alloc_12"},
	} {
		e := pairEdit("stdout", c.lang, line{text: c.del, toks: lex(c.lang, c.del)}, line{text: c.ins, toks: lex(c.lang, c.ins)})
		for _, p := range e.Parts {
			if p.declares != "" {
				t.Errorf("%q → %q (lang %d, %s) declares %q, want nothing: no declaration", c.del, c.ins, c.lang, p.Shape, p.declares)
			}
		}
	}
}

// jsWithTail is a module of tsc-like JavaScript: its function's tail
// call made "return await" (cause A, files 0-7), and esbuild's
// --keep-names "__name(f, "f");" line inserted for the callee (cause
// B, files 3-10): two causes, in files neither of which holds the
// other's.
func jsWithTail(i int, tail, keep bool) (string, string) {
	fn := "load" + strings.ToUpper(plainWord(i)[1:]) + "Items"
	var o, n strings.Builder
	both := func(s string, a ...any) { fmt.Fprintf(&o, s, a...); fmt.Fprintf(&n, s, a...) }
	both("\"use strict\";\nconst api_1 = require(\"./api\");\n")
	for k := 0; k < 3; k++ {
		both("function step%d(x) {\n    return x + %d;\n}\n", k, k)
	}
	fmt.Fprintf(&o, "async function %s(url) {\n    const res = await (0, api_1.get)(url);\n    await %sNext(url);\n    return res;\n}\n", fn, fn)
	call := "await"
	if tail {
		call = "return await"
	}
	fmt.Fprintf(&n, "async function %s(url) {\n    const res = await (0, api_1.get)(url);\n    %s %sNext(url);\n    return res;\n}\n", fn, call, fn)
	for k := 3; k < 6; k++ {
		both("function step%d(x) {\n    return x + %d;\n}\n", k, k)
	}
	if keep {
		fmt.Fprintf(&n, "__name(%sNext, \"%sNext\");\n", fn, fn)
	}
	both("exports.%s = %s;\n", fn, fn)
	return o.String(), n.String()
}

func twoCauses(t *testing.T, pair func(i int, a, b bool) (string, string), ext string, want int) Grouping {
	t.Helper()
	var c Catalog
	for i := range 11 {
		o, n := pair(i, i < 8, i >= 3)
		name := fmt.Sprintf("m%02d.%s", i, ext)
		c.Add(Edits(name, []Section{diffSection(name, []byte(o), []byte(n))}))
	}
	g := c.Split()
	if len(g.Kinds) != want {
		for _, k := range g.Kinds {
			t.Logf("%s files %v, %d shapes", k.Edit, k.Files, len(k.Shapes))
		}
		t.Errorf("%d kinds, want %d: cause A in files 0-7, cause B in files 3-10, independent", len(g.Kinds), want)
	}
	return g
}

// TestAttackReturnAwaitMergesKeepNames: "await f(" made "return await
// f(" is read as declaring f, and linked to "__name(f, "f");": two
// independent causes one kind (before 661dd76: two kinds).
func TestAttackReturnAwaitMergesKeepNames(t *testing.T) {
	twoCauses(t, jsWithTail, "js", 2)
}

// cWithStatic is a module of C: a function made static (cause A, files
// 0-7), and a trace call inserted that names it (cause B, files 3-10).
func cWithStatic(i int, static, trace bool) (string, string) {
	fn := "count_" + plainWord(i)[1:] + "_items"
	var o, n strings.Builder
	both := func(s string, a ...any) { fmt.Fprintf(&o, s, a...); fmt.Fprintf(&n, s, a...) }
	both("#include <stdio.h>\n\nstruct list { int n; int *v; };\n\n")
	decl := "int %s(const struct list *l)\n{\n  int c = 0;\n  for (int i = 0; i < l->n; i++)\n    c += l->v[i] > 0;\n  return c;\n}\n\n"
	fmt.Fprintf(&o, decl, fn)
	if static {
		decl = "static " + decl
	}
	fmt.Fprintf(&n, decl, fn)
	body := "int run_%d(struct list *l)\n{\n  int total = 0;\n  total += %s(l);\n  printf(\"%%d\\n\", total);\n%s  return total;\n}\n"
	fmt.Fprintf(&o, body, i, fn, "")
	extra := ""
	if trace {
		extra = fmt.Sprintf("  trace_call(\"%s\", %s(l));\n", fn, fn)
	}
	fmt.Fprintf(&n, body, i, fn, extra)
	return o.String(), n.String()
}

// TestAttackModifierLinksAnyInsertedUse: a real declaration's modifier
// added ("int f(" made "static int f(") is linked to any edit of the
// file that inserts a line naming f, not only to an export of it: a
// call added for another cause joins it (before 661dd76: two kinds).
func TestAttackModifierLinksAnyInsertedUse(t *testing.T) {
	twoCauses(t, cWithStatic, "c", 2)
}

// TestAttackLonesAgainFollowsAWrongLink: with the wrong link above, a
// third, independent one-file change (a message reworded in m05.c,
// in a function of its own) joins too, as lonesAgain now sees m05.c
// show one kind. Before 661dd76: three kinds.
func TestAttackLonesAgainFollowsAWrongLink(t *testing.T) {
	var c Catalog
	for i := range 11 {
		o, n := cWithStatic(i, i < 8, i >= 3)
		tail := "\nvoid report(int v)\n{\n  puts(\"report follows\");\n  printf(\"%d\\n\", v);\n}\n"
		o += tail
		if i == 5 {
			tail = strings.Replace(tail, "report follows", "the report follows below", 1)
		}
		n += tail
		name := fmt.Sprintf("m%02d.c", i)
		c.Add(Edits(name, []Section{diffSection(name, []byte(o), []byte(n))}))
	}
	g := c.Split()
	k := kindWith(g, `~ "report follows" → "the report follows below"`)
	if k == nil || len(k.Shapes) != 1 {
		for _, k := range g.Kinds {
			t.Logf("%s files %v, %d shapes", k.Edit, k.Files, len(k.Shapes))
		}
		t.Errorf("the message reworded in one file is no kind of its own: %d kinds", len(g.Kinds))
	}
}

// umdEdits is the ts-umd change (ts/esm → ts/umd), with more edits
// added to some files.
func umdEdits(t *testing.T, more map[string][]Section, repl map[string][2]string) [][]Edit {
	t.Helper()
	ents, err := os.ReadDir(filepath.Join("testdata", "ts/esm"))
	if err != nil {
		t.Fatal(err)
	}
	var edits [][]Edit
	for _, e := range ents {
		a, err1 := os.ReadFile(filepath.Join("testdata", "ts/esm", e.Name()))
		b, err2 := os.ReadFile(filepath.Join("testdata", "ts/umd", e.Name()))
		if err1 != nil || err2 != nil {
			t.Fatal(err1, err2)
		}
		if r, ok := repl[e.Name()]; ok {
			b = []byte(strings.Replace(string(b), r[0], r[1], 1))
		}
		secs := append([]Section{diffSection(e.Name(), a, b)}, more[e.Name()]...)
		edits = append(edits, Edits(e.Name(), secs))
	}
	return edits
}

// TestAttackLonesAgainBuriesACrash: the ES modules made UMD, and one
// test, pool.js, now crashing (exit status 139), a cause of its own.
// pool.js showed two kinds when fold looked (the wrapper's, "export
// class → class"), so the crash stayed a kind; once joinPartners made
// them one, lonesAgain makes the segfault the 76th shape of the
// module-format kind of 9 files. (The rule is loneHost's, which buried
// it in a file of one kind too, e.g. index.js: neither takes a changed
// exit status now.)
func TestAttackLonesAgainBuriesACrash(t *testing.T) {
	var c Catalog
	for _, e := range umdEdits(t, map[string][]Section{"pool.js": {section("exit_code", "exit status 0 → 139")}}, nil) {
		c.Add(e)
	}
	g := c.Split()
	for _, k := range g.Kinds {
		for _, s := range k.Shapes {
			if s.What == "exit_code" && len(k.Files) > 1 {
				t.Errorf("the crash of pool.js is a shape of kind %q of %d files (%d shapes), want a kind of its own", k.Edit, len(k.Files), len(k.Shapes))
			}
		}
	}
}
