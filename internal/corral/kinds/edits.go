package kinds

import (
	"cmp"
	"maps"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/corral-go/corral/internal/corral/linediff"
)

// Section is one changed part of a file: what changed ("stdout",
// "output:NAME", "exit_code") and its lines of unified diff.
type Section struct {
	What  string
	Lines []string
	// Units are the line numbers of the new text where its units start
	// (see UnitStarts); nil makes each hunk a unit.
	Units []int
	// Members are those of Units that start a member of a container
	// (see UnitsOf): an edit's outer unit is the container, where a
	// statement moved from a constructor to the class's top stands.
	Members []int
	// Level is the members' indentation (see UnitLines), 0 where none
	// is: a line at it that opens a construct heads a member.
	Level int
	// Aligned says the diff was read by records (see AlignRecords): its
	// records paired are the ones its whole texts paired.
	Aligned bool
}

// Part is one run of changed tokens at a site: its shape with operands
// abstracted as their classes, and its concrete form with their values.
type Part struct {
	Shape, Concrete string
	// Skeleton is a pure insertion's or deletion's shape with its tokens
	// left out ("~ … { → {": something deleted before a brace): the
	// shapes of one rule that meets many forms of text (a type elided,
	// whatever the type's form) share it. "" for a replacement.
	Skeleton string
	// rule: Skeleton is a replacement's (see ruleSkeleton), whose shapes
	// join only where the rule moves names into a string.
	rule bool
	// side: the part changes only operands, comments and punctuation.
	side bool
	// Hole is a pure insertion's or deletion's shape with the token after
	// it left out ("~ nsw ▢ → ▢"), when what came or went holds a word:
	// the shapes of one rule applied in many contexts share it.
	Hole string
	// slots: a whole message, whose words may be names (see slotUnits).
	slots bool
	// numbers: the run replaces numbers with numbers (see numbersOnly).
	numbers bool
	// added and removed are the names its tokens inserted and deleted
	// (see namesOf): edits that bring one new name are one change (see
	// Catalog.linkNames).
	added, removed []string
	// declares is the name a line declares where the part only adds or
	// drops words before it (export, static, async): "export function
	// f(" made "function f(" declares f, as the edit that now exports it
	// elsewhere in the file ("exports.f = f;") names it (see
	// Catalog.linkNames).
	declares string
}

// Edit is one edit of a file's change: a whole line inserted or deleted,
// the runs of changed tokens at one place (a line or the lines of one
// restructured construct), a change of layout, or a sentence such as an
// exit status.
type Edit struct {
	What   string // the section, its path abstracted: "stdout", "output:{.}.c"
	Parts  []Part // one per run of changed tokens, in order
	Family string // what it changes: a mnemonic, directive or keyword, or a class of operand
	// An example: its diff lines ("-old", "+new", or the sentence) and
	// where they stand in the old and the new text (0: not there).
	Diff             []string
	OldLine, NewLine int
	// Unit is the unit of the output it stands in, within its file (see
	// UnitStarts): edits of one unit occur together.
	Unit int
	// outer is the unit that holds its Unit where that is a member of a
	// container (see Section.Members), else its Unit.
	outer int
	// coarse: its unit spans most of its output, and tells no more than
	// its file does.
	coarse bool
	hunk   int // the hunk it stands in, within its file: section and ordinal
	// construct: for a construct come or gone whole (see declBodies),
	// its head's line (negative: an old line's), on its head's edit and
	// its body's; 0 for none.
	construct int
	insn      bool // a whole or paired line of assembly that is an instruction with operands
	// A side effect: an edit of operands only (registers, numbers, local
	// labels) or a label or an alignment inserted or deleted, which every
	// change of code brings along (see Catalog.Split).
	side bool
	// moveKey is a whole line's concrete form without its comments: the
	// same line elsewhere is the line moved, whatever its note says.
	moveKey string
	// top is set for a whole line of assembly, IR or a listing inserted
	// or deleted that starts a unit (a function, a symbol): a unit come or
	// gone is a change of the file's list of symbols, a unit of its own.
	top bool
	// wide is set for a side effect that a change anywhere in a file may
	// bring to its other units: in assembly, IR and listings (labels,
	// numbers and registers renumbered, code rewritten around a call, the
	// compiler's comments), and layout and local labels anywhere (a
	// formatter's commas and brackets, .L118). In source code and prose,
	// a number or a comment changed where nothing else did may well be a
	// cause.
	wide, wideOK bool
	// table is set for a table laid out anew of minRows rows at least on
	// each side (see rowsChanged): a side effect a change anywhere in its
	// file brings, as code rewritten is.
	table bool
	// row is set for a table's row that came or went in a hunk of its
	// rows laid out anew (see rekey): an edit, which the table's rows
	// changed never take (see tableRows).
	row bool
}

// fixed is the part of an edit that has one form: its shape is its
// concrete form.
func fixed(sig string) Part { return Part{Shape: sig, Concrete: sig} }

// Shape is the edit's abstract signature; Concrete its signature with
// the operands' values.
func (e *Edit) Shape() string    { return joinParts(e.Parts, false) }
func (e *Edit) Concrete() string { return joinParts(e.Parts, true) }

func joinParts(ps []Part, concrete bool) string {
	var b strings.Builder
	for i, p := range ps {
		s := p.Shape
		if concrete {
			s = p.Concrete
		}
		if i > 0 {
			b.WriteString(" · ")
			s = strings.TrimPrefix(s, "~ ")
		}
		b.WriteString(s)
	}
	return b.String()
}

// line is one line of a hunk and where it stands: a changed line, or a
// line of context.
type line struct {
	raw  string // the diff's line: its mark (' ', '-', '+'), then text
	text string
	abs  string // text, its file's name abstracted (see abstract); set for changed lines
	no   int
	at   int  // where it stands in the new text: its line, or the line a deletion stands before
	top  bool // a line that can start a unit (see UnitStarts)
	// member: a line that heads a member of the class a module is (see
	// Section.Level).
	member bool
	toks   []Token
	ctx    bool
	// named: its text names its file, and its tokens abstract the name
	// (see abstract).
	named bool
	// open: the line starts inside a block comment of C-like code (see
	// blockComments), which it continues to its "*/" or its end.
	open bool
	// sampled: the line is read in a long run read in part (see
	// sampled), its neighbours in the block perhaps far apart in the text.
	sampled bool
	// frame: a line of a stream of messages that quotes the source (see
	// quotedSource), one comment.
	frame bool
}

// lexed cuts the line's text (abs, or text as written) into tokens: a
// line of a code frame is one comment.
func (l *line) lexed(lang Lang, text string) []Token {
	if l.frame {
		return []Token{{Text: strings.TrimSpace(text), Class: Comment}}
	}
	return lexOpen(lang, text, l.open)
}

// Edits returns the edits of a file's change, in the order of its diff,
// each section's language told by its own lines (see Langs.Edits for a
// run's).
func Edits(file string, sections []Section) []Edit { return Langs(nil).Edits(file, sections) }

// Edits returns the edits of a file's change, in the order of its diff,
// with the run's languages (see Memo.Edits for a run's many files).
func (langs Langs) Edits(file string, sections []Section) []Edit {
	return langs.edits(file, sections, nil)
}

// edits is Edits, with the blocks memo remembers (nil: none).
func (langs Langs) edits(file string, sections []Section, memo *blockMemo) []Edit {
	secs, all := langs.read(file, sections)
	out := make([]Edit, 0, all)
	for si, s := range sections {
		start := len(out)
		what, lang, reads := secs[si].what, secs[si].lang, secs[si].reads
		h := hunk{file: file, what: what, lang: lang, starts: s.Units, outers: outerStarts(s.Units, s.Members), level: s.Level, aligned: s.Aligned, permuted: permuted(s.Lines), section: si, memo: memo, arena: make([]line, 0, secs[si].widest), whole: wholeMemo{}}
		var oldOpen, newOpen []bool
		if lang == CLike {
			oldOpen, newOpen = blockComments(s.Lines)
		}
		oldNo, newNo := 0, 0
		inHunk := false // "--- x" and "+++ x" are headers only before the first hunk
		for li, l := range s.Lines {
			switch {
			case strings.HasPrefix(l, "@@ "):
				out = h.edits(out)
				oldNo, newNo = hunkStart(l)
				h.ordinal++
				inHunk = true
			case !inHunk && (strings.HasPrefix(l, "--- ") || strings.HasPrefix(l, "+++ ")), l == linediff.NoNewline:
				h.flush()
			case strings.HasPrefix(l, " "):
				h.flush()
				h.context(l, oldNo, newNo)
				if oldOpen != nil {
					h.old[len(h.old)-1].open, h.new[len(h.new)-1].open = oldOpen[li], newOpen[li]
				}
				oldNo, newNo = oldNo+1, newNo+1
			case reads != nil && reads[li] == skipped && l[0] == '-':
				oldNo++ // between a long run's windows (see sampled)
			case reads != nil && reads[li] == skipped && l[0] == '+':
				newNo++
			case strings.HasPrefix(l, "-"):
				if len(h.add) > 0 {
					h.flush()
				}
				h.del = h.push(h.del, h.line(l, oldNo, newNo))
				h.del[len(h.del)-1].sampled = reads != nil && reads[li] == inSample
				if oldOpen != nil {
					h.del[len(h.del)-1].open = oldOpen[li]
				}
				oldNo++
			case strings.HasPrefix(l, "+"):
				h.add = h.push(h.add, h.line(l, newNo, newNo))
				h.add[len(h.add)-1].sampled = reads != nil && reads[li] == inSample
				if newOpen != nil {
					h.add[len(h.add)-1].open = newOpen[li]
				}
				newNo++
			case strings.HasPrefix(l, "("), strings.HasPrefix(l, "… "):
				// a note on the diff, or a cut: not a change
			case l != "":
				out = h.edits(out)
				e := sentenceEdit(what, abstract(file, l), l)
				e.Unit, e.coarse = h.unit(0)
				e.outer = h.outer(0, e.Unit)
				out = append(out, e)
			}
		}
		out = h.edits(out)
		out = append(out[:start], moved(what, out[start:])...)
		out = append(out[:start], regrafted(what, lang, file, out[start:])...)
		tableRows(out[start:], lang)
		for i := range out[start:] {
			e := &out[start+i]
			// A local label (.L118, .LC3) is the compiler's numbering in
			// any language it is read in: assembly no table knows, a
			// symbol table's dump.
			e.wideOK = tables[lang].machine || e.Family == "layout" || e.Family == "labels" || e.table
			e.wide = e.side && e.wideOK
		}
	}
	return out
}

// readSection is what edits knows of a section before it reads its
// lines: its name abstracted, its language, the lines it reads (see
// sampled; nil: all), and the most changed lines it reads in a hunk.
type readSection struct {
	what   string
	lang   Lang
	reads  []byte
	widest int
}

// read returns each section's readSection, and about how many edits the
// file makes (one a changed line read), so that they grow once.
func (langs Langs) read(file string, sections []Section) (secs []readSection, all int) {
	secs = make([]readSection, len(sections))
	for si, s := range sections {
		r := &secs[si]
		r.what = abstractWhat(file, s.What)
		r.lang = langs.of(r.what, s.Lines)
		r.reads = sampled(r.lang, s.Lines)
		n := 0
		for li, l := range s.Lines {
			switch {
			case strings.HasPrefix(l, "@@ "):
				n = 0
			case l != "" && (l[0] == '-' || l[0] == '+') && (r.reads == nil || r.reads[li] != skipped):
				n++
				all++
				r.widest = max(r.widest, n)
			}
		}
	}
	return secs, all
}

// unitSpan is the room each section has among a file's units.
const unitSpan = 1 << 24

// unit is the unit a line of the new text stands in (see Edit.Unit):
// the unit of the output that holds it, or the hunk where the output has
// none.
// A unit that spans most of its output (a program that is one main
// function, a class that is the whole module) tells no more than the file
// does: coarse is set for it.
func (h *hunk) unit(at int) (unit int, coarseUnit bool) {
	if h.starts == nil {
		return h.section*unitSpan + unitSpan/2 + h.ordinal, false
	}
	u := unitOf(h.starts[:len(h.starts)-1], at)
	return h.section*unitSpan + u, coarse(h.starts, u)
}

// outer is the outer unit a line of the new text stands in (see
// Edit.outer).
func (h *hunk) outer(at int, unit int) int {
	if h.outers == nil {
		return unit
	}
	return h.section*unitSpan + unitSpan/4 + unitOf(h.outers, at)
}

// outerStarts returns the starts of units that are no member (see
// Section.Members), without the end; nil where none is a member.
func outerStarts(units, members []int) []int {
	if len(members) == 0 || len(units) == 0 {
		return nil
	}
	return slices.DeleteFunc(slices.Clone(units[:len(units)-1]), func(st int) bool {
		_, found := slices.BinarySearch(members, st) // members are ascending
		return found
	})
}

// hunk gathers the lines of one hunk of a section's diff: its changed
// blocks, and all its lines on each side, context included.
type hunk struct {
	file, what string
	lang       Lang
	starts     []int       // the section's units (see Section.Units)
	outers     []int       // its units that are no member, nil: none is (see outerStarts)
	level      int         // the members' indentation, 0: none (see Section.Level)
	aligned    bool        // the diff was read by records (see Section.Aligned)
	permuted   bool        // the section's lines only moved (see permuted)
	section    int         // its index among the file's sections
	ordinal    int         // the hunk's, in its section
	first      int         // the new line the hunk starts at
	del, add   []line      // the block being read
	blocks     [][2][]line // the hunk's blocks, removed and added lines
	old, new   []line      // the hunk's old and new lines, context included
	memo       *blockMemo  // the run's (see Memo); nil: none
	// whole remembers the edits of whole lines inserted or deleted in
	// the file, by their text (see wholeLines).
	whole wholeMemo
	// arena holds the hunk's changed lines, each block's sides a run of
	// it (see push); the next hunk reuses it.
	arena []line
}

// line is a changed line of the hunk. Its tokens are cut when an edit is
// made of it (see lexLines): a block the run's memo remembers needs none.
func (h *hunk) line(raw string, no, at int) line {
	text := raw[1:]
	abs := text
	if h.lang != Diag {
		// A diagnostic names its file in its position, which is cut
		// (see diagColumns): in its message, "loop" of loop.c is a loop.
		abs = abstractLine(h.lang, h.file, text)
	}
	level := text
	if tables[h.lang].gutter {
		level, _ = tables[h.lang].columns(text)
	}
	l := line{raw: raw, text: text, abs: abs, no: no, at: at, top: indentOf(level) == 0 && unitLine(level), named: abs != text,
		frame: h.lang != Diag && h.what == "stderr" && quotedSource(text)}
	if h.level > 0 && indentOf(level) == h.level {
		// A member's head, in a module that is one class (see
		// classMembers): a declaration, as a top-level one is.
		l.member = memberHead(strings.TrimSpace(level))
	}
	if h.first == 0 {
		h.first = at
	}
	return l
}

// memberHead reports whether a trimmed line at a class's members'
// indentation heads a member: it can start a unit and opens a construct,
// and declares (a declaring word or modifier first, or a signature's
// parameters) rather than runs a statement ("if (verbose) {", in an
// object whose body is a program's) or assigns ("handler = {").
func memberHead(t string) bool {
	if !unitLine(t) || !opens(t) {
		return false
	}
	f := firstField(t)
	if controlWords[f] {
		return false
	}
	head, _, _ := strings.Cut(t, "(")
	if strings.Contains(head, "=") {
		return false
	}
	return declWords[f] || memberWords[f] || strings.Contains(t, "(")
}

// controlWords start a statement that opens a block.
var controlWords = set("if else for foreach while do switch case default try catch except finally with synchronized match loop unless until elif when select")

// memberWords start a member's declaration in a class: modifiers.
var memberWords = set("public private protected internal abstract final override virtual async def fn pub sealed open data inline suspend readonly get set constructor")

// lexLines cuts the lines of ls not cut yet into tokens, and returns how
// many tokens they hold in all.
func lexLines(lang Lang, file string, ls []line) int {
	n := 0
	for i := range ls {
		if ls[i].toks == nil {
			abs := ls[i].abs
			if ls[i].ctx && lang != Diag {
				abs = abstractLine(lang, file, ls[i].text) // context is cut only in a stream, seldom
			}
			ls[i].toks = ls[i].lexed(lang, abs)
		}
		n += len(ls[i].toks)
	}
	return n
}

// lexHunk cuts the hunk's changed lines (ctx false) or its lines of
// context (ctx true) into tokens, and returns how many they hold.
func (h *hunk) lexHunk(ctx bool) int {
	n := 0
	if !ctx {
		// The blocks' lines first, and their tokens given to the same
		// lines among the hunk's (each side's changed lines are its
		// blocks' in order): the blocks, if cut alone, are not cut
		// into tokens again.
		for _, b := range h.blocks {
			lexLines(h.lang, h.file, b[0])
			lexLines(h.lang, h.file, b[1])
		}
		shareTokens(h.old, h.blocks, 0)
		shareTokens(h.new, h.blocks, 1)
	}
	for _, side := range [][]line{h.old, h.new} {
		for i := range side {
			if side[i].ctx == ctx {
				n += lexLines(h.lang, h.file, side[i:i+1])
			}
		}
	}
	return n
}

