package report

import (
	"bufio"
	"bytes"
	"cmp"
	"context"
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
	"fmt"
	"html/template"
	"io"
	"slices"
	"strings"
	"sync/atomic"
	"time"

	"github.com/corral-go/corral/internal/bytesize"
)

//go:embed html.tmpl
var htmlText string

var htmlPage = template.Must(template.New("report").Parse(htmlText))

// HTMLCap bounds the HTML report, whatever the change: past it, files
// are listed without their diffs, then counted without being listed, and
// the page says so, as it does of the kinds it leaves out (see
// htmlKindsBudget). 20 MB opens in any browser and is a CI artifact one
// can keep.
const HTMLCap = 20 << 20

// htmlFootRoom is kept for the page's foot: its banner and its script.
const htmlFootRoom = 16 << 10

// htmlDiffLines and htmlDiffBytes bound one file's diff in the HTML report:
// more than the terminal shows, still a page one can scroll.
const (
	htmlDiffLines = 400
	htmlDiffBytes = 256 << 10
)

// HTMLInfo is what the page says about itself.
type HTMLInfo struct {
	Version string
	Written time.Time
	// Sections are other commands' parts of the page (corral triage's
	// bug reports), put after the kinds, each whole: a <section> with
	// its own heading, in the page's classes.
	Sections []template.HTML
	// Contents are their lists, put at the top of the page, before the
	// timings and the kinds, so that a reader reaches them at once: each
	// a <section> with its own heading whose links go to the parts of
	// its section.
	Contents []template.HTML
}

// HTML writes r as one self-contained HTML page: no script, style or
// font from the network, so that it opens from file:// and as a CI
// artifact. It spends its size budget (HTMLCap) on decisions: at the top
// what was compared and the timings, then the kinds of change, largest
// first, as many as a quarter of the budget holds, each with its
// example's diff (guaranteed within the budget), then the files in order
// of decision value (each kind's example, a changed exit status, then the
// kinds' other files in turn, so that a small kind is never crowded out by
// a large one), each diff once as plain text; the page renders a diff with
// old and new line numbers and the changed words marked when it is opened,
// and builds the side-by-side view from it.
// Memory holds one file's diff at a time besides the files' order. The
// kinds are the report's (see Classify).
func HTML(ctx context.Context, w io.Writer, r *Report, v *View) error {
	if v == nil {
		v = &View{} // statuses and exit codes only
	}
	info := v.Page
	hw := &htmlWriter{v: v, r: r, cw: &countingWriter{w: bufio.NewWriterSize(w, 64<<10)},
		foot: htmlFoot{Cap: bytesize.Format(HTMLCap)}, written: map[string]bool{}}
	page, err := newHTMLHead(r, info)
	if err != nil {
		return err
	}
	hw.examples, hw.extra = page.examples, page.cutExamples
	for _, n := range page.examples {
		hw.exampleRoom += n
	}
	if err := htmlPage.ExecuteTemplate(hw.cw, "head", page); err != nil {
		return fmt.Errorf("write HTML: %w", err)
	}
	if err := hw.writeByDecision(ctx); err != nil {
		return err
	}
	if err := hw.writeOthers(); err != nil {
		return err
	}
	if err := htmlPage.ExecuteTemplate(hw.cw, "foot", hw.foot); err != nil {
		return fmt.Errorf("write HTML: %w", err)
	}
	return hw.cw.w.Flush()
}

