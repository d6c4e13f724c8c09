package triage

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"maps"
)

// TestNamedSupport: a reproduction holds the files of the source its
// program names as words (by path, or by a base name with an extension),
// and those they name in turn, texts only: <stdio.h> names no io.h, a
// binary file stays out, and the program's own file is not support.
func TestNamedSupport(t *testing.T) {
	tree := t.TempDir()
	for name, text := range map[string]string{
		"lib/core.c":  "#include \"core.h\"\nint core(void);\n",
		"lib/core.h":  "int core(void);\n",
		"lib/io.h":    "unrelated\n",
		"lib/blob.h":  "a\x00b\n",
		"fuzz/one.c":  "the program's file, as it was\n",
		"docs/README": "no extension: named only by path\n",
	} {
		p := filepath.Join(tree, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	program := "#include <stdio.h>\n#include \"../lib/core.c\"\n#include \"blob.h\"\n/* see README */\nint one(void) { return core(); }\n"
	got := slices.Sorted(maps.Keys(namedSupport(program, tree, "fuzz/one.c")))
	if want := []string{"lib/core.c", "lib/core.h"}; !slices.Equal(got, want) {
		t.Errorf("support %q, want %q", got, want)
	}
}
