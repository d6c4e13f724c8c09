package kinds

import (
	"slices"
	"strings"

	"github.com/corral-go/corral/internal/corral/linediff"
)

// Records: a dump that writes each object as a block of lines, its head
// ("Symbol {", "{", "Section {"), its fields one a line, indented deeper,
// and its end ("}", "},") at the head's indentation: llvm-readobj's
// symbols, sections and relocations, JSON, protobuf's text format, Rust's
// and Go's pretty-printed values. Records come and go whole, but a line
// diff matches the lines that many records share ("Value: 0x0", "Size:
// 0", "}", "Symbol {") across them, so a record added was cut into its
// lines, interleaved with a record that changed beside it, and each
// line's shape became a kind (llvm-readobj's symbols with
// -ffunction-sections: 14 kinds for one cause).
//
// Such a text is diffed record by record (see diffRecords): records the
// same but for their numbers are one record changed, records left over
// on both sides are paired by the fields they share, and what is paired
// is diffed line by line. The diff edits are cut from is made so (see
// AlignRecords), and in a hunk a record that came or went with no
// partner is one edit, "+ Symbol { Name: … }", its head and its first
// field's key (see hunk.records).

// recordOpen and recordClose are the brackets a record's head ends in
// and its end starts with.
const (
	recordOpen  = "{[("
	recordClose = "}])"
)

// uniqueHead is what a pair of records of one head, the only one of
// each side to hold it, scores above its fields: more than any fields.
const uniqueHead = 1 << 20

// maxRecordPairs bounds the table that pairs a region's records by their
// fields: a larger region pairs none, its records come and go whole.
const maxRecordPairs = 64 * 64

// recordItem is one item of a side read as records: a whole record (its
// head's line to its end's) or a line outside any.
type recordItem struct {
	lo, hi int  // the side's lines [lo, hi)
	record bool // a record, not a loose line
}

// recordDiff is a diff of two sides read as records.
type recordDiff struct {
	a, b   []string
	source bool           // source code: a record at the outermost level is a declaration
	ids    map[string]int // lines interned, for line diffs
	// keptA[k] and keptB[k] are the lines matched, ascending.
	keptA, keptB []int
	// left[side][i], where set, says that line i of a side is a changed
	// line of a diff read by records whole (see AlignRecords): a record
	// whose end is one was left unpaired by its whole text, whose records
	// a hunk holds only some of, and is paired with none.
	left [2][]bool
	// excerpt says a and b are a hunk's lines, not whole texts: too
	// few records to tell which fields one record alone holds (see
	// level.named).
	excerpt bool
	// whole are the records come or gone whole (no partner), in order:
	// their side (0: a, 1: b) and lines [lo, hi).
	whole [][3]int
	// ends remembers, of each side's lines, where the record a line
	// heads ends (see recordDiff.isRecord): each depth reads the heads
	// of the one before again (a JSON dump's objects within objects).
	ends [2][]int32
}

// recordShortcuts is false where a test reads every record inside, the
// same as its partner or not, and finds each record's end anew.
var recordShortcuts = true

// side is a side's lines: 0 a, 1 b.
func (d *recordDiff) side(side int) []string {
	if side == 0 {
		return d.a
	}
	return d.b
}

// isRecord is isRecord of line i of a side, remembered. Read within the
// whole side it is the same as within any part diff reads: a record's
// lines are deeper than its head and end, so the end of a record that
// heads a line of a paired record's inside is inside it too, and a line
// that heads none there heads none in the whole.
func (d *recordDiff) isRecord(side, i int) (int, bool) {
	ends := d.ends[side]
	if ends == nil {
		ends = make([]int32, len(d.side(side)))
		d.ends[side] = ends
	}
	switch e := ends[i]; {
	case !recordShortcuts:
	case e > 0:
		return int(e), true
	case e < 0:
		return 0, false
	}
	end, ok := isRecord(d.side(side), i)
	if ok {
		ends[i] = int32(end)
	} else {
		ends[i] = -1
	}
	return end, ok
}

// recordLevel is recordLevel of a[a0:a1] and b[b0:b1], its records
// remembered.
func (d *recordDiff) recordLevel(a0, a1, b0, b1 int) (int, bool) {
	from := [2]int{a0, b0}
	return recordLevelBy(d.a[a0:a1], d.b[b0:b1], func(side, i int) (int, bool) {
		end, ok := d.isRecord(side, from[side]+i)
		return end - from[side], ok
	})
}

// recordItems is recordItems of a side's lines [lo, hi), its records
// remembered: the items' lines count from lo.
func (d *recordDiff) recordItems(side, lo, hi, level int) []recordItem {
	return recordItemsBy(d.side(side)[lo:hi], level, func(i int) (int, bool) {
		end, ok := d.isRecord(side, lo+i)
		return end - lo, ok
	})
}

