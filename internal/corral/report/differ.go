package report

import (
	"bytes"
	"cmp"
	"context"
	"errors"
	"fmt"
	"math"
	"runtime"
	"strings"
	"sync"

	"github.com/corral-go/corral/internal/corral/kinds"
	"github.com/corral-go/corral/internal/corral/linediff"
	"github.com/corral-go/corral/internal/corral/result"
	"github.com/corral-go/corral/internal/corral/textconv"
	"github.com/corral-go/corral/internal/quote"
)

// A Differ reads a report's changed files from the store and diffs them:
// the sections of what changed (Printer shows them) and their edits (the
// kinds are made of them). It keeps the diffs it read, within a bound
// (see sectionCache), for the next reader of the same report: the kinds,
// then each renderer. Its damaged-blob count is safe for concurrent use,
// as the kinds read files in parallel; its cache is written by one
// goroutine at a time.
type Differ struct {
	store Blobs
	conv  *textconv.Converter // outputs shown as text
	langs kinds.Langs         // the languages edits are cut in (Report.Langs)
	// KeepLines is the terminal's lines of diff per file: the cache keeps
	// that much of a file's diff when it has no room for more.
	KeepLines int

	mu      sync.Mutex      // guards damaged
	damaged map[string]bool // file and stream of each damaged blob met

	cache  map[string]cachedSections // diffs read once per report; see sectionCache
	cached int                       // bytes in cache
}

// NewDiffer returns a Differ of r's files on st, with r's --textconv
// rules and languages. Its conversions run as r's jobs did: r.Jobs at a
// time (GOMAXPROCS for a run that does not say), each for at most
// r.Timeout (see textconv.Converter).
func NewDiffer(st Blobs, r *Report) *Differ {
	jobs := cmp.Or(r.Jobs, runtime.GOMAXPROCS(0))
	return &Differ{store: st, conv: textconv.NewConverter(TextconvOf(r), jobs, r.Timeout), langs: r.Langs}
}

// diffLimit is how much of each side is read to show a diff; larger
// contents are summarised, so printing a report never holds a 200 MB output.
const diffLimit = 4 << 20

// Blobs reads stored contents for diffs: at most limit bytes of the blob
// with hash h, and whether there was more.
type Blobs interface {
	ReadBlob(ctx context.Context, h result.Hash, limit int64) (b []byte, cut bool, err error)
}

// Damaged returns how many damaged blobs the differ met: each was shown
// with its file and the rest of the report went on.
func (d *Differ) Damaged() int {
	d.mu.Lock()
	defer d.mu.Unlock()
	return len(d.damaged)
}

// sections returns what changed in a changed file, one section per entry
// of f.Changed: whole, or (from the cache) enough of it to show its first
// lines body lines; and the notes on how it was read (see readSections).
// A damaged blob is a line that says so, and counts.
func (d *Differ) sections(ctx context.Context, f *File, lines int) ([]kinds.Section, []string, error) {
	if c, ok := d.cache[f.Path]; ok && (c.lines == 0 || lines <= c.lines) && c.fits(0) {
		return c.secs, c.notes, nil
	}
	r, err := d.readSections(ctx, f, 0)
	if err == nil {
		d.keep(f.Path, r)
	}
	return r.secs, r.notes, err
}

// sectionCache bounds the diffs a Differ keeps between the passes of one
// report (kinds, terminal, HTML, JUnit), which would otherwise each read
// and diff the same blobs again (docs/performance.md). A file's diff is
// kept whole while there is room, else its first htmlDiffLines lines
// (what the HTML report shows), else its first DiffLines (the terminal's
// and JUnit's); past that it is read again. Memory stays bounded whatever
// the number of changed files.
const sectionCache = 32 << 20

// cachedSections are a file's sections, whole (lines 0) or cut after
// their first lines body lines.
type cachedSections struct {
	read
	lines int
	size  int // bytes counted against sectionCache
}

