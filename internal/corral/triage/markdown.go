package triage

import (
	"cmp"
	"errors"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/corral-go/corral/internal/words"
)

// Info is what rendered reports say about themselves.
type Info struct {
	Version string
	Written time.Time
}

// marker names the file that says a directory holds a triage's reports,
// which a later triage may replace.
const marker = ".corral-triage"

// Index is the name of the reports' index in their directory.
const Index = "index.md"

// Bounds of what a Markdown report shows: a listed file and a result's
// block beyond them is counted, not shown (the JSON has them all).
const (
	mdFiles      = 50
	mdBlockLines = 200
)

// PrepareDir makes dir ready for a triage's reports: a new directory, an
// empty one, or one that holds an earlier triage's reports (its marker
// file), which are removed. Any other directory is refused: its files are
// the user's.
func PrepareDir(dir string) error {
	entries, err := os.ReadDir(dir)
	switch {
	case errors.Is(err, os.ErrNotExist):
	case err != nil:
		return err
	case len(entries) == 0:
	case slices.ContainsFunc(entries, func(e os.DirEntry) bool { return e.Name() == marker }):
		for _, e := range entries {
			if err := os.RemoveAll(filepath.Join(dir, e.Name())); err != nil {
				return fmt.Errorf("remove the earlier triage in %s: %w", dir, err)
			}
		}
	default:
		return fmt.Errorf("%s holds files that are not a triage's reports", dir)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, marker), []byte("corral triage's reports: a later triage into this directory replaces them\n"), 0o644)
}

// WriteDir writes t's reports into dir (made by PrepareDir): index.md,
// one ID.md per report, and a directory ID/ with repro.sh and source/,
// the program and the support files it names at their paths. Each file is replaced whole (written beside, then
// renamed), so a triage stopped at any moment leaves each file as it was
// last written.
func WriteDir(dir string, t *Triage, info Info) error {
	if err := writeFile(filepath.Join(dir, Index), indexMarkdown(t, info), 0o644); err != nil {
		return err
	}
	for i := range t.Reports {
		r := &t.Reports[i]
		if err := writeFile(filepath.Join(dir, r.ID+".md"), reportMarkdown(t, r, info), 0o644); err != nil {
			return err
		}
		if r.OldResult == nil {
			continue // not compiled yet: no program to keep
		}
		if err := writeSource(filepath.Join(dir, r.ID, SourceDir), r); err != nil {
			return err
		}
		if len(r.Repro) > 0 {
			if err := writeFile(filepath.Join(dir, r.ID, ReproScript), strings.Join(r.Repro, "\n")+"\n", 0o755); err != nil {
				return err
			}
		}
	}
	return nil
}

