package kinds

import (
	"cmp"
	"crypto/sha256"
	"encoding/hex"
	"iter"
	"maps"
	"math"
	"math/bits"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"unicode/utf8"
)

// Catalog collects the edits of a run's changed files, one file at a
// time, and then gives each file its kinds. It keeps each distinct edit
// once, with one example, and per edit the files that show it: memory
// grows with the edits' signatures and the number of files, not with the
// size of the diffs.
type Catalog struct {
	groups map[string]*group // what and shape → its group
	order  []*group
	files  int
	// Parts of one edit are one cause: sites counts the edits that show
	// each part's shape (what\x00shape), together the edits that show
	// two parts' shapes both (see linked).
	sites    map[string]int
	together map[[2]string]int
	alone    map[string]int // edits of one part of shapes not yet seen in a longer edit
	// Edits of one hunk: hunkSites counts the hunks that show each
	// edit's shape (what\x00shape), hunkTogether those that show two.
	hunkSites    map[string]int
	hunkTogether map[[2]string]int
	// Edits that bring one new name: nameSites counts the files that show
	// each edit's shape, nameTogether those where two bring one name
	// (see linkNames).
	nameSites    map[string]int
	nameTogether map[[2]string]int
	// Edits of one construct come or gone whole (see declBodies):
	// constructTogether counts the constructs that show two shapes (and
	// nameSites the files that show each).
	constructTogether map[[2]string]int
	// The units of the files' outputs that hold edits (see UnitStarts),
	// numbered across the catalog: regionFile holds each one's file.
	regionFile   []int32
	regionCoarse []bool // each one's unit spans most of its output
}

// group is every edit of one section and shape; its variants are the
// concrete forms it took.
type group struct {
	what      string
	shapes    []string // the parts' shapes
	skeletons []string // the parts' skeletons (see Part)
	rules     []bool   // which of them are a replacement's (see Part.rule)
	holes     []string // the parts' holes (see Part)
	partSides []bool   // which parts are side effects alone (see Part)
	slots     bool     // a whole message (see Part)
	wideOK    bool     // a side effect of its section would be wide (see Edit)
	family    string
	side      bool // a side effect (see Edit)
	wide      bool // one a change brings to a whole file (see Edit)
	variants  map[string]*variant
	vorder    []*variant
}

// maxNames bounds the names a variant's part or a unit keeps.
const maxNames = 8

// addNames adds to a list of names those it lacks, up to maxNames. The
// list may be shared (a variant's with its units): it is grown in a copy.
func addNames(to []string, names ...string) []string {
	to = slices.Clip(to)
	for _, n := range names {
		if len(to) >= maxNames {
			break
		}
		if !slices.Contains(to, n) {
			to = append(to, n)
		}
	}
	return to
}

type variant struct {
	concretes []string // the parts' concrete forms
	// rename: the one name its one part replaces, and the name it puts
	// there (see shiftChains); "" for any other edit.
	rename  [2]string
	files   members // the files that show it
	regions members // the units of the files that show it
	sites   int     // how many times it was seen
	ex      example
	// partNames: each part's names its edits removed ("-memset") or
	// added ("+memset"), at most maxNames a part (see joinByNames).
	partNames [][]string
}

// addPartNames adds the names an edit's parts removed and added to each
// part's, marked "-" and "+". A name the part holds already is found
// without making its marked string: Add does this for every edit.
func (v *variant) addPartNames(parts []Part) {
	if v.partNames == nil {
		v.partNames = make([][]string, len(parts))
	}
	for j := range parts {
		for _, n := range parts[j].removed {
			v.partNames[j] = addName(v.partNames[j], '-', n)
		}
		for _, n := range parts[j].added {
			v.partNames[j] = addName(v.partNames[j], '+', n)
		}
	}
}

// addName adds name n marked dir to a list of names (see addNames),
// unless it holds it.
func addName(to []string, dir byte, n string) []string {
	if len(to) >= maxNames {
		return to
	}
	for _, m := range to {
		if len(m) == len(n)+1 && m[0] == dir && m[1:] == n {
			return to
		}
	}
	return append(slices.Clip(to), string(dir)+n)
}

// names are the names of all of the variant's parts.
func (v *variant) names() []string {
	if len(v.partNames) == 1 {
		return v.partNames[0]
	}
	var out []string
	for _, ns := range v.partNames {
		out = addNames(out, ns...)
	}
	return out
}

// members is an ascending list of files or units, added to in order.
type members struct {
	ids  []int32
	more [][]int32 // lists that came out of order, to merge (see add)
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
		c.groups, c.sites, c.together, c.alone = map[string]*group{}, map[string]int{}, map[[2]string]int{}, map[string]int{}
		c.hunkSites, c.hunkTogether = map[string]int{}, map[[2]string]int{}
		c.nameSites, c.nameTogether = map[string]int{}, map[[2]string]int{}
		c.constructTogether = map[[2]string]int{}
	}
	c.linkHunks(edits)
	c.linkConstructs(edits)
	c.linkNames(edits)
	file := c.files
	c.files++
	region := map[int]int{} // the file's units, numbered across the catalog
	for i := range edits {
		e := &edits[i]
		shapes, concretes := make([]string, len(e.Parts)), make([]string, len(e.Parts))
		for j, p := range e.Parts {
			shapes[j], concretes[j] = p.Shape, p.Concrete
		}
		c.link(e.What, shapes)
		r, ok := region[e.Unit]
		if !ok {
			r = len(c.regionFile)
			region[e.Unit] = r
			c.regionFile = append(c.regionFile, int32(file))
			c.regionCoarse = append(c.regionCoarse, e.coarse)
		}
		g, v := c.add(e.What, shapes, concretes, e.Family, e.side, e.wide, []int32{int32(file)}, []int32{int32(r)}, 1,
			example{file, cutExample(e.Diff), e.OldLine, e.NewLine})
		v.addPartNames(e.Parts)
		if p := e.Parts; len(p) == 1 && p[0].Shape == renameShape && len(p[0].removed) == 1 && len(p[0].added) == 1 && !e.side {
			v.rename = [2]string{p[0].removed[0], p[0].added[0]}
		}
		if g.skeletons == nil {
			for _, p := range e.Parts {
				g.skeletons = append(g.skeletons, p.Skeleton)
				g.rules = append(g.rules, p.rule)
				g.holes = append(g.holes, p.Hole)
				g.partSides = append(g.partSides, p.side)
			}
			g.slots = len(e.Parts) == 1 && e.Parts[0].slots
			g.wideOK = e.wideOK
		}
	}
}

func cutExample(diff []string) []string {
	if len(diff) > exampleLines {
		return slices.Clone(diff[:exampleLines])
	}
	return slices.Clone(diff)
}

// groupKey is the key of a group of edits: a side effect and an edit of
// the same shapes (a call renamed by code rewritten, a function's head
// renamed) are two groups, or the group would take the status of the
// first edit added.
func groupKey(what string, shapes []string, side bool) string {
	k := what + "\x00" + strings.Join(shapes, "\x01")
	if side {
		k += "\x00side"
	}
	return k
}