// maxRecordDepth bounds how deep records within records are read as
// records; deeper, their lines are diffed as lines.
const maxRecordDepth = 6

// diffRecords diffs two sides read as records (see recordDiff.diff).
// Only records of data are records (see dataRecord); source reads them
// as source code's (see recordDiff.source). It
// reports false where no record came or went whole: the line diff tells
// as much.
func diffRecords(a, b []string, source bool, left [2][]bool, excerpt bool) (*recordDiff, bool) {
	if !anyOpener(a) && !anyOpener(b) {
		return nil, false
	}
	d := &recordDiff{a: a, b: b, source: source, ids: map[string]int{}, left: left, excerpt: excerpt}
	d.diff(0, len(a), 0, len(b), 0)
	return d, len(d.whole) > 0
}

// diff diffs a[a0:a1] and b[b0:b1] as records at the least indentation
// at which a side holds a whole record: records paired are diffed
// again inside, as records where they hold them, and lines outside
// records and in records without any are diffed line by line.
func (d *recordDiff) diff(a0, a1, b0, b1, depth int) {
	a, b := d.a[a0:a1], d.b[b0:b1]
	level, ok := d.recordLevel(a0, a1, b0, b1)
	if !ok || depth > maxRecordDepth {
		d.lines(seq(a0, a1), seq(b0, b1))
		return
	}
	ia, ib := d.recordItems(0, a0, a1, level), d.recordItems(1, b0, b1, level)
	lv := newLevel(a, b, ia, ib)
	lv.d, lv.at = d, [2]int{a0, b0}
	keys := map[string]int{}
	pairs := lv.pairItems(linediff.Ints(itemKeys(lv.masked[0], keys), itemKeys(lv.masked[1], keys)))
	inPair := [2][]bool{make([]bool, len(ia)), make([]bool, len(ib))}
	for _, p := range pairs {
		inPair[0][p[0]], inPair[1][p[1]] = true, true
	}
	c := newComing([2][]string{a, b}, [2][]recordItem{ia, ib}, inPair, d.source)
	// Between two pairs, records come or gone whole are edits; the
	// region's other lines are diffed line by line.
	i, j := 0, 0
	for _, p := range append(pairs, [2]int{len(ia), len(ib)}) {
		var restA, restB []int
		c.region(i, p[0], j, p[1])
		for ; i < p[0]; i++ {
			restA = d.region(restA, 0, ia[i], a0, c.whole(0, i))
		}
		for ; j < p[1]; j++ {
			restB = d.region(restB, 1, ib[j], b0, c.whole(1, j))
		}
		d.lines(restA, restB)
		if p[0] == len(ia) {
			break
		}
		x, y := ia[p[0]], ib[p[1]]
		switch {
		case x.record && y.record && recordShortcuts && slices.Equal(a[x.lo:x.hi], b[y.lo:y.hi]):
			// The same record: read inside, every line would be kept, at
			// each depth again (a JSON dump's objects within objects, most
			// of which a change leaves as they were).
			for k := range x.hi - x.lo {
				d.keptA, d.keptB = append(d.keptA, a0+x.lo+k), append(d.keptB, b0+y.lo+k)
			}
		case x.record && y.record:
			d.keep(a0+x.lo, b0+y.lo)
			d.diff(a0+x.lo+1, a0+x.hi-1, b0+y.lo+1, b0+y.hi-1, depth+1)
			d.keep(a0+x.hi-1, b0+y.hi-1)
		default:
			d.lines(seq(a0+x.lo, a0+x.hi), seq(b0+y.lo, b0+y.hi))
		}
		i, j = p[0]+1, p[1]+1
	}
}

// region adds an item left unpaired to a region's lines, or, where it
// came or went whole, to the records come or gone.
func (d *recordDiff) region(rest []int, side int, it recordItem, at int, whole bool) []int {
	if whole {
		d.whole = append(d.whole, [3]int{side, at + it.lo, at + it.hi})
		return rest
	}
	for k := it.lo; k < it.hi; k++ {
		rest = append(rest, at+k)
	}
	return rest
}

// coming tells which records left unpaired at one level came or went
// whole (see whole).
type coming struct {
	sides  [2][]string
	items  [2][]recordItem
	inPair [2][]bool
	source bool
	// keys are each side's unpaired records' texts (see linesKey), by
	// item, and moved the set of them.
	keys  [2][]string
	moved [2]map[string]bool
	// The region between two pairs being read (see region): its items
	// on each side, and their text (see spaceless), made when asked.
	lo, hi [2]int
	flat   [2]*string
	// searched counts the bytes sought through (see maxSearched).
	searched int
}

