// Package advice reads a finished run's results for what they say about
// how the run was made, not about the compiler: a TAR made one directory
// off the baseline's ([Prefix]), symlinks not compiled ([Links]), outputs
// the source shipped ([Shipped]), a tree of mixed files run whole
// ([MixedTree]): each a warning in a sentence, "" for none, and the run
// goes on. Every job failing the same way ([SameFailure]) is what a
// record refuses on.
package advice

import (
	"cmp"
	"fmt"
	"maps"
	"path"
	"regexp"
	"slices"
	"strings"

	"github.com/corral-go/corral/internal/corral/command"
	"github.com/corral-go/corral/internal/corral/kinds"
	"github.com/corral-go/corral/internal/corral/report"
	"github.com/corral-go/corral/internal/corral/result"
)

// Prefix says when every missing file is new under one path that
// gained or lost a leading directory: a TAR made one directory up (or
// down) makes every file "new" and its old self "missing".
func Prefix(rep *report.Report) string {
	var added, gone []string
	for _, f := range rep.Files {
		switch f.Status {
		case report.New:
			added = append(added, f.Path)
		case report.Missing:
			gone = append(gone, f.Path)
		}
	}
	if len(added) == 0 || len(gone) == 0 {
		return ""
	}
	if p, ok := gained(gone, added); ok {
		return fmt.Sprintf("every missing file is new under %s (%d new, %d missing): SOURCE's paths gained a leading directory; make the TAR from inside that directory (tar -C DIR -cf SRC.tar .), or record this layout as the baseline",
			report.Quote(p), len(added), len(gone))
	}
	if p, ok := lost(gone, added); ok {
		return fmt.Sprintf("every missing file is new without its leading %s (%d new, %d missing): SOURCE's paths lost a leading directory; make the TAR one directory up as the baseline's was, or record this layout as the baseline",
			report.Quote(p), len(added), len(gone))
	}
	return ""
}

// gained finds the leading directories p such that p + each gone path is
// new: every missing file moved under p.
func gained(gone, added []string) (string, bool) {
	in := set(added)
	for _, a := range added {
		p, ok := strings.CutSuffix(a, "/"+gone[0])
		if !ok || p == "" {
			continue
		}
		p += "/"
		if !slices.ContainsFunc(gone, func(g string) bool { return !in[p+g] }) {
			return p, true
		}
	}
	return "", false
}

// lost finds the leading directories p such that each gone path is p +
// a new one: every missing file moved out of p.
func lost(gone, added []string) (string, bool) {
	in := set(added)
	for _, a := range added {
		p, ok := strings.CutSuffix(gone[0], "/"+a)
		if !ok || p == "" {
			continue
		}
		p += "/"
		if !slices.ContainsFunc(gone, func(g string) bool { rest, ok := strings.CutPrefix(g, p); return !ok || !in[rest] }) {
			return p, true
		}
	}
	return "", false
}

func set(paths []string) map[string]bool {
	in := make(map[string]bool, len(paths))
	for _, p := range paths {
		in[p] = true
	}
	return in
}

// Links says which symlinks to files were not compiled.
func Links(links []string) string {
	if len(links) == 0 {
		return ""
	}
	shown := make([]string, 0, 5)
	for _, l := range links[:min(len(links), 5)] {
		shown = append(shown, report.Quote(l))
	}
	more := ""
	if len(links) > len(shown) {
		more = fmt.Sprintf(" and %d more", len(links)-len(shown))
	}
	what := "symlinks to files of the source were"
	if len(links) == 1 {
		what = "symlink to a file of the source was"
	}
	return fmt.Sprintf("%d %s not compiled (the files they name are): %s%s", len(links), what, strings.Join(shown, ", "), more)
}

// Shipped says which declared outputs the source shipped: each was
// removed before its job, so that what is stored is what the job wrote.
func Shipped(shipped []string) string {
	if len(shipped) == 0 {
		return ""
	}
	shown := report.QuoteList(shipped, 5)
	what := "declared outputs were files of the source, removed"
	if len(shipped) == 1 {
		what = "declared output was a file of the source, removed"
	}
	return fmt.Sprintf("%d %s before %s so that each stored output is what its job wrote: %s (a source need not ship what its jobs generate)",
		len(shipped), what, map[bool]string{true: "its job", false: "their jobs"}[len(shipped) == 1], strings.Join(shown, ", "))
}

