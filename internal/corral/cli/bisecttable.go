package cli

import (
	"fmt"
	"io"
	"maps"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/rivo/uniseg"

	"github.com/corral-go/corral/internal/corral/bisect"
	"github.com/corral-go/corral/internal/corral/report"
	"github.com/corral-go/corral/internal/words"
)

// The bisect's table fits a terminal of bisectWidth columns: a long name
// is cut (…), a long note wrapped; --json has the whole of each. It shows
// the first bisectRows rows of families and bisectUnshownRows kinds not
// shown, and at most bisectLegend compilers by name when some show no
// kind first.
const (
	bisectWidth       = 100
	bisectRows        = 30
	bisectUnshownRows = 10
	bisectLegend      = 20
)

// printBisect writes the bisect's summary: the compilers named once, as
// v1 … vN, with what each shows first; the families largest first, by the
// compiler that first shows their kinds; the kinds the last compiler did
// not show, apart, and why as far as its probes tell; the compilers that
// changed sampled files a later one left the same.
func printBisect(w io.Writer, b *bisect.Bisected) {
	s := &b.Summary
	shown := len(b.Kinds) - len(s.NotShown)
	head := fmt.Sprintf("bisect of check run %d over %d compilers (%s): %s in %s", b.CheckRun, len(b.Compilers),
		words.Plural(len(b.Runs)+len(b.AloneRuns)+len(b.NameRuns), "run", "runs"), words.Plural(shown, "kind", "kinds"), words.Plural(len(s.Families), "family", "families"))
	if len(s.NotShown) > 0 {
		head += fmt.Sprintf(", %d not shown", len(s.NotShown))
	}
	note(w, "", head)
	printCompilers(w, b)
	if len(s.Families) > 0 {
		fmt.Fprintln(w)
		printFamilies(w, b)
	}
	if len(s.NotShown) > 0 {
		fmt.Fprintln(w)
		printUnshown(w, b)
	}
	if b.Ladder != nil {
		fmt.Fprintln(w)
		printLadder(w, b)
	}
	if len(b.Hidden) > 0 {
		fmt.Fprintln(w)
		printHidden(w, b)
	}
	if b.HiddenSkipped > 0 {
		fmt.Fprintln(w)
		note(w, "", fmt.Sprintf("%d options made no kind of the check, and were not run for a cause of their own (more than %d): give the compilers by hand, a few options apart, to run them",
			b.HiddenSkipped, bisect.MaxHiddenSteps))
	}
	for _, i := range slices.Sorted(maps.Keys(b.Undone)) {
		fmt.Fprintln(w)
		note(w, "", fmt.Sprintf("%s changed %d of the %d same files sampled, which the last check found the same (a change undone later): %s",
			vName(i), len(b.Undone[i]), len(b.Sampled), strings.Join(report.QuoteList(b.Undone[i], 5), ", ")))
	}
}

// plural is one or many, as n asks.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// vName names compiler i (from 0) in the table: v1 … vN.
func vName(i int) string { return "v" + strconv.Itoa(i+1) }

// vRanges names the compilers is, in order, by runs: "v2, v4–v9".
func vRanges(is []int) string {
	var out []string
	for n := 0; n < len(is); {
		m := n
		for m+1 < len(is) && is[m+1] == is[m]+1 {
			m++
		}
		if m == n {
			out = append(out, vName(is[n]))
		} else {
			out = append(out, vName(is[n])+"–"+vName(is[m]))
		}
		n = m + 1
	}
	return strings.Join(out, ", ")
}