// shareTokens gives the changed lines of a hunk's side (all) the tokens
// of the same lines in its blocks' side (0: removed, 1: added).
func shareTokens(all []line, blocks [][2][]line, side int) {
	bi, k := 0, 0
	for i := range all {
		if all[i].ctx {
			continue
		}
		for bi < len(blocks) && k >= len(blocks[bi][side]) {
			bi, k = bi+1, 0
		}
		if bi == len(blocks) {
			return
		}
		if b := &blocks[bi][side][k]; all[i].toks == nil && all[i].raw == b.raw {
			all[i].toks = b.toks
		}
		k++
	}
}

// context adds a line of context; its tokens are cut only if the hunk is
// diffed as one stream (see edits).
func (h *hunk) context(raw string, oldNo, newNo int) {
	l := line{raw: raw, text: raw[1:], no: oldNo, at: newNo, ctx: true}
	if h.first == 0 {
		h.first = newNo
	}
	h.old = append(h.old, l)
	l.no = newNo
	h.new = append(h.new, l)
}

// flush ends the block being read.
// push appends l to the block's side b, which ends the arena: a side's
// lines are read one after another, and the arena holds as many lines as
// the section's largest hunk changes, so no block grows by copying.
func (h *hunk) push(b []line, l line) []line {
	if len(h.arena) == cap(h.arena) { // not counted: a line of its own
		return append(b, l)
	}
	h.arena = append(h.arena, l)
	n := len(h.arena)
	return h.arena[n-len(b)-1 : n : n]
}

func (h *hunk) flush() {
	if len(h.del)+len(h.add) > 0 {
		h.blocks = append(h.blocks, [2][]line{h.del, h.add})
		h.old = append(h.old, h.del...)
		h.new = append(h.new, h.add...)
	}
	h.del, h.add = nil, nil
}

// windowed reports whether a block of the hunk is read in part (see
// sampled): lines far apart in the text are not one stream.
func (h *hunk) windowed() bool {
	for _, b := range h.blocks {
		if len(b[0]) > 0 && b[0][0].sampled || len(b[1]) > 0 && b[1][0].sampled {
			return true
		}
	}
	return false
}

// reflowed reports whether a block of the hunk removed another number of
// lines than it added: only then can lines break elsewhere, and a token
// diff of the whole hunk be worth its cost.
func (h *hunk) reflowed() bool {
	for _, b := range h.blocks {
		if len(b[0]) != len(b[1]) {
			return true
		}
	}
	return false
}

// rewrap is the edit of a hunk whose text, context included, is the same
// on both sides, only cut into lines elsewhere (see rewrapped): the lines
// of its first block are its example.
func (h *hunk) rewrap() Edit {
	return layoutOf(h.what, layoutSig(len(h.old), len(h.new)), h.blocks[0][0], h.blocks[0][1])
}

// reordered returns the edit of a hunk that only reorders its lines: the
// lines it removed are the lines it added, each as often, in another
// order (warnings written in a hash's order, which changes from run to
// run; declarations or imports sorted anew). Paired line by line, each
// line met a neighbour that reads alike, and the reorder read as one
// renaming per line. It is lines moved (see moved), a side effect.
// Blank lines do not count: imports sorted anew into other groups
// (google-java-format's --aosp) move lines and the blank lines between
// the groups, which are layout.
func (h *hunk) reordered() (Edit, bool) {
	if h.permuted && len(h.blocks) > 0 {
		return h.movedEdit(), true
	}
	// Most hunks fail a cheap test first: as many lines removed as
	// added, and the first line removed added too.
	n, added, first := 0, 0, ""
	for _, b := range h.blocks {
		for _, l := range b[0] {
			if strings.TrimSpace(l.text) != "" {
				if n == 0 {
					first = l.text
				}
				n++
			}
		}
		for _, l := range b[1] {
			if strings.TrimSpace(l.text) != "" {
				added++
			}
		}
	}
	if n < 2 || n != added || !h.added(first) {
		return Edit{}, false
	}
	count := make(map[string]int, n)
	for _, b := range h.blocks {
		for _, l := range b[0] {
			count[l.text]++
		}
		for _, l := range b[1] {
			count[l.text]--
		}
	}
	for text := range count {
		if strings.TrimSpace(text) == "" {
			delete(count, text)
		}
	}
	for _, c := range count {
		if c != 0 {
			return Edit{}, false
		}
	}
	return h.movedEdit(), true
}

// permuted reports whether a section's diff only moves lines: the lines
// it removes are the lines it adds, each as often, two at least, blank
// lines apart (entries sorted anew across the whole file, msgcat
// --sort-output, where hunks cut the moves apart: each hunk's lines are
// not its own, and paired line by line they read as edits no entry
// made, msgstr "" → msgstr[1] "").
//
// Every file's diff is asked, so most fail a count first: as many lines
// removed as added; only then are the lines themselves counted.
func permuted(lines []string) bool {
	// changed is the diff's changed lines but blank ones, by their text
	// and op, after its headers.
	changed := func(yield func(op byte, text string) bool) {
		inHunk := false
		for _, l := range lines {
			switch {
			case strings.HasPrefix(l, "@@ "):
				inHunk = true
			case !inHunk || l == "" || l[0] != '-' && l[0] != '+' || strings.TrimSpace(l[1:]) == "":
			case !yield(l[0], l[1:]):
				return
			}
		}
	}
	n := 0
	for op := range changed {
		if op == '-' {
			n++
		} else {
			n--
		}
	}
	if n != 0 {
		return false
	}
	count := map[string]int{}
	for op, text := range changed {
		if op == '-' {
			count[text]++
			n++
		} else {
			count[text]--
		}
	}
	if n < 2 {
		return false
	}
	for _, c := range count {
		if c != 0 {
			return false
		}
	}
	return true
}

// movedEdit is the edit of a hunk whose lines moved (see reordered).
func (h *hunk) movedEdit() Edit {
	e := Edit{What: h.what, Parts: []Part{fixed("↕ lines moved")}, Family: "moved", side: true}
	for _, b := range h.blocks {
		for _, side := range [][]line{b[0], b[1]} {
			for _, l := range side {
				if len(e.Diff) < exampleLines {
					e.Diff = append(e.Diff, l.raw)
				}
			}
		}
	}
	if len(h.old) > 0 && len(h.new) > 0 {
		e.OldLine, e.NewLine = h.old[0].no, h.new[0].no
	}
	for _, b := range h.blocks {
		if len(b[0]) > 0 {
			e.OldLine = b[0][0].no
			break
		}
	}
	for _, b := range h.blocks {
		if len(b[1]) > 0 {
			e.NewLine = b[1][0].no
			break
		}
	}
	return e
}

// added reports whether a line of text was added by the hunk.
func (h *hunk) added(text string) bool {
	for _, b := range h.blocks {
		for _, l := range b[1] {
			if l.text == text {
				return true
			}
		}
	}
	return false
}

// edits appends the hunk's edits to out and empties it.
//
// Code and prose are diffed as one stream of tokens across the whole
// hunk, context lines included, so a construct spread over several lines
// is one edit however the line diff cut it; when less than half of the
// changed lines' tokens stay, or the hunk is too large, each block is cut
// alone (see appendBlock). Assembly is cut block by block, its lines paired
// (an instruction is a line), and the instructions of a hunk that was
// rewritten are one edit (see rewritten).
func (h *hunk) edits(out []Edit) []Edit {
	h.flush()
	first := len(out)
	// A hunk whose lines were indented anew is realigned first (see
	// realign), and then cut block by block: its blocks are what changed
	// in words, and one stream of the whole hunk would align them anew.
	var spaced []Edit
	realigned, streamed := false, false
	if h.numberRows() || h.keyedRows() {
		out, streamed = append(out, h.rowsChanged()), true
	} else if e, ok := h.reordered(); ok {
		out, streamed = append(out, e), true
	}
	if !streamed {
		// Records come or gone whole (see records): the hunk's blocks
		// are made anew, and cut block by block.
		var recs []Edit
		if recs, streamed = h.records(); streamed {
			out = append(out, recs...)
			out = h.cutBlocks(out)
		}
	}
	if !streamed {
		// A table's rows renumbered, and rows come or gone among them
		// (see rekey); a record come whole is one edit first (its
		// rows, a new section's relocations, are no rows come alone).
		if rows, ok := h.rekey(); ok {
			out, streamed = h.rowsLeft(append(out, rows)), true
		}
	}
	if !streamed && (h.lang == CLike || h.lang == Hash || tables[h.lang].prose) && h.reflowed() {
		// A hunk whose text, context included, is the same on both
		// sides is re-wrapped whole (see rewrap), however large: a new
		// indent width re-wraps what no longer fits, and the line diff
		// may pair a statement's line with another's that now reads
		// alike, cutting both statements across its blocks.
		if sameText(h.lang, h.file, h.old, h.new) {
			out, streamed = append(out, h.rewrap()), true
		}
	}
	if !streamed {
		spaced, realigned = h.realign()
	}
	if !streamed && !tables[h.lang].machine && !realigned && len(h.blocks) > 1 && h.reflowed() && !h.distributes() && !h.windowed() && len(h.old)+len(h.new) <= maxStreamLines && h.lexHunk(false) <= maxBlockTokens {
		h.lexHunk(true)
		var edits []Edit
		if edits, streamed = streamEdits(h.what, h.lang, h.old, h.new); streamed {
			out = append(out, edits...)
		}
	}
	if !streamed {
		out = h.cutBlocks(out)
	}
	if tables[h.lang].machine {
		out = append(out[:first], rewritten(h.what, out[first:])...)
	}
	out = append(out, spaced...)
	h.setUnits(out[first:])
	for i := range out[first:] {
		out[first+i].hunk = h.section*unitSpan + h.ordinal
	}
	// The next hunk reuses the lines' arrays: no edit keeps a line, and
	// a file that changes every few lines is one hunk of all of them.
	*h = hunk{file: h.file, what: h.what, lang: h.lang, starts: h.starts, outers: h.outers, level: h.level, aligned: h.aligned, permuted: h.permuted, section: h.section, ordinal: h.ordinal, memo: h.memo,
		old: h.old[:0], new: h.new[:0], blocks: h.blocks[:0], whole: h.whole, arena: h.arena[:0]}
	return out
}

// cutBlocks appends the edits of the hunk's blocks (or of those given),
// each cut alone.
func (h *hunk) cutBlocks(out []Edit, only ...[2][]line) []Edit {
	blocks := h.blocks
	if only != nil {
		blocks = only
	}
	for _, b := range blocks {
		switch {
		case len(b[0]) == 0:
			out = h.wholeLines(out, '+', b[1])
		case len(b[1]) == 0:
			out = h.wholeLines(out, '-', b[0])
		default:
			out = appendBlock(out, h.memo, h.whole, h.what, h.lang, h.file, b[0], b[1])
		}
	}
	return out
}

// rowsPart is the shape of a hunk of a table's rows of numbers laid out
// anew (see numberRows).
const rowsPart = "≈ rows of numbers changed"

// numberRows reports whether the hunk is rows of a table of numbers laid
// out anew: every changed line a row of as many numbers (see numberRow),
// rows removed and rows added, two lines at least, and the numbers not
// the same on both sides. DWARF's line table (llvm-dwarfdump
// --debug-line: address, line, column, file and flags) is laid out anew
// wherever the code it describes changed: its rows paired by position
// made a shape per pair's numbers and flags, and rows come or gone one
// per flag they hold (9 kinds for one cause). Where only words changed
// (ok → FAIL), or a number became a word (nan), the rows are no table
// laid out anew, and the hunk is cut as any other.
func (h *hunk) numberRows() bool {
	cols, lines := -1, 0
	var nums [2][]string
	for _, b := range h.blocks {
		for side, ls := range b {
			for i := range ls {
				k := len(nums[side])
				var ok bool
				if nums[side], ok = numberRow(ls[i].text, nums[side]); !ok || cols >= 0 && len(nums[side])-k != cols {
					return false
				}
				cols = len(nums[side]) - k
				lines++
			}
		}
	}
	return lines >= 2 && len(nums[0]) > 0 && len(nums[1]) > 0 && !slices.Equal(nums[0], nums[1])
}

// numberRow reports whether a line is a row of a table of numbers: three
// numbers at least, decimal or 0x-hexadecimal, and two in three of its
// fields, the others plain words (flags such as is_stmt); it appends its
// numbers to nums.
func numberRow(t string, nums []string) ([]string, bool) {
	k, words := len(nums), 0
	for f := range strings.FieldsSeq(t) {
		switch {
		case isNumberField(f):
			nums = append(nums, f)
		case isPlainWord(f):
			words++
		default:
			return nums[:k], false
		}
	}
	n := len(nums) - k
	return nums, n >= 3 && n >= 2*words
}

// keyedRows reports whether the hunk is rows of a table keyed by
// numbers laid out anew, in a text that is no code: minRows rows at least
// on each side (see keyedRow), seven in eight of its changed lines that
// are not blank; the rows' keys are not the same on both sides (they
// moved), and no word stands on one side only (see rowWords). A line
// that is no row, unless it is one field (a file's name over its rows),
// and a row of one number (an offset and what is there) stand on the
// other side too, their numbers apart: what they say did not change. A
// dump's tables (readelf's location lists and decoded line tables) are
// laid out anew wherever the code they describe changed, each row's
// values the code's: rows paired by position made a shape per pair (116
// kinds for one cause). A program's output changed in a row or two
// (fib 10 = 55 → 56, "2 warnings" → "3 warnings"), a message among the
// rows ("error: stack smashing detected"), a listing's line of code
// changed under its shifted number, are edits.
func (h *hunk) keyedRows() bool {
	if tables[h.lang].machine {
		return false
	}
	var rows [2]int
	other, lines := 0, 0
	for _, b := range h.blocks {
		lines += len(b[0]) + len(b[1])
	}
	var keys [2][]string
	var words [2]map[string]bool
	var said [2][]string // lines that must stand on the other side
	for _, b := range h.blocks {
		for side, ls := range b {
			for i := range ls {
				t := strings.TrimSpace(ls[i].text)
				if t == "" {
					continue
				}
				k, n := keyedRow(t)
				if n == 0 {
					// Every hunk of text is read here: code and prose
					// end at their first lines, not at their last.
					if other++; 8*other > lines-other {
						return false
					}
					if strings.ContainsAny(t, " \t") {
						said[side] = append(said[side], t)
					}
					continue
				}
				rows[side]++
				keys[side] = append(keys[side], k)
				words[side] = rowWords(t, words[side])
				if n == 1 {
					said[side] = append(said[side], t)
				}
			}
		}
	}
	if rows[0] < minRows || rows[1] < minRows || 8*other > rows[0]+rows[1] ||
		slices.Equal(keys[0], keys[1]) || !maps.Equal(words[0], words[1]) {
		return false
	}
	for side, other := range [2][]line{h.new, h.old} {
		if len(said[side]) == 0 {
			continue
		}
		there := map[string]bool{}
		for _, l := range other {
			there[maskNumbers(strings.TrimSpace(l.text))] = true
		}
		for _, t := range said[side] {
			if !there[maskNumbers(t)] {
				return false
			}
		}
	}
	return true
}

// hasExtension reports whether a file's name ends in an extension of
// letters (mem.h, fse_decompress.c).
func hasExtension(name string) bool {
	dot := strings.LastIndexByte(name, '.')
	return dot > 0 && dot < len(name)-1 && isPlainWord(name[dot+1:])
}

// minRows is how many rows each side of a hunk of a table laid out anew
// holds at least (see keyedRows): a dump lays out many, a program's
// output changed in a row is an edit.
const minRows = 2

// keyedRow returns a line's key and how many numbers it holds (see
// numberLike) where it is a row of a table keyed by numbers: its first
// field is a number, or its second and another after it (a file's name
// and its line); n is 0 where it is no row.
func keyedRow(t string) (key string, n int) {
	i, at, first := 0, -1, ""
	for f := range strings.FieldsSeq(t) {
		if i == 0 {
			first = f
		}
		// A dash alone after a file's name is a cell with no number in
		// it: the row that ends a sequence of the decoded line table
		// ("bitstream.h  -  0x19d5"); elsewhere ("Test 1 - ok", "- -
		// logo.png" of git's numstat) it is a word's.
		if numberLike(f) || f == "-" && i == 1 && hasExtension(first) {
			if n == 0 {
				if i > 1 {
					return "", 0
				}
				key, at = f, i
			}
			n++
		}
		i++
	}
	if n >= 2 || n == 1 && at == 0 {
		return key, n
	}
	return "", 0
}

// isHexDigit is hexDigit of either case.
func isHexDigit(c byte) bool { return hexDigit(c) || c >= 'A' && c <= 'F' }

