package cli

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
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
		Short: "Walk the last check's kinds of change, then their files: accept, reject (keep the baseline) or skip",
		Long: `review walks the last check's kinds of change, largest first, then the new
and missing files, one screen each. For each, one key (cargo insta
review's keys work too):

  a, Enter   accept: the files take the check's results
  r, k, Esc  reject: keep the baseline
  s, Space   skip: decide later
  A          accept all that remain;  R  reject all that remain
  f          walk the kind's files one by one, [i/N] (the same keys, b back)
  d          the whole diff of its example (or of the file) in $PAGER
             (less -R when PAGER is not set)
  q          quit: apply the decisions so far, or none
  Ctrl-C     stop at once: nothing is applied (exit 130)

Nothing changes until the end: then review shows what it will do, and on y
applies every decision in one transaction, as 'corral accept' would.`,
		Example: `  corral check || corral review    # check exits 1 when there is something to review
  corral review --baseline ci.db
  PAGER='less -RS' corral review`,
		Args: cobra.NoArgs,
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
	in      *os.File // the terminal, in raw mode but while a pager runs
	raw     *term.State
	keys    *bufio.Reader
	out     io.Writer         // in raw mode: lines end in \r\n
	decided map[string]string // path → "accept" or "keep", decided file by file
	kinds   map[string]string // kind ID → "accept" or "keep"
	rest    string            // "accept" or "keep": A or R decided all that remain
}

// errStopped is Ctrl-C in review: nothing is applied.
var errStopped = errors.New("review stopped")

// Keys: insta's beside corral's.
const (
	keyEnter  = '\r'
	keyEsc    = 0x1b
	keyCtrlC  = 3
	keyCtrlD  = 4
	keySpace  = ' '
	clearHome = "\x1b[H\x1b[2J"
)