// fits reports whether cached sections are the diff a reader with bound
// near wants: diffed with it, or with no search that went past DiffNear,
// when every bound gives the same diff.
func (c cachedSections) fits(near int) bool { return c.near == near || c.deepest <= kinds.DiffNear }

// sectionsSize is about what secs' lines hold in memory: their bytes and
// a string's header each.
func sectionsSize(secs []kinds.Section) int {
	size := 0
	for _, s := range secs {
		for _, l := range s.Lines {
			size += len(l) + 16
		}
	}
	return size
}

// keep caches a file's sections, or their first lines, while the cache
// has room.
func (d *Differ) keep(path string, r read) {
	secs := r.secs
	// Whole diffs may take half the cache, diffs cut for HTML a quarter
	// more, diffs cut for the terminal the rest: the first files' whole
	// diffs must not leave the last ones out altogether.
	levels := []struct{ lines, room int }{{0, sectionCache / 2}, {htmlDiffLines, sectionCache * 3 / 4}}
	if d.KeepLines > 0 && d.KeepLines < htmlDiffLines {
		levels = append(levels, struct{ lines, room int }{d.KeepLines, sectionCache})
	}
	for _, level := range levels {
		lines := level.lines
		cut := secs
		if lines > 0 {
			cut = cutSections(secs, lines)
		}
		size := sectionsSize(cut)
		old := d.cache[path].size // replaced: its room is free again
		if d.cached-old+size > level.room {
			continue
		}
		if d.cache == nil {
			d.cache = map[string]cachedSections{}
		}
		r.secs = cut
		d.cache[path] = cachedSections{read: r, lines: lines, size: size}
		d.cached += size - old
		return
	}
}

// Edits returns the edits of a changed file (see kinds.Edits): what
// Classify makes kinds of.
func (d *Differ) Edits(ctx context.Context, f *File) ([]kinds.Edit, error) {
	r, err := d.readSections(ctx, f, kinds.DiffNear)
	if err != nil {
		return nil, err
	}
	return d.langs.Edits(f.Path, r.secs), nil
}

// read is a file's changed streams and outputs, read and diffed.
type read struct {
	secs  []kinds.Section
	notes []string
	// near is the bound the line diffs were made with (see
	// linediff.LinesNear; 0: the shortest), deepest the deepest search
	// any of them went to.
	near, deepest int
}

// readSections reads and diffs a file's changed streams and outputs,
// each line diff bounded by near (see linediff.LinesNear: 0 for the diff
// a person reads, kinds.DiffNear for the one edits are cut from). The
// notes say what could not be shown as asked: an output whose --textconv
// failed, which is diffed as bytes instead. They are not lines of the
// diff, so that they make no kind of change of their own.
func (d *Differ) readSections(ctx context.Context, f *File, near int) (read, error) {
	var out []kinds.Section
	var notes []string
	deepest := 0
	for _, what := range f.Changed {
		var lines []string
		var units kinds.UnitLines
		var note string
		var err error
		deep := 0
		switch {
		case what == "status":
			lines = []string{fmt.Sprintf("baseline status %s, now %s", f.base.Status, f.cur.Status)}
		case what == "exit_code":
			lines = []string{fmt.Sprintf("exit status %s → %s", exitText(f.base), exitText(f.cur))}
		case what == "stdout", what == "stderr":
			// Headed by the file's own name and the stream (a.c:stdout),
			// as an output's diff is by the output's name.
			base, cur := &f.base.Stdout, &f.cur.Stdout
			if what == "stderr" {
				base, cur = &f.base.Stderr, &f.cur.Stderr
			}
			lines, units, _, deep, err = d.diffRefs(ctx, f.Path+":"+what, base, cur, nil, near)
		case strings.HasPrefix(what, "output:"):
			name := strings.TrimPrefix(what, "output:")
			lines, units, note, deep, err = d.diffRefs(ctx, name, outputRef(f.base.Outputs, name), outputRef(f.cur.Outputs, name), d.conv.For(name), near)
		}
		if errors.Is(err, result.ErrCorrupt) {
			d.mu.Lock()
			if d.damaged == nil {
				d.damaged = map[string]bool{}
			}
			d.damaged[f.Path+"\x00"+what] = true
			d.mu.Unlock()
			lines, err = []string{fmt.Sprintf("%s: damaged in the store (%v)", Quote(strings.TrimPrefix(what, "output:")), err)}, nil
		}
		if err != nil {
			return read{}, err
		}
		out = append(out, kinds.Section{What: what, Lines: lines, Units: units.Starts, Members: units.Members, Level: units.Level,
			Aligned: deep == math.MaxInt32}) // read by records (see lineDiff)
		if note != "" {
			notes = append(notes, note)
		}
		deepest = max(deepest, deep)
	}
	return read{secs: out, notes: notes, near: near, deepest: deepest}, nil
}

