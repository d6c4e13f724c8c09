package kinds

import (
	"os"
	"strings"
	"testing"
)

// TestDiagnostics: compilers' diagnostics are a language of their own. A
// message is read without its position, names in it are operands, the
// source it shows and the chain of includes describe it, and messages of
// one flag are one rule. Read as prose, Go's -m with -l made 63 kinds
// of 1 cause over 150 programs, gcc's -fopt-info-inline with
// -fno-inline-small-functions 10 over zstd, clang's -Rpass=loop-unroll
// with -fno-unroll-loops 6 over lz4 and zstd.
func TestDiagnostics(t *testing.T) {
	for _, c := range []struct{ line, want string }{
		{"zdict.c:120:9: warning: unused variable ‘n’ [-Wunused-variable]", "warning: unused variable ‘ $1 ’[- Wunused - variable]"},
		{"alg.go:44:4: inlining call to fmt.Println", "inlining call to $1 . $2"},
		{"src/loop.c:6:14: optimized:  Inlining clamp/0 into scale/1.", "optimized: Inlining $1 / # into $2 / # ."},
		{"x.c:3: error: HUF_readStats undeclared", "error: $1 undeclared"},
		{"   10 |         for (int i = 0; i < 4; i++)", "«comment»"},
		{"      |         ^", "«comment»"},
		{"In file included from zstd.c:4:", "«comment»"},
	} {
		if got := render(lex(Diag, c.line), false, &namer{}); got != c.want {
			t.Errorf("%q reads %q, want %q", c.line, got, c.want)
		}
	}
	for name, want := range map[string]Lang{"diag/unroll/hash.txt": Diag, "diag/inl/op.txt": Diag, "diag/m/sieve.txt": Diag,
		"golist/S/sieve.s": GoAsm, "gcc/O2/hash.s": Asm} {
		b, err := os.ReadFile("testdata/" + name)
		if err != nil {
			t.Fatal(err)
		}
		if l := langOf("stdout", strings.Split(string(b), "\n")); l != want {
			t.Errorf("%s is language %d, want %d", name, l, want)
		}
	}
	if l := langOf("stdout", []string{"Results: 3 of 4", "time: 12:30:01 elapsed", "done: all"}); l == Diag {
		t.Errorf("prose with colons read as diagnostics")
	}
	// gcc's early inliner says "Inlining f/0 into g/1.", its IPA inliner
	// "Inlined f/0 into g/1 which now has …": two messages of one cause,
	// in files of their own here (together in zstd's).
	for name, most := range map[string]int{"diag-unroll": 1, "diag-inl": 2, "diag-m": 1} {
		g, files, k95, _ := change(t, name)
		everyFileInAKind(t, name, g, files)
		if len(g.Kinds) > most || k95 > most {
			t.Errorf("%s: %d kinds (%d for 95 %%), want at most %d", name, len(g.Kinds), k95, most)
		}
	}
	g, _, _, _ := change(t, "diag-unroll")
	if e := g.Kinds[0].Edit; e != "- ▢ [-Rpass=loop-unroll]" {
		t.Errorf("clang's remarks gone: %q, want the flag's", e)
	}
}

// TestMessagesWithNamesInOnePlace: a message with another name in one
// place is one message, where another of its shapes holds an operand
// there: the Go compiler's "can inline main", "can inline helper_2" and
// "can inline run" were three kinds, lower-case names looking like
// words. Two messages that differ in a word where none holds an operand
// stay two.
func TestMessagesWithNamesInOnePlace(t *testing.T) {
	msg := func(file, line string) []Section {
		return []Section{section("stderr", "--- "+file, "+++ "+file, "@@ -1,2 +1 @@", "-"+line, " "+file+":9:1: x does not escape")}
	}
	files := map[string][]Section{
		"a.go": msg("a.go", "a.go:3:6: can inline main"),
		"b.go": msg("b.go", "b.go:4:6: can inline helper_2"),
		"c.go": msg("c.go", "c.go:5:6: can inline run"),
		"d.c":  msg("d.c", "d.c:1:1: warning: unused variable"),
		"e.c":  msg("e.c", "e.c:1:1: warning: unused parameter"),
	}
	of, ks := kindsOf(files, []string{"a.go", "b.go", "c.go", "d.c", "e.c"})
	if len(ks) != 3 || of["a.go"][0] != "- can inline ▢" || of["c.go"][0] != of["a.go"][0] {
		t.Errorf("%d kinds, a.go's %q, c.go's %q: want 3, can inline ▢ for both", len(ks), of["a.go"], of["c.go"])
	}
	if of["d.c"][0] == of["e.c"][0] {
		t.Errorf("unused variable and unused parameter are one kind: %q", of["d.c"])
	}
}

// TestMessagesOfOneFlagStayOne: messages joined as one with a name in one
// place keep their flag, and so stay one with the flag's other messages
// (clang's -Wshorten-64-to-32 made two kinds of its one warning).
func TestMessagesOfOneFlagStayOne(t *testing.T) {
	msg := func(file, line string) []Section {
		return []Section{section("stderr", "--- "+file, "+++ "+file, "@@ -1 +1,2 @@", " "+file+":9:1: note: here", "+"+line)}
	}
	files := map[string][]Section{
		"a.c": msg("a.c", "a.c:3:6: warning: value of x_1 is cut [-Wcut]"),
		"b.c": msg("b.c", "b.c:4:6: warning: value of count is cut [-Wcut]"),
		"c.c": msg("c.c", "c.c:5:6: warning: another wording entirely [-Wcut]"),
	}
	of, ks := kindsOf(files, []string{"a.c", "b.c", "c.c"})
	if len(ks) != 1 {
		t.Errorf("%d kinds (a.c %q, b.c %q, c.c %q), want 1", len(ks), of["a.c"], of["b.c"], of["c.c"])
	}
}