// newComing reads a level's records for coming.
func newComing(sides [2][]string, items [2][]recordItem, inPair [2][]bool, source bool) *coming {
	c := &coming{sides: sides, items: items, inPair: inPair, source: source}
	for side := range items {
		c.keys[side], c.moved[side] = make([]string, len(items[side])), map[string]bool{}
		for k, it := range items[side] {
			if it.record && !inPair[side][k] {
				c.keys[side][k] = linesKey(sides[side][it.lo:it.hi])
				c.moved[side][c.keys[side][k]] = true
			}
		}
	}
	return c
}

// region sets the region between two pairs: items [i0, i1) of a and
// [j0, j1) of b.
func (c *coming) region(i0, i1, j0, j1 int) {
	c.lo, c.hi, c.flat = [2]int{i0, j0}, [2]int{i1, j1}, [2]*string{}
}

// whole reports whether item k of a side, in the region, is a record
// that came or went whole: its fields, spaces and punctuation left out,
// nowhere in the other side's region (a record re-wrapped into a line,
// or whose head alone changed, is its lines' change: a call's arguments
// split one a line and joined again, "map[string]interface{}{" made
// "map[string]any{"), and not the same as a record unpaired on the
// other side, its lines in any order (a record moved, its fields sorted
// anew). In source code a record at the outermost level is a
// declaration (see wholeEdit).
func (c *coming) whole(side, k int) bool {
	it := c.items[side][k]
	ls := c.sides[side]
	if !it.record || c.inPair[side][k] || c.source && indentOf(ls[it.lo]) == 0 {
		return false
	}
	other := 1 - side
	if c.moved[other][c.keys[side][k]] {
		return false
	}
	if c.flat[other] == nil {
		var b strings.Builder
		for _, o := range c.items[other][c.lo[other]:c.hi[other]] {
			b.WriteString(spaceless(c.sides[other][o.lo:o.hi]))
		}
		f := b.String()
		c.flat[other] = &f
	}
	body := spaceless(ls[it.lo+1 : it.hi-1])
	if c.searched += len(*c.flat[other]); c.searched > maxSearched {
		return true // past the bound: read as come or gone, unsought
	}
	return body == "" || !strings.Contains(*c.flat[other], body)
}

// maxSearched bounds the bytes a level's search for records re-wrapped
// reads (see coming.whole): each record unpaired is sought in the other
// side's region, and 25,000 records each sought in 3 MB took 16 s.
const maxSearched = 64 << 20

// linesKey is a record's lines, each without its spaces and
// punctuation (see spaceless), in sorted order: a record moved, its
// fields sorted anew (jq -S), keeps its key.
func linesKey(ls []string) string {
	keys := make([]string, len(ls))
	for i := range ls {
		keys[i] = spaceless(ls[i : i+1])
	}
	slices.Sort(keys)
	return strings.Join(keys, "\n")
}

// spaceless joins lines with their spaces and punctuation left out: a
// formatter's commas and semicolons come and go with its layout.
func spaceless(ls []string) string {
	var b strings.Builder
	for _, l := range ls {
		for i := 0; i < len(l); i++ {
			if c := l[i]; keyByte(c) && c != ' ' || c >= 0x80 {
				b.WriteByte(c)
			}
		}
	}
	return b.String()
}

// seq returns the ints [lo, hi).
func seq(lo, hi int) []int {
	out := make([]int, hi-lo)
	for i := range out {
		out[i] = lo + i
	}
	return out
}

// keep matches line i of a with line j of b where they are the same.
func (d *recordDiff) keep(i, j int) {
	if d.a[i] == d.b[j] {
		d.keptA, d.keptB = append(d.keptA, i), append(d.keptB, j)
	}
}

// lines diffs the lines of a at as and of b at bs (each ascending) line
// by line.
func (d *recordDiff) lines(as, bs []int) {
	if len(as) == 0 || len(bs) == 0 {
		return
	}
	if len(as) == 1 && len(bs) == 1 {
		d.keep(as[0], bs[0])
		return
	}
	s := linediff.Ints(d.intern(d.a, as), d.intern(d.b, bs))
	i, j := 0, 0
	keep := func(toA, toB int) {
		for ; i < toA && j < toB; i, j = i+1, j+1 {
			d.keptA, d.keptB = append(d.keptA, as[i]), append(d.keptB, bs[j])
		}
	}
	for _, blk := range s.Blocks {
		keep(blk.A0, blk.B0)
		i, j = blk.A1, blk.B1
	}
	keep(len(as), len(bs))
}

// intern returns the symbols of the lines of ls at at, for a line diff.
func (d *recordDiff) intern(ls []string, at []int) []int {
	out := make([]int, len(at))
	for i, k := range at {
		out[i] = internID(d.ids, ls[k])
	}
	return out
}

