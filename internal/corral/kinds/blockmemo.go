package kinds

import (
	"slices"
	"strings"
	"sync"
)

// blocks remembers the edits of blocks of changed lines seen before: a
// formatter's or a compiler's change rewrites the same lines the same way
// in file after file (bcom -variant 3 changes 592,348 lines in 500 files
// in 285,555 blocks, of which 26,484 differ; a wrapper script's, 220,239
// and 20,423), and pairing a block's lines is most of what kinds cost
// there. A block's edits depend on its section, its language and its
// lines' text alone, and their line numbers on where it starts, so a
// block met again gets the same edits, moved to where it stands: the kinds
// do not depend on what was remembered. Blocks whose lines name their
// file are not remembered (their tokens are abstracted by the file).
var blocks = blockMemo{max: 32 << 20}

// blockMemo is a bounded map from a block to its edits, their line
// numbers relative to the block's first old and new lines. It is shared
// by the goroutines that cut files into edits, under mu; when what it
// holds passes max bytes it is emptied.
type blockMemo struct {
	mu    sync.Mutex
	max   int // 0: remember nothing
	bytes int
	m     map[string][]Edit
}

// blockKey is a block's key, and false for a block that cannot be
// remembered: one whose lines name their file, or too large.
func blockKey(what string, lang Lang, del, add []line) (string, bool) {
	n := len(what) + 2
	for _, side := range [][]line{del, add} {
		for _, l := range side {
			if l.named {
				return "", false
			}
			n += len(l.text) + 1
		}
	}
	if n > 4096 {
		return "", false
	}
	var b strings.Builder
	b.Grow(n)
	b.WriteString(what)
	b.WriteByte(0)
	b.WriteByte(byte(lang))
	for _, l := range del {
		b.WriteByte('\n')
		b.WriteString(l.text)
	}
	b.WriteByte(1)
	for _, l := range add {
		b.WriteByte('\n')
		b.WriteString(l.text)
	}
	return b.String(), true
}

// get appends the remembered edits of the block at key to out, moved to
// where del and add stand; false when there are none.
func (bm *blockMemo) get(out []Edit, key string, del, add []line) ([]Edit, bool) {
	bm.mu.Lock()
	edits, ok := bm.m[key]
	bm.mu.Unlock()
	if !ok {
		return out, false
	}
	for _, e := range edits {
		moveEdit(&e, del, add, +1)
		out = append(out, e)
	}
	return out, true
}

// put remembers the edits of the block at key.
func (bm *blockMemo) put(key string, edits []Edit, del, add []line) {
	kept := make([]Edit, len(edits))
	size := len(key)
	for i, e := range edits {
		moveEdit(&e, del, add, -1)
		kept[i] = e
		for _, d := range e.Diff {
			size += len(d)
		}
		for _, p := range e.Parts {
			size += len(p.Shape) + len(p.Concrete) + len(p.Skeleton) + len(p.Hole)
		}
		size += 160
	}
	bm.mu.Lock()
	defer bm.mu.Unlock()
	if bm.max == 0 {
		return
	}
	if bm.m == nil || bm.bytes+size > bm.max {
		bm.m, bm.bytes = map[string][]Edit{}, 0
	}
	if _, ok := bm.m[key]; !ok {
		bm.m[key] = kept
		bm.bytes += size
	}
}

// moveEdit moves an edit's line numbers by where the block's first old
// and new lines stand (dir +1) or back (-1), and clips its slices so that
// an append to one edit's never writes into another's.
//
// Kept, a line number is 1 + its distance from the block's first line, so
// that 0 still says "not there".
func moveEdit(e *Edit, del, add []line, dir int) {
	if e.OldLine != 0 && len(del) > 0 {
		e.OldLine += dir * (del[0].no - 1)
	}
	if e.NewLine != 0 && len(add) > 0 {
		e.NewLine += dir * (add[0].no - 1)
	}
	e.Diff, e.Parts = slices.Clip(e.Diff), slices.Clip(e.Parts)
}

// lexed remembers the tokens of lines seen before, as blocks does their
// edits: of bcom -variant 3's 592,348 changed lines, 36,960 differ. The
// tokens of a line are read, never written, by those who get them.
var lexed = lexMemo{max: 16 << 20}

// lexMemo is a bounded map from a line (its language and text) to its
// tokens, shared under mu; emptied when what it holds passes max bytes.
type lexMemo struct {
	mu    sync.Mutex
	max   int // 0: remember nothing
	bytes int
	m     map[string][]Token
}

// lex returns the tokens of a line of language lang (see lex).
func (lm *lexMemo) lex(lang Lang, text string) []Token {
	if len(text) > 512 || lm.max == 0 {
		return lex(lang, text)
	}
	key := string(rune(lang)) + text
	lm.mu.Lock()
	toks, ok := lm.m[key]
	lm.mu.Unlock()
	if ok {
		return toks
	}
	toks = slices.Clip(lex(lang, text))
	size := 2*len(key) + 48*len(toks) + 64
	lm.mu.Lock()
	defer lm.mu.Unlock()
	if lm.m == nil || lm.bytes+size > lm.max {
		lm.m, lm.bytes = map[string][]Token{}, 0
	}
	lm.m[key] = toks
	lm.bytes += size
	return toks
}

// forget empties the memo.
func (bm *blockMemo) forget() {
	bm.mu.Lock()
	bm.m, bm.bytes = nil, 0
	bm.mu.Unlock()
}

// forget empties the memo.
func (lm *lexMemo) forget() {
	lm.mu.Lock()
	lm.m, lm.bytes = nil, 0
	lm.mu.Unlock()
}
