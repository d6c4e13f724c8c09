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

// regrafted replaces each pair of whole lines of one unit of a section,
// one deleted and one added, where one is the other with a run of at
// most maxGraft tokens cut from its start or its end, by the edit of the
// one line changed into the other. Machine code is left alone: its lines
// moved are scheduling, and its short lines share ends by chance.
func regrafted(what string, lang Lang, file string, edits []Edit) []Edit {
	if tables[lang].machine {
		return edits
	}
	type whole struct {
		i int // its index in edits
		l line
	}
	var gone, came []whole
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
			return edits
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
			gone = append(gone, whole{i: i, l: l})
		} else {
			came = append(came, whole{i: i, l: l})
		}
	}
	if len(gone) == 0 || len(came) == 0 {
		return edits
	}
	// Each line is keyed whole in an index by its unit; the other side's
	// lines look up each of their ends cut.
	index := func(ws []whole) map[string][]int {
		m := map[string][]int{}
		for k, w := range ws {
			key := graftKey(edits[w.i].Unit, w.l.toks)
			m[key] = append(m[key], k)
		}
		return m
	}
	goneAt, cameAt := index(gone), index(came)
	usedGone, usedCame := make([]bool, len(gone)), make([]bool, len(came))
	pairs := map[int]int{} // index in edits of the deleted line: of the added
	match := func(w whole, at map[string][]int, used []bool) int {
		n := len(w.l.toks)
		for cut := 1; cut <= maxGraft && n-cut >= max(minGraftKept, cut); cut++ {
			for _, kept := range [][]Token{w.l.toks[cut:], w.l.toks[:n-cut]} {
				if !nameOrWord(kept) {
					continue
				}
				for _, k := range at[graftKey(edits[w.i].Unit, kept)] {
					if !used[k] {
						used[k] = true
						return k
					}
				}
			}
		}
		return -1
	}
	for g, w := range gone { // the longer line deleted: a run cut
		if k := match(w, cameAt, usedCame); k >= 0 {
			usedGone[g] = true
			pairs[w.i] = came[k].i
		}
	}
	for c, w := range came { // the longer line added: a run added
		if usedCame[c] {
			continue
		}
		if k := match(w, goneAt, usedGone); k >= 0 {
			usedCame[c] = true
			pairs[gone[k].i] = w.i
		}
	}
	if len(pairs) == 0 {
		return edits
	}
	lines := map[int]line{}
	for _, ws := range [][]whole{gone, came} {
		for _, w := range ws {
			lines[w.i] = w.l
		}
	}
	dropped := map[int]bool{}
	for d, a := range pairs {
		dropped[a] = true
		e := pairEdit(what, lang, lines[d], lines[a])
		e.Unit, e.coarse, e.hunk = edits[a].Unit, edits[a].coarse, edits[d].hunk
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
