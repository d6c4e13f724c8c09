// Package linediff computes line diffs that are true and small: a
// shortest edit script (Myers' O(ND) algorithm in linear space) printed as
// GNU diff -u prints it, with a deterministic bound on its cost.
//
// # Why not a library
//
// The libraries measured printed untrue hunk headers, diffs far larger
// than GNU's on assembly, or diffs bounded by a deadline, which depend on
// the machine's load; kinds of change are keyed by the diff, so it must
// be true, small and the same on any machine (the measurements:
// docs/performance.md, "Measurements behind the code").
//
// # Cost
//
// The search counts its steps (each diagonal visited, each pair of lines
// compared); once a diff has taken [Budget] of them, the regions it has
// not settled are shown as removed and added whole, and [Script.Coarse]
// counts their lines, so the caller can say the diff is not minimal
// there. The count, unlike a deadline, gives the same diff on a loaded
// machine. Two texts with no line in common are settled without a search,
// so two 4 MiB files that differ everywhere cost one pass.
package linediff

// Block is one change: a[A0:A1] replaced by b[B0:B1]; an insertion has
// A0 == A1, a deletion B0 == B1.
type Block struct{ A0, A1, B0, B1 int }

// Budget bounds the work of one diff, in steps of its search
// (TestCostBound holds its cost).
const Budget = 50_000_000

// Script is a diff of two sequences of symbols.
type Script struct {
	Blocks []Block // in order, none adjacent to another
	Coarse int     // lines of a and b shown replaced because a search hit its bound
	// Near is how many times a search of IntsNear passed its edit
	// distance and split where it had got furthest: 0 when the script is
	// a shortest one, as Ints gives.
	Near int
	// Deepest is the largest edit distance a search went to: a diff
	// whose Deepest is at most n is the same whatever IntsNear's bound
	// from n on, and the same as Ints gives.
	Deepest int
}

// Ints diffs two sequences of symbols (interned lines or tokens).
func Ints(a, b []int) Script { return IntsNear(a, b, 0) }

// IntsNear diffs as Ints does, except that a search that passes near
// edits (0: no bound) splits its region where it got furthest from
// either end, as GNU diff does past its "too expensive" bound, and
// searches the two halves: a true script, near the shortest, at a cost
// that grows with the texts' length times near instead of times their
// distance (a tenth of the time of a check's kinds on assembly whose
// functions were all rewritten).
func IntsNear(a, b []int, near int) Script {
	s, _ := diff(a, b, near, -1)
	return s
}

// IntsWithin diffs as Ints does when a shortest script of a and b takes
// at most maxD edits (lines or symbols removed and added); when every
// script takes more, it may report false, without the rest of the search
// (a script it gives is always the one Ints gives): for a caller that
// would throw such a diff away. A search of distance D costs about
// (len(a)+len(b))·D steps, so stopping at maxD saves what the shortest
// script's surplus would have cost. A negative maxD bounds nothing.
func IntsWithin(a, b []int, maxD int) (Script, bool) { return diff(a, b, 0, maxD) }

// diff is IntsNear's and IntsWithin's: a script searched with near, and
// given up once it takes more than maxD edits (maxD < 0: no bound).
func diff(a, b []int, near, maxD int) (Script, bool) {
	bounded := maxD >= 0
	if d := len(a) - len(b); bounded && (d > maxD || -d > maxD) {
		return Script{}, false // every script removes or adds the difference
	}
	d := &differ{a: a, b: b, delA: make([]bool, len(a)), addB: make([]bool, len(b)), near: near}
	switch ka, kb := kept(a, b); {
	case len(ka) == 0 || len(kb) == 0:
		if bounded && len(a)+len(b) > maxD {
			return Script{}, false
		}
		d.replace(0, len(a), 0, len(b))
	case len(ka) < len(a) || len(kb) < len(b):
		// The symbols one side lacks are edits of every script.
		if unique := len(a) - len(ka) + len(b) - len(kb); bounded {
			if unique > maxD {
				return Script{}, false
			}
			d.limit = maxD - unique + 1
		}
		d.reduced(ka, kb)
	default:
		if bounded {
			d.limit = maxD + 1
		}
		d.compare(0, len(a), 0, len(b))
	}
	if d.over {
		return Script{}, false
	}
	return Script{Blocks: blocks(d.delA, d.addB), Coarse: d.coarse, Near: d.split, Deepest: d.deepest}, true
}

