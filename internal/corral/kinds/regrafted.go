package kinds

import "strings"

// A statement moved and edited at one of its ends (JavaScript's
// "this.x = y;" in a constructor that becomes the class field "x = y;",
// Python's "self.x = 1" become a class attribute, "static" dropped from
// a declaration placed elsewhere) is a pair of whole lines far apart in
// the diff, one deleted and one added: each alone is a kind of its own,
// and where the two happened to stand side by side they were paired, so
// one rule made two shapes. regrafted pairs them by content wherever they
// stand in their unit.

// maxGraft is the most tokens cut from or added to a line's end for the
// two lines to be one moved and edited; at least as many stay.
const maxGraft = 4

// minGraftKept is the fewest tokens the two lines share.
const minGraftKept = 3

// maxGraftLines bounds the whole lines a section's pass looks at: a file
// rewritten whole is not a few statements moved.
const maxGraftLines = 4096

// regrafted replaces each pair of whole lines of one unit of a section
// (its outer unit: a class whose methods are units, see Edit.outer),
// one deleted and one added, where one is the other with a run of at
// most maxGraft tokens cut from its start or its end, by the edit of the
// one line changed into the other. Machine code is left alone: its lines
// moved are scheduling, and its short lines share ends by chance.
func regrafted(what string, lang Lang, file string, edits []Edit) []Edit {
	if tables[lang].machine {
		return edits
	}
	gone, came, ok := graftLines(lang, file, edits)
	if !ok || len(gone) == 0 || len(came) == 0 {
		return edits
	}
	pairs := graftPairs(edits, gone, came)
	if len(pairs) == 0 {
		return edits
	}
	lines := map[int]line{}
	for _, ws := range [][]graftLine{gone, came} {
		for _, w := range ws {
			lines[w.i] = w.l
		}
	}
	dropped := map[int]bool{}
	for d, a := range pairs {
		dropped[a] = true
		e := pairEdit(what, lang, lines[d], lines[a])
		e.Unit, e.outer, e.coarse, e.hunk = edits[a].Unit, edits[a].outer, edits[a].coarse, edits[d].hunk
		edits[d] = e
	}
	out := edits[:0]
	for i := range edits {
		if !dropped[i] {
			out = append(out, edits[i])
		}
	}
	return out
}

// graftLine is a whole line's edit, its index in the section's edits,
// and its line cut into tokens.
type graftLine struct {
	i int
	l line
}

// graftLines returns the section's whole lines deleted and added that
// are no side effect, lexed; ok is false past maxGraftLines.
func graftLines(lang Lang, file string, edits []Edit) (gone, came []graftLine, ok bool) {
	for i := range edits {
		e := &edits[i]
		if len(e.Diff) != 1 || len(e.Parts) != 1 || e.side || e.Family == "layout" || e.Family == "moved" ||
			(e.OldLine == 0) == (e.NewLine == 0) || len(e.Diff[0]) < 2 {
			continue
		}
		if op := e.Diff[0][0]; op != '-' && op != '+' || e.Parts[0].Shape == "" || e.Parts[0].Shape[0] != op {
			continue
		}
		if len(gone)+len(came) >= maxGraftLines {
			return nil, nil, false
		}
		text := e.Diff[0][1:]
		abs := text
		if lang != Diag {
			abs = abstract(file, text)
		}
		l := line{raw: e.Diff[0], text: text, abs: abs, no: e.OldLine + e.NewLine, at: e.NewLine}
		l.toks = lexOpen(lang, abs, false)
		if len(l.toks) < minGraftKept {
			continue
		}
		if e.OldLine != 0 {
			gone = append(gone, graftLine{i: i, l: l})
		} else {
			came = append(came, graftLine{i: i, l: l})
		}
	}
	return gone, came, true
}

// graftPairs pairs the lines: each line is keyed whole in an index by
// its unit, and the other side's lines look up each of their ends cut,
// the longer line deleted first (a run cut), then added (a run added).
// It returns the index in edits of each deleted line paired, to its
// added line's.
func graftPairs(edits []Edit, gone, came []graftLine) map[int]int {
	index := func(ws []graftLine) map[string][]int {
		m := map[string][]int{}
		for k, w := range ws {
			key := graftKey(edits[w.i].outer, w.l.toks)
			m[key] = append(m[key], k)
		}
		return m
	}
	goneAt, cameAt := index(gone), index(came)
	usedGone, usedCame := make([]bool, len(gone)), make([]bool, len(came))
	pairs := map[int]int{}
	match := func(w graftLine, at map[string][]int, used []bool) int {
		n := len(w.l.toks)
		for cut := 1; cut <= maxGraft && n-cut >= max(minGraftKept, cut); cut++ {
			for _, kept := range [][]Token{w.l.toks[cut:], w.l.toks[:n-cut]} {
				if !nameOrWord(kept) {
					continue
				}
				for _, k := range at[graftKey(edits[w.i].outer, kept)] {
					if !used[k] {
						used[k] = true
						return k
					}
				}
			}
		}
		return -1
	}
	for g, w := range gone {
		if k := match(w, cameAt, usedCame); k >= 0 {
			usedGone[g] = true
			pairs[w.i] = came[k].i
		}
	}
	for c, w := range came {
		if k := -1; !usedCame[c] {
			if k = match(w, goneAt, usedGone); k >= 0 {
				usedCame[c] = true
				pairs[gone[k].i] = w.i
			}
		}
	}
	return pairs
}

// graftKey is a line's tokens in its unit, as one string.
func graftKey(unit int, toks []Token) string {
	var b strings.Builder
	b.WriteByte(byte(unit))
	b.WriteByte(byte(unit >> 8))
	b.WriteByte(byte(unit >> 16))
	b.WriteByte(byte(unit >> 24))
	for _, t := range toks {
		b.WriteString(t.Text)
		b.WriteByte(0)
	}
	return b.String()
}

// nameOrWord reports whether tokens hold a name or a word, not punctuation
// and numbers alone.
func nameOrWord(toks []Token) bool {
	for _, t := range toks {
		if t.Class == Ident || t.Class == Word {
			return true
		}
	}
	return false
}
