package report

import (
	"context"
	"io"
)

// A Format is a file a report is written as: its flag names the file
// ("-" for stdout, where Stdout allows it) and Render writes it. Adding a
// format is a file with its renderer and a line in [Formats]: the
// commands that write reports take their flags from there.
type Format struct {
	Flag    string // "json": --json FILE
	Usage   string // the flag's help
	Example string // a file it is written to, for a hint: "report.json"
	// Stdout: the report may go to stdout, for a program to read; one
	// report at most goes there.
	Stdout bool
	// Render writes r in the format: the model as it is, its diffs
	// through v (see View; nil: statuses and exit codes only).
	Render func(ctx context.Context, w io.Writer, r *Report, v *View) error
}

// Formats are the files a report is written as, in the order they are
// written: what CI keeps first.
var Formats = []Format{
	{Flag: "json", Example: "report.json", Stdout: true, Render: JSON,
		Usage: "write the JSON report to FILE ('-' for stdout)"},
	{Flag: "junit", Example: "report.xml", Stdout: true, Render: JUnit,
		Usage: "write a JUnit XML report to FILE (one testcase per file; failures carry the diff)"},
	{Flag: "html", Example: "report.html", Render: HTML,
		Usage: "write an HTML report to FILE: one self-contained page with kinds, diffs and filters"},
}

// JSON writes r as its JSON (see Report.WriteJSON): the model whole, the
// view unused.
func JSON(_ context.Context, w io.Writer, r *Report, _ *View) error { return r.WriteJSON(w) }