// reduced diffs only the lines of a and b that occur on the other side
// too (ka and kb, their indices), as GNU diff discards the others first:
// a line the other text lacks is removed or added in every shortest
// script, so the script of the rest, with them, is a shortest script of
// the whole. When most lines changed (a dump whose every node gained four
// lines), the search is over the lines that can match, and costs a
// fraction of one over all of them.
func (d *differ) reduced(ka, kb []int) {
	sa, sb := make([]int, len(ka)), make([]int, len(kb))
	for i, k := range ka {
		sa[i] = d.a[k]
	}
	for j, k := range kb {
		sb[j] = d.b[k]
	}
	sub := &differ{a: sa, b: sb, delA: make([]bool, len(sa)), addB: make([]bool, len(sb)), near: d.near, limit: d.limit}
	if sub.compare(0, len(sa), 0, len(sb)); sub.over {
		d.over = true
		return
	}
	d.coarse, d.split, d.deepest = sub.coarse, sub.split, sub.deepest
	d.replace(0, len(d.a), 0, len(d.b))
	for i, k := range ka {
		d.delA[k] = sub.delA[i]
	}
	for j, k := range kb {
		d.addB[k] = sub.addB[j]
	}
}

// differ holds one diff's state: which lines of a are deleted and which
// of b are added, as GNU diff marks them.
type differ struct {
	a, b       []int
	delA, addB []bool
	vf, vb     []int // the furthest x on each diagonal, forward and backward
	work       int   // steps taken, against Budget
	coarse     int
	near       int // edits a search may take before it splits (0: no bound)
	split      int // searches split at near
	deepest    int // the largest edit distance a search went to
	// limit, when not 0, is one more than the edits the whole script may
	// take (see IntsWithin): the first search (of the whole region) sets
	// over and gives up once its distance reaches it. The searches of the
	// halves it splits into need no bound: their distances add up to the
	// first's.
	limit int
	over  bool
}

// compare marks the changes between a[a0:a1] and b[b0:b1], or sets over
// when they take d.limit edits or more.
func (d *differ) compare(a0, a1, b0, b1 int) {
	for a0 < a1 && b0 < b1 && d.a[a0] == d.b[b0] {
		a0, b0 = a0+1, b0+1
	}
	for a0 < a1 && b0 < b1 && d.a[a1-1] == d.b[b1-1] {
		a1, b1 = a1-1, b1-1
	}
	switch {
	case a0 == a1:
		if d.limit > 0 && b1-b0 >= d.limit {
			d.over = true
			return
		}
		for j := b0; j < b1; j++ {
			d.addB[j] = true
		}
		return
	case b0 == b1:
		if d.limit > 0 && a1-a0 >= d.limit {
			d.over = true
			return
		}
		for i := a0; i < a1; i++ {
			d.delA[i] = true
		}
		return
	}
	x0, y0, x1, y1, ok := d.middleSnake(a0, a1, b0, b1)
	if d.over {
		return
	}
	d.limit = 0 // the halves' distances add up to this search's
	if !ok {
		d.replace(a0, a1, b0, b1)
		d.coarse += a1 - a0 + b1 - b0
		return
	}
	d.compare(a0, x0, b0, y0)
	d.compare(x1, a1, y1, b1)
}

func (d *differ) replace(a0, a1, b0, b1 int) {
	for i := a0; i < a1; i++ {
		d.delA[i] = true
	}
	for j := b0; j < b1; j++ {
		d.addB[j] = true
	}
}

// kept returns the indices of the lines of a, and of b, whose symbol
// the other side has too (all of them, without a map, for small texts:
// not worth it). Two texts with none in common are replaced whole without
// a search (checked once per diff, not per region: the map cost a tenth
// of a report's time per region).
func kept(a, b []int) (ka, kb []int) {
	if len(a)+len(b) < 64 {
		return seq(len(a)), seq(len(b))
	}
	ka, kb = make([]int, 0, min(len(a), len(b))), make([]int, 0, min(len(a), len(b)))
	if seen, ok := symbolFlags(a, b); ok {
		// Interned lines are numbered densely from 0: a slice indexed by
		// symbol does what two maps do, for less.
		for _, s := range a {
			seen[s] |= 1
		}
		for j, s := range b {
			seen[s] |= 2
			if seen[s]&1 != 0 {
				kb = append(kb, j)
			}
		}
		for i, s := range a {
			if seen[s]&2 != 0 {
				ka = append(ka, i)
			}
		}
		return ka, kb
	}
	inA := make(map[int]struct{}, len(a))
	for _, s := range a {
		inA[s] = struct{}{}
	}
	inB := make(map[int]struct{}, len(b))
	for j, s := range b {
		inB[s] = struct{}{}
		if _, ok := inA[s]; ok {
			kb = append(kb, j)
		}
	}
	for i, s := range a {
		if _, ok := inB[s]; ok {
			ka = append(ka, i)
		}
	}
	return ka, kb
}

// symbolFlags returns a slice with one byte for each symbol of a and b,
// when they are small enough to index one (interned symbols are), and
// false for symbols too large or negative.
func symbolFlags(a, b []int) ([]uint8, bool) {
	top, limit := 0, 4*(len(a)+len(b))+1024
	for _, side := range [][]int{a, b} {
		for _, s := range side {
			if s < 0 || s >= limit {
				return nil, false
			}
			top = max(top, s)
		}
	}
	return make([]uint8, top+1), true
}

func seq(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = i
	}
	return out
}