// add records files (ascending) showing an edit of these parts.
func (c *Catalog) add(what string, shapes, concretes []string, family string, side, wide bool, files, regions []int32, sites int, ex example) (*group, *variant) {
	key := groupKey(what, shapes, side)
	g := c.groups[key]
	if g == nil {
		g = &group{what: what, shapes: shapes, family: family, side: side, wide: wide, variants: map[string]*variant{}}
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
	v.files.add(files)
	v.regions.add(regions)
	v.sites += sites
	return g, v
}

// add adds an ascending list to m. A catalog adds its files and units in
// order, so they go at the end; lists that come out of order (the parts
// of edits split apart, see splitAlone) are merged once, all together, by
// settle: merged one at a time, n lists out of order cost n times their
// union.
func (m *members) add(ids []int32) {
	if n := len(m.ids); n > 0 && len(ids) > 0 && ids[0] == m.ids[n-1] {
		ids = ids[1:]
	}
	if n := len(m.ids); n == 0 || len(ids) == 0 || ids[0] > m.ids[n-1] {
		m.ids = append(m.ids, ids...)
		return
	}
	m.more = append(m.more, ids)
}

// settle merges the lists that came out of order.
func (m *members) settle() {
	if len(m.more) > 0 {
		m.ids = unionAll(append(m.more, m.ids))
		m.more = nil
	}
}

// settle merges the lists of files that came out of order into the
// variants' files.
func (c *Catalog) settle() {
	for _, g := range c.order {
		for _, v := range g.vorder {
			v.files.settle()
			v.regions.settle()
		}
	}
}

// maxLinked bounds the parts of one edit that link counts: a minified
// line with a thousand names changed would count a million pairs.
const maxLinked = 16

// link counts an edit's parts' shapes, and each pair of them. Only the
// counts of shapes that are parts of an edit of several are kept.
func (c *Catalog) link(what string, shapes []string) {
	keys := make([]string, 0, min(len(shapes), maxLinked))
	for _, sh := range shapes {
		if k := what + "\x00" + sh; !slices.Contains(keys, k) && len(keys) < maxLinked {
			keys = append(keys, k)
		}
	}
	for i, a := range keys {
		if len(shapes) == 1 {
			if _, ok := c.sites[a]; ok {
				c.sites[a]++
			} else {
				c.alone[a]++
			}
			continue
		}
		c.sites[a] += 1 + c.alone[a]
		delete(c.alone, a)
		for _, b := range keys[:i] {
			c.together[pairKey(a, b)]++
		}
	}
}

// linkHunks counts, of each hunk of a file's edits, the shapes of its
// edits that are no side effect, and each pair of them (at most
// maxLinked shapes of a hunk). Edits of no hunk (lines moved, a
// sentence such as an exit status) are not counted, and a file's only
// hunk tells no more than the file does (a small file changed in a few
// places is one hunk): a file of one hunk is not counted.
func (c *Catalog) linkHunks(edits []Edit) {
	keys := map[int][]string{}
	var order []int
	for i := range edits {
		e := &edits[i]
		if e.hunk == 0 || e.side || e.Family == "layout" || len(e.Parts) != 1 {
			continue
		}
		ks, seen := keys[e.hunk]
		if !seen {
			order = append(order, e.hunk)
		}
		if k := e.What + "\x00" + e.Parts[0].Shape; !slices.Contains(ks, k) && len(ks) < maxLinked {
			keys[e.hunk] = append(ks, k)
		}
	}
	if len(order) < 2 {
		return
	}
	for _, h := range order {
		countTogether(keys[h], c.hunkSites, c.hunkTogether)
	}
}

// countTogether counts each of a group's keys in sites (nil: not
// counted) and each pair of them in together.
func countTogether(ks []string, sites map[string]int, together map[[2]string]int) {
	for a, ka := range ks {
		if sites != nil {
			sites[ka]++
		}
		for _, kb := range ks[:a] {
			together[pairKey(ka, kb)]++
		}
	}
}

// linkConstructs counts, of each construct of a file come or gone whole
// (a declaration, a call or a list, its head and the lines under it: see
// declBodies), the shapes of its edits that are no side effect, and each
// pair of them (at most maxLinked shapes a construct). A member of an
// interface removed with it is the interface gone, not a member gone:
// each line read alone made a shape, and a kind of each met in few
// files.
func (c *Catalog) linkConstructs(edits []Edit) {
	type at struct {
		what               string
		section, construct int
	}
	var keys map[at][]string
	var order []at
	for i := range edits {
		e := &edits[i]
		if e.construct == 0 || e.side || e.Family == "layout" || len(e.Parts) != 1 {
			continue
		}
		if keys == nil {
			keys = map[at][]string{}
		}
		w := at{e.What, e.hunk / unitSpan, e.construct}
		ks, seen := keys[w]
		if !seen {
			order = append(order, w)
		}
		if k := e.What + "\x00" + e.Parts[0].Shape; !slices.Contains(ks, k) && len(ks) < maxLinked {
			keys[w] = append(ks, k)
		}
	}
	for _, w := range order {
		countTogether(keys[w], nil, c.constructTogether)
	}
}

// linkNames counts, of a file's edits that are no side effect, the
// shape of each part (once a file), and each pair of shapes that insert one
// name the file's edits never delete: a module's imports made a
// variable and each use of an import now read through it ("f" →
// "(0, mod_1.f)", "import {f} from 'm'" → "const mod_1 = require('m')"),
// a helper emitted and the calls to it, a function renamed and its
// callers. Where edits stand in the file does not matter: the name
// links them. At most maxLinked shapes a name.
func (c *Catalog) linkNames(edits []Edit) {
	var gone map[string]bool // made only for a file whose edits delete names
	for i := range edits {
		for _, p := range edits[i].Parts {
			for _, n := range p.removed {
				if gone == nil {
					gone = map[string]bool{}
				}
				gone[n] = true
			}
		}
	}
	shapes := map[string]bool{}
	var byName map[string][]string
	link := func(key, k string) { // at most maxLinked shapes a key
		if byName == nil {
			byName = map[string][]string{}
		}
		if ks := byName[key]; len(ks) < maxLinked && !slices.Contains(ks, k) {
			byName[key] = append(ks, k)
		}
	}
	for i := range edits {
		e := &edits[i]
		if e.side || e.Family == "layout" {
			continue
		}
		for _, p := range e.Parts {
			k := e.What + "\x00" + p.Shape
			shapes[k] = true
			exporting := slices.Contains(p.added, "exports")
			for _, n := range p.added {
				if gone[n] {
					continue
				}
				link(n, k)
				// An edit that exports a name ("exports.f = f;") is of
				// the one that dropped the export of its declaration
				// ("export function f" made "function f"): keyed apart,
				// so no other edit that names f joins them.
				if exporting && n != "exports" {
					link(exportKey+n, k)
				}
			}
			if n := p.declares; n != "" && !gone[n] {
				link(exportKey+n, k)
			}
		}
	}
	for k := range shapes {
		c.nameSites[k]++
	}
	if byName == nil {
		return
	}
	pairs := map[[2]string]bool{}
	for _, ks := range byName {
		for a, ka := range ks {
			for _, kb := range ks[:a] {
				pairs[pairKey(ka, kb)] = true
			}
		}
	}
	for p := range pairs {
		c.nameTogether[p]++
	}
}

// exportKey keys a name exported, apart from the name (see linkNames).
const exportKey = "\x01export "

func pairKey(a, b string) [2]string {
	if a > b {
		a, b = b, a
	}
	return [2]string{a, b}
}

// partners lists, for each part's shape, the shapes it is linked to:
// of one cause, as at least half the edits that show the rarer of the
// two show the other in the same edit (twice at least, unless the rarer
// was seen once), or more than half the hunks that show the rarer show
// the other (twice at least; see linkHunks): a function emitted and the
// constants it uses, a construct lowered and the statements it adds.
func (c *Catalog) partners() map[string][]string {
	out := map[string][]string{}
	for p, n := range c.together {
		if rarer := min(c.sites[p[0]], c.sites[p[1]]); 2*n >= rarer && (n >= 2 || rarer == 1) {
			out[p[0]] = append(out[p[0]], p[1])
			out[p[1]] = append(out[p[1]], p[0])
		}
	}
	// Edits of one hunk, more often than not and twice at least.
	for p, n := range c.hunkTogether {
		if rarer := min(c.hunkSites[p[0]], c.hunkSites[p[1]]); 2*n > rarer && n >= 2 {
			if !slices.Contains(out[p[0]], p[1]) {
				out[p[0]] = append(out[p[0]], p[1])
				out[p[1]] = append(out[p[1]], p[0])
			}
		}
	}
	// Edits of one construct come or gone whole, in half the files that
	// show the rarer at least, wherever it stands: a line met once in a
	// function gone whole, and alone in ten other files, is no part of it.
	for p, n := range c.constructTogether {
		if rarer := min(c.nameSites[p[0]], c.nameSites[p[1]]); 2*n >= rarer && !slices.Contains(out[p[0]], p[1]) {
			out[p[0]] = append(out[p[0]], p[1])
			out[p[1]] = append(out[p[1]], p[0])
		}
	}
	// Edits that bring one new name, in more than half the files that
	// show the rarer, twice at least.
	for p, n := range c.nameTogether {
		if rarer := min(c.nameSites[p[0]], c.nameSites[p[1]]); 2*n > rarer && n >= 2 && !slices.Contains(out[p[0]], p[1]) {
			out[p[0]] = append(out[p[0]], p[1])
			out[p[1]] = append(out[p[1]], p[0])
		}
	}
	for _, l := range out {
		slices.Sort(l)
	}
	return out
}

// splitSteps counts the work of Split that could grow faster than the
// catalog: the elements its merges of file lists walk and the kinds its
// searches visit. The tests hold it near-linear in the catalog's size (a
// count, unlike a time, does not depend on the machine).
var splitSteps atomic.Int64

// unionAll merges ascending lists of files at once: in a sort of their
// sum, where merging them two at a time costs their number times their
// union.
func unionAll[T int | int32](lists [][]T) []T {
	n := 0
	for _, l := range lists {
		n += len(l)
	}
	splitSteps.Add(int64(n))
	out := make([]T, 0, n)
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
	Files   []int32 // the files that show it, ascending
	Example int     // the file of its example
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
	Files []int32
}

// Grouping is what Split found: the kinds, largest first; each file's
// kinds, as indices into Kinds; and the families.
type Grouping struct {
	Kinds    []Kind
	OfFile   FileGroups
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
	rule      bool // skeleton is a replacement's (see Part.rule)
	hole      string
	slots     bool // a whole message (see slotUnits)
	family    string
	side      bool
	wide      bool
	files     []int32
	regions   []int32  // the units of files that show it
	total     int      // a side effect's facet: the files of the whole side effect
	keys      []string // the shapes (what\x00shape) of the parts it stands for
	sites     int
	ex        example
	// chain names the ladder of renames it is a step of (see
	// shiftChains): the steps of one ladder are one kind.
	chain string
	names []string // the names its edits removed or added (see variant.partNames)
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

// byChance is how unlikely it must be that a shape's files all fall in
// a kind's by chance, were the two independent, for the shape to be that
// kind's facet: for a kind of a fifth of the changed files, three files
// of the shape's.
const byChance = 0.01

// nearlyAll is how alike two sets of files must be (their intersection
// over their union) for their shapes to be one kind: edits that always
// come together have one cause.
const nearlyAll = 0.9

// Split gives the kinds, largest first (then a crash's before the rest,
// then by ID), each file's kinds, and the families.
//
// First, each part of an edit is a shape (the parts of one edit stay
// linked, see partners). Then each shape's concrete forms: one that many
// of the shape's files show is a shape of its own, and the rest are the
// abstract shape; one rule met in many contexts is one shape (see
// holeUnits and skeletonUnits). Last, shapes that occur together, in the
// same edits, files or units of output, are one kind (see cooccur).
func (c *Catalog) Split() Grouping {
	ks := cooccur(dedupe(c.units()), c.regionFile, c.regionCoarse, c.files, c.partners())
	out := make([]Kind, len(ks))
	for i, k := range ks {
		out[i] = k.kind()
	}
	order := make([]int, len(out)) // each kind's place in the order made
	for i := range out {
		order[i] = i
	}
	slices.SortFunc(order, func(x, y int) int {
		a, b := &out[x], &out[y]
		if c := cmp.Compare(len(b.Files), len(a.Files)); c != 0 {
			return c
		}
		return cmp.Or(cmp.Compare(whatRank(a.What), whatRank(b.What)), cmp.Compare(a.ID, b.ID), cmp.Compare(x, y))
	})
	sorted := make([]Kind, len(out))
	for i, x := range order {
		sorted[i] = out[x]
	}
	out = sorted
	uniqueIDs(out)
	g := Grouping{Kinds: out, OfFile: groupsOfFiles(c.files, len(out), func(k int) []int32 { return out[k].Files })}
	g.Families, g.FamilyOf = families(out)
	return g
}

// uniqueIDs gives a kind led by the same shape as a larger one (a side
// effect's facets lead two kinds of side effects alone) an ID of its own:
// the shape's and its rank among those it leads, "#2" on.
func uniqueIDs(ks []Kind) {
	seen := map[string]int{}
	for i := range ks {
		seen[ks[i].ID]++
		if n := seen[ks[i].ID]; n > 1 {
			// From the leading shape's signature, not the label, which
			// may hold its example (see symbolLabel).
			ks[i].ID = ID(ks[i].What, ks[i].Shapes[0].Sig+"\x00#"+strconv.Itoa(n))
		}
	}
}

// kindUnits are the units of one kind, before it is a Kind.
type kindUnits struct {
	n       int // its place among the kinds, in the order made
	units   []*unit
	files   *idSet // a set: a kind takes a few members at a time
	regions *idSet
	side    bool   // made of side effects only
	family  string // its first unit's
}

// status reports whether the kind holds a changed exit or execution
// status: a crash in one file is a cause of its own, whatever else that
// file shows.
func (k *kindUnits) status() bool {
	for _, u := range k.units {
		if whatRank(u.what) == 0 {
			return true
		}
	}
	return false
}

// cooccur makes kinds of units (see Split). Edits go first, those of the
// most units of output first: each joins a kind of (nearly) the same
// files, else the smallest kind whose units hold (nearly) all of its
// own (a cause's rarer facet: a notrack jump where a jump table is, a
// temporary declared where optional chaining was lowered), else the
// smallest kind whose files hold all of its own where chance would not
// put them (see byChance), else makes a kind; a directive's
// edit joins the smallest kind of its directive whose files hold
// (nearly) all of its own. Then side effects (see Edit.side):
// in each unit of output, one is a facet of the kinds whose edits are in
// that unit; else of the largest kind of its file; and the rest, in files
// no kind holds, make kinds of side effects as edits make kinds. Last,
// kinds are folded (see fold).
func cooccur(units []*unit, regionFile []int32, regionCoarse []bool, files int, partners map[string][]string) []*kindUnits {
	// One sort, its keys compared only as far as they must be: a units'
	// section and signature are unique (see dedupe).
	slices.SortFunc(units, func(a, b *unit) int {
		if a.side != b.side {
			if a.side {
				return 1
			}
			return -1
		}
		if c := cmp.Compare(len(b.regions), len(a.regions)); c != 0 {
			return c
		}
		if c := cmp.Compare(len(b.files), len(a.files)); c != 0 {
			return c
		}
		if c := cmp.Compare(b.sites, a.sites); c != 0 {
			return c
		}
		return cmp.Or(cmp.Compare(a.what, b.what), cmp.Compare(a.sig, b.sig))
	})
	m := &maker{files: files, byFile: newHostIndex(files), byRegion: newHostIndex(len(regionFile)), exact: map[string]*kindUnits{},
		ofKey: map[string]*kindUnits{}, partners: partners, coarse: regionCoarse, chained: map[string]*kindUnits{}}
	var sides []*unit
	for _, u := range units {
		if u.side {
			sides = append(sides, u)
			continue
		}
		m.place(u)
	}
	edits := len(m.ks)
	rest, took := m.attachSides(sides, edits, regionFile)
	// What is left: side effects in units and files no edit is in. The
	// largest makes a kind, and the others are its facets where they
	// share its units (or, as above, its files); the rest of those a
	// whole file may get (see Edit.wide) are one kind of files of side
	// effects alone, and the others make kinds too.
	slices.SortStableFunc(rest, func(a, b *unit) int {
		return cmp.Or(cmp.Compare(len(b.regions), len(a.regions)), cmp.Compare(len(b.files), len(a.files)))
	})
	// Files of side effects alone that a kind of edits brings in files of
	// its own are its files (parentheses made explicit where nothing
	// else changed, labels renumbered where no code did), and their other
	// side effects its facets there.
	hosts := map[int]bool{}
	rest = slices.DeleteFunc(rest, func(u *unit) bool {
		if k := took[u]; k != nil {
			m.joinFacet(k, u)
			hosts[k.n] = true
			return true
		}
		return false
	})
	var catchAll *kindUnits // of each section, the kind of files of side effects alone
	for _, u := range rest {
		r, _ := m.attach(u, func(k int) bool { return k >= edits || hosts[k] }, regionFile)
		switch {
		case r == nil:
		case r.wide && catchAll != nil && catchAll.units[0].what == r.what:
			m.join(catchAll, r)
		default:
			if k := m.place(r); r.wide && catchAll == nil {
				catchAll = k
			}
		}
	}
	return joinByNames(lonesAgain(joinPartners(m.fold(), m.partners)))
}

// lonesAgain joins each kind of edits met in one file only to the one
// other kind of edits its file shows, once linked kinds are joined (see
// maker.loneHost): a file of a module wrapped anew whose export lines
// were a kind of their own until their names linked them to the
// wrapper's showed two kinds when fold looked, and shows one now. A
// changed exit status stays a kind of its own. Its cost is the kinds'
// files, once.
func lonesAgain(ks []*kindUnits) []*kindUnits {
	kindsOf := map[int32][]*kindUnits{} // a lone kind's file: the kinds of edits that show it
	for _, k := range ks {
		if k.side || k.files.len() != 1 {
			continue
		}
		for f := range k.files.all() {
			kindsOf[f] = nil
		}
	}
	if len(kindsOf) == 0 {
		return ks
	}
	for _, k := range ks {
		if k.side {
			continue
		}
		splitSteps.Add(int64(k.files.len()))
		for f := range k.files.all() {
			if of, ok := kindsOf[f]; ok {
				kindsOf[f] = append(of, k)
			}
		}
	}
	gone := map[*kindUnits]bool{}
	for _, k := range ks {
		if k.side || k.files.len() != 1 || gone[k] || k.status() {
			continue
		}
		var host *kindUnits
		for f := range k.files.all() {
			host = soleOther(k, kindsOf[f], gone)
		}
		if host == nil || host.files.len() == 1 {
			continue
		}
		host.units = append(host.units, k.units...)
		host.regions.addAll(k.regions.sorted())
		gone[k] = true
	}
	return slices.DeleteFunc(ks, func(k *kindUnits) bool { return gone[k] })
}

// joinByNames joins a kind of edits to a larger kind whose side effects
// name what its edits name in (nearly) every one of its files. The
// declarations of memcpy and memset gone where a flag writes memory.copy
// and memory.fill in their place (clang for WebAssembly with bulk
// memory) were kinds of their own by their files, facets in a subset of
// a kind of every file, while the calls gone, which name the same
// functions, are side effects (code rewritten) of that kind. What an edit
// names is its first name (the symbol a line declares or calls), and
// every edit of the kind must name one that the same other kind's side
// effects name in nearly all of the kind's files.
func joinByNames(ks []*kindUnits) []*kindUnits {
	type carried struct {
		name string
		k    *kindUnits
	}
	carriers := map[carried][][]int32{} // a name and a kind: the files of its side effects that name it first
	byName := map[string][]*kindUnits{}
	for _, k := range ks {
		if k.side {
			continue
		}
		for _, u := range k.units {
			if !u.side || len(u.names) == 0 {
				continue
			}
			c := carried{u.names[0], k}
			if carriers[c] == nil {
				byName[c.name] = append(byName[c.name], k)
			}
			carriers[c] = append(carriers[c], u.files)
		}
	}
	if len(carriers) == 0 {
		return ks
	}
	gone := map[*kindUnits]bool{}
	named := map[carried]map[int32]bool{} // made once a key: each edit's search reads it
	for _, k := range ks {
		if k.side || k.status() {
			continue
		}
		var host *kindUnits
		for _, u := range k.units {
			if u.side {
				continue
			}
			var h *kindUnits
			if len(u.names) > 0 {
				for _, c := range byName[u.names[0]] {
					if c == k || gone[c] || c.files.len() <= k.files.len() || h != nil && c.files.len() <= h.files.len() {
						continue
					}
					key := carried{u.names[0], c}
					if named[key] == nil {
						named[key] = namedFiles(carriers[key])
					}
					if nameCovers(named[key], u.files) {
						h = c
					}
				}
			}
			if h == nil || host != nil && h != host {
				host = nil
				break
			}
			host = h
		}
		if host == nil {
			continue
		}
		host.units = append(host.units, k.units...)
		host.files.addAll(k.files.sorted())
		host.regions.addAll(k.regions.sorted())
		gone[k] = true
	}
	return slices.DeleteFunc(ks, func(k *kindUnits) bool { return gone[k] })
}

// namedFiles is the files of lists (a kind's side effects that name a
// name) as a set.
func namedFiles(lists [][]int32) map[int32]bool {
	named := map[int32]bool{}
	for _, l := range lists {
		splitSteps.Add(int64(len(l)))
		for _, f := range l {
			named[f] = true
		}
	}
	return named
}

// nameCovers reports whether named (see namedFiles) holds nearly all of
// files (an edit's that names the name).
func nameCovers(named map[int32]bool, files []int32) bool {
	splitSteps.Add(int64(len(files)))
	n := 0
	for _, f := range files {
		if named[f] {
			n++
		}
	}
	return float64(n) >= nearlyAll*float64(len(files))
}

// attachSides makes each side effect a facet of the kinds of edits (the
// first edits kinds) it meets (see attach), and returns what is left of
// them, and of each of those a whole file may get (see Edit.wide) the
// kind of edits that took it in the most files, at least minSideHost.
func (m *maker) attachSides(sides []*unit, edits int, regionFile []int32) (rest []*unit, took map[*unit]*kindUnits) {
	took = map[*unit]*kindUnits{}
	for _, u := range sides {
		r, parts := m.attach(u, func(k int) bool { return k < edits }, regionFile)
		if r == nil {
			continue
		}
		rest = append(rest, r)
		if !r.wide {
			// A comment or a number changed alone in source code may
			// well be a cause of its own (see Edit.wide).
			continue
		}
		var most *kindUnits
		best := 0
		for k, p := range parts {
			// The kind shows it in half as many files at least as are
			// left: hash-ordered warnings in forty files are not the
			// side effect of a rename in two. How few of its own files
			// show it does not count against it: -fPIC's @PLT on the
			// calls of 3 files alone belongs to the kind of 20 whose
			// calls it changed, which shows it in a few (docs/corral.md).
			n := len(p.files)
			if n >= minSideHost && 2*n >= len(r.files) && (n > best || n == best && k < most.n) {
				most, best = m.ks[k], n
			}
		}
		if most != nil {
			took[r] = most
		}
	}
	return rest, took
}

// joinFacet adds a side effect's files to kind k: to the facet of the
// same shape k has, else as a facet of its own.
func (m *maker) joinFacet(k *kindUnits, u *unit) {
	for _, f := range k.units {
		if f.side && f.what == u.what && f.sig == u.sig {
			f.regions = append(f.regions, u.regions...)
			f.files = append(f.files, u.files...)
			f.sites += u.sites
			f.settle()
			m.widen(k, u)
			return
		}
	}
	m.join(k, u)
}

// minSideHost is how many files a kind of edits must show a side effect
// in to take the files that show that side effect alone: one file's edit
// among files re-wrapped alone did not bring the wrapping.
const minSideHost = 2

// fold joins each kind of edits, smallest first, to the smallest other
// kind of edits, as large at least, whose files hold all of its own
// where chance would not put them (see byChance): a kind made before the
// one that holds it (its shapes met more units of output), or one of the
// same files, was no shape's to join. The kinds tried are those of its
// file in the fewest kinds, as hostOf tries them.
func (m *maker) fold() []*kindUnits {
	order := slices.Clone(m.ks)
	slices.SortStableFunc(order, func(a, b *kindUnits) int { return cmp.Compare(a.files.len(), b.files.len()) })
	gone := map[*kindUnits]bool{}
	for _, a := range order {
		if a.side {
			continue
		}
		ids := a.files.sorted()
		rare := m.byFile.of(ids[0]) // the kinds of the file in the fewest
		for _, f := range ids[1:] {
			if of := m.byFile.of(f); len(of) < len(rare) {
				rare = of
			}
		}
		var host *kindUnits
		splitSteps.Add(int64(len(rare)))
		for _, j := range rare {
			b := m.ks[j]
			if b == a || b.side || gone[b] || b.files.len() < a.files.len() || host != nil && b.files.len() >= host.files.len() ||
				!m.gathers(b, ids) {
				continue
			}
			host = b
		}
		if host == nil && len(ids) == 1 && !a.status() {
			host = m.loneHost(a, ids[0], gone)
		}
		if host != nil {
			host.units = append(host.units, a.units...)
			host.regions.addAll(a.regions.sorted())
			gone[a] = true
		}
	}
	return slices.DeleteFunc(m.ks, func(k *kindUnits) bool { return gone[k] })
}

// loneHost is the kind a kind of edits met in one file only joins: the
// one other kind of edits of that file, if it has one. Nothing else can
// tell where such an edit belongs (a kind that holds nearly every file
// holds any one of them by chance), and the change made the file differ:
// a construct lowered in one place only (a constructor left empty and
// gone where its fields became class fields), a branch hint on the one
// call a change touched, is a facet of what the rest of the file shows.
// In a file of edits of two kinds or more, the edit stays a kind alone,
// and so does a changed exit status (a crash in one file).
func (m *maker) loneHost(a *kindUnits, file int32, gone map[*kindUnits]bool) *kindUnits {
	of := make([]*kindUnits, len(m.byFile.of(file)))
	for i, j := range m.byFile.of(file) {
		of[i] = m.ks[j]
	}
	return soleOther(a, of, gone)
}

// soleOther is the one kind of edits of of other than a, none gone, or
// nil where there are none or several.
func soleOther(a *kindUnits, of []*kindUnits, gone map[*kindUnits]bool) *kindUnits {
	var host *kindUnits
	for _, b := range of {
		if b == a || b.side || gone[b] {
			continue
		}
		if host != nil && host != b {
			return nil
		}
		host = b
	}
	return host
}

// sets is a union-find over 0..n-1: each element's parent, a root its
// own; find returns an element's root, halving the path to it.
type sets []int

func newSets(n int) sets {
	s := make(sets, n)
	for i := range s {
		s[i] = i
	}
	return s
}

func (s sets) find(i int) int {
	for s[i] != i {
		s[i] = s[s[i]]
		i = s[i]
	}
	return i
}

// joinPartners joins the kinds of edits that hold linked parts (see
// Catalog.partners): a unit placed before its partner's kind was made
// made a kind of its own, and a unit linked to two kinds joined one (the
// calls that read an import through its module's variable, placed first
// as they are in more units, took the require that made the variable
// away from the kind of the module's other lines).
func joinPartners(ks []*kindUnits, partners map[string][]string) []*kindUnits {
	root := newSets(len(ks))
	find := root.find
	of := map[string]int{} // the kind of each part's shape
	for i, k := range ks {
		for _, u := range k.units {
			for _, key := range u.keys {
				if _, ok := of[key]; !ok && !k.side && !u.side {
					of[key] = i
				}
			}
		}
	}
	joined := false
	for i, k := range ks {
		if k.side {
			continue
		}
		for _, u := range k.units {
			if u.side {
				continue
			}
			for _, a := range u.keys {
				for _, b := range partners[a] {
					j, ok := of[b]
					if !ok {
						continue
					}
					if x, y := find(i), find(j); x != y {
						root[max(x, y)], joined = min(x, y), true
					}
				}
			}
		}
	}
	if !joined {
		return ks
	}
	var out []*kindUnits
	for i, k := range ks {
		r := find(i)
		if r == i {
			out = append(out, k)
			continue
		}
		host := ks[r]
		host.units = append(host.units, k.units...)
		host.files.addAll(k.files.sorted())
		host.regions.addAll(k.regions.sorted())
	}
	return out
}

// maker makes kinds of units, one at a time (see cooccur).
type maker struct {
	ks               []*kindUnits
	byFile, byRegion *hostIndex
	exact            map[string]*kindUnits // by files
	ofKey            map[string]*kindUnits // the kind of each part's shape placed
	partners         map[string][]string
	coarse           []bool                // each unit of output's (see Catalog)
	files            int                   // the changed files
	chained          map[string]*kindUnits // the kind of each ladder of renames (see unit.chain)
}

// fine returns the units of u that tell more than their files do (see
// Edit.coarse).
func (m *maker) fine(u *unit) []int32 {
	out := make([]int32, 0, len(u.regions))
	for _, r := range u.regions {
		if !m.coarse[r] {
			out = append(out, r)
		}
	}
	return out
}

// partner is a kind of edits that holds a part linked to one of u's
// (see Catalog.linked): parts of one edit are one cause.
func (m *maker) partner(u *unit) *kindUnits {
	for _, a := range u.keys {
		for _, b := range m.partners[a] {
			if k := m.ofKey[b]; k != nil && k.side == u.side {
				return k
			}
		}
	}
	return nil
}

// place puts an edit's unit (or a side effect no kind took) in a kind,
// and returns the kind.
func (m *maker) place(u *unit) *kindUnits {
	if k := m.chained[u.chain]; k != nil {
		m.join(k, u) // a step of a ladder whose kind is made
		return k
	}
	if strings.HasPrefix(u.family, ".") {
		sameDirective := func(k *kindUnits) bool { return k.side == u.side && k.family == u.family }
		if host := m.byFile.hostOf(m.ks, u.files, kindFiles, sameDirective); host != nil {
			if u.chain != "" {
				m.chained[u.chain] = host
			}
			m.join(host, u)
			return host
		}
	}
	key := filesKey(u.files)
	k := m.partner(u)
	if k == nil {
		k = m.exact[key]
	}
	if k == nil && len(u.files) >= 5 {
		// Look back for a kind of nearly the same files.
		for i := len(m.ks) - 1; i >= 0 && i >= len(m.ks)-512; i-- {
			if m.ks[i].side == u.side && m.ks[i].files.alike(u.files) {
				k = m.ks[i]
				break
			}
		}
	}
	// Units of output tell what occurs together where they are fine,
	// half of them at least: in an output of one unit, they are its file.
	if k == nil {
		if fine := m.fine(u); len(fine) > 0 && 2*len(fine) >= len(u.regions) {
			k = m.byRegion.hostOf(m.ks, u.regions, kindRegions, func(k *kindUnits) bool { return k.side == u.side })
			if k == nil {
				// A rarer facet that shares units with a kind as often as
				// not, in files that kind (nearly) all holds.
				k = m.byFile.hostOf(m.ks, u.files, kindFiles, func(k *kindUnits) bool {
					return k.side == u.side && 2*k.regions.common(fine) >= len(fine)
				})
			}
		}
	}
	if k == nil && !u.side {
		// Files that chance would not put all in a kind's: all, as the
		// chance is of all (of a kind of 90 files of 100, 45 of a
		// shape's 50 is what chance gives).
		k = m.byFile.hostOf(m.ks, u.files, kindFiles, func(k *kindUnits) bool { return !k.side && m.gathers(k, u.files) })
	}
	if k == nil {
		k = &kindUnits{n: len(m.ks), side: u.side, family: u.family}
		m.ks = append(m.ks, k)
	}
	m.exact[key] = k
	if u.chain != "" && m.chained[u.chain] == nil {
		m.chained[u.chain] = k
	}
	m.join(k, u)
	return k
}

// gathers reports whether k's files hold all of files where chance would
// not put them (see byChance).
func (m *maker) gathers(k *kindUnits, files []int32) bool {
	return math.Pow(float64(k.files.len())/float64(m.files), float64(len(files))) < byChance && k.files.common(files) == len(files)
}

func kindFiles(k *kindUnits) *idSet   { return k.files }
func kindRegions(k *kindUnits) *idSet { return k.regions }

// join adds a unit to a kind.
func (m *maker) join(k *kindUnits, u *unit) {
	for _, key := range u.keys {
		if _, ok := m.ofKey[key]; !ok && !u.side {
			m.ofKey[key] = k
		}
	}
	k.units = append(k.units, u)
	m.widen(k, u)
}

// widen adds u's files and units to kind k's, and to the indexes.
func (m *maker) widen(k *kindUnits, u *unit) {
	if k.files == nil {
		k.files, k.regions = newIDSet(m.files), newIDSet(len(m.coarse))
	}
	k.files.addAll(u.files)
	k.regions.addAll(u.regions)
	m.byFile.add(k, u.files)
	m.byRegion.add(k, u.regions)
}

// attach makes a side effect a facet of the kinds that host takes, those
// in its units, else (for a side effect a whole file gets, see
// Edit.wide) the largest of its file's, and returns what is left of it
// (nil when nothing is) and the facets it made, by kind.
func (m *maker) attach(u *unit, host func(k int) bool, regionFile []int32) (*unit, map[int]*unit) {
	parts := map[int]*unit{} // by kind
	var order []int
	to := func(k int, r int32) {
		p := parts[k]
		if p == nil {
			p = &unit{what: u.what, sig: u.sig, abstract: u.abstract, skeleton: u.skeleton, rule: u.rule, family: u.family, side: true, wide: u.wide, ex: u.ex, total: len(u.files), names: u.names}
			parts[k] = p
			order = append(order, k)
		}
		p.regions = append(p.regions, r)
		p.files = append(p.files, regionFile[r])
		p.sites++

	}
	// A part of an edit whose other part a kind took is that kind's, in
	// the files it holds (a part linked by hunks may stand elsewhere too).
	regions := u.regions
	if k := m.linkedHost(u, host); k != nil {
		var rest []int32
		for _, r := range regions {
			if k.files.has(regionFile[r]) {
				to(k.n, r)
			} else {
				rest = append(rest, r)
			}
		}
		regions = rest
	}
	var left []int32
	for i, r := range regions {
		hosts := 0
		for _, k32 := range m.byRegion.of(r) {
			k := int(k32)
			if host(k) {
				to(k, r)
				hosts++
			}
		}
		if hosts > 0 {
			continue
		}
		best := -1
		if u.wide {
			for _, k32 := range m.byFile.of(regionFile[r]) {
				k := int(k32)
				if host(k) && (best < 0 || m.ks[k].files.len() > m.ks[best].files.len()) {
					best = k
				}
			}
		}
		if best < 0 {
			if left == nil {
				// At most the rest: a million grown by append cost five.
				left = make([]int32, 0, len(regions)-i)
			}
			left = append(left, r)
			continue
		}
		to(best, r)
	}
	slices.Sort(order)
	for _, k := range order {
		p := parts[k]
		p.settle()
		m.ks[k].units = append(m.ks[k].units, p)
		m.byRegion.add(m.ks[k], p.regions)
	}
	return leftOver(u, left, regionFile), parts
}

// leftOver is the side effect of u's units that no kind took (left,
// sized for all that were left to try), or nil where there are none.
func leftOver(u *unit, left, regionFile []int32) *unit {
	if len(left) == 0 {
		return nil
	}
	if cap(left) > 2*len(left) {
		left = slices.Clone(left) // it is kept
	}
	r := &unit{what: u.what, sig: u.sig, abstract: u.abstract, skeleton: u.skeleton, rule: u.rule, family: u.family, side: true, wide: u.wide, ex: u.ex, sites: len(left), regions: left, total: len(u.files), names: u.names}
	r.files = make([]int32, len(left))
	for i, x := range left {
		r.files[i] = regionFile[x]
	}
	r.settle()
	return r
}

// linkedHost is a kind that host takes and that took another part of
// u's edits (see Catalog.partners), or nil.
func (m *maker) linkedHost(u *unit, host func(k int) bool) *kindUnits {
	for _, a := range u.keys {
		for _, b := range m.partners[a] {
			if k := m.ofKey[b]; k != nil && host(k.n) {
				return k
			}
		}
	}
	return nil
}

// settle sorts a facet's files and units, and finds it an example among
// its files.
func (u *unit) settle() {
	slices.Sort(u.regions)
	u.regions = slices.Compact(u.regions)
	slices.Sort(u.files)
	u.files = slices.Compact(u.files)
	if !slices.Contains(u.files, int32(u.ex.file)) {
		u.ex = example{file: int(u.files[0])}
	}
}

// idSet is a set of files or units, ids below its bound: a map while it
// is small, a bitset once a bitset of the bound is smaller (a map of ints
// took 32 bytes an id: a kind of a million files held 64 MB in its two
// sets, where bitsets of them take 250 KB). A nil set is empty.
type idSet struct {
	small map[int32]struct{}
	bits  []uint64
	n     int
	bound int
}

// idBits is the ids a map's memory holds as bits: past bound/idBits ids, a
// bitset of the bound is smaller than the map.
const idBits = 256

func newIDSet(bound int) *idSet {
	return &idSet{small: map[int32]struct{}{}, bound: bound}
}

func (s *idSet) len() int {
	if s == nil {
		return 0
	}
	return s.n
}

func (s *idSet) has(x int32) bool {
	if s == nil {
		return false
	}
	if s.bits != nil {
		return s.bits[x/64]&(1<<(x%64)) != 0
	}
	_, ok := s.small[x]
	return ok
}

func (s *idSet) add(x int32) {
	if s.bits != nil {
		if w, b := x/64, uint64(1)<<(x%64); s.bits[w]&b == 0 {
			s.bits[w] |= b
			s.n++
		}
		return
	}
	if _, ok := s.small[x]; ok {
		return
	}
	s.small[x] = struct{}{}
	if s.n++; s.n > s.bound/idBits && s.n > 64 {
		s.bits = make([]uint64, (s.bound+63)/64)
		for y := range s.small {
			s.bits[y/64] |= 1 << (y % 64)
		}
		s.small = nil
	}
}

func (s *idSet) addAll(ids []int32) {
	for _, x := range ids {
		s.add(x)
	}
}

// all yields the ids: ascending in a bitset, in no order in a map.
func (s *idSet) all() iter.Seq[int32] {
	return func(yield func(int32) bool) {
		if s == nil {
			return
		}
		if s.bits == nil {
			for x := range s.small {
				if !yield(x) {
					return
				}
			}
			return
		}
		for w, word := range s.bits {
			for word != 0 {
				b := bits.TrailingZeros64(word)
				if !yield(int32(w*64 + b)) {
					return
				}
				word &= word - 1
			}
		}
	}
}

func (s *idSet) sorted() []int32 {
	out := make([]int32, 0, s.len())
	for x := range s.all() {
		out = append(out, x)
	}
	if s == nil || s.bits == nil {
		slices.Sort(out)
	}
	return out
}

// common counts the ids in s.
func (s *idSet) common(ids []int32) int {
	splitSteps.Add(int64(len(ids)))
	n := 0
	for _, x := range ids {
		if s.has(x) {
			n++
		}
	}
	return n
}

// covers reports whether nearly all of ids are in s.
func (s *idSet) covers(ids []int32) bool {
	return float64(s.common(ids)) >= nearlyAll*float64(len(ids))
}

// alike reports whether s and ids (distinct) are nearly the same files:
// their intersection is nine tenths of their union, or one holds the
// other (all but one in twenty) and three quarters of their union (the
// note block in every file of a change, endbr64 in the files that have
// functions).
func (s *idSet) alike(ids []int32) bool {
	c := s.common(ids)
	union := s.len() + len(ids) - c
	if float64(c) >= nearlyAll*float64(union) {
		return true
	}
	holds := float64(c) >= 0.95*float64(min(s.len(), len(ids)))
	return holds && 4*c >= 3*union
}

// hostIndex finds the kinds that may host a unit (see hostOf): those that
// hold one of a few of its files or units of output. Trying every kind
// for every unit cost n² for n kinds of one file each.
//
// Most members are in one kind: each member's first kind is an int32 of a
// flat list, and only the kinds of members in two or more are in a map (a
// slice a member cost a kind of a million files 64 MB in its two indexes),
// looked up only for them.
type hostIndex struct {
	first  []int32           // each member's one kind, by index; none (-1) or several (inMore)
	more   map[int32][]int32 // a member's kinds, where it has two or more
	tried  []int             // each kind's last search
	search int
}

// inMore marks in hostIndex.first a member whose kinds are in more.
const inMore = -2

func newHostIndex(n int) *hostIndex {
	h := &hostIndex{first: make([]int32, n), more: map[int32][]int32{}}
	for i := range h.first {
		h.first[i] = -1
	}
	return h
}

// of is member f's kinds, by index, in the order they took it; the caller
// must not change them.
func (h *hostIndex) of(f int32) []int32 {
	switch h.first[f] {
	case -1:
		return nil
	case inMore:
		return h.more[f]
	}
	return h.first[f : f+1 : f+1]
}

// add records that k holds members.
func (h *hostIndex) add(k *kindUnits, members []int32) {
	n := int32(k.n)
	for _, f := range members {
		switch first := h.first[f]; first {
		case -1:
			h.first[f] = n
		case n:
		case inMore:
			if ks := h.more[f]; ks[len(ks)-1] != n {
				h.more[f] = append(ks, n)
			}
		default:
			h.more[f] = []int32{first, n}
			h.first[f] = inMore
		}
	}
	for len(h.tried) <= k.n {
		h.tried = append(h.tried, 0)
	}
}

// hostOf is the smallest kind that accept takes whose members (files or
// units, as of tells) hold (nearly) all of a unit's, the first made of
// that size; nil if none does.
//
// A kind that holds all of the members but miss of them holds one of any
// miss+1 of them: only the kinds of the miss+1 members that are in the
// fewest kinds are tried.
func (h *hostIndex) hostOf(ks []*kindUnits, members []int32, of func(*kindUnits) *idSet, accept func(*kindUnits) bool) *kindUnits {
	need := int(math.Ceil(nearlyAll * float64(len(members)))) // as covers counts
	some := members
	if miss := len(members) - need; miss+1 < len(members) {
		some = h.fewest(members, miss+1)
	}
	h.search++
	var host *kindUnits
	for _, f := range some {
		splitSteps.Add(int64(len(h.of(f))))
		for _, i := range h.of(f) {
			if h.tried[i] == h.search {
				continue
			}
			h.tried[i] = h.search
			k := ks[i]
			if n := of(k).len(); accept(k) && n >= len(members) &&
				(host == nil || n < of(host).len() || n == of(host).len() && k.n < host.n) &&
				of(k).covers(members) {
				host = k
			}
		}
	}
	return host
}

// fewestCap is the number of kinds from which fewest counts members alike.
const fewestCap = 64

// fewest is n of members in the fewest kinds: those in fewer kinds than a
// bound, and as many as it takes in that many, in the members' order. Any
// n of them serve hostOf; these try the fewest kinds, and finding them
// costs two passes, where sorting a copy of the members cost a kind of a
// million files 8 MB at its largest.
func (h *hostIndex) fewest(members []int32, n int) []int32 {
	var count [fewestCap + 1]int // members by their number of kinds
	for _, f := range members {
		count[min(len(h.of(f)), fewestCap)]++
	}
	bound, below := 0, 0 // below: the members in fewer kinds than bound
	for below+count[bound] < n {
		below += count[bound]
		bound++
	}
	out := make([]int32, 0, n)
	atBound := n - below
	for _, f := range members {
		switch c := min(len(h.of(f)), fewestCap); {
		case c < bound:
			out = append(out, f)
		case c == bound && atBound > 0:
			out = append(out, f)
			atBound--
		}
	}
	return out
}

// kind makes a Kind of its units. It is named for its most telling
// shape: of the edits (its side effects only if it has no edit), one in
// (nearly) all of its files, and of those a crash's status and message
// first, as among kinds; then one that best tells them from the rest
// (the fewest files outside the kind), and of those one that says most
// (a mnemonic, a directive and a name, not "+ #:"), the most frequent. Their examples are in its example
// whatever leads. Its family is its edits' most frequent.
func (k *kindUnits) kind() Kind {
	shapes := sameShapes(k.units) // a new slice: k.units stays as the maker left it
	cands := slices.DeleteFunc(slices.Clone(shapes), func(u *unit) bool { return u.side })
	if len(cands) == 0 {
		cands = sideLeads(shapes)
	} else {
		cands = append(cands, sidesThatLead(shapes, cands, k.files.len())...)
	}
	most := 0
	for _, u := range cands {
		most = max(most, len(u.files))
	}
	better := func(a, b *unit) bool { // a leads rather than b
		// What nearly all of the kind's files show first, and of that a
		// failure first: one file's exit status named a kind of 69
		// files that were in it for another reason.
		fa, fb := float64(len(a.files)) >= nearlyAll*float64(most), float64(len(b.files)) >= nearlyAll*float64(most)
		if fa != fb {
			return fa
		}
		if c := cmp.Compare(whatRank(a.what), whatRank(b.what)); c != 0 {
			return c < 0
		}
		// The share of its files in the kind: a side effect's facet has
		// files in other kinds too.
		pa, pb := float64(len(a.files))/float64(max(len(a.files), a.total)), float64(len(b.files))/float64(max(len(b.files), b.total))
		if pa != pb {
			return pa > pb
		}
		// What says more (up to a word), then what is seen more.
		ia, ib := telling(a.sig), telling(b.sig)
		if ca, cb := min(ia, 6), min(ib, 6); ca != cb {
			return ca > cb
		}
		if a.sites != b.sites {
			return a.sites > b.sites
		}
		return ia > ib
	}
	lead := cands[0]
	for _, u := range cands[1:] {
		if better(u, lead) {
			lead = u
		}
	}
	kk := Kind{ID: ID(lead.what, lead.sig), What: lead.what, Edit: symbolLabel(lead.sig, lead.ex.diff), Files: k.files.sorted(),
		Example: lead.ex.file, Diff: lead.ex.diff, OldLine: lead.ex.oldLine, NewLine: lead.ex.newLine}
	weight := map[string]int{}
	// The lead first, then the others in their order.
	units := append([]*unit{lead}, slices.DeleteFunc(shapes, func(u *unit) bool { return u == lead })...)
	for _, u := range units {
		kk.Shapes = append(kk.Shapes, Shape{What: u.what, Sig: u.sig, Abstract: u.abstract, Side: u.side, Files: len(u.files), Sites: u.sites})
		if u.side == lead.side && telling(u.sig) > 0 {
			weight[u.family] += u.sites
		}
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

// sidesThatLead are the side effects of a kind that may lead it beside
// its edits (cands), where no edit shows in (nearly) all of its files:
// those that do, and say what with a mnemonic and a name at least (see
// telling). Code a flag adds to every function is side effects where
// each instruction comes alone (-fsplit-stack's "call __morestack" in 21
// files), while the kind's one edit may be a facet of a few (.cold parts
// of functions gone in 6): the label named the facet.
func sidesThatLead(shapes, cands []*unit, files int) []*unit {
	most := 0
	for _, u := range cands {
		most = max(most, len(u.files))
	}
	if float64(most) >= nearlyAll*float64(files) {
		return nil
	}
	var out []*unit
	for _, u := range shapes {
		if u.side && float64(len(u.files)) >= nearlyAll*float64(files) && telling(u.sig) >= 6 &&
			!strings.Contains(u.sig, "«comment»") && u.family != "comments" {
			out = append(out, u)
		}
	}
	return out
}

// sideLeads are the shapes that may lead a kind of side effects alone.
// What any cause brings (code rewritten, lines moved, spacing, a
// comment's words) leads only if nothing else has a third of its files.
// A comment's text changed says no more than they do, nor a comment
// line's frequent concrete form ("+ ; Function Attrs: …"), and sets no
// bar: before version 94 it did, and the flags the Go compiler records
// in each object, read in its listing's hex dump as a comment, changed
// every file of a corpus under -B, where the bounds checks' calls, in a
// quarter of them, never led.
func sideLeads(shapes []*unit) []*unit {
	comment := func(u *unit) bool {
		return strings.Contains(u.sig, "«comment»") || u.family == "comments"
	}
	most := 0
	for _, u := range shapes {
		if !comment(u) {
			most = max(most, len(u.files))
		}
	}
	cands := slices.DeleteFunc(slices.Clone(shapes), func(u *unit) bool {
		return telling(u.sig) == 0 || comment(u) || 3*len(u.files) < most
	})
	if len(cands) == 0 {
		return shapes
	}
	return cands
}

// symbolLabel is a kind's label where it leads: its signature, and where
// that says only that symbols or declarations came or went ("± a
// symbol"), the first line of its example too, its spacing squeezed and
// cut to symbolLabelLen bytes: which symbols ("± a symbol, e.g. + .globl
// __subvdi3" for gcc -ftrapv's calls to libgcc's checks) is what a
// label read alone, in a list of kinds or a bug report's title, must say.
// The kind's ID is its signature's, whatever the example.
func symbolLabel(sig string, diff []string) string {
	if sig != "± a symbol" && sig != "± a declaration" {
		return sig
	}
	for _, l := range diff {
		if l == "" || l[0] != '+' && l[0] != '-' {
			continue
		}
		text := strings.Join(strings.Fields(l[1:]), " ")
		if text == "" {
			continue
		}
		if len(text) > symbolLabelLen {
			cut := symbolLabelLen
			for cut > 0 && !utf8.RuneStart(text[cut]) {
				cut--
			}
			text = text[:cut] + "…"
		}
		return sig + ", e.g. " + l[:1] + " " + text
	}
	return sig
}

// symbolLabelLen is how much of its example's line a symbol's kind's
// label keeps.
const symbolLabelLen = 60

// telling is how much a signature says: its letters outside strings and
// the marks of abstracted operands ($1, %1, .L#, «comment»), up to a
// dozen.
func telling(sig string) int {
	if strings.HasPrefix(sig, "≈") || strings.HasPrefix(sig, "↕") || sig == "~ spacing" {
		return 0 // code rewritten, lines moved: what any cause brings
	}
	if f := strings.Fields(sig); len(f) > 1 && (strings.HasPrefix(f[1], ".cfi_") || strings.HasPrefix(f[1], ".seh_") || sideDirectives[f[1]]) {
		return 0 // a directive that describes the code around it
	}
	if sig == "± a symbol" || sig == "± a declaration" {
		return 1 // that something came or went, not what: a kind's facet that names it leads
	}
	sig = strings.ReplaceAll(sig, "(line end)", "") // where, not what
	n := 0
	for i := 0; i < len(sig) && n < 12; i++ {
		c := sig[i]
		switch {
		case c == '$' || c == '%':
			for i+1 < len(sig) && sig[i+1] >= '0' && sig[i+1] <= '9' {
				i++
			}
		case c == '.' && strings.HasPrefix(sig[i:], ".L#"):
			i += 2
		case c == '"':
			// A string says what the program says, not what changed.
			if j := strings.IndexByte(sig[i+1:], '"'); j >= 0 {
				i += j + 1
			}
		case c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
			n++
		}
	}
	if strings.Contains(sig, "«comment»") {
		n = max(0, n-7)
	}
	return n
}

// sameShapes merges the units of one shape and status (edit or side
// effect) into one: a side effect's facets that a kind took in turns (in
// the units it shares with the kind, then in the files left) are one
// shape of it, shown once with all its files. Apart, each counted a
// share of the side effect's files outside the kind that was not, and a
// facet that named the cause (movabsq of the large code model) lost the
// label to one that says less.
func sameShapes(units []*unit) []*unit {
	at := map[string]int{}
	var out []*unit
	for _, u := range units {
		key := u.what + "\x00" + u.sig
		if u.side {
			key += "\x00side"
		}
		i, ok := at[key]
		if !ok {
			at[key] = len(out)
			out = append(out, u)
			continue
		}
		m := *out[i] // a copy: units are shared with the catalog's indexes
		m.files = append(slices.Clip(m.files), u.files...)
		m.regions = append(slices.Clip(m.regions), u.regions...)
		m.sites += u.sites
		m.total = max(m.total, u.total)
		m.abstract = m.abstract || u.abstract
		m.settle()
		out[i] = &m
	}
	return out
}

// units makes the shapes of the catalog's edits (see Split).
func (c *Catalog) units() []*unit {
	var units []*unit
	for _, g := range c.splitAlone().order {
		units = append(units, g.units()...)
	}
	return skeletonUnits(units)
}

// splitAlone returns the catalog with each part of an edit of several a
// shape of its own: a part that changes only operands, comments and
// punctuation is a side effect, whatever the rest of its edit is.
func (c *Catalog) splitAlone() *Catalog {
	split := &Catalog{groups: map[string]*group{}, regionFile: c.regionFile, regionCoarse: c.regionCoarse, files: c.files, sites: c.sites, together: c.together}
	for _, g := range c.order {
		if len(g.shapes) == 1 {
			split.order = append(split.order, g)
			split.groups[groupKey(g.what, g.shapes, g.side)] = g
		}
	}
	for _, g := range c.order {
		if len(g.shapes) == 1 {
			continue
		}
		for _, v := range g.vorder {
			for j, s := range g.shapes {
				side := g.side || g.partSides[j]
				part, pv := split.add(g.what, []string{s}, []string{v.concretes[j]}, g.family, side, side && g.wideOK, v.files.ids, v.regions.ids, v.sites, v.ex)
				part.skeletons, part.rules, part.holes = g.skeletons[j:j+1], g.rules[j:j+1], g.holes[j:j+1]
				if j < len(v.partNames) {
					if pv.partNames == nil {
						pv.partNames = make([][]string, 1)
					}
					pv.partNames[0] = addNames(pv.partNames[0], v.partNames[j]...)
				}
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
		return cmp.Or(cmp.Compare(len(b.files.ids), len(a.files.ids)), cmp.Compare(b.sites, a.sites))
	})
	lists := make([][]int32, len(vs))
	for i, v := range vs {
		lists[i] = v.files.ids
	}
	all := len(unionAll(lists))
	need := max(2, int(math.Ceil(variantShare*float64(all))))
	var out, tail []*unit
	if g.sourceNumbers() {
		// Numbers changed alone in source code: rules, and numbers
		// shifted, whose forms are one shape, "~ # → #", as where their
		// concrete forms held no numbers.
		rules, rest := g.numberRules(vs, all)
		if len(rest) > 0 {
			us := make([]*unit, len(rest))
			for i, v := range rest {
				us[i] = &unit{what: g.what, family: g.family, side: g.side, wide: g.wide, files: v.files.ids, regions: v.regions.ids, sites: v.sites, ex: v.ex, names: v.names(),
					keys: []string{g.what + "\x00" + joinSigs(g.shapes)}}
			}
			rules = append(rules, joinUnits(us, numbersPart))
		}
		return rules
	}
	if len(vs) > maxVariants || g.listRule() {
		need = math.MaxInt // the forms vary: the shape is abstract, all of it
	}
	for _, chain := range shiftChains(vs) {
		us := make([]*unit, len(chain))
		for i, v := range chain {
			us[i] = &unit{what: g.what, sig: joinSigs(v.concretes), family: g.family, side: g.side, wide: g.wide, files: v.files.ids, regions: v.regions.ids, sites: v.sites, ex: v.ex, names: v.names(),
				keys: []string{g.what + "\x00" + joinSigs(g.shapes)}}
		}
		if len(us) > 1 {
			// One rule down a ladder of names: each step a shape of its
			// own, and all of them one kind (see maker.place).
			for _, u := range us {
				u.chain = g.what + "\x00" + us[0].sig
			}
			out = append(out, us...)
			continue
		}
		if len(vs) == 1 || len(us[0].files) >= need {
			out = append(out, us[0])
		} else {
			tail = append(tail, us[0])
		}
	}
	if len(tail) == 1 {
		out = append(out, tail[0])
	} else if len(tail) > 1 {
		out = append(out, joinUnits(tail, joinSigs(g.shapes)))
	}
	if len(g.skeletons) == 1 {
		for _, u := range out {
			u.skeleton, u.rule, u.hole, u.slots = g.skeletons[0], g.rules[0], g.holes[0], g.slots
		}
	}
	return out
}

// listRule reports whether g is a list split one item a line, or lines
// joined into one list (see distributed): its concrete forms name the
// statements' head (size_t, unsigned, from $ import), which the rule
// meets in many forms, as a rule applied in many contexts is one shape.
func (g *group) listRule() bool {
	return len(g.shapes) == 1 && (g.shapes[0] == listSplit || g.shapes[0] == listJoined)
}

// sourceNumbers reports whether g is a shape of numbers changed alone in
// source code or prose: a side effect that may be a cause (see Edit.wide),
// whose concrete forms hold the numbers (see numbersConcrete), all of
// them the shape's but its rules' (see numberRules).
func (g *group) sourceNumbers() bool {
	return g.side && !g.wideOK && len(g.shapes) == 1 && g.shapes[0] == numbersPart
}

// numberRules are the units of the rules that a shape of numbers changed
// alone in source code stands for (see sourceNumbers), and the variants
// left of vs. A concrete form in a fifth of the shape's files at least
// (three at least), met rulePerFile times a file on average, is a rule,
// not numbers shifted, and an edit of its own ("~ 8 → 16": gfortran's real(kind=8)
// → real(kind=16) with -fdefault-real-8, at every declaration of every
// file; "~ 64 → 128", the sizes in bits), which the edits it brings
// along (calls of sqrtq for sqrt) join where they share its units.
// Positions and sizes shifted differ from line to line and from file to
// file, and stay the shape's side effects, as numbers in assembly and
// listings always are.
//
// A shift common to every file (the line markers of a header included
// twice, a traceback through a shared helper, a version in a banner and
// a footer) changes a line or two a file; a rule, many lines of each:
// rulePerFile sites a file at least, on average.
func (g *group) numberRules(vs []*variant, files int) (rules []*unit, rest []*variant) {
	need := max(3, int(math.Ceil(variantShare*float64(files))))
	for _, v := range vs {
		sig := joinSigs(v.concretes)
		if n := len(v.files.ids); n < need || v.sites < rulePerFile*n || sig == numbersPart {
			rest = append(rest, v)
			continue
		}
		rules = append(rules, &unit{what: g.what, sig: sig, family: g.family, files: v.files.ids, regions: v.regions.ids, sites: v.sites, ex: v.ex, names: v.names(),
			keys: []string{g.what + "\x00" + joinSigs(g.shapes)}})
	}
	return rules, rest
}

// rulePerFile is how many times a file a form of numbers changed alone
// must be met, on average, to be a rule (see numberRules).
const rulePerFile = 4

// renameShape is the shape of one name replaced by another, the only
// edit a ladder of renames is made of (see shiftChains).
const renameShape = "~ $1 → $2"

// shiftChains groups a shape's variants, largest first, into those that
// are one rule applied down a ladder of names: variants that each replace
// one name with another, where one's new name is another's old one and
// the two meet in a file (section → chapter, subsection → section,
// subsubsection → subsection: every heading one level up). Any other
// variant is a group of its own. Groups keep vs's order, by their first.
func shiftChains(vs []*variant) [][]*variant {
	if len(vs) > maxVariants {
		// The forms vary: the shape is abstract, all of it (see
		// group.units), ladders or not.
		out := make([][]*variant, len(vs))
		for i, v := range vs {
			out[i] = []*variant{v}
		}
		return out
	}
	root := newSets(len(vs))
	find := root.find
	renamed := map[string][]int{} // a name → the variants that put it in place of another
	for i, v := range vs {
		if v.rename[0] != "" {
			renamed[v.rename[1]] = append(renamed[v.rename[1]], i)
		}
	}
	for j, v := range vs {
		if v.rename[0] == "" {
			continue
		}
		for _, i := range renamed[v.rename[0]] {
			if a, b := find(i), find(j); a != b && vs[i].rename[1] != v.rename[1] && meet(vs[i].files.ids, v.files.ids) {
				root[max(a, b)] = min(a, b)
			}
		}
	}
	var out [][]*variant
	at := map[int]int{}
	for i, v := range vs {
		r := find(i)
		k, ok := at[r]
		if !ok {
			k = len(out)
			at[r] = k
			out = append(out, nil)
		}
		out[k] = append(out[k], v)
	}
	return out
}

// meet reports whether two ascending lists share an element.
func meet(a, b []int32) bool {
	for i, j := 0, 0; i < len(a) && j < len(b); {
		switch {
		case a[i] == b[j]:
			return true
		case a[i] < b[j]:
			i++
		default:
			j++
		}
	}
	return false
}

// joinUnits is one abstract unit of signature sig for several.
func joinUnits(us []*unit, sig string) *unit {
	t := &unit{what: us[0].what, sig: sig, abstract: true, skeleton: us[0].skeleton, rule: us[0].rule, family: us[0].family, side: us[0].side, wide: us[0].wide, ex: us[0].ex}
	lists, regions := make([][]int32, len(us)), make([][]int32, len(us))
	for i, u := range us {
		lists[i], regions[i] = u.files, u.regions
		for _, k := range u.keys {
			if !slices.Contains(t.keys, k) {
				t.keys = append(t.keys, k)
			}
		}
		t.sites += u.sites
		t.names = addNames(t.names, u.names...)
		if u.ex.file < t.ex.file {
			t.ex = u.ex
		}
	}
	t.files, t.regions = unionAll(lists), unionAll(regions)
	return t
}

// skeletonUnits joins the units of one skeleton that are one rule met in
// many forms of text (see Part.Skeleton).
func skeletonUnits(units []*unit) []*unit {
	out, skeletons := byKey(holeUnits(slotUnits(units)), func(u *unit) string {
		if u.rule && u.skeleton != "" {
			return "rule\x00" + u.skeleton // a replacement's, apart from an insertion's
		}
		return u.skeleton
	})
	for _, key := range slices.Sorted(maps.Keys(skeletons)) {
		out = append(out, skeleton(key, skeletons[key])...)
	}
	return out
}

// byKey sorts units by a key of theirs: those without one, in order, and
// the others by their section and key (what\x00key).
func byKey(units []*unit, key func(*unit) string) ([]*unit, map[string][]*unit) {
	var out []*unit
	keyed := map[string][]*unit{}
	for _, u := range units {
		if k := key(u); k == "" {
			out = append(out, u)
		} else {
			if u.side {
				k += "\x00side" // a side effect keeps its own (see groupKey)
			}
			keyed[u.what+"\x00"+k] = append(keyed[u.what+"\x00"+k], u)
		}
	}
	return out, keyed
}

// slotUnits joins the units of whole messages that are one message with
// another name in one place ("can inline main", "can inline $1"; "buf
// does not escape", "$1 does not escape"): a diagnostic's words that are
// the program's are not all told by their form (see diagName), and where
// another shape of the message holds an operand, what stands there is
// one too. Their shape is the message with that place a slot ("- can
// inline ▢").
func slotUnits(units []*unit) []*unit {
	var cands, out []*unit
	for _, u := range units {
		if u.slots && len(u.keys) == 1 {
			cands = append(cands, u)
		} else {
			out = append(out, u)
		}
	}
	if len(cands) < 2 {
		return units
	}
	slotted := slotKeys(cands)
	sets, order, best := joinSlots(len(cands), slotted)
	for _, r := range order {
		var us []*unit
		for _, i := range sets[r] {
			us = append(us, cands[i])
		}
		if len(us) == 1 {
			out = append(out, us[0])
			continue
		}
		_, rest, _ := strings.Cut(best[r], "\x00")
		_, sig, _ := strings.Cut(rest, "\x00")
		j := joinUnits(us, sig)
		j.skeleton, j.hole = "", us[0].hole
		for _, u := range us[1:] {
			if u.hole != j.hole {
				j.hole = "" // messages of one flag keep it (see holeUnits)
			}
		}
		out = append(out, j)
	}
	return out
}

// slotted is a message's shape with one place a slot, by section and
// status: the candidates that give it, and whether one of them holds an
// operand there.
type slotted struct {
	members []int
	operand bool
}

// slotKeys returns each shape of the candidates with one place a slot.
func slotKeys(cands []*unit) map[string]*slotted {
	keys := map[string]*slotted{}
	for i, u := range cands {
		_, shape, _ := strings.Cut(u.keys[0], "\x00")
		toks := strings.Fields(shape)
		for j := 1; j < len(toks); j++ { // toks[0] is "-" or "+"
			key := u.what + "\x00" + strconv.FormatBool(u.side) + "\x00" + strings.Join(slices.Concat(toks[:j], []string{"▢"}, toks[j+1:]), " ")
			a := keys[key]
			if a == nil {
				a = &slotted{}
				keys[key] = a
			}
			a.members = append(a.members, i)
			a.operand = a.operand || operandMark(toks[j])
		}
	}
	return keys
}

// joinSlots joins the n candidates that share a slotted shape one of them
// holds an operand in: the sets by their root, the roots in the order of
// their first candidate, and each set's shape (its widest slot's key).
func joinSlots(n int, keys map[string]*slotted) (sets map[int][]int, order []int, best map[int]string) {
	parent := make([]int, n)
	for i := range parent {
		parent[i] = i
	}
	var find func(int) int
	find = func(i int) int {
		if parent[i] != i {
			parent[i] = find(parent[i])
		}
		return parent[i]
	}
	sorted := slices.Sorted(maps.Keys(keys))
	for _, key := range sorted {
		if a := keys[key]; a.operand && len(a.members) > 1 {
			for _, m := range a.members[1:] {
				parent[find(m)] = find(a.members[0])
			}
		}
	}
	best = map[int]string{}
	for _, key := range sorted {
		if a := keys[key]; a.operand && len(a.members) > 1 {
			r := find(a.members[0])
			if b, ok := best[r]; !ok || len(keys[b].members) < len(a.members) {
				best[r] = key
			}
		}
	}
	sets = map[int][]int{}
	for i := range n {
		r := find(i)
		if sets[r] == nil {
			order = append(order, r)
		}
		sets[r] = append(sets[r], i)
	}
	return sets, order, best
}

// operandMark reports whether a shape's token is an operand's class.
func operandMark(t string) bool {
	return t == "#" || t == `"…"` || t == "▢" || len(t) > 1 && (t[0] == '$' || t[0] == '%') && t[1] >= '0' && t[1] <= '9'
}

// holeUnits joins the units of one hole (see Part.Hole) that are one
// rule in many contexts: the same words inserted or deleted before
// different tokens, a symbol come or gone. Their shape is the hole, and
// their example the form most files show.
func holeUnits(units []*unit) []*unit {
	out, holes := byKey(units, func(u *unit) string { return u.hole })
	for _, key := range slices.Sorted(maps.Keys(holes)) {
		us := holes[key]
		if len(us) == 1 {
			out = append(out, us[0])
			continue
		}
		j := joinUnits(us, us[0].hole)
		widest := us[0]
		for _, u := range us[1:] {
			if len(u.files) > len(widest.files) {
				widest = u
			}
		}
		j.ex = widest.ex
		j.skeleton = ""
		out = append(out, j)
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
	if len(us) > 1 && us[0].rule {
		// A replacement's skeleton joins its forms only where the rule
		// moves the names it joined into a string (f"{a}_{b}" of a +
		// "_" + b): any other concatenation, sum or call replaced by a
		// literal, a name or a sum may be any number of causes.
		if strings.Contains(key, interpolatedMark) {
			return []*unit{joinUnits(us, us[0].skeleton)}
		}
		return us
	}
	if len(us) > 1 && (strings.Contains(key, "«comment»") || strings.Contains(key, `"…"`)) {
		return []*unit{joinUnits(us, us[0].skeleton)}
	}
	lists := make([][]int32, len(us))
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
	more := map[*unit][][]int32{}  // the files of the units joined to one, merged at the end
	moreR := map[*unit][][]int32{} // and their units
	out := units[:0]
	for _, u := range units {
		key := u.what + "\x00" + u.sig
		if u.side {
			key += "\x00side" // a side effect keeps its own (see groupKey)
		}
		if v := seen[key]; v != nil {
			more[v] = append(more[v], u.files)
			moreR[v] = append(moreR[v], u.regions)
			v.sites += u.sites
			v.abstract = v.abstract || u.abstract
			v.side = v.side && u.side
			v.wide = v.wide && u.wide
			v.names = addNames(v.names, u.names...)
			for _, k := range u.keys {
				if !slices.Contains(v.keys, k) {
					v.keys = append(v.keys, k)
				}
			}
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
		u.regions = unionAll(append(moreR[u], u.regions))
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

func filesKey(files []int32) string {
	var b strings.Builder
	for _, f := range files {
		b.WriteString(strconv.Itoa(int(f)))
		b.WriteByte(',')
	}
	return b.String()
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

// families groups kinds by their family, largest first: as many as there
// are, none hidden in an "other".
func families(ks []Kind) ([]Family, []int) {
	byName := map[string]int{}
	var fs []Family
	var files [][][]int32 // each family's kinds' files
	for k := range ks {
		name := ks[k].Family
		i, ok := byName[name]
		if !ok {
			i = len(fs)
			byName[name] = i
			fs = append(fs, Family{Name: name})
			files = append(files, nil)
		}
		fs[i].Kinds = append(fs[i].Kinds, k)
		files[i] = append(files[i], ks[k].Files)
	}
	for i := range fs {
		if len(files[i]) == 1 {
			fs[i].Files = files[i][0] // ascending, one each: read only, shared
			continue
		}
		fs[i].Files = unionAll(files[i])
	}
	// Names are unique: no sort need be stable (a stable one cost n log² n).
	slices.SortFunc(fs, func(a, b Family) int {
		if c := cmp.Compare(len(b.Files), len(a.Files)); c != 0 {
			return c
		}
		return cmp.Compare(a.Name, b.Name)
	})
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

// FileGroups holds each file's groups (kinds or families), as ascending
// indices, in two flat lists: file f's are ids[at[f]:at[f+1]]. Eight
// bytes a file of one group, where a slice a file took 32: a check of a
// million changed files holds this while its report is made.
type FileGroups struct {
	at  []int32 // len files+1
	ids []int32
}

// groupsOfFiles gives each of files its groups, from each of n groups'
// files (each file once a group).
func groupsOfFiles(files, n int, filesOf func(g int) []int32) FileGroups {
	o := FileGroups{at: make([]int32, files+1)}
	for g := range n {
		for _, f := range filesOf(g) {
			o.at[f+1]++
		}
	}
	for f := range files {
		o.at[f+1] += o.at[f]
	}
	o.ids = make([]int32, o.at[files])
	next := slices.Clone(o.at[:files])
	for g := range n { // ascending, so each file's are
		for _, f := range filesOf(g) {
			o.ids[next[f]] = int32(g)
			next[f]++
		}
	}
	return o
}

// Len is the number of files.
func (o FileGroups) Len() int { return max(len(o.at)-1, 0) }

// Of is file f's groups; the caller must not change them.
func (o FileGroups) Of(f int) []int32 { return o.ids[o.at[f]:o.at[f+1]:o.at[f+1]] }

// All yields each file and its groups, in order.
func (o FileGroups) All() iter.Seq2[int, []int32] {
	return func(yield func(int, []int32) bool) {
		for f := range o.Len() {
			if !yield(f, o.Of(f)) {
				return
			}
		}
	}
}

// Explained returns, for each n, how many files the first n groups (kinds
// or families, largest first) explain fully: every group of theirs is
// among those n. explained[nGroups] is the number of files. ofFile holds
// each file's groups.
func Explained(nGroups int, ofFile FileGroups) []int { return explainedAs(nGroups, ofFile, nil) }

// FamiliesExplained is Explained of the families: how many files the
// first n families explain fully. It reads each file's kinds once and
// keeps nothing a file (a list of each file's families was 24 bytes a
// file, for a million changed files as the report is made).
func (g *Grouping) FamiliesExplained() []int {
	return explainedAs(len(g.Families), g.OfFile, g.FamilyOf)
}

// explainedAs is Explained of the groups that as gives each of ofFile's
// groups (nil: ofFile's groups themselves).
func explainedAs(nGroups int, ofFile FileGroups, as []int) []int {
	out := make([]int, nGroups+1)
	for f := range ofFile.Len() {
		need := 0 // the file is explained from the first need groups on
		for _, g := range ofFile.Of(f) {
			in := int(g)
			if as != nil {
				in = as[g]
			}
			need = max(need, in+1)
		}
		out[need]++
	}
	for n := 1; n <= nGroups; n++ {
		out[n] += out[n-1]
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
// concrete, as the shape is) is the shape's, or one of whose parts is (by
// its shape, or the hole or skeleton of one rule in many contexts). A
// kind's side effects show it only when it has nothing else: code
// rewritten or labels renumbered come with any cause. It tells whether
// another change shows a kind found before, whatever other files were
// catalogued with it. A file of side effects alone shows the kind of
// edits whose side effects they are (see cooccur): one of its side
// effects that any change brings anywhere (see Edit.wide) is one of the
// kind's.
func Shows(edits []Edit, shapes []Shape) bool {
	cause := slices.DeleteFunc(slices.Clone(shapes), func(s Shape) bool { return s.Side })
	if len(cause) == 0 {
		cause = shapes
	}
	for i := range edits {
		for _, s := range cause {
			if s.matches(&edits[i]) {
				return true
			}
		}
	}
	if len(cause) == len(shapes) || slices.ContainsFunc(edits, func(e Edit) bool { return !e.side }) {
		return false
	}
	for i := range edits {
		for _, s := range shapes {
			if s.Side && edits[i].wide && s.matches(&edits[i]) {
				return true
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

// Covers reports whether every edit of a file (from Edits) that is no
// side effect is of one of shapes, as Shows matches them: what a file's
// kinds must hold for an accept of those kinds to take it. Side effects
// (renumbered, re-commented, rewritten) come with any cause and follow
// the kind their file is in, whatever shapes it lists. Together with
// Shows for each kind, it tells whether kinds read back from a store
// still fit the file they name.
func Covers(edits []Edit, shapes []Shape) bool {
	for i := range edits {
		if edits[i].side {
			continue
		}
		if !slices.ContainsFunc(shapes, func(s Shape) bool { return s.matches(&edits[i]) }) {
			return false
		}
	}
	return true
}

// matches reports whether edit e is of shape s: its signature (abstract
// or concrete, as s is), or one of its parts' (by its shape, or the hole
// or skeleton of one rule in many contexts).
func (s Shape) matches(e *Edit) bool {
	if e.What != s.What {
		return false
	}
	if s.Abstract && e.Shape() == s.Sig || !s.Abstract && e.Concrete() == s.Sig {
		return true
	}
	for _, p := range e.Parts {
		if s.Abstract && (p.Shape == s.Sig || p.Hole == s.Sig || p.Skeleton == s.Sig) || !s.Abstract && p.Concrete == s.Sig {
			return true
		}
	}
	return false
}

// ShapesOf is the shapes of the edits, each once, abstract, in the order
// first met, side effects marked, with their sites: a kind made of one
// comparison's edits (a step of a bisect that no kind of the check is
// the first shown by). The most telling leads: a cause before its side
// effects.
func ShapesOf(edits []Edit) []Shape {
	at := map[[2]string]int{}
	var out []Shape
	for i := range edits {
		e := &edits[i]
		key := [2]string{e.What, e.Shape()}
		if j, ok := at[key]; ok {
			out[j].Sites++
			continue
		}
		at[key] = len(out)
		out = append(out, Shape{What: e.What, Sig: key[1], Abstract: true, Side: e.side, Sites: 1})
	}
	slices.SortStableFunc(out, func(a, b Shape) int {
		if a.Side != b.Side {
			if a.Side {
				return 1
			}
			return -1
		}
		return cmp.Compare(telling(b.Sig), telling(a.Sig))
	})
	return out
}
