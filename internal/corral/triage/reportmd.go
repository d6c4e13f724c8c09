package triage

import (
	"fmt"
	"github.com/corral-go/corral/internal/words"
	"maps"
	"slices"
	"strings"

	"github.com/corral-go/corral/internal/corral/reduce"
)

// reportMarkdown is one report's ID.md: what the kind is and where it
// came from, the minimal program, both compilers' results and their
// diff, how to reproduce it, and its files.
func reportMarkdown(t *Triage, r *Report, info Info) string {
	var b strings.Builder
	fmt.Fprintf(&b, "# %s: %s\n\n%s\n\n", r.ID, code(r.Edit), headline(t, r, code))
	if !t.Complete(r) {
		fmt.Fprintf(&b, "**Incomplete** (%s): %s.\n\n", text(string(r.State)), text(strings.TrimSuffix(r.Note, ".")))
	} else if r.Note != "" {
		fmt.Fprintf(&b, "Note: %s.\n\n", text(strings.TrimSuffix(r.Note, ".")))
	}
	b.WriteString("| | |\n| --- | --- |\n")
	for _, row := range facts(t, r) {
		fmt.Fprintf(&b, "| %s | %s |\n", row[0], row[1])
	}
	if r.OldResult != nil {
		writeResults(&b, r)
	}
	fmt.Fprintf(&b, "\n## Files (%d)\n\n", r.Count)
	for _, f := range r.Files[:min(len(r.Files), mdFiles)] {
		fmt.Fprintf(&b, "- %s\n", code(f))
	}
	if n := len(r.Files) - mdFiles; n > 0 {
		fmt.Fprintf(&b, "- … and %d more (all in the triage's --json)\n", n)
	}
	fmt.Fprintf(&b, "\n[All the reports](%s) · written %s by corral %s.\n", Index, info.Written.Format("2006-01-02 15:04:05 MST"), info.Version)
	return b.String()
}

// headline says in a sentence which compiler made the kind, each
// compiler's name as q quotes it.
func headline(t *Triage, r *Report, q func(string) string) string {
	of := len(t.Compilers)
	switch {
	case !t.Bisected:
		return "Not bisected: the triage stopped during the bisect."
	case r.First == nil:
		return fmt.Sprintf("None of the %d compilers shows it in the files the bisect probed.", of)
	case r.LastWithout == nil:
		return fmt.Sprintf("Every compiler of the list shows it, the first (%s) already.", q(r.First.Name))
	}
	return fmt.Sprintf("Made by compiler %d of %d, %s; not by compiler %d, %s, the one before it.",
		r.First.N, of, q(r.First.Name), r.LastWithout.N, q(r.LastWithout.Name))
}

// facts are the rows of a report's table: what the kind is, its files,
// where it came from, its program.
func facts(t *Triage, r *Report) [][2]string {
	kind := code(r.ID)
	if len(r.Facets) > 0 {
		var fs []string
		for _, f := range r.Facets {
			fs = append(fs, fmt.Sprintf("%s %s (%s)", code(f.ID), code(f.Edit), words.Plural(f.Count, "file", "files")))
		}
		kind += fmt.Sprintf(", and %s that the same compiler made: %s", words.Plural(len(r.Facets), "more kind", "more kinds"), strings.Join(fs, ", "))
	}
	rows := [][2]string{{"kind", cell(kind)}}
	files := fmt.Sprintf("%d of check run %d", r.Count, t.CheckRun)
	if r.Hidden {
		// Not a kind of the check: 'corral accept --kind' knows it not.
		rows = [][2]string{{"cause", cell(kind + " (no kind of the check: an option whose edits the check's kinds hold as another's side effects)")}}
		files = fmt.Sprintf("%d of the files the bisect ran, changed by this option alone", r.Count)
	}
	if r.Family != "" {
		rows = append(rows, [2]string{"family", text(r.Family)})
	}
	rows = append(rows, [][2]string{
		{"edit", cell(code(r.Edit))},
		{"changes", text(strings.Join(r.Changed, ", "))},
		{"files", files},
		{"first with it", cell(where(t, r.First, code))},
		{"last without it", cell(where(t, r.LastWithout, code))},
		{"example", cell(code(r.Example))},
	}...)
	if r.OldResult != nil {
		rows = append(rows, [2]string{"program", cell(size(r) + programHow(r))})
		rows = append(rows, [2]string{"compared", text(r.Old.label() + " → " + r.New.label())})
	}
	return append(rows, [2]string{"state", text(string(r.State))})
}

// programHow says how the program was made, after its size.
func programHow(r *Report) string {
	switch r.State {
	case Reduced:
		return fmt.Sprintf(", reduced by cvise in %.1f s", r.Seconds)
	case Stopped, Failed:
		return fmt.Sprintf(", cvise's best in %.1f s", r.Seconds)
	}
	return ""
}

// writeResults writes the program, both results, their diff and the
// reproduction.
func writeResults(b *strings.Builder, r *Report) {
	what := "The minimal program"
	if r.State == Compiled {
		what = "The program (the example, not reduced)"
	}
	fmt.Fprintf(b, "\n## %s\n\n%s:\n\n", what, code(r.ID+"/"+SourceDir+"/"+r.Example))
	if r.Program == "" {
		b.WriteString("(empty: the compilers differ on the empty program)\n")
	} else {
		b.WriteString(block("", r.Program))
	}
	if len(r.Support) > 0 {
		var names []string
		for _, n := range slices.Sorted(maps.Keys(r.Support)) {
			names = append(names, code(n))
		}
		fmt.Fprintf(b, "\nIt is compiled among the source's files it names, kept beside it: %s.\n", strings.Join(names, ", "))
	}
	for _, side := range []struct {
		c    Compiler
		role string
		res  *reduce.Compiled
	}{{r.Old, "the last without it", r.OldResult}, {r.New, "the first with it", r.NewResult}} {
		fmt.Fprintf(b, "\n## %s\n\n", side.c.heading(side.role, code))
		writeCompiled(b, side.res)
	}
	b.WriteString("\n## The difference\n\n")
	b.WriteString(block("diff", strings.Join(r.Diff, "\n")))
	if len(r.Repro) > 0 {
		fmt.Fprintf(b, "\n## Reproduce\n\n%s (from this directory) compiles the program with both compilers, each in a directory of its own (%s, %s), and diffs their results; it exits 1 when they differ:\n\n",
			code("sh "+r.ID+"/"+ReproScript), code(r.ID+"/old"), code(r.ID+"/new"))
		b.WriteString(block("sh", strings.Join(r.Repro, "\n")))
	}
}

// writeCompiled writes one compiler's result: its exit status, then each
// stream and output that is not empty.
func writeCompiled(b *strings.Builder, c *reduce.Compiled) {
	exit := fmt.Sprintf("exit status %d", c.ExitCode)
	if c.Signal != "" {
		exit = "killed by " + c.Signal
	}
	fmt.Fprintf(b, "%s", exit)
	var empty []string
	for _, s := range []struct{ name, text string }{{"stdout", c.Stdout}, {"stderr", c.Stderr}} {
		if s.text == "" {
			empty = append(empty, s.name)
			continue
		}
		fmt.Fprintf(b, "\n\n%s:\n\n%s", s.name, block("", s.text))
	}
	for _, name := range slices.Sorted(maps.Keys(c.Outputs)) {
		fmt.Fprintf(b, "\n\noutput %s:\n\n%s", code(name), block("", c.Outputs[name]))
	}
	if len(empty) > 0 {
		fmt.Fprintf(b, "\n\n(%s empty)", strings.Join(empty, " and "))
	}
	b.WriteString("\n")
}
