package report

import (
	"fmt"
	"slices"
	"testing"

	"github.com/corral-go/corral/internal/corral/kinds"
)

// TestOneKindFamilySharesItsFiles: a family of one kind lists the kind's
// files, and holds them in the kind's list rather than in a copy (a
// million changed files' paths are 16 MB a list); a family of two kinds
// lists them all.
func TestOneKindFamilySharesItsFiles(t *testing.T) {
	var cat kinds.Catalog
	r := &Report{}
	for i := range 6 {
		r.Files = append(r.Files, File{Path: fmt.Sprintf("f%d.s", i), Status: Changed})
	}
	var files changedFiles
	for i := range r.Files {
		old, new := "  bmod r1", "  band r1"
		if i >= 3 {
			old, new = "  call abort", "  call exit"
		}
		cat.Add(kinds.Edits(r.Files[i].Path, []kinds.Section{{What: "stdout", Lines: []string{"--- a", "+++ b", "@@ -1 +1 @@", "-" + old, "+" + new}}}))
		files.add(i, changed{f: &r.Files[i], kept: i})
	}
	r.setKinds(cat.Split(), &files)
	if len(r.Kinds) != 2 || len(r.Families) != 2 {
		t.Fatalf("%d kinds, %d families, want 2 and 2", len(r.Kinds), len(r.Families))
	}
	for _, f := range r.Families {
		if len(f.Kinds) != 1 {
			t.Fatalf("family %s of kinds %v, want one each", f.Name, f.Kinds)
		}
		k := r.Kinds[slices.IndexFunc(r.Kinds, func(k Kind) bool { return k.ID == f.Kinds[0] })]
		if !slices.Equal(f.Files, k.Files) || len(f.Files) != 3 {
			t.Errorf("family %s: files %v, its kind's %v", f.Name, f.Files, k.Files)
		}
		if &f.Files[0] != &k.Files[0] {
			t.Errorf("family %s holds a copy of its kind's files", f.Name)
		}
	}
	for i, f := range r.Files {
		if len(f.Kinds) != 1 {
			t.Errorf("%s: kinds %v, want one", r.Files[i].Path, f.Kinds)
		}
	}
}
