package kinds

import (
	"os"
	"strings"
	"testing"
)

// TestClangASTDumps: clang's -ast-dump is a language of its own. A node is
// its kind, attributes, name and types, without the tree's drawing, its
// address or its source locations; its types are read, not taken for
// strings. Read as prose, -DZLIB_CONST over zlib made 3 kinds (its types
// "~ "…" → "…"", its locations "~ line → zlib / zconf . h", its depth
// "+ |||| "…"").
func TestClangASTDumps(t *testing.T) {
	for _, c := range []struct{ line, want string }{
		{"| |-FieldDecl 0x55d2a8 <line:15:11, col:17> col:17 referenced next_in 'byte *'", "FieldDecl referenced $1 byte *"},
		{"| |-FieldDecl 0x <zlib/zconf.h:247:21, zlib/zlib.h:91:20> col:20 next_in 'const Bytef *'", "FieldDecl $1 const $2 *"},
		{"|   `-ParenType 0x 'unsigned int (void *, byte **)' sugar", "ParenType unsigned int(void *, byte **) sugar"},
		{"TranslationUnitDecl 0x <<invalid sloc>> <invalid sloc>", "TranslationUnitDecl"},
	} {
		if got := render(lex(ClangAST, c.line), false, &namer{}); got != c.want {
			t.Errorf("%q reads %q, want %q", c.line, got, c.want)
		}
	}
	b, err := os.ReadFile("testdata/cast/plain/stream.txt")
	if err != nil {
		t.Fatal(err)
	}
	if l := langOf("stdout", strings.Split(string(b), "\n")); l != ClangAST {
		t.Errorf("clang's dump is language %d, want %d", l, ClangAST)
	}
	g, files, _, _ := change(t, "cast-const")
	everyFileInAKind(t, "cast-const", g, files)
	if len(g.Kinds) != 1 || kindWith(g, "~ ▢ → const ▢") == nil {
		t.Errorf("const added to the API's pointers: %d kinds, want 1 that holds \"~ ▢ → const ▢\"", len(g.Kinds))
	}
	for _, s := range g.Kinds[0].Shapes {
		if strings.Contains(s.Sig, `"…"`) || strings.Contains(s.Sig, "line") || strings.Contains(s.Sig, "|") {
			t.Errorf("a shape reads a type as a string, or a location or the drawing as text: %q", s.Sig)
		}
	}
}
