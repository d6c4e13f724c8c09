package triage

import (
	"bytes"
	_ "embed"
	"fmt"
	"github.com/corral-go/corral/internal/words"
	"html/template"
	"maps"
	"path"
	"slices"
	"strings"

	"github.com/corral-go/corral/internal/corral/reduce"
	"github.com/corral-go/corral/internal/corral/report"
)

//go:embed section.tmpl
var sectionText string

var sectionTmpl = template.Must(template.New("triage").Parse(sectionText))

// htmlBlockBytes bounds one stream or output shown in the HTML section:
// a minimal program's are a few lines; an example's, not reduced, may be
// long, and its whole is in the check's diff below.
const htmlBlockBytes = 64 << 10

// htmlProgramLines is the longest program the section shows unfolded:
// a minimal program is a few lines; an example not reduced is folded.
const htmlProgramLines = 30

// HTMLParts are a triage's parts of the check's HTML report.
type HTMLParts struct {
	// Contents goes at the top of the page (report.HTMLInfo.Contents):
	// the reports' table, each report linked to its part of Section.
	Contents template.HTML
	// Section goes after the kinds (report.HTMLInfo.Sections): each
	// report with its program, both results, the diff and the
	// reproduction.
	Section template.HTML
}

// HTML renders t as its parts of the check's HTML report; a
// reproduction names its script under out, the reports' directory as
// given.
func HTML(t *Triage, out string) (HTMLParts, error) {
	page := htmlSection{CheckRun: t.CheckRun, Summary: summary(t), Stopped: stopped(t)}
	for i := range t.Reports {
		page.Reports = append(page.Reports, newHTMLReport(t, &t.Reports[i], out))
	}
	var parts HTMLParts
	for _, p := range []struct {
		name string
		to   *template.HTML
	}{{"contents", &parts.Contents}, {"section", &parts.Section}} {
		var b bytes.Buffer
		if err := sectionTmpl.ExecuteTemplate(&b, p.name, page); err != nil {
			return HTMLParts{}, fmt.Errorf("write the triage's HTML: %w", err)
		}
		*p.to = template.HTML(b.String()) // #nosec: the template escaped every value
	}
	return parts, nil
}

type htmlSection struct {
	CheckRun         int64
	Summary, Stopped string
	Reports          []htmlReport
}

type htmlReport struct {
	ID, Edit, Family, Example, Anchor string
	Count                             int
	Files                             string // "1 file", "2 files", or what a hidden cause's count is
	Hidden                            bool   // see Report.Hidden
	First, Last, Size, State, Note    string
	Headline                          string
	Incomplete                        bool
	// Compiled: the program was compiled with both compilers (reduced or
	// not); the fields below are set.
	Compiled          bool
	ProgramHead, Path string
	Program           string
	Fold              bool // a long program (an example not reduced): folded
	Sides             []htmlSide
	Diff              string
	Repro             *htmlRepro
}

type htmlSide struct {
	Label, Exit string
	Blocks      []htmlBlock
}

type htmlBlock struct{ Name, Text string }

type htmlRepro struct{ Script, Text string }

// newHTMLReport is report r on the page.
func newHTMLReport(t *Triage, r *Report, out string) htmlReport {
	quote := func(s string) string { return "'" + s + "'" }
	files := words.Plural(r.Count, "file", "files")
	if r.Hidden {
		files = words.Plural(r.Count, "file", "files") + " of those the bisect ran"
	}
	h := htmlReport{ID: r.ID, Edit: r.Edit, Family: r.Family, Example: r.Example, Anchor: report.FileAnchor(r.Example), Count: r.Count, Files: files, Hidden: r.Hidden,
		First: where(t, r.First, quote), Last: where(t, r.LastWithout, quote), Size: size(r), State: string(r.State), Note: r.Note,
		Headline: headline(t, r, quote), Incomplete: !t.Complete(r)}
	if r.OldResult == nil {
		return h
	}
	h.Compiled, h.Path, h.Program, h.Diff = true, path.Join(out, r.ID, SourceDir, r.Example), r.Program, strings.Join(r.Diff, "\n")
	h.Size += programHow(r)
	h.Fold = r.Lines > htmlProgramLines
	h.ProgramHead = "The minimal program"
	if r.State == Compiled {
		h.ProgramHead = "The program (the example, not reduced)"
	}
	for _, side := range []struct {
		c    Compiler
		role string
		res  *reduce.Compiled
	}{{r.Old, "the last without it", r.OldResult}, {r.New, "the first with it", r.NewResult}} {
		h.Sides = append(h.Sides, newHTMLSide(side.c.heading(side.role, quote), side.res))
	}
	if len(r.Repro) > 0 {
		h.Repro = &htmlRepro{Script: path.Join(out, r.ID, ReproScript), Text: strings.Join(r.Repro, "\n")}
	}
	return h
}

// newHTMLSide is one compiler's result: its streams and outputs that are
// not empty, each cut at htmlBlockBytes.
func newHTMLSide(label string, res *reduce.Compiled) htmlSide {
	s := htmlSide{Label: label, Exit: fmt.Sprintf("exit status %d", res.ExitCode)}
	if res.Signal != "" {
		s.Exit = "killed by " + res.Signal
	}
	add := func(name, text string) {
		if text == "" {
			return
		}
		if len(text) > htmlBlockBytes {
			text = text[:htmlBlockBytes] + fmt.Sprintf("\n… (%d more bytes; the reproduction makes it whole)", len(text)-htmlBlockBytes)
		}
		s.Blocks = append(s.Blocks, htmlBlock{name, text})
	}
	add("stdout", res.Stdout)
	add("stderr", res.Stderr)
	for _, name := range slices.Sorted(maps.Keys(res.Outputs)) {
		add("output "+name, res.Outputs[name])
	}
	return s
}
