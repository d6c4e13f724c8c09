package report

import (
	"cmp"
	"context"
	"encoding/hex"
	"fmt"
	"io"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/corral-go/corral/internal/corral/kinds"
	"github.com/corral-go/corral/internal/corral/result"
	"github.com/corral-go/corral/internal/words"

	"github.com/corral-go/corral/internal/corral/textconv"
)

// Printer writes the human form of a report.
type Printer struct {
	View      // the diffs and how much of each to show
	W         io.Writer
	Color     bool
	ListLimit int // files listed per status other than changed
	// Diffs bounds the changed files whose diff is printed: the report of
	// a change to thousands of files stays a page or two; the others are
	// counted, with where to see them.
	Diffs   int
	Quiet   bool   // the summary line alone (and the regressions)
	Next    string // the next step, printed last when something is not same
	Slowest int    // the slowest files named in the CPU line; 0: no line
}

const (
	red    = "\x1b[31m"
	green  = "\x1b[32m"
	yellow = "\x1b[33m"
	cyan   = "\x1b[36m"
	bold   = "\x1b[1m"
	reset  = "\x1b[0m"
)

// Paint makes s bold when p.Color: a heading.
func (p *Printer) Paint(s string) string { return p.paint(bold, s) }

func (p *Printer) paint(color, s string) string {
	if !p.Color {
		return s
	}
	return color + s + reset
}

// Print writes the kinds of change, the diffs of at most p.Diffs changed
// files (those whose exit status changed first: a crash leads), a list of
// the other non-same files, the regressions, one summary line and the
// next step. With p.Quiet, only the summary line.
func (p *Printer) Print(ctx context.Context, r *Report) error {
	if p.Quiet {
		_, err := fmt.Fprintln(p.W, p.SummaryLine(r))
		return err
	}
	p.printKinds(r)
	p.printCauses(r)
	var changed []*File
	for i := range r.Files {
		if r.Files[i].Status == Changed {
			changed = append(changed, &r.Files[i])
		}
	}
	// Stable: path order within each group.
	slices.SortStableFunc(changed, func(a, b *File) int { return cmp.Compare(statusRank(a), statusRank(b)) })
	if r.crashedCut > 0 {
		// Files whose exit status changed were left out of Files (see
		// changedKept): none whose stayed comes before them.
		changed = slices.DeleteFunc(changed, func(f *File) bool { return statusRank(f) != 0 })
	}
	shown := min(len(changed), max(p.Diffs, 0))
	for _, f := range changed[:shown] {
		if err := p.printChanged(ctx, f); err != nil {
			return err
		}
	}
	if rest := r.changedCount() - shown; rest > 0 {
		fmt.Fprintf(p.W, "… and %s not shown here (--diffs N shows more; 'corral show PATH' shows one, --html FILE all of them)\n",
			words.Plural(rest, "changed file's diff", "changed files' diffs"))
	}
	listed := map[string]int{}
	for i := range r.Files {
		f := &r.Files[i]
		switch f.Status {
		case Same, Changed:
		default:
			if r.Command == result.Record && f.Status == New {
				continue
			}
			listed[f.Status]++
			if n := listed[f.Status]; n <= p.ListLimit {
				fmt.Fprintf(p.W, "%s %s%s\n", p.paint(statusColor(f.Status), fmt.Sprintf("%-7s", f.Status)), Quote(f.Path), detail(f))
			}
		}
	}
	for _, st := range []string{New, Missing, Timeout, Error} {
		if n := listed[st]; n > p.ListLimit {
			fmt.Fprintf(p.W, "… and %d more %s\n", n-p.ListLimit, st)
		}
	}
	if err := p.printRegressions(r); err != nil {
		return err
	}
	if _, err := fmt.Fprintln(p.W, p.SummaryLine(r)); err != nil {
		return err
	}
	s := r.Summary
	if p.Next != "" && s.Changed+s.New+s.Missing+s.Timeout+s.Error > 0 {
		_, err := fmt.Fprintln(p.W, p.paint(bold, "next:")+" "+p.Next)
		return err
	}
	return nil
}