// review runs the review of the last check on a terminal.
func review(ctx context.Context, st corral.Store, in *os.File, w io.Writer) error {
	rep, _, err := corral.StoredReport(ctx, st, 0, report.DefaultThresholds, false)
	if err != nil {
		return err
	}
	pr := &report.Printer{Differ: rep.Differ(st), DiffLines: 30, DiffBytes: 16 << 10, Color: cmdline.Color(w)}
	old, err := term.MakeRaw(int(in.Fd()))
	if err != nil {
		return fmt.Errorf("review: %w", err)
	}
	defer term.Restore(int(in.Fd()), old)
	out := &crlf{w: w}
	r := &reviewer{ctx: ctx, pr: pr, in: in, raw: old, keys: bufio.NewReader(in), out: out, decided: map[string]string{}, kinds: map[string]string{}}
	groups := reviewGroups(rep)
	if len(groups) == 0 {
		fmt.Fprintf(out, "review: the last check found nothing to accept\n")
		return nil
	}
	for i, g := range groups {
		if r.rest != "" {
			r.decideGroup(g, r.rest)
			continue
		}
		quit, err := r.group(i+1, len(groups), g)
		if err != nil {
			return ErrInterrupted // corral says the baseline is unchanged
		}
		if quit {
			break
		}
	}
	err = r.apply(ctx, st, rep)
	if errors.Is(err, errStopped) {
		return ErrInterrupted
	}
	return err
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
	// Family by family, when families group some kinds: the kinds of one
	// family (one mnemonic, one directive, one construct) one after the
	// other.
	kinds := rep.Kinds
	family := map[string]string{}
	if len(rep.Families) > 1 && len(rep.Families) < len(rep.Kinds) {
		byID := map[string]report.Kind{}
		for _, k := range rep.Kinds {
			byID[k.ID] = k
		}
		kinds = nil
		for _, f := range rep.Families {
			for _, id := range f.Kinds {
				kinds = append(kinds, byID[id])
				family[id] = "family " + report.Printable([]byte(f.Name)) + ", "
			}
		}
	}
	for _, k := range kinds {
		g := group{kind: k.ID, title: fmt.Sprintf("%skind %s: %s (%s) %s", family[k.ID], report.Printable([]byte(k.ID)), cmdline.Plural(k.Count, "file shows", "files show"),
			report.Printable([]byte(strings.Join(k.Changed, ", "))), report.Printable([]byte(k.Edit))), diff: k.Diff}
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

// header clears the screen and writes the item's place and title.
func (r *reviewer) header(where, title string) {
	fmt.Fprint(r.out, clearHome)
	fmt.Fprintf(r.out, "%s %s\n\n", r.pr.Paint(where), title)
}

// group reviews one group; quit is q, err is Ctrl-C.
func (r *reviewer) group(n, of int, g group) (quit bool, err error) {
	for {
		r.header(fmt.Sprintf("corral review [%d/%d]", n, of), g.title)
		for _, l := range g.diff {
			fmt.Fprintln(r.out, "  "+r.pr.ColorLine(l))
		}
		if len(g.diff) > 0 {
			fmt.Fprintln(r.out)
		}
		for _, f := range g.files[:min(5, len(g.files))] {
			fmt.Fprintf(r.out, "  %s %s\n", f.Status, report.Quote(f.Path))
		}
		if len(g.files) > 5 {
			fmt.Fprintf(r.out, "  … and %d more\n", len(g.files)-5)
		}
		fmt.Fprintln(r.out)
		key, err := r.ask("a accept, r reject, s skip, A/R accept/reject all that remain, f files, d diff, q quit")
		if err != nil {
			return false, err
		}
		switch key {
		case 'a', keyEnter:
			r.decideGroup(g, "accept")
			return false, nil
		case 'r', 'k', keyEsc:
			r.decideGroup(g, "keep")
			return false, nil
		case 's', keySpace:
			return false, nil
		case 'A', 'R':
			r.rest = map[byte]string{'A': "accept", 'R': "keep"}[key]
			r.decideGroup(g, r.rest)
			return false, nil
		case 'f':
			back := false
			for i, f := range g.files {
				quit, b, err := r.file(i+1, len(g.files), f)
				if err != nil || quit {
					return quit, err
				}
				if back = b; back || r.rest != "" {
					break
				}
			}
			if r.rest != "" {
				for _, f := range g.files {
					if _, ok := r.decided[f.Path]; !ok {
						r.decide([]*report.File{f}, r.rest)
					}
				}
			}
			if !back {
				return false, nil
			}
		case 'd':
			r.page(g.files[0])
		case 'q':
			return true, nil
		}
	}
}

// file reviews one file, the i-th of n.
func (r *reviewer) file(i, n int, f *report.File) (quit, back bool, err error) {
	for {
		r.header(fmt.Sprintf("corral review: file [%d/%d]", i, n), fmt.Sprintf("%s %s (%s)", f.Status, report.Quote(f.Path), strings.Join(f.Changed, ", ")))
		if f.Status == report.Changed {
			lines, _ := r.pr.Diff(r.ctx, f)
			for _, l := range lines {
				fmt.Fprintln(r.out, "  "+r.pr.ColorLine(l))
			}
			fmt.Fprintln(r.out)
		}
		key, err := r.ask("a accept, r reject, s skip, A/R accept/reject all that remain, d diff, b back to the kinds, q quit")
		if err != nil {
			return false, false, err
		}
		switch key {
		case 'a', keyEnter:
			r.decide([]*report.File{f}, "accept")
			return false, false, nil
		case 'r', 'k', keyEsc:
			r.decide([]*report.File{f}, "keep")
			return false, false, nil
		case 's', keySpace:
			return false, false, nil
		case 'A', 'R':
			r.rest = map[byte]string{'A': "accept", 'R': "keep"}[key]
			r.decide([]*report.File{f}, r.rest)
			return false, false, nil
		case 'd':
			r.page(f)
		case 'b':
			return false, true, nil
		case 'q':
			return true, false, nil
		}
	}
}

// ask prints a prompt and reads one key. End of input is q; Ctrl-C is
// errStopped. An escape sequence (an arrow key) is read whole and ignored;
// a lone Esc is Esc.
func (r *reviewer) ask(prompt string) (byte, error) {
	for {
		fmt.Fprintf(r.out, "%s? ", prompt)
		b, err := r.keys.ReadByte()
		switch {
		case err != nil || b == keyCtrlD:
			b = 'q'
		case b == keyCtrlC:
			fmt.Fprintln(r.out, "^C")
			return 0, errStopped
		case b == keyEsc && r.keys.Buffered() > 0:
			// An escape sequence: ESC [ ... final byte.
			for r.keys.Buffered() > 0 {
				c, _ := r.keys.ReadByte()
				if c >= 0x40 && c <= 0x7e && c != '[' {
					break
				}
			}
			fmt.Fprintln(r.out)
			continue
		}
		fmt.Fprintf(r.out, "%s\n", keyName(b))
		return b, nil
	}
}

func keyName(b byte) string {
	switch b {
	case keyEnter:
		return "Enter"
	case keyEsc:
		return "Esc"
	case keySpace:
		return "Space"
	}
	if b < ' ' || b > '~' {
		return "?"
	}
	return string(b)
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

// page shows a file's whole diff in $PAGER (less -R when unset), with
// the terminal out of raw mode while it runs; without a pager it is
// printed, each line cut at 500 bytes.
func (r *reviewer) page(f *report.File) {
	lines, err := r.pr.DiffCut(r.ctx, f, 1<<30, 0)
	if err != nil {
		lines = append(lines, err.Error())
	}
	var text strings.Builder
	for _, l := range lines {
		text.WriteString(r.pr.ColorLine(l) + "\n")
	}
	pager := os.Getenv("PAGER")
	if pager == "" {
		pager = "less -R"
	}
	fd := int(r.in.Fd())
	if err := term.Restore(fd, r.raw); err == nil {
		cmd := exec.CommandContext(r.ctx, "sh", "-c", pager)
		cmd.Stdin = strings.NewReader(text.String())
		cmd.Stdout, cmd.Stderr = r.out.(*crlf).w, r.out.(*crlf).w
		err = cmd.Run()
		_, _ = term.MakeRaw(fd)
		if err == nil {
			return
		}
		fmt.Fprintf(r.out, "review: pager %q: %v; the diff follows\n", pager, err)
	}
	fmt.Fprint(r.out, text.String())
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
	fmt.Fprint(r.out, clearHome)
	if len(accept) == 0 {
		fmt.Fprintf(r.out, "review: nothing to accept (%s kept as in the baseline); the baseline is unchanged\n", cmdline.Plural(keep, "file", "files"))
		return nil
	}
	key, err := r.ask(fmt.Sprintf("accept %s, keep %s as in the baseline: apply (y/n)", cmdline.Plural(len(accept), "file", "files"), cmdline.Plural(keep, "file", "files")))
	if err != nil {
		return err
	}
	if key != 'y' {
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
