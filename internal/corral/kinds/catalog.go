package kinds

import (
	"cmp"
	"crypto/sha256"
	"encoding/hex"
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
)

// Catalog collects the edits of a run's changed files, one file at a
// time, and then gives each file its kinds. It keeps each distinct edit
// once, with one example, and per edit the files that show it: memory
// grows with the edits' signatures and the number of files, not with the
// size of the diffs.
type Catalog struct {
	groups map[string]*group // what and shape → its group
	order  []*group
	alone  map[string]bool // what\x00shape of a part seen as an edit of its own
	files  int
}

// group is every edit of one section and shape; its variants are the
// concrete forms it took.
type group struct {
	what      string
	shapes    []string // the parts' shapes
	skeletons []string // the parts' skeletons (see Part)
	family    string
	side      bool // a side effect (see Edit)
	variants  map[string]*variant
	vorder    []*variant
}

type variant struct {
	concretes []string // the parts' concrete forms
	files     []int    // the files that show it, in the order added
	more      [][]int  // lists of files that came out of order, to merge (see addFiles)
	sites     int      // how many times it was seen
	ex        example
}

// example is one place an edit was seen: its file, diff lines and where
// they stand.
type example struct {
	file             int
	diff             []string
	oldLine, newLine int
}

// exampleLines is how many diff lines an example keeps.
const exampleLines = 8

// Add adds the next file's edits (from Edits); files are numbered from 0
// in the order they are added.
func (c *Catalog) Add(edits []Edit) {
	if c.groups == nil {
		c.groups, c.alone = map[string]*group{}, map[string]bool{}
	}
	file := c.files
	c.files++
	for i := range edits {
		e := &edits[i]
		shapes, concretes := make([]string, len(e.Parts)), make([]string, len(e.Parts))
		for j, p := range e.Parts {
			shapes[j], concretes[j] = p.Shape, p.Concrete
		}
		if len(shapes) == 1 {
			c.alone[e.What+"\x00"+shapes[0]] = true
		}
		g := c.add(e.What, shapes, concretes, e.Family, e.side, []int{file}, 1,
			example{file, cutExample(e.Diff), e.OldLine, e.NewLine})
		if g.skeletons == nil {
			for _, p := range e.Parts {
				g.skeletons = append(g.skeletons, p.Skeleton)
			}
		}
	}
}

func cutExample(diff []string) []string {
	if len(diff) > exampleLines {
		return slices.Clone(diff[:exampleLines])
	}
	return slices.Clone(diff)
}

// add records files (ascending) showing an edit of these parts.
func (c *Catalog) add(what string, shapes, concretes []string, family string, side bool, files []int, sites int, ex example) *group {
	key := what + "\x00" + strings.Join(shapes, "\x01")
	g := c.groups[key]
	if g == nil {
		g = &group{what: what, shapes: shapes, family: family, side: side, variants: map[string]*variant{}}
		c.groups[key] = g
		c.order = append(c.order, g)
	}
	ck := strings.Join(concretes, "\x01")
	v := g.variants[ck]
	if v == nil {
		v = &variant{concretes: concretes, ex: ex}
		g.variants[ck] = v
		g.vorder = append(g.vorder, v)
	} else if ex.file < v.ex.file {
		v.ex = ex
	}
	v.addFiles(files)
	v.sites += sites
	return g
}

// addFiles adds an ascending list of files to the variant's. A catalog
// adds its files in order, so they go at the end; lists that come out of
// order (the parts of edits split apart, see splitAlone) are merged once,
// all together, by settle: merged one at a time, n lists of files out of
// order cost n times their union.
func (v *variant) addFiles(files []int) {
	if n := len(v.files); n > 0 && len(files) > 0 && files[0] == v.files[n-1] {
		files = files[1:]
	}
	if n := len(v.files); n == 0 || len(files) == 0 || files[0] > v.files[n-1] {
		v.files = append(v.files, files...)
		return
	}
	v.more = append(v.more, files)
}

