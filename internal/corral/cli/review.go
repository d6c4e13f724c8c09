package cli

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"
	"golang.org/x/term"

	"github.com/corral-go/corral/internal/cmdline"
	"github.com/corral-go/corral/internal/corral"
	"github.com/corral-go/corral/internal/corral/report"
)

func reviewCommand(stdio cmdline.Stdio) *cobra.Command {
	var baseline string
	c := &cobra.Command{
		Use:   "review",
		Short: "Walk the last check's kinds of change, then their files: accept, keep the baseline or skip",
		Long: `review walks the last check's kinds of change, largest first, then the new
and missing files. For each, one key:

  a  accept: the files take the check's results
  k  keep the baseline (reject)
  s  skip: decide later
  f  walk the kind's files one by one (the same keys, and b for back)
  d  show the whole diff of its example (or of the file)
  q  quit: apply the decisions so far, or none

Nothing changes until the end: then review shows what it will do, and on y
applies every decision in one transaction, as 'corral accept' would.`,
		Example: `  corral check && corral review`,
		Args:    cobra.NoArgs,
		RunE: func(c *cobra.Command, _ []string) error {
			in, ok := stdio.In.(*os.File)
			if !ok || !term.IsTerminal(int(in.Fd())) || !cmdline.IsTerminal(stdio.Out) {
				return hinted("in a script, use 'corral accept --kind ID' or 'corral accept GLOB'", "review needs a terminal")
			}
			ctx := c.Context()
			st, err := openExisting(ctx, baseline, false)
			if err != nil {
				return err
			}
			defer st.Close()
			return review(ctx, st, in, stdio.Out)
		},
	}
	c.Flags().StringVarP(&baseline, "baseline", "b", "corral.db", "the baseline store")
	return c
}

// reviewer holds what a review has decided so far.
type reviewer struct {
	ctx     context.Context
	pr      *report.Printer
	keys    *bufio.Reader
	out     io.Writer         // in raw mode: lines end in \r\n
	decided map[string]string // path → "accept" or "keep", decided file by file
	kinds   map[string]string // kind ID → "accept" or "keep"
}

// review runs the review of the last check on a terminal.
func review(ctx context.Context, st corral.Store, in *os.File, w io.Writer) error {
	rep, _, err := corral.StoredReport(ctx, st, 0, report.DefaultThresholds)
	if err != nil {
		return err
	}
	pr := &report.Printer{Store: st, DiffLines: 30, DiffBytes: 16 << 10, Color: cmdline.Color(w), Textconv: report.TextconvOf(rep)}
	if err := pr.GroupKinds(ctx, rep); err != nil {
		return err
	}
	old, err := term.MakeRaw(int(in.Fd()))
	if err != nil {
		return fmt.Errorf("review: %w", err)
	}
	defer term.Restore(int(in.Fd()), old)
	out := &crlf{w: w}
	r := &reviewer{ctx: ctx, pr: pr, keys: bufio.NewReader(in), out: out, decided: map[string]string{}, kinds: map[string]string{}}
	groups := reviewGroups(rep)
	if len(groups) == 0 {
		fmt.Fprintf(out, "review: the last check found nothing to accept\n")
		return nil
	}
	for i, g := range groups {
		if r.group(i+1, len(groups), g) {
			break
		}
	}
	return r.apply(ctx, st, rep)
}

// group is a kind of change, or the new or the missing files.
type group struct {
	kind  string // the kind's ID; "" for new or missing files
	title string
	files []*report.File
	diff  []string // the example's diff
}

func reviewGroups(rep *report.Report) []group {
	byPath := map[string]*report.File{}
	for i := range rep.Files {
		byPath[rep.Files[i].Path] = &rep.Files[i]
	}
	var groups []group
	for _, k := range rep.Kinds {
		g := group{kind: k.ID, title: fmt.Sprintf("kind %s: %s (%s) %s", k.ID, cmdline.Plural(k.Count, "file shows", "files show"), strings.Join(k.Changed, ", "), report.Printable([]byte(k.Edit))), diff: k.Diff}
		for _, p := range k.Files {
			g.files = append(g.files, byPath[p])
		}
		groups = append(groups, g)
	}
	for _, st := range []string{report.New, report.Missing} {
		var g group
		for i := range rep.Files {
			if rep.Files[i].Status == st {
				g.files = append(g.files, &rep.Files[i])
			}
		}
		if len(g.files) > 0 {
			g.title = cmdline.Plural(len(g.files), st+" file", st+" files")
			groups = append(groups, g)
		}
	}
	return groups
}

