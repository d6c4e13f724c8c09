package report

import (
	"bytes"
	"encoding/json"
	"fmt"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/corral-go/corral/internal/corral/kinds"
	"github.com/corral-go/corral/internal/corral/result"
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
		if !slices.Equal(f.Files.Strings(), k.Files.Strings()) || f.Files.Len() != 3 {
			t.Errorf("family %s: files %v, its kind's %v", f.Name, f.Files, k.Files)
		}
		if !f.Files.same(k.Files) {
			t.Errorf("family %s holds a copy of its kind's files", f.Name)
		}
	}
	for i, f := range r.Files {
		if len(f.Kinds) != 1 {
			t.Errorf("%s: kinds %v, want one", r.Files[i].Path, f.Kinds)
		}
	}
}

// TestStreamedKindsHoldFilesByPlace: a streamed report's kinds and
// families hold their files as places in its one list of changed paths
// (see Paths), not as strings: a kind of every file of 100,000 changed
// costs its grouping's list, no more (a list of strings was 16 bytes a
// file, 16 MB at a million), and reads back the same paths; making them
// allocates nothing a file.
func TestStreamedKindsHoldFilesByPlace(t *testing.T) {
	const n = 100_000
	var cat kinds.Catalog
	r := &Report{}
	for i := range n {
		path := fmt.Sprintf("dir/f%06d.s", i)
		r.changed.add(path)
		cat.Add(kinds.Edits(path, []kinds.Section{{What: "stdout", Lines: []string{"--- a", "+++ b", "@@ -1 +1 @@", "-  bmod r1", "+  band r1"}}}))
	}
	r.changed.seal()
	files := changedFiles{cut: true}
	for j := range n {
		files.add(j, changed{kept: -1})
	}
	g := cat.Split()
	cat = kinds.Catalog{}
	made := allocated(func() { r.setKinds(g, &files) })
	g = kinds.Grouping{}
	if per := float64(made) / n; per > 1 {
		// Of the grouping's lists the kinds take theirs; the files'
		// families are counted, not listed (24 bytes a file, before).
		t.Errorf("setKinds allocated %.1f bytes a file, want at most 1", per)
	}
	if len(r.Kinds) != 1 || len(r.Families) != 1 {
		t.Fatalf("%d kinds, %d families, want 1 and 1", len(r.Kinds), len(r.Families))
	}
	k, f := r.Kinds[0].Files, r.Families[0].Files
	if k.Len() != n || f.Len() != n || k.At(0) != "dir/f000000.s" || k.At(n-1) != fmt.Sprintf("dir/f%06d.s", n-1) || !f.same(k) {
		t.Fatalf("the kind's %d files (%q …), its family's %d", k.Len(), k.At(0), f.Len())
	}
	b, err := json.Marshal(r.Kinds[0].Files)
	if err != nil || !bytes.HasPrefix(b, []byte(`["dir/f000000.s","dir/f000001.s",`)) {
		t.Errorf("the files as JSON: %.60s…, %v", b, err)
	}
	b = nil
	held := heapHeld()
	r.Kinds, r.Families = nil, nil
	held -= heapHeld()
	runtime.KeepAlive(r) // its list of paths, which the kind's places read
	if per := float64(held) / n; per > 6 {
		t.Errorf("the kind and its family hold %.1f bytes a file, want at most 6", per)
	}
	t.Logf("the kind and its family of %d files hold %d bytes", n, held)
}

// heapHeld is the heap's live bytes after collections.
func heapHeld() int64 {
	var m runtime.MemStats
	runtime.GC()
	runtime.GC()
	runtime.ReadMemStats(&m)
	return int64(m.HeapAlloc)
}

// TestPathsJSON: a list of paths is encoded as json.Marshal encodes a
// slice of strings (null when nil, [] when empty), by place or by path,
// and read back.
func TestPathsJSON(t *testing.T) {
	var l pathList
	for _, p := range []string{"a.c", "b/<c>.c", "d\".c"} {
		l.add(p)
	}
	l.seal()
	for _, c := range []struct {
		p    Paths
		want []string
	}{{Paths{}, nil}, {PathsOf([]string{}...), []string{}}, {PathsOf("x", "y"), []string{"x", "y"}},
		{pathsAt(&l, []int32{0, 2}), []string{"a.c", "d\".c"}}, {pathsAt(&l, nil), []string{}}} {
		got, err := json.Marshal(c.p)
		want, _ := json.Marshal(c.want)
		if err != nil || !bytes.Equal(got, want) {
			t.Errorf("%v: %s, want %s (%v)", c.want, got, want, err)
		}
		var back Paths
		if err := json.Unmarshal(got, &back); err != nil || back.IsNil() != (c.want == nil) || !slices.Equal(back.Strings(), c.want) {
			t.Errorf("%s read back as %v (%v)", got, back.Strings(), err)
		}
	}
}

// TestStoredKindsReadByPlace: kinds read back from the store into a
// streamed report hold their files by place in its list of changed
// paths, as made ones do, a family of one kind its kind's list; a stored
// family that names a file the run did not change is not believed.
func TestStoredKindsReadByPlace(t *testing.T) {
	r := &Report{pairs: func(func(cur, base *result.Result) error) error { return nil }}
	paths := []string{"a.s", "b.s", "c.s", "d.s"}
	for _, p := range paths {
		r.changed.add(p)
	}
	r.changed.seal()
	sk := storedKinds{
		Kinds: []Kind{{ID: "k0000001", Count: 3, Edit: "~ a → b", Shapes: []kinds.Shape{{What: "stdout", Sig: "~ a → b", Files: 3, Sites: 3}},
			Family: "f1", Files: PathsOf("a.s", "c.s", "d.s"), Explains: 3},
			{ID: "k0000002", Count: 1, Edit: "+ x", Shapes: []kinds.Shape{{What: "stdout", Sig: "+ x", Files: 1, Sites: 1}},
				Family: "f2", Files: PathsOf("b.s"), Explains: 4}},
		Families: []Family{{ID: "f1", Name: "a", Count: 3, Kinds: []string{"k0000001"}, Files: PathsOf("a.s", "c.s", "d.s"), Explains: 3},
			{ID: "f2", Name: "x", Count: 1, Kinds: []string{"k0000002"}, Files: PathsOf("b.s"), Explains: 4}},
	}
	data, err := json.Marshal(sk)
	if err != nil {
		t.Fatal(err)
	}
	if err := r.loadKinds(data); err != nil {
		t.Fatal(err)
	}
	k, f := r.Kinds[0].Files, r.Families[0].Files
	if k.from != &r.changed || !slices.Equal(k.at, []int32{0, 2, 3}) || !f.same(k) || !slices.Equal(f.Strings(), []string{"a.s", "c.s", "d.s"}) {
		t.Errorf("kind %v (by place: %v), family %v (shared: %v)", k.Strings(), k.from != nil, f.Strings(), f.same(k))
	}
	sk.Families[1].Files = PathsOf("e.s")
	if data, err = json.Marshal(sk); err != nil {
		t.Fatal(err)
	}
	if err := r.loadKinds(data); err == nil || !strings.Contains(err.Error(), `"e.s", not a changed file`) {
		t.Errorf("a stored family of a file not changed: %v", err)
	}
}

// same reports whether p and q are one list, not two equal ones: a
// family of one kind shares its kind's.
func (p Paths) same(q Paths) bool {
	if p.Len() == 0 || p.Len() != q.Len() || (p.from == nil) != (q.from == nil) {
		return false
	}
	if p.from != nil {
		return p.from == q.from && &p.at[0] == &q.at[0]
	}
	return &p.list[0] == &q.list[0]
}