// newHTMLHead makes the top of the page: what was compared, the kinds and
// how much of the change they explain, and the timings.
func newHTMLHead(r *Report, info HTMLInfo) (htmlHead, error) {
	page := htmlHead{Report: r, Title: fmt.Sprintf("corral %s: %d changed of %d", r.Command, r.Summary.Changed, r.Summary.Total),
		Version: info.Version, Written: info.Written.Format("2006-01-02 15:04:05 MST"), Compared: r.Compared, Cap: bytesize.Format(HTMLCap),
		Sections: info.Sections, Contents: info.Contents}
	if c := r.Compared; c != nil {
		page.Started = c.Started.Local().Format("2006-01-02 15:04:05 MST")
	}
	if err := page.setKinds(r); err != nil {
		return htmlHead{}, err
	}
	if n := len(r.Kinds); n > 0 {
		need := r.KindsToExplain(0.95)
		page.Explained = fmt.Sprintf("They explain all %s fully; the first %s %s 95 %%.",
			plural(r.Kinds[n-1].Explains, "changed file"), plural(need, "kind"), verb(need, "explains", "explain"))
		if len(r.Families) > 1 {
			page.Explained += fmt.Sprintf(" They fall into %d families; the first %d explain 95 %%.", len(r.Families), r.FamiliesToExplain(0.95))
		}
	}
	var err error
	if page.Slowest, page.Grown, err = costs(r); err != nil {
		return htmlHead{}, err
	}
	page.GrownCount = len(page.Grown)
	if len(page.Grown) > htmlGrownShown {
		page.Grown, page.GrownLeft = page.Grown[:htmlGrownShown], len(page.Grown)-htmlGrownShown
	}
	return page, nil
}

// htmlGrownShown is how many of the files that got slower or bigger the
// page lists, most grown first: the JSON report marks them all.
const htmlGrownShown = 100

// htmlWriter writes the files' entries of one page within HTMLCap, and
// counts in the page's foot the changed files listed without their diffs
// and the files not listed.
type htmlWriter struct {
	v       *View
	r       *Report
	cw      *countingWriter
	buf     bytes.Buffer // one file's entry, measured before it is written
	foot    htmlFoot
	written map[string]bool // the files listed, or counted, so far
	// examples are the listed kinds' examples, each with the size of its
	// entry without its diff: exampleRoom, the sum of those not written
	// yet, is kept for them.
	examples    map[string]int
	extra       []*File // the listed kinds' examples left out of Files (see cutExamples)
	exampleRoom int
	full        bool // an entry did not fit: the files after it are counted, not listed
}

// writeByDecision writes the changed files in decision order (see
// decisionOrder), each with its diff while the budget lasts. Every file
// listed costs an entry; the diffs get what is left once room is kept for
// the entries of the files after them (up to a quarter of the page). The
// listed kinds' examples always keep theirs: an example's diff is smaller
// when there are many kinds, so that every one fits.
func (hw *htmlWriter) writeByDecision(ctx context.Context) error {
	r := hw.r
	order := decisionOrder(r, hw.extra)
	const entryCost = 400
	listed := r.Summary.Total - r.Summary.Same
	exampleBytes := htmlDiffBytes
	if len(hw.examples) > 0 {
		exampleBytes = min(htmlDiffBytes, HTMLCap/4/len(hw.examples))
	}
	shown := 0
	for i, f := range order {
		_, example := hw.examples[f.Path]
		hw.exampleRoom -= hw.examples[f.Path]
		hw.written[f.Path] = true // or counted
		if hw.full {
			hw.foot.Unlisted++
			continue
		}
		hf := newHTMLFile(f)
		maxBytes, reserve := htmlDiffBytes, min((listed-i)*entryCost, HTMLCap/4)
		if example {
			maxBytes, reserve = exampleBytes, 0
		}
		lines, err := hw.v.diffCut(ctx, f, htmlDiffLines, maxBytes, true)
		if err != nil {
			return err
		}
		hf.Diff = strings.Join(lines, "\n")
		hf.Open = shown < 20 // the first few open, so the page shows diffs at once
		whole, err := hw.place(hf, reserve)
		if err != nil {
			return err
		}
		if whole {
			shown++
		}
	}
	return nil
}

// place writes a file's entry with its diff if the page has room for it
// and for reserve bytes after it, else without its diff; if not even
// that fits, the page is full and the entry is counted instead. It
// reports whether the entry was written whole, its diff (if any) kept.
func (hw *htmlWriter) place(hf htmlFile, reserve int) (bool, error) {
	room := HTMLCap - htmlFootRoom - hw.exampleRoom - hw.cw.n
	if err := hw.render(hf); err != nil {
		return false, err
	}
	cut := hf.Diff != "" && hw.buf.Len()+reserve > room
	if cut {
		hf.Diff, hf.Open = "", false
		if err := hw.render(hf); err != nil {
			return false, err
		}
	}
	if hw.buf.Len() > room {
		hw.full = true
		hw.foot.Unlisted++
		return false, nil
	}
	if cut {
		hw.foot.Uncapped++
	}
	_, err := hw.cw.Write(hw.buf.Bytes())
	return !cut, err
}