// AlignRecords makes t's script a diff record by record where its texts
// are records of data and one came or went whole (see Records above):
// the diff that edits are cut from (see DiffNear), not the one a person
// reads.
// It reports whether it changed the script.
func AlignRecords(t *linediff.Text) bool {
	if !changedHead(t) || statements(t.A) || statements(t.B) {
		return false
	}
	d, ok := diffRecords(t.A, t.B, false, [2][]bool{}, false)
	if !ok {
		return false
	}
	blocks := keptBlocks(d.keptA, d.keptB, len(t.A), len(t.B))
	if slices.Equal(blocks, t.Blocks) {
		return false
	}
	t.Blocks = blocks
	return true
}

// statements reports whether a text holds a line that ends a statement
// (";"): code, whose blocks are no records of data, and whose layout
// other rules read (C re-indented, JavaScript re-wrapped, GIMPLE). A
// dump of records holds none.
func statements(ls []string) bool {
	for _, l := range ls {
		if strings.HasSuffix(strings.TrimRight(l, " \t\r"), ";") {
			return true
		}
	}
	return false
}

// changedHead reports whether a line the diff changed heads a record of
// data: where records come or go, their heads on one side outnumber the
// other's, and one at least is no line kept. Most diffs of code change
// no such line, and are not read as records at all.
func changedHead(t *linediff.Text) bool {
	for _, blk := range t.Blocks {
		for _, side := range [2]struct {
			ls     []string
			lo, hi int
		}{{t.A, blk.A0, blk.A1}, {t.B, blk.B0, blk.B1}} {
			for i := side.lo; i < side.hi; i++ {
				if opener(side.ls[i]) != 0 {
					if _, ok := isRecord(side.ls, i); ok {
						return true
					}
				}
			}
		}
	}
	return false
}

// MayHoldRecords reports whether t's texts may be read as records (see
// AlignRecords): a line ends in a bracket that opens one.
func MayHoldRecords(t *linediff.Text) bool {
	return len(t.Blocks) > 0 && (anyOpener(t.A) || anyOpener(t.B))
}

// keptBlocks returns the blocks between lines kept (ascending pairs).
func keptBlocks(keptA, keptB []int, n, m int) []linediff.Block {
	var out []linediff.Block
	i, j := 0, 0
	for k := 0; k <= len(keptA); k++ {
		toA, toB := n, m
		if k < len(keptA) {
			toA, toB = keptA[k], keptB[k]
		}
		if toA > i || toB > j {
			out = append(out, linediff.Block{A0: i, A1: toA, B0: j, B1: toB})
		}
		i, j = toA+1, toB+1
	}
	return out
}

// anyOpener reports whether a line ends in a record's head.
func anyOpener(ls []string) bool {
	for _, l := range ls {
		if opener(l) != 0 {
			return true
		}
	}
	return false
}

// opener returns the bracket a line that heads a record ends in, 0 where
// it heads none.
func opener(t string) byte {
	t = strings.TrimRight(t, " \t")
	if t == "" || strings.IndexByte(recordOpen, t[len(t)-1]) < 0 {
		return 0
	}
	return t[len(t)-1]
}

// recordEnd returns the line past the end of the record whose head is
// ls[i], and whether its end is there: the next line at the head's
// indentation starts with the bracket that closes it, and every line
// between (one at least) is indented deeper or blank.
func recordEnd(ls []string, i int) (int, bool) {
	c := opener(ls[i])
	if c == 0 {
		return 0, false
	}
	closeBy := recordClose[strings.IndexByte(recordOpen, c)]
	in := indentOf(ls[i])
	for k := i + 1; k < len(ls); k++ {
		t := ls[k]
		if strings.TrimSpace(t) == "" {
			continue
		}
		d := indentOf(t)
		if d > in {
			continue
		}
		return k + 1, d == in && t[d] == closeBy && k > i+1
	}
	return 0, false
}

// isRecord reports whether ls[i] heads a whole record of data (see
// dataRecord), and where it ends.
func isRecord(ls []string, i int) (int, bool) {
	end, ok := recordEnd(ls, i)
	return end, ok && dataRecord(ls[i:end])
}

// dataRecord reports whether a record's lines are data: each line at its
// fields' indentation a field (see fieldLine), a row led by a number
// ("0x37 R_X86_64_PC32 .L.str 0xFFFFFFFFFFFFFFFC", "0x12, 0x34,"), or a
// record's head or end within it; none ends a statement (";"). A
// function's body is none.
func dataRecord(ls []string) bool {
	if statementHead(ls[0]) {
		return false
	}
	in := -1
	for _, l := range ls[1 : len(ls)-1] {
		if strings.TrimSpace(l) != "" && (in < 0 || indentOf(l) < in) {
			in = indentOf(l)
		}
	}
	for _, l := range ls[1 : len(ls)-1] {
		t := strings.TrimSpace(l)
		if strings.HasSuffix(t, ";") {
			return false
		}
		if opener(t) != 0 && statementHead(t) {
			return false // a block of code within (for, if, func)
		}
		if t == "" || indentOf(l) != in || opener(t) != 0 || strings.IndexByte(recordClose, t[0]) >= 0 {
			continue
		}
		if !fieldLine(t) && !numberLike(strings.TrimRight(firstField(t), ",")) {
			return false
		}
	}
	return true
}