// tableRows makes the edits of a section's rows (see keyedRow) that
// no table laid out anew took, rows come or gone or paired in hunks of
// a row or two, rows of that table, where the section holds a table
// laid out anew (see Edit.table): the decoded line table's rows of a
// function inlined no longer, one or two a hunk between its other
// rows, are that table's. Not in machine code, only edits whose every
// line is a row of two numbers at least, and not a row whose words
// changed (ok → FAIL). Where rows of data came or went in a table laid
// out anew (see rekey), rows of data come, gone or in another's place
// in hunks of a row or two are rows come or gone too (see rowHole).
func tableRows(edits []Edit, lang Lang) {
	if tables[lang].machine || !slices.ContainsFunc(edits, func(e Edit) bool { return e.table }) {
		return
	}
	rowsCame := slices.ContainsFunc(edits, func(e Edit) bool { return e.row })
	for i := range edits {
		e := &edits[i]
		if e.side && rowsCame && dataRows(e.Diff) {
			// Rows of data renumbered or moved beside rows that came
			// and went: the table laid out anew, a side effect a
			// change anywhere in its file brings.
			e.table = true
		}
		if e.side || e.row || len(e.Diff) == 0 {
			continue
		}
		rows := true
		var words [2]map[string]bool
		for _, d := range e.Diff {
			if len(d) < 2 {
				rows = false
				break
			}
			if _, n := keyedRow(d[1:]); n < 2 {
				rows = false
				break
			}
			if d[0] == '+' {
				words[1] = rowWords(d[1:], words[1])
			} else if d[0] == '-' {
				words[0] = rowWords(d[1:], words[0])
			}
		}
		// A row changed in a word (ok → FAIL) is an edit.
		if rows && (words[0] == nil || words[1] == nil || maps.Equal(words[0], words[1])) {
			e.Parts, e.Family, e.side, e.table = []Part{fixed(rowsPart)}, "numbers", true, true
			continue
		}
		if rowsCame && dataRows(e.Diff) {
			// Rows of data come or gone in a hunk of a row or two,
			// or one there in another's place, beside rows that came
			// and went where the table was laid out anew (see rekey):
			// that rule's.
			if len(e.Parts) != 1 || len(e.Diff) != 1 {
				e.Parts = []Part{fixed(rowHole)}
			}
			e.row, e.Parts[0].Hole, e.Family = true, rowHole, "rows"
		}
	}
}

// dataRows reports whether every line of a diff is a row of data
// removed or added (see dataRow).
func dataRows(diff []string) bool {
	for _, d := range diff {
		if len(d) < 2 || d[0] != '-' && d[0] != '+' || !dataRow(d[1:]) {
			return false
		}
	}
	return len(diff) > 0
}

// maskNumbers is a line's fields, one space between them, each number
// (see numberLike) and each run of hexadecimal digits in a field that
// holds a decimal one made "#" ("(view 2)" is "(view #)", a view
// v00000000000000b is v#).
func maskNumbers(t string) string {
	var b strings.Builder
	for f := range strings.FieldsSeq(t) {
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		if numberLike(f) {
			b.WriteByte('#')
			continue
		}
		for k := 0; k < len(f); {
			e := k
			for e < len(f) && isHexDigit(f[e]) {
				e++
			}
			if e > k && strings.ContainsAny(f[k:e], "0123456789") {
				b.WriteByte('#')
				k = e
				continue
			}
			if e == k {
				e++
			}
			b.WriteString(f[k:e])
			k = e
		}
	}
	return b.String()
}

// numberLike reports whether a field is a number (see isNumberField) or
// hexadecimal digits without 0x, four at least and one a decimal digit
// (readelf's offsets and addresses, 00001e4e; "face" is a word), alone
// or in brackets.
func numberLike(f string) bool {
	// An offset in brackets is a key as it is bare ([0x000000b9] of
	// readelf's raw line program). Not one before a colon: a listing's
	// address (000123: of wasm-objdump -d) keys code, whose lines are
	// edits.
	if len(f) > 2 && (f[0] == '[' && f[len(f)-1] == ']' || f[0] == '(' && f[len(f)-1] == ')') {
		f = f[1 : len(f)-1]
	}
	if isNumberField(f) {
		return true
	}
	return len(f) >= 4 && strings.Trim(f, "0123456789abcdefABCDEF") == "" && strings.ContainsAny(f, "0123456789")
}

// rowWords adds to words the fields of a row that are plain words (the
// flags and kinds of its columns: x, is_stmt, views, ok), a stop or a
// comma after one cut ("FAIL."; "for:" is no word, a label's colon).
func rowWords(t string, words map[string]bool) map[string]bool {
	for f := range strings.FieldsSeq(t) {
		if len(f) > 1 && strings.IndexByte(".,", f[len(f)-1]) >= 0 {
			f = f[:len(f)-1]
		}
		if isPlainWord(f) {
			if words == nil {
				words = map[string]bool{}
			}
			words[f] = true
		}
	}
	return words
}

