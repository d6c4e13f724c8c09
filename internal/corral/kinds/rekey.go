package kinds

import (
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/corral-go/corral/internal/corral/linediff"
)

// rekey diffs a hunk of a table's rows keyed by numbers again, each row
// read by its masked form (see maskValues: its numbers and local labels
// masked), and returns the one edit of the rows that differ only in
// them; the rows left, which came or went, are the hunk's new blocks.
//
// A dump's table keyed by offsets (llvm-readobj's and llvm-objdump's
// relocations, a linker's map of sections) is laid out anew below a row
// that came or went: every row after it moves to a new offset, and
// the line diff, which compares rows whole, meets no equal row but by
// chance. A hunk of such rows where rows also came or went with new
// words is no table laid out anew alone (see keyedRows), and its
// blocks paired row by row by position made edits no change made
// (gcc's relocations with -fno-inline: `~ malloc → COVER_best_finish`,
// `~ fwrite → fprintf`, 13 kinds for one cause). Rows equal but for
// their numbers are aligned here first, one side effect for them all;
// the rows left are what came and went, cut as any block is.
//
// Only text that is no machine code (assembly reads its renumbering
// itself), and only where rows realigned are most of the hunk: at least
// minRekeyed of them, twice as many as the lines left changed (or those
// all rows of data, see allData), the table's keys moved (see
// keysMoved; a row paired under a new key: values changed in rows that
// stayed beside a row come are edits), and seven in eight of the
// changed lines rows of data (see dataRow). Rows are realigned between
// the lines the line diff kept, never across one (see anchors).
// ok is false when nothing was realigned.
func (h *hunk) rekey() (rows Edit, ok bool) {
	if tables[h.lang].machine || len(h.blocks) == 0 || !h.mostlyRows() {
		return Edit{}, false
	}
	ids := map[string]int{}
	keys := func(ls []line) []int {
		out := make([]int, len(ls))
		for i, l := range ls {
			k := maskValues(l.text)
			if l.ctx {
				// A line of context is itself alone: its own line of
				// the new text, both sides' copies of it.
				k = "\x00" + strconv.Itoa(l.at)
			}
			out[i] = internID(ids, k)
		}
		return out
	}
	s, ok := anchoredDiff(keys(h.old), keys(h.new), kept(h.old), kept(h.new))
	if !ok {
		return Edit{}, false
	}
	var blocks [][2][]line
	var pairs [][2]*line
	moved := 0 // pairs whose key changed
	i, j := 0, 0
	end := linediff.Block{A0: len(h.old), A1: len(h.old), B0: len(h.new), B1: len(h.new)}
	for _, b := range append(s.Blocks, end) {
		for ; i < b.A0 && j < b.B0; i, j = i+1, j+1 {
			if h.old[i].text != h.new[j].text {
				pairs = append(pairs, [2]*line{&h.old[i], &h.new[j]})
				if ka, _ := keyedRow(h.old[i].text); ka != "" {
					if kb, _ := keyedRow(h.new[j].text); ka != kb {
						moved++
					}
				}
			}
		}
		if b.A0 == b.A1 && b.B0 == b.B1 {
			break
		}
		blocks = append(blocks, [2][]line{h.old[b.A0:b.A1], h.new[b.B0:b.B1]})
		i, j = b.A1, b.B1
	}
	residual := 0
	for _, b := range blocks {
		residual += len(b[0]) + len(b[1])
	}
	if len(pairs) < minRekeyed || 2*len(pairs) < residual && !allData(blocks) || moved == 0 || !h.keysMoved() {
		return Edit{}, false
	}
	rows = Edit{What: h.what, Parts: []Part{fixed(rowsPart)}, Family: "numbers", side: true, table: true,
		OldLine: pairs[0][0].no, NewLine: pairs[0][1].no}
	for _, p := range pairs {
		if len(rows.Diff)+2 > exampleLines {
			break
		}
		rows.Diff = append(rows.Diff, diffLine('-', *p[0]), diffLine('+', *p[1]))
	}
	// The lines realigned are context now.
	for _, p := range pairs {
		p[0].ctx, p[1].ctx = true, true
	}
	for _, b := range blocks {
		for side := range 2 {
			lexLines(h.lang, h.file, b[side])
		}
	}
	h.blocks = blocks
	return rows, true
}

// kept marks the lines of a hunk's side that no row may cross: its lines
// of context, which the line diff kept (a table's head, a blank line
// between two tables, a row that stayed). Rows that moved are rows of
// one table, and a line shown as kept is never read as come or gone.
func kept(ls []line) []bool {
	out := make([]bool, len(ls))
	for i, l := range ls {
		out[i] = l.ctx
	}
	return out
}

// anchoredDiff diffs a and b (see linediff.Ints) region by region
// between their anchors, the same lines in the same order on both sides
// (a hunk's lines of context): a row is matched only within its own
// table, not with a row of the next one across its head. ok is false
// where the anchors do not pair one for one or a search hit its bound.
func anchoredDiff(a, b []int, anchorA, anchorB []bool) (s linediff.Script, ok bool) {
	var ia, ib []int
	for i, x := range anchorA {
		if x {
			ia = append(ia, i)
		}
	}
	for i, x := range anchorB {
		if x {
			ib = append(ib, i)
		}
	}
	if len(ia) != len(ib) {
		return s, false
	}
	ia, ib = append(ia, len(a)), append(ib, len(b))
	pa, pb := 0, 0
	for k := range ia {
		if k < len(ia)-1 && a[ia[k]] != b[ib[k]] {
			return s, false
		}
		part := linediff.Ints(a[pa:ia[k]], b[pb:ib[k]])
		if part.Coarse != 0 {
			return s, false
		}
		for _, blk := range part.Blocks {
			s.Blocks = append(s.Blocks, linediff.Block{A0: blk.A0 + pa, A1: blk.A1 + pa, B0: blk.B0 + pb, B1: blk.B1 + pb})
		}
		pa, pb = ia[k]+1, ib[k]+1
	}
	return s, true
}

