package kinds

import (
	"slices"

	"github.com/corral-go/corral/internal/corral/linediff"
)

// realign diffs the hunk's lines again with their whitespace ignored (as
// diff -w), and returns the edits of the lines that differ only in it.
//
// A change that moves code into or out of a construct (a function body
// wrapped in a generator, a block under a new if or with) indents every
// line of it anew. The line diff, which compares lines whole, then meets
// no equal line for hundreds of lines but a few alike by chance (a "}",
// a blank line), and aligns the real edits with unrelated lines, which
// split one cause into many kinds (tsc's async functions no longer
// lowered to generators; see docs/corral.md).
// Lines equal but for (ASCII) whitespace are aligned here first, so the blocks
// left hold only what changed in words; each such pair is one edit of
// layout, a side effect, so a file re-indented and nothing else is still
// in a kind. ok is false when nothing was realigned.
func (h *hunk) realign() (spaced []Edit, ok bool) {
	if len(h.blocks) == 0 || !h.respaced() {
		return nil, false
	}
	keys := h.squeezedKeys()
	s := linediff.Ints(keys(0, h.old), keys(1, h.new))
	if s.Coarse != 0 {
		return nil, false // a bounded search aligns no better than the diff did
	}
	old, cur := make([]line, len(h.old)), make([]line, len(h.new))
	copy(old, h.old)
	copy(cur, h.new)
	var blocks [][2][]line
	changed := func(ls []line) []line {
		out := slices.Clone(ls)
		lexLines(h.lang, h.file, out)
		for i := range out {
			out[i].ctx = false
		}
		return out
	}
	i, j := 0, 0
	end := linediff.Block{A0: len(old), A1: len(old), B0: len(cur), B1: len(cur)}
	for _, b := range append(s.Blocks, end) {
		for ; i < b.A0 && j < b.B0; i, j = i+1, j+1 {
			d, a := &old[i], &cur[j]
			if d.text != a.text {
				lexLines(h.lang, h.file, old[i:i+1])
				lexLines(h.lang, h.file, cur[j:j+1])
				spaced = append(spaced, pairEdit(h.what, h.lang, *d, *a))
			}
			d.ctx, a.ctx = true, true
		}
		if b.A0 == b.A1 && b.B0 == b.B1 {
			break
		}
		del, add := changed(old[b.A0:b.A1]), changed(cur[b.B0:b.B1])
		copy(old[b.A0:b.A1], del)
		copy(cur[b.B0:b.B1], add)
		blocks = append(blocks, [2][]line{del, add})
		i, j = b.A1, b.B1
	}
	residual := 0
	for _, b := range blocks {
		residual += len(b[0]) + len(b[1])
	}
	if len(spaced) < minRespaced || 2*len(spaced) < residual {
		return nil, false
	}
	h.old, h.new, h.blocks = old, cur, blocks
	return spaced, true
}

// squeezedKeys returns the function that gives each line of a side (0
// old, 1 new) its id for realign's diff: lines equal but for whitespace
// share one. A block that only re-wraps its text stays whole: a
// formatter that spaces every call also moves an argument to the next
// line, and the line a call now starts with can read, but for its
// indent, as the next call's line that did not move. Aligned with it,
// the blocks left cut both calls across lines that no edit made
// (clang-format's SpaceBeforeParens over zstd: "~ dt → cSrcSize, dt").
// Its lines take ids of their own, which no other line has.
func (h *hunk) squeezedKeys() func(side int, ls []line) []int {
	whole := map[[2]int]bool{} // side (0 old, 1 new) and line number
	for _, b := range h.blocks {
		if rewraps(h.lang, h.file, b[0], b[1]) {
			for side := range 2 {
				for _, l := range b[side] {
					whole[[2]int{side, l.no}] = true
				}
			}
		}
	}
	ids, next := map[uint64]int{}, 0
	return func(side int, ls []line) []int {
		out := make([]int, len(ls))
		for i, l := range ls {
			if whole[[2]int{side, l.no}] {
				out[i], next = next, next+1
				continue
			}
			k := squeezeHash(l.text)
			id, ok := ids[k]
			if !ok {
				id, next = next, next+1
				ids[k] = id
			}
			out[i] = id
		}
		return out
	}
}

// respaced reports whether a line the hunk removed and one it added are
// equal but for whitespace, and differ: only then can realign tell more
// than the line diff did.
func (h *hunk) respaced() bool {
	nd, na := 0, 0
	for _, b := range h.blocks {
		nd, na = nd+len(b[0]), na+len(b[1])
	}
	if nd < minRespaced || na < minRespaced {
		return false // too few to be realigned (see minRespaced)
	}
	// By a hash of each line without its whitespace, which costs no
	// allocation: most hunks have no such line, and this is what they
	// pay. A collision only makes realign run and find nothing.
	added := map[uint64]string{}
	for _, b := range h.blocks {
		for _, l := range b[1] {
			added[squeezeHash(l.text)] = l.text
		}
	}
	for _, b := range h.blocks {
		for _, l := range b[0] {
			if a, ok := added[squeezeHash(l.text)]; ok && a != l.text {
				return true
			}
		}
	}
	return false
}

// squeezeHash is the FNV-1a hash of s without its ASCII whitespace: two
// lines equal but for whitespace have the same, and realign takes lines
// of the same for equal (64 bits: two others collide once in 2^32 pairs
// of a hunk, and are then diffed token by token as a pair, which shows
// what differs).
func squeezeHash(s string) uint64 {
	h := uint64(14695981039346656037)
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case ' ', '\t', '\n', '\r', '\v', '\f':
		default:
			h = (h ^ uint64(c)) * 1099511628211
		}
	}
	return h
}

// minRespaced is how many lines equal but for whitespace make a hunk
// realigned, and they must be half as many as the lines left changed
// at least: a few (a "})" indented anew where an expression was spread
// over lines) are paired by content in their blocks as well, and a
// reflowed hunk is better cut as one stream of tokens.
const minRespaced = 6
