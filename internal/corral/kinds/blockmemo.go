package kinds

import (
	"slices"
	"strings"
	"sync"
	"sync/atomic"
)

// Memo remembers the edits of blocks of changed lines that a run's files
// showed before: a formatter's or a compiler's change rewrites the same
// lines the same way in file after file (bcom -variant 3: one block in
// ten differs from all before it; docs/performance.md), and pairing a
// block's lines is most of what its kinds cost. A block's edits
// depend on its section, its language and its lines' text alone, and
// their line numbers on where it starts, so a block met again gets the
// edits it gave, moved to where it stands: the edits do not depend on
// what was remembered. Blocks whose lines name their file are not
// remembered (their tokens abstract the name). Where blocks seldom repeat
// (a listing's addresses, an AST's positions) it soon stops looking.
//
// A Memo is safe for use by many goroutines at once; it holds at most
// 32 MB, and is emptied when full.
type Memo struct{ blocks blockMemo }

// NewMemo returns an empty Memo for one run's files.
func NewMemo() *Memo { return &Memo{blocks: blockMemo{max: 32 << 20}} }

// Edits returns the edits of a file's change, as langs.Edits does, from
// what m remembers where it can.
func (m *Memo) Edits(langs Langs, file string, sections []Section) []Edit {
	return langs.edits(file, sections, &m.blocks)
}

// memoTrial is how many blocks a Memo looks up before it judges whether
// they repeat: it keeps looking while at least 1 in memoHits was met
// before.
const (
	memoTrial = 4096
	memoHits  = 8
)

// blockMemo is a bounded map from a block to its edits, their line
// numbers relative to the block's first old and new lines, under mu;
// when what it holds passes max bytes it is emptied.
type blockMemo struct {
	mu            sync.Mutex
	max           int // 0: remember nothing
	bytes         int
	m             map[string][]Edit
	lookups, hits atomic.Int64
}

// cold reports whether blocks have repeated too seldom to look them up.
func (bm *blockMemo) cold() bool {
	n := bm.lookups.Load()
	return bm.max == 0 || n >= memoTrial && bm.hits.Load()*memoHits < n
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
	// A line that starts inside a block comment is lexed as one (see
	// line.open), and a member's head is a declaration (see line.member):
	// their marks are part of the key.
	for i := range del {
		b.WriteByte(newline(del[i].open, del[i].member))
		b.WriteString(del[i].text)
	}
	b.WriteByte(1)
	for i := range add {
		b.WriteByte(newline(add[i].open, add[i].member))
		b.WriteString(add[i].text)
	}
	return b.String(), true
}

// newline is the byte that starts a line in a block's key: '\n', 2 for a
// line that starts inside a block comment, 3 for a member's head (4 for
// both).
func newline(open, member bool) byte {
	switch {
	case open && member:
		return 4
	case member:
		return 3
	case open:
		return 2
	}
	return '\n'
}

// get appends the remembered edits of the block at key to out, moved to
// where del and add stand; false when there are none.
func (bm *blockMemo) get(out []Edit, key string, del, add []line) ([]Edit, bool) {
	bm.lookups.Add(1)
	bm.mu.Lock()
	edits, ok := bm.m[key]
	bm.mu.Unlock()
	if !ok {
		return out, false
	}
	bm.hits.Add(1)
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
	// A construct is its head's line (see Edit.construct), moved as the
	// lines are: negative an old line's, positive a new one's.
	switch {
	case e.construct < 0 && len(del) > 0:
		e.construct -= dir * (del[0].no - 1)
	case e.construct > 0 && len(add) > 0:
		e.construct += dir * (add[0].no - 1)
	}
	e.Diff, e.Parts = slices.Clip(e.Diff), slices.Clip(e.Parts)
}
