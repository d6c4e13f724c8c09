package reduce

import (
	"os"
	"path/filepath"
	"testing"
)

// TestLayOut: a candidate is compiled among every other file of its
// source, not only the support files: a C header that the selection also
// compiles is still what the candidate includes.
func TestLayOut(t *testing.T) {
	tree, dir := t.TempDir(), filepath.Join(t.TempDir(), "c")
	for _, f := range []string{"lib/x.c", "lib/x_private.h", "lib/y.c", "include/api.h", "top.h"} {
		p := filepath.Join(tree, filepath.FromSlash(f))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(f), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := layOut(tree, "lib/x.c", dir); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"lib/x_private.h", "lib/y.c", "include/api.h", "top.h"} {
		if b, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(f))); err != nil || string(b) != f {
			t.Errorf("%s: %q, %v", f, b, err)
		}
	}
	if _, err := os.Lstat(filepath.Join(dir, "lib", "x.c")); !os.IsNotExist(err) {
		t.Errorf("the candidate's place holds a file already: %v", err)
	}
	if info, err := os.Lstat(filepath.Join(dir, "lib")); err != nil || !info.IsDir() {
		t.Errorf("the candidate's directory is not a directory of its own: %v", err)
	}
}