// statusRank orders changed files for their diffs: a changed exit status
// or execution status (a crash) first.
func statusRank(f *File) int {
	if slices.Contains(f.Changed, "status") || slices.Contains(f.Changed, "exit_code") {
		return 0
	}
	return 1
}

// SummaryLine is the one-line summary of a report.
func (p *Printer) SummaryLine(r *Report) string {
	s := r.Summary
	var b strings.Builder
	b.WriteString(p.paint(bold, string(r.Command)+":"))
	if r.Command == result.Record {
		fmt.Fprintf(&b, " %s recorded", plural(s.Total-s.Timeout-s.Error-s.Missing, "file"))
		if s.Kept > 0 {
			fmt.Fprintf(&b, " (a selection: %s kept as %s)", plural(s.Kept, "other baseline file"), map[bool]string{true: "it was", false: "they were"}[s.Kept == 1])
		}
		if r.nonzero > 0 {
			fmt.Fprintf(&b, " (%d exited non-zero or by a signal)", r.nonzero)
		}
		if s.Same+s.Changed+s.Missing > 0 {
			fmt.Fprintf(&b, " (against the previous baseline: %d same, %d changed, %d new, %s)", s.Same, s.Changed, s.New,
				p.count(s.Missing, "missing", yellow))
		}
		if s.Missing > 0 {
			fmt.Fprintf(&b, ", %s", p.paint(yellow, fmt.Sprintf("%s dropped from the baseline (gone from SOURCE)", plural(s.Missing, "file"))))
		}
		fmt.Fprintf(&b, ", %s, %s", p.count(s.Timeout, "timeout", red), p.count(s.Error, "error", red))
	} else {
		fmt.Fprintf(&b, " %s, %s, %s, %s, %s, %s of %s",
			p.count(s.Same, "same", green), p.count(s.Changed, "changed", yellow), p.count(s.New, "new", cyan),
			p.count(s.Missing, "missing", yellow), p.count(s.Timeout, "timeout", red), p.count(s.Error, "error", red), plural(s.Total, "file"))
	}
	fmt.Fprintf(&b, " in %.1fs", s.WallSeconds)
	if r.Jobs > 0 { // a stored run from before corral kept its settings does not know
		fmt.Fprintf(&b, " with %s", plural(r.Jobs, "job"))
	}
	if r.Shard != "" && r.Shard != "all" {
		fmt.Fprintf(&b, ", shard %s", r.Shard)
	}
	if len(r.MissingShards) > 0 {
		fmt.Fprintf(&b, "; %s missing (%s, %s of the baseline not checked)", p.paint(red, plural(len(r.MissingShards), "shard")),
			strings.Join(r.MissingShards, ", "), plural(r.Summary.NotChecked, "file"))
	}
	if r.StoppedAt > 0 {
		fmt.Fprintf(&b, "; %s, %s not run ('--resume' runs them)", p.paint(red, fmt.Sprintf("stopped at %s (--max-failures)", plural(r.StoppedAt, "failure"))),
			plural(r.Summary.NotChecked, "file"))
	}
	if r.Pinned {
		b.WriteString(", pinned")
	}
	return b.String()
}

// plural is "1 file", "2 files": words.Plural for the regular plurals.
func plural(n int, what string) string { return words.Plural(n, what, what+"s") }

func (p *Printer) count(n int, what, color string) string {
	s := fmt.Sprintf("%d %s", n, what)
	if n == 0 || what == "same" && n == 0 {
		return s
	}
	return p.paint(color, s)
}

func statusColor(status string) string {
	switch status {
	case Timeout, Error:
		return red
	case New:
		return cyan
	}
	return yellow
}

func detail(f *File) string {
	switch {
	case f.Error != "":
		return ": " + Printable([]byte(f.Error))
	case f.Status == Timeout:
		return fmt.Sprintf(" (killed after %.1fs)", float64(f.DurationMS)/1000)
	}
	return ""
}