// statementHead reports whether a line that opens a block opens code: a
// control word first (if, for, func, def, switch), or a test or an
// assignment in it (":=", "==", "!=", "&&", "||").
func statementHead(l string) bool {
	t := strings.TrimSpace(l)
	if strings.HasPrefix(t, "}") {
		t = strings.TrimSpace(t[1:]) // "} else {"
	}
	f, _, _ := strings.Cut(t, " ")
	if controlWords[f] || f == "func" || f == "def" || f == "fn" || f == "class" || f == "return" {
		return true
	}
	for _, op := range []string{":=", "==", "!=", "&&", "||"} {
		if strings.Contains(t, op) {
			return true
		}
	}
	return false
}

// fieldLine reports whether a trimmed line is a field: a key (a word,
// words with spaces between, or a quoted string) then ":" or "=", not
// an assignment or comparison (":=", "=="), or then a list or record
// held in it ("Flags [ (0x6)").
func fieldLine(t string) bool {
	k := 0
	if t[0] == '"' {
		end := strings.IndexByte(t[1:], '"')
		if end < 0 {
			return false
		}
		k = end + 2
	} else {
		for k < len(t) && keyByte(t[k]) {
			k++
		}
		if k == 0 {
			return false
		}
	}
	for k < len(t) && t[k] == ' ' {
		k++
	}
	if k < len(t) && (t[k] == '[' || t[k] == '{') {
		return true
	}
	return k < len(t) && (t[k] == ':' || t[k] == '=') && (k+1 == len(t) || t[k+1] != '=')
}

