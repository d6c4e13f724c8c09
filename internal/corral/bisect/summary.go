package bisect

import (
	"cmp"
	"maps"
	"slices"
)

// Summary is a bisect told for a person to read: what each compiler shows
// first, the families of kinds largest first with the compilers their
// kinds come from, and apart from them the kinds the last compiler did
// not show. Run makes it once; printers only print it.
//
// Files are counted as the changed files of the last check that hold the
// kinds, each file once: a file of two kinds counts once in a family or a
// compiler, and in each of two compilers that made its two kinds. A kind
// that the bisect split off a kind of the check (its shapes came from two
// compilers) counts the files of the check's kind, which hold its shape
// in all or nearly all (nine in ten, see package kinds).
type Summary struct {
	// Compilers are one per compiler, oldest first: what each shows
	// first. The first compiler's are the kinds it already shows.
	Compilers []FirstShows
	// Families hold the kinds some compiler shows, largest first (by
	// files, then kinds).
	Families []FamilyFound
	// NotShown are the kinds the last compiler's probes did not show, by
	// Kinds index, largest first, and NotShownFiles the files that hold
	// them.
	NotShown      []int
	NotShownFiles int
}

// FirstShows counts the kinds a compiler is the first to show, their
// families, and the files that hold them.
type FirstShows struct {
	Kinds, Families, Files int
}

// FamilyFound is a family of kinds, and the compilers that first show its
// kinds: more than one when its kinds came from several.
type FamilyFound struct {
	ID, Name     string
	Kinds, Files int
	ByFirst      []FirstOfFamily // oldest compiler first
}

// FirstOfFamily is the kinds of a family that one compiler is the first
// to show.
type FirstOfFamily struct {
	First, LastWithout int   // as KindFound's
	Kinds              []int // by Kinds index, largest first
	Files              int
}

// summarize tells b by compiler and by family; n is the number of
// compilers.
func summarize(b *Bisected, n int) Summary {
	s := Summary{Compilers: make([]FirstShows, n)}
	byCompiler := make([][]int, n)
	byFamily := map[string][]int{}
	for i, k := range b.Kinds {
		if k.First < 0 {
			s.NotShown = append(s.NotShown, i)
			continue
		}
		byCompiler[k.First] = append(byCompiler[k.First], i)
		byFamily[k.Family] = append(byFamily[k.Family], i)
	}
	for i, ks := range byCompiler {
		fams := map[string]bool{}
		for _, j := range ks {
			fams[b.Kinds[j].Family] = true
		}
		s.Compilers[i] = FirstShows{Kinds: len(ks), Families: len(fams), Files: b.files(ks)}
	}
	for id, ks := range byFamily {
		s.Families = append(s.Families, b.family(id, ks))
	}
	slices.SortFunc(s.Families, func(x, y FamilyFound) int {
		return cmp.Or(-cmp.Compare(x.Files, y.Files), -cmp.Compare(x.Kinds, y.Kinds), cmp.Compare(x.Name, y.Name), cmp.Compare(x.ID, y.ID))
	})
	b.largestFirst(s.NotShown)
	s.NotShownFiles = b.files(s.NotShown)
	return s
}

// family is the family id of the kinds ks, split by the compiler that
// first shows them.
func (b *Bisected) family(id string, ks []int) FamilyFound {
	f := FamilyFound{ID: id, Name: b.Families[id], Kinds: len(ks), Files: b.files(ks)}
	byFirst := map[int][]int{}
	for _, j := range ks {
		byFirst[b.Kinds[j].First] = append(byFirst[b.Kinds[j].First], j)
	}
	for _, first := range slices.Sorted(maps.Keys(byFirst)) {
		in := byFirst[first]
		b.largestFirst(in)
		f.ByFirst = append(f.ByFirst, FirstOfFamily{First: first, LastWithout: b.Kinds[in[0]].LastWithout, Kinds: in, Files: b.files(in)})
	}
	return f
}

// files counts the files that hold the kinds ks, each once.
func (b *Bisected) files(ks []int) int {
	seen := map[string]bool{}
	for _, j := range ks {
		for f := range b.Kinds[j].Files.All() {
			seen[f] = true
		}
	}
	return len(seen)
}

// largestFirst sorts the kinds ks, by Kinds index, by their files, most
// first, then by ID.
func (b *Bisected) largestFirst(ks []int) {
	slices.SortFunc(ks, func(x, y int) int {
		kx, ky := &b.Kinds[x], &b.Kinds[y]
		return cmp.Or(-cmp.Compare(kx.Count, ky.Count), cmp.Compare(kx.ID, ky.ID))
	})
}
