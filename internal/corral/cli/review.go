package cli

import (
	"bufio"
	"cmp"
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
	"github.com/corral-go/corral/internal/corral/review"
	"github.com/corral-go/corral/internal/corral/stored"
	"github.com/corral-go/corral/internal/words"
)

func reviewCommand(stdio cmdline.Stdio) *cobra.Command {
	var baseline string
	var web bool
	c := &cobra.Command{
		Use:   "review",
		Short: "Walk the last check's families and kinds of change, then their files: accept, reject (keep the baseline) or skip",
		Long: `review walks the last check's kinds of change, largest first, family by
family where families group them ([i/N] counts the families; a family of
one kind is shown as that kind), then the new and missing files, one
screen each. For each, one key (cargo insta review's keys work too):

  a, Enter   accept: the files take the check's results (a family: all
             its kinds)
  r, k, Esc  reject: keep the baseline
  s, Space   skip: decide later
  A          accept all that remain;  R  reject all that remain
  o          open a family: walk its kinds one by one, [i/N] (the same
             keys, b back)
  f          walk the files one by one, [i/N] (the same keys, b back)
  d          the whole diff of its example (or of the file) in $PAGER
             (less -R when PAGER is not set)
  q          quit: apply the decisions so far, or none
  Ctrl-C     stop at once: nothing is applied (exit 130)

A file is accepted whole, so only when every kind it shows is accepted.
Accepting a kind or a family whose files also show other kinds says which
kinds hold them back, and how many files each, and offers to accept those
files whole (+ or y), their other kinds too.

Nothing changes until the end: then review shows what it will do (the files
accepted, those kept as in the baseline, and those held back with the
kinds holding them), and on y applies every decision in one transaction,
as 'corral accept' would; + there also accepts the held-back files whole.

With --web, review serves the same walk to a browser on 127.0.0.1, at a
random port, and prints the page's URL, which holds a random token:
nothing without it answers. The page takes the same keys (j/k or the
arrows move, a or Enter accept, r reject, s skip, o open), shows each
diff side by side, and its Apply button lists what will be applied
before it applies it, once, in one transaction. review --web ends then,
or on Ctrl-C with nothing applied (exit 130).`,
		Example: `  corral check || corral review    # check exits 1 when there is something to review
  corral review --baseline ci.db
  PAGER='less -RS' corral review
  corral review --web              # then open the URL it prints`,
		Args: cobra.NoArgs,
		RunE: func(c *cobra.Command, _ []string) error {
			if web {
				st, err := openExisting(c.Context(), baseline, false)
				if err != nil {
					return err
				}
				defer st.Close()
				return reviewWeb(c.Context(), st, stdio.Out, stdio.Err)
			}
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
			return reviewTerminal(ctx, st, in, stdio.Out)
		},
	}
	c.Flags().StringVarP(&baseline, "baseline", "b", "corral.db", "the baseline store")
	c.Flags().BoolVar(&web, "web", false, "review in the browser: serve the page on 127.0.0.1 and print its URL")
	return c
}