// keysMoved reports whether the keys of the hunk's changed rows (see
// keyedRow) are not the same on both sides: the table was laid out
// anew. Where they are, its rows stayed, and what changed in them is
// what they say: values (fib 10 = 55 → 56), or a graph's edges, keyed
// by the nodes they join, drawn through other points, whose numbers
// are who they are and must not be masked to pair them.
func (h *hunk) keysMoved() bool {
	var keys [2][]string
	for _, b := range h.blocks {
		for side, ls := range b {
			for _, l := range ls {
				if k, n := keyedRow(l.text); n > 0 {
					keys[side] = append(keys[side], k)
				}
			}
		}
	}
	return !slices.Equal(keys[0], keys[1])
}

// allData reports whether every line of the blocks is a row of data
// (see dataRow): a table that grew or shrank by many rows (an unwind
// table's rows, one a function, with functions inlined no longer) is
// rekeyed however many.
func allData(blocks [][2][]line) bool {
	for _, b := range blocks {
		for _, ls := range b {
			for _, l := range ls {
				if !dataRow(l.text) {
					return false
				}
			}
		}
	}
	return true
}

// dataRow reports whether a row keyed by an offset (see keyedRow and
// offsetKey) is one of data: each field a number, or a name or a word
// (letters, digits, "_", ".", "$", "@", ":", a bracketed offset, a name
// and its offset: malloc-0x4, .rodata+0x47c), no operator or
// punctuation of code.
func dataRow(t string) bool {
	if key, n := keyedRow(t); n == 0 || !offsetKey(key) {
		return false
	}
	for f := range strings.FieldsSeq(t) {
		if numberLike(f) {
			continue
		}
		for i := 0; i < len(f); i++ {
			if c := f[i]; !word(c) && strings.IndexByte("_.$@:+-", c) < 0 {
				return false
			}
		}
	}
	return true
}

// sameWords reports whether a block's removed rows and added rows hold
// the same fields but for their numbers (each field not a number, its
// numbers masked: see maskValues), and both some rows: the rows changed
// in their numbers alone (a section's row, its size changed), not other
// rows in their place (a call of free where one of memset stood:
// "free-0x4", "memset-0x4").
func sameWords(b [2][]line) bool {
	var words [2]map[string]bool
	for side := range 2 {
		words[side] = map[string]bool{}
		for _, l := range b[side] {
			for f := range strings.FieldsSeq(l.text) {
				if !numberLike(f) {
					words[side][maskValues(f)] = true
				}
			}
		}
	}
	return len(b[0]) > 0 && len(b[1]) > 0 && maps.Equal(words[0], words[1])
}

// offsetKey reports whether a row's key is an address or an offset:
// hexadecimal, 0x and its digits or eight digits at least
// (0x1A, 000000000000017e, [0x000000b9]). A listing's line numbers, a
// test's ordinal, a table's counts are no offsets: their rows are what
// they say (a listing's "13 return 0" → "14 return 1" is an edit).
func offsetKey(k string) bool {
	k = strings.Trim(k, "[]()")
	if h, ok := strings.CutPrefix(k, "0x"); ok {
		return h != "" && strings.Trim(h, "0123456789abcdefABCDEF") == ""
	}
	return len(k) >= 8 && strings.Trim(k, "0123456789abcdefABCDEF") == ""
}

// minRekeyed is how many rows equal but for their numbers make a hunk
// rekeyed (see rekey): a program's output changed in a row or two (fib
// 10 = 55 → 56) is an edit.
const minRekeyed = 6

// mostlyRows reports whether seven in eight of the hunk's changed lines
// that are not blank are rows of data (see dataRow).
func (h *hunk) mostlyRows() bool {
	rows, other := 0, 0
	for _, b := range h.blocks {
		for _, ls := range b {
			for _, l := range ls {
				switch {
				case dataRow(l.text):
					rows++
				case l.text != "":
					other++
				}
			}
		}
	}
	return rows >= 2*minRekeyed && 8*other <= rows+other
}

// rowMove starts a row's moveKey: a row moved is the same row, its
// numbers apart (see maskValues).
const rowMove = "\x00row "

// rowHole is the hole of a table's row that came or went (see rowsLeft).
const rowHole = "± a row of a table"

// rowsLeft appends the edits of the blocks a hunk rekeyed leaves: each
// line a whole line come or gone, not paired with another by where it
// stands. A row of a table keyed by offsets is what stands at one:
// another row in its place is another relocation, symbol or line, not
// this one changed (gcc's relocations with -fno-inline: `~ malloc →
// fprintf`, `~ fwrite → fputc` of rows that stood where others had).
// The rows come or gone are one rule whatever they hold (see rowHole):
// calls of functions inlined no longer, each its name.
func (h *hunk) rowsLeft(out []Edit) []Edit {
	for _, b := range h.blocks {
		if !allData([][2][]line{b}) || sameWords(b) {
			// Lines that are no rows of data, and rows whose words all
			// stand on the other side: paired by what they hold.
			out = h.cutBlocks(out, b)
			continue
		}
		for side, op := range [2]byte{'-', '+'} {
			first := len(out)
			out = h.wholeLines(out, op, b[side])
			for k := range out[first:] {
				if e := &out[first+k]; !e.side {
					e.row, e.Parts[0].Hole, e.Family = true, rowHole, "rows"
				}
			}
		}
	}
	return out
}