// printCompilers writes the legend: each compiler's name once, with the
// kinds it is the first to show. Past bisectLegend compilers, those that
// show no kind first are only counted, but the first and the last.
func printCompilers(w io.Writer, b *bisect.Bisected) {
	s := &b.Summary
	last := len(b.Compilers) - 1
	var rows [][]string
	var quiet []int
	for i, c := range s.Compilers {
		if len(b.Compilers) > bisectLegend && c.Kinds == 0 && i != 0 && i != last {
			quiet = append(quiet, i)
			continue
		}
		rows = append(rows, []string{vName(i), strconv.Itoa(c.Kinds), strconv.Itoa(c.Families), strconv.Itoa(c.Files),
			report.Printable([]byte(b.Compilers[i]))})
	}
	fmt.Fprintln(w, "compilers, oldest first, and the kinds each is the first to show:")
	t := table{head: []string{"", "KINDS", "FAMILIES", "FILES", "COMPILER"}, right: []bool{false, true, true, true, false}, wrap: true}
	t.write(w, rows)
	if len(quiet) > 0 {
		note(w, "", fmt.Sprintf("and %s that show no kind first (all in --json): %s",
			words.Plural(len(quiet), "compiler", "compilers"), vRanges(quiet)))
	}
	if c := s.Compilers[0]; c.Kinds > 0 {
		note(w, "", fmt.Sprintf("v1 already shows %s (≤v1 below): made by v1 or by a compiler before it",
			words.Plural(c.Kinds, "kind", "kinds")))
	}
}

// printFamilies writes one row per family, largest first, its kinds, its
// files and the first compiler that shows them, with its largest kind;
// a family whose kinds come from several compilers has a row for each
// under its own. It stops at bisectRows rows.
func printFamilies(w io.Writer, b *bisect.Bisected) {
	fams := b.Summary.Families
	fmt.Fprintln(w, "families of kinds, largest first, by the first compiler that shows them (the one before does not):")
	var rows [][]string
	shown := 0
	for _, f := range fams {
		fr := familyRows(b, f)
		if len(rows)+len(fr) > bisectRows {
			if shown > 0 {
				break
			}
			// The largest family alone is past the rows: its kinds
			// come from more compilers than that.
			more := fmt.Sprintf("… and %d more compilers: all in --json", len(fr)-bisectRows+1)
			fr = append(fr[:bisectRows-1], []string{"", "", "", "", more})
		}
		rows = append(rows, fr...)
		shown++
	}
	t := table{head: []string{"FAMILY", "KINDS", "FILES", "FIRST", "LARGEST KIND"}, right: []bool{false, true, true, false, false}, cut: []int{20, 0, 0, 0, 0}}
	t.write(w, rows)
	if rest := fams[shown:]; len(rest) > 0 {
		kinds := 0
		for _, f := range rest {
			kinds += f.Kinds
		}
		fmt.Fprintf(w, "… and %d more %s (%s): all in --json\n", len(rest), plural(len(rest), "family", "families"), words.Plural(kinds, "kind", "kinds"))
	}
}

// familyRows are f's rows in the table: one, or a row for the family and
// one for each compiler its kinds come from.
func familyRows(b *bisect.Bisected, f bisect.FamilyFound) [][]string {
	name := report.Printable([]byte(f.Name))
	if name == "" {
		name = "-"
	}
	row := func(name string, kinds, files int, g bisect.FirstOfFamily) []string {
		first := vName(g.First)
		if g.LastWithout < 0 {
			first = "≤v1"
		}
		k := &b.Kinds[g.Kinds[0]]
		return []string{name, strconv.Itoa(kinds), strconv.Itoa(files), first, k.ID + " " + report.Printable([]byte(k.Edit))}
	}
	if len(f.ByFirst) == 1 {
		return [][]string{row(name, f.Kinds, f.Files, f.ByFirst[0])}
	}
	rows := [][]string{{name, strconv.Itoa(f.Kinds), strconv.Itoa(f.Files), "", fmt.Sprintf("from %d compilers:", len(f.ByFirst))}}
	for _, g := range f.ByFirst {
		rows = append(rows, row("", len(g.Kinds), g.Files, g))
	}
	return rows
}