// reviewer holds what a review has decided so far.
type reviewer struct {
	ctx  context.Context
	pr   *report.Printer
	in   *os.File // the terminal, in raw mode but while a pager runs
	raw  *term.State
	keys *bufio.Reader
	out  io.Writer // in raw mode: lines end in \r\n
	review.Decisions
	rest string // "accept" or "keep": A or R decided all that remain
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

// reviewTerminal runs the review of the last check on a terminal.
func reviewTerminal(ctx context.Context, st corral.Store, in *os.File, w io.Writer) error {
	// Every file: a decision on a kind is a decision on all its files.
	rep, _, err := stored.Report(ctx, st, 0, report.DefaultThresholds, false, true)
	if err != nil {
		return err
	}
	withCauses(ctx, st, rep)
	pr := &report.Printer{View: report.View{Differ: rep.Differ(st), DiffLines: 30, DiffBytes: 16 << 10}, Color: cmdline.Color(w)}
	old, err := term.MakeRaw(int(in.Fd()))
	if err != nil {
		return fmt.Errorf("review: %w", err)
	}
	defer term.Restore(int(in.Fd()), old)
	out := &crlf{w: w}
	r := &reviewer{ctx: ctx, pr: pr, in: in, raw: old, keys: bufio.NewReader(in), out: out}
	groups := reviewGroups(rep)
	if len(groups) == 0 {
		fmt.Fprintf(out, "review: the last check found nothing to accept\n")
		return nil
	}
	if _, err := r.walk("corral review", groups, false); err != nil {
		return ErrInterrupted // corral says the baseline is unchanged
	}
	err = r.apply(ctx, st, rep)
	if errors.Is(err, errStopped) {
		return ErrInterrupted
	}
	return err
}

// group is what one screen decides: a family of kinds, a kind, the new or
// the missing files, or one file.
type group struct {
	title   string
	kinds   []string       // the kinds it decides; none for files decided one by one
	files   []*report.File // its files
	file    *report.File   // a screen of one file, shown with its whole diff
	example *report.File   // the file d pages; nil for the first
	diff    []string       // its example's lines that show the change
	lines   []string       // a family's kinds, one a line
	sub     []group        // a family's kinds, which o walks
	name    string         // a family's name, for the screens of its kinds
}

// reviewGroups is what review walks: the families where they group some
// kinds, else the kinds, then the new and the missing files.
func reviewGroups(rep *report.Report) []group {
	byPath := map[string]*report.File{}
	for i := range rep.Files {
		byPath[rep.Files[i].Path] = &rep.Files[i]
	}
	byID := map[string]*report.Kind{}
	for i := range rep.Kinds {
		byID[rep.Kinds[i].ID] = &rep.Kinds[i]
	}
	causes := causeOf(rep)
	var groups []group
	if rep.FamiliesGroupKinds() {
		for _, f := range rep.Families {
			groups = append(groups, familyGroup(f, byID, byPath, causes))
		}
	} else {
		for i := range rep.Kinds {
			groups = append(groups, kindGroup(&rep.Kinds[i], "", byPath, causes[rep.Kinds[i].ID]))
		}
	}
	for _, st := range []string{report.New, report.Missing} {
		var g group
		for i := range rep.Files {
			if rep.Files[i].Status == st {
				g.files = append(g.files, &rep.Files[i])
			}
		}
		if len(g.files) > 0 {
			g.title = words.Plural(len(g.files), st+" file", st+" files")
			groups = append(groups, g)
		}
	}
	return groups
}

// kindGroup is the screen of a kind, its title headed by prefix.
func kindGroup(k *report.Kind, prefix string, byPath map[string]*report.File, cause string) group {
	g := group{kinds: []string{k.ID}, diff: k.Diff, example: byPath[k.Example],
		title: fmt.Sprintf("%skind %s: %s (%s) %s%s", prefix, report.Printable([]byte(k.ID)), words.Plural(k.Count, "file shows", "files show"),
			report.Printable([]byte(strings.Join(k.Changed, ", "))), report.Printable([]byte(k.Edit)), cause)}
	for p := range k.Files.All() {
		if f := byPath[p]; f != nil { // a report of every file has each
			g.files = append(g.files, f)
		}
	}
	return g
}

// causeOf says of each kind the cause the check's newest bisect found
// for it (see report.Causes): "; made by + -fno-inline (compiler 2 of 3,
// confirmed alone)".
func causeOf(rep *report.Report) map[string]string {
	out := map[string]string{}
	if rep.Causes == nil {
		return out
	}
	for _, c := range rep.Causes.List {
		for _, id := range c.Kinds {
			by := fmt.Sprintf("%s (%s)", report.Printable([]byte(c.Compiler)), c.Where())
			if out[id] == "" {
				out[id] = "; made by " + by
			} else {
				out[id] += " and by " + by // a kind the bisect split
			}
		}
	}
	return out
}

// familyKindsShown is how many of its kinds a family's screen lists.
const familyKindsShown = 8

// familyGroup is the screen of a family: its kinds, one a line, and the
// example of its largest kind. A family of one kind is that kind.
func familyGroup(f report.Family, byID map[string]*report.Kind, byPath map[string]*report.File, causes map[string]string) group {
	name := report.Printable([]byte(f.Name))
	if len(f.Kinds) == 1 {
		return kindGroup(byID[f.Kinds[0]], "family "+name+", ", byPath, causes[f.Kinds[0]])
	}
	g := group{title: fmt.Sprintf("family %s: %s, %s", name, words.Plural(len(f.Kinds), "kind", "kinds"), words.Plural(f.Count, "file", "files")),
		kinds: f.Kinds, name: name}
	for p := range f.Files.All() {
		if f := byPath[p]; f != nil { // a report of every file has each
			g.files = append(g.files, f)
		}
	}
	width := len(words.Plural(byID[f.Kinds[0]].Count, "file", "files")) // the largest kind's
	for i, id := range f.Kinds {
		k := byID[id]
		g.sub = append(g.sub, kindGroup(k, "", byPath, causes[k.ID]))
		if i < familyKindsShown {
			g.lines = append(g.lines, fmt.Sprintf("%s  %-*s  %s  %s", report.Printable([]byte(k.ID)), width, words.Plural(k.Count, "file", "files"),
				report.Printable([]byte(strings.Join(k.Changed, ", "))), report.Printable([]byte(k.Edit))))
		}
	}
	if n := len(f.Kinds) - familyKindsShown; n > 0 {
		g.lines = append(g.lines, fmt.Sprintf("… and %s (o opens them)", words.Plural(n, "more kind", "more kinds")))
	}
	largest := byID[f.Kinds[0]]
	g.example, g.diff = byPath[largest.Example], largest.Diff
	if g.example != nil {
		g.lines = append(g.lines, "", fmt.Sprintf("e.g. %s, of kind %s:", report.Quote(g.example.Path), report.Printable([]byte(largest.ID))))
	}
	return g
}

// fileGroups are the screens of files, one each.
func fileGroups(files []*report.File) []group {
	gs := make([]group, len(files))
	for i, f := range files {
		gs[i] = group{title: fmt.Sprintf("%s %s (%s)", f.Status, report.Quote(f.Path), strings.Join(f.Changed, ", ")),
			files: []*report.File{f}, file: f}
	}
	return gs
}

// step is where a walk goes after a screen.
type step int

const (
	stepNext step = iota // on to the next screen: this one is decided or skipped
	stepBack             // b: back to the screen a walk was opened from
	stepQuit             // q: to the summary
)

// walk reviews groups one by one, each under where and its place, [i/N];
// nested is a walk opened from a screen, which b leaves. Once A or R
// decided all that remain, the rest are decided so without a screen.
func (r *reviewer) walk(where string, groups []group, nested bool) (step, error) {
	for i, g := range groups {
		if r.rest != "" {
			r.decideGroup(g, r.rest)
			continue
		}
		s, err := r.group(fmt.Sprintf("%s [%d/%d]", where, i+1, len(groups)), g, nested)
		if err != nil || s != stepNext {
			return s, err
		}
	}
	return stepNext, nil
}

// show clears the screen and shows a group: its example's changed lines
// (a file's whole diff) and first files.
func (r *reviewer) show(where string, g group) {
	fmt.Fprint(r.out, clearHome)
	fmt.Fprintf(r.out, "%s %s\n\n", r.pr.Paint(where), g.title)
	if g.file != nil {
		if g.file.Status == report.Changed {
			lines, _ := r.pr.Diff(r.ctx, g.file)
			for _, l := range lines {
				fmt.Fprintln(r.out, "  "+r.pr.ColorLine(l))
			}
			fmt.Fprintln(r.out)
		}
		return
	}
	for _, l := range g.lines {
		fmt.Fprintln(r.out, strings.TrimRight("  "+l, " "))
	}
	for _, l := range g.diff {
		fmt.Fprintln(r.out, "  "+r.pr.ColorLine(l))
	}
	if len(g.diff) > 0 || len(g.lines) > 0 {
		fmt.Fprintln(r.out)
	}
	for _, f := range g.files[:min(5, len(g.files))] {
		fmt.Fprintf(r.out, "  %s %s\n", f.Status, report.Quote(f.Path))
	}
	if len(g.files) > 5 {
		fmt.Fprintf(r.out, "  … and %d more\n", len(g.files)-5)
	}
	fmt.Fprintln(r.out)
}

// group reviews one group until it is decided, skipped or left.
func (r *reviewer) group(where string, g group, nested bool) (step, error) {
	for {
		r.show(where, g)
		key, err := r.ask(keysHelp(g, nested))
		if err != nil {
			return stepQuit, err
		}
		switch key {
		case 'a', keyEnter:
			r.decideGroup(g, review.Accept)
			return r.offer(g)
		case 'r', 'k', keyEsc:
			r.decideGroup(g, review.Keep)
			return stepNext, nil
		case 's', keySpace:
			return stepNext, nil
		case 'A', 'R':
			r.rest = map[byte]string{'A': review.Accept, 'R': review.Keep}[key]
			r.decideGroup(g, r.rest)
			return stepNext, nil
		case 'o', 'f':
			sub, in := g.sub, "corral review: family "+g.name
			if key == 'f' {
				sub, in = fileGroups(g.files), "corral review: file"
			}
			if g.file != nil || len(sub) == 0 {
				continue
			}
			if s, err := r.walk(in, sub, true); err != nil || s != stepBack {
				return s, err
			}
		case 'd':
			if f := g.example; f != nil || len(g.files) > 0 {
				r.page(cmp.Or(f, g.files[0]))
			}
		case 'b':
			if nested {
				return stepBack, nil
			}
		case 'q':
			return stepQuit, nil
		}
	}
}

// keysHelp is the prompt of a group's screen: the keys that do something
// there.
func keysHelp(g group, nested bool) string {
	var h strings.Builder
	h.WriteString("a accept, r reject, s skip, A/R accept/reject all that remain")
	if len(g.sub) > 0 {
		fmt.Fprintf(&h, ", o open its %d kinds", len(g.sub))
	}
	if g.file == nil {
		h.WriteString(", f files")
	}
	h.WriteString(", d diff")
	if nested {
		h.WriteString(", b back")
	}
	h.WriteString(", q quit")
	return h.String()
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

// crlf ends lines with \r\n, as a terminal in raw mode needs.
type crlf struct{ w io.Writer }

func (c *crlf) Write(b []byte) (int, error) {
	if _, err := c.w.Write([]byte(strings.ReplaceAll(string(b), "\n", "\r\n"))); err != nil {
		return 0, err
	}
	return len(b), nil
}