// group reviews one group; it returns true when the user quit.
func (r *reviewer) group(n, of int, g group) bool {
	fmt.Fprintf(r.out, "\n[%d/%d] %s\n", n, of, g.title)
	for _, l := range g.diff {
		fmt.Fprintln(r.out, "  "+l)
	}
	for _, f := range g.files[:min(5, len(g.files))] {
		fmt.Fprintf(r.out, "  %s %s\n", f.Status, report.Quote(f.Path))
	}
	if len(g.files) > 5 {
		fmt.Fprintf(r.out, "  … and %d more\n", len(g.files)-5)
	}
	for {
		switch r.ask("a accept, k keep the baseline, s skip, f files, d whole diff, q quit") {
		case 'a':
			r.decideGroup(g, "accept")
			return false
		case 'k':
			r.decideGroup(g, "keep")
			return false
		case 's':
			return false
		case 'f':
			for _, f := range g.files {
				if quit, back := r.file(f); quit {
					return true
				} else if back {
					break
				}
			}
			return false
		case 'd':
			r.wholeDiff(g.files[0])
		case 'q':
			return true
		}
	}
}

// file reviews one file.
func (r *reviewer) file(f *report.File) (quit, back bool) {
	fmt.Fprintf(r.out, "\n%s %s (%s)\n", f.Status, report.Quote(f.Path), strings.Join(f.Changed, ", "))
	if f.Status == report.Changed {
		lines, _ := r.pr.Diff(r.ctx, f)
		for _, l := range lines {
			fmt.Fprintln(r.out, "  "+l)
		}
	}
	for {
		switch r.ask("a accept, k keep the baseline, s skip, d whole diff, b back to the kinds, q quit") {
		case 'a':
			r.decide([]*report.File{f}, "accept")
			return false, false
		case 'k':
			r.decide([]*report.File{f}, "keep")
			return false, false
		case 's':
			return false, false
		case 'd':
			r.wholeDiff(f)
		case 'b':
			return false, true
		case 'q':
			return true, false
		}
	}
}

// ask prints a prompt and reads one key; end of input or Ctrl-C is q.
func (r *reviewer) ask(prompt string) byte {
	fmt.Fprintf(r.out, "%s? ", prompt)
	b, err := r.keys.ReadByte()
	if err != nil || b == 3 || b == 4 { // Ctrl-C, Ctrl-D
		b = 'q'
	}
	fmt.Fprintf(r.out, "%c\n", printableKey(b))
	return b
}

func printableKey(b byte) byte {
	if b < ' ' || b > '~' {
		return '?'
	}
	return b
}

// decideGroup decides a group: a kind for every file that shows it (a
// file is accepted when all its kinds are, kept when one is), new and
// missing files one by one.
func (r *reviewer) decideGroup(g group, what string) {
	if g.kind != "" {
		r.kinds[g.kind] = what
		return
	}
	r.decide(g.files, what)
}

// decision is what was decided for f: by itself, or by its kinds.
func (r *reviewer) decision(f *report.File) string {
	if d, ok := r.decided[f.Path]; ok || len(f.Kinds) == 0 {
		return d
	}
	all := true
	for _, k := range f.Kinds {
		switch r.kinds[k] {
		case "keep":
			return "keep"
		case "":
			all = false
		}
	}
	if all {
		return "accept"
	}
	return ""
}

func (r *reviewer) decide(files []*report.File, what string) {
	for _, f := range files {
		if f.Status == report.Changed || f.Status == report.New || f.Status == report.Missing {
			r.decided[f.Path] = what
		}
	}
}

// wholeDiff prints a file's whole diff, each line cut at 500 bytes.
func (r *reviewer) wholeDiff(f *report.File) {
	lines, err := r.pr.DiffCut(r.ctx, f, 1<<30, 0)
	if err != nil {
		fmt.Fprintf(r.out, "  %v\n", err)
	}
	for _, l := range lines {
		fmt.Fprintln(r.out, "  "+l)
	}
}

// apply shows the decisions and applies them, in one transaction, on y.
func (r *reviewer) apply(ctx context.Context, st corral.Store, rep *report.Report) error {
	var accept []string
	keep := 0
	for i := range rep.Files {
		f := &rep.Files[i]
		switch r.decision(f) {
		case "accept":
			accept = append(accept, f.Path)
		case "keep":
			keep++
		}
	}
	if len(accept) == 0 {
		fmt.Fprintf(r.out, "\nreview: nothing to accept (%s kept as in the baseline); the baseline is unchanged\n", cmdline.Plural(keep, "file", "files"))
		return nil
	}
	if r.ask(fmt.Sprintf("\naccept %s, keep %s as in the baseline: apply (y/n)", cmdline.Plural(len(accept), "file", "files"), cmdline.Plural(keep, "file", "files"))) != 'y' {
		fmt.Fprintf(r.out, "review: nothing applied; the baseline is unchanged\n")
		return nil
	}
	a, err := corral.AcceptPaths(ctx, st, rep.RunID, accept)
	if err != nil {
		return err
	}
	fmt.Fprintf(r.out, "review: %s now take the results of check run %d, %d removed from the baseline\n",
		cmdline.Plural(len(a.Promoted), "file", "files"), a.CheckRun, len(a.Dropped))
	sayAdopted(r.out, r.out, a)
	return nil
}

// crlf ends lines with \r\n, as a terminal in raw mode needs.
type crlf struct{ w io.Writer }

func (c *crlf) Write(b []byte) (int, error) {
	if _, err := c.w.Write([]byte(strings.ReplaceAll(string(b), "\n", "\r\n"))); err != nil {
		return 0, err
	}
	return len(b), nil
}