// settle merges the lists of files that came out of order into the
// variants' files.
func (c *Catalog) settle() {
	for _, g := range c.order {
		for _, v := range g.vorder {
			if len(v.more) > 0 {
				v.files = unionAll(append(v.more, v.files))
				v.more = nil
			}
		}
	}
}

// splitSteps counts the work of Split that could grow faster than the
// catalog: the elements its merges of file lists walk and the kinds its
// searches visit. The tests hold it near-linear in the catalog's size (a
// count, unlike a time, does not depend on the machine).
var splitSteps atomic.Int64

// union merges two ascending lists of files.
func union(a, b []int) []int {
	if len(a) > 0 && len(b) == 1 && b[0] > a[len(a)-1] {
		return append(a, b[0])
	}
	if len(a) > 0 && len(b) == 1 && b[0] == a[len(a)-1] {
		return a
	}
	splitSteps.Add(int64(len(a) + len(b)))
	out := make([]int, 0, len(a)+len(b))
	i, j := 0, 0
	for i < len(a) || j < len(b) {
		switch {
		case j == len(b) || i < len(a) && a[i] < b[j]:
			out = append(out, a[i])
			i++
		case i == len(a) || b[j] < a[i]:
			out = append(out, b[j])
			j++
		default:
			out = append(out, a[i])
			i, j = i+1, j+1
		}
	}
	return out
}