// render makes hf's entry in hw.buf, to be measured and written.
func (hw *htmlWriter) render(hf htmlFile) error {
	hw.buf.Reset()
	if err := htmlPage.ExecuteTemplate(&hw.buf, "file", hf); err != nil {
		return fmt.Errorf("write HTML: %w", err)
	}
	return nil
}

// writeOthers writes the other files that are not the same, in path
// order: new, missing, timed out and failed files have no diff; changed
// files a streamed report did not keep come last.
func (hw *htmlWriter) writeOthers() error {
	return hw.r.each(func(f *File) error {
		switch {
		case f.Status == Same || hw.written[f.Path]:
			return nil
		case hw.full:
			hw.foot.Unlisted++
			return nil
		}
		if _, err := hw.place(newHTMLFile(f), 0); err != nil || hw.full {
			return err
		}
		if f.Status == Changed {
			hw.foot.Uncapped++
		}
		return nil
	})
}

// newHTMLFile is f's entry without its diff.
func newHTMLFile(f *File) htmlFile {
	return htmlFile{Path: f.Path, Anchor: anchor(f.Path), Status: f.Status, Kind: strings.Join(f.Kinds, " "),
		Changed: strings.Join(f.Changed, ", "), Detail: detail(f)}
}

// decisionOrder orders the changed files of r for the HTML report: each
// kind's example, largest kind first; the files whose exit status or
// execution status changed; then the kinds' other files in turn, one of
// each kind a round; then the changed files of no kind, by path. extra
// are changed files not in Files that it may place (see cutExamples).
func decisionOrder(r *Report, extra []*File) []*File {
	byPath := map[string]*File{}
	for _, f := range extra {
		byPath[f.Path] = f
	}
	var changed []*File
	for i := range r.Files {
		if f := &r.Files[i]; f.Status == Changed {
			byPath[f.Path] = f
			changed = append(changed, f)
		}
	}
	var order []*File
	placed := map[string]bool{}
	place := func(f *File) {
		if f != nil && !placed[f.Path] {
			placed[f.Path] = true
			order = append(order, f)
		}
	}
	for _, k := range r.Kinds {
		place(byPath[k.Example])
	}
	for _, f := range changed {
		if statusRank(f) == 0 {
			place(f)
		}
	}
	// Each round visits the kinds that have files left, not all of them:
	// one kind of n files among n kinds of one file cost n² visits.
	var left []*Kind
	for i := range r.Kinds {
		if r.Kinds[i].Files.Len() > 1 {
			left = append(left, &r.Kinds[i])
		}
	}
	for round := 1; len(left) > 0; round++ {
		orderSteps.Add(int64(len(left)))
		for _, k := range left {
			place(byPath[k.Files.At(round)])
		}
		left = slices.DeleteFunc(left, func(k *Kind) bool { return round+1 >= k.Files.Len() })
	}
	for _, f := range changed {
		place(f)
	}
	return order
}

// orderSteps counts the kinds decisionOrder visits: the tests hold it
// near-linear in the kinds and their files.
var orderSteps atomic.Int64

type htmlHead struct {
	cutExamples      []*File // see htmlWriter's extra
	Report           *Report
	Title            string
	Version, Written string
	Compared         *Compared
	Started          string
	// Listed are the kinds the page lists (the largest: see setKinds),
	// KindsLeft counts the others.
	Listed    []Kind
	KindsLeft int
	Kinds     []htmlKind   // the listed kinds of two files or more
	Single    []htmlKind   // the listed kinds of one file each: folded
	Families  []htmlFamily // the listed kinds by family, when families group some
	Explained string       // how many files the kinds explain, and how few explain 95 %
	Slowest   []htmlCost
	// Grown are the first htmlGrownShown of the GrownCount files that
	// got slower or bigger; GrownLeft counts the others.
	Grown                 []htmlCost
	GrownCount, GrownLeft int
	Cap                   string         // HTMLCap, as the page says it
	examples              map[string]int // the listed kinds' examples, each with its entry's size without its diff
	Sections, Contents    []template.HTML
}