// mixedTree is how sure MixedTree must be: the share of a kind of
// file (an extension) that failed, with the same exit status, for it to
// be no source, and the share of the others that must have run clean.
const mixedTree = 0.8

// maxExtensions bounds the extensions a Tally tells apart: a tree of
// numbered files (log.1, log.2, …) would otherwise hold a group a file.
// The results of extensions past it are left out of MixedTree.
const maxExtensions = 4096

// extGroup counts the results of files of one extension.
type extGroup struct {
	ext    string   // ".c"; "" for none
	files  int      // how many
	first  []string // the first three, in path order
	failed int
	status map[string]int // of those that failed: "exit 1", "timeout", "could not start"
}

// A Tally reads a run's results one at a time, in any order, for
// MixedTree and SameFailure, holding what they need and not the results:
// a group per extension and a few counters, whatever the number of files.
// It is not safe for concurrent use.
type Tally struct {
	total, failed int
	groups        map[string]*extGroup
	heads         map[string]*head // the failures' first lines, at most maxHeads
}

// maxHeads bounds the distinct first lines a Tally counts: a line that
// 90 % of the failures share is among the first maxHeads distinct ones
// unless more than maxHeads others came first, in a run that then failed
// in more ways than a quoting mistake does.
const maxHeads = 1024

// head counts the failures that share a first line, and keeps the first
// in path order.
type head struct {
	key     string
	n       int
	example result.Result
}

// Add counts r. A record or check adds each result as its job ends, when
// it still holds the first line of its stderr (the store keeps the
// stream, not the line).
func (t *Tally) Add(r *result.Result) {
	t.total++
	t.addExtension(r)
	key, ok := failureKey(r)
	if !ok {
		return
	}
	t.failed++
	if t.heads == nil {
		t.heads = map[string]*head{}
	}
	h := t.heads[key]
	switch {
	case h == nil && len(t.heads) >= maxHeads:
	case h == nil:
		t.heads[key] = &head{key: key, n: 1, example: example(r)}
	default:
		h.n++
		if r.Path < h.example.Path {
			h.example = example(r)
		}
	}
}

// example is what SameFailure says of a result.
func example(r *result.Result) result.Result {
	return result.Result{Path: r.Path, StderrHead: r.StderrHead, Signal: r.Signal, ExitCode: r.ExitCode}
}

// Total is how many results were added.
func (t *Tally) Total() int { return t.total }

func (t *Tally) addExtension(r *result.Result) {
	base := path.Base(r.Path)
	ext := path.Ext(base)
	if ext == base {
		ext = "" // .gitignore has no extension
	}
	if t.groups == nil {
		t.groups = map[string]*extGroup{}
	}
	g := t.groups[ext]
	if g == nil {
		if len(t.groups) >= maxExtensions {
			return
		}
		g = &extGroup{ext: ext, status: map[string]int{}}
		t.groups[ext] = g
	}
	g.files++
	if i, _ := slices.BinarySearch(g.first, r.Path); i < 3 {
		g.first = slices.Insert(g.first, i, r.Path)[:min(len(g.first)+1, 3)]
	}
	switch {
	case r.Status == result.Failed:
		g.failed++
		g.status["could not start"]++
	case r.Status == result.Timeout:
		g.failed++
		g.status["timeout"]++
	case r.Status == result.Ran && (r.ExitCode != 0 || r.Signal != ""):
		g.failed++
		g.status[fmt.Sprintf("exit %d %s", r.ExitCode, r.Signal)]++
	}
}

// MixedTree says when a tree of mixed files was run whole: the files
// of some extensions (LICENSE, Makefile, *.md, *.toml) nearly all failed
// the same way while those of others nearly all ran clean, as when a
// crate's tree is given without --include '*.c'. Nothing is said when
// --include chose the files, or when every kind of file failed (the
// compiler's own failure, said elsewhere).
func MixedTree(results map[string]result.Result, include []string) string {
	var t Tally
	for _, r := range results {
		t.Add(&r)
	}
	return t.MixedTree(include)
}