// middleSnake finds the middle snake of a shortest edit script between
// a[a0:a1] and b[b0:b1] (Myers 1986, section 4b): the run of equal lines
// from (x0, y0) to (x1, y1) that splits the script into two halves of
// about equal cost. Both ends have had their common lines trimmed. It
// gives up (ok false) once the diff's steps pass Budget.
func (d *differ) middleSnake(a0, a1, b0, b1 int) (x0, y0, x1, y1 int, ok bool) {
	n, m := a1-a0, b1-b0
	delta := n - m
	odd := delta&1 != 0
	maxD := (n + m + 1) / 2
	off := maxD + 1
	if need := 2*off + 1; len(d.vf) < need {
		d.vf, d.vb = make([]int, need), make([]int, need)
	}
	vf, vb := d.vf, d.vb
	vf[off+1], vb[off+1] = 0, 0
	a, b := d.a[a0:a1], d.b[b0:b1] // the region: n and m long
	for D := 0; D <= maxD; D++ {
		if d.work > Budget {
			return 0, 0, 0, 0, false
		}
		if d.limit > 0 && 2*D-1 >= d.limit {
			// Every script met from here on takes 2D-1 edits or more.
			d.over = true
			return 0, 0, 0, 0, false
		}
		d.deepest = max(d.deepest, D)
		if d.near > 0 && D > d.near {
			if x, y, ok := furthest(vf, vb, off, D-1, n, m); ok {
				d.split++
				return a0 + x, b0 + y, a0 + x, b0 + y, true
			}
		}
		d.work += 2*D + 2
		// Forward: vf[off+k] is the furthest x on diagonal k = x - y.
		for k := -D; k <= D; k += 2 {
			var x int
			if k == -D || k != D && vf[off+k-1] < vf[off+k+1] {
				x = vf[off+k+1]
			} else {
				x = vf[off+k-1] + 1
			}
			y := x - k
			sx, sy := x, y
			for x < n && y < m && a[x] == b[y] {
				x, y = x+1, y+1
			}
			d.work += x - sx
			vf[off+k] = x
			// Diagonal c = delta - k of the backward search.
			if c := delta - k; odd && c >= -(D-1) && c <= D-1 && x+vb[off+c] >= n {
				return a0 + sx, b0 + sy, a0 + x, b0 + y, true
			}
		}
		// Backward: vb[off+c] is the furthest x' = n - x on diagonal
		// c = x' - y' of the reversed sequences.
		for c := -D; c <= D; c += 2 {
			var x int
			if c == -D || c != D && vb[off+c-1] < vb[off+c+1] {
				x = vb[off+c+1]
			} else {
				x = vb[off+c-1] + 1
			}
			y := x - c
			sx, sy := x, y
			for x < n && y < m && a[n-1-x] == b[m-1-y] {
				x, y = x+1, y+1
			}
			d.work += x - sx
			vb[off+c] = x
			if k := delta - c; !odd && k >= -D && k <= D && x+vf[off+k] >= n {
				return a1 - x, b1 - y, a1 - sx, b1 - sy, true
			}
		}
	}
	return 0, 0, 0, 0, false // not reached: maxD always meets
}

// furthest returns the point a search of D edits got furthest to, from
// either end (vf and vb as middleSnake leaves them after D): the split
// GNU diff makes past its bound. ok is false when that point is a corner
// of the region, which would split nothing.
func furthest(vf, vb []int, off, D, n, m int) (x, y int, ok bool) {
	fx, fxy := reach(vf, off, D, n, m)
	bx, bxy := reach(vb, off, D, n, m) // in the reversed sequences
	if fxy >= bxy {
		x, y = fx, fxy-fx
	} else {
		x, y = n-bx, m-(bxy-bx)
	}
	return x, y, x+y > 0 && x+y < n+m
}

// reach returns, of one direction's diagonals after D edits, the point
// inside the region that is furthest from its start: its x and x+y (-1,
// -1 for none).
func reach(v []int, off, D, n, m int) (bestX, bestXY int) {
	bestX, bestXY = -1, -1
	for k := -D; k <= D; k += 2 {
		x := min(v[off+k], n)
		y := x - k
		if y > m {
			x, y = m+k, m
		}
		if x >= 0 && y >= 0 && x+y > bestXY {
			bestX, bestXY = x, x+y
		}
	}
	return bestX, bestXY
}

// blocks turns the marks into change blocks.
func blocks(delA, addB []bool) []Block {
	var out []Block
	i, j := 0, 0
	for i < len(delA) || j < len(addB) {
		if i < len(delA) && j < len(addB) && !delA[i] && !addB[j] {
			i, j = i+1, j+1
			continue
		}
		blk := Block{A0: i, B0: j}
		for i < len(delA) && delA[i] {
			i++
		}
		for j < len(addB) && addB[j] {
			j++
		}
		blk.A1, blk.B1 = i, j
		out = append(out, blk)
	}
	return out
}