// printUnshown writes the kinds the last compiler did not show, apart,
// with what it did to their probed files, and what that can mean.
func printUnshown(w io.Writer, b *bisect.Bisected) {
	s := &b.Summary
	last := vName(len(b.Compilers) - 1)
	note(w, "", fmt.Sprintf("kinds the last compiler, %s, did not show on the files probed (the check showed them):", last))
	var rows [][]string
	var seen bisect.Unshown // what the kinds' probes saw, in all
	for n, j := range s.NotShown {
		k := &b.Kinds[j]
		seen.Same, seen.Other, seen.Failed = seen.Same+k.Unshown.Same, seen.Other+k.Unshown.Other, seen.Failed+k.Unshown.Failed
		if n < bisectUnshownRows {
			rows = append(rows, []string{k.ID, strconv.Itoa(k.Count), report.Printable([]byte(b.Families[k.Family])), probeCounts(k.Unshown),
				report.Printable([]byte(k.Edit))})
		}
	}
	t := table{head: []string{"KIND", "FILES", "FAMILY", "PROBED FILES", "EDIT"}, right: []bool{false, true, false, false, false}, cut: []int{0, 0, 16, 0, 0}}
	t.write(w, rows)
	if n := len(s.NotShown) - bisectUnshownRows; n > 0 {
		fmt.Fprintf(w, "… and %d more: all in --json\n", n)
	}
	if seen.Same > 0 {
		note(w, "  ", "same: a probed file "+last+" left as in the baseline: the check's change did not come back")
	}
	if seen.Other > 0 {
		note(w, "  ", "other: a probed file "+last+" changed, but not in the kind's shapes: not as the check did")
	}
	if seen.Failed > 0 {
		note(w, "  ", fmt.Sprintf("failed: a probed file %s did not run to an end (a timeout, an error): 'corral report --run %d' says why",
			last, b.Runs[len(b.Compilers)-1]))
	}
	note(w, "  ", unshownCause(b, last, seen.Same+seen.Other > 0))
}

// probeCounts says what the last compiler did to a kind's probed files.
func probeCounts(u *bisect.Unshown) string {
	var parts []string
	add := func(n int, what string) {
		if n > 0 {
			parts = append(parts, fmt.Sprintf("%d %s", n, what))
		}
	}
	add(u.Same, "same")
	add(u.Other, "other")
	add(u.Failed, "failed")
	return strings.Join(parts, ", ")
}

// unshownCause says where the kinds the last compiler did not show can
// come from, as far as the bisect knows: whether the last compiler is
// the check's, and whether it ran their files to an end (changed says it
// did, for one of them at least).
func unshownCause(b *bisect.Bisected, last string, changed bool) string {
	check := "'" + report.Printable([]byte(b.CheckCmd)) + "'"
	switch {
	case b.LastIsCheck != nil && !*b.LastIsCheck:
		return fmt.Sprintf("the check ran %s, and the last compiler here, %s, is not it: a kind that a compiler after %s made "+
			"is shown by none of these; give the check's compiler last", check, last, last)
	case !changed:
		return "rerun them with the check's settings to see why"
	}
	cause := "the check ran " + last + ", so "
	if b.LastIsCheck == nil {
		cause = "if " + last + " is the check's compiler, " + check + ", "
	}
	return cause + "what the check showed in these files came from its run, not from its compiler: output that varies " +
		"from run to run (a counter, the time, an address), or the check's environment (a file, a variable); " +
		"'corral check' again tells whether it stays, and --normalize hides what varies"
}

// table is a table of rows cut to bisectWidth: each column as wide as its
// widest cell (cut[i] columns at most, when not 0), numbers right, the
// last column cut to what is left, or wrapped there when wrap is set.
type table struct {
	head  []string
	right []bool
	cut   []int
	wrap  bool
}

func (t table) write(w io.Writer, rows [][]string) {
	widths := make([]int, len(t.head))
	for _, r := range append([][]string{t.head}, rows...) {
		for i, c := range r {
			if i < len(t.cut) && t.cut[i] > 0 {
				c = cutWidth(c, t.cut[i])
			}
			widths[i] = max(widths[i], uniseg.StringWidth(c))
		}
	}
	for _, r := range append([][]string{t.head}, rows...) {
		var line strings.Builder
		line.WriteString("  ")
		for i, c := range r {
			if i == len(r)-1 {
				t.writeLast(&line, c)
				break
			}
			if i < len(t.cut) && t.cut[i] > 0 {
				c = cutWidth(c, t.cut[i])
			}
			pad := strings.Repeat(" ", widths[i]-uniseg.StringWidth(c))
			if t.right[i] {
				c = pad + c
			} else {
				c += pad
			}
			line.WriteString(c + "  ")
		}
		fmt.Fprintln(w, strings.TrimRight(line.String(), " "))
	}
}