// isPlainWord reports whether a field is letters and underscores alone (a
// flag such as is_stmt, a status such as ok); "" is one.
func isPlainWord(f string) bool {
	return strings.IndexFunc(f, func(r rune) bool { return !(r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z') }) < 0
}

// isNumberField reports whether a field is a number: digits with an
// optional sign and decimal point, or 0x and hexadecimal digits.
func isNumberField(f string) bool {
	f = strings.TrimPrefix(f, "-")
	if h, ok := strings.CutPrefix(f, "0x"); ok {
		return h != "" && strings.Trim(h, "0123456789abcdefABCDEF") == ""
	}
	whole, frac, _ := strings.Cut(f, ".")
	return allDigits(whole) && (frac == "" || allDigits(frac))
}

// rowsChanged is the one edit of a hunk of rows of numbers laid out anew
// (see numberRows), cut from its lines alone: which numbers and flags
// each row holds is the table's answer to what changed around it, as
// code rewritten is (see rewritten), and a side effect. Its example is
// its first changed lines.
func (h *hunk) rowsChanged() Edit {
	e := Edit{What: h.what, Parts: []Part{fixed(rowsPart)}, Family: "numbers", side: true, table: true}
	for _, side := range [2]int{0, 1} {
		n := 0
		for _, b := range h.blocks {
			n += len(b[side])
		}
		// Rows or two of numbers changed (a matrix's one value) may be a
		// cause, as a number changed alone in text may.
		e.table = e.table && n >= minRows
	}
	for _, b := range h.blocks {
		for side, ls := range b {
			op := byte('-')
			if side == 1 {
				op = '+'
			}
			for i := range ls {
				if len(e.Diff) < exampleLines {
					e.Diff = append(e.Diff, diffLine(op, ls[i]))
				}
				if op == '-' && e.OldLine == 0 {
					e.OldLine = ls[i].no
				}
				if op == '+' && e.NewLine == 0 {
					e.NewLine = ls[i].no
				}
			}
		}
	}
	return e
}

// wholeLines appends the edits of a block that only inserts or only
// deletes: one whole line each, as cutBlock would make them, the lines
// lexed only when their text is new to the file (see wholeMemo).
func (h *hunk) wholeLines(out []Edit, op byte, ls []line) []Edit {
	start := len(out)
	for i := range ls {
		out = append(out, h.whole.edit(h.what, h.lang, op, &ls[i]))
	}
	if !tables[h.lang].machine {
		for i, c := range declBodies(h.lang, op, ls, nil) {
			out[start+i].construct = c
		}
	}
	return out
}

// heads reports whether a line of source code heads what the lines
// indented under it hold, as a declaration heads its body: a
// declaration's head (see symbolLine), or a line that ends by opening a
// block, a list or a call ("{", "[", "("), or in Python and YAML a line
// that ends with ":". Not a brace alone, and not a statement of control
// (if, else, for, while, switch, try): there the lines under it are what
// changed (an assert's call gone with its if), not the condition.
func heads(lang Lang, l line) bool {
	if len(l.toks) == 0 || punctOnly(l.toks) {
		return false // a brace alone opens the body of the line above it
	}
	if symbolLine(lang, l) {
		return true
	}
	t := strings.TrimSpace(l.text)
	if t == "" || !wordsHead(l.toks) {
		return false
	}
	switch t[len(t)-1] {
	case '{':
		return !strings.HasSuffix(t, "${")
	case '[', '(':
		return true
	case ':':
		return lang == Hash
	}
	return false
}

// declBodies tells, of the lines of a block that came or went whole
// (whole: all of them where nil), those of a construct that came or went
// with its head: the lines after a head (see heads) indented deeper than
// it, and the line at its indentation that closes it ("}", "});"). Each
// such line, and the head, gets the construct (see constructOf) of the
// block's side op; the rest 0 (nil: none). Read as lines alone, a namespace, an interface or a function
// removed whole made a shape of every member, and a kind of every member
// seen in few files (TypeScript's stripInternal: 9 kinds for one rule);
// the catalog links each to its head (see Catalog.linkConstructs).
// Source code only: a machine's instructions under a symbol are its code
// rewritten.
func declBodies(lang Lang, op byte, ls []line, whole []bool) []int {
	var body []int
	for i := 0; i < len(ls); i++ {
		if whole != nil && !whole[i] {
			continue
		}
		indent := indentOf(ls[i].text)
		// A head whose brace opens on the next line, at its indentation
		// (int f(void), then "{").
		allman := i+1 < len(ls) && (whole == nil || whole[i+1]) && strings.TrimSpace(ls[i+1].text) == "{" && indentOf(ls[i+1].text) == indent
		if !allman && !mayHead(ls[i]) {
			continue
		}
		if ls[i].toks == nil {
			// A text met before in the file took its edit from the
			// memo, unlexed (see wholeMemo): heads reads its tokens.
			ls[i].toks = ls[i].lexed(lang, ls[i].abs)
		}
		if !heads(lang, ls[i]) && !(allman && opensOnNextLine(ls[i])) {
			continue
		}
		j := i + 1
		for ; j < len(ls) && (whole == nil || whole[j]); j++ {
			t := ls[j].text
			deeper := strings.TrimSpace(t) == "" || indentOf(t) > indent || allman && j == i+1
			closes := !deeper && indentOf(t) == indent && strings.IndexByte("})]", strings.TrimSpace(t)[0]) >= 0
			if !deeper && !closes {
				break
			}
			if body == nil {
				body = make([]int, len(ls))
			}
			body[i], body[j] = constructOf(op, ls[i]), constructOf(op, ls[i])
			if closes {
				j++
				break
			}
		}
		i = j - 1
	}
	return body
}

// opensOnNextLine reports whether a lexed line may head a block that opens
// on the next line: words, no statement of control, no ";" at its end.
func opensOnNextLine(l line) bool {
	return !punctOnly(l.toks) && !strings.HasSuffix(strings.TrimSpace(l.text), ";") && wordsHead(l.toks)
}

// wordsHead reports whether a line's tokens may head a construct: two at
// least, no comment at the end, and no statement of control first.
func wordsHead(toks []Token) bool {
	if len(toks) < 2 || toks[len(toks)-1].Class == Comment {
		return false
	}
	return !controlWords[toks[0].Text] && !controlWords[toks[1].Text]
}

// mayHead is a look at a line's text that rules out most lines that head
// nothing (see heads) before they are lexed.
func mayHead(l line) bool {
	t := strings.TrimSpace(l.text)
	return t != "" && (l.top || l.member || strings.IndexByte("{[(:", t[len(t)-1]) >= 0)
}

// at is list[i], or 0 where list is nil.
func at(list []int, i int) int {
	if list == nil {
		return 0
	}
	return list[i]
}

// constructOf is Edit.construct for a construct headed by l, of a
// block's side op.
func constructOf(op byte, head line) int {
	if op == '-' {
		return -head.no
	}
	return head.no
}

// wholeMemo remembers the edits of whole lines inserted or deleted in one
// section of a file (one what and language), by their text. A line's
// edit depends on its text, where it stands (top, open) and its mark
// alone, so a text met before gets the edit it gave, at its own line:
// debug sections and tables repeat a few lines thousands of times, and
// lexing and rendering each was most of what their kinds cost. nil
// remembers nothing.
type wholeMemo map[wholeKey]*Edit

// wholeKey is what a whole line's edit depends on (see wholeMemo).
type wholeKey struct {
	op        byte
	top, open bool
	text      string
}

// edit is wholeEdit(what, lang, op, *l), lexing l if it was not.
func (wm wholeMemo) edit(what string, lang Lang, op byte, l *line) Edit {
	k := wholeKey{op: op, top: l.top, open: l.open, text: l.text}
	if e, ok := wm[k]; ok && !l.ctx {
		c := *e
		c.Diff = []string{diffLine(op, *l)}
		if op == '-' {
			c.OldLine = l.no
		} else {
			c.NewLine = l.no
		}
		return c
	}
	if l.toks == nil {
		l.toks = l.lexed(lang, l.abs)
	}
	e := wholeEdit(what, lang, op, *l)
	if wm != nil && !l.ctx && len(wm) < maxWholeMemo {
		wm[k] = &e
	}
	return e
}

// maxWholeMemo bounds the texts a wholeMemo keeps: a section of lines
// that never repeat would keep an edit for each.
const maxWholeMemo = 1 << 14

// distributes reports whether a block of the hunk is a list split or
// joined (see distributed): its blocks are cut alone, not streamed as one.
func (h *hunk) distributes() bool {
	if h.lang != CLike && h.lang != Hash {
		return false
	}
	for _, b := range h.blocks {
		if len(b[0]) > 0 && len(b[1]) > 0 && len(b[0])+len(b[1]) > 2 && (hasComma(b[0]) || hasComma(b[1])) {
			lexLines(h.lang, h.file, b[0])
			lexLines(h.lang, h.file, b[1])
			if _, ok := distributed(h.what, h.lang, b[0], b[1]); ok {
				return true
			}
		}
	}
	return false
}

// setUnits gives the hunk's edits their units: by the new line an edit
// stands on, or where its first deleted line stood.
func (h *hunk) setUnits(edits []Edit) {
	var delAt map[int]int
	for i := range edits {
		e := &edits[i]
		at := h.first
		switch {
		case e.top:
			e.Unit, e.outer = h.section*unitSpan+unitSpan/2-1, h.section*unitSpan+unitSpan/2-1
			continue
		case e.NewLine > 0:
			at = e.NewLine
		case e.OldLine > 0:
			if delAt == nil {
				delAt = map[int]int{}
				for _, l := range h.old {
					delAt[l.no] = l.at
				}
			}
			at = delAt[e.OldLine]
		}
		e.Unit, e.coarse = h.unit(at)
		e.outer = h.outer(at, e.Unit)
	}
}

// moved folds the whole lines that a section deleted in one place and
// inserted in another, the same but for generated names, registers,
// numbers and labels (a function or a table placed elsewhere, renumbered)
// into one side effect: lines moved.
func moved(what string, edits []Edit) []Edit {
	key := func(e *Edit) (string, bool) {
		if strings.HasPrefix(e.moveKey, recordMove) && (e.OldLine == 0) != (e.NewLine == 0) {
			return e.moveKey, true // a record come or gone whole (see recordEdit)
		}
		if len(e.Diff) != 1 || (e.OldLine == 0) == (e.NewLine == 0) || len(e.Parts) != 1 || e.Family == "layout" {
			return "", false
		}
		if e.moveKey != "" {
			return e.moveKey, true
		}
		return e.Parts[0].Concrete[1:], true
	}
	gone := map[string]int{}
	for i := range edits {
		if k, ok := key(&edits[i]); ok && edits[i].OldLine != 0 {
			gone[k]++
		}
	}
	if len(gone) == 0 {
		return edits
	}
	both := map[string]int{}
	for i := range edits {
		if k, ok := key(&edits[i]); ok && edits[i].NewLine != 0 && gone[k] > both[k] {
			both[k]++
		}
	}
	if len(both) == 0 {
		return edits
	}
	came := maps.Clone(both)
	out := edits[:0:0]
	m := -1
	for i := range edits {
		e := edits[i]
		k, ok := key(&e)
		switch {
		case ok && e.OldLine != 0 && both[k] > 0:
			both[k]--
		case ok && e.NewLine != 0 && came[k] > 0:
			came[k]--
		default:
			out = append(out, e)
			continue
		}
		if m < 0 {
			m = len(out)
			out = append(out, Edit{What: what, Parts: []Part{fixed("↕ lines moved")}, Family: "moved", side: true, Unit: e.Unit})
		}
		out[m].absorb(&e)
	}
	return out
}

// absorb folds e into an edit that stands for several: its example keeps
// their first lines and where they stand.
func (m *Edit) absorb(e *Edit) {
	if len(m.Diff) < exampleLines {
		m.Diff = append(m.Diff, e.Diff...)
	}
	if m.OldLine == 0 {
		m.OldLine = e.OldLine
	}
	if m.NewLine == 0 {
		m.NewLine = e.NewLine
	}
}

var hunkHeader = regexp.MustCompile(`^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@`)

// hunkStart returns the first old and new line numbers of a hunk; an
// empty side ("-4,0") stands after its line.
func hunkStart(h string) (int, int) {
	m := hunkHeader.FindStringSubmatch(h)
	if m == nil {
		return 0, 0
	}
	a, _ := strconv.Atoi(m[1])
	b, _ := strconv.Atoi(m[3])
	if m[2] == "0" {
		a++
	}
	if m[4] == "0" {
		b++
	}
	return a, b
}

// sentenceEdit is the edit of a line that is not a diff line: an exit
// status keeps its numbers; sizes and offsets in other sentences do not.
func sentenceEdit(what, l, raw string) Edit {
	sig := "! " + number.ReplaceAllString(l, "#")
	family := "contents"
	switch {
	case strings.HasPrefix(l, "exit status ") || strings.HasPrefix(l, "baseline status "):
		sig = "! " + l
		family = "exit status"
	case strings.Contains(l, "missing"):
		family = "outputs made or missing"
	}
	return Edit{What: what, Parts: []Part{fixed(sig)}, Family: family, Diff: []string{raw}}
}

var number = regexp.MustCompile(`[0-9]+`)

// maxStreamLines bounds the lines, context included, of a hunk diffed as
// one stream of tokens: a file changed every few lines is one hunk of
// all its lines, and its stream costs every token of the file where its
// blocks cut alone cost their own.
const maxStreamLines = 400

// maxBlockTokens bounds the token diff of one changed block: a larger
// block is cut into line pairs and whole lines instead.
const maxBlockTokens = 8000

// appendBlock appends the edits of one changed block: the lines removed
// and the lines added between two runs of context.
//
// When most tokens of the removed lines are still there in the added
// ones (a comment appended to every line, a rename, a construct spread
// over several lines), the block is diffed as one stream of tokens, so
// how the lines were cut does not matter: each run of changed tokens is
// an edit of the line (or lines) it stands on, lines whose every token
// came or went are whole lines inserted or deleted, and a change of where
// the lines break is an edit of layout. Otherwise the lines are paired in
// order where a pair shares most of its tokens, each pair diffed alone,
// and the rest are whole lines. A block memo remembers gives the edits
// it gave before (see Memo).
func appendBlock(out []Edit, memo *blockMemo, wm wholeMemo, what string, lang Lang, file string, del, add []line) []Edit {
	if memo == nil || memo.cold() {
		return cutBlock(out, wm, what, lang, file, del, add)
	}
	key, ok := blockKey(what, lang, del, add)
	if !ok {
		return cutBlock(out, wm, what, lang, file, del, add)
	}
	out, hit := memo.get(out, key, del, add)
	if hit {
		return out
	}
	start := len(out)
	out = cutBlock(out, wm, what, lang, file, del, add)
	memo.put(key, out[start:], del, add)
	return out
}

// cutBlock appends the edits of a block (see appendBlock).
func cutBlock(out []Edit, wm wholeMemo, what string, lang Lang, file string, del, add []line) []Edit {
	n := lexLines(lang, file, del) + lexLines(lang, file, add)
	if e, ok := rewrapped(what, lang, del, add); ok {
		return append(out, e)
	}
	if e, ok := distributed(what, lang, del, add); ok {
		return append(out, e)
	}
	// Lines of code re-wrapped: as many lines as before (a call's
	// arguments moved from one line to the next) are streamed too, and
	// kept as a stream only where they break elsewhere (see streamEdits).
	if len(del) > 0 && len(add) > 0 && (len(del) != len(add) || len(del) > 1) && n <= maxBlockTokens && !tables[lang].machine && !del[0].sampled && !add[0].sampled {
		if edits, ok := streamEdits(what, lang, del, add); ok {
			return append(out, edits...)
		}
	}
	return pairEdits(out, wm, what, lang, del, add)
}

// rewritten folds the instruction edits of a hunk of assembly that both
// lost and gained instructions whole into one edit: code rewritten
// (spills, moves and arithmetic scheduled and allocated anew, operands
// changed). Which instructions came and went there is the optimizer's
// answer to the cause, not the cause, and one edit per instruction made
// one kind per line shape. A hunk that only inserts or only deletes (a
// prologue, endbr64) keeps its lines' shapes, and so do directives,
// labels and instructions without operands everywhere.
func rewritten(what string, edits []Edit) []Edit {
	var gone, came int
	for i := range edits {
		if edits[i].insn && len(edits[i].Diff) == 1 {
			if edits[i].OldLine != 0 {
				gone++
			} else {
				came++
			}
		}
	}
	if gone == 0 || came == 0 {
		return edits
	}
	out := edits[:0:0]
	merged := -1
	for i := range edits {
		e := edits[i]
		if !e.insn && !e.side || e.Family == "call" && e.OldLine*e.NewLine == 0 && len(e.Parts) == 1 && !strings.Contains(e.Parts[0].Concrete, "$") {
			// An edit, or a call of a named function come or gone (a
			// check's handler, a helper no longer inlined): it tells
			// more than the code around it.
			out = append(out, e)
			continue
		}
		if merged < 0 {
			merged = len(out)
			out = append(out, Edit{What: what, Parts: []Part{fixed("≈ instructions rewritten")}, Family: "code rewritten", side: true})
		}
		out[merged].absorb(&e)
	}
	return out
}

// instruction reports whether a line of assembly is an instruction: not a
// directive, a label, or a marker such as endbr64.
//
// In LLVM IR an instruction that makes a value names it first ("%7 =
// load i32, ptr %6"): it is the operation after the name.
func instruction(lang Lang, toks []Token) bool {
	if lang == IR && len(toks) >= 3 && toks[0].Class == Register && toks[1].Text == "=" {
		toks = toks[2:]
	}
	// A word and a colon define a label, but in YARV's listing the colon
	// starts the operand's Ruby symbol ("putobject :force").
	return tables[lang].machine && len(toks) >= 1 && toks[0].Class == Word && toks[0].Text[0] != '.' && (len(toks) == 1 || toks[1].Text != ":" || lang == Yarv) && !marker[toks[0].Text] &&
		!(lang == IR && irDeclarations[toks[0].Text])
}

// irDeclarations start the lines of LLVM IR that declare what the module
// is rather than compute: a function's attribute group (nounwind,
// "frame-pointer"="all"), the target, the source's name.
var irDeclarations = set("attributes target source_filename")

// insnLine reports whether a line is an instruction (see instruction):
// in GIMPLE, any line of a function's body but a block's label, a
// declaration or statement continued on lines of its own too ("struct",
// "{ 0, 0 }(3)>" of a PHI); in javap's listing, a line with an offset.
func insnLine(lang Lang, l line) bool {
	switch lang {
	case Diag, ClangAST, Dwarf:
		return false // a message, a node or an entry, not an instruction
	case Gimple:
		return !l.top && len(l.toks) > 0 && !gimpleLabel(l.toks) && !commentOnly(l.toks) && indentOf(l.text) > 0
	case JavaP:
		// The lines with an offset: a member's declaration ("  int
		// count;") starts in lower case too.
		_, ok := javapInsn(l.text)
		return ok
	case MCA:
		// A table's row: a resource of the CPU model and a figure of the
		// summary are no instructions.
		_, n := mcaCut(l.text)
		return n >= 3 && instruction(lang, l.toks)
	}
	return instruction(lang, l.toks)
}

// marker holds the instructions that mark a place rather than compute:
// kept as edits of their own even where code was rewritten around them.
var marker = set("endbr64 endbr32 notrack")

// symbols numbers the tokens of a pair of lines, equal texts alike, and
// gives their places: a map only for long lines.
func symbols(d, a line) (x, y []int, xpos, ypos []pos) {
	if len(d.toks)+len(a.toks) > 64 {
		ids := map[string]int{}
		x, xpos = flatten([]line{d}, ids)
		y, ypos = flatten([]line{a}, ids)
		return x, y, xpos, ypos
	}
	var seen []string
	id := func(t string) int {
		for i, s := range seen {
			if s == t {
				return i
			}
		}
		seen = append(seen, t)
		return len(seen) - 1
	}
	x, y = make([]int, len(d.toks)), make([]int, len(a.toks))
	xpos, ypos = make([]pos, len(d.toks)), make([]pos, len(a.toks))
	for i, t := range d.toks {
		x[i], xpos[i] = id(t.Text), pos{0, i}
	}
	for i, t := range a.toks {
		y[i], ypos[i] = id(t.Text), pos{0, i}
	}
	return x, y, xpos, ypos
}

// tokenDiff diffs two lines' tokens. Most pairs differ in one place:
// past their common ends, two middles that share no token are the one
// block a diff would find too, found without a search.
func tokenDiff(a, b []int) linediff.Script {
	pre := 0
	for pre < len(a) && pre < len(b) && a[pre] == b[pre] {
		pre++
	}
	suf := 0
	for suf < len(a)-pre && suf < len(b)-pre && a[len(a)-1-suf] == b[len(b)-1-suf] {
		suf++
	}
	ma, mb := a[pre:len(a)-suf], b[pre:len(b)-suf]
	if len(ma) == 0 && len(mb) == 0 {
		return linediff.Script{}
	}
	for _, x := range ma {
		for _, y := range mb {
			if x == y {
				return linediff.Ints(a, b)
			}
		}
	}
	return linediff.Script{Blocks: []linediff.Block{{A0: pre, A1: len(a) - suf, B0: pre, B1: len(b) - suf}}}
}

// slide moves each pure insertion or deletion as far right as the tokens
// allow ("((x" to "(x" deletes the second "(", never the first), so that
// where a diff chose to place it among repeated tokens does not change
// its shape.
func slide(a, b []int, s linediff.Script) linediff.Script {
	for i := range s.Blocks {
		blk := &s.Blocks[i]
		nextA, nextB := len(a), len(b)
		if i+1 < len(s.Blocks) {
			nextA, nextB = s.Blocks[i+1].A0, s.Blocks[i+1].B0
		}
		switch {
		case blk.B0 == blk.B1 && blk.A1 > blk.A0: // a deletion
			for blk.A1 < nextA-1 && blk.B0 < nextB && a[blk.A0] == a[blk.A1] {
				blk.A0, blk.A1, blk.B0, blk.B1 = blk.A0+1, blk.A1+1, blk.B0+1, blk.B1+1
			}
		case blk.A0 == blk.A1 && blk.B1 > blk.B0: // an insertion
			for blk.B1 < nextB-1 && blk.A0 < nextA && b[blk.B0] == b[blk.B1] {
				blk.A0, blk.A1, blk.B0, blk.B1 = blk.A0+1, blk.A1+1, blk.B0+1, blk.B1+1
			}
		}
	}
	return s
}

// pos is a token's place in a block: its line and index on the line.
type pos struct{ line, tok int }

// flatten lists a block side's tokens and their places.
func flatten(ls []line, ids map[string]int) ([]int, []pos) {
	n := 0
	for _, l := range ls {
		n += len(l.toks)
	}
	syms, at := make([]int, 0, n), make([]pos, 0, n)
	for li, l := range ls {
		for ti, t := range l.toks {
			id, ok := ids[t.Text]
			if !ok {
				id = len(ids)
				ids[t.Text] = id
			}
			syms = append(syms, id)
			at = append(at, pos{li, ti})
		}
	}
	return syms, at
}

// streamEdits diffs a block as one stream of tokens; ok is false when
// less than half the tokens of either side are kept, or when its lines
// break where they did (then pairs cut it better: a token diff across
// lines aligns one line's words with another's where they repeat).
func streamEdits(what string, lang Lang, del, add []line) ([]Edit, bool) {
	ids := map[string]int{}
	st := stream{what: what, lang: lang, del: del, add: add}
	var a, b []int
	a, st.apos = flatten(del, ids)
	b, st.bpos = flatten(add, ids)
	// A script that keeps half the changed lines' tokens of each side
	// takes at most the fewer changed tokens of a side, plus the context
	// lines' (see mostlyKept): a search past that would be thrown away.
	// Where it finds none, two more for each token that may come back
	// quoted (mostlyKept forgives those), if any may: a search again.
	var ca, cb int
	st.na, ca = tokenCounts(del)
	st.nb, cb = tokenCounts(add)
	bound := min(st.na, st.nb) + ca + cb
	script, ok := linediff.IntsWithin(a, b, bound)
	if !ok {
		if q := mayQuote(del, add); q > 0 {
			script, ok = linediff.IntsWithin(a, b, bound+2*q)
		}
	}
	if !ok {
		return nil, false
	}
	st.script = slide(a, b, script)
	if !st.mostlyKept() {
		return nil, false
	}
	layout, ok := layoutEdit(what, del, add, st.apos, st.bpos, st.script)
	if !ok {
		return nil, false
	}
	// Which lines changed whole.
	dm, am := mark(del, st.apos, st.script, true), mark(add, st.bpos, st.script, false)
	// A line whose names were quoted is that line, not a line removed and
	// another added (see wholeLines).
	for _, p := range st.quoted {
		a, b := st.apos[p[0]], st.bpos[p[1]]
		dm[a.line][a.tok], am[b.line][b.tok] = false, false
	}
	st.wholeDel, st.wholeAdd = wholeLines(del, dm), wholeLines(add, am)
	var out []Edit
	for _, s := range st.sites() {
		out = append(out, st.siteEdit(s))
	}
	var delBody, addBody []int
	if !tables[lang].machine {
		delBody, addBody = declBodies(lang, '-', del, st.wholeDel), declBodies(lang, '+', add, st.wholeAdd)
	}
	for i, l := range del {
		if st.wholeDel[i] {
			e := wholeEdit(what, lang, '-', l)
			e.construct = at(delBody, i)
			out = append(out, e)
		}
	}
	for i, l := range add {
		if st.wholeAdd[i] {
			e := wholeEdit(what, lang, '+', l)
			e.construct = at(addBody, i)
			out = append(out, e)
		}
	}
	return append(out, layout), true
}

// mayQuote counts the tokens of a block's removed lines that its added
// lines hold quoted alike (see quotedAlike: x and "x", 'a' and "a"), each
// matched once: 0 when neither side quotes anything, at no more cost
// than a look at each token.
func mayQuote(del, add []line) int {
	if !anyQuotedLine(del) && !anyQuotedLine(add) {
		return 0
	}
	byBare, exact := map[string]int{}, map[string]int{}
	for _, l := range add {
		for _, t := range l.toks {
			byBare[bareText(t.Text)]++
			exact[t.Text]++
		}
	}
	n := 0
	for _, l := range del {
		for _, t := range l.toks {
			if b := bareText(t.Text); byBare[b] > exact[t.Text] && hasText(b) {
				byBare[b]--
				n++
			}
		}
	}
	return n
}

// anyQuotedLine reports whether a token of ls is quoted (see bareText).
func anyQuotedLine(ls []line) bool {
	for _, l := range ls {
		if anyQuoted(l.toks) {
			return true
		}
	}
	return false
}

// tokenCounts counts the tokens of a block side's changed lines and of
// its context lines. With na and nb the changed lines' tokens of each
// side, and ca and cb the context lines', a token script that keeps L
// tokens takes na+ca+nb+cb-2L edits; keeping half of each side's changed
// tokens (see mostlyKept) needs 2L >= max(na, nb), so such a script takes
// at most min(na, nb)+ca+cb edits.
func tokenCounts(ls []line) (changed, ctx int) {
	for _, l := range ls {
		if l.ctx {
			ctx += len(l.toks)
		} else {
			changed += len(l.toks)
		}
	}
	return changed, ctx
}

// stream is a block (or a hunk) diffed as one stream of tokens.
type stream struct {
	what               string
	lang               Lang
	del, add           []line
	apos, bpos         []pos // each token's place
	script             linediff.Script
	wholeDel, wholeAdd []bool // lines inserted or deleted whole
	na, nb             int    // the changed lines' tokens, on each side
	// quoted are the tokens that came back quoted alike (see
	// quotedPairs), set by mostlyKept where they are half the tokens that
	// changed at least: SQL's identifiers quoted, a formatter's quotes.
	// Elsewhere a name that turns up quoted (an export's name now a
	// string argument) is a coincidence, not a kept token.
	quoted [][2]int
}

// site is the runs of changed tokens that share a line: one edit.
type site struct {
	parts    []Part
	family   string
	dlo, alo []int // its lines on each side
	punct    bool  // only punctuation changed: a side effect of layout
	operands bool  // only operands, comments and punctuation changed: a side effect
}

// mostlyKept reports whether at least half the tokens of the changed
// lines stay, on each side. Where most of what changed is names quoted
// (see stream.quoted), a name that came back quoted stays.
func (st *stream) mostlyKept() bool {
	gone, came := 0, 0
	for _, blk := range st.script.Blocks {
		for k := blk.A0; k < blk.A1; k++ {
			if !st.del[st.apos[k].line].ctx {
				gone++
			}
		}
		for k := blk.B0; k < blk.B1; k++ {
			if !st.add[st.bpos[k].line].ctx {
				came++
			}
		}
		st.quoted = append(st.quoted, st.quotedPairs(blk)...)
	}
	quoted := len(st.quoted)
	if 4*quoted >= gone+came && quoted > 0 {
		gone, came = gone-quoted, came-quoted
	} else {
		st.quoted = nil // coincidences (see stream.quoted)
	}
	return 2*gone <= st.na && 2*came <= st.nb && st.script.Coarse == 0
}

// quotedPairs are the tokens of a block that came back quoted alike (see
// quotedAlike): the block's tokens one for one, each old token with the
// new one in its place, when every one of them is (a name quoted, x →
// "x"; a run of tokens that became others is no token quoted, whatever
// words they share). Each is a token's place in the old stream and in the
// new.
func (st *stream) quotedPairs(blk linediff.Block) [][2]int {
	if blk.A1-blk.A0 != blk.B1-blk.B0 || blk.A1 == blk.A0 {
		return nil
	}
	out := make([][2]int, 0, blk.A1-blk.A0)
	for k, m := blk.A0, blk.B0; k < blk.A1; k, m = k+1, m+1 {
		a, b := st.apos[k], st.bpos[m]
		if st.del[a.line].ctx || st.add[b.line].ctx || !quotedAlike(st.del[a.line].toks[a.tok].Text, st.add[b.line].toks[b.tok].Text) {
			return nil
		}
		out = append(out, [2]int{k, m})
	}
	return out
}

// run returns a block's changed tokens that are not on whole lines, and
// the lines they stand on (a pure insertion stands on an old line too,
// and a deletion on a new one: the example shows both).
func (st *stream) run(blk linediff.Block) (dt, at []Token, dls, als []int) {
	for k := blk.A0; k < blk.A1; k++ {
		if p := st.apos[k]; !st.wholeDel[p.line] {
			dt = append(dt, st.del[p.line].toks[p.tok])
			dls = appendLine(dls, p.line)
		}
	}
	for k := blk.B0; k < blk.B1; k++ {
		if p := st.bpos[k]; !st.wholeAdd[p.line] {
			at = append(at, st.add[p.line].toks[p.tok])
			als = appendLine(als, p.line)
		}
	}
	if blk.A0 == blk.A1 && len(at) > 0 && len(st.apos) > 0 {
		if l := st.apos[min(blk.A0, len(st.apos)-1)].line; !st.wholeDel[l] {
			dls = appendLine(dls, l)
		}
	}
	if blk.B0 == blk.B1 && len(dt) > 0 && len(st.bpos) > 0 {
		if l := st.bpos[min(blk.B0, len(st.bpos)-1)].line; !st.wholeAdd[l] {
			als = appendLine(als, l)
		}
	}
	return dt, at, dls, als
}

// sites gathers the runs of changed tokens into sites: runs that share a
// line are one site, and lines are joined through the runs that touch
// them on either side.
func (st *stream) sites() []*site {
	var sites []*site
	onD, onA := map[int]*site{}, map[int]*site{}
	for _, blk := range st.script.Blocks {
		dt, at, dls, als := st.run(blk)
		if len(dt)+len(at) == 0 {
			continue
		}
		// The token after the run, on its line: where an insertion or a
		// deletion stands.
		var ctx *Token
		if len(dt) == 0 || len(at) == 0 {
			ctx = after(st.del, st.add, st.apos, st.bpos, blk)
		}
		var s *site
		for _, l := range dls {
			if x := onD[l]; x != nil {
				s = x
			}
		}
		for _, l := range als {
			if x := onA[l]; x != nil && s == nil {
				s = x
			}
		}
		if s == nil {
			s = &site{punct: true, operands: true}
			sites = append(sites, s)
		}
		for _, l := range dls {
			onD[l] = s
			s.dlo = appendLine(s.dlo, l)
		}
		for _, l := range als {
			onA[l] = s
			s.alo = appendLine(s.alo, l)
		}
		s.parts = appendPart(s.parts, runPart(st.lang, dt, at, ctx))
		if s.family == "" {
			s.family = familyOf(st.lang, dt, at)
		}
		s.punct = s.punct && punctOnly(dt) && punctOnly(at)
		s.operands = s.operands && operandTokens(dt) && operandTokens(at)
	}
	return sites
}

// siteEdit is the edit of a site, with its lines as the example.
func (st *stream) siteEdit(s *site) Edit {
	e := Edit{What: st.what, Parts: s.parts, Family: s.family, side: s.punct || s.operands}
	if s.punct {
		e.Family = "layout"
	}
	for _, l := range s.dlo {
		e.Diff = append(e.Diff, diffLine('-', st.del[l]))
	}
	for _, l := range s.alo {
		e.Diff = append(e.Diff, diffLine('+', st.add[l]))
	}
	if len(s.dlo) > 0 {
		e.OldLine = st.del[s.dlo[0]].no
	}
	if len(s.alo) > 0 {
		e.NewLine = st.add[s.alo[0]].no
	}
	return e
}

// diffLine is a line of an example: changed ("-old", "+new") or context.
func diffLine(op byte, l line) string {
	if l.ctx {
		op = ' '
	}
	if l.raw != "" && l.raw[0] == op {
		return l.raw // the diff's own line: no copy
	}
	return string(op) + l.text
}

func appendLine(ls []int, l int) []int {
	if len(ls) == 0 || ls[len(ls)-1] != l {
		ls = append(ls, l)
	}
	return ls
}

// mark returns, per line of one side, which of its tokens changed.
func mark(ls []line, at []pos, s linediff.Script, old bool) [][]bool {
	out := make([][]bool, len(ls))
	for i, l := range ls {
		out[i] = make([]bool, len(l.toks))
	}
	for _, blk := range s.Blocks {
		lo, hi := blk.B0, blk.B1
		if old {
			lo, hi = blk.A0, blk.A1
		}
		for k := lo; k < hi; k++ {
			out[at[k].line][at[k].tok] = true
		}
	}
	return out
}

// wholeLines reports, per line, whether it is inserted or deleted whole:
// every token of it changed (a line of no token counts), or most of a
// line of four tokens or more.
func wholeLines(ls []line, changed [][]bool) []bool {
	out := make([]bool, len(ls))
	for i := range ls {
		n := 0
		for _, c := range changed[i] {
			if c {
				n++
			}
		}
		// A line of which less than half stays is a line of its own that
		// happens to share a few tokens with its neighbours.
		out[i] = !ls[i].ctx && (n == len(changed[i]) || len(changed[i]) >= 4 && 2*n > len(changed[i]))
	}
	return out
}

// after returns the token that follows a pure insertion or deletion on
// its line (nil at the line's end).
func after(del, add []line, apos, bpos []pos, blk linediff.Block) *Token {
	if blk.A1 > blk.A0 { // a deletion: the old side's next token
		last := apos[blk.A1-1]
		if t := del[last.line].toks; last.tok+1 < len(t) {
			return &t[last.tok+1]
		}
		return nil
	}
	last := bpos[blk.B1-1]
	if t := add[last.line].toks; last.tok+1 < len(t) {
		return &t[last.tok+1]
	}
	return nil
}

// layoutEdit is the edit of a block whose lines break elsewhere than
// before: a line spread over several, or several joined into one.
func layoutEdit(what string, del, add []line, apos, bpos []pos, s linediff.Script) (Edit, bool) {
	// Walk the kept tokens in step and see on which lines each falls.
	split, joined := false, false
	firstD, firstA := -1, -1
	seenD, seenA := map[int]int{}, map[int]int{}
	i, j := 0, 0
	blocks := append(slices.Clip(s.Blocks), linediff.Block{A0: len(apos), A1: len(apos), B0: len(bpos), B1: len(bpos)})
	for _, blk := range blocks {
		for i < blk.A0 && j < blk.B0 {
			dl, al := apos[i].line, bpos[j].line
			if x, ok := seenD[dl]; ok && x != al {
				split = true
			}
			if x, ok := seenA[al]; ok && x != dl {
				joined = true
			}
			if (split || joined) && firstD < 0 {
				firstD, firstA = dl, al
			}
			seenD[dl], seenA[al] = al, dl
			i, j = i+1, j+1
		}
		i, j = blk.A1, blk.B1
	}
	if !split && !joined {
		return Edit{}, false
	}
	e := Edit{What: what, Parts: []Part{fixed(layoutName(split, joined))}, Family: "layout", side: true}
	// The example: the old line and the new lines its tokens went to.
	e.OldLine, e.NewLine = del[firstD].no, add[firstA].no
	e.Diff = append(e.Diff, diffLine('-', del[firstD]))
	for l := firstA; l < len(add) && l < firstA+4; l++ {
		e.Diff = append(e.Diff, diffLine('+', add[l]))
	}
	return e, true
}

// pairEdits appends to out the edits of a block cut into pairs of lines
// that share most of their tokens, each diffed alone, and whole lines.
// Lines are paired by content, not position: of the pairings that keep
// both sides' order, the one that shares the most tokens (see
// pairByContent), so that a line is never paired with an unrelated one
// that happens to stand in its place (and an edit that no line shows is
// never reported).
func pairEdits(out []Edit, wm wholeMemo, what string, lang Lang, del, add []line) []Edit {
	pairs := pairByContent(lang, del, add)
	var delBody, addBody []int // the lines of constructs come or gone whole (see declBodies)
	if !tables[lang].machine && (len(pairs) < len(del) || len(pairs) < len(add)) {
		wholeDel, wholeAdd := make([]bool, len(del)), make([]bool, len(add))
		for i := range wholeDel {
			wholeDel[i] = true
		}
		for j := range wholeAdd {
			wholeAdd[j] = true
		}
		for _, p := range pairs {
			wholeDel[p[0]], wholeAdd[p[1]] = false, false
		}
		delBody, addBody = declBodies(lang, '-', del, wholeDel), declBodies(lang, '+', add, wholeAdd)
	}
	whole := func(op byte, ls []line, body []int, k int) Edit {
		e := wm.edit(what, lang, op, &ls[k])
		e.construct = at(body, k)
		return e
	}
	i, j := 0, 0
	for _, p := range pairs {
		for ; i < p[0]; i++ {
			out = append(out, whole('-', del, delBody, i))
		}
		for ; j < p[1]; j++ {
			out = append(out, whole('+', add, addBody, j))
		}
		out = append(out, pairEdit(what, lang, del[i], add[j]))
		i, j = i+1, j+1
	}
	for ; i < len(del); i++ {
		out = append(out, whole('-', del, delBody, i))
	}
	for ; j < len(add); j++ {
		out = append(out, whole('+', add, addBody, j))
	}
	return out
}

// maxPairCells bounds the table of pairByContent: a larger block is
// paired in order, each line with the next that it can be paired with.
const maxPairCells = 16 * 16

// pairByContent returns the pairs (removed line, added line), ascending
// on both sides, that share the most tokens in all, of the lines that
// can be paired (see pairable).
func pairByContent(lang Lang, del, add []line) [][2]int {
	if len(del)*len(add) > maxPairCells {
		return pairByKeys(lang, del, add)
	}
	n, m := len(del), len(add)
	addSigs := make([]lineSig, m)
	for j := range m {
		addSigs[j] = sigOf(add[j].toks)
	}
	score := make([][]int, n)
	for i := range n {
		score[i] = make([]int, m)
		ds := sigOf(del[i].toks)
		for j := range m {
			score[i][j] = pairable(lang, del[i], add[j], ds.common(&addSigs[j]))
		}
	}
	return bestPairs(score)
}

// bestPairs returns the pairs (i, j), ascending on both sides, of the
// cells of score above 0 whose scores sum to the most: the line diff's
// search for the longest common run, weighted. Lines paired by content
// (see pairByContent) and records by their fields (see pairRecords).
func bestPairs(score [][]int) [][2]int {
	n := len(score)
	if n == 0 {
		return nil
	}
	m := len(score[0])
	// best[i][j]: the most pairing the first i of one side with the
	// first j of the other.
	best := make([][]int, n+1)
	for i := range best {
		best[i] = make([]int, m+1)
	}
	for i := 1; i <= n; i++ {
		for j := 1; j <= m; j++ {
			b := max(best[i-1][j], best[i][j-1])
			if sc := score[i-1][j-1]; sc > 0 {
				b = max(b, best[i-1][j-1]+sc)
			}
			best[i][j] = b
		}
	}
	var out [][2]int
	for i, j := n, m; i > 0 && j > 0; {
		switch {
		case score[i-1][j-1] > 0 && best[i][j] == best[i-1][j-1]+score[i-1][j-1]:
			out = append(out, [2]int{i - 1, j - 1})
			i, j = i-1, j-1
		case best[i][j] == best[i-1][j]:
			i--
		default:
			j--
		}
	}
	slices.Reverse(out)
	return out
}

// pairByKeys pairs a large block in one pass, in order: each removed
// line with the added line, among the next pairWindow not yet passed,
// that it shares the most tokens with (see pairable); a removed line
// with none stays whole. Its cost grows with the block, not its square
// (a diff of the lines' keys took a third of the kinds of a clang change).
func pairByKeys(lang Lang, del, add []line) [][2]int {
	var out [][2]int
	sigs := make([]lineSig, len(add)) // each added line's, made once
	made := 0
	j := 0
	for i := range del {
		best, at := 0, -1
		// No pairing scores more than the line's tokens and its numbers
		// (see pairable, renumberedLine): once one does, the window's
		// rest cannot take its place, and is not scored (a listing
		// whose every line lost a column paired each line at its first
		// candidate, and scored 23 more). Nor does a line score more
		// than lineSig.atMost says, and one that cannot beat the best
		// so far is not scored either: the pairs are those scoring
		// every candidate would give, at a fraction of the cost.
		ds := sigOf(del[i].toks)
		most := ds.n + ds.nums
		for k := j; k < len(add) && k < j+pairWindow && best < most; k++ {
			for ; made <= k; made++ {
				sigs[made] = sigOf(add[made].toks)
			}
			c := ds.common(&sigs[k])
			if boundPairs && ds.atMost(&sigs[k], c) <= best {
				continue
			}
			if sc := pairable(lang, del[i], add[k], c); sc > best {
				best, at = sc, k
			}
		}
		if at >= 0 {
			out = append(out, [2]int{i, at})
			j = at + 1
		}
	}
	return out
}

// boundPairs is false where a test scores every candidate pair of lines
// (see lineSig).
var boundPairs = true

// pairWindow is how far ahead pairByKeys looks for a removed line's pair.
const pairWindow = 24

// pairable returns how many tokens two lines share when the new line can
// be an edit of the old (they share at least half the tokens of the
// longer, or two thirds of the shorter and three tokens at least, or all
// the shorter's tokens but one; in assembly they are of one operation,
// see sameOp), else 0. shared bounds the tokens they share (see
// lineSig.common): when no count that low can make them a pair, their
// tokens are not matched.
func pairable(lang Lang, d, a line, shared int) int {
	if tables[lang].symbolTable && (len(d.toks) == 0 || len(a.toks) == 0 || d.toks[0].Text != a.toks[0].Text) {
		return 0 // two symbols
	}
	if tables[lang].machine && punctOnly(d.toks) != punctOnly(a.toks) {
		return 0 // a brace ("{") and an instruction that holds one
	}
	if tables[lang].machine && d.top && a.top {
		if x, y := headName(lang, d.toks), headName(lang, a.toks); x != y && !renumbered(x, y) {
			return 0 // two units' heads: one unit gone, another placed here
		}
	}
	if !sameOp(lang, d.toks, a.toks) {
		return 0
	}
	if n := renumberedLine(d.toks, a.toks); n > 0 {
		return n
	}
	short, long := min(len(d.toks), len(a.toks)), max(len(d.toks), len(a.toks))
	if boundPairs && tooFewShared(shared, short, long) {
		return 0 // the threshold below grows with c: no c this low passes
	}
	c, w := common(d.toks, a.toks)
	if tooFewShared(c, short, long) ||
		w == 0 && !punctOnly(d.toks) && !punctOnly(a.toks) {
		return 0 // or they share only punctuation: ")]," is no line's edit of another
	}
	return c
}

// tooFewShared reports whether lines of short and long tokens that share
// c are too far apart to be one line changed (see pairable).
func tooFewShared(c, short, long int) bool {
	return c == 0 || 2*c < long && c < short && (3*c < 2*short || c < 3) && (short < 3 || c < short-1)
}

// lineSig is what bounds the tokens a line shares with another (see
// pairByKeys) without matching them: its tokens, how many of them are
// numbers (see numberAt) and the others, and how many texts fall in
// each of sigBuckets buckets by a hash of the text. Two lines share no
// more of a bucket's texts than the fewer either has, unless a string or
// a quoted name of either matches other texts (see common), or a bucket
// of a line of hundreds of thousands of tokens is full: loose.
type lineSig struct {
	n, nums int
	loose   bool
	bucket  [sigBuckets]uint16
}

const sigBuckets = 16

// sigOf returns the lineSig of a line's tokens.
func sigOf(toks []Token) lineSig {
	s := lineSig{n: len(toks)}
	for k, t := range toks {
		if numberAt(toks, k) {
			s.nums++
		}
		if t.Class == String || len(t.Text) >= 3 && quote(t.Text[0]) {
			s.loose = true
		}
		// Equal texts hash alike, whatever squeezing spaces merges.
		if b := &s.bucket[squeezeHash(t.Text)%sigBuckets]; *b == math.MaxUint16 {
			s.loose = true
		} else {
			*b++
		}
	}
	return s
}

// common bounds what common(d, a) returns for lines of signatures s and
// o: never more than the shorter line's tokens (see commonShort).
func (s *lineSig) common(o *lineSig) int {
	c := min(s.n, o.n)
	if s.loose || o.loose {
		return c
	}
	b := 0
	for i := range s.bucket {
		b += int(min(s.bucket[i], o.bucket[i]))
	}
	return min(c, b)
}

// atMost bounds what pairable scores the lines of signatures s (the
// removed line) and o, c bounding the tokens they share: c, or, where the
// lines can read alike but for their numbers, the removed line's tokens
// and its numbers (see renumberedLine, which needs as many other tokens
// on both sides).
func (s *lineSig) atMost(o *lineSig, c int) int {
	if s.n-s.nums == o.n-o.nums {
		return max(c, s.n+s.nums)
	}
	return c
}

// headName is the symbol a unit's head names: its first token (an
// assembly label, a listing's symbol), or in GIMPLE, where a function's
// head starts with its type, the name before its parameters.
func headName(lang Lang, toks []Token) string {
	if lang == Gimple {
		for i := 1; i < len(toks); i++ {
			if toks[i].Text == "(" && (toks[i-1].Class == Ident || toks[i-1].Class == Register) {
				return toks[i-1].Text
			}
		}
	}
	if len(toks) == 0 {
		return ""
	}
	return toks[0].Text
}

// renumberedLine returns, for two lines that read alike but for their
// numbers (each run of numbers standing for one, however many it
// holds), a score above what any other pairing of the old line shares:
// its tokens, and one more for each number that stands unchanged at the
// same place of its run (a graph's nodes named by numbers, "edge 2 5 …",
// meet their own line first; an instruction its own bytes). 0 for lines that differ elsewhere, or
// share no word, name or string. A line whose numbers all changed (a
// node laid out anew, an edge of four points now of seven) shares few of
// its tokens, and is still that line.
func renumberedLine(d, a []Token) int {
	i, j, same, named := 0, 0, 0, false
	for i < len(d) && j < len(a) {
		switch {
		case numberAt(d, i) && numberAt(a, j):
			for i < len(d) && numberAt(d, i) {
				if j < len(a) && numberAt(a, j) && d[i].Text == a[j].Text {
					same++
				}
				i++
				if j < len(a) && numberAt(a, j) {
					j++
				}
			}
			for j < len(a) && numberAt(a, j) {
				j++
			}
		case d[i].Text == a[j].Text && d[i].Class != Number && a[j].Class != Number:
			named = named || d[i].Class != Punct
			i, j = i+1, j+1
		default:
			return 0
		}
	}
	if i < len(d) || j < len(a) || !named {
		return 0
	}
	return len(d) + same
}

// common counts the tokens two lines share, each token of either line
// counted once, and of those the ones that are not punctuation. In two
// lines of as many tokens, a name and the same name quoted (x and "x", 'a'
// and "a") are shared too: an identifier quoted, or a string's quotes
// changed, is an edit of that token, not of the line (see quotedAlike);
// a line that grew or shrank did more than quote its names (an export's
// names now a call's string arguments).
func common(a, b []Token) (n, words int) {
	if len(a)*len(b) <= 1024 {
		// Short lines (most): a quadratic match costs less than a map.
		return commonShort(a, b)
	}
	count := map[string]int{}
	for _, t := range a {
		count[t.Text]++
	}
	var left []Token // b's tokens a does not hold
	for _, t := range b {
		if count[t.Text] > 0 {
			count[t.Text]--
			n++
			if t.Class != Punct {
				words++
			}
		} else {
			left = append(left, t)
		}
	}
	if len(left) > 0 && len(a) == len(b) && (anyQuoted(a) || anyQuoted(b)) {
		bare := map[string]int{}
		for text, c := range count {
			if c > 0 {
				bare[bareText(text)] += c
			}
		}
		for _, t := range left {
			if u := bareText(t.Text); bare[u] > 0 && hasText(u) {
				bare[u]--
				n++
				if t.Class != Punct {
					words++
				}
			}
		}
	}
	return n, words
}

// commonShort is common for short lines, by a quadratic match.
func commonShort(a, b []Token) (n, words int) {
	var usedBuf, bufB [32]bool
	var used, usedB []bool
	if len(a) > len(usedBuf) {
		used = make([]bool, len(a))
	} else {
		used = usedBuf[:len(a)]
	}
	if len(b) > len(bufB) {
		usedB = make([]bool, len(b))
	} else {
		usedB = bufB[:len(b)]
	}
	for j, t := range b {
		for i := range a {
			if !used[i] && a[i].Text == t.Text {
				used[i], usedB[j] = true, true
				n++
				if t.Class != Punct {
					words++
				}
				break
			}
		}
	}
	if n < len(a) || n < len(b) {
		// Never more than the shorter line's tokens: a pairing's
		// score is bounded by them (see pairByKeys).
		k, w := interpolated(a, b, used, usedB)
		n, words = min(n+k, len(a), len(b)), min(words+w, len(a), len(b))
	}
	if n < len(a) && len(a) == len(b) && (anyQuoted(a) || anyQuoted(b)) {
		for j, t := range b {
			for i := range a {
				if !usedB[j] && !used[i] && quotedAlike(a[i].Text, t.Text) {
					used[i], usedB[j] = true, true
					n++
					if t.Class != Punct && a[i].Class != Punct {
						words++
					}
					break
				}
			}
		}
	}
	return n, words
}

// interpolated counts the strings of one line, not yet matched, that hold
// tokens of the other not yet matched, each once: a string that
// interpolates (an f-string, a template literal) holds the names and the
// texts that the other line joins around it ("a" + b, f"a{b}"), where it
// holds a brace, as interpolation does in most languages (f"{b}",
// `${b}`, $"{b}", "#{b}"). Each counted is marked used. Names and texts
// of fewer than two bytes count not: a string holds one letter by
// chance.
func interpolated(a, b []Token, usedA, usedB []bool) (n, words int) {
	inside := func(x []Token, usedX []bool, y []Token, usedY []bool) {
		for j, s := range y {
			if usedY[j] || s.Class != String {
				continue
			}
			in, out := splitBraces(s.Text)
			if in == "" {
				continue
			}
			held := false
			for i, t := range x {
				if usedX[i] {
					continue
				}
				switch {
				case (t.Class == Ident || t.Class == Word && !cWords[t.Text] && !pyWords[t.Text]) && len(t.Text) >= 2 && wholeWord(in, t.Text):
				case t.Class == String:
					// A whole literal the other line joined, its text
					// outside the braces.
					text := bareText(t.Text)
					if len(text) == len(t.Text) || len(text) < 2 || !strings.Contains(out, text) {
						continue
					}
				default:
					continue
				}
				usedX[i], held = true, true
			}
			if held {
				// The string is one token of its line, shared once
				// whatever it holds: "{user} logged in from {host}" is
				// no edit of a line that names user and host.
				usedY[j] = true
				n++
				words++
			}
		}
	}
	inside(a, usedA, b, usedB)
	inside(b, usedB, a, usedA)
	return n, words
}

// quotedAlike reports whether two tokens differ only in their quotes: a
// name and the same name quoted ("x", 'x' or `x`), or one text quoted two
// ways. Quotes alone ("" and """") are no name.
func quotedAlike(a, b string) bool {
	ua, ub := bareText(a), bareText(b)
	return a != b && ua == ub && hasText(ua)
}

// bareText is a token without the quotes around it, if it has a pair.
func bareText(s string) string {
	if len(s) >= 3 && quote(s[0]) && s[len(s)-1] == s[0] {
		return s[1 : len(s)-1]
	}
	return s
}

// hasText reports whether a token's bare text holds more than quotes.
func hasText(bare string) bool { return strings.Trim(bare, `"'`+"`") != "" }

func quote(c byte) bool { return c == '"' || c == '\'' || c == '`' }

// anyQuoted reports whether a token of ts is quoted (see bareText).
func anyQuoted(ts []Token) bool {
	for _, t := range ts {
		if len(t.Text) >= 3 && quote(t.Text[0]) {
			return true
		}
	}
	return false
}

// sameOp reports whether two lines of assembly can be one line changed:
// both instructions or directives of one name, or both labels. Other text
// pairs by its tokens alone.
func sameOp(lang Lang, a, b []Token) bool {
	if !tables[lang].machine || len(a) == 0 || len(b) == 0 {
		return true
	}
	if a[0].Class != b[0].Class || a[0].Class == Word && (a[0].Text[0] == '.') != (b[0].Text[0] == '.') ||
		a[0].Class == Word && a[0].Text[0] == '.' && a[0].Text != b[0].Text {
		return false
	}
	// A label defined is one symbol: "f:" and "g:" are one gone, one
	// placed here.
	if len(a) == 2 && len(b) == 2 && a[1].Text == ":" && b[1].Text == ":" && a[0].Class == Ident {
		return a[0].Text == b[0].Text || renumbered(a[0].Text, b[0].Text)
	}
	// A directive about a symbol is about the same symbol: ".type a" and
	// ".type b" are two objects, one gone and one placed here.
	if a[0].Class == Word && a[0].Text[0] == '.' {
		return slices.Equal(names(a), names(b))
	}
	return true
}

// declared returns the name a line declares where the only change is
// its export dropped or added ("export function f(" made "function f(",
// "export class C", "export const x ="): an exports word alone before a
// declaring word, then the name. Its other forms in the same file export
// that name by an edit (see Catalog.linkNames). "" for any other word
// (return, await, static, throw) and any other line (C++'s "export
// import std;" declares nothing).
func declared(del, ins, rest []Token) string {
	run := del
	if len(del) == 0 {
		run = ins
	} else if len(ins) > 0 {
		return ""
	}
	if len(run) == 0 || len(rest) < 2 {
		return ""
	}
	for _, t := range run {
		if t.Class != Word || !exportWords[t.Text] {
			return ""
		}
	}
	words := 0
	for _, t := range rest {
		switch {
		case t.Class == Word && declaringWords[t.Text]:
			words++
			continue
		case t.Class == Ident && words > 0 && len(t.Text) >= minNameLen:
			return t.Text
		}
		return ""
	}
	return ""
}

// exportWords are the words that export what a declaration declares;
// declaringWords those that open a declaration after them (JavaScript's
// and TypeScript's).
var (
	exportWords    = set("export default")
	declaringWords = set("function class const let var async abstract enum interface type namespace")
)

// names lists the names (identifiers) among tokens.
func names(toks []Token) []string {
	var out []string
	for _, t := range toks {
		if t.Class == Ident {
			out = append(out, t.Text)
		}
	}
	return out
}

// pairEdit is the edit of one line changed into another: its runs of
// changed tokens.
func pairEdit(what string, lang Lang, d, a line) Edit {
	e := Edit{What: what, Diff: []string{diffLine('-', d), diffLine('+', a)}, OldLine: d.no, NewLine: a.no, top: tables[lang].machine && d.top && a.top,
		insn: insnLine(lang, d) && insnLine(lang, a)}
	x, y, xpos, ypos := symbols(d, a)
	s := slide(x, y, tokenDiff(x, y))
	var firstDel, firstIns []Token // the first run's, for numbersConcrete
	for i, blk := range s.Blocks {
		dt, at := d.toks[blk.A0:blk.A1], a.toks[blk.B0:blk.B1] // one line each: token k is at k
		if i == 0 {
			firstDel, firstIns = dt, at
		}
		var ctx *Token
		if len(dt) == 0 || len(at) == 0 {
			ctx = after([]line{d}, []line{a}, xpos, ypos, blk)
		}
		p := runPart(lang, dt, at, ctx)
		if !tables[lang].machine {
			p.declares = declared(dt, at, d.toks[blk.A1:])
		}
		e.Parts = appendPart(e.Parts, p)
		if e.Family == "" {
			e.Family = familyOf(lang, dt, at)
		}
	}
	e.Parts = numbersOnly(e.Parts)
	if len(e.Parts) == 1 && e.Parts[0].Shape == numbersPart && !tables[lang].machine {
		e.Parts[0].Concrete = numbersConcrete(firstDel, firstIns)
	}
	if len(e.Parts) == 0 && d.text != a.text { // the lines differ only in spacing, or columns
		e.Parts, e.Family, e.side = []Part{fixed("~ spacing")}, "layout", true
		return e
	}
	if len(e.Parts) == 0 { // the same line, deleted and inserted in one block
		e.Parts, e.Family, e.side = []Part{fixed("↕ lines moved")}, "moved", true
		return e
	}
	switch {
	case tables[lang].machine:
		e.side = e.insn || operandsOnly(d.toks, a.toks, s) || sideDirective(lang, d.toks) && sideDirective(lang, a.toks) ||
			labelOrAlign(lang, d.toks) && labelOrAlign(lang, a.toks) ||
			headFacts(lang, d, a, s) || irMetadata(lang, d.toks) && irMetadata(lang, a.toks)
	case punctChanged(d.toks, a.toks, s):
		e.side, e.Family = true, "layout"
	default:
		e.side = operandsOnly(d.toks, a.toks, s)
	}
	return e
}

// numbersPart is the shape of a line's runs that each replace numbers
// with numbers, however many (see numbersOnly).
const numbersPart = "~ # → #"

// numbersOnly folds the parts of a line whose every run replaces numbers
// with numbers into one part, numbersPart: coordinates laid out anew
// (a graph's nodes and edges, an edge of four points now of seven),
// offsets and sizes shifted, are one rule whatever the count of numbers
// in each run and of runs in the line. Its concrete form is the first
// run's. Other lines keep their parts.
func numbersOnly(parts []Part) []Part {
	if len(parts) == 0 {
		return parts
	}
	for _, p := range parts {
		if !p.numbers {
			return parts
		}
	}
	if len(parts) == 1 && parts[0].Shape == numbersPart {
		return parts
	}
	first := parts[0]
	first.Shape, first.Skeleton, first.Hole = numbersPart, "", ""
	return []Part{first}
}

// numbersConcrete is the concrete form of a line's numbers changed alone
// in source code (see numbersOnly): its first run with the numbers as
// they read ("~ 8 → 16"), that a rule applied at every site shows alike
// (see group.numberRules).
func numbersConcrete(del, ins []Token) string {
	texts := func(toks []Token) string {
		var b strings.Builder
		for i, t := range toks {
			if i > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(t.Text)
		}
		return b.String()
	}
	return "~ " + texts(del) + " → " + texts(ins)
}

// sideDirective reports whether a line of assembly is a directive that
// describes the code around it rather than asks for anything: call frame
// information (DWARF's .cfi_, Windows' .seh_, ARM's unwind tables),
// alignment, a symbol's size, a source line, an address taken. Code
// changed for any cause changes them.
func sideDirective(lang Lang, toks []Token) bool {
	if len(toks) == 0 || toks[0].Class != Word {
		return false
	}
	d := toks[0].Text
	return strings.HasPrefix(d, ".cfi_") || strings.HasPrefix(d, ".seh_") || tables[lang].sideWords[d]
}

var sideDirectives = set(".p2align .align .balign .p2alignw .p2alignl .size .loc .addrsig_sym .section .text .data .bss .previous .pushsection .popsection" +
	" .fnstart .fnend .cantunwind .save .vsave .setfp .pad .movsp .personality .personalityindex .handlerdata .unwind_raw .tc")

// symbolLine reports whether a line of machine code defines or declares
// a symbol: an assembly label at the outermost level or its .type,
// .globl and the like, an IR define, declare or global, a Go listing's
// symbol head; or a line of C-like code that starts a top-level
// declaration. Inserted or deleted whole, such lines are one rule
// whatever the symbol's name, class and attributes: a symbol come or
// gone (a function emitted where it was inlined, a constant no longer
// folded, a closure the race detector wraps, a helper a lowering no
// longer needs, an empty declaration group dropped).
func symbolLine(lang Lang, l line) bool {
	switch {
	case len(l.toks) == 0 || !l.top && !l.member && !tables[lang].machine || lang == Diag:
		return false // a diagnostic is a message, at the start of its line
	case lang == ClangAST:
		// A declaration of the translation unit: a child of its root.
		return strings.HasPrefix(l.text, "|-") || strings.HasPrefix(l.text, "`-")
	case lang == Dwarf:
		// An entry come or gone, not one of its attributes.
		_, ok := dwarfHead(l.text)
		return ok
	case tables[lang].symbolTable:
		// A symbol's line, not the table's head or a section's title,
		// which come and go with the table they head.
		return nmLine(l.text)
	}
	first := l.toks[0].Text
	switch {
	case !tables[lang].machine:
		// A declaration starts with a declaring word or opens a block
		// with its brace: not any line at the outermost level (a
		// program's output has every line there: "error: …", "Results:").
		t := strings.TrimSpace(l.text)
		return lang == CLike && (declWords[first] || strings.HasSuffix(t, "{") && !strings.HasSuffix(t, "${"))
	case lang == IR:
		// A function or a global, not a block's label or attributes.
		return l.top && (first == "define" || first == "declare" || strings.HasPrefix(first, "@"))
	case l.top:
		return true
	}
	return len(l.toks) > 1 && symbolDirectives[first]
}

var symbolDirectives = set(".type .globl .global .local .hidden .weak .set .equ .equiv")

// declWords start a top-level declaration in the C-like languages (and
// in Ada and Pascal, as GNAT prints Ada: "procedure").
var declWords = set("import export package const var let function procedure class interface type struct enum union typedef namespace module func static extern")

// operandDirective reports whether a line of assembly is a directive of
// operands only: data that is numbers and local labels (a constant pool's
// entry, a jump table's), not a symbol's or a string's; or a symbol's
// address taken from a local label (ARM's literal pools: ".long
// g_words-(.LPC0_17+8)", an entry of the code that loads it).
func operandDirective(toks []Token) bool {
	if len(toks) < 2 || toks[0].Class != Word || toks[0].Text[0] != '.' {
		return false
	}
	symbol, label := false, false
	for _, t := range toks[1:] {
		switch t.Class {
		case Ident:
			symbol = true
		case Label:
			label = true
		case Register, Number, Comment, Punct:
		default:
			return false
		}
	}
	return !symbol || label
}

// temporaries reports whether a line of code declares only temporaries
// a compiler made ("var _a, _b;", TypeScript's and Babel's): what
// lowering one construct brings.
func temporaries(toks []Token) bool {
	names := 0
	for i, t := range toks {
		switch {
		case t.Class == Ident && temporary(t.Text):
			names++
		case t.Class == Word && i == 0, t.Class == Punct:
		default:
			return false
		}
	}
	return names > 0 && toks[0].Class == Word
}

// temporary reports whether a name is a temporary a compiler made: an
// underscore, a letter and digits (_a, _b2), or an underscore and digits.
func temporary(t string) bool {
	if len(t) < 2 || t[0] != '_' {
		return false
	}
	rest := t[1:]
	if rest[0] >= 'a' && rest[0] <= 'z' {
		rest = rest[1:]
	}
	return rest == "" || allDigits(rest)
}

// commentOnly reports whether a line holds nothing but comments.
func commentOnly(toks []Token) bool {
	for _, t := range toks {
		if t.Class != Comment {
			return false
		}
	}
	return len(toks) > 0
}

// operandsOnly reports whether the changed tokens of a pair are all
// registers, numbers, local labels, comments and punctuation, or
// generated names renumbered (__func__.0 → __func__.3, f.isra.1 →
// f.isra.2, _a → _b): what renumbers, shifts or re-comments.
func operandsOnly(a, b []Token, s linediff.Script) bool {
	for _, blk := range s.Blocks {
		if blk.A1-blk.A0 == 1 && blk.B1-blk.B0 == 1 && a[blk.A0].Class == Ident && b[blk.B0].Class == Ident && renumbered(a[blk.A0].Text, b[blk.B0].Text) {
			continue
		}
		if !operandTokens(a[blk.A0:blk.A1]) || !operandTokens(b[blk.B0:blk.B1]) {
			return false
		}
	}
	return len(s.Blocks) > 0
}

// irMetadata reports whether a line of LLVM IR is metadata ("!7 =
// !{…}"): scopes, loops, debug info, which describe the code.
func irMetadata(lang Lang, toks []Token) bool {
	return lang == IR && len(toks) > 0 && toks[0].Text == "!"
}

// headFacts reports whether a pair of a symbol's heads differs only in
// what the code below it decides: its size and frame (numbers), and the
// words of its table's codeFacts (a Go listing's nosplit, which the
// assembler sets on a small leaf, and leaf). Code changed for any cause
// changes them.
func headFacts(lang Lang, d, a line, s linediff.Script) bool {
	facts := tables[lang].codeFacts
	if facts == nil || !d.top || !a.top || len(d.toks) == 0 || len(a.toks) == 0 || d.toks[0].Text != a.toks[0].Text {
		return false
	}
	ok := func(toks []Token) bool {
		for _, t := range toks {
			if !facts[t.Text] && !operandTokens([]Token{t}) {
				return false
			}
		}
		return true
	}
	for _, blk := range s.Blocks {
		if !ok(d.toks[blk.A0:blk.A1]) || !ok(a.toks[blk.B0:blk.B1]) {
			return false
		}
	}
	return len(s.Blocks) > 0
}

// operandTokens reports whether tokens are all of the classes that change
// with what is around them: registers, numbers, local labels, comments
// and punctuation.
func operandTokens(toks []Token) bool {
	for _, t := range toks {
		switch t.Class {
		case Register, Number, Label, Comment, Punct:
		default:
			return false
		}
	}
	return true
}

// punctChanged reports whether only punctuation changed between a pair.
func punctChanged(a, b []Token, s linediff.Script) bool {
	for _, blk := range s.Blocks {
		if !punctOnly(a[blk.A0:blk.A1]) || !punctOnly(b[blk.B0:blk.B1]) {
			return false
		}
	}
	return len(s.Blocks) > 0
}

// punctOnly reports whether tokens are all punctuation.
func punctOnly(toks []Token) bool {
	for _, t := range toks {
		if t.Class != Punct {
			return false
		}
	}
	return true
}

// punctAndComment reports whether a line is punctuation and a comment
// after it ("} // callseq 91", "} // namespace leveldb"): a block's end,
// which says what it ends.
func punctAndComment(toks []Token) bool {
	n := len(toks)
	return n > 1 && toks[n-1].Class == Comment && punctOnly(toks[:n-1])
}

// renumbered reports whether two names differ only in their digits.
func renumbered(a, b string) bool {
	return strings.ContainsAny(a, "0123456789") && strings.ContainsAny(b, "0123456789") &&
		strings.Trim(number.ReplaceAllString(a, "#"), "#") == strings.Trim(number.ReplaceAllString(b, "#"), "#")
}

// labelOrAlign reports whether a line of assembly is a local label's
// definition or an alignment directive.
func labelOrAlign(lang Lang, toks []Token) bool {
	if n := len(toks); n > 0 && toks[n-1].Class == Comment {
		toks = toks[:n-1]
	}
	if lang == IR && len(toks) == 2 && toks[1].Text == ":" || lang == Gimple && gimpleLabel(toks) {
		return true // a basic block's label
	}
	if !tables[lang].mnemonicFirst || len(toks) == 0 {
		return false
	}
	if toks[0].Class == Label || toks[0].Class == Number {
		return len(toks) == 2 && toks[1].Text == ":"
	}
	switch toks[0].Text {
	case ".p2align", ".align", ".balign", ".p2alignw", ".p2alignl":
		return true
	}
	return false
}

// fillWords are the words a tool writes for the bytes it pads with to
// align what follows.
var fillWords = map[string]bool{"fill": true, "padding": true, "pad": true, "alignment": true}

// fillLine reports whether a line says only that bytes were padded, in
// any language: a row of where and how many, its words fillWords, the
// rest two numbers at least and stars or brackets (GNU ld's map,
// "*fill* 0x0000000000001179 0x7"). Padding comes and goes where
// anything before it grew or shrank, as an alignment directive does in
// assembly. Code that pads ("pad = 0;", "fill()") and a program's
// "padding: 4" are no such row.
func fillLine(toks []Token) bool {
	fill, nums := false, 0
	for _, t := range toks {
		switch t.Class {
		case Number:
			nums++
		case Punct:
			if strings.Trim(t.Text, "*[]") != "" {
				return false
			}
		case Word, Ident:
			if !fillWords[strings.ToLower(t.Text)] {
				return false
			}
			fill = true
		default:
			return false
		}
	}
	return fill && nums >= 2
}

// moveKeyOf is a whole line's Edit.moveKey: "" for its concrete form.
func moveKeyOf(lang Lang, l line) string {
	if !tables[lang].machine && dataRow(l.text) {
		// A row of data moved is the same row, its numbers apart: its
		// names too, which its concrete form may number ($1).
		return rowMove + maskValues(l.text)
	}
	if n := len(l.toks); l.toks[n-1].Class == Comment && n > 1 {
		return " " + render(l.toks[:n-1], true, &namer{})
	} else if n == 1 && (l.frame || lang == Diag && quotedSource(l.text)) {
		// A quoted line of source under a message (see quotedSource),
		// one comment, moved only where its text stands on the other
		// side: its concrete form, numbers masked, is the same for any
		// two such lines with the same words ("1 | apple 1", "1 | apple
		// 10"). Other lines of a comment alone keep that form.
		return "#" + l.toks[0].Text
	}
	return ""
}

// wholeLineTokens is how many tokens of a whole line its shape keeps.
const wholeLineTokens = 16

// wholeEdit is the edit of a line inserted or deleted whole: its tokens,
// abstracted.
func wholeEdit(what string, lang Lang, op byte, l line) Edit {
	symbol := symbolLine(lang, l)
	insn := insnLine(lang, l)
	e := Edit{What: what, Diff: []string{diffLine(op, l)}, insn: insn, top: tables[lang].machine && l.top,
		side: len(l.toks) == 0 || labelOrAlign(lang, l.toks) || fillLine(l.toks) || lang == GoAsm && l.toks[0].Class == Label ||
			irMetadata(lang, l.toks) || lang == IR && l.toks[0].Text == "attributes" ||
			insn || commentOnly(l.toks) ||
			tables[lang].machine && (sideDirective(lang, l.toks) || operandDirective(l.toks)) ||
			punctOnly(l.toks) || punctAndComment(l.toks) || !tables[lang].machine && temporaries(l.toks) || lang == Diag && l.toks[0].Text == "note" ||
			tables[lang].symbolTable && readelfHead(l.text)} // a table's head comes and goes with its rows
	if op == '-' {
		e.OldLine = l.no
	} else {
		e.NewLine = l.no
	}
	if len(l.toks) == 0 {
		sig := string(op) + " (blank line)"
		e.Parts, e.Family = []Part{fixed(sig)}, "layout"
		return e
	}
	toks := l.toks
	more := ""
	if len(toks) > wholeLineTokens {
		toks, more = toks[:wholeLineTokens], " …"
	}
	e.Parts = []Part{{Shape: numberLists(string(op) + " " + render(toks, false, &namer{}) + more),
		Concrete: numberLists(string(op) + " " + render(toks, true, &namer{}) + more)}}
	if op == '+' {
		if !e.side { // a side effect's names link nothing (see Catalog.linkNames)
			e.Parts[0].added = namesOf(l.toks)
		}
	} else {
		e.Parts[0].removed = namesOf(l.toks)
	}
	if tables[lang].mnemonicFirst && prefix[l.toks[0].Text] && len(l.toks) > 1 {
		// A prefixed instruction come or gone is its prefix applied
		// (notrack, lock, rep), as where the prefix came alone.
		if op == '+' {
			e.Parts[0].Hole = "~ ▢ → " + l.toks[0].Text + " ▢"
		} else {
			e.Parts[0].Hole = "~ " + l.toks[0].Text + " ▢ → ▢"
		}
	}
	e.Parts[0].slots = lang == Diag
	if flag := diagFlag(l.toks); lang == Diag && flag != "" {
		// Messages of one flag come or gone are one rule, whatever
		// each says ("unrolled loop by a factor of 8", "completely
		// unrolled loop", both [-Rpass=loop-unroll]).
		e.Parts[0].Hole = string(op) + " ▢ " + flag
	}
	if symbol && !e.side {
		// A side effect (an IR define, read as an instruction) stays
		// apart: a hole's lines are all edits, or it would take either
		// status by the order its lines came in.
		e.Parts[0].Hole = "± a symbol"
		if !tables[lang].machine {
			e.Parts[0].Hole = "± a declaration"
		}
	}
	e.moveKey = moveKeyOf(lang, l)
	if op == '-' {
		e.Family = familyOf(lang, l.toks, nil)
	} else {
		e.Family = familyOf(lang, nil, l.toks)
	}
	if e.side && e.Family == "punctuation" || fillLine(l.toks) {
		e.Family = "layout"
	}
	return e
}

// numberLists writes each list of numbers in a line's shape, "#, #, #",
// as one of any length, "#, …": a table of counters (a coverage map's
// branches, "[0, 0, 0]"), of bytes or of offsets is one shape whatever
// each row's count. A call's arguments keep their count (range(0, n)
// and range(0, n, 2) are two calls).
func numberLists(sig string) string {
	const item = ", #"
	i := strings.Index(sig, "#"+item)
	if i < 0 {
		return sig
	}
	var b strings.Builder
	for i >= 0 {
		j := i + 1
		for strings.HasPrefix(sig[j:], item) {
			j += len(item)
		}
		b.WriteString(sig[:i])
		if strings.HasSuffix(strings.TrimRight(sig[:i], " "), "(") {
			b.WriteString(sig[i:j]) // a call's arguments: its arity is its own
		} else {
			b.WriteString("#, …")
		}
		sig = sig[j:]
		i = strings.Index(sig, "#"+item)
	}
	b.WriteString(sig)
	return b.String()
}

// runPart is the part of one run of changed tokens: "~ old → new", with
// the token after a pure insertion or deletion on both sides (or "(line
// end)"), so that where it stands is part of its shape.
func runPart(lang Lang, del, ins []Token, ctx *Token) Part {
	sides := func(concrete bool) string {
		names := &namer{}
		if len(del) > 0 && len(ins) > 0 {
			return "~ " + render(del, concrete, names) + " → " + render(ins, concrete, names)
		}
		if ctx == nil {
			return "~ " + cmp.Or(render(del, concrete, names), "∅") + " → " + cmp.Or(render(ins, concrete, names), "∅") + " (line end)"
		}
		// The token after, on both sides, numbered as it reads.
		d := render(append(slices.Clip(del), *ctx), concrete, names)
		i := render(append(slices.Clip(ins), *ctx), concrete, names)
		return "~ " + d + " → " + i
	}
	p := Part{Shape: sides(false), Concrete: sides(true), side: operandTokens(del) && operandTokens(ins),
		added: namesOf(ins), removed: namesOf(del), numbers: numbersRun(del, ins)}
	if len(del) > 0 && len(ins) > 0 && !tables[lang].machine && !tables[lang].prose {
		p.Skeleton = ruleSkeleton(del, ins)
		p.rule = p.Skeleton != ""
	}
	if h := affixHole(del, ins); h != "" {
		p.Hole = h
	}
	if (len(del) == 0) != (len(ins) == 0) {
		c := "(line end)"
		if ctx != nil {
			c = render([]Token{*ctx}, false, &namer{})
		}
		// A comment or a string inserted or deleted alone keeps its
		// class: "a comment appended" is a rule of its own.
		what := "…"
		if run := append(slices.Clip(del), ins...); len(run) == 1 && (run[0].Class == Comment || run[0].Class == String) {
			what = render(run, false, &namer{})
		}
		if len(del) == 0 {
			p.Skeleton = "~ " + c + " → " + what + " " + c
		} else {
			p.Skeleton = "~ " + what + " " + c + " → " + c
		}
		// The same words inserted or deleted before any token: one rule
		// in many contexts ("nsw" dropped before i32, i64, ptr), whatever
		// punctuation comes or goes around one word: an arrow
		// function made a function expression is "function" inserted
		// before "(a, b)", and "function (" before a lone "a".
		if run := oneWord(append(slices.Clip(del), ins...)); hasWord(run) {
			r := render(run, false, &namer{})
			if len(del) == 0 {
				p.Hole = "~ ▢ → " + r + " ▢"
			} else {
				p.Hole = "~ " + r + " ▢ → ▢"
			}
		}
	}
	return p
}

// affixHole is the hole of a name renamed by adding or taking away the
// same words around it ("~ ▢ → __asan_▢": memcpy, memset and memmove
// each called through AddressSanitizer's own; "~ ▢ → ▢_impl"): one
// rule in many contexts, whatever the name. The name is three bytes at
// least, and what is added holds a letter (a number added is the
// name renumbered). "" for any other part.
func affixHole(del, ins []Token) string {
	if len(del) != 1 || len(ins) != 1 || del[0].Class != Ident || ins[0].Class != Ident {
		return ""
	}
	short, long, added := del[0].Text, ins[0].Text, true
	if len(short) > len(long) {
		short, long, added = long, short, false
	}
	at := strings.Index(long, short)
	if len(short) < 3 || at < 0 || len(long) == len(short) {
		return ""
	}
	pre, post := long[:at], long[at+len(short):]
	if !strings.ContainsFunc(pre+post, func(r rune) bool { return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' }) {
		return ""
	}
	if added {
		return "~ ▢ → " + pre + "▢" + post
	}
	return "~ " + pre + "▢" + post + " → ▢"
}

// ruleSkeleton is a replacement's shape in source code with its operands'
// forms left out (see ruleForm): "~ ▢ + … → "…"" is a concatenation made
// one string, whatever it joined (a + "_" + b, "as_" + self.x.vendor,
// (s + "000")). The shapes of one rule that rewrites expressions share it.
// "" where no form was left out, or where the rule would be an operand
// for another (a name, a call, a literal replaced), which is no rule.
func ruleSkeleton(del, ins []Token) string {
	if len(del) > maxRuleTokens || len(ins) > maxRuleTokens {
		return "" // bounded: brackets are matched by scanning the run
	}
	d, dl := ruleForm(del)
	i, il := ruleForm(ins)
	if len(ins) == 1 && ins[0].Class == String && interpolates(ins[0].Text, del) {
		i = strings.TrimSuffix(i, `"…"`) + `"…{▢}…"`
	} else if len(del) == 1 && del[0].Class == String && interpolates(del[0].Text, ins) {
		d = strings.TrimSuffix(d, `"…"`) + `"…{▢}…"`
	}
	if !dl && !il || d == i || !strings.ContainsAny(d+i, ruleOps) && !strings.Contains(d+i, "( … )") {
		return ""
	}
	return "~ " + d + " → " + i
}

// maxRuleTokens bounds the runs that have a rule's skeleton (see
// ruleSkeleton): a longer run is no one expression's rewrite.
const maxRuleTokens = 64

// interpolated marks a rule's string that interpolates what the other
// side joined (see interpolates): the names moved into the string.
const interpolatedMark = `"…{▢}…"`

// interpolates reports whether a string interpolates a name of toks: one
// stands, as a whole identifier, between its braces (f"{a}_{b}",
// `${a}`, "{x:f}"), or the string ends inside a brace it opens (`a${`:
// what it interpolates is on the next line, as the other side's
// operator at its end said).
func interpolates(s string, toks []Token) bool {
	inside, _ := splitBraces(s)
	if inside == "" {
		return false
	}
	if open := strings.LastIndexByte(s, '{'); open > strings.LastIndexByte(s, '}') && len(toks) > 0 && binaryOp(toks[len(toks)-1].Text) {
		return true
	}
	for _, t := range toks {
		if (t.Class == Ident || t.Class == Word) && wholeWord(inside, t.Text) {
			return true
		}
	}
	return false
}

// maxInterpolated bounds the strings read for what they interpolate.
const maxInterpolated = 512

// splitBraces returns a string's text between its braces, each brace's
// contents ended by a newline, and its text outside them, in one pass;
// "", "" where it has no brace or is longer than maxInterpolated.
func splitBraces(s string) (inside, outside string) {
	if len(s) > maxInterpolated || strings.IndexByte(s, '{') < 0 {
		return "", ""
	}
	var in, out strings.Builder
	depth := 0
	for i := range len(s) {
		switch c := s[i]; {
		case c == '{':
			if depth++; depth == 1 {
				continue
			}
		case c == '}' && depth > 0:
			if depth--; depth == 0 {
				in.WriteByte('\n')
				continue
			}
		}
		if depth > 0 {
			in.WriteByte(s[i])
		} else {
			out.WriteByte(s[i])
		}
	}
	return in.String(), out.String()
}

// wholeWord reports whether w stands in s as a whole identifier: no
// word character just before or after it.
func wholeWord(s, w string) bool {
	for off := 0; ; {
		i := strings.Index(s[off:], w)
		if i < 0 {
			return false
		}
		i += off
		end := i + len(w)
		if (i == 0 || !word(s[i-1])) && (end == len(s) || !word(s[end])) {
			return true
		}
		off = i + 1
	}
}

// ruleOps are the operators a rule's skeleton must hold one of.
const ruleOps = "+-*/%&|^<>=!?:~"

// ruleForm renders a run of source code's tokens with each operand
// (a name, number or string, with what follows it: .field, [index],
// (arguments); or a parenthesised expression) as its class ("…" a
// string, # a number, ▢ any other; a method's call as what it is called
// on and the method, see operandForm), a chain of operands joined by one
// binary operator as "▢ op …" (what it joins left out), and the run's
// own outer parentheses dropped. left says whether it left out any
// form: a chain, or an operand of more than one token.
func ruleForm(toks []Token) (form string, left bool) {
	if len(toks) > 2 && toks[0].Text == "(" && closing(toks, 0) == len(toks)-1 {
		toks, left = toks[1:len(toks)-1], true
	}
	type item struct {
		text    string
		operand bool
	}
	var items []item
	for k := 0; k < len(toks); {
		end := operandEnd(toks, k)
		if end == k {
			items = append(items, item{text: toks[k].Text})
			k++
			continue
		}
		mark := literalMark(toks[k])
		if end > k+1 {
			mark, left = operandForm(toks[k:end]), true
		}
		items = append(items, item{text: mark, operand: true})
		k = end
	}
	var out []string
	for k := 0; k < len(items); {
		// A chain: operands and one operator, alternating, one operator at
		// least (an end may be the operator: the line goes on).
		op, n := "", k
		for n < len(items) {
			switch {
			case items[n].operand:
				n++
			case binaryOp(items[n].text) && (op == "" || op == items[n].text) && (n > k || k == 0):
				op = items[n].text
				n++
			default:
				goto done
			}
			if n-1 > k && items[n-1].operand == items[n-2].operand {
				n-- // two operands, or two operators, in a row: no chain
				break
			}
		}
	done:
		if op != "" && n-k >= 2 {
			out = append(out, "▢", op, "…")
			left = true
			k = n
			continue
		}
		out = append(out, items[k].text)
		k++
	}
	return strings.Join(out, " "), left
}

// literalMark is an operand's token as its class: "…" a string, # a
// number, ▢ any other.
func literalMark(t Token) string {
	switch t.Class {
	case String:
		return stringMark(t.Text)
	case Number:
		return "#"
	}
	return "▢"
}

// operandForm is the form of an operand of more than one token: ▢, or
// where it ends in a method's call, the class of what it is called on
// (see literalMark) and the method, its arguments left out ("…" .
// format ( … ): a string formatted, whatever the string and its
// arguments). A literal's methods, called once or in a chain
// ("a".concat(b).concat(c)), are a string's.
func operandForm(toks []Token) string {
	if _, method := operandCall(toks, 0); method != "" {
		return literalMark(toks[0]) + " . " + method + " ( … )"
	}
	return "▢"
}

// operandEnd returns where the operand that starts at toks[k] ends, k
// where none starts there: a name (or a word where a name stands),
// number or string, or a parenthesised expression, and
// the fields, indexes and calls after it.
func operandEnd(toks []Token, k int) int {
	end, _ := operandCall(toks, k)
	return end
}

// operandCall is operandEnd, and the method the operand ends in a call
// of ("" where it ends otherwise: a field, an index, a call of a name).
func operandCall(toks []Token, k int) (end int, method string) {
	t := toks[k]
	var j int
	switch {
	case t.Class == Ident || t.Class == Number || t.Class == String || t.Class == Register:
		j = k + 1
	case t.Class == Word && (k+1 < len(toks) && (bracketOrField(toks[k+1].Text) || wordOp(toks[k+1].Text)) || k > 0 && wordOp(toks[k-1].Text)):
		// A word an operator joins, or one called, indexed or with a
		// field: a name (code read as prose has its names for words).
		j = k + 1
	case t.Text == "(":
		if j = closing(toks, k) + 1; j == 0 {
			return k, ""
		}
	default:
		return k, ""
	}
	for j < len(toks) {
		switch toks[j].Text {
		case ".":
			if j+1 < len(toks) && (toks[j+1].Class == Ident || toks[j+1].Class == Word) {
				method = ""
				j += 2
				continue
			}
		case "(", "[":
			if c := closing(toks, j); c > j {
				// A call right after ".name" is that method's.
				method = ""
				if toks[j].Text == "(" && j >= 2 && toks[j-2].Text == "." {
					method = toks[j-1].Text
				}
				j = c + 1
				continue
			}
		}
		break
	}
	return j, method
}

// bracketOrField reports whether a token after a name calls it, indexes
// it or names its field.
func bracketOrField(t string) bool { return t == "(" || t == "[" || t == "." }

// wordOp reports whether an operator beside a word makes it an operand:
// not a hyphen or a slash, which join words in prose
// (used-by-single-function, and/or).
func wordOp(t string) bool { return binaryOp(t) && t != "-" && t != "/" }

// closing returns the index of the bracket that closes toks[k]'s, -1
// where the run holds none.
func closing(toks []Token, k int) int {
	open, shut := toks[k].Text, ")"
	if open == "[" {
		shut = "]"
	}
	depth := 0
	for j := k; j < len(toks); j++ {
		switch toks[j].Text {
		case open:
			depth++
		case shut:
			if depth--; depth == 0 {
				return j
			}
		}
	}
	return -1
}

// binaryOp reports whether a token joins two operands: an operator of
// one character (a tokenizer's punctuation is one character a token).
func binaryOp(t string) bool {
	return len(t) == 1 && strings.Contains("+-*/%&|^", t)
}

// numbersRun reports whether a run's tokens, removed and inserted, are
// numbers (with their signs), one at least.
func numbersRun(del, ins []Token) bool {
	n := 0
	for _, toks := range [][]Token{del, ins} {
		for k, t := range toks {
			switch {
			case t.Class == Number:
				n++
			case !numberAt(toks, k):
				return false
			}
		}
	}
	return n > 0
}

// numberAt reports whether toks[k] is a number or the sign of one: "-0.5"
// is two tokens.
func numberAt(toks []Token, k int) bool {
	return toks[k].Class == Number || (toks[k].Text == "-" || toks[k].Text == "+") && k+1 < len(toks) && toks[k+1].Class == Number
}

// minNameLen is the shortest name that links edits (see Catalog.linkNames):
// "i", "k" and "ok" are every change's.
const minNameLen = 3

// namesOf lists the names among tokens, each once: identifiers and
// symbols of minNameLen bytes at least. nil when there are none.
func namesOf(toks []Token) []string {
	var out []string
	for _, t := range toks {
		if t.Class == Ident && len(t.Text) >= minNameLen && !slices.Contains(out, t.Text) {
			out = append(out, t.Text)
		}
	}
	return out
}

// oneWord returns toks, or the one word they hold where the rest is
// punctuation at their ends ("function (" is "function").
func oneWord(toks []Token) []Token {
	in := toks
	for len(in) > 0 && in[0].Class == Punct {
		in = in[1:]
	}
	for len(in) > 0 && in[len(in)-1].Class == Punct {
		in = in[:len(in)-1]
	}
	if len(in) == 1 && in[0].Class == Word {
		return in
	}
	return toks
}

// hasWord reports whether tokens hold a word that carries meaning: a
// mnemonic, directive, keyword or plain word.
func hasWord(toks []Token) bool {
	for _, t := range toks {
		if t.Class == Word {
			return true
		}
	}
	return false
}

// appendPart appends a part to a site's, unless the site already has one
// of its shape: one rule applied twice on a line is one edit.
func appendPart(ps []Part, p Part) []Part {
	for _, q := range ps {
		if q.Shape == p.Shape {
			return ps
		}
	}
	return append(ps, p)
}

// stringMark is a string literal's class in a shape, "…" with its prefix
// (f"…", u"…", L"…"): a prefix dropped or added is an edit, not any
// string's text changed.
func stringMark(text string) string {
	i := 0
	for i < len(text) && i < 3 && text[i] != '"' && text[i] != '\'' && text[i] != '`' {
		i++
	}
	if i == 0 || i == len(text) || i == 3 {
		return `"…"`
	}
	return text[:i] + `"…"`
}

// maxLiteral bounds a string or comment in a concrete signature.
const maxLiteral = 48

// render writes tokens as a shape: kept tokens as they are, operands as
// their class ($1, %1, #, .L#, "…", «comment»), or in concrete form with
// the values of names, strings and comments (generated names still
// numbered, comments' numbers as #). Registers, numbers and local labels
// are abstracted in both: a register allocator, a stack layout or a
// label's number is never the cause a person names.
// Names are numbered across one edit by names.
func render(toks []Token, concrete bool, names *namer) string {
	var b strings.Builder
	b.Grow(renderSize(toks))
	prev := ""
	more := len(toks) > maxRunTokens
	if more {
		toks = toks[:maxRunTokens]
	}
	for _, t := range toks {
		a := t.Text
		switch t.Class {
		case Punct:
			if !concrete {
				// How deep brackets nest is the expression around the
				// edit, not the edit: "→ ((" and "→ (" are one rule.
				if a = squeezeBrackets(a); a == prev && (a == "(" || a == ")" || a == "[" || a == "]") {
					continue
				}
			}
		case Ident:
			if !concrete || t.gen {
				a = names.number('$', t.Text)
			}
		case Register:
			a = names.number('%', t.Text)
		case Number:
			a = "#"
		case Label:
			a = ".L#"
		case String:
			if !concrete {
				a = stringMark(t.Text)
			} else if len(a) > maxLiteral {
				a = cutUTF8(a, maxLiteral) + "…"
			}
		case Comment:
			if !concrete {
				a = "«comment»"
			} else {
				a = hashDigits(a)
				if len(a) > maxLiteral {
					a = cutUTF8(a, maxLiteral) + "…"
				}
			}
		}
		if prev != "" {
			b.WriteString(sep(prev, a))
		}
		b.WriteString(a)
		prev = a
	}
	if more {
		b.WriteString(" …")
	}
	return b.String()
}

// squeezeBrackets writes each run of one bracket in a mark of
// punctuation once: "((" is "(", "));" is ");".
func squeezeBrackets(p string) string {
	if len(p) < 2 || !strings.ContainsAny(p, "()[]") {
		return p
	}
	b := []byte(p)
	out := b[:1]
	for _, c := range b[1:] {
		if c == out[len(out)-1] && (c == '(' || c == ')' || c == '[' || c == ']') {
			continue
		}
		out = append(out, c)
	}
	return string(out)
}

// renderSize is about the bytes render writes of toks: the builder grows
// once.
func renderSize(toks []Token) int {
	n := 2
	for _, t := range toks[:min(len(toks), maxRunTokens)] {
		n += len(t.Text) + 1
	}
	return min(n, 4*maxLiteral*maxRunTokens)
}

// sep is the space between two rendered tokens: none between two marks
// of punctuation ("&&", ")||(", "->" read as the text reads).
func sep(prev, next string) string {
	switch {
	case strings.ContainsAny(next[:1], ",:;)]") || strings.ContainsAny(prev[len(prev)-1:], "([") || next == "(" && !strings.HasSuffix(prev, ","):
		return ""
	case word(prev[len(prev)-1]) || word(next[0]) || strings.ContainsAny(next[:1], "$#%\"«.") || strings.ContainsAny(prev[:1], "$#%\"«") || prev == ",":
		return " "
	}
	return ""
}

// generated reports whether a name looks made by a compiler (f2_step,
// v_I, L310): such names are numbered even in a concrete signature.
//
// In assembly, IR and listings, where symbols are the program's own
// names (__stack_chk_fail, runtime.panicIndex), a name is generated when
// it ends in a number (f.isra.0, __func__.3), holds a run of digits (a
// mangled name's hash, main..autotmp_12) or is a temporary.
func generated(lang Lang, t string) bool {
	if !tables[lang].machine {
		return strings.ContainsAny(t, "_0123456789")
	}
	if i := strings.LastIndexAny(t, ".$"); i >= 0 && allDigits(t[i+1:]) {
		return true
	}
	for i := 0; i+1 < len(t); i++ {
		if t[i] >= '0' && t[i] <= '9' && t[i+1] >= '0' && t[i+1] <= '9' {
			return true
		}
	}
	return strings.Contains(t, "autotmp") || strings.Contains(t, "tmp")
}

// namer numbers the names ($1, $2, …) and the registers (%1, …) of one
// edit in the order they first appear. An edit holds few (its shapes cut
// at maxRunTokens), so a scan of a short list costs less than a map: the
// map and its keys were a tenth of the kinds' allocations.
type namer struct {
	first [8]named // the first names, in place: no allocation for most edits
	n     int      // names in first
	more  []named
	count [2]int // names and registers numbered so far
}

type named struct {
	reg      bool
	text, as string
}

// number returns t's number among the edit's names (mark '$') or
// registers (mark '%').
func (n *namer) number(mark byte, t string) string {
	reg := mark == '%'
	for _, s := range n.first[:n.n] {
		if s.reg == reg && s.text == t {
			return s.as
		}
	}
	for _, s := range n.more {
		if s.reg == reg && s.text == t {
			return s.as
		}
	}
	c := &n.count[0]
	if reg {
		c = &n.count[1]
	}
	*c++
	as := numberName(mark, *c)
	if n.n < len(n.first) {
		n.first[n.n] = named{reg: reg, text: t, as: as}
		n.n++
	} else {
		n.more = append(n.more, named{reg: reg, text: t, as: as})
	}
	return as
}

// numberName is "$n" or "%n", the first ones made once.
func numberName(mark byte, n int) string {
	if n < len(dollarNames) {
		if mark == '%' {
			return percentNames[n]
		}
		return dollarNames[n]
	}
	return string(mark) + strconv.Itoa(n)
}

var dollarNames, percentNames = markNames('$'), markNames('%')

func markNames(mark byte) []string {
	out := make([]string, 64)
	for i := range out {
		out[i] = string(mark) + strconv.Itoa(i)
	}
	return out
}

// hashDigits writes each run of digits in s as "#" (a comment's numbers).
func hashDigits(s string) string {
	if !strings.ContainsAny(s, "0123456789") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] >= '0' && s[i] <= '9' {
			b.WriteByte('#')
			for i+1 < len(s) && s[i+1] >= '0' && s[i+1] <= '9' {
				i++
			}
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// maxRunTokens bounds the tokens a shape shows of one side of a run: a
// minified line's thousands of renamed names are one shape, cut.
const maxRunTokens = 48

// cutUTF8 cuts s to at most n bytes, on a character boundary.
func cutUTF8(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}