// keyByte reports whether c may stand in a field's unquoted key.
func keyByte(c byte) bool {
	return c == '_' || c == '-' || c == '.' || c == ' ' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// recordLevel returns the least indentation at which a side holds a
// whole record: a list that holds records ("Symbols [", a JSON file's
// object) is one record, paired with the other side's and read inside.
func recordLevel(a, b []string) (int, bool) {
	return recordLevelBy(a, b, func(side, i int) (int, bool) { return isRecord([2][]string{a, b}[side], i) })
}

// recordLevelBy is recordLevel with record, which is isRecord of line i
// of a side (0: a, 1: b).
func recordLevelBy(a, b []string, record func(side, i int) (int, bool)) (int, bool) {
	level, found := 0, false
	for side, ls := range [2][]string{a, b} {
		for i := range ls {
			if in := indentOf(ls[i]); (!found || in < level) && opener(ls[i]) != 0 {
				if _, ok := record(side, i); ok {
					level, found = in, true
				}
			}
		}
	}
	return level, found
}

// recordItems cuts a side's lines into its records at level and the
// lines outside them.
func recordItems(ls []string, level int) []recordItem {
	return recordItemsBy(ls, level, func(i int) (int, bool) { return isRecord(ls, i) })
}

// recordItemsBy is recordItems with record, which is isRecord of line i.
func recordItemsBy(ls []string, level int, record func(i int) (int, bool)) []recordItem {
	var out []recordItem
	for i := 0; i < len(ls); {
		if indentOf(ls[i]) == level {
			if end, ok := record(i); ok {
				out = append(out, recordItem{lo: i, hi: end, record: true})
				i = end
				continue
			}
		}
		out = append(out, recordItem{lo: i, hi: i + 1})
		i++
	}
	return out
}

// itemKeys interns each item's text, a record's numbers masked (see
// maskValues): a record whose numbers alone changed (an offset into a
// string table, an index) is the same record.
func itemKeys(masked [][]string, ids map[string]int) []int {
	out := make([]int, len(masked))
	for i, ls := range masked {
		k := strings.Join(ls, "\n")
		if len(ls) > 1 {
			k = "\x00" + k // a record: never a loose line
		}
		out[i] = internID(ids, k)
	}
	return out
}

// level is one level of two sides read as records: their items, each
// record's lines masked (see maskValues; a loose line is itself: one
// whose numbers changed is changed), and the fields that tell a record
// on both sides (see identity).
type level struct {
	items  [2][]recordItem
	masked [2][][]string
	d      *recordDiff
	at     [2]int // where each side's lines start in d's
	// holder[side][field] is the item of the one record of its side that
	// holds the field, where one alone does; -1 where several do.
	holder [2]map[string]int
}

// newLevel masks a level's records and finds its identities.
func newLevel(a, b []string, ia, ib []recordItem) *level {
	lv := &level{items: [2][]recordItem{ia, ib}}
	for side, ls := range [2][]string{a, b} {
		items := lv.items[side]
		lv.masked[side] = make([][]string, len(items))
		for k, it := range items {
			if !it.record {
				lv.masked[side][k] = []string{ls[it.lo]}
				continue
			}
			m := make([]string, it.hi-it.lo)
			for i, l := range ls[it.lo:it.hi] {
				m[i] = maskValues(l)
			}
			lv.masked[side][k] = m
		}
	}
	return lv
}

// holders finds, once, the records that hold each field (see
// level.holder): only a level with records to pair by their fields
// needs them.
func (lv *level) holders() {
	if lv.holder[0] != nil {
		return
	}
	for side := range lv.holder {
		lv.holder[side] = map[string]int{}
		for k, m := range lv.masked[side] {
			if !lv.items[side][k].record {
				continue
			}
			for _, f := range m[1 : len(m)-1] {
				if h, ok := lv.holder[side][f]; !ok {
					lv.holder[side][f] = k
				} else if h != k {
					lv.holder[side][f] = -1
				}
			}
		}
	}
}

// identity reports, of a field of a record of one side, whether one
// record alone holds it on each side ("Name: HUF_readStats (#)"), and
// which on the other.
func (lv *level) identity(side int, f string) (other int, ok bool) {
	if h, ok := lv.holder[side][f]; !ok || h < 0 {
		return 0, false
	}
	h, ok := lv.holder[1-side][f]
	return h, ok && h >= 0
}

// left reports whether record k of a side was left unpaired by the
// diff of its whole text (see recordDiff.left): its head and its end
// are changed lines. A record paired keeps its head; its end may
// change (JSON's "}" made "}," where a record follows it now).
func (lv *level) left(side, k int) bool {
	l := lv.d.left[side]
	it := lv.items[side][k]
	return l != nil && l[lv.at[side]+it.lo] && l[lv.at[side]+it.hi-1]
}

// named returns the record of the other side that the fields of record
// i of a side name, where those that only one record holds on each side
// all name one: a symbol whose name stands in another record of the
// other side is that record, whatever it shares with the records around
// it (two symbols that swapped places, a section's symbol gone and
// another's come). -1 where they name none, or two (a name in one, a
// status or a binding that moved between records in another), or where
// the lines are a hunk's (see recordDiff.excerpt).
func (lv *level) named(side, i int) int {
	if lv.d.excerpt {
		return -1 // a hunk holds too few records to tell which are unique
	}
	m := lv.masked[side][i]
	at := -1
	for _, f := range m[1 : len(m)-1] {
		if h, ok := lv.identity(side, f); ok {
			if at >= 0 && h != at {
				return -1 // its fields name two records: none tells
			}
			at = h
		}
	}
	return at
}

// pairable reports, of each record of a region's side, whether it may be
// paired with a record of the other side: not left apart by its whole
// text (see level.left), and the record its fields name, if any (see
// level.named), is the one it may be paired with (-1: any).
func (lv *level) pairable(side, lo, hi int) (ok []bool, with []int) {
	ok, with = make([]bool, hi-lo), make([]int, hi-lo)
	for k := lo; k < hi; k++ {
		if lv.items[side][k].record {
			ok[k-lo], with[k-lo] = !lv.left(side, k), lv.named(side, k)
		}
	}
	return ok, with
}

// pairItems returns the items paired, ascending on both sides: those the
// diff of their keys kept, and in each region it replaced, the records
// paired by their fields (see pairRecords).
func (lv *level) pairItems(s linediff.Script) [][2]int {
	a, b := lv.items[0], lv.items[1]
	var out [][2]int
	i, j := 0, 0
	keep := func(toA, toB int) {
		for ; i < toA && j < toB; i, j = i+1, j+1 {
			out = append(out, [2]int{i, j})
		}
	}
	for _, blk := range s.Blocks {
		keep(blk.A0, blk.B0)
		out = append(out, lv.pairRecords(blk)...)
		i, j = blk.A1, blk.B1
	}
	keep(len(a), len(b))
	return out
}

// pairRecords pairs the records of a region the item diff replaced, in
// order, so that the fields the pairs share are the most in all. A pair
// shares half its fields at least, its heads read alike, and one field
// it shares is the only one of its text on each side of the region
// ("Name: .text (#)", not "Address: 0x0"): records of one list share
// most of their fields, and a field they all hold tells none from
// another. A head only one record of each side holds pairs them
// whatever they share.
func (lv *level) pairRecords(blk linediff.Block) [][2]int {
	m, n := blk.A1-blk.A0, blk.B1-blk.B0
	if m == 0 || n == 0 || m*n > maxRecordPairs {
		return nil
	}
	lv.holders()
	fa, fb := regionFields(lv.masked[0][blk.A0:blk.A1]), regionFields(lv.masked[1][blk.B0:blk.B1])
	okA, withA := lv.pairable(0, blk.A0, blk.A1)
	okB, withB := lv.pairable(1, blk.B0, blk.B1)
	score := make([][]int, m)
	for i := range score {
		score[i] = make([]int, n)
		x := fa.records[i]
		for j := range score[i] {
			y := fb.records[j]
			if x == nil || y == nil || !okA[i] || !okB[j] ||
				withA[i] >= 0 && withA[i] != blk.B0+j || withB[j] >= 0 && withB[j] != blk.A0+i {
				continue
			}
			score[i][j] = sharedFields(x, y, fa, fb)
			if h := x[0]; fa.heads[h] == 1 && fb.heads[h] == 1 && h == y[0] {
				score[i][j] += uniqueHead
			}
		}
	}
	out := bestPairs(score)
	for k := range out {
		out[k][0] += blk.A0
		out[k][1] += blk.B0
	}
	return out
}

// fieldCounts is a region's records of one side, numbers masked (see
// maskNumbers) once: each item's lines (nil for a loose line), and how
// many records hold each head and each field.
type fieldCounts struct {
	records       [][]string
	heads, fields map[string]int
}

// regionFields counts the heads and fields of a region's records, their
// lines masked (see level).
func regionFields(masked [][]string) fieldCounts {
	c := fieldCounts{records: make([][]string, len(masked)), heads: map[string]int{}, fields: map[string]int{}}
	for k, m := range masked {
		if len(m) < 2 {
			continue // a loose line
		}
		c.records[k] = m
		c.heads[m[0]]++
		seen := map[string]bool{}
		for _, f := range m[1 : len(m)-1] {
			if !seen[f] {
				seen[f] = true
				c.fields[f]++
			}
		}
	}
	return c
}

// sharedFields returns how many of two records' fields (the lines
// between head and end, numbers masked: see regionFields) they share, 0
// where that is less than half of the longer's, none of them is the only
// one of its text on each side (see fieldCounts), or their heads differ;
// records that hold records, with one head, are paired whatever they
// share.
func sharedFields(x, y []string, cx, cy fieldCounts) int {
	if x[0] != y[0] {
		return 0
	}
	fx, fy := x[1:len(x)-1], y[1:len(y)-1]
	if anyOpener(fx) || anyOpener(fy) {
		// Lists of records with one head ("Symbols [") are one list,
		// whatever share of its records came or went.
		return 1 + min(len(fx), len(fy))
	}
	have := make(map[string]int, len(fx))
	for _, f := range fx {
		have[f]++
	}
	n, telling := 0, false
	for _, f := range fy {
		if have[f] > 0 {
			have[f]--
			n++
			telling = telling || cx.fields[f] == 1 && cy.fields[f] == 1
		}
	}
	if !telling || 2*n < max(len(fx), len(fy)) {
		return 0
	}
	return n
}

// records reads a hunk as records (see above) where a record came or
// went whole: it returns the edits of records come or gone and sets the
// hunk's blocks to the lines that changed around them. It reports
// false, the hunk untouched, where no record came or went. Only
// records of data are read so (see dataRecord): a call's arguments
// split one a line are no record, nor a function's body, in whatever
// language the run's votes read them.
func (h *hunk) records() ([]Edit, bool) {
	if tables[h.lang].machine || !h.changedHead() {
		return nil, false
	}
	a, b := make([]string, len(h.old)), make([]string, len(h.new))
	for i := range h.old {
		a[i] = h.old[i].text
	}
	for i := range h.new {
		b[i] = h.new[i].text
	}
	if statements(a) || statements(b) {
		return nil, false
	}
	var left [2][]bool
	if h.aligned {
		for side, ls := range [2][]line{h.old, h.new} {
			left[side] = make([]bool, len(ls))
			for k := range ls {
				left[side][k] = !ls[k].ctx
			}
		}
	}
	d, ok := diffRecords(a, b, h.lang == CLike || h.lang == Hash, left, true)
	if !ok {
		return nil, false
	}
	var out []Edit
	inWhole := [2][]bool{make([]bool, len(a)), make([]bool, len(b))}
	for _, w := range d.whole {
		side, lo, hi := w[0], w[1], w[2]
		out = append(out, h.recordEdit("-+"[side], [2][]line{h.old, h.new}[side][lo:hi]))
		for k := lo; k < hi; k++ {
			inWhole[side][k] = true
		}
	}
	h.blocks = h.blocks[:0]
	for _, blk := range keptBlocks(d.keptA, d.keptB, len(a), len(b)) {
		var del, add []line
		for k := blk.A0; k < blk.A1; k++ {
			if !inWhole[0][k] {
				del = append(del, h.changed('-', h.old[k]))
			}
		}
		for k := blk.B0; k < blk.B1; k++ {
			if !inWhole[1][k] {
				add = append(add, h.changed('+', h.new[k]))
			}
		}
		if len(del)+len(add) > 0 {
			h.blocks = append(h.blocks, [2][]line{del, add})
		}
	}
	return out, true
}

// changedHead reports whether a changed line of the hunk ends in a
// bracket that may open a record (see changedHead of a diff).
func (h *hunk) changedHead() bool {
	for _, blk := range h.blocks {
		for _, side := range blk {
			for i := range side {
				if opener(side[i].text) != 0 {
					return true
				}
			}
		}
	}
	return false
}

// changed returns l as a changed line of the hunk (op '-' or '+'): a line
// of context on one side, or a line the line diff matched elsewhere,
// stands in a block once the hunk is read as records.
func (h *hunk) changed(op byte, l line) line {
	if !l.ctx && l.raw != "" && l.raw[0] == op {
		return l
	}
	return h.line(string(op)+l.text, l.no, l.at)
}

// recordEdit is the edit of a record come (op '+') or gone ('-') whole:
// its head and its first field's key, "+ Symbol { Name: … }", "+ {
// "Symbol": … }", whatever its fields hold. The names it holds are its names.
func (h *hunk) recordEdit(op byte, ls []line) Edit {
	lexLines(h.lang, h.file, ls)
	head, end := ls[0].toks, strings.TrimSpace(ls[len(ls)-1].text)[:1]
	// The field's key is the record's structure, not its data: kept
	// as it reads ("Symbol":, Name:).
	shape := string(op) + " " + render(head, false, &namer{}) + " " + render(fieldKey(ls[1].toks), true, &namer{}) + " … " + end
	concrete := string(op) + " " + render(head, true, &namer{}) + " " + maskNumbers(strings.TrimSpace(ls[1].text)) + " … " + end
	e := Edit{What: h.what, Parts: []Part{{Shape: shape, Concrete: concrete}}, Family: familyOf(h.lang, nil, head)}
	var names []string
	for i := range ls {
		for _, n := range namesOf(ls[i].toks) {
			if len(names) < maxLinked && !slices.Contains(names, n) {
				names = append(names, n)
			}
		}
		if len(e.Diff) < exampleLines {
			e.Diff = append(e.Diff, string(op)+ls[i].text) // its lines of context too
		}
	}
	if op == '+' {
		e.NewLine, e.Parts[0].added = ls[0].no, names
	} else {
		e.OldLine, e.Parts[0].removed = ls[0].no, names
	}
	texts := make([]string, len(ls))
	for i := range ls {
		texts[i] = ls[i].text
	}
	e.moveKey = recordMove + linesKey(texts)
	return e
}

// maskValues is a record's line, its numbers and its local labels'
// numbers made "#" ("Value: 0x1D0", "(291)", ".LC3", "constprop.0"),
// the digits inside a name kept: dec64table and dec32table,
// decodeStreamX2 and decodeStreamX4 are two symbols, not one renumbered
// (two symbols swapped were paired as one renamed; see maskNumbers for
// lines of text). A word is a run of letters, digits and underscores: it
// is a number where it starts with a digit.
func maskValues(l string) string {
	var b strings.Builder
	l = strings.TrimSpace(l)
	for i := 0; i < len(l); {
		j := i + 1
		switch c := l[i]; {
		case dumpedLabel(l, i):
			j = labelEnd(l, i)
			b.WriteString(".L#")
		case c == ' ' || c == '\t':
			for j < len(l) && (l[j] == ' ' || l[j] == '\t') {
				j++
			}
			b.WriteByte(' ') // columns realigned are the same fields
		case word(c):
			for j < len(l) && word(l[j]) {
				j++
			}
			if c >= '0' && c <= '9' {
				b.WriteByte('#')
			} else {
				b.WriteString(l[i:j])
			}
		default:
			b.WriteByte(c)
		}
		i = j
	}
	return b.String()
}

// recordMove leads a record's moveKey (see moved): a record gone in one
// hunk and come in another, its lines in any order (see linesKey), is a
// record moved, as a line is.
const recordMove = "\x00record\x00"

// fieldKey returns a field's tokens up to its key's mark (":" or "="),
// the key being four tokens at most (a string read as its quotes and its
// word, in prose); the first token alone where it has none.
func fieldKey(toks []Token) []Token {
	for k := 0; k < len(toks) && k < 5; k++ {
		if toks[k].Text == ":" || toks[k].Text == "=" {
			return toks[:k+1]
		}
	}
	return toks[:min(1, len(toks))]
}