// writeSource writes r's program and the support files it names into
// dir, each at its path.
func writeSource(dir string, r *Report) error {
	files := map[string]string{r.Example: r.Program}
	maps.Copy(files, r.Support)
	for name, text := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return err
		}
		if err := writeFile(p, text, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// writeFile replaces path whole with text.
func writeFile(path, text string, mode os.FileMode) error {
	part := path + ".part"
	if err := os.WriteFile(part, []byte(text), mode); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	if err := os.Rename(part, path); err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	return nil
}

// indexMarkdown is index.md: the compilers, then one row per report.
func indexMarkdown(t *Triage, info Info) string {
	var b strings.Builder
	fmt.Fprintf(&b, "# Bug reports: corral triage of check run %d\n\n", t.CheckRun)
	fmt.Fprintf(&b, "%s\n\n", summary(t))
	if s := stopped(t); s != "" {
		fmt.Fprintf(&b, "**Incomplete.** %s\n\n", s)
	}
	b.WriteString("The compilers, oldest first:\n\n")
	listed, left := t.Listed()
	for _, c := range listed {
		fmt.Fprintf(&b, "%d. %s\n", c.N, code(c.Name))
	}
	if left > 0 {
		fmt.Fprintf(&b, "\n(and %d compilers no report names)\n", left)
	}
	b.WriteString("\n| report | files | edit | first with it | last without | program | state |\n| --- | --- | --- | --- | --- | --- | --- |\n")
	for i := range t.Reports {
		r := &t.Reports[i]
		state := string(r.State)
		if !t.Complete(r) {
			state = "**incomplete**: " + text(cmp.Or(r.Note, string(r.State)))
		}
		fmt.Fprintf(&b, "| [%s](%s.md) | %d | %s | %s | %s | %s | %s |\n", r.ID, r.ID, r.Count, cell(code(r.Edit)),
			cell(where(t, r.First, code)), cell(where(t, r.LastWithout, code)), cell(size(r)), state)
	}
	fmt.Fprintf(&b, "\nWritten %s by corral %s.\n", info.Written.Format("2006-01-02 15:04:05 MST"), info.Version)
	return b.String()
}

// summary says what the triage covers and what it took.
func summary(t *Triage) string {
	covered, hidden := t.Covered()
	s := fmt.Sprintf("%d of the %d kinds of change", covered, t.Kinds)
	if t.Bisected {
		s = fmt.Sprintf("%s the bisect found, the largest, over %d compilers", s, len(t.Compilers))
	} else {
		s = fmt.Sprintf("%s of the check (the bisect over %d compilers did not finish)", s, len(t.Compilers))
	}
	if covered != len(t.Reports)-hidden {
		s = fmt.Sprintf("%s, in %s (the kinds that one option or step made are one report)", s, words.Plural(len(t.Reports)-hidden, "report", "reports"))
	}
	if hidden > 0 {
		s = fmt.Sprintf("%s, and %s no kind of the check stands for (an option whose edits the kinds hold as another's side effects)", s, words.Plural(hidden, "cause", "causes"))
	}
	if t.HiddenLeft > 0 {
		s = fmt.Sprintf("%s; %s no kind stands for left without a report by --top", s, words.Plural(t.HiddenLeft, "cause", "causes"))
	}
	s += fmt.Sprintf("; %.1f s in all, the bisect %.1f s", t.Seconds, t.BisectSeconds)
	if t.BisectReused {
		s += " (the one 'corral bisect' stored, reused)"
	}
	if t.Budget != "" {
		s += ", within a budget of " + t.Budget
	}
	return s + "."
}

// stopped says why the triage did not complete every report, "" when it
// did.
func stopped(t *Triage) string {
	n := t.Incomplete()
	if n == 0 && t.Stop == "" {
		return ""
	}
	why := "Some reductions did not finish"
	switch t.Stop {
	case StopBudget:
		why = "The budget ended"
	case StopInterrupted:
		why = "The triage was interrupted"
	}
	return fmt.Sprintf("%s: %d of %d reports are not complete (their state says why; a stopped reduction keeps its best so far).", why, n, len(t.Reports))
}

// where names compiler c of the list, its name as q quotes it:
// "3: bcom -version 3 {}", "none".
func where(t *Triage, c *Compiler, q func(string) string) string {
	switch {
	case c != nil:
		return fmt.Sprintf("%d: %s", c.N, q(c.Name))
	case t.Bisected:
		return "none"
	}
	return "not bisected"
}

// size says how far the program was reduced.
func size(r *Report) string {
	switch {
	case r.Bytes == 0 && r.Program == "" && r.State != Reduced:
		return "-"
	case r.State == Compiled:
		return words.Plural(r.Lines, "line", "lines") + ", not reduced"
	}
	return fmt.Sprintf("%d → %s (%d → %d bytes)", r.OriginalLines, words.Plural(r.Lines, "line", "lines"), r.OriginalBytes, r.Bytes)
}

// code is s as a Markdown code span on one line: fenced with more
// backticks than s holds in a row, padded where it starts or ends with one.
func code(s string) string {
	s = oneLine(s)
	if s == "" {
		return `""`
	}
	fence := strings.Repeat("`", longestRun(s, '`')+1)
	if strings.HasPrefix(s, "`") || strings.HasSuffix(s, "`") {
		s = " " + s + " "
	}
	return fence + s + fence
}

// cell makes s fit in a Markdown table's cell: a | would end it.
func cell(s string) string { return strings.ReplaceAll(oneLine(s), "|", `\|`) }

// text is s as Markdown text on one line, shown as it is: every ASCII
// punctuation mark escaped with a backslash, as CommonMark allows, so that
// a name is never HTML (<img src=x onerror=…>), emphasis, a link or a
// heading, and a family named j<cc> keeps its <cc>. Every line and cell
// of plain text goes through it; code goes through code.
func text(s string) string {
	s = oneLine(s)
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x80 && strings.IndexByte("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~", c) >= 0 {
			b.WriteByte('\\')
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// block is text as a fenced Markdown block, its first mdBlockLines lines:
// the fence is longer than any run of backticks in it.
func block(lang, text string) string {
	lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
	more := ""
	if len(lines) > mdBlockLines {
		more = fmt.Sprintf("\n(%d more lines; the reproduction makes them whole)\n", len(lines)-mdBlockLines)
		lines = lines[:mdBlockLines]
	}
	body := strings.Join(lines, "\n")
	fence := strings.Repeat("`", max(3, longestRun(body, '`')+1))
	return fence + lang + "\n" + body + "\n" + fence + "\n" + more
}

// longestRun is the length of the longest run of c in s.
func longestRun(s string, c byte) int {
	n, run := 0, 0
	for i := 0; i < len(s); i++ {
		if s[i] == c {
			run++
			n = max(n, run)
		} else {
			run = 0
		}
	}
	return n
}
