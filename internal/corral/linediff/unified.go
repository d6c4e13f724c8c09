package linediff

import (
	"bytes"
	"fmt"
	"strings"
)

// Text is a line diff of two texts.
type Text struct {
	A, B   []string // the lines, without their newlines
	noEOL  [2]bool  // the last line of A, of B, has no newline
	Script          // over A and B
}

// NoNewline is the line GNU diff prints after a last line without one.
const NoNewline = `\ No newline at end of file`

// Lines diffs a and b line by line. A last line without its newline
// differs from the same line with one, as in GNU diff.
func Lines(a, b []byte) *Text { return LinesNear(a, b, 0) }

// LinesNear diffs a and b line by line as IntsNear does: a true diff,
// near the shortest, at a cost bounded by near edits a search.
func LinesNear(a, b []byte, near int) *Text {
	t := &Text{}
	// Sized for every line distinct: grown as lines come, the map was a
	// tenth of a check's kinds (bench/kinds.sh, every line changed).
	ids := make(map[string]int, bytes.Count(a, []byte{'\n'})+bytes.Count(b, []byte{'\n'})+2)
	var sa, sb []int
	t.A, sa, t.noEOL[0] = split(a, ids)
	t.B, sb, t.noEOL[1] = split(b, ids)
	t.Script = IntsNear(sa, sb, near)
	return t
}

// split cuts text into lines and interns each with its newline. The
// lines are substrings of one copy of the text: a line costs no
// allocation of its own.
func split(b []byte, ids map[string]int) (lines []string, syms []int, noEOL bool) {
	text := string(b)
	n := strings.Count(text, "\n") + 1
	lines, syms = make([]string, 0, n), make([]int, 0, n)
	for len(text) > 0 {
		i := strings.IndexByte(text, '\n')
		var line string
		if i < 0 {
			line, text, noEOL = text, "", true
		} else {
			line, text = text[:i+1], text[i+1:]
		}
		id, ok := ids[line]
		if !ok {
			id = len(ids)
			ids[line] = id
		}
		syms = append(syms, id)
		lines = append(lines, strings.TrimSuffix(line, "\n"))
	}
	return lines, syms, noEOL
}

// Context is the number of unchanged lines around a change, as diff -u.
const Context = 3

// Unified returns the diff as diff -u prints it, line by line without
// newlines: "--- old", "+++ new", then hunks of context lines. show
// turns a line of either text into what is printed (to escape control
// characters); nil prints it as it is. A diff whose search hit its
// bound says so in a line before the headers. Equal texts give no lines.
func (t *Text) Unified(oldName, newName string, show func(string) string) []string {
	if len(t.Blocks) == 0 {
		return nil
	}
	if show == nil {
		show = func(s string) string { return s }
	}
	hunks := t.Hunks()
	n := 3 // the headers and the note of a coarse diff
	for _, h := range hunks {
		n += 1 + h.A1 - h.A0 + 2 // its header, its old lines, the notes of a last line
		for _, blk := range t.Blocks[h.first:h.last] {
			n += blk.B1 - blk.B0
		}
	}
	out := make([]string, 0, n)
	if t.Coarse > 0 {
		out = append(out, fmt.Sprintf("(diff not minimal: %d lines over its cost bound shown as removed and added whole)", t.Coarse))
	}
	out = append(out, "--- "+oldName, "+++ "+newName)
	line := func(prefix byte, side, i int) {
		text := t.A
		if side == 1 {
			text = t.B
		}
		out = append(out, string(prefix)+show(text[i]))
		if t.noEOL[side] && i == len(text)-1 {
			out = append(out, NoNewline)
		}
	}
	for _, h := range hunks {
		out = append(out, h.Header())
		ai := h.A0
		for _, blk := range t.Blocks[h.first:h.last] {
			for ; ai < blk.A0; ai++ {
				line(' ', 0, ai)
			}
			for i := blk.A0; i < blk.A1; i++ {
				line('-', 0, i)
			}
			for j := blk.B0; j < blk.B1; j++ {
				line('+', 1, j)
			}
			ai = blk.A1
		}
		for ; ai < h.A1; ai++ {
			line(' ', 0, ai)
		}
	}
	return out
}

// Hunk is one hunk of a unified diff: lines a[A0:A1] and b[B0:B1],
// context included.
type Hunk struct {
	A0, A1, B0, B1 int
	first, last    int // its blocks, t.Blocks[first:last]
}

// Header is the hunk's "@@ -l,s +l,s @@" line, as GNU diff writes it: a
// range of one line is its number alone, an empty range names the line
// before it.
func (h Hunk) Header() string {
	return fmt.Sprintf("@@ -%s +%s @@", hunkRange(h.A0, h.A1), hunkRange(h.B0, h.B1))
}

func hunkRange(lo, hi int) string {
	switch hi - lo {
	case 0:
		return fmt.Sprintf("%d,0", lo)
	case 1:
		return fmt.Sprint(lo + 1)
	}
	return fmt.Sprintf("%d,%d", lo+1, hi-lo)
}

// Hunks groups the blocks into hunks with Context lines around each; two
// blocks at most 2×Context lines apart share a hunk, as in GNU diff.
func (t *Text) Hunks() []Hunk {
	var out []Hunk
	for i := 0; i < len(t.Blocks); {
		first := t.Blocks[i]
		j := i + 1
		for j < len(t.Blocks) && t.Blocks[j].A0-t.Blocks[j-1].A1 <= 2*Context {
			j++
		}
		last := t.Blocks[j-1]
		before := min(Context, first.A0) // equal lines before: the same count on both sides
		after := min(Context, len(t.A)-last.A1, len(t.B)-last.B1)
		out = append(out, Hunk{
			A0: first.A0 - before, A1: last.A1 + after,
			B0: first.B0 - before, B1: last.B1 + after,
			first: i, last: j,
		})
		i = j
	}
	return out
}

// String is the unified diff as one text, for tests and tools.
func (t *Text) String() string {
	l := t.Unified("a", "b", nil)
	if len(l) == 0 {
		return ""
	}
	return strings.Join(l, "\n") + "\n"
}