// diffRefs returns the lines of a unified diff between two blobs; nil refs
// are missing files. With a textconv rule, the diff is of the texts its
// command makes of them; when that fails, note says how and the diff is
// of the bytes. units are where the new text's units start (see
// kinds.UnitsOf); deepest is the deepest search of the line diff,
// bounded by near (see linediff.LinesNear).
func (d *Differ) diffRefs(ctx context.Context, name string, base, cur *result.Ref, conv *textconv.Rule, near int) (lines []string, units kinds.UnitLines, note string, deepest int, err error) {
	raw := name
	name = Quote(name)
	switch {
	case base == nil && cur == nil:
		return nil, kinds.UnitLines{}, "", 0, nil
	case base == nil:
		return []string{fmt.Sprintf("%s: missing in the baseline, now %d bytes", name, cur.Size)}, kinds.UnitLines{}, "", 0, nil
	case cur == nil:
		return []string{fmt.Sprintf("%s: %d bytes in the baseline, now missing", name, base.Size)}, kinds.UnitLines{}, "", 0, nil
	}
	if d.store == nil {
		return nil, kinds.UnitLines{}, "", 0, errors.New("report: a Differ without a store cannot read a diff")
	}
	a, aCut, err := d.store.ReadBlob(ctx, base.Hash, diffLimit)
	if err != nil {
		return nil, kinds.UnitLines{}, "", 0, err
	}
	b, bCut, err := d.store.ReadBlob(ctx, cur.Hash, diffLimit)
	if err != nil {
		return nil, kinds.UnitLines{}, "", 0, err
	}
	if conv != nil && !aCut && !bCut {
		ta, tb, err := d.conv.Pair(ctx, conv, raw, a, b)
		if err == nil {
			lines, units, deepest := textDiff(name, conv, ta, tb, near)
			return lines, units, "", deepest, nil
		}
		if ctx.Err() != nil {
			return nil, kinds.UnitLines{}, "", 0, ctx.Err()
		}
		how := "failed: " + err.Error()
		if errors.Is(err, textconv.ErrGivenUp) {
			how = err.Error()
		}
		note = fmt.Sprintf("%s: --textconv '%s' %s", name, Printable([]byte(conv.String())), Printable([]byte(how)))
	}
	lines, units, deepest = bytesDiff(name, base, cur, a, b, aCut || bCut, near)
	return lines, units, note, deepest, nil
}

// textDiff is the diff of an output's texts made by --textconv rule conv.
func textDiff(name string, conv *textconv.Rule, ta, tb []byte, near int) ([]string, kinds.UnitLines, int) {
	label := fmt.Sprintf("textconv: %s", Printable([]byte(conv.Command)))
	t, deepest := lineDiff(ta, tb, near)
	lines := t.Unified(name+" (baseline, "+label+")", name+" (now, "+label+")", quote.TextString)
	if len(lines) == 0 {
		return []string{fmt.Sprintf("%s: the bytes differ, the texts of --textconv '%s' do not", name, Printable([]byte(conv.String())))}, kinds.UnitLines{}, 0
	}
	return lines, kinds.UnitsOf(t.B), deepest
}

