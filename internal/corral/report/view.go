package report

import (
	"context"
	"fmt"

	"github.com/corral-go/corral/internal/bytesize"
)

// View is what a renderer is given beside a report's model: the changed
// files' diffs, read through Differ from the blobs it was given, how much
// of each to show, and what an HTML page says of itself. A renderer reads
// the model and its view; it makes no kind and opens no store.
type View struct {
	// Differ reads the changed files' diffs: the report's own (see
	// Report.Differ), or one of NewDiffer's; nil shows statuses and exit
	// codes only.
	Differ    *Differ
	DiffLines int // lines of diff per file
	DiffBytes int // bytes of diff per file; 0: no limit
	// WholeLines keeps diff lines longer than MaxLine whole, as machine
	// outputs need them for their hunks to apply ('corral show' into a
	// pipe); the HTML report and the JSON report's kinds keep them whole
	// always.
	WholeLines bool
	// Page is what an HTML page says of itself, and other commands'
	// parts of it.
	Page HTMLInfo
}

// Diff returns what changed in a changed file, as lines of text: exit
// statuses and unified diffs, cut after v.DiffLines lines or v.DiffBytes
// bytes that are not file or hunk headers, each line cut at MaxLine.
func (v *View) Diff(ctx context.Context, f *File) ([]string, error) {
	return v.DiffCut(ctx, f, v.DiffLines, v.DiffBytes)
}

// DiffCut is Diff with other bounds: maxLines lines and maxBytes bytes
// (0: no bound), from the same diffs read once per report. The file's
// notes ("note: …", see File.Notes) lead. A changed status, exit status
// and stderr come first and are never cut: they say why the rest changed
// (a crash's message), so no bound may hide them.
func (v *View) DiffCut(ctx context.Context, f *File, maxLines, maxBytes int) ([]string, error) {
	return v.diffCut(ctx, f, maxLines, maxBytes, v.WholeLines)
}

// diffCut is DiffCut, with lines longer than MaxLine kept whole or cut.
func (v *View) diffCut(ctx context.Context, f *File, maxLines, maxBytes int, whole bool) ([]string, error) {
	d := v.Differ
	if d == nil {
		d = &Differ{} // no store: statuses and exit codes only
	}
	sections, notes, err := d.sections(ctx, f, maxLines)
	if err != nil {
		return nil, err
	}
	// The notes lead, never cut: they say why the diff below is not
	// what was asked for (the bytes of an output whose --textconv failed).
	var out []string
	for _, n := range notes {
		out = append(out, "note: "+n)
	}
	body, size := 0, 0 // lines and bytes shown, headers aside
	for _, sec := range sections {
		never := neverCut(sec.What)
		for _, l := range sec.Lines {
			if !whole {
				l = cutLine(l)
			}
			if never {
				out = append(out, l)
				continue
			}
			if !diffHeader(l) {
				if body == maxLines {
					return append(out, fmt.Sprintf("… diff cut at %s (--diff-lines)", plural(maxLines, "line"))), nil
				}
				if maxBytes > 0 && size+len(l) > maxBytes {
					return append(out, fmt.Sprintf("… diff cut at %s (--diff-bytes)", bytesize.Format(int64(maxBytes)))), nil
				}
				body++
				size += len(l)
			}
			out = append(out, l)
		}
	}
	return out, nil
}