// MixedTree is [MixedTree] of the results added.
func (t *Tally) MixedTree(include []string) string {
	if len(include) > 0 {
		return ""
	}
	var bad, good []*extGroup
	for _, g := range t.byExtension() {
		same := 0
		for _, n := range g.status {
			same = max(same, n)
		}
		switch n := float64(g.files); {
		case float64(g.failed) >= mixedTree*n && float64(same) >= mixedTree*float64(g.failed):
			bad = append(bad, g)
		case float64(g.failed) <= (1-mixedTree)*n:
			good = append(good, g)
		}
	}
	if len(bad) == 0 || len(good) == 0 {
		return ""
	}
	var said, globs []string
	for _, g := range bad {
		shown := report.QuoteList(g.first, 3)
		if g.files > len(g.first) {
			shown = append(shown, fmt.Sprintf("… and %d more", g.files-len(g.first)))
		}
		said = append(said, fmt.Sprintf("%s %d of %d failed (%s)", extName(g.ext), g.failed, g.files, strings.Join(shown, ", ")))
	}
	for _, g := range good {
		if g.ext != "" {
			globs = append(globs, "--include "+command.ShellQuote("*"+g.ext))
		}
	}
	if len(globs) == 0 {
		return ""
	}
	return fmt.Sprintf("the files of some kinds nearly all failed the same way while the others ran clean: %s. If they are no sources, select the sources: %s",
		strings.Join(said, "; "), strings.Join(globs, " "))
}

// byExtension is the groups, the largest first (then by extension).
func (t *Tally) byExtension() []*extGroup {
	out := slices.Collect(maps.Values(t.groups))
	slices.SortFunc(out, func(a, b *extGroup) int {
		return cmp.Or(cmp.Compare(b.files, a.files), cmp.Compare(a.ext, b.ext))
	})
	return out
}

// extName names the files of an extension: "*.md", or "files without an
// extension".
func extName(ext string) string {
	if ext == "" {
		return "files without an extension:"
	}
	return report.Quote("*"+ext) + ":"
}

// SameFailure finds a record in which nearly every job failed the same
// way: at least 90 % of two or more jobs exited non-zero or by a signal,
// and 90 % of those printed the same first line on stderr, the job's own
// path and numbers aside. A quoting mistake that makes every job print
// "sh: 1: Syntax error" and exit 2 must not become the baseline in
// silence. It returns that line (with the path of its first file), how
// many failed, and how many that way.
func SameFailure(results map[string]result.Result) (line string, failed, same int) {
	var t Tally
	for _, r := range results {
		t.Add(&r)
	}
	return t.SameFailure()
}

// SameFailure is [SameFailure] of the results added.
func (t *Tally) SameFailure() (line string, failed, same int) {
	if t.total < 2 || t.failed*10 < t.total*9 {
		return "", t.failed, 0
	}
	var common *head
	for _, h := range t.heads {
		if common == nil || h.n > common.n || h.n == common.n && h.key < common.key {
			common = h
		}
	}
	if common == nil || common.n*10 < t.failed*9 {
		return "", t.failed, 0
	}
	r := common.example
	if r.StderrHead == "" {
		if r.Signal != "" {
			return "killed by " + r.Signal + " (" + r.Path + ")", t.failed, common.n
		}
		return fmt.Sprintf("exit status %d and nothing on stderr (%s)", r.ExitCode, r.Path), t.failed, common.n
	}
	return fmt.Sprintf("%q (%s)", r.StderrHead, r.Path), t.failed, common.n
}

// failureKey is what SameFailure compares of a job that exited non-zero
// or by a signal (ok): its first line on stderr, its path and numbers
// abstracted.
func failureKey(r *result.Result) (key string, ok bool) {
	if r.Status == result.Failed || r.Status == result.Missing || r.ExitCode == 0 && r.Signal == "" {
		return "", false
	}
	h := r.StderrHead
	if r.Signal != "" && h == "" {
		h = "killed by " + r.Signal
	}
	return kinds.Abstract(r.Path, digits.ReplaceAllString(h, "#")), true
}

var digits = regexp.MustCompile(`[0-9]+`)