// writeLast adds the last cell c to line: cut to the columns left, or
// wrapped there, its next lines indented to where it starts.
func (t table) writeLast(line *strings.Builder, c string) {
	at := uniseg.StringWidth(line.String())
	if !t.wrap {
		line.WriteString(cutWidth(c, bisectWidth-at))
		return
	}
	var cell strings.Builder
	wrapped(&cell, "", c, bisectWidth-at)
	line.WriteString(strings.ReplaceAll(strings.TrimSuffix(cell.String(), "\n"), "\n", "\n"+strings.Repeat(" ", at)))
}

// cutWidth cuts s to n columns, its end replaced by "…" when cut.
func cutWidth(s string, n int) string {
	if uniseg.StringWidth(s) <= n {
		return s
	}
	var out strings.Builder
	used, state := 0, -1
	for s != "" {
		var g string
		var gw int
		g, s, gw, state = uniseg.FirstGraphemeClusterInString(s, state)
		if used+gw > n-1 {
			break
		}
		out.WriteString(g)
		used += gw
	}
	return out.String() + "…"
}

// note writes text in lines of bisectWidth columns at most, the first
// indented by indent, the next by two more.
func note(w io.Writer, indent, text string) {
	wrapped(w, indent, text, bisectWidth)
}

// wrapped writes text in lines of width columns at most, the first
// indented by indent, the next by two more; a word longer than a line is
// cut.
func wrapped(w io.Writer, indent, text string, width int) {
	line := indent
	for _, word := range strings.Fields(text) {
		if uniseg.StringWidth(line)+1+uniseg.StringWidth(word) > width && strings.TrimSpace(line) != "" {
			fmt.Fprintln(w, line)
			line = indent + "  "
		}
		if strings.TrimSpace(line) != "" {
			line += " "
		}
		line += cutWidth(word, width-uniseg.StringWidth(line))
	}
	fmt.Fprintln(w, line)
}

// printLadder says how corral made the compilers, and which options were
// confirmed, each alone on the baseline's command, as the cause of their
// kinds.
func printLadder(w io.Writer, b *bisect.Bisected) {
	note(w, "", fmt.Sprintf("the compilers are corral's, from the baseline's command to the check's, an option at a time; each kind's option was then tried alone on the baseline's command, on the kind's example (%s):",
		words.Plural(len(b.AloneRuns), "run", "runs")))
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "  KIND\tFILES\tOPTION\tALONE")
	for _, k := range b.Kinds {
		if k.First < 0 {
			continue
		}
		alone := "not tried: " + map[bool]string{true: "the level's rest", false: "the baseline's"}[k.First > 0]
		if k.Alone != nil {
			alone = map[bool]string{true: "shows it: confirmed", false: "does not show it: needs an option before"}[*k.Alone]
		}
		fmt.Fprintf(tw, "  %s\t%d\t%s\t%s\n", k.ID, k.Count, report.Printable([]byte(b.Compilers[k.First])), alone)
	}
	tw.Flush()
}

// printHidden writes the steps of the ladder that change the output
// although no kind of the check is first shown by them (see
// bisect.Bisected.Hidden): a cause of its own, whose edits the check's
// kinds hold as another's side effects or facets.
func printHidden(w io.Writer, b *bisect.Bisected) {
	note(w, "", "options that change the output although no kind of the check is theirs: the check's kinds hold their edits as another's side effects or facets (a triage reduces each between its step and the one before):")
	for _, k := range b.Hidden {
		note(w, "  ", fmt.Sprintf("%s %s (%s): changes %d of the %d files run, e.g. %s: %s (%s)", vName(k.First),
			report.Printable([]byte(b.Compilers[k.First])), k.ID, k.Count, len(k.Probed), report.Quote(k.Example),
			report.Printable([]byte(k.Edit)), words.Plural(len(k.Shapes), "shape", "shapes")))
	}
}