// unionAll merges ascending lists of files at once: in a sort of their
// sum, where merging them two at a time costs their number times their
// union.
func unionAll(lists [][]int) []int {
	n := 0
	for _, l := range lists {
		n += len(l)
	}
	splitSteps.Add(int64(n))
	out := make([]int, 0, n)
	for _, l := range lists {
		out = append(out, l...)
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// Shape is one shape of edit in a kind: its section and signature, and
// whether the signature is abstract (the operands' classes: it stands for
// many concrete edits) or concrete (the one edit, operands and all).
type Shape struct {
	What     string `json:"changed"`
	Sig      string `json:"edit"`
	Abstract bool   `json:"abstract,omitempty"`
	// Side is set for a side effect (rewritten code, lines moved,
	// operands renumbered, layout) that joined the kind because its files
	// hold it: it follows the kind's cause rather than naming one.
	Side  bool `json:"side,omitempty"`
	Files int  `json:"files"`
	Sites int  `json:"sites"`
}

// Kind is one kind of change: the shapes of edit that occur in the same
// files, and those files.
type Kind struct {
	ID      string
	What    string // the leading shape's section: "stdout", "output:{.}.c", "exit_code"
	Edit    string // the leading shape, as shown: "~ bmod → $1", "+ endbr64"
	Shapes  []Shape
	Family  string
	Files   []int // the files that show it, in the order added
	Example int   // the file of its example
	Diff    []string
	// Where the example's first changed line stands, old and new (0:
	// not there).
	OldLine, NewLine int
}

// Family is a group of kinds that change the same thing (a mnemonic, a
// directive, a keyword, a class of operand).
type Family struct {
	ID    string
	Name  string
	Kinds []int // indices into the kinds, largest first
	Files []int
}

// MaxFamilies bounds the families of a check: past it, the smallest are
// one family, "other".
const MaxFamilies = 20

// Grouping is what Split found: the kinds, largest first; each file's
// kinds, as indices into Kinds; and the families.
type Grouping struct {
	Kinds    []Kind
	OfFile   [][]int
	Families []Family
	// FamilyOf holds each kind's family, as an index into Families.
	FamilyOf []int
}

// unit is a shape of edit with the files that show it, before shapes that
// occur together are made one kind.
type unit struct {
	what, sig string
	abstract  bool
	skeleton  string
	family    string
	side      bool
	files     []int
	sites     int
	ex        example
}

// variantShare is the share of a shape's files that one of its concrete
// forms must show (and two files at least) to be a shape of its own: a
// rename done at every site stays "bmod → mod_b", while one rule applied
// to a thousand different names is its abstract shape.
const variantShare = 0.2

// maxVariants is how many concrete forms a shape may take and still keep
// its frequent ones apart: a few renames are a few edits, while source
// lines quoted in a thousand comments (gcc -fverbose-asm) are one.
const maxVariants = 8

// nearlyAll is how alike two sets of files must be (their intersection
// over their union) for their shapes to be one kind: edits that always
// come together have one cause.
const nearlyAll = 0.9

// Split gives the kinds, largest first (then a crash's before the rest,
// then by ID), each file's kinds, and the families.
//
// First, an edit of several parts is one shape, except for the parts
// that were seen as edits of their own: each of those is a shape of its
// own. Then each shape's concrete forms: one that many of the shape's
// files show is a shape of its own, and the rest are the abstract shape.
// Last, shapes that occur in the same files (all, or nearly all) are one
// kind.
func (c *Catalog) Split() Grouping {
	ks := cooccur(dedupe(c.units()))
	out := make([]Kind, len(ks))
	for i, k := range ks {
		out[i] = k.kind()
	}
	slices.SortFunc(out, func(a, b Kind) int {
		if c := cmp.Compare(len(b.Files), len(a.Files)); c != 0 {
			return c
		}
		return cmp.Or(cmp.Compare(whatRank(a.What), whatRank(b.What)), cmp.Compare(a.ID, b.ID))
	})
	ofFile := make([][]int, c.files)
	for k := range out {
		for _, f := range out[k].Files {
			ofFile[f] = append(ofFile[f], k)
		}
	}
	g := Grouping{Kinds: out, OfFile: ofFile}
	g.Families, g.FamilyOf = families(out)
	return g
}

// kindUnits are the units of one kind, before it is a Kind.
type kindUnits struct {
	n      int // its place among the kinds, in the order made
	units  []*unit
	files  []int
	side   bool   // made of side effects only
	family string // its first unit's
}

// cooccur makes kinds of units: those of (nearly) the same files are one
// kind. Edits go first, largest first, then side effects: each goes with
// the smallest kind whose files hold (nearly) all of its own, else makes
// kinds as edits do; so does a directive's edit that a kind of the same
// directive holds.
func cooccur(units []*unit) []*kindUnits {
	// One sort, its keys compared only as far as they must be: a units'
	// section and signature are unique (see dedupe), and comparing them
	// for every pair, then sorting again by side, took a third of Split.
	slices.SortFunc(units, func(a, b *unit) int {
		if a.side != b.side {
			if a.side {
				return 1
			}
			return -1
		}
		if c := cmp.Compare(len(b.files), len(a.files)); c != 0 {
			return c
		}
		if c := cmp.Compare(b.sites, a.sites); c != 0 {
			return c
		}
		return cmp.Or(cmp.Compare(a.what, b.what), cmp.Compare(a.sig, b.sig))
	})
	var ks []*kindUnits
	exact := map[string]*kindUnits{}
	hosts := newHostIndex(units)
	for _, u := range units {
		if u.side || strings.HasPrefix(u.family, ".") {
			if host := hosts.hostOf(ks, u); host != nil {
				host.units = append(host.units, u)
				continue
			}
		}
		key := filesKey(u.files)
		k := exact[key]
		if k == nil && len(u.files) >= 5 {
			// The kinds made so far are at least as large: look back for
			// one of nearly the same files.
			for i := len(ks) - 1; i >= 0 && i >= len(ks)-512; i-- {
				if float64(len(ks[i].files))*nearlyAll > float64(len(u.files))/nearlyAll {
					break
				}
				if jaccard(ks[i].files, u.files) >= nearlyAll {
					k = ks[i]
					break
				}
			}
		}
		if k == nil {
			k = &kindUnits{n: len(ks), side: u.side, family: u.family}
			ks = append(ks, k)
		}
		exact[key] = k
		k.units = append(k.units, u)
		k.files = union(k.files, u.files)
		hosts.add(k, u.files)
	}
	return ks
}

// hostIndex finds the kinds that may host a unit (see hostOf): those that
// hold one of a few of its files. Trying every kind for every side
// effect cost n² for n kinds of one file each.
type hostIndex struct {
	of     [][]int // each file's kinds, by index, in the order they took it (some twice)
	tried  []int   // each kind's last search
	search int
}

func newHostIndex(units []*unit) *hostIndex {
	files := 0
	for _, u := range units {
		files = max(files, u.files[len(u.files)-1]+1)
	}
	return &hostIndex{of: make([][]int, files)}
}

// add records that k holds files.
func (h *hostIndex) add(k *kindUnits, files []int) {
	for _, f := range files {
		if n := len(h.of[f]); n == 0 || h.of[f][n-1] != k.n {
			h.of[f] = append(h.of[f], k.n)
		}
	}
	for len(h.tried) <= k.n {
		h.tried = append(h.tried, 0)
	}
}

// hostOf is the smallest kind whose files hold (nearly) all of a side
// effect's, or of a directive's edit in a kind of its directive, the
// first made of that size; nil if none does.
//
// A kind that holds all of u's files but miss of them holds one of any
// miss+1 of its files: only the kinds of the miss+1 files that are in
// the fewest kinds are tried.
func (h *hostIndex) hostOf(ks []*kindUnits, u *unit) *kindUnits {
	need := int(math.Ceil(nearlyAll * float64(len(u.files)))) // as covers counts
	files := u.files
	if miss := len(files) - need; miss+1 < len(files) {
		files = slices.SortedFunc(slices.Values(files), func(a, b int) int { return cmp.Compare(len(h.of[a]), len(h.of[b])) })
		files = files[:miss+1]
	}
	h.search++
	var host *kindUnits
	for _, f := range files {
		splitSteps.Add(int64(len(h.of[f])))
		for _, i := range h.of[f] {
			if h.tried[i] == h.search {
				continue
			}
			h.tried[i] = h.search
			k := ks[i]
			if (u.side || !k.side && k.family == u.family) && len(k.files) >= len(u.files) &&
				(host == nil || len(k.files) < len(host.files) || len(k.files) == len(host.files) && k.n < host.n) &&
				covers(k.files, u.files) {
				host = k
			}
		}
	}
	return host
}

// kind makes a Kind of its units. It is named for its most frequent
// shape among those in (nearly) all of its files, a crash's status and
// message first, as they are among kinds; their examples are in its
// example whatever leads. Its family is its units' most frequent.
func (k *kindUnits) kind() Kind {
	lead := k.units[0]
	for _, u := range k.units[1:] {
		if float64(len(u.files)) >= nearlyAll*float64(len(k.units[0].files)) &&
			cmp.Or(cmp.Compare(whatRank(u.what), whatRank(lead.what)), cmp.Compare(lead.sites, u.sites)) < 0 {
			lead = u
		}
	}
	kk := Kind{ID: ID(lead.what, lead.sig), What: lead.what, Edit: lead.sig, Files: k.files,
		Example: lead.ex.file, Diff: lead.ex.diff, OldLine: lead.ex.oldLine, NewLine: lead.ex.newLine}
	weight := map[string]int{}
	// The lead first, then the others in their order.
	units := append([]*unit{lead}, slices.DeleteFunc(slices.Clone(k.units), func(u *unit) bool { return u == lead })...)
	for _, u := range units {
		kk.Shapes = append(kk.Shapes, Shape{What: u.what, Sig: u.sig, Abstract: u.abstract, Side: u.side, Files: len(u.files), Sites: u.sites})
		weight[u.family] += u.sites
		if u != lead && whatRank(u.what) < 2 && len(kk.Diff) < 2*exampleLines {
			kk.Diff = append(slices.Clip(kk.Diff), u.ex.diff...)
		}
	}
	kk.Family = lead.family
	for f, w := range weight {
		if w > weight[kk.Family] || w == weight[kk.Family] && f < kk.Family {
			kk.Family = f
		}
	}
	return kk
}

// units makes the shapes of the catalog's edits (see Split).
func (c *Catalog) units() []*unit {
	var units []*unit
	for _, g := range c.splitAlone().order {
		units = append(units, g.units()...)
	}
	return skeletonUnits(units)
}

// splitAlone returns the catalog with the parts seen as edits of their
// own split out of the edits of several parts.
func (c *Catalog) splitAlone() *Catalog {
	split := &Catalog{groups: map[string]*group{}}
	for _, g := range c.order {
		if len(g.shapes) == 1 {
			split.order = append(split.order, g)
			split.groups[g.what+"\x00"+g.shapes[0]] = g
		}
	}
	for _, g := range c.order {
		if len(g.shapes) == 1 {
			continue
		}
		for _, v := range g.vorder {
			var restS, restC []string
			for j, s := range g.shapes {
				if c.alone[g.what+"\x00"+s] {
					part := split.add(g.what, []string{s}, []string{v.concretes[j]}, g.family, g.side, v.files, v.sites, v.ex)
					part.skeletons = g.skeletons[j : j+1]
				} else {
					restS, restC = append(restS, s), append(restC, v.concretes[j])
				}
			}
			if len(restS) == 1 {
				j := slices.Index(g.shapes, restS[0])
				rest := split.add(g.what, restS, restC, g.family, g.side, v.files, v.sites, v.ex)
				rest.skeletons = g.skeletons[j : j+1]
			} else if len(restS) > 0 {
				split.add(g.what, restS, restC, g.family, g.side, v.files, v.sites, v.ex)
			}
		}
	}
	split.settle()
	return split
}

// units are a group's shapes: each concrete form that a fifth of its
// files show (of a group of at most maxVariants forms), and the rest as
// the abstract shape.
func (g *group) units() []*unit {
	vs := slices.Clone(g.vorder)
	slices.SortStableFunc(vs, func(a, b *variant) int {
		return cmp.Or(cmp.Compare(len(b.files), len(a.files)), cmp.Compare(b.sites, a.sites))
	})
	lists := make([][]int, len(vs))
	for i, v := range vs {
		lists[i] = v.files
	}
	need := max(2, int(math.Ceil(variantShare*float64(len(unionAll(lists))))))
	if len(vs) > maxVariants {
		need = math.MaxInt // the forms vary: the shape is abstract, all of it
	}
	var out, tail []*unit
	for _, v := range vs {
		u := &unit{what: g.what, sig: joinSigs(v.concretes), family: g.family, side: g.side, files: v.files, sites: v.sites, ex: v.ex}
		if len(vs) == 1 || len(v.files) >= need {
			out = append(out, u)
		} else {
			tail = append(tail, u)
		}
	}
	if len(tail) == 1 {
		out = append(out, tail[0])
	} else if len(tail) > 1 {
		out = append(out, joinUnits(tail, joinSigs(g.shapes)))
	}
	if len(g.skeletons) == 1 {
		for _, u := range out {
			u.skeleton = g.skeletons[0]
		}
	}
	return out
}

// joinUnits is one abstract unit of signature sig for several.
func joinUnits(us []*unit, sig string) *unit {
	t := &unit{what: us[0].what, sig: sig, abstract: true, skeleton: us[0].skeleton, family: us[0].family, side: us[0].side, ex: us[0].ex}
	lists := make([][]int, len(us))
	for i, u := range us {
		lists[i] = u.files
		t.sites += u.sites
		if u.ex.file < t.ex.file {
			t.ex = u.ex
		}
	}
	t.files = unionAll(lists)
	return t
}

// skeletonUnits joins the units of one skeleton that are one rule met in
// many forms of text (see Part.Skeleton).
func skeletonUnits(units []*unit) []*unit {
	var out []*unit
	skeletons := map[string][]*unit{} // what\x00skeleton → its units
	for _, u := range units {
		if u.skeleton == "" {
			out = append(out, u)
		} else {
			key := u.what + "\x00" + u.skeleton
			skeletons[key] = append(skeletons[key], u)
		}
	}
	for _, key := range slices.Sorted(maps.Keys(skeletons)) {
		out = append(out, skeleton(key, skeletons[key])...)
	}
	return out
}

// skeleton returns the units of one skeleton: a rule that met many forms
// has a form it meets most, and the rare forms are that rule; a frequent
// form that is itself abstract (a type name elided, whatever the name) is
// the rule too, while a frequent concrete form (one word) stays a shape
// of its own; shapes of one skeleton all rare are as many edits. A
// comment or a string added or taken away at one place is one rule
// whatever it says (the skeleton names its class).
func skeleton(key string, us []*unit) []*unit {
	if len(us) > 1 && (strings.Contains(key, "«comment»") || strings.Contains(key, `"…"`)) {
		return []*unit{joinUnits(us, us[0].skeleton)}
	}
	lists := make([][]int, len(us))
	for i, u := range us {
		lists[i] = u.files
	}
	need := max(2, int(math.Ceil(variantShare*float64(len(unionAll(lists))))))
	var out, tail []*unit
	var head *unit // the most frequent abstract shape among the frequent ones
	for _, u := range us {
		switch {
		case len(us) > 1 && len(u.files) < need:
			tail = append(tail, u)
		case u.abstract && (head == nil || len(u.files) > len(head.files)):
			if head != nil {
				out = append(out, head)
			}
			head = u
		default:
			out = append(out, u)
		}
	}
	if head == nil && len(tail) < len(us) && len(tail) > 1 {
		head, tail = tail[0], tail[1:] // no abstract head: the rare forms are the rule
	} else if head == nil {
		return us
	}
	tail = append([]*unit{head}, tail...)
	if len(tail) == 1 {
		return append(out, head)
	}
	return append(out, joinUnits(tail, head.skeleton))
}

// dedupe joins units of one section and signature: a concrete form of
// generated names only ("$1 {") reads as its shape's abstract tail does.
func dedupe(units []*unit) []*unit {
	seen := map[string]*unit{}
	more := map[*unit][][]int{} // the files of the units joined to one, merged at the end
	out := units[:0]
	for _, u := range units {
		key := u.what + "\x00" + u.sig
		if v := seen[key]; v != nil {
			more[v] = append(more[v], u.files)
			v.sites += u.sites
			v.abstract = v.abstract || u.abstract
			v.side = v.side && u.side
			if u.ex.file < v.ex.file {
				v.ex = u.ex
			}
			continue
		}
		seen[key] = u
		out = append(out, u)
	}
	for u, lists := range more {
		u.files = unionAll(append(lists, u.files))
	}
	return out
}

// joinSigs writes the signatures of an edit's parts as one: "~ ( → ∅ ·
// && → ?".
func joinSigs(sigs []string) string {
	ps := make([]Part, len(sigs))
	for i, s := range sigs {
		ps[i] = Part{Shape: s}
	}
	return joinParts(ps, false)
}

func filesKey(files []int) string {
	var b strings.Builder
	for _, f := range files {
		b.WriteString(strconv.Itoa(f))
		b.WriteByte(',')
	}
	return b.String()
}

// covers reports whether nearly all of small (ascending) are in big.
func covers(big, small []int) bool {
	splitSteps.Add(int64(len(big) + len(small)))
	i, j, in := 0, 0, 0
	for i < len(big) && j < len(small) {
		switch {
		case big[i] < small[j]:
			i++
		case big[i] > small[j]:
			j++
		default:
			in++
			i, j = i+1, j+1
		}
	}
	return float64(in) >= nearlyAll*float64(len(small))
}

// jaccard is the size of the intersection of two ascending lists over the
// size of their union.
func jaccard(a, b []int) float64 {
	splitSteps.Add(int64(len(a) + len(b)))
	i, j, common := 0, 0, 0
	for i < len(a) && j < len(b) {
		switch {
		case a[i] < b[j]:
			i++
		case a[i] > b[j]:
			j++
		default:
			common++
			i, j = i+1, j+1
		}
	}
	return float64(common) / float64(len(a)+len(b)-common)
}

// whatRank orders kinds of the same size: a changed execution status or
// exit status first, then stderr (a crash's message), then the rest.
func whatRank(what string) int {
	switch what {
	case "status", "exit_code":
		return 0
	case "stderr":
		return 1
	}
	return 2
}

// families groups kinds by their family, largest first; past
// MaxFamilies, the smallest are one family, "other".
func families(ks []Kind) ([]Family, []int) {
	byName := map[string]int{}
	var fs []Family
	var files [][][]int // each family's kinds' files
	for k := range ks {
		i, ok := byName[ks[k].Family]
		if !ok {
			i = len(fs)
			byName[ks[k].Family] = i
			fs = append(fs, Family{Name: ks[k].Family})
			files = append(files, nil)
		}
		fs[i].Kinds = append(fs[i].Kinds, k)
		files[i] = append(files[i], ks[k].Files)
	}
	for i := range fs {
		fs[i].Files = unionAll(files[i])
	}
	// Names are unique: no sort need be stable (a stable one cost n log² n).
	slices.SortFunc(fs, func(a, b Family) int {
		if c := cmp.Compare(len(b.Files), len(a.Files)); c != 0 {
			return c
		}
		return cmp.Compare(a.Name, b.Name)
	})
	if len(fs) > MaxFamilies {
		other := Family{Name: "other"}
		var lists [][]int
		for _, f := range fs[MaxFamilies-1:] {
			other.Kinds = append(other.Kinds, f.Kinds...)
			lists = append(lists, f.Files)
		}
		other.Files = unionAll(lists)
		slices.Sort(other.Kinds)
		fs = append(fs[:MaxFamilies-1], other)
		slices.SortStableFunc(fs, func(a, b Family) int { return cmp.Compare(len(b.Files), len(a.Files)) })
	}
	of := make([]int, len(ks))
	for i := range fs {
		h := sha256.Sum256([]byte(fs[i].Name))
		fs[i].ID = "f" + hex.EncodeToString(h[:])[:7]
		for _, k := range fs[i].Kinds {
			of[k] = i
		}
	}
	return fs, of
}

// Explained returns, for each n, how many files the first n groups (kinds
// or families, largest first) explain fully: every group of theirs is
// among those n. explained[nGroups] is the number of files. ofFile holds
// each file's groups, as indices.
func Explained(nGroups int, ofFile [][]int) []int {
	out := make([]int, nGroups+1)
	for _, gs := range ofFile {
		need := 0 // the file is explained from the first need groups on
		for _, g := range gs {
			need = max(need, g+1)
		}
		out[need]++
	}
	for n := 1; n <= nGroups; n++ {
		out[n] += out[n-1]
	}
	return out
}

// FamiliesOfFiles maps each file's kinds to its families.
func (g *Grouping) FamiliesOfFiles() [][]int {
	out := make([][]int, len(g.OfFile))
	for f, ks := range g.OfFile {
		for _, k := range ks {
			if fam := g.FamilyOf[k]; !slices.Contains(out[f], fam) {
				out[f] = append(out[f], fam)
			}
		}
	}
	return out
}

// Cover is the fewest groups, largest first, that fully explain at least
// the fraction frac of the files.
func Cover(frac float64, explained []int) int {
	total := explained[len(explained)-1]
	for n, e := range explained {
		if float64(e) >= frac*float64(total) {
			return n
		}
	}
	return len(explained) - 1
}

// Shows reports whether the edits of a file (from Edits) show one of the
// shapes of a kind: an edit of that section whose signature (abstract or
// concrete, as the shape is) is the shape's, or one of whose parts is. It
// tells whether another change shows a kind found before, whatever other
// files were catalogued with it.
func Shows(edits []Edit, shapes []Shape) bool {
	for i := range edits {
		e := &edits[i]
		for _, s := range shapes {
			if e.What != s.What {
				continue
			}
			if s.Abstract && e.Shape() == s.Sig || !s.Abstract && e.Concrete() == s.Sig {
				return true
			}
			for _, p := range e.Parts {
				if s.Abstract && p.Shape == s.Sig || !s.Abstract && p.Concrete == s.Sig {
					return true
				}
			}
		}
	}
	return false
}

// ID names a shape: "k" and 7 hex digits of its signature's SHA-256.
func ID(what, sig string) string {
	h := sha256.Sum256([]byte(what + "\x00" + sig))
	return "k" + hex.EncodeToString(h[:])[:7]
}