// htmlFile is a file's entry. Its diff is plain text in a <pre>: one
// text node for the browser to parse, readable where scripts are blocked
// (Jenkins serves artifacts under a CSP that blocks them); the page's
// script renders it with classes, line numbers and marked words when its
// entry is opened. Spans for every line of every diff made a 2,895-file
// report take 4.9 s to load in headless Chromium.
type htmlFile struct {
	Path, Anchor, Status, Kind, Changed, Detail string
	Open                                        bool
	Diff                                        string
}

// htmlFoot says what the page left out: the diffs of Uncapped changed
// files, and Unlisted files.
type htmlFoot struct {
	Cap                string
	Uncapped, Unlisted int
}

type htmlCost struct {
	Path, CPU, BaseCPU, RSS, BaseRSS string
}

// FileAnchor is the HTML id of a file's entry in the HTML report, for
// another section of the page (corral triage's) to link to.
func FileAnchor(path string) string { return anchor(path) }

// anchor is an HTML id for a path.
func anchor(path string) string {
	h := sha256.Sum256([]byte(path))
	return "f" + hex.EncodeToString(h[:6])
}

// lineClass is a diff line's kind, as the page's script classes it too.
func lineClass(l string) string {
	switch {
	case strings.HasPrefix(l, "--- "), strings.HasPrefix(l, "+++ "):
		return "head"
	case strings.HasPrefix(l, "@@"):
		return "hunk"
	case strings.HasPrefix(l, "+"):
		return "add"
	case strings.HasPrefix(l, "-"):
		return "del"
	case strings.HasPrefix(l, " "):
		return ""
	}
	return "note"
}

// costs returns the 10 slowest files, and the files that got slower or
// bigger than the baseline past the thresholds (see MarkRegressions), most
// grown first.
func costs(r *Report) (slowest, grown []htmlCost, err error) {
	top, err := r.slowest(10)
	if err != nil {
		return nil, nil, fmt.Errorf("find the slowest files: %w", err)
	}
	for _, f := range top {
		if f.CPUMS > 0 {
			slowest = append(slowest, cost(f))
		}
	}
	growth := func(f File) float64 {
		g := 0.0
		if f.BaselineCPUMS != nil && *f.BaselineCPUMS > 0 {
			g = float64(f.CPUMS) / float64(*f.BaselineCPUMS)
		}
		if f.BaselineMaxRSSKB != nil && *f.BaselineMaxRSSKB > 0 {
			g = max(g, float64(f.MaxRSSKB)/float64(*f.BaselineMaxRSSKB))
		}
		return g
	}
	files := slices.DeleteFunc(slices.Clone(r.Files), func(f File) bool { return len(f.Regressed) == 0 })
	slices.SortFunc(files, func(a, b File) int { return cmp.Compare(growth(b), growth(a)) })
	for _, f := range files {
		grown = append(grown, cost(f))
	}
	return slowest, grown, nil
}

// atMost marks a peak that bounds a job's from above (see
// File.MaxRSSAtMost).
func atMost(bound bool) string {
	if bound {
		return "≤"
	}
	return ""
}

func cost(f File) htmlCost {
	c := htmlCost{Path: f.Path, CPU: ms(f.CPUMS), RSS: atMost(f.MaxRSSAtMost) + bytesize.Format(f.MaxRSSKB<<10), BaseCPU: "-", BaseRSS: "-"}
	if f.BaselineCPUMS != nil {
		c.BaseCPU = ms(*f.BaselineCPUMS)
	}
	if f.BaselineMaxRSSKB != nil {
		c.BaseRSS = atMost(f.BaselineMaxRSSAtMost) + bytesize.Format(*f.BaselineMaxRSSKB<<10)
	}
	return c
}

// countingWriter counts what it writes.
type countingWriter struct {
	w *bufio.Writer
	n int
}

func (c *countingWriter) Write(b []byte) (int, error) {
	n, err := c.w.Write(b)
	c.n += n
	return n, err
}