// bytesDiff is the diff of two contents a and b of the blobs base and
// cur, or what it says of them when they are binary or cut (too large).
func bytesDiff(name string, base, cur *result.Ref, a, b []byte, cut bool, near int) ([]string, kinds.UnitLines, int) {
	binary := bytes.IndexByte(a, 0) >= 0 || bytes.IndexByte(b, 0) >= 0
	if cut || binary {
		why := "binary"
		if cut {
			why = "too large to diff"
		}
		at := fmt.Sprintf("after the first %d bytes", min(len(a), len(b)))
		if i := firstDifference(a, b); i >= 0 {
			at = fmt.Sprintf("at byte %d", i)
			if !binary {
				if lines, units, deepest, ok := headDiff(name, base, cur, a, b, near, at); ok {
					return lines, units, deepest
				}
			}
		}
		return []string{fmt.Sprintf("%s differs (%s): %d → %d bytes, first difference %s", name, why, base.Size, cur.Size, at)}, kinds.UnitLines{}, 0
	}
	t, deepest := lineDiff(a, b, near)
	return t.Unified(name+" (baseline)", name+" (now)", quote.TextString), kinds.UnitsOf(t.B), deepest
}

// headDiff is the diff of two texts of which one at least is too large to
// diff whole (a and b as read, a side cut at diffLimit when shorter than
// its blob): a side that was cut is cut after its last whole line, and
// the changes that reach where a side was cut are left out, for they may
// be the cut's own (one side's head ends lines later in the text than
// the other's); a change at the end of a side read whole runs into the
// other side's rest, and is left out with it. False when no change is
// left to show.
func headDiff(name string, base, cur *result.Ref, a, b []byte, near int, at string) ([]string, kinds.UnitLines, int, bool) {
	aCut, bCut := int64(len(a)) < base.Size, int64(len(b)) < cur.Size
	if aCut {
		a = a[:bytes.LastIndexByte(a, '\n')+1]
	}
	if bCut {
		b = b[:bytes.LastIndexByte(b, '\n')+1]
	}
	t, deepest := lineDiff(a, b, near)
	for n := len(t.Blocks); n > 0 && (aCut && t.Blocks[n-1].A1 >= len(t.A) || bCut && t.Blocks[n-1].B1 >= len(t.B)); n-- {
		t.Blocks = t.Blocks[:n-1]
	}
	if len(t.Blocks) == 0 {
		return nil, kinds.UnitLines{}, 0, false
	}
	note := fmt.Sprintf("(%s too large to diff whole: %d → %d bytes, first difference %s; the first %d and %d bytes diffed)",
		name, base.Size, cur.Size, at, len(a), len(b))
	lines := t.Unified(name+" (baseline, head)", name+" (now, head)", quote.TextString)
	return append([]string{note}, lines...), kinds.UnitsOf(t.B), deepest, true
}

// lineDiff diffs a and b line by line, bounded by near, and returns the
// diff and how deep its search went as far as reusing it goes (see
// cachedSections.fits). The diff edits are cut from (near is
// kinds.DiffNear) is read record by record where its texts are records
// (see kinds.AlignRecords): so aligned, it is no diff a person reads at
// any bound. A person's diff of texts that may hold records (a line
// ends in a bracket) is none that edits are cut from.
func lineDiff(a, b []byte, near int) (*linediff.Text, int) {
	t := linediff.LinesNear(a, b, near)
	switch {
	case near == kinds.DiffNear && kinds.AlignRecords(t):
		return t, math.MaxInt32
	case near != kinds.DiffNear && kinds.MayHoldRecords(t):
		return t, max(t.Deepest, kinds.DiffNear+1)
	}
	return t, t.Deepest
}

func firstDifference(a, b []byte) int {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return i
		}
	}
	if len(a) != len(b) {
		return min(len(a), len(b))
	}
	return -1
}
