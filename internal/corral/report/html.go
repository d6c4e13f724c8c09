package report

import (
	"bufio"
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
	"time"

	"github.com/corral-go/corral/internal/bytesize"
)

//go:embed html.tmpl
var htmlText string

var htmlPage = template.Must(template.New("report").Parse(htmlText))

// HTMLCap bounds the HTML report: past it, files are listed without their
// diffs, and the page says so. 20 MB opens in any browser and is a CI
// artifact one can keep.
const HTMLCap = 20 << 20

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
}

// WriteHTML writes r as one self-contained HTML page: no script, style or
// font from the network, so that it opens from file:// and as a CI
// artifact. It holds the summary, the kinds of change with an example
// each, every file that is not the same with its diff (unified, and side by
// side), the slowest and most grown files, and filters by path, status and
// kind. It is written file by file: memory holds one file's diff at a time.
// Call GroupKinds first for the kinds.
func (p *Printer) WriteHTML(ctx context.Context, w io.Writer, r *Report, info HTMLInfo) error {
	cw := &countingWriter{w: bufio.NewWriterSize(w, 64<<10)}
	page := htmlHead{Report: r, Title: fmt.Sprintf("corral %s: %d changed of %d", r.Command, r.Summary.Changed, r.Summary.Total),
		Version: info.Version, Written: info.Written.Format("2006-01-02 15:04:05 MST")}
	for _, k := range r.Kinds {
		var changed []string
		for _, l := range k.Diff {
			if c := lineClass(l); (c == "add" || c == "del") && len(changed) < 12 {
				changed = append(changed, l)
			}
		}
		page.Kinds = append(page.Kinds, htmlKind{Kind: k, Changed: strings.Join(k.Changed, ", "), Anchor: anchor(k.Example), Lines: classify(changed)})
	}
	if n := len(r.Kinds); n > 0 {
		need := r.KindsToExplain(0.95)
		page.Explained = fmt.Sprintf("They explain all %s fully; the first %s %s 95 %%.",
			plural(r.Kinds[n-1].Explains, "changed file"), plural(need, "kind"), verb(need, "explains", "explain"))
	}
	if err := htmlPage.ExecuteTemplate(cw, "head", page); err != nil {
		return fmt.Errorf("write HTML: %w", err)
	}
	foot := htmlFoot{Cap: bytesize.Format(HTMLCap)}
	var err error
	if foot.Slowest, foot.Grown, err = costs(r); err != nil {
		return err
	}
	shown := 0
	err = r.each(func(f *File) error {
		if f.Status == Same {
			return nil
		}
		hf := htmlFile{Path: f.Path, Anchor: anchor(f.Path), Status: f.Status, Kind: strings.Join(f.Kinds, " "),
			Changed: strings.Join(f.Changed, ", "), Detail: detail(f)}
		if f.Status == Changed {
			if cw.n+4*htmlDiffBytes > HTMLCap { // a diff and its side-by-side copy, escaped
				foot.Capped = true
				foot.Uncapped++
			} else {
				lines, err := p.DiffCut(ctx, f, htmlDiffLines, htmlDiffBytes)
				if err != nil {
					return err
				}
				hf.Lines, hf.Side = classify(lines), sideBySide(lines)
				hf.Open = shown < 20 // the first few open, so the page shows diffs at once
				shown++
			}
		}
		if err := htmlPage.ExecuteTemplate(cw, "file", hf); err != nil {
			return fmt.Errorf("write HTML: %w", err)
		}
		return nil
	})
	if err != nil {
		return err
	}
	if err := htmlPage.ExecuteTemplate(cw, "foot", foot); err != nil {
		return fmt.Errorf("write HTML: %w", err)
	}
	return cw.w.Flush()
}

type htmlHead struct {
	Report           *Report
	Title            string
	Version, Written string
	Kinds            []htmlKind
	Explained        string // how many files the kinds explain, and how few explain 95 %
}

type htmlKind struct {
	Kind
	Changed string
	Anchor  string
	Lines   []htmlLine
}

type htmlFile struct {
	Path, Anchor, Status, Kind, Changed, Detail string
	Open                                        bool
	Lines                                       []htmlLine
	Side                                        []htmlRow
}

type htmlFoot struct {
	Capped         bool
	Cap            string
	Uncapped       int
	Slowest, Grown []htmlCost
}

type htmlCost struct {
	Path, CPU, BaseCPU, RSS, BaseRSS string
}

// htmlLine is a diff line and its CSS class.
type htmlLine struct{ Class, Text string }

// htmlRow is a row of a side-by-side diff.
type htmlRow struct{ Left, Right htmlLine }

// anchor is an HTML id for a path.
func anchor(path string) string {
	h := sha256.Sum256([]byte(path))
	return "f" + hex.EncodeToString(h[:6])
}

// classify gives each diff line its class.
func classify(lines []string) []htmlLine {
	out := make([]htmlLine, 0, len(lines))
	for _, l := range lines {
		out = append(out, htmlLine{Class: lineClass(l), Text: l})
	}
	return out
}

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

// sideBySide pairs a unified diff's removed and added lines into rows:
// context on both sides, each run of removals beside the additions that
// follow it.
func sideBySide(lines []string) []htmlRow {
	var rows []htmlRow
	var del, add []string
	flush := func() {
		for i := range max(len(del), len(add)) {
			var row htmlRow
			if i < len(del) {
				row.Left = htmlLine{Class: "del", Text: del[i][1:]}
			}
			if i < len(add) {
				row.Right = htmlLine{Class: "add", Text: add[i][1:]}
			}
			rows = append(rows, row)
		}
		del, add = nil, nil
	}
	for _, l := range lines {
		switch c := lineClass(l); c {
		case "del":
			if len(add) > 0 {
				flush()
			}
			del = append(del, l)
		case "add":
			add = append(add, l)
		default:
			flush()
			text := l
			if c == "" {
				text = l[1:]
			}
			rows = append(rows, htmlRow{Left: htmlLine{Class: c, Text: text}, Right: htmlLine{Class: c, Text: text}})
		}
	}
	flush()
	return rows
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

func cost(f File) htmlCost {
	c := htmlCost{Path: f.Path, CPU: ms(f.CPUMS), RSS: bytesize.Format(f.MaxRSSKB << 10), BaseCPU: "-", BaseRSS: "-"}
	if f.BaselineCPUMS != nil {
		c.BaseCPU = ms(*f.BaselineCPUMS)
	}
	if f.BaselineMaxRSSKB != nil {
		c.BaseRSS = bytesize.Format(*f.BaselineMaxRSSKB << 10)
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