// printChanged prints what changed in one file, within p.DiffLines lines.
func (p *Printer) printChanged(ctx context.Context, f *File) error {
	changed := make([]string, len(f.Changed))
	for i, c := range f.Changed {
		if name, ok := strings.CutPrefix(c, "output:"); ok {
			c = "output:" + Quote(name)
		}
		changed[i] = c
	}
	fmt.Fprintf(p.W, "%s %s (%s)\n", p.paint(yellow, "changed"), p.paint(bold, Quote(f.Path)), strings.Join(changed, ", "))
	lines, err := p.Diff(ctx, f)
	if err != nil {
		return err
	}
	for _, l := range lines {
		fmt.Fprintln(p.W, "  "+p.colorLine(l))
	}
	return nil
}

// neverCut reports whether a section is shown whole whatever the bounds.
func neverCut(what string) bool { return what == "status" || what == "exit_code" || what == "stderr" }

// cutSections keeps of secs what DiffCut shows of them with maxLines
// lines, and the line after, which tells DiffCut the diff goes on.
func cutSections(secs []kinds.Section, maxLines int) []kinds.Section {
	var out []kinds.Section
	body := 0
	for _, s := range secs {
		if neverCut(s.What) {
			out = append(out, s)
			continue
		}
		c := kinds.Section{What: s.What}
		for _, l := range s.Lines {
			if body > maxLines {
				break
			}
			if !diffHeader(l) {
				body++
			}
			c.Lines = append(c.Lines, l)
		}
		out = append(out, c)
		if body > maxLines {
			break
		}
	}
	return out
}

// diffHeader reports whether l is a unified diff's file or hunk header,
// which --diff-lines does not count.
func diffHeader(l string) bool {
	return strings.HasPrefix(l, "--- ") || strings.HasPrefix(l, "+++ ") || strings.HasPrefix(l, "@@ ")
}

// MaxLine is the longest diff line shown, in bytes: a minified file's one
// line of a million characters is shown as its first MaxLine bytes and
// "… N more bytes", in the terminal and in JUnit alike.
const MaxLine = 500

// cutLine cuts l at MaxLine bytes, on a UTF-8 boundary.
func cutLine(l string) string {
	if len(l) <= MaxLine {
		return l
	}
	cut := MaxLine
	for cut > 0 && !utf8.RuneStart(l[cut]) {
		cut--
	}
	return fmt.Sprintf("%s … %d more bytes", l[:cut], len(l)-cut)
}

// ColorLine colours a diff line as the terminal report does: + green, - red,
// hunk headers cyan, file headers bold (when p.Color).
func (p *Printer) ColorLine(l string) string { return p.colorLine(l) }

func (p *Printer) colorLine(l string) string {
	switch {
	case strings.HasPrefix(l, "+++"), strings.HasPrefix(l, "---"):
		return p.paint(bold, l)
	case strings.HasPrefix(l, "+"):
		return p.paint(green, l)
	case strings.HasPrefix(l, "-"):
		return p.paint(red, l)
	case strings.HasPrefix(l, "@@"):
		return p.paint(cyan, l)
	}
	return l
}

func exitText(r *result.Result) string {
	if r.Signal != "" {
		return "killed by " + r.Signal
	}
	return fmt.Sprint(r.ExitCode)
}

func outputRef(outs []result.Output, name string) *result.Ref {
	for _, o := range outs {
		if o.Name == name && !o.Missing {
			ref := &result.Ref{Size: o.Size}
			if h, err := hex.DecodeString(o.Hash); err != nil || copy(ref.Hash[:], h) != len(ref.Hash) {
				return nil
			}
			return ref
		}
	}
	return nil
}

// TextconvOf returns the rules of a report's --textconv settings; they
// were checked when the run started.
func TextconvOf(r *Report) textconv.Rules {
	rules, _ := textconv.Parse(r.Textconv)
	return rules
}
