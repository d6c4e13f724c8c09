package kinds

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/corral-go/corral/internal/corral/linediff"
)

// TestDirs measures kinds on two directories of outputs, old and new, named
// in $KINDS_DIRS ("OLD NEW"): a tool for trying changes by hand.
func TestDirs(t *testing.T) {
	dirs := strings.Fields(os.Getenv("KINDS_DIRS"))
	if len(dirs) != 2 {
		t.Skip("KINDS_DIRS not set")
	}
	var names []string
	filepath.WalkDir(dirs[0], func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			r, _ := filepath.Rel(dirs[0], p)
			names = append(names, r)
		}
		return nil
	})
	sort.Strings(names)
	var c Catalog
	var paths []string
	start := time.Now()
	for _, n := range names {
		a, _ := os.ReadFile(filepath.Join(dirs[0], n))
		b, err := os.ReadFile(filepath.Join(dirs[1], n))
		if err != nil || string(a) == string(b) {
			continue
		}
		lines := linediff.Lines(a, b).Unified("a/"+n, "b/"+n, func(s string) string { return s })
		c.Add(Edits(n, []Section{{What: "output:" + n, Lines: lines}}))
		paths = append(paths, n)
	}
	g := c.Split()
	ex := Explained(len(g.Kinds), g.OfFile)
	fex := Explained(len(g.Families), g.FamiliesOfFiles())
	fmt.Printf("changed %d kinds %d k95 %d families %d f95 %d in %v\n", len(paths), len(g.Kinds), Cover(0.95, ex), len(g.Families), Cover(0.95, fex), time.Since(start))
	for i, k := range g.Kinds {
		if i == 60 {
			break
		}
		fmt.Printf("%s %3d files %3d shapes [%s] %s\n", k.ID, len(k.Files), len(k.Shapes), k.Family, k.Edit)
		for j, s := range k.Shapes {
			if j == 3 {
				break
			}
			fmt.Printf("      %4d %4d %v %s\n", s.Files, s.Sites, s.Abstract, s.Sig)
		}
		if len(k.Diff) > 0 {
			fmt.Printf("      e.g. %s:%d/%d %q\n", paths[k.Example], k.OldLine, k.NewLine, k.Diff[:min(4, len(k.Diff))])
		}
	}
	for _, f := range g.Families {
		fmt.Printf("family %s %3d files %4d kinds\n", f.Name, len(f.Files), len(f.Kinds))
	}
}
