package corral

import (
	"bytes"
	"cmp"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"maps"
	"path"
	"slices"
	"strings"

	"github.com/corral-go/corral/internal/corral/command"
	"github.com/corral-go/corral/internal/corral/normalize"
	"github.com/corral-go/corral/internal/corral/report"
	"github.com/corral-go/corral/internal/corral/result"
)

// Hints after a check: changes that are the user's doing, not the
// compiler's, said as such with what to do.

// prefixWarning says when every missing file is new under one path that
// gained or lost a leading directory: a TAR made one directory up (or
// down) makes every file "new" and its old self "missing".
func prefixWarning(rep *report.Report) string {
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

// normalizeSample bounds the changed files normalizeWarning looks at, and
// normalizeMax the size of each stream it reads.
const (
	normalizeSample = 20
	normalizeMax    = 8 << 20
)

// normalizeWarning says when changed files differ only because this
// check's --normalize rules are not the baseline's: the baseline's
// streams and outputs of a sample of changed files, rewritten by this
// check's rules, equal this check's.
func normalizeWarning(ctx context.Context, st Store, p *Pipeline, results map[string]result.Result) string {
	if p.name != result.Check || p.rules.Empty() || p.base == nil || slices.Equal(p.base.Normalize, p.cfg.Normalize) {
		return ""
	}
	var changed []string
	for path, r := range results {
		if b, ok := p.baseline[path]; ok && r.Status == result.Ran && b.Status == result.Ran && !sameResult(r, b) {
			changed = append(changed, path)
		}
	}
	if len(changed) == 0 {
		return ""
	}
	slices.Sort(changed)
	sample := changed[:min(len(changed), normalizeSample)]
	only := 0
	for _, path := range sample {
		if differsOnlyByRules(ctx, st, p, results[path], p.baseline[path]) {
			only++
		}
	}
	if only == 0 {
		return ""
	}
	var flags []string
	for _, r := range p.cfg.Normalize {
		flags = append(flags, "--normalize "+quoteAll([]string{r}))
	}
	return fmt.Sprintf("%d of %d changed files looked at differ only because the baseline was not normalized with this check's --normalize %s (baseline: %s): record again with them (corral record %s ...) so that both sides are, or check without them",
		only, len(sample), quoteAll(p.cfg.Normalize), quoteAll(p.base.Normalize), strings.Join(flags, " "))
}

// unusedRuleWarning says which --normalize rules rewrote no line of a
// run's ran results: a rule written for the whole output ('\s*#.*$=' read
// as the end of the output) or for another compiler's.
func unusedRuleWarning(rules *normalize.Rules, ran int) string {
	unused := rules.Unused()
	if ran == 0 || len(unused) == 0 {
		return ""
	}
	return fmt.Sprintf("--normalize %s rewrote no line of the %d files' streams and outputs: a rule applies to each line, ^ and $ at its ends; try it on an output with grep -E",
		quoteAll(unused), ran)
}

// sameResult reports whether two results store the same streams and
// outputs.
func sameResult(a, b result.Result) bool {
	return a.ExitCode == b.ExitCode && a.Stdout.Hash == b.Stdout.Hash && a.Stderr.Hash == b.Stderr.Hash &&
		slices.Equal(a.Outputs, b.Outputs)
}

// differsOnlyByRules reports whether base, its streams and outputs
// rewritten by p's rules, is cur.
func differsOnlyByRules(ctx context.Context, st Store, p *Pipeline, cur, base result.Result) bool {
	if cur.ExitCode != base.ExitCode || len(cur.Outputs) != len(base.Outputs) {
		return false
	}
	same := func(h result.Hash, want result.Hash) bool {
		if h == want {
			return true
		}
		b, cut, err := st.ReadBlob(ctx, h, normalizeMax)
		if err != nil || cut {
			return false
		}
		var out bytes.Buffer
		if err := p.rules.Apply(&out, bytes.NewReader(b)); err != nil {
			return false
		}
		return sha256.Sum256(out.Bytes()) == want
	}
	if !same(base.Stdout.Hash, cur.Stdout.Hash) || !same(base.Stderr.Hash, cur.Stderr.Hash) {
		return false
	}
	for i, o := range cur.Outputs {
		b := base.Outputs[i]
		if o.Name != b.Name || o.Missing != b.Missing {
			return false
		}
		if o.Missing || o.Hash == b.Hash {
			continue
		}
		var oh, bh result.Hash
		x, err1 := hex.DecodeString(o.Hash)
		y, err2 := hex.DecodeString(b.Hash)
		if err1 != nil || err2 != nil || len(x) != len(oh) || len(y) != len(bh) {
			return false
		}
		copy(oh[:], x)
		copy(bh[:], y)
		if !same(bh, oh) {
			return false
		}
	}
	return true
}

// linkWarning says which symlinks to files were not compiled.
func linkWarning(links []string) string {
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

// shippedWarning says which declared outputs the source shipped: each was
// removed before its job, so that what is stored is what the job wrote.
func shippedWarning(shipped []string) string {
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

// configWarnings says how this run's configuration differs from the
// baseline's. A store from before corral kept configurations is compared
// by its --normalize rules alone.
func configWarnings(ctx context.Context, st Store, p *Pipeline) ([]string, error) {
	if p.base == nil {
		if p.name == result.Check {
			return ruleWarnings(ctx, st, p.rules)
		}
		return nil, nil
	}
	cfg := p.cfg
	if p.partial {
		// Running a selection is what a partial record is for; the
		// summary says what it kept.
		cfg.Include, cfg.Exclude = p.base.Include, p.base.Exclude
	}
	diff := cfg.Differences(*p.base)
	if len(diff) == 0 {
		return nil, nil
	}
	switch {
	case p.name == result.Check:
		return []string{"this check's settings differ from the baseline's: " + strings.Join(diff, "; ")}, nil
	case p.partial:
		return []string{"this record of a selection of the baseline's files has settings that differ from the baseline's: " +
			strings.Join(diff, "; ") + "; the baseline keeps its settings (--replace makes this record the whole baseline)"}, nil
	}
	return []string{"the baseline's settings change: " + strings.Join(diff, "; ")}, nil
}

// ruleWarnings warns when the baseline was made with other --normalize
// rules: outputs would then differ for no reason of the compiler's.
func ruleWarnings(ctx context.Context, st Store, rules *normalize.Rules) ([]string, error) {
	base, err := st.BaselineRules(ctx)
	if err != nil {
		return nil, err
	}
	show := func(r string) string {
		if r == "" {
			return "none"
		}
		return strings.ReplaceAll(r, "\n", " ")
	}
	for _, b := range base {
		if b != rules.String() {
			return []string{fmt.Sprintf("the baseline was made with --normalize rules %s, this check uses %s", show(b), show(rules.String()))}, nil
		}
	}
	return nil, nil
}

// mixedTree is how sure mixedWarning must be: the share of a kind of
// file (an extension) that failed, with the same exit status, for it to
// be no source, and the share of the others that must have run clean.
const mixedTree = 0.8

// extGroup counts the results of files of one extension.
type extGroup struct {
	ext    string // ".c"; "" for none
	files  []string
	failed int
	status map[string]int // of those that failed: "exit 1", "timeout", "could not start"
}

// mixedWarning says when a tree of mixed files was run whole: the files
// of some extensions (LICENSE, Makefile, *.md, *.toml) nearly all failed
// the same way while those of others nearly all ran clean, as when a
// crate's tree is given without --include '*.c'. Nothing is said when
// --include chose the files, or when every kind of file failed (the
// compiler's own failure, said elsewhere).
func mixedWarning(results map[string]result.Result, include []string) string {
	if len(include) > 0 {
		return ""
	}
	var bad, good []*extGroup
	for _, g := range byExtension(results) {
		same := 0
		for _, n := range g.status {
			same = max(same, n)
		}
		switch n := float64(len(g.files)); {
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
		said = append(said, fmt.Sprintf("%s %d of %d failed (%s)", extName(g.ext), g.failed, len(g.files), strings.Join(report.QuoteList(g.files, 3), ", ")))
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

// byExtension groups results by their file name's extension, the
// largest group first (then by extension).
func byExtension(results map[string]result.Result) []*extGroup {
	groups := map[string]*extGroup{}
	for file, r := range results {
		base := path.Base(file)
		ext := path.Ext(base)
		if ext == base {
			ext = "" // .gitignore has no extension
		}
		g := groups[ext]
		if g == nil {
			g = &extGroup{ext: ext, status: map[string]int{}}
			groups[ext] = g
		}
		g.files = append(g.files, file)
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
	out := slices.Collect(maps.Values(groups))
	for _, g := range out {
		slices.Sort(g.files)
	}
	slices.SortFunc(out, func(a, b *extGroup) int {
		return cmp.Or(cmp.Compare(len(b.files), len(a.files)), cmp.Compare(a.ext, b.ext))
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
